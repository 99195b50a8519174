/**
 * @file Times said as long ago with no number: "years ago", "months back", "many years ago",
 * "ages ago", "a long time ago", "eons ago", "long ago", "from way back". Each is a photo's age as
 * a bound, everything taken before two of the unit ago (two years for the words with no unit):
 * a plural says more than one, and "a year ago" is `relative-times.ts`'s.
 *
 * Runs in the engine's parser, after the finders of counted times ("3 years ago", "a few weeks
 * back"), so a count before the unit is theirs. Which words name a long stretch of time is
 * WordNet's (its long_time sense and those under it; its adverbs "long ago" and "from way back"),
 * not a list of idioms.
 */
import { DAY, utc } from "./calendar";
import { COUNT } from "./count-words";
import { meansLongTime } from "./meanings";
import { back, type Unit } from "./relative-times";
import type { TimeMatch } from "./time-phrases";
import { hasLemma } from "../words/wordnet";

/** How many of the unit a plural said with no number is at least. */
const AT_LEAST = 2;

/** "years ago", "many months back", "some weeks earlier": a unit in the plural with no number before it. */
const BARE_UNITS = /\b(?:(?:so\s+|very\s+)?many\s+|some\s+|umpteen\s+)?(day|week|month|year|decade)s\s+(?:ago|back|earlier)\b/i;
/** Words before "ago" or "back": "ages", "a long time", "an eon", "long", "from way". */
const BEFORE_AGO = /\b(?:(?:from|since)\s+)?(?:an?\s+)?((?:(?:very|really|good|long)\s+)*[\p{L}']+)\s+(ago|back)\b/giu;
/** A count (or a number's hyphen, "twenty-five") just before a unit: that unit is said with a count, and not here. */
const COUNTED = new RegExp(String.raw`(?:\b${COUNT}|-)\s*$`, "i");

function olderThan(unit: Unit, now: Date, index: number, length: number): TimeMatch {
  return { startMs: utc(1826, 0), endMs: back(AT_LEAST, unit, now) + DAY, label: `more than ${AT_LEAST} ${unit}s ago`, index, length };
}

/** The first long-ago phrase in the query, as a bound on the photo's age, or null. */
export function findLongAgo(query: string, now: Date): TimeMatch | null {
  if (!/\b(?:ago|back|earlier)\b/i.test(query)) return null;
  const bare = BARE_UNITS.exec(query);
  if (bare && !COUNTED.test(query.slice(0, bare.index))) return olderThan(bare[1]!.toLowerCase() as Unit, now, bare.index, bare[0].length);
  for (const m of query.matchAll(BEFORE_AGO)) {
    if (COUNTED.test(query.slice(0, m.index))) continue;
    const words = m[1]!.toLowerCase().split(/\s+/);
    const lastTwo = words.slice(-2).join(" ");
    // "ages ago", "a long time ago", "eons back"; "long ago", "from way back" (WordNet's adverbs).
    const long = meansLongTime(words.at(-1)!) || (words.length > 1 && meansLongTime(lastTwo)) || hasLemma(`${words.at(-1)} ${m[2]}`, "adv") || hasLemma(m[0].toLowerCase().replace(/^an?\s+/, ""), "adv");
    if (long) return olderThan("year", now, m.index, m[0].length);
  }
  return null;
}
