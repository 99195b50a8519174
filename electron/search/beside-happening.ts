/**
 * @file A time said by what happened then: "the day after the picnic", "the evening before the
 * wedding", "the week after the marathon", "the morning after Tom's party". Read here as
 * `BesideWords` (what happened, and which time on which side of it); resolved at retrieval against
 * the photos that say or show what happened (`beside-happening-photos.ts`). Pure; runs in the time
 * reader (`time-constraint.ts`) before the parts of the day are read, which would take "the evening"
 * of "the evening after the picnic" as every evening.
 *
 * What follows the cue is what happened only where it is no time ("the day after Christmas", "the
 * week after next", "the day before yesterday": the calendar's readers), no trip ("the day after
 * the Rome trip") and no one going somewhere ("the day after we landed": `trip-anchor.ts`).
 */
import type { BesideWords } from "../query/plan";
import { mayNameHoliday } from "./holidays";
import { findTime } from "./time-phrases";
import { FILLER } from "./parsers/english-words";

/** The cue: a unit of time or a part of the day, then its side. */
const CUE = /\b(?:the|that)\s+(day|week|weekend|morning|afternoon|evening|night)\s+(after|before|following|preceding)\s+/giu;
/** Where what happened stops being said: a clause's end, or a word that says where, with whom or what else. */
const STOP = /[,.;!?]|\s(?:in|at|on|with|near|from|during|by|and|but|not|without|except|when|while)\s/iu;
/** What is not what happened: someone going somewhere, a trip, or a word of the calendar ("next", "tomorrow"). */
const NO_HAPPENING = /^(?:we|i|you|they|he|she|it|us|me|(?:the|our|my)\s+(?:\p{L}+\s+)?(?:trips?|holidays?|vacations?|getaways?|journeys?|travels?|hols)|next|last|tomorrow|yesterday|today|tonight)\b/iu;

export interface BesideHappeningRead {
  beside: BesideWords;
  label: string;
  /** The whole phrase, cue and what happened, [start, end). */
  span: [number, number];
}

/**
 * "kreef for lunch after seeing the penguins", "the cake before the show": what was
 * asked for, then a side and what happened, with no unit of time between: later or earlier that
 * same day. The happening is said with a verb of seeing or going ("seeing", "we visited") or as a
 * thing ("after the penguins"); something must be asked for before it.
 */
const THEN_CUE = /\s(after|before)\s+(?:(?:seeing|visiting|watching|meeting|leaving)\s+|we\s+(?:saw|visited|watched|met|left)\s+)?(?=(?:the|our|my|that)\s)/giu;

/** The first time said by what happened, if the query says one. */
export function readBesideHappening(query: string, now: Date): BesideHappeningRead | null {
  for (const m of query.matchAll(CUE)) {
    const start = m.index + m[0].length;
    const read = happening(query, start, now);
    if (!read) continue;
    const unit = m[1]!.toLowerCase() as BesideWords["unit"];
    const after = /^(?:after|following)$/i.test(m[2]!);
    return { beside: { unit, after, words: read.words, said: read.shown }, label: `the ${unit} ${after ? "after" : "before"} “${read.shown}”`, span: [m.index, start + read.said.length] };
  }
  for (const m of query.matchAll(THEN_CUE)) {
    const start = m.index + m[0].length;
    const read = asksFor(query.slice(0, m.index)) ? happening(query, start, now) : null;
    if (!read) continue;
    const after = m[1]!.toLowerCase() === "after";
    return { beside: { unit: "then", after, words: read.words, said: read.shown }, label: `${after ? "after" : "before"} “${read.shown}”, that day`, span: [m.index + 1, start + read.said.length] };
  }
  return null;
}

/** Words for photos and the small words of asking: "photos after the wedding" asks for nothing of that day. */
const ASKING = /^(?:photos?|pics?|pictures?|shots?|images?|snaps?|show|find|me|my|our|the|of|all|any|some|taken|from)$/i;

/** Whether the words before a cue ask for something of their own ("kreef for lunch"). */
function asksFor(before: string): boolean {
  return before.split(/[^\p{L}\p{N}]+/u).some((word) => word && !ASKING.test(word) && !FILLER.has(word.toLowerCase()));
}

/** What happened, said from `start`: its words, as said and as shown; null where it is a time, a trip or someone going. */
function happening(query: string, start: number, now: Date): { said: string; words: string[]; shown: string } | null {
  const rest = query.slice(start);
  const stop = rest.search(STOP);
  const said = (stop < 0 ? rest : rest.slice(0, stop)).trim();
  if (!said || NO_HAPPENING.test(said) || mayNameHoliday(said) || findTime(said, now)) return null;
  // The words of a request and the small words say no more of it ("the hike up Aizkorri" is a hike on Aizkorri).
  const words = said.toLowerCase().replace(/['’]s\b/g, "").split(/[^\p{L}\p{N}]+/u).filter((word) => word && !FILLER.has(word));
  if (!words.length) return null;
  return { said, words, shown: said.replace(/^(?:our|my|his|her|their|your|that)\s+/i, "the ") };
}
