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

/**
 * Any trip left out, by a negation or a verb of leaving out: never read as the trips themselves,
 * nor dropped. A trip's word leaves out the day trip too; a holiday's only the stays away.
 */
const CUES: Array<[string, "any" | "overnight"]> = [
  ["not on a trip", "any"], ["except on holiday", "overnight"], ["no vacation photos", "overnight"], ["outside of trips", "any"], ["skip the trips", "any"],
  ["not while travelling", "any"], ["excluding our holidays", "overnight"], ["never on a getaway", "overnight"], ["but not from our travels", "any"],
];
/** What else is asked, and the photos of the library that are it, at home and away, with those of the day trip. */
const SLOTS: Array<[string, string[], string[]]> = [
  ["dogs {cue}", ["dog-home"], ["dog-sintra"]],
  ["{cue}, dogs", ["dog-home"], ["dog-sintra"]],
  ["photos from 2024 {cue}", ["dog-home", "lisbon-1", "lisbon-2"], ["dog-sintra"]],
  ["Lisbon {cue}", ["dog-home", "lisbon-1", "lisbon-2"], []],
  ["{cue}", ["dog-home", "lisbon-1", "lisbon-2"], ["dog-sintra"]],
  ["{cue} in 2024", ["dog-home", "lisbon-1", "lisbon-2"], ["dog-sintra"]],
];

describe("any trip left out: the photos taken on none of them", async () => {
  // Home in Lisbon; a week in Rome in June 2024, a dog at home, one in Rome and one on a day trip to Sintra.
  const lib = library();
  const start = Date.UTC(2024, 5, 10, 10);
  lib.add("lisbon-1", { taken_ms: Date.UTC(2024, 1, 3, 12), ...LISBON });
  lib.add("lisbon-2", { taken_ms: Date.UTC(2024, 8, 3, 12), ...LISBON });
  lib.add("dog-home", { taken_ms: Date.UTC(2024, 3, 3, 12), ...LISBON }, { description: "our dog" });
  for (const d of [0, 1, 2]) lib.add(`rome-${d}`, { taken_ms: start + d * DAY, ...ROME, event_id: "t1" });
  lib.add("dog-rome", { taken_ms: start + DAY + 3_600_000, ...ROME, event_id: "t1" }, { description: "a dog in the piazza" });
  const sintra = Date.UTC(2024, 6, 20, 11);
  lib.add("dog-sintra", { taken_ms: sintra, lat: 38.8, lon: -9.39, place: "Sintra", region: "Lisbon", country: "Portugal", country_code: "PT", event_id: "t2" }, { description: "a dog at the palace gate" });
  const events = [
    { id: "t1", title: "Rome, 10–12 Jun 2024", kind: "trip", start_at: new Date(start).toISOString().slice(0, 19), end_at: new Date(start + 2 * DAY + 3_600_000).toISOString().slice(0, 19) },
    { id: "t2", title: "Sintra, 20 Jul 2024", kind: "trip", start_at: new Date(sintra).toISOString().slice(0, 19), end_at: new Date(sintra).toISOString().slice(0, 19) },
  ];
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events });

  const grid = CUES.flatMap(([cue, kind]) => SLOTS.map(([frame, ids, dayTrip]) => [frame.replace("{cue}", cue), kind, kind === "overnight" ? [...ids, ...dayTrip] : ids] as const));
  it("covers at least 50 combinations of cue and slot", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' (%s)", async (query, kind, ids) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    expect(plan.notTrips).toBe(kind);
    expect(plan.tripAnchor).toBeUndefined();
    expect(plan.chips.find((c) => c.id === "not:trips")?.label).toBe(kind === "any" ? "not on a trip" : "not on holiday");
    const found = (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id);
    expect(found.sort()).toEqual([...ids].sort());
  });

  it("carries into a follow-up, and after one: 'dogs' then 'not on a trip' is the dog at home", async () => {
    const read = (query: string) => parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    for (const [first, then] of [["dogs", "not on a trip"], ["not on a trip", "dogs"]]) {
      const plan = refinePlan(read(first!), read(then!));
      expect(plan.notTrips).toBe("any");
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
