/**
 * @file Reads where a query places its answer against a trip: inside it ("the Rome trip", "our
 * holiday in Portugal", "the first day of the trip to Lisbon", "the final evening of the Rome
 * trip"), after or before it
 * ("everything since the Rome trip", "since we got back from Rome", "before we left for Lisbon",
 * "since Rome"),
 * or the trip next to it ("the trip before Rome"). Pure; runs in the parser (`parsers/english.ts`)
 * before the rest of the sentence is read.
 *
 * The cue words are blanked (same length, so spans still point into the query) and the rest is
 * read as usual; the places and words said in the anchor's scope then pick the trip instead of
 * the photos (`applyTripAnchor`), and retrieval resolves the anchor against the library's trips
 * (`trip-scope.ts`), which are the Events view's: "the Seattle trip" is every photo of the trip,
 * the receipt from a suburb and the photos without GPS too, not only those taken in Seattle.
 */
import { TRIP_ANCHOR_CHIP, TRIP_CHIP, key, type PlanChip, type QueryPlan, type TripAnchor } from "../query/plan";
import { TRIP_ORDINALS } from "./parsers/english-words";
import { countOf } from "./count-words";
import { isEnglishWord } from "./meanings";
import { whenPhrase } from "./wording";
import { wordTable } from "../domain/word-table";

/** Nouns that name a trip. */
const TRIP = String.raw`(?:trips?|holidays?|vacations?|getaways?|visits?|journeys?|tours?|breaks?|stays?|travels?|hols|roadtrips?)`;
/** A part of a day said with a position: "the final evening". */
const DAY_UNITS = new Set(["day", "morning", "afternoon", "evening", "night"]);
/** Words that place a day from the end, beside the ordinals trips already count with. */
const FROM_END: Record<string, { nth: number; from: "first" | "last" }> = wordTable({ final: { nth: 1, from: "last" }, closing: { nth: 1, from: "last" }, opening: { nth: 1, from: "first" } });

export interface AnchorReading {
  anchor: TripAnchor;
  /** The query with the cue words blanked. */
  blanked: string;
  /** Where places pick the trip, not the photos: [start, end). */
  scope: [number, number];
  /** Where the whole anchor was said, for its chip. */
  span: [number, number];
  /** The anchor holds only where a place in its scope picks the trip. */
  needsPlace?: boolean;
  /** Only a place said where its scope begins picks the trip ("since Rome", not "after dinner in Rome"). */
  placeFirst?: boolean;
  /** A trip said by where or what it was: places and words in its scope pick it, and it is the whole trip. */
  named?: boolean;
  /** Where its trip noun was said, for a named trip: its chip runs from there to the places and words that pick it. */
  noun?: [number, number];
  /** Where a longer trip it was part of was said ("… during the Lisbon trip"): its places pick that trip. */
  during?: [number, number];
}

interface Cue {
  re: RegExp;
  relation: TripAnchor["relation"];
  /** Groups whose text is blanked. */
  blank: number[];
  /** The group whose position says the day ("first", "final"), and its unit. */
  day?: { position: number; unit: number };
  /** Said with no trip word, the anchor is a trip only where a place follows ("our last day in Rome", never "the last day in 2023"). */
  needsPlace?: boolean;
  /** The group that says a return or a departure, which is the trip's end or start (`TripAnchor.edge`). */
  edgeOf?: number;
}

/** Words of coming back: the trip's end. The other movements said (left, went, departure) are its start. */
const RETURN = /\b(?:back|home|returned|return)\b/iu;

