/**
 * @file Benchmark: indexing and searching the fixture photos, printed as one JSON object.
 *
 * Run with `node --import tsx bench/index-fixtures.ts`. Compare numbers as ratios within one run
 * (cold index vs. the no-change re-run), never across machines.
 */
import fs from "node:fs";
import { openService } from "../electron/api/service";
import { PHOTOS, tempDir } from "../electron/testing/fixtures";

const library = tempDir("bench");
const service = await openService({ libraryDir: library, shell: "cli" });
const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started);
};

const coldMs = await time(async () => {
  await service.handlers.addFolder({ path: PHOTOS });
  await service.idle();
});
const rerunMs = await time(async () => {
  await service.handlers.reindex({});
  await service.idle();
});
const queries = ["photos from July 2024", "launch", "Seattle business trip in 2025", "unicorn", "photos"];
const searchMs: Record<string, number> = {};
for (const query of queries) searchMs[query] = await time(() => service.handlers.search({ query, limit: 50 }));
const photos = (await service.handlers.indexStatus({})).photos;
await service.close();
fs.rmSync(library, { recursive: true, force: true });

console.log(JSON.stringify({ photos, coldIndexMs: coldMs, msPerPhotoCold: Math.round(coldMs / photos), unchangedRerunMs: rerunMs, rerunToColdRatio: +(rerunMs / coldMs).toFixed(3), searchMs, rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20) }));
