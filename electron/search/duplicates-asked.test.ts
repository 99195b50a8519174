import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const MAY_2024 = Date.UTC(2024, 4, 2, 9);

/**
 * Two pictures held twice (a beach photo and its export, a screenshot saved twice) beside photos
 * held once: a beach photo, a screenshot, and a photo whose file is named "copy" but is no copy.
 */
async function album(withCopies: boolean) {
  const lib = library();
  lib.add("beach", { taken_ms: MAY_2024, dup_group: withCopies ? "g1" : null }, { keywords: "beach" });
  lib.add("beachExport", { taken_ms: MAY_2024 + 60_000, dup_group: withCopies ? "g1" : null }, { keywords: "beach" });
  lib.add("shot", { taken_ms: MAY_2024 + 86_400_000, kind: "screenshot", dup_group: withCopies ? "g2" : null });
  lib.add("shotAgain", { taken_ms: MAY_2024 + 86_400_000, kind: "screenshot", dup_group: withCopies ? "g2" : null });
  lib.add("otherBeach", { taken_ms: MAY_2024 + 2 * 86_400_000 }, { keywords: "beach" });
  lib.add("otherShot", { taken_ms: MAY_2024 + 3 * 86_400_000, kind: "screenshot" });
  lib.add("namedCopy", { path: "/p/IMG_0007 copy.jpg", taken_ms: MAY_2024 + 4 * 86_400_000 });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

/** The words people say for a picture held twice (WordNet's duplicate.n.01 and its clippings). */
const SAID = ["duplicates", "duplicate photos", "dupes", "dups", "duplicated pictures", "copies", "duplicate pics", "duplicate shots"];
/** What the duplicates are asked with: alone, a thing, a kind, a time. */
const SLOTS: Array<{ frame: (said: string) => string; want: string[] }> = [
  { frame: (said) => `${said}`, want: ["beach", "beachExport", "shot", "shotAgain"] },
  { frame: (said) => `show me my ${said}`, want: ["beach", "beachExport", "shot", "shotAgain"] },
  { frame: (said) => `${said} of the beach`, want: ["beach", "beachExport"] },
  { frame: (said) => `beach ${said}`, want: ["beach", "beachExport"] },
  { frame: (said) => `screenshots that are ${said}`, want: ["shot", "shotAgain"] },
  { frame: (said) => `${said} from May 2024`, want: ["beach", "beachExport", "shot", "shotAgain"] },
  { frame: (said) => `any ${said} in 2023?`, want: [] },
];

describe("asking for duplicates", async () => {
  const [copied, single] = await Promise.all([album(true), album(false)]);
  const cases = SAID.flatMap((said) => SLOTS.map(({ frame, want }) => ({ query: frame(said), want })));
  const found = async (index: LibraryIndex, query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext() });
    const answer = await retrieve(plan, { index, fullText: async () => [] });
    return (answer.photos ? Array.from(answer.photos, (n) => index.facts(n)!.id) : answer.passing.map((c) => c.id)).sort();
  };

  it("covers at least 50 combinations of words and slots", () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'$query' finds every photo held more than once, and only those", async ({ query, want }) => {
    expect(await found(copied, query)).toEqual(want.slice().sort());
  });

  it.each(SAID)("'%s' in a library that holds nothing twice finds nothing, and says why", async (said) => {
    const plan = parseQuery(said, NOW, { ...single.parseContext() });
    expect(plan.kinds).toEqual(["copy"]);
    expect(await found(single, said)).toEqual([]);
  });

  it("leaves a single copy of the word 'copy' to mean a copy of a document", () => {
    expect(parseQuery("a copy of my passport", NOW, { ...copied.parseContext() }).kinds).toEqual([]);
  });

  it("reads 'no duplicates' as the answer every search gives, one photo of each picture", async () => {
    const plan = parseQuery("beach photos without the duplicates", NOW, { ...copied.parseContext() });
    expect(plan.notKinds).toEqual(["copy"]);
    expect(await found(copied, "beach photos without the duplicates")).toEqual(["beach", "beachExport", "otherBeach"]);
  });
});
