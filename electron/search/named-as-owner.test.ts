import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { namesThere } from "./named-as-owner";

const NOW = new Date(2026, 10, 22, 12);

/** People tagged in the library, by the name a memory says. */
const PEOPLE: Array<{ said: string; tagged: string }> = [
  { said: "Priya", tagged: "Priya Sharma" },
  { said: "Leo", tagged: "Leo Martin" },
  { said: "Divya", tagged: "Divya Menon" },
  { said: "Tomás", tagged: "Tomás Ruiz" },
];
/** A memory naming {X} as a thing's owner only: the photo is of the thing. */
const OWNED = ["{X}'s favourite", "giraffes at the zoo, {X}’s favourite", "{X}'s recipe for rasam", "{X}'s new red car", "{X}'s painting of the hills", "the cake from {X}'s favourite bakery"];
/** A memory that puts {X} there. */
const THERE = ["lunch with {X}", "{X}'s birthday at the rooftop", "Onam at {X}'s house", "{X} at the beach", "{X}'s favourite, and {X} loved every bite"];

async function answer(query: string, owned: string, there: string, tagged: string) {
  const lib = library();
  lib.add("face", { lat: 12.97, lon: 77.59, place: "Bengaluru", people: tagged });
  lib.add("owned", { lat: 12.97, lon: 77.59, place: "Bengaluru" });
  lib.add("there", { lat: 12.97, lon: 77.59, place: "Bengaluru" });
  lib.add("other", { lat: 12.97, lon: 77.59, place: "Bengaluru" });
  lib.memories.push({ photo_id: "owned", text: owned }, { photo_id: "there", text: there });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort();
}

describe("a memory naming someone only as a thing's owner does not put them in its photo", () => {
  it("reads the owner and the one there (person × owned saying, person × saying there)", () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const { said } of PEOPLE) {
      const first = said.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
      for (const saying of OWNED) {
        if (namesThere(saying.replaceAll("{X}", said), first)) wrong.push(`there: ${saying.replaceAll("{X}", said)}`);
        cases++;
      }
      for (const saying of THERE) {
        if (!namesThere(saying.replaceAll("{X}", said), first)) wrong.push(`not there: ${saying.replaceAll("{X}", said)}`);
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(40);
  });

  it("finds the person's photos and those a memory puts them in, not the thing they own; 'without' keeps it (person × owned × there)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const { said, tagged } of PEOPLE) {
      for (const owned of OWNED) {
        const there = THERE[cases % THERE.length]!;
        const [o, t] = [owned.replaceAll("{X}", said), there.replaceAll("{X}", said)];
        const found = await answer(said, o, t, tagged);
        if (found.join() !== "face,there") wrong.push(`${said} (${o} / ${t}) → ${found.join(", ")}`);
        const without = await answer(`photos in Bengaluru without ${said}`, o, t, tagged);
        if (without.join() !== "other,owned") wrong.push(`without ${said} (${o} / ${t}) → ${without.join(", ")}`);
        // Asked for the thing of theirs, the memory answers.
        const thing = o.includes("car") ? "car" : o.includes("recipe") ? "recipe" : o.includes("painting") ? "painting" : null;
        if (thing && !(await answer(`${said}'s ${thing}`, o, t, tagged)).includes("owned")) wrong.push(`${said}'s ${thing} (${o}) misses it`);
        cases += 2;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(48);
  });
});
