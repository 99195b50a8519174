import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RecollectService } from "../api/service";
import { PhotoStore } from "../store/store";
import { closeAndDelete, indexedLibrary, PHOTOS, tempDir } from "../testing/fixtures";
import { Field, FixedSizeList, Float32, Schema, Utf8 } from "apache-arrow";
import { indexSource, NO_ANALYSIS } from "../api/search/index-source";
import { LibraryIndex } from "../index/library-index";
import { VectorLayer } from "../index/vectors/vector-layer";
import { english } from "./parsers/english";
import { AS_WRITTEN_NOTE, parseQuery } from "./query-parser";
import { runSearch, type SearchOptions } from "./search";

describe("searching the fixture library", () => {
  let service: RecollectService;
  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
  });
  afterAll(() => closeAndDelete(service));

  const search = (query: string) => service.handlers.search({ query, limit: 50 });
  const names = async (query: string) => (await search(query)).results.map((r) => r.name);

  it("finds exactly the two photos from July 2024, oldest first, saying why", async () => {
    const answer = await search("photos from July 2024");
    expect(answer.results.map((r) => r.name)).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
    expect(answer.results.every((r) => r.reasons[0] === "taken in July 2024")).toBe(true);
    expect(answer.interpretation.time).toEqual({ start: "2024-07-01T00:00:00", end: "2024-08-01T00:00:00", label: "July 2024" });
    expect(answer.interpretation.chips).toEqual([{ id: "time", kind: "time", label: "July 2024", span: [12, 21] }]);
    expect(answer.message).toBe("2 photos taken in July 2024.");
    expect(answer.results.every((r) => r.path.startsWith("/"))).toBe(true);
  });

  it("matches words in descriptions, keywords, folder names, file names and cameras", async () => {
    const launch = await search("launch");
    expect(launch.results[0]?.name).toBe("IMG_0001.jpg");
    expect(launch.results[0]?.reasons).toEqual(["description mentions 'launch'"]);

    // Two copies of the cat are tagged; they are one picture, shown once with its copies counted.
    const chelsea = await search("Chelsea");
    expect(chelsea.results).toHaveLength(1);
    expect(["IMG_0002.jpg", "chat mignon.jpg"]).toContain(chelsea.results[0]?.name);
    expect(chelsea.results[0]?.similar).toBe(2); // every copy in the library, tagged or not
    expect(chelsea.results[0]?.reasons).toEqual(["tagged 'Chelsea'"]);

    expect((await search("screenshots")).results.map((r) => [r.kind, r.reasons])).toEqual([["screenshot", ["a screenshot"]]]);
    expect((await search("Pixel")).results.map((r) => [r.name, r.reasons])).toEqual([["IMG_0003.jpg", ["taken with Google Pixel 7"]]]);
    // "trips" alone is every trip away from home (Florida, where most photos are): Paris, Tahoe, Seattle.
    const trips = Object.fromEntries((await search("trips")).results.map((r) => [r.name, r.reasons]));
    expect(Object.keys(trips).sort()).toEqual(["IMG_0002.jpg", "IMG_0003.jpg", "IMG_0100.jpg", "IMG_0101.jpg"]);
    expect(trips["IMG_0003.jpg"]).toEqual(["from your trips", "description mentions 'trip'"]);
  });

  it("shows every copy when asked for duplicates, each beside the others of its picture", async () => {
    const answer = await search("my duplicates");
    const names = answer.results.map((r) => r.name);
    expect(names.slice().sort()).toEqual(["IMG_0002 (copy).jpg", "IMG_0002.jpg", "IMG_0003.jpg", "chat mignon.jpg", "large_coffee.jpg"]);
    const cats = names.map((n) => ["IMG_0002 (copy).jpg", "IMG_0002.jpg", "chat mignon.jpg"].includes(n));
    expect(cats.join()).toMatch(/^(true,true,true,false,false|false,false,true,true,true)$/);
    expect(answer.copiesFolded).toBe(0);
    expect(answer.message).toBe("5 duplicates.");
    expect((await search("duplicate screenshots")).message).toBe("No such photo: none that are duplicate screenshots.");
  });

  it("matches other forms of a word (stemming)", async () => {
    expect(await names("launches")).toEqual(["IMG_0001.jpg"]);
  });

  it("combines a time and words: both must hold", async () => {
    // large_coffee.jpg is the same picture enlarged: it is folded into IMG_0003.jpg.
    // The trip is its days away, the next day's receipt from Renton (a suburb) too.
    expect((await names("Seattle business trip in 2025")).sort()).toEqual(["IMG_0003.jpg", "IMG_0100.jpg"]);
    const none = await search("Seattle in 2024");
    expect(none.results).toEqual([]);
    expect(none.rejected).toBe(true);
    expect(none.message).toMatch(/^No such photo: none taken in 2024, in Seattle\./);
    // The near misses say what they lack: the coffee in Seattle was taken in 2025, the astronaut in 2024 elsewhere.
    const misses = Object.fromEntries(none.misses.map((m) => [m.name, m.missed]));
    expect(misses["IMG_0003.jpg"] ?? misses["large_coffee.jpg"]).toEqual(["not 2024"]);
    expect(misses["IMG_0001.jpg"]).toEqual(["not in Seattle"]);
  });

  it("answers a date that matches nothing with an empty answer and says what the library covers", async () => {
    const answer = await search("photos from 2019");
    expect(answer.results).toEqual([]);
    expect(answer.message).toBe("No photos taken in 2019. Your photos were taken between 25 Dec 2023 and 3 Mar 2025; 1 more has only the date its file was saved.");
    // As the Library shows them: the one dated by its file is under "No date", in no month.
    const { months, undated } = await service.handlers.timeline({});
    expect([months.filter((m) => m.key > "2025-03").reduce((n, m) => n + m.count, 0), undated]).toEqual([0, 1]);
  });

  it("answers words that match nothing with an empty answer, not unrelated photos", async () => {
    const answer = await search("unicorn");
    expect(answer.results).toEqual([]);
    expect(answer.rejected).toBe(true);
    expect(answer.message).toMatch(/^No such photo: nothing in your library mentions “unicorn”\./);
    expect(answer.interpretation.unused).toEqual(["unicorn"]);
    expect(answer.interpretation.chips.map((c) => [c.kind, c.note])).toEqual([["words", "Nothing in your library mentions “unicorn”."]]);
  });

  it("shows the most recent photos, those dated only by file time last, when the query constrains nothing", async () => {
    const answer = await search("photos");
    // 11 photos; the cat's two copies and the enlarged coffee are folded into their originals.
    expect(answer.results).toHaveLength(8);
    expect(answer.results[0]?.name).toBe("IMG_0100.jpg");
    expect(answer.results.at(-1)?.name).toBe("hubble.jpg");
    expect(answer.results.find((r) => r.name.startsWith("IMG_0002"))?.similar).toBe(2);
  });

  it("says that visual search needs the CLIP model, and how to get it, when words are asked without it", async () => {
    const unicorn = await search("unicorn");
    // Said once by the door (a button, a CLI line), not in every answer's sentence.
    expect(unicorn.visualOff).toBe(true);
    expect(unicorn.message).not.toContain("CLIP");
    const july = await search("photos from July 2024");
    expect(july).toMatchObject({ visualOff: false, message: "2 photos taken in July 2024." });
  });

  it("adds photos that look like the words, with their reason, and keeps out those below the floor or outside the dates", async () => {
    const ids = Object.fromEntries((await service.handlers.search({ query: "", limit: 50, showDuplicates: true })).results.map((r) => [r.name, r.id]));
    const store = await PhotoStore.open(`${service.libraryDir}/db`);
    try {
      // Four-dimensional stand-ins for CLIP vectors: the query points along the first axis.
      const table = await store.table("clip_test", new Schema([new Field("id", new Utf8(), false), new Field("vector", new FixedSizeList(4, new Field("item", new Float32(), true)), false)]));
      const at = (similarity: number) => [similarity, Math.sqrt(1 - similarity ** 2), 0, 0];
      await table.add([
        { id: ids["IMG_0004.jpg"]!, vector: at(0.31) },
        { id: ids["IMG_0001.jpg"]!, vector: at(0.27) },
        { id: ids["hubble.jpg"]!, vector: at(0.18) },
      ]);
      const vectors = new VectorLayer(table, 4);
      await vectors.load();
      const index = new LibraryIndex();
      await index.refresh(indexSource(store, null, NO_ANALYSIS));
      const options = (visual: boolean): SearchOptions => ({
        limit: 10,
        thumbnailUrl: (id) => id,
        visualAvailable: visual,
        retrieval: {
          index,
          fullText: async (words, extra, max) => (await searchWords(store, index, words, extra, max)),
          embed: visual ? async () => Float32Array.of(1, 0, 0, 0) : undefined,
          vectors: visual ? vectors : null,
        },
      });
      const answer = await runSearch(store, parseQuery("rocket", new Date(2026, 10, 22)), options(true));
      expect(answer.results.map((r) => [r.name, r.reasons])).toEqual([
        ["IMG_0004.jpg", ["looks like “rocket” (CLIP 0.31)"]],
        ["IMG_0001.jpg", ["looks like “rocket” (CLIP 0.27)"]],
      ]);
      expect(answer.message).toBe("2 photos matching “rocket”.");
      // The hubble photo, below the floor, has nothing that makes it near: it is no miss, nor any photo without a reason.
      expect(answer.misses.map((m) => m.name)).toEqual([]);
      for (const query of ["rocket launch", "rocket in 2025", "a cat", "launch"]) {
        const asked = await runSearch(store, parseQuery(query, new Date(2026, 10, 22)), options(true));
        expect(asked.misses.filter((m) => m.reasons.length === 0).map((m) => m.name), query).toEqual([]);
      }
      const dated = await runSearch(store, parseQuery("rocket in 2025", new Date(2026, 10, 22)), options(true));
      expect(dated.results).toEqual([]);
      // Found by its description and its looks, the astronaut ranks above what it scored on words alone.
      const launch = await runSearch(store, parseQuery("launch", new Date(2026, 10, 22)), options(true));
      const wordsOnly = await runSearch(store, parseQuery("launch", new Date(2026, 10, 22)), options(false));
      const astronaut = launch.results.find((r) => r.name === "IMG_0001.jpg")!;
      expect(astronaut.reasons).toEqual(["description mentions 'launch'", "looks like “launch” (CLIP 0.27)"]);
      expect(astronaut.score).toBeGreaterThan(wordsOnly.results.find((r) => r.name === "IMG_0001.jpg")!.score);
    } finally {
      store.close();
    }
  });

  it("shows a photo's current row after the table moved it (an update, a compaction) since the index read it", async () => {
    const store = await PhotoStore.open(`${service.libraryDir}/db`);
    try {
      const index = new LibraryIndex();
      await index.refresh(indexSource(store, null, NO_ANALYSIS));
      const options: SearchOptions = { limit: 10, thumbnailUrl: (id) => id, visualAvailable: false, retrieval: { index, fullText: async () => [] } };
      const july = async () => (await runSearch(store, parseQuery("photos from July 2024", new Date(2026, 10, 22)), options)).results.map((r) => [r.name, r.width]);
      const before = await july();
      expect(before.map(([name]) => name)).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
      // Shown rows are taken by the addresses the index read.
      expect(index.rowId(index.number((await store.photos.query().where("name = 'IMG_0001.jpg'").select(["id"]).toArray())[0].id)!)).not.toBeNull();
      // An update writes the row anew: its old address finds nothing, and it is looked up by id.
      await store.photos.update({ where: "name = 'IMG_0001.jpg'", values: { width: 1234 } });
      expect(await july()).toEqual([["IMG_0001.jpg", 1234], before[1]]);
      // A compaction moves every row.
      await store.photos.optimize();
      expect(await july()).toEqual([["IMG_0001.jpg", 1234], before[1]]);
      await store.photos.update({ where: "name = 'IMG_0001.jpg'", values: { width: before[0]![1] as number } });
    } finally {
      store.close();
    }
  });

  it("reads full-text hits as photo numbers: one word by row address alone, several words with the text to tell them apart", async () => {
    const store = await PhotoStore.open(`${service.libraryDir}/db`);
    try {
      const index = new LibraryIndex();
      await index.refresh(indexSource(store, null, NO_ANALYSIS));
      const name = (n: number) => index.facts(n)!.path.split("/").pop();
      const launch = await searchWords(store, index, ["launch"], [], 10);
      expect(launch.map((h) => [name(h.n), h.matched])).toEqual([["IMG_0001.jpg", [true]]]);
      const two = await searchWords(store, index, ["launch", "trip"], [], 10);
      expect(Object.fromEntries(two.map((h) => [name(h.n), h.matched]))).toMatchObject({ "IMG_0001.jpg": [true, false], "IMG_0003.jpg": [false, true] });
      // Words an LLM added widen the search and raise the score; they are never matched words.
      const widened = await searchWords(store, index, ["launch"], ["trip"], 10);
      expect(widened.map((h) => name(h.n)).sort()).toEqual(expect.arrayContaining(["IMG_0001.jpg", "IMG_0003.jpg"]));
      expect(widened.every((h) => h.matched.length === 1)).toBe(true);
      // A row rewritten since the index read the store has an address it does not know: still found.
      await store.photos.update({ where: "name = 'IMG_0001.jpg'", valuesSql: { width: "width" } });
      expect((await searchWords(store, index, ["launch"], [], 10)).map((h) => name(h.n))).toEqual(["IMG_0001.jpg"]);
    } finally {
      store.close();
    }
  });

  it("respects the limit, says how many more there are, and pages through every one of them in the answer's order", async () => {
    const all = await service.handlers.search({ query: "", limit: 1000 });
    expect(all.more).toBe(0);
    const first = await service.handlers.search({ query: "", limit: 3 });
    expect(first.results).toHaveLength(3);
    expect(first).toMatchObject({ total: all.total, more: all.total - 3 });
    const seen = first.results.map((r) => r.id);
    while (seen.length < first.total) {
      const page = await service.handlers.moreResults({ queryId: first.queryId, offset: seen.length, limit: 3 });
      expect(page.total).toBe(all.total);
      expect(page.results.length).toBeGreaterThan(0);
      seen.push(...page.results.map((r) => r.id));
    }
    expect(seen).toEqual(all.results.map((r) => r.id));
    expect((await service.handlers.moreResults({ queryId: first.queryId, offset: seen.length, limit: 3 })).results).toEqual([]);
  });

  it("reaches only the count asked for: “the first 2 photos from 2024” pages no further than two", async () => {
    expect((await search("photos from 2024")).total).toBe(3);
    const answer = await service.handlers.search({ query: "the first 2 photos from 2024", limit: 1 });
    expect(answer).toMatchObject({ total: 2, more: 1 });
    expect((await service.handlers.moreResults({ queryId: answer.queryId, offset: 1, limit: 50 })).results).toHaveLength(1);
    // With nothing else said, the first two of the whole library, oldest first.
    const oldest = await service.handlers.search({ query: "the first 2 photos", limit: 10 });
    expect(oldest.results).toHaveLength(2);
    expect(oldest.results[0]!.takenAt! <= oldest.results[1]!.takenAt!).toBe(true);
    // The message says the order asked for, never "your most recent photos".
    for (const [query, says] of [["the 2 oldest photos", "The first 2 photos"], ["my 2 newest pics", "The latest 2 photos"]] as const) {
      expect((await service.handlers.search({ query, limit: 10 })).message, query).toMatch(new RegExp(`^${says}\\b`));
    }
  });

  it("puts in order by when photos were taken: a file dated only by when it was copied is not 'the latest'", async () => {
    // hubble.jpg, large_coffee.jpg and the copies carry no date of their own: their file times are
    // when the fixtures were laid down, later than any photo was taken.
    const latest = await search("the latest photo");
    expect(latest.results.map((r) => r.name)).toEqual(["IMG_0100.jpg"]);
    const dir = tempDir("file-dated");
    for (const name of ["hubble.jpg", "large_coffee.jpg"]) fs.copyFileSync(path.join(PHOTOS, name), path.join(dir, name));
    fs.utimesSync(path.join(dir, "hubble.jpg"), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const undated = await indexedLibrary([dir]);
    try {
      // Where no photo says when it was taken, the files' times are all there is.
      expect((await undated.handlers.search({ query: "the latest photo", limit: 5 })).results.map((r) => r.name)).toEqual(["large_coffee.jpg"]);
    } finally {
      await closeAndDelete(undated, dir);
    }
  });

  it("answers the words as written when the parser fails on a sentence, and logs why", async () => {
    const parse = vi.spyOn(english, "parse").mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'word')");
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const answer = await search("the launch photos please");
      expect(answer.results.map((r) => r.name)).toEqual(["IMG_0001.jpg"]);
      expect(answer.interpretation.chips).toEqual([{ id: "word:launch", kind: "words", label: "launch", span: [4, 10], note: AS_WRITTEN_NOTE }]);
      expect(logged.mock.calls[0]?.[0]).toContain('the query parser failed on "the launch photos please"');
      // Nothing it can use is no answer, not a crash.
      expect((await search("the photos please")).interpretation.chips).toEqual([]);
    } finally {
      parse.mockRestore();
      logged.mockRestore();
    }
    expect((await search("photos from July 2024")).results).toHaveLength(2);
  });

  it("refuses a page of an answer it no longer remembers, saying what to do", async () => {
    await expect(service.handlers.moreResults({ queryId: "no-such-answer", offset: 0, limit: 10 })).rejects.toThrow("That answer is no longer remembered.");
  });
});