/** Up to the end of the clause: where the anchor's place is said. */
const REST = String.raw`([^,;.!?]*)`;
/** Ordinals past those every count knows, for the days of a long trip: "the ninth day", "day 12". */
const NTH_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"];
/** A day's position said as an ordinal: a word, a number with its ending ("3rd"), or a word that counts from the end. */
const NTH = String.raw`(?:(?:second|third|2nd|3rd)[\s-]+(?:to[\s-]+)?last|penultimate|${NTH_WORDS.join("|")}|\d{1,2}(?:st|nd|rd|th)|last|final|closing|opening)`;
/** A day's number said after "day": "day 2", "day three". */
const DAY_NUMBER = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)`;
const CUES: Cue[] = [
  // "the first day of the trip to Lisbon", "the final evening of our Rome holiday".
  { re: new RegExp(String.raw`\b(?:the\s+|our\s+|my\s+)?(${NTH})\s+(day|morning|afternoon|evening|night)(\s+of)\b(?=${REST}\b${TRIP}\b)${REST}`, "iu"), relation: "in", blank: [1, 3], day: { position: 1, unit: 2 } },
  // "day 2 of the Lisbon trip", "day three of our holiday in Japan".
  { re: new RegExp(String.raw`\b(day)\s+(${DAY_NUMBER})(\s+(?:of|on))\b(?=${REST}\b${TRIP}\b)${REST}`, "iu"), relation: "in", blank: [2, 3], day: { position: 2, unit: 1 } },
  // "our last day in Edinburgh", "the first night at Lake Tahoe": a day of the trip to the place said.
  { re: new RegExp(String.raw`\b(?:the\s+|our\s+|my\s+)(${NTH})\s+(day|morning|afternoon|evening|night)(\s+(?:in|at))\b${REST}`, "iu"), relation: "in", blank: [1, 3], day: { position: 1, unit: 2 }, needsPlace: true },
  // "second day in Oaxaca", "3rd night in Kyoto": with no article, only an ordinal past the first (a stay's
  // "first evening in Rome" is a part of the stay there, `stay-parts.ts`).
  { re: new RegExp(String.raw`\b(${NTH_WORDS.slice(1).join("|")}|\d{1,2}(?:st|nd|rd|th))\s+(day|morning|afternoon|evening|night)(\s+(?:in|at))\b${REST}`, "iu"), relation: "in", blank: [1, 3], day: { position: 1, unit: 2 }, needsPlace: true },
  // "day 2 in Lisbon", "day three in Kyoto".
  { re: new RegExp(String.raw`\b(day)\s+(${DAY_NUMBER})(\s+(?:in|at))\b${REST}`, "iu"), relation: "in", blank: [2, 3], day: { position: 2, unit: 1 }, needsPlace: true },
  // "the day we arrived in Kyoto", "the morning we left Edinburgh": the trip's first or last day.
  // "the day after we landed in Lisbon", "the evening before we left Rome": the calendar day after its first, or before its last.
  { re: new RegExp(String.raw`\b(?:the\s+|that\s+)?(day|morning|afternoon|evening|night)(\s+(?:(after|before)\s+)?(?:we|i)\s+(?:(arrived|got|landed|came|flew|drove)(?:\s+(?:in|into|at|to))?|(left|departed|flew\s+out\s+of|drove\s+out\s+of|checked\s+out\s+of)(?:\s+from)?))\b${REST}`, "iu"), relation: "in", blank: [2], day: { position: 0, unit: 1 }, needsPlace: true },
  // "the trip before Rome", "the holiday after the Lisbon one".
  // "whichever trip came after Edinburgh", "the holiday we took before Rome", "the trip that preceded Kyoto".
  { re: new RegExp(String.raw`\b(?:the\s+|our\s+|my\s+|whichever\s+|which\s+)?${TRIP}(\s+(?:(?:that|which)\s+|(?:we|i)\s+(?:took|had|went\s+on|did|made)\s+)?(?:(?:came|was|happened|went)\s+)?(?:right\s+|just\s+|immediately\s+)?(before|after|prior\s+to|following|preceding|preceded|followed))\b${REST}`, "iu"), relation: "trip-next", blank: [1] },
  // "since we got back from Rome", "after coming home from Lisbon", "before we left for Rome".
  // "following our return from Rome", "prior to our flight home from Kyoto".
  { re: new RegExp(String.raw`\b(since|after|before|until|till|following|prior\s+to)(\s+(?:(?:we|i)\s+(?:got|came|flew|drove)\s+(?:back|home)|(?:getting|coming|flying)\s+(?:back|home)|(?:we|i)\s+(?:returned|left|flew\s+out)|(?:going|leaving|flying)|(?:we|i)\s+went|(?:our|my|the)\s+(?:return|journey\s+(?:back|home)|flight\s+(?:back|home)|trip\s+(?:back|home)|way\s+(?:back|home)|departure))\s+(?:from|to|for))\b${REST}`, "iu"), relation: "after", blank: [1, 2], edgeOf: 2 },
  // "everything since the Rome trip", "before our trip to Lisbon".
  { re: new RegExp(String.raw`\b(since|after|before|until|till|prior\s+to|following)\s+(?=(?:the|our|my)\b[^,;.!?]*?\b${TRIP}\b)${REST}`, "iu"), relation: "after", blank: [1] },
];

/**
 * "since Rome", "everything after Lisbon", "prior to Kyoto": a time word with a place said right
 * after it is the trip there, as "since the Rome trip" is; a place is never a time's bound of its
 * own. Only where a place begins the scope (`placeFirst`): "after dinner in Rome" is dinner.
 */
const BARE = new RegExp(String.raw`\b(since|after|before|until|till|prior\s+to|following)\s+((?:the\s+)?)([^,;.!?]*)`, "iu");

function bare(query: string): AnchorReading | null {
  const m = BARE.exec(query);
  if (!m) return null;
  const at = m.index + m[0].length - m[3]!.length - m[2]!.length;
  // The cue word is blanked; what follows it is read as usual, and only a place at its start picks the trip.
  const relation = /^(before|until|till|prior\s+to)$/iu.test(m[1]!) ? "before" : "after";
  const blanked = query.slice(0, m.index) + " ".repeat(m[1]!.length) + query.slice(m.index + m[1]!.length);
  const span: [number, number] = [m.index, m.index + m[0].length];
  return { anchor: { relation, places: [], label: m[0].trim().replace(/\s+/g, " ") }, blanked, scope: [at, span[1]], span, needsPlace: true, placeFirst: true };
}

/** Nouns that name a trip said by where or what it was ("the Tahoe trip"): not "break" or "stay", which are other things too. */
const TRIP_NAMED = String.raw`(?:trips?|holidays?|vacations?|getaways?|journeys?|roadtrips?|hols|travels)`;
/** Words that are not a trip's name, so end what is said before its noun: "photos from | the Seattle | trip". */
const NOT_NAME = String.raw`(?:the|our|my|a|an|that|this|those|these|his|her|their|your|its|of|on|from|in|at|to|during|with|and|or|for|about|while|when|last|first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)|most|recent|latest|earliest|earlier|later|previous|next|whole|entire|photos?|pictures?|pics?|shots?|snaps?|images?|videos?|show|find|me|us)`;
/** A trip's noun with up to four words of its name before it: "our Lake Tahoe holiday", "the Sintra day-trip". */
const NAME_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}'’-])((?:(?!${NOT_NAME}\b)[^\s,;.!?:]+\s+){0,4})((?:day-)?${TRIP_NAMED})\b`, "giu");
/** Where it went, after its noun: "to Lisbon", up to the next word that says something else ("in 2023", "with Ana"). */
const NAME_AFTER = new RegExp(String.raw`^\s+(?:to|in|at|around|through|throughout|across|into|of|within|inside)\s+(?:the\s+)?([^,;.!?]+?)(?=\s+(?:with|and|or|where|when|that|which|while|in|on|at|during|from|for|of|last|this|next|before|after|since|without|but)\b|\s*[,;.!?]|\s*$)`, "iu");

