/**
 * @file Amounts of money said in a query: "CHF 90", "€12", "12 euros", "a 45 dollar dinner". The
 * number is what a receipt, a ticket or a price board prints, so it is a word to find however
 * short (a number of one or two digits alone is a count, not a word), and the currency is the word
 * that names its money, as the glosses of the photo's printed codes and signs say it
 * (`index/graph/code-words.ts`: "CHF" and "Swiss Franc" both franc, "£" pound). Which word names
 * money is WordNet's: a noun whose first senses hold a monetary unit ("euro", "pound", "baht",
 * "yen"), after a number as typed ("12 euros"). Pure; a recogniser of the
 * token stream (`english.ts`), before the counts read "2 pound" as two of something.
 */
import { currencyName } from "../../index/graph/code-words";
import { isKindOf, senseNamed, senses } from "../../words/wordnet";
import { spanOf, type ParseState } from "./parse-state";
import type { Token } from "./query-tokens";

/** An amount as typed: digits, with a fraction after a point or a comma ("3.50", "12,50"). */
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;
/** How many of a noun's first senses may hold its money sense: "pound" (a weight first), "yen" (a longing first). */
const FIRST_SENSES = 2;

let money: ReadonlySet<string> | null = null;

/** Whether a word names money in one of its first senses ("dollars", "pound", "franc"; not "mark", "swiss"). */
function namesMoney(...forms: Array<string | undefined>): boolean {
  money ??= new Set([senseNamed("monetary_unit")!]);
  return forms.some((form) => form !== undefined && /^\p{L}+$/u.test(form) && senses(form, "noun").slice(0, FIRST_SENSES).some((key) => isKindOf(key, money!)));
}

/**
 * The currency a token says beside an amount, as a word to find: a code's or a sign's money word
 * ("CHF" → franc, "£" → pound, "EUR" → euro), or, after the amount, a noun that names money.
 */
function currencyAt(token: Token | undefined, after: boolean): string | null {
  if (!token) return null;
  const name = currencyName(token.text);
  if (name) return name.toLowerCase().split(/\s+/).find((word) => namesMoney(word)) ?? null;
  return after && (token.pos === "NOUN" || token.pos === "PROPN") && namesMoney(token.word, token.lemma) ? token.word : null;
}

/** "CHF 90", "€12", "12 €", "12 euros", "45 dollar": the amount and its currency, two words to find. */
export function amount(s: ParseState, i: number): number {
  const { tokens, plan, chips } = s;
  const [first, second] = [tokens[i], tokens[i + 1]];
  if (!first || !second) return 0;
  const before = AMOUNT.test(second.word) ? currencyAt(first, false) : null;
  const after = !before && AMOUNT.test(first.word) ? currencyAt(second, true) : null;
  const currency = before ?? after;
  // "not the €12 one": what is left out is judged by the word graph, which holds no numbers, so
  // the amount would leave out every euro; it is left to the readers after this one, which leave nothing out.
  if (!currency || s.negate) return 0;
  const number = before ? second.word : first.word;
  for (const word of [number, currency]) {
    if (plan.words.includes(word)) continue;
    plan.words.push(word);
    chips.push({ id: `word:${word}`, kind: "words", label: word, span: spanOf(s, word === number ? i + (before ? 1 : 0) : i + (before ? 0 : 1), 1) });
  }
  return 2;
}
