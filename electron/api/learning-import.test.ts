import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "./dispatch";
import type { SearchAnswer } from "./contract";
import { openService, type RecollectService } from "./service";
import { EMPTY_PLAN } from "../query/plan";
import { LEARNING_LIMITS } from "../learn/learning-limits";
import { closeAndDelete, indexedLibrary, NO_MODELS, PHOTOS, ROOT, tempDir } from "../testing/fixtures";
import { personalAlbumForTests } from "../testing/personal-album";

const BIN = path.join(ROOT, "bin", "recollect.mjs");

describe("importing a learning file", () => {
  let service: RecollectService;
  let exported: Record<string, unknown>;

  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
    const answer = await call(service.handlers, "search", { query: "launch pad", limit: 5 });
    await call(service.handlers, "feedback", { queryId: answer.queryId, photoId: answer.results[0]!.id, verdict: "good" });
    exported = (await call(service.handlers, "exportLearning", {})).document;
    await call(service.handlers, "resetLearning", { confirm: true });
  }, 60_000);
  afterAll(async () => {
    await closeAndDelete(service);
  });

  it("refuses a stored plan with a field of the wrong type, whole, and search goes on working", async () => {
    for (const [field, value] of [["aliased", 5], ["relationWords", 7], ["places", [{ label: 3 }]]] as const) {
      const bad = structuredClone(exported) as { searches: Array<{ plan: Record<string, unknown> }> };
      bad.searches[0]!.plan[field] = value;
      await expect(call(service.handlers, "importLearning", { document: bad })).rejects.toMatchObject({
        code: "invalid_input",
        message: expect.stringMatching(new RegExp(`damaged: searches\\.0\\.plan\\.${field}`)),
      });
    }
    expect(await call(service.handlers, "learning", {})).toMatchObject({ searches: 0, corrections: 0 });
    expect((await call(service.handlers, "search", { query: "launch pad", limit: 5 })).results.length).toBeGreaterThan(0);
  });

  it("finishes on the next open an import that a crash cut short", async () => {
    const libraryDir = service.libraryDir;
    await service.close();
    // What a kill between checking the file and storing its rows leaves beside the library.
    fs.writeFileSync(path.join(libraryDir, "learning-import.json"), JSON.stringify(exported));
    service = await openService({ libraryDir, shell: "cli", analysis: { modelsDir: NO_MODELS } });
    expect(await call(service.handlers, "learning", {})).toMatchObject({ corrections: 1 });
    expect(fs.existsSync(path.join(libraryDir, "learning-import.json"))).toBe(false);
  });
});

describe.runIf(process.platform !== "win32")("`recollect learning import` from something that is not a file", () => {
  const dir = tempDir("import-pipe");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("refuses a named pipe at once instead of waiting on it for ever", () => {
    const pipe = path.join(dir, "learning.json");
    execFileSync("mkfifo", [pipe]);
    const run = spawnSync(process.execPath, [BIN, "--library", path.join(dir, "library"), "learning", "import", pipe], { encoding: "utf8", timeout: 60_000 });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("Not a regular file (a named pipe)");
  });
});

