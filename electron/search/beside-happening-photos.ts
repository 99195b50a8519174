/**
 * @file Resolves a time said by what happened then ("the day after the picnic", read by
 * `beside-happening.ts`) against the library: what happened is the photos whose own words or
 * findings say every word of it (a memory, a caption, a folder, a tag, text read in it, a thing
 * the detector found), and the time is beside each of their days. Pure over the in-memory index;
 * runs in the engine's process, from `constraints.ts`.
 *
 * Where nothing says what happened, no photo is of the time: the label says so, and the answer is
 * no such photo rather than any day's.
 */
import type { TypedFastBitSet } from "typedfastbitset";
import type { EntityKind } from "../index/graph/semantic-graph";
import type { LibraryIndex } from "../index/library-index";
import type { BesideWords, TimeConstraint } from "../query/plan";
import { besideRange, DAY } from "./calendar";
import { PARTS } from "./day-parts";

const HOUR = 3_600_000;
/** What says a photo is of what happened: everything said of it or found in it, but not its place's or its day out's name. */
const SAYS = new Set<EntityKind>(["memory", "caption", "folder", "tag", "text", "object", "looks"]);

/**
 * The photos of the time beside what happened, and how it reads ("the day after “the picnic”").
 * A date said with it ("… in 2019") picks which happenings count.
 */
export function besideHappeningPhotos(time: TimeConstraint, beside: BesideWords, index: LibraryIndex): { set: TypedFastBitSet; label: string } {
  const within = time.ranges;
  const hits = index.graph.gather(beside.words, { delta: 0.9, maxEventSize: 0, kinds: SAYS as Set<EntityKind>, spelling: beside.words.map(() => "slips" as const) });
  const happened: number[] = [];
  hits.forEach((hit, n) => {
    const taken = index.takenMs(n);
    if (taken === null || !hit.why.every((why) => why && SAYS.has(why.kind))) return;
    if (within && !within.some(([from, to]) => taken >= from && taken < to)) return;
    happened.push(n);
  });
  const set = index.bitmap();
  if (!happened.length) return { set, label: `${time.label}: nothing in your library says “${beside.words.join(" ")}”` };
  const windows = happened.map((n) => windowBeside(index.takenMs(n)!, beside));
  const found = index.spaceTime.query({ times: windows })?.ids;
  const own = new Set(happened);
  found?.forEach((n) => void (own.has(n) || set.add(n)));
  return { set, label: time.label };
}

/** The time beside a happening at `taken` (floating ms): its day, week or weekend next to that day, the part of the day after or before it, or the rest of that day on its side. */
export function windowBeside(taken: number, { unit, after }: BesideWords): [number, number] {
  const day = Math.floor(taken / DAY) * DAY;
  // Later or earlier that same day: after the penguins at ten, the lunch at one.
  if (unit === "then") return after ? [taken + 1, day + DAY] : [day, taken];
  if (unit === "day" || unit === "week" || unit === "weekend") return besideRange(unit, after, [day, day + DAY]);
  // The part's hours as the time reader has them (`day-parts.ts`); a night runs into the next morning.
  const [from, end] = PARTS[unit]!;
  const to = end < from ? end + 24 : end;
  // The evening after a lunch is that day's; the morning after a party, the next day's. Before, the same the other way.
  const sameDay: [number, number] = [day + from * HOUR, day + to * HOUR];
  if (after) return taken < sameDay[0] ? sameDay : [sameDay[0] + DAY, sameDay[1] + DAY];
  return taken >= sameDay[1] ? sameDay : [sameDay[0] - DAY, sameDay[1] - DAY];
}
