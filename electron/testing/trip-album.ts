/**
 * @file A generated album for tests of home and trips: a year of photos at home in Lisbon, two a
 * day every third day, and three trips away (Rome, Kyoto, Seattle) of a few days each with a
 * screenshot without GPS each afternoon, plus three photos dated only by when they were copied.
 * Other trips can be given instead, a day of each spent at another place nearby (a day trip).
 * Place names come from the real reverse geocoder and the trips from the library's own trip finder.
 */
import { LibraryIndex } from "../index/library-index";
import { groupEvents } from "../library/grouping/events";
import { reverseGeocode } from "../library/places/reverse-geocode";
import type { GroupingRow } from "../store/store";
import { library } from "./memory-library";

export const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);

export const HOME: [number, number] = [38.7223, -9.1393];
/** A trip away: where, its first day and how many days; `side`: a day of it spent at another place nearby (a day trip). */
export interface Trip {
  key: string;
  at: [number, number];
  first: number;
  days: number;
  side?: { day: number; at: [number, number] };
}

/** Three trips away from Lisbon, in this order; each photo's place names come from the real reverse geocoder. */
export const TRIPS: Trip[] = [
  { key: "rome", at: [41.9028, 12.4964] as [number, number], first: Date.UTC(2024, 2, 10), days: 4 },
  { key: "kyoto", at: [34.9858, 135.7588] as [number, number], first: Date.UTC(2024, 5, 1), days: 5 },
  { key: "seattle", at: [47.6097, -122.3331] as [number, number], first: Date.UTC(2024, 8, 14), days: 3 },
];
const HOURS = [9, 13, 19];

export interface Photo { id: string; ms: number; at: [number, number] | null; trip: string | null; day: number }

export function photos(trips: Trip[] = TRIPS): Photo[] {
  const out: Photo[] = [];
  const inTrip = (ms: number) => trips.some((t) => ms >= t.first && ms < t.first + t.days * DAY);
  // Home: two photos every third day of 2024 outside the trips.
  for (let ms = Date.UTC(2024, 0, 2); ms < Date.UTC(2024, 11, 30); ms += 3 * DAY) {
    if (inTrip(ms)) continue;
    for (const h of [10, 18]) out.push({ id: `home-${iso(ms).slice(0, 10)}-${h}`, ms: ms + h * 3_600_000, at: HOME, trip: null, day: -1 });
  }
  for (const trip of trips) {
    for (let d = 0; d < trip.days; d++) {
      const day = trip.first + d * DAY;
      const at = trip.side?.day === d ? trip.side.at : trip.at;
      for (const h of HOURS) out.push({ id: `${trip.key}-${d}-${h}`, ms: day + h * 3_600_000, at, trip: trip.key, day: d });
      // A screenshot, without GPS, each afternoon.
      out.push({ id: `${trip.key}-${d}-shot`, ms: day + 15 * 3_600_000, at: null, trip: trip.key, day: d });
    }
  }
  // Copied in one go, with no date of their own: in no trip and no time.
  for (let k = 0; k < 3; k++) out.push({ id: `undated-${k}`, ms: Date.UTC(2024, 10, 5, 12, k), at: null, trip: null, day: -1 });
  return out;
}

/** What a test adds to the album's photos: who is in them, their kind, what the person told of them. */
export interface AlbumExtras {
  people?: (p: Photo) => string;
  kind?: (p: Photo) => "photo" | "screenshot";
  /** What the person told of a photo, if anything. */
  memory?: (p: Photo) => string | null;
}

export async function tripAlbum(homeSetting: { lat: number; lon: number } | null = null, trips: Trip[] = TRIPS, extras: AlbumExtras = {}) {
  const all = photos(trips);
  const rows: GroupingRow[] = all.map((p) => {
    const place = p.at ? reverseGeocode(p.at[0], p.at[1]) : null;
    return {
      id: p.id, path: `/p/${p.id}.jpg`, bytes: 1, quick_hash: p.id, content_hash: null, phash: null, calm_hash: null, camera: null, dup_group: null, burst_group: null, event_id: null, width: 1, height: 1,
      taken_at: iso(p.ms), taken_ms: p.ms, taken_source: p.id.startsWith("undated") ? "mtime" : "exif", lat: p.at?.[0] ?? null, lon: p.at?.[1] ?? null, place: place?.city ?? null, region: place?.region ?? null, country: place?.country ?? null,
    };
  });
  // The library's own trip finder groups them, as regrouping does.
  const { events, membership } = groupEvents(rows, { home: homeSetting });
  const lib = library();
  for (const row of rows) {
    const place = row.lat !== null ? reverseGeocode(row.lat, row.lon!) : null;
    lib.add(row.id, { taken_ms: row.taken_ms, taken_source: row.taken_source, lat: row.lat, lon: row.lon, place: row.place, region: row.region, country: row.country, region_code: place?.regionCode ?? null, country_code: place?.countryCode ?? null, event_id: membership.get(row.id) ?? null, path: `/p/${row.id}.${row.id.includes("shot") ? "png" : "jpg"}`, ...photoExtras(all.find((p) => p.id === row.id)!, extras) });
  }
  for (const p of all) {
    const text = extras.memory?.(p);
    if (text) lib.memories.push({ photo_id: p.id, text });
  }
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events.map((e) => ({ id: e.id, title: e.title, kind: e.kind, start_at: e.start_at, end_at: e.end_at })), homeSetting: () => homeSetting });
  const names = Object.fromEntries(trips.map((t) => {
    const place = reverseGeocode(t.at[0], t.at[1])!;
    return [t.key, { city: place.city!, region: place.region!, country: place.country! }];
  }));
  return { index, all, events, names };
}


function photoExtras(p: Photo, extras: AlbumExtras): { people?: string; kind?: "photo" | "screenshot" } {
  return { ...(extras.people ? { people: extras.people(p) } : {}), ...(extras.kind ? { kind: extras.kind(p) } : {}) };
}
