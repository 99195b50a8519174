import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { groupEvents } from "../library/grouping/events";
import { lookUpPlace } from "../library/places/gazetteer";
import { reverseGeocode } from "../library/places/reverse-geocode";
import type { GroupingRow } from "../store/store";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);

const HOME: [number, number] = [38.7223, -9.1393];
/** Three trips away from Lisbon, in this order; each photo's place names come from the real reverse geocoder. */
const TRIPS = [
  { key: "rome", at: [41.9028, 12.4964] as [number, number], first: Date.UTC(2024, 2, 10), days: 4 },
  { key: "kyoto", at: [34.9858, 135.7588] as [number, number], first: Date.UTC(2024, 5, 1), days: 5 },
  { key: "seattle", at: [47.6097, -122.3331] as [number, number], first: Date.UTC(2024, 8, 14), days: 3 },
];
const HOURS = [9, 13, 19];

interface Photo { id: string; ms: number; at: [number, number] | null; trip: string | null; day: number }

function photos(): Photo[] {
  const out: Photo[] = [];
  const inTrip = (ms: number) => TRIPS.some((t) => ms >= t.first && ms < t.first + t.days * DAY);
  // Home: two photos every third day of 2024 outside the trips.
  for (let ms = Date.UTC(2024, 0, 2); ms < Date.UTC(2024, 11, 30); ms += 3 * DAY) {
    if (inTrip(ms)) continue;
    for (const h of [10, 18]) out.push({ id: `home-${iso(ms).slice(0, 10)}-${h}`, ms: ms + h * 3_600_000, at: HOME, trip: null, day: -1 });
  }
  for (const trip of TRIPS) {
    for (let d = 0; d < trip.days; d++) {
      const day = trip.first + d * DAY;
      for (const h of HOURS) out.push({ id: `${trip.key}-${d}-${h}`, ms: day + h * 3_600_000, at: trip.at, trip: trip.key, day: d });
      // A screenshot, without GPS, each afternoon.
      out.push({ id: `${trip.key}-${d}-shot`, ms: day + 15 * 3_600_000, at: null, trip: trip.key, day: d });
    }
  }
  // Copied in one go, with no date of their own: in no trip and no time.
  for (let k = 0; k < 3; k++) out.push({ id: `undated-${k}`, ms: Date.UTC(2024, 10, 5, 12, k), at: null, trip: null, day: -1 });
  return out;
}

async function album() {
  const all = photos();
  const rows: GroupingRow[] = all.map((p) => {
    const place = p.at ? reverseGeocode(p.at[0], p.at[1]) : null;
    return {
      id: p.id, path: `/p/${p.id}.jpg`, bytes: 1, quick_hash: p.id, content_hash: null, phash: null, calm_hash: null, camera: null, dup_group: null, burst_group: null, event_id: null, width: 1, height: 1,
      taken_at: iso(p.ms), taken_ms: p.ms, taken_source: p.id.startsWith("undated") ? "mtime" : "exif", lat: p.at?.[0] ?? null, lon: p.at?.[1] ?? null, place: place?.city ?? null, region: place?.region ?? null, country: place?.country ?? null,
    };
  });
  // The library's own trip finder groups them, as regrouping does.
  const { events, membership } = groupEvents(rows);
  const lib = library();
  for (const row of rows) {
    const place = row.lat !== null ? reverseGeocode(row.lat, row.lon!) : null;
    lib.add(row.id, { taken_ms: row.taken_ms, taken_source: row.taken_source, lat: row.lat, lon: row.lon, place: row.place, region: row.region, country: row.country, region_code: place?.regionCode ?? null, country_code: place?.countryCode ?? null, event_id: membership.get(row.id) ?? null, path: `/p/${row.id}.${row.id.includes("shot") ? "png" : "jpg"}` });
  }
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events.map((e) => ({ id: e.id, title: e.title, kind: e.kind, start_at: e.start_at, end_at: e.end_at })) });
  const names = Object.fromEntries(TRIPS.map((t) => {
    const place = reverseGeocode(t.at[0], t.at[1])!;
    return [t.key, { city: place.city!, region: place.region!, country: place.country! }];
  }));
  return { index, all, events, names };
}

