import { describe, expect, it } from "vitest";
import { FactColumns, KIND_BITS } from "./fact-columns";
import type { Facts } from "./library-index";

const paris = Object.freeze(["paris", "ile-de-france", "france"]) as string[];
const nobody = Object.freeze([]) as unknown as string[];

function photo(id: string, more: Partial<Facts> = {}): Omit<Facts, "kinds"> {
  return { id, path: `/p/${id}.jpg`, takenMs: 1.7e12 + 0.5, mtimeOnly: false, lat: 48.85, lon: -0, places: paris, inCity: true, countryCode: "FR", regionCode: "FR-IDF", people: nobody, faces: null, bodies: 0, objectsLookedFor: false, eventId: "e1", dupGroup: null, ...more };
}

describe("a library's facts kept in columns", () => {
  it("gives back each photo's facts as they were set, nulls and all", () => {
    const columns = new FactColumns();
    columns.set(0, photo("a"), KIND_BITS.screenshot | KIND_BITS.receipt);
    columns.set(1, photo("b", { takenMs: null, lat: null, lon: null, places: nobody, inCity: false, countryCode: null, regionCode: null, faces: 3, bodies: 4, objectsLookedFor: true, mtimeOnly: true, eventId: null, dupGroup: "a" }), 0);
    expect(columns.get(0)).toEqual({ ...photo("a"), kinds: new Set(["screenshot", "receipt"]) });
    expect(Object.is(columns.get(0)!.lon, -0)).toBe(true);
    expect(columns.get(1)).toEqual({ ...photo("b", { takenMs: null, lat: null, lon: null, places: nobody, inCity: false, countryCode: null, regionCode: null, faces: 3, bodies: 4, objectsLookedFor: true, mtimeOnly: true, eventId: null, dupGroup: "a" }), kinds: new Set() });
    expect(columns.takenMs(1)).toBeNull();
    expect(columns.mtimeOnly(1)).toBe(true);
    expect(columns.hasKind(0, "receipt")).toBe(true);
    expect(columns.hasKind(0, "video")).toBe(false);
  });

  it("shares one list of places and one set of kinds among the photos that have the same", () => {
    const columns = new FactColumns();
    columns.set(0, photo("a"), KIND_BITS.selfie);
    columns.set(1, photo("b"), KIND_BITS.selfie);
    expect(columns.get(0)!.places).toBe(columns.get(1)!.places);
    expect(columns.get(0)!.kinds).toBe(columns.get(1)!.kinds);
  });

  it("grows past its first size, and a removed photo's number has no facts but keeps its slot", () => {
    const columns = new FactColumns();
    for (let n = 0; n < 5000; n++) columns.set(n, photo(`p${n}`, { takenMs: n }), 0);
    columns.remove(42);
    expect(columns.slots).toBe(5000);
    expect(columns.get(42)).toBeNull();
    expect(columns.has(42)).toBe(false);
    expect(columns.get(4999)!.takenMs).toBe(4999);
    expect(columns.get(5000)).toBeNull();
  });
});
