import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Days from the trip's first day a screenshot without GPS that reads "Tokyo" was taken: out of the trip's days and a day either side, or in them. */
const OFFSETS = [-11, -6, -3, -2, -1, 0, 1, 3, 4, 5, 7];
const ASKED = ["the Japan trip", "our trip to Tokyo", "the Tokyo holiday", "photos from the Japan vacation", "Japan trip pics"];

describe("a photo without GPS that names a trip's place is in the trip only on its days", async () => {
  // Home in Toronto; a trip to Tokyo from 1 to 4 November 2025.
  const lib = library();
  const start = Date.UTC(2025, 10, 1, 10);
  const taken = (d: number) => start + d * DAY + 11 * HOUR;
  for (let k = 0; k < 6; k++) lib.add(`home-${k}`, { taken_ms: start - (60 - 9 * k) * DAY, lat: 43.65, lon: -79.38, place: "Toronto", region: "Ontario", country: "Canada", country_code: "CA" });
  lib.add("home-after", { taken_ms: start + 20 * DAY, lat: 43.65, lon: -79.38, place: "Toronto", region: "Ontario", country: "Canada", country_code: "CA" });
  for (const d of [0, 1, 2, 3]) lib.add(`tokyo-${d}`, { taken_ms: start + d * DAY + 2 * HOUR, lat: 35.68, lon: 139.69, place: "Tokyo", region: "Tokyo", country: "Japan", country_code: "JP", event_id: "t1" });
  for (const d of OFFSETS) {
    lib.add(`shot${d}`, { kind: "screenshot", taken_ms: taken(d) });
    lib.read(`shot${d}`, `Booking confirmed\nHotel Gracery Tokyo\nJapan`);
  }
  const events = [{ id: "t1", title: "Tokyo, 1–4 Nov 2025", kind: "trip", start_at: new Date(start).toISOString().slice(0, 19), end_at: new Date(start + 3 * DAY + 2 * HOUR).toISOString().slice(0, 19) }];
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events });
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] })).passing.map((c) => c.id);

  // The trip's days run from its first photo to its last (4 Nov, 12:00), and a day either side of them.
  const grid = ASKED.flatMap((asked) => OFFSETS.map((d) => ({ asked, d, inIt: taken(d) >= start - DAY && taken(d) <= start + 4 * DAY + 2 * HOUR })));
  it.each(grid)("'$asked' and a screenshot taken on day $d", async ({ asked, d, inIt }) => {
    const ids = await found(asked);
    expect(ids).toEqual(expect.arrayContaining(["tokyo-0", "tokyo-1", "tokyo-2", "tokyo-3"]));
    if (inIt) expect(ids).toContain(`shot${d}`);
    else expect(ids).not.toContain(`shot${d}`);
  });
});
