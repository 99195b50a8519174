/**
 * @file What else a query word can mean, offline: its synonyms, the narrower things it covers
 * ("animals" → cat, dog, bird; "food" → pizza; "robe" → kimono) and, more weakly, the thing it is
 * a kind of ("cathedral" → church), from WordNet (`words/wordnet.ts`), each with a similarity that falls
 * with the distance. The semantic graph matches these words against the library's own vocabulary,
 * so "streetcar" finds a memory that says "tram" without CLIP or an LLM. Pure over WordNet;
 * answers are cached per word.
 */
import { boundedCache } from "../domain/bounded-cache";
import { adjectiveSenses, definition, hasLemma, isKindOf, LEXFILE, pertainsToSomething, senses, sensesInUse, synset, taggedSenses, type Synset } from "../words/wordnet";

export interface Meaning {
  /** A single word, lower case ("tram"). */
  word: string;
  /** How surely the query word means this one: 0.95 a synonym, falling with each step away. */
  similarity: number;
}

/** Senses past the first few are rare meanings ("bass" the fish after "bass" the voice): fewer and weaker. */
const SENSES = 3;
const SENSE_DECAY = 0.03;
/** Senses whose synonyms count at all: past these a word's meanings are dictionary curiosities. */
const SYNONYM_SENSES = 8;
const SYNONYM = 0.95;
/** A narrower word is what was asked for ("a cat" is "an animal"): it keeps most of its strength even several steps down. */
const NARROWER = (depth: number) => 0.92 - 0.025 * (depth - 1);
const NARROWER_DEPTH = 8;
/**
 * A broader word is only maybe what was meant (not every church is a cathedral, not every hotel a
 * hostel): one step, and below the graph's default δ, so it adds to other evidence where δ is set
 * lower but never finds a photo on its own.
 */
const BROADER = 0.6;
/**
 * WordNet's own words for a sense that is only another way of saying its broader one: "kitty"
 * (informal terms referring to a domestic cat), "pooch" (informal terms for dogs), "chow".
 */
const INFORMAL = /^informal terms? (?:for|referring to)\b/;

/** Whether WordNet defines the sense as an informal way of saying its broader one ("kitty", "pooch"). */
export function isInformalTerm(key: string): boolean {
  return INFORMAL.test(definition(key));
}

/** Whether one of the word's senses is obscene: such a word is never offered for a thing it also names. */
export function hasObsceneSense(word: string): boolean {
  return senses(word, "noun").some((key) => /^obscene\b/.test(definition(key)));
}

/** The single words of the nearest broader sense that has some ("kitty" → domestic cat, all compounds → cat). */
export function namedAbove(sense: Synset): string[] {
  for (let up = sense.broader[0], steps = 0; up && steps < 3; up = synset(up).broader[0], steps++) {
    const words = synset(up).words.filter((w) => !w.includes("_") && !w.includes("-"));
    if (words.length) return words;
  }
  return [];
}

/** Senses this close to WordNet's root ("object", "person", "thing") cover everything beneath: no narrower words for them. */
const MIN_DEPTH_FOR_NARROWER = 4;
/** Most synsets one word's narrower search may visit ("organism" would reach every species). */
const MAX_VISITED = 12_000;

const cache = boundedCache<string, Meaning[]>(5000);

