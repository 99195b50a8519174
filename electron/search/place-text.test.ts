import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const PLACES = {
  Seattle: { lat: 47.61, lon: -122.33, place: "Seattle", region: "Washington", country: "United States", region_code: "US-WA", country_code: "US" },
  Lisbon: { lat: 38.72, lon: -9.14, place: "Lisbon", region: "Lisbon", country: "Portugal", region_code: "PT-11", country_code: "PT" },
  Paris: { lat: 48.86, lon: 2.35, place: "Paris", region: "Île-de-France", country: "France", region_code: "FR-IDF", country_code: "FR" },
} as const;
type Place = keyof typeof PLACES;
const NAMES = Object.keys(PLACES) as Place[];

/** How a photo without GPS may name the place: text read in a photo or a screenshot, a note, a caption, its folder. */
const SAYINGS = {
  "text read in a photo": (lib: Lib, id: string, place: string) => lib.read(id, `BOARDING PASS ${place.toUpperCase()} Flight AS 331 Gate C14`),
  "text read in a screenshot, as a compound": (lib: Lib, id: string, place: string) => lib.read(id, `BOARDING PASS ${place}-Intl Flight AS 331 Seat 14A`),
  "a note": (lib: Lib, id: string, place: string) => {
    lib.read(id, "BOARDING PASS Flight AS 331");
    lib.memories.push({ photo_id: id, text: `the pass for my flight to ${place}` });
  },
  "a caption": (lib: Lib, id: string, place: string) => lib.read(id, "BOARDING PASS Flight AS 331"),
  "its folder": (lib: Lib, id: string) => lib.read(id, "BOARDING PASS Flight AS 331"),
} as const;
type Saying = keyof typeof SAYINGS;
type Lib = ReturnType<typeof library>;

const FRAMES = ["boarding pass {place}", "the {place} boarding pass", "boarding pass from {place}", "my boarding pass for the {place} flight"];

