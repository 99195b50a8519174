import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { DAY, tripAlbum, TRIPS, type Photo } from "../testing/trip-album";

const NOW = new Date(2026, 10, 22, 12);

describe("answers placed against trips, over a generated grid", async () => {
  const { index, all, events, names } = await tripAlbum();
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
    ["the day after we landed", (x) => `the day after we landed in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === 1)],
    // A day said by its number, counted from the first: "day 2 of the trip", "the 3rd day of our holiday".
    ["day 2 of the X trip", (x) => `day 2 of the ${x} trip`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === 1)],
    ["day three in", (x) => `day three in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === 2)],
    ["the 3rd day of our X holiday", (x) => `the 3rd day of our ${x} holiday`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === 2)],
    ["second evening in", (x) => `second evening in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === 1 && p.id.endsWith("-19"))],
    ["day 4 of the X trip", (x) => `day 4 of the ${x} trip`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === 3)],
    ["the morning before we left", (x) => `the morning before we left ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === TRIPS[t]!.days - 2 && p.id.endsWith("-9"))],
    // A trip said by where it went is the whole trip: its screenshots without GPS too.
    ["the X trip", (x) => `the ${x} trip`, (t) => ids((p) => p.trip === TRIPS[t]!.key)],
    ["our trip to", (x) => `our trip to ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key)],
    ["our holiday in", (x) => `our holiday in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key)],
    ["photos from the X vacation", (x) => `photos from the ${x} vacation`, (t) => ids((p) => p.trip === TRIPS[t]!.key)],
    ["X trip pics", (x) => `${x} trip pics`, (t) => ids((p) => p.trip === TRIPS[t]!.key)],
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

  it("reads a trip said by what it was with its words, which leave the words to find; words said apart stay", () => {
    const read = (query: string, knows: string[] = []) => parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace, knowsWord: (word: string) => knows.includes(word) });
    // A name picks the trip; an ordinary word ("ski") stays a word to find in its photos.
    const ski = read("the Tahoe ski trip", ["tahoe", "ski"]);
    expect([ski.tripAnchor?.words, ski.words]).toEqual([["tahoe"], ["ski"]]);
    // A name the library does not have stays a word to find, which the answer says it did not use.
    expect(read("the Bonnaroo trip", []).tripAnchor).toBeUndefined();
    expect(read("the Bonnaroo trip", ["bonnaroo"]).tripAnchor?.words).toEqual(["bonnaroo"]);
    // After its noun only a place says which trip: "to see grandma" is what was done.
    expect(read("the trip to see grandma", ["see", "grandma"]).tripAnchor).toBeUndefined();
    const beach = read("beach photos from our Seattle trip");
    expect(beach.words).toEqual(["beach"]);
    expect(beach.tripAnchor?.places.map((p) => p.label)).toEqual(["Seattle"]);
    expect(beach.tripAnchor?.words).toBeUndefined();
    // Nothing said of which trip: any trip; "the holidays" are a season, not the days away.
    for (const query of ["the holidays", "the Christmas holidays", "over the holidays"]) expect(read(query).tripAnchor, query).toBeUndefined();
    for (const query of ["our trips", "our vacations", "my holidays", "My holidays"]) expect(read(query).tripAnchor?.label, query).toBe("your trips");
  });

  it("reads 'our most recent holiday' as the latest trip away, with its screenshots, not the latest days at home", async () => {
    expect(await found("our most recent holiday")).toEqual(ids((p) => p.trip === "seattle"));
  });
});

describe("a day counted from arriving or leaving by the calendar", async () => {
  // Home in Lisbon; a trip to Marrakesh from 11 to 14 October 2018 with no photo on the 12th or the 13th.
  const { LibraryIndex } = await import("../index/library-index");
  const { library } = await import("../testing/memory-library");
  const lib = library();
  const start = Date.UTC(2018, 9, 11, 10);
  for (let k = 0; k < 6; k++) lib.add(`home-${k}`, { taken_ms: start - (40 - 7 * k) * DAY, lat: 38.72, lon: -9.14, place: "Lisbon", country: "Portugal", country_code: "PT" });
  for (const d of [0, 3]) for (const h of [0, 4]) lib.add(`away-${d}-${h}`, { taken_ms: start + d * DAY + h * 3_600_000, lat: 31.63, lon: -8.0, place: "Marrakesh", country: "Morocco", country_code: "MA", event_id: "t1" });
  const events = [{ id: "t1", title: "Marrakesh, 11–14 Oct 2018", kind: "trip", start_at: new Date(start).toISOString(), end_at: new Date(start + 3 * DAY + 4 * 3_600_000).toISOString() }];
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, events: async () => events });
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();

  it("is that day, not the next day with photos", async () => {
    expect(await found("the day we arrived in Marrakesh")).toEqual(["away-0-0", "away-0-4"]);
    expect(await found("the day after we landed in Marrakesh")).toEqual([]);
    expect(await found("the day before we left Marrakesh")).toEqual([]);
    expect(await found("the day we left Marrakesh")).toEqual(["away-3-0", "away-3-4"]);
  });

  it("counts a day said by its number by the calendar too: the 2nd is the 12th, with no photo", async () => {
    expect(await found("the second day of the Marrakesh trip")).toEqual([]);
    expect(await found("day 4 of the Marrakesh trip")).toEqual(["away-3-0", "away-3-4"]);
    expect(await found("the second to last day in Marrakesh")).toEqual([]);
  });
});
