/**
 * @file The English query parser: time, places, people and relations, media kinds, negation and
 * its scope, "only them", order and count, trip words, and the content words left to match.
 * Deterministic and pure (the library's names and the current time come in the context), so
 * every reading is testable; an LLM may refine its plan (`../llm-refine.ts`) but is never needed.
 *
 * Word roles come from a part-of-speech tagger (`tagger.ts`): only nouns, verbs, adjectives,
 * adverbs and numbers that no other role claims are content words, so "can you find the photos
 * from when we were in Rome" asks for Rome and nothing else. Whether the library can explain a
 * content word is decided at retrieval, not here (`../retrieve.ts`).
 */
import { applyTripAnchor, readTripAnchor } from "../trip-anchor";
import { AREA_CHIP, EMPTY_PLAN, GROUP_CHIP, HOME_CHIP, PEOPLE_CHIP, PEOPLE_COUNT_CHIP, SELF_UNKNOWN, TRIP_CHIP, UNDATED_CHIP, UNLOCATED_CHIP, key, tripLabel, type AreaRef, type MediaKind, type PersonRef, type PlaceRef, type PlanChip, type QueryPlan } from "../../query/plan";
import { leftOutTime, readTime, type TimeConstraint } from "../time-constraint";
import { EXCLUSION_ORDER_FORMS, EXCLUSION_VERBS, SPLIT_PARTICLES } from "./exclusion-verbs";
import { readDayParts } from "../day-parts";
import { fold } from "../../words/terms";
import { readOrder } from "./order-words";
import { doubleMetaphone } from "double-metaphone";
import { closestSpelling, editsAllowed } from "../../index/graph/spelling";
import { inDictionary, isCompoundNoun, isEnglishWord, isProperName, isVariantOnly, namesAKind } from "../meanings";
import { isCollection } from "../word-role";
import { inTaggerLexicon, tag, type Tagged } from "./tagger";
import { isGivenName, namesOfOtherSexes } from "./first-names";
import { SAID_FOR } from "../../library/places/nicknames";
import { allCountries } from "../../library/places/countries";
import { MONTHS, WEEKDAYS } from "../calendar";
import {
  EVALUATIVE, ALONE_AFTER, ALONE_BEFORE, WITH_OTHERS_AFTER, EVENT_NOUNS, LEAVE_OUT_ORDERS, SPEAKER, STANCE_IDIOMS, FILLER, FIRST, FUNCTION_POS, GROUPS, KINDS, LAST, NEGATION_CUES, NEGATION_LEAD, NUMBERS, ORDERED_NOUN,
  PLACE_PREPOSITIONS, RELATIONS, RELATION_WORDS, REQUEST_VERBS, TRIP_NOUNS, TRIP_ORDINALS,
} from "./english-words";
import type { ParseContext, QueryParser } from "./parser";

interface Token extends Tagged {
  /** Folded, without a trailing "'s" or dot. */
  word: string;
}

/**
 * An ordinary word written small, to the readings that make a lowercase word a name: WordNet's
 * (`isEnglishWord`), or a kind of thing in WordNet that the tagger also learned as a word. WordNet
 * alone has seen "van" too rarely to call it a word, and "the van" became the Turkish city. A
 * given name the tagger never learned as a word, and whose commonest sense WordNet names by another
 * word, is the name: "maria" (the plural of mare).
 */
function isCommonWord(word: string): boolean {
  const learned = inTaggerLexicon(word);
  if (!learned && isGivenName(word) && isVariantOnly(word)) return false;
  return isEnglishWord(word) || (namesAKind(word) && learned);
}

/**
 * A word of letters written small that neither WordNet nor the tagger knows ("priya", "kwame"): a
 * name no English list has, typed as people type. Asked only of what is no unit: a slip of the
 * library's people, places or kinds was found before. Three letters are too few to tell a name
 * from a word with one dropped ("trp", "Mexico ity"); the given-name lists have the short names.
 */
function isUnknownWord(word: string): boolean {
  return /^\p{L}{4,}$/u.test(word) && !inDictionary(word) && !inTaggerLexicon(word) && closestSpelling(word, ownWords(), (w) => w) === null;
}

let ownWordList: string[] | null = null;
/**
 * The words of a request this parser reads itself ("pictures", "vacation", "screenshots", the
 * months and days): a slip of one ("vacaton", "agust") is that word mistyped, not a name.
 */
function ownWords(): string[] {
  const calendar = [...MONTHS.map((m) => m.toLowerCase()), ...WEEKDAYS];
  return (ownWordList ??= [...new Set([...FILLER, ...EVENT_NOUNS, ...Object.keys(KINDS), ...calendar])].filter((w) => w.length >= 4));
}

let demonymList: string[] | null = null;
/** The words for countries' people ("portuguese", "japanese"), lower case, for slips of the pen. */
function demonyms(): string[] {
  return (demonymList ??= [...new Set(allCountries().flatMap((c) => c.demonyms.map((d) => fold(d))))].filter((d) => d.length >= 5 && !d.includes(" ")));
}

/** What a run of tokens was read as. */
type Unit =
  | { kind: "person"; value: PersonRef; said: string }
  | { kind: "place"; value: PlaceRef }
  | { kind: "media"; value: MediaKind }
  | { kind: "people" }
  | { kind: "somebody" }
  | { kind: "alias"; value: Alias };

type Alias = NonNullable<ParseContext["aliases"]>[number];

/** Said of photos the camera gave no time: "undated", "with no date", "without dates", "the date unknown". */
const UNDATED = /\b(?:un-?dated|(?:with\s+)?no\s+(?:date|time(?:stamp)?)s?(?:\s+on\s+them|\s+taken)?|without\s+(?:an?\s+|any\s+)?(?:date|time(?:stamp)?)s?|(?:with\s+)?(?:the\s+|a\s+)?(?:date|time(?:stamp)?)s?\s+(?:missing|unknown)|missing\s+(?:the\s+|their\s+)?(?:date|time(?:stamp)?)s?)\b/i;

/** No GPS position said: "photos without GPS", "no location", "not geotagged", "missing their location". */
const UNLOCATED = /\b(?:(?:with\s+)?no\s+(?:gps|location|geo-?tags?|geo-?data|coordinates|position)(?:\s+(?:data|info))?|without\s+(?:a\s+|any\s+)?(?:gps|location|geo-?tags?|geo-?data|coordinates|position)(?:\s+(?:data|info))?|(?:not\s+|un-?)geo-?tagged|(?:gps|location)\s+(?:missing|unknown)|missing\s+(?:the\s+|their\s+|a\s+)?(?:gps|location))\b/i;

/**
 * A postal code in an address as people paste it: "00186 Roma RM", "istanbul 34110 TR", "Sydney NSW
 * 2000, Australia", "Kyoto 600-8001 JP", "Edinburgh EH1 1YZ", "Toronto M5V 2T6". Five digits, or Japan's and Portugal's dashed forms, beside
 * a capitalised name or a code in capitals; four digits only after a state's code and before a
 * comma ("NSW 2000, Australia"), where a year would be no part of the address; British and
 * Canadian codes in capitals as written. A number beside
 * lower-case words ("receipt 48213") stays a number to find.
 */
const POSTCODE = /(?<=(?:\p{Lu}[\p{L}.]*|\b[A-Z]{2,3}),?\s+)(?:\d{5}|\d{3}-\d{4}|\d{4}-\d{3})\b|\b(?:\d{5}|\d{3}-\d{4}|\d{4}-\d{3})(?=,?\s+(?:\p{Lu}|[A-Z]{2,3}\b))|(?<=\b[A-Z]{2,3}\s+)\d{4}(?=\s*,)|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/gu;

/** Where the person lives, as said after a preposition: "at home", "at our place", "around the house", "back in my hometown". */
const AT_HOME = String.raw`(?:^\s*home(?=\s+(?:in|from|during|on|at|over|last|this|photos?|pics?|pictures?|shots?|snaps?|videos?)\b|\s*$)|home(?=\s+(?:photos?|pics?|pictures?|shots?|snaps?|videos?)\b)|(?:at|in|from)\s+(?:our|my)\s+(?:own\s+)?(?:place|house|home|flat|apartment)|(?:at|from|of)\s+home|(?:a?round|about)\s+(?:the|our|my)\s+(?:house|home|flat|apartment|place)|back\s+home|(?:back\s+)?in\s+(?:my|our)\s+home[\s-]?town)`;
/** Home said, or left out: "photos at home", "not at our place", "away from home". */
const HOME = new RegExp(String.raw`\b(?:(?:(away\s+from|outside(?:\s+of)?)\s+(?:the\s+|our\s+|my\s+)?home)|(?:(not|never|except|excluding|but\s+not|(?:were|was|are|is)n['’]t|(?:were|was|are|is)\s+not)\s+(?:taken\s+|the\s+ones\s+|any\s+)?)?${AT_HOME})\b`, "i");

/**
 * A weekend that was a trip: "weekend away", "our weekend in Rome", "a long weekend". Said with
 * "on the" or alone before a place ("on the weekend in Edinburgh", "weekend in lisbon") it is the
 * Saturdays and Sundays there.
 */
