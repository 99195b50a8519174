/**
 * @file The English query parser: time, places, people and relations, media kinds, negation and
 * its scope, "only them", order and count, trip words, and the content words left to match.
 * Deterministic and pure (the library's names and the current time come in the context), so
 * every reading is testable; an LLM may refine its plan (`../llm-refine.ts`) but is never needed.
 *
 * One pipeline: steps read what spans many words from the sentence (times, then what a photo
 * lacks and home) and blank it; the rest becomes one token stream (`query-tokens.ts`), read by an
 * ordered list of recognisers. At each token the first recogniser that consumes it wins; each
 * module says why its recognisers stand where they do. What they share is the `ParseState`.
 *
 * Word roles come from a part-of-speech tagger (`tagger.ts`): only nouns, verbs, adjectives,
 * adverbs and numbers that no other role claims are content words, so "can you find the photos
 * from when we were in Rome" asks for Rome and nothing else. Whether the library can explain a
 * content word is decided at retrieval, not here (`../retrieve.ts`).
 */
import { applyTripAnchor, isTripNoun, readTripAnchor, tripByTime } from "../trip-anchor";
import { EMPTY_PLAN, key, NOT_TRIPS_CHIP, PEOPLE_COUNT_CHIP, type PlanChip, type QueryPlan } from "../../query/plan";
import { fold } from "../../words/terms";
import { addressBeforeRequest } from "./address-before-request";
import { birthdayByAge } from "./age-birthdays";
import { kinOfSomeone } from "./kin-of-someone";
import { queryTokens, type Token } from "./query-tokens";
import { GROUPS, NUMBERS } from "./english-words";
import { Reader } from "./reader";
import { readForeign, thenRead } from "./foreign-query";
import { readLocalHolidays } from "../local-holidays";
import { readInLatin } from "./script-query";
import { personIndex } from "./people-index";
import type { ParseState, Recogniser, SentenceState, SentenceStep } from "./parse-state";
import { readLeftOutTime, readWantedTime, stayWithoutPlace, timeChipAndBlanks, timeNegation, weekendTrip } from "./time-steps";
import { amount } from "./money-amounts";
import { home, mayLeaveOutTrips, notOnTrips, rewriteShorthands, undated, unlocated } from "./setting-steps";
import { attachedToLeftOut, closingOut, listWord, minusSign, negationCue, negationEndsAtVerb, negationLead, splitVerbOfLeavingOut } from "./negation-recognisers";
import { aloneAfterPerson, aloneBefore, knownSelf, manyOfUs, nobodyBut, notSelf, othersAfterPerson, ourselves, relationBeforeName, selfAsWord, unknownNameOrPerson, unknownSelf, wholeFamily } from "./people-recognisers";
import { exactlyCount, groupPhotos, numberOfNothing, orderAndCount, ordinalOfNothing, peopleAtLeastCount, peopleCount, tripOrdinal } from "./count-recognisers";
import { hemisphere, nearCue, placeKindWord, unit } from "./unit-recognisers";
import { photoStyle } from "./photo-style";
import { adverbIdiom, anyOtherToken, contentWord, speakersStance } from "./content-recognisers";
import { modelNumber } from "./model-numbers";
import type { ParseContext, QueryParser } from "./parser";

/**
 * A postal code in an address as people paste it: "00186 Roma RM", "istanbul 34110 TR", "Sydney NSW
 * 2000, Australia", "Kyoto 600-8001 JP", "Edinburgh EH1 1YZ", "Toronto M5V 2T6". Five digits, or Japan's and Portugal's dashed forms, beside
 * a capitalised name or a code in capitals; four digits only after a state's code and before a
 * comma ("NSW 2000, Australia"), where a year would be no part of the address; British and
 * Canadian codes in capitals as written. A number beside
 * lower-case words ("receipt 48213") stays a number to find.
 */
const POSTCODE = /(?<=(?:\p{Lu}[\p{L}.]*|\b[A-Z]{2,3}),?\s+)(?:\d{5}|\d{3}-\d{4}|\d{4}-\d{3})\b|\b(?:\d{5}|\d{3}-\d{4}|\d{4}-\d{3})(?=,?\s+(?:\p{Lu}|[A-Z]{2,3}\b))|(?<=\b[A-Z]{2,3}\s+)\d{4}(?=\s*,)|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/gu;

