/**
 * @file What a photo's read text is printed on, from the shape of the text, in any language: a
 * receipt adds up (a line is the sum of the lines above it, or a word says total), a menu lists
 * prices that add up to nothing, a ticket names itself or a seat, a platform or a passenger beside
 * a date or an hour (a boarding pass, a ticket that says boarding or prints a flight's number), a chat is a screenshot of short lines where someone speaks ("Ja: będę w sobotę").
 *
 * Runs in the engine's process when a photo's facts are read (`library-index.ts`), on text OCR
 * has already read: no model. Signs read in English are the English words; signs abroad are their
 * dictionary English (`graph/foreign-words.ts`: "bilet" a ticket, "Speisekarte" a menu), so the
 * few cue words below are English only; they are closed classes (what a ticket prints), not a
 * vocabulary of things.
 */
import { fold } from "../words/terms";
import { wordsOf } from "../words/split-words";
import { codeGlosses, moneyAmounts } from "./graph/code-words";
import { gluedParts, type ForeignGloss } from "./graph/foreign-words";
import { englishHas } from "../words/english-word";
import { isGivenName } from "../words/first-names";

export type PaperKind = "receipt" | "menu" | "ticket" | "boarding" | "chat";

/** Words a ticket prints that little else does, worth two points each. */
const TICKET_WORDS = new Set(["ticket", "boarding", "passenger", "seat", "gate", "platform", "fare", "berth"]);
/** Words a ticket prints that signs print too, a point each. */
const TICKET_HINTS = new Set(["departure", "arrival", "adult", "child", "class", "return", "admission", "entrance", "entry", "valid", "economy", "carriage", "coach", "wagon", "track", "terminal", "flight", "row", "pass"]);
/** What a receipt's last lines say, in English or as a word's dictionary English ("Summe", "Betrag"). */
const TOTAL_WORDS = new Set(["total", "subtotal", "sum"]);
/** The kind's own English, as a word read on it or a word's first dictionary senses ("Speisekarte", "Fahrkarte", "bilet"). */
const NAMED = { menu: "menu", ticket: "ticket" } as const;
/** Japanese and Chinese write a ticket with one character (乗車券 a fare ticket, 入場券 an admission ticket), in no dictionary here. */
const TICKET_CHARACTER = /券/u;
/** How many of a foreign word's English senses may name the kind: "bilet" is a bill, a note, then a ticket. */
const NAMING_SENSES = 3;

/** What a train's ticket prints and a plane's does not: its number ("IC 3520") may read as a flight's. */
const RAIL_WORDS = new Set(["train", "wagon", "carriage", "coach", "platform", "railway", "rail", "track", "berth", "car"]);
/** A seat as a plane's rows and letters print it: 12A, 38K. */
const SEAT = /(?<![\p{L}\p{N}])\d{1,2}[A-K](?![\p{L}\p{N}])/u;
/** A date as printed: 30/09/2017, 22.04.2017, 2017-09-30, 01 APR 2023. */
const DATE = /(?<!\d)(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2}|\d{1,2} ?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? ?\d{2,4})(?!\d)/i;
/** An hour as printed: 09:12, 7:00, 19h30. */
const CLOCK = /(?<!\d)(?:[01]?\d|2[0-3])[:h][0-5]\d(?!\d)/g;
/**
 * A price list's dots between a dish and its price at the end of a line ("Submarino ...... $ 95",
 * "Couscous .. 85 DH"), however OCR reads the price: a run of three with a word after it, or of
 * two with a number in what follows.
 */
const LEADER = /[.…·_]{3,}\s*\S{0,6}\s*$|[.…·_]{2,}[^\n]{0,12}\d[^\n]{0,6}$/;
/** A price as printed: with cents, or in thousands where the money has none ("9.800", "45.000đ"). */
const PRICE = /\d+[.,]\d\d\b|(?<![\d.,])\d{1,3}(?:[.,]\d{3})+(?![.,]?\d)/;
const PRICES = new RegExp(PRICE.source, "g");
/** What a till prints and nothing else does. */
const TILL_WORDS = /\b(?:total|subtotal|receipt|vat|tax)\b/i;
/** Someone speaking on a line of a chat: a short capitalised name, a colon, then words ("Ja: Tak", "Me: on my way"). */
const SPEAKER = /^\p{Lu}\p{Ll}{0,9}:\s*\p{L}+[,.!?]?\s+\p{L}/u;
/** A chat's header: the name of who it is with ("Mama", "Marta Silva"), capitalised, no digits. */
const CONTACT = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u;
/** A message's end: a question or an exclamation. */
const SAID = /[?!]$/;
/** The longest line a chat's bubble wraps at on a phone, read by OCR; a notice or an article runs longer. */
const BUBBLE_CHARS = 80;
/** What a messaging app prints around a chat. */
const CHAT_WORDS = /\b(?:online|typing|last seen|delivered|type a message|imessage|whatsapp)\b/i;

