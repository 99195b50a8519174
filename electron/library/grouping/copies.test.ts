import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../../api/service";
import { closeAndDelete, indexedLibrary, reindex, tempDir } from "../../testing/fixtures";
import { receipt } from "../../testing/near-copies";
import { nearCopyCandidates, pairKey } from "./duplicates";

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
