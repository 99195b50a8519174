import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);
const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Days from the trip's first day a screenshot without GPS that names the trip's place was taken:
 * a month and more before it, in the month before it (the booking, the boarding pass: the trip's
 * paperwork), on its days, and after it.
 */
const OFFSETS = [-45, -32, -28, -11, -6, -2, -1, 0, 1, 3, 4, 5, 7, 12];
/** What the screenshot reads: the city's name, or only its airport's code on a boarding pass. */
const READS = {
  name: "Booking confirmed\nHotel Gracery Shinjuku\nTokyo",
  code: "BOARDING PASS\nYYZ NRT\nFLIGHT AC 001\nSEAT 32K",
};
const ASKED = ["the Japan trip", "our trip to Tokyo", "the Tokyo holiday", "photos from the Japan vacation", "Japan trip pics", "tokyo trip photos"];
/** Asked where photos were taken, not for the trip: what names the place without GPS was not taken there. */
const PLACES = ["tokyo pics", "photos in Japan", "Tokyo"];
/** Asked in order, a trip's first photo is one taken on it, never the booking made weeks before. */
const ORDERED = ["the first photo of the Japan trip", "the earliest pics from our Tokyo holiday"];

describe("a photo without GPS that names a trip's place is in the trip on its days and in the month before, its paperwork, and not among the photos taken there", async () => {
  // Home in Toronto; a trip to Tokyo from 1 to 4 November 2025.
  const lib = library();
  const start = Date.UTC(2025, 10, 1, 10);
  const taken = (d: number) => start + d * DAY + 11 * HOUR;
  for (let k = 0; k < 12; k++) lib.add(`home-${k}`, { taken_ms: start - (90 - 9 * k) * DAY, lat: 43.65, lon: -79.38, place: "Toronto", region: "Ontario", country: "Canada", country_code: "CA" });
  lib.add("home-after", { taken_ms: start + 20 * DAY, lat: 43.65, lon: -79.38, place: "Toronto", region: "Ontario", country: "Canada", country_code: "CA" });
  for (const d of [0, 1, 2, 3]) lib.add(`tokyo-${d}`, { taken_ms: start + d * DAY + 2 * HOUR, lat: 35.68, lon: 139.69, place: "Tokyo", region: "Tokyo", country: "Japan", country_code: "JP", event_id: "t1" });
  for (const d of OFFSETS) {
    for (const [how, text] of Object.entries(READS)) {
      lib.add(`${how}${d}`, { kind: "screenshot", taken_ms: taken(d) + (how === "code" ? HOUR : 0) });
      lib.read(`${how}${d}`, text);
    }
  }
  const events = [{ id: "t1", title: "Tokyo, 1–4 Nov 2025", kind: "trip", start_at: new Date(start).toISOString().slice(0, 19), end_at: new Date(start + 3 * DAY + 2 * HOUR).toISOString().slice(0, 19) }];
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events });
  const answer = async (query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] })).passing.map((c) => c.id);

  // From a month before the trip's first photo to a day after its last (4 Nov, 12:00).
  const madeForIt = (d: number) => taken(d) >= start - 30 * DAY && taken(d) <= start + 4 * DAY + 2 * HOUR;
  const grid = ASKED.flatMap((asked) => OFFSETS.flatMap((d) => Object.keys(READS).map((how) => ({ asked, d, how, inIt: madeForIt(d) }))));
  it.each(grid)("'$asked' and a screenshot that reads the $how, taken on day $d", async ({ asked, d, how, inIt }) => {
    const ids = await answer(asked);
    expect(ids).toEqual(expect.arrayContaining(["tokyo-0", "tokyo-1", "tokyo-2", "tokyo-3"]));
    if (inIt) expect(ids).toContain(`${how}${d}`);
    else expect(ids).not.toContain(`${how}${d}`);
  });

  it.each(PLACES.flatMap((asked) => OFFSETS.flatMap((d) => Object.keys(READS).map((how) => ({ asked, d, how })))))("'$asked' and a screenshot that reads the $how, taken on day $d: not taken there", async ({ asked, d, how }) => {
    const ids = await answer(asked);
    expect(ids).toEqual(expect.arrayContaining(["tokyo-0", "tokyo-1", "tokyo-2", "tokyo-3"]));
    expect(ids).not.toContain(`${how}${d}`);
  });

  it.each(ORDERED)("'%s' is a photo taken on the trip, not the paperwork before it", async (asked) => {
    const ids = await answer(asked);
    expect(ids.length).toBeGreaterThan(0);
    for (const d of OFFSETS.filter((d) => d < -1)) for (const how of Object.keys(READS)) expect(ids).not.toContain(`${how}${d}`);
  });
});