/**
 * A trip said by where it went or what it was, as a whole: "the Seattle trip", "our Lake Tahoe
 * holiday", "the trip to Lisbon", "our holiday in Portugal". The scope is the name and the noun;
 * nothing is blanked, so where no place or word in it picks a trip the sentence is read as if no trip were named.
 */
function named(query: string): AnchorReading | null {
  NAME_BEFORE.lastIndex = 0;
  for (let m = NAME_BEFORE.exec(query); m; m = NAME_BEFORE.exec(query)) {
    const nounAt = m.index + m[1]!.length;
    const nounEnd = nounAt + m[2]!.length;
    const after = NAME_AFTER.exec(query.slice(nounEnd));
    if (!m[1]!.trim() && !after) continue;
    const span: [number, number] = [withArticle(query, m.index), after ? nounEnd + after[0].length : nounEnd];
    return { anchor: { relation: "in", places: [], label: query.slice(span[0], span[1]).replace(/\s+/g, " ") }, blanked: query, scope: span, span, named: true, noun: [nounAt, nounEnd], ...duringOf(query, span[1]) };
  }
  return null;
}

/** "… during the Lisbon trip", "… on our holiday in Portugal": a longer trip said after a named one, of which it was a part. */
const DURING = new RegExp(String.raw`^\s+(?:during|on|of|in|from|while\s+on)\s+(?:the|our|my|that)\s+`, "iu");

