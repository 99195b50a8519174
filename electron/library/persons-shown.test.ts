import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { closeAndDelete, detailsByName, indexedLibrary, tempDir } from "../testing/fixtures";
import { exiftool } from "../testing/located-photos";

/** People as IPTC's "person shown" names them, with no face regions: Photo Mechanic, Bridge and exiftool write it. */
const SHOWN: Array<{ names: string[]; how: "embedded" | "sidecar" }> = [
  { names: ["Katarzyna Nowak"], how: "embedded" },
  { names: ["Tomás"], how: "embedded" },
  { names: ["Aroha", "Wiremu Tane"], how: "embedded" },
  { names: ["Zsófia", "Björn", "Chiamaka"], how: "embedded" },
  { names: ["Dmitri"], how: "sidecar" },
  { names: ["Priya Raman", "Ngozi"], how: "sidecar" },
];
const FRAMES = [(n: string) => n, (n: string) => `photos of ${n}`, (n: string) => `${n.toLowerCase()} pics`, (n: string) => `pictures with ${n}`, (n: string) => `me and ${n}`];

describe("people named by IPTC's person shown", () => {
  let dir: string;
  let service: RecollectService;

  beforeAll(async () => {
    exiftool(["-ver"]);
    dir = tempDir("persons-shown");
    for (const [k, { names, how }] of SHOWN.entries()) {
      const file = path.join(dir, `shown_${k}.jpg`);
      await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40 * k, g: 90, b: 140 } } }).jpeg().toFile(file);
      const tags = names.map((name, i) => `-XMP-iptcExt:PersonInImage${i ? "+" : ""}=${name}`);
      if (how === "embedded") exiftool(["-q", "-overwrite_original", ...tags, file]);
      else exiftool(["-q", "-o", file.replace(/\.jpg$/, ".xmp"), ...tags, file]);
    }
    fs.writeFileSync(path.join(dir, "nobody.jpg"), await sharp({ create: { width: 64, height: 48, channels: 3, background: "#888" } }).jpeg().toBuffer());
    service = await indexedLibrary([dir]);
  }, 60_000);
  afterAll(() => closeAndDelete(service, dir));

  it("are the photo's people, embedded or in a sidecar", async () => {
    const photos = await detailsByName(service);
    for (const [k, { names }] of SHOWN.entries()) expect(photos.get(`shown_${k}.jpg`)?.people, names.join()).toEqual(names);
    expect(photos.get("nobody.jpg")?.people).toEqual([]);
  });

  it("find their photos by name, as people ask (≥ 50 combinations)", async () => {
    let checked = 0;
    for (const [k, { names }] of SHOWN.entries())
      for (const name of names)
        for (const frame of FRAMES) {
          const query = frame(name.split(" ")[0]!);
          const answer = await service.handlers.search({ query, limit: 10 });
          expect(answer.results.map((r) => r.name), query).toContain(`shown_${k}.jpg`);
          expect(answer.results.map((r) => r.name), query).not.toContain("nobody.jpg");
          checked++;
        }
    expect(checked).toBeGreaterThanOrEqual(50);
  }, 120_000);
});
