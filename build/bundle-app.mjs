// Bundles the Electron shell: main as ESM (node_modules stay external, as electron-builder
// packs them), and the preload as one CommonJS file, since a sandboxed preload cannot import.
import fs from "node:fs";
import { build } from "esbuild";
import { bundleCli } from "./bundle-cli.mjs";

const common = { bundle: true, platform: "node", target: "node22", sourcemap: true, logLevel: "warning" };

await build({ ...common, entryPoints: ["electron/app/main.ts"], outfile: "dist/app/main.mjs", format: "esm", packages: "external" });
await build({ ...common, entryPoints: ["electron/app/preload.ts"], outfile: "dist/app/preload.cjs", format: "cjs", external: ["electron"] });
// The CLI, and the inference worker that main starts in a utility process and the engine in a
// thread (see bundle-cli.mjs).
await bundleCli();
// The tray's icon, beside main, where it looks for it.
for (const name of ["tray.png", "tray@2x.png"]) fs.copyFileSync(`build/${name}`, `dist/app/${name}`);
