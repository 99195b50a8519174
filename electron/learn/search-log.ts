/**
 * @file The searches the user has made, with how each was read: the history view lists them, a
 * correction given later (`recollect feedback <queryId> …`, another process, a restart) finds its
 * search here, and learning reads what was asked alongside what was confirmed.
 *
 * Runs in the engine. Kept in the library's own LanceDB, like every other thing the user taught;
 * "reset learning" clears it. A one-shot command appends its search to a small journal file
 * instead ([Note: The search history's journal]).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import writeFileAtomic from "write-file-atomic";
import { Schema } from "../store/arrow";
import type * as lancedb from "@lancedb/lancedb";
import { z } from "zod";
import { plainRows, sql, text, type PhotoStore } from "../store/store";
import { groupsFile, readAskings, readGroups, writeAskings, writeGroups, type AskedGroup, type Asking } from "./askings-cache";
import type { QueryPlan } from "../query/plan";

export interface LoggedSearch {
  /** The answer's queryId. */
  id: string;
  query: string;
  /** What makes two searches the same one for corrections. */
  key: string;
  plan: QueryPlan;
  /** How it was asked for, so that a correction can answer it again the same way. */
  limit: number;
  at: string;
  /**
   * What the answer found when asked: how many results, and the first few for History's strip.
   * Null for a search logged before this was kept; such a search is never "found nothing".
   */
  found?: SearchOutcome | null;
}

export interface SearchOutcome {
  total: number;
  /** The first results' ids, in the answer's order. */
  photoIds: string[];
}

/** How many of an answer's first results History shows beside it. */
export const STRIP_LENGTH = 6;

interface SearchRow {
  id: string;
  query: string;
  query_key: string;
  plan: string;
  at: string;
}

const SEARCH_COLUMNS: (keyof SearchRow)[] = ["id", "query", "query_key", "plan", "at"];
const SEARCHES = new Schema(SEARCH_COLUMNS.map((column) => text(column)));


/** A page of History: each search once, at its latest asking, with how many times it was asked. */
export interface HistoryPage {
  /** Newest first. */
  searches: Array<{ latest: LoggedSearch; asked: number }>;
  /** How many searches there are in all, each counted once however often it was asked. */
  total: number;
}
/**
 * Small files (one a write) after which the table is folded into one and its old versions
 * dropped. Each CLI search is a write, a fragment and a version, and every version's manifest
 * lists every fragment, so unfolded searches make the table slower to open with each one; the
 * app's ten-minute compaction never runs in a one-shot command.
 */
const COMPACT_AT_FRAGMENTS = 32;
/**
 * Time without a write after which the table is compacted and its old versions dropped, in ms.
 * Below `COMPACT_AT_FRAGMENTS` nothing else folds them: a library searched a few times a day kept
 * every search's version and file until the next long burst.
 */
const QUIET_MS = 30_000;
/** More corrected keys than this and the whole log is read at open, rather than a filter that long. */
const MOST_KEYS_ASKED = 500;
/** The journal's file in the library's folder. */
export const HISTORY_JOURNAL = "searches-journal.ndjson";
/** The table's askings kept for History's page, in the library's cache folder (`askings-cache.ts`). */
export const HISTORY_ASKINGS = "history-askings.v8";
/** Searches a journal holds before the command that appends to it folds it into the table. */
const FOLD_AT = 32;

/**
 * [Note: The search history's journal] Writing a search to LanceDB is a write, a fragment and a
 * version, which a one-shot `recollect search` would wait for before it could exit, as long as
 * a cold search itself takes. Such a command (`appendOnly`) appends the search as one line of JSON to a
 * journal file beside the database instead, before its answer is returned, and reads the journal
 * with the table wherever it reads searches. Every other opening (the app, `serve`, `recollect
 * index`) folds the journal into the table first, and a command that appends folds it itself once
 * it holds `FOLD_AT` searches. Folding adds only the journal's searches the table lacks (by id; an
 * id's last line wins, and replaces the table's row where it differs: an outcome after a correction),
 * then removes the journal, rewriting it with any appended meanwhile: a crash between the two
 * leaves the journal to be folded again, and adds nothing twice. A line torn by a crash mid-append
 * is that search lost alone; the next append starts on a line of its own.
 */
