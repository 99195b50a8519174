import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { VectorLayer } from "../index/vectors/vector-layer";
import { PhotoStore } from "../store/store";
import { tempDir } from "../testing/fixtures";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { UNDATED_CHIP, dropChips } from "../query/plan";

const NOW = new Date(2026, 10, 22, 12);
// The copy LanceDB itself loads: an Arrow schema from the ESM copy fails its instanceof checks.
const { Field, FixedSizeList, Float32, Schema, Utf8 } = createRequire(import.meta.url)("apache-arrow") as typeof import("apache-arrow");

describe("retrieval over a large pool of word matches", () => {
  it("finds the nearest misses among the strongest photos outside the constraints, the only ones it scores", async () => {
    const lib = library();
    // 600 beach photos in Lisbon, none in Paris; one Paris photo with other words.
    for (let i = 0; i < 600; i++) lib.add(`b${i}`, { lat: 38.72, lon: -9.14, place: "Lisbon" }, { description: i < 5 ? "beach sunset" : "beach", keywords: i < 5 ? "sunset" : "" });
    lib.add("p", { lat: 48.86, lon: 2.35, place: "Paris" }, { description: "museum" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const plan = parseQuery("beach sunset in Paris", NOW, { ...index.parseContext() });
    expect(plan.places.map((p) => p.label)).toEqual(["Paris"]);
    const found = await retrieve(plan, { index, fullText: async () => [] });
    expect(found.passing).toEqual([]);
    // 600 photos reach the graph, more than are scored outside Paris: those that say both words must be among them.
    expect(found.near.map((c) => c.id).sort()).toEqual(["b0", "b1", "b2", "b3", "b4"]);
    expect(found.near.every((c) => c.failed.length === 1 && c.failed[0] === "not in Paris")).toBe(true);
  });
});

describe("retrieval over photos that only CLIP finds", () => {
  it("gives the same answer and misses without a candidate for every photo its looks alone cannot pass", async () => {
    const lib = library();
    // 400 photos of 2019; photo i looks like the query with similarity 0.10 + i/1000 (0.10–0.50).
    for (let i = 0; i < 400; i++) lib.add(`v${i}`, { taken_ms: Date.UTC(2019, 6, 1 + (i % 28)) }, { description: i % 50 === 0 ? "a kite" : "" });
    // Photos CLIP has not seen yet: no vector, so no similarity at all.
    for (let i = 0; i < 10; i++) lib.add(`unseen${i}`, { taken_ms: Date.UTC(2019, 7, 1) });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const dir = tempDir("lone-visual");
    const store = await PhotoStore.open(dir);
    try {
      const table = await store.table("clip", new Schema([new Field("id", new Utf8(), false), new Field("vector", new FixedSizeList(2, new Field("item", new Float32(), true)), false)]));
      await table.add(Array.from({ length: 400 }, (_, i) => ({ id: `v${i}`, vector: [0.1 + i / 1000, Math.sqrt(1 - (0.1 + i / 1000) ** 2)] })));
      const vectors = new VectorLayer(table, 2);
      await vectors.load();
      const plan = parseQuery("kite in 2019", NOW, { ...index.parseContext() });
      const deps = { index, fullText: async () => [], embed: async () => Float32Array.of(1, 0), vectors };
      const seen: string[] = [];
      // Asking to see every candidate turns the shortcut off: every photo scored CLIP gets one.
      const everyone = await retrieve(plan, { ...deps, onCandidate: (c) => seen.push(c.id) });
      const pruned = await retrieve(plan, deps);
      expect(seen).toHaveLength(400);
      const ids = (cs: Array<{ id: string; score: number }>) => cs.map((c) => `${c.id} ${c.score.toFixed(4)}`);
      expect(pruned.passing.length).toBeGreaterThan(50);
      expect(pruned.passing.length).toBeLessThan(400);
      expect(ids(pruned.passing)).toEqual(ids(everyone.passing));
      expect(ids(pruned.near)).toEqual(ids(everyone.near));
      expect(pruned.near.length).toBeGreaterThanOrEqual(6);
      // A photo without a vector is neither an answer nor a miss by its looks, and no score is NaN.
      expect([...pruned.passing, ...pruned.near].some((c) => c.id.startsWith("unseen"))).toBe(false);
      expect([...pruned.passing, ...pruned.near].every((c) => Number.isFinite(c.score))).toBe(true);
    } finally {
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("group photos without face detection", () => {
  it("counts three people named in a photo as a group, and two as none", async () => {
    const lib = library();
    lib.add("three", { people: "Leo\nAiko\nOmar" });
    lib.add("two", { people: "Leo\nAiko" });
    lib.add("alone", { people: "Leo" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    for (const query of ["group photos", "a group photo with Leo"]) {
      const found = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: async () => [] });
      expect(found.passing.map((c) => c.id)).toEqual(["three"]);
    }
  });

  it("counts someone a memory says is in a photo, once, beside those named in it", async () => {
    const lib = library();
    lib.add("told", {});
    lib.memories.push({ photo_id: "told", text: "Leo at the regatta" });
    lib.add("both", { people: "Leo" });
    lib.memories.push({ photo_id: "both", text: "Leo and Aiko at lunch" });
    lib.add("named", { people: "Aiko" });
    lib.add("view", {});
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const ask = async (query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
    expect(await ask("just one person")).toEqual(["named", "told"]);
    expect(await ask("two people")).toEqual(["both"]);
  });

  it("answers for a name it has never met, typed small, with nothing rather than the year's photos; and 'with someone' as one more person", async () => {
    const lib = library();
    lib.add("alone", { taken_ms: Date.UTC(2024, 5, 1, 9), people: "Leo" });
    lib.add("pair", { taken_ms: Date.UTC(2024, 5, 2, 9), people: "Leo\nAiko" });
    lib.add("view", { taken_ms: Date.UTC(2024, 5, 3, 9) });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const ask = async (query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
    expect(await ask("2024")).toEqual(["alone", "pair", "view"]);
    expect(await ask("priya 2024")).toEqual([]);
    expect(await ask("leo or priya")).toEqual(["alone", "pair"]);
    expect(await ask("leo with someone")).toEqual(["pair"]);
    expect(await ask("leo not alone")).toEqual(["pair"]);
  });

  it("finds the photos the camera gave no time, and only those, for 'no date' however said", async () => {
    const lib = library();
    lib.add("dated", { taken_ms: Date.UTC(2024, 5, 1, 9), people: "Leo" });
    lib.add("blank", { people: "Leo" });
    lib.add("saved", { taken_ms: Date.UTC(2026, 0, 5, 9), taken_source: "mtime" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const ask = async (query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
    for (const query of ["photos with no date", "undated", "pictures without a date", "the ones with the date missing"]) expect(await ask(query), query).toEqual(["blank", "saved"]);
    expect(await ask("undated photos of leo")).toEqual(["blank"]);
    const plan = parseQuery("undated", NOW, { ...index.parseContext() });
    expect(dropChips(plan, [UNDATED_CHIP]).undated).toBeUndefined();
  });

  it("answers 'group photos' in a place with none of three people honestly, not with the place's photos", async () => {
    const lib = library();
    lib.add("pair", { people: "Leo\nAiko", lat: 38.72, lon: -9.14, place: "Lisbon" });
    lib.add("view", { lat: 38.72, lon: -9.14, place: "Lisbon" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const plan = parseQuery("group photos from Lisbon", NOW, { ...index.parseContext() });
    expect(plan).toMatchObject({ group: true, words: [] });
    expect((await retrieve(plan, { index, fullText: async () => [] })).passing).toEqual([]);
  });
});

describe("words read in signs and receipts", () => {
  /** The photos a query passes in this library, by id. */
  async function asker(lib: ReturnType<typeof library>) {
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    return async (query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  }
  async function shopLibrary() {
    const lib = library();
    lib.add("bookshop", {}, { description: "BOOKSHOP" });
    lib.add("bakery", {}, { description: "BAKERY" });
    lib.add("receipt", {}, { description: "COFFEE 3.50 CAKE 4.20" });
    lib.add("son", {}, { description: "a page of words" });
    return asker(lib);
  }

  it("reads 'book shop' as a bookshop, and a photo with only one of the words as a miss", async () => {
    const ask = await shopLibrary();
    expect(await ask("book shop")).toEqual(["bookshop"]);
    expect(await ask("the bakery shop")).toEqual(["bakery"]);
    expect(await ask("shop")).toEqual(["bakery", "bookshop"]);
  });

  it("reads 'the place selling books' as the bookshop: a word too general to name a thing, and what was done, need no photo of their own", async () => {
    const lib = library();
    lib.add("bookshop", {}, { description: "BOOKSHOP" });
    lib.add("market", {}, { description: "MERCADO" });
    lib.add("bakery", {}, { description: "BAKERY" });
    const ask = await asker(lib);
    // "selling" is explained, by the market ("a place where goods are sold"), but the market has no books.
    expect(await ask("the place selling books")).toEqual(["bookshop"]);
    expect(await ask("the place selling bread")).toEqual(["bakery"]);
    // A general word beside nothing found is still needed: no photo answers "the place".
    expect(await ask("the place")).toEqual([]);
  });

  it("finds a sign abroad by what it says in English, and says what it read", async () => {
    const lib = library();
    for (const [id, sign] of [["farmacia", "FARMACIA"], ["taqueria", "Taquería El Güero"], ["gelato", "GELATO"], ["biblioteca", "BIBLIOTECA"], ["station", "STATION"]]) {
      lib.add(id!, {});
      lib.read(id!, sign!);
    }
    const ask = await asker(lib);
    expect(await ask("pharmacy")).toEqual(["farmacia"]);
    // Through WordNet, as any English word: a drugstore is a pharmacy.
    expect(await ask("the drugstore")).toEqual(["farmacia"]);
    expect(await ask("tacos")).toEqual(["taqueria"]);
    expect(await ask("ice cream")).toEqual(["gelato"]);
    expect(await ask("library")).toEqual(["biblioteca"]);
    expect(await ask("farmacia")).toEqual(["farmacia"]);
    // A sign word of another language asked for finds the signs that say the same.
    expect(await ask("gelateria")).toEqual(["gelato"]);
    expect(await ask("apotheke")).toEqual(["farmacia"]);
    expect(await ask("hospital")).toEqual([]);
    // A thing named in two words means what the two do together, not what each means alone:
    // "boarding" is no library (to board → a room → a library), "pass" no walk.
    lib.add("walk", {}, { description: "our evening walk to the library" });
    const again = await asker(lib);
    expect(await again("boarding pass")).toEqual([]);
    expect(await again("pizzeria")).toEqual([]);
    // A translation is reached by its words and their synonyms, not by a looser sense (a library is a
    // kind of room): a caption that says "library" is, the sign that only means it is not.
    expect(await again("room")).toEqual(["walk"]);
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const found = (await retrieve(parseQuery("pharmacy", NOW, index.parseContext()), { index, fullText: async () => [] })).passing[0]!.found[0];
    expect(found).toMatchObject({ source: "text", label: "FARMACIA (pharmacy)" });
  });

  it("finds a sign by what its name says it sells, though the sign never says the word", async () => {
    const lib = library();
    lib.add("pizzeria", {}, { description: "PIZZERIA DA MARIO" });
    lib.add("bakery", {}, { description: "BAKERY" });
    lib.add("florist", {}, { description: "FLORIST" });
    lib.add("receipt", {}, { description: "TOTAL 4.20" });
    const ask = await asker(lib);
    expect(await ask("pizza")).toEqual(["pizzeria"]);
    expect(await ask("bread shop")).toEqual(["bakery"]);
    expect(await ask("flower shop")).toEqual(["florist"]);
    // A shop's sign says what the shop sells: "a shop where flowers … are sold".
    expect(await ask("flowers")).toEqual(["florist"]);
    expect(await ask("bread")).toEqual(["bakery"]);
    expect(await ask("sushi")).toEqual([]);
    // No video in the library: "movie" is the cinema's sign, not videos there are none of.
    lib.add("cinema", {}, { description: "CINEMA PARADISO" });
    expect(await (await asker(lib))("movie")).toEqual(["cinema"]);
  });

  it("does not read a word of a place's name in a memory as the thing the word names", async () => {
    const lib = library();
    lib.add("kwame", { lat: -33.92, lon: 18.42, place: "Cape Town" });
    lib.memories.push({ photo_id: "kwame", text: "this is Kwame at the picnic before our Cape Town trip" });
    const ask = await asker(lib);
    // A market is "an area in a town where a public mercantile establishment is set up": no town was written of here.
    expect(await ask("market")).toEqual([]);
    expect(await ask("picnic")).toEqual(["kwame"]);
  });

  it("does not reach a person's name by what a word means: 'lions' is no Leo, though a Leo is a lion in WordNet", async () => {
    const lib = library();
    lib.add("leo", { people: "Leo" });
    lib.add("zoo", {}, { description: "LIONS ENCLOSURE" });
    const ask = await asker(lib);
    expect(await ask("the lions")).toEqual(["zoo"]);
    expect(await ask("leo")).toEqual(["leo"]);
  });

  it("does not take one dictionary word for another a letter away, nor a common word for a proper name's sense", async () => {
    const ask = await shopLibrary();
    // "lake" is no misread "cake"; a typo that is no word still finds what it is a slip of.
    expect(await ask("lake")).toEqual([]);
    expect(await ask("bakrey")).toEqual(["bakery"]);
    // "son" is also the Word (the Logos) in WordNet: not "words" written on a page.
    expect(await ask("son")).toEqual([]);
  });
});

describe("signs and the paper a photo reads", () => {
  it("finds signs by their writing, but a receipt has writing without being a sign", async () => {
    const lib = library();
    lib.add("sign", {});
    lib.add("receipt", {});
    lib.add("plain", {});
    const ocr: Record<string, string> = { sign: "FARMACIA", receipt: "CAFE CENTRAL\nCOFFEE 3.50\nCAKE 4.20\nTOTAL 7.70" };
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, analysis: async () => Object.entries(ocr).map(([id, text]) => ({ id, tags: "[]", ocr_text: text, faces: null, version: "1" })) });
    const ask = async (query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
    expect(await ask("the sign")).toEqual(["sign"]);
    expect(await ask("photos with writing")).toEqual(["receipt", "sign"]);
    expect(await ask("everything but signs")).toEqual(["plain", "receipt"]);
  });
});

describe("retrieval of what someone was doing", () => {
  it("leaves out a doing word nothing says where another word is found, but not beside a person alone", async () => {
    const lib = library();
    lib.add("gate", { taken_ms: Date.UTC(2024, 5, 1, 9) });
    lib.memories.push({ photo_id: "gate", text: "at the airport before our Lisbon trip" });
    lib.add("leo", { taken_ms: Date.UTC(2024, 5, 2, 9), people: "Leo" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const ask = async (query: string) => {
      const plan = parseQuery(query, NOW, index.parseContext());
      const found = await retrieve(plan, { index, fullText: async () => [] });
      return { plan, ids: found.passing.map((c) => c.id), dropped: found.dropped };
    };
    // A flight is "a scheduled trip by plane between designated airports".
    const waiting = await ask("waiting for our flight");
    expect(waiting.plan.doing).toEqual(["waiting"]);
    expect(waiting.ids).toEqual(["gate"]);
    expect(waiting.dropped).toEqual(["waiting"]);
    // "Leo swimming": a person names no occasion; nothing says swimming, so no photo.
    expect((await ask("Leo swimming")).ids).toEqual([]);
  });
});
