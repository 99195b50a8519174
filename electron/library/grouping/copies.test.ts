import fs from "node:fs/promises";
import * as lancedb from "@lancedb/lancedb";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../../api/service";
import { closeAndDelete, indexedLibrary, PHOTOS, reindex, tempDir } from "../../testing/fixtures";
import { receipt } from "../../testing/near-copies";
import { PhotoStore, type PhotoRow } from "../../store/store";
import { nearCopyCandidates, pairKey } from "./duplicates";
import { popcount32 } from "../../../native/perceptual-hash";

// Two shops' receipts of one layout, as in the bug report (a Starbucks and a REWE receipt folded
// into one "+1"): these two hash 4 bits apart, which the hash alone takes for a copy.
const LIDL: Array<[string, number]> = [["COFFEE", 3.5], ["CAKE", 4.2], ["WATER", 2], ["BREAD", 1.99]];
const REWE: Array<[string, number]> = [["COFFEE", 2.9], ["CAKE", 3.8], ["WATER", 1.49], ["BREAD", 2.49]];

describe("copies that are copies", () => {
  let photos: string;
  let service: RecollectService;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    photos = tempDir("receipts");
    await sharp(Buffer.from(receipt("LIDL", LIDL, 11.69))).jpeg({ quality: 85 }).toFile(path.join(photos, "lidl.jpg"));
    await sharp(Buffer.from(receipt("REWE", REWE, 10.68))).jpeg({ quality: 85 }).toFile(path.join(photos, "rewe.jpg"));
    await sharp(path.join(photos, "lidl.jpg")).resize(240).jpeg({ quality: 60 }).toFile(path.join(photos, "lidl (small).jpg"));
    // A photo of a receipt on white, and the same re-saved at JPEG quality 45.
    await fs.copyFile(path.join(PHOTOS, "IMG_0100.jpg"), path.join(photos, "ikea.jpg"));
    await sharp(path.join(PHOTOS, "IMG_0100.jpg")).jpeg({ quality: 45 }).toFile(path.join(photos, "ikea (q45).jpg"));
    service = await indexedLibrary([photos]);
    for (const row of await service.store.groupingRows()) ids.set(path.basename(row.path), row.id);
  }, 60_000);
  afterAll(() => closeAndDelete(service, photos));

  it("keeps a Lidl and a REWE receipt apart though their perceptual hashes match, and folds a resized copy", async () => {
    const rows = await service.store.groupingRows();
    // The hash alone would fold the two shops: that is what the second look is for.
    expect(nearCopyCandidates(rows).map(([a, b]) => pairKey(a.id, b.id))).toContain(pairKey(ids.get("lidl.jpg")!, ids.get("rewe.jpg")!));
    const copies = await service.handlers.copies({ id: ids.get("lidl.jpg")! });
    expect(copies.photos.map((p) => p.name)).toEqual(["lidl.jpg", "lidl (small).jpg"]);
    expect((await service.handlers.copies({ id: ids.get("rewe.jpg")! })).photos).toEqual([]);
  });

  it("folds a heavy re-save of a receipt photo, though the re-save stirred its perceptual hash", async () => {
    const rows = new Map((await service.store.groupingRows()).map((r) => [path.basename(r.path), r]));
    const [page, resaved] = [rows.get("ikea.jpg")!, rows.get("ikea (q45).jpg")!];
    const apart = (a: string, b: string) => popcount32(parseInt(a.slice(0, 8), 16) ^ parseInt(b.slice(0, 8), 16)) + popcount32(parseInt(a.slice(8), 16) ^ parseInt(b.slice(8), 16));
    expect(apart(page.phash!, resaved.phash!)).toBeGreaterThan(4);
    expect(resaved.calm_hash).toBe(page.calm_hash);
    expect((await service.handlers.copies({ id: ids.get("ikea.jpg")! })).photos.map((p) => p.name)).toEqual(["ikea.jpg", "ikea (q45).jpg"]);
    // The receipts of one layout are still two pictures.
    expect((await service.handlers.copies({ id: ids.get("rewe.jpg")! })).photos).toEqual([]);
  });

  it("lets the user split a wrong fold, and the split holds through re-indexing", async () => {
    const small = ids.get("lidl (small).jpg")!;
    const left = await service.handlers.splitCopy({ id: small });
    expect(left.photos).toEqual([]);
    expect((await service.handlers.copies({ id: small })).photos).toEqual([]);
    await fs.utimes(path.join(photos, "lidl (small).jpg"), new Date(), new Date());
    await reindex(service);
    expect((await service.handlers.copies({ id: ids.get("lidl.jpg")! })).photos).toEqual([]);
    await expect(service.handlers.splitCopy({ id: small })).rejects.toThrow(/not folded with any other/);
  });
});

