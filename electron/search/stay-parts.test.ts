import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { DAY, tripAlbum, TRIPS, type Photo } from "../testing/trip-album";

const NOW = new Date(2026, 10, 22, 12);

describe("an ordinal inside a noun phrase is a part of a stay, not the calendar's", () => {
  const context = { places: ["Rome", "Kyoto"], people: [{ name: "Maria", relation: null }] };
  const plan = (query: string) => parseQuery(query, NOW, context);

  it("asks no date where no place says which stay, for each determiner, edge, unit and thing (≥ 50 combinations)", () => {
    let checked = 0;
    for (const det of ["the", "our", "my"])
      for (const edge of ["last", "first", "final"])
        for (const unit of ["day", "week", "weekend", "few days", "evening", "night"])
          for (const thing of ["at work", "of the cruise", "at the new job", "of school"]) {
            const query = `${det} ${edge} ${unit} ${thing}`;
            const read = plan(query);
            expect(read.time, query).toBeNull();
            const chip = read.chips.find((c) => c.kind === "unused" && c.label === `${det} ${edge} ${unit}`);
            expect(chip?.note, query).toMatch(/part of a stay, not as a date/);
            checked++;
          }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("keeps a date said beside it, and the place said after it", () => {
    expect(plan("my last day at work in 2023").time?.label).toBe("2023");
    for (const query of ["the last week in Rome", "our last weekend in Kyoto", "first evening in Rome", "our last few days in Kyoto"]) {
      const read = plan(query);
      expect(read.time?.ofStay, query).toBeDefined();
      expect(read.time?.ranges ?? null, query).toBeNull();
      expect(read.places.length, query).toBe(1);
    }
  });

  it("leaves the calendar's readings alone: 'last week in Rome', 'the last week of 2024', 'in the last 3 days in Rome'", () => {
    for (const query of ["last week in Rome", "photos last weekend in Kyoto", "the last week of 2024", "the first weekend in May", "in the last 3 days in Rome", "the last day in 2024"]) {
      const read = plan(query);
      expect(read.time?.ofStay, query).toBeUndefined();
      expect(read.time?.ranges?.length, query).toBe(1);
    }
  });
});

describe("a part of a stay, found in the library's trips", async () => {
  const { index, all, names } = await tripAlbum();
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    return (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  };
  const ids = (keep: (p: Photo) => boolean) => all.filter(keep).map((p) => p.id).sort();
  const weekday = (t: number, d: number) => new Date(TRIPS[t]!.first + d * DAY).getUTCDay();
  /** The Saturday and Sunday (as days of the trip) of the last weekend day of trip `t`. */
  const lastWeekend = (t: number) => {
    const day = [...Array(TRIPS[t]!.days).keys()].filter((d) => [0, 6].includes(weekday(t, d))).at(-1)!;
    return weekday(t, day) === 0 ? [day - 1, day] : [day, day + 1];
  };

  const cues: Array<[string, (place: string) => string, (t: number) => string[]]> = [
    ["the last week", (x) => `the last week in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key)],
    ["our last 2 days", (x) => `our last 2 days in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day >= TRIPS[t]!.days - 2)],
    ["first evening", (x) => `first evening in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day === 0 && p.id.endsWith("-19"))],
    ["our last weekend", (x) => `our last weekend in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && lastWeekend(t).includes(p.day))],
    ["the first 2 days", (x) => `the first 2 days in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day < 2)],
    ["the last few days", (x) => `the last few days in ${x}`, (t) => ids((p) => p.trip === TRIPS[t]!.key && p.day >= TRIPS[t]!.days - 3)],
  ];
  const namings: Array<[string, (t: string) => string]> = [["city", (t) => names[t]!.city], ["country", (t) => names[t]!.country], ["region", (t) => names[t]!.region]];
  const positions: Array<[string, (said: string) => string]> = [["alone", (s) => s], ["after a request", (s) => `show me ${s}`]];
  for (const [cue, say, expected] of cues)
    for (const [naming, name] of namings)
      for (const [position, frame] of positions)
        TRIPS.forEach((trip, t) => {
          it(`${cue} × ${trip.key} by ${naming} × ${position}`, async () => {
            expect(await found(frame(say(name(trip.key))))).toEqual(expected(t));
          });
        });

  it("answers nothing when the date said beside it has no stay there, and says why", async () => {
    expect(await found("our last week in Rome in 2023")).toEqual([]);
    const plan = parseQuery("our last week in Rome in 2023", NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    expect((await retrieve(plan, { index, fullText: async () => [] })).constraints.timeLabel).toBe("the last week in Rome: no stay found, so 2023");
  });

  it("cuts a stay at home from the place's own photos: the last week of them", async () => {
    const home = all.filter((p) => p.trip === null && !p.id.startsWith("undated"));
    const last = Math.max(...home.map((p) => p.ms));
    expect(await found("the last week in Lisbon")).toEqual(ids((p) => home.includes(p) && p.ms > Math.floor(last / DAY) * DAY - 6 * DAY));
  });
});
