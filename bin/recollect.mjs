#!/usr/bin/env node
// The CLI runs from its prebuilt bundle (dist/app/cli.cjs, built by `npm ci`'s prepare and by
// `npm run build`): compiling the TypeScript at each start cost ~0.5 s. The bundle runs with the
// code cache its command left beside it (see [Note: The CLI's code cache] in code-cache.mjs). A
// checkout that has not been built yet runs the sources through tsx, as before.
import fs from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

// `recollect --version` is answered here, before the bundle and commander load (17 files): scripts
// ask it to check an install, and it costs little more than Node's own start.
const asked = process.argv.slice(2);
if (asked.length === 1 && (asked[0] === "--version" || asked[0] === "-V")) {
  const { version } = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  process.stdout.write(`${version}\n`);
} else {
  const bundle = fileURLToPath(new URL("../dist/app/cli.cjs", import.meta.url));
  if (fs.existsSync(bundle)) {
    // A command a running engine answers goes to it before the bundle loads (see [Note: The CLI's
    // fast path] in electron/cli-fast.ts); null, having printed nothing, for every other.
    const fast = fileURLToPath(new URL("../dist/app/cli-fast.cjs", import.meta.url));
    const exitCode = fs.existsSync(fast) ? await createRequire(import.meta.url)(fast).answerThroughEngine(asked) : null;
    if (exitCode !== null) process.exitCode = exitCode;
    else {
      const { commandOf, runWithCodeCache } = await import("./code-cache.mjs");
      runWithCodeCache(bundle, `${bundle}.${commandOf(asked)}.v8cache`);
    }
  } else {
    const { register } = await import("tsx/esm/api");
    register();
    await import("../electron/cli.ts");
  }
}
