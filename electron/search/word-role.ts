/**
 * @file What a word left over from the parse is, read from WordNet rather than from lists: a thing
 * a photo can show (an animal, an artefact, a food, a plant, a natural object or phenomenon, a
 * substance, an event), a word about the asking (a photo term such as "headshot", or a verb that
 * says what a picture holds: "featuring", "labelled", "containing"), or neither.
 *
 * Runs in the engine's process, during retrieval, for the few query words nothing in the library
 * explains. A word about the asking never empties an answer ("shots featuring Ines" is every photo
 * of Ines); what a thing nothing explains should do is retrieval's to decide (`retrieve.ts`).
 */
import objectWords from "../library/analysis/object-words.json" with { type: "json" };
import { definition, hasLemma, isKindOf, senses, synset, taggedAs, type WordNetPos } from "../words/wordnet";

export type WordRole = "thing" | "asking" | "other";

/**
 * Noun lexicographer files (lexnames(5)) of what can be seen in a photo: animal, artifact, body,
 * event, food, object, phenomenon, plant, substance. A person (18) is a face the library knows or
 * not; an act, a time, a group or a communication is not one thing to see.
 */
const SEEN = new Set([5, 6, 8, 11, 13, 17, 19, 20, 27]);
/** verb.communication and verb.stative (lexnames(5)). */
const COMMUNICATION = 32;
const STATIVE = 42;
/** Verb frames (wninput(5)) whose subject is a thing: "Something ----s something/somebody". */
const THING_SUBJECT = new Set([10, 11]);

const roles = new Map<string, WordRole>();

/** The role of a lower-case query word; "other" for a word WordNet does not know. */
export function wordRole(word: string): WordRole {
  let role = roles.get(word);
  if (!role) roles.set(word, (role = roleOf(word)));
  return role;
}

function roleOf(word: string): WordRole {
  // "asap", "quickly", "again": a word WordNet knows only as an adverb says how or when to ask, not what a photo shows.
  if (!firstSense(word, "noun") && !firstSense(word, "verb") && hasLemma(word, "adv") && !hasLemma(word, "adj")) return "asking";
  const verb = firstSense(word, "verb");
  // "featuring", "labelled": what a picture holds or is called, said of the picture.
  if (verb && /(?:ing|ed)$/.test(word) && isAboutThePicture(verb)) return "asking";
  const noun = firstSense(word, "noun");
  if (!noun) return verb && isAboutThePicture(verb) ? "asking" : "other";
  if (isPhotograph(noun)) return "asking";
  return SEEN.has(synset(noun).lexfile) ? "thing" : "other";
}

/**
 * Whether a word WordNet knows says how something looked or what was going on rather than naming
 * a thing: said more often as an adjective or a verb than as a noun ("pink", "matching", "parked",
 * "lying", "sitting"). Nothing in a library confirms such a word but a caption or a visual model,
 * so beside a thing that is found it describes that thing's photo ("the rabbit sitting in the
 * box"). A noun ("pain", "cable", "number") names something, and a word WordNet does not know may
 * be a name: those stay.
 */
export function describesOnly(word: string): boolean {
  return wordRole(word) === "other" && saidMoreToDescribe(word);
}

/** Whether WordNet's tagged texts say the word more often as an adjective or a verb than as a noun ("pink", "grand", "parked"). */
export function saidMoreToDescribe(word: string): boolean {
  const said = (pos: "noun" | "verb") => Math.max(0, ...lemmasOf(word, pos).map((lemma) => taggedAs(lemma, pos)));
  const asAdjective = Math.max(taggedAs(word, "adj"), ...lemmasOf(word, "verb").map((lemma) => taggedAs(lemma, "adj")));
  return Math.max(asAdjective, said("verb")) > said("noun");
}

/** A verb sense of saying what something is called, or of a thing holding something ("contain", "feature"). */
function isAboutThePicture(key: string): boolean {
  const sense = synset(key);
  return sense.lexfile === COMMUNICATION || (sense.lexfile === STATIVE && sense.frames.some((f) => THING_SUBJECT.has(f)));
}

/** A kind with more kinds under it than this is a broad class ("a tree", "a building"), not one thing a photo would be tagged with. */
const MOST_KINDS_OF_ONE_THING = 100;

const specific = new Map<string, boolean>();

/**
 * Whether a word names one kind of thing a photo could be found by, not a broad class of them: a
 * "thing" (`wordRole`) whose commonest sense has at most a hundred kinds under it in WordNet
 * ("tractor" 4, "hotel" 16, "boat" 65; not "flower" 468, "vehicle" 520, "tree" 1014).
 */
export function isSpecificThing(word: string): boolean {
  let found = specific.get(word);
  if (found === undefined) {
    const sense = wordRole(word) === "thing" && !mayMeanOtherwise(word) ? firstSense(word, "noun") : null;
    specific.set(word, (found = sense !== null && kindsUnder(sense, MOST_KINDS_OF_ONE_THING + 1) <= MOST_KINDS_OF_ONE_THING));
  }
  return found;
}

let detected: Set<string> | null = null;

/**
 * The words the object detector looks for by name: each class's word and the words of its sense
 * or of kinds under it ("dog", "puppy", "pooch"; not "animal", which is broader than any class).
 * Not the word of a class named in two ("table" of "dining table", "sign" of "stop sign"), which
 * alone means more than the class, and not "person", who is a face and a name.
 */
