import fs from "node:fs";
import path from "node:path";
import * as lancedb from "@lancedb/lancedb";
import { afterAll, describe, expect, it } from "vitest";
import { PhotoStore } from "../library/store";
import { EMPTY_PLAN } from "../query/plan";
import { tempDir } from "../testing/fixtures";
import { SearchLog } from "./search-log";

describe("the search history under load", () => {
  const dir = tempDir("recollect-search-log-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("keeps a burst of 200 searches in a few writes, not one per search, and has them all on disk once flushed", async () => {
    const store = await PhotoStore.open(path.join(dir, "db"));
    const log = await SearchLog.open(store);
    const table = await (await lancedb.connect(path.join(dir, "db"))).openTable("searches");
    const before = await table.version();
    for (let i = 0; i < 200; i++) {
      log.add({ id: `q${i}`, query: `beach ${i}`, key: `beach ${i}`, plan: { ...structuredClone(EMPTY_PLAN), query: `beach ${i}`, language: "en" }, limit: 50, at: new Date(2026, 0, 1, 0, 0, i).toISOString() });
    }
    await log.flushed();
    await table.checkoutLatest();
    expect(await table.countRows()).toBe(200);
    // The first search is written alone; the 199 that queued meanwhile go together.
    expect((await table.version()) - before).toBeLessThanOrEqual(3);
    const reopened = await SearchLog.open(store);
    expect((await reopened.get("q199"))?.query).toBe("beach 199");
  });
});

describe("the search history written one search at a time", () => {
  const dir = tempDir("recollect-search-log-single-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("folds its small files and drops old versions as it goes, loses no search, and reads at open only what learning needs", async () => {
    const store = await PhotoStore.open(path.join(dir, "db"));
    const log = await SearchLog.open(store);
    // As separate CLI runs write them: every search its own write.
    for (let i = 0; i < 80; i++) {
      log.add({ id: `q${i}`, query: `lake ${i}`, key: `lake ${i}`, plan: { ...structuredClone(EMPTY_PLAN), query: `lake ${i}`, language: "en" }, limit: 50, at: new Date(2026, 0, 1, 0, 0, i).toISOString() });
      await log.flushed();
    }
    const table = await (await lancedb.connect(path.join(dir, "db"))).openTable("searches");
    expect(await table.countRows()).toBe(80);
    expect((await table.stats()).fragmentStats.numFragments).toBeLessThan(32);
    expect((await table.listVersions()).length).toBeLessThan(40);
    // Opening reads the searches of the corrected keys only; the rest when asked for.
    const reopened = await SearchLog.open(store, ["lake 3"]);
    expect([...reopened.latestByKey().keys()]).toEqual(["lake 3"]);
    expect((await reopened.get("q0"))?.query).toBe("lake 0");
    expect([...reopened.latestByKey().keys()].sort()).toEqual(["lake 0", "lake 3"]);
    expect(await reopened.get("no-such-search")).toBeNull();
    expect(await reopened.count()).toBe(80);
  });
});