function duringOf(query: string, from: number): { during: [number, number] } | Record<string, never> {
  const lead = DURING.exec(query.slice(from));
  if (!lead) return {};
  const at = from + lead[0].length;
  NAME_BEFORE.lastIndex = 0;
  const m = NAME_BEFORE.exec(query.slice(at));
  if (!m || m.index !== 0) return {};
  const nounEnd = at + m[1]!.length + m[2]!.length;
  const after = NAME_AFTER.exec(query.slice(nounEnd));
  if (!m[1]!.trim() && !after) return {};
  return { during: [from, after ? nounEnd + after[0].length : nounEnd] };
}

/** Where a name said from `at` begins with its article: a place is read with it ("the Seattle"), and the chip says it ("the Seattle trip"). */
function withArticle(query: string, at: number): number {
  return /\b(?:the|our|my|a|an|that|this|his|her|their|your)\s+$/iu.exec(query.slice(0, at))?.index ?? at;
}

/**
 * A word that every anchor says: a part of the day (a cued day), a word of before or after (a cued
 * or bare anchor) or a trip's noun (a named trip), each a part of some word every pattern above
 * needs, with the patterns' own flags, so that nothing they match is missed. A query that says none
 * of them (most) is read without compiling and running the long patterns.
 */
const ANCHOR_WORD = /day|morning|after|evening|night|since|before|until|till|follow|prior|preced|trip|holiday|vacation|getaway|journey|hols|travels/iu;

/** The anchor a query says, if any. */
export function readTripAnchor(query: string): AnchorReading | null {
  if (!ANCHOR_WORD.test(query)) return null;
  return cued(query) ?? named(query) ?? bare(query);
}

function cued(query: string): AnchorReading | null {
  for (const cue of CUES) {
    const m = cue.re.exec(query);
    if (!m) continue;
    const indices = groupStarts(query, m);
    let relation = cue.relation;
    const word = (g: number) => m[g]!.toLowerCase().replace(/\s+/g, " ");
    const anchor: TripAnchor = { relation, places: [], label: "" };
    if (cue.relation === "trip-next") anchor.which = /^(before|prior to|preceding|preceded)$/.test(word(2)) ? "previous" : "next";
    else if (cue.relation === "after") relation = anchor.relation = /^(before|until|till|prior to)$/.test(word(1)) ? "before" : "after";
    if (cue.edgeOf !== undefined) anchor.edge = RETURN.test(m[cue.edgeOf]!) ? "end" : "start";
    if (cue.day) {
      // Arriving starts the trip, leaving ends it; a day after arriving or before leaving is one further in.
      const beside = cue.day.position === 0 && m[3] ? word(3) : null;
      if (beside && (beside === "after") !== Boolean(m[4])) continue;
      const said = cue.day.position === 0 ? (m[4] ? "first" : "last") : word(cue.day.position);
      const position = beside ? { nth: 1, from: said as "first" | "last" } : dayPosition(said);
      if (!position) continue;
      anchor.day = position;
      if (beside) anchor.dayOffset = 1;
      if (word(cue.day.unit) !== "day" && DAY_UNITS.has(word(cue.day.unit))) anchor.part = word(cue.day.unit);
    }
    let blanked = query;
    const blanks = [...cue.blank, ...(cue.day && !anchor.part ? [cue.day.unit] : [])];
    for (const g of blanks) blanked = blanked.slice(0, indices[g]!) + " ".repeat(m[g]!.length) + blanked.slice(indices[g]! + m[g]!.length);
    const span: [number, number] = [m.index, m.index + m[0].length];
    anchor.label = m[0].trim().replace(/\s+/g, " ");
    return { anchor, blanked, scope: span, span, ...(cue.needsPlace ? { needsPlace: true } : {}) };
  }
  return null;
}

