/**
 * @file Words of the library that a query word describes rather than names: a memory says
 * "regatta" and WordNet defines a regatta as "a meeting for boat races", so "the boat race" finds
 * it; a guitar is "a stringed instrument usually having six strings", so "the six-string" and
 * "the instrument" do. Synonyms and narrower words (`meanings.ts`) never link these: they sit in
 * other branches of WordNet, tied only by what the dictionary says they are. Siblings are not
 * matched (a couch and a chair are both seats; a rodeo is an exhibition and a zoo houses animals
 * "for exhibition"): a thing of the same kind is another thing.
 *
 * Runs in the engine's process, and only for words nothing else explained (`retrieve.ts`): each
 * library word's definitions are read once and kept, so a second search pays nothing for them.
 */
import { boundedCache } from "../domain/bounded-cache";
import { stem } from "../words/terms";
import { wordsOf } from "../words/split-words";
import { EVENT_NOUNS } from "./parsers/english-words";
import { tag } from "./parsers/tagger";
import { isInformalTerm, type Meaning } from "./meanings";
import { definition, hasLemma, isKindOf, LEXFILE, lemmasStartingWith, senses, synset, taggedSenses } from "../words/wordnet";

/** The words said together appear together in its definition ("boat races", "six strings"): nearly what it is. */
const PHRASE = 0.85;
/**
 * The word is what the definition says it is ("a stringed instrument" of a guitar): the thing said
 * more broadly. Said further on it only describes ("underwater animals" of an aquarium, "by an
 * animal" of food), and a single word there ties too much.
 */
const NAMED = 0.78;
/**
 * The words said name the same kind of thing as the library word, and the first of them is in
 * its definition ("animal park" of "the facility where wild animals are housed"): a sibling, told
 * apart by the word that qualifies it. Both must hold, so "rodeo" (an exhibition) is still not a zoo.
 */
const QUALIFIED_KIND = 0.8;
/**
 * The word, said alone, is in the definition past what the thing is: what it holds, gives or is
 * for ("wild animals" of a zoo, "music" of a concert, "diplomas" of a graduation). Just at δ: it
 * finds the photo, and any other word of the query must still be explained. Read only for what
 * people wrote (memories), as `DEFINES` is.
 */
const MENTIONED = 0.72;
/**
 * The word is what the library word's own other name says it is for or of: a pizzeria is also a
 * "pizza shop", a florist a "flower store", a cinema a "movie theater". Said alone it finds the
 * sign: a name made of it is as good as its definition's genus.
 */
const NAMED_IN_SYNONYM = 0.8;
/**
 * The library word is in the query word's own definition: a flight is "a scheduled trip by plane
 * between designated airports", cycling "the sport of traveling on a bicycle". Read only for what
 * people wrote (memories), whose words are few and chosen: a caption's "water" is in the
 * definition of half of all sports.
 */
const DEFINES = 0.72;
/**
 * What a thing is made of or done with, in its definition, says nothing of which thing a memory's
 * word is: an espresso is brewed with "hot water" and a box is "a blow with the hand", but a memory
 * of a cold swim is no espresso. noun.substance and noun.body (lexnames(5)).
 */
const MADE_OF: ReadonlySet<number> = new Set([LEXFILE.substance, LEXFILE.body]);
/** Senses of a query word read for the library words it is defined by: a flight is a trip by plane only in its ninth. */
const DEFINING_SENSES = 10;
/** Senses of a library word read: its common ones, as people use the word. */
const SENSES = 2;
/**
 * Definition words too general to tie two things by ("a kind of thing used by people"): a query
 * word this common in definitions says nothing of which one was meant.
 */
const TOO_GENERAL = new Set(["thing", "things", "stuff", "item", "matter", "person", "people", "object", "act", "part", "place", "time", "way", "use", "kind", "someone", "something", "group", "area", "unit", "state", "form", "event", "activity", "structure"].map(stem));

/** Whether the word is one of those too general to name a thing of its own ("place", "thing", "kind"). */
export function isTooGeneral(word: string): boolean {
  return TOO_GENERAL.has(stem(word));
}