/** A photo's row as the store keeps it, with its perceptual and calm hashes. */
const photoRow = (id: string, calm: string | null): PhotoRow => ({
  id, path: `/photos/${id}.jpg`, folder: "/photos", rel_dir: "", name: `${id}.jpg`, kind: "photo", format: "jpeg", status: "indexed",
  bytes: 1000, mtime_ms: 0, quick_hash: id, content_hash: null, width: 800, height: 600, orientation: 1, duration_s: null,
  taken_at: null, taken_offset: null, taken_source: null, taken_ms: null, lat: null, lon: null,
  place: null, district: null, region: null, region_code: null, country: null, country_code: null, time_tags: "",
  camera: null, lens: null, title: null, description: null, keywords: "", people: "", sources: "{}",
  phash: "c080d0c000000000", calm_hash: calm, dup_group: null, burst_group: null, event_id: null, search_text: "", thumb: "", indexed_at: "2026-11-01T00:00:00",
});

describe("a library written by a newer Recollect", () => {
  it("is refused with a message and left as it is, not emptied to be indexed again", async () => {
    const dir = tempDir("newer-library");
    const store = await PhotoStore.open(dir);
    await store.insertPhotos([photoRow("p1", null)]);
    // A column a later version added at the end.
    await store.photos.addColumns([{ name: "from_the_future", valueSql: "CAST(NULL AS STRING)" }]);
    store.close();
    await expect(PhotoStore.open(dir)).rejects.toThrow(/newer version of Recollect wrote it \(its photos have from_the_future\)/);
    // Nothing was dropped: its photo and the newer column are still there.
    const photos = await (await lancedb.connect(dir)).openTable("photos");
    expect((await photos.schema()).fields.map((f) => f.name)).toContain("from_the_future");
    expect(await photos.countRows()).toBe(1);
    photos.close();
    await fs.rm(dir, { recursive: true, force: true });
  });
});

describe("a library indexed before the calm hash", () => {
  it("keeps its photos and gains the column empty, rather than being indexed again", async () => {
    const dir = tempDir("calm-hash-upgrade");
    const old = await PhotoStore.open(dir);
    await old.insertPhotos([photoRow("p1", "c080d08000000000")]);
    await old.photos.dropColumns(["calm_hash", "file_id"]);
    old.close();

    const upgraded = await PhotoStore.open(dir);
    expect(upgraded.rebuilt).toBe(false);
    await upgraded.insertPhotos([photoRow("p2", "c080d08000000000")]);
    const rows = new Map((await upgraded.groupingRows()).map((r) => [r.id, r]));
    expect([rows.get("p1")?.phash, rows.get("p1")?.calm_hash, rows.get("p2")?.calm_hash]).toEqual(["c080d0c000000000", null, "c080d08000000000"]);
    upgraded.close();
    // Opened again: nothing to add, nothing rebuilt.
    const again = await PhotoStore.open(dir);
    expect(again.rebuilt).toBe(false);
    expect(await again.groupingRows()).toHaveLength(2);
    again.close();
    await fs.rm(dir, { recursive: true, force: true });
  });
});