export interface PaperInput {
  text: string;
  /** The photo is a screenshot: a chat is only ever one. */
  screenshot: boolean;
  /** The text's foreign words with their English, as the links read them (`foreignGlosses`). */
  glosses: readonly ForeignGloss[];
}

/**
 * A phone's status bar, the first line OCR reads of a screenshot: the hour, then the network or the
 * battery ("19:45 4G 82%", "9:41 LTE", "12:15 100%"). It is the phone's, not what was shown: its
 * "4G" is no seat, its hour no time on a ticket, and the line above a chat's contact.
 */
const STATUS_BAR = /^\s*(?:[01]?\d|2[0-3])[:.][0-5]\d\b[^\n]*(?:\d{1,3}\s?%|\b[2345]G\b|\bLTE\b|\bE\b|\bH\+?)[^\n]*(?:\n|$)/i;

/** The kinds of paper a text reads as; none for a sign, a page of prose, a notice. */
export function paperKinds({ text: asRead, screenshot, glosses }: PaperInput): PaperKind[] {
  const text = screenshot ? asRead.replace(STATUS_BAR, "") : asRead;
  if (!text.trim()) return [];
  const read = amountsAsPrinted(text);
  const lines = read.split("\n").map((line) => line.trim()).filter(Boolean);
  const english = englishOf(text, glosses);
  const kinds: PaperKind[] = [];
  const dated = DATE.test(text);
  const clocks = text.match(CLOCK)?.length ?? 0;
  const money = moneyAmounts(read);
  // A chat that speaks of a flight, a seat or a platform ("landing at 10:40, LH 2034", "boarding
  // now, seat 14C") is a chat: only a text that calls itself a ticket is one though it looks like a chat.
  const namesItself = named(english, NAMED.ticket) || TICKET_CHARACTER.test(text) || /\bboarding[\s-]*pass/i.test(text);
  if (screenshot && !namesItself && lines.length >= 2 && isChat(lines, text, clocks)) return ["chat"];
  // A text that names itself a ticket is one, as a search for the word found it ("Biglietto intero: 16", "乗車券").
  const printedAsTicket = isTicket(english, dated, clocks > 0, money > 0 || PRICE.test(read)) || namesItself;
  // A boarding pass is a ticket to a flight: a ticket that says so or prints a flight's number
  // ("IB 3170"), or a flight's number beside a seat ("LO 281 … 12A") in words no ticket list has.
  // A departure board prints many flights.
  const flights = codeGlosses(text).filter((gloss) => gloss.words.includes("flight")).length;
  const rail = [...english.words].some((word) => RAIL_WORDS.has(word));
  const boarding = !rail && ((printedAsTicket && (english.words.has("boarding") || flights > 0)) || (flights > 0 && flights <= 2 && SEAT.test(text)));
  const ticket = printedAsTicket || boarding;
  if (ticket) kinds.push("ticket");
  if (boarding) kinds.push("boarding");
  const priced = lines.filter((line) => LEADER.test(line) || PRICE.test(line) || moneyAmounts(line) > 0).length;
  const sums = addsUp(lines);
  const totalWord = [...english.words].some((word) => TOTAL_WORDS.has(word) || /^(?:sub)?total/.test(word));
  const totalled = sums || totalWord;
  // A price list that adds up to nothing and bears no date is what a restaurant hangs or hands out, not what it prints at the till.
  const menu = !ticket && (named(english, NAMED.menu) || (lines.length >= 3 && priced >= 2 && !totalled && !dated));
  if (menu) kinds.push("menu");
  // Prices on several lines, money marked as such in any language ("¥650"), a word of the till, or lines that add up.
  const till = (lines.length >= 3 && (read.match(PRICES)?.length ?? 0) >= 2) || TILL_WORDS.test(read) || money >= 2 || sums || (totalWord && priced >= 2);
  if (till && (totalled || (!menu && !ticket))) kinds.push("receipt");
  if (screenshot && !ticket && lines.length >= 2 && isChat(lines, text, clocks)) kinds.push("chat");
  return kinds;
}

interface EnglishOf {
  /** Every folded word read, and each English word of a foreign word's senses ("Klasse": year, form, grade, class). */
  words: Set<string>;
  /** Every folded word read, and the English of a foreign word's first senses only: what the word names. */
  naming: Set<string>;
}

function englishOf(text: string, glosses: readonly ForeignGloss[]): EnglishOf {
  // "BOARDINGPASS", "ENTRADAGENERAL": the words OCR glued, each read (a foreign one's English is in `glosses`).
  const glued = wordsOf(text, { lettersOnly: true }).flatMap((word) => (gluedParts(word) ?? []).map((part) => part.folded));
  const read = [...wordsOf(fold(text), { lettersOnly: true }), ...glued].map(singular);
  const words = new Set(read);
  const naming = new Set(read);
  for (const gloss of glosses) {
    gloss.english.forEach((sense, i) => {
      for (const word of sense.split(/\s+/).map(singular)) {
        words.add(word);
        if (i < NAMING_SENSES) naming.add(word);
      }
    });
  }
  return { words, naming };
}

