/**
 * @file What a learning file filled to every limit of `electron/learn/learning-limits.ts` costs a
 * library, as one JSON line: the file's size, the import, the first search after it (what is
 * learned is worked out again), later searches, listing the albums, the learning and history
 * calls; and, apart, reading the albums a query names among 1,000 and 5,000, and telling whether a
 * never-seen word is one of time (what refusing an alias costs per word).
 *
 *   node --import tsx bench/learning-import.ts [--runs 15]
 *
 * The library is the tests' personal album (15 photos), so that the teaching searches do teach:
 * two photos of Lisbon on different days each. Its searches answer in milliseconds; in a large
 * library each smart album counted costs what one of its searches does, which is why listing the
 * albums answers only as many as fit in its moment (`api/collections-service.ts`).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { call } from "../electron/api/dispatch";
import { EMPTY_PLAN } from "../electron/query/plan";
import { LEARNING_LIMITS } from "../electron/learn/learning-limits";
import { readLearningDocument } from "../electron/learn/learning-file";
import { parseQuery } from "../electron/search/query-parser";
import { readCollections } from "../electron/search/collection-words";
import { isTimeWord } from "../electron/search/alias-words";
import { closeAndDelete } from "../electron/testing/fixtures";
import { indexedPersonalAlbum } from "../electron/testing/personal-album";
import { percentile } from "./eval/metrics";

const { values } = parseArgs({ options: { runs: { type: "string", default: "15" } } });
const RUNS = Number(values.runs);
const NOW = new Date(2026, 10, 22, 12);
const time = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const value = await work();
  return [value, +(performance.now() - started).toFixed(1)];
};
const median = (xs: number[]) => +percentile(xs, 50).toFixed(1);

const { service, album, idOf } = await indexedPersonalAlbum();
const ids = [...idOf.values()];
const lisbon = ["2023/lisbon-1.jpg", "Phone/PXL_20240406_1.jpg"].map((f) => idOf.get(f)!);
const at = (i: number) => new Date(NOW.getTime() - (LEARNING_LIMITS.searches - i) * 60_000).toISOString();

// Searches of the shapes people type; the first `teachingSearches` of them are words nothing in the
// library explains, each with the two Lisbon photos marked right: each would teach a name.
const SHAPES = ["beach in summer 2019", "Leo in Kyoto", "photos from Lisbon last spring", "Maria at the lake", "receipts from March 2024", "sunset", "the market in Kyoto"];
const plans = SHAPES.map((query) => parseQuery(query, NOW));
const searches = Array.from({ length: LEARNING_LIMITS.searches }, (_, i) => {
  if (i < LEARNING_LIMITS.teachingSearches) {
    const query = `our zq${i} place`;
    return { id: randomUUID(), query, key: query, plan: { ...EMPTY_PLAN, query, language: "en", words: [`zq${i}`, "place"] }, limit: 50, at: at(i) };
  }
  const plan = plans[i % plans.length]!;
  return { id: randomUUID(), query: plan.query, key: plan.query.toLowerCase(), plan, limit: 50, at: at(i) };
});
const row = (key: string, photo: string, verdict: string, i: number) => ({ id: randomUUID(), query_key: key, query: key, photo_id: photo, verdict, other_id: "", evidence: "", at: at(i), undone: false });
const corrections = [
  ...searches.slice(0, LEARNING_LIMITS.teachingSearches).flatMap((s, i) => lisbon.map((photo) => row(s.key, photo, "good", i))),
];
for (let i = 0; corrections.length < LEARNING_LIMITS.corrections; i++) corrections.push(row(searches[LEARNING_LIMITS.teachingSearches + (i % 50)]!.key, ids[i % ids.length]!, "bad", i));
const document = {
  format: "recollect-learning",
  version: 2,
  exportedAt: NOW.toISOString(),
  searches,
  corrections,
  suggestionClicks: Array.from({ length: LEARNING_LIMITS.suggestionClicks }, (_, i) => ({ text: SHAPES[i % SHAPES.length]!, aspect: "text", photo_id: ids[i % ids.length]!, at: at(i) })),
  collections: {
    favourites: ids,
    albums: Array.from({ length: LEARNING_LIMITS.albums }, (_, i) =>
      i < LEARNING_LIMITS.smartAlbums
        ? { id: randomUUID(), name: `Smart ${i}`, kind: "smart", photoIds: [], query: SHAPES[i % SHAPES.length]!, createdAt: NOW.toISOString() }
        : { id: randomUUID(), name: `Trip ${i}`, kind: "manual", photoIds: ids.slice(0, 1 + (i % ids.length)), query: null, createdAt: NOW.toISOString() },
    ),
  },
};
const text = JSON.stringify(document);

const [, checkMs] = await time(() => readLearningDocument(text));
const [imported, importMs] = await time(() => call(service.handlers, "importLearning", { document: text }));
const [, firstSearchMs] = await time(() => call(service.handlers, "search", { query: "Leo in Lisbon" }));
const searchMs: number[] = [];
for (let i = 0; i < RUNS; i++) searchMs.push((await time(() => call(service.handlers, "search", { query: `${SHAPES[i % SHAPES.length]} ${i}` })))[1]);
const listings: Array<{ ms: number; counted: number }> = [];
for (let i = 0; i < 3; i++) {
  const [listed, ms] = await time(() => call(service.handlers, "collections", {}));
  listings.push({ ms, counted: listed.albums.filter((a) => a.kind === "smart" && a.photos !== null).length });
}
const [learning, learningMs] = await time(() => call(service.handlers, "learning", {}));
const [, historyMs] = await time(() => call(service.handlers, "history", { offset: 0, limit: 50 }));
await closeAndDelete(service, album);

// Reading which albums a query names, per query, among this many albums.
const namedAmong = (n: number) => {
  const albums = Array.from({ length: n }, (_, i) => ({ id: String(i), name: `Smart ${i}` }));
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const query = i % 3 ? `${SHAPES[i % SHAPES.length]} ${i}` : `sunset in the album Smart ${i}`;
    const started = performance.now();
    readCollections(query, albums);
    ms.push(performance.now() - started);
  }
  return { medianMs: +percentile(ms, 50).toFixed(3), maxMs: +Math.max(...ms).toFixed(3) };
};

const words = Array.from({ length: 200 }, (_, i) => `qx${i}word`);
const [, timeWordsMs] = await time(() => words.forEach((w) => isTimeWord(w)));

console.log(
  JSON.stringify({
    limits: LEARNING_LIMITS,
    fileMiB: +(Buffer.byteLength(text) / 2 ** 20).toFixed(1),
    checkMs,
    importMs,
    imported: { ...imported, refusedAliases: imported.refusedAliases?.length ?? 0 },
    firstSearchAfterImportMs: firstSearchMs,
    searchMedianMs: median(searchMs),
    searchMaxMs: Math.max(...searchMs),
    albumListings: listings,
    learningMs,
    aliasesLearned: learning.aliases.length,
    aliasesRefused: learning.refusedAliases.length,
    historyMs,
    readCollections: { 1000: namedAmong(1000), 5000: namedAmong(5000) },
    timeWordMsPerWord: +(timeWordsMs / words.length).toFixed(2),
  }),
);
fs.rmSync(album, { recursive: true, force: true });
