import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { tempDir } from "../testing/fixtures";
import { library } from "../testing/memory-library";
import { indexSnapshots } from "./index-snapshot";
import { LibraryIndex, type IndexSource } from "./library-index";

const DAY = 86_400_000;

/** A small library with something of every kind the index keeps: places, people, times and none, copies, an event, text read, a memory. */
function sampleLibrary() {
  const lib = library();
  lib.add("lisbon", { taken_ms: Date.UTC(2024, 4, 3), lat: 38.72, lon: -9.14, place: "Lisbon", region: "Lisboa", country: "Portugal", country_code: "PT", region_code: "PT-11", event_id: "e1", people: "Leo\nAna" }, { rel_dir: "2024/Lisbon trip" });
  lib.add("tram", { taken_ms: Date.UTC(2024, 4, 4), event_id: "e1", dup_group: "g1" }, { description: "tram 28 up the hill" });
  lib.add("tram-copy", { taken_ms: Date.UTC(2024, 4, 4), event_id: "e1", dup_group: "g1", path: "/p/tram (copy).jpg" });
  lib.add("sydney", { taken_ms: Date.UTC(2023, 0, 3), lat: -33.87, lon: 151.21, place: "Sydney", country: "Australia", country_code: "AU" });
  lib.add("placed", { lat: 48.85, lon: 2.35, place: "Paris", country: "France" });
  lib.add("nowhere", { taken_ms: Date.UTC(2022, 6, 1), taken_source: "mtime", kind: "screenshot" }, { keywords: "receipt\nikea" });
  lib.add("neither", { people: "Leo" });
  lib.read("nowhere", "TOTAL 12.50\nVAT 2.10\nthank you");
  lib.memories.push({ photo_id: "tram", text: "my birthday is 14 March" });
  return lib;
}

/** The source with its state kept in `file` under table version `version`, counting how often it reads the rows. */
function keeping(source: IndexSource, file: string, version: { at: number }) {
  const reads = { rows: 0, texts: 0 };
  const kept: IndexSource = { ...source, photos: async () => (reads.rows++, source.photos()), texts: async () => (reads.texts++, source.texts()), snapshots: indexSnapshots(file, async () => version.at) };
  return { source: kept, reads };
}

/** The graph's file beside the state's. */
const linksOf = (file: string) => file.replace(/\.v8$/, ".links.v8");

/** What a search asks of the index, as plain data to compare two indexes by. */
function answers(index: LibraryIndex) {
  const ids = (set: Iterable<number>) => [...set].map((n) => index.idOf(n)).sort();
  const { people, places, years, southOfEquator, birthday } = index.parseContext();
  return {
    size: index.size,
    facts: index.all().map((n) => index.facts(n)),
    numbers: ["lisbon", "tram", "neither", "missing"].map((id) => index.number(id)),
    rows: index.all().map((n) => index.rowId(n)),
    context: { people, places, years, southOfEquator, birthday },
    kinds: (["receipt", "screenshot", "video"] as const).map((k) => index.parseContext().hasKind(k)),
    may2024: ids(index.spaceTime.query({ times: [[Date.UTC(2024, 4, 1), Date.UTC(2024, 4, 1) + 30 * DAY]] })!.ids),
    nearLisbon: ids(index.spaceTime.query({ boxes: [{ latMin: 38, latMax: 39, lonMin: -10, lonMax: -9 }] })!.ids),
    named: ids(index.photosNamed("lisbon")),
    leo: ids(index.photosOf("Leo")),
    portugal: ids(index.photosWithin({ countries: ["PT"] })),
    copies: index.copies("g1"),
    graph: [...index.graph.gather(["tram", "ikea", "leo", "lisbon", "birthday"], { delta: 0.8 }).keys()].map((n) => index.idOf(n)).sort(),
    // Hits with their scores and reasons, by photo id (numbers differ once photos come and go).
    hits: [...index.graph.gather(["tram", "ikea", "leo", "lisbon", "birthday", "trip", "thank"], { delta: 0.7 })].map(([n, hit]) => [index.idOf(n), hit] as const).sort((a, b) => a[0]!.localeCompare(b[0]!)),
    vocabulary: index.graph.vocabulary(new Set(["person", "place", "folder", "tag", "caption", "text", "memory"])).sort((a, b) => a.label.localeCompare(b.label) || a.kind.localeCompare(b.kind)),
    known: ["tram", "receipt", "hill", "nothing", "parents"].map((w) => index.graph.knows(w)),
  };
}