export interface SearchLogOptions {
  /** The journal's file; without one, every search is written to the table. */
  journal?: string;
  /** Searches go to the journal, folded later, rather than to the table. Default false: the journal is folded at open. */
  appendOnly?: boolean;
  /** Time without a write to the table after which it is compacted and its old versions dropped, in ms. Default 30 s. */
  quietMs?: number;
  /**
   * The library cannot be written (`library/read-only.ts`): searches are kept for this run only,
   * for its History and follow-ups, and the journal is read but not folded.
   */
  readOnly?: boolean;
  /** Where the table's askings are cached for History's page (`askings-cache.ts`); without it, the table is read each time. */
  askingsCache?: string;
}

export class SearchLog {
  /**
   * The searches read so far: at open only those of the searches that were corrected (what
   * learning reads on every query), then any a correction names, and every one once something
   * lists them all (history, completions, export). Every past search read and parsed at open
   * would cost a long history seconds; most opens never need them.
   */
  readonly #byId = new Map<string, LoggedSearch>();
  #everything: Promise<void> | null = null;
  readonly #reads = new Set<Promise<unknown>>();
  /**
   * Rows not yet on disk: a search answers before its log row is written. They go in one write
   * for all that queued while the last one ran, so under load the log lags by one write, not by
   * one write per search, and a kill loses no more than that one write.
   */
  #queue: SearchRow[] = [];
  /** Ids of queued rows that replace a row already written (a search's outcome after a correction). */
  #replacing = new Set<string>();
  #writing: Promise<void> | null = null;
  /** The journal's searches, oldest first, not yet folded into the table. */
  #journal: SearchRow[] = [];
  /** The journal's last line was torn (a crash mid-append): the next append starts a line. */
  #torn = false;
  /** The table was written since it was last compacted: it has versions and small files to drop. */
  #untidy = false;
  /** Compacts the table once writes stop for a while (`quietMs`). */
  #quiet: NodeJS.Timeout | undefined;

  private constructor(
    private readonly table: lancedb.Table,
    private readonly options: SearchLogOptions,
  ) {}

  /** Opens the log, reading the searches of `corrected` (query keys with corrections) and no others. */
  static async open(store: PhotoStore, corrected: Iterable<string> = [], options: SearchLogOptions = {}): Promise<SearchLog> {
    const log = new SearchLog(await store.table("searches", SEARCHES), options);
    log.#readJournal();
    // A journal that cannot be folded now stays, read beside the table, for the next opening to fold.
    if (!options.appendOnly && !options.readOnly) await log.#folded().catch((error: Error) => void process.stderr.write(`recollect: could not fold the search history's journal: ${error.message}\n`));
    const keys = [...new Set(corrected)];
    if (keys.length > MOST_KEYS_ASKED) await log.#readAll();
    else if (keys.length) await log.#read(`query_key IN (${keys.map(sql).join(", ")})`, (row) => keys.includes(row.query_key));
    return log;
  }

