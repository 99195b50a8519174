/**
 * @file `npm run bench:first-answer`: time to the first answer when a large library is opened
 * again (from the facts snapshot), each start a fresh process, as JSON.
 *
 * Opens a library that `npm run bench:search -- --sizes 100000 --keep` left behind the way
 * bench/search.ts's second start does (store, memories, vectors warming, the index refreshed from
 * its snapshot with the graph behind, then "beach in summer 2019"), and times each phase. With
 * `--before <checkout>` (an older checkout with its node_modules) the same start runs on that
 * checkout's engine too, interleaved start by start, so a busy machine slows both alike; each way
 * keeps its own snapshots, so a changed snapshot format is not a miss for the other. Each way's
 * first start is untimed and, after its answer, loads the vectors as the app does behind the graph,
 * so that an engine that saves its 8-bit vector copy has it at the next start (and waits for the
 * index's saved state, where the engine keeps one). Medians in ms,
 * and the ratio of each phase to the before's; `firstAnswerCpuMs` is the CPU time the process
 * spent until then (LanceDB's threads included), which a busy machine disturbs less than the wall;
 * `rssMiB` and `maxRssMiB` the memory the process held at its first answer and at most until then.
 * Each start runs with Node's default heap, as the app does.
 *
 *   npm run bench:first-answer -- [--library /tmp/recollect-search/100000] [--runs 7] [--before /tmp/old-checkout]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { percentile } from "./eval/metrics";

const { values } = parseArgs({
  options: {
    library: { type: "string", default: path.join(os.tmpdir(), "recollect-search", "100000") },
    runs: { type: "string", default: "7" },
    before: { type: "string" },
    /** Internal: this process is one start, of the engine under this checkout, with this snapshot folder. */
    start: { type: "string" },
    cache: { type: "string" },
    /** Internal: after the answer, load the vectors as the app does behind the graph, so that what it saves is there at the next start. */
    settle: { type: "boolean", default: false },
  },
});
const DIMS = 512;
const NOW = new Date(2026, 10, 22, 12);
const ROOT = path.resolve(import.meta.dirname, "..");

