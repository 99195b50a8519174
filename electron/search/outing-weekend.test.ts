import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** What a weekend away was for, as people name one. */
const OUTINGS = ["wine", "ski", "spa", "girls'", "hiking", "wedding", "climbing", "birthday", "fishing", "camping", "cycling", "Paris"];
const FRAMES = ["{o} weekend", "our {o} weekend", "the {o} weekend with Sam", "photos from the {o} weekend", "pics of that {o} weekend"];
const context = { gazetteer: lookUpPlace, places: ["Paris"], people: [{ name: "Sam Ortiz", relation: null }] };

describe("a weekend named by what it was for is an outing, read as a trip is, not every weekend", () => {
  const cases = OUTINGS.flatMap((outing) => FRAMES.map((frame) => frame.replace("{o}", outing)));
  it("covers at least 50 combinations of outing and frame", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'%s'", (query) => {
    const plan = parseQuery(query, NOW, context);
    expect(plan.time?.weekend ?? null).toBeNull();
    expect(plan.time?.ranges ?? null).toBeNull();
    expect(plan.eventWords).toContain("weekend");
  });

  it.each([
    ["the weekend", "weekends"], ["weekend photos", "weekends"], ["rainy weekend", "weekends"], ["summer weekend", "weekends in any summer"],
    ["Easter weekend", "any Easter weekend"], ["last weekend", "the weekend of 28 Nov 2026"], ["every weekend in July", "weekends in July 2026"], ["beach weekends", "weekends"],
  ])("'%s' is still a time: %s", (query, label) => {
    expect(parseQuery(query, NOW, context).time?.label).toBe(label);
  });
});
