/**
 * @file A library held in arrays, standing in for the store in tests of the index and of
 * retrieval, so that their own logic is what is tested. Runs under vitest only.
 */
import type { FactRow, IndexSource, TextRow } from "../index/library-index";

export function library() {
  const photos: FactRow[] = [];
  const texts: TextRow[] = [];
  const memories: Array<{ photo_id: string; text: string }> = [];
  const analysis: Array<Awaited<ReturnType<IndexSource["analysis"]>>[number]> = [];
  /** Text read in a photo, as the analysis pass leaves it. */
  const read = (id: string, ocr_text: string) => analysis.push({ id, tags: "[]", ocr_text, faces: null, version: "test" });
  /** The object detector ran on a photo and found `objects` (stored JSON; none by default). */
  const looked = (id: string, objects = "[]") => {
    const row = analysis.find((a) => a.id === id);
    if (row) row.objects = objects;
    else analysis.push({ id, tags: "[]", ocr_text: "", faces: null, objects, version: "test" });
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