  #readJournal(): void {
    let text: string;
    try {
      text = fs.readFileSync(this.options.journal ?? "", "utf8");
    } catch {
      return;
    }
    this.#torn = text.length > 0 && !text.endsWith("\n");
    for (const line of text.split("\n")) {
      try {
        const row = JSON.parse(line) as SearchRow;
        if (typeof row.id === "string" && typeof row.query_key === "string" && typeof row.plan === "string") this.#journal.push(row);
      } catch {
        // A line torn by a crash mid-append: that search alone is lost.
      }
    }
  }

  /**
   * Folds the journal into the table: its searches the table lacks are added, then the journal is
   * removed, or rewritten with the searches appended meanwhile.
   */
  async #fold(): Promise<void> {
    const file = this.options.journal;
    if (!file || !this.#journal.length) return;
    const rows = this.#journal.slice();
    await this.table.checkoutLatest();
    const present = new Map(((await this.table.query().where(`id IN (${rows.map((r) => sql(r.id)).join(", ")})`).select(["id", "plan"]).toArray()) as Array<{ id: string; plan: string }>).map((r) => [r.id, r.plan]));
    // An id's last line is its search as it stands (its outcome after a correction); one the table has as it stands is left.
    const last = [...new Map(rows.map((row) => [row.id, row])).values()];
    const fresh = last.filter((row) => !present.has(row.id));
    const replaced = last.filter((row) => present.has(row.id) && present.get(row.id) !== row.plan);
    if (fresh.length) await this.#write(() => this.table.add(fresh as unknown as Record<string, unknown>[]));
    if (replaced.length) await this.#write(() => this.table.mergeInsert("id").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(replaced as unknown as Record<string, unknown>[]));
    // Synchronously from here: nothing is appended between reading what is left and writing it.
    const left = this.#journal.slice(rows.length);
    if (left.length) {
      writeFileAtomic.sync(file, left.map((row) => `${JSON.stringify(row)}\n`).join(""));
    } else {
      fs.rmSync(file, { force: true });
    }
    this.#journal = left;
    this.#torn = false;
    await this.#compactIfFragmented();
  }

  /** Waits for writes in progress, then folds the journal. */
  async #folded(): Promise<void> {
    await this.flushed();
    if (!this.#journal.length) return;
    this.#writing = this.#fold().finally(() => (this.#writing = null));
    await this.flushed();
  }

  /**
   * Rows read from the latest version. Reads wait for a write in progress, and a compaction waits
   * for reads in progress: it drops the versions a read may still be on. The library's scheduled
   * compaction writes through another handle, which this one would not otherwise see, and may
   * drop the version a read started on: such a read is made again on the new latest one.
   */
  async #rows(where?: string, limit?: number): Promise<SearchRow[]>;
  async #rows<C extends keyof SearchRow>(where: string | undefined, limit: number | undefined, columns: C[]): Promise<Array<Pick<SearchRow, C>>>;
  async #rows(where?: string, limit?: number, columns: (keyof SearchRow)[] = SEARCH_COLUMNS): Promise<Array<Partial<SearchRow>>> {
    await this.flushed();
    const read = async () => {
      await this.table.checkoutLatest();
      let query = this.table.query();
      if (where) query = query.where(where);
      if (limit) query = query.limit(limit);
      return plainRows<Partial<SearchRow>>(query, columns);
    };
    const reading = (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await read();
        } catch (error) {
          if (attempt === 3 || !/not found/i.test((error as Error).message)) throw error;
        }
      }
    })();
    this.#reads.add(reading);
    try {
      return await reading;
    } finally {
      this.#reads.delete(reading);
    }
  }

  /** Reads the table's rows `where` says, and the journal's that `matches`. */
  async #read(where?: string, matches: (row: SearchRow) => boolean = () => true): Promise<void> {
    // The journal is newer than the table, and a later line of an id newer than an earlier one.
    const latest = new Map<string, SearchRow>();
    for (const row of [...(await this.#rows(where)), ...this.#journal.filter(matches)]) latest.set(row.id, row);
    for (const row of latest.values()) {
      const search = fromRow(row);
      // One added in this run and not yet on disk is newer than nothing, and the same as what is.
      if (search && !this.#byId.has(search.id)) this.#byId.set(search.id, search);
    }
  }

  #readAll(): Promise<void> {
    this.#everything ??= this.#read();
    return this.#everything;
  }

  /** Remembers a search; written in the background so that it never slows the answer, or appended to the journal now. */
  add(search: LoggedSearch): void {
    this.#byId.set(search.id, search);
    if (this.options.readOnly) return;
    if (this.options.appendOnly && this.options.journal) {
      const row = toRow(search);
      fs.appendFileSync(this.options.journal, `${this.#torn ? "\n" : ""}${JSON.stringify(row)}\n`);
      this.#torn = false;
      this.#journal.push(row);
      if (this.#journal.length >= FOLD_AT) this.#writing ??= this.#fold().catch((error: Error) => void process.stderr.write(`recollect: could not fold the search history's journal: ${error.message}\n`)).finally(() => (this.#writing = null));
      return;
    }
    this.#queue.push(toRow(search));
    this.#writing ??= this.#drainAfterAnswer();
  }

  /**
   * What a search finds now that a correction (or its undo) changed its answer: History's count
   * and strip are the answer the person last saw, not the one before the correction. The search's
   * row is replaced where it is kept: still queued, in the table, or appended again to the journal
   * (the last line of an id wins).
   */
  setFound(id: string, found: SearchOutcome): void {
    const search = this.#byId.get(id);
    if (!search) return;
    const updated = { ...search, found };
    this.#byId.set(id, updated);
    if (this.options.readOnly) return;
    const row = toRow(updated);
    if (this.options.appendOnly && this.options.journal) {
      fs.appendFileSync(this.options.journal, `${this.#torn ? "\n" : ""}${JSON.stringify(row)}\n`);
      this.#torn = false;
      this.#journal.push(row);
      return;
    }
    const queued = this.#queue.findIndex((r) => r.id === id);
    if (queued >= 0) {
      this.#queue[queued] = row;
      return;
    }
    this.#queue.push(row);
    this.#replacing.add(id);
    this.#writing ??= this.#drainAfterAnswer();
  }

  /**
   * Drains the queue once the task that filled it is done. LanceDB's `add` encodes its rows as
   * Arrow before it first waits, and a search adds its row before it returns its answer: the
   * encoding (several milliseconds) waits until that answer is on its way.
   */
  async #drainAfterAnswer(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    await this.#drain();
  }

  async #drain(): Promise<void> {
    while (this.#queue.length) {
      const queued = this.#queue.splice(0);
      const replacing = this.#replacing;
      this.#replacing = new Set();
      const rows = queued.filter((r) => !replacing.has(r.id));
      const replaced = queued.filter((r) => replacing.has(r.id));
      try {
        if (replaced.length) await this.#write(() => this.table.mergeInsert("id").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(replaced as unknown as Record<string, unknown>[]));
        if (rows.length) await this.#write(() => this.table.add(rows as unknown as Record<string, unknown>[]));
        await this.#compactIfFragmented();
      } catch (error) {
        process.stderr.write(`recollect: could not keep search history: ${(error as Error).message}\n`);
      }
    }
    this.#writing = null;
  }

  /** A write to the table: once writes stop for `quietMs`, what they left is compacted. */
  async #write(work: () => Promise<unknown>): Promise<void> {
    this.#untidy = true;
    await work();
    this.#waitForQuiet();
  }

  #waitForQuiet(): void {
    clearTimeout(this.#quiet);
    this.#quiet = setTimeout(() => this.#tidyWhenQuiet(), this.options.quietMs ?? QUIET_MS);
    // A quiet spell never keeps a process alive: closing compacts what is left.
    this.#quiet.unref();
  }

  #tidyWhenQuiet(): void {
    this.#quiet = undefined;
    if (!this.#untidy) return;
    // Still writing: not quiet yet.
    if (this.#writing) return this.#waitForQuiet();
    this.#writing = this.#compact()
      .catch((error: Error) => void process.stderr.write(`recollect: could not compact the search history: ${error.message}\n`))
      .finally(() => (this.#writing = this.#queue.length ? this.#drain() : null));
  }

  async #compactIfFragmented(): Promise<void> {
    const { fragmentStats } = await this.table.stats();
    if (fragmentStats.numSmallFragments >= COMPACT_AT_FRAGMENTS) await this.#compact();
  }

  async #compact(): Promise<void> {
    await Promise.allSettled(this.#reads);
    this.#untidy = false;
    try {
      // Every version but this one goes: nothing else reads this table, and this log reads it only at open.
      await this.table.optimize({ cleanupOlderThan: new Date() });
    } catch (error) {
      this.#untidy = true;
      throw error;
    }
  }

  /**
   * A search by its answer's queryId, read from disk if need be with the other searches of its
   * key, so that a correction given now finds the latest asking of it (`latestByKey`).
   */
  async get(id: string): Promise<LoggedSearch | null> {
    const known = this.#byId.get(id);
    if (known || this.#everything) return known ?? null;
    const [row] = [...this.#journal.filter((r) => r.id === id), ...(await this.#rows(`id = ${sql(id)}`, 1))];
    if (!row) return null;
    await this.#read(`query_key = ${sql(row.query_key)}`, (r) => r.query_key === row.query_key);
    return this.#byId.get(id) ?? null;
  }

  /** The latest search of each key, of those read: every corrected key's, and every one asked this run. */
  latestByKey(): Map<string, LoggedSearch> {
    const out = new Map<string, LoggedSearch>();
    for (const search of this.#byId.values()) {
      const seen = out.get(search.key);
      if (!seen || seen.at <= search.at) out.set(search.key, search);
    }
    return out;
  }

  /** How many searches are kept. */
  async count(): Promise<number> {
    await this.#readAll();
    return this.#byId.size;
  }

  /** Every search, in no order: for what counts them itself (completions, on every keystroke). */
  async unordered(): Promise<Iterable<LoggedSearch>> {
    await this.#readAll();
    return this.#byId.values();
  }

  /** Every search, newest first. */
  async all(): Promise<LoggedSearch[]> {
    await this.#readAll();
    // Of two asked in the same millisecond (a fixed clock, a script), the one added later is newer.
    return [...this.#byId.values()].reverse().sort((a, b) => b.at.localeCompare(a.at));
  }

  /**
   * A page of History, newest first (see [Note: History's page]): the same searches, counts and
   * order as grouping `all()` by key, without reading every search whole.
   */
  async page(offset: number, limit: number): Promise<HistoryPage> {
    if (this.#everything) return pageOf(await this.all(), offset, limit);
    const groups = await this.#groups();
    const chosen = groups.slice(offset, offset + limit);
    const unread = new Set(chosen.map((group) => group.latest).filter((id) => !this.#byId.has(id)));
    if (unread.size) await this.#read(`id IN (${[...unread].map(sql).join(", ")})`, (row) => unread.has(row.id));
    const searches = chosen.map(({ latest, asked }) => ({ latest: this.#byId.get(latest), asked }));
    // A latest asking whose plan this version cannot read: the page is made from every search read whole.
    if (searches.some((s) => !s.latest)) return pageOf(await this.all(), offset, limit);
    return { searches: searches as HistoryPage["searches"], total: groups.length };
  }

  /**
   * Every search once, newest first (`groupAskings`): from the cache when kept for the table's
   * version grouped with the same other askings (this run's and the journal's), else grouped (and kept).
   */
  async #groups(): Promise<AskedGroup[]> {
    const askingsFile = this.options.askingsCache;
    if (!askingsFile) return groupAskings(await this.#askings());
    await this.flushed();
    await this.table.checkoutLatest();
    const version = await this.table.version();
    const file = groupsFile(askingsFile);
    const inputs = this.#otherAskingsDigest();
    const cached = readGroups(file, version, inputs);
    if (cached) return cached;
    const groups = groupAskings(await this.#askings());
    // Grouped from the table at a later version (written meanwhile): not what the file would say it is.
    if (!this.options.readOnly && (await this.table.version()) === version) await writeGroups(file, version, inputs, groups);
    return groups;
  }

  /** What the groups depend on besides the table: the askings this run knows and the journal's, in their order. */
  #otherAskingsDigest(): string {
    const hash = createHash("sha256");
    for (const search of this.#byId.values()) hash.update(`${JSON.stringify([search.id, search.key, search.at])}\n`);
    hash.update("journal\n");
    for (const row of this.#journal) hash.update(`${JSON.stringify([row.id, row.query_key, row.at])}\n`);
    return hash.digest("hex");
  }

  /**
   * Every asking kept, in the order `all()` would hold them before it sorts: those this run knows
   * (read or added), then the table's, then the journal's. Only ids, keys and times are read.
   */
  async #askings(): Promise<Asking[]> {
    const askings: Asking[] = [];
    const known = new Set<string>();
    for (const search of this.#byId.values()) {
      known.add(search.id);
      askings.push({ id: search.id, query_key: search.key, at: search.at });
    }
    // An id's last journal line is the search as it stands; it keeps the place the table gave the id.
    const journal = new Map<string, { row: Asking; placed: boolean }>();
    for (const row of this.#journal) {
      const line = journal.get(row.id);
      if (line) line.row = row;
      else journal.set(row.id, { row, placed: false });
    }
    for (const row of await this.#tableAskings()) {
      if (known.has(row.id)) continue;
      const line = journal.get(row.id);
      if (line) line.placed = true;
      askings.push(line ? { id: row.id, query_key: line.row.query_key, at: line.row.at } : row);
    }
    for (const [id, line] of journal) if (!line.placed && !known.has(id)) askings.push({ id, query_key: line.row.query_key, at: line.row.at });
    return askings;
  }

  /** The table's askings, in its order: from the cache when it was kept at the table's version, else read (and kept). */
  async #tableAskings(): Promise<Asking[]> {
    const file = this.options.askingsCache;
    if (!file) return this.#rows(undefined, undefined, ["id", "query_key", "at"]);
    await this.flushed();
    await this.table.checkoutLatest();
    // The handle stays at this version until it is checked out again: the read below is of it.
    const version = await this.table.version();
    const cached = readAskings(file, version);
    if (cached) return cached;
    const askings = await this.#rows(undefined, undefined, ["id", "query_key", "at"]);
    if (!this.options.readOnly && (await this.table.version()) === version) await writeAskings(file, version, askings);
    return askings;
  }

  /** Searches from an export; those already here are skipped. Returns how many were new. */
  async restore(searches: LoggedSearch[]): Promise<number> {
    await this.flushed();
    await this.#readAll();
    const fresh = searches.filter((s) => !this.#byId.has(s.id));
    if (fresh.length) await this.#write(() => this.table.add(fresh.map(toRow) as unknown as Record<string, unknown>[]));
    for (const search of fresh) this.#byId.set(search.id, search);
    return fresh.length;
  }

  /**
   * Forgets every asking of these searches (by key), on disk too: the rows are deleted and the
   * table compacted with its old versions dropped, as the fragment compaction above does, so the
   * words are not kept in a version nobody reads. Returns how many searches went.
   */
  async forget(keys: Iterable<string>): Promise<number> {
    const gone = new Set(keys);
    if (!gone.size) return 0;
    await this.#folded();
    await this.#readAll();
    const ids = [...this.#byId.values()].filter((s) => gone.has(s.key)).map((s) => s.id);
    if (!ids.length) return 0;
    await Promise.allSettled(this.#reads);
    await this.#write(() => this.table.delete(`query_key IN (${[...gone].map(sql).join(", ")})`));
    await this.#compact();
    for (const id of ids) this.#byId.delete(id);
    return ids.length;
  }

  async clear(): Promise<void> {
    await this.#folded();
    if ((await this.table.countRows()) > 0) await this.#write(() => this.table.delete("true"));
    this.#byId.clear();
    this.#everything = Promise.resolve();
  }

  /** Waits for searches still being written (before export or reset). */
  async flushed(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  /**
   * Before the library closes: waits for searches still being written, then compacts what this
   * run wrote, so the table left on disk is one file and one version. A run that wrote nothing
   * to the table (a one-shot command's journal) has nothing to compact.
   */
  async close(): Promise<void> {
    await this.flushed();
    clearTimeout(this.#quiet);
    this.#quiet = undefined;
    if (this.#untidy) await this.#compact().catch((error: Error) => void process.stderr.write(`recollect: could not compact the search history: ${error.message}\n`));
  }
}

/**
 * [Note: History's page]
 * History shows a page of searches (the CLI 20, the app 50 at a time), each key once at its latest
 * asking with how many times it was asked, and how many keys there are. Every search read whole
 * is every plan's JSON parsed, a cost that grows with the history while the page does not. A page is
 * made from the ids, keys and times of every asking instead, grouped as `all()` would group them
 * (newest first, of two at the same time the one kept later first), and only the page's latest
 * askings are read whole. The table's askings are kept in the cache folder under the table's
 * version (`askings-cache.ts`), so a page of a history whose table has not changed since reads one
 * small file, not every row; and the groups themselves are kept beside them, under the table's
 * version and a digest of the other askings grouped with the table's (this run's and the journal's,
 * in order: all that the grouping reads), so a page of a history nothing was added to since groups
 * nothing again. Once every search was read (completions, export) the page is made from
 * them. A row whose plan this version cannot read (a later version's) is left out of `all()`; here
 * it counts among its key's askings, and a page whose latest asking is one is made from `all()`.
 */
function groupAskings(askings: readonly Asking[]): AskedGroup[] {
  // Newest first is later `at` first, and of two at the same time the one kept later: each key's
  // latest asking is found in one pass, and only the keys are sorted.
  const compareTimes = askings.every((asking) => ISO_TIME.test(asking.at)) ? compareIsoTimes : (a: string, b: string) => a.localeCompare(b);
  const byKey = new Map<string, { latest: string; at: string; place: number; asked: number }>();
  askings.forEach((asking, place) => {
    const group = byKey.get(asking.query_key);
    if (!group) byKey.set(asking.query_key, { latest: asking.id, at: asking.at, place, asked: 1 });
    else {
      group.asked++;
      if (compareTimes(asking.at, group.at) >= 0) Object.assign(group, { latest: asking.id, at: asking.at, place });
    }
  });
  return [...byKey.values()].sort((a, b) => compareTimes(b.at, a.at) || b.place - a.place).map(({ latest, asked }) => ({ latest, asked }));
}

/** A time as Recollect writes one (`Date.toISOString()`). */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * `a.localeCompare(b)` for two times as Recollect writes them (`ISO_TIME`), as `all()` orders
 * searches, without asking ICU: of two such, the first character that differs is a digit, and
 * digits collate in their order, so comparing the characters gives the same answer.
 */
function compareIsoTimes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** History's page from every search, newest first. */
function pageOf(newestFirst: readonly LoggedSearch[], offset: number, limit: number): HistoryPage {
  const byKey = new Map<string, { latest: LoggedSearch; asked: number }>();
  for (const search of newestFirst) {
    const group = byKey.get(search.key);
    if (group) group.asked++;
    else byKey.set(search.key, { latest: search, asked: 1 });
  }
  const groups = [...byKey.values()];
  return { searches: groups.slice(offset, offset + limit), total: groups.length };
}

function toRow(search: LoggedSearch): SearchRow {
  return { id: search.id, query: search.query, query_key: search.key, plan: JSON.stringify({ plan: search.plan, limit: search.limit, found: search.found ?? null }), at: search.at };
}

/**
 * A row whose plan cannot be read (written by a later version, say) is left out, not fatal. The
 * outcome rides in the plan's JSON, not a column of its own: a library from before it needs no
 * migration, and its searches read as outcome unknown.
 */
function fromRow(row: SearchRow): LoggedSearch | null {
  try {
    const { plan, limit, found } = JSON.parse(row.plan) as { plan: QueryPlan; limit: number; found?: unknown };
    if (!plan || !Array.isArray(plan.words) || !Array.isArray(plan.chips)) return null;
    return { id: row.id, query: row.query, key: row.query_key, plan, limit: limit ?? 50, at: row.at, found: outcomeOf(found) };
  } catch {
    return null;
  }
}

/** The outcome as kept on disk: checked, since a row may come from a hand-edited or newer library. */
// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const Outcome = z.lazy(() => z.object({ total: z.number().int().min(0), photoIds: z.array(z.string()).max(STRIP_LENGTH) }));

function outcomeOf(found: unknown): SearchOutcome | null {
  const read = Outcome.safeParse(found);
  return read.success ? read.data : null;
}
