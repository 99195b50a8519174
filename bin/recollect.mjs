#!/usr/bin/env node
// The CLI runs from its prebuilt bundle (dist/app/cli.mjs, built by `npm ci`'s prepare and by
// `npm run build`): compiling the TypeScript at each start cost ~0.5 s. A checkout that has not
// been built yet runs the sources through tsx, as before.
import fs from "node:fs";

const bundle = new URL("../dist/app/cli.mjs", import.meta.url);
if (fs.existsSync(bundle)) {
  await import(bundle.href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../electron/cli.ts");
}
