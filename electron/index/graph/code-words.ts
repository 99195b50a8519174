/**
 * @file What the codes read in a photo stand for, in words people search by: a flight number
 * ("IB 3170") for its airline, the airports of a boarding pass or a departure board ("MAD") for
 * their city and name, a currency code or sign next to an amount ("GBP 12.50", "£4") for the
 * currency. Nobody types "IB" for Iberia or "MAD" for Madrid, and the photo says nothing else.
 *
 * Runs in the engine's process, when a photo's links are made (`library-index.ts`), from the
 * tables `build/data/code-tables.ts` writes from maintained data packages. Pure.
 */
import { createRequire } from "node:module";
import { eng as STOPWORDS } from "stopword";
import tables from "./code-tables.json" with { type: "json" };

/**
 * Each table as lines of "CODE\tvalue", sorted: one string parses in a fraction of the time six
 * thousand keys do, and a start never pays for a table no photo's text needs.
 */
export interface CodeTables {
  /** Two-character IATA airline code → the airline's name. */
  airlines: string;
  /** Three-letter IATA airport code → "city|airport name". */
  airports: string;
  /** ISO 4217 code → the currency's name. */
  currencies: string;
  /** A currency sign → the words most currencies written with it share ("$" → dollar). */
  signs: string;
}

/** A table as a map, made the first time a text needs it. */
function table(lines: string): () => ReadonlyMap<string, string> {
  let map: Map<string, string> | null = null;
  return () => (map ??= new Map(lines.split("\n").map((line) => line.split("\t") as [string, string])));
}
const { airlines, airports, currencies, signs } = Object.fromEntries(Object.entries(tables as CodeTables).map(([name, lines]) => [name, table(lines)])) as Record<keyof CodeTables, () => ReadonlyMap<string, string>>;
/** The signs, as a character class: "£", "€", "$"… */
const SIGN = (tables as CodeTables).signs
  .split("\n")
  .map((line) => line.split("\t")[0]!)
  .join("")
  .replace(/[\]\\^-]/g, "\\$&");

/** Short words a text writes in capitals that are no code ("NO 12", "TO 4"). */
const STOP = new Set(STOPWORDS.map((word) => word.toUpperCase()));

/**
 * A flight number: an airline's two letters and two to four digits, apart or not ("IB 3170",
 * "BA0117"), or a code with a digit, apart ("U2 8123"): "B12" is a gate and "14C" a seat.
 */
const FLIGHT = /(?<![\p{L}\p{N}])(?:([A-Z]{2}) ?|([A-Z]\d|\d[A-Z]) )(\d{2,4})(?![\p{L}\p{N}])/gu;
/** A word for a flight just before its number, in the languages boarding passes are printed in. */
const FLIGHT_WORD = /\b(flight|flt|flug|vuelo|vol|volo|voo|vlucht|lot|rejs)\.?:?\s*$/iu;
/** Three capitals standing alone: an airport or a currency, when the text around it says which. */
const THREE = /(?<![\p{L}\p{N}])[A-Z]{3}(?![\p{L}\p{N}])/gu;
/**
 * A currency code next to an amount: before any ("GBP 12", "EUR12.50"), after one with decimals
 * ("12,50 EUR"), since a number before three capitals is as often a flight's ("IB 3170 MAD"). A
 * till's total may be read as a line of its own before its amount ("TOTAL USD" / "21.83").
 */
const PRICED_CODE = /(?<![\p{L}\p{N}])([A-Z]{3})[ \n]?\d|\d[.,]\d\d[ \n]?([A-Z]{3})(?![\p{L}\p{N}])/gu;
/** A currency sign next to a number: "£4.20", "12 €". */
const SIGNS = new RegExp(String.raw`([${SIGN}]) ?\d|\d ?([${SIGN}])`, "gu");

export interface CodeGloss {
  /** The code as read ("IB 3170", "MAD", "£"). */
  said: string;
  /** What it stands for, in words: the first is its name ("Iberia Airlines", "flight"). */
  words: string[];
}

/**
 * What a code or sign said beside a number names, as a person would say it: a currency's code in
 * any case ("CHF", "eur") or a sign ("€") is its currency's name ("Swiss Franc", "euro"); null for
 * none, or a sign several currencies share ("¥"). The glosses of a photo's codes and signs say
 * the same names, so the one word of it that names money reaches a price however it was printed.
 */
export function currencyName(said: string): string | null {
  if (/^\p{L}{3}$/u.test(said)) return STOP.has(said.toUpperCase()) ? null : currencies().get(said.toUpperCase()) ?? null;
  const name = signs().get(said);
  return name && !name.includes(" ") ? name : null;
}

let airlineNames: ReadonlySet<string> | null = null;

/**
 * Whether an airline has this name, in any case ("Alaska Airlines", "air canada", "Qatar
 * Airways"): a query that says it means the airline a boarding pass's flight number names, not
 * the place its name starts with.
 */
export function isAirlineName(name: string): boolean {
  airlineNames ??= new Set([...airlines().values()].map((airline) => airline.toLowerCase()));
  return airlineNames.has(name.toLowerCase().replace(/\s+/g, " ").trim());
}

/**
 * The codes of a text and what each stands for. Airports are read only where a flight number is
 * (a boarding pass, a departure board): three capitals elsewhere are as often a word or a name.
 */