describe("the index's saved state", () => {
  const dir = tempDir("index-snapshot");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("gives a reopened library the answers of one built from its rows, without reading the rows", async () => {
    const lib = sampleLibrary();
    const version = { at: 3 };
    const file = path.join(dir, "cache", "same.v8");
    const built = new LibraryIndex();
    await built.refresh(keeping(lib.source, file, version).source);
    expect(fs.existsSync(file)).toBe(true);
    await built.graphReady;
    await built.saved;
    expect(fs.existsSync(linksOf(file))).toBe(true);
    const reopened = new LibraryIndex();
    const { source, reads } = keeping(lib.source, file, version);
    await reopened.refresh(source);
    // Neither the rows nor the texts: the graph is read back too.
    expect(reads).toEqual({ rows: 0, texts: 0 });
    expect(answers(reopened)).toEqual(answers(built));
    expect(answers(reopened)).toEqual(answers(await fresh(lib.source)));
  });

  /** The sample library indexed in the background under table version `at`, its state and graph saved in `name`. */
  async function savedBehind(name: string, at: number) {
    const lib = sampleLibrary();
    const version = { at };
    const file = path.join(dir, "cache", name);
    const built = new LibraryIndex();
    await built.refresh(keeping(lib.source, file, version).source, { background: true });
    await built.saved;
    return { lib, version, file, built };
  }

  it("reads the graph back behind the first answers when a large library's refresh runs in the background, and links the photos when its file is missing, damaged or written for other rows", async () => {
    const { lib, version, file, built } = await savedBehind("behind.v8", 5);
    const good = fs.readFileSync(linksOf(file));
    const other = sampleLibrary();
    other.add("extra", { taken_ms: Date.UTC(2021, 1, 1) }, { keywords: "lighthouse" });
    const otherFile = path.join(dir, "cache", "other.v8");
    const otherIndex = new LibraryIndex();
    await otherIndex.refresh(keeping(other.source, otherFile, version).source);
    await otherIndex.saved;
    // Missing, empty, torn (as a kill mid-write without the rename would leave it), foreign, and a whole graph of other rows.
    for (const bad of ["good", null, Buffer.alloc(0), good.subarray(0, good.length >> 1), Buffer.from("not a graph"), fs.readFileSync(linksOf(otherFile))]) {
      if (bad === null) fs.rmSync(linksOf(file));
      else fs.writeFileSync(linksOf(file), bad === "good" ? good : bad);
      const { source, reads } = keeping(lib.source, file, version);
      const index = new LibraryIndex();
      await index.refresh(source, { background: true });
      await index.graphReady;
      expect(reads).toEqual({ rows: 0, texts: bad === "good" ? 0 : 1 });
      expect(answers(index)).toEqual(answers(built));
      await index.saved;
      expect(fs.readFileSync(linksOf(file)).equals(good)).toBe(true);
    }
  });

  it("reads the graph back only once the queries under way have answered", async () => {
    const { lib, version, file, built } = await savedBehind("waits.v8", 6);
    const index = new LibraryIndex();
    let answer!: () => void;
    // A query that starts as the facts come in and answers only when told to.
    const query = index.answering(() => new Promise<void>((resolve) => (answer = resolve)));
    await index.refresh(keeping(lib.source, file, version).source, { background: true });
    let ready = false;
    void index.graphReady.then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([ready, index.graph.knows("tram")]).toEqual([false, false]);
    answer();
    await query;
    await index.graphReady;
    expect(answers(index)).toEqual(answers(built));
  });

  it("links the photos again when the graph's file is missing or damaged, and saves it", async () => {
    const lib = sampleLibrary();
    const version = { at: 4 };
    const file = path.join(dir, "cache", "links.v8");
    const built = new LibraryIndex();
    await built.refresh(keeping(lib.source, file, version).source);
    await built.graphReady;
    await built.saved;
    const good = fs.readFileSync(linksOf(file));
    for (const bad of [null, Buffer.from("not a graph"), good.subarray(0, good.length >> 1)]) {
      if (bad) fs.writeFileSync(linksOf(file), bad);
      else fs.rmSync(linksOf(file));
      const { source, reads } = keeping(lib.source, file, version);
      const index = new LibraryIndex();
      await index.refresh(source);
      expect(reads).toEqual({ rows: 0, texts: 1 });
      expect(answers(index)).toEqual(answers(built));
      await index.graphReady;
      await index.saved;
      expect(fs.readFileSync(linksOf(file)).equals(good)).toBe(true);
    }
  });

  it("keeps a reopened index up to date as photos change, come and go", async () => {
    const lib = sampleLibrary();
    const version = { at: 1 };
    const file = path.join(dir, "cache", "changes.v8");
    await new LibraryIndex().refresh(keeping(lib.source, file, version).source);
    const reopened = new LibraryIndex();
    await reopened.refresh(keeping(lib.source, file, version).source);
    Object.assign(lib.photos[0]!, { lat: -33.8, lon: 151.2, place: "Sydney", region: null, country: "Australia", country_code: "AU", region_code: null, indexed_at: "2" });
    lib.photos.splice(1, 1);
    lib.texts.splice(1, 1);
    lib.add("new", { taken_ms: Date.UTC(2024, 4, 5), place: "Porto", people: "Ana" }, { keywords: "bridge" });
    version.at = 2;
    expect(await reopened.refresh(keeping(lib.source, file, version).source)).toEqual({ changed: 2, removed: 1 });
    const { facts: reopenedFacts, ...reopenedRest } = answers(reopened);
    const { facts: freshFacts, ...freshRest } = answers(await fresh(lib.source));
    // Numbers differ (the removed photo keeps its slot), the facts and answers do not.
    expect(reopenedFacts.sort((a, b) => a!.id.localeCompare(b!.id))).toEqual(freshFacts.sort((a, b) => a!.id.localeCompare(b!.id)));
    expect({ ...reopenedRest, numbers: null, rows: null }).toEqual({ ...freshRest, numbers: null, rows: null });
    // That refresh saved the new state, which the next start reads.
    await reopened.graphReady;
    await reopened.saved;
    const again = new LibraryIndex();
    const { source, reads } = keeping(lib.source, file, version);
    await again.refresh(source);
    expect(reads).toEqual({ rows: 0, texts: 0 });
    expect(answers(again)).toEqual(answers(reopened));
    // And goes on from there as a built index does: a memory told changes the graph and the state.
    lib.memories.push({ photo_id: "sydney", text: "the harbour bridge at dawn" });
    await again.refresh(keeping(lib.source, file, version).source);
    const { facts: againFacts, ...againRest } = answers(again);
    const { facts: builtFacts, ...builtRest } = answers(await fresh(lib.source));
    expect(againFacts.sort((a, b) => a!.id.localeCompare(b!.id))).toEqual(builtFacts.sort((a, b) => a!.id.localeCompare(b!.id)));
    expect({ ...againRest, numbers: null, rows: null }).toEqual({ ...builtRest, numbers: null, rows: null });
    expect(again.graph.knows("harbour")).toBe(true);
  });

  it("writes a graph save the ration put off once asked to be saved, so the next start still reads it back", async () => {
    const lib = sampleLibrary();
    const version = { at: 7 };
    const file = path.join(dir, "cache", "rationed.v8");
    // Every graph save looks slow, as on a loaded machine: the next, a moment later, is put off.
    let clock = 0;
    const slow = vi.spyOn(performance, "now").mockImplementation(() => (clock += 100));
    try {
      const index = new LibraryIndex();
      await index.refresh(keeping(lib.source, file, version).source);
      await index.saved;
      const first = fs.readFileSync(linksOf(file));
      lib.memories.push({ photo_id: "sydney", text: "the harbour bridge at dawn" });
      version.at = 8;
      await index.refresh(keeping(lib.source, file, version).source);
      await index.graphReady;
      // Put off: the graph on disk is still the first refresh's.
      expect(fs.readFileSync(linksOf(file)).equals(first)).toBe(true);
      await index.saved;
      expect(fs.readFileSync(linksOf(file)).equals(first)).toBe(false);
    } finally {
      slow.mockRestore();
    }
    const { source, reads } = keeping(lib.source, file, version);
    const again = new LibraryIndex();
    await again.refresh(source);
    expect(reads).toEqual({ rows: 0, texts: 0 });
    expect(again.graph.knows("harbour")).toBe(true);
  });

  it("is not read once the table or anything else the facts come from changed", async () => {
    const lib = sampleLibrary();
    const version = { at: 5 };
    const file = path.join(dir, "cache", "stale.v8");
    await new LibraryIndex().refresh(keeping(lib.source, file, version).source);
    version.at = 6;
    const later = keeping(lib.source, file, version);
    await new LibraryIndex().refresh(later.source);
    expect(later.reads.rows).toBe(1);
    lib.memories.push({ photo_id: "lisbon", text: "the day we met Ana's parents" });
    const told = keeping(lib.source, file, version);
    const index = new LibraryIndex();
    await index.refresh(told.source);
    expect(told.reads.rows).toBe(1);
    expect(answers(index)).toEqual(answers(await fresh(lib.source)));
  });

  it("ignores a damaged or foreign file, builds from the rows and saves a good one", async () => {
    const lib = sampleLibrary();
    const version = { at: 9 };
    const file = path.join(dir, "cache", "damaged.v8");
    await new LibraryIndex().refresh(keeping(lib.source, file, version).source);
    const good = fs.readFileSync(file);
    for (const bad of [Buffer.from("not a snapshot"), good.subarray(0, good.length >> 1)]) {
      fs.writeFileSync(file, bad);
      const { source, reads } = keeping(lib.source, file, version);
      const index = new LibraryIndex();
      await index.refresh(source);
      expect(reads.rows).toBe(1);
      expect(answers(index)).toEqual(answers(await fresh(lib.source)));
      expect(fs.readFileSync(file).equals(good)).toBe(true);
    }
  });
});

async function fresh(source: IndexSource): Promise<LibraryIndex> {
  const index = new LibraryIndex();
  await index.refresh(source);
  return index;
}