/** Words whose readings each cache below keeps: more than a library and its searches use, fewer than WordNet has. */
const WORDS_KEPT = 50_000;
const definitionsOf = boundedCache<string, string[][]>(WORDS_KEPT);

/**
 * For each query word, the library words whose definition describes it, best first. Two query
 * words said side by side ("boat race") are matched as a phrase first. `noted` are the library
 * words people wrote (memories), which looser ties reach.
 */
export function describedIn(words: readonly string[], vocabulary: Iterable<string>, noted: ReadonlySet<string> = new Set()): Meaning[][] {
  const out: Array<Map<string, number>> = words.map(() => new Map());
  const offer = (w: number, word: string, similarity: number) => {
    if (words[w] === word) return;
    if (similarity > (out[w]!.get(word) ?? 0)) out[w]!.set(word, similarity);
  };
  // Only words that name a thing describe one: "get" or "away" are in half of all definitions.
  const things = words.map((w) => thingSense(w) !== null);
  const stems = words.map(stem);
  // Word pairs said as "<qualifier> <thing>", with what the thing is a kind of: read once, not per library word.
  const qualified = words.slice(0, -1).flatMap((_, w) => (things[w + 1] && !TOO_GENERAL.has(stems[w]!) ? [{ w, kinds: kindsOf(words[w + 1]!) }] : []));
  // A word before another thing word names which one ("animal shelter", "water park"): it is no thing said alone.
  const alone = words.map((_, w) => things[w] && !(words[w + 1] !== undefined && isNoun(words[w + 1]!)) && !TOO_GENERAL.has(stems[w]!));
  const defining = words.map((word, w) => (things[w] ? definingStems(word) : new Map<string, string[]>()));
  const people = words.map((word) => isPerson(thingSense(word)));
  for (const word of vocabulary) {
    const lower = word.toLowerCase();
    // What a definition mentions ties only what people wrote: a caption's "water" is "covered with
    // water (such as a river or lake)", and "lake" would reach every receipt that reads WATER.
    const mine = noted.has(lower);
    // Said itself, the library word is what was asked: the words beside it may only be things it
    // holds ("boats"), not kinds of it ("cable tram" is no tram because a tram hangs from cables).
    const said = words.includes(lower);
    // A shop's sign is what the shop says it sells: "flowers" of a florist, "bread" of a bakery.
    const sells = mine || sellers().has(lower);
    // [Note: People are not their kin] A person is defined by the people they are kin or kind to ("a
    // daughter of your brother or sister" is a niece): a sister is no niece, a mother no grandmother.
    const person = people.some(Boolean) && isPerson(thingSense(lower));
    for (const tokens of definitionTokens(lower)) {
      for (let w = 0; w < words.length; w++) {
        if (!things[w] || (person && people[w])) continue;
        const at = tokens.indexOf(stems[w]!);
        if (said) {
          if (at >= 0 && alone[w] && mine && !actsIn(tokens, at)) offer(w, lower, MENTIONED);
        } else if (at >= 0 && w + 1 < words.length && tokens[at + 1] === stems[w + 1]) {
          offer(w, lower, PHRASE);
          offer(w + 1, lower, PHRASE);
        } else if (at >= 0 && at < genusEnd(tokens) && !TOO_GENERAL.has(stems[w]!)) offer(w, lower, NAMED);
        else if (at >= 0 && alone[w] && sells && !actsIn(tokens, at)) offer(w, lower, MENTIONED);
      }
    }
    // What people wrote is also what it is a kind of: an airport is an airfield, "a place where
    // planes take off and land"; a kayak a canoe, "propelled by paddles". Said alone, as MENTIONED.
    // Not where the broader sense lists its kinds: a vertebrate is "…fishes, amphibians, reptiles,
    // birds", and a bird is no fish.
    if (mine) {
      for (const tokens of broaderTokens(lower)) {
        words.forEach((_, w) => {
          const at = tokens.indexOf(stems[w]!);
          if (at >= 0 && things[w] && alone[w] && !(person && people[w]) && !actsIn(tokens, at) && !ofOneLine(words[w]!, lower)) offer(w, lower, MENTIONED);
        });
      }
    }
    // Only a word that names a thing ("airport"), not a name written in the memory ("Ines"), nor
    // the trip a memory is of: a flight is "a trip by plane", and so is every journey.
    if (said) continue;
    if (mine && !EVENT_NOUNS.has(lower) && thingSense(lower) !== null && !MADE_OF.has(synset(thingSense(lower)!).lexfile)) {
      const own = stem(lower);
      // The weather a made thing is of or for is no tie: a memory's "snow" is no snowman, snowball or
      // snowplow, "rain" no raincoat; a blizzard is snow, as a phenomenon's own word.
      const weather = synset(thingSense(lower)!).lexfile === LEXFILE.phenomenon;
      const tie = (key: string) => !kinOf(key, lower) && !(weather && synset(key).lexfile === LEXFILE.artifact);
      // Said in the definition of a sense the library word is kin to, it is no tie: box, "evergreen shrubs or small trees", is no tree.
      words.forEach((_, w) => defining[w]!.get(own)?.some(tie) && !(person && people[w]) && !ofOneLine(words[w]!, lower) && offer(w, lower, DEFINES));
    }
    // "pizza" of a pizzeria, whose other name is "pizza shop": the word names what it is a place for.
    const named = compoundModifiers(lower);
    words.forEach((_, w) => things[w] && named.has(stems[w]!) && offer(w, lower, NAMED_IN_SYNONYM));
    // "animal park" of a zoo: a park is a facility as a zoo is, and animals are in what a zoo is.
    // "flower shop" of a florist: a florist is a shop, and flowers are in what a florist is.
    for (const { w, kinds } of qualified) {
      if (kindsOfLibraryWord(lower).some((sense) => sense.tokens.includes(stems[w]!) && ([...sense.kinds].some((k) => kinds.has(k)) || sense.kinds.has(stems[w + 1]!)))) {
        offer(w, lower, QUALIFIED_KIND);
        offer(w + 1, lower, QUALIFIED_KIND);
      }
    }
  }
  return out.map((found) => [...found].map(([word, similarity]) => ({ word, similarity })).sort((a, b) => b.similarity - a.similarity));
}

