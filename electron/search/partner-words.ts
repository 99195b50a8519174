/**
 * @file Whether a relation a person was given makes them the user's partner, read from WordNet
 * rather than a list: a spouse, a lover or sweetheart, a betrothed ("fiancée", "fiancé"), a
 * domestic partner, and every kind of each ("wife", "girlfriend", "missus", "better half"). "Us"
 * and "the two of us" are the user and that person (`parsers/people-recognisers.ts`).
 *
 * Runs in the engine's process while a query is parsed. Pure over WordNet; answers are cached.
 */
import { boundedCache } from "../domain/bounded-cache";
import { isKindOf, senses } from "../words/wordnet";

/** The kinds of person a partner is, by WordNet's lemma: each lemma's commonest sense. */
const PARTNER_KINDS = ["spouse", "lover", "betrothed", "domestic_partner", "girlfriend", "boyfriend"];
/** The senses of a relation's word read: a word's rarer senses are other people ("a partner" in business is its second). */
const SENSES = 2;
/** Steps up WordNet's kinds from a relation's sense to a partner's kind. */
const STEPS = 6;

let kinds: ReadonlySet<string> | null = null;
const cache = boundedCache<string, boolean>(1000);

/** Whether a relation, folded and without its owner ("fiancee", "wife", "better half"), says the person is the user's partner. */
export function isPartnerRelation(relation: string): boolean {
  const said = relation.trim().replace(/\s+/g, "_");
  const known = cache.get(said);
  if (known !== undefined) return known;
  kinds ??= new Set(PARTNER_KINDS.flatMap((lemma) => senses(lemma, "noun").slice(0, 1)));
  const partner = senses(said, "noun").slice(0, SENSES).some((key) => kinds!.has(key) || isKindOf(key, kinds!, STEPS));
  cache.set(said, partner);
  return partner;
}
