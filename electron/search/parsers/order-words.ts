/**
 * @file Reads an order and a count said in a query: "the 3 oldest pictures", "my latest selfie",
 * "the first five photos", "a couple of my most recent screenshots", "top 10 newest pics",
 * "photos of Ines, oldest first", "in chronological order". Runs in the English parser over its
 * folded words; pure.
 *
 * The grammar: [top] [count [of] [my|the…]] [most|very] order-word [count] (photo noun | end | a
 * word that says nothing | up to three words that say which photos, then a photo noun: "the latest
 * 3 pixel shots", "my 2 oldest beach photos"), or an order said after the photos ("oldest first", "newest to oldest",
 * "chronologically"). A count is digits or a number word, or a vague one read as `count-words.ts`
 * says (a couple 2, a few 3, several 5), and the answer's chip shows that reading.
 */
import { countOf, isVague } from "../count-words";
import { FIRST, LAST } from "./english-words";

export interface OrderSaid {
  direction: "asc" | "desc";
  /** How many to show: null for all of them in that order. */
  count: number | null;
  /** How many words were read. */
  n: number;
  /** The vague count as said ("a few"), where its reading as a number is worth showing. */
  vague?: string;
}

/** What the parser knows of the words around an order word. */
export interface OrderContext {
  /** Whether word `j` names photos or a kind of them ("photos", "selfie", "ones"). */
  namesPhotos(j: number): boolean;
  /** Whether word `j` says nothing a photo must hold ("from", "of", a full stop), or is past the end. */
  saysNothing(j: number): boolean;
  /** Whether word `j` may say which photos a noun after it names: "beach" photos, "iphone 13" shots. */
  qualifies(j: number): boolean;
}

/** The most words said between an order and the photo noun it orders: "the latest 3 [canon eos r5] shots". */
const MOST_QUALIFIERS = 3;

/** Owners and articles between a count and its order word: "a couple of my latest", "five of the oldest". */
const BETWEEN = /^(my|our|his|her|their|the|these|those|your)$/;

/** A count said at word `i` ("3", "five", "a couple of", "a few", "several"): its words and its reading. */
function countAt(words: readonly string[], i: number): { n: number; count: number; said: string } | null {
  const first = words[i];
  if (!first) return null;
  if (/^\d{1,3}$/.test(first)) return Number(first) > 0 ? { n: 1, count: Number(first), said: first } : null;
  // "a couple", "a few", "a handful", "a dozen"; a bare "a" counts nothing here ("a latest photo" is no phrase).
  const a = first === "a" || first === "an" ? 1 : 0;
  const word = words[i + a];
  if (!word || (a && !/^(couple|few|handful|dozen|pair)$/.test(word)) || (!a && /^(an?|one)$/.test(word))) return null;
  const said = `${a ? `${first} ` : ""}${word}`;
  const count = countOf(word);
  return count === null ? null : { n: a + 1, count, said };
}

/** The order and count said from word `i`, or null when the words there say none. */
export function readOrder(words: readonly string[], i: number, context: OrderContext): OrderSaid | null {
  const after = orderAfter(words, i);
  if (after) return after;
  let at = i;
  if (words[at] === "top" && countAt(words, at + 1)) at++;
  const before = countAt(words, at);
  if (before) {
    at += before.n;
    if (words[at] === "of") at++;
    if (BETWEEN.test(words[at] ?? "")) at++;
  }
  if (/^(most|very)$/.test(words[at] ?? "") && LAST.test(words[at + 1] ?? "")) at++;
  const word = words[at] ?? "";
  const direction = FIRST.test(word) ? "asc" : LAST.test(word) ? "desc" : null;
  if (!direction) return null;
  const orderAt = at++;
  // "our first one-day trip", "the last two-week holiday": a number before a unit in the singular is how long, no count.
  const following = before ? null : countAt(words, at);
  const unit = following ? words[at + following.n + (words[at + following.n] === "-" ? 1 : 0)] ?? "" : "";
  const counted = before ?? (following && !/^(day|night|week|weekend|month)$/.test(unit) ? following : null);
  if (counted && !before) at += counted.n;
  // "the latest 3 pixel shots": the words that say which photos are left to be read as words.
  let noun = at;
  while (noun < at + MOST_QUALIFIERS && !context.namesPhotos(noun) && context.qualifies(noun)) noun++;
  if (!context.namesPhotos(noun)) noun = at;
  // "the last 3", "the first five from Lisbon", "my latest selfie", "the oldest of the photos".
  const ordersNoun = context.namesPhotos(noun) || at >= words.length || (counted !== null && context.saysNothing(at)) || (words[at] === "of" && orderAt > 0);
  if (!ordersNoun) return null;
  // "my latest selfie" is one; "the latest photos" all of them, latest first.
  const count = counted ? counted.count : at >= words.length || !context.namesPhotos(noun) || /s$/.test(words[noun]!) ? null : 1;
  return { direction, count, n: at - i, ...(counted && isVague(counted.said) ? { vague: counted.said } : {}) };
}

/**
 * An order said of photos already named: "oldest first", "most recent first", "newest to oldest",
 * "from oldest to newest", "in chronological order", "reverse chronological", "chronologically".
 */
function orderAfter(words: readonly string[], i: number): OrderSaid | null {
  let at = i;
  if (words[at] === "from") at++;
  if (/^(most|very)$/.test(words[at] ?? "") && LAST.test(words[at + 1] ?? "")) at++;
  const word = words[at] ?? "";
  const direction = FIRST.test(word) || word === "old" ? "asc" : LAST.test(word) || word === "new" ? "desc" : null;
  if (direction && words[at + 1] === "first") return { direction, count: null, n: at + 2 - i };
  if (direction && words[at + 1] === "to" && (direction === "asc" ? LAST.test(words[at + 2] ?? "") || words[at + 2] === "new" : FIRST.test(words[at + 2] ?? "") || words[at + 2] === "old")) return { direction, count: null, n: at + 3 - i };
  at = i + (words[i] === "in" ? 1 : 0);
  const reverse = words[at] === "reverse" ? 1 : 0;
  if (/^chronological(ly)?$/.test(words[at + reverse] ?? "")) {
    const order = words[at + reverse + 1] === "order" ? 1 : 0;
    return { direction: reverse ? "desc" : "asc", count: null, n: at + reverse + 1 + order - i };
  }
  return null;
}