/**
 * Words worth reading for these query words where the library has too many to read each (every
 * word read in a photo: a sign's PIZZERIA, a receipt's lines): the one-word names of what WordNet
 * names with them. "pizza" names a pizza shop and a pizza parlor, both a pizzeria; a "bread shop"
 * is one of the kinds of shop, a bakery among them. `describedIn` then decides, as for any library
 * word, and what it reads is bounded by the query, not by the library.
 */
export function wordsNamedBy(words: readonly string[]): string[] {
  const out = new Set<string>(words.some((word) => thingSense(word) !== null) ? sellers() : []);
  const add = (key: string) => synset(key).instance || synset(key).words.forEach((word) => word.includes("_") || out.add(word));
  const forms = (word: string) => new Set([word, word.replace(/(?<=[^s])s$/, "")]);
  words.forEach((word, w) => {
    if (thingSense(word) === null) return;
    for (const form of forms(word)) {
      for (const lemma of lemmasStartingWith(`${form}_`, "noun")) if (lemma.split("_").length === 2) senses(lemma, "noun").slice(0, SENSES).forEach(add);
    }
    const head = words[w + 1];
    if (head === undefined || thingSense(head) === null || TOO_GENERAL.has(stem(word))) return;
    // The kinds of the thing said, two levels down (shop → bakery; food → dish → pizza).
    let level = [...forms(head)].flatMap((form) => senses(form, "noun").slice(0, KIND_SENSES));
    for (let depth = 0, read = 0; depth < 2 && read < KINDS_READ; depth++) {
      level = level.flatMap((key) => synset(key).narrower).slice(0, KINDS_READ - read);
      read += level.length;
      level.forEach(add);
    }
  });
  return [...out];
}
/**
 * The one-word names of shops, restaurants and markets (WordNet's kinds of them, three levels
 * down): a sign that reads one says what the place sells, as its definition does ("a shop where
 * flowers … are sold"), so what a definition mentions ties them as it ties what people wrote.
 */
