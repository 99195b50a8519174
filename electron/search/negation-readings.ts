/**
 * @file The two readings of an unsure negation, said so a person can choose: the parser records
 * where it was unsure (`parsers/negation-recognisers.ts`), and each doubt is read again the other
 * way; what the two plans' chips do not share is what the reading changes ("not Aiko" against
 * "Aiko"). A flip that changes nothing is no doubt worth showing, and is dropped.
 *
 * Pure: the caller passes the parse to run again with a set of flipped doubts (`query-parser.ts`).
 */
import type { NegationReading, PlanChip, QueryPlan } from "../query/plan";

/** `flipped` with `id` added, or taken away when it was there: the other reading of that doubt. */
export function toggled(flipped: readonly string[], id: string): string[] {
  return flipped.includes(id) ? flipped.filter((f) => f !== id) : [...flipped, id];
}

/** The plan with each of its doubts said both ways, read by parsing again with that doubt flipped. */
export function weighReadings(plan: QueryPlan, flipped: readonly string[], reparse: (flipped: string[]) => QueryPlan): QueryPlan {
  if (!plan.readings?.length) return plan;
  const readings: NegationReading[] = [];
  for (const reading of plan.readings) {
    const other = reparse(toggled(flipped, reading.id));
    const chosen = labelsNotIn(plan.chips, other.chips);
    const instead = labelsNotIn(other.chips, plan.chips);
    if (chosen.length || instead.length) readings.push({ ...reading, chosen, other: instead });
  }
  const { readings: _, ...rest } = plan;
  return readings.length ? { ...rest, readings } : rest;
}

/** The labels of the chips in `chips` that `others` has no chip of the same id and label for. */
function labelsNotIn(chips: readonly PlanChip[], others: readonly PlanChip[]): string[] {
  return chips.filter((c) => !others.some((o) => o.id === c.id && o.label === c.label)).map((c) => c.label);
}
