/**
 * @file The steps that read times before the token stream: the time wanted, a time of day or a
 * second time said as left out ("2024 but not at night", "summer, not 2021"), a weekend that was a
 * trip, and a time said after a negation ("Paris, not 2024"). They come first because a time is
 * many words read as one (chrono's reading, `../time-constraint.ts`): once read, its words are
 * blanked and no recogniser sees them. Pure.
 */
import { leftOutTime, readTime, type TimeConstraint } from "../time-constraint";
import { readDayParts } from "../day-parts";
import { findEarlierYears } from "../earlier-years";
import { EXCLUSION_ORDER_FORMS } from "./exclusion-verbs";
import { LEAVE_OUT_ORDERS } from "./english-words";
import type { ParseContext } from "./parser";
import { blank, type SentenceState } from "./parse-state";
import { stayPartLabel } from "../stay-parts";
import type { PlanChip, QueryPlan } from "../../query/plan";

/**
 * A weekend that was a trip: "weekend away", "our weekend in Rome", "a long weekend". Said with
 * "on the" or alone before a place ("on the weekend in Edinburgh", "weekend in lisbon") it is the
 * Saturdays and Sundays there.
 */
const WEEKEND_TRIP = /(?<!\b(?:on|at|during|over)\s+the\s+)\bweekend\s+(away|trip|getaway|break)\b|(?<!\b(?:on|at|during)\s+)\b(long|our|a|that|my)\s+weekend\b(?!s)/i;

/** The words that leave out what is said right after them: "not", "except for", "everything but", "never". */
const LEAVE_OUT_CUE = String.raw`but\s+not|and\s+not|not|no|none|nothing|never|(?:everything|anything|all)\s+but|without|except(?:\s+for)?|excl\.?|excluding|apart\s+from|aside\s+from|other\s+than|minus|besides`;

/** An order to leave out, as a pattern: an idiom ("never mind") or a verb of leaving out in its base or "-ing" form. */
const LEAVE_OUT_ORDER = [...LEAVE_OUT_ORDERS, ...EXCLUSION_ORDER_FORMS].map((words) => words.join(String.raw`\s+`)).join("|");

/**
 * What a leave-out cue names before the time it leaves out: the photos themselves ("any pics from"),
 * or anything at all ("skipping anything from March", "leave out everything taken in 2021", "not the
 * stuff from July"); the time is what is left out either way.
 */
const LEFT_OUT_THING = String.raw`(?:(?:any|all(?:\s+the)?|the)\s+)?(?:(?:photos?|pictures?|pics?|shots?|snaps?|ones?|images?|anything|everything|something|stuff|things?|those|that)(?:\s+(?:that|which)\s+(?:is|are|was|were)|\s+(?:was|were))?\s+)?`;
/** The word that leads to the left-out time: "from", "taken in", or "taken" alone. */
const LEFT_OUT_WHEN = String.raw`(?:(?:taken\s+)?(?:in|from|during|on|at|of)\s+|taken\s+)?`;

/** A negation said right before a time: what follows is when the photos were not taken. */
const TIME_NEGATION = new RegExp(
  String.raw`\b(?:(?:but\s+)?(?:${LEAVE_OUT_ORDER})|(?:is|are|was|were|do|does|did)n['’]t|${LEAVE_OUT_CUE}|outside(?:\s+of)?)\s+` +
    String.raw`${LEFT_OUT_THING}${LEFT_OUT_WHEN}(?:the\s+)?$`,
  "i",
);

/** A time of day said as left out: "not at night", "no evening shots", "except the mornings". */
const NEGATED_DAY_PART = new RegExp(
  String.raw`\b(?:${LEAVE_OUT_CUE}|${LEAVE_OUT_ORDER})\s+(?:(?:in|at|during|from|taken\s+(?:in|at))\s+)?(?:the\s+|any\s+)?(?:(?:early|late)\s+)?(?:mornings?|afternoons?|evenings?|nights?|night-?time|daytime|after\s+dark|lunch-?time|sunset|sunrise)(?:\s+(?:ones|shots|photos|pictures|pics|snaps))?\b`,
  "i",
);

