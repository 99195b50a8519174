/**
 * @file A relation no one of the library has, asked for as the user's ("my sister's wedding", "my
 * brother"), is a person, and only a memory that says it as the user's own speaks of them: "with
 * my sister at the lake", not "Leah's sister's wedding", and never a word read in a photo (a sign
 * that says BROTHER). The parser keeps such a word needed, so that the answer says no such photo
 * and how to teach who that is (`search.ts`); what reaches it otherwise is taken away here, before
 * retrieval asks which words were explained.
 *
 * Runs in the engine's process, from `retrieve.ts`, on the full-text and graph hits of the words.
 */
import type { GraphHit } from "../index/graph/semantic-graph";
import type { LibraryIndex } from "../index/library-index";
import type { TextHit } from "../index/fulltext";
import { relationOf } from "./parsers/english-words";
import { relationsSaidAsOwn } from "./said-beside";

/**
 * The relation each word names where it is one no one has (`relationWords`) and the query says it
 * as the user's own, as a memory would ("my sister's wedding", "mum at christmas"), else null:
 * "Leah's sister" is someone else's, and a memory that says so speaks of her.
 */
export function strangerRelations(query: string, words: readonly string[], relationWords: readonly string[] | undefined): Array<string | null> {
  if (!relationWords?.length) return words.map(() => null);
  const own = relationsSaidAsOwn(query);
  return words.map((word) => {
    const relation = relationWords.includes(word) ? relationOf(word) : undefined;
    return relation && own.has(relation) ? relation : null;
  });
}

/** Whether a memory of photo `n` says `relation` as the user's own. */
function saysOwn(index: LibraryIndex, n: number, relation: string): boolean {
  const id = index.facts(n)?.id;
  return id !== undefined && index.memoriesOf(id).some((memory) => relationsSaidAsOwn(memory).has(relation));
}

/** The full-text hits with each such word kept only where a memory says it as the user's own. */
export function ownRelationsInText<H extends Pick<TextHit, "n" | "matched">>(hits: H[], asked: ReadonlyArray<string | null>, index: LibraryIndex): H[] {
  if (!asked.some(Boolean)) return hits;
  return hits.map((hit) => {
    if (!asked.some((relation, w) => relation && hit.matched[w] && !saysOwn(index, hit.n, relation))) return hit;
    return { ...hit, matched: hit.matched.map((m, w) => m && (!asked[w] || saysOwn(index, hit.n, asked[w]!))) };
  });
}

/** Takes each such word away from the graph's hits where no memory of the photo says it as the user's own. */
export function ownRelationsInGraph(graph: Map<number, GraphHit>, asked: ReadonlyArray<string | null>, index: LibraryIndex): void {
  if (!asked.some(Boolean)) return;
  for (const [n, hit] of graph) {
    asked.forEach((relation, w) => {
      if (!relation || (hit.direct[w]! <= 0 && hit.viaEvent[w]! <= 0) || saysOwn(index, n, relation)) return;
      hit.direct[w] = 0;
      hit.viaEvent[w] = 0;
      hit.why[w] = null;
    });
  }
}
