/**
 * @file The recogniser of a camera's model said by its number after words of a camera's name the
 * library has: "iphone 8 photos", "shot on a pixel 7", "galaxy s21 pics", "canon 5d", "canon eos
 * r5", "nikon z 6", "iphone8". The words were read as words to find (`content-recognisers.ts`);
 * with the number after them they are one camera, which photos were taken with or not
 * (`QueryPlan.models`, found in the cameras' own names by `../camera-models.ts`), so the number is
 * neither dropped nor a count, and a model no photo was taken with is "no such photo". It stands
 * before the counts (`english.ts`): "8" after "iphone" is the model, while a number before the
 * camera's word ("2 iphone photos", "the latest 3 pixel shots") never follows one. Pure.
 */
import { modelChip, type CameraModelRef, type PlanChip } from "../../query/plan";
import { modelParts } from "../camera-models";
import { spanOf, type ParseState } from "./parse-state";
import type { Token } from "./query-tokens";

/** The most digits a model's number has ("iPhone 8", "Nikon D850", "Canon EOS 1300D"): a longer run is no model's. */
const NUMBER = /^\d{1,4}$/;
/** A model's code written with letters and digits as one word: "s21", "r5", "d850", "x-t3", "a7iii"; not an ordinal ("2nd"). */
const CODE = /^(?=[\p{L}-]*\d)(?=\d*-?\p{L})(?!\d+(?:st|nd|rd|th)$)[\p{L}\d-]{2,10}$/u;

/** How many tokens at `i` write a model's number or code ("8", "5" "d", "s21", "z" "6"), or 0. */
function codeAt(tokens: readonly Token[], i: number): number {
  const [token, next] = [tokens[i], tokens[i + 1]];
  if (!token) return 0;
  // "5D", "7a": digits and the letters glued after them are one code.
  if (NUMBER.test(token.word)) return next && next.start === token.end && /^\p{L}{1,3}$/u.test(next.word) ? 2 : 1;
  // "nikon z 6", "the d 850": a code its maker writes spaced.
  if (/^\p{L}$/u.test(token.word)) return next && NUMBER.test(next.word) && next.start === token.end + 1 ? 2 : 0;
  return CODE.test(token.word) ? 1 : 0;
}

/** The words as typed, spaced where they were: "Canon 5D", "nikon z 6". */
function said(tokens: readonly Token[]): string {
  return tokens.map((t, k) => (k > 0 && t.start > tokens[k - 1]!.end ? ` ${t.text}` : t.text)).join("");
}

/**
 * "iphone 8", "canon eos r5", "iphone8": a camera's model, when the words of a camera's name read
 * just before a number or code are ones a camera of the library is called by. Those words leave
 * the words to find (or to leave out, under a negation) and the camera stands for them.
 */
export function modelNumber(s: ParseState, i: number): number {
  const { tokens, context, plan, chips } = s;
  const knowsCamera = context.knowsCamera;
  if (!knowsCamera) return 0;
  const token = tokens[i]!;
  // "iphone8 photos": the camera's word and its number typed as one.
  const glued = /^(\p{L}{3,})(\d{1,4}\p{L}{0,3})$/u.exec(token.word);
  if (glued && knowsCamera(glued[1]!)) {
    addModel(s, { label: token.text, name: [glued[1]!], code: modelParts(glued[2]!) }, spanOf(s, i, 1), false);
    return 1;
  }
  const n = codeAt(tokens, i);
  if (!n) return 0;
  // Each word's chip says how it was read: wanted, or left out ("iphone photos except the iphone 8"),
  // alone or with the words of one thing left out ("not the canon eos r5": "canon eos").
  // A word read with the one left out before it ("eos" of "not the canon eos": what kind of canon) has no chip of its own.
  const read: Array<{ chip: PlanChip; word: string }> = [];
  let from = i;
  for (let at = i; at > 0; ) {
    const last = tokens[at - 1]!;
    if (!knowsCamera(last.word)) break;
    const chip = chips.find((c) => c.span?.[1] === last.end && /^(?:not:)?word:/.test(c.id));
    if (!chip) {
      at--;
      continue;
    }
    const first = tokens.findIndex((t) => t.start === chip.span![0]);
    if (first < 0 || first >= at || (read.length && chip.id.startsWith("not:") !== read[0]!.chip.id.startsWith("not:"))) break;
    if (!tokens.slice(first, at).every((t) => knowsCamera(t.word))) break;
    read.unshift({ chip, word: chip.id.replace(/^(?:not:)?word:/, "") });
    from = at = first;
  }
  if (from === i) return 0;
  const name = tokens.slice(from, i).map((t) => t.word);
  const negated = read[0]!.chip.id.startsWith("not:");
  const list = negated ? plan.notWords : plan.words;
  for (const { chip, word } of read) {
    if (list.includes(word)) list.splice(list.indexOf(word), 1);
    chips.splice(chips.indexOf(chip), 1);
  }
  if (plan.modifiers) plan.modifiers = plan.modifiers.filter(([modifier, head]) => !name.includes(modifier) && !name.includes(head));
  if (plan.names) plan.names = plan.names.filter((word) => !name.includes(word));
  if (s.lastWord && name.includes(s.lastWord.word)) s.lastWord = null;
  const code = tokens.slice(i, i + n).flatMap((t) => modelParts(t.word));
  addModel(s, { label: said(tokens.slice(from, i + n)), name, code }, spanOf(s, from, i + n - from), negated);
  return n;
}

/** Adds the model to those wanted or left out, with its chip. */
function addModel(s: ParseState, model: CameraModelRef, span: [number, number], negated: boolean): void {
  const list = negated ? (s.plan.notModels ??= []) : (s.plan.models ??= []);
  if (!list.some((m) => m.label === model.label)) {
    list.push(model);
    s.chips.push({ id: `${negated ? "not:" : ""}${modelChip(model)}`, kind: negated ? "not" : "camera", label: negated ? `not “${model.label}”` : model.label, span, note: `Taken with a camera whose name has “${model.code.join(" ")}” as a part of its own: an 8 is no 18.` });
  }
}
