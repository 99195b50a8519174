import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const T0 = Date.UTC(2025, 6, 12, 1, 30);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A spot in a city no Natural Earth lake, hill or island outline holds. */
const SPOT = { lat: 12.9121, lon: 77.6446, place: "Bengaluru" };
const METRE = 1 / 111_320;

/** How a memory says the kind of its photo's spot ({k}), and how a search asks for it ({k}). */
const KINDS = ["lake", "hills", "island", "valley", "mountain"];
const MEMORIES = ["morning walk at Agara {k} with our doggo", "sunrise up on the {k}", "picnic by the {k} with the kids", "the {k} was so calm today"];
const ASKED = ["photos at the {k}", "{k} pics", "us by the {k} last year"];

/**
 * The noted photo; one 40 m away twenty minutes on and one 100 m away a month on (the same spot);
 * one 600 m away the same morning; and, at a spot photographed every day for a month (home), a
 * memory that says the kind too.
 */
async function spotLibrary(memory: string) {
  const lib = library();
  lib.add("noted", { ...SPOT, taken_ms: T0 });
  lib.add("steps", { ...SPOT, lat: SPOT.lat + 40 * METRE, taken_ms: T0 + 20 * MINUTE });
  lib.add("monthOn", { ...SPOT, lon: SPOT.lon + 100 * METRE, taken_ms: T0 + 30 * DAY });
  lib.add("farther", { ...SPOT, lat: SPOT.lat + 600 * METRE, taken_ms: T0 + 30 * MINUTE });
  const HOME = { ...SPOT, lat: SPOT.lat + 5000 * METRE };
  for (let d = 0; d < 30; d++) lib.add(`home${d}`, { ...HOME, taken_ms: T0 - (d + 60) * DAY });
  lib.memories.push({ photo_id: "noted", text: memory }, { photo_id: "home0", text: memory.replace("Agara", "our") });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  return { lib, index };
}

describe("a kind of place a memory says of its photo's spot ([Note: A kind said of a spot])", () => {
  it("is said of the photos taken at that spot on any day, not farther, nor at a spot of every day (kind × memory × asked)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const kind of KINDS) {
      for (const saying of MEMORIES) {
        const memory = saying.replace("{k}", kind);
        const lib = await spotLibrary(memory);
        for (const asking of ASKED) {
          const query = asking.replace("{k}", kind);
          const plan = parseQuery(query, NOW, lib.index.parseContext());
          if (!plan.placeKinds?.length) {
            wrong.push(`${query}: no kind of place read`);
            continue;
          }
          const passing = (await retrieve(plan, { index: lib.index, fullText: fullTextOf(lib.lib, lib.index) })).passing;
          // The home photo whose own memory says it is found by its words; the other days at home are not.
          const got = passing.map((c) => c.id).sort();
          if (got.join() !== "home0,monthOn,noted,steps") wrong.push(`${query} (${memory}) → ${got.join(", ")}`);
          cases++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });
});
