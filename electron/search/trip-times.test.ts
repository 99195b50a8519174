import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { tripAlbum, type Photo, type Trip } from "../testing/trip-album";

const NOW = new Date(2026, 10, 22, 12);

/**
 * Trips that straddle a month (Rome: 29 March to 2 April) and each with a day spent nearby
 * (Tivoli, Nara, Tacoma): a time said of a trip picks it whole, and a day trip is that day.
 */
const TRIPS: Trip[] = [
  { key: "rome", at: [41.9028, 12.4964], first: Date.UTC(2024, 2, 29), days: 5, side: { day: 2, at: [41.9636, 12.7981] } },
  { key: "kyoto", at: [34.9858, 135.7588], first: Date.UTC(2024, 5, 1), days: 5, side: { day: 1, at: [34.6851, 135.8048] } },
  { key: "seattle", at: [47.6097, -122.3331], first: Date.UTC(2024, 8, 14), days: 4, side: { day: 3, at: [47.2529, -122.4443] } },
];
const SIDE: Record<string, string> = { rome: "Tivoli", kyoto: "Nara", seattle: "Tacoma" };
/** A later trip with a 16 September of its own, so that "16 September" said of the Seattle trip is not the latest one. */
const PARIS: Trip = { key: "paris", at: [48.8566, 2.3522], first: Date.UTC(2025, 8, 15), days: 3 };