/**
 * "2020-ish", "2019ish", "5pm-ish", "the 90s-ish", "summer-ish": the suffix that hedges a time or a
 * word says roughly that, and nothing to find (hyphened, "-ish" read as a minus sign had left out a
 * word "ish"). Glued to letters it is part of a word ("reddish", "Polish", "radish"), so only a
 * hyphen parts it from them; after a number, a clock time or a decade it parts glued too.
 * Blanked, so the time reads as said and spans still point into what was typed.
 */
const HEDGE = /(?<=\d|\d\s?[ap]\.?m\.?|\d0'?s|\d(?:st|nd|rd|th))-?ish\b|(?<=\p{L})-ish\b/giu;

/** "the word hostel", "a sign that says bakery", "“MERCADO”": what follows, or what is quoted, is wanted as written. */
const LITERAL = /\b(?:the\s+words?|says|saying|reads|reading)\s+["'“‘]?([\p{L}\p{N}]+)|["“‘]([\p{L}\p{N}][^"”’]*)["”’]|(?<![\p{L}\p{N}])'([\p{L}\p{N}][^']*)'(?![\p{L}\p{N}])/giu;

/** Where in the query words are asked for as written, [start, end) each. */
function literalSpans(query: string): Array<[number, number]> {
  // LITERAL needs a quote or a word of saying (with its flags, under which ſ is an s): a query with
  // neither, most, does not compile it.
  if (!/["“‘']|word|say|read/iu.test(query)) return [];
  return [...query.matchAll(LITERAL)].map((m) => {
    const text = m[1] ?? m[2] ?? m[3]!;
    const start = m.index + m[0].lastIndexOf(text);
    return [start, start + text.length];
  });
}

/**
 * The steps before the token stream, in order. Times first: a time is many words read as one, and
 * a left-out time must be read apart from the wanted one before either is blanked. The shorthands
 * are rewritten before the phrases of what a photo lacks ("w/o GPS"), and the time said after a
 * negation is read once those are blanked; then every time read is blanked.
 */
const SENTENCE_STEPS: readonly SentenceStep[] = [readWantedTime, readLeftOutTime, weekendTrip, rewriteShorthands, undated, unlocated, home, timeNegation, timeChipAndBlanks, notOnTrips];

/** The recognisers of the token stream, in order: at each token, the first that consumes it wins. */
const RECOGNISERS: readonly Recogniser[] = [
  // "bro find me …", "yaar I need …": what is said to the app before the request is no one and nothing to find.
  addressBeforeRequest,
  // The "out" of "leave Aiko out" was read with its verb; the verb opens the negation around what it leaves out.
  closingOut,
  splitVerbOfLeavingOut,
  minusSign,
  // Said right after a person, before any cue in it: "Leo without anyone" is Leo alone.
  aloneAfterPerson,
  othersAfterPerson,
  nearCue,
  negationCue,
  listWord,
  // Before the lead words: "no beach photos with Ines" may leave Ines out with the beach.
  attachedToLeftOut,
  negationLead,
  negationEndsAtVerb,
  relationBeforeName,
  speakersStance,
  knownSelf,
  notSelf,
  manyOfUs,
  ourselves,
  wholeFamily,
  selfAsWord,
  unknownSelf,
  aloneBefore,
  nobodyBut,
  // "CHF 90", "12 euros": an amount of money is a price to find, not a count.
  amount,
  // "iphone 8", "canon 5d": a number right after a camera's name is its model, not a count.
  modelNumber,
  // "black and white photos": a photo without colour, not two colours to find.
  photoStyle,
  // Which and how many before the units: "first", "two", "group" are counts before they are words.
  tripOrdinal,
  orderAndCount,
  ordinalOfNothing,
  peopleAtLeastCount,
  exactlyCount,
  peopleCount,
  numberOfNothing,
  groupPhotos,
  hemisphere,
  unit,
  // After names ("Lake Tahoe", a person called Brooke) and before the words: "the lake" is a kind of place.
  placeKindWord,
  unknownNameOrPerson,
  adverbIdiom,
  contentWord,
  anyOtherToken,
];

export const english: QueryParser = {
  language: "en",
  parse(query: string, context: ParseContext): QueryPlan {
    // "perros en la playa": a query in another language is read in English, its chips pointing at what was typed.
    // "Θεσσαλονίκη 2023", "Γιώτα": Greek and Cyrillic names, in the Latin letters the library writes them in.
    // "nationaldagen", "Koningsdag": a country's name for its holiday is read whole first, never word by word.
    const holidays = readLocalHolidays(query, context);
    const typed = holidays?.english ?? query;
    const foreign = thenRead(holidays, readForeign(typed, context) ?? readInLatin(typed, context));
    if (!foreign) return parseEnglish(query, context);
    const plan = parseEnglish(foreign.english, context);
    return { ...plan, query, chips: plan.chips.map((chip) => (chip.span ? { ...chip, span: foreign.spanBack(chip.span) } : chip)) };
  },
};

/** The plan of a query in English. */
function parseEnglish(query: string, context: ParseContext): QueryPlan {
  // "the trip before Rome", "since we got back from Lisbon": the cue is read apart, and the places in its scope pick the trip.
  // "Sydney NSW 2000, Australia": a postal code is no year nor word to find; blanked, so spans still point into what was typed.
  const said = query;
  query = query.replace(POSTCODE, (code) => " ".repeat(code.length)).replace(HEDGE, (ish) => " ".repeat(ish.length));
  // "the trip in July 2022": with nothing else to pick it, the time picks the trip.
  const anchor = readTripAnchor(query);
  if (!anchor) return tripByTime({ ...parseSentence(query, context), query: said });
  // "Lisbon, not the day trips to Sintra": a trip named inside a negation's scope is left out, not picked.
  // Read twice only where the anchor may be left out: most anchors are neither.
  if (anchor.named || (anchor.noun && mayLeaveOutTrips(query))) {
    const plain = parseSentence(query, context);
    if (anchor.named && plain.chips.some((c) => c.kind === "not" && c.span && c.span[0] >= anchor.scope[0] && c.span[1] <= anchor.scope[1])) return { ...plain, query: said };
    // "not on a trip in Lisbon": the trip's noun is any trip's, left out; its place is the photos'.
    const notTrips = plain.chips.find((c) => c.id === NOT_TRIPS_CHIP)?.span;
    if (notTrips && anchor.noun && anchor.noun[0] >= notTrips[0] && anchor.noun[1] <= notTrips[1]) return tripByTime({ ...plain, query: said });
  }
  const plan = applyTripAnchor({ ...parseSentence(anchor.blanked, context), query: said }, anchor, context.knowsWord);
  return tripByTime(anchor.needsPlace && !plan.tripAnchor?.places.length ? { ...parseSentence(query, context), query: said } : plan);
}

function parseSentence(query: string, context: ParseContext): QueryPlan {
  const plan: QueryPlan = { ...structuredClone(EMPTY_PLAN), query, language: "en" };
  const chips: PlanChip[] = [];
  const sentence: SentenceState = { query, context, plan, chips, rest: query, leftOutSpan: null };
  for (const step of SENTENCE_STEPS) step(sentence);

  const tokens = queryTokens(sentence.rest);
  const places = new Map((context.places ?? []).map((name) => [fold(name), name]));
  const state: ParseState = {
    context,
    tokens,
    words: tokens.map((t) => t.word),
    reader: new Reader(sentence.rest, tokens, context, personIndex(context), places),
    literal: literalSpans(query),
    plan,
    chips,
    negate: false,
    negatedList: false,
    alone: false,
    withOthers: false,
    personEnd: -1,
    orBefore: null,
    eventWords: [],
    lastWord: null,
    closingOut: -1,
    momentAt: -1,
    doubts: [],
    flipped: new Set(context.flipped ?? []),
    listWeighed: false,
  };
  for (let i = 0; i < tokens.length; ) {
    let consumed = 0;
    for (const recognise of RECOGNISERS) if ((consumed = recognise(state, i)) > 0) break;
    i += consumed;
  }
  return finish(state);
}

/** What the whole sentence says once read: only the people named, someone else too, and trip words with nothing else to go on. */
function finish({ plan, chips, alone, withOthers, eventWords, tokens, doubts, context }: ParseState): QueryPlan {
  numberAlone(plan, chips, tokens);
  kinOfSomeone(plan, chips, plan.query, context);
  birthdayByAge(plan, chips, tokens, context);
  everyOfGroup(plan, chips, tokens);
  if (alone && plan.people.length) {
    plan.onlyPeople = true;
    chips.push({ id: "alone", kind: "person", label: plan.people.length === 1 ? `${plan.people[0]!.label} alone` : "only them", span: null });
  }
  // "Omar with someone": one more than the people named, whoever the other is.
  if (withOthers && !alone && plan.people.length) {
    plan.peopleAtLeast = Math.max(plan.peopleAtLeast ?? 0, plan.people.length + 1);
    chips.push({ id: PEOPLE_COUNT_CHIP, kind: "person", label: `${plan.people.length === 1 ? plan.people[0]!.label : "them"} with someone else`, span: null });
  }
  // A word of an outing with nothing else to go on is all the query says: it is matched like any
  // word ("the excursion"). "our last trip": which trip is something else to go on; a trip's own
  // noun alone is any trip (`tripByTime`).
  const nothingElse = !plan.trip && !plan.time && !plan.places.length && !plan.people.length && !plan.kinds.length && !plan.words.length;
  if (eventWords.length && nothingElse && !eventWords.some(isTripNoun)) {
    plan.words.push(...eventWords);
    for (const chip of chips) if (chip.kind === "event") Object.assign(chip, { id: `word:${chip.label}`, kind: "words" });
  } else if (eventWords.length) plan.eventWords = eventWords;
  stayWithoutPlace(plan, chips, context);
  if (doubts.length) plan.readings = doubts;
  plan.chips = chips;
  return plan;
}

/**
 * "both kids", "the kids together", "all the grandparents": every one of a group of the user's
 * family in the photo, as "Maya and AJ" is, where "my kids" alone is any of them. Each is a
 * person of their own, with a chip of their own where the group's was. "All my friends" stays
 * any of them: a photo with every friend is rarely what is meant; "all" says every one only of a
 * group of three or fewer.
 */
function everyOfGroup(plan: QueryPlan, chips: PlanChip[], tokens: readonly Token[]): void {
  const said = new Set(tokens.map((t) => t.word));
  const every = said.has("both") || said.has("together");
  if (!every && !said.has("all")) return;
  plan.people = plan.people.flatMap((person) => {
    const group = tokens.find((t) => GROUPS[t.word] && person.label === `my ${t.word}`);
    if (!group || person.names.length < 2 || (!every && person.names.length > 3)) return [person];
    const at = chips.findIndex((chip) => chip.id === `person:${key(person.label)}`);
    const span = at >= 0 ? chips[at]!.span : null;
    const each = person.names.map((name) => ({ label: name, names: [name] }));
    if (at >= 0) chips.splice(at, 1, ...each.map((one) => ({ id: `person:${key(one.label)}`, kind: "person" as const, label: one.label, span })));
    return each;
  });
}

/**
 * "two", "42", "the 7" and nothing else: a number that counts nothing is what is written in the
 * photo, as written ("two" is not every photo, nor a photo of a deuce, nor one whose sign says
 * "II").
 */
function numberAlone(plan: QueryPlan, chips: PlanChip[], tokens: readonly Token[]): void {
  if (chips.length || plan.words.length) return;
  const number = (t: Token) => /^\d{1,3}$/.test(t.word) || (NUMBERS[t.word] !== undefined && !/^(a|couple|few)$/.test(t.word));
  const said = tokens.filter((t) => t.pos !== "PUNCT" && t.pos !== "DET");
  if (!said.length || !said.every(number)) return;
  for (const t of said) {
    if (plan.words.includes(t.word)) continue;
    plan.words.push(t.word);
    plan.literal = [...(plan.literal ?? []), t.word];
    chips.push({ id: `word:${t.word}`, kind: "words", label: t.word, span: [t.start, t.end], note: "A number alone: found where it is written in the photo." });
  }
}
