/**
 * @file "The last week in Rome", "my last day at work", "our first evening in Kyoto", "the last
 * night of the cruise", "our last few days in Barcelona": an ordinal inside a noun phrase is a part
 * of a stay, not of the calendar ("last week" alone is the week before this one). Read here as a
 * `StayPart`, resolved at retrieval against the stay the places said pick
 * (`stay-part-photos.ts`); where no place is said, no date is asked (`parsers/time-steps.ts`).
 * Pure; runs in the parser, before the other time readers (`time-constraint.ts`).
 *
 * The cue is the grammar, not a list of phrases: a determiner (needed before "last", which said
 * alone is the calendar's), an ordinal of an edge, an optional count, a unit of time or part of
 * the day, and a preposition followed by something that is not itself a time ("the last week of
 * 2024" is the calendar's, `time-phrases.ts`).
 */
import type { StayPart } from "../query/plan";
import { COUNT, count, countOf } from "./count-words";
import { readDayParts } from "./day-parts";
import { findTime } from "./time-phrases";
import { pattern } from "./patterns";

/** Words that make what follows a noun phrase: "the", "our", "my", "his". */
const DETERMINER = String.raw`the|our|my|his|her|their|your|that|those`;
/** Edges: the first or the last of something. */
const EDGE: Record<string, StayPart["edge"]> = { first: "first", opening: "first", last: "last", final: "last", closing: "last" };
const UNITS: Record<string, StayPart["unit"]> = { day: "day", night: "day", morning: "day", afternoon: "day", evening: "day", week: "week", weekend: "weekend", fortnight: "fortnight", month: "month" };
/** The preposition that ties the part to what it is a part of. */
const OF = String.raw`in|at|of|on|during|spent\s+in|we\s+spent\s+in|visiting`;

const STAY_PART = new RegExp(
  String.raw`(?<lead>\b(?:in|over|during|within|for|from)\s+)?\b(?:(?<det>${DETERMINER})\s+)?(?:very\s+)?(?<edge>${Object.keys(EDGE).join("|")})\s+(?:${COUNT.replace("(", "(?<count>")}\s+)?(?<unit>${Object.keys(UNITS).join("|")})(?<plural>s)?\s+(?<of>${OF})\s+(?=\S)`,
  "i",
);

export interface StayPartRead {
  part: StayPart;
  /** The hours of a part of the day said ("evening"), with how they read. */
  hours?: { hours: [number, number]; label: string };
  /** Where the part was said, ordinal to unit: the preposition and what follows stay for the other readers. */
  span: [number, number];
}

/** The stay part a query says, if any. `now`: to tell a time said after the preposition ("the last week of 2024"). */
export function readStayPart(query: string, now: Date): StayPartRead | null {
  if (!/\b(?:first|opening|last|final|closing)\s/i.test(query)) return null;
  const m = STAY_PART.exec(query);
  if (!m) return null;
  const { lead, det, edge, count: said, unit, plural } = m.groups!;
  // "in the last 3 days in Rome" is counted back from today; "last week in Rome", with no determiner, is the calendar's.
  if (lead && det?.toLowerCase() === "the") return null;
  if (!det && /^last$/i.test(edge!)) return null;
  // "the first week of June", "the last weekend in May 2024": a part of a time.
  const after = query.slice(m.index + m[0].length);
  const time = findTime(after, now);
  if (time && time.index === 0) return null;
  // "our last days in Rome" are a few of them.
  const days = said ? countOf(said) ?? count(said)?.[1] ?? null : plural ? countOf("few") : 1;
  if (days === null) return null;
  const u = unit!.toLowerCase();
  const dayPart = UNITS[u] === "day" && u !== "day" ? u : undefined;
  const hours = dayPart ? readDayParts(dayPart)[0] : undefined;
  const start = m.index + (lead?.length ?? 0);
  const end = m.index + m[0].search(pattern(String.raw`\s+(?:${OF})\s+$`, "i"));
  const part: StayPart = {
    edge: EDGE[edge!.toLowerCase()]!,
    unit: UNITS[u]!,
    days: UNITS[u] === "day" ? days : 1,
    said: query.slice(start, end).trim().replace(/\s+/g, " "),
    ...(dayPart ? { dayPart } : {}),
  };
  return { part, ...(hours ? { hours: { hours: hours.hours, label: hours.label } } : {}), span: [start, end] };
}

/** How a stay part reads before the stay is known: "the last week of the stay". */
export function stayPartLabel(part: StayPart): string {
  return `${part.said.replace(/^(?:our|my|his|her|their|your|that|those)\s+/i, "the ")} of the stay`;
}
