import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);
const DAY = 86_400_000;

/** Homes on an island ([Note: The owner's own island] in `constraints.ts`), each with two islands away. */
const HOMES: Array<{ home: [number, number]; away: Array<[string, number, number]> }> = [
  { home: [53.35, -6.26], away: [["mallorca", 39.6, 2.9], ["zealand", 55.68, 12.57]] }, // Dublin, Ireland
  { home: [51.507, -0.128], away: [["iceland", 64.14, -21.94], ["sicily", 38.12, 13.36]] }, // London, Great Britain
  { home: [35.68, 139.69], away: [["oahu", 21.3, -157.85], ["tasmania", -42.88, 147.33]] }, // Tokyo, Honshu
  { home: [-42.88, 147.33], away: [["north-island", -36.85, 174.76], ["maui", 20.8, -156.3]] }, // Hobart, Tasmania
  { home: [38.12, 13.36], away: [["mallorca", 39.6, 2.9], ["ireland", 53.35, -6.26]] }, // Palermo, Sicily
  { home: [21.3, -157.85], away: [["maui", 20.8, -156.3], ["honshu", 35.68, 139.69]] }, // Honolulu, O'ahu
];
const FRAMES = ["on an island", "island photos", "our pics on islands"];

/** Eight days at home, and a day on each island away. */
async function islandLibrary(home: [number, number], away: ReadonlyArray<[string, number, number]>, country?: { country: string; country_code: string }) {
  const lib = library();
  const start = Date.UTC(2024, 2, 1, 12);
  for (let d = 0; d < 8; d++) lib.add(`home-${d}`, { taken_ms: start + d * 7 * DAY, lat: home[0], lon: home[1], ...country });
  away.forEach(([id, lat, lon], k) => lib.add(id, { taken_ms: start + (100 + k * 30) * DAY, lat, lon }));
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

async function answer(query: string, { lib, index }: Awaited<ReturnType<typeof islandLibrary>>): Promise<string[]> {
  const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
  return (await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort();
}

describe("'on an island', said by someone who lives on one, is another island", () => {
  it("leaves out the island home is on and keeps the others (6 homes x 3 frames x 3 photos)", async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { home, away } of HOMES) {
      const lib = await islandLibrary(home, away);
      for (const frame of FRAMES) {
        const got = await answer(frame, lib);
        if (got.some((id) => id.startsWith("home-"))) wrong.push(`${frame} (home ${home}) took home's island: ${got.join(" ")}`);
        for (const [id] of away) if (!got.includes(id)) wrong.push(`${frame} (home ${home}) missed ${id}: ${got.join(" ")}`);
        checked += 1 + away.length;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(50);
  }, 120_000);

  it("keeps an island for someone at home on the mainland, and home's island said by name", async () => {
    const madrid = await islandLibrary([40.42, -3.7], [["mallorca", 39.6, 2.9]]);
    expect(await answer("on an island", madrid)).toEqual(["mallorca"]);
    const dublin = await islandLibrary([53.35, -6.26], [["mallorca", 39.6, 2.9]], { country: "Ireland", country_code: "IE" });
    expect((await answer("photos in Ireland", dublin)).filter((id) => id.startsWith("home-"))).toHaveLength(8);
  });
});
