// Bundles the CLI (`bin/recollect.mjs` runs it) into dist/app/cli.mjs, split at its dynamic
// imports so that each command loads only the chunks it needs: `--version` none of the engine,
// `search` not the decoders, the models or the watcher. With it the inference worker, which the
// engine starts from beside its own file (main's bundle starts the same one).
// Run by `npm run build`, and by the unit tests' setup, so that the tests that spawn the CLI run
// the current sources as users run them.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Packages compiled into the CLI's chunks instead of loaded from node_modules: ES modules of many
 * small files that read nothing beside themselves. Node resolves, reads and compiles each file of
 * a package on its own; a search loaded chrono-node's 266 files and zod's 95 that way. Everything
 * else stays external: native addons, packages that read their own data files, and Arrow, which
 * must be the copy LanceDB requires (electron/library/arrow.ts).
 */
const INLINE = new Set(["chrono-node", "zod"]);

/** Every bare import is external except the packages in INLINE (and their own files). */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith("@") ? args.path.split("/").slice(0, 2).join("/") : args.path.split("/")[0];
      return INLINE.has(name) ? undefined : { path: args.path, external: true };
    });
  },
};

export async function bundleCli() {
  const out = path.join(ROOT, "dist", "app");
  fs.mkdirSync(out, { recursive: true });
  // Chunks are named by their hash: an earlier build's go first.
  for (const name of fs.readdirSync(out)) if (/^cli[.-]/.test(name)) fs.rmSync(path.join(out, name));
  const common = { absWorkingDir: ROOT, bundle: true, format: "esm", platform: "node", target: "node22", packages: "external", sourcemap: true, logLevel: "warning" };
  await build({ ...common, entryPoints: ["native/worker/worker.ts"], outfile: path.join(out, "inference-worker.mjs") });
  await build({
    ...common,
    packages: undefined,
    plugins: [externalPackages],
    entryPoints: { cli: "electron/cli.ts" },
    outdir: out,
    outExtension: { ".js": ".mjs" },
    chunkNames: "cli-[name]-[hash]",
    splitting: true,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleCli();
