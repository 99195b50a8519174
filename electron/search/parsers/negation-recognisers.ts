/**
 * @file Recognisers of negation cues and the lists they reach over: "not", "without", "except for",
 * a verb of leaving out ("skip", "leave … out", `exclusion-verbs.ts`), a minus sign against a word,
 * and the "and"/"or" that carries a negation on ("without Leo or Maria"). They set the state's
 * `negate`, which the recognisers of things after them read; they consume only the cue. They come
 * first in the order (`english.ts`), after the words said of a person just named, because a cue
 * must be read before what it negates. Pure.
 *
 * Where the parse cannot tell how far a negation reaches, it takes one reading and records the
 * doubt (`QueryPlan.readings`), so the answer can offer the other in one click: a list joined by
 * "and" (one item left out, or all), a thing said of what is left out with "of" or "with" (left
 * out with it, or wanted), a verb of leaving out said mid-clause that WordNet knows more often for
 * something else. "or" and "nor" under a negation leave no doubt: neither is wanted.
 */
import type { NegationReading } from "../../query/plan";
import { ALONE_BEFORE, FILLER, NEGATION_CUES, NEGATION_LEAD, ORDERED_NOUN } from "./english-words";
import { spanOf, type ParseState } from "./parse-state";

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
/** Coordinators that join rather than offer: under a negation, "X and Y" may leave out both or only X; "X or Y" leaves out both. */
const JOINING = new Set(["and", "&", "+", "plus"]);
/** Words that attach a thing to the photos just named: "the selfies of Ines", "beach photos with Ines". */
const ATTACHING = new Set(["of", "with"]);

/**
 * Records that the parse was unsure here, with the reading it takes; true when the person asked
 * for the other reading (the caller then reads it so).
 */
function doubt(s: ParseState, kind: NegationReading["kind"], span: [number, number]): boolean {
  const id = `${kind}@${span[0]}`;
  const flipped = s.flipped.has(id);
  if (!s.doubts.some((d) => d.id === id)) s.doubts.push({ id, kind, span, flipped, chosen: [], other: [] });
  return flipped;
}

/** Words after "out" that say where it went: "took out on the lake", "left out in the rain". */
const OUT_SOMEWHERE: ReadonlySet<string> = new Set(["on", "in", "at", "to", "into", "onto", "for", "with", "across", "around", "along"]);

/** A cue was read: what it negates is waiting, and a list after it is yet to be weighed. */
function openNegation(s: ParseState): void {
  s.negate = true;
  s.listWeighed = false;
}

/** The "out" that closes "leave Aiko out", already read with its verb. */
export function closingOut(s: ParseState, i: number): number {
  return i === s.closingOut ? 1 : 0;
}

/** "leave Aiko out", "weed the receipts out": the cue wraps what it excludes. */
export function splitVerbOfLeavingOut(s: ParseState, i: number): number {
  const particle = s.reader.closingParticle(i);
  if (particle <= 0) return 0;
  s.closingOut = particle;
  openNegation(s);
  return 1;
}

/** "-screenshots": a minus sign written against the word. */
export function minusSign(s: ParseState, i: number): number {
  const { tokens } = s;
  const token = tokens[i]!;
  if (token.text === "-" && tokens[i + 1] && tokens[i + 1]!.start === token.end && (i === 0 || tokens[i - 1]!.end < token.start)) {
    openNegation(s);
    return 1;
  }
  return 0;
}

/**
 * "not", "without", "except for", "skip": a negation cue. "Wasn't there a photo of…", "isn't
 * there one of Leo?": a question that opens so asks for it, and is read past. A cue that is a verb
 * joined to another ("hide and seek") is a game, not a negation; "but" negates only a unit after it.
 * A verb that may say what the photo shows ("Tom skipping stones") is a doubt: flipped, it is no cue.
 */
export function negationCue(s: ParseState, i: number): number {
  const { tokens, reader } = s;
  const token = tokens[i]!;
  // "the no parking sign", "a sign saying no dogs allowed": the words a notice prints, not what to leave out.
  if (printedOnNotice(tokens, i)) return 1;
  // "minus 28 degrees", "minus twenty in Kiruna": a number below zero, nothing to leave out.
  if (token.word === "minus" && (tokens[i + 1]?.pos === "NUM" || /^\d/.test(tokens[i + 1]?.word ?? ""))) return 0;
  const phrase = reader.sequence(i, NEGATION_CUES);
  const cue = phrase || reader.exclusionVerb(i);
  // "the kayak we took out on the lake", "left out in the rain": out and somewhere, not left out.
  if (cue && tokens[i + cue - 1]?.word === "out" && OUT_SOMEWHERE.has(tokens[i + cue]?.word ?? "")) return 0;
  if (cue === 2 && i === 0 && tokens[1]?.word === "n't" && /^(there|i|we|you)$/.test(tokens[2]?.word ?? "")) return cue;
  const joined = tokens[i + cue]?.word === "and" || tokens[i + cue]?.word === "or";
  if (cue && !joined && !(cue === 1 && token.word === "but" && !reader.startsUnit(i + 1))) {
    if (!phrase && reader.mayShowInstead(i, cue) && reader.startsUnit(i + cue) && doubt(s, "verb", spanOf(s, i, cue))) return 0;
    openNegation(s);
    return cue;
  }
  return 0;
}

