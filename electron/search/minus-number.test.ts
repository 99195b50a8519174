import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);
const NUMBERS = ["28", "10", "5", "3", "40", "2", "12", "twenty", "fifteen", "thirty"];
const FRAMES = ["minus {n} degrees", "minus {n} on the ski slope", "it was minus {n} in Kiruna", "minus {n} and snow", "photos at minus {n}"];
const context = { gazetteer: lookUpPlace, places: ["Kiruna", "Rome"] };

describe("'minus' before a number is a number below zero, not something to leave out", () => {
  const cases = NUMBERS.flatMap((n) => FRAMES.map((frame) => frame.replace("{n}", n)));
  it("covers at least 50 combinations of number and frame", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'%s' leaves nothing out", (query) => {
    const plan = parseQuery(query, NOW, context);
    expect(plan.chips.filter((c) => c.id.startsWith("not:"))).toEqual([]);
  });

  it.each([["Rome minus the selfies", "not:kind:selfie"], ["beach minus people", "not:people"], ["Kiruna minus the snow", "not:word:snow"]])("'%s' still leaves out what follows", (query, chip) => {
    expect(parseQuery(query, NOW, context).chips.map((c) => c.id)).toContain(chip);
  });
});
