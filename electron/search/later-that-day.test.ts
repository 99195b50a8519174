import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/** What was asked for, what happened that day, and how the side of it is said. */
const THINGS = ["lobster", "coffee", "cake", "pizza", "burger"];
const HAPPENINGS = ["penguins", "aquarium", "concert", "museum"];
const CUES: Array<{ said: string; after: boolean }> = [
  { said: "{t} after seeing the {h}", after: true },
  { said: "the {t} after the {h}", after: true },
  { said: "{t} before visiting the {h}", after: false },
];

async function album(thing: string, happening: string) {
  const lib = library();
  const at = (day: number, hour: number) => ({ taken_ms: Date.UTC(2024, 2, day, hour), lat: -34.19, lon: 18.45, place: "Simon's Town" });
  lib.add("happened", at(9, 10));
  lib.memories.push({ photo_id: "happened", text: `the ${happening}, what a morning` });
  lib.add("later", at(9, 13));
  lib.add("earlier", at(9, 8));
  lib.add("other-day", at(12, 13));
  for (const id of ["later", "earlier", "other-day"]) lib.memories.push({ photo_id: id, text: `${thing} time` });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

describe("a thing asked for after or before what happened, with no unit of time: later or earlier that day", () => {
  const grid = THINGS.flatMap((thing) => HAPPENINGS.flatMap((happening) => CUES.map((cue) => ({ thing, happening, query: cue.said.replace("{t}", thing).replace("{h}", happening), after: cue.after }))));

  it("covers at least 50 things, happenings and cues", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("is the thing's photo on that side of the happening, that day (thing x happening x cue)", async () => {
    const wrong: string[] = [];
    for (const thing of THINGS) {
      for (const happening of HAPPENINGS) {
        const { lib, index } = await album(thing, happening);
        for (const { query, after } of grid.filter((g) => g.thing === thing && g.happening === happening)) {
          const plan = parseQuery(query, NOW, index.parseContext());
          const ids = (await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
          if (ids.join() !== (after ? "later" : "earlier") || plan.words.join() !== thing) wrong.push(`${query}: ${plan.time?.label ?? "no time"} ${JSON.stringify(plan.words)} -> ${JSON.stringify(ids)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("leaves a unit of time, a trip, a holiday, and a side with nothing asked for before it to their readers", () => {
    expect(parseQuery("the day after the concert", NOW).time?.label).toBe("the day after “the concert”");
    expect(parseQuery("photos after the concert", NOW).time).toBeNull();
    expect(parseQuery("cake after christmas", NOW).time?.besideWords).toBeUndefined();
    expect(parseQuery("coffee after the rome trip", NOW).time?.besideWords).toBeUndefined();
  });
});
