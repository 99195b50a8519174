import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);
/** Holidays named in one word, each misspelt as people do: a letter left out, two swapped, one doubled. */
const SLIPS: Record<string, string[]> = {
  Christmas: ["chrismas", "christmass", "chirstmas"],
  Halloween: ["haloween", "halloweeen", "hallowen"],
  Thanksgiving: ["thanksgivng", "thanksgiveing", "thankgiving"],
  Easter: ["eastr", "eaater", "eastre"],
  Hanukkah: ["hanukka", "hanukkha", "hannukkah"],
  Diwali: ["diwaly", "diwalli", "dwali"],
  Passover: ["pasover", "passsover", "passovr"],
};
const SLOTS: Array<(slip: string) => string> = [(s) => s, (s) => `${s} 2023`, (s) => `photos from ${s}`];

describe("a holiday misspelt", () => {
  it("is that holiday (7 holidays × 3 slips × 3 slots)", () => {
    const wrong: string[] = [];
    for (const [holiday, slips] of Object.entries(SLIPS)) {
      for (const slip of slips) {
        for (const slot of SLOTS) {
          const plan = parseQuery(slot(slip), NOW, {});
          if (!plan.time?.label?.includes(holiday) || plan.words.length) wrong.push(`${slot(slip)} → ${plan.time?.label ?? "no time"} ${JSON.stringify(plan.words)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is not read in an English word near a holiday's name, nor in someone's name", () => {
    for (const query of ["eastern europe", "the master bedroom", "passed over the bridge", "Easton at the beach"]) {
      expect(parseQuery(query, NOW, { people: [{ name: "Easton Reyes", relation: null }] }).time, query).toBeNull();
    }
  });
});
