/**
 * @file The deterministic query parser: what a sentence asks for, as a plan.
 *
 * Always runs, needs no model, and is pure (the current time is an argument), so every reading
 * it gives is testable. v0 reads a time range and the words to match; later layers add places,
 * people, kinds and negation to the same plan.
 */
import { findTime, floatingIso, type TimeMatch } from "./time-phrases";

export interface QueryPlan {
  query: string;
  time: TimeMatch | null;
  /** Content words, lower-cased, in query order, without duplicates. */
  words: string[];
}

/** Words that say "find photos" rather than what is in them. */
const FILLER = new Set(
  ("a an the of from in on at during since taken shot photo photos picture pictures pic pics image images " +
    "shot shots snap snaps show me find get give all any some my our i we me with and or that those these this " +
    "was were is are be to for which where when please one ones")
    .split(" "),
);

export function parseQuery(query: string, now: Date): QueryPlan {
  const time = findTime(query, now);
  const rest = time ? `${query.slice(0, time.index)} ${query.slice(time.index + time.length)}` : query;
  const words: string[] = [];
  for (const token of rest.toLowerCase().normalize("NFC").split(/[^\p{L}\p{N}'’]+/u)) {
    const word = token.replace(/^['’]+|['’]+$/g, "").replace(/['’]s$/, "");
    if (word.length === 0 || FILLER.has(word) || words.includes(word)) continue;
    words.push(word);
  }
  return { query, time, words };
}

export function timeFilter(time: TimeMatch): string {
  return `taken_ms >= ${time.startMs} AND taken_ms < ${time.endMs}`;
}

export function describeTime(time: TimeMatch): { start: string; end: string; label: string } {
  return { start: floatingIso(time.startMs), end: floatingIso(time.endMs), label: time.label };
}
