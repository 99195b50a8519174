import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);
const PEOPLE = [{ name: "Ruan", relation: "me" }, { name: "Annika", relation: "wife" }, { name: "Jaco", relation: "brother" }];

/** How many, said as a word or a digit, and how it is led. */
const COUNTS: Array<[string, number]> = [["three", 3], ["3", 3], ["four", 4], ["4", 4], ["five", 5], ["six", 6]];
const LEADS = ["the {n} of us", "all {n} of us", "{n} of us"];
const FRAMES = ["{us}", "photos of {us}", "{us} at the braai", "pics of {us} in 2024"];

async function album() {
  const lib = library();
  const at = (day: number) => Date.UTC(2024, 8, day, 14);
  lib.add("couple", { taken_ms: at(1), people: "Ruan\nAnnika" });
  lib.add("brothers-and-wayne", { taken_ms: at(2), people: "Ruan\nJaco\nWayne" });
  lib.add("four", { taken_ms: at(3), people: "Ruan\nJaco\nWayne\nAnnika" });
  lib.add("five", { taken_ms: at(4), people: "Ruan\nJaco\nWayne\nAnnika\nNadia" });
  lib.add("six", { taken_ms: at(5), people: "Ruan\nJaco\nWayne\nAnnika\nNadia\nMia" });
  lib.add("three-without-me", { taken_ms: at(6), people: "Jaco\nWayne\nAnnika" });
  lib.memories.push({ photo_id: "brothers-and-wayne", text: "braai at Jaco's" }, { photo_id: "four", text: "braai at Jaco's" }, { photo_id: "five", text: "braai at Jaco's" }, { photo_id: "six", text: "braai at Jaco's" });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => PEOPLE });
  return index;
}

const EXPECTED: Record<number, string> = { 3: "brothers-and-wayne", 4: "four", 5: "five", 6: "six" };

describe("'the three of us': the user and as many others", async () => {
  const index = await album();
  const grid = COUNTS.flatMap(([said, many]) => LEADS.flatMap((lead) => FRAMES.map((frame) => ({ query: frame.replace("{us}", lead.replace("{n}", said)), many }))));

  it("covers at least 50 ways of asking", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("is the user in a photo of that many people, not the user and their partner (count x lead x frame)", async () => {
    const wrong: string[] = [];
    for (const { query, many } of grid) {
      const plan = parseQuery(query, NOW, index.parseContext());
      const ids = (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id);
      if (plan.peopleCount !== many || plan.people.map((p) => p.label).join() !== "Ruan" || ids.join() !== EXPECTED[many]) wrong.push(`${query}: ${plan.peopleCount} ${JSON.stringify(plan.people.map((p) => p.label))} -> ${JSON.stringify(ids)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("leaves 'the two of us' to the partner, and counts alone where no one is the user", async () => {
    expect(parseQuery("the two of us", NOW, index.parseContext()).people.map((p) => p.label).sort()).toEqual(["Annika", "Ruan"]);
    const plan = parseQuery("the three of us", NOW, { people: [{ name: "Jaco", relation: "brother" }] });
    expect([plan.peopleCount, plan.people]).toEqual([3, []]);
    expect(parseQuery("the three of them", NOW, index.parseContext()).peopleCount).toBeUndefined();
  });
});
