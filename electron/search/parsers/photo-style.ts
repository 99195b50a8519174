/**
 * @file "black and white", "b&w", "monochrome", "greyscale": a photo with no colour, one word to
 * find (`MONOCHROME`, what the index links such a photo by: `library/analysis/object-colours.ts`),
 * not a black thing and a white one ("a black and white cat" is still a cat of both colours where
 * a noun follows). Pure.
 */
import { MONOCHROME } from "../../library/analysis/object-colours";
import { spanOf, type ParseState } from "./parse-state";

/** How people say a photo has no colour. The tokens are the query's: "b&w" is one, "b/w" three, "grey" reads as "gray". */
const SAID: string[][] = [
  ["black", "and", "white"], ["black", "&", "white"], ["black", "n", "white"], ["black", "-", "and", "-", "white"], ["black", "/", "white"],
  ["b&w"], ["b", "/", "w"], ["monochrome"], ["greyscale"], ["grayscale"], ["gray", "scale"], ["gray", "-", "scale"],
];

/** Words that make "black and white" the colours of a thing rather than of the photo: "a black and white cat". */
const PHOTO_WORDS = /^(photo|picture|pic|shot|image|snap|snapshot|print|version|edit|copy|one|portrait|selfie|film)s?$/;

export function photoStyle(s: ParseState, i: number): number {
  const n = s.reader.sequence(i, SAID);
  if (!n) return 0;
  // "a black and white dog": colours of the dog, read as words. A word for the photo, or nothing, after it: the photo's.
  const after = s.tokens[i + n];
  const single = n === 1 || s.tokens[i]!.word === "gray";
  if (!single && after && after.pos === "NOUN" && !PHOTO_WORDS.test(after.word) && !PHOTO_WORDS.test(after.lemma)) return 0;
  const list = s.negate ? s.plan.notWords : s.plan.words;
  if (!list.includes(MONOCHROME)) list.push(MONOCHROME);
  s.chips.push({ id: `${s.negate ? "not:" : ""}word:${MONOCHROME}`, kind: s.negate ? "not" : "words", label: s.negate ? "not black and white" : "black and white", span: spanOf(s, i, n) });
  return n;
}