/** "tickets" is "ticket", "passengers" "passenger"; "class" and "pass" keep their s. */
const singular = (word: string) => (word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);

/** Whether the text says the kind's own name: read as such, or a foreign word's first senses. */
const named = (english: EnglishOf, name: string) => english.naming.has(name);

/**
 * A screenshot of short lines where someone speaks ("Ja: Tak, będę"), or that opens with whom it
 * is with and holds a question or an exclamation ("Marta / Jantar no domingo às 20h?"), or a
 * messaging app's words and hours.
 */
function isChat(lines: readonly string[], text: string, clocks: number): boolean {
  if (lines.some((line) => line.length > BUBBLE_CHARS)) return false;
  if (lines.some((line) => SPEAKER.test(line) && speaks(line.slice(0, line.indexOf(":"))))) return true;
  if (lines.length >= 3 && CONTACT.test(lines[0]!) && lines.slice(1).some((line) => SAID.test(line))) return true;
  // A group's chat: who spoke on a line of its own, then what they said ("Mum" / "Kai at ours at 1pm on").
  const turns = lines.filter((line, i) => NAME_LINE.test(line) && i + 1 < lines.length && !NAME_LINE.test(lines[i + 1]!) && SENTENCE.test(lines[i + 1]!)).length;
  if (turns >= 2) return true;
  // Hours beside messages, not a timetable's column of them: a chat's lines say things.
  return (CHAT_WORDS.test(text) && clocks > 0) || (clocks >= 3 && lines.filter((line) => SENTENCE.test(line)).length >= 2);
}

/** A line that is only someone's name: who spoke, above what they said. */
const NAME_LINE = /^\p{Lu}\p{Ll}{1,11}$/u;
/** Words as a message says them: two lower-case words in a row. */
const SENTENCE = /\p{Ll}{2,}\s+\p{Ll}{2,}/u;
/** Who speaks on a chat's line as it names them: a name, a word no English dictionary has ("Ja", "Yo"), or the user. */
const speaks = (said: string) => isGivenName(said) || !englishHas(said.toLowerCase()) || /^(?:me|i|you|mum|mom|dad)$/i.test(said);

/**
 * The text with its amounts as printed, not as OCR slips on them: full-width digits and commas
 * (a Japanese till's "￥1，370"), a letter o for a nought after a digit ("45.00od", "4,oO"), a point
 * read twice ("55..000").
 */
function amountsAsPrinted(text: string): string {
  const compatible = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize("NFKC");
  return compatible.replace(/(?<=\d)\.\.(?=[\doO])/g, ".").replace(/(?<=\d[.,]?)[oO]+/g, (o) => "0".repeat(o.length));
}

/**
 * Two points a ticket word, one a hint, a date, an hour or a price: a ticket that does not name
 * itself scores three with a date or an hour and a word of a ticket ("Asiento 12C", "30/09/2017").
 * A sign's opening hours with its entrance score two; with a price and an age, they would pass.
 */
function isTicket(english: EnglishOf, dated: boolean, timed: boolean, priced: boolean): boolean {
  let cues = 0;
  for (const word of english.words) cues += TICKET_WORDS.has(word) ? 2 : TICKET_HINTS.has(word) ? 1 : 0;
  return cues > 0 && (dated || timed) && cues + Number(dated) + Number(timed) + Number(priced) >= 3;
}

/** The least total taken as one: "1 / 2 / 3" is a list, not a bill. */
const LEAST_TOTAL_CENTS = 1000;

/**
 * Whether some line's amount is the sum of two or more lines' just above it: a receipt's total
 * however its language says "total" ("RAZEM 52 zł" under 24 and 28). Amounts are each line's
 * last number, in cents; a number with three digits after its point is in thousands ("9.800").
 */
function addsUp(lines: readonly string[]): boolean {
  const amounts = lines.map(lastAmount).filter((amount): amount is number => amount !== null && amount > 0);
  for (let k = 2; k < amounts.length; k++) {
    if (amounts[k]! < LEAST_TOTAL_CENTS) continue;
    let sum = 0;
    for (let i = k - 1; i >= 0; i--) {
      sum += amounts[i]!;
      if (i < k - 1 && sum === amounts[k]) return true;
    }
  }
  return false;
}

function lastAmount(line: string): number | null {
  const numbers = [...line.replace(CLOCK, " ").matchAll(/\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/g)];
  const last = numbers.at(-1)?.[0];
  if (!last) return null;
  const cents = /[.,](\d{1,2})$/.exec(last);
  const whole = (cents ? last.slice(0, -cents[0].length) : last).replace(/[.,]/g, "");
  return Number(whole) * 100 + (cents ? Number(cents[1]!.padEnd(2, "0")) : 0);
}