function detectorWords(): Set<string> {
  if (detected) return detected;
  detected = new Set();
  for (const [label, words] of Object.entries(objectWords as Record<string, string[]>)) {
    if (label === "person") continue;
    const own = new Set(senses(words[0]!.replace(/ /g, "_"), "noun").slice(0, 1));
    for (const word of words) {
      if (label.includes(" ") && word === words[0]) continue;
      if (senses(word.replace(/ /g, "_"), "noun").slice(0, 2).some((key) => isKindOf(key, own))) detected.add(word);
    }
  }
  return detected;
}

/** noun.location and noun.object (lexnames(5)): a place or a natural object, which a place's name or shape may say ("the cape", "the lake"). */
const LANDFORM = new Set([15, 17]);

/** Whether the word's commonest sense is a landform or a place: where a photo was taken may be one without a word saying so. */
export function mayBeWhere(word: string): boolean {
  const sense = firstSense(word, "noun");
  return sense !== null && LANDFORM.has(synset(sense).lexfile);
}

let settings: Set<string> | null = null;

/**
 * Whether the word's commonest sense is a place one is in: a landform or a place (`mayBeWhere`), a
 * building or structure ("cabin", "bach"'s "house"), a facility ("campsite", "zoo") or an area
 * ("garden", "vineyard"). Not a thing one is in or on ("box", "jar", "car", "grill").
 */
export function isSetting(word: string): boolean {
  if (mayBeWhere(word)) return true;
  settings ??= new Set(["structure", "facility", "area", "geographical_area"].flatMap((lemma) => senses(lemma, "noun").slice(0, 1)));
  const sense = firstSense(word, "noun");
  return sense !== null && isKindOf(sense, settings);
}

/** Whether the object detector looks for what the word names, so that a library where it found none has none it could see ("dog", "puppies", "sofa"). */
export function isDetectable(word: string): boolean {
  return lemmasOf(word, "noun").some((lemma) => detectorWords().has(lemma));
}

/**
 * Whether the word may say something other than a thing in the photo: more often an adjective
 * than a noun ("the final evening"; not "submarine"), or a noun with a sense that is the picture itself ("without Aiko in the
 * frame", "the print").
 */
function mayMeanOtherwise(word: string): boolean {
  if (taggedAs(word, "adj") > taggedAs(word, "noun")) return true;
  return lemmasOf(word, "noun").some((lemma) => senses(lemma, "noun").some(isPhotograph));
}

/** How many senses lie under a sense, itself included, counting no further than `limit`. */
function kindsUnder(key: string, limit: number): number {
  const seen = new Set<string>();
  const walk = (k: string) => {
    if (seen.size >= limit || seen.has(k)) return;
    seen.add(k);
    for (const narrower of synset(k).narrower) walk(narrower);
  };
  walk(key);
  return seen.size;
}

let photographs: Set<string> | null = null;

/** Whether a noun sense is a photograph or a kind of one ("headshot", "snapshot"). */
function isPhotograph(key: string): boolean {
  photographs ??= new Set(senses("photograph", "noun").slice(0, 1));
  return isKindOf(key, photographs);
}

/** The most frequent sense of the word's lemma, trying WordNet's detachment rules (morphy) for inflected forms. */
export function firstSense(word: string, pos: WordNetPos): string | null {
  for (const lemma of lemmasOf(word, pos)) {
    const found = senses(lemma, pos)[0];
    if (found) return found;
  }
  return null;
}

function lemmasOf(word: string, pos: WordNetPos): string[] {
  const out = [word];
  const strip = (suffix: string, ...endings: string[]) => {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 2) return;
    const stem = word.slice(0, -suffix.length);
    for (const ending of endings) out.push(stem + ending);
    // "labelled", "shopping": a doubled final consonant.
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) out.push(stem.slice(0, -1));
  };
  if (pos === "noun") {
    strip("ies", "y");
    strip("es", "", "e");
    strip("s", "");
  } else {
    strip("ing", "", "e");
    strip("ed", "", "e");
    strip("ies", "y");
    strip("es", "", "e");
    strip("s", "");
  }
  return out;
}

let writingKinds: Set<string> | null = null;
const bearing = new Map<string, boolean>();

/**
 * Whether a thing is made to bear writing, so that a photo whose text was read may be of one
 * though no word names it: a kind of paper, sign, signboard, document or display ("card",
 * "billboard", "ticket"), or one whose definition says it carries words ("banner … used for
 * advertising", "chalkboard … for writing"). Its two commonest senses.
 */
export function bearsWriting(word: string): boolean {
  let found = bearing.get(word);
  if (found === undefined) {
    writingKinds ??= new Set(["paper", "sign", "signboard", "document", "written_communication", "display", "publication"].flatMap((lemma) => senses(lemma, "noun").slice(0, 1)));
    const keys = lemmasOf(word, "noun").flatMap((lemma) => senses(lemma, "noun").slice(0, 2));
    bearing.set(word, (found = keys.some((key) => isKindOf(key, writingKinds!) || WRITING_SAID.test(definition(key)))));
  }
  return found;
}
/** What a definition says of a thing that carries words: "used for advertising", "bearing an inscription", "for writing", "displaying a message". */
const WRITING_SAID = /\b(?:advertis\w*|inscri\w*|printed|written|writing|message|lettering|notice|announce\w*)\b/;

let collection: Set<string> | null = null;
const collective = new Map<string, boolean>();

/**
 * Whether a noun's commonest sense is a collection of things ("collection", "set", "batch",
 * "stack"): said after a word for photos ("the Aiko photo collection", "a photo set"), it is the
 * photos themselves.
 */
export function isCollection(word: string): boolean {
  let found = collective.get(word);
  if (found === undefined) {
    collection ??= new Set(senses("collection", "noun").slice(0, 1));
    const sense = firstSense(word, "noun");
    collective.set(word, (found = sense !== null && isKindOf(sense, collection)));
  }
  return found;
}