export function codeGlosses(written: string): CodeGloss[] {
  const out: CodeGloss[] = [];
  // Every code is read beside a number: most text (a sign, a shop front) has none.
  if (!/\d/.test(written)) return out;
  const text = compatible(written);
  const add = (said: string, words: string[]) => {
    if (!out.some((gloss) => gloss.said === said && gloss.words[0] === words[0])) out.push({ said, words });
  };
  let flights = 0;
  for (const match of text.matchAll(FLIGHT)) {
    const [said, letters, mixed] = match;
    const code = letters ?? mixed!;
    const airline = airlines().get(code);
    // "AS 331" is Alaska's flight where the text says it is a flight ("Flight AS 331"); elsewhere a word ("AS 12").
    if (!airline || (STOP.has(code) && !FLIGHT_WORD.test(text.slice(0, match.index)))) continue;
    flights++;
    add(said.trim(), [airline, "flight"]);
  }
  if (flights > 0) {
    for (const [code] of text.matchAll(THREE)) {
      const airport = airports().get(code);
      if (!airport || STOP.has(code)) continue;
      const [city, name] = airport.split("|");
      add(code, [[city, name].filter(Boolean).join(" "), "airport"]);
    }
  }
  for (const [, before, after] of text.matchAll(PRICED_CODE)) {
    const code = before ?? after!;
    const currency = currencies().get(code);
    if (currency && !STOP.has(code)) add(code, [currency]);
  }
  for (const [, before, after] of text.matchAll(SIGNS)) add(before ?? after!, [signs().get(before ?? after!)!]);
  for (const [mark, names] of localMarksBeside(text)) add(mark, names);
  return out;
}

/**
 * Money as printed where it is spent: "25,00 zł", "45 kr", "Rp 25.000", "R$ 12,50", "1 200 Ft",
 * a currency's own mark of two characters or more, a letter among them (one letter, "R", "K",
 * "L", says too little),
 * from world-countries' currencies (mledoze/countries, which the gazetteer reads too), made the
 * first time a text has a number beside letters. In capitals too where the mark has a letter
 * English has not ("ZŁ", "KČ"); a mark of plain capitals ("KM", "RM") only before the number:
 * "3 KM" is a distance, "KM 25" a price.
 */
let localMarks: { pattern: RegExp; names: ReadonlyMap<string, string[]> } | null = null;

function marks(): NonNullable<typeof localMarks> {
  if (localMarks) return localMarks;
  const names = new Map<string, string[]>();
  const countries = createRequire(import.meta.url)("world-countries") as Array<{ currencies?: Record<string, { symbol?: string }> }>;
  for (const country of countries) {
    for (const [code, { symbol }] of Object.entries(country.currencies ?? {})) {
      const currency = currencies().get(code);
      if (!symbol || !currency || [...symbol].length < 2 || !/\p{L}/u.test(symbol)) continue;
      for (const said of /[^\x00-\x7f]/.test(symbol) && /\p{Ll}/u.test(symbol) ? [symbol, symbol.toUpperCase()] : [symbol]) {
        const known = names.get(said) ?? [];
        if (!known.includes(currency)) names.set(said, [...known, currency]);
      }
    }
  }
  const alternatives = (keep: (mark: string) => boolean) =>
    [...names.keys()].filter(keep).sort((a, b) => b.length - a.length).map((mark) => mark.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|");
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}])(${alternatives(() => true)}) ?\d|\d ?(${alternatives((mark) => !/^[A-Z]+$/.test(mark))})(?![\p{L}\p{N}])`, "gu");
  return (localMarks = { pattern, names });
}

/** The local marks of money beside a number in `text`, each with its currencies' names. */
function localMarksBeside(text: string): Array<[string, string[]]> {
  return localMatches(text).map(([, before, after]) => [before ?? after!, marks().names.get(before ?? after!)!]);
}

function localMatches(text: string): RegExpMatchArray[] {
  return /\d ?\p{L}|\p{L}\S{0,2} ?\d/u.test(text) ? [...text.matchAll(marks().pattern)] : [];
}

/** Where the number a mark or code is beside starts or ends: one place per amount, whichever patterns read it ("R$ 12" is "$" and "R$"). */
const amountAt = (match: RegExpMatchArray) => (match[1] !== undefined ? match.index! + match[0].length - 1 : match.index!);

/**
 * How many amounts a text marks as money, by a currency's sign or code beside them ("¥650",
 * "GBP 12", "12,50 €"): a receipt's or a price list's, in whatever language it is printed.
 */
export function moneyAmounts(written: string): number {
  if (!/\d/.test(written)) return 0;
  const text = compatible(written);
  const amounts = new Set<number>();
  for (const match of text.matchAll(PRICED_CODE)) if (currencies().has(match[1] ?? match[2]!) && !STOP.has(match[1] ?? match[2]!)) amounts.add(amountAt(match));
  for (const match of [...text.matchAll(SIGNS), ...localMatches(text)]) amounts.add(amountAt(match));
  return amounts.size;
}

/**
 * The text in its compatibility forms: Japanese and Chinese receipts print the full-width yen
 * sign and digits ("￥1，370"), which are "¥1,370" to every pattern here. ASCII skips the work.
 */
const compatible = (text: string) => (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize("NFKC"));
