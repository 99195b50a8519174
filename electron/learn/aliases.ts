/**
 * @file Aliases: phrases the user says for a person or a place ("my son", "our lake house"),
 * learned from what their confirmed photos share. GAMER's personal knowledge, taught by
 * corrections instead of typed into a profile.
 *
 * A search whose words found nothing the user then confirmed ("photos of my son": nothing in the
 * library says "son") and whose confirmed photos (two or more) nearly all show one person, were
 * all taken at one place, or sit in folders or carry keywords with one word ("Cottage 2023/"),
 * rare in the library, teaches that those words mean that person, place or entity. The query parser then reads the phrase as the person or place in any later search
 * ("my son in Lisbon"), and shows the reading as a chip the user can remove.
 *
 * A phrase the parser already reads as something — a word searches ask with, a word of time, a
 * person, a place, or an alias taught before — is never taught, whichever way it came (a search
 * corrected here or a learning file): it is listed as refused, with why (`search/alias-words.ts`).
 *
 * Pure over the in-memory index; the service recomputes aliases when corrections change.
 */
import type { LibraryIndex } from "../index/library-index";
import { fold, words } from "../words/terms";
import { wordsOf } from "../words/split-words";
import type { EntityKind } from "../index/graph/semantic-graph";
import type { PersonRef, PlaceRef, QueryPlan } from "../query/plan";
import { aliasRefusal, phraseKey } from "../search/alias-words";

export interface Alias {
  /** The phrase's content words as the parser folds them, in order ("lake", "house"). */
  words: string[];
  /** What the phrase means: exactly one of the three. */
  person?: PersonRef;
  place?: PlaceRef;
  /** A word of the folders or keywords the photos share ("lake house" → "cottage"): searched for instead. */
  term?: string;
  /** The search it was learned from, for the history and the chip's explanation. */
  learnedFrom: string;
  /** How many confirmed photos taught it. */
  confirmed: number;
}

/** A phrase corrections would have taught, and why it was not. */
export interface RefusedAlias {
  words: string[];
  /** What it would have meant: a person's or a place's name, or a word. */
  meaning: string;
  learnedFrom: string;
  reason: string;
}

export interface LearnedAliases {
  aliases: Alias[];
  refused: RefusedAlias[];
}

export interface TaughtSearch {
  query: string;
  plan: QueryPlan;
  /** Photo ids the user confirmed for it (marked right, or added). */
  confirmed: string[];
  at: string;
}

/** Share of the confirmed photos that must show the person, or be taken at the place. */
const SHARED = 0.8;
/** How much more common among the confirmed photos than in the library: "my son" is not "every photo". */
const MIN_LIFT = 2;
const MIN_CONFIRMED = 2;
const EXPLAINED_DELTA = 0.8;
/** Every word of every search is compared with every alias: far more than a person teaches, few enough to stay instant. */
export const ALIASES_MAX = 500;

export function learnAliases(searches: TaughtSearch[], index: LibraryIndex): LearnedAliases {
  const context = index.parseContext();
  const personName = new Map(context.people.map((p) => [fold(p.name), p.name]));
  const placeName = new Map(context.places.map((p) => [fold(p), p]));
  // Searches that leave the same words unexplained teach one phrase together: "our lake house"
  // and "the lake house in 2022" both say where the lake house is.
  const phrases = new Map<string, { words: string[]; photos: Set<number>; said: Set<string>; learnedFrom: string; at: string; since: string; relation: boolean }>();
  for (const search of searches) {
    const photos = search.confirmed.map((id) => index.number(id)).filter((n): n is number => n !== undefined);
    if (!photos.length) continue;
    const words = unexplained(search.plan.words, photos, index);
    if (!words.length) continue;
    const key = words.join(" ");
    const relation = words.every((w) => search.plan.relationWords?.includes(w));
    const phrase = phrases.get(key) ?? { words, photos: new Set<number>(), said: new Set<string>(), learnedFrom: search.query, at: search.at, since: search.at, relation };
    for (const n of photos) phrase.photos.add(n);
    // Names the search said outright cannot be what its unexplained words mean; one read through
    // an alias can (a search asked again after it taught the alias goes on teaching it).
    const named = [...search.plan.people.filter((p) => !p.viaAlias).flatMap((p) => p.names), ...search.plan.places.filter((p) => !p.viaAlias).map((p) => p.label)];
    for (const name of named) phrase.said.add(fold(name));
    if (search.at >= phrase.at) [phrase.learnedFrom, phrase.at] = [search.query, search.at];
    if (search.at < phrase.since) phrase.since = search.at;
    phrases.set(key, phrase);
  }
  const aliases: Array<Alias & { since: string }> = [];
  for (const { words, photos, said, learnedFrom, relation, since } of phrases.values()) {
    const confirmed = [...photos];
    if (confirmed.length < MIN_CONFIRMED) continue;
    // A person or a place is someone or somewhere the user comes back to: photos of one day out
    // only ("the rug I saw at the flea market") show a thing there, not what the words name —
    // unless the words name a relation ("my son"), which only a person can be.
    const oneDay = daysOf(confirmed, index) < 2;
    if (oneDay && !relation) continue;
    const best = sharedReferent(confirmed, index, [...personName.keys()], (kind, name) => (!relation || kind === "person") && !said.has(name) && (kind === "person" ? personName.has(name) : kind === "place" ? placeName.has(name) : !words.includes(name)));
    if (!best) continue;
    const meaning =
      best.kind === "person"
        ? { person: { label: personName.get(best.name)!, names: [personName.get(best.name)!] } }
        : best.kind === "place"
          ? { place: { label: placeName.get(best.name)!, source: "library" as const } }
          : { term: best.name };
    aliases.push({ words, ...meaning, learnedFrom, confirmed: confirmed.length, since });
  }
  return keepFree(aliases, context);
}

