/**
 * @file Reads the favourites and albums a query names ("favourites from Lisbon", "album Kyoto
 * best", "the Kyoto best album") before the language parser reads the rest.
 *
 * Pure. The phrase is blanked out with spaces rather than cut, so the spans the parser gives the
 * other chips still point at the words the user typed. Only an album that exists is read: "album"
 * beside a name the library has no album of is left to the parser, which says it is not used.
 *
 * Every search passes through here, so albums cost nothing unless the query says "album" and holds
 * their name: a pattern is built for those only. One pattern per album, built for every search,
 * cost seconds a query in a library of thousands of albums.
 */
import type { CollectionRef, PlanChip } from "../query/plan";

export interface NamedAlbum {
  id: string;
  name: string;
}

export interface CollectionReading {
  /** The query with the collection phrases replaced by spaces. */
  rest: string;
  collections: CollectionRef[];
  chips: PlanChip[];
}

export const FAVOURITES: CollectionRef = { key: "favourites", label: "Favourites" };

/**
 * Plural forms ("my favourites", "faves"), or the singular before a word for photos ("favourite
 * photos"): "my favourite beach" is the beach the user loves, not the photos they marked.
 */
const FAVOURITE_WORDS = /(?<![\p{L}\p{N}])(?:(?:my|the)\s+)?(?:(?:favou?rites|faves|favs|hearted|♥)(?:\s+(?:photos?|pictures?|pics?|images?|ones))?|favou?rite\s+(?:photos?|pictures?|pics?|images?|ones))(?![\p{L}\p{N}])|♥/giu;

/** An album is named only beside this word ("album Kyoto", "the Kyoto album"). */
const ALBUM_WORD = /(?<![\p{L}\p{N}])albums?(?![\p{L}\p{N}])/iu;

export function readCollections(query: string, albums: readonly NamedAlbum[]): CollectionReading {
  let rest = query;
  const collections: CollectionRef[] = [];
  const chips: PlanChip[] = [];
  const blank = (start: number, end: number) => (rest = rest.slice(0, start) + " ".repeat(end - start) + rest.slice(end));

  const folded = ALBUM_WORD.test(query) ? foldCase(query) : null;
  const named = folded === null ? [] : albums.filter((album) => folded.includes(foldCase(album.name.trim())));
  // Longest names first, so "Kyoto best" is read before an album called "Kyoto".
  for (const album of named.sort((a, b) => b.name.length - a.name.length)) {
    const name = escape(album.name.trim()).replace(/\s+/g, "\\s+");
    const said = new RegExp(`(?<![\\p{L}\\p{N}])(?:(?:in|from)\\s+)?(?:(?:the|my)\\s+)?(?:albums?\\s+["“]?${name}["”]?|["“]?${name}["”]?\\s+albums?)(?![\\p{L}\\p{N}])`, "iu").exec(rest);
    if (!said) continue;
    const ref = { key: `album:${album.id}`, label: album.name };
    if (!collections.some((c) => c.key === ref.key)) {
      collections.push(ref);
      chips.push({ id: ref.key, kind: "album", label: album.name, span: [said.index, said.index + said[0].length] });
    }
    blank(said.index, said.index + said[0].length);
  }

  for (const said of [...rest.matchAll(FAVOURITE_WORDS)]) {
    if (!collections.some((c) => c.key === FAVOURITES.key)) {
      collections.push(FAVOURITES);
      chips.push({ id: FAVOURITES.key, kind: "album", label: FAVOURITES.label, span: [said.index, said.index + said[0].length] });
    }
    blank(said.index, said.index + said[0].length);
  }
  return { rest, collections, chips: chips.sort((a, b) => a.span![0] - b.span![0]) };
}

/**
 * Text as the album patterns compare it, case aside and spaces as one, so that a name a pattern
 * would find is always held by the folded query ("ß" and "SS", "ς" and "Σ" fold alike).
 */
function foldCase(text: string): string {
  return text.toLowerCase().toUpperCase().replace(/\s+/g, " ");
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
