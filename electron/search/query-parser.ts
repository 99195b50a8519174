/**
 * @file Reads a query into a plan with the parser for its language; the entry point the service
 * and the CLI use. See `parsers/` for the grammar and `plan.ts` for what a plan holds.
 */
import { parserFor, type ParseContext } from "./parsers/parser";
import type { QueryPlan } from "../query/plan";
import { floatingIso } from "./time-phrases";
import type { TimeConstraint } from "./time-constraint";

export type { QueryPlan } from "../query/plan";

export function parseQuery(query: string, now: Date, context: Omit<ParseContext, "now"> = {}, language = "en"): QueryPlan {
  return parserFor(language).parse(query, { ...context, now });
}

/** The span a time constraint covers, for the interpretation the UI shows. */
export function describeTime(time: TimeConstraint): { start: string; end: string; label: string } | null {
  if (!time.ranges || time.ranges.length === 0) return null;
  return { start: floatingIso(time.ranges[0]![0]), end: floatingIso(time.ranges.at(-1)![1]), label: time.label };
}
