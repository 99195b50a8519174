import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import * as lancedb from "@lancedb/lancedb";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openService } from "../api/service";
import { PhotoStore } from "../store/store";
import { EMPTY_PLAN } from "../query/plan";
import { copyOfPhotos, indexedLibrary, NO_MODELS, tempDir } from "../testing/fixtures";
import { HISTORY_JOURNAL, SearchLog, type LoggedSearch } from "./search-log";
import { groupsFile, writeAskings, writeGroups } from "./askings-cache";

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

describe("the search history's journal, as one-shot commands keep it", () => {
  const searchOf = (i: number): LoggedSearch => ({ id: `j${i}`, query: `harbour ${i}`, key: `harbour ${i}`, plan: { ...structuredClone(EMPTY_PLAN), query: `harbour ${i}`, language: "en" }, limit: 50, at: new Date(2026, 1, 1, 0, 0, i).toISOString() });
  const rowsInTable = async (db: string) => {
    const table = await (await lancedb.connect(db)).openTable("searches");
    return ((await table.query().select(["id"]).toArray()) as Array<{ id: string }>).map((r) => r.id).sort();
  };
  /** A library with a search-history journal and a one-shot command appending to it, removed after `body`. */
  const withJournal = async (prefix: string, body: (library: { store: PhotoStore; journal: string; db: string; log: SearchLog }) => Promise<void>) => {
    const dir = tempDir(prefix);
    try {
      const store = await PhotoStore.open(path.join(dir, "db"));
      const journal = path.join(dir, HISTORY_JOURNAL);
      await body({ store, journal, db: path.join(dir, "db"), log: await SearchLog.open(store, [], { journal, appendOnly: true }) });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it("has a search on disk before the command ends, read by every later command, and written to LanceDB by none of them", () =>
    withJournal("recollect-search-journal-", async ({ store, journal, db, log }) => {
      log.add(searchOf(1));
      // No flush: the line is in the file the moment the search is kept (a kill right after loses nothing).
      expect(fs.readFileSync(journal, "utf8")).toContain('"id":"j1"');
      log.add(searchOf(2));
      // Another command, later: a correction finds its search, History lists it, learning reads a corrected one.
      const next = await SearchLog.open(store, ["harbour 2"], { journal, appendOnly: true });
      expect([...next.latestByKey().keys()]).toEqual(["harbour 2"]);
      expect((await next.get("j1"))?.query).toBe("harbour 1");
      expect((await next.all()).map((s) => s.id)).toEqual(["j2", "j1"]);
      expect(await rowsInTable(db)).toEqual([]);
    }));

  it("is folded into LanceDB exactly once by the next opening that does not append, even after a crash mid-fold or mid-append", () =>
    withJournal("recollect-search-journal-fold-", async ({ store, journal, db, log }) => {
      for (let i = 1; i <= 3; i++) log.add(searchOf(i));
      // A command killed halfway through appending its line: that search alone is lost, and the next append starts a line of its own.
      fs.appendFileSync(journal, '{"id":"torn","query":"harb');
      const after = await SearchLog.open(store, [], { journal, appendOnly: true });
      after.add(searchOf(4));
      const appended = fs.readFileSync(journal, "utf8");
      // The app opens the library: it folds the journal in.
      await SearchLog.open(store, [], { journal });
      expect(await rowsInTable(db)).toEqual(["j1", "j2", "j3", "j4"]);
      expect(fs.existsSync(journal)).toBe(false);
      // A crash after the rows were added and before the journal was removed: the next fold adds none of them again.
      fs.writeFileSync(journal, appended);
      const reopened = await SearchLog.open(store, [], { journal });
      expect(await rowsInTable(db)).toEqual(["j1", "j2", "j3", "j4"]);
      expect(await reopened.count()).toBe(4);
      expect(fs.existsSync(journal)).toBe(false);
    }));

  it("stays, read beside the table, when the database refuses the fold at open, and is folded by the next opening", () =>
    withJournal("recollect-search-journal-refused-", async ({ store, journal, db, log }) => {
      const refused = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
      try {
        log.add(searchOf(1));
        log.add(searchOf(2));
        // The disk is full as the app opens the library: the table refuses the rows.
        const table = (log as unknown as { table: { add: () => Promise<unknown> } }).table;
        const add = vi.spyOn(Object.getPrototypeOf(table) as typeof table, "add").mockRejectedValueOnce(new Error("No space left on device"));
        const opened = await SearchLog.open(store, [], { journal });
        add.mockRestore();
        expect(refused.mock.calls.map(([text]) => String(text)).join("")).toMatch(/could not fold the search history's journal: No space left on device/);
        expect(fs.existsSync(journal)).toBe(true);
        expect((await opened.get("j2"))?.query).toBe("harbour 2");
        expect(await rowsInTable(db)).toEqual([]);
        // The next opening, with room again, folds it.
        await SearchLog.open(store, [], { journal });
        expect(await rowsInTable(db)).toEqual(["j1", "j2"]);
        expect(fs.existsSync(journal)).toBe(false);
      } finally {
        refused.mockRestore();
      }
    }));

  it("is folded by the command that appends once it holds 32 searches, and forgotten with the rest of the history", () =>
    withJournal("recollect-search-journal-full-", async ({ store, journal, db, log }) => {
      for (let i = 0; i < 32; i++) log.add(searchOf(i));
      await log.flushed();
      expect((await rowsInTable(db)).length).toBe(32);
      expect(fs.existsSync(journal)).toBe(false);
      // Searches still in a journal are forgotten and cleared with the others.
      log.add(searchOf(40));
      log.add(searchOf(41));
      expect(await log.forget(["harbour 40"])).toBe(1);
      expect((await SearchLog.open(store, [], { journal, appendOnly: true }).then((l) => l.get("j40")))).toBeNull();
      await log.clear();
      const cleared = await SearchLog.open(store, [], { journal, appendOnly: true });
      expect(await cleared.count()).toBe(0);
    }));
});

describe("the search history left alone", () => {
  const dir = tempDir("recollect-search-log-quiet-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const table = (library: string) => path.join(dir, library, "db", "searches.lance");
  const searchOf = (i: number): LoggedSearch => ({ id: `s${i}`, query: `forest ${i}`, key: `forest ${i}`, plan: { ...structuredClone(EMPTY_PLAN), query: `forest ${i}`, language: "en" }, limit: 50, at: new Date(2026, 2, 1, 0, 0, i).toISOString() });

  it("shrinks on disk when the library closes: one file and one version, every search kept", async () => {
    const service = await openService({ libraryDir: path.join(dir, "closed"), shell: "cli", analysis: { modelsDir: NO_MODELS } });
    // Fewer than the 32 small files that fold the table as it goes: a few searches a day.
    for (let i = 0; i < 20; i++) {
      await service.handlers.search({ query: `forest ${i}`, limit: 5 });
      await service.search.learning.log.flushed();
    }
    const written = folderBytes(table("closed"));
    expect(versionsOf(table("closed"))).toBeGreaterThan(10);
    await service.close();
    expect(folderBytes(table("closed"))).toBeLessThan(written / 2);
    expect(versionsOf(table("closed"))).toBe(1);
    const store = await PhotoStore.open(path.join(dir, "closed", "db"));
    expect(await (await SearchLog.open(store)).count()).toBe(20);
    store.close();
  });

  it("shrinks on disk once searches stop for a while, while the library stays open", async () => {
    const store = await PhotoStore.open(path.join(dir, "open", "db"));
    const log = await SearchLog.open(store, [], { quietMs: 300 });
    for (let i = 0; i < 20; i++) {
      log.add(searchOf(i));
      await log.flushed();
    }
    const written = folderBytes(table("open"));
    expect(versionsOf(table("open"))).toBeGreaterThan(10);
    const quietFor = Date.now();
    while (versionsOf(table("open")) > 1 && Date.now() - quietFor < 10_000) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(versionsOf(table("open"))).toBe(1);
    expect(folderBytes(table("open"))).toBeLessThan(written / 2);
    expect(await (await SearchLog.open(store)).count()).toBe(20);
    await log.close();
    store.close();
  });
});

function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return bytes;
}

/** LanceDB keeps one manifest a version, in `_versions`. */
function versionsOf(table: string): number {
  return fs.readdirSync(path.join(table, "_versions")).filter((name) => name.endsWith(".manifest")).length;
}

describe("a search's outcome after a correction", () => {
  const dir = tempDir("recollect-search-log-outcome-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const searchOf = (i: number): LoggedSearch => ({ id: `o${i}`, query: `dunes ${i}`, key: `dunes ${i}`, plan: { ...structuredClone(EMPTY_PLAN), query: `dunes ${i}`, language: "en" }, limit: 50, at: new Date(2026, 3, 1, 0, 0, i).toISOString(), found: { total: 4, photoIds: ["a", "b", "c", "d"] } });
  const after = { total: 3, photoIds: ["a", "c", "d"] };

  it("replaces the count History shows, whether the search is still queued or on disk, and the next opening reads the new one", async () => {
    const store = await PhotoStore.open(path.join(dir, "table", "db"));
    const log = await SearchLog.open(store);
    log.add(searchOf(1));
    // Corrected before its row was written, and after.
    log.setFound("o1", after);
    log.add(searchOf(2));
    await log.flushed();
    log.setFound("o2", after);
    expect((await log.get("o2"))?.found).toEqual(after);
    await log.flushed();
    const reopened = await SearchLog.open(store);
    expect((await reopened.all()).map((s) => [s.id, s.found])).toEqual([["o2", after], ["o1", after]]);
    // One row a search: replaced, not added again.
    expect(await reopened.count()).toBe(2);
    const table = await (await lancedb.connect(path.join(dir, "table", "db"))).openTable("searches");
    expect(await table.countRows()).toBe(2);
    await log.close();
    store.close();
  });

  it("is kept by a one-shot command in its journal, and folded over the row the table has", async () => {
    const store = await PhotoStore.open(path.join(dir, "journal", "db"));
    const journal = path.join(dir, "journal", HISTORY_JOURNAL);
    // Asked under serve (in the table), corrected by a command that appends.
    const served = await SearchLog.open(store, [], { journal });
    served.add(searchOf(3));
    await served.close();
    const command = await SearchLog.open(store, ["dunes 3"], { journal, appendOnly: true });
    command.setFound("o3", after);
    const next = await SearchLog.open(store, [], { journal, appendOnly: true });
    expect((await next.get("o3"))?.found).toEqual(after);
    // The next opening that folds replaces the table's row with the journal's last line.
    await SearchLog.open(store, [], { journal });
    expect(fs.existsSync(journal)).toBe(false);
    const folded = await SearchLog.open(store);
    expect((await folded.all()).map((s) => [s.id, s.found])).toEqual([["o3", after]]);
    store.close();
  });

  it("is what History shows after a result is marked wrong, and again after the mark is taken back", async () => {
    const service = await indexedLibrary([copyOfPhotos()]);
    try {
      const { handlers } = service;
      const asked = await handlers.search({ query: "photos from July 2024", limit: 10 });
      expect(asked.total).toBeGreaterThan(1);
      const wrong = await handlers.feedback({ queryId: asked.queryId, photoId: asked.results[0]!.id, verdict: "bad" });
      const shown = async () => (await handlers.history({ offset: 0, limit: 10 })).searches.find((s) => s.queryId === asked.queryId)?.found?.total;
      expect(wrong.answer.total).toBe(asked.total - 1);
      expect(await shown()).toBe(asked.total - 1);
      await handlers.undoFeedback({ feedbackId: wrong.feedbackId, queryId: asked.queryId });
      expect(await shown()).toBe(asked.total);
    } finally {
      await service.close();
    }
  });
});

describe("History's page", () => {
  const dir = tempDir("recollect-search-log-page-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** What History showed when it grouped every search read whole: the page `page()` must equal. */
  const fromAll = (all: LoggedSearch[], offset: number, limit: number) => {
    const byKey = new Map<string, { id: string; asked: number }>();
    for (const s of all) {
      const group = byKey.get(s.key);
      if (group) group.asked++;
      else byKey.set(s.key, { id: s.id, asked: 1 });
    }
    const groups = [...byKey.values()];
    return { page: groups.slice(offset, offset + limit), total: groups.length };
  };
  const shown = (page: Awaited<ReturnType<SearchLog["page"]>>) => ({ page: page.searches.map((s) => ({ id: s.latest.id, asked: s.asked })), total: page.total });

  // Where a library's searches are (the table, a one-shot command's journal, this run), how many
  // keys they share, how often two are asked at the same time, and which page is asked for.
  const layouts = [
    { table: 40, journal: 0, thisRun: 0 },
    { table: 30, journal: 12, thisRun: 0 },
    { table: 0, journal: 20, thisRun: 5 },
    { table: 25, journal: 8, thisRun: 6 },
  ];
  const keyCounts = [1, 4, 17];
  // 0: times written otherwise than Recollect writes them (an imported history's, say), compared as all() compares them.
  const sameTime = [1, 3, 0];
  const pages = [[0, 20], [3, 5], [15, 50]] as const;
  let n = 0;
  for (const layout of layouts)
    for (const keys of keyCounts)
      for (const tick of sameTime)
        it(`equals every search grouped, ${layout.table} in the table, ${layout.journal} in the journal, ${layout.thisRun} this run, ${keys} keys, ${tick ? `${tick} a time` : "times written otherwise"}`, async () => {
          const here = path.join(dir, `l${n++}`);
          const store = await PhotoStore.open(path.join(here, "db"));
          const journal = path.join(here, HISTORY_JOURNAL);
          let i = 0;
          // Times step every `tick` searches, so that several share one; ids and keys mixed so table order is no time order.
          const next = (): LoggedSearch => {
            const k = (i * 7) % keys;
            const search = { id: `s${(i * 13) % 101}-${i}`, query: `beach ${k}`, key: `beach ${k}`, plan: { ...structuredClone(EMPTY_PLAN), query: `beach ${k}`, language: "en" }, limit: 50, at: tick ? new Date(2026, 0, 1, 0, (Math.floor(i / tick) * 5) % 9).toISOString() : `1 Jan 2026, ${["9", "10", "-", "09", "A", "a"][i % 6]}:${(i * 7) % 5}` };
            i++;
            return search;
          };
          const served = await SearchLog.open(store, [], { journal });
          for (let j = 0; j < layout.table; j++) served.add(next());
          await served.close();
          const command = await SearchLog.open(store, [], { journal, appendOnly: true });
          for (let j = 0; j < layout.journal; j++) command.add(next());
          // A correction's outcome appended again for a search the table has: its last line wins.
          if (layout.table && layout.journal) command.setFound((await command.get(`s0-0`))!.id, { total: 2, photoIds: ["a", "b"] });
          await command.close();
          // The table's askings read, then kept in the cache and read from it by the later pages.
          const log = await SearchLog.open(store, ["beach 0"], { journal, appendOnly: true, askingsCache: path.join(here, "askings.v8") });
          for (let j = 0; j < layout.thisRun; j++) log.add(next());
          // Every page before anything reads the searches whole: once something has, pages come from those.
          const paged = [];
          for (const [offset, limit] of pages) paged.push(shown(await log.page(offset, limit)));
          const all = await log.all();
          expect(paged).toEqual(pages.map(([offset, limit]) => fromAll(all, offset, limit)));
          expect(shown(await log.page(0, 20))).toEqual(fromAll(all, 0, 20));
          await log.close();
          // A command's first page groups and keeps the groups; the next command's reads them kept, and both equal every search grouped.
          for (const pass of ["groups", "reads the groups kept"]) {
            const command = await SearchLog.open(store, ["beach 0"], { journal, appendOnly: true, askingsCache: path.join(here, "askings.v8") });
            const first = shown(await command.page(0, 20));
            expect(first, pass).toEqual(fromAll(await command.all(), 0, 20));
            await command.close();
          }
          expect(fs.existsSync(path.join(here, "history-groups.v8"))).toBe(true);
          store.close();
        });
});

/** The `i`th of searches that ask three queries in turn ("reef 0", "reef 1", "reef 2"), a minute apart. */
function threeQueries(id: string, word: string, i: number): LoggedSearch {
  const query = `${word} ${i % 3}`;
  return { id: `${id}${i}`, query, key: query, plan: { ...structuredClone(EMPTY_PLAN), query, language: "en" }, limit: 50, at: new Date(2026, 0, 1, 0, i).toISOString() };
}

/** History's first page as `<latest id>x<times asked>` per query, then the count of queries. */
async function firstPage(store: PhotoStore, options: Parameters<typeof SearchLog.open>[2]): Promise<string[]> {
  const log = await SearchLog.open(store, [], options);
  const page = await log.page(0, 20);
  await log.close();
  return page.searches.map((s) => `${s.latest.id}x${s.asked}`).concat(String(page.total));
}

describe("the history's askings kept in the cache", () => {
  const dir = tempDir("recollect-search-log-askings-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("are read again from the table when the table changed since, or the file is damaged, and give the same page", async () => {
    const store = await PhotoStore.open(path.join(dir, "db"));
    const askingsCache = path.join(dir, "askings.v8");
    const search = (i: number) => threeQueries("c", "dunes", i);
    const pageOf = () => firstPage(store, { askingsCache });
    const writer = await SearchLog.open(store);
    for (let i = 0; i < 5; i++) writer.add(search(i));
    await writer.close();
    expect(await pageOf()).toEqual(["c4x2", "c3x2", "c2x1", "3"]);
    expect(fs.existsSync(askingsCache)).toBe(true);
    // Two more searches written since the file was kept: its version is not the table's.
    const more = await SearchLog.open(store);
    for (let i = 5; i < 7; i++) more.add(search(i));
    await more.close();
    expect(await pageOf()).toEqual(["c6x3", "c5x2", "c4x2", "3"]);
    fs.writeFileSync(askingsCache, "not a cache");
    expect(await pageOf()).toEqual(["c6x3", "c5x2", "c4x2", "3"]);
    // Kept at the table's version, the file is what is read: the table is not scanned again.
    const table = await (await lancedb.connect(path.join(dir, "db"))).openTable("searches");
    await writeAskings(askingsCache, await table.version(), [{ id: "c6", query_key: "dunes 0", at: search(6).at }]);
    fs.rmSync(groupsFile(askingsCache));
    expect(await pageOf()).toEqual(["c6x1", "1"]);
    store.close();
  });
});

describe("History's groups kept in the cache", () => {
  const dir = tempDir("recollect-search-log-groups-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("are grouped again when the table changed, a search was appended to the journal, or the file is damaged or torn, and give the same page", async () => {
    const store = await PhotoStore.open(path.join(dir, "db"));
    const askingsCache = path.join(dir, "askings.v8");
    const groups = groupsFile(askingsCache);
    const journal = path.join(dir, HISTORY_JOURNAL);
    const search = (i: number) => threeQueries("g", "reef", i);
    const pageOf = () => firstPage(store, { journal, appendOnly: true, askingsCache });
    const writer = await SearchLog.open(store);
    for (let i = 0; i < 5; i++) writer.add(search(i));
    await writer.close();
    expect(await pageOf()).toEqual(["g4x2", "g3x2", "g2x1", "3"]);
    expect(fs.existsSync(groups)).toBe(true);
    const kept = fs.readFileSync(groups);
    // Kept for this table and this journal, the file is what is read: nothing is grouped again.
    const table = await (await lancedb.connect(path.join(dir, "db"))).openTable("searches");
    await writeGroups(groups, await table.version(), readInputs(kept), [{ latest: "g4", asked: 9 }]);
    expect(await pageOf()).toEqual(["g4x9", "1"]);
    fs.writeFileSync(groups, kept);
    // A search appended by a one-shot command: the same table, another journal.
    const command = await SearchLog.open(store, [], { journal, appendOnly: true });
    command.add(search(5));
    await command.close();
    expect(await pageOf()).toEqual(["g5x2", "g4x2", "g3x2", "3"]);
    // Searches written to the table: another version.
    const more = await SearchLog.open(store, [], { journal });
    more.add(search(6));
    await more.close();
    expect(await pageOf()).toEqual(["g6x3", "g5x2", "g4x2", "3"]);
    // Damaged, or torn by a crash mid-write: ignored and grouped again.
    for (const damaged of [Buffer.from("not a cache"), fs.readFileSync(groups).subarray(0, fs.statSync(groups).size - 7), Buffer.alloc(0)]) {
      fs.writeFileSync(groups, damaged);
      expect(await pageOf()).toEqual(["g6x3", "g5x2", "g4x2", "3"]);
    }
    store.close();
  });
});

/** The digest a kept groups file was made under (`inputs`), read back from its bytes. */
function readInputs(bytes: Buffer): string {
  return (v8.deserialize(bytes) as { inputs: string }).inputs;
}

describe("a search kept in the history", () => {
  const dir = tempDir("recollect-search-log-after-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is encoded for the table after the call that added it returns, never inside it, and written all the same (50 searches, one at a time)", async () => {
    const store = await PhotoStore.open(path.join(dir, "db"));
    const log = await SearchLog.open(store);
    // The table the log writes to: its add is where LanceDB encodes the rows.
    const table = (log as unknown as { table: lancedb.Table }).table;
    const add = vi.spyOn(table, "add");
    for (let i = 0; i < 50; i++) {
      const before = add.mock.calls.length;
      log.add({ id: `s${i}`, query: `harbour ${i}`, key: `harbour ${i}`, plan: { ...structuredClone(EMPTY_PLAN), query: `harbour ${i}`, language: "en" }, limit: 50, at: new Date(2026, 0, 2, 0, 0, i).toISOString() });
      expect(add.mock.calls.length, `search ${i}`).toBe(before);
      await log.flushed();
      expect(add.mock.calls.length, `search ${i}`).toBe(before + 1);
    }
    const reopened = await SearchLog.open(store);
    expect(await reopened.count()).toBe(50);
    expect((await reopened.get("s49"))?.query).toBe("harbour 49");
  });
});