/** Which day a word or number says: "final" the last, "second", "2nd", "2" and "two" the second from the first. */
function dayPosition(said: string): { nth: number; from: "first" | "last" } | undefined {
  const known = FROM_END[said] ?? TRIP_ORDINALS[said];
  if (known) return known;
  // "the second to last day", "3rd-last": counted from the end.
  const fromEnd = /^(\S+?)[\s-]+(?:to[\s-]+)?last$/.exec(said);
  if (fromEnd) return { nth: TRIP_ORDINALS[fromEnd[1]!]!.nth, from: "last" };
  const nth = NTH_WORDS.indexOf(said) + 1 || Number(/^(\d{1,2})(?:st|nd|rd|th)?$/.exec(said)?.[1] ?? 0) || countOf(said) || 0;
  return nth > 0 ? { nth, from: "first" } : undefined;
}

/** Where each group of a match starts (the `d` flag's indices, found by search for older engines' sake). */
function groupStarts(query: string, m: RegExpExecArray): number[] {
  const starts: number[] = [m.index];
  let from = m.index;
  for (let g = 1; g < m.length; g++) {
    const text = m[g];
    if (text === undefined) {
      starts.push(-1);
      continue;
    }
    const at = query.indexOf(text, from);
    starts.push(at);
    if (at >= 0) from = at + text.length;
  }
  return starts;
}

/**
 * The plan with its anchor: the places said in the anchor's scope pick the trip, so they leave
 * the plan's places (and their chips) for the anchor's; one chip shows the anchor.
 */
