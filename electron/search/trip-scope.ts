/**
 * @file Resolves a plan's trips against the library: which photos a trip anchor holds ("since the
 * Rome trip", "the first day of the trip to Lisbon", "the trip before Rome") and which trip an
 * ordinal picks ("our most recent holiday"). Pure over the in-memory index; runs in the engine's
 * process, from `constraints.ts`.
 *
 * Trips are the events the Events view shows (`library/grouping/trips.ts`): days away from home,
 * with every photo taken on them, GPS or not. Where the anchor's place has photos but no trip (it
 * is home, or the library was grouped before trips were), the place's photos stand in, split
 * wherever two days pass without one.
 */
import type { TypedFastBitSet } from "typedfastbitset";
import type { LibraryIndex, TripSpan } from "../index/library-index";
import type { TripAnchor, TripOrder } from "../query/plan";
import { atHome, homeOf } from "./home";

const DAY_MS = 86_400_000;
/** A gap this long between two photos of a place ends one stay there. */
const STAY_GAP_MS = 2 * DAY_MS;

/**
 * [Note: A trip's paperwork] How long before a trip what names its place without GPS was made for
 * it: the hotel booking, the boarding pass saved the night before ("PNQ to GOI", a week before the
 * Goa trip). A person counts them among the trip's photos ("the goa trip"), though not among those
 * taken in the place ("photos in Goa"); a screenshot that names the place a season earlier or
 * after coming back is about the place, not the trip.
 */
const PAPERWORK_LEAD_MS = 30 * DAY_MS;

interface Stay {
  startMs: number;
  endMs: number;
  members: number[];
}

/** The photos of each trip, by trip id: each photo's event, read once per index generation. */
const membersCache = new WeakMap<LibraryIndex, { generation: number; trips: readonly TripSpan[]; members: Map<string, number[]> }>();

function tripMembers(index: LibraryIndex): Map<string, number[]> {
  const cached = membersCache.get(index);
  if (cached && cached.generation === index.generation && cached.trips === index.trips()) return cached.members;
  const ids = new Set(index.trips().map((t) => t.id));
  const members = new Map<string, number[]>();
  for (const n of index.all()) {
    const event = index.facts(n)?.eventId;
    if (!event || !ids.has(event)) continue;
    const list = members.get(event);
    if (list) list.push(n);
    else members.set(event, [n]);
  }
  membersCache.set(index, { generation: index.generation, trips: index.trips(), members });
  return members;
}

/** Whether a stay spent a night away: it ends on another day than it started. */
const spentANight = (stay: { startMs: number; endMs: number }) => Math.floor(stay.startMs / DAY_MS) !== Math.floor(stay.endMs / DAY_MS);

/**
 * Every photo taken on one of the library's trips, or on those that spent a night away
 * (`overnight`: a holiday, not a day trip): "not on a trip", "not on holiday" leave them out.
 */
export function onTrips(index: LibraryIndex, overnight = false): TypedFastBitSet {
  const photos = index.bitmap();
  const members = tripMembers(index);
  for (const trip of index.trips()) {
    if (overnight && !spentANight(trip)) continue;
    for (const n of members.get(trip.id) ?? []) photos.add(n);
  }
  return photos;
}

function stays(index: LibraryIndex, members: Map<string, number[]>): Stay[] {
  return index.trips().map((t) => ({ startMs: t.startMs, endMs: t.endMs, members: members.get(t.id) ?? [] }));
}

/** The trips with a photo in `photos` (all when null), earliest first; the place's own stays where it has no trip (`own`). */
function tripsOf(index: LibraryIndex, photos: TypedFastBitSet | null): { all: Stay[]; picked: Stay[]; own?: true } {
  const all = stays(index, tripMembers(index));
  if (!photos) return { all, picked: all };
  const picked = all.filter((t) => t.members.some((n) => photos.has(n)));
  if (picked.length) return { all, picked };
  // No trip there: its photos' own stays, split where two days pass without one.
  const dated: Array<[number, number]> = [];
  photos.forEach((n) => {
    const taken = index.takenMs(n);
    if (taken !== null && !index.mtimeOnly(n)) dated.push([taken, n]);
  });
  dated.sort((a, b) => a[0] - b[0]);
  const own: Stay[] = [];
  for (const [taken, n] of dated) {
    const last = own.at(-1);
    if (last && taken - last.endMs < STAY_GAP_MS) (last.endMs = taken), last.members.push(n);
    else own.push({ startMs: taken, endMs: taken, members: [n] });
  }
  return { all: [...all, ...own].sort((a, b) => a.startMs - b.startMs), picked: own, own: true };
}

/**
 * Of the trips, those of the length said (`ofLength`), where any of those picked is: a day trip
 * said as a holiday ("our Sintra holiday") is still that day trip.
 */
function ofLengthSaid(trips: ReturnType<typeof tripsOf>, length: StayLength | undefined): ReturnType<typeof tripsOf> {
  const picked = ofLength(trips.picked, length);
  return picked === trips.picked ? trips : { ...trips, all: ofLength(trips.all, length), picked };
}

