import { describe, expect, it } from "vitest";
import { call } from "../api/dispatch";
import type { SearchAnswer } from "../api/contract";
import { personalAlbumForTests } from "../testing/personal-album";

describe("an alias never redefines a word every search uses", () => {
  const suite = personalAlbumForTests();
  const search = (query: string) => call(suite.service.handlers, "search", { query });
  const files = (answer: SearchAnswer) => answer.results.map((r) => [...suite.idOf].find(([, id]) => id === r.id)?.[0]).sort();

  it("corrections of “the show” do not teach “show” as a place, and say why", async () => {
    const before = files(await search("show me photos from 2024"));
    const show = await search("the show");
    expect(show.interpretation.words).toEqual(["show"]);
    // Two Lisbon mornings a year apart: what would teach "show" → Lisbon if a request word could be a name.
    for (const file of ["2023/lisbon-1.jpg", "Phone/PXL_20240406_1.jpg"]) {
      await call(suite.service.handlers, "feedback", { queryId: show.queryId, photoId: suite.idOf.get(file)!, verdict: "good" });
    }
    const learning = await call(suite.service.handlers, "learning", {});
    expect(learning.aliases).toEqual([]);
    expect(learning.refusedAliases).toEqual([{ phrase: "show", meaning: "Lisbon", learnedFrom: "the show", reason: expect.stringContaining("“show” is a word searches ask with") }]);

    const after = await search("show me photos from 2024");
    expect(after.interpretation.chips.map((c) => c.kind)).toEqual(["time"]);
    expect(files(after)).toEqual(before);
    expect(files(after)).toContain("2024/kyoto-1.jpg");
  });
});
