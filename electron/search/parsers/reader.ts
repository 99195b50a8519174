/**
 * @file Reads what a run of tokens names at a position: a kind of photo, people in general, an
 * alias the user taught, a person, a place (each the longest phrase that fits, slips of the pen
 * included), and the cues said around them (a negation after a person, a verb of leaving out, a
 * comma list of choices). Pure; the recognisers (`english.ts`) ask it, it decides nothing of the plan.
 */
import { doubleMetaphone } from "double-metaphone";
import type { MediaKind, PersonRef, PlaceRef } from "../../query/plan";
import { fold } from "../../words/terms";
import { closestSpelling, editsAllowed } from "../../index/graph/spelling";
import { isAirlineName } from "../../index/graph/code-words";
import { inDictionary, isCompoundNoun, isEnglishWord, isProperName, namesAKind } from "../meanings";
import { isPartnerRelation } from "../partner-words";
import { hasLemma } from "../../words/wordnet";
import { englishHas } from "../../words/english-word";
import { SAID_FOR } from "../../library/places/nicknames";
import { allCountries } from "../../library/places/countries";
import { DIVISION_SUFFIXES } from "../../library/places/boundaries";
import { EXCLUSION_VERBS, MOSTLY_ELSE, SPLIT_PARTICLES } from "./exclusion-verbs";
import { isGivenName, namesOfOtherSexes } from "../../words/first-names";
import { EVENT_NOUNS, FILLER, FUNCTION_POS, GROUPS, KINDS, KIND_PHRASES, NEGATION_LEAD, PLACE_PREPOSITIONS, RELATION_WORDS, relationOf, toldWord, TRIP_NOUNS } from "./english-words";
import { wholeWordEnglish } from "../../index/graph/foreign-words";
import { isCommonWord, isContent, isUnknownWord } from "./content-words";
import { compassLead } from "./compass-words";
import { saysFoodOrEatery } from "./cuisine-words";
import { namesAnOccasion } from "../moments";
import { placeKindOf } from "../place-kinds";
import { SELF_RELATIONS } from "../../domain/self-in-words";
import { inflectedName, learnedAlias, PET_NAME, type Alias } from "./people-index";
import { namedWithEnding, PLACE_ENDING_CHANGES } from "./case-endings";
import type { ParseContext } from "./parser";
import type { Token } from "./query-tokens";

/** What a run of tokens was read as. */
export type Unit =
  | { kind: "person"; value: PersonRef; said: string }
  | { kind: "place"; value: PlaceRef }
  | { kind: "media"; value: MediaKind }
  | { kind: "people" }
  | { kind: "somebody" }
  | { kind: "alias"; value: Alias };


/**
 * The dictionary forms a token may have as a verb: the tagger's, and its "-ing" form undone
 * ("disregarding", "hiding", "ruling"), which the tagger reads as a noun or adjective after a comma.
 */
function verbBases(token: Token): string[] {
  const out = [token.lemma, token.word];
  const stem = /^(\w{2,})ing$/.exec(token.word)?.[1];
  if (stem) out.push(stem, `${stem}e`, ...(/([b-df-hj-np-tv-z])\1$/.test(stem) ? [stem.slice(0, -1)] : []));
  return out;
}

/** Words after which an order starts a clause of its own: "…and skip the receipts", "please omit Leo". */
const CLAUSE_OPENERS = new Set(["and", "but", "please", "then", "just", "also", "so"]);
/** "keep the screenshots out": keeping out is WordNet's shutting a door, not leaving out of a list. */
const KEEP_OUT = new Set(["out"]);

/** Lower-case words inside names of places: "Ciudad de México", "Stratford-upon-Avon", "Rio de Janeiro". */
/** A division's kind words that people do not say after a town's name ("Toronto state" is no Toronto). */
const NOT_SAID_OF_A_TOWN = new Set(["krai", "state", "territory"]);
/** Words that say what kind of division a place is, said after its name (a closed class): the boundaries' own, and the smaller kinds of a town. */
const DIVISION_KINDS = new Set([...DIVISION_SUFFIXES.filter((word) => !NOT_SAID_OF_A_TOWN.has(word)), "borough", "parish", "shire", "canton", "area"]);

export const NAME_CONNECTORS = new Set(["de", "del", "della", "di", "da", "do", "dos", "das", "la", "le", "les", "du", "des", "von", "van", "der", "den", "y", "upon", "on", "sur", "am", "an", "im"]);

/** A negation said after a person: "Leo isn't (in them)". */
const PERSON_NOT: string[][] = [["is", "n't"], ["is", "not"], ["'s", "not"], ["s", "not"], ["not"], ["are", "n't"], ["are", "not"], ["was", "n't"], ["was", "not"], ["were", "n't"], ["were", "not"]];
/** A negation that is complete after the person: "Maria excluded", "Omar left out", "where Omar doesn't appear". */
const PERSON_LEFT_OUT: string[][] = [
  ["not", "included"], ["left", "out"], ["excluded"], ["omitted"], ["is", "n't", "there"], ["was", "n't", "there"], ["is", "not", "there"], ["was", "not", "there"],
  ...["does", "did"].flatMap((verb) => ["n't", "not"].flatMap((not) => [[verb, not, "appear"], [verb, not, "show", "up"], [verb, not, "feature"]])),
];

/** Who did something, said before its verb: "we took out", "I left out" (not "you": "can you leave out the receipts" asks). */
const SUBJECTS: ReadonlySet<string> = new Set(["i", "we", "they", "he", "she"]);
/** The relations that make someone the user's partner (`relationOf`'s names for them). */
const PARTNERS: ReadonlySet<string> = new Set(["partner", "wife", "husband", "girlfriend", "boyfriend"]);

/** What "in" points at when it means the photo itself: "not in them", "isn't in the picture". */
const IN_THE_PHOTO = new Set(["it", "them", "those", "these", "the", "any", "this", "that", "photo", "photos", "picture", "pictures", "pic", "pics", "shot", "shots"]);

/** The words a restaurant called by its kitchen is said after: "the italian", "a chinese", "our indian". */
const KITCHEN_ARTICLES = new Set(["the", "a", "an", "our", "that", "this", "fave", "favourite", "favorite", "local"]);

let demonymList: string[] | null = null;
/** The words for countries' people ("portuguese", "japanese"), lower case, for slips of the pen. */
function demonyms(): string[] {
  return (demonymList ??= [...new Set(allCountries().flatMap((c) => c.demonyms.map((d) => fold(d))))].filter((d) => d.length >= 5 && !d.includes(" ")));
}

/** Whether two words sound the same (Double Metaphone): a spelling of one name, not another name. */
function soundsAlike(a: string, b: string): boolean {
  const [x, y] = [doubleMetaphone(a), doubleMetaphone(b)];
  return x.some((code) => code !== "" && y.includes(code));
}


/** Each kind's own name: said, the kind is meant even where the library has none of it. */
/** Words that say an area a name is: "in Cihangir", "around Moda", "near Karaköy". */
const AREA_PREPOSITIONS = new Set(["in", "around", "near", "across", "through", "within", "inside"]);
/** Who a question asks right after its verb: "Can you…", "Will we…", "May I…". */
const ASKED = new Set(["i", "you", "u", "we", "they", "he", "she", "it", "not", "n't", "please", "somebody", "someone"]);
const KIND_NAMES = new Set(["screenshot", "screenshots", "selfie", "selfies", "document", "documents", "receipt", "receipts", "video", "videos"]);

