/**
 * @file Reads a query into a plan with the parser for its language; the entry point the service
 * and the CLI use. See `parsers/` for the grammar and `plan.ts` for what a plan holds.
 */
import { parserFor, type GazetteerPlace, type ParseContext } from "./parsers/parser";
import { FILLER } from "./parsers/english-words";
import { EMPTY_PLAN, key, type PlaceRef, type QueryPlan } from "../query/plan";
import { floatingIso } from "./time-phrases";
import { weighReadings } from "./negation-readings";
import { wordSpans } from "../words/split-words";
import type { TimeConstraint } from "./time-constraint";

export type { QueryPlan } from "../query/plan";

/**
 * The plan of a query. Where a negation could be read two ways, the plan says both
 * (`QueryPlan.readings`); `context.flipped` names the doubts to read the other way.
 */
export function parseQuery(query: string, now: Date, context: Omit<ParseContext, "now"> = {}, language = "en"): QueryPlan {
  const flipped = context.flipped ?? [];
  return weighReadings(parseOnce(query, now, context, language), flipped, (other) => parseOnce(query, now, { ...context, flipped: other }, language));
}

function parseOnce(query: string, now: Date, context: Omit<ParseContext, "now">, language: string): QueryPlan {
  try {
    return withPlaceKinds(parserFor(language).parse(query, { ...context, now }), context.gazetteer);
  } catch (error) {
    // A fault in the grammar on a sentence nobody foresaw must not cost the person their search
    // (nor a smart album its photos): the words are searched as written, and the log says why.
    console.error(`recollect: the query parser failed on ${JSON.stringify(query)}; its words are searched as written.`, error);
    return wordsAsWritten(query, language);
  }
}

/** Why a plan's word chips read as they do when the grammar could not read the query. */
export const AS_WRITTEN_NOTE = "Searched as written: Recollect could not read this sentence's grammar.";

/** The plan of a query the parser failed on: each word that says something is a word to find, nothing else. */
function wordsAsWritten(query: string, language: string): QueryPlan {
  const said = wordSpans(query, { joined: true })
    .map(({ word, start, end }) => ({ word: word.toLowerCase(), span: [start, end] as [number, number] }))
    .filter(({ word }) => !FILLER.has(word));
  const first = said.filter(({ word }, i) => said.findIndex((s) => s.word === word) === i);
  return {
    ...EMPTY_PLAN,
    query,
    language,
    words: first.map((s) => s.word),
    chips: first.map(({ word, span }) => ({ id: `word:${word}`, kind: "words", label: word, span, note: AS_WRITTEN_NOTE })),
  };
}

/** The plan's places with what the gazetteer knows of them (see `asPeopleMeanIt`); for any plan, an LLM's too. */
export function withPlaceKinds(plan: QueryPlan, gazetteer: ParseContext["gazetteer"]): QueryPlan {
  if (!gazetteer || (!plan.places.length && !plan.notPlaces.length)) return plan;
  const read = plan.places.map((p) => asPeopleMeanIt(p, gazetteer));
  // "Japanese garden in Portland": beside a place said by name, a demonym describes, it does not place.
  const places = read.some((p) => !p.demonym) ? read.filter((p) => !p.demonym) : read;
  const kept = new Set(places.map((p) => `place:${key(p.label)}`));
  const dropped = new Set(read.filter((p) => !places.includes(p)).map((p) => `place:${key(p.label)}`));
  return {
    ...plan,
    places,
    notPlaces: plan.notPlaces.map((p) => asPeopleMeanIt(p, gazetteer)),
    chips: plan.chips.filter((c) => !dropped.has(c.id) || kept.has(c.id)),
  };
}

/**
 * A place the parser read, with what the gazetteer knows of it: which country, state or continent
 * it is (their codes), whatever the parser copied. A name of the library's own photos ("Japan",
 * "California") becomes its boundary too, so the photos the boundaries put there are found
 * rather than a box around the ones labelled with it.
 */
function asPeopleMeanIt(place: PlaceRef, gazetteer: NonNullable<ParseContext["gazetteer"]>): PlaceRef {
  // A town said with where it is ("Portland, Oregon") is settled: its name alone may be a state elsewhere (Portland, Jamaica).
  if (place.countries || place.divisions || place.shape || place.within?.length) return place;
  const known: GazetteerPlace | null = gazetteer(place.label);
  if (!known?.kind) return place;
  const regional = Boolean(known.countries?.length || known.divisions?.length || known.shape);
  // A name of the library's photos that is no region stays what the library's photos say it is.
  if (place.source === "library" && !regional) return place;
  return {
    ...place,
    kind: known.kind,
    ...(known.countries?.length ? { countries: known.countries } : {}),
    ...(known.divisions?.length ? { divisions: known.divisions } : {}),
    ...(known.shape ? { shape: known.shape } : {}),
    ...(known.demonym ? { demonym: true } : {}),
  };
}

/** The span a time constraint covers, for the interpretation the UI shows. */
export function describeTime(time: TimeConstraint): { start: string; end: string; label: string } | null {
  if (!time.ranges || time.ranges.length === 0) return null;
  return { start: floatingIso(time.ranges[0]![0]), end: floatingIso(time.ranges.at(-1)![1]), label: time.label };
}