export function applyTripAnchor(plan: QueryPlan, reading: AnchorReading, knowsWord: (word: string) => boolean = () => true): QueryPlan {
  const inScope = (span: [number, number] | null) => span !== null && span[0] >= reading.scope[0] && (!reading.placeFirst || /^\s*(?:the\s+)?$/iu.test(plan.query.slice(reading.scope[0], span[0]))) && span[1] <= reading.scope[1];
  // A trip said by its name ("the Tahoe trip", "our Bonnaroo weekend trip"): a name the library
  // has (a folder's, a file's, a caption's) picks it too. Only a name, said before the noun: an
  // ordinary word ("the beach trip") stays a word to find in the photos, as it would be
  // anywhere; after the noun ("the trip to see grandma") words say what was done, and only a
  // place there says where it went. A name nothing in the library says stays a word to find,
  // which the answer says it did not use, rather than picking no trip at all.
  const beforeNoun = (span: [number, number] | null) => reading.noun !== undefined && inScope(span) && span![1] <= reading.noun[0];
  // "the trip after Lisbon", "since the Bonnaroo trip", "the holiday before the wedding": after a
  // cue that places the answer against another trip, every word the library has in its scope says
  // which trip that is, never what the photos show.
  const bound = !reading.named && !reading.placeFirst && reading.anchor.relation !== "in";
  const wordChips = plan.chips.filter((c) => c.kind === "words" && c.id === `word:${c.label}` && plan.words.includes(c.label) && knowsWord(c.label) && (bound ? inScope(c.span) : beforeNoun(c.span) && !isEnglishWord(c.label)));
  const words = wordChips.map((c) => c.label);
  const moved = new Set([...plan.chips.filter((c) => c.kind === "place" && inScope(c.span)).map((c) => c.id), ...wordChips.map((c) => c.id)]);
  const places = plan.places.filter((p) => moved.has(`place:${key(p.label)}`));
  // "our day trip to Sintra during the Lisbon trip": the longer trip's places pick it, not the photos.
  const inDuring = (span: [number, number] | null) => reading.during !== undefined && span !== null && span[0] >= reading.during[0] && span[1] <= reading.during[1];
  const duringIds = new Set(places.length ? plan.chips.filter((c) => c.kind === "place" && inDuring(c.span)).map((c) => c.id) : []);
  const during = plan.places.filter((p) => duringIds.has(`place:${key(p.label)}`));
  for (const id of duringIds) moved.add(id);
  // "the trips" with nothing said of which is a trip word like any other; "our first Seattle
  // trip" is one of the trips there, which the trip's ordinal picks (`orderedTrip`).
  if (reading.anchor.relation === "in" && !reading.anchor.day && places.length === 0 && words.length === 0 && !plan.trip) return plan;
  if (reading.named && plan.trip) return plan;
  // "the Sintra day trip", "our day-trip to Cascais": a trip a day long, so the days at its places.
  const dayBefore = reading.noun && places.length > 0 ? /\bday\s+$/iu.exec(plan.query.slice(0, reading.noun[0])) : null;
  const dayTrip = dayBefore !== null || (reading.noun !== undefined && places.length > 0 && /^day-/iu.test(plan.query.slice(reading.noun[0])));
  let span = reading.span;
  if (reading.noun) {
    // A named trip's chip is its noun and what picks it: "our Seattle trip", never the time said after it ("in March 2025").
    const said = plan.chips.filter((c) => moved.has(c.id) && c.span).map((c) => c.span!);
    span = [withArticle(plan.query, Math.min(dayBefore?.index ?? reading.noun[0], ...said.map((s) => s[0]))), Math.max(reading.noun[1], ...said.map((s) => s[1]), during.length ? reading.during![1] : 0)];
  }
  // "since Rome with Ana": the chip is the cue and its place, not what else the clause says.
  if (reading.placeFirst) span = [reading.span[0], Math.max(...plan.chips.filter((c) => moved.has(c.id) && c.span).map((c) => c.span![1]))];
  const label = reading.noun || reading.placeFirst ? plan.query.slice(span[0], span[1]).replace(/\s+/g, " ") : reading.anchor.label;
  // "our last holiday", "the vacation before Rome": a stay away of a night or more, as "not on holiday" reads it.
  const overnight = !dayTrip && HOLIDAY_NOUN.test(label);
  const anchor: TripAnchor = { ...reading.anchor, label, places, ...(words.length ? { words } : {}), ...(plan.trip ? { trip: plan.trip } : {}), ...(dayTrip ? { dayTrip } : {}), ...(overnight ? { overnight } : {}), ...(during.length ? { during } : {}) };
  const kept = (word: string) => !words.includes(word);
  return {
    ...plan,
    ...(words.length ? { words: plan.words.filter(kept), modifiers: plan.modifiers?.filter(([modifier, head]) => kept(modifier) && kept(head)), literal: plan.literal?.filter(kept) } : {}),
    places: plan.places.filter((p) => !moved.has(`place:${key(p.label)}`)),
    trip: undefined,
    tripAnchor: anchor,
    // The trip word in it is the anchor's, not a word of its own; what kind of trip it was ("the
    // business trip to Kyoto") is still said of it.
    eventWords: reading.named ? plan.eventWords : plan.eventWords?.filter((w) => !plan.chips.some((c) => c.kind === "event" && c.label === w && inScope(c.span))),
    chips: [...plan.chips.filter((c) => !moved.has(c.id) && c.id !== "trip-order" && !(c.kind === "event" && (inScope(c.span) || (during.length > 0 && inDuring(c.span))))), { id: TRIP_ANCHOR_CHIP, kind: "event", label: anchor.label, span }],
  };
}

/** A holiday's noun: a stay away, not any trip ("the day trip to Sintra" is a trip). */
const HOLIDAY_NOUN = /\b(?:holidays?|vacations?|vacays?|getaways?|hols)\b/i;

/** The length of stay a trip's words say: a holiday's noun, a night or more; a trip of a day ("our first day trip", "daytrip"), one day. */
export function stayLengthSaid(eventWords: readonly string[]): "overnight" | "day" | undefined {
  if (eventWords.some((w) => HOLIDAY_NOUN.test(w))) return "overnight";
  return DAY_TRIP.test(eventWords.join(" ")) ? "day" : undefined;
}

