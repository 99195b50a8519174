/**
 * @file Groups photos into events, and names them ("Paris, 24–26 Dec 2023"). Pure.
 *
 * Trips away from home come first (`trips.ts`): each is one event, across nearby towns and
 * quiet days. The photos left (days at home, a day out) are grouped by PhotoBench's event profile: photos within an adaptive window of about four hours, at least
 * three of them. The window adapts to place: a pause of a night between days spent in the same
 * city continues the event (a trip), and so does a quiet day without photos when that city is away
 * from home (the place with photos on the most days), while a short hop to a city far away starts
 * a new one. Photos without a place between two days of a trip (GPS off for a while) are part of
 * it: they do not say they were elsewhere; nor do those just before its first placed photo.
 */
import { createHash } from "node:crypto";
import type { EventRow, GroupingRow } from "../../store/store";
import { eventTitle } from "./event-title";
import { datedRows, findHome, findTrips, type HomeSetting, type TripOptions } from "./trips";
import { kmBetween } from "../../domain/great-circle";

export { eventTitle };

export interface EventOptions {
  /** A pause longer than this ends an event. Default 4 hours. */
  gapMs?: number;
  /** Days at one place join into one event across pauses up to this long. Default 36 hours. */
  samePlaceGapMs?: number;
  /** Days at one place away from home join across pauses up to this long: a quiet day. Default 60 hours. */
  awayGapMs?: number;
  /** Moving this far (km) ends an event even without a long pause. Default 100. */
  farKm?: number;
  /** Fewest photos that make an event. Default 3. */
  minPhotos?: number;
  /** Where the person lives, when they said so; otherwise home is found from the photos. */
  home?: HomeSetting | null;
  /** How trips are found (`trips.ts`). */
  trips?: TripOptions;
}

const HOUR = 3_600_000;
/** How long before a stretch's first placed photo a stretch without a place may end and be its start. */
const LEAD_IN_MS = 12 * HOUR;

export interface Events {
  /** Trips and the other events, in the order they began. */
  events: EventRow[];
  /** Photo id → event id, for photos that belong to one. */
  membership: Map<string, string>;
}

/** `duplicates` (photo → group) makes copies of one photo count once towards `minPhotos`. */
export function groupEvents(rows: GroupingRow[], options: EventOptions = {}, duplicates = new Map<string, string>()): Events {
  const home = findHome(rows, options.home ?? null, options.trips);
  const trips = findTrips(rows, home, options.trips, duplicates);
  const events: EventRow[] = [];
  const membership = new Map<string, string>();
  for (const trip of trips) {
    events.push({ id: trip.id, title: trip.title, start_at: trip.start_at, end_at: trip.end_at, photos: trip.members.length, place: trip.place, kind: "trip" });
    for (const member of trip.members) membership.set(member.id, trip.id);
  }
  // Undated photos (or dated only by when the file was copied) are no event.
  const outings = groupOutings(datedRows(rows).filter((r) => !membership.has(r.id)), options, duplicates);
  events.push(...outings.events);
  for (const [id, event] of outings.membership) membership.set(id, event);
  events.sort((a, b) => (a.start_at < b.start_at ? -1 : a.start_at > b.start_at ? 1 : 0));
  return { events, membership };
}

/** Events among photos that are in no trip: a few hours together, or days at one place. */
function groupOutings(rows: GroupingRow[], options: EventOptions, duplicates: Map<string, string>): Events {
  const gapMs = options.gapMs ?? 4 * HOUR;
  const samePlaceGapMs = options.samePlaceGapMs ?? 36 * HOUR;
  const awayGapMs = options.awayGapMs ?? 60 * HOUR;
  const farKm = options.farKm ?? 100;
  const minPhotos = options.minPhotos ?? 3;

  const timed = rows.filter((r) => r.taken_ms !== null && r.taken_at !== null).sort((a, b) => a.taken_ms! - b.taken_ms! || a.id.localeCompare(b.id));
  const segments: GroupingRow[][] = [];
  let lastPlaced: GroupingRow | null = null;
  for (const row of timed) {
    const segment = segments[segments.length - 1];
    const previous = segment?.[segment.length - 1];
    const gap = previous ? row.taken_ms! - previous.taken_ms! : Infinity;
    // Far from where this stretch was last placed: a stretch with no place yet (a camera without
    // GPS at the start of the day) says nothing of where it was, and is not left behind by it.
    const far = lastPlaced && row.lat !== null && row.lon !== null && kilometres(lastPlaced, row) > farKm;
    if (!segment || gap > gapMs || (far && gap > HOUR)) {
      segments.push([row]);
      lastPlaced = null;
    } else segment.push(row);
    if (row.lat !== null && row.lon !== null) lastPlaced = row;
  }

  // Days spent at the same place join up into one event; a stretch with no place joins the one
  // before it, and the place of a group is that of its photos that have one.
  const home = homePlace(timed);
  const joined: GroupingRow[][] = [];
  for (const segment of segments) {
    const previous = joined[joined.length - 1];
    const place = mainPlace(segment);
    const before = previous ? mainPlace(previous) : null;
    const gap = previous ? segment[0]!.taken_ms! - previous[previous.length - 1]!.taken_ms! : Infinity;
    const samePlace = place !== null && place === before;
    const joins = (samePlace && (gap <= samePlaceGapMs || (place !== home && gap <= awayGapMs))) || (place === null && before !== null && gap <= samePlaceGapMs);
    if (previous && joins) previous.push(...segment);
    // The first morning of a trip, before the camera found where it was (a receipt at breakfast),
    // joined nothing before it: it is the start of the stretch after it the same half-day, not
    // the day before (yesterday's screenshots at home are no part of the trip).
    else if (previous && before === null && place !== null && gap <= LEAD_IN_MS) previous.push(...segment);
    else joined.push([...segment]);
  }

  const events: EventRow[] = [];
  const membership = new Map<string, string>();
  for (const members of joined) {
    if (new Set(members.map((m) => duplicates.get(m.id) ?? m.id)).size < minPhotos) continue;
    const id = createHash("sha256").update(`event:${members[0]!.id}`).digest("hex").slice(0, 16);
    const place = mainPlace(members);
    const start = members[0]!.taken_at!;
    const end = members[members.length - 1]!.taken_at!;
    events.push({ id, title: eventTitle(place, start, end), start_at: start, end_at: end, photos: members.length, place, kind: "outing" });
    for (const member of members) membership.set(member.id, id);
  }
  return { events, membership };
}

/** The city photos were taken in on the most days: home, where a day without photos ends an outing. */
export function homePlace(rows: GroupingRow[]): string | null {
  const days = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.place || !row.taken_at) continue;
    const seen = days.get(row.place) ?? new Set<string>();
    days.set(row.place, seen.add(row.taken_at.slice(0, 10)));
  }
  return [...days].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

/** The name most photos in a group carry: city, else region, else country. */
export function mainPlace(rows: GroupingRow[]): string | null {
  for (const field of ["place", "region", "country"] as const) {
    const counts = new Map<string, number>();
    for (const row of rows) if (row[field]) counts.set(row[field]!, (counts.get(row[field]!) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (top) return top[0];
  }
  return null;
}

const kilometres = (a: GroupingRow, b: GroupingRow): number => kmBetween({ lat: a.lat!, lon: a.lon! }, { lat: b.lat!, lon: b.lon! });
