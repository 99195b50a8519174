#!/usr/bin/env node
// The CLI runs from its prebuilt bundle (dist/app/cli.mjs, built by `npm ci`'s prepare and by
// `npm run build`): compiling the TypeScript at each start cost ~0.5 s. A checkout that has not
// been built yet runs the sources through tsx, as before.
import fs from "node:fs";

// `recollect --version` is answered here, before the bundle and commander load (17 files): scripts
// ask it to check an install, and it costs little more than Node's own start.
const asked = process.argv.slice(2);
if (asked.length === 1 && (asked[0] === "--version" || asked[0] === "-V")) {
  const { version } = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  process.stdout.write(`${version}\n`);
} else {
  const bundle = new URL("../dist/app/cli.mjs", import.meta.url);
  if (fs.existsSync(bundle)) {
    await import(bundle.href);
  } else {
    const { register } = await import("tsx/esm/api");
    register();
    await import("../electron/cli.ts");
  }
}