function sellers(): ReadonlySet<string> {
  if (sellerWords) return sellerWords;
  const found = new Set<string>();
  let level = SELLER_KINDS.flatMap(([word, sense]) => senses(word, "noun").slice(sense, sense + 1));
  for (let depth = 0; depth < 3; depth++) {
    level = level.flatMap((key) => synset(key).narrower);
    for (const key of level) if (!synset(key).instance) synset(key).words.forEach((word) => word.includes("_") || found.add(word));
  }
  return (sellerWords = found);
}
let sellerWords: Set<string> | null = null;
/** The senses shops are kinds of: a shop, a restaurant, a mercantile establishment (a market, a grocery). */
const SELLER_KINDS: Array<[string, number]> = [["shop", 0], ["restaurant", 0], ["mercantile_establishment", 0]];

/** Narrower senses read for one qualified thing at most: "food" has hundreds two levels down. */
const KINDS_READ = 400;

/**
 * Whether the word at `at` is who does something in the definition rather than what the thing
 * holds or is for: food is "metabolized by an animal", and a photo of food is no animal's.
 */
function actsIn(tokens: string[], at: number): boolean {
  return tokens.slice(Math.max(0, at - 2), at).includes("by");
}

/**
 * The stems of the words a query word's senses are defined with, each with the senses that say it,
 * the word's own left out, and not a word that only qualifies the noun after it: a banjo is "a
 * stringed instrument of the guitar family", no guitar.
 */
function definingStems(word: string): Map<string, string[]> {
  let found = definingOf.get(word);
  if (found) return found;
  const keys = [word, word.replace(/(?<=[^s])s$/, "")].flatMap((form) => senses(form, "noun").slice(0, DEFINING_SENSES));
  const own = stem(word);
  // The tagger reads the gloss as a sentence: a word right before a noun qualifies it, whatever
  // else WordNet has it as ("the tallest living quadruped" is no life, "the guitar family" no guitar).
  const heads = (key: string) => {
    const said = tag(definition(key).toLowerCase());
    return said.filter((t, i) => /^\p{L}+$/u.test(t.text) && said[i + 1]?.pos !== "NOUN").map((t) => stem(t.text));
  };
  found = new Map();
  for (const key of keys) {
    if (synset(key).instance) continue;
    for (const t of heads(key)) if (t !== own && !TOO_GENERAL.has(t)) found.set(t, [...(found.get(t) ?? []), key]);
  }
  definingOf.set(word, found);
  return found;
}
const definingOf = boundedCache<string, Map<string, string[]>>(WORDS_KEPT);

/** How far up two senses may share a broader one and be kinds of one thing ("duck" and "goose", anseriform birds). */
const COUSIN_STEPS = 2;

/** The broader senses of `key`, `steps` up, and itself. */
function upTo(key: string, steps: number): Set<string> {
  const out = new Set([key]);
  let level = [key];
  for (let step = 0; step < steps; step++) {
    level = level.flatMap((k) => synset(k).broader);
    for (const k of level) out.add(k);
  }
  return out;
}

/**
 * Whether a library word is what the query word is a kind of, further up than its own kind, or a
 * kind of the same near thing: a goose is "a web-footed aquatic bird larger than ducks", yet a photo
 * whose memory says "bird" or "ducks" is no goose. A definition names the thing's kind and its kin
 * to say what it is, not what is with it (a flight is "a trip by plane": the plane is with it).
 */
function ofOneLine(query: string, library: string): boolean {
  const asked = [query, query.replace(/(?<=[^s])s$/, "")].flatMap((form) => senses(form, "noun").slice(0, SENSES));
  const written = new Set([library, library.replace(/(?<=[^s])s$/, "")].flatMap((form) => senses(form, "noun").slice(0, SENSES)));
  // What it is right above, it is: an espresso is "strong black coffee", and a memory's coffee may be one.
  if (asked.some((key) => synset(key).broader.some((up) => written.has(up)))) return false;
  const near = new Set([...written].flatMap((key) => [...upTo(key, COUSIN_STEPS)]));
  return asked.some((key) => isKindOf(key, written) || [...upTo(key, COUSIN_STEPS)].some((up) => near.has(up)));
}

