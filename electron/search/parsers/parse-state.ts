/**
 * @file What the recognisers of a sentence share as they read it, token by token (`english.ts`):
 * the token stream, the reader of units, the plan and chips being built, and the few facts one
 * recogniser leaves for those after it (a negation waiting for what it negates, the person just
 * named, the last content word). Pure types; a parse makes one state and throws it away.
 */
import type { NegationReading, PlanChip, QueryPlan } from "../../query/plan";
import type { ParseContext } from "./parser";
import type { Token } from "./query-tokens";
import type { Reader } from "./reader";

export interface ParseState {
  readonly context: ParseContext;
  readonly tokens: readonly Token[];
  /** Each token's folded word. */
  readonly words: readonly string[];
  readonly reader: Reader;
  /** Where in the query words are asked for as written, [start, end) each. */
  readonly literal: ReadonlyArray<[number, number]>;
  readonly plan: QueryPlan;
  readonly chips: PlanChip[];
  /** A negation cue was read and waits for the thing it negates. */
  negate: boolean;
  /** The last unit read was excluded: "without Leo or Maria" excludes both. */
  negatedList: boolean;
  /** Only the people named are in the photos ("just Aiko", "Leo alone"). */
  alone: boolean;
  /** Someone besides the people named ("Omar with someone"). */
  withOthers: boolean;
  /** Where the last person named ends: what is said right there is said of them ("Leo only"). */
  personEnd: number;
  /** "Priya or …": an unknown name said as the other choice of the person that follows. */
  orBefore: { name: string; at: number } | null;
  /** Words for a trip or outing ("trip", "holiday"), kept apart from the words to find. */
  readonly eventWords: string[];
  /** The last content word wanted, and its token: what the next noun may be qualified by. */
  lastWord: { word: string; at: number } | null;
  /** The "out" that closes "leave Aiko out": said around what it leaves out, and read with the "leave". */
  closingOut: number;
  /** Where a remembered moment's clause starts ("the day [Javi proposed]"): its verb is the moment, not what someone was doing. */
  momentAt: number;
  /** Where the reading of a negation was unsure, each with the reading taken (`negation-recognisers.ts`). */
  readonly doubts: NegationReading[];
  /** Ids of the doubts the person asked to read the other way (`ParseContext.flipped`). */
  readonly flipped: ReadonlySet<string>;
  /** Whether the scope of the negated list under way was weighed: a list is one doubt, at its first "and". */
  listWeighed: boolean;
}

/**
 * Reads the tokens at `i` if they are its kind of thing, updating the state: how many tokens it
 * consumed, or 0 when they are not its kind (the next recogniser is asked).
 */
export type Recogniser = (state: ParseState, i: number) => number;

/** The query span of `n` tokens from `i`. */
export function spanOf(state: ParseState, i: number, n: number): [number, number] {
  return [state.tokens[i]!.start, state.tokens[i + n - 1]!.end];
}

/**
 * What the steps before the token stream share (`time-steps.ts`, `setting-steps.ts`): the plan and
 * chips so far, and the query with what they read blanked out.
 */
export interface SentenceState {
  readonly query: string;
  readonly context: ParseContext;
  readonly plan: QueryPlan;
  readonly chips: PlanChip[];
  /** The query with what the steps read blanked, same length, so the chips' spans still point into the query. */
  rest: string;
  /** Where a time left out was said, cue and all. */
  leftOutSpan: [number, number] | null;
}

/** One step before the token stream: reads what it reads from the query, into the plan, and blanks it from `rest`. */
export type SentenceStep = (state: SentenceState) => void;

/** `text` with the span blanked (`keep` false), or everything but the span blanked (`keep` true); the length stays. */
export function blank(text: string, [start, end]: [number, number], keep: boolean): string {
  return keep ? " ".repeat(start) + text.slice(start, end) + " ".repeat(text.length - end) : text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
}