/** A cue that leaves out the time said right after it: "…, not 2021", "but not in July", "except the summer of 2022". */
const SECOND_TIME_CUE = new RegExp(
  String.raw`\b(?:${LEAVE_OUT_CUE}|${LEAVE_OUT_ORDER})\s+${LEFT_OUT_THING}${LEFT_OUT_WHEN}(?:the\s+)?`,
  "gi",
);
/**
 * The first word of every cue and order the three patterns above begin with (each alternative is
 * led by `\b` and followed by a space, a hyphen, a full stop or the apostrophe of "isn't"), as
 * lower-case letters. The patterns are long, every verb of leaving out in two forms, and V8
 * compiles each on its first run: a query that says none of these words, most, compiles none.
 */
const LEAVE_OUT_FIRST_WORDS: ReadonlySet<string> = new Set([
  ...["but", "and", "not", "no", "none", "nothing", "never", "everything", "anything", "all", "without", "except", "excl", "excluding", "apart", "aside", "other", "minus", "besides"],
  ...["isn", "aren", "wasn", "weren", "don", "doesn", "didn", "outside"],
  ...[...LEAVE_OUT_ORDERS, ...EXCLUSION_ORDER_FORMS].map((words) => /^[a-z]*/.exec(words[0]!)![0]),
]);

/**
 * Whether the query says a word some leave-out cue begins with. The patterns are case-insensitive
 * without the `u` flag, so they match only ASCII letters there: the query is split at everything
 * else before it is lower-cased.
 */
export function mayLeaveOutTime(query: string): boolean {
  return query.split(/[^A-Za-z]+/).some((word) => LEAVE_OUT_FIRST_WORDS.has(word.toLowerCase()));
}

