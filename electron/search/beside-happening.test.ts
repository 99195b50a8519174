import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);
const DAY = 86_400_000;
const HOUR = 3_600_000;

describe("a time said by what happened then", () => {
  const UNITS = ["day", "week", "weekend", "morning", "afternoon", "evening", "night"] as const;
  const SIDES = [["after", true], ["before", false], ["following", true]] as const;
  const HAPPENINGS: Array<[string, string[]]> = [["the picnic", ["picnic"]], ["our wedding", ["wedding"]], ["Tom's party", ["tom", "party"]], ["the kite photo", ["kite"]], ["the marathon", ["marathon"]]];
  const FRAMES = [(t: string) => t, (t: string) => `photos from ${t}`, (t: string) => `${t} with Leo`];

  it("is read as the time beside it, its words taken out of the words to find (unit × side × happening × frame ≥ 50)", () => {
    let checked = 0;
    for (const unit of UNITS)
      for (const [side, after] of SIDES)
        for (const [said, words] of HAPPENINGS) {
          const frame = FRAMES[checked % FRAMES.length]!;
          const query = frame(`the ${unit} ${side} ${said}`);
          const plan = parseQuery(query, NOW, { people: [{ name: "Leo", relation: null }] });
          expect(plan.time?.besideWords, query).toEqual({ unit, after, words, said: said.replace(/^our /, "the ") });
          for (const word of words) expect(plan.words, query).not.toContain(word);
          checked++;
        }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("leaves a day of the calendar, a trip and someone going somewhere to their own readers", () => {
    for (const query of ["the day after Christmas 2019", "the day after tomorrow", "the week after next", "the day after we landed in Lisbon", "the day after the Rome trip", "the week before our holiday in Spain", "the morning after"]) {
      expect(parseQuery(query, NOW, {}).time?.besideWords, query).toBeUndefined();
    }
  });

  describe("found beside the photos of what happened", async () => {
    // A picnic on Saturday 15 June 2024 at 14:00, and photos around it.
    const picnic = Date.UTC(2024, 5, 15, 14);
    const TAKEN: Record<string, number> = {
      "picnic": picnic,
      "day-before-noon": picnic - DAY - 2 * HOUR,
      "day-before-evening": picnic - DAY + 5 * HOUR,
      "same-morning": picnic - 4 * HOUR,
      "same-evening": picnic + 5 * HOUR,
      "next-morning": picnic + DAY - 5 * HOUR,
      "next-afternoon": picnic + DAY + HOUR,
      "five-days-on": picnic + 5 * DAY,
      "next-weekend": picnic + 7 * DAY,
      "ten-days-on": picnic + 10 * DAY,
    };
    const lib = library();
    for (const [id, taken] of Object.entries(TAKEN)) lib.add(id, { taken_ms: taken });
    lib.memories.push({ photo_id: "picnic", text: "sunset picnic with Maya by the river" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const found = async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).photos;
    const ids = async (query: string) => Array.from((await found(query)) ?? [], (n) => index.facts(n)!.id).sort();

    it.each([
      ["the day after the picnic", ["next-afternoon", "next-morning"]],
      ["the day before the picnic", ["day-before-evening", "day-before-noon"]],
      ["the evening after the picnic", ["same-evening"]],
      ["the morning after the picnic", ["next-morning"]],
      ["the morning before the picnic", ["same-morning"]],
      ["the evening before the picnic", ["day-before-evening"]],
      // The seven days after its day: Sunday 16 to Saturday 22 June.
      ["the week after the picnic", ["five-days-on", "next-afternoon", "next-morning", "next-weekend"]],
      ["the weekend after the picnic", ["next-weekend"]],
      ["the day after the sunset picnic", ["next-afternoon", "next-morning"]],
      ["the day after the regatta", []],
    ])("'%s'", async (query, expected) => {
      expect(await ids(query)).toEqual(expected);
    });
  });
});