/** A trip of one day said as such: "day trips", "one-day outings", "days out". */
const DAY_TRIP = /\b(?:(?:one|1|single)[\s-]+)?day[\s-]*(?:trips?|outings?|excursions?)\b|\bdays?\s+out\b/i;

/** Whether any trip said picks the holidays (`overnight`: "vacation pics") or the days out (`sameDay`: "our day trips in 2024"). */
function stayLength(noun: string, query: string): Pick<TripAnchor, "overnight" | "sameDay"> {
  return DAY_TRIP.test(query) ? { sameDay: true } : HOLIDAY_NOUN.test(noun) ? { overnight: true } : {};
}

/**
 * "vacation pics", "holidays outside Europe", "trip selfies with Leo": a trip's noun with no time,
 * place, trip or thing to pick one is any trip, the photos of all the days away. Said with a thing
 * ("beach photos from our vacation") the noun is a word of the trip, which a thing picks photos of.
 */
function anyTrip(plan: QueryPlan): QueryPlan {
  if (plan.tripAnchor || plan.trip || plan.time || plan.places.length || plan.placeKinds?.length || plan.words.length || plan.area || plan.home || plan.collections?.length || plan.undated) return plan;
  const noun = plan.chips.find((c) => c.kind === "event" && c.span && isTripNoun(c.label.toLowerCase()));
  // "the holidays": the season ("the Christmas holidays" the time reader reads as one); "the holiday
  // with Nico" is a trip, who went said.
  const season = /^holidays?$/i.test(noun?.label ?? "") && /\bthe\s+$/i.test(plan.query.slice(0, noun!.span![0])) && !/^\s+(?:with|w\/|w)\s/i.test(plan.query.slice(noun!.span![1]));
  if (!noun || season) return plan;
  const anchor: TripAnchor = { relation: "in", places: [], label: "your trips", byTime: true, ...stayLength(noun.label, plan.query) };
  return withCompanions({ ...plan, tripAnchor: anchor, chips: [...plan.chips.filter((c) => c !== noun), { id: TRIP_ANCHOR_CHIP, kind: "event", label: "your trips", span: noun.span }] }, noun.span!);
}

/**
 * A noun of going away that alone means any trip: "vacations", "holidays", "trips"; and a weekend
 * said with what it was for ("the ski weekend"), which no time reads (`readTime`), so an outing.
 */
export const isTripNoun = (word: string): boolean => TRIP_BY_TIME.has(word) || word === "holidays" || word === "weekend";

/** Nouns of a trip a time can pick; not "holidays", which is the season too ("the holidays in 2023"). */
const TRIP_BY_TIME = new Set(["trip", "trips", "vacation", "vacations", "vacay", "vacays", "holiday", "getaway", "getaways", "journey", "journeys", "roadtrip", "roadtrips", "hol", "hols", "travels"]);
/** Words of the request, not of the trip: "trip photos from summer 2024" is not the trip's name. */
const PHOTO_NOUN = /\b(?:photos?|pictures?|pics?|shots?|snaps?|images?|videos?|selfies?)\b/iu;
/** Words between a trip's noun and its time that still say one thing: "the trip | we took in | March 2025". */
const CLOSE_WORDS = 4;

/**
 * A trip said by when it was: "the trip in July 2022", "the 2019 trip", "our trip last summer",
 * "our first trip in 2025". The time picks the trips that overlap it, whole, days outside it too
 * (`constraints.ts`); where none does, the photos taken then answer, and the answer says so. Only
 * where nothing else picks the trip or the photos: with a place ("the trip in July in Rome") or a
 * word ("beach photos from our 2024 vacation") the time stays a time, as it would be said alone.
 * A time of the day, week or stay ("the weekend trip in May", "the last day of the trip") is a part
 * of the photos, not a trip's dates, and stays a time too.
 */
