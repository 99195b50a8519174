/**
 * @file A word typed stretched, as people do in chat and a phone's dictation writes a drawn-out
 * sound: "sooo", "ummm", "pleeease", "loooong", "cuuute". No English word has a letter three times
 * running, so a run of three or more is the word with that letter twice where English has it
 * ("sooon": "soon", "goood": "good"), else once ("sooo": "so"); a sound no dictionary has ("ummm",
 * "hmmm") is kept with it once, as the filler lists write it. A letter alone repeated ("zzz", "www", "xxx") is left as
 * typed: it stretches nothing.
 *
 * Pure; runs in the parser, where a query's words are read (`query-tokens.ts`).
 */
import { englishHas } from "./english-word";

const STRETCHED = /(\p{L})\1{2,}/u;

/** The word a stretched word stretches, else the word as it is. */
export function unstretched(word: string): string {
  if (!STRETCHED.test(word) || /^(\p{L})\1*$/u.test(word)) return word;
  const twice = word.replace(/(\p{L})\1{2,}/gu, "$1$1");
  const once = word.replace(/(\p{L})\1{2,}/gu, "$1");
  return englishHas(twice) ? twice : once;
}