/** Whether the gazetteer's place is a country or continent. */
function isCountry(place: ReturnType<NonNullable<ParseContext["gazetteer"]>> | undefined): boolean {
  return place?.kind === "country" || place?.kind === "continent";
}

/** Reads people, places, kinds and aliases at a position, each the longest phrase that fits. */
export class Reader {
  constructor(
    private readonly query: string,
    private readonly tokens: Token[],
    private readonly context: ParseContext,
    private readonly people: Map<string, PersonRef>,
    private readonly places: Map<string, string>,
  ) {}

  /** Length of the longest of `sequences` that starts at `i`, or 0. */
  sequence(i: number, sequences: string[][]): number {
    let best = 0;
    for (const seq of sequences) {
      if (seq.length > best && seq.every((w, k) => this.tokens[i + k]?.word === w || this.tokens[i + k]?.lemma === w)) best = seq.length;
    }
    return best;
  }

  /**
   * How many tokens at `i` order what follows left out with a verb of leaving out ("omit",
   * "disregarding", "weed out"; `exclusion-verbs.ts`), or 0. The verb must be read as one, or open
   * a clause where the tagger may take an order for a noun ("skip selfies", "…, ditch the receipts").
   */
  exclusionVerb(i: number): number {
    if (!this.mayOrder(i)) return 0;
    const bases = verbBases(this.tokens[i]!);
    let best = 0;
    for (const [verb, ...rest] of EXCLUSION_VERBS) {
      if (rest.length + 1 > best && bases.includes(verb!) && rest.every((w, k) => this.tokens[i + 1 + k]?.word === w)) best = rest.length + 1;
    }
    return best;
  }

  /**
   * Whether the verb of leaving out at `i` (`n` tokens) is said in the middle of a clause ("Tom
   * skipping stones") and is one WordNet knows more often for something else: then it may say what
   * the photo shows rather than what to leave out. Said as an order ("skip the selfies", "Rome,
   * ignoring the selfies"), it is sure.
   */
  mayShowInstead(i: number, n: number): boolean {
    if (this.mayOpenClause(i)) return false;
    const rest = this.tokens.slice(i + 1, i + n).map((t) => t.word);
    return verbBases(this.tokens[i]!).some((base) => MOSTLY_ELSE.has([base, ...rest].join(" ")));
  }

  /** Whether a clause may open at `i`: the first word, or one after punctuation or a word that opens one ("but", "please"). */
  private mayOpenClause(i: number): boolean {
    const before = this.tokens[i - 1];
    return !before || before.pos === "PUNCT" || CLAUSE_OPENERS.has(before.word);
  }

  /**
   * Where the particle that closes a split verb of leaving out stands ("weed the receipts out",
   * "leave Aiko out", "keep the screenshots out"), or -1: a few words on, not followed by "of"
   * ("leave out of it" is another thing).
   */
  closingParticle(i: number): number {
    const token = this.tokens[i]!;
    const particles = /^(keep|keeping)$/.test(token.word) ? KEEP_OUT : this.mayOrder(i) ? verbBases(token).map((base) => SPLIT_PARTICLES.get(base)).find(Boolean) : undefined;
    if (!particles) return -1;
    return this.tokens.findIndex((t, j) => j > i + 1 && j <= i + 5 && particles.has(t.word) && this.tokens[j + 1]?.word !== "of");
  }

  /** Whether the token at `i` may be a verb said as an order: read as a verb, or opening a clause. */
  private mayOrder(i: number): boolean {
    const token = this.tokens[i];
    // "the kayak we took out on the lake": what someone did, not an order.
    if (SUBJECTS.has(this.tokens[i - 1]?.word ?? "")) return false;
    return Boolean(token && (token.pos === "VERB" || this.mayOpenClause(i)));
  }

  /** How many tokens at `i` are a verb of leaving out said as done to what came before: "Ines excluded", "Tom omitted", "Leo left out". */
  excludedAfter(i: number): number {
    const token = this.tokens[i];
    if (!token || token.word === token.lemma || /(?:ing|s)$/.test(token.word)) return 0;
    // "the kayak we took out on the lake": someone did it, in a clause of its own; nothing was left out.
    if (SUBJECTS.has(this.tokens[i - 1]?.word ?? "")) return 0;
    return EXCLUSION_VERBS.some((words) => words[0] === token.lemma) ? this.sequence(i, EXCLUSION_VERBS as string[][]) : 0;
  }

  /** Whether something to exclude starts at `i` ("but not Maria", "everything but receipts"). */
  startsUnit(i: number): boolean {
    while (this.tokens[i] && NEGATION_LEAD.has(this.tokens[i]!.word)) i++;
    const t = this.tokens[i];
    return Boolean(t && (this.unitAt(i, true) || isContent(t) || this.gluedCodeAt(i)));
  }

  /** Whether digits at `i` are glued to the letters after them ("5D", "X100V"'s "100V"): one name, as a camera or a sign writes it. */
  gluedCodeAt(i: number): boolean {
    const [digits, letters] = [this.tokens[i], this.tokens[i + 1]];
    return Boolean(digits && letters && /^\d+$/.test(digits.word) && digits.end === letters.start && /^\p{L}+$/u.test(letters.word));
  }

  personAt(i: number): boolean {
    return Boolean(this.tokens[i] && this.person(i));
  }

  /** The person the user said is themselves (relation "me"), if any. */
  self(): PersonRef | null {
    const names = (this.context.people ?? []).filter((p) => p.relation && SELF_RELATIONS.has(fold(p.relation))).map((p) => p.name);
    return names.length ? { label: names.join(" or "), names } : null;
  }

  /** The one person the user said is their partner (a partner, spouse, wife, husband, girlfriend, boyfriend, fiancée…), if one. */
  partner(): PersonRef | null {
    const partner = (relation: string) => {
      const said = toldWord(relation);
      return PARTNERS.has(relationOf(said) ?? "") || isPartnerRelation(said);
    };
    const names = (this.context.people ?? []).filter((p) => p.relation && partner(p.relation)).map((p) => p.name);
    return names.length === 1 ? { label: names[0]!, names } : null;
  }

  /** The people a group of the user's family names ("kids": their sons and daughters), as `personIndex` gathers them, if any. */
  group(name: string): PersonRef | null {
    return this.people.get(name) ?? null;
  }

  /**
   * How many tokens at `i` say the person just named is not in the photo: "isn't in them", "not
   * in it", "is not in the picture", or a bare "isn't" that ends the query. "Leo not in Paris" is
   * Leo, somewhere else: a place after "in" is not this.
   */
  personNotIn(i: number): number {
    const left = this.sequence(i, PERSON_LEFT_OUT) || this.excludedAfter(i);
    if (left) return left;
    const cue = this.sequence(i, PERSON_NOT);
    if (!cue) return 0;
    const next = this.tokens[i + cue];
    if (!next || next.pos === "PUNCT") return cue;
    if (next.word !== "in" && next.word !== "on") return 0;
    // "the ones Leo isn't in": "in" with nothing after it is in the photo.
    const what = this.tokens[i + cue + 1];
    if (!what || what.pos === "PUNCT") return cue + 1;
    return IN_THE_PHOTO.has(what.word) ? cue + 2 : 0;
  }

