/**
 * @file Recognisers of negation cues and the lists they reach over: "not", "without", "except for",
 * a verb of leaving out ("skip", "leave … out", `exclusion-verbs.ts`), a minus sign against a word,
 * and the "and"/"or" that carries a negation on ("without Leo or Maria"). They set the state's
 * `negate`, which the recognisers of things after them read; they consume only the cue. They come
 * first in the order (`english.ts`), after the words said of a person just named, because a cue
 * must be read before what it negates. Pure.
 */
import { ALONE_BEFORE, FILLER, NEGATION_CUES, NEGATION_LEAD } from "./english-words";
import type { ParseState } from "./parse-state";

/** Words that join a list: a negation said before the first reaches the next. */
const LIST = new Set(["or", "and", "nor", ",", "&", "/", "+", "plus"]);
/** The words of a list that close it ("X, Y or Z"): a comma is a list's only where one of these follows in its clause. */
const COORDINATORS = new Set(["or", "and", "nor", "&", "/", "+", "plus"]);
/**
 * Words that open a clause of what is wanted after a list word: "without Leo and with Aiko", "not
 * Sintra or Cascais, just Lisbon". Closed class: the particles of focus and accompaniment.
 */
const WANTED_OPENERS = new Set([...ALONE_BEFORE, "also", "with", "including", "especially", "mostly", "mainly", "then", "rather", "instead"]);
/** Where a clause ends, so a list cannot run past it. */
const CLAUSE_ENDS = new Set([";", ".", "!", "?", ":", "but"]);

/** The "out" that closes "leave Aiko out", already read with its verb. */
export function closingOut(s: ParseState, i: number): number {
  return i === s.closingOut ? 1 : 0;
}

/** "leave Aiko out", "weed the receipts out": the cue wraps what it excludes. */
export function splitVerbOfLeavingOut(s: ParseState, i: number): number {
  const particle = s.reader.closingParticle(i);
  if (particle <= 0) return 0;
  s.closingOut = particle;
  s.negate = true;
  return 1;
}

/** "-screenshots": a minus sign written against the word. */
export function minusSign(s: ParseState, i: number): number {
  const { tokens } = s;
  const token = tokens[i]!;
  if (token.text === "-" && tokens[i + 1] && tokens[i + 1]!.start === token.end && (i === 0 || tokens[i - 1]!.end < token.start)) {
    s.negate = true;
    return 1;
  }
  return 0;
}

/**
 * "not", "without", "except for", "skip": a negation cue. "Wasn't there a photo of…", "isn't
 * there one of Leo?": a question that opens so asks for it, and is read past. A cue that is a verb
 * joined to another ("hide and seek") is a game, not a negation; "but" negates only a unit after it.
 */
export function negationCue(s: ParseState, i: number): number {
  const { tokens, reader } = s;
  const token = tokens[i]!;
  const cue = reader.sequence(i, NEGATION_CUES) || reader.exclusionVerb(i);
  if (cue === 2 && i === 0 && tokens[1]?.word === "n't" && /^(there|i|we|you)$/.test(tokens[2]?.word ?? "")) return cue;
  const joined = tokens[i + cue]?.word === "and" || tokens[i + cue]?.word === "or";
  if (cue && !joined && !(cue === 1 && token.word === "but" && !reader.startsUnit(i + 1))) {
    s.negate = true;
    return cue;
  }
  return 0;
}

/**
 * "and", "or", ",": a list goes on, negated if what came before it was. The negation scopes over
 * the whole coordinated phrase ("not Sintra or Cascais", "without boats, sunsets or dogs", "neither
 * Leo nor Aiko") and no further: not past a word that opens a clause of what is wanted ("…, just
 * Lisbon", "…and with Aiko"), and not past a comma that no coordinator closes in its clause (a
 * comma then ends the clause: "not the selfies, Lisbon in 2024").
 */
export function listWord(s: ParseState, i: number): number {
  const { tokens } = s;
  if (!LIST.has(tokens[i]!.word)) return 0;
  if (!s.negatedList) return 1;
  const opensWanted = WANTED_OPENERS.has(tokens[i + 1]?.word ?? "");
  const closed = tokens[i]!.word !== "," || coordinatorAhead(tokens, i + 1);
  s.negate = !opensWanted && closed;
  s.negatedList = s.negate;
  return 1;
}

/** Whether a coordinator follows in the clause from `i`, before another cue or a word that opens what is wanted. */
function coordinatorAhead(tokens: ParseState["tokens"], i: number): boolean {
  for (let j = i; j < tokens.length; j++) {
    const word = tokens[j]!.word;
    if (COORDINATORS.has(word)) return !WANTED_OPENERS.has(tokens[j + 1]?.word ?? "");
    if (CLAUSE_ENDS.has(word) || WANTED_OPENERS.has(word) || NEGATION_CUES.some((cue) => cue.length === 1 && cue[0] === word)) return false;
  }
  return false;
}

/** "not the", "no any": words between a cue and what it negates. */
export function negationLead(s: ParseState, i: number): number {
  return s.negate && NEGATION_LEAD.has(s.tokens[i]!.word) ? 1 : 0;
}

/**
 * A negation reaches the thing it is said of, not past another verb: "I don't remember where, but
 * Leo was there". Consumes nothing: it only ends the negation.
 */
export function negationEndsAtVerb(s: ParseState, i: number): number {
  const token = s.tokens[i]!;
  if (s.negate && token.pos === "VERB" && FILLER.has(token.word)) s.negate = false;
  return 0;
}
