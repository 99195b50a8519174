/**
 * @file Times said as long ago with no number: "years ago", "months back", "many years ago",
 * "ages ago", "a long time ago", "eons ago", "long ago", "from way back". Each is a photo's age as
 * a bound, everything taken before two of the unit ago (two years for the words with no unit):
 * a plural says more than one, and "a year ago" is `relative-times.ts`'s. A stretch of no stated
 * length is read by its kind: "a while ago", "some time back", "a spell ago" are more than a month
 * ago ("a long while", "a good while" are long ago), "a moment ago", "a bit ago" since yesterday.
 *
 * Runs in the engine's parser, after the finders of counted times ("3 years ago", "a few weeks
 * back"), so a count before the unit is theirs. Which words name a long stretch of time is
 * WordNet's (its long_time sense and those under it; its adverbs "long ago" and "from way back"),
 * not a list of idioms; so are the stretches of no stated length (its senses "a period of
 * indeterminate length", whose words are while, spell, piece, patch, and "an indefinitely short
 * time": moment, minute, second, bit), and the sense of "time" that is a stretch of it.
 */
import { DAY, utc } from "./calendar";
import { COUNT } from "./count-words";
import { meansLongTime } from "./meanings";
import { back, type Unit } from "./relative-times";
import type { TimeMatch } from "./time-phrases";
import { hasLemma, senseNamed, synset } from "../words/wordnet";

/** How many of the unit a plural said with no number is at least. */
const AT_LEAST = 2;

/** "years ago", "many months back", "some weeks earlier": a unit in the plural with no number before it. */
const BARE_UNITS = /\b(?:(?:so\s+|very\s+)?many\s+|some\s+|umpteen\s+)?(day|week|month|year|decade)s\s+(?:ago|back|earlier)\b/i;
/** Words before "ago" or "back": "ages", "a long time", "an eon", "long", "from way". */
const BEFORE_AGO = /\b(?:(?:from|since)\s+)?(?:an?\s+)?((?:(?:very|really|good|long)\s+)*[\p{L}']+)\s+(ago|back)\b/giu;
/** A count (or a number's hyphen, "twenty-five") just before a unit: that unit is said with a count, and not here. */
const COUNTED = new RegExp(String.raw`(?:\b${COUNT}|-)\s*$`, "i");

function olderThan(unit: Unit, now: Date, index: number, length: number, atLeast = AT_LEAST): TimeMatch {
  return { startMs: utc(1826, 0), endMs: back(atLeast, unit, now) + DAY, label: atLeast === 1 ? `more than a ${unit} ago` : `more than ${atLeast} ${unit}s ago`, index, length };
}

/** Modifiers that make a stretch of no stated length a long one: "a long while", "a good while". */
const LONG = new Set(["long", "good"]);

let stretches: { some: Set<string>; short: Set<string> } | null = null;
/**
 * The words of WordNet's stretches of no stated length: "while" (a period of indeterminate
 * length; also "spell"), "some time", and those of an indefinitely short one ("moment", "bit").
 */
function stretchWords() {
  const wordsOf = (key: string | null) => (key ? synset(key).words : []);
  // "some time ago": the word for a stretch itself, said with no length.
  return (stretches ??= { some: new Set([...wordsOf(senseNamed("while", "spell")), "time"]), short: new Set(wordsOf(senseNamed("moment", "bit"))) });
}

/** A stretch of no stated length before "ago": more than a month ago, long ago when said long, since yesterday when short; else null. */
function vaguely(words: string[], now: Date, index: number, length: number): TimeMatch | null {
  const last = words.at(-1)!;
  const { some, short } = stretchWords();
  if (some.has(last)) return words.some((w) => LONG.has(w)) ? olderThan("year", now, index, length) : olderThan("month", now, index, length, 1);
  if (short.has(last) && words.length === 1) return { startMs: back(1, "day", now), endMs: back(-1, "day", now), label: "since yesterday", index, length };
  return null;
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
    const vague = vaguely(words, now, m.index, m[0].length);
    if (vague) return vague;
  }
  return null;
}
