// Bundles the CLI (`bin/recollect.mjs` runs it) into dist/app/cli.cjs, one CommonJS file that runs
// with V8's code cache; what a command does not import stays unrun (`search` runs none of the
// decoders, the models or the watcher). With it the inference worker, which the
// engine starts from beside its own file (main's bundle starts the same one).
// Run by `npm run build`, and by the unit tests' setup, so that the tests that spawn the CLI run
// the current sources as users run them.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Packages compiled into the CLI's chunks instead of loaded from node_modules: JavaScript of many
 * small files. Node resolves, reads and compiles each file of a package on its own; a search loaded
 * chrono-node's 266 files and zod's 95 that way, and LanceDB's JavaScript with Apache Arrow's 147
 * (~140 ms; ~60 ms compiled in), and ~60 more of small packages (stopword, graphology, the lock's).
 * Packages that are ES modules only are compiled in too (see cli.cjs below). Everything else stays external: native addons (LanceDB's binding
 * is its platform package, required by its loader as before), and packages that read their own
 * data files.
 */
const INLINE = new Set([
  ...["chrono-node", "zod", "commander", "stopword", "stemmer", "double-metaphone", "damerau-levenshtein"],
  ...["graphology", "graphology-metrics", "graphology-utils", "graphology-indices", "mnemonist", "typedfastbitset", "quickselect"],
  ...["@lancedb/lancedb", "apache-arrow", "flatbuffers", "tslib", "reflect-metadata", "proper-lockfile", "graceful-fs", "retry", "signal-exit"],
  // The tagger's 58 files, compiled in with the rest rather than resolved, read and compiled at each start.
  ...["wink-nlp", "wink-eng-lite-web-model"],
  // ES modules only: the CommonJS bundle would require them, and take their namespace for their default export.
  ...["kdbush", "geokdbush", "tinyqueue"],
]);

/**
 * LanceDB's instanceof checks recognise only the Arrow classes of the copy it requires
 * (electron/library/arrow.ts): every "apache-arrow" in the bundle is that CommonJS copy, and the
 * store's schemas take their classes from it rather than from a second one in node_modules.
 */
const ARROW_CJS = createRequire(path.join(ROOT, "package.json")).resolve("apache-arrow");
const ARROW_REQUIRE = 'createRequire(import.meta.url)("apache-arrow")';

/** Every bare import is external except the packages in INLINE (and their own files). */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^apache-arrow$/ }, () => ({ path: ARROW_CJS }));
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith("@") ? args.path.split("/").slice(0, 2).join("/") : args.path.split("/")[0];
      return INLINE.has(name) ? undefined : { path: args.path, external: true };
    });
    // zod's translations of its messages into 40-odd languages (half of its 740 KB in the bundle,
    // compiled at every start): the engine's messages are English, and `z.locales` is never read.
    build.onResolve({ filter: /[\\/]locales[\\/]index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: path.join(path.dirname(args.importer), args.path), namespace: "zod-english" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-english" }, (args) => ({ contents: 'export { default as en } from "./en.js";', resolveDir: path.dirname(args.path), loader: "js" }));
    // A native addon beside a package's loader (LanceDB tries one before its platform package).
    build.onResolve({ filter: /\.node$/ }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /[\\/]electron[\\/]library[\\/]arrow\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, "utf8");
      if (!source.includes(ARROW_REQUIRE)) throw new Error(`${args.path} no longer loads Arrow with ${ARROW_REQUIRE}: see bundle-cli.mjs.`);
      return { contents: `import * as inlinedArrow from "apache-arrow";\n${source.replace(ARROW_REQUIRE, "inlinedArrow")}`, loader: "ts" };
    });
  },
};

