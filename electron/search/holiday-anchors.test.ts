import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
const DAY = 86_400_000;
const LISBON = { lat: 38.72, lon: -9.14, place: "Lisbon", region: "Lisbon", country: "Portugal", country_code: "PT" };

/**
 * Home in Lisbon. Two holidays (Rome in June, Porto in September 2024) and two days out (Sintra in
 * July, a relative's in Cascais in October): a holiday is a stay away of a night or more, and a day
 * at a relative's is a trip but no holiday.
 */
const STAYS = [
  { id: "rome", at: { lat: 41.9, lon: 12.5, place: "Rome", region: "Lazio", country: "Italy", country_code: "IT" }, start: Date.UTC(2024, 5, 10, 10), days: 3 },
  { id: "sintra", at: { lat: 38.8, lon: -9.39, place: "Sintra", region: "Lisbon", country: "Portugal", country_code: "PT" }, start: Date.UTC(2024, 6, 20, 11), days: 1 },
  { id: "porto", at: { lat: 41.15, lon: -8.61, place: "Porto", region: "Porto", country: "Portugal", country_code: "PT" }, start: Date.UTC(2024, 8, 5, 10), days: 3 },
  { id: "cascais", at: { lat: 38.7, lon: -9.42, place: "Cascais", region: "Lisbon", country: "Portugal", country_code: "PT" }, start: Date.UTC(2024, 9, 12, 11), days: 1 },
];

const ids = (...stays: string[]) => stays.flatMap((id) => Array.from({ length: STAYS.find((s) => s.id === id)!.days }, (_, d) => `${id}-${d}`)).sort();

describe("a holiday said as a trip anchor: the stays of a night or more; a day trip, the stays of a day", async () => {
  const lib = library();
  lib.add("home-1", { taken_ms: Date.UTC(2024, 1, 3, 12), ...LISBON });
  lib.add("home-2", { taken_ms: Date.UTC(2024, 10, 3, 12), ...LISBON });
  for (const { id, at, start, days } of STAYS) for (let d = 0; d < days; d++) lib.add(`${id}-${d}`, { taken_ms: start + d * DAY, ...at, event_id: id });
  const events = STAYS.map(({ id, start, days }) => ({ id, title: id, kind: "trip", start_at: new Date(start).toISOString().slice(0, 19), end_at: new Date(start + (days - 1) * DAY).toISOString().slice(0, 19) }));
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events });
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    return (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  };

  // Each frame, and what a holiday's noun and a trip's noun pick in it.
  const frames: Array<[string, string[], string[]]> = [
    ["our last {}", ids("porto"), ids("cascais")],
    ["our most recent {}", ids("porto"), ids("cascais")],
    ["the {} after Rome", ids("porto"), ids("sintra")],
    ["the {} before Porto", ids("rome"), ids("sintra")],
    ["{} pics", ids("rome", "porto"), ids("rome", "sintra", "porto", "cascais")],
    ["photos from the {} after Rome", ids("porto"), ids("sintra")],
  ];
  const holidays = ["holiday", "vacation", "getaway", "hols"];
  const grid = holidays.flatMap((noun) => frames.flatMap(([frame, holiday]) => [frame, frame.charAt(0).toUpperCase() + frame.slice(1)].map((f) => [f.replace("{}", noun), holiday] as const)));

  it("covers at least 48 combinations of noun, frame and case", () => expect(grid.length).toBeGreaterThanOrEqual(48));

  it("picks the holidays, never a day out (4 nouns x 6 frames x 2 cases)", async () => {
    const misread: string[] = [];
    for (const [query, expected] of grid) {
      const got = await found(query);
      if (JSON.stringify(got) !== JSON.stringify(expected)) misread.push(`${query} -> ${JSON.stringify(got)}`);
    }
    expect(misread).toEqual([]);
  });

  it("still picks a day out where a trip is said, or the holiday named is one", async () => {
    for (const [frame, , trip] of frames) expect(await found(frame.replace("{}", "trip")), frame).toEqual(trip);
    // "our Sintra holiday": the one stay there, a day long.
    expect(await found("our Sintra holiday")).toEqual(ids("sintra"));
  });

  it("picks the days out where trips of a day are said (2 forms x 8 frames, 3 forms x 5 frames; x 2 cases)", async () => {
    // With an ordinal, only the two-word forms: the count reader takes "first one" of "our first
    // one-day trip", and no ordinal of "our first daytrip" (both left alone here). "our last day
    // trip" is no trip of yesterday: the day of a day trip is no day to read.
    const forms = ["day trip", "day-trip", "daytrip", "one-day trip", "1-day trip"];
    const dayFrames: Array<[string, string[]]> = [
      ["{}s", ids("sintra", "cascais")],
      ["our {}s in 2024", ids("sintra", "cascais")],
      ["{} pics", ids("sintra", "cascais")],
      ["our first {}", ids("sintra")],
      ["our most recent {}", ids("cascais")],
      ["all our {}s", ids("sintra", "cascais")],
      ["photos from our {}s", ids("sintra", "cascais")],
      ["our last {}", ids("cascais")],
    ];
    const misread: string[] = [];
    for (const form of forms) {
      for (const [frame, expected] of dayFrames.filter(([f]) => /^day[ -]trip$/.test(form) || !/first|most recent|last/.test(f))) {
        for (const query of [frame.replace("{}", form), frame.replace("{}", form).replace(/^./, (c) => c.toUpperCase())]) {
          const got = await found(query);
          if (JSON.stringify(got) !== JSON.stringify(expected)) misread.push(`${query} -> ${JSON.stringify(got)}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });
});
