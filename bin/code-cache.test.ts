/**
 * @file The CLI's code cache (`code-cache.cjs`): a run starts from what the previous run of its
 * command compiled, and a cache that does not belong to the bundle in hand (another build of the
 * same length, another Node, a damaged or cut-short file, a folder that cannot be written) is
 * ignored, never run: the command answers as it would with none, and leaves a good one behind.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const LOADER = path.join(import.meta.dirname, "code-cache.cjs");
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-code-cache-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A CommonJS "bundle" whose answer says which build it is; enough functions for V8 to cache. */
function writeBundle(answer: string): string {
  const file = path.join(dir, "cli.cjs");
  const helpers = Array.from({ length: 50 }, (_, i) => `function helper${i}(x) { return x + ${i}; }`).join("\n");
  fs.writeFileSync(file, `${helpers}\nmodule.exports = { answer: ${JSON.stringify(answer)}, sum: helper49(helper1(0)), here: __dirname };\nprocess.stdout.write(module.exports.answer);\n`);
  return file;
}

/** Runs the bundle through the loader in a fresh Node, as bin/recollect.mjs does: what it printed, and how the cache was used. */
function run(bundle: string, cache = `${bundle}.search.v8cache`): { printed: string; cache: string } {
  const script = `import { runWithCodeCache } from ${JSON.stringify(LOADER)};\nconst { exports, cache } = runWithCodeCache(${JSON.stringify(bundle)}, ${JSON.stringify(cache)});\nprocess.stderr.write(JSON.stringify({ cache, sum: exports.sum, here: exports.here }));\n`;
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  expect(child.status, child.stderr).toBe(0);
  const told = JSON.parse(child.stderr) as { cache: string; sum: number; here: string };
  expect(told.sum).toBe(50);
  expect(told.here).toBe(path.dirname(bundle));
  return { printed: child.stdout, cache: told.cache };
}

describe("the CLI's code cache", () => {
  it("is left by a command's first run and used by the next", () => {
    const bundle = writeBundle("first build");
    expect(run(bundle)).toEqual({ printed: "first build", cache: "none" });
    expect(fs.existsSync(`${bundle}.search.v8cache`)).toBe(true);
    expect(run(bundle)).toEqual({ printed: "first build", cache: "used" });
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("is not run for another build of the bundle, even one of the same length", () => {
    const bundle = writeBundle("first build");
    run(bundle);
    writeBundle("other build");
    expect(run(bundle)).toEqual({ printed: "other build", cache: "none" });
    expect(run(bundle)).toEqual({ printed: "other build", cache: "used" });
  });

  it("is ignored, and replaced, when damaged, cut short, empty or made by another Node", () => {
    const bundle = writeBundle("first build");
    const cache = `${bundle}.search.v8cache`;
    run(bundle);
    const good = fs.readFileSync(cache);
    const flipped = Buffer.from(good);
    flipped[flipped.length - 100]! ^= 0xff;
    const otherNode = Buffer.from(good);
    otherNode.write("v1", good.indexOf(process.version), "latin1");
    for (const bad of [flipped, good.subarray(0, good.length - 1), good.subarray(0, 10), Buffer.alloc(0), otherNode, Buffer.from("not a cache at all")]) {
      fs.writeFileSync(cache, bad);
      expect(run(bundle)).toEqual({ printed: "first build", cache: "none" });
      expect(run(bundle)).toEqual({ printed: "first build", cache: "used" });
    }
  });

  it("is not left by a run that says its compiled code is no cache for its command", () => {
    const bundle = writeBundle("first build");
    fs.appendFileSync(bundle, 'globalThis[Symbol.for("recollect.codeCache.skip")] = true;\n');
    expect(run(bundle)).toEqual({ printed: "first build", cache: "none" });
    expect(fs.readdirSync(dir)).toEqual(["cli.cjs"]);
  });

  it("runs the bundle all the same where the cache cannot be written", () => {
    const bundle = writeBundle("first build");
    const nowhere = path.join(dir, "no-such-folder", "cli.cjs.search.v8cache");
    expect(run(bundle, nowhere)).toEqual({ printed: "first build", cache: "none" });
    expect(fs.readdirSync(dir)).toEqual(["cli.cjs"]);
  });
});