/**
 * The aliases that redefine nothing, in the order they were found, and the others with why. The
 * first taught is kept: a later phrase cannot take over one the user taught before.
 */
function keepFree(found: Array<Alias & { since: string }>, known: Parameters<typeof aliasRefusal>[1]): LearnedAliases {
  const kept = new Map<string, Alias>();
  const refused: RefusedAlias[] = [];
  for (const { since: _, ...alias } of [...found].sort((a, b) => a.since.localeCompare(b.since))) {
    const key = phraseKey(alias.words);
    const earlier = kept.get(key);
    // The same phrase in other words for the same meaning ("mom", "mother"): the first reads both.
    if (earlier && meaningOf(earlier) === meaningOf(alias)) continue;
    const reason = earlier
      ? `“${alias.words.join(" ")}” was taught to mean ${meaningOf(earlier)} first`
      : kept.size >= ALIASES_MAX
        ? `Recollect keeps at most ${ALIASES_MAX} learned names`
        : aliasRefusal(alias.words, known);
    if (reason) refused.push({ words: alias.words, meaning: meaningOf(alias), learnedFrom: alias.learnedFrom, reason });
    else kept.set(key, alias);
  }
  const order = new Map(found.map((a, i) => [a.words.join(" "), i]));
  return { aliases: [...kept.values()].sort((a, b) => order.get(a.words.join(" "))! - order.get(b.words.join(" "))!), refused };
}

function meaningOf(alias: Alias): string {
  return alias.person?.label ?? alias.place?.label ?? alias.term!;
}

/** How many different days (or events, for photos without a date) the photos were taken on. */
function daysOf(photos: number[], index: LibraryIndex): number {
  const days = new Set<string>();
  for (const n of photos) {
    const facts = index.facts(n);
    if (facts?.eventId) days.add(`event ${facts.eventId}`);
    else if (facts?.takenMs != null) days.add(`day ${Math.floor(facts.takenMs / 86_400_000)}`);
  }
  return days.size;
}

/**
 * The words of a search that no confirmed photo's own text or links explain: those are what the
 * user calls the thing. A word most confirmed photos match ("beach") describes them instead.
 */
function unexplained(words: string[], photos: number[], index: LibraryIndex): string[] {
  return words.filter((word) => {
    const hits = index.graph.gather([word], { delta: EXPLAINED_DELTA, maxEventSize: 0 });
    return photos.filter((n) => (hits.get(n)?.direct[0] ?? 0) >= 0.5).length < photos.length / 2;
  });
}

type Referent = "person" | "place" | "term";
/** On a tie in how telling they are: a person, then a place, then a word of folders or keywords. */
const PREFERENCE: Record<Referent, number> = { person: 0, place: 1, term: 2 };
const TERM_KINDS = new Set<EntityKind>(["folder", "tag"]);

/** The person, place or folder/keyword word (folded) nearly all the photos share and the library mostly lacks, most telling first. */
function sharedReferent(photos: number[], index: LibraryIndex, people: string[], allowed: (kind: Referent, name: string) => boolean): { kind: Referent; name: string } | null {
  // Per name: how many of the photos have it, and how specific it is (a town before its region and country).
  const counts = new Map<string, { kind: Referent; name: string; count: number; rank: number }>();
  const count = (kind: Referent, names: Iterable<string>, rank = (_: number) => 0) => {
    let i = 0;
    for (const name of names) {
      const key = `${kind}\u0000${name}`;
      const seen = counts.get(key) ?? { kind, name, count: 0, rank: rank(i) };
      seen.count++;
      seen.rank = Math.min(seen.rank, rank(i++));
      counts.set(key, seen);
    }
  };
  for (const n of photos) {
    const facts = index.facts(n);
    if (!facts) continue;
    // In it by its metadata or faces, or by what the user told about it ("this is Leo at the zoo").
    const told = new Set(index.memoriesOf(facts.id).flatMap((text) => wordsOf(fold(text))));
    count("person", new Set([...facts.people, ...people.filter((name) => told.has(name.split(" ")[0]!))]));
    count("place", facts.places, (i) => i);
    count("term", new Set([...TERM_KINDS].flatMap((kind) => index.graph.labelsOf(n, kind)).flatMap((label) => words(label).map(([, word]) => word))));
  }
  let best: { kind: Referent; name: string; lift: number; rank: number } | null = null;
  for (const { kind, name, count: n, rank } of counts.values()) {
    if (n / photos.length < SHARED || !allowed(kind, name)) continue;
    const inLibrary = (kind === "person" ? index.photosOf(name).size() : kind === "place" ? index.photosNamed(name).size() : index.graph.gather([name], { delta: 1, maxEventSize: 0, kinds: TERM_KINDS }).size) / Math.max(1, index.size);
    const lift = n / photos.length / Math.max(inLibrary, 1e-9);
    if (lift < MIN_LIFT) continue;
    const better = !best || lift > best.lift + 1e-9 || (Math.abs(lift - best.lift) <= 1e-9 && (PREFERENCE[kind] < PREFERENCE[best.kind] || (kind === best.kind && rank < best.rank)));
    if (better) best = { kind, name, lift, rank };
  }
  return best && { kind: best.kind, name: best.name };
}
