/**
 * @file A relation no one of the library has, asked for as the user's ("my sister's wedding", "my
 * brother"), is a person, and only the user's own words speak of them: a memory that says it as
 * theirs ("with my sister at the lake", not "Leah's sister's wedding"), or a name they gave the
 * file, its folder, a caption or a tag ("nana_80th_card.jpg"), or their own papers (a scanned
 * card to Ouma, a chat on their screen); never a word read in a photo of the world (a sign that
 * says BROTHER, a shop called Nana's). The parser keeps such a word needed, so that the answer says no such photo
 * and how to teach who that is (`search.ts`); what reaches it otherwise is taken away here, before
 * retrieval asks which words were explained.
 *
 * Runs in the engine's process, from `retrieve.ts`, on the full-text and graph hits of the words.
 */
import type { GraphHit } from "../index/graph/semantic-graph";
import type { KindFlag, LibraryIndex } from "../index/library-index";
import type { TextHit } from "../index/fulltext";
import { fold } from "../words/terms";
import { relationOf } from "./parsers/english-words";
import { relationsSaidAsOwn } from "./said-beside";
import { isOfKind } from "./constraints";

/**
 * The relation each word names where it is one no one has (`relationWords`) and the query says it
 * as the user's own with "my" or "our", as a memory would ("my sister's wedding", "our nan"), else
 * null: "Leah's sister" is someone else's, and a memory that says so speaks of her. A word said
 * bare ("grandma birthday", "dad") is left as it was: a card that reads "Oma" is as likely the
 * user's grandmother's as not.
 */
export function strangerRelations(query: string, words: readonly string[], relationWords: readonly string[] | undefined): Array<string | null> {
  if (!relationWords?.length || !/\b(?:my|our)\b/i.test(query)) return words.map(() => null);
  const own = relationsSaidAsOwn(query);
  const mine = (word: string) => new RegExp(`\\b(?:my|our)\\s+(?:\\p{L}+\\s+){0,2}${word}`, "iu").test(fold(query));
  return words.map((word) => {
    const relation = relationWords.includes(word) ? relationOf(word) : undefined;
    return relation && own.has(relation) && mine(word) ? relation : null;
  });
}

/** Whether a memory of photo `n` says `relation` as the user's own. */
function saysOwn(index: LibraryIndex, n: number, relation: string): boolean {
  const id = index.facts(n)?.id;
  return id !== undefined && index.memoriesOf(id).some((memory) => relationsSaidAsOwn(memory).has(relation));
}

/** Whether the user named photo `n`'s file or a folder of it with the word ("nana_80th_card.jpg"). */
function namedInPath(index: LibraryIndex, n: number, word: string): boolean {
  return (fold(index.facts(n)?.path ?? "").match(/\p{L}+/gu) ?? ([] as string[])).includes(word);
}

/** The kinds of photo that are the user's own papers and screens, whose words speak of their family as they do. */
const PAPERS: readonly KindFlag[] = ["document", "screenshot", "chat", "receipt"];

/** Whether photo `n` is one of the user's papers or screens, by what was read in it or the folder it was filed in ("Scans"). */
function isPaper(index: LibraryIndex, n: number): boolean {
  const facts = index.facts(n);
  return Boolean(facts && PAPERS.some((kind) => isOfKind(facts, kind)));
}

/** The full-text hits with each such word kept only where the user's own words say it so. */
export function ownRelationsInText<H extends Pick<TextHit, "n" | "matched">>(hits: H[], words: readonly string[], asked: ReadonlyArray<string | null>, index: LibraryIndex): H[] {
  if (!asked.some(Boolean)) return hits;
  const own = (n: number, w: number) => !asked[w] || saysOwn(index, n, asked[w]!) || namedInPath(index, n, words[w]!) || isPaper(index, n);
  return hits.map((hit) => (hit.matched.every((m, w) => !m || own(hit.n, w)) ? hit : { ...hit, matched: hit.matched.map((m, w) => m && own(hit.n, w)) }));
}

/** Takes each such word away from the graph's hits by text read in a photo of the world, or by a memory that says it as someone else's. */
export function ownRelationsInGraph(graph: Map<number, GraphHit>, asked: ReadonlyArray<string | null>, index: LibraryIndex): void {
  if (!asked.some(Boolean)) return;
  for (const [n, hit] of graph) {
    asked.forEach((relation, w) => {
      const kind = hit.why[w]?.kind;
      if (!relation || (kind !== "text" && kind !== "memory") || (kind === "memory" ? saysOwn(index, n, relation) : isPaper(index, n))) return;
      hit.direct[w] = 0;
      hit.viaEvent[w] = 0;
      hit.why[w] = null;
    });
  }
}