/** How long the stays said are: a night or more (a holiday), or one day (a day trip). */
export type StayLength = "overnight" | "day";

/** Of these stays, those of the length said, where any is; else all of them. */
function ofLength(list: Stay[], length: StayLength | undefined): Stay[] {
  if (!length) return list;
  const fits = (stay: Stay) => spentANight(stay) === (length === "overnight");
  return list.some(fits) ? list.filter(fits) : list;
}

/** Of these stays, those with a photo of who went (`went`: "the trip with Nico"); all where no one was said. */
function withThem(list: Stay[], went: TypedFastBitSet | null): Stay[] {
  return went ? list.filter((stay) => stay.members.some((n) => went.has(n))) : list;
}

/** The stay length an anchor says. */
const lengthOf = (anchor: TripAnchor): StayLength | undefined => (anchor.overnight ? "overnight" : anchor.sameDay ? "day" : undefined);

const pick = <T>(list: T[], which: TripOrder | undefined): T | undefined =>
  which ? list[which.from === "first" ? which.nth - 1 : list.length - which.nth] : list.at(-1);

/** The trips an ordinal asks for, as many as it counts ("our last 3 trips"), in time order; all of them where none is said. */
function pickAll<T>(list: T[], which: TripOrder | undefined): T[] {
  if (!which) return list;
  const count = which.count ?? 1;
  const from = which.from === "first" ? which.nth - 1 : list.length - which.nth - count + 1;
  return list.slice(Math.max(0, from), Math.max(0, from + count));
}

/**
 * The photos an anchor holds. `placePhotos`: the photos that pick the trip, by its places and
 * words (null when it names neither, and any trip will do). An empty set when no trip fits: there is no such photo.
 */
export function anchorPhotos(anchor: TripAnchor, index: LibraryIndex, placePhotos: TypedFastBitSet | null, during: TypedFastBitSet | null = null, went: TypedFastBitSet | null = null, ordered = false): { set: TypedFastBitSet; label: string } {
  const said = ofLengthSaid(tripsOf(index, placePhotos), lengthOf(anchor));
  const trips = went ? { ...said, picked: withThem(said.picked, went) } : said;
  const { all } = trips;
  // "… during the Lisbon trip": of the trips there, those that were also there; all of them where none was.
  const partOf = during ? trips.picked.filter((t) => t.members.some((n) => during.has(n))) : [];
  const picked = partOf.length ? partOf : trips.picked;
  if (anchor.relation === "in" && anchor.dayTrip && !anchor.day && placePhotos) {
    const days = daysThere(anchor.trip ? pickAll(picked, anchor.trip) : picked, placePhotos, index);
    return { set: partOf.length ? days.intersection(index.bitmap(partOf.flatMap((t) => t.members))) : days, label: anchor.label };
  }
  if (anchor.relation === "in" && !anchor.day && !anchor.trip && placePhotos) {
    // "the Seattle trip", "our holiday in Portugal": every trip there, whole, and the photos
    // there too, so a trip the library never grouped loses nothing; but never home's, as home is
    // never a trip ("trips within Portugal" for a person living in Lisbon).
    const whole = placePhotos.clone();
    const onPicked = index.bitmap(picked.flatMap((trip) => trip.members));
    // Home is found (once per index generation) only where the place has photos off its trips.
    const home = whole.difference_size(onPicked) > 0 ? homeOf(index) : null;
    if (home) {
      placePhotos.forEach((n) => {
        const facts = index.facts(n);
        if (!onPicked.has(n) && facts && atHome(home, facts) === true) whole.remove(n);
      });
    }
    // A photo without GPS says the place only in its words (a booking screenshot that reads "Tokyo"):
    // taken on other days than the trip's, it was not taken on it; in the weeks before, it was
    // made for it (`PAPERWORK_LEAD_MS`), but is no photo of the trip where they are put in order.
    const lead = ordered ? DAY_MS : PAPERWORK_LEAD_MS;
    const onItsDays = (taken: number) => picked.some((trip) => taken >= trip.startMs - lead && taken <= trip.endMs + DAY_MS);
    placePhotos.forEach((n) => {
      const taken = index.takenMs(n);
      if (index.unlocated(n) && taken !== null && !index.mtimeOnly(n) && !onItsDays(taken)) whole.remove(n);
    });
    whole.union(onPicked);
    return { set: whole, label: anchor.label };
  }
  const trip = pick(picked, anchor.trip);
  if (!trip) return { set: index.bitmap(), label: anchor.label };
  if (anchor.relation === "trip-next") {
    // The trip next to it is one of the library's trips, never another stay of the anchor's own photos (a wedding's other days).
    const others = trips.own ? all.filter((t) => !trips.picked.includes(t)) : all;
    const next = anchor.which === "previous" ? others.filter((t) => t.endMs < trip.startMs).at(-1) : others.find((t) => t.startMs > trip.endMs);
    return { set: index.bitmap(next?.members ?? []), label: anchor.label };
  }
  if (anchor.relation === "in") {
    let members = trip.members;
    if (anchor.day) {
      const day = (n: number) => {
        const taken = index.takenMs(n);
        return taken === null || index.mtimeOnly(n) ? null : Math.floor(taken / DAY_MS);
      };
      const days = [...new Set(members.map(day).filter((d): d is number => d !== null))].sort((a, b) => a - b);
      // "day 3 of the trip", "the second evening", "the day after we landed": days counted by the
      // calendar from the trip's first or last, photos or not: the third day is two after the first,
      // whether or not the second has a photo.
      const inwards = anchor.day.from === "first" ? 1 : -1;
      const edge = anchor.day.from === "first" ? days[0] : days.at(-1);
      const wanted = edge === undefined ? undefined : edge + (anchor.day.nth - 1 + (anchor.dayOffset ?? 0)) * inwards;
      members = members.filter((n) => wanted !== undefined && day(n) === wanted);
    }
    return { set: index.bitmap(members), label: anchor.label };
  }
  // From the day after its last photo's, or from the day it began; up to the day it began, or to the end of its last day.
  const after = anchor.relation === "after";
  const atEnd = (anchor.edge ?? (after ? "end" : "start")) === "end";
  const edge = atEnd ? (Math.floor(trip.endMs / DAY_MS) + 1) * DAY_MS : Math.floor(trip.startMs / DAY_MS) * DAY_MS;
  const out: number[] = [];
  for (const n of index.all()) {
    const taken = index.takenMs(n);
    if (taken === null || index.mtimeOnly(n)) continue;
    if (after ? taken >= edge : taken < edge) out.push(n);
  }
  return { set: index.bitmap(out), label: anchor.label };
}

