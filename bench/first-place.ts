/**
 * @file `npm run bench:first-place`: what the first place name a process looks up costs, as one
 * JSON line: with the gazetteer's names made from the data packages (no cache file), against
 * read from the compact cache (`place-names.ts`), each in a fresh process, interleaved. Medians
 * of the lookup's time and of the RSS after it.
 *
 *   npm run bench:first-place -- [--runs 5]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { percentile } from "./eval/metrics";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, child: { type: "boolean", default: false } } });

if (values.child) {
  const { lookUpPlace } = await import("../electron/library/places/gazetteer");
  const started = performance.now();
  lookUpPlace("Lisbon");
  console.log(JSON.stringify({ ms: performance.now() - started, rssMiB: process.memoryUsage().rss / 2 ** 20 }));
  process.exit(0);
}

const times: Record<"made" | "cached", { ms: number[]; rssMiB: number[] }> = { made: { ms: [], rssMiB: [] }, cached: { ms: [], rssMiB: [] } };
const child = () => JSON.parse(spawnSync(process.execPath, ["--import", "tsx", import.meta.filename, "--child"], { encoding: "utf8" }).stdout.trim()) as { ms: number; rssMiB: number };
for (let i = 0; i < Number(values.runs); i++) {
  for (const name of fs.readdirSync(os.tmpdir())) if (name.startsWith("recollect-place-names-")) fs.rmSync(path.join(os.tmpdir(), name), { force: true });
  for (const [way, run] of [["made", child()], ["cached", child()]] as const) {
    times[way].ms.push(run.ms);
    times[way].rssMiB.push(run.rssMiB);
  }
}
const median = (xs: number[]) => Math.round(percentile(xs, 50));
console.log(JSON.stringify({ runs: Number(values.runs), firstLookupMs: { made: median(times.made.ms), cached: median(times.cached.ms) }, rssMiB: { made: median(times.made.rssMiB), cached: median(times.cached.rssMiB) } }));