/** Whether a sense is of the same near kind as a library word, not right under it: box the shrub and a tree are woody plants, an espresso is a coffee. */
function kinOf(key: string, library: string): boolean {
  const written = new Set([library, library.replace(/(?<=[^s])s$/, "")].flatMap((form) => senses(form, "noun").slice(0, SENSES)));
  if (synset(key).broader.some((up) => written.has(up))) return false;
  const near = new Set([...written].flatMap((k) => [...upTo(k, COUSIN_STEPS)]));
  return isKindOf(key, written) || [...upTo(key, COUSIN_STEPS)].some((up) => near.has(up));
}

/** Where a definition's opening noun phrase ends: at its first preposition or relative word. */
function genusEnd(tokens: string[]): number {
  const at = tokens.findIndex((t, i) => i > 0 && GENUS_ENDS.has(t));
  return at < 0 ? tokens.length : at;
}
/** Words between nouns in a definition that WordNet also knows as nouns ("or", an operating room; "in", an inch). */
const FUNCTION_WORDS = new Set(["a", "an", "the", "of", "or", "and", "in", "on", "at", "by", "for", "with", "from", "to", "as", "that", "which", "who", "where", "when", "is", "are", "be", "it", "its", "etc", "e", "g", "usually", "especially", "often", "typically"]);
const GENUS_ENDS = new Set(["of", "for", "with", "in", "on", "at", "by", "from", "to", "that", "which", "who", "where", "when", "use", "used", "usual", "especi", "and", "or", "as", "typic", "often"].map(stem));

/** The stems of a word's common definitions, each in order. */
function definitionTokens(word: string): string[][] {
  let found = definitionsOf.get(word);
  if (found) return found;
  const keys = senses(word.replace(/ /g, "_"), "noun");
  // A word never seen in use keeps its first sense only: "nara" the shrub is not worth two. One seen
  // once keeps its second too: a graduation is "an academic exercise in which diplomas are conferred" only there.
  const read = keys.slice(0, taggedSenses(word, "noun") > 0 ? SENSES : 1);
  // "bread" as "informal terms for money", "bird" for a woman: a slang sense past a first of
  // another kind (a loaf, a bird) defines nothing the word is said of (`meanings.ts` reads it so too).
  const slangElsewhere = (key: string, rank: number) => rank > 0 && isInformalTerm(key) && synset(key).lexfile !== synset(keys[0]!).lexfile;
  found = read.filter((key, rank) => !synset(key).instance && !slangElsewhere(key, rank)).map(definitionOf);
  definitionsOf.set(word, found);
  return found;
}

/** The stems of the definitions of what a library word's common senses are kinds of (an airport's airfield). */
function broaderTokens(word: string): string[][] {
  let found = broaderOf.get(word);
  if (found) return found;
  const keys = senses(word.replace(/ /g, "_"), "noun");
  const read = keys.slice(0, taggedSenses(word, "noun") > 0 ? SENSES : 1).filter((key) => !synset(key).instance);
  // A word that only qualifies the noun after it is not what the thing holds: a guitar is "a musical instrument", no music.
  const heads = (key: string) => {
    const said = glossWords(key);
    return said.map((w, i) => (said[i + 1] && !FUNCTION_WORDS.has(said[i + 1]!) && thingSense(said[i + 1]!) !== null ? "" : stem(w)));
  };
  found = [...new Set(read.flatMap((key) => synset(key).broader))].map(heads);
  broaderOf.set(word, found);
  return found;
}
const broaderOf = boundedCache<string, string[][]>(WORDS_KEPT);

/** What a sense is a kind of: its broader senses' words and its definition's opening noun, as stems. */
function kindsOfSense(key: string): Set<string> {
  const sense = synset(key);
  const tokens = definitionOf(key);
  const kinds = new Set(sense.broader.flatMap((b) => synset(b).words).filter((w) => !w.includes("_")).map(stem));
  const end = genusEnd(tokens);
  if (end > 0) kinds.add(tokens[end - 1]!);
  for (const general of TOO_GENERAL) kinds.delete(general);
  return kinds;
}

/** The words of a sense's definition, lower case, in order, letters only: a gloss's numbers say no kind. */
const glossWords = (key: string) => wordsOf(definition(key).toLowerCase(), { lettersOnly: true });
const definitionOf = (key: string) => glossWords(key).map(stem);

