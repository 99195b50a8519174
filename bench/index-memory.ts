/**
 * @file `npm run bench:index-memory`: what the in-memory index of a large library costs, as one JSON
 * line: the time to read its facts (from the snapshot when there is one) and to build the graph,
 * and the heap and RSS once both are done, after a full garbage collection. Run it on a library
 * `bench:search` left (`-- --keep`), in fresh processes, interleaved with an older checkout's
 * copy of this file when comparing.
 *
 *   npm run bench:search -- --sizes 100000 --keep && npm run bench:index-memory -- [--dir /tmp/recollect-search/100000]
 */
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { indexSource, NO_ANALYSIS } from "../electron/api/search/index-source";
import { LibraryIndex } from "../electron/index/library-index";
import { MemoryStore } from "../electron/library/memories";
import { PhotoStore } from "../electron/store/store";

const { values } = parseArgs({ options: { dir: { type: "string", default: path.join(os.tmpdir(), "recollect-search", "100000") } } });
const store = await PhotoStore.open(path.join(values.dir, "db"));
const memories = await MemoryStore.open(store);
const index = new LibraryIndex();
const started = performance.now();
await index.refresh(indexSource(store, memories, NO_ANALYSIS, path.join(values.dir, "cache")), { background: true });
const refreshMs = performance.now() - started;
await index.graphReady;
const graphReadyMs = performance.now() - started;
// Run with --expose-gc for a heap without the garbage of the load.
(globalThis as { gc?: () => void }).gc?.();
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
console.log(JSON.stringify({ photos: index.size, refreshMs: Math.round(refreshMs), graphReadyMs: Math.round(graphReadyMs), heapUsedMiB: mib(process.memoryUsage().heapUsed), rssMiB: mib(process.memoryUsage().rss) }));
store.close();
