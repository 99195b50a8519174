/**
 * @file How many a query says, in digits or words: "3", "three", "a couple of", "a few",
 * "several", "a dozen". One reading shared by the time grammar ("a few weeks ago") and the order
 * grammar ("a couple of my latest selfies"). Pure.
 *
 * Cardinal words are a closed class, so they are listed. A vague count is a range: "a couple" is
 * 2, "a few" 2–4, "several" 3–6, "a handful" 3–6. Where one number is needed (an answer cut to N),
 * `countOf` takes the point reading the person sees on the answer's chip: a couple 2, a few 3,
 * several and a handful 5.
 */

/** Each count word's range, lower case, without its "a" and "of". */
const COUNTS: Record<string, [number, number]> = {
  a: [1, 1], an: [1, 1], one: [1, 1], single: [1, 1], two: [2, 2], three: [3, 3], four: [4, 4], five: [5, 5], six: [6, 6], seven: [7, 7], eight: [8, 8], nine: [9, 9], ten: [10, 10],
  eleven: [11, 11], twelve: [12, 12], thirteen: [13, 13], fourteen: [14, 14], fifteen: [15, 15], sixteen: [16, 16], seventeen: [17, 17], eighteen: [18, 18], nineteen: [19, 19],
  twenty: [20, 20], thirty: [30, 30], forty: [40, 40], fifty: [50, 50], sixty: [60, 60], seventy: [70, 70], eighty: [80, 80], ninety: [90, 90],
  hundred: [100, 100], dozen: [12, 12],
  couple: [2, 2], pair: [2, 2], few: [2, 4], several: [3, 6], handful: [3, 6],
};

/** The number a vague count is cut to ("a few of my latest selfies": 3). */
const POINTS: Record<string, number> = { few: 3, several: 5, handful: 5 };

/** A count as said, for a pattern (one group): "3", "three", "a couple of", "a few", "a dozen". */
export const COUNT = String.raw`(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine)\b)?|(?:a\s+)?hundred|(?:a\s+)?dozen|(?:a\s+)?(?:couple|pair|handful)(?:\s+of)?|(?:a\s+)?few|several)`;

/** The range a count says ("a few": 2–4, "twenty-five": 25), or null for none or zero. */
export function count(said: string): [number, number] | null {
  if (/^\d+$/.test(said)) return Number(said) > 0 ? [Number(said), Number(said)] : null;
  const words = said.toLowerCase().replace(/^an?\s+/, "").replace(/\s+of$/, "").replace(/\s+/g, " ");
  // "twenty-five", "thirty one": a tens word and a unit word make one number.
  const [tens, unit] = words.split(/[\s-]/);
  if (unit && COUNTS[tens!] && COUNTS[unit] && COUNTS[tens!]![0] % 10 === 0 && COUNTS[unit]![0] < 10) return [COUNTS[tens!]![0] + COUNTS[unit]![0], COUNTS[tens!]![0] + COUNTS[unit]![0]];
  return COUNTS[words] ?? null;
}

/** The one number a count is read as where one is needed: its point reading, or null. */
export function countOf(said: string): number | null {
  const range = count(said);
  if (!range) return null;
  return range[0] === range[1] ? range[0] : POINTS[said.toLowerCase().replace(/^an?\s+/, "").replace(/\s+of$/, "")] ?? null;
}

/** Whether the count is vague ("a few", "several"), so that its reading is shown. */
export function isVague(said: string): boolean {
  const range = count(said);
  return Boolean(range && (range[0] !== range[1] || /couple|pair|dozen/i.test(said)));
}