/** Photos taken in each place, and one unlocated boarding pass that names `named` the way `saying` says. */
async function passLibrary(named: Place, saying: Saying, screenshot = saying.includes("screenshot")) {
  const lib = library();
  NAMES.forEach((name, p) => {
    for (let day = 1; day < 4; day++) lib.add(`${name}-${day}`, { taken_ms: Date.UTC(2024, 2 + 2 * p, day, 12), ...PLACES[name] });
  });
  const text = saying === "a caption" ? { description: `pass for ${named}` } : saying === "its folder" ? { rel_dir: `Trips/${named} 2024` } : {};
  lib.add("pass", { taken_ms: Date.UTC(2025, 0, 5, 9), kind: screenshot ? "screenshot" : "photo" }, text);
  SAYINGS[saying](lib, "pass", named);
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

async function found(index: LibraryIndex, query: string) {
  const plan = parseQuery(query, NOW, index.parseContext());
  const answer = await retrieve(plan, { index, fullText: async () => [] });
  return { plan, ids: answer.passing.map((c) => c.id) };
}

describe("a place said in a query reaches a photo without GPS whose own words name it", () => {
  const grid = NAMES.flatMap((place) => (Object.keys(SAYINGS) as Saying[]).flatMap((saying) => FRAMES.map((frame) => [place, saying, frame] as const)));

  it.each(grid)("%s named by %s: '%s'", async (place, saying, frame) => {
    const index = await passLibrary(place, saying);
    const { plan, ids } = await found(index, frame.replace("{place}", place.toLowerCase()));
    expect(plan.places.map((p) => p.label)).toEqual([place]);
    expect(ids).toEqual(["pass"]);
  });

  it.each(NAMES.flatMap((place) => NAMES.filter((other) => other !== place).map((other) => [place, other] as const)))(
    "a pass that names %s is not one from %s",
    async (place, other) => {
      const index = await passLibrary(place, "text read in a screenshot, as a compound");
      expect((await found(index, `boarding pass from ${other.toLowerCase()}`)).ids).toEqual([]);
    },
  );

  it.each(NAMES.flatMap((place) => NAMES.filter((other) => other !== place).map((other) => [place, other] as const)))(
    "GPS wins over text: a receipt taken in %s that reads another place's name (%s) stays out of it",
    async (taken, said) => {
      const lib = library();
      lib.add("receipt", { taken_ms: Date.UTC(2024, 5, 1, 9), ...PLACES[taken] });
      lib.read("receipt", `${said}'s Best Coffee RECEIPT Total 4.50`);
      lib.add("elsewhere", { taken_ms: Date.UTC(2024, 6, 1, 9), ...PLACES[said] });
      const index = new LibraryIndex();
      await index.refresh(lib.source);
      expect((await found(index, `receipts from ${said.toLowerCase()}`)).ids).toEqual([]);
      expect((await found(index, `receipts from ${taken.toLowerCase()}`)).ids).toEqual(["receipt"]);
    },
  );
});

describe("a photo without GPS from a trip whose located photos were all in or near the place", () => {
  const RENTON = { lat: 47.48, lon: -122.22, place: "Renton", region: "Washington", country: "United States", region_code: "US-WA", country_code: "US" };
  const PORTLAND = { lat: 45.52, lon: -122.68, place: "Portland", region: "Oregon", country: "United States", region_code: "US-OR", country_code: "US" };

  async function trip(side: typeof RENTON) {
    const lib = library();
    lib.add("sea-1", { taken_ms: Date.UTC(2025, 2, 2, 9), event_id: "trip", ...PLACES.Seattle });
    lib.add("side-1", { taken_ms: Date.UTC(2025, 2, 3, 14), event_id: "trip", ...side });
    lib.add("no-gps", { taken_ms: Date.UTC(2025, 2, 4, 16), event_id: "trip" });
    lib.add("sea-2", { taken_ms: Date.UTC(2025, 2, 5, 9), event_id: "trip", ...PLACES.Seattle });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    return index;
  }

  it("lends Seattle the photo when the trip's other stop is a suburb", async () => {
    expect((await found(await trip(RENTON), "seattle")).ids.sort()).toEqual(["no-gps", "sea-1", "sea-2"]);
  });

  it("lends it on a road trip through places far apart to the city of the nearest photo in time, not both", async () => {
    const index = await trip(PORTLAND);
    // Two days after Portland and seventeen hours before Seattle again: in Seattle, as far as anything says.
    expect((await found(index, "seattle")).ids.sort()).toEqual(["no-gps", "sea-1", "sea-2"]);
    expect((await found(index, "portland")).ids).toEqual(["side-1"]);
  });
});

describe("a place said alone asks where photos were taken: text read in one without GPS does not place it", () => {
  const READ = ["text read in a photo", "text read in a screenshot, as a compound"] as const;
  const WHERE_FRAMES = ["photos in {place}", "{place}", "pictures from {place}", "photos taken in {place}", "taken in {place}", "shots from {place}", "in {place}", "my {place} pics", "everything from {place}"];
  const grid = NAMES.flatMap((place) => READ.flatMap((saying) => WHERE_FRAMES.map((frame) => [place, saying, frame] as const)));

  it("covers at least 50 combinations of place, reading and frame", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("%s, %s: '%s' is the photos taken there, not the pass that reads it", async (place, saying, frame) => {
    const index = await passLibrary(place, saying);
    const { ids } = await found(index, frame.replace("{place}", place.toLowerCase()));
    expect(ids.sort()).toEqual([1, 2, 3].map((day) => `${place}-${day}`));
  });
});

describe("a country or state said alone asks where photos were taken: a city read in a photo without GPS does not place it there", () => {
  const READ = ["text read in a photo", "text read in a screenshot, as a compound"] as const;
  // Each name said, and the label the gazetteer gives it.
  const REGIONS: Record<Place, Array<[string, string]>> = { Seattle: [["United States", "United States"], ["USA", "United States"]], Lisbon: [["Portugal", "Portugal"]], Paris: [["France", "France"]] };
  const FRAMES = ["photos in {region}", "pictures from {region}", "photos taken in {region}", "shots from {region}", "my {region} pics", "everything from {region}", "{region}", "in {region}", "taken in {region}"];
  const grid = NAMES.flatMap((place) => REGIONS[place].flatMap((region) => READ.flatMap((saying) => FRAMES.map((frame) => [place, region, saying, frame] as const))));

  it("covers at least 50 combinations of region, reading and frame", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("%s's %s, %s: '%s' is the photos taken there, not the pass that reads the city", async (place, [region, label], saying, frame) => {
    const index = await passLibrary(place, saying);
    // The gazetteer says what the region holds; the library alone knows only the names its photos carry.
    const plan = parseQuery(frame.replace("{region}", region), NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    const ids = (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id);
    expect(plan.places.map((p) => [p.label, Boolean(p.countries?.length || p.divisions?.length)])).toEqual([[label, true]]);
    expect(ids.sort()).toEqual([1, 2, 3].map((day) => `${place}-${day}`));
  });
});

describe("a photo without GPS on a trip through places far apart is where the photos beside it in time were", () => {
  const PORTLAND = { lat: 45.52, lon: -122.68, place: "Portland", region: "Oregon", country: "United States", region_code: "US-OR", country_code: "US" };
  const CITIES = { ...PLACES, Portland: PORTLAND };
  type City = keyof typeof CITIES;
  const PAIRS: Array<[City, City]> = [["Seattle", "Portland"], ["Lisbon", "Paris"], ["Paris", "Seattle"]];
  // The trip: first city 1 March 09:00 and 12:00, second city 22:00 and 2 March 10:00, back in the first 4 March 10:00.
  const TRIP: Array<["first" | "second", number, number]> = [["first", 1, 9], ["first", 1, 12], ["second", 1, 22], ["second", 2, 10], ["first", 4, 10]];
  // When the photo without GPS was taken (day of March, hour), and which of the two cities it is lent to.
  const MOMENTS: Array<[string, number, number, Array<"first" | "second">]> = [
    ["an hour after the first city, nine before the second", 1, 13, ["first", "second"]],
    ["three hours before the trip's first photo", 1, 6, ["first"]],
    ["the morning after its last photo (the journey back)", 5, 8, ["first"]],
    ["the night between two photos in the second city", 2, 2, ["second"]],
    ["ten hours after the second city, a day and a half before the first", 2, 20, ["second"]],
    ["a day from either", 3, 10, ["first", "second"]],
    ["thirty hours after the second city, eighteen before the first", 3, 16, ["first"]],
  ];
  const FRAMES = ["{place}", "photos in {place}"];
  const grid = PAIRS.flatMap((pair) => MOMENTS.flatMap((moment) => (["first", "second"] as const).flatMap((asked) => FRAMES.map((frame) => [pair, moment, asked, frame] as const))));

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid.map(([pair, [moment, d, h, lent], asked, frame]) => [pair.join(" then "), moment, asked, frame, pair, d, h, lent.includes(asked)] as const))(
    "%s, %s: '%s city' as '%s'",
    async (_trip, _moment, asked, frame, pair, d, h, isLent) => {
      const city = (which: "first" | "second") => pair[which === "first" ? 0 : 1];
      const lib = library();
      TRIP.forEach(([which, day, hour], i) => lib.add(`${which}-${i}`, { taken_ms: Date.UTC(2025, 2, day, hour), event_id: "trip", ...CITIES[city(which)] }));
      lib.add("no-gps", { taken_ms: Date.UTC(2025, 2, d, h), event_id: "trip" });
      // The trip is titled for its first city, as grouping names it: a title made from the located
      // photos says nothing of where one without GPS was.
      const events = [{ id: "trip", title: `${city("first")}, 1–4 Mar 2025`, kind: "trip", start_at: "2025-03-01T09:00:00", end_at: "2025-03-04T10:00:00" }];
      const index = new LibraryIndex();
      await index.refresh({ ...lib.source, events: async () => events });
      const there = TRIP.flatMap(([which], i) => (which === asked ? [`${which}-${i}`] : []));
      const { ids } = await found(index, frame.replace("{place}", city(asked).toLowerCase()));
      expect(ids.sort()).toEqual((isLent ? [...there, "no-gps"] : there).sort());
    },
  );
});
