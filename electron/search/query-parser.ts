/**
 * @file Reads a query into a plan with the parser for its language; the entry point the service
 * and the CLI use. See `parsers/` for the grammar and `plan.ts` for what a plan holds.
 */
import { parserFor, type GazetteerPlace, type ParseContext } from "./parsers/parser";
import type { PlaceRef, QueryPlan } from "./plan";
import { floatingIso } from "./time-phrases";
import type { TimeConstraint } from "./time-constraint";

export type { QueryPlan } from "./plan";

export function parseQuery(query: string, now: Date, context: Omit<ParseContext, "now"> = {}, language = "en"): QueryPlan {
  const plan = parserFor(language).parse(query, { ...context, now });
  const gazetteer = context.gazetteer;
  if (!gazetteer || (!plan.places.length && !plan.notPlaces.length)) return plan;
  return { ...plan, places: plan.places.map((p) => asPeopleMeanIt(p, gazetteer)), notPlaces: plan.notPlaces.map((p) => asPeopleMeanIt(p, gazetteer)) };
}

/**
 * A place the parser read, with what the gazetteer knows of it: which country, state or continent
 * it is (their codes), whatever the parser copied. A name of the library's own photos ("Japan",
 * "California") becomes its boundary too, so the photos the boundaries put there are found
 * rather than a box around the ones labelled with it.
 */
function asPeopleMeanIt(place: PlaceRef, gazetteer: NonNullable<ParseContext["gazetteer"]>): PlaceRef {
  if (place.countries || place.divisions) return place;
  const known: GazetteerPlace | null = gazetteer(place.label);
  if (!known?.kind) return place;
  const regional = Boolean(known.countries?.length || known.divisions?.length);
  // A library name that is a city's ("Osaka") means the city, not the prefecture named like it.
  if (place.source === "library" && !regional) return known.kind === "city" ? { ...place, kind: "city" } : place;
  return {
    ...place,
    kind: known.kind,
    ...(known.countries?.length ? { countries: known.countries } : {}),
    ...(known.divisions?.length ? { divisions: known.divisions } : {}),
    ...(known.demonym ? { demonym: true } : {}),
  };
}

/** The span a time constraint covers, for the interpretation the UI shows. */
export function describeTime(time: TimeConstraint): { start: string; end: string; label: string } | null {
  if (!time.ranges || time.ranges.length === 0) return null;
  return { start: floatingIso(time.ranges[0]![0]), end: floatingIso(time.ranges.at(-1)![1]), label: time.label };
}
