/**
 * @file How much one learning file may bring: searches, corrections, suggestion clicks, names it
 * can teach, albums and smart albums, and its size. Each limit is far above what years of use make
 * and low enough that a library holding that much still answers a search, lists its albums and
 * learns from a correction at once (`bench/learning-import.ts` measures a library filled to them).
 *
 * Pure. Counted on the document before its schema reads it, so a file past a limit is refused with
 * that limit named, whole, and without spending the time the schema would on millions of rows. Each
 * check answers the sentence that refuses the file, or null.
 */
import type { Album, CollectionsDocument } from "../library/collections";

export const LEARNING_LIMITS = {
  /** The file as read from disk or passed to `importLearning` as text. */
  bytes: 32 * 1024 * 1024,
  /** Twenty searches a day for five years. */
  searches: 40_000,
  /** Every row is held in memory and read whenever what is learned is worked out again. */
  corrections: 20_000,
  suggestionClicks: 20_000,
  /**
   * Searches with two or more photos marked right: each can teach a name ("my son", "the lake
   * house"), and every word of every search is compared with every name taught.
   */
  teachingSearches: 1_000,
  /** As many as the library's `collections.json` holds. */
  albums: 10_000,
  /** Each is a search answered again whenever it is shown; the library keeps at most this many, the file's included. */
  smartAlbums: 1_000,
} as const;

const count = (n: number) => n.toLocaleString("en-US");

/** The first limit the document (parsed JSON, not yet checked) is past, said for the user; null when none. */
export function pastLearningLimit(document: unknown, bytes?: number): string | null {
  const refuse = (what: string, limit: number, why: string) => `This learning file holds more than Recollect takes in: ${what}; at most ${count(limit)} ${why}. Nothing was imported.`;
  if (bytes !== undefined && bytes > LEARNING_LIMITS.bytes) return refuse(`${count(Math.ceil(bytes / 1024 / 1024))} MB`, LEARNING_LIMITS.bytes / 1024 / 1024, "MB are read");
  const d = (document ?? {}) as Partial<Record<"searches" | "corrections" | "suggestionClicks", unknown[]>> & { collections?: { albums?: unknown[] } };
  const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  if (length(d.searches) > LEARNING_LIMITS.searches) return refuse(`${count(length(d.searches))} searches`, LEARNING_LIMITS.searches, "searches are imported at once");
  if (length(d.corrections) > LEARNING_LIMITS.corrections) return refuse(`${count(length(d.corrections))} corrections`, LEARNING_LIMITS.corrections, "corrections are imported at once");
  if (length(d.suggestionClicks) > LEARNING_LIMITS.suggestionClicks) return refuse(`${count(length(d.suggestionClicks))} suggestion clicks`, LEARNING_LIMITS.suggestionClicks, "suggestion clicks are imported at once");
  const albums = Array.isArray(d.collections?.albums) ? d.collections.albums : [];
  if (albums.length > LEARNING_LIMITS.albums) return refuse(`${count(albums.length)} albums`, LEARNING_LIMITS.albums, "albums are imported at once");
  const smart = albums.filter((a) => (a as { kind?: unknown } | null)?.kind === "smart").length;
  if (smart > LEARNING_LIMITS.smartAlbums) return refuse(`${count(smart)} smart albums`, LEARNING_LIMITS.smartAlbums, "smart albums are kept, since each is a search answered again whenever albums are shown");
  const teaching = teachingSearches(d.corrections ?? []);
  if (teaching > LEARNING_LIMITS.teachingSearches) return refuse(`${count(teaching)} searches with two or more photos marked right, each of which can teach a name`, LEARNING_LIMITS.teachingSearches, "such searches are imported at once, since every word of every search is compared with every name taught");
  return null;
}

/** Why merging `incoming` would leave the library with more smart albums than it keeps; null when it would not. */
export function pastSmartAlbumLimit(existing: readonly Album[], incoming: CollectionsDocument): string | null {
  const have = new Set(existing.map((a) => a.id));
  const added = incoming.albums.filter((a) => a.kind === "smart" && !have.has(a.id)).length;
  const after = existing.filter((a) => a.kind === "smart").length + added;
  if (!added || after <= LEARNING_LIMITS.smartAlbums) return null;
  return `This learning file brings ${count(added)} smart albums, which with the ${count(after - added)} here makes ${count(after)}; a library keeps at most ${count(LEARNING_LIMITS.smartAlbums)}, since each is a search answered again whenever albums are shown. Nothing was imported.`;
}

/** How many searches (by key) have two or more photos marked right: the most names the rows can teach. */
function teachingSearches(corrections: unknown[]): number {
  const good = new Map<string, Set<unknown>>();
  for (const row of corrections) {
    const r = row as { verdict?: unknown; query_key?: unknown; photo_id?: unknown } | null;
    if (r?.verdict !== "good" || typeof r.query_key !== "string") continue;
    const photos = good.get(r.query_key) ?? new Set();
    photos.add(r.photo_id);
    good.set(r.query_key, photos);
  }
  let n = 0;
  for (const photos of good.values()) if (photos.size >= 2) n++;
  return n;
}
