/**
 * @file What the search index reads, and where its derived files are kept: the photo store, the
 * user's memories and the models' findings as an `IndexSource`, and the vectors' saved copy.
 *
 * Runs in the engine's process. Apart from the search service so that benchmarks and tests build
 * an index on a store without opening a whole search.
 */
import path from "node:path";
import { cachedRows } from "../../index/facts-cache";
import { indexSnapshots } from "../../index/index-snapshot";
import type { FactRow, IndexSource, TextRow } from "../../index/library-index";
import type { MemoryStore } from "../../library/memories";
import { plainRows, type PhotoStore } from "../../store/store";

const FACT_COLUMNS = ["id", "path", "kind", "taken_ms", "lat", "lon", "place", "district", "region", "country", "region_code", "country_code", "people", "event_id", "dup_group", "camera", "lens", "taken_source", "indexed_at", "_rowid"];
const TEXT_COLUMNS = ["id", "rel_dir", "title", "description", "keywords"];

/** What the index reads: the photo store, the user's memories, and the models' findings. */
export function indexSource(store: PhotoStore, memories: MemoryStore | null, analysis: Pick<IndexSource, "analysis" | "namedFaces" | "people">, cacheDir?: string): IndexSource {
  const facts = () => plainRows<FactRow>(store.photos.query().withRowId(), FACT_COLUMNS);
  return {
    photos: async () => (cacheDir ? cachedRows(path.join(cacheDir, "index-facts.v8"), await store.photos.version(), FACT_COLUMNS, facts) : facts()),
    texts: () => plainRows<TextRow>(store.photos.query(), TEXT_COLUMNS),
    events: async () => (await store.listEvents()).map((e) => ({ id: e.id, title: e.title, kind: e.kind, start_at: e.start_at, end_at: e.end_at })),
    memories: async () => (memories ? await memories.all() : []).map((m) => ({ photo_id: m.photo_id, text: m.text })),
    ...analysis,
    ...(cacheDir ? { snapshots: indexSnapshots(path.join(cacheDir, "index-state.v8"), () => store.photos.version()) } : {}),
  };
}

/** Where a vector table's 8-bit copy is saved between starts (`index/vectors/vector-snapshot.ts`). */
export function vectorSnapshotFile(cacheDir: string, table: { name: string }): string {
  return path.join(cacheDir, `vectors-${table.name}.int8`);
}

export const NO_ANALYSIS: Pick<IndexSource, "analysis" | "namedFaces" | "people"> = { analysis: async () => [], namedFaces: async () => [], people: async () => [] };