export function tripByTime(plan: QueryPlan): QueryPlan {
  const time = plan.time;
  if (!time) return anyTrip(plan);
  if (plan.tripAnchor || !time?.ranges || time.ofStay || time.hours || time.otherHours?.length || time.weekend != null || time.days?.length) return plan;
  if (plan.places.length || plan.placeKinds?.length || plan.words.length || plan.area || plan.home || plan.collections?.length || plan.undated) return plan;
  const timeChip = plan.chips.find((c) => c.id === "time" && c.span);
  // "summer holidays": after a season's name, the holidays are that season's trips, not Christmas.
  const afterSeason = (c: PlanChip) => /\b(?:spring|summer|autumn|fall|winter)\s+$/i.test(plan.query.slice(0, c.span![0]));
  const noun = plan.chips.find((c) => c.kind === "event" && c.span && (TRIP_BY_TIME.has(c.label.toLowerCase()) || (c.label.toLowerCase() === "holidays" && afterSeason(c))));
  if (!timeChip || !noun) return plan;
  const ordinal = plan.chips.find((c) => c.id === TRIP_CHIP && c.span);
  const spans = [noun.span!, timeChip.span!, ...(ordinal ? [ordinal.span!] : [])];
  const from = withArticle(plan.query, Math.min(...spans.map((s) => s[0])));
  const to = Math.max(...spans.map((s) => s[1]));
  const said = plan.query.slice(from, to).replace(/\s+/g, " ");
  // Said together ("the trip we took in March 2025"), the chip is as said; said apart, it says which trip.
  const together = !/[,;.!?]/u.test(said) && !PHOTO_NOUN.test(said) && said.split(" ").length <= CLOSE_WORDS + spans.length + 1;
  const label = together ? said : `the ${noun.label} ${whenPhrase(time.label).replace(/^taken /, "")}`;
  const anchor: TripAnchor = { relation: "in", places: [], label, byTime: true, ...(plan.trip ? { trip: plan.trip } : {}), ...stayLength(label, plan.query) };
  return withCompanions(
    {
      ...plan,
      trip: undefined,
      tripAnchor: anchor,
      // The trip noun stays a word to give reasons by: a photo filed under "Trips" says so.
      chips: [...plan.chips.filter((c) => c !== noun && c !== ordinal), { id: TRIP_ANCHOR_CHIP, kind: "event", label, span: together ? [from, to] : noun.span }],
    },
    noun.span!,
  );
}

/** What leads who went after a trip's noun ("the trip with Nico", "our holiday w/ my cousin Ana"), and what joins them ("and Gabi"). */
const WITH_LEAD = /^\s+(?:with|w\/|w)\s+(?:(?:my|our|his|her|their)\s+[\p{L}'’-]+\s+)?$/iu;
const WITH_JOIN = /^\s*(?:,|and|&|,\s*and)\s*$/iu;

/**
 * "the trip with Nico", "holidays with Kasia", "our holiday with Gabi and Santi in 2019": the people
 * said with "with" right after a trip's noun say which trips, those with a photo of any of them,
 * whole: the photos of the trips they went on, not only those they are in. Said elsewhere ("Nico on
 * our trips", "trip photos of Nico") they are who the photos show.
 */
function withCompanions(plan: QueryPlan, noun: readonly [number, number]): QueryPlan {
  const anchor = plan.tripAnchor;
  if (!anchor || !plan.people.length) return plan;
  const chips = plan.chips.filter((c) => c.kind === "person" && c.id.startsWith("person:") && c.span && c.span[0] >= noun[1]).sort((a, b) => a.span![0] - b.span![0]);
  const went: PlanChip[] = [];
  for (const chip of chips) {
    const between = plan.query.slice(went.length ? went.at(-1)!.span![1] : noun[1], chip.span![0]);
    if (!(went.length ? WITH_JOIN : WITH_LEAD).test(between)) break;
    went.push(chip);
  }
  const people = plan.people.filter((p) => went.some((c) => c.id === `person:${key(p.label)}`));
  if (!people.length) return plan;
  const label = `${anchor.label} with ${people.map((p) => p.label).join(" and ")}`;
  return {
    ...plan,
    people: plan.people.filter((p) => !people.includes(p)),
    tripAnchor: { ...anchor, with: people, label },
    chips: plan.chips.filter((c) => !went.includes(c)).map((c) => (c.id === TRIP_ANCHOR_CHIP ? { ...c, label, span: [c.span?.[0] ?? noun[0], went.at(-1)!.span![1]] as [number, number] } : c)),
  };
}