export async function bundleCli() {
  const out = path.join(ROOT, "dist", "app");
  fs.mkdirSync(out, { recursive: true });
  // An earlier build's files go first, and the code caches its runs left (stale, though never run).
  for (const name of fs.readdirSync(out)) if (/^cli[.-]/.test(name)) fs.rmSync(path.join(out, name));
  const common = { absWorkingDir: ROOT, bundle: true, format: "esm", platform: "node", target: "node22", packages: "external", sourcemap: true, logLevel: "warning" };
  await build({ ...common, entryPoints: ["native/worker/worker.ts"], outfile: path.join(out, "inference-worker.mjs") });
  // One CommonJS file, so that it runs with V8's code cache (see [Note: The CLI's code cache] in
  // bin/code-cache.mjs); what a command does not use stays unrun behind esbuild's lazy module
  // wrappers, and its functions uncompiled.
  await build({
    ...common,
    packages: undefined,
    plugins: [externalPackages],
    entryPoints: ["electron/cli.ts"],
    outfile: path.join(out, "cli.cjs"),
    format: "cjs",
    // The packages left outside are required (Node 20.19 requires ES modules too): `import()` in a
    // vm.Script would need a loader of its own.
    supported: { "dynamic-import": false },
    define: { "import.meta.url": "__recollectImportMetaUrl", "import.meta.dirname": "__dirname" },
    banner: { js: 'var __recollectImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  });
  await packWinkModel(out);
  await buildCliSnapshot(out);
}

/**
 * The tagger's model packed into the form it loads from in a few milliseconds, beside the bundles
 * that read it (main's and the CLI's): see [Note: The packed wink model] in wink-model.ts. The
 * packer is that file's own, compiled for the moment into dist/ (where it finds node_modules).
 */
export async function packWinkModel(out) {
  const packer = path.join(out, `.pack-wink-model-${process.pid}.mjs`);
  await build({ absWorkingDir: ROOT, entryPoints: ["electron/search/parsers/wink-model.ts"], outfile: packer, bundle: true, format: "esm", platform: "node", packages: "external", logLevel: "warning" });
  try {
    const { packCoreModel, PACKED_CORE_MODEL } = await import(pathToFileURL(packer).href);
    const packed = packCoreModel();
    if (packed) fs.writeFileSync(path.join(out, PACKED_CORE_MODEL), packed);
    else fs.rmSync(path.join(out, PACKED_CORE_MODEL), { force: true });
  } finally {
    fs.rmSync(packer, { force: true });
  }
}


/**
 * The CLI's startup snapshot (see [Note: The CLI's startup snapshot] in electron/cli-snapshot.ts):
 * cli-snapshot.cjs, the bundle of its entry, run by `node --build-snapshot` into cli-snapshot.blob,
 * and cli-snapshot.json, what bin/startup-snapshot.mjs checks before starting from it. After the
 * wink model is packed: the build reads it. A Node that cannot build it leaves none, and the CLI
 * runs with its code cache as before.
 */
/** V8 flags of the build, which the CLI started from the snapshot must be started with too. */
const SNAPSHOT_NODE_FLAGS = ["--min-semi-space-size=32", "--max-semi-space-size=32"];

export async function buildCliSnapshot(out) {
  const entry = path.join(out, "cli-snapshot.cjs");
  const blob = path.join(out, "cli-snapshot.blob");
  await build({
    absWorkingDir: ROOT,
    bundle: true,
    platform: "node",
    target: "node22",
    logLevel: "warning",
    plugins: [externalPackages],
    entryPoints: ["electron/cli-snapshot.ts"],
    outfile: entry,
    format: "cjs",
    supported: { "dynamic-import": false },
    define: { "import.meta.url": "__recollectImportMetaUrl", "import.meta.dirname": "__dirname" },
    // The bundle's `require` is a stand-in: while the snapshot is built it loads Node's own modules
    // only, and refuses a package (which would be evaluated into the snapshot, or half-evaluated);
    // the started CLI hands it Node's require (`__recollectUseRequire`). V8 cannot save a regular
    // expression compiled to machine code (the build aborts), so while building they run
    // interpreted, and the flags are set back before the heap is saved: a snapshot is refused by a
    // V8 whose flags differ from those it was saved with.
    banner: {
      js: [
        'var __recollectV8 = require("node:v8");',
        'if (__recollectV8.startupSnapshot.isBuildingSnapshot()) {',
        '  __recollectV8.setFlagsFromString("--regexp-interpret-all");',
        '  __recollectV8.startupSnapshot.addSerializeCallback(() => __recollectV8.setFlagsFromString("--no-regexp-interpret-all --regexp-tier-up --lazy"));',
        "}",
        "var __recollectLoad = Object.assign((id) => {",
        '  if (id.startsWith("node:") || require("node:module").isBuiltin(id)) return require(id);',
        '  throw new Error(`The CLI\'s startup snapshot would load ${id}: only Node\'s own modules can be in it (electron/cli-snapshot.ts).`);',
        '}, { resolve: (id, options) => require("node:module").createRequire(__filename).resolve(id, options) });',
        "function __recollectUseRequire(required) { __recollectLoad = required; }",
        "(function (require) {",
        'var __recollectImportMetaUrl = require("node:url").pathToFileURL(__filename).href;',
      ].join("\n"),
    },
    footer: { js: "})(Object.assign((id) => __recollectLoad(id), { resolve: (id, options) => __recollectLoad.resolve(id, options) }));" },
  });
  const built = spawnSync(process.execPath, [...SNAPSHOT_NODE_FLAGS, "--no-lazy", "--snapshot-blob", blob, "--build-snapshot", entry], { cwd: out, encoding: "utf8" });
  if (built.status !== 0) {
    fs.rmSync(blob, { force: true });
    process.stderr.write(`The CLI's startup snapshot could not be built (it will start without it):\n${built.stderr.split("\n").slice(0, 20).join("\n")}\n`);
    return;
  }
  const { snapshotStamp, STAMP_FILE } = await import("../bin/startup-snapshot.mjs");
  fs.writeFileSync(path.join(out, STAMP_FILE), JSON.stringify({ ...snapshotStamp(out), flags: SNAPSHOT_NODE_FLAGS }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleCli();
