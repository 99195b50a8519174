import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/** Where a memory says a photo was, how it says so, and how the spot is asked for. */
const SPOTS = ["bach", "cabin", "campsite", "vineyard", "lodge"];
const SAYINGS = ["first night at the {w}, whole family squeezed in", "the dogs at our {w} again", "sunset at the old {w}"];
const FRAMES = ["the {w}", "photos at the {w}", "our {w} pics", "the {w} in summer"];

const AT = { lat: -38.6644, lon: 175.9097 };
/** Metres north of the spot, in degrees of latitude. */
const north = (metres: number) => metres / 111_320;

async function album(spot: string, saying: string) {
  const lib = library();
  const at = (day: number, hour: number, metres = 0) => ({ taken_ms: Date.UTC(2024, 0, day, hour), lat: AT.lat + north(metres), lon: AT.lon, place: "Kinloch" });
  lib.add("said", at(3, 17));
  lib.memories.push({ photo_id: "said", text: saying.replace("{w}", spot) });
  lib.add("same-evening", at(3, 20, 60));
  lib.add("next-days", at(5, 11, 120));
  lib.add("next-summer", { ...at(6, 12, 40), taken_ms: Date.UTC(2025, 0, 6, 12) });
  // In the town, the same day: another spot.
  lib.add("town", at(3, 12, 900));
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

const found = async (index: LibraryIndex, query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();

describe("a word a memory says as where the photo was names the spot, on any day", () => {
  const grid = SPOTS.flatMap((spot) => SAYINGS.flatMap((saying) => FRAMES.map((frame) => ({ spot, saying, query: frame.replace("{w}", spot) }))));

  it("covers at least 50 spots, sayings and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("finds the spot's other photos, after the one the memory is of, and not the town's (spot x saying x frame)", async () => {
    const wrong: string[] = [];
    for (const spot of SPOTS) {
      for (const saying of SAYINGS) {
        const index = await album(spot, saying);
        for (const { query } of grid.filter((g) => g.spot === spot && g.saying === saying)) {
          const ids = await found(index, query);
          if (ids.join() !== "next-days,next-summer,said,same-evening") wrong.push(`${query} <- "${saying.replace("{w}", spot)}": ${JSON.stringify(ids)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("says why, and lends nothing from a spot of every day or a word not said as where", async () => {
    const index = await album("bach", SAYINGS[0]!);
    const plan = parseQuery("the bach", NOW, index.parseContext());
    const lentTo = (await retrieve(plan, { index, fullText: async () => [] })).passing.find((c) => c.id === "next-summer");
    expect(lentTo?.found[0]?.source).toBe("spot");
    const lib = library();
    for (let day = 1; day <= 12; day++) lib.add(`home${day}`, { taken_ms: Date.UTC(2024, 1, day, 9), lat: AT.lat, lon: AT.lon, place: "Kinloch" });
    lib.memories.push({ photo_id: "home1", text: "coffee on the stoep" });
    lib.add("cabin", { taken_ms: Date.UTC(2024, 2, 1, 9), lat: AT.lat + north(500), lon: AT.lon });
    lib.add("cabin-later", { taken_ms: Date.UTC(2024, 2, 4, 9), lat: AT.lat + north(520), lon: AT.lon });
    lib.memories.push({ photo_id: "cabin", text: "the cabin we rented" });
    const home = new LibraryIndex();
    await home.refresh(lib.source);
    expect(await found(home, "the stoep")).toEqual(["home1"]);
    expect(await found(home, "the cabin")).toEqual(["cabin"]);
  });

  it("reads 'in' and 'on' only before a place one is in or on: in the cabin, on the beach; not in the box, on the braai", async () => {
    const lent = async (memory: string, query: string) => {
      const lib = library();
      lib.add("said", { taken_ms: Date.UTC(2024, 0, 3, 17), lat: AT.lat, lon: AT.lon });
      lib.add("later", { taken_ms: Date.UTC(2024, 0, 5, 17), lat: AT.lat + north(50), lon: AT.lon });
      lib.memories.push({ photo_id: "said", text: memory });
      const index = new LibraryIndex();
      await index.refresh(lib.source);
      return found(index, query);
    };
    expect(await lent("the kids asleep in the cabin", "the cabin")).toEqual(["later", "said"]);
    expect(await lent("sunset on the beach", "the beach")).toEqual(["later", "said"]);
    expect(await lent("the rabbit in the box", "the box")).toEqual(["said"]);
    expect(await lent("mielies on the braai", "the braai")).toEqual(["said"]);
    // An occasion said as where was that day's, lent by its hours, not the spot's on other days.
    expect(await lent("Ines at the regatta", "the regatta")).toEqual(["said"]);
    expect(await lent("us at the wedding", "the wedding")).toEqual(["said"]);
    // Each cue is read for itself: "on the beach" comes first, "in lahinch" says the town.
    expect(await lent("me on the beach in lahinch, roasting", "lahinch")).toEqual(["later", "said"]);
  });
});
