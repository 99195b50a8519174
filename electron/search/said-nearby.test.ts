import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { idsFound } from "../testing/ids-found";

const NOW = new Date(2026, 10, 30, 12);
/** Neighbourhood names no gazetteer has, as a receipt or a note would print them. */
const NAMES = ["Zelvarin", "Tordhaven", "Quellmoor", "Brisvalde", "Okanduru", "Vessagrad", "Lunmarrow", "Pelkirova", "Sarnadel"];
const SLOTS: Array<(name: string) => string> = [(n) => `photos in ${n}`, (n) => `in ${n}`, (n) => `pictures taken in ${n} in 2024`, (n) => `our walk around ${n}`, (n) => `near ${n}`, (n) => `shots taken in ${n.toLowerCase()}`];
/** Two districts of one city, 5 km apart, and a photo far away. */
const HERE = { lat: 41.0, lon: 29.0 };
const THERE = { lat: 41.045, lon: 29.0 };
const at = (p: { lat: number; lon: number }, dLat: number) => ({ lat: p.lat + dLat, lon: p.lon, taken_ms: Date.UTC(2024, 4, 1, 12), place: "Bigcity", country: "Nowhere" });

function search(query: string, name: string, other: string): Promise<string[]> {
  return idsFound(query, NOW, (lib) => {
    // Here: a receipt that prints the district's name, and photos a few hundred metres from it.
    lib.add("receipt here", at(HERE, 0));
    lib.read("receipt here", `CAFE 12\n${name.toUpperCase()} CARSI\nTOPLAM 45,00`);
    lib.add("street here", at(HERE, 0.003));
    lib.add("park here", at(HERE, -0.005));
    // There: the other district, named by a sign, and a note photographed here that names it (a moving list).
    lib.add("sign there", at(THERE, 0));
    lib.read("sign there", `${other} Meydanı`);
    lib.add("home there", at(THERE, 0.002));
    lib.memories.push({ photo_id: "home there", text: `first night in the new flat in ${other}` });
    lib.add("moving list", at(HERE, 0.001));
    lib.memories.push({ photo_id: "moving list", text: `packing for the move to ${other}` });
    lib.add("far away", { ...at(HERE, 3), place: "Othertown" });
  }, { gazetteer: lookUpPlace });
}

describe("a neighbourhood no gazetteer has, said as where", () => {
  it("is where the photos naming it were, and within a walk of them (9 names × 6 slots)", async () => {
    const wrong: string[] = [];
    for (const [k, name] of NAMES.entries()) {
      const other = NAMES[(k + 1) % NAMES.length]!;
      for (const slot of SLOTS) {
        const found = await search(slot(name), name, other);
        const want = ["moving list", "park here", "receipt here", "street here"];
        if (JSON.stringify(found) !== JSON.stringify(want)) wrong.push(`${slot(name)} → ${found.join(", ") || "nothing"}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is where most photos naming it were: a note photographed elsewhere that names it does not move it", async () => {
    // The other district is named by its sign and a memory there, and by the moving list photographed here: its own spot wins.
    expect(await search("photos in Tordhaven", "Zelvarin", "Tordhaven")).toEqual(["home there", "sign there"]);
  });

  it("is only the words where it is not said as an area: alone, or said 'at' or 'from' it, as a shop is", async () => {
    for (const query of ["Zelvarin", "stuff I wanted from Zelvarin", "the cafe from Zelvarin", "lunch at Zelvarin"]) expect(await search(query, "Zelvarin", "Tordhaven"), query).toEqual(["receipt here"]);
  });

  it("is where the photos naming it were where the gazetteer knows only a small town of the name, far from every photo", async () => {
    // Kinsale, County Cork: no photo is near it; the receipt printed in the district says where this one is.
    expect(await search("photos in Kinsale", "Kinsale", "Tordhaven")).toEqual(["moving list", "park here", "receipt here", "street here"]);
    // A city of the name is that city, whatever a receipt says: "Paris Baguette" in this district is no Paris.
    expect(await search("photos in Paris", "Paris", "Tordhaven")).toEqual([]);
  });
});
