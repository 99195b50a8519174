import path from "node:path";
import * as lancedb from "@lancedb/lancedb";
import { describe, expect, it } from "vitest";
import { call } from "../api/dispatch";
import { personalAlbumForTests } from "../testing/personal-album";

describe("the History of searches", () => {
  const suite = personalAlbumForTests();

  const search = (query: string) => call(suite.service.handlers, "search", { query });
  const history = () => call(suite.service.handlers, "history", { limit: 200 });
  const entry = async (query: string) => (await history()).searches.find((s) => s.query === query);
  /** Every row a table holds in any version still on disk whose query is this one. */
  const rowsInAnyVersion = async (table: string, query: string) => {
    const opened = await (await lancedb.connect(path.join(suite.service.libraryDir, "db"))).openTable(table);
    let rows = 0;
    for (const { version } of await opened.listVersions()) {
      await opened.checkout(version);
      rows += await opened.countRows(`query = '${query}'`);
    }
    opened.close();
    return rows;
  };

  it("shows a search asked three times once, saying so, with its count and its first photos", async () => {
    for (let i = 0; i < 3; i++) await search("photos in Lisbon");
    const answer = await search("Photos in  Lisbon");
    const lisbon = (await history()).searches.filter((s) => s.query.toLowerCase().replace(/\s+/g, " ") === "photos in lisbon");
    expect(lisbon).toHaveLength(1);
    expect(lisbon[0]).toMatchObject({ queryId: answer.queryId, asked: 4, found: { total: answer.total } });
    expect(answer.total).toBeGreaterThan(0);
    expect(lisbon[0]!.found!.photos.map((p) => p.id)).toEqual(answer.results.slice(0, 6).map((r) => r.id));
    expect(lisbon[0]!.found!.photos[0]!.thumbnailUrl).toContain(answer.results[0]!.id);
  });

  it("marks a search that found nothing, and does not offer it again as a completion", async () => {
    const none = await search("the unicorn parade");
    expect(none.total).toBe(0);
    expect((await entry("the unicorn parade"))?.found).toEqual({ total: 0, photos: [] });
    const offered = (await call(suite.service.handlers, "complete", { text: "the uni" })).completions.map((c) => c.text);
    expect(offered).not.toContain("the unicorn parade");
    // One that found photos is offered.
    await search("photos from Kyoto");
    expect((await call(suite.service.handlers, "complete", { text: "photos from K" })).completions.map((c) => c.text)).toContain("photos from Kyoto");
  });

  it("forgets a search, every asking of it and its corrections, leaving no copy on disk", async () => {
    const lake = await search("our lake house");
    await call(suite.service.handlers, "feedback", { queryId: lake.queryId, photoId: suite.idOf.get("Phone/PXL_20220704.jpg")!, verdict: "good" });
    const again = await search("our lake house");
    const before = await call(suite.service.handlers, "learning", {});
    expect(await rowsInAnyVersion("searches", "our lake house")).toBeGreaterThan(0);

    expect(await call(suite.service.handlers, "forgetSearches", { queryIds: [again.queryId] })).toEqual({ searches: 2, corrections: 1 });
    expect(await entry("our lake house")).toBeUndefined();
    expect((await call(suite.service.handlers, "learning", {})).corrections).toBe(before.corrections - 1);
    expect(await rowsInAnyVersion("searches", "our lake house")).toBe(0);
    expect(await rowsInAnyVersion("feedback", "our lake house")).toBe(0);
    // The other searches stay.
    expect(await entry("photos from Kyoto")).toBeDefined();
  });

  it("refuses to forget a search it does not have, or a call that names none, saying what to do", async () => {
    await expect(call(suite.service.handlers, "forgetSearches", { queryIds: ["no-such-search"] })).rejects.toMatchObject({ code: "not_found", message: "No search with id no-such-search in the history." });
    await expect(call(suite.service.handlers, "forgetSearches", {})).rejects.toMatchObject({ code: "invalid_input" });
    await expect(call(suite.service.handlers, "forgetSearches", { queryIds: ["x"], all: true })).rejects.toMatchObject({ code: "invalid_input" });
  });

  it("clears the whole history with its corrections", async () => {
    const kyoto = await search("photos from Kyoto");
    await call(suite.service.handlers, "feedback", { queryId: kyoto.queryId, photoId: kyoto.results[0]!.id, verdict: "bad" });
    const { total } = await history();
    const cleared = await call(suite.service.handlers, "forgetSearches", { all: true });
    expect(cleared.searches).toBeGreaterThanOrEqual(total);
    expect(cleared.corrections).toBeGreaterThanOrEqual(1);
    expect(await history()).toEqual({ searches: [], total: 0 });
    expect((await call(suite.service.handlers, "learning", {})).corrections).toBe(0);
    // Searching goes on being kept afterwards.
    await search("photos in Lisbon");
    expect((await history()).total).toBe(1);
  });
});
