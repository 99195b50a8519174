/**
 * @file How long the first queries in a fresh process spend reading their time phrases (chrono
 * compiles its regular expressions on first use, and V8 compiles them again on second use), with
 * and without `warmParser` having run first, as at service open. Prints one JSON line; run it a
 * few times, each in a fresh process: `node --import tsx bench/first-parse.ts [--warm]`.
 */
import { performance } from "node:perf_hooks";
import { warmParser } from "../electron/api/search/warm-up";
import { parseQuery } from "../electron/search/query-parser";

const warm = process.argv.includes("--warm");
const context = { years: [2015, 2026] as [number, number] };
let warmMs: number | null = null;
if (warm) {
  const start = performance.now();
  await warmParser();
  warmMs = performance.now() - start;
}
const QUERIES = ["Seattle trip in March", "beach 3 years ago", "dinner around 7pm on 14 July 2024", "Leo at the airport last spring", "sun on the beach"];
const ms = QUERIES.map((query) => {
  const start = performance.now();
  parseQuery(query, new Date(), context);
  return Math.round((performance.now() - start) * 100) / 100;
});
console.log(JSON.stringify({ warm, warmMs: warmMs && Math.round(warmMs), queries: Object.fromEntries(QUERIES.map((q, i) => [q, ms[i]])) }));
