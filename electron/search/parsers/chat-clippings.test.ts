import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
const PEOPLE = [{ name: "Lucy Nguyen", relation: null }];

/** Chat clippings, each with the word it clips. */
const SAID: Array<[string, string]> = [
  ["bday", "birthday"], ["vacay", "vacation"], ["fam", "family"], ["sis", "sister"], ["bro", "brother"], ["gf", "girlfriend"],
  ["bbq", "barbecue"], ["brekkie", "breakfast"], ["doggo", "dog"], ["bestie", "friend"], ["prezzies", "presents"],
];
const FRAMES = ["{w}", "Lucy's {w}", "pics of the {w} in 2023", "my {w}", "the {w} last summer"];

describe("a word as typed in chat is read as the word it clips", () => {
  const grid = SAID.flatMap(([short, full]) => FRAMES.map((frame) => [frame.replace("{w}", short), frame.replace("{w}", full)] as const));
  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' reads as '%s'", (short, full) => {
    const [a, b] = [parseQuery(short, NOW, { people: PEOPLE }), parseQuery(full, NOW, { people: PEOPLE })];
    // The chip's label says what was typed ("the vacay in 2023"); what it reads is the same.
    const read = (plan: typeof a) => [plan.words, plan.people, plan.tripAnchor ? { ...plan.tripAnchor, label: null } : null, plan.time?.label ?? null];
    expect(read(a)).toEqual(read(b));
  });
});

describe("a clipping and its word find each other, in a memory or in text read in a photo", async () => {
  const { LibraryIndex } = await import("../../index/library-index");
  const { library } = await import("../../testing/memory-library");
  const { retrieve } = await import("../retrieve");
  const lib = library();
  lib.add("said-bday", { taken_ms: Date.UTC(2024, 4, 1, 12) });
  lib.memories.push({ photo_id: "said-bday", text: "Lucy's bday at the pub" });
  lib.add("said-birthday", { taken_ms: Date.UTC(2024, 5, 1, 12) });
  lib.memories.push({ photo_id: "said-birthday", text: "my sister's birthday cake" });
  lib.add("sign-bbq", { taken_ms: Date.UTC(2024, 6, 1, 12) });
  lib.read("sign-bbq", "SUNDAY BBQ 12-4PM");
  lib.add("other", { taken_ms: Date.UTC(2024, 7, 1, 12) });
  lib.memories.push({ photo_id: "other", text: "a walk by the river" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();

  it.each([
    ["birthday", ["said-bday", "said-birthday"]],
    ["bday", ["said-bday", "said-birthday"]],
    ["bday photos", ["said-bday", "said-birthday"]],
    ["barbecue", ["sign-bbq"]],
    ["bbq", ["sign-bbq"]],
  ] as const)("'%s' finds %j", async (query, want) => {
    expect(await found(query)).toEqual([...want]);
  });
});
