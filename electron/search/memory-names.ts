/**
 * @file The words the user's memories write only as someone's name: "Rose" in "lunch with Rose",
 * "Pepper" in "Pepper and me at the dog park". What a query word means (WordNet's synonyms and
 * kinds, `meanings.ts`; what definitions say, `definitions.ts`) never reaches them: "food" means
 * pepper and rose hips, not the people called so. The word itself still does ("Rose" finds Rose).
 *
 * Runs in the engine's process, in the search layer, beside the parser's given-name lists; read
 * from the memories once per library generation.
 */
import type { LibraryIndex } from "../index/library-index";
import { fold, stem } from "../words/terms";
import { isGivenName } from "./parsers/first-names";

/**
 * The stems of the words `memories` write as a name — capitalised where no sentence starts, and a
 * given name or the first name of one of `people`; or capitalised anywhere and one of `people` —
 * and never otherwise, small ("a rose from the garden" keeps "rose" a word).
 */
export function namesOnlyIn(memories: Iterable<string>, people: readonly string[]): Set<string> {
  const known = new Set(people.map((name) => fold(name).split(" ")[0]!));
  const named = new Set<string>();
  const worded = new Set<string>();
  for (const memory of memories) {
    let sentenceStart = true;
    for (const match of memory.matchAll(/\p{L}+|[.!?]/gu)) {
      const word = match[0];
      if (/^[.!?]$/.test(word)) {
        sentenceStart = true;
        continue;
      }
      const folded = fold(word);
      if (/^\p{Lu}\p{Ll}/u.test(word)) {
        if (known.has(folded) || (!sentenceStart && isGivenName(word))) named.add(folded);
      } else if (/^\p{Ll}/u.test(word)) worded.add(folded);
      sentenceStart = false;
    }
  }
  return new Set([...named].filter((word) => !worded.has(word)).map(stem));
}

const cached = new WeakMap<LibraryIndex, { generation: number; names: Set<string> }>();

/** `namesOnlyIn` of the library's memories and people, kept until the library changes. */
export function namesInMemories(index: LibraryIndex): ReadonlySet<string> {
  const hit = cached.get(index);
  if (hit?.generation === index.generation) return hit.names;
  const memories = index.photosWithMemories().flatMap((id) => index.memoriesOf(id));
  const names = namesOnlyIn(memories, index.parseContext().people.map((p) => p.name));
  cached.set(index, { generation: index.generation, names });
  return names;
}