/** A year said, or one counted from now: a left-out time that has none is read in the wanted time's year. */
const SAYS_A_YEAR = /\b(?:19|20)\d{2}\b|['’]\d{2}\b|\byears?\b/i;

/**
 * A time wanted and a second one left out of it, each said in its own place: "Edinburgh in
 * summer, not 2021". Read as one, the two would make one time ("summer 2021"), or the second
 * would be a word. A left-out month without a year is the wanted time's ("2024 but not July" is
 * July 2024); a left-out year is the whole year ("summer, not 2021" leaves out summer 2021 with it).
 */
function secondTimeLeftOut(query: string, context: ParseContext): { wanted: TimeConstraint | null; leftOut: TimeConstraint; span: [number, number] } | null {
  for (const cue of query.matchAll(SECOND_TIME_CUE)) {
    const from = cue.index + cue[0].length;
    const alone = readTime(blank(query, [from, query.length], true), context);
    if (!alone || alone.spans[0]![0] !== from) continue;
    const span: [number, number] = [cue.index, alone.spans.at(-1)![1]];
    const wanted = readTime(blank(query, span, false), context);
    if (!wanted) continue;
    // "not 2022 and not 2025": the first is left out too, and the two are one time left out.
    if (TIME_NEGATION.test(query.slice(0, wanted.spans[0]![0]))) {
      const both = bothLeftOut(leftOutTime(wanted), leftOutTime(alone));
      const other: [number, number] = [TIME_NEGATION.exec(query.slice(0, wanted.spans[0]![0]))!.index, wanted.spans.at(-1)![1]];
      return both && { wanted: null, leftOut: both, span: [Math.min(span[0], other[0]), Math.max(span[1], other[1])] };
    }
    const together = SAYS_A_YEAR.test(query.slice(from, span[1])) ? null : readTime(blank(query, [cue.index, from], false), context);
    // Read together, the two may say no more than the wanted time ("2025 apart from the summer" reads 2025): then the second alone.
    const narrower = together && (together.ranges || together.anyYear) && together.label !== wanted.label;
    const leftOut = narrower ? together : alone;
    return { wanted, leftOut: leftOutTime(leftOut), span };
  }
  return null;
}

/** Between two parts of the day left out together: "no mornings and no evenings", "minus the mornings and the evenings". */
const ANOTHER_PART_BETWEEN = new RegExp(String.raw`^[\s,]*(?:(?:and|or|&|nor)\s+)?(?:(?:${LEAVE_OUT_CUE})\s+)?(?:(?:in|at|during)\s+)?(?:the\s+|any\s+)?$`, "i");

/**
 * A time of day left out, and a second said right after it ("not mornings, not evenings"): both
 * left out, and where the second ends. A day part read alone keeps one span of hours; the second
 * joins it as other hours that count as well.
 */
function alsoLeftOut(query: string, time: TimeConstraint, from: number): { time: TimeConstraint; end: number } | null {
  if (!time.hours || time.ranges) return null;
  const next = readDayParts(" ".repeat(from) + query.slice(from)).filter((p) => p.span[0] >= from).sort((a, b) => a.span[0] - b.span[0])[0];
  if (!next || !ANOTHER_PART_BETWEEN.test(query.slice(from, next.span[0]))) return null;
  const photos = /^\s+(?:ones|shots|photos|pictures|pics|snaps)\b/i.exec(query.slice(next.span[1]));
  const end = next.span[1] + (photos?.[0].length ?? 0);
  return { time: { ...time, otherHours: [...(time.otherHours ?? []), next.hours], label: `${time.label} or ${next.label}`, spans: [...time.spans, next.span] }, end };
}

/** Two times left out as one, where both are spans of days: "not 2022 and not 2025". Hours of two day parts do not join. */
function bothLeftOut(a: TimeConstraint, b: TimeConstraint): TimeConstraint | null {
  const plain = (t: TimeConstraint) => t.ranges && !t.hours && t.weekend === null && !t.days;
  if (!plain(a) || !plain(b)) return null;
  if (b.spans[0]![0] < a.spans[0]![0]) [a, b] = [b, a];
  return { ranges: [...a.ranges!, ...b.ranges!].sort((x, y) => x[0] - y[0]), hours: null, weekend: null, label: `${a.label} or ${b.label}`, spans: [...a.spans, ...b.spans].sort((x, y) => x[0] - y[0]) };
}

/** The time wanted, as the whole query says it: what the steps after may take apart. */
export function readWantedTime(s: SentenceState): void {
  s.plan.time = readTime(s.query, s.context);
}

/**
 * "Omar in 2024 but not at night", "the Kyoto trip in May, no evening shots": a time of day left
 * out beside a date that is wanted, read apart, or the two would make one time ("the night of
 * 2024"). Else "Edinburgh in summer, not 2021", "2024 but not July": a second time, after its cue,
 * is left out of the first.
 */
export function readLeftOutTime(s: SentenceState): void {
  const { query, context, plan, chips } = s;
  s.leftOutSpan = null;
  if (!mayLeaveOutTime(query)) return;
  const partLeftOut = NEGATED_DAY_PART.exec(query);
  const partSpan: [number, number] | null = partLeftOut ? [partLeftOut.index, partLeftOut.index + partLeftOut[0].length] : null;
  const wanted = partSpan ? readTime(blank(query, partSpan, false), context) : null;
  const leftOut = partSpan && wanted?.ranges ? readTime(blank(query, partSpan, true), context) : null;
  let leftOutSpan: [number, number] | null = null;
  if (wanted && leftOut?.hours) {
    plan.time = wanted;
    plan.notTime = leftOut;
    leftOutSpan = partSpan;
  } else {
    const second = secondTimeLeftOut(query, context);
    if (second) [plan.time, plan.notTime, leftOutSpan] = [second.wanted, second.leftOut, second.span];
  }
  if (plan.notTime && leftOutSpan) {
    const more = alsoLeftOut(query, plan.notTime, leftOutSpan[1]);
    if (more) {
      [plan.notTime, leftOutSpan] = [more.time, [leftOutSpan[0], more.end]];
      // What was read as wanted may be the second part left out ("minus the mornings and the evenings").
      if (plan.time?.spans.some(([start]) => start >= leftOutSpan![0] && start < more.end)) plan.time = readTime(blank(query, leftOutSpan, false), context);
    }
    chips.push({ id: "not:time", kind: "not", label: `not ${plan.notTime.label}`, span: leftOutSpan });
  }
  s.leftOutSpan = leftOutSpan;
}

/** "our weekend away in Vienna", "a long weekend in Rome": a trip, not every Saturday and Sunday. */
export function weekendTrip(s: SentenceState): void {
  const { plan } = s;
  if (plan.time && plan.time.weekend && !plan.time.ranges && !plan.time.hours && WEEKEND_TRIP.test(s.query)) plan.time = null;
}

/** "Paris, not 2024", "Lisbon outside of summer 2023": the time is what to leave out, cue and all. */
export function timeNegation(s: SentenceState): void {
  const { query, plan, chips } = s;
  const cue = plan.time && !plan.notTime && mayLeaveOutTime(query) ? TIME_NEGATION.exec(query.slice(0, plan.time.spans[0]![0])) : null;
  if (plan.time && cue) {
    plan.notTime = leftOutTime(plan.time);
    plan.time = null;
    let end = plan.notTime.spans.at(-1)![1];
    const more = alsoLeftOut(query, plan.notTime, end);
    if (more) [plan.notTime, s.rest, end] = [more.time, blank(s.rest, [end, more.end], false), more.end];
    const span: [number, number] = [cue.index, end];
    chips.push({ id: "not:time", kind: "not", label: `not ${plan.notTime.label}`, span });
    s.rest = s.rest.slice(0, cue.index) + " ".repeat(cue[0].length) + s.rest.slice(cue.index + cue[0].length);
  }
}

/** The time wanted as a chip; every time read, wanted or left out, blanked from what the recognisers read. */
export function timeChipAndBlanks(s: SentenceState): void {
  const { plan, chips } = s;
  if (plan.time) chips.push({ id: "time", kind: "time", label: plan.time.label, span: [plan.time.spans[0]![0], plan.time.spans.at(-1)![1]] });
  for (const span of [...(plan.time?.spans ?? []), ...(plan.notTime?.spans ?? [])]) s.rest = blank(s.rest, span, false);
  if (plan.notTime && s.leftOutSpan) s.rest = blank(s.rest, s.leftOutSpan, false);
  // "Leo over the years", "our cat through the years": every year, which narrows nothing; the words are no thing to find.
  const years = plan.time ? null : findEarlierYears(s.rest);
  if (years) s.rest = blank(s.rest, years.span, false);
}

/**
 * "my last day at work", "the last night of the cruise": a part of a stay with no place said to
 * pick the stay is no time at all (not yesterday, not last week, nor every night: the hours were
 * the stay's). A date said beside it stays ("my last day at work in 2023" is 2023); the chip says
 * how the words were read.
 */
export function stayWithoutPlace(plan: QueryPlan, chips: PlanChip[], context: ParseContext): void {
  const time = plan.time;
  if (!time?.ofStay || plan.places.length) return;
  const { ofStay, otherHours: _, ...rest } = time;
  const chip = chips.find((c) => c.id === "time");
  // "first day of school", "her last day at work": words a memory says together ("first day of
  // school!") are what it was, found as they are said, where no stay is.
  const words = [ofStay.edge, ofStay.unit];
  const asSaid = context.saysTogether?.(words[0]!, words[1]!) === true;
  if (asSaid) {
    for (const word of words) if (!plan.words.includes(word)) plan.words.push(word);
    chips.push({ id: `word:${words.join(" ")}`, kind: "words", label: words.join(" "), span: chip?.span ?? null, note: `“${ofStay.said}” is read as your memories say it, not as a part of a stay.` });
  }
  const note = `“${ofStay.said}” is read as a part of a stay, not as a date; no place says which stay, so no date is asked.`;
  plan.time = rest.ranges || rest.weekend !== null || rest.days ? { ...rest, hours: null, label: rest.label.replace(`${stayPartLabel(ofStay)} `, "").replace(/^(?:in|of)\s+/, "") } : null;
  if (chip && plan.time) Object.assign(chip, { label: plan.time.label, ...(asSaid ? {} : { note }) });
  else if (chip && asSaid) chips.splice(chips.indexOf(chip), 1);
  else if (chip) Object.assign(chip, { id: "time-unused", kind: "unused", label: ofStay.said, note });
}
