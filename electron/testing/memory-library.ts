/**
 * @file A library held in arrays, standing in for the store in tests of the index and of
 * retrieval, so that their own logic is what is tested. Runs under vitest only.
 */
import type { TextHit } from "../index/fulltext";
import type { FactRow, IndexSource, LibraryIndex, TextRow } from "../index/library-index";
import type { RetrievalDeps } from "../search/retrieve";
import { stem } from "../words/terms";
import { wordsOf } from "../words/split-words";

export function library() {
  const photos: FactRow[] = [];
  const texts: TextRow[] = [];
  const memories: Array<{ photo_id: string; text: string }> = [];
  const analysis: Array<Awaited<ReturnType<IndexSource["analysis"]>>[number]> = [];
  /** Text read in a photo, as the analysis pass leaves it. */
  const read = (id: string, ocr_text: string) => analysis.push({ id, tags: "[]", ocr_text, faces: null, version: "test" });
  /** The object detector ran on a photo and found `objects` (stored JSON; none by default), and its colours were read (`native/colour-grid.ts`; none by default). */
  const looked = (id: string, objects = "[]", colours: string | null = null) => {
    const row = analysis.find((a) => a.id === id);
    if (row) (row.objects = objects), (row.colours = colours);
    else analysis.push({ id, tags: "[]", ocr_text: "", faces: null, objects, colours, version: "test" });
  };
  const add = (id: string, fact: Partial<FactRow>, text: Partial<TextRow> = {}) => {
    photos.push({ id, path: `/p/${id}.jpg`, kind: "photo", taken_ms: null, lat: null, lon: null, place: null, region: null, country: null, region_code: null, country_code: null, people: "", event_id: null, dup_group: null, camera: null, lens: null, taken_source: "exif", indexed_at: "1", ...fact });
    texts.push({ id, rel_dir: "", title: null, description: null, keywords: "", ...text });
  };
  const source: IndexSource = {
    photos: async () => photos.map((p) => ({ ...p })),
    texts: async () => texts.map((t) => ({ ...t })),
    analysis: async () => analysis.map((a) => ({ ...a })),
    namedFaces: async () => [],
    people: async () => [{ name: "Leo", relation: "my son" }],
    memories: async () => memories,
    events: async () => [{ id: "e1", title: "Lisbon, 3–5 May 2024" }],
  };
  return { photos, texts, memories, add, read, looked, source };
}

/**
 * The full-text index as the store keeps it, over a memory library: a photo's caption, keywords
 * and the name of the place it was taken in, matched word by word on their stems.
 */
export function fullTextOf(lib: ReturnType<typeof library>, index: LibraryIndex): RetrievalDeps["fullText"] {
  return async (words) => {
    const hits: TextHit[] = [];
    for (const photo of lib.photos) {
      const text = lib.texts.find((t) => t.id === photo.id)!;
      const stems = new Set(wordsOf([text.description, text.keywords, photo.place].filter(Boolean).join(" ").toLowerCase()).map(stem));
      const matched = words.map((w) => stems.has(stem(w)));
      if (matched.some(Boolean)) hits.push({ n: index.number(photo.id)!, bm25: matched.filter(Boolean).length * 2, matched });
    }
    return hits;
  };
}