/**
 * "the Sintra day trip": of each trip, the days with a photo taken at the places said, and of
 * those days the photos there or without a location (a screenshot of the train times), not the
 * photos taken elsewhere on the same day (the evening back in Lisbon) nor the trip's other days.
 * Photos there that are in no trip count as they are.
 */
function daysThere(trips: Stay[], there: TypedFastBitSet, index: LibraryIndex): TypedFastBitSet {
  const day = (n: number) => {
    const taken = index.takenMs(n);
    return taken === null || index.mtimeOnly(n) ? null : Math.floor(taken / DAY_MS);
  };
  const inTrips = new Set(trips.flatMap((t) => t.members));
  const out = index.bitmap();
  there.forEach((n) => void (inTrips.has(n) || out.add(n)));
  for (const trip of trips) {
    const days = new Set(trip.members.filter((n) => there.has(n) && !index.unlocated(n)).map(day));
    for (const n of trip.members) if (days.has(day(n)) && (there.has(n) || index.unlocated(n))) out.add(n);
  }
  return out;
}

/**
 * The trips a time picks ("the trip in July 2022", "our first trip in 2025"): every trip with a
 * photo taken in `taken` (the photos of the time, as the time reader chose its year), whole, the
 * days outside the time too; the one an ordinal asks for among them. Null when no trip has a photo
 * then: the time's own photos answer instead, and the answer says why.
 */
export function tripsInTime(anchor: TripAnchor, index: LibraryIndex, taken: TypedFastBitSet, went: TypedFastBitSet | null = null): TypedFastBitSet | null {
  const members = tripMembers(index);
  const having = withThem(ofLength(stays(index, members).filter((t) => t.members.some((n) => taken.has(n) && !index.mtimeOnly(n))), lengthOf(anchor)), went);
  const trips = anchor.trip ? pickAll(having, anchor.trip) : having;
  return trips.length ? index.bitmap(trips.flatMap((t) => t.members)) : null;
}

/** The photos of every trip ("vacation pics"), or of the one an ordinal picks; an empty set where the library has no days away. */
export function everyTrip(anchor: TripAnchor, index: LibraryIndex, went: TypedFastBitSet | null = null): TypedFastBitSet {
  const all = withThem(ofLength(stays(index, tripMembers(index)), lengthOf(anchor)), went);
  const trips = anchor.trip ? pickAll(all, anchor.trip) : all;
  return index.bitmap(trips.flatMap((t) => t.members));
}

/**
 * Of the photos that pass, those of the one trip an ordinal asks for ("our most recent holiday",
 * "our second trip to Cape Town"), among the library's trips that have any (a holiday's among
 * those that spent a night away, a day trip's among those of a day: `length`); null when none has.
 */
export function orderedTrip(passing: TypedFastBitSet, which: TripOrder, index: LibraryIndex, length?: StayLength): TypedFastBitSet | null {
  const members = tripMembers(index);
  const having = ofLength(stays(index, members).filter((t) => t.members.some((n) => passing.has(n))), length);
  const trips = pickAll(having, which);
  return trips.length ? index.bitmap(trips.flatMap((trip) => trip.members).filter((n) => passing.has(n))) : null;
}
