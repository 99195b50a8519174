import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../api/dispatch";
import type { SearchAnswer } from "../api/contract";
import type { RecollectService } from "../api/service";
import { closeAndDelete, reindex } from "../testing/fixtures";
import { indexedPersonalAlbum, PERSONAL_ALBUM } from "../testing/personal-album";
import { LEARNING_VERSION } from "./learning-file";

describe("learning from corrections", () => {
  let service: RecollectService;
  let album: string;
  let idOf: Map<string, string>;
  const fileOf = (id: string) => [...idOf].find(([, i]) => i === id)?.[0];

  beforeAll(async () => {
    ({ service, album, idOf } = await indexedPersonalAlbum());
    expect(idOf.size).toBe(PERSONAL_ALBUM.length);
  }, 60_000);
  afterAll(() => closeAndDelete(service, album));

  const search = (query: string, extra: { drop?: string[] } = {}) => call(service.handlers, "search", { query, ...extra });
  const files = (answer: SearchAnswer) => answer.results.map((r) => fileOf(r.id)).sort();
  const mark = (answer: SearchAnswer, file: string, verdict: "good" | "bad") => call(service.handlers, "feedback", { queryId: answer.queryId, photoId: idOf.get(file)!, verdict });

  it("learns who 'my son' is from two confirmed photos of different days, and reads it so in any later search", async () => {
    const before = await search("photos of my son");
    expect(before.rejected).toBe(true);
    // "Add the ones I missed": photos from the library, not from the answer.
    await mark(before, "2023/lisbon-1.jpg", "good");
    const taught = await mark(before, "2024/kyoto-1.jpg", "good");
    expect(taught.answer.results.map((r) => fileOf(r.id))).toEqual(expect.arrayContaining(["2023/lisbon-1.jpg", "2024/kyoto-1.jpg"]));

    const learning = await call(service.handlers, "learning", {});
    expect(learning.aliases).toEqual([{ phrase: "son", meaning: "Leo", kind: "person", learnedFrom: "photos of my son", confirmed: 2 }]);

    // A search never corrected: Leo's photos in Kyoto, including one the user never marked.
    const kyoto = await search("my son in Kyoto");
    expect(files(kyoto)).toEqual(["2024/kyoto-1.jpg", "2024/kyoto-3.jpg"]);
    expect(kyoto.interpretation.chips.map((c) => c.label)).toContain("son → Leo");
    // The reading is a chip like any other: removed, the alias is not applied.
    const chip = kyoto.interpretation.chips.find((c) => c.label === "son → Leo")!;
    expect((await search("my son in Kyoto", { drop: [chip.id] })).results.map((r) => fileOf(r.id))).not.toContain("2024/kyoto-3.jpg");
    // Correcting a search that reads the phrase through the alias goes on teaching it.
    await mark(kyoto, "2024/kyoto-3.jpg", "good");
    expect((await call(service.handlers, "learning", {})).aliases).toMatchObject([{ phrase: "son", meaning: "Leo", confirmed: 3 }]);
    // The search that taught it reads the same way now, and still carries its corrections.
    const again = await search("photos of my son");
    expect(files(again)).toEqual(["2023/lisbon-1.jpg", "2023/lisbon-2.jpg", "2024/kyoto-1.jpg", "2024/kyoto-3.jpg"]);
    expect(again.results.filter((r) => r.reasons.includes("you marked it right for this search"))).toHaveLength(2);
  });

  it("learns a place from photos of several visits, and a thing seen once only for searches that say it", async () => {
    const lake = await search("our lake house");
    for (const file of ["Phone/PXL_20220704.jpg", "Phone/PXL_20230710.jpg"]) await mark(lake, file, "good");
    const maria = await search("Maria at the lake house");
    expect(files(maria)).toEqual(["Phone/PXL_20220705.jpg"]);
    expect(maria.interpretation.chips.map((c) => c.label)).toContain("lake house → Hauho");

    const rug = await search("the rug I saw at the flea market");
    expect(rug.rejected).toBe(true);
    for (const file of ["Phone/PXL_20240406_1.jpg", "Phone/PXL_20240406_2.jpg"]) await mark(rug, file, "good");
    // One morning's photos say what the rug looked like, not that "rug" means Lisbon.
    expect((await call(service.handlers, "learning", {})).aliases.map((a) => a.phrase)).toEqual(["son", "lake house"]);
    const otherWords = await search("that flea market rug");
    expect(files(otherWords)).toEqual(["Phone/PXL_20240406_1.jpg", "Phone/PXL_20240406_2.jpg"]);
    expect(otherWords.results[0]!.reasons).toContain("you marked it right for “the rug I saw at the flea market”");
    expect(files(await search("the rug from the flea market in 2023"))).toEqual([]);
  });

  it("learns an entity too: the word of the folder the confirmed photos share", async () => {
    const cabin = await search("our cabin");
    expect(cabin.rejected).toBe(true);
    for (const file of ["Cottage/scan-1.jpg", "Cottage/scan-2.jpg"]) await mark(cabin, file, "good");
    const later = await search("the cabin in 1999");
    expect(files(later)).toEqual(["Cottage/scan-3.jpg"]);
    expect(later.interpretation.chips.map((c) => c.label)).toContain("cabin → cottage");
    expect((await call(service.handlers, "learning", {})).aliases).toContainEqual(expect.objectContaining({ phrase: "cabin", meaning: "cottage", kind: "thing" }));
  });

  it("never makes an unrelated search return a corrected photo", async () => {
    const unrelated = ["photos in Lisbon", "photos from April 2024", "Maria", "receipts", "sunset", "the market in Kyoto", "photos from 2022"];
    const before = await Promise.all(unrelated.map(async (q) => files(await search(q))));
    const chair = await search("the green chair");
    const corrected = idOf.get("Phone/PXL_20240406_1.jpg")!;
    await call(service.handlers, "feedback", { queryId: chair.queryId, photoId: corrected, verdict: "good" });
    await call(service.handlers, "feedback", { queryId: chair.queryId, photoId: idOf.get("2023/lisbon-3.jpg")!, verdict: "bad" });
    const after = await Promise.all(unrelated.map(async (q) => files(await search(q))));
    expect(after).toEqual(before);
    expect(before.some((answer) => answer.includes("Phone/PXL_20240406_1.jpg"))).toBe(true);
  });

  it("puts the photo the user preferred above the one it was preferred to", async () => {
    const lisbon = await search("photos in Lisbon");
    const order = lisbon.results.map((r) => r.id);
    const [first, , third] = order;
    const better = await call(service.handlers, "feedback", { queryId: lisbon.queryId, photoId: third!, verdict: "better", over: [first!] });
    const now = better.answer.results.map((r) => r.id);
    expect(now.indexOf(third!)).toBe(now.indexOf(first!) - 1);
    expect(better.answer.results.find((r) => r.id === third)!.reasons[0]).toBe("you preferred it to another result here");
    await expect(call(service.handlers, "feedback", { queryId: lisbon.queryId, photoId: third!, verdict: "better" })).rejects.toMatchObject({ code: "invalid_input" });
    // Undone, the order is as it was.
    const undone = await call(service.handlers, "undoFeedback", { feedbackId: better.feedbackId, queryId: lisbon.queryId });
    expect(undone.answer!.results.map((r) => r.id)).toEqual(order);
  });

  it("lists past searches newest first, each with its corrections", async () => {
    const history = await call(service.handlers, "history", { limit: 200 });
    expect(history.total).toBeGreaterThan(10);
    const rug = history.searches.find((s) => s.query === "the rug I saw at the flea market")!;
    expect(rug.corrections.map((c) => [c.verdict, fileOf(c.photoId)])).toEqual([["good", "Phone/PXL_20240406_2.jpg"], ["good", "Phone/PXL_20240406_1.jpg"]]);
    expect(rug.corrections[0]!.thumbnailUrl).toContain(rug.corrections[0]!.photoId);
    const times = history.searches.map((s) => s.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("keeps what it learned across a move and a re-index", async () => {
    fs.mkdirSync(path.join(album, "Sorted"), { recursive: true });
    fs.renameSync(path.join(album, "2024/kyoto-1.jpg"), path.join(album, "Sorted/kyoto-1.jpg"));
    fs.renameSync(path.join(album, "2024/kyoto-1.jpg.json"), path.join(album, "Sorted/kyoto-1.jpg.json"));
    await reindex(service);
    const answer = await search("photos of my son");
    const moved = answer.results.find((r) => r.id === idOf.get("2024/kyoto-1.jpg"));
    expect(moved?.path).toBe(path.join(album, "Sorted/kyoto-1.jpg"));
    expect(moved?.reasons).toContain("you marked it right for this search");
    expect((await call(service.handlers, "learning", {})).aliases.map((a) => a.phrase)).toEqual(["son", "lake house", "cabin"]);
  });

  it("turns personalization from similar searches off and on, as a setting kept with the library", async () => {
    const off = await call(service.handlers, "setPersonalize", { on: false });
    expect(off.personalize).toBe(false);
    expect((await search("that flea market rug")).rejected).toBe(true);
    // What the user said of this very search, and what the phrases mean, still hold.
    expect((await search("the rug I saw at the flea market")).results).toHaveLength(2);
    expect((await call(service.handlers, "setPersonalize", { on: true })).personalize).toBe(true);
    expect((await search("that flea market rug")).results).toHaveLength(2);
  });

  it("exports, resets and imports what it learned, and refuses a bad learning file whole, saying why", async () => {
    const exported = await call(service.handlers, "exportLearning", {});
    expect(exported.document).toMatchObject({ format: "recollect-learning", version: LEARNING_VERSION });
    expect(exported.corrections).toBeGreaterThan(5);

    await expect(call(service.handlers, "resetLearning", {} as never)).rejects.toMatchObject({ code: "invalid_input" });
    const reset = await call(service.handlers, "resetLearning", { confirm: true });
    expect(reset.corrections).toBe(exported.corrections);
    expect(await call(service.handlers, "learning", {})).toMatchObject({ searches: 0, corrections: 0, aliases: [] });
    expect((await search("my son in Kyoto")).rejected).toBe(true);

    const refused = async (document: unknown, message: RegExp) => {
      await expect(call(service.handlers, "importLearning", { document })).rejects.toMatchObject({ code: "invalid_input", message: expect.stringMatching(message) });
      expect((await call(service.handlers, "learning", {})).corrections).toBe(0);
    };
    await refused("{\"format\": \"recollect-learning\", \"vers", /not JSON, or it is cut short/);
    await refused({ hello: "world" }, /not a Recollect learning file/);
    await refused({ ...exported.document, version: LEARNING_VERSION + 1 }, new RegExp(`newer Recollect \\(format ${LEARNING_VERSION + 1}\\).*Update Recollect`));
    const damaged = structuredClone(exported.document) as { corrections: Array<{ verdict: string }> };
    damaged.corrections.at(-1)!.verdict = "maybe";
    await refused(damaged, /damaged: corrections\.\d+\.verdict/);

    const imported = await call(service.handlers, "importLearning", { document: JSON.stringify(exported.document) });
    expect(imported).toEqual({ searches: exported.searches, corrections: exported.corrections, suggestionClicks: 0, favourites: 0, albums: 0 });
    expect(files(await search("my son in Kyoto"))).toEqual(["2024/kyoto-1.jpg", "2024/kyoto-3.jpg"]);
    // Importing the same file again adds nothing.
    expect(await call(service.handlers, "importLearning", { document: exported.document })).toEqual({ searches: 0, corrections: 0, suggestionClicks: 0, favourites: 0, albums: 0 });
  });

  it("learns a relation from one day's photos, as a person only; other words need more than one day", async () => {
    await call(service.handlers, "addMemory", { photoIds: [idOf.get("2023/lisbon-3.jpg")!], text: "Maria by the river" });
    const sameDay = ["2023/lisbon-2.jpg", "2023/lisbon-3.jpg"];
    const bowl = await search("the blue bowl");
    for (const file of sameDay) await mark(bowl, file, "good");
    const wife = await search("photos of my wife");
    for (const file of sameDay) await mark(wife, file, "good");
    const aliases = (await call(service.handlers, "learning", {})).aliases;
    expect(aliases).toContainEqual(expect.objectContaining({ phrase: "wife", meaning: "Maria", kind: "person" }));
    expect(aliases.map((a) => a.phrase)).not.toContain("blue bowl");
    expect(files(await search("my wife in Kyoto"))).toEqual(["2024/kyoto-2.jpg"]);
  });
});