/** Nouns of a notice whose words are printed for all to read. Closed class. */
const NOTICES = /^(signs?|signboards?|notices?|stickers?|posters?|placards?|banners?|plaques?|labels?|cards?)$/;
/** Words that say what a notice prints: "a sign saying …", "the card that reads …". */
const SAYING = /^(saying|says|said|reading|reads|read|that|which|with)$/;
/** Words before a noun that say which, not what: "not the signs" leaves the signs out. */
const DETERMINERS = /^(the|a|an|any|those|these|this|that|my|our|your|his|her|their)$/;
/** How far a notice's words may run from its "no" or "do not" to its noun, or back to "saying". */
const NOTICE_WORDS = 4;

/**
 * Whether the "no" or "not" at `i` is printed on a notice: words after it end in a notice's noun
 * ("no parking sign", "the do not disturb card"; not "no signs", nor "no sign of Leo"), or a
 * notice says it just before ("a sign saying no dogs").
 */
function printedOnNotice(tokens: ParseState["tokens"], i: number): boolean {
  if (!/^(no|not)$/.test(tokens[i]!.word)) return false;
  const start = tokens[i]!.word === "not" && tokens[i - 1]?.word === "do" ? i - 1 : i;
  for (let k = i + 2; k <= i + NOTICE_WORDS && k < tokens.length; k++) {
    const word = tokens[k]!.word;
    if (CLAUSE_ENDS.has(word) || LIST.has(word)) break;
    if (NOTICES.test(word) && tokens[k + 1]?.word !== "of") return tokens.slice(i + 1, k).some((t) => !DETERMINERS.test(t.word));
  }
  for (let k = start - 1; k >= Math.max(0, start - NOTICE_WORDS); k--) {
    if (!SAYING.test(tokens[k]!.word)) continue;
    return tokens.slice(Math.max(0, k - 2), k).some((t) => NOTICES.test(t.word));
  }
  return false;
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
  const word = tokens[i]!.word;
  if (!LIST.has(word)) return 0;
  if (!s.negatedList) return 1;
  const opensWanted = WANTED_OPENERS.has(tokens[i + 1]?.word ?? "");
  const coordinator = word !== "," ? word : coordinatorAhead(tokens, i + 1);
  s.negate = !opensWanted && coordinator !== null;
  // "without Leo and Aiko": both left out, or Leo left out and Aiko wanted. One doubt per list, at its first joint.
  if (s.negate && JOINING.has(coordinator!) && !s.listWeighed) {
    s.listWeighed = true;
    if (doubt(s, "list", spanOf(s, i, 1))) s.negate = false;
  }
  s.negatedList = s.negate;
  return 1;
}

/** The coordinator that follows in the clause from `i`, before another cue or a word that opens what is wanted; null when none does. */
function coordinatorAhead(tokens: ParseState["tokens"], i: number): string | null {
  for (let j = i; j < tokens.length; j++) {
    const word = tokens[j]!.word;
    if (COORDINATORS.has(word)) return WANTED_OPENERS.has(tokens[j + 1]?.word ?? "") ? null : word;
    if (CLAUSE_ENDS.has(word) || WANTED_OPENERS.has(word) || NEGATION_CUES.some((cue) => cue.length === 1 && cue[0] === word)) return null;
  }
  return null;
}

/**
 * "no beach photos with Ines", "not the selfies of Ines": a thing attached to what was just left
 * out, with nothing between them but words for the photos. It is read as wanted ("Ines's photos,
 * not at the beach"); it may belong to what is left out, a doubt that, flipped, leaves it out too.
 * Consumes nothing.
 */
export function attachedToLeftOut(s: ParseState, i: number): number {
  const { tokens, chips, reader } = s;
  const token = tokens[i]!;
  if (s.negate || !ATTACHING.has(token.word) || !reader.startsUnit(i + 1)) return 0;
  const before = chips.filter((c) => c.span && c.span[1] <= token.start).sort((a, b) => b.span![1] - a.span![1])[0];
  if (before?.kind !== "not") return 0;
  const between = tokens.filter((t) => t.start >= before.span![1] && t.end <= token.start);
  if (!between.every((t) => ORDERED_NOUN.test(t.word))) return 0;
  if (doubt(s, "attached", spanOf(s, i, 1))) {
    openNegation(s);
    s.listWeighed = true;
  }
  return 0;
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