  /**
   * Whether tokens i…i+n are part of a longer proper name: a capitalised word glued to them that
   * is nothing known itself ("Middle" East, Bay "Area"), or one joined by a name's connector
   * ("Ciudad de" México). The query's first word does not count before them: people capitalise it.
   */
  insideLongerName(i: number, n: number): boolean {
    const capitalised = (at: number) => {
      const t = this.tokens[at];
      return Boolean(t && /^\p{Lu}/u.test(t.text) && !FILLER.has(t.word) && !KINDS[t.word] && !this.person(at) && !this.place(at));
    };
    const before = this.tokens[i - 1];
    if (before && i - 1 > 0 && capitalised(i - 1) && this.tokens[i - 1]!.end === this.tokens[i]!.start - 1) return true;
    if (before && NAME_CONNECTORS.has(before.text) && capitalised(i - 2)) return true;
    const after = this.tokens[i + n];
    return Boolean(after && capitalised(i + n) && after.start === this.tokens[i + n - 1]!.end + 1);
  }

  /** "… or Mom": the person after an "or", and where that reading ends. */
  /** ", Kwame or Priya" at `i`: people listed with commas whose last is joined by "or" (", or" too), and where the list ends. */
  commaChoiceAfter(i: number): { people: PersonRef[]; end: number } | null {
    const people: PersonRef[] = [];
    let at = i;
    while (this.tokens[at]?.word === ",") {
      const next = this.tokens[at + 1]?.word === "or" ? this.orPersonAfter(at + 1) : this.tokens[at + 1] ? this.person(at + 1) : null;
      if (!next) break;
      if ("person" in next) return { people: [...people, next.person], end: next.end };
      people.push(next.value.value);
      at = at + 1 + next.n;
    }
    const last = people.length ? this.orPersonAfter(at) : null;
    return last ? { people: [...people, last.person], end: last.end } : null;
  }

  orPersonAfter(i: number): { person: PersonRef; end: number } | null {
    if (this.tokens[i]?.word !== "or") return null;
    const found = this.tokens[i + 1] && this.person(i + 1);
    if (found) return { person: found.value.value, end: i + 1 + found.n };
    // "Leo or Priya" with no Priya known yet: either of them is Leo's photos, not none.
    const name = this.unknownNameAt(i + 1);
    return name ? { person: { label: name, names: [name] }, end: i + 2 } : null;
  }

  /** A capitalised name that is no English word and nothing the library knows ("Priya"), or null. */
  unknownNameAt(i: number): string | null {
    const token = this.tokens[i];
    if (!token || !(/^\p{Lu}/u.test(token.text) || isGivenName(token.word) || isUnknownWord(token.word)) || isCommonWord(token.word) || FILLER.has(token.word) || this.unitAt(i, false)) return null;
    return token.text[0]!.toUpperCase() + token.text.slice(1);
  }

