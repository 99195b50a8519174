/**
 * @file The words the user's memories say as a thing: "saw" in "dad's old saw", not in "we saw a
 * deer"; "found" never, in "found it under the bed". What a query word's definition mentions
 * (`definitions.ts`) ties it only to a thing people wrote: a marmot is "a rodent found throughout
 * the northern hemisphere", and WordNet has "found" as a noun too (board and lodging), but the
 * memory that says it found something is of no marmot.
 *
 * Runs in the engine's process, in the search layer, with the parser's tagger; read from the
 * memories once per library generation.
 */
import type { LibraryIndex } from "../index/library-index";
import { fold } from "../words/terms";
import { tagMemory } from "./parsers/tagger";

/** The tags of a word said as a thing; "X" is a word the tagger has no class for, a name or a thing it does not know. */
const THING_TAGS = new Set(["NOUN", "PROPN", "X"]);

/** The words (folded) `memories` say at least once as a thing. */
export function thingsSaidIn(memories: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const memory of memories) for (const token of tagMemory(memory)) if (THING_TAGS.has(token.pos)) out.add(fold(token.text));
  return out;
}

const cached = new WeakMap<LibraryIndex, { generation: number; things: Set<string> }>();

/** `thingsSaidIn` the library's memories, kept until the library changes. */
export function thingsInMemories(index: LibraryIndex): ReadonlySet<string> {
  const hit = cached.get(index);
  if (hit?.generation === index.generation) return hit.things;
  const things = thingsSaidIn(index.photosWithMemories().flatMap((id) => index.memoriesOf(id)));
  cached.set(index, { generation: index.generation, things });
  return things;
}
