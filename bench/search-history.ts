/**
 * @file `npm run bench:history`: what search history costs a library, as one JSON line. Two
 * libraries, one with no past searches and one with `--searches` of them, written one search at a
 * time as separate CLI runs write them (each its own LanceDB write and version: the worst case);
 * then each library opened and closed in turn, interleaved, and the medians compared. Then
 * `recollect history` as a person runs it (the built CLI, `bin/recollect.cjs`, a fresh process each
 * time) on each library in turn, interleaved, with the ratio of its medians: what a long history
 * costs the command that lists it, against the same command on a fresh library in the same run.
 * Also the size of the `searches` table on disk.
 *
 *   npm run bench:history -- [--searches 10000] [--opens 9] [--dir /tmp/recollect-history] [--keep]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openService } from "../electron/api/service";
import { parseQuery } from "../electron/search/query-parser";
import { percentile } from "./eval/metrics";
import { CITIES, PEOPLE, THINGS } from "./eval/album";

const { values } = parseArgs({
  options: {
    searches: { type: "string", default: "10000" },
    opens: { type: "string", default: "9" },
    dir: { type: "string", default: path.join(os.tmpdir(), "recollect-history") },
    keep: { type: "boolean", default: false },
  },
});
const SEARCHES = Number(values.searches);
const NOW = new Date(2026, 10, 22, 12);
const empty = path.join(values.dir, "none");
const full = path.join(values.dir, `searches-${SEARCHES}`);
fs.rmSync(values.dir, { recursive: true, force: true });

/** The phrasings people use, over the album's vocabulary: plans as varied as real ones. */
const QUERIES = [
  ...CITIES.flatMap((c) => [`${c.name} in March 2024`, `photos from ${c.name} last summer`]),
  ...PEOPLE.flatMap((p) => [`${p} at the beach`, `${p} and ${PEOPLE[(PEOPLE.indexOf(p) + 1) % PEOPLE.length]} 3 years ago`]),
  ...THINGS.map((t) => `the ${t} in 2023, not screenshots`),
  "sunset", "dinner around 7pm on 14 July 2024", "screenshots from last week",
];
const plans = QUERIES.map((query) => ({ query, plan: parseQuery(query, NOW) }));

const writeStarted = performance.now();
for (const dir of [empty, full]) {
  const service = await openService({ libraryDir: dir, shell: "cli", now: () => NOW });
  const log = service.search.learning.log;
  for (let i = 0; i < (dir === full ? SEARCHES : 0); i++) {
    const { query, plan } = plans[i % plans.length]!;
    log.add({ id: `bench-${i}`, query, key: query.toLowerCase(), plan, limit: 50, at: new Date(NOW.getTime() - (SEARCHES - i) * 60_000).toISOString() });
    // One search, one write: as the CLI writes them, a process each.
    await log.flushed();
  }
  await service.close();
}
const writeMs = performance.now() - writeStarted;

const openMs: Record<string, number[]> = { none: [], searches: [] };
for (let i = 0; i < Number(values.opens); i++) {
  for (const [name, dir] of (i % 2 ? [["searches", full], ["none", empty]] : [["none", empty], ["searches", full]]) as [string, string][]) {
    const started = performance.now();
    const service = await openService({ libraryDir: dir, shell: "cli", now: () => NOW });
    openMs[name]!.push(performance.now() - started);
    // Not timed: that every search is still there, read when something lists them all.
    const kept = await service.search.learning.log.count();
    if (kept !== (name === "searches" ? SEARCHES : 0)) throw new Error(`${name}: ${kept} searches kept.`);
    await service.close();
  }
}
// `recollect history` as a fresh process: the CLI's bundle, as users run it (`npm run build` makes it).
const BIN = path.join(import.meta.dirname, "..", "bin", "recollect.cjs");
const built = fs.existsSync(path.join(import.meta.dirname, "..", "dist", "app", "cli.cjs"));
const historyMs: Record<string, number[]> = { none: [], searches: [] };
for (let i = 0; built && i < Number(values.opens); i++) {
  for (const [name, dir] of (i % 2 ? [["searches", full], ["none", empty]] : [["none", empty], ["searches", full]]) as [string, string][]) {
    const started = performance.now();
    const child = spawnSync(process.execPath, [BIN, "--library", dir, "history"], { encoding: "utf8" });
    historyMs[name]!.push(performance.now() - started);
    if (child.status !== 0) throw new Error(`recollect history (${name}) failed: ${child.stderr}`);
  }
}
const tableMiB = bytesUnder(path.join(full, "db", "searches.lance")) / 2 ** 20;
if (!values.keep) fs.rmSync(values.dir, { recursive: true, force: true });

const median = (xs: number[]) => percentile(xs, 50);
console.log(
  JSON.stringify({
    searches: SEARCHES,
    writeMsPerSearch: +(writeMs / SEARCHES).toFixed(1),
    openMedianMs: { none: Math.round(median(openMs.none!)), searches: Math.round(median(openMs.searches!)) },
    openExtraMs: Math.round(median(openMs.searches!) - median(openMs.none!)),
    searchesTableMiB: +tableMiB.toFixed(2),
    /** `recollect history` as a fresh process on each library (null without a built CLI), and how many times longer it takes with the searches. */
    historyCli: built ? { medianMs: { none: Math.round(median(historyMs.none!)), searches: Math.round(median(historyMs.searches!)) }, ratio: +(median(historyMs.searches!) / median(historyMs.none!)).toFixed(2) } : null,
  }),
);

function bytesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).reduce((sum, entry) => (entry.isFile() ? sum + fs.statSync(path.join(entry.parentPath, entry.name)).size : sum), 0);
}
