import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { meaningsOf } from "./meanings";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 29, 12);
const T0 = Date.UTC(2024, 4, 4, 10);
const DAY = 86_400_000;

/**
 * A word said as a verb's form, a noun a memory may say that the verb does not mean (a noun spelt
 * as the verb in another sense, or a kind of doing many steps below it), and one it does mean.
 */
const SAID: Array<[string, string, string]> = [
  ["moving", "gambit", "move"],
  ["moving", "hike", "movement"],
  ["running", "audition", "marathon"],
  ["running", "tally", "sprint"],
  ["parked", "stadium", "parking"],
  ["parked", "parkland", "parking"],
  ["wedding", "wednesday", "nuptials"],
  ["bowling", "fishbowl", "tenpins"],
  ["driving", "electioneering", "driveway"],
  ["visiting", "congress", "visitor"],
  ["packing", "clique", "package"],
  ["jogging", "nudge", "jog"],
  ["picnicking", "pushover", "picnic"],
  ["partying", "dixiecrats", "housewarming"],
  ["camping", "coterie", "tent"],
  ["flying", "tailspin", "flight"],
];
/** How a memory says its word ({w}), and how a search asks ({s}). */
const MEMORIES = ["the {w} was the best part", "so much {w} today lol", "{w}!!"];
const ASKED = ["{s}", "{s} pics"];

async function memoryLibrary(frame: string) {
  const lib = library();
  const words = [...new Set(SAID.flatMap(([, other, meant]) => [other, meant]))];
  words.forEach((word, i) => {
    lib.add(word, { taken_ms: T0 + i * 7 * DAY });
    lib.memories.push({ photo_id: word, text: frame.replace("{w}", word) });
  });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  return { lib, index };
}

describe("a word said as a verb's form means what the verb does", () => {
  it("reaches the nouns the verb is named for and the next kinds of its doing, not a noun spelt as it in another sense nor a doing many kinds below (said × memory × asked)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const frame of MEMORIES) {
      const lib = await memoryLibrary(frame);
      for (const [said, other, meant] of SAID) {
        for (const asking of ASKED) {
          const query = asking.replace("{s}", said);
          const plan = parseQuery(query, NOW, lib.index.parseContext());
          const got = new Set((await retrieve(plan, { index: lib.index, fullText: fullTextOf(lib.lib, lib.index) })).passing.map((c) => c.id));
          if (got.has(other)) wrong.push(`${query} found the memory "${frame.replace("{w}", other)}"`);
          if (!got.has(meant)) wrong.push(`${query} missed the memory "${frame.replace("{w}", meant)}"`);
          cases++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("keeps the meanings of a word that is a noun of its own, or an adjective of one", () => {
    expect(meaningsOf("fishing").map((m) => m.word)).toContain("trout");
    expect(meaningsOf("painting").map((m) => m.word)).toContain("watercolor");
    expect(meaningsOf("cycling").map((m) => m.word)).toContain("bicycle");
    expect(meaningsOf("biking").map((m) => m.word)).toContain("bicycle");
    // An adjective that pertains to the noun is said of it: sporting events are sports.
    expect(meaningsOf("sporting").map((m) => m.word)).toContain("skiing");
  });
});