const WEEKEND_TRIP = /(?<!\b(?:on|at|during|over)\s+the\s+)\bweekend\s+(away|trip|getaway|break)\b|(?<!\b(?:on|at|during)\s+)\b(long|our|a|that|my)\s+weekend\b(?!s)/i;

/** "nobody but …": the people after it are the only ones in the photo. */
const NOBODY_BUT: string[][] = [["nobody", "except", "for"], ["nobody", "other", "than"], ["nobody", "apart", "from"], ["nobody", "but"], ["nobody", "except"], ["nobody", "besides"]];

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
const NAME_CONNECTORS = new Set(["de", "del", "della", "di", "da", "do", "dos", "das", "la", "le", "les", "du", "des", "von", "van", "der", "den", "y", "upon", "on", "sur", "am", "an", "im"]);

/** A negation said after a person: "Leo isn't (in them)". */
const PERSON_NOT: string[][] = [["is", "n't"], ["is", "not"], ["'s", "not"], ["s", "not"], ["not"], ["are", "n't"], ["are", "not"], ["was", "n't"], ["was", "not"], ["were", "n't"], ["were", "not"]];
/** A negation that is complete after the person: "Maria excluded", "Omar left out", "where Omar doesn't appear". */
const PERSON_LEFT_OUT: string[][] = [
  ["not", "included"], ["left", "out"], ["excluded"], ["omitted"], ["is", "n't", "there"], ["was", "n't", "there"], ["is", "not", "there"], ["was", "not", "there"],
  ...["does", "did"].flatMap((verb) => ["n't", "not"].flatMap((not) => [[verb, not, "appear"], [verb, not, "show", "up"], [verb, not, "feature"]])),
];
/** Said after a person, that they are in the photo, which asks no more than the person: "where Maria appears", "Leo shows up", "Aiko is in them". */
const PERSON_PRESENT: string[][] = [
  ["appear"], ["feature"], ["show", "up"], ["turn", "up"], ["pop", "up"],
  ...["is", "are", "was", "were", "'s"].flatMap((be) => [[be, "there"], [be, "in", "it"], [be, "in", "them"], [be, "in", "the", "photo"], [be, "in", "the", "picture"], [be, "in", "the", "shot"], [be, "in", "frame"], [be, "in", "the", "frame"]]),
];
/** What "in" points at when it means the photo itself: "not in them", "isn't in the picture". */
const IN_THE_PHOTO = new Set(["it", "them", "those", "these", "the", "any", "this", "that", "photo", "photos", "picture", "pictures", "pic", "pics", "shot", "shots"]);

/** The words that leave out what is said right after them: "not", "except for", "everything but", "never". */
const LEAVE_OUT_CUE = String.raw`but\s+not|and\s+not|not|no|none|nothing|never|(?:everything|anything|all)\s+but|without|except(?:\s+for)?|excl\.?|excluding|apart\s+from|aside\s+from|other\s+than|minus|besides`;

/** An order to leave out, as a pattern: an idiom ("never mind") or a verb of leaving out in its base or "-ing" form. */
const LEAVE_OUT_ORDER = [...LEAVE_OUT_ORDERS, ...EXCLUSION_ORDER_FORMS].map((words) => words.join(String.raw`\s+`)).join("|");

/**
 * What a leave-out cue names before the time it leaves out: the photos themselves ("any pics from"),
 * or anything at all ("skipping anything from March", "leave out everything taken in 2021", "not the
 * stuff from July"); the time is what is left out either way.
 */
const LEFT_OUT_THING = String.raw`(?:(?:any|all(?:\s+the)?|the)\s+)?(?:(?:photos?|pictures?|pics?|shots?|snaps?|ones?|images?|anything|everything|something|stuff|things?|those|that)(?:\s+(?:that|which)\s+(?:is|are|was|were)|\s+(?:was|were))?\s+)?`;
/** The word that leads to the left-out time: "from", "taken in", or "taken" alone. */
const LEFT_OUT_WHEN = String.raw`(?:(?:taken\s+)?(?:in|from|during|on|at|of)\s+|taken\s+)?`;

/** A negation said right before a time: what follows is when the photos were not taken. */
const TIME_NEGATION = new RegExp(
  String.raw`\b(?:(?:but\s+)?(?:${LEAVE_OUT_ORDER})|(?:is|are|was|were|do|does|did)n['’]t|${LEAVE_OUT_CUE}|outside(?:\s+of)?)\s+` +
    String.raw`${LEFT_OUT_THING}${LEFT_OUT_WHEN}(?:the\s+)?$`,
  "i",
);

/** A time of day said as left out: "not at night", "no evening shots", "except the mornings". */
const NEGATED_DAY_PART = new RegExp(
  String.raw`\b(?:${LEAVE_OUT_CUE}|${LEAVE_OUT_ORDER})\s+(?:(?:in|at|during|from|taken\s+(?:in|at))\s+)?(?:the\s+|any\s+)?(?:(?:early|late)\s+)?(?:mornings?|afternoons?|evenings?|nights?|night-?time|daytime|after\s+dark|lunch-?time|sunset|sunrise)(?:\s+(?:ones|shots|photos|pictures|pics|snaps))?\b`,
  "i",
);

/** Words that say what kind of trip or outing it was, not what its photos show: "a city break", "the work trip". */
const TRIP_KINDS = new Set(["city", "road", "day", "family", "work", "business", "school", "girls", "boys", "lads", "hen", "stag", "long", "short", "quick", "mini", "little", "big", "weekend", "overnight", "whirlwind", "last-minute", "spontaneous", "annual", "yearly"]);

/** A cue that leaves out the time said right after it: "…, not 2021", "but not in July", "except the summer of 2022". */
const SECOND_TIME_CUE = new RegExp(
  String.raw`\b(?:${LEAVE_OUT_CUE}|${LEAVE_OUT_ORDER})\s+${LEFT_OUT_THING}${LEFT_OUT_WHEN}(?:the\s+)?`,
  "gi",
);
/** A year said, or one counted from now: a left-out time that has none is read in the wanted time's year. */
const SAYS_A_YEAR = /\b(?:19|20)\d{2}\b|['’]\d{2}\b|\byears?\b/i;

type Blank = (text: string, span: [number, number], keep: boolean) => string;

/**
 * A time wanted and a second one left out of it, each said in its own place: "Edinburgh in
 * summer, not 2021". Read as one, the two would make one time ("summer 2021"), or the second
 * would be a word. A left-out month without a year is the wanted time's ("2024 but not July" is
 * July 2024); a left-out year is the whole year ("summer, not 2021" leaves out summer 2021 with it).
 */
function secondTimeLeftOut(query: string, context: ParseContext, blank: Blank): { wanted: TimeConstraint | null; leftOut: TimeConstraint; span: [number, number] } | null {
  for (const cue of query.matchAll(SECOND_TIME_CUE)) {
    const from = cue.index + cue[0].length;
    const alone = readTime(blank(query, [from, query.length], true), context);
    if (!alone || alone.spans[0]![0] !== from) continue;
    const span: [number, number] = [cue.index, alone.spans.at(-1)![1]];
    const wanted = readTime(blank(query, span, false), context);
    if (!wanted) continue;
    // "not 2022 and not 2025": the first is left out too, and the two are one time left out.
    if (TIME_NEGATION.test(query.slice(0, wanted.spans[0]![0]))) {
      const both = bothLeftOut(leftOutTime(wanted), leftOutTime(alone));
      const other: [number, number] = [TIME_NEGATION.exec(query.slice(0, wanted.spans[0]![0]))!.index, wanted.spans.at(-1)![1]];
      return both && { wanted: null, leftOut: both, span: [Math.min(span[0], other[0]), Math.max(span[1], other[1])] };
    }
    const together = SAYS_A_YEAR.test(query.slice(from, span[1])) ? null : readTime(blank(query, [cue.index, from], false), context);
    // Read together, the two may say no more than the wanted time ("2025 apart from the summer" reads 2025): then the second alone.
    const narrower = together && (together.ranges || together.anyYear) && together.label !== wanted.label;
    const leftOut = narrower ? together : alone;
    return { wanted, leftOut: leftOutTime(leftOut), span };
  }
  return null;
}

/** Between two parts of the day left out together: "no mornings and no evenings", "minus the mornings and the evenings". */
const ANOTHER_PART_BETWEEN = new RegExp(String.raw`^[\s,]*(?:(?:and|or|&|nor)\s+)?(?:(?:${LEAVE_OUT_CUE})\s+)?(?:(?:in|at|during)\s+)?(?:the\s+|any\s+)?$`, "i");

/**
 * A time of day left out, and a second said right after it ("not mornings, not evenings"): both
 * left out, and where the second ends. A day part read alone keeps one span of hours; the second
 * joins it as other hours that count as well.
 */
function alsoLeftOut(query: string, time: TimeConstraint, from: number): { time: TimeConstraint; end: number } | null {
  if (!time.hours || time.ranges) return null;
  const next = readDayParts(" ".repeat(from) + query.slice(from)).filter((p) => p.span[0] >= from).sort((a, b) => a.span[0] - b.span[0])[0];
  if (!next || !ANOTHER_PART_BETWEEN.test(query.slice(from, next.span[0]))) return null;
  const photos = /^\s+(?:ones|shots|photos|pictures|pics|snaps)\b/i.exec(query.slice(next.span[1]));
  const end = next.span[1] + (photos?.[0].length ?? 0);
  return { time: { ...time, otherHours: [...(time.otherHours ?? []), next.hours], label: `${time.label} or ${next.label}`, spans: [...time.spans, next.span] }, end };
}

/** Two times left out as one, where both are spans of days: "not 2022 and not 2025". Hours of two day parts do not join. */
function bothLeftOut(a: TimeConstraint, b: TimeConstraint): TimeConstraint | null {
  const plain = (t: TimeConstraint) => t.ranges && !t.hours && t.weekend === null && !t.days;
  if (!plain(a) || !plain(b)) return null;
  if (b.spans[0]![0] < a.spans[0]![0]) [a, b] = [b, a];
  return { ranges: [...a.ranges!, ...b.ranges!].sort((x, y) => x[0] - y[0]), hours: null, weekend: null, label: `${a.label} or ${b.label}`, spans: [...a.spans, ...b.spans].sort((x, y) => x[0] - y[0]) };
}

/**
 * What qualifies the noun after it without naming another thing: "live" show, "running" race.
 * A noun before a noun often names a kind of its own ("cable car", "florist sign"): not this.
 */
const QUALIFIER_POS = new Set(["ADJ", "VERB"]);

const SOUTH: AreaRef = { label: "the southern hemisphere", south: -90, north: 0, west: -180, east: 180 };
const NORTH: AreaRef = { label: "the northern hemisphere", south: 0, north: 90, west: -180, east: 180 };
/** Halves of the globe people name; a photo's GPS says which it is in. */
const HEMISPHERES: Array<{ said: string[]; area: AreaRef }> = [
  { said: ["southern", "hemisphere"], area: SOUTH }, { said: ["south", "of", "the", "equator"], area: SOUTH }, { said: ["below", "the", "equator"], area: SOUTH },
  { said: ["northern", "hemisphere"], area: NORTH }, { said: ["north", "of", "the", "equator"], area: NORTH }, { said: ["above", "the", "equator"], area: NORTH },
];

/** "the word hostel", "a sign that says bakery", "“MERCADO”": what follows, or what is quoted, is wanted as written. */
const LITERAL = /\b(?:the\s+words?|says|saying|reads|reading)\s+["'“‘]?([\p{L}\p{N}]+)|["“‘]([\p{L}\p{N}][^"”’]*)["”’]|(?<![\p{L}\p{N}])'([\p{L}\p{N}][^']*)'(?![\p{L}\p{N}])/giu;

