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

/** The first time said by what happened, if the query says one. */
export function readBesideHappening(query: string, now: Date): BesideHappeningRead | null {
  for (const m of query.matchAll(CUE)) {
    const start = m.index + m[0].length;
    const rest = query.slice(start);
    const stop = rest.search(STOP);
    const said = (stop < 0 ? rest : rest.slice(0, stop)).trim();
    if (!said || NO_HAPPENING.test(said) || mayNameHoliday(said) || findTime(said, now)) continue;
    // The words of a request and the small words say no more of it ("the hike up Aizkorri" is a hike on Aizkorri).
    const words = said.toLowerCase().replace(/['’]s\b/g, "").split(/[^\p{L}\p{N}]+/u).filter((word) => word && !FILLER.has(word));
    if (!words.length) continue;
    const unit = m[1]!.toLowerCase() as BesideWords["unit"];
    const after = /^(?:after|following)$/i.test(m[2]!);
    const shown = said.replace(/^(?:our|my|his|her|their|your|that)\s+/i, "the ");
    return { beside: { unit, after, words, said: shown }, label: `the ${unit} ${after ? "after" : "before"} “${shown}”`, span: [m.index, start + said.length] };
  }
  return null;
}
