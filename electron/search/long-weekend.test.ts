import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** Holidays Canadians, Britons, Australians and Americans make a long weekend of. */
const HOLIDAYS = ["Easter", "Thanksgiving", "Labour Day", "Victoria Day", "Memorial Day", "Good Friday", "Canada Day", "Labour", "Australia Day", "Anzac Day"];
const FRAMES = ["{h} long weekend", "the {h} long weekend 2024", "pics from the {h} long weekend", "{h} long weekend at the cabin", "our {h} long weekend"];

const reading = (query: string) => {
  const plan = parseQuery(query, NOW, { mainCountry: () => "CA" });
  return { ranges: plan.time?.ranges ?? null, words: plan.words };
};

describe("a holiday's long weekend is the holiday's weekend", () => {
  const grid = HOLIDAYS.flatMap((h) => FRAMES.map((frame) => ({ long: frame.replace("{h}", h), plain: frame.replace("{h}", h).replace(" long weekend", " weekend") })));
  it("covers at least 50 holidays and frames", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("reads '<holiday> long weekend' as '<holiday> weekend' reads (holiday x frame)", () => {
    const wrong = grid.filter(({ long, plain }) => reading(plain).ranges === null || JSON.stringify(reading(long)) !== JSON.stringify(reading(plain))).map(({ long }) => `${long}: ${JSON.stringify(reading(long)).slice(0, 120)}`);
    expect(wrong).toEqual([]);
  });

  it("leaves a long weekend no holiday names a trip, as before", () => {
    expect(parseQuery("our long weekend in tofino", NOW, {}).time).toBeNull();
  });
});