/** Where in the query words are asked for as written, [start, end) each. */
function literalSpans(query: string): Array<[number, number]> {
  return [...query.matchAll(LITERAL)].map((m) => {
    const text = m[1] ?? m[2] ?? m[3]!;
    const start = m.index + m[0].lastIndexOf(text);
    return [start, start + text.length];
  });
}

const LIST = new Set(["or", "and", "nor", ",", "&", "/", "+", "plus"]);

export const english: QueryParser = {
  language: "en",
  parse(query: string, context: ParseContext): QueryPlan {
    // "the trip before Rome", "since we got back from Lisbon": the cue is read apart, and the places in its scope pick the trip.
    // "Sydney NSW 2000, Australia": a postal code is no year nor word to find; blanked, so spans still point into what was typed.
    const said = query;
    query = query.replace(POSTCODE, (code) => " ".repeat(code.length));
    const anchor = readTripAnchor(query);
    if (!anchor) return { ...parseSentence(query, context), query: said };
    const plan = applyTripAnchor({ ...parseSentence(anchor.blanked, context), query: said }, anchor);
    return anchor.needsPlace && !plan.tripAnchor?.places.length ? { ...parseSentence(query, context), query: said } : plan;
  },
};

function parseSentence(query: string, context: ParseContext): QueryPlan {
  {
    const plan: QueryPlan = { ...structuredClone(EMPTY_PLAN), query, language: "en" };
    const chips: PlanChip[] = [];
    plan.time = readTime(query, context);
    // "Omar in 2024 but not at night", "the Kyoto trip in May, no evening shots": a time of day left
    // out beside a date that is wanted. Read apart, or the two would make one time ("the night of 2024").
    const partLeftOut = NEGATED_DAY_PART.exec(query);
    const blank = (text: string, [start, end]: [number, number], keep: boolean) =>
      keep ? " ".repeat(start) + text.slice(start, end) + " ".repeat(text.length - end) : text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
    const partSpan: [number, number] | null = partLeftOut ? [partLeftOut.index, partLeftOut.index + partLeftOut[0].length] : null;
    const wanted = partSpan ? readTime(blank(query, partSpan, false), context) : null;
    const leftOut = partSpan && wanted?.ranges ? readTime(blank(query, partSpan, true), context) : null;
    let leftOutSpan: [number, number] | null = null;
    if (wanted && leftOut?.hours) {
      plan.time = wanted;
      plan.notTime = leftOut;
      leftOutSpan = partSpan;
    } else {
      // "Edinburgh in summer, not 2021", "2024 but not July": a second time, after its cue, is left out of the first.
      const second = secondTimeLeftOut(query, context, blank);
      if (second) [plan.time, plan.notTime, leftOutSpan] = [second.wanted, second.leftOut, second.span];
    }
    if (plan.notTime && leftOutSpan) {
      const more = alsoLeftOut(query, plan.notTime, leftOutSpan[1]);
      if (more) {
        [plan.notTime, leftOutSpan] = [more.time, [leftOutSpan[0], more.end]];
        // What was read as wanted may be the second part left out ("minus the mornings and the evenings").
        if (plan.time?.spans.some(([start]) => start >= leftOutSpan![0] && start < more.end)) plan.time = readTime(blank(query, leftOutSpan, false), context);
      }
      chips.push({ id: "not:time", kind: "not", label: `not ${plan.notTime.label}`, span: leftOutSpan });
    }
    // "our weekend away in Vienna", "a long weekend in Rome": a trip, not every Saturday and Sunday.
    if (plan.time && plan.time.weekend && !plan.time.ranges && !plan.time.hours && WEEKEND_TRIP.test(query)) plan.time = null;
    // Same lengths, so the spans of chips still point into the query. "photos form Lisbon": the
    // slip of "from" that a spell checker passes, after a word for photos and before a name, a
    // year or a time word ("tax form 1040" stays a form).
    let rest = query
      .replace(/\bw\/o\b/gi, "no ")
      // "photos w/ dad": with, which says no more than the person after it.
      .replace(/\bw\/(?=\s)/gi, "  ")
      .replace(/\bno[\s-]one\b/gi, "nobody")
      // "the ones I'm in", "photos I am in": of the user, said the other way round (same length, so spans still point).
      // Not "I'm in Paris": only at the end, or before a word that says when or where the photos were.
      .replace(/\b(?:that\s+)?i(?:'m|’m|\s+am)\s+in\b(?!\s+(?!(?:from|during|taken|on|at|with|since|before|after|last|this|in|and)\b)\w)/gi, (said) => `of me${" ".repeat(said.length - 5)}`)
      .replace(/\bform\b/gi, (word, at: number, text: string) => (isSlipOfFrom(text, at) ? "from" : word));
    // "photos with no date", "undated ones in Kyoto": the camera gave no time, which no time read
    // can say ("no" would otherwise leave out a word "date").
    const undated = UNDATED.exec(rest);
    if (undated && !plan.time) {
      plan.undated = true;
      chips.push({ id: UNDATED_CHIP, kind: "time", label: "no date", span: [undated.index, undated.index + undated[0].length] });
      rest = blank(rest, [undated.index, undated.index + undated[0].length], false);
    }
    // "photos without GPS", "not geotagged": no position, which no place read can say ("no" would leave out a word "gps").
    const unlocated = UNLOCATED.exec(rest);
    if (unlocated) {
      plan.unlocated = true;
      chips.push({ id: UNLOCATED_CHIP, kind: "place", label: "no location", span: [unlocated.index, unlocated.index + unlocated[0].length] });
      rest = blank(rest, [unlocated.index, unlocated.index + unlocated[0].length], false);
    }
    // "photos at home in 2021", "away from home": where the person lives (`../home.ts`), not a word "home".
    const home = HOME.exec(rest);
    if (home) {
      plan.home = home[1] || home[2] ? "away" : "at";
      chips.push({ id: HOME_CHIP, kind: plan.home === "at" ? "place" : "not", label: plan.home === "at" ? "at home" : "away from home", span: [home.index, home.index + home[0].length] });
      rest = blank(rest, [home.index, home.index + home[0].length], false);
    }
    // "Paris, not 2024", "Lisbon outside of summer 2023": the time is what to leave out, cue and all.
    const timeNegation = plan.time && !plan.notTime ? TIME_NEGATION.exec(query.slice(0, plan.time.spans[0]![0])) : null;
    if (plan.time && timeNegation) {
      plan.notTime = leftOutTime(plan.time);
      plan.time = null;
      let end = plan.notTime.spans.at(-1)![1];
      const more = alsoLeftOut(query, plan.notTime, end);
      if (more) [plan.notTime, rest, end] = [more.time, blank(rest, [end, more.end], false), more.end];
      const span: [number, number] = [timeNegation.index, end];
      chips.push({ id: "not:time", kind: "not", label: `not ${plan.notTime.label}`, span });
      rest = rest.slice(0, timeNegation.index) + " ".repeat(timeNegation[0].length) + rest.slice(timeNegation.index + timeNegation[0].length);
    }
    if (plan.time) chips.push({ id: "time", kind: "time", label: plan.time.label, span: [plan.time.spans[0]![0], plan.time.spans.at(-1)![1]] });
    for (const span of [...(plan.time?.spans ?? []), ...(plan.notTime?.spans ?? [])]) rest = blank(rest, span, false);
    if (plan.notTime && leftOutSpan) rest = blank(rest, leftOutSpan, false);

    const tokens: Token[] = tag(rest)
      .filter((t) => t.pos !== "SPACE" && t.text.trim())
      .map((t) => ({ ...t, word: fold(t.text).replace(/['’](s|m|re|ve|ll|d)$/, "").replace(/\.+$/, "") }));
    const people = personIndex(context);
    const places = new Map((context.places ?? []).map((name) => [fold(name), name]));
    const reader = new Reader(rest, tokens, context, people, places);
    const words = tokens.map((t) => t.word);
    const literal = literalSpans(query);

    let negate = false;
    /** The last unit read was excluded: "without Leo or Maria" excludes both. */
    let negatedList = false;
    let alone = false;
    let withOthers = false;
    /** Where the last person named ends: what is said right there is said of them ("Leo only"). */
    let personEnd = -1;
    /** "Priya or …": an unknown name said as the other choice of the person that follows. */
    let orBefore: { name: string; at: number } | null = null;
    const eventWords: string[] = [];
    /** The last content word wanted, and its token: what the next noun may be qualified by. */
    let lastWord: { word: string; at: number } | null = null;
    /** The "out" that closes "leave Aiko out": said around what it leaves out, and read with the "leave". */
    let closingOut = -1;
    for (let i = 0; i < tokens.length; ) {
      const token = tokens[i]!;
      if (i === closingOut) {
        i++;
        continue;
      }
      // "leave Aiko out", "weed the receipts out": the cue wraps what it excludes.
      const particle = reader.closingParticle(i);
      if (particle > 0) {
        closingOut = particle;
        negate = true;
        i++;
        continue;
      }
      const span = (n: number): [number, number] => [token.start, tokens[i + n - 1]!.end];

      // "-screenshots": a minus sign written against the word.
      if (token.text === "-" && tokens[i + 1] && tokens[i + 1]!.start === token.end && (i === 0 || tokens[i - 1]!.end < token.start)) {
        negate = true;
        i++;
        continue;
      }
      // "Leo only", "Aiko by herself", "Leo without anyone": said right after the person, before any cue in it. "only the morning ones" is about the photos.
      // "where Priya is by herself": the verb between says no more.
      const afterPerson = personEnd > 0 && i >= personEnd && tokens.slice(personEnd, i).every((t) => t.pos === "PUNCT" || /^(and|is|was|are|were|being)$/.test(t.word));
      const after = afterPerson ? reader.sequence(i, ALONE_AFTER) : 0;
      if (after && plan.people.length && i > 0) {
        alone = true;
        i += after;
        continue;
      }
      const others = afterPerson && plan.people.length ? reader.sequence(i, WITH_OTHERS_AFTER) : 0;
      if (others) {
        withOthers = true;
        i += others;
        continue;
      }
      const cue = reader.sequence(i, NEGATION_CUES) || reader.exclusionVerb(i);
      // "Wasn't there a photo of…", "isn't there one of Leo?": a question that opens so asks for it.
      if (cue === 2 && i === 0 && tokens[1]?.word === "n't" && /^(there|i|we|you)$/.test(tokens[2]?.word ?? "")) {
        i += cue;
        continue;
      }
      // A cue that is a verb joined to another ("hide and seek") is a game, not a negation.
      const joined = tokens[i + cue]?.word === "and" || tokens[i + cue]?.word === "or";
      if (cue && !joined && !(cue === 1 && token.word === "but" && !reader.startsUnit(i + 1))) {
        negate = true;
        i += cue;
        continue;
      }
      if (LIST.has(token.word)) {
        negate ||= negatedList;
        i++;
        continue;
      }
      if (negate && NEGATION_LEAD.has(token.word)) {
        i++;
        continue;
      }
      // A negation reaches the thing it is said of, not past another verb: "I don't remember where, but Leo was there".
      if (negate && token.pos === "VERB" && FILLER.has(token.word)) negate = false;
      // "my daughter Mia", "my brother, Tom": the name says who, the relation word is not needed.
      if ((RELATION_WORDS.has(token.word) || GROUPS[token.word]) && reader.personAt(i + 1 + (tokens[i + 1]?.word === "," ? 1 : 0))) {
        i++;
        continue;
      }
      // "the six-string I fancied at Yamaha", "that lamp that caught my eye": how the speaker felt
      // about the thing, not something to find in the photo.
      const stance = reader.sequence(i, STANCE_IDIOMS) || (isSpeakersVerb(tokens, i) ? 1 : 0);
      if (stance && !negate) {
        i += stance;
        continue;
      }
      // "pictures of me", "me at the beach": the user, asked for with no one else. Who that is the
      // library knows only if a person has the relation "me"; else it is someone it has not met
      // ("show me", "Leo and me" are no such thing: a request, and someone else asked for).
      const self = SELF_WORDS.has(token.word) && !negate ? reader.self() : null;
      if (self && !ASKS_FOR.has(tokens[i - 1]?.word ?? "") && !plan.people.some((p) => p.label === self.label)) {
        // Known: "me" is that person wherever it is not the one a request is for ("Leo and me", "me at the beach").
        plan.people.push(self);
        chips.push({ id: `person:${key(self.label)}`, kind: "person", label: `me → ${self.label}`, span: span(1) });
        personEnd = i + 1;
        i++;
        continue;
      }
      if (SELF_WORDS.has(token.word) && !self && !negate && plan.people.length === 0 && !plan.words.includes("me") && selfAsked(tokens, i) && !tokens.some((_, j) => j > i && (reader.personAt(j) || reader.alias(j)?.value.person))) {
        {
          plan.words.push("me");
          plan.relationWords = [...(plan.relationWords ?? []), "me"];
          chips.push({ id: "word:me", kind: "words", label: "me", span: span(1) });
        }
        i++;
        continue;
      }
      // "Leo and me", "Kwame and I" with no one given the relation "me": the other person's photos,
      // with "me" shown left out and how to teach it, not dropped without a word.
      if ((SELF_WORDS.has(token.word) || token.word === "i") && !self && !negate && besideSomeone(tokens, i) && tokens.some((_, j) => j !== i && (reader.personAt(j) || reader.alias(j)?.value.person))) {
        plan.selfUnknown = true;
        chips.push({ id: "self", kind: "unused", label: token.text, span: span(1), note: SELF_UNKNOWN });
        i++;
        continue;
      }
      // "just Aiko", "only my dad", "solo shots of Leo" (where "only photos of Leo" is every photo of Leo).
      let at = i + 1;
      if (token.word === "solo") while (PHOTO_NOUNS.includes(tokens[at]?.word ?? "") || tokens[at]?.word === "of") at++;
      const owner = /^(my|our)$/.test(tokens[at]?.word ?? "") ? 1 : 0;
      if (ALONE_BEFORE.has(token.word) && (reader.personAt(at + owner) || reader.alias(at + owner)?.value.person || (SELF_WORDS.has(tokens[at]?.word ?? "") && reader.self()))) {
        alone = true;
        i++;
        continue;
      }
      // "nobody but Leo", "no one except Mom": only them.
      const onlyLead = reader.sequence(i, NOBODY_BUT);
      if (onlyLead && reader.personAt(i + onlyLead)) {
        alone = true;
        i += onlyLead;
        continue;
      }

      // Which trip: "our second trip to Cape Town", "the most recent Mexico City trip", "the last
      // time we were in Toronto". Counted among the trips the rest of the query picks out.
      // "the more recent Mexico trip", "the older Rome trip": of two, the later or the earlier.
      const mostRecent = /^(most|more)$/.test(token.word) && /^(recent|older)$/.test(tokens[i + 1]?.word ?? "");
      const older = mostRecent && tokens[i + 1]!.word === "older";
      const ordinal = older ? TRIP_ORDINALS.first : mostRecent ? TRIP_ORDINALS["most-recent"] : TRIP_ORDINALS[token.word];
      if (ordinal && !negate && !plan.trip) {
        const from = i + (mostRecent ? 2 : 1);
        const ahead = tokens.slice(from, from + 5);
        const stop = ahead.findIndex((t) => ORDERED_NOUN.test(t.word) || KINDS[t.word] !== undefined || t.pos === "NUM" || t.pos === "VERB");
        const trip = ahead.findIndex((t) => TRIP_NOUNS.test(t.word));
        if (trip >= 0 && (stop < 0 || trip < stop)) {
          plan.trip = ordinal;
          chips.push({ id: TRIP_CHIP, kind: "count", label: tripLabel(ordinal), span: span(mostRecent ? 2 : 1) });
          i += mostRecent ? 2 : 1;
          continue;
        }
      }

      // Order and count: "the first photo", "the 3 oldest", "a couple of my latest selfies", "oldest first" (`order-words.ts`).
      const ordered = negate ? null : readOrder(words, i, { namesPhotos: (j) => ORDERED_NOUN.test(words[j] ?? "") || KINDS[words[j] ?? ""] !== undefined, saysNothing: (j) => !tokens[j] || !isContent(tokens[j]!) });
      if (ordered) {
        plan.order = { direction: ordered.direction, count: ordered.count };
        const label = `${ordered.direction === "asc" ? "first" : "latest"}${ordered.count ? ` ${ordered.count}` : ""}`;
        chips.push({ id: "count", kind: "count", label, span: span(ordered.n), ...(ordered.vague ? { note: `“${ordered.vague}” read as ${ordered.count}` } : {}) });
        i += ordered.n;
        continue;
      }
      // "the first time we…": an ordinal that orders nothing says nothing to match either.
      if (!negate && (FIRST.test(token.word) || LAST.test(token.word))) {
        i++;
        continue;
      }

      // "more than one person", "at least two people", "two or more people", "several people": that many or more.
      const atLeast = peopleAtLeast(tokens, i);
      if (atLeast && !negate) {
        plan.peopleAtLeast = atLeast.min;
        chips.push({ id: PEOPLE_COUNT_CHIP, kind: "person", label: `${atLeast.min}+ people`, span: span(atLeast.n) });
        i += atLeast.n;
        continue;
      }
      // "exactly two people", "precisely 3 people": the count says it already.
      const exactly = /^(exactly|precisely)$/.test(token.word) ? tokens[i + 1]?.word ?? "" : "";
      if (exactly && (NUMBERS[exactly] !== undefined || /^\d{1,2}$/.test(exactly)) && PEOPLE_NOUN.test(tokens[i + 2]?.word ?? "")) {
        i++;
        continue;
      }
      // "photos with two people", "2 people", "just one person": how many are in it.
      // "a single person": one.
      const single = token.word === "single" && PEOPLE_NOUN.test(tokens[i + 1]?.word ?? "") ? 1 : undefined;
      const counted = NUMBERS[token.word] ?? single ?? (token.pos === "NUM" && /^\d{1,2}$/.test(token.word) ? Number(token.word) : undefined);
      if (counted && !negate && token.word !== "a" && token.word !== "few" && PEOPLE_NOUN.test(tokens[i + 1]?.word ?? "")) {
        plan.peopleCount = counted;
        chips.push({ id: PEOPLE_COUNT_CHIP, kind: "person", label: counted === 1 ? "1 person" : `${counted} people`, span: span(2) });
        i += 2;
        continue;
      }

      // "the two Istanbul trips", "three beach days": a number said in words that counts nothing the
      // library can count is no word for a photo to hold.
      if (counted && !/^(a|couple|few)$/.test(token.word) && /^[a-z]+$/.test(token.word)) {
        i++;
        continue;
      }
      // "group photos", "a group shot", "group pics from Istanbul": three people or more in it.
      if (!negate && /^groups?$/.test(token.word) && /^(photos?|pictures?|pics?|shots?|selfies?|snaps?|images?|portraits?)$/.test(tokens[i + 1]?.word ?? "")) {
        plan.group = true;
        chips.push({ id: GROUP_CHIP, kind: "person", label: "group photos", span: span(2) });
        i += 2;
        continue;
      }

      // "the southern hemisphere", "south of the equator": half the globe, as an area of the map.
      const the = token.word === "the" ? 1 : 0;
      const half = negate ? undefined : HEMISPHERES.find((h) => reader.sequence(i + the, [h.said]) > 0);
      if (half) {
        plan.area = half.area;
        chips.push({ id: AREA_CHIP, kind: "place", label: half.area.label, span: span(the + half.said.length) });
        i += the + half.said.length;
        continue;
      }
      const found = reader.unitAt(i, negate);
      // "the Middle East", "the Bay Area", "Ciudad de México": a place inside a longer name is not that place.
      const unit = found?.value.kind === "place" && reader.insideLongerName(i, found.n) ? null : found;
      if (unit) {
        const { value, n } = unit;
        const s = span(n);
        if (value.kind === "media") {
          // "photos and videos", "clips or pics": a kind asked for beside the photos themselves is everything, no kind.
          if (!negate && besidePhotos(tokens, i, n)) {
            i += n;
            continue;
          }
          // "a document scan": two words for one kind are one chip.
          const kinds = negate ? plan.notKinds : plan.kinds;
          if (kinds.includes(value.value)) {
            negatedList = negate;
            negate = false;
            i += n;
            continue;
          }
          kinds.push(value.value);
          chips.push({ id: `${negate ? "not:" : ""}kind:${value.value}`, kind: negate ? "not" : "kind", label: negate ? `not ${value.value}s` : `${value.value}s`, span: s });
        } else if (value.kind === "people") {
          plan.withoutPeople = true;
          chips.push({ id: "not:people", kind: "not", label: "no people", span: s });
        } else if (value.kind === "somebody") {
          plan.withPeople = true;
          if (!chips.some((c) => c.id === PEOPLE_CHIP)) chips.push({ id: PEOPLE_CHIP, kind: "person", label: "with people", span: s });
        } else if (value.kind === "alias") {
          const { person, place, term } = value.value;
          const label = person?.label ?? place?.label ?? term!;
          const said = tokens.slice(i, i + n).filter((t) => !FILLER.has(t.word)).map((t) => t.text).join(" ");
          plan.aliased = [...(plan.aliased ?? []), ...value.value.words];
          if (person) (negate ? plan.notPeople : plan.people).push({ ...person, viaAlias: true });
          else if (place) (negate ? plan.notPlaces : plan.places).push({ ...place, viaAlias: true });
          else {
            const list = negate ? plan.notWords : plan.words;
            if (!list.includes(term!)) list.push(term!);
          }
          // "my dad on his own" where corrections taught who dad is: what follows is said of him too.
          if (person && !negate) personEnd = i + n;
          // Its own id: removing the chip reads the words as words again, not as "without Leo".
          chips.push({ id: `${negate ? "not:" : ""}alias:${value.value.words.join("-")}`, kind: negate ? "not" : person ? "person" : place ? "place" : "words", label: `${negate ? "not " : ""}${said} → ${label}`, span: s });
        } else if (value.kind === "person") {
          let person = value.value;
          let end = i + n;
          if (orBefore && !negate) person = { label: `${orBefore.name} or ${person.label}`, names: [...new Set([orBefore.name, ...person.names])] };
          // "Tomas, Kwame or Priya": a list that ends in "or" is a choice of all of them.
          const choice = negate ? null : reader.commaChoiceAfter(end);
          if (choice) {
            person = { label: [person.label, ...choice.people.map((p) => p.label)].join(" or "), names: [...new Set([...person.names, ...choice.people.flatMap((p) => p.names)])] };
            end = choice.end;
          }
          // "Leo or Mom": either of them, one reference.
          for (let next = reader.orPersonAfter(end); next && !negate; next = reader.orPersonAfter(end)) {
            person = { label: `${person.label} or ${next.person.label}`, names: [...new Set([...person.names, ...next.person.names])] };
            end = next.end;
          }
          // "where Leo isn't in them", "Maria not in it": the negation said after the person.
          const notIn = negate ? 0 : reader.personNotIn(end);
          if (notIn) {
            negate = true;
            end += notIn;
          } else if (!negate) end += reader.sequence(end, PERSON_PRESENT);
          const list = negate ? plan.notPeople : plan.people;
          if (!list.some((p) => p.label === person.label)) list.push(person);
          const via = value.said && fold(value.said) !== fold(person.label) ? `${value.said} → ` : "";
          chips.push({ id: `${negate ? "not:" : ""}person:${key(person.label)}`, kind: negate ? "not" : "person", label: negate ? `not ${person.label}` : `${via}${person.label}`, span: [orBefore?.at ?? token.start, tokens[end - 1]!.end] });
          orBefore = null;
          negatedList = negate;
          negate = false;
          i = personEnd = end;
          continue;
        } else {
          const place = value.value;
          // "Aiko outside Finland": anywhere but that country or state (outside a city is still near it).
          const outside = /^(outside|beyond)$/.test(tokens[i - 1]?.word ?? "") || (tokens[i - 1]?.word === "of" && tokens[i - 2]?.word === "outside");
          const kind = place.kind ?? context.gazetteer?.(place.label)?.kind;
          if (outside && kind && kind !== "city") negate = true;
          const list = negate ? plan.notPlaces : plan.places;
          if (!list.some((p) => p.label === place.label)) list.push(place);
          const what = place.kind && place.kind !== "city" ? ` (${place.kind})` : "";
          chips.push({ id: `${negate ? "not:" : ""}place:${key(place.label)}`, kind: negate ? "not" : "place", label: negate ? `not in ${place.label}` : `${place.label}${what}`, span: s });
        }
        negatedList = negate;
        negate = false;
        i += n;
        continue;
      }

      // "Priya or Leo": an unknown name offered as the other choice of a person joins that person.
      const other = !negate && tokens[i + 1]?.word === "or" ? reader.unknownNameAt(i) : null;
      if (other && reader.personAt(i + 2)) {
        orBefore = { name: other, at: token.start };
        i += 2;
        continue;
      }
      if (isContent(token, tokens[i - 1])) {
        const words = reader.split(token);
        // "where Leo isn't in them" with no Leo known: the name is what to leave out.
        const name = /^\p{Lu}/u.test(token.text) && words.length === 1 && !isEnglishWord(words[0]!);
        const notIn = name && !negate ? reader.personNotIn(i + 1) : 0;
        if (notIn) negate = true;
        for (const word of words) {
          if (RELATION_WORDS.has(word)) plan.relationWords = [...(plan.relationWords ?? []), word];
          if (!negate && EVENT_NOUNS.has(word)) {
            // "a city break", "our road trip", "the business trip": what kind of trip, said of the trip
            // itself, not of anything a photo holds: shown with it, never needed.
            const kind = lastWord && lastWord.at === i - 1 && TRIP_KINDS.has(lastWord.word) ? lastWord.word : null;
            if (kind && plan.words.at(-1) === kind) {
              plan.words.pop();
              plan.modifiers = plan.modifiers?.filter(([, head]) => head !== kind);
              eventWords.push(kind);
              const chip = chips.find((c) => c.id === `word:${kind}`);
              if (chip) Object.assign(chip, { id: `event:${kind}`, kind: "event" });
            }
            if (!eventWords.includes(word)) eventWords.push(word);
            chips.push({ id: `event:${word}`, kind: "event", label: word, span: span(1) });
            continue;
          }
          const list = negate ? plan.notWords : plan.words;
          if (list.includes(word)) continue;
          list.push(word);
          if (literal.some(([start, end]) => token.start >= start && token.end <= end)) plan.literal = [...(plan.literal ?? []), word];
          // "waiting for our flight": what someone was doing, said as a verb (`retrieve.ts`).
          // "Kwame ran a marathon": a verb said in its past is what was done as well.
          if (!negate && words.length === 1 && token.pos === "VERB" && (/ing$/.test(word) || (token.lemma !== undefined && token.lemma !== word && /^[a-z]+$/.test(token.lemma)))) plan.doing = [...(plan.doing ?? []), word];
          // "the live show", "a road race": a word said right before the noun it qualifies; "the
          // mountain bike": a noun before it, which says which kind of the head (`retrieve.ts`).
          const before = tokens[i - 1];
          if (!negate && words.length === 1 && lastWord && lastWord.at === i - 1 && token.pos === "NOUN" && before && (QUALIFIER_POS.has(before.pos) || before.pos === "NOUN")) {
            plan.modifiers = [...(plan.modifiers ?? []), before.pos === "NOUN" ? [lastWord.word, word, "noun"] : [lastWord.word, word]];
          }
          if (!negate) lastWord = { word, at: i };
          // "Lima 2024", "photos of Sven": a name the library does not know is what was asked for, never left out.
          // "Jack in Lisbon", "photos of Grace": a given name the tagger reads as a name is one, though
          // also an English word (a jack, grace); before a noun it names a kind ("Crystal glasses", "Rose garden").
          // "kyoto with ines": a given name is someone however it is typed; "seattle 2023": a city's
          // name said without "in" is still what was asked for ("tokyo drift" may be a film, but
          // neither is a word to do without).
          const capital = /^\p{Lu}/u.test(token.text);
          // "priya's trip": what has a possessive and is no English word is someone's name.
          const possessed = /^['’]s$/.test(tokens[i + 1]?.text ?? "");
          const named = !capital && !isCommonWord(word) && (isGivenName(word) || possessed || Boolean(context.gazetteer?.(word)) || isUnknownWord(word));
          if (!negate && ((capital && (!isEnglishWord(word) || (token.pos === "PROPN" && tokens[i + 1]?.pos !== "NOUN" && isGivenName(word)))) || named)) plan.names = [...(plan.names ?? []), word];
          chips.push({ id: `${negate ? "not:" : ""}word:${word}`, kind: negate ? "not" : "words", label: negate ? (name ? `not ${token.text}` : `not “${word}”`) : word, span: span(1 + notIn) });
        }
        // "without the gelato sign": the noun the left-out word qualifies says what kind of thing is
        // left out, not something to find.
        const head = tokens[i + notIn + 1];
        if (negate && words.length === 1 && head?.pos === "NOUN" && isContent(head, token) && !reader.unitAt(i + notIn + 1, false) && !EVENT_NOUNS.has(head.word)) i++;
        negatedList = negate;
        negate = false;
        i += notIn;
      }
      i++;
    }
    if (alone && plan.people.length) {
      plan.onlyPeople = true;
      chips.push({ id: "alone", kind: "person", label: plan.people.length === 1 ? `${plan.people[0]!.label} alone` : "only them", span: null });
    }
    // "Omar with someone": one more than the people named, whoever the other is.
    if (withOthers && !alone && plan.people.length) {
      plan.peopleAtLeast = Math.max(plan.peopleAtLeast ?? 0, plan.people.length + 1);
      chips.push({ id: PEOPLE_COUNT_CHIP, kind: "person", label: `${plan.people.length === 1 ? plan.people[0]!.label : "them"} with someone else`, span: null });
    }
    // A trip word with nothing else to go on is all the query says: it is matched like any word.
    // "our last trip": which trip is something else to go on.
    const nothingElse = !plan.trip && !plan.time && !plan.places.length && !plan.people.length && !plan.kinds.length && !plan.words.length;
    if (eventWords.length && nothingElse) {
      plan.words.push(...eventWords);
      for (const chip of chips) if (chip.kind === "event") Object.assign(chip, { id: `word:${chip.label}`, kind: "words" });
    } else if (eventWords.length) plan.eventWords = eventWords;
    plan.chips = chips;
    return plan;
  }
}

/**
 * A verb the speaker says of themselves inside a description: "the chair [I bought]", "the guitar
 * [that we wanted]". The thing described carries the meaning; the verb is how they remember it.
 * Said alone ("when we kayaked"), the verb is all there is, and it stays.
 */
function isSpeakersVerb(tokens: Token[], i: number): boolean {
  const token = tokens[i]!;
  if (token.pos !== "VERB" || !SPEAKER.has(tokens[i - 1]?.word ?? "")) return false;
  const before = tokens[i - 2]?.word === "that" || tokens[i - 2]?.word === "which" ? tokens[i - 3] : tokens[i - 2];
  return before?.pos === "NOUN" || before?.pos === "PROPN";
}

/** "photos form Lisbon", "pics form last summer": after a word for photos, before a name, a year or a time word. */
function isSlipOfFrom(text: string, at: number): boolean {
  const before = /(?:^|\s)(photos?|pictures?|pics?|images?|shots|snaps|selfies|videos|screenshots|ones|everything|anything|stuff)\s+$/i.test(text.slice(0, at));
  const after = /^\s+(?:\p{Lu}|\d|(?:last|this)\b|the\s+(?:\p{Lu}|\d|(?:summer|winter|spring|autumn|fall|trip|weekend)\b))/u.test(text.slice(at + 4));
  return before && after;
}

/** Whether two words sound the same (Double Metaphone): a spelling of one name, not another name. */
function soundsAlike(a: string, b: string): boolean {
  const [x, y] = [doubleMetaphone(a), doubleMetaphone(b)];
  return x.some((code) => code !== "" && y.includes(code));
}

/** Words that say the user: a person the user said is themselves, else asked for only where nothing else is (`selfAsked`). */
const SELF_WORDS = new Set(["me", "myself"]);
/** Verbs whose "me" is who a request is for ("show me", "send me"), not who is in the photos. */
const ASKS_FOR = new Set(["show", "find", "give", "get", "send", "help", "let", "tell", "remind", "bring", "pull", "fetch", "grab"]);
/** Relations a person can be given in People to say they are the user. */
const SELF_RELATIONS = new Set(["me", "myself", "self", "i", "you"]);

/** The nouns a count of people is said with: "two people", "at least 3 faces". */
const PEOPLE_NOUN = /^(people|persons|person|adults|faces)$/;

/** "more than one person", "at least 2 people", "three or more people", "several people" at `i`: the fewest, and the words said. */
function peopleAtLeast(tokens: Token[], i: number): { min: number; n: number } | null {
  const word = (k: number) => tokens[i + k]?.word ?? "";
  const number = (k: number) => NUMBERS[word(k)] ?? (/^\d{1,2}$/.test(word(k)) ? Number(word(k)) : undefined);
  const people = (k: number) => PEOPLE_NOUN.test(word(k));
  if (word(0) === "more" && word(1) === "than" && number(2) !== undefined && people(3)) return { min: number(2)! + 1, n: 4 };
  if (word(0) === "at" && word(1) === "least" && number(2) !== undefined && people(3)) return { min: number(2)!, n: 4 };
  if (number(0) !== undefined && word(1) === "or" && word(2) === "more" && people(3)) return { min: number(0)!, n: 4 };
  const loose = LOOSE_COUNTS.get(word(0));
  return loose && people(1) ? { min: loose, n: 2 } : null;
}
/** Counts said without a number: "several people" is three or more, "multiple people" two or more. */
const LOOSE_COUNTS: ReadonlyMap<string, number> = new Map([["several", 3], ["multiple", 2], ["many", 3]]);

/** Said of the user beside someone else ("me and Leo", "Leo and I", "with me"). */
function besideSomeone(tokens: Token[], i: number): boolean {
  const joins = ["and", "with", "&", "n"];
  return joins.includes(tokens[i - 1]?.word ?? "") || joins.includes(tokens[i + 1]?.word ?? "");
}

/** Whether "me" at `i` is who the photos are of: first, or after "of", "with", "just", "only". */
function selfAsked(tokens: Token[], i: number): boolean {
  const before = tokens.slice(0, i).filter((t) => t.pos !== "PUNCT").map((t) => t.word);
  if (before.length === 0) return true;
  const prev = before.at(-1)!;
  // "show me", "send me" ask for photos, not photos of the user.
  return ["of", "with", "just", "only", "featuring", "including", "by"].includes(prev);
}

/** Each kind's own name: said, the kind is meant even where the library has none of it. */
const KIND_NAMES = new Set(["screenshot", "screenshots", "selfie", "selfies", "document", "documents", "receipt", "receipts", "video", "videos"]);

/** Words for the photos themselves, which a slip of must not become a word to find. */
const PHOTO_NOUNS = ["photo", "photos", "picture", "pictures", "pics", "image", "images", "shots", "snaps", "snapshots", "photographs"];

/** Joins two things asked for together: "photos and videos", "pics & clips", "videos or photos". */
const BOTH = /^(and|or|&|\+|n|plus|\/)$/;

/** Whether the words at `i` (`n` of them) are joined to a word for the photos themselves, before or after. */
function besidePhotos(tokens: readonly Token[], i: number, n: number): boolean {
  const photos = (t: Token | undefined) => t !== undefined && (PHOTO_NOUNS.includes(t.word) || /^(photo|picture|pic|image|shot|snap)$/.test(t.word));
  return (BOTH.test(tokens[i - 1]?.word ?? "") && photos(tokens[i - 2])) || (BOTH.test(tokens[i + n]?.word ?? "") && photos(tokens[i + n + 1]));
}

/** Words for writing seen in a photo; elsewhere they only lead to the words asked for ("the word …"). */
const WRITING = new Set(["text", "writing", "words", "lettering"]);

/** A word that can say what is in a photo: not a word of the request, and of a part of speech that carries meaning. */
function isContent(token: Token, before?: Token): boolean {
  // "the live show", "a quick look": a request verb used as a noun, after a word that says so.
  if (REQUEST_VERBS.has(token.word) && token.pos === "NOUN" && (before?.pos === "DET" || (before?.pos === "ADJ" && !FILLER.has(before.word)))) return true;
  // "photos with writing on them", "pictures with text": what is in the photo, not "the word …".
  if (WRITING.has(token.word) && /^(with|of|has|have|showing|containing|any)$/.test(before?.word ?? "")) return true;
  if (FILLER.has(token.word) || FILLER.has(token.lemma) || !/[\p{L}\p{N}]/u.test(token.word)) return false;
  // "the Aiko photo collection", "a picture set": a collection after a word for photos is the photos.
  if (before && PHOTO_NOUNS.includes(before.word.replace(/^(photo|picture|pic|image|snap|shot)$/, "$1s")) && isCollection(token.word)) return false;
  if (EVALUATIVE.has(token.word) && (!before || !/^\p{Lu}/u.test(token.text))) return false;
  // "pictrues of Omar", "phtos": a slip of a word for photos is still only that.
  if (token.word.length >= 4 && !isEnglishWord(token.word) && closestSpelling(token.word, PHOTO_NOUNS, (w) => w)) return false;
  if (/^\d{1,2}$/.test(token.word)) return false;
  return !FUNCTION_POS.has(token.pos);
}

/** Whether the gazetteer's place is a country or continent. */
function isCountry(place: ReturnType<NonNullable<ParseContext["gazetteer"]>> | undefined): boolean {
  return place?.kind === "country" || place?.kind === "continent";
}

/** Reads people, places, kinds and aliases at a position, each the longest phrase that fits. */
class Reader {
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
    const before = this.tokens[i - 1];
    return Boolean(token && (token.pos === "VERB" || !before || before.pos === "PUNCT" || CLAUSE_OPENERS.has(before.word)));
  }

  /** How many tokens at `i` are a verb of leaving out said as done to what came before: "Ines excluded", "Tom omitted", "Leo left out". */
  excludedAfter(i: number): number {
    const token = this.tokens[i];
    if (!token || token.word === token.lemma || /(?:ing|s)$/.test(token.word)) return 0;
    return EXCLUSION_VERBS.some((words) => words[0] === token.lemma) ? this.sequence(i, EXCLUSION_VERBS as string[][]) : 0;
  }

  /** Whether something to exclude starts at `i` ("but not Maria", "everything but receipts"). */
  startsUnit(i: number): boolean {
    while (this.tokens[i] && NEGATION_LEAD.has(this.tokens[i]!.word)) i++;
    const t = this.tokens[i];
    return Boolean(t && (this.unitAt(i, true) || isContent(t)));
  }

  personAt(i: number): boolean {
    return Boolean(this.tokens[i] && this.person(i));
  }

  /** The person the user said is themselves (relation "me"), if any. */
  self(): PersonRef | null {
    const names = (this.context.people ?? []).filter((p) => p.relation && SELF_RELATIONS.has(fold(p.relation))).map((p) => p.name);
    return names.length ? { label: names.join(" or "), names } : null;
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
    const kind = KINDS[token.word] ?? KINDS[token.lemma];
    // "movie theater", "video game": a kind said before another noun with which the dictionary
    // knows it as a thing of its own; "receipt paper" or "screenshot text" is still the kind.
    const next = this.tokens[i + 1];
    const compound = kind && next !== undefined && isCompoundNoun(token.word, next.word);
    // "movie" where the library has no video: the word (a cinema's sign), not a kind with nothing in it.
    // The kind's own name ("videos") is the kind, said so, whatever the library has.
    const asWord = kind && !KIND_NAMES.has(token.word) && this.context.hasKind?.(kind) === false;
    if (kind && !compound && !asWord) return { value: { kind: "media", value: kind }, n: 1 };
    if (negate && /^(people|person|persons|anyone|anybody|faces|face|humans|one|strangers|crowds?)$/.test(token.word)) return { value: { kind: "people" }, n: 1 };
    // "photos of people", "pictures with people in them": someone, whoever.
    if (!negate && /^(people|persons|humans|someone|somebody)$/.test(token.word)) return { value: { kind: "somebody" }, n: 1 };
    // "with nobody in them", "no-one around": nobody is itself the negation.
    if (/^(nobody|noone|no-one)$/.test(token.word) && this.tokens[i + 1]?.word !== "else") return { value: { kind: "people" }, n: 1 };
    const alias = this.alias(i);
    if (alias) return { value: { kind: "alias", value: alias.value }, n: alias.n };
    const person = this.person(i);
    if (person) return person;
    const place = this.place(i);
    if (place) return place;
    // A slip of the pen in a word the dictionary does not know: a kind, a person or a place the library has.
    // A given name may be a slip of someone's ("thomas" for Tomas), but is no slip of a kind or a
    // place: "Rose in the garden" is someone the library has not met, not Rome.
    if (!this.known(token)) {
      const slipPerson = closestSpelling(token.word, [...this.people.keys()].filter((k) => !k.includes(" ") && k.length >= 4), (k) => k);
      // A given name of its own is a slip of one the library has ("Thomas" of Tomas, "Maia" of
      // Maria with a letter dropped), but not across the sexes ("Mario" is a man's name where Maria
      // is a woman's), nor a longer name that sounds otherwise ("Marina" is no Maria with a letter more).
      const anotherName = slipPerson !== null && isGivenName(token.word) && (namesOfOtherSexes(token.word, slipPerson) || (token.word.length > slipPerson.length && !soundsAlike(token.word, slipPerson)));
      if (slipPerson && !anotherName) return { value: { kind: "person", value: this.people.get(slipPerson)!, said: token.text }, n: 1 };
    }
    if (!this.known(token)) {
      const given = isGivenName(token.word);
      const slipKind = given ? null : closestSpelling(token.word, Object.keys(KINDS), (k) => k);
      if (slipKind) return { value: { kind: "media", value: KINDS[slipKind]! }, n: 1 };
      // A given name is a place only as it sounds: "Sidney" is Sydney, "Rose" is not Rome.
      const slipPlace = closestSpelling(token.word, [...this.places.keys()].filter((k) => k.length >= 4), (k) => k);
      if (slipPlace && (!given || soundsAlike(token.word, slipPlace))) return { value: { kind: "place", value: { label: this.places.get(slipPlace)!, source: "library" } }, n: 1 };
      // "portugese holiday": a slip of a country's people, said as they sound.
      // Said as itself, place() has read it already (and after "in" it is a language).
      const slipDemonym = given || this.tokens[i - 1]?.word === "in" ? null : closestSpelling(token.word, demonyms(), (k) => k);
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
    const found = matchLongest(i, tokens, (n) => this.people.get(phrase(i, n)) ?? (tokens[i]!.word === "my" || tokens[i]!.word === "our" ? (n > 1 ? this.people.get(phrase(i + 1, n - 1)) : undefined) : undefined));
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

  place(i: number): { value: Unit & { kind: "place" }; n: number } | null {
    const tokens = this.tokens;
    const token = tokens[i]!;
    // "things I wanted to buy": "to" before a verb says what was done, not where (a town called Buy).
    const infinitive = tokens[i - 1]?.word === "to" && token.pos === "VERB" && !/^\p{Lu}/u.test(token.text);
    const afterPreposition = i > 0 && PLACE_PREPOSITIONS.has(tokens[i - 1]!.word) && !infinitive;
    const found = matchLongest(i, tokens, (n): PlaceRef | undefined => {
      const words = tokens.slice(i, i + n);
      const phrase = this.phrase(i, n);
      const written = this.query.slice(words[0]!.start, words.at(-1)!.end);
      // "Ciudad de México", "Rio de Janeiro": a name's connecting words are written small.
      // "Sydney, AU": the comma of a city said with where it is.
      const capitalised = words.every((t, k) => /^\p{Lu}/u.test(t.text) || (k > 0 && k < n - 1 && (NAME_CONNECTORS.has(t.text) || t.text === ",")));
      const name = this.places.get(phrase);
      if (name) {
        // A place called like a word of the sentence ("IN", India's code) only when written as it is.
        if (n === 1 && FILLER.has(token.word) && token.text !== name) return undefined;
        // "wedding photos": a district called Wedding is a place only when said like one and nothing else explains the word.
        // A country the library has photos in is that country however it is written ("pics from japan"):
        // its name is in the photos' own place names, so the library "knowing the word" says nothing.
        if (n === 1 && !capitalised && isEnglishWord(token.word) && (!afterPreposition || this.context.knowsWord?.(token.word)) && !isCountry(this.context.gazetteer?.(written))) return undefined;
        return { label: name, source: "library" };
      }
      // "us" is a word, "the US" a country: written in capitals, or after "the" ("canada or the us"), it is the name.
      const theUs = n === 1 && token.word === "us" && tokens[i - 1]?.word === "the";
      if (n === 1 && FILLER.has(token.word) && token.text !== "US" && !theUs) return undefined;
      const hit = this.context.gazetteer?.(theUs ? "US" : written);
      if (!hit) return undefined;
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
      if (!region && !afterPreposition && words.every((t) => this.context.knowsWord?.(t.word))) return undefined;
      // A state or province the library has no photo of, named like an English word, is that word unless
      // said as a place: "the Falcon launch" is no trip to Falcón. Countries are said as themselves.
      // "the Falcon": the article says nothing of the name.
      const named = words.filter((t) => !FILLER.has(t.word));
      // A region named in two words ("pacific northwest") is as rarely a phrase of the sentence as a country.
      // A demonym ("Scottish") is said as itself, as a country's is.
      const stateLike = region && !hit.demonym && hit.kind !== "country" && hit.kind !== "continent" && !hit.countries?.length && !(hit.kind === "region" && named.length > 1);
      if (stateLike && !afterPreposition && named.every((t) => isEnglishWord(t.word))) return undefined;
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
      // A city named in two or more words none of them English is the city ("ciudad de mexico", "san francisco").
      // So is one WordNet knows as the name of one place ("new york", "long beach").
      // A nickname of two words or more ("the emerald city", "big apple") is as rarely a phrase of the sentence.
      const cityName = !region && n > 1 && ((named.length > 1 && named.every((t) => !isCommonWord(t.word) || NAME_CONNECTORS.has(t.word))) || isProperName(words.map((t) => t.word)) || SAID_FOR[written.toLowerCase()] !== undefined);
      if (!proper && !afterPreposition && !hit.demonym && !(region && nameLike) && !photographed && !cityName && !theUs) return undefined;
      // "a sign in Spanish", "written in Japanese": a demonym after "in" is the language, not the country.
      if (hit.demonym && i > 0 && tokens[i - 1]!.word === "in") return undefined;
      return { ...hit, source: "gazetteer" } satisfies PlaceRef;
    });
    return found ? { value: { kind: "place", value: found.value }, n: found.n } : null;
  }

  alias(i: number): { value: Alias; n: number } | null {
    return learnedAlias(i, this.tokens, this.context);
  }

  /** A word glued from two the dictionary knows ("boardingpass") as those two; else the word. */
  split(token: Token): string[] {
    const word = token.word;
    if (word.length < 7 || EVENT_NOUNS.has(word) || inDictionary(word) || this.context.knowsWord?.(word) || this.context.knowsSlipOf?.(word)) return [word];
    for (let at = 3; at <= word.length - 3; at++) {
      const [a, b] = [word.slice(0, at), word.slice(at)];
      // Both halves must say something: "lockdown" is not a lock and a "down".
      if (isEnglishWord(a) && isEnglishWord(b) && !FILLER.has(a) && !FILLER.has(b)) return [a, b];
    }
    return [word];
  }
}

/** The longest phrase of up to six tokens ("Île - de - France") from `i` that `find` knows. */
function matchLongest<T>(i: number, tokens: Token[], find: (n: number) => T | undefined): { value: T; n: number } | null {
  for (let n = Math.min(6, tokens.length - i); n >= 1; n--) {
    const value = find(n);
    if (value) return { value, n };
  }
  return null;
}

/**
 * A phrase the user's corrections taught, starting at token `i`: its words in order, with filler
 * words between them allowed ("house by the lake" is not "lake house", but "lake, the house" is).
 * The longest phrase wins.
 */
function learnedAlias(i: number, tokens: Token[], context: ParseContext): { value: Alias; n: number } | null {
  // Asked past the last word ("Leo only", "Maria solo" look for a person after the cue): nothing there.
  if (!tokens[i]) return null;
  let best: { value: Alias; n: number; words: number } | null = null;
  // "old man" taught as "dad": a relation said in two words is one word of the phrase.
  const pair = tokens[i + 1] ? `${tokens[i]!.word} ${tokens[i + 1]!.word}` : "";
  for (const alias of context.aliases ?? []) {
    const two = RELATION_WORDS.has(pair) && sameWord(pair, alias.words[0]!);
    if (!two && !sameWord(tokens[i]!.word, alias.words[0]!)) continue;
    let at = i + (two ? 2 : 1);
    let matched = 1;
    while (matched < alias.words.length && at < tokens.length) {
      if (sameWord(tokens[at]!.word, alias.words[matched]!)) matched++;
      else if (!FILLER.has(tokens[at]!.word)) break;
      at++;
    }
    if (matched === alias.words.length && (!best || matched > best.words)) best = { value: alias, n: at - i, words: matched };
  }
  return best && { value: best.value, n: best.n };
}

/** The same word, or words for the same relation: "mother" said where "mom" was taught. */
function sameWord(said: string, taught: string): boolean {
  if (said === taught) return true;
  // "dads pics": the possessive typed without its apostrophe.
  if (said === `${taught}s` && RELATION_WORDS.has(taught)) return true;
  const relation = (w: string) => Object.entries(RELATIONS).find(([, words]) => words.includes(w))?.[0];
  const r = RELATION_WORDS.has(taught) && relation(taught);
  return Boolean(r && r === relation(said));
}

/**
 * Names (full and first) and relations ("my son", "mom") → who they mean. A person whose name is
 * a relation word ("Mom", "Grandpa") is who that relation means when no one else has it.
 */
function personIndex(context: ParseContext): Map<string, PersonRef> {
  const index = new Map<string, PersonRef>();
  const add = (phrase: string, ref: PersonRef) => {
    const existing = index.get(phrase);
    if (!existing) index.set(phrase, ref);
    else if (existing.label !== ref.label) index.set(phrase, { label: existing.label, names: [...new Set([...existing.names, ...ref.names])] });
  };
  const canonicalOf = (said: string) => Object.entries(RELATIONS).find(([, words]) => words.includes(said))?.[0];
  const byRelation = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  for (const { name, relation } of context.people ?? []) {
    add(fold(name), { label: name, names: [name] });
    const first = fold(name).split(" ")[0]!;
    if (first.length > 2 && !FILLER.has(first)) add(first, { label: name, names: [name] });
    // The user themselves is said as "me" only where asked for (`selfAsked`), never as "show me".
    if (relation && !SELF_RELATIONS.has(fold(relation))) {
      const said = fold(relation).replace(/^(my|our)\s+/, "");
      const canonical = canonicalOf(said) ?? said;
      byRelation.set(canonical, [...(byRelation.get(canonical) ?? []), name]);
    }
    const namedAs = canonicalOf(fold(name));
    if (namedAs) byName.set(namedAs, [...(byName.get(namedAs) ?? []), name]);
  }
  for (const [canonical, names] of byName) if (!byRelation.has(canonical)) byRelation.set(canonical, names);
  for (const [canonical, names] of byRelation) {
    for (const word of RELATIONS[canonical] ?? [canonical]) {
      add(word, { label: `my ${word}`, names });
      // "my dads photos": the possessive typed without its apostrophe (or more than one of them).
      if (!word.includes(" ") && !RELATION_WORDS.has(`${word}s`)) add(`${word}s`, { label: `my ${word}`, names });
    }
  }
  for (const [group, members] of Object.entries(GROUPS)) {
    const names = members.flatMap((m) => byRelation.get(m) ?? []);
    if (names.length) add(group, { label: `my ${group}`, names });
  }
  return index;
}
