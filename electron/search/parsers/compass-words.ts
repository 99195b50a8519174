/**
 * @file The words that say a side of a place before its name: "northern Spain", "north Italy",
 * "north-east Scotland", "the north of Italy", "the east coast of Australia", "the northern part
 * of France", "up north in Japan". Only the words: the reader (`reader.ts`) decides whether what
 * follows is a country, state or region and whether the whole is a name of its own ("North
 * Carolina", "Western Australia"). Pure; runs wherever the parser runs.
 */
import type { CompassSide } from "../../query/plan";
import type { Token } from "./query-tokens";

/** A side said as a noun ("the north of Italy", "north Wales") or, one word, its adjective ("northern", "northeastern"). */
const SIDES: Record<string, { side: CompassSide; noun: boolean }> = {};
for (const [a, b] of [["north", "east"], ["north", "west"], ["south", "east"], ["south", "west"]] as const) {
  const side: CompassSide = `${a}-${b}`;
  SIDES[`${a}${b}`] = { side, noun: true };
  SIDES[`${a}${b}ern`] = { side, noun: false };
}
for (const side of ["north", "south", "east", "west"] as const) {
  SIDES[side] = { side, noun: true };
  SIDES[`${side}ern`] = { side, noun: false };
}

/** Nouns said of a side before "of": "the northern part of France", "the south coast of England". */
const SIDE_NOUNS = new Set(["coast", "part", "parts", "half", "side"]);
/** How far to that side, which says no more than the side: "the far north of Scotland", "the deep south of the US". */
const FARTHER = new Set(["far", "deep", "extreme"]);
/** "up north in Japan", "down south in Italy", "out west in Canada": a side said as where one went. */
const WENT = new Set(["up", "down", "out"]);

/** The side said at a position, and how many tokens it took, the article and "of" included. */
export interface CompassLead {
  side: CompassSide;
  /** Said of its coast: "the north coast of Spain". */
  coast: boolean;
  /** Tokens from the position to the place's name. */
  n: number;
}

/** One side at `i`, one word ("northern", "northeast") or two ("north-east", "north eastern"), and how many tokens it took. */
function sideAt(tokens: readonly Token[], i: number): { side: CompassSide; noun: boolean; n: number } | null {
  const first = tokens[i]?.word;
  if (!first) return null;
  if (first === "north" || first === "south") {
    const dash = tokens[i + 1]?.word === "-" ? 1 : 0;
    const second = SIDES[tokens[i + 1 + dash]?.word ?? ""];
    if (second && (second.side === "east" || second.side === "west")) return { side: `${first}-${second.side}`, noun: second.noun, n: 2 + dash };
  }
  const one = SIDES[first];
  return one ? { ...one, n: 1 } : null;
}

/**
 * The words of a side before a place's name at `i`, or null: "northern" and "north-east" right
 * before it; "the north of", "the far north of"; "north coast of", "the northern part of"; "up
 * north in". A bare "north of" is left alone: "north of Boston" is outside it, not its north.
 */
export function compassLead(tokens: readonly Token[], i: number): CompassLead | null {
  let at = i;
  const the = tokens[at]?.word === "the" || tokens[at - 1]?.word === "the";
  if (tokens[at]?.word === "the") at++;
  const went = WENT.has(tokens[at]?.word ?? "") && !the;
  if (went) at++;
  if (FARTHER.has(tokens[at]?.word ?? "") && the) at++;
  const side = sideAt(tokens, at);
  if (!side) return null;
  at += side.n;
  if (went) return side.noun && tokens[at]?.word === "in" ? { side: side.side, coast: false, n: at + 1 - i } : null;
  const noun = SIDE_NOUNS.has(tokens[at]?.word ?? "") ? tokens[at]!.word : null;
  if (noun) at++;
  const of = tokens[at]?.word === "of";
  if (of) at += tokens[at + 1]?.word === "the" ? 2 : 1;
  // "north coast Spain" says nothing clear; "the north of Italy" needs its article, and "the northern of" is no English.
  if (noun && !of) return null;
  if (of && !noun && (!the || !side.noun)) return null;
  return { side: side.side, coast: noun === "coast", n: at - i };
}
