import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { DAY, HOME, tripAlbum, TRIPS, type Photo } from "../testing/trip-album";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

describe("home, as people say it, over a generated album (a year in Lisbon, three trips away)", async () => {
  const { index, all } = await tripAlbum();
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    return (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  };
  const ids = (keep: (p: Photo) => boolean) => all.filter(keep).map((p) => p.id).sort();
  const atHome = (p: Photo) => p.at === HOME;
  const away = (p: Photo) => p.at !== null && p.at !== HOME;
  const inMonth = (month: number) => (p: Photo) => new Date(p.ms).getUTCMonth() === month && !p.id.startsWith("undated");

  const SAID_AT = ["at home", "at our place", "at my house", "around the house", "back home", "back in my hometown", "at my flat"];
  const SAID_AWAY = ["away from home", "not at home", "never at our place"];
  const SLOTS: Array<[string, (p: Photo) => boolean]> = [["", () => true], [" in March 2024", inMonth(2)], [" in June 2024", inMonth(5)]];

  /** The queries of each phrasing, with every slot, before and after it, whose answer is not the photos `where` keeps in the slot. */
  const misreadOf = async (phrasings: string[], where: (p: Photo) => boolean) => {
    const misread: string[] = [];
    for (const said of phrasings) {
      for (const [slot, keep] of SLOTS) {
        const expected = ids((p) => where(p) && keep(p));
        for (const query of [`photos ${said}${slot}`, `${slot.trim()} ${said}`.trim()]) if (JSON.stringify(await found(query)) !== JSON.stringify(expected)) misread.push(query);
      }
    }
    return misread;
  };

  it("reads every way of saying home, alone and with a time, before and after it (42 searches)", async () => {
    expect(await misreadOf(SAID_AT, atHome)).toEqual([]);
  });

  it("reads home left out as the photos away, those without any location left out (18 searches)", async () => {
    expect(await misreadOf(SAID_AWAY, away)).toEqual([]);
  });

  it("reads home said first or before a word for photos, and 'when we weren't at home' (12 searches)", async () => {
    const misread: string[] = [];
    for (const [slot, keep] of SLOTS) {
      for (const query of [`home photos${slot}`, `home${slot}`, `pics of home${slot}`]) if (JSON.stringify(await found(query)) !== JSON.stringify(ids((p) => atHome(p) && keep(p)))) misread.push(query);
      if (JSON.stringify(await found(`photos${slot} when we weren't at home`)) !== JSON.stringify(ids((p) => away(p) && keep(p)))) misread.push(`${slot} weren't`);
    }
    expect(misread).toEqual([]);
  });

  it("reads a photo said to have no position as one without GPS, whatever the words (18 searches)", async () => {
    const misread: string[] = [];
    for (const said of ["without GPS", "with no location", "not geotagged", "missing their location", "without any geotags", "no gps data"]) {
      for (const [slot, keep] of SLOTS) {
        const query = `photos ${said}${slot}`;
        if (JSON.stringify(await found(query)) !== JSON.stringify(ids((p) => p.at === null && keep(p)))) misread.push(query);
      }
    }
    expect(misread).toEqual([]);
  });

  it("answers nothing at home during a trip, and finds home by the person's setting over the photos", async () => {
    const kyoto = TRIPS.find((t) => t.key === "kyoto")!;
    expect(await found(`at home on ${new Date(kyoto.first + DAY).toISOString().slice(0, 10)}`)).toEqual([]);
    // Set in Kyoto, home is Kyoto: its photos are at home, Lisbon's are away.
    const set = await tripAlbum({ lat: kyoto.at[0], lon: kyoto.at[1] });
    const plan = parseQuery("photos at home", NOW, { ...set.index.parseContext(), gazetteer: lookUpPlace });
    expect((await retrieve(plan, { index: set.index, fullText: async () => [] })).passing.map((c) => c.id).sort()).toEqual(ids((p) => p.trip === "kyoto" && p.at !== null));
  });

  it("leaves home alone where it is a thing or part of a name: 'home sweet home', 'the lake house'", () => {
    for (const query of ["home sweet home", "the lake house", "a house in Rome", "homemade bread", "the home screen", "a home run"]) expect(parseQuery(query, NOW, index.parseContext()).home, query).toBeUndefined();
  });
});
