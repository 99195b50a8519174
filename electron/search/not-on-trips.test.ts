import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { refinePlan } from "../query/plan";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
const DAY = 86_400_000;
const LISBON = { lat: 38.72, lon: -9.14, place: "Lisbon", region: "Lisbon", country: "Portugal", country_code: "PT" };
const ROME = { lat: 41.9, lon: 12.5, place: "Rome", region: "Lazio", country: "Italy", country_code: "IT" };

/** Any trip left out, by a negation or a verb of leaving out: never read as the trips themselves, nor dropped. */
const CUES = ["not on a trip", "except on holiday", "no vacation photos", "outside of trips", "skip the trips", "not while travelling", "excluding our holidays", "never on a getaway", "but not from our travels"];
/** What else is asked, and the photos of the library that are it, at home and away. */
const SLOTS: Array<[string, string[]]> = [
  ["dogs {cue}", ["dog-home"]],
  ["{cue}, dogs", ["dog-home"]],
  ["photos from 2024 {cue}", ["dog-home", "lisbon-1", "lisbon-2"]],
  ["Lisbon {cue}", ["dog-home", "lisbon-1", "lisbon-2"]],
  ["{cue}", ["dog-home", "lisbon-1", "lisbon-2"]],
  ["{cue} in 2024", ["dog-home", "lisbon-1", "lisbon-2"]],
];

describe("any trip left out: the photos taken on none of them", async () => {
  // Home in Lisbon; a week in Rome in June 2024, a dog at home and one in Rome.
  const lib = library();
  const start = Date.UTC(2024, 5, 10, 10);
  lib.add("lisbon-1", { taken_ms: Date.UTC(2024, 1, 3, 12), ...LISBON });
  lib.add("lisbon-2", { taken_ms: Date.UTC(2024, 8, 3, 12), ...LISBON });
  lib.add("dog-home", { taken_ms: Date.UTC(2024, 3, 3, 12), ...LISBON }, { description: "our dog" });
  for (const d of [0, 1, 2]) lib.add(`rome-${d}`, { taken_ms: start + d * DAY, ...ROME, event_id: "t1" });
  lib.add("dog-rome", { taken_ms: start + DAY + 3_600_000, ...ROME, event_id: "t1" }, { description: "a dog in the piazza" });
  const events = [{ id: "t1", title: "Rome, 10–12 Jun 2024", kind: "trip", start_at: new Date(start).toISOString().slice(0, 19), end_at: new Date(start + 2 * DAY + 3_600_000).toISOString().slice(0, 19) }];
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events });

  const grid = CUES.flatMap((cue) => SLOTS.map(([frame, ids]) => [frame.replace("{cue}", cue), ids] as const));
  it("covers at least 50 combinations of cue and slot", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s'", async (query, ids) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    expect(plan.notTrips).toBe(true);
    expect(plan.tripAnchor).toBeUndefined();
    expect(plan.chips.find((c) => c.id === "not:trips")?.label).toBe("not on a trip");
    const found = (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id);
    expect(found.sort()).toEqual([...ids].sort());
  });

  it("carries into a follow-up, and after one: 'dogs' then 'not on a trip' is the dog at home", async () => {
    const read = (query: string) => parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    for (const [first, then] of [["dogs", "not on a trip"], ["not on a trip", "dogs"]]) {
      const plan = refinePlan(read(first!), read(then!));
      expect(plan.notTrips).toBe(true);
      expect((await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id)).toEqual(["dog-home"]);
    }
  });

  it.each(["except the trip to Rome", "not our holiday in Rome", "the holidays", "except the holidays", "our trips", "dogs on holiday"])("'%s' is no trip left out as any trip", (query) => {
    expect(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).notTrips).toBeUndefined();
  });
});

describe("trips said within a country: the days away there, not home's photos in it", async () => {
  // Home in Lisbon; a weekend in Porto (home's country) and a week in Rome.
  const PORTO = { lat: 41.15, lon: -8.61, place: "Porto", region: "Porto", country: "Portugal", country_code: "PT" };
  const lib = library();
  for (const k of [0, 1, 2, 3]) lib.add(`lisbon-${k}`, { taken_ms: Date.UTC(2024, k * 3, 5, 12), ...LISBON });
  const porto = Date.UTC(2024, 4, 18, 10);
  for (const d of [0, 1]) lib.add(`porto-${d}`, { taken_ms: porto + d * DAY, ...PORTO, event_id: "t-porto" });
  const rome = Date.UTC(2024, 5, 10, 10);
  for (const d of [0, 1, 2]) lib.add(`rome-${d}`, { taken_ms: rome + d * DAY, ...ROME, event_id: "t-rome" });
  const events = [
    { id: "t-porto", title: "Porto, 18–19 May 2024", kind: "trip", start_at: new Date(porto).toISOString().slice(0, 19), end_at: new Date(porto + DAY).toISOString().slice(0, 19) },
    { id: "t-rome", title: "Rome, 10–12 Jun 2024", kind: "trip", start_at: new Date(rome).toISOString().slice(0, 19), end_at: new Date(rome + 2 * DAY).toISOString().slice(0, 19) },
  ];
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events });

  const PREPOSITIONS = ["within", "inside", "throughout"];
  const NOUNS = ["trips", "holidays", "vacations", "getaways"];
  const FRAMES = ["{noun} {prep} {place}", "show me our {noun} {prep} {place}", "photos from {noun} {prep} {place}"];
  const COUNTRIES: Array<[string, string[]]> = [["Portugal", ["porto-0", "porto-1"]], ["Italy", ["rome-0", "rome-1", "rome-2"]]];
  const grid = PREPOSITIONS.flatMap((prep) => NOUNS.flatMap((noun) => FRAMES.flatMap((frame) => COUNTRIES.map(([place, ids]) => [frame.replace("{noun}", noun).replace("{prep}", prep).replace("{place}", place), ids] as const))));
  it("covers at least 50 combinations of preposition, noun, frame and country", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s'", async (query, ids) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    const found = (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id);
    expect(found.sort()).toEqual([...ids].sort());
  });
});
