import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/** What is done on a day out, which no word of the library says. */
const DOINGS = ["skiing", "swimming", "kayaking", "snowboarding", "surfing", "fishing", "camping", "sledding", "hiking", "tobogganing"];
/** A whole year, season or month: no one occasion. */
const LONG = ["in 2022", "last summer", "in march 2024", "in winter 2023"];
const FRAMES = ["{d} {t}", "photos of us {d} {t}"];

async function indexOf() {
  const lib = library();
  const days = [Date.UTC(2022, 5, 1, 12), Date.UTC(2022, 9, 3, 12), Date.UTC(2026, 6, 10, 12), Date.UTC(2024, 2, 9, 12), Date.UTC(2023, 0, 14, 12), Date.UTC(2023, 11, 25, 12)];
  days.forEach((taken_ms, i) => {
    lib.add(`p${i}`, { taken_ms, lat: 44.65, lon: -63.57, place: "Halifax" }, { description: i % 2 ? "lunch" : "the view" });
    lib.looked(`p${i}`);
  });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

describe("a doing no word of the library says, asked over a whole year, season or month", () => {
  it("is no such photo, that time's photos its misses (doing × time × frame)", async () => {
    const { lib, index } = await indexOf();
    const wrong: string[] = [];
    let asked = 0;
    for (const doing of DOINGS) {
      for (const time of LONG) {
        for (const frame of FRAMES) {
          const query = frame.replace("{d}", doing).replace("{t}", time);
          const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
          if (answer.passing.length || !answer.near.length) wrong.push(`${query}: ${answer.passing.map((c) => c.id).join()}`);
          asked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("at one occasion, a holiday's or a day's, is still that occasion's photos", async () => {
    const { lib, index } = await indexOf();
    for (const query of ["skiing at christmas 2023", "swimming on 1 june 2022"]) {
      const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
      expect([query, answer.passing.length > 0]).toEqual([query, true]);
    }
  });

  it("in the town of many days' photos (where the user lives) is no such photo; in a town of one trip's days, the trip's photos", async () => {
    const lib = library();
    for (let day = 0; day < 20; day++) lib.add(`home${day}`, { taken_ms: Date.UTC(2024, 0, 1 + day * 9, 12), lat: 44.65, lon: -63.57, place: "Halifax" }, { description: "the view" });
    for (let day = 0; day < 3; day++) lib.add(`trip${day}`, { taken_ms: Date.UTC(2024, 6, 10 + day, 12), lat: 46.1, lon: -60.75, place: "Baddeck" }, { description: "the view" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    for (const doing of DOINGS) {
      const home = await retrieve(parseQuery(`${doing} in halifax`, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
      const trip = await retrieve(parseQuery(`${doing} in baddeck`, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
      expect([doing, home.passing.length, trip.passing.map((c) => c.id).sort()]).toEqual([doing, 0, ["trip0", "trip1", "trip2"]]);
    }
  });
});
