/**
 * @file How an answer says what it found, in grammatical English: the noun counted ("1 receipt",
 * "3 photos") and the preposition a time takes ("taken in July 2024", "taken on 3 May 2024",
 * "taken after dark", "from Christmas 2023"). Pure; `search.ts` builds its sentences with these.
 */
import type { MediaKind } from "../query/plan";

const MONTH = "January|February|March|April|May|June|July|August|September|October|November|December";
/** Labels that read as a span one is *in*: years, months, seasons, decades, parts of them. */
const IN = new RegExp(`^(?:\\d{4}|the |early |mid |late |spring|summer|autumn|fall|winter|${MONTH})`, "i");
/** Labels that are already an adverb of time: "after dark", "last night", "earlier this month". */
const BARE = /^(?:around|after|before|since|up to|last|earlier|this|yesterday|today|tonight)\b/i;
/** An age: "2 to 3 years ago". */
const AGO = /\bago$/i;
/** A day, or a weekend: "3 May 2024", "the weekend of 4 May 2024". */
const ON = /^(?:\d{1,2} |the weekend\b)/i;

/** "taken in July 2024", "taken on 3 May 2024", "taken after dark", "from Christmas 2023". */
export function whenPhrase(label: string): string {
  // People take photos "at night", not "in the night".
  if (/^the night$/i.test(label)) return "taken at night";
  if (BARE.test(label) || AGO.test(label)) return `taken ${label}`;
  if (ON.test(label)) return `taken on ${label}`;
  if (IN.test(label)) return `taken in ${label}`;
  // A named day or event (a holiday): photos are *from* it.
  return `from ${label}`;
}

const NOUN: Record<MediaKind | "photo", [string, string]> = {
  photo: ["photo", "photos"],
  screenshot: ["screenshot", "screenshots"],
  video: ["video", "videos"],
  selfie: ["selfie", "selfies"],
  document: ["document", "documents"],
  receipt: ["receipt", "receipts"],
};

/** What was counted, agreeing with its number: "1 receipt", "3 screenshots or receipts". */
export function countNoun(n: number, kinds: readonly MediaKind[]): string {
  const which = n === 1 ? 0 : 1;
  const nouns = kinds.length ? kinds.map((k) => NOUN[k][which]) : [NOUN.photo[which]];
  return nouns.join(" or ");
}