/** Related words of `word` (optionally with its dictionary form, e.g. "swim" for "swam"), best first, without the word itself. */
export function meaningsOf(word: string, lemma?: string): Meaning[] {
  const key = `${word}|${lemma ?? ""}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const best = new Map<string, number>();
  const offer = (w: string, s: number) => {
    if (w.includes("_") || w.includes("-") || w.length < 2) return;
    if (s > (best.get(w) ?? 0)) best.set(w, s);
  };
  const forms = baseForms(word, lemma);
  // A form reached only by a verb's ending ("moving" → move) means what the verb does, not the
  // noun that shares its spelling (a move in chess, a ploy): its nouns come through the verb, below.
  // An adjective that pertains to the noun ("sporting" events, of sport) is said of the noun.
  const nounForms = pertainsToANoun(word) ? forms : baseForms(word, lemma, false);
  // Synonyms from the first few senses (a bike is a bicycle too); narrower words only from senses seen in use
  // (WordNet's tagged counts come first), which a rare sense's whole subtree would otherwise flood.
  // A proper name's sense of a common word is not what a lowercase query means by it: "son" is no "word" (the Logos).
  const nounSenses = [...new Set(nounForms.flatMap((f) => senses(f, "noun").slice(0, SENSES).filter((k, rank) => rank === 0 || !synset(k).instance)))];
  // A rarer sense still has its synonyms, weaker: a cycle is a bicycle only in WordNet's sixth.
  // A verb's form too, where the noun is what the verb is named for ("cycling" → to cycle → a bicycle, not "wedding" → wed → Wednesday).
  const rareSenses = [...new Set(forms.flatMap((f) => (nounForms.includes(f) ? senses(f, "noun").slice(SENSES, SYNONYM_SENSES) : nounsOfVerb(f))))].filter((k) => !nounSenses.includes(k));
  // Only to a word whose own first sense it is: "cycle" reaches bicycle (a bicycle is first of all
  // that), but "circus" does not reach carnival through "a frenetic disorganized disturbance".
  rareSenses.forEach((key, rank) => {
    for (const w of synset(key).words) if (senses(w, "noun")[0] === key) offer(w, SYNONYM * (1 - SENSE_DECAY * (SENSES + rank)));
    // "kitty", fourth of all a cat: an informal word for a thing means it in any of its senses.
    if (isInformalTerm(key)) for (const w of namedAbove(synset(key))) offer(w, SYNONYM * (1 - SENSE_DECAY * (SENSES + rank)));
  });
  const used = new Set(nounForms.flatMap((f) => senses(f, "noun").slice(0, Math.max(1, Math.min(SENSES, taggedSenses(f, "noun"))))));
  // A word never seen in use has its senses in no order of use: its "first" may be its rarest ("emu",
  // first an electromagnetic unit, then the bird), so the words under it count only where they mean that first.
  const unseen = nounForms.every((f) => taggedSenses(f, "noun") === 0);
  // A verb means the thing it is done with: fishing → to fish → fish (and so trout). Only for a word
  // said as a verb, or with no noun of its own: "station" is not "to station" (→ a post → a chair).
  const asVerb = /(ing|ed)$/.test(word) || nounSenses.length === 0;
  // The nouns spelt as the verb is (biking → to bike → a bicycle, a motorbike), and the first two others it names (a wheel, a cyclist).
  const derived = asVerb ? [...new Set(forms.flatMap((f) => senses(f, "verb")).slice(0, 2).flatMap((v) => synset(v).derived))].filter((k) => !nounSenses.includes(k)) : [];
  const spelt = (key: string) => synset(key).words.some((w) => forms.includes(w));
  const viaVerb = [...derived.filter(spelt), ...derived.filter((key) => !spelt(key)).slice(0, 2)];
  [...nounSenses, ...viaVerb].forEach((key, rank) => {
    const factor = 1 - SENSE_DECAY * rank - (rank >= nounSenses.length ? 0.05 : 0);
    const sense = synset(key);
    // Past the word's first sense, a synonym counts where the sense is the synonym's own first (a
    // bike is first of all a bicycle) or second to both (a commencement is a graduation), not where
    // it is rarer: a circus and a carnival share only "a frenetic disturbance", a circus's third.
    const shared = (w: string) => senses(w, "noun").indexOf(key);
    // Of its first sense too, a synonym counts only where it is said so: an earphone is also called
    // a "phone", but a phone is a telephone in the one sense of it seen in use.
    for (const w of sense.words) if ((rank === 0 && saidInSense(w, key)) || rank >= nounSenses.length || shared(w) === 0 || (rank === 1 && shared(w) === 1)) offer(w, SYNONYM * factor);
    if (isInformalTerm(key)) for (const w of namedAbove(sense)) offer(w, SYNONYM * factor);
    else for (const up of sense.broader) for (const w of synset(up).words) offer(w, BROADER * factor);
    // What a verb is the doing of (moving → a motion) has kinds as many as ways to do it (a travel,
    // a hike, a ride): the next ones only, where a thing it is done with keeps its kinds (a bicycle, a fish).
    const deepest = rank >= nounSenses.length && sense.lexfile === LEXFILE.act ? 1 : NARROWER_DEPTH;
    if ((used.has(key) || rank >= nounSenses.length) && depthOf(sense) >= MIN_DEPTH_FOR_NARROWER) narrower(sense, (w, depth) => offer(w, NARROWER(depth) * factor), unseen, deepest);
  });
  // Its dictionary form is what it means when the stemmer misses it ("picnicking" is a picnic, stemmed "picnick").
  const said = word.toLowerCase();
  for (const f of forms) if (f !== said) best.set(f, Math.max(best.get(f) ?? 0, SYNONYM));
  best.delete(said);
  const out = [...best].map(([w, similarity]) => ({ word: w, similarity })).sort((a, b) => b.similarity - a.similarity);
  cache.set(key, out);
  return out;
}

/** The words that name the same thing as `word` in one of its common senses ("bicycle" of "bike"). */
export function synonymsOf(word: string): string[] {
  const keys = baseForms(word).flatMap((f) => senses(f, "noun").slice(0, SENSES));
  return [...new Set(keys.flatMap((key) => synset(key).words))].filter((w) => !w.includes("_"));
}

/**
 * Whether WordNet knows "<modifier> <head>" as a kind of the head: a mountain bike is a bicycle,
 * but a cable car is a compartment and a petting zoo a collection of animals.
 */
export function compoundIsKindOf(modifier: string, head: string): boolean {
  return compoundOf(modifier, head)?.kindOfHead ?? false;
}

/**
 * Whether the first word is itself a kind of the second's thing, so that the second only says what
 * kind it is: a graduation is a ceremony, a kayak a boat, a poodle a dog; a fish is no tank, a
 * birthday no party. The three commonest senses of each.
 */
export function isKindOfWord(word: string, kind: string): boolean {
  const kinds = new Set(singularForms(kind).flatMap((form) => senses(form, "noun").slice(0, SENSES)));
  return singularForms(word).some((form) => senses(form, "noun").slice(0, SENSES).some((key) => !kinds.has(key) && isKindOf(key, kinds)));
}

/**
 * Whether the word is an ordinary English word in any regular form ("receipts", "swimming",
 * "nice"): a kind of thing, a verb, an adjective or adverb — not only a name WordNet happens to
 * know ("Kyoto" is an instance of a city, so a lowercase "kyoto" may still be the place).
 */
export function isEnglishWord(word: string): boolean {
  const w = word.toLowerCase();
  if (hasLemma(w, "adj") || hasLemma(w, "adv")) return true;
  // A name first ("Paris", "Rome") or a word too rare to have been seen in use ("nara", a shrub) is not an ordinary word.
  return kindOrVerb(w, (f) => taggedSenses(f, "noun") > 0);
}

/** Whether a regular form of the word is a verb, or a noun whose first sense is a kind of thing (not a name) that `noun` accepts. */
function kindOrVerb(word: string, noun: (form: string) => boolean = () => true): boolean {
  return baseForms(word).some((f) => senses(f, "verb").length > 0 || (senses(f, "noun").length > 0 && !synset(senses(f, "noun")[0]!).instance && noun(f)));
}

/**
 * Whether WordNet has the word as a kind of thing or a verb, however rarely seen ("van", a truck
 * WordNet's tagged texts never met), rather than first as a name ("Mexico", an instance of a country).
 */
export function namesAKind(word: string): boolean {
  return kindOrVerb(word.toLowerCase());
}

/** A noun as said and as one ("glasses" → glass, "benches" → bench, "ferries" → ferry). */
export function singularForms(word: string): string[] {
  const singulars = [word.replace(/(?<=[^s])s$/, ""), word.replace(/(?<=(?:ss|sh|ch|x|z))es$/, ""), word.replace(/ies$/, "y")];
  return [...new Set([word, ...singulars])];
}

/** Steps up WordNet's kinds a compound may be from its head's thing: a flea market is an open-air market, which is a market. */
const KIND_STEPS = 3;

/**
 * The one thing two words name together where WordNet has them as one noun, open or closed ("hot
 * dog", "wine glass" as wineglass, "bird house" as birdhouse), and whether it is a kind of the
 * second word's thing (a wineglass is a glass, a coffee cup a cup; a hot dog is no dog, a sea lion
 * no lion); null when WordNet has no such noun, or has it first as a name ("new york").
 */
export function compoundOf(first: string, second: string): Compound | null {
  for (const head of singularForms(second)) {
    for (const lemma of [`${first}_${head}`, `${first}${head}`]) {
      const keys = senses(lemma, "noun");
      if (!keys.length || synset(keys[0]!).instance) continue;
      const own = new Set(keys);
      // A word one of whose common senses is the thing itself names it alone ("serum" of "blood
      // serum", "hostel" of "youth hostel"); one that only also does ("dog", WordNet's fifth sense
      // of a hot dog) does not. Common: the first two, or as many as WordNet's tagged texts used.
      const alone = [first, head].map((word) => senses(word, "noun").slice(0, Math.max(2, taggedSenses(word, "noun"))).some((key) => own.has(key))) as [boolean, boolean];
      // The head's other senses: a flea market is a market, a hot dog no dog.
      const others = new Set(senses(head, "noun").filter((key) => !own.has(key)));
      return { lemma, kindOfHead: alone[1] || keys.some((key) => isKindOf(key, others, KIND_STEPS)), alone };
    }
  }
  return null;
}

export interface Compound {
  /** WordNet's lemma: "hot_dog", "wineglass". */
  lemma: string;
  /** Whether it is a kind of the second word's thing, or what that word names by itself. */
  kindOfHead: boolean;
  /** Per word, whether one of its common senses is this very thing. */
  alone: [boolean, boolean];
}

/** Whether WordNet knows "<first> <second>" as one kind of thing ("movie theater", "video game"). */
export function isCompoundNoun(first: string, second: string): boolean {
  return [second, second.replace(/(?<=[^s])s$/, "")].some((head) => firstSenseIsName([first, head]) === false);
}

/** Whether WordNet knows the words together first as a name of one thing ("new york", "long beach"), not a kind. */
export function isProperName(words: readonly string[]): boolean {
  return firstSenseIsName(words) === true;
}

/** Whether the words joined are first a name (true) or a kind of thing (false) to WordNet; null when it does not have them. */
function firstSenseIsName(words: readonly string[]): boolean | null {
  const first = senses(words.join("_").toLowerCase(), "noun")[0];
  return first === undefined ? null : synset(first).instance;
}

/**
 * Whether the word's commonest sense is named first by another word and it has no other part of
 * speech: "maria" is the plural of mare, a john first a toilet. Said alone, such a word is rarely
 * what a person means by it.
 */
export function isVariantOnly(word: string): boolean {
  const w = word.toLowerCase();
  const first = senses(w, "noun")[0];
  return first !== undefined && synset(first).words[0] !== w && senses(w, "verb").length === 0 && !hasLemma(w, "adj") && !hasLemma(w, "adv");
}

/** Whether WordNet has the word at all, in any part of speech or regular form ("procession", "convocation"): a word, not two glued. */
export function inDictionary(word: string): boolean {
  const w = word.toLowerCase();
  return hasLemma(w, "adj") || hasLemma(w, "adv") || baseForms(w).length > 0;
}

/** What two words said together mean when WordNet knows them as one ("boat race" → regatta), else nothing. */
export function phraseMeanings(first: string, second: string): Meaning[] {
  for (const lemma of singularForms(second).map((head) => `${first}_${head}`)) {
    if (senses(lemma, "noun").length) return meaningsOf(lemma);
  }
  // "book shop" is a bookshop, "tea pot" a teapot: the two written as one word, and what that means.
  for (const glued of singularForms(second).map((head) => `${first}${head}`)) {
    if (senses(glued, "noun").length) return [{ word: glued, similarity: SYNONYM }, ...meaningsOf(glued)];
  }
  return [];
}

/** Breadth first, so each word is offered at its shortest distance. */
function narrower(root: Synset, offer: (word: string, depth: number) => void, firstOnly = false, deepest = NARROWER_DEPTH): void {
  const seen = new Set([root.key]);
  let level = [root];
  for (let depth = 1; depth <= deepest && level.length && seen.size < MAX_VISITED; depth++) {
    const next: Synset[] = [];
    for (const s of level) {
      for (const key of s.narrower) {
        if (seen.has(key) || seen.size >= MAX_VISITED) continue;
        seen.add(key);
        const child = synset(key);
        // A word is the narrower thing where it is said in that sense (`saidInSense`: "van"), or its first
        // sense is a thing of the same kind ("bus", an old car in its fourth, is a vehicle in its
        // first): a Caterpillar tractor is a vehicle, but "cat" is an animal, and "flat" level land.
        // WordNet's informal words for a thing ("bread", "dough", "cabbage" for money, "bird" for a
        // woman) are that thing only where what they say first is the same kind of thing (lexicographer
        // file): the money asked for is no loaf a receipt reads, the woman no bird on a branch.
        const slang = isInformalTerm(key);
        const sameKindAsSlang = (w: string) => {
          const first = usage(w).keys[0];
          return first === key || (first !== undefined && synset(first).lexfile === child.lexfile);
        };
        for (const w of child.words) if (slang ? sameKindAsSlang(w) : (firstOnly ? usage(w).keys[0] === key : saidInSense(w, key)) || sameKindFirst(w, child)) offer(w, depth);
        next.push(child);
      }
    }
    level = next;
  }
}

/**
 * Whether `word` is used in `sense`: its first two, or one WordNet's tagged corpus saw it in
 * (senses come commonest first, the seen ones before the rest), or any of its common few where it
 * was never seen at all ("earpiece"). The corpus is small: a graduation is a commencement in its
 * second sense, never seen there. A sense that is none of its own (another spelling's) is not judged.
 */
function saidInSense(word: string, sense: string): boolean {
  const { keys, seen } = usage(word);
  const rank = keys.indexOf(sense);
  return rank <= 0 || rank < (seen === 0 ? SENSES : Math.max(seen, 2));
}

/** A word's noun senses and how many of them were seen in use, kept: a broad word's narrower search asks them of thousands of words, and the next query of many of the same. */
const usages = boundedCache<string, { keys: string[]; seen: number }>(50_000);
function usage(word: string): { keys: string[]; seen: number } {
  let found = usages.get(word);
  if (!found) {
    const { senses: keys, tagged } = sensesInUse(word, "noun");
    usages.set(word, (found = { keys, seen: tagged }));
  }
  return found;
}

/** Whether a word's first sense is filed with `sense` (WordNet's lexicographer file: animals, artifacts, foods…). */
function sameKindFirst(word: string, sense: Synset): boolean {
  const first = usage(word).keys[0];
  return first === undefined || first === sense.key || synset(first).lexfile === sense.lexfile;
}

/** Steps to WordNet's root along the first broader sense. */
function depthOf(sense: Synset): number {
  let depth = 0;
  for (let s = sense; s.broader.length && depth < 30; s = synset(s.broader[0]!)) depth++;
  return depth;
}

/** WordNet's "a prolonged period of time" ("we've known each other for ages"): long_time, age, years. */
let longTime: ReadonlySet<string> | null = null;

/**
 * Whether a word or two ("ages", "long time", "eons") name a long stretch of time: WordNet's
 * long_time or a kind of it, in any of their dictionary forms.
 */
export function meansLongTime(words: string): boolean {
  longTime ??= new Set(senses("long_time", "noun"));
  const said = words.toLowerCase().trim().replace(/\s+/g, "_");
  const forms = said.includes("_") ? [said] : baseForms(said);
  return forms.some((form) => senses(form, "noun").some((key) => isKindOf(key, longTime!, 3)));
}

/**
 * The dictionary forms a word may have, as WordNet's morphy finds them for regular endings
 * (its irregular lists are not in the package: the tagger's lemma covers "swam" → "swim").
 */
/**
 * The dictionary forms a word may be, as WordNet's morphy finds them: a plural's endings give
 * nouns, a verb's endings ("-ed", "-ing", "-ied") verbs only, so "married" is to marry, never the
 * noun its stem happens to spell ("marri", a eucalyptus). Without `verbEndings`, only the forms
 * that may be nouns.
 */
function baseForms(word: string, lemma?: string, verbEndings = true): string[] {
  const w = word.toLowerCase();
  const forms = [w, ...(lemma && lemma !== w ? [lemma.toLowerCase()] : [])].filter((f) => senses(f, "noun").length || senses(f, "verb").length);
  for (const [pattern, replacement] of NOUN_ENDINGS) if (pattern.test(w)) forms.push(...[w.replace(pattern, replacement)].filter((f) => senses(f, "noun").length || senses(f, "verb").length));
  if (verbEndings) for (const [pattern, replacement] of VERB_ENDINGS) if (pattern.test(w)) forms.push(...[w.replace(pattern, replacement)].filter((f) => senses(f, "verb").length));
  return [...new Set(forms)].filter((f) => f.length > 1);
}
/** Whether one of the word's senses as an adjective pertains to a noun ("sporting", of sport), not says what a thing is like ("moving", "boring"). */
function pertainsToANoun(word: string): boolean {
  return adjectiveSenses(word.toLowerCase()).some(pertainsToSomething);
}

/** The verb's senses whose nouns a form of it may mean: to move house is the fourth sense of "move". */
const NAMED_VERB_SENSES = 4;

/** The senses of the noun spelt as a verb that WordNet derives from the verb's commonest senses ("bike" → a bicycle, a motorbike). */
function nounsOfVerb(verb: string): string[] {
  const derived = new Set(senses(verb, "verb").slice(0, NAMED_VERB_SENSES).flatMap((v) => synset(v).derived));
  return senses(verb, "noun").slice(0, SYNONYM_SENSES).filter((key) => derived.has(key));
}

/** A plural's endings, and a verb's third person ("fishes"), which WordNet's noun and verb forms share. */
const NOUN_ENDINGS: Array<[RegExp, string]> = [[/ies$/, "y"], [/ses$/, "s"], [/xes$/, "x"], [/zes$/, "z"], [/ches$/, "ch"], [/shes$/, "sh"], [/men$/, "man"], [/s$/, ""]];
/** A verb's past and present participle: "married", "picnicking", "panicked", "stopped". */
const VERB_ENDINGS: Array<[RegExp, string]> = [
  [/ied$/, "y"], [/ing$/, ""], [/ing$/, "e"], [/ed$/, ""], [/ed$/, "e"], [/([bdgmnprt])\1ing$/, "$1"], [/([bdgmnprt])\1ed$/, "$1"],
  // "picnicking", "panicked": a verb ending in c takes a k before its ending.
  [/cking$/, "c"], [/cked$/, "c"],
];