describe("answers placed against trips, over a generated grid", async () => {
  const { index, all, events, names } = await album();
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    return (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  };
  const ids = (keep: (p: Photo) => boolean) => all.filter(keep).map((p) => p.id).sort();
  const dated = (p: Photo) => !p.id.startsWith("undated");

  it("finds the three trips as events, home never one, undated photos in none", () => {
    expect(events.filter((e) => e.kind === "trip").map((e) => e.place)).toEqual(TRIPS.map((t) => names[t.key]!.city));
  });

  /** Anchor phrasings: what each should answer, given the trip and the ones around it. */
  const anchors: Array<[string, (name: string) => string, (t: number) => string[]]> = [
    ["the trip before", (x) => `the trip before ${x}`, (t) => (t > 0 ? ids((p) => p.trip === TRIPS[t - 1]!.key) : [])],
    ["the trip after", (x) => `the trip after ${x}`, (t) => (t < TRIPS.length - 1 ? ids((p) => p.trip === TRIPS[t + 1]!.key) : [])],
    ["whichever trip came after", (x) => `whichever trip came after ${x}`, (t) => (t < TRIPS.length - 1 ? ids((p) => p.trip === TRIPS[t + 1]!.key) : [])],
    ["the holiday we took before", (x) => `the holiday we took just before ${x}`, (t) => (t > 0 ? ids((p) => p.trip === TRIPS[t - 1]!.key) : [])],
    ["the trip that preceded", (x) => `the trip that preceded ${x}`, (t) => (t > 0 ? ids((p) => p.trip === TRIPS[t - 1]!.key) : [])],
    ["since the trip", (x) => `everything since the ${x} trip`, (t) => ids((p) => dated(p) && p.ms >= TRIPS[t]!.first + TRIPS[t]!.days * DAY)],
    ["since we got back", (x) => `since we got back from ${x}`, (t) => ids((p) => dated(p) && p.ms >= TRIPS[t]!.first + TRIPS[t]!.days * DAY)],
    ["before the trip", (x) => `before our trip to ${x}`, (t) => ids((p) => dated(p) && p.ms < TRIPS[t]!.first)],
    ["the final evening", (x) => `the final evening of the ${x} trip`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === TRIPS[t]!.days - 1 && p.id.endsWith("-19"))],
    ["the first day", (x) => `the first day of the trip to ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === 0)],
    ["the last day", (x) => `the last day of our ${x} holiday`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === TRIPS[t]!.days - 1)],
    // With no trip word: the place said after the day picks the trip.
    ["our last day in", (x) => `our last day in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === TRIPS[t]!.days - 1)],
    ["our first morning in", (x) => `our first morning in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === 0 && p.id.endsWith("-9"))],
    ["the day we arrived", (x) => `the day we arrived in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === 0)],
    ["the evening we left", (x) => `the evening we left ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === TRIPS[t]!.days - 1 && p.id.endsWith("-19"))],
  ];
  const namings: Array<[string, (t: string) => string]> = [["city", (t) => names[t]!.city], ["country", (t) => names[t]!.country], ["region", (t) => names[t]!.region]];
  const positions: Array<[string, (anchor: string) => string]> = [["alone", (a) => a], ["after a request", (a) => `show me ${a}`]];
  for (const [cue, say, expected] of anchors)
    for (const [naming, name] of namings)
      for (const [position, frame] of positions)
        TRIPS.forEach((trip, t) => {
          it(`${cue} × ${trip.key} by ${naming} × ${position}`, async () => {
            expect(await found(frame(say(name(trip.key))))).toEqual(expected(t));
          });
        });

  it("reads a day said with no place after it as no trip: 'the last day in 2024', 'my first day at work'", () => {
    for (const query of ["the last day in 2024", "my first day at work", "the day we left"]) expect(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).tripAnchor, query).toBeUndefined();
  });

  it("reads 'our most recent holiday' as the latest trip away, with its screenshots, not the latest days at home", async () => {
    expect(await found("our most recent holiday")).toEqual(ids((p) => p.trip === "seattle"));
  });
});
