import { describe, expect, it } from "vitest";
import { idsFound } from "../testing/ids-found";
import { holidayStems } from "./holiday-said";

const NOW = new Date(2026, 10, 30, 12);
const AUSTIN = { lat: 30.27, lon: -97.74, place: "Austin", region: "Texas", country: "United States", country_code: "US" };
const DAY = 86_400_000;

/** A holiday as people say it, and its day in 2024. */
const HOLIDAYS: Array<[said: string, day: [number, number]]> = [
  ["valentines", [1, 14]], ["mother's day", [4, 12]], ["father's day", [5, 16]], ["thanksgiving", [10, 28]], ["halloween", [9, 31]], ["4th of july", [6, 4]], ["christmas", [11, 25]],
];
const MEMORIES = [(h: string) => `for ${h}, a couple of days off`, (h: string) => `our ${h} dinner, moved because of work`];
const ASKED = [(h: string) => h, (h: string) => `${h} 2024`];

/** A photo a memory says was of the holiday, `offset` days off it; one as near that no memory names; one a memory names six weeks off. */
function album(holiday: string, [month, day]: [number, number], memory: string, offset: number) {
  return (lib: Parameters<Parameters<typeof idsFound>[2]>[0]) => {
    const on = Date.UTC(2024, month, day, 18);
    lib.add("said", { taken_ms: on + offset * DAY, ...AUSTIN });
    lib.memories.push({ photo_id: "said", text: memory });
    lib.add("unsaid", { taken_ms: on + offset * DAY + Math.sign(offset) * (DAY / 4), ...AUSTIN });
    lib.add("far", { taken_ms: on + 42 * DAY, ...AUSTIN });
    lib.memories.push({ photo_id: "far", text: `still thinking about ${holiday}` });
  };
}

describe("a holiday said by its name", () => {
  it("is also the photo a memory says was of it, a day or two off its days (7 holidays x 2 offsets x 2 memories x 2 ways of asking)", async () => {
    const wrong: string[] = [];
    for (const [holiday, day] of HOLIDAYS)
      for (const offset of [-2, 2])
        for (const memory of MEMORIES)
          for (const ask of ASKED) {
            const found = await idsFound(ask(holiday), NOW, album(holiday, day, memory(holiday), offset));
            if (found.join() !== "said") wrong.push(`${ask(holiday)} (${memory(holiday)}, ${offset} days) → ${found.join(", ") || "nothing"}`);
          }
    expect(wrong).toEqual([]);
  });

  it("is not where its name is said beside it, around it or as the days before it", async () => {
    for (const query of ["the week before thanksgiving", "around thanksgiving", "the day after thanksgiving"]) {
      const found = await idsFound(query, NOW, album("thanksgiving", [10, 28], "thanksgiving leftovers", 40));
      expect(found, query).not.toContain("said");
    }
  });

  it("takes the stems a name is said by, not those of any day's name", () => {
    expect(holidayStems("Valentine's Day")).toEqual(["valentin"]);
    expect(holidayStems("the 4th of July")).toEqual(["4th", "juli"]);
    expect(holidayStems("St. Patrick's Day")).toEqual(["patrick"]);
  });
});