describe("searching an empty library", () => {
  it("says the library is empty and how to fill it", async () => {
    const service = await indexedLibrary([]);
    try {
      const answer = await service.handlers.search({ query: "July 2024", limit: 10 });
      expect(answer.results).toEqual([]);
      expect(answer.message).toMatch(/no photos yet.*Add a folder/);
    } finally {
      await closeAndDelete(service);
    }
  });
});

describe("searching while indexing runs", () => {
  it("says that more photos may match soon instead of a flat no", async () => {
    const dir = tempDir("store");
    const store = await PhotoStore.open(dir);
    try {
      const indexing = { state: "indexing" as const, folder: "/p", total: 300, done: 12, indexed: 12, unchanged: 0, failed: 0, unsupported: 0, moved: 0, removed: 0, currentFile: null, queued: 0, paused: false, ratePerSecond: 4, etaSeconds: 72, analysis: null };
      const retrieval = { index: new LibraryIndex(), fullText: async () => [] };
      const answer = await runSearch(store, parseQuery("July 2024", new Date(2026, 10, 22)), { limit: 10, thumbnailUrl: (id) => id, indexing, retrieval, visualAvailable: false });
      expect(answer.results).toEqual([]);
      expect(answer.message).toBe("Nothing is indexed yet. Indexing is still running (12 of 300 files), so more photos may match soon.");
    } finally {
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

async function searchWords(store: PhotoStore, index: LibraryIndex, words: string[], extra: string[], limit: number) {
  const { searchText } = await import("../index/fulltext");
  return searchText(store.photos, index, words, extra, limit);
}
