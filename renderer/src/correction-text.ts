/**
 * @file What an answer says of a correction given to it, and of one taken back with Undo. Runs in
 * the renderer; pure, so that every verdict's wording is tested without a page.
 */
import type { Verdict } from "./components/ResultTile";

/** A correction as the answer keeps it: the photo's name (or how many were added at once) and the verdict. */
export interface CorrectionSaid {
  name: string;
  verdict: Verdict;
  count?: number;
}

/** The correction just given, said with its Undo beside it. */
export function correctionText({ name, verdict, count = 1 }: CorrectionSaid): string {
  if (verdict === "better") return `Put ${name} above ${count === 1 ? "the result" : `the ${count} results`} it beats.`;
  if (verdict === "bad") return `Marked ${name} as not it.`;
  return count > 1 ? `Added ${count} photos as right for this search.` : `Marked ${name} as right for this search.`;
}

/** What an Undo put back as it was: the answer changed, and this says how. */
export function undoneText({ name, verdict, count = 1 }: CorrectionSaid): string {
  if (verdict === "better") return `Undone: ${name} is back where it ranked before.`;
  if (verdict === "bad") return `Undone: ${name} is no longer marked as not it.`;
  return count > 1 ? `Undone: the ${count} photos added are no longer marked right for this search.` : `Undone: ${name} is no longer marked right for this search.`;
}