describe("a learning file cannot take the app down", () => {
  let service: RecollectService;
  let file: { format: string; version: number; exportedAt: string; searches: Array<Record<string, unknown>>; corrections: unknown[]; suggestionClicks: unknown[] };

  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
    await call(service.handlers, "search", { query: "launch pad", limit: 5 });
    file = (await call(service.handlers, "exportLearning", {})).document as typeof file;
    await call(service.handlers, "resetLearning", { confirm: true });
  }, 60_000);
  afterAll(async () => {
    await closeAndDelete(service);
  });

  const smartAlbums = (n: number) => Array.from({ length: n }, (_, i) => ({ id: randomUUID(), name: `Beaches ${i}`, kind: "smart", photoIds: [], query: "beach", createdAt: "2025-01-01T00:00:00.000Z" }));
  const importing = (document: unknown) => call(service.handlers, "importLearning", { document });
  const nothingImported = async () => {
    expect(await call(service.handlers, "learning", {})).toMatchObject({ searches: 0, corrections: 0 });
    expect((await call(service.handlers, "collections", {})).albums).toEqual([]);
  };

  it("refuses 5,000 smart albums whole, saying which limit refused them", async () => {
    await expect(importing({ ...file, collections: { favourites: [], albums: smartAlbums(5000) } })).rejects.toMatchObject({
      code: "invalid_input",
      message: expect.stringMatching(/5,000 smart albums; at most 1,000 smart albums are kept.*Nothing was imported\.$/),
    });
    await nothingImported();
  });

  it("refuses a file past any of its counts or sizes, naming the one", async () => {
    const search = file.searches[0]!;
    const good = (key: string, photo: string) => ({ id: randomUUID(), query_key: key, query: key, photo_id: photo, verdict: "good", other_id: "", evidence: "", at: "2025-01-01T00:00:00.000Z", undone: false });
    const cases: Array<[unknown, RegExp]> = [
      [{ ...file, searches: Array.from({ length: LEARNING_LIMITS.searches + 1 }, () => search) }, /40,001 searches; at most 40,000/],
      [{ ...file, corrections: Array.from({ length: LEARNING_LIMITS.corrections + 1 }, (_, i) => good(`q${i}`, "a")) }, /20,001 corrections; at most 20,000/],
      [{ ...file, suggestionClicks: Array.from({ length: LEARNING_LIMITS.suggestionClicks + 1 }, () => ({ text: "beach", aspect: "text", photo_id: "a", at: "2025-01-01T00:00:00.000Z" })) }, /20,001 suggestion clicks/],
      // Each search with two photos marked right can teach a name.
      [{ ...file, corrections: Array.from({ length: LEARNING_LIMITS.teachingSearches + 1 }, (_, i) => [good(`q${i}`, "a"), good(`q${i}`, "b")]).flat() }, /1,001 searches with two or more photos marked right/],
      [{ ...file, searches: [{ ...search, query: "x".repeat(6000) }] }, /searches\.0\.query is longer than 5000 characters/],
      [`${JSON.stringify(file)}${" ".repeat(LEARNING_LIMITS.bytes)}`, /33 MB; at most 32 MB/],
    ];
    for (const [document, message] of cases) await expect(importing(document)).rejects.toMatchObject({ code: "invalid_input", message: expect.stringMatching(message) });
    await nothingImported();
  });

  it("keeps at most 1,000 smart albums, counting those already here", async () => {
    const mine = await call(service.handlers, "createAlbum", { name: "Mine", query: "sunset" });
    await expect(importing({ ...file, collections: { favourites: [], albums: smartAlbums(1000) } })).rejects.toMatchObject({ message: expect.stringContaining("1,000 smart albums, which with the 1 here makes 1,001") });
    expect((await call(service.handlers, "learning", {})).searches).toBe(0);
    await call(service.handlers, "deleteAlbum", { id: mine.id });
  });

  it("with as many smart albums as a library keeps, listing them answers a moment's worth of their searches, and a search reads only the album it names", async () => {
    expect(await importing({ ...file, collections: { favourites: [], albums: smartAlbums(LEARNING_LIMITS.smartAlbums) } })).toMatchObject({ albums: 1000 });
    const answered = vi.spyOn(service.search, "collectionPhotos");
    const first = await call(service.handlers, "collections", {});
    const firstCounted = answered.mock.calls.map(([key]) => key);
    expect(first.albums).toHaveLength(1000);
    expect(firstCounted.length).toBeGreaterThan(0);
    expect(firstCounted.length).toBeLessThan(1000);
    expect(first.albums.filter((a) => a.photos !== null)).toHaveLength(firstCounted.length);
    // The next listing goes on with those not counted yet; the library has not changed, so the counted ones stand.
    answered.mockClear();
    const second = await call(service.handlers, "collections", {});
    const secondCounted = answered.mock.calls.map(([key]) => key);
    expect(secondCounted.length).toBeGreaterThan(0);
    expect(secondCounted.filter((key) => firstCounted.includes(key))).toEqual([]);
    expect(second.albums.filter((a) => a.photos !== null)).toHaveLength(firstCounted.length + secondCounted.length);
    answered.mockRestore();

    const named = await call(service.handlers, "search", { query: "launch pad in the album Beaches 7" });
    expect(named.interpretation.chips.filter((c) => c.kind === "album").map((c) => c.label)).toEqual(["Beaches 7"]);
  });
});

describe("an imported file cannot teach an alias that redefines a word or a name", () => {
  const suite = personalAlbumForTests();
  const files = (answer: SearchAnswer) => answer.results.map((r) => [...suite.idOf].find(([, id]) => id === r.id)?.[0]).sort();

  it("imports the file, but not “from” as Lisbon, a month, or a person's name; “photos from 2024” still means 2024", async () => {
    const before = files(await call(suite.service.handlers, "search", { query: "photos from 2024" }));
    const taught: Array<[string, string[], string[]]> = [
      ["photos from", ["from"], ["2023/lisbon-1.jpg", "Phone/PXL_20240406_1.jpg"]],
      ["march", ["march"], ["Phone/PXL_20220705.jpg", "Phone/PXL_20240715.jpg"]],
      ["maria", ["maria"], ["Phone/PXL_20220704.jpg", "Phone/PXL_20230710.jpg"]],
      ["our cabin", ["cabin"], ["Cottage/scan-1.jpg", "Cottage/scan-2.jpg"]],
    ];
    const at = (i: number) => `2025-01-0${i + 1}T10:00:00.000Z`;
    const document = {
      format: "recollect-learning",
      version: 2,
      exportedAt: at(8),
      searches: taught.map(([query, words], i) => ({ id: randomUUID(), query, key: query, plan: { ...EMPTY_PLAN, query, language: "en", words }, limit: 50, at: at(i) })),
      corrections: taught.flatMap(([query, , photos], i) => photos.map((photo) => ({ id: randomUUID(), query_key: query, query, photo_id: suite.idOf.get(photo)!, verdict: "good", other_id: "", evidence: "", at: at(i), undone: false }))),
      suggestionClicks: [],
    };
    const imported = await call(suite.service.handlers, "importLearning", { document });
    expect(imported).toMatchObject({ searches: 4, corrections: 8 });
    const after = await call(suite.service.handlers, "search", { query: "photos from 2024" });
    expect(after.interpretation.chips.map((c) => c.kind)).toEqual(["time"]);
    expect(files(after)).toEqual(before);
    expect(files(await call(suite.service.handlers, "search", { query: "Maria in Kyoto" }))).toEqual(["2024/kyoto-2.jpg"]);

    expect(imported.refusedAliases?.map((r) => [r.phrase, r.reason])).toEqual([
      ["from", expect.stringContaining("“from” is a word searches ask with")],
      ["march", expect.stringContaining("“march” is a word of time")],
      ["maria", "“maria” already names Maria"],
    ]);
    const learning = await call(suite.service.handlers, "learning", {});
    expect(learning.aliases.map((a) => [a.phrase, a.meaning])).toEqual([["cabin", "cottage"]]);
    expect(learning.refusedAliases.map((r) => r.phrase)).toEqual(["from", "march", "maria"]);
  });
});
