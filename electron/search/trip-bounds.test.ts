import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { DAY, tripAlbum, TRIPS, type Photo } from "../testing/trip-album";

const NOW = new Date(2026, 10, 22, 12);

/**
 * A trip as a bound in time: "since the Rome trip", "everything after we got back from Kyoto",
 * "prior to Seattle" are the photos from the end of that trip on (or up to its start), anywhere,
 * never the photos taken at the place.
 */
describe("a trip said as a time's bound, over a generated grid", async () => {
  // Leo is in each midday photo; each afternoon's screenshot is a screenshot.
  // The Kyoto trip's mornings are told of as hanami, and a day at home in May as a wedding.
  const memory = (p: Photo) => (p.trip === "kyoto" && p.id.endsWith("-9") ? "hanami with the Tanakas" : p.id.startsWith("home-2024-05-") && p.id.endsWith("-18") ? "Sofia's wedding" : null);
  const { index, all } = await tripAlbum(null, TRIPS, { people: (p) => (p.id.endsWith("-13") ? "Leo" : ""), kind: (p) => (p.id.endsWith("-shot") ? "screenshot" : "photo"), memory });
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    return (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  };
  const dated = (p: Photo) => !p.id.startsWith("undated");
  const end = (t: number) => TRIPS[t]!.first + TRIPS[t]!.days * DAY;

  const cues: Array<[string, "after" | "before"]> = [["since", "after"], ["after", "after"], ["following", "after"], ["before", "before"], ["prior to", "before"]];
  // A return said bounds at the trip's end: "before we got back from Rome" holds the Rome trip.
  const forms: Array<[string, (x: string, cue: string) => string, "start" | "end" | null]> = [
    ["the X trip", (x) => `the ${x} trip`, null],
    ["our trip to X", (x) => `our trip to ${x}`, null],
    ["we got back from X", (x, cue) => (/following|prior/.test(cue) ? `our return from ${x}` : `we got back from ${x}`), "end"],
    ["X", (x) => x, null],
  ];
  const rests: Array<[string, (anchor: string) => string, (p: Photo) => boolean]> = [
    ["nothing else", (a) => a, () => true],
    ["a person", (a) => `Leo ${a}`, (p) => p.id.endsWith("-13")],
    ["a kind of photo", (a) => `screenshots ${a}`, (p) => p.id.endsWith("-shot")],
  ];
  // The middle trip, said by its city and by its country: trips before and after it hold midday and screenshot photos.
  const names = ["Kyoto", "Japan"];
  const t = 1;
  for (const [cue, relation] of cues)
    for (const [form, say, edge] of forms)
      for (const [rest, frame, keep] of rests)
        names.forEach((city) => {
          it(`${cue} × ${form} × ${rest} × ${city}`, async () => {
            const atEnd = (edge ?? (relation === "after" ? "end" : "start")) === "end";
            const at = atEnd ? end(t) : TRIPS[t]!.first;
            const bound = (p: Photo) => (relation === "after" ? p.ms >= at : p.ms < at);
            const expected = all.filter((p) => dated(p) && bound(p) && keep(p)).map((p) => p.id).sort();
            expect(expected.length).toBeGreaterThan(0);
            expect(await found(frame(`${cue} ${say(city, cue)}`))).toEqual(expected);
          });
        });

  it("reads a place after a time word only when it comes first: 'after dinner in Rome' is dinner in Rome, 'before 2024' a year", () => {
    const read = (query: string) => parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    expect(read("after dinner in Rome").tripAnchor).toBeUndefined();
    expect(read("after dinner in Rome").places.map((p) => p.label)).toEqual(["Rome"]);
    expect(read("before 2024").tripAnchor).toBeUndefined();
    expect(read("since Rome with Leo").tripAnchor?.label).toBe("since Rome");
  });

  // Said by what the person told of it, the other trip is picked by those words; they are not words to find in the answer.
  const ofTrip = (key: string) => all.filter((p) => p.trip === key).map((p) => p.id).sort();
  const told: Array<[string, string]> = [
    ["the trip after hanami", "seattle"],
    ["the trip before hanami", "rome"],
    ["whichever trip came after hanami", "seattle"],
    ["the holiday we took just before hanami", "rome"],
    ["the trip after the wedding", "kyoto"],
    ["the trip before the wedding", "rome"],
    ["show me the trip that followed the wedding", "kyoto"],
  ];
  for (const [query, trip] of told)
    it(`${query}: the ${trip} trip`, async () => {
      expect(await found(query)).toEqual(ofTrip(trip));
    });

  it("bounds at the trip's start where a departure is said: 'after we left for Rome' holds the Rome trip", async () => {
    expect(await found("after we left for Rome")).toEqual(all.filter((p) => dated(p) && p.ms >= TRIPS[0]!.first).map((p) => p.id).sort());
  });
});