/** The kinds of thing a query word's common senses are. */
function kindsOf(word: string): Set<string> {
  const keys = [word, word.replace(/(?<=[^s])s$/, "")].flatMap((form) => senses(form, "noun").slice(0, KIND_SENSES));
  return new Set(keys.filter((key) => !synset(key).instance).flatMap((key) => [...kindsOfSense(key)]));
}

const libraryKinds = boundedCache<string, Array<{ tokens: string[]; kinds: Set<string> }>>(WORDS_KEPT);

/** Each of a library word's common senses: its definition's stems and what it is a kind of. */
function kindsOfLibraryWord(word: string): Array<{ tokens: string[]; kinds: Set<string> }> {
  let found = libraryKinds.get(word);
  if (found) return found;
  const keys = senses(word.replace(/ /g, "_"), "noun").slice(0, KIND_SENSES).filter((key) => !synset(key).instance);
  found = keys.map((key) => ({ tokens: definitionOf(key), kinds: kindsOfSense(key) }));
  libraryKinds.set(word, found);
  return found;
}
/** Senses read for what a word is a kind of: a picnic is a meal only in its third. */
const KIND_SENSES = 3;

/** Whether WordNet has the word as a noun in any sense ("tram", though rarely seen in use). */
function isNoun(word: string): boolean {
  return senses(word, "noun").length > 0 || senses(word.replace(/(?<=[^s])s$/, ""), "noun").length > 0;
}

/** Whether a sense is a person's ([Note: People are not their kin]). */
function isPerson(sense: string | null): boolean {
  return sense !== null && synset(sense).lexfile === LEXFILE.person;
}

/** A query word's first noun sense, when it names a thing ("races" → race); verbs and names have none. */
function thingSense(word: string): string | null {
  const known = thingSenses.get(word);
  if (known) return known.sense;
  let found: string | null = null;
  for (const form of [word, word.replace(/(?<=[^s])s$/, "")]) {
    const first = senses(form, "noun")[0];
    // A noun seen in use, or one that is nothing but a noun ("diploma", never tagged in WordNet's corpus).
    if (first && !synset(first).instance && (taggedSenses(form, "noun") > 0 || !(senses(form, "verb").length || hasLemma(form, "adj")))) {
      found = first;
      break;
    }
  }
  thingSenses.set(word, { sense: found });
  return found;
}
/**
 * The first words of a library word's two-word other names in its common senses, as stems, when
 * the second names a thing: "pizza" of pizzeria ("pizza shop", "pizza parlor"). Its own word, a
 * word too general ("place") and names ("the Louvre") are left out.
 * Only of a sense that is a place, which such a name says the use of: a koala is also a "kangaroo
 * bear", a lollipop an "ice lolly" and a canine an "eye tooth", and none is a kangaroo, ice or an eye.
 */
function compoundModifiers(word: string): Set<string> {
  let found = modifiersOf.get(word);
  if (found) return found;
  found = new Set();
  const keys = senses(word.replace(/ /g, "_"), "noun");
  for (const key of keys.slice(0, taggedSenses(word, "noun") > 0 ? SENSES : 1)) {
    if (synset(key).instance || !isPlaceFor(key)) continue;
    for (const other of synset(key).words) {
      const parts = other.split("_");
      if (parts.length === 2 && parts[0] !== word && thingSense(parts[1]!) !== null && !TOO_GENERAL.has(stem(parts[0]!))) found.add(stem(parts[0]!));
    }
  }
  modifiersOf.set(word, found);
  return found;
}
const modifiersOf = boundedCache<string, Set<string>>(WORDS_KEPT);

/** Whether a sense is a place people go to for something: a building or other structure, a place of business, a facility, or land (noun.location). */
function isPlaceFor(key: string): boolean {
  placeKinds ??= new Set(PLACE_KINDS.flatMap((word) => senses(word, "noun").slice(0, 1)));
  return synset(key).lexfile === LEXFILE.location || isKindOf(key, placeKinds);
}
let placeKinds: ReadonlySet<string> | null = null;
const PLACE_KINDS = ["structure", "place_of_business", "facility"];

/** Each library word is asked about on every search that describes: kept, as its definitions are. */
const thingSenses = boundedCache<string, { sense: string | null }>(WORDS_KEPT);
