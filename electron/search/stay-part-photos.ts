/**
 * @file Resolves a stay part ("the last week in Rome", "our first evening in Kyoto", read by
 * `stay-parts.ts`) against the library: the stay is the latest trip with photos at the places
 * said (the Events view's trips, through `trip-scope.ts`), or the places' own run of days where
 * they have no trip; the part is cut from the days of its photos there. Pure over the in-memory
 * index; runs in the engine's process, from `constraints.ts`.
 *
 * Where the places have no photo to make a stay of, no date is asked: the words said a part of a
 * stay, never the calendar's last week, and the label says so.
 */
import type { TypedFastBitSet } from "typedfastbitset";
import type { LibraryIndex } from "../index/library-index";
import type { StayPart, TimeConstraint } from "../query/plan";
import { DAY, dayLabel } from "./calendar";
import { stayPartLabel } from "./stay-parts";
import { anchorPhotos } from "./trip-scope";

const HOUR = 3_600_000;

/** The days of each unit a part holds. */
const LENGTH: Record<StayPart["unit"], number> = { day: 1, week: 7, weekend: 2, fortnight: 14, month: 30 };

/**
 * The photos of the part of the stay at `there` (the photos of the places said, null when none
 * was), and how the part reads once found ("the last week in Rome: 12 May 2024 – 18 May 2024").
 * `set` is null where there is no stay: then no date is asked.
 */
export function stayPartPhotos(time: TimeConstraint, part: StayPart, there: TypedFastBitSet | null, placeLabels: string[], index: LibraryIndex): { set: TypedFastBitSet | null; label: string } {
  const where = placeLabels.join(" or ");
  const said = part.said.replace(/^(?:our|my|his|her|their|your|that|those)\s+/i, "the ");
  // With no stay, the date said beside the part still holds ("our last week in Rome in 2023"); else none.
  const dates = time.ranges ? index.spaceTime.query({ times: time.ranges })!.ids : null;
  const none = { set: dates, label: `${where ? `${said} in ${where}` : stayPartLabel(part)}: no stay found, so ${dates ? time.label.replace(`${stayPartLabel(part)} `, "").replace(/^(?:in|of)\s+/, "") : "any date"}` };
  if (!there) return none;
  const within = dates ? there.new_intersection(dates) : there;
  if (within.isEmpty()) return none;
  // The latest trip with photos there; where none is a trip (the place is home), the place's photos are the stay.
  const trip = anchorPhotos({ relation: "in", places: [], label: "", trip: { nth: 1, from: "last" } }, index, within).set;
  const tripIds = new Set(index.trips().map((t) => t.id));
  let isTrip = false;
  trip.forEach((n) => void (isTrip ||= tripIds.has(index.facts(n)?.eventId ?? "")));
  const stay = isTrip ? trip : within;
  const dated: number[] = [];
  stay.forEach((n) => {
    const taken = index.takenMs(n);
    if (taken !== null && !index.mtimeOnly(n) && within.has(n) && inHours(time.hours, taken)) dated.push(taken);
  });
  if (!dated.length) return none;
  const [from, to] = partRange(part, time.hours, dated);
  const members: number[] = [];
  stay.forEach((n) => {
    const taken = index.takenMs(n);
    if (taken !== null && !index.mtimeOnly(n) && taken >= from && taken < to) members.push(n);
  });
  const last = to - DAY >= from ? Math.floor((to - 1) / DAY) * DAY : from;
  const days = Math.floor(from / DAY) * DAY === last ? dayLabel(from) : `${dayLabel(from)} – ${dayLabel(last)}`;
  return { set: index.bitmap(members), label: `${said}${where ? ` in ${where}` : ""}: ${days}` };
}

/** Whether a photo's wall-clock time is in the hours said (any hour when none was). */
function inHours(hours: [number, number] | null, taken: number): boolean {
  if (!hours) return true;
  const hour = Math.floor((((taken % DAY) + DAY) % DAY) / HOUR);
  const [start, end] = hours;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/**
 * The wall-clock span of the part, from the times of the stay's photos there: the first or last
 * day (or run of days) with a photo, the week or fortnight up to the last day or from the first, the
 * first or last weekend with a photo. A part of the day runs on past midnight where its hours do
 * ("the last night" is that evening and the small hours after it).
 */
function partRange(part: StayPart, hours: [number, number] | null, taken: number[]): [number, number] {
  const wraps = hours !== null && hours[0] > hours[1];
  // A photo in the small hours of a night belongs to the day before.
  const dayOf = (ms: number) => Math.floor((wraps && inHours([0, hours![1]], ms) ? ms - DAY : ms) / DAY) * DAY;
  const days = [...new Set(taken.map(dayOf))].sort((a, b) => a - b);
  const first = days[0]!;
  const last = days.at(-1)!;
  const tail = wraps ? hours![1] * HOUR : 0;
  if (part.unit === "weekend") {
    const weekend = days.filter((d) => [0, 6].includes(new Date(d).getUTCDay()));
    if (weekend.length) {
      const day = part.edge === "first" ? weekend[0]! : weekend.at(-1)!;
      const saturday = new Date(day).getUTCDay() === 6 ? day : day - DAY;
      return [saturday, saturday + 2 * DAY + tail];
    }
    // No weekend in the stay: its last (or first) two days stand for it.
  }
  const length = (part.unit === "day" ? part.days : LENGTH[part.unit]) * DAY;
  return part.edge === "first" ? [first, Math.min(first + length, last + DAY) + tail] : [Math.max(last + DAY - length, first), last + DAY + tail];
}
