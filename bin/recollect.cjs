#!/usr/bin/env node
// The CLI runs from its prebuilt bundle (dist/app/cli.cjs, built by `npm ci`'s prepare and by
// `npm run build`): compiling the TypeScript at each start would cost every command more than most
// of them take. The bundle runs with the code cache its command left beside it (see [Note: The
// CLI's code cache] in code-cache.cjs). A checkout that has not been built yet runs the sources
// through tsx. This file is CommonJS because Node starts an ES module entry later (its module
// loader starts first), which the short commands a running engine answers feel most;
// `recollect.mjs` runs it for the scripts that name that file.
"use strict";
const fs = require("node:fs");
const path = require("node:path");

const asked = process.argv.slice(2);
// `recollect --version` is answered here, before the bundle and commander load (17 files): scripts
// ask it to check an install, and it costs little more than Node's own start.
if (asked.length === 1 && (asked[0] === "--version" || asked[0] === "-V")) {
  const { version } = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "package.json"), "utf8"));
  process.stdout.write(`${version}\n`);
} else {
  void run();
}

async function run() {
  const bundle = path.join(__dirname, "..", "dist", "app", "cli.cjs");
  if (fs.existsSync(bundle)) {
    // A command a running engine answers goes to it before the bundle loads (see [Note: The CLI's
    // fast path] in electron/cli-fast.ts); null, having printed nothing, for every other.
    const fast = path.join(__dirname, "..", "dist", "app", "cli-fast.cjs");
    const exitCode = fs.existsSync(fast) ? await require(fast).answerThroughEngine(asked) : null;
    if (exitCode !== null) process.exitCode = exitCode;
    else {
      const { commandOf, runWithCodeCache } = require("./code-cache.cjs");
      runWithCodeCache(bundle, `${bundle}.${commandOf(asked)}.v8cache`);
    }
  } else {
    const { register } = await import("tsx/esm/api");
    register();
    await import("../electron/cli.ts");
  }
}
