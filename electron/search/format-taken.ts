/**
 * @file How a photo's time reads in an answer ("3 Mar 2024, 14:05"). Pure and import-free, so that
 * the CLI's fast path (`cli-fast.ts`) prints dates with the engine's own words without bundling the
 * explainer's word tables.
 */

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `takenAt` as the store keeps it (an ISO date, then its clock time if known): day, month, year and minute. */
export function formatTaken(takenAt: string): string {
  const [date, clock = ""] = takenAt.split("T");
  const [y, m, d] = date!.split("-").map(Number);
  return `${d} ${SHORT_MONTHS[m! - 1]} ${y}${clock ? `, ${clock.slice(0, 5)}` : ""}`;
}
