import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { holidayNamed } from "./holidays";
import { parseQuery } from "./query-parser";
import { inOrder } from "../index/photo-order";
import { firstOccasion } from "./first-occasion";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 29, 12);
const HOUR = 3_600_000;
const PLACE = { lat: 45.52, lon: -73.58, place: "Montreal" };
const YEARS = [2023, 2024, 2025];

/** Things that happen, as a memory says them of each photo of one. */
const OCCASIONS = ["birthday", "wedding", "hike", "game", "concert", "party", "graduation", "snow"];
/** How a search asks for one of them, first or last ({o}). */
const ASKED: Array<[string, "first" | "last"]> = [["my last {o}", "last"], ["the most recent {o}", "last"], ["our latest {o}", "last"], ["the first {o}", "first"], ["my very first {o}", "first"], ["the last time we went to the {o}", "last"], ["the first time at the {o}", "first"]];
/** Holidays, and how a search asks for the latest or first of them ({h}). */
const HOLIDAYS = ["Thanksgiving", "Christmas", "Halloween", "Easter", "Valentine's Day", "Mother's Day"];
const ASKED_HOLIDAY: Array<[string, "first" | "last"]> = [["most recent {h}", "last"], ["the latest {h} pics", "last"], ["our first {h}", "first"]];

/** Each year, two photos of the occasion an hour apart on the same day, with a memory that says it, and a photo of another day. */
async function occasionLibrary(occasion: string) {
  const lib = library();
  YEARS.forEach((year, y) => {
    const day = Date.UTC(year, 5 + y, 10 + y, 14);
    for (const [k, offset] of [0, HOUR].entries()) {
      const id = `${year}-${k}`;
      lib.add(id, { ...PLACE, taken_ms: day + offset });
      lib.memories.push({ photo_id: id, text: `the ${occasion} with everyone` });
    }
    lib.add(`${year}-other`, { ...PLACE, taken_ms: day + 40 * 24 * HOUR });
  });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  return { lib, index };
}

/** Each year, two photos on the holiday's own day, and one a month before. */
async function holidayLibrary(name: string) {
  const lib = library();
  for (const year of YEARS) {
    const [first] = holidayNamed(name)!.days(year)!;
    lib.add(`${year}-0`, { ...PLACE, taken_ms: first + 12 * HOUR });
    lib.add(`${year}-1`, { ...PLACE, taken_ms: first + 13 * HOUR });
    lib.add(`${year}-other`, { ...PLACE, taken_ms: first - 30 * 24 * HOUR });
  }
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  return { lib, index };
}

type Lib = Awaited<ReturnType<typeof occasionLibrary>>;

/** The answer as `search.ts` puts it together for an order: dated photos in time order, cut to the first occasion where one is asked. */
async function answer(query: string, lib: Lib): Promise<string[]> {
  const plan = parseQuery(query, NOW, lib.index.parseContext());
  const { passing } = await retrieve(plan, { index: lib.index, fullText: fullTextOf(lib.lib, lib.index) });
  if (!plan.order) return passing.map((c) => c.id).sort();
  const ordered = inOrder(passing.filter((c) => lib.index.takenMs(c.n) !== null), (c) => c.n, lib.index, plan.order.direction === "asc" ? "oldest" : "newest");
  return (plan.order.occasion ? firstOccasion(ordered, (c) => c.n, lib.index) : ordered).map((c) => c.id).sort();
}

describe("the latest occasion ([Note: The latest occasion])", () => {
  it("is the photos of the one occasion first in the order said, for something that happens (occasion × asked)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    const check = async (lib: Lib, asked: ReadonlyArray<[string, "first" | "last"]>, said: string) => {
      for (const [asking, which] of asked) {
        const query = asking.replace(/\{[oh]\}/, said);
        const year = which === "last" ? 2025 : 2023;
        if (!parseQuery(query, NOW, lib.index.parseContext()).order?.occasion) wrong.push(`${query}: no occasion read`);
        const got = await answer(query, lib);
        if (got.join() !== `${year}-0,${year}-1`) wrong.push(`${query} → ${got.join(", ")}`);
        cases++;
      }
    };
    for (const occasion of OCCASIONS) await check(await occasionLibrary(occasion), ASKED, occasion);
    for (const name of HOLIDAYS) await check(await holidayLibrary(name), ASKED_HOLIDAY, name);
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("is not read of photos, nor of a thing that does not happen", () => {
    for (const query of ["my latest selfie", "the latest photos of the hike", "the last 3 birthday photos", "my last car", "the latest beach photos", "the first dog"]) {
      expect(parseQuery(query, NOW, { years: [2023, 2025] }).order?.occasion, query).toBeFalsy();
    }
  });
});