  unitAt(i: number, negate: boolean): { value: Unit; n: number } | null {
    const token = this.tokens[i]!;
    // "boarding passes", "the wine list": a kind in two words, where the library is known to have one (else the words, as always before).
    const phrased = this.tokens[i + 1] ? KIND_PHRASES[`${token.word} ${this.tokens[i + 1]!.word}`] : undefined;
    if (phrased && this.context.hasKind?.(phrased) === true) return { value: { kind: "media", value: phrased }, n: 2 };
    // A boarding pass the library cannot tell from its other tickets (no flight's number read on it) is among its tickets.
    if (phrased === "boarding" && this.context.hasKind?.("ticket") === true) return { value: { kind: "media", value: "ticket" }, n: 2 };
    const kind = KINDS[token.word] ?? KINDS[token.lemma];
    // "movie theater", "video game": a kind said before another noun with which the dictionary
    // knows it as a thing of its own; "receipt paper" or "screenshot text" is still the kind.
    const next = this.tokens[i + 1];
    const compound = kind && next !== undefined && isCompoundNoun(token.word, next.word);
    // "movie" where the library has no video: the word (a cinema's sign), not a kind with nothing in it.
    // The kind's own name ("videos") is the kind, said so, whatever the library has.
    // A duplicate is nothing else a photo could show or say: with none held, the honest answer is none.
    const asWord = kind && kind !== "copy" && !KIND_NAMES.has(token.word) && this.context.hasKind?.(kind) === false;
    if (kind && !compound && !asWord) return { value: { kind: "media", value: kind }, n: 1 };
    if (negate && /^(people|person|persons|anyone|anybody|faces|face|humans|one|strangers|crowds?)$/.test(token.word)) return { value: { kind: "people" }, n: 1 };
    // "photos of people", "pictures with people in them": someone, whoever.
    if (!negate && /^(people|persons|humans|someone|somebody)$/.test(token.word)) return { value: { kind: "somebody" }, n: 1 };
    // "with nobody in them", "no-one around": nobody is itself the negation.
    if (/^(nobody|noone|no-one)$/.test(token.word) && this.tokens[i + 1]?.word !== "else") return { value: { kind: "people" }, n: 1 };
    const alias = this.alias(i);
    if (alias) return { value: { kind: "alias", value: alias.value }, n: alias.n };
    const person = this.person(i);
    // "photos in Sofia" with an aunt Sofia: a first name said where a place goes, and a place of
    // that name, is the place; "photos of Sofia", "at Sofia's" are still her.
    const wherePlaceGoes = PLACE_PREPOSITIONS.has(this.tokens[i - 1]?.word ?? "") && !/^['’]s?$/.test(this.tokens[i + 1]?.word ?? "");
    const place = person?.n === 1 && wherePlaceGoes ? this.place(i) : null;
    if (place && place.n === 1) return place;
    if (person) return person;
    const found = this.place(i) ?? this.caseOfPlace(i);
    if (found) return found;
    // "beach with mormor", "my abuela": a word of another language for a relation someone has.
    const kin = this.kinInAnotherLanguage(token);
    if (kin) return { value: { kind: "person", value: kin, said: token.text }, n: 1 };
    // A slip of the pen in a word the dictionary does not know: a kind, a person or a place the library has.
    // A given name may be a slip of someone's ("thomas" for Tomas), but is no slip of a kind or a
    // place: "Rose in the garden" is someone the library has not met, not Rome.
    if (!this.known(token)) {
      const slipPerson = closestSpelling(token.word, [...this.people.keys()].filter((k) => !k.includes(" ") && k.length >= 4 && !k.startsWith(PET_NAME)), (k) => k);
      // A given name of its own is a slip of one the library has ("Thomas" of Tomas, "Maia" of
      // Maria with a letter dropped), but not across the sexes ("Mario" is a man's name where Maria
      // is a woman's), nor a longer name that sounds otherwise ("Marina" is no Maria with a letter more).
      const anotherName = slipPerson !== null && isGivenName(token.word) && (namesOfOtherSexes(token.word, slipPerson) || (token.word.length > slipPerson.length && !soundsAlike(token.word, slipPerson)));
      if (slipPerson && !anotherName) return { value: { kind: "person", value: this.people.get(slipPerson)!, said: token.text }, n: 1 };
    }
    if (!this.known(token)) {
      const given = isGivenName(token.word);
      // A word of its own, capitalised as a name ("Bells Beach"), is no slip of a kind's ("bills").
      const slipKind = given || isEnglishWord(token.word) ? null : closestSpelling(token.word, Object.keys(KINDS), (k) => k);
      if (slipKind) return { value: { kind: "media", value: KINDS[slipKind]! }, n: 1 };
      // A given name is a place only as it sounds: "Sidney" is Sydney, "Rose" is not Rome.
      const slipPlace = closestSpelling(token.word, [...this.places.keys()].filter((k) => k.length >= 4), (k) => k);
      if (slipPlace && (!given || soundsAlike(token.word, slipPlace)) && !foldedOnto(token.text, this.places.get(slipPlace)!)) return { value: { kind: "place", value: { label: this.places.get(slipPlace)!, source: "library" } }, n: 1 };
      // "portugese holiday": a slip of a country's people, said as they sound.
      // Said as itself, place() has read it already (and after "in" it is a language).
      // Not a word of an airline's name ("uzbekistan airways"): its place is said as it is.
      const slipDemonym = given || this.tokens[i - 1]?.word === "in" || this.airlineAt(i, 1) ? null : closestSpelling(token.word, demonyms(), (k) => k);
      const country = slipDemonym && slipDemonym !== token.word && soundsAlike(token.word, slipDemonym) ? this.context.gazetteer?.(slipDemonym) : null;
      if (country) return { value: { kind: "place", value: { ...country, source: "gazetteer" } }, n: 1 };
    }
    const dropped = this.nameMissingALetter(token);
    if (dropped) return { value: { kind: "person", value: this.people.get(dropped)!, said: token.text }, n: 1 };
    return null;
  }

  /**
   * "Omr" for Omar: three letters are too few for a slip in general, but a capitalised word that
   * is no English word, spelt as exactly one of the library's four-letter names with a letter
   * left out (the first kept), is that person.
   */
  private nameMissingALetter(token: Token): string | null {
    if (token.word.length !== 3 || !/^\p{Lu}/u.test(token.text) || isEnglishWord(token.word) || this.context.knowsWord?.(token.word)) return null;
    const names = [...this.people.keys()].filter((k) => k.length === 4 && k[0] === token.word[0] && [1, 2, 3].some((at) => k.slice(0, at) + k.slice(at + 1) === token.word));
    return names.length === 1 ? names[0]! : null;
  }

  /**
   * The person a word of another language names by their relation: "mormor" (Swedish), "abuela"
   * (Spanish), "nonna" (Italian) are grandmother where someone is, as the dictionary's first senses say; not a
   * word English has, nor one the library says as written (someone called so, a sign).
   */
  private kinInAnotherLanguage(token: Token): PersonRef | null {
    if (token.word.length < 4 || isEnglishWord(token.word) || this.context.knowsWord?.(token.word)) return null;
    // The first sense that is a relation: "mormor" is a grandmother (then a grandfather, to the dictionary), "dotter" a daughter after a yolk.
    const sense = (wholeWordEnglish(token.word) ?? []).slice(0, KIN_SENSES).find((said) => relationOf(said));
    return (sense && this.people.get(sense)) || null;
  }

  /** A word that can only go on a name before it: letters, and nothing the dictionary, the gazetteer, the library's words or its people have. */
  private continuesAName(token: Token | undefined): boolean {
    if (!token || !/^\p{L}{2,}$/u.test(token.text) || FILLER.has(token.word) || FUNCTION_POS.has(token.pos)) return false;
    return !isEnglishWord(token.word) && !isGivenName(token.word) && !this.people.has(token.word) && !this.context.knowsWord?.(token.word) && !this.context.knowsSlipOf?.(token.word) && !this.context.gazetteer?.(token.text);
  }

  /** Known to the dictionary, or a word of the request: not read as a misspelt name. Capitalised words may still be names ("Pairs"). */
  private known(token: Token): boolean {
    if (token.word.length < 4 || editsAllowed(token.word.length) === 0) return true;
    if (FILLER.has(token.word) || FUNCTION_POS.has(token.pos)) return true;
    const capitalised = /^\p{Lu}/u.test(token.text);
    return !capitalised && (isEnglishWord(token.word) || (this.context.knowsWord?.(token.word) ?? false));
  }

  /** The folded text of `n` tokens from `from`, as written between them ("ile-de-france", "st. ives"). */
  private phrase(from: number, n: number): string {
    if (n === 1) return this.tokens[from]!.word;
    return fold(this.query.slice(this.tokens[from]!.start, this.tokens[from + n - 1]!.end)).replace(/\s+/g, " ").replace(/['’]s\b/g, "");
  }

  person(i: number): { value: Unit & { kind: "person" }; n: number } | null {
    const tokens = this.tokens;
    const phrase = (from: number, n: number) => this.phrase(from, n);
    const found = matchLongest(i, tokens, (n) => this.people.get(phrase(i, n)) ?? (tokens[i]!.word === "my" || tokens[i]!.word === "our" ? (n > 1 ? this.people.get(phrase(i + 1, n - 1)) : undefined) : undefined)) ?? this.petName(i) ?? this.caseOfName(i) ?? this.possessiveUnmarked(i);
    if (!found) return null;
    let { value, n } = found;
    const said = tokens.slice(i, i + n).map((t) => t.text).join(" ");
    // "my son Leo", "my daughter, Mia": the name says who; the relation word is not needed.
    const named = RELATION_WORDS.has(tokens[i + n - 1]!.word) || GROUPS[tokens[i + n - 1]!.word] ? this.nameAt(i + n + (tokens[i + n]?.word === "," ? 1 : 0)) : null;
    if (named) {
      return { value: { kind: "person", value: named.value, said: "" }, n: named.end - i };
    }
    // A relation that names one person reads as that person: the chip says "my mom → Maria Santos".
    if (value.names.length === 1 && fold(value.label) !== fold(value.names[0]!) && !GROUPS[tokens[i + n - 1]!.word]) {
      value = { label: value.names[0]!, names: value.names };
      return { value: { kind: "person", value, said }, n };
    }
    return { value: { kind: "person", value, said: "" }, n };
  }

  /**
   * "jacks first day", "kens garden", "tims party": a person's name with the "s" of its possessive
   * typed without the apostrophe, though name and "s" make an English word (jacks, kens, tims):
   * a name the library's people have is said of them ("ellies", no word, is read as a name with an ending).
   */
  private possessiveUnmarked(i: number): { value: PersonRef; n: number } | null {
    const word = this.tokens[i]!.word;
    if (word.length < 4 || !word.endsWith("s") || RELATION_WORDS.has(word.slice(0, -1)) || GROUPS[word]) return null;
    const ref = this.people.get(word.slice(0, -1));
    // A person by name, not a relation's word ("my son"), which has its own "s" (`sameWord`).
    return ref && !ref.label.startsWith("my ") ? { value: ref, n: 1 } : null;
  }

  /**
   * "Gabi" for Gabriela, "Bob" for Robert (`pet-names.ts`): a short form of one person's first
   * name, written as a name, or no English word ("santi"): "bill" and "val" written small are words.
   */
  private petName(i: number): { value: PersonRef; n: number } | null {
    const token = this.tokens[i]!;
    const ref = this.people.get(`${PET_NAME}${token.word}`);
    // "Maria in Leon": after a preposition of place, a place of the name is that place, not a form of Leo's name.
    const placeSaid = PLACE_PREPOSITIONS.has(this.tokens[i - 1]?.word ?? "") && Boolean(this.context.gazetteer?.(token.text));
    // "Can you find…", "Will we see…": a word that asks, before who is asked, though written as a name (Can, Will).
    const asks = isEnglishWord(token.word) && ASKED.has(this.tokens[i + 1]?.word ?? "");
    return ref && !placeSaid && !asks && (/^\p{Lu}/u.test(token.text) || !isEnglishWord(token.word)) ? { value: ref, n: 1 } : null;
  }

  /**
   * "v Brně", "w Krakowie", "Ostravě": a place the library has photos in, its name with a case
   * ending (`case-endings.ts`), where the word may be one (`mayBeCased`).
   */
  private caseOfPlace(i: number): { value: Unit & { kind: "place" }; n: number } | null {
    const token = this.tokens[i]!;
    if (!this.mayBeCased(i)) return null;
    const label = namedWithEnding(token.word, [...this.places].filter(([name]) => /^\p{L}+$/u.test(name)), (a, b) => a === b, PLACE_ENDING_CHANGES);
    if (!label) return null;
    const hit = this.context.gazetteer?.(label);
    return { value: { kind: "place", value: hit ? { ...hit, source: "gazetteer" } : { label, source: "library" } }, n: 1 };
  }

  /**
   * Whether a word may be a name with a case ending: no word WordNet has ("pavlova"), given name
   * of its own ("Marta" is not Martin's), place of its own ("Annecy"), or slip of a word the library has.
   */
  private mayBeCased(i: number): boolean {
    let may = this.cased.get(i);
    if (may === undefined) {
      const token = this.tokens[i]!;
      const ownWord = token.word.length < 4 || !/^\p{L}+$/u.test(token.word) || isCommonWord(token.word) || hasLemma(token.word, "noun") || isGivenName(token.word) || Boolean(this.context.gazetteer?.(token.text));
      // "Maria at the marathn": a slip of a word the library has is that word, mended where words are found.
      may = !ownWord && !this.context.knowsSlipOf?.(token.word);
      this.cased.set(i, may);
    }
    return may;
  }
  /** `mayBeCased` by token: a person and a place ask it of the same word, and the library's slips are a search of its words. */
  private readonly cased = new Map<number, boolean>();

  /**
   * "s Pavlem", "z Kasią": someone's name with a case ending (`inflectedName`), where the word may be one (`mayBeCased`).
   */
  private caseOfName(i: number): { value: PersonRef; n: number } | null {
    if (!this.mayBeCased(i)) return null;
    const ref = inflectedName(this.tokens[i]!.word, this.people);
    return ref ? { value: ref, n: 1 } : null;
  }

  /** A person's own name at `i` (not a relation word), and where it ends. */
  private nameAt(i: number): { value: PersonRef; end: number } | null {
    const t = this.tokens[i];
    if (!t || RELATION_WORDS.has(t.word)) return null;
    const found = matchLongest(i, this.tokens, (n) => {
      const ref = this.people.get(this.phrase(i, n));
      return ref && ref.names.length === 1 && fold(ref.label) === fold(ref.names[0]!) ? ref : undefined;
    });
    return found ? { value: found.value, end: i + found.n } : null;
  }

  /**
   * The place named at `i`: a side of one ("northern Spain", `compass-words.ts`) where that reads
   * further than any name at `i` does, so "North Carolina", "South Africa" and "the East Coast"
   * stay names while "the east coast of Australia" is Australia's.
   */
  place(i: number): { value: Unit & { kind: "place" }; n: number } | null {
    const named = this.namedPlace(i);
    const side = this.sideOfPlace(i);
    return side && side.n > (named?.n ?? 0) ? side : named;
  }

  /**
   * A country, state or region with a side said before it ("northern Spain", "the north of Italy",
   * "north-east Scotland", "the north coast of Spain"): that place, with its part. Not where the
   * words together are a name of their own ("south africa" typed small, a library's "North Shore"),
   * nor a city: a city's north is no side anyone searches by.
   */
  private sideOfPlace(i: number): { value: Unit & { kind: "place" }; n: number } | null {
    const lead = compassLead(this.tokens, i);
    if (!lead || !this.tokens[i + lead.n]) return null;
    const found = this.namedPlace(i + lead.n, true);
    if (!found) return null;
    const place = found.value.value;
    const kind = place.kind ?? this.context.gazetteer?.(place.label)?.kind;
    if (!kind || kind === "city" || place.within?.length || place.near) return null;
    const n = lead.n + found.n;
    const written = this.query.slice(this.tokens[i]!.start, this.tokens[i + n - 1]!.end);
    if (this.places.has(fold(written)) || this.context.gazetteer?.(written)) return null;
    const coast = lead.coast ? placeKindOf("coast")?.kinds : undefined;
    return { value: { kind: "place", value: { ...place, part: { side: lead.side, ...(coast ? { coast } : {}) } } }, n };
  }

  /**
   * "in Cihangir", "around Moda": a name said as an area, which no gazetteer has but the library's
   * own words say (a receipt, a sign, a memory), is a place of the library's, found where the photos
   * that name it were (`search/said-nearby.ts`). No English word ("in town"), no one's name; said
   * "at" or "from" it is as often a shop ("stuff from Decathlon", "apart from ramen"), left a word.
   */
  private saidOnlyInTheLibrary(token: Token): boolean {
    const word = token.word;
    // A word of a place's name said alone ("at Tahoe") is that place (`placeByPartOfName`).
    if (this.placesByPart().has(word) || this.context.placeByPart?.(word)) return false;
    return /^\p{L}{3,}$/u.test(word) && !isEnglishWord(word) && !FILLER.has(word) && !isGivenName(word) && !this.people.has(word) && !this.people.has(`${PET_NAME}${word}`) && this.context.knowsWord?.(word) === true;
  }

  /** The place a name at `i` says; `saidAsPlace` where the words before it already say a place follows ("northern …"). */
  private namedPlace(i: number, saidAsPlace = false): { value: Unit & { kind: "place" }; n: number } | null {
    const town = this.townWithWhere(i);
    if (town) return { value: { kind: "place", value: town.value }, n: town.n };
    const tokens = this.tokens;
    const token = tokens[i]!;
    // "things I wanted to buy": "to" before a verb says what was done, not where (a town called Buy).
    const infinitive = tokens[i - 1]?.word === "to" && token.pos === "VERB" && !/^\p{Lu}/u.test(token.text);
    const afterPreposition = saidAsPlace || (i > 0 && PLACE_PREPOSITIONS.has(tokens[i - 1]!.word) && !infinitive);
    const found = matchLongest(i, tokens, (n): PlaceRef | undefined => {
      const words = tokens.slice(i, i + n);
      const phrase = this.phrase(i, n);
      const written = this.query.slice(words[0]!.start, words.at(-1)!.end);
      // "Ciudad de México", "Rio de Janeiro": a name's connecting words are written small.
      // "Sydney, AU": the comma of a city said with where it is.
      const capitalised = words.every((t, k) => /^\p{Lu}/u.test(t.text) || (k > 0 && k < n - 1 && (NAME_CONNECTORS.has(t.text) || t.text === ",")));
      // "Prince Edward County", "the Kyoto region": a place of the library said with what kind of
      // division it is, which its photos' names leave out.
      // A division the gazetteer knows by that name ("Kyoto Prefecture", the state) is that division.
      const article = words[0]!.word === "the" ? 1 : 0;
      const kindOfDivision = n > 1 + article && DIVISION_KINDS.has(words.at(-1)!.word) ? this.places.get(this.phrase(i + article, n - 1 - article)) : undefined;
      // "Alaska Airlines", "Air Canada", "Singapore Airlines flight": an airline of that name, not the place.
      if (this.airlineAt(i, n)) return undefined;
      const name = this.places.get(phrase);
      // "Fårö" is no Faro, "montaña" no Montana: a letter of its own the name lacks was folded away.
      if (name && foldedOnto(written, name)) return undefined;
      if (name) {
        // A place called like a word of the sentence ("IN", India's code) only when written as it is.
        if (n === 1 && FILLER.has(token.word) && token.text !== name) return undefined;
        // "wedding photos": a district called Wedding is a place only when said like one and nothing else explains the word.
        // A country the library has photos in is that country however it is written ("pics from japan"):
        // its name is in the photos' own place names, so the library "knowing the word" says nothing.
        // After a place's preposition ("pics from bath"), the word is the place unless the library says
        // it otherwise than as the place's own name (a memory's "bath time").
        const known = this.context.gazetteer?.(written);
        if (n === 1 && !capitalised && isEnglishWord(token.word) && (!afterPreposition || (this.context.knowsWordBesidesPlaces ?? this.context.knowsWord)?.(token.word)) && !isCountry(known)) return undefined;
        // A country is all of its land: its photos by their position, and what names its cities ("NRT" is Tokyo's).
        return known?.kind === "country" && fold(known.label) === fold(name) ? { ...known, source: "gazetteer" } : { label: name, source: "library" };
      }
      // "us" is a word, "the US" a country: written in capitals, or after "the" ("canada or the us"), it is the name.
      const theUs = n === 1 && token.word === "us" && tokens[i - 1]?.word === "the";
      if (n === 1 && FILLER.has(token.word) && token.text !== "US" && !theUs) return undefined;
      // "rio br", "lyon fr": a code typed small after a name is the code when it is no word ("rome it" is not Italy).
      const last = words.at(-1)!;
      const typedSmall = n > 1 && /^[a-z]{2,3}$/.test(last.text) && !FILLER.has(last.word) && !NAME_CONNECTORS.has(last.word) && !isEnglishWord(last.word);
      const asked = typedSmall ? `${written.slice(0, written.length - last.text.length)}${last.text.toUpperCase()}` : written;
      // "our trip to nz", "the uk holiday", "usa pics": a country's code typed small where a place
      // stands (after "to", "in", "from", or before a trip's noun) is the country, where it is no word.
      // A town of the name is second to it ("aus" is Australia, not Aus in Namibia); a state is not ("ala" is Alabama).
      const codeTypedSmall = n === 1 && /^[a-z]{2,3}$/.test(token.text) && !FILLER.has(token.word) && !englishHas(token.word) && !isGivenName(token.word) && (afterPreposition || TRIP_NOUNS.test(tokens[i + 1]?.word ?? ""));
      const byName = this.context.gazetteer?.(theUs ? "US" : asked);
      const coded = codeTypedSmall && (!byName || !byName.kind || byName.kind === "city") ? this.context.gazetteer?.(token.text.toUpperCase()) : null;
      const byCode = isCountry(coded) ? coded : null;
      const hit = byCode ?? byName;
      if (hit && foldedOnto(written, hit.label)) return undefined;
      // "the deer in the phoenix park", "walk in Lincoln Park": a name a memory says with the word
      // after it (Dublin's Phoenix Park), or whole, is those words where the library has no photo of
      // the place of the name (Phoenix, Arizona; Lincoln Park, Michigan).
      const after = tokens[i + n];
      const together = (a: Token, b: Token) => this.context.saysTogether?.(a.word, b.word) === true;
      const saidSo = n > 1 ? words.every((t, k) => k === 0 || together(words[k - 1]!, t)) : after !== undefined && together(token, after);
      if (hit && saidSo && !this.places.has(fold(hit.label))) return undefined;
      // "the rabbit in the carlsberg box", "a corona bottle on the table": a town's name read in the
      // library's own photos and said before the thing it is written on is that writing (a brand),
      // where no photo of the library is at the place; a country or region is said as itself.
      if (hit && n - article === 1 && after?.pos === "NOUN" && isEnglishWord(after.word) && (!hit.kind || hit.kind === "city") && !hit.demonym && !this.places.has(fold(hit.label)) && (this.context.knowsWord?.(words.at(-1)!.word) || this.context.knowsSlipOf?.(words.at(-1)!.word))) return undefined;
      if (!hit) return kindOfDivision ? { label: kindOfDivision, source: "library" } : n === 1 && AREA_PREPOSITIONS.has(tokens[i - 1]?.word ?? "") && this.saidOnlyInTheLibrary(token) ? { label: token.text, source: "library" } : undefined;
      // "the wedding at Oran Mor", "drinks at Lyon Qelt": a town the library has no photo of, said
      // straight before a word no dictionary, place, person or photo of the library has, is the
      // start of a longer name the gazetteer lacks (a venue, a bar), not that town.
      if ((!hit.kind || hit.kind === "city") && !this.places.has(fold(hit.label)) && this.continuesAName(tokens[i + n])) return undefined;
      // A small town of the world is second to a word of a bigger place's name: the library's own
      // ("Merritt" of Merritt Island), or a lake's or island's ("Okeechobee").
      if (hit.town && n === 1 && (this.placesByPart().has(token.word) || this.context.placeByPart?.(token.word))) return undefined;
      // "maurice and me", "photos of karin", "isla at the beach": another name of a place the library
      // has no photo of ("Maurice" is Mauritius in French, "Karin" Kayin State, "Isla" Senglea) that
      // is a given name or a word the library's own words say is that name, where no preposition or
      // trip noun says a place ("pics from roma", "philly trip" stay places), nor a people's name ("welsh pics").
      if (n === 1 && !afterPreposition && !hit.demonym && !TRIP_NOUNS.test(tokens[i + 1]?.word ?? "") && fold(written) !== fold(hit.label) && !this.places.has(fold(hit.label)) && (isGivenName(token.word) || this.context.knowsWord?.(token.word))) return undefined;
      // "Toronto Island": another name of a place the library has no photo of that is an English word
      // ("Island", Iceland in German; "Islands", a district of Hong Kong) is the word; a place called by
      // its own name ("Nice", "Reading") is left to the rules below, and so is one photographed ("turkey").
      if (n === 1 && !hit.demonym && !theUs && SAID_FOR[written.toLowerCase()] === undefined && fold(written) !== fold(hit.label) && isEnglishWord(token.word) && !this.places.has(fold(hit.label))) return undefined;
      // "Portland, OR": a city with its state's code. In lower case a code that is a word ("portland, or
      // seattle", "bath, me and Leo") is that word.
      const code = hit.within ? written.slice(written.lastIndexOf(",") + 1).trim() : "";
      if (code && code.length <= 3 && code === code.toLowerCase() && (FILLER.has(code) || isEnglishWord(code))) return undefined;
      const region = Boolean(hit.kind && hit.kind !== "city");
      // A capital letter or a preposition marks a name; at the start a capital says nothing ("Reading glasses",
      // "Leo swimming" and the town of Léo), so only a country or region is read there.
      // Beside "and"/"with" a capitalised name is more likely someone the library does not know yet
      // ("Maria and Leo" is not the town of Léo) unless it is a country or region.
      const listed = i > 0 && /^(and|or|with|&|,|nor)$/.test(tokens[i - 1]!.word) && !region;
      const proper = capitalised && !listed && (i > 0 || n > 1 || ((region || !words.some((t) => this.context.knowsWord?.(t.word))) && !words.some((t) => isEnglishWord(t.word))));
      // A name the library already has as a word ("Chelsea", the cat) is that word unless said as a place.
      // Said with where it is ("Mexico City Mexico"), it is the place, whatever words the library has.
      // A city WordNet knows by a name of two words or more, one of them no English word ("New York"), is
      // that city though the library has each word ("new" in a memory, "York" in East York's photos);
      // "long beach" may still be a long beach.
      const knownCity = n > 1 && isProperName(words.map((t) => t.word)) && words.some((t) => !isEnglishWord(t.word));
      // "Praha", "Wien": a city the library has photos of, by its other name, is the city though a
      // receipt of it has the name too; the photos with the name are in the city.
      const otherName = fold(written) !== fold(hit.label) && this.places.has(fold(hit.label)) && words.every((t) => !isCommonWord(t.word));
      if (!region && !afterPreposition && !hit.within?.length && !knownCity && !otherName && words.every((t) => this.context.knowsWord?.(t.word))) return undefined;
      // A camera its photos were taken with ("olympus pics", "shot on my Leica") is that camera, however
      // big the place of the name (Mount Olympus), unless said as a place or with where it is.
      const saidWords = words.filter((t) => !FILLER.has(t.word));
      if (!afterPreposition && !hit.within?.length && saidWords.length && saidWords.every((t) => this.context.knowsMade?.(t.word))) return undefined;
      // A state or province the library has no photo of, named like an English word, is that word unless
      // said as a place: "the Falcon launch" is no trip to Falcón. Countries are said as themselves.
      // "the Falcon": the article says nothing of the name.
      const named = words.filter((t) => !FILLER.has(t.word));
      // A region named in two words ("pacific northwest") is as rarely a phrase of the sentence as a country.
      // A demonym ("Scottish") is said as itself, as a country's is.
      const stateLike = region && !hit.demonym && hit.kind !== "country" && hit.kind !== "continent" && !hit.countries?.length && !(hit.kind === "region" && named.length > 1);
      if (stateLike && !afterPreposition && named.every((t) => isEnglishWord(t.word))) return undefined;
      // So is one typed small whose name WordNet has as a kind of thing, however rarely met in use
      // ("the plateau", "cabane à sucre": a state of Benin, a department of Bolivia), where the library has no photo of it.
      if (stateLike && !afterPreposition && !capitalised && !this.places.has(fold(hit.label)) && named.every((t) => namesAKind(t.word))) return undefined;
      // "Leo isn't in them", "Florence and me": a given name is someone the library has not met yet, not the town of Léo.
      if (!region && !afterPreposition && n === 1 && isGivenName(token.word)) return undefined;
      // Countries and regions are rarely ordinary words ("japanese food", "in europe"); cities often are ("nice", "bath").
      // Of two or more words, one that is no word at all marks the name: "north america", "washington state".
      // A group of countries or states people name in two words is that group, however written ("nordic countries",
      // "middle east", "pacific northwest").
      const nameLike = !named.every((t) => isEnglishWord(t.word)) || (named.length > 1 && (Boolean(hit.countries?.length) || hit.kind === "region"));
      // A country the library has photos in is that country however it is written ("turkey 2025"),
      // and so is a city it has photos of, by another name that is no English word ("kaapstad").
      const photographed = this.places.has(fold(hit.label)) && (hit.kind === "country" || named.every((t) => !isCommonWord(t.word)));
      // "photos from the holiday with Sam", "pics from the bath", "back from holiday": a town called
      // like a word, written small, is that word after "the" (no town takes an article), and a word
      // for a trip is the trip, unless the library has photos of the town.
      const small = named.length === 1 && !/^\p{Lu}/u.test(named[0]!.text) && isEnglishWord(named[0]!.word);
      // So is a state or district called like a common word ("in the valley": The Valley, Anguilla; "in
      // the capital", "in the lakes"), though not a range, sea or island people say with "the" ("the alps").
      if (small && (!region || (stateLike && !hit.shape)) && !photographed && (article === 1 || EVENT_NOUNS.has(named[0]!.word))) return undefined;
      // A city named in two or more words none of them English is the city ("ciudad de mexico", "san francisco").
      // So is one WordNet knows as the name of one place ("new york", "long beach").
      // A nickname of two words or more ("the emerald city", "big apple") is as rarely a phrase of the sentence.
      const cityName = !region && n > 1 && ((named.length > 1 && named.every((t) => !isCommonWord(t.word) || NAME_CONNECTORS.has(t.word))) || isProperName(words.map((t) => t.word)) || SAID_FOR[written.toLowerCase()] !== undefined);
      // A city placed by the code or country after it ("sydney au", "mexico city mexico") is said as a name, as
      // capitals would say; unless it starts with a common word ("nice france" may be nice photos of France).
      // Nor with a trip's noun, after its article: "the holiday we took before the United States" is no town called Holiday.
      const head = words.find((t) => !FILLER.has(t.word)) ?? token;
      const placedByCode = Boolean(hit.within?.length) && (typedSmall || !isCommonWord(head.word)) && !EVENT_NOUNS.has(head.word);
      if (!proper && !afterPreposition && !hit.demonym && !(region && nameLike) && !photographed && !cityName && !theUs && !placedByCode) return undefined;
      // "a sign in Spanish", "written in Japanese": a demonym after "in" is the language, not the country.
      if (hit.demonym && i > 0 && tokens[i - 1]!.word === "in") return undefined;
      // "georgia's recital", "lunch with sofia", "paris and jordan": a place the library has no photo
      // of, named as the memories name someone, or whose occasion it is, is them, not the place.
      if (n - article === 1 && !photographed && !hit.demonym && (this.context.namedInMemories?.(words.at(-1)!.word) || this.ownsAnOccasion(i + n))) return undefined;
      // "dinner at the italian", "tacos from the mexican place", "thai food": a demonym said of what is
      // eaten or where, or alone after an article, is the kitchen, not the country, where the library
      // has no photo there or its memories say the word ("the italian place downtown").
      if (hit.demonym && n - article === 1 && this.saysAKitchen(i + article) && (!photographed || this.context.knowsWord?.(words.at(-1)!.word))) return undefined;
      return { ...hit, source: "gazetteer" } satisfies PlaceRef;
    });
    if (found) return { value: { kind: "place", value: found.value }, n: found.n };
    const part = this.partOfName(i);
    return part ? { value: { kind: "place", value: part }, n: 1 } : null;
  }

  /** Whether the possessive at `i` is of an occasion only people have: "georgia's recital", "paris's 7th birthday". */
  ownsAnOccasion(i: number): boolean {
    const next = this.tokens[i + 1];
    return /^['’]s$/.test(this.tokens[i]?.text ?? "") && next !== undefined && (next.word === "birthday" || namesAnOccasion(next.word));
  }

  /**
   * Whether the demonym at `i` is said of a kitchen: before what is eaten or where ("thai food",
   * "the mexican place", `saysFoodOrEatery`), or alone after an article, as a restaurant is called
   * ("the italian", "an indian last night"); not before another noun ("the italian lakes").
   */
  saysAKitchen(i: number): boolean {
    const next = this.tokens[i + 1];
    if (next?.pos === "NOUN" || next?.pos === "PROPN") return saysFoodOrEatery(next.word);
    return KITCHEN_ARTICLES.has(this.tokens[i - 1]?.word ?? "");
  }

  /**
   * "Eugene Oregon", "Tacoma Washington", "Lyon France", "in Tacoma in Washington": a town said
   * with the state or country it is in means that town, as "Eugene, Oregon" does; the state only
   * says which Eugene, and is no second place to search as well. Read when the gazetteer has a town
   * of the name in the state or country named after it (`lookUpPlace`'s "Town, State"). A town
   * named like an English word ("beach california") is that word unless written as a name
   * within the sentence.
   */
  private townWithWhere(i: number): { value: PlaceRef; n: number } | null {
    const gazetteer = this.context.gazetteer;
    const tokens = this.tokens;
    if (!gazetteer || FILLER.has(tokens[i]!.word)) return null;
    for (let n = Math.min(6, tokens.length - i); n >= 2; n--) {
      for (let k = n - 1; k >= 1; k--) {
        const town = tokens.slice(i, i + k);
        const joint = tokens[i + k]!.word;
        const from = i + k + (joint === "in" || joint === "," ? 1 : 0);
        const where = tokens.slice(from, i + n);
        if (!where.length || where.some((t) => FILLER.has(t.word) || t.word === ",") || town.some((t) => t.word === ",")) continue;
        const written = (words: Token[]) => this.query.slice(words[0]!.start, words.at(-1)!.end);
        const asName = town.every((t) => /^\p{Lu}/u.test(t.text) || NAME_CONNECTORS.has(t.text));
        const ordinary = town.some((t) => isCommonWord(t.word) && !NAME_CONNECTORS.has(t.word));
        if (ordinary && !(asName && i > 0)) continue;
        const found = gazetteer(`${written(town)}, ${written(where)}`);
        if (found?.kind === "city" && found.within?.length) return { value: { ...found, source: "gazetteer" }, n };
      }
    }
    return null;
  }

  /**
   * A place said by one word of its name: "Tahoe" for Lake Tahoe, "Merritt" for Merritt Island,
   * "the Cape" where the library has one place with "Cape" in its name. The library's own place
   * names first (a word of one of them and no other), then the lakes, islands, ranges and regions
   * of the gazetteer (`placeByPart`). A word the dictionary knows, or a given name, is that word
   * unless written as a name where a place is said (a capital after "the" or "in", not first; no
   * adjective, which starts some other name), and then only of the library's names: "the cape I wore" and "the Great view" stay words. A word the
   * library's own texts have is that word unless said after a place's preposition ("Chelsea", the cat).
   */
  private partOfName(i: number): PlaceRef | null {
    const token = this.tokens[i]!;
    const word = token.word;
    if (!/^\p{L}{4,}$/u.test(word) || FILLER.has(word) || NAME_CONNECTORS.has(word)) return null;
    const before = this.tokens[i - 1];
    const afterPreposition = before !== undefined && PLACE_PREPOSITIONS.has(before.word);
    const saidAsName = i > 0 && /^\p{Lu}/u.test(token.text) && before !== undefined && (before.word === "the" || afterPreposition);
    const ordinary = isCommonWord(word) || isGivenName(word);
    // "the New collection", "the Western films": a word that describes is the start of some other name.
    if (ordinary && (!saidAsName || hasLemma(word, "adj"))) return null;
    const own = this.placesByPart().get(word);
    // A word the library knows may be its own (a memory's "Merritt", the cat Chelsea), unless it is no
    // word or name at all and one of its places' names has it: "Bariloche" is known because its photos
    // are labelled "San Carlos de Bariloche".
    if (!afterPreposition && this.context.knowsWord?.(word) && (ordinary || !own)) return null;
    if (own) return { label: own, source: "library" };
    const world = ordinary ? null : this.context.placeByPart?.(word);
    return world ? { ...world, source: "gazetteer" } : null;
  }

  #placesByPart: Map<string, string> | null = null;
  /** Each word of the library's place names of two words or more that is in one name only, to that name as the library spells it. */
  private placesByPart(): Map<string, string> {
    if (this.#placesByPart) return this.#placesByPart;
    const parts = new Map<string, string | null>();
    for (const [folded, name] of this.places) {
      const words = folded.split(/[\s\-]+/);
      if (words.length < 2) continue;
      for (const word of new Set(words)) parts.set(word, parts.has(word) && parts.get(word) !== name ? null : name);
    }
    return (this.#placesByPart = new Map([...parts].filter((entry): entry is [string, string] => entry[1] !== null && !this.places.has(entry[0]))));
  }

  alias(i: number): { value: Alias; n: number } | null {
    return learnedAlias(i, this.tokens, this.context);
  }

  /** Whether tokens `i` to `i + n` are the place word of an airline's name said with it ("Alaska Airlines", "Air France"). */
  private airlineAt(i: number, n: number): boolean {
    const name = this.query.slice(this.tokens[i]!.start, this.tokens[i + n - 1]!.end);
    const after = this.tokens[i + n];
    const before = this.tokens[i - 1];
    return isAirlineName(name) || (after !== undefined && AIRLINE_WORDS.has(after.word) && isAirlineName(`${name} ${after.text}`)) || (before?.word === "air" && isAirlineName(`Air ${name}`));
  }

  /** The word at `i`, glued from two the dictionary knows ("boardingpass"), as those two; else the word. */
  split(i: number): string[] {
    const token = this.tokens[i]!;
    const word = token.word;
    if (word.length < 7 || EVENT_NOUNS.has(word) || inDictionary(word) || this.context.knowsWord?.(word) || this.context.knowsSlipOf?.(word)) return [word];
    // "Mornington Peninsula", "in Mornington": written as a name, it is one ("morning" and "ton" are no
    // part of it). Only first and alone can a capital be the sentence's, over two words run on.
    const next = this.tokens[i + 1];
    if (/^\p{Lu}/u.test(token.text) && (i > 0 || (next !== undefined && /^\p{Lu}/u.test(next.text)))) return [word];
    // Nor is the place of an airline's name ("eastland air").
    if (this.airlineAt(i, 1)) return [word];
    for (let at = 3; at <= word.length - 3; at++) {
      const [a, b] = [word.slice(0, at), word.slice(at)];
      // Both halves must say something: "lockdown" is not a lock and a "down".
      if (isEnglishWord(a) && isEnglishWord(b) && !FILLER.has(a) && !FILLER.has(b)) return [a, b];
    }
    return [word];
  }
}

/** Words an airline's name ends with after a place's ("Qatar Airways", "Singapore Airlines"). */
const AIRLINE_WORDS = new Set(["airlines", "airline", "airways", "air"]);

/** The longest phrase of up to six tokens ("Île - de - France") from `i` that `find` knows. */
function matchLongest<T>(i: number, tokens: Token[], find: (n: number) => T | undefined): { value: T; n: number } | null {
  for (let n = Math.min(6, tokens.length - i); n >= 1; n--) {
    const value = find(n);
    if (value) return { value, n };
  }
  return null;
}

/**
 * Letters that are letters of their own to those who write them, not a letter with a mark: "å" is
 * no "a" to a Swede, "ñ" no "n" to a Spaniard. (An acute accent is a mark: data and people drop it.)
 */
const OWN_LETTERS = /[åäöøñæœ]/gu;

/** The dictionary senses of a word of another language read for a relation: past these, a sense is a rarer use. */
const KIN_SENSES = 2;

/** Whether a name was reached from what was typed only by folding away a letter of its own the name lacks ("Fårö" → Faro). */
export function foldedOnto(written: string, name: string): boolean {
  const own = written.toLowerCase().match(OWN_LETTERS);
  if (!own) return false;
  const label = name.toLowerCase();
  const folded = (said: string) => fold(said).replace(/\s+/g, " ").replace(/^the /, "");
  return own.some((letter) => !label.includes(letter)) && folded(written) === folded(name);
}