/** One start, on the engine of the checkout at `root`: phase times since the store began to open, in ms. */
async function start(root: string, libraryDir: string, cacheDir: string, settle: boolean): Promise<Record<string, number>> {
  const load = <T>(file: string) => import(pathToFileURL(path.join(root, file)).href) as Promise<T>;
  const [{ indexSource, NO_ANALYSIS, vectorSnapshotFile }, { searchText, warmTextIndex }, { LibraryIndex }, { VectorLayer }, { lookUpPlace }, { MemoryStore }, { PhotoStore }, { parseQuery }, { runSearch }] = await Promise.all([
    // An older checkout keeps these in api/search-service.ts.
    load<typeof import("../electron/api/search/index-source")>("electron/api/search/index-source.ts").catch(() => load<typeof import("../electron/api/search/index-source")>("electron/api/search-service.ts")),
    load<typeof import("../electron/index/fulltext")>("electron/index/fulltext.ts"),
    load<typeof import("../electron/index/library-index")>("electron/index/library-index.ts"),
    load<typeof import("../electron/index/vectors/vector-layer")>("electron/index/vectors/vector-layer.ts"),
    load<typeof import("../electron/library/places/gazetteer")>("electron/library/places/gazetteer.ts"),
    load<typeof import("../electron/library/memories")>("electron/library/memories.ts"),
    load<typeof import("../electron/store/store")>("electron/store/store.ts"),
    load<typeof import("../electron/search/query-parser")>("electron/search/query-parser.ts"),
    load<typeof import("../electron/search/search")>("electron/search/search.ts"),
  ]);
  // LanceDB's own copy of Arrow, as the vector table's schema must be (bench/search.ts).
  const { Field, FixedSizeList, Float32, Schema, Utf8 } = (await import("node:module")).createRequire(path.join(root, "package.json"))("apache-arrow") as typeof import("apache-arrow");
  // The query's vector is that of a photo from July 2019 (as a CLIP text vector near it would be),
  // so that the answer has visual hits within its time to rank and show; read before the clock starts.
  const schema = new Schema([new Field("id", new Utf8(), false), new Field("vector", new FixedSizeList(DIMS, new Field("item", new Float32(), true)), false)]);
  const probe = await PhotoStore.open(path.join(libraryDir, "db"));
  const [photo] = (await probe.photos.query().where(`taken_ms >= ${Date.UTC(2019, 6, 1)} AND taken_ms < ${Date.UTC(2019, 7, 1)}`).select(["id"]).limit(1).toArray()) as Array<{ id: string }>;
  const [row] = (await (await probe.table("clip_bench", schema)).query().where(`id = '${photo?.id}'`).select(["vector"]).limit(1).toArray()) as Array<{ vector: ArrayLike<number> }>;
  if (!row) throw new Error("no photo from July 2019 with a vector: is this a bench:search library?");
  const query = Float32Array.from(row.vector);
  probe.close();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const since = () => Math.round((performance.now() - started) * 10) / 10;
  const store = await PhotoStore.open(path.join(libraryDir, "db"));
  const storeOpenMs = since();
  const memories = await MemoryStore.open(store);
  const table = await store.table("clip_bench", schema);
  // An older checkout has no snapshot of the vectors, and takes no third argument.
  const saves = (vectorSnapshotFile as typeof vectorSnapshotFile | undefined) !== undefined;
  const vectors = new VectorLayer(table, DIMS, saves ? { snapshot: vectorSnapshotFile(cacheDir, table) } : {});
  void vectors.warm();
  void warmTextIndex(store.photos);
  const index = new LibraryIndex();
  await index.refresh(indexSource(store, memories, NO_ANALYSIS, cacheDir), { background: true });
  const factsLoadedMs = since();
  const hasText = (await store.photos.listIndices()).some((i) => i.columns.includes("search_text"));
  const retrieval = { index, vectors, embed: async () => query, fullText: async (words: string[], extra: string[], max: number) => (hasText ? searchText(store.photos, index, words, extra, max) : []) };
  const plan = parseQuery("beach in summer 2019", NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
  const parsedMs = since();
  const answer = await runSearch(store, plan, { limit: 50, thumbnailUrl: (id) => id, visualAvailable: true, retrieval });
  const firstAnswerMs = since();
  const { user, system } = process.cpuUsage(cpu);
  // What the process holds at its first answer, and the most it held until then (the snapshot read included).
  const rssMiB = Math.round(process.memoryUsage().rss / 2 ** 20);
  const maxRssMiB = Math.round(process.resourceUsage().maxRSS / 1024);
  if (settle && saves) await vectors.load();
  // An engine that saves the index's own state (`index/index-snapshot.ts`) writes it behind the first answer.
  if (settle) await (index as { saved?: Promise<void> }).saved;
  return { storeOpenMs, factsLoadedMs, parsedMs, firstAnswerMs, firstAnswerCpuMs: Math.round((user + system) / 1000), rssMiB, maxRssMiB, photos: index.size, answered: answer.total };
}

if (values.start) {
  process.stdout.write(`${JSON.stringify(await start(values.start, values.library, values.cache!, values.settle))}\n`);
  process.exit(0);
}

if (!fs.existsSync(path.join(values.library, "complete"))) throw new Error(`${values.library} is not a finished bench:search library: run \`npm run bench:search -- --sizes 100000 --keep\` first.`);
const WAYS: Record<string, string> = { after: ROOT, ...(values.before ? { before: path.resolve(values.before) } : {}) };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "first-answer-"));
function run(way: string, settle = false): Record<string, number> {
  const child = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "bench", "first-answer.ts"), "--start", WAYS[way]!, "--library", values.library, "--cache", path.join(scratch, way), ...(settle ? ["--settle"] : [])], { encoding: "utf8", cwd: ROOT });
  if (child.status !== 0) throw new Error(`a start on ${way} failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1)!) as Record<string, number>;
}
const ways = Object.keys(WAYS);
// Each way writes its snapshots once, untimed: the starts that follow are the ones a person repeats.
for (const way of ways) run(way, true);
const times: Record<string, Array<Record<string, number>>> = Object.fromEntries(ways.map((w) => [w, []]));
const bareNode: number[] = [];
for (let i = 0; i < Number(values.runs); i++) {
  const started = performance.now();
  spawnSync(process.execPath, ["-e", "0"]);
  bareNode.push(performance.now() - started);
  for (const way of ways.map((_, k) => ways[(k + i) % ways.length]!)) times[way]!.push(run(way));
}
fs.rmSync(scratch, { recursive: true, force: true });

const PHASES = ["storeOpenMs", "factsLoadedMs", "parsedMs", "firstAnswerMs", "firstAnswerCpuMs", "rssMiB", "maxRssMiB"];
const median = (way: string, phase: string) => Math.round(percentile(times[way]!.map((t) => t[phase]!), 50));
console.log(
  JSON.stringify({
    runs: Number(values.runs),
    photos: times.after![0]!.photos,
    answered: Object.fromEntries(ways.map((w) => [w, times[w]![0]!.answered])),
    bareNodeMs: Math.round(percentile(bareNode, 50)),
    /** Since the store began to open, medians. */
    medianMs: Object.fromEntries(ways.map((w) => [w, Object.fromEntries(PHASES.map((p) => [p, median(w, p)]))])),
    ...(values.before ? { ratioToBefore: Object.fromEntries(PHASES.map((p) => [p, +(median("after", p) / median("before", p)).toFixed(2)])) } : {}),
  }),
);