describe("trips picked by a time or a day of them, over generated grids", async () => {
  const { index, all, events, names } = await tripAlbum(null, [...TRIPS, PARIS]);
  const plan = (query: string, now = NOW) => parseQuery(query, now, { ...index.parseContext(), gazetteer: lookUpPlace });
  const answer = (query: string, now = NOW) => retrieve(plan(query, now), { index, fullText: async () => [] });
  const found = async (query: string, now = NOW) => (await answer(query, now)).passing.map((c) => c.id).sort();
  const ids = (keep: (p: Photo) => boolean) => all.filter(keep).map((p) => p.id).sort();
  const dated = (p: Photo) => !p.id.startsWith("undated");
  const within = (from: number, to: number) => ids((p) => dated(p) && p.ms >= from && p.ms < to);
  const trip = (key: string) => ids((p) => p.trip === key);

  it("groups each trip, its day nearby and the month it straddles included, as one trip", () => {
    expect(events.filter((e) => e.kind === "trip").map((e) => e.place)).toEqual([...TRIPS, PARIS].map((t) => names[t.key]!.city));
  });

  /** Times said of a trip, as a phrase and bare, and the photos meant: a trip's whole, or the time's own where no trip was then. */
  const times: Array<[string, string, string[]]> = [
    ["in March 2024", "March 2024", trip("rome")],
    ["in April 2024", "April 2024", trip("rome")],
    ["in June 2024", "June 2024", trip("kyoto")],
    ["in September 2024", "September 2024", trip("seattle")],
    ["in July 2024", "July 2024", within(Date.UTC(2024, 6, 1), Date.UTC(2024, 7, 1))],
  ];
  const nouns = ["trip", "vacation", "holiday", "getaway", "journey"];
  const frames: Array<[string, (noun: string, phrase: string, bare: string) => string]> = [
    ["the noun then the time", (n, t) => `the ${n} ${t}`],
    ["after a request", (n, t) => `photos from our ${n} ${t}`],
    ["with a clause", (n, t) => `show me the ${n} we took ${t}`],
    ["the time before the noun", (n, _t, bare) => `the ${bare} ${n}`],
  ];
  for (const [time, bare, expected] of times)
    for (const noun of nouns)
      for (const [frame, say] of frames)
        it(`${noun} × ${time} × ${frame}`, async () => {
          expect(await found(say(noun, time, bare))).toEqual(expected);
        });

  it("says so where no trip was then, and answers with the photos taken then", async () => {
    const july = await answer("the trip in July 2024");
    expect([plan("the trip in July 2024").tripAnchor?.byTime, july.constraints.noTripThen]).toEqual([true, true]);
    expect((await answer("the trip in June 2024")).constraints.noTripThen).toBe(false);
  });

  it("picks one trip of those a time holds by its ordinal, whole", async () => {
    expect(await found("our first trip in 2024")).toEqual(trip("rome"));
    expect(await found("our last trip in 2024")).toEqual(trip("seattle"));
    expect(await found("the 2024 trips")).toEqual(ids((p) => p.trip !== null && p.trip !== "paris"));
  });

  it("reads a time with no trip said as a time: 'photos from March 2024' ends on 31 March", async () => {
    expect(await found("photos from March 2024")).toEqual(within(Date.UTC(2024, 2, 1), Date.UTC(2024, 3, 1)));
    expect(await found("March 2024")).toEqual(within(Date.UTC(2024, 2, 1), Date.UTC(2024, 3, 1)));
  });

  it("leaves a time a time where something else says which trip or which photos", () => {
    // A place or a word picks; the time is the photos' ("the Rome trip in April" is its April days).
    for (const query of ["the Rome trip in April 2024", "beach photos from our 2024 vacation", "the trip to Rome in March 2024"]) expect(plan(query).tripAnchor?.byTime, query).toBeUndefined();
    // A part of the week, day or stay is of the photos, and "the holidays" are the season too.
    for (const query of ["the weekend trip in May 2024", "the holidays in 2024", "evening photos from the trip in March 2024", "the last day of the trip in March 2024"]) expect(plan(query).tripAnchor?.byTime, query).toBeUndefined();
  });

  /** Day trips said of the place visited: that day's photos there and its screenshot, never the rest of the trip. */
  const dayTrips: Array<[string, (side: string, city: string) => string]> = [
    ["our day trip to X during the C trip", (x, c) => `our day trip to ${x} during the ${c} trip`],
    ["the X day trip on our C holiday", (x, c) => `the ${x} day trip on our ${c} holiday`],
    ["the X day trip", (x) => `the ${x} day trip`],
    ["our day trip to X", (x) => `our day trip to ${x}`],
    ["the day-trip to X", (x) => `the day-trip to ${x}`],
    ["photos from our X day trip", (x) => `photos from our ${x} day trip`],
    ["the X day trip during our holiday", (x) => `the ${x} day trip during our holiday`],
    ["X day trip photos", (x) => `${x} day trip photos`],
  ];
  const positions: Array<[string, (said: string) => string]> = [["alone", (s) => s], ["after a request", (s) => `show me ${s}`], ["with a please", (s) => `${s} please`]];
  for (const [cue, say] of dayTrips)
    for (const [position, frame] of positions)
      for (const t of TRIPS)
        it(`${cue} × ${t.key} × ${position}`, async () => {
          expect(await found(frame(say(SIDE[t.key]!, names[t.key]!.city)))).toEqual(ids((p) => p.trip === t.key && p.day === t.side!.day));
        });

  it("keeps the nearby readings: the place alone, and the trip named for its city whole", async () => {
    for (const t of TRIPS) {
      // The place alone is its photos (and a trip's photos without GPS nearby, `place-text`), never the trip's city.
      const place = await found(SIDE[t.key]!);
      expect(place).toEqual(expect.arrayContaining(ids((p) => p.trip === t.key && p.day === t.side!.day && !p.id.endsWith("shot"))));
      expect(place.filter((id) => all.find((p) => p.id === id)!.at !== null).length).toBe(3);
      expect(await found(`the ${names[t.key]!.city} trip`)).toEqual(trip(t.key));
    }
  });

  it("reads a day said of a trip in the trip's year, not the latest one with photos: 'the Seattle trip on 16 September'", async () => {
    // Asked in October 2025, the latest 16 September is Paris's.
    const october = new Date(2025, 9, 1, 12);
    for (const said of [`the ${names.seattle!.city} trip on 16 September`, `our trip to ${names.seattle!.city} on September 16`, `photos from the ${names.seattle!.city} holiday on the 16th of September`])
      expect(await found(said, october), said).toEqual(ids((p) => p.trip === "seattle" && p.day === 2));
  });

  it("cuts the last days of a trip named for its place from that trip", async () => {
    const rome = TRIPS[0]!;
    expect(await found(`the last two days of our ${names.rome!.city} holiday`)).toEqual(ids((p) => p.trip === "rome" && p.day >= rome.days - 2));
  });
});
