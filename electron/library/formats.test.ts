import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoDetails } from "../api/contract";
import type { RecollectService } from "../api/service";
import { closeAndDelete, detailsByName, fingerprint, indexedLibrary, PHOTOS, ROOT, tempDir } from "../testing/fixtures";
import { makeCr2, makeDng, makeNef } from "../testing/raw-files";

const FORMATS = path.join(ROOT, "electron", "testing", "formats");

/** A PNG header that claims 30,000 × 30,000 pixels over a few bytes of data: a decompression bomb. */
function pngBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), chunk("IHDR", ihdr), chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk("IEND", Buffer.alloc(0))]);
}

describe("indexing every common format", () => {
  let dir: string;
  let service: RecollectService;
  let before: Record<string, string>;
  const byName = new Map<string, PhotoDetails>();

  beforeAll(async () => {
    dir = tempDir("formats");
    const cat = path.join(PHOTOS, "IMG_0002.jpg");
    const preview = await sharp(path.join(PHOTOS, "IMG_0001.jpg")).resize(640, 400, { fit: "fill" }).jpeg().toBuffer();
    fs.copyFileSync(path.join(FORMATS, "IMG_2001.heic"), path.join(dir, "IMG_2001.heic"));
    // iPhone exports often keep a HEIC under a .JPG name; the bytes decide.
    fs.copyFileSync(path.join(FORMATS, "IMG_2001.heic"), path.join(dir, "IMG_2003.JPG"));
    fs.copyFileSync(path.join(FORMATS, "IMG_2002.mov"), path.join(dir, "IMG_2002.mov"));
    await sharp(cat).avif({ quality: 40 }).toFile(path.join(dir, "cat.avif"));
    await sharp(cat).tiff({ compression: "lzw" }).toFile(path.join(dir, "scan.tiff"));
    // A two-frame GIF, red then blue: the thumbnail is the first frame.
    const frame = (r: number, b: number) => sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 0, b } } }).png().toBuffer();
    await sharp([await frame(255, 0), await frame(0, 255)], { join: { animated: true } }).gif().toFile(path.join(dir, "dance.gif"));
    fs.writeFileSync(path.join(dir, "DSC_0001.NEF"), makeNef({ preview, taken: "2024:05:18 07:45:12", model: "Z 6" }));
    fs.writeFileSync(path.join(dir, "IMG_0042.CR2"), makeCr2({ preview, taken: "2024:05:18 07:46:00", orientation: 6 }));
    fs.writeFileSync(path.join(dir, "PXL_0007.dng"), makeDng({ preview, taken: "2024:05:18 07:47:00", make: "Google", model: "Pixel 8 Pro" }));
    await sharp(cat).png().toFile(path.join(dir, "really-a-png.jpg"));
    fs.writeFileSync(path.join(dir, "bomb.png"), pngBomb());
    fs.writeFileSync(path.join(dir, "readme.md"), "# not a photo");
    fs.writeFileSync(path.join(dir, "cut.heic"), fs.readFileSync(path.join(FORMATS, "IMG_2001.heic")).subarray(0, 2000));
    before = fingerprint(dir);
    service = await indexedLibrary([dir]);
    for (const [name, photo] of await detailsByName(service)) byName.set(name, photo);
  }, 60_000);
  afterAll(() => closeAndDelete(service, dir));

  const thumbnailOf = async (name: string) => {
    const photo = byName.get(name);
    if (!photo) throw new Error(`${name} was not indexed`);
    return sharp(decodeURIComponent(new URL(photo.thumbnailUrl).pathname)).metadata();
  };

  it("decodes HEIC with its EXIF time, offset, GPS, camera and lens", async () => {
    const heic = byName.get("IMG_2001.heic")!;
    expect({ format: heic.format, width: heic.width, height: heic.height }).toEqual({ format: "heif", width: 320, height: 212 });
    expect([heic.takenAt, heic.takenOffset, heic.takenSource]).toEqual(["2022-05-01T10:00:00", "+01:00", "exif"]);
    expect(heic.lat).toBeCloseTo(38.7139, 4);
    expect(heic.camera).toBe("Apple iPhone 13");
    expect(heic.lens).toMatch(/iPhone 13 back dual wide camera/);
    expect(heic.place).toBe("Lisbon");
    expect((await thumbnailOf("IMG_2001.heic")).format).toBe("webp");
  });

  it("trusts the contents over the name: a HEIC named .JPG and a PNG named .jpg both index", () => {
    expect(byName.get("IMG_2003.JPG")?.format).toBe("heif");
    expect(byName.get("really-a-png.jpg")?.format).toBe("png");
  });

  it("decodes AVIF, TIFF and the first frame of a GIF", async () => {
    expect(byName.get("cat.avif")?.format).toBe("avif");
    expect(byName.get("scan.tiff")?.format).toBe("tiff");
    const gif = byName.get("dance.gif")!;
    expect([gif.format, gif.width, gif.height]).toEqual(["gif", 40, 30]);
    const { data } = await sharp(decodeURIComponent(new URL(gif.thumbnailUrl).pathname)).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red, the first frame
    expect(data[2]).toBeLessThan(50);
  });

  it("shows RAW files (NEF, CR2, DNG) through their embedded preview, upright, with their EXIF", async () => {
    for (const [name, camera, taken] of [
      ["DSC_0001.NEF", "Nikon Z 6", "2024-05-18T07:45:12"],
      ["IMG_0042.CR2", "Canon EOS 5D Mark IV", "2024-05-18T07:46:00"],
      ["PXL_0007.dng", "Google Pixel 8 Pro", "2024-05-18T07:47:00"],
    ] as const) {
      const raw = byName.get(name)!;
      expect([raw.format, raw.camera, raw.takenAt], name).toEqual(["raw", camera, taken]);
      expect((await thumbnailOf(name)).format).toBe("webp");
    }
    // The CR2 says "rotate 90°"; its preview is landscape, so the photo is shown portrait.
    const cr2 = byName.get("IMG_0042.CR2")!;
    expect(cr2.height).toBeGreaterThan(cr2.width);
    const thumb = await thumbnailOf("IMG_0042.CR2");
    expect(thumb.height!).toBeGreaterThan(thumb.width!);
  });

  it("lists a video with its metadata and a clear 'not analysed yet' state", () => {
    const video = byName.get("IMG_2002.mov")!;
    expect({ kind: video.kind, status: video.status, width: video.width, height: video.height, durationS: video.durationS }).toEqual({
      kind: "video", status: "not_analysed", width: 160, height: 120, durationS: 1,
    });
    // QuickTime records UTC; without GPS the machine's zone turns it into wall-clock time.
    expect(video.takenSource).toBe("video");
    expect(new Date(`${video.takenAt}${video.takenOffset}`).toISOString()).toBe("2022-05-02T17:30:00.000Z");
  });

  it("gives a video a picture where a photo has its thumbnail: its shape, a play glyph and its length, never nothing", async () => {
    const video = byName.get("IMG_2002.mov")!;
    const file = await service.photoFile(video.id, "thumbnail");
    expect(file?.mime).toBe("image/webp");
    const picture = await sharp(file!.path).metadata();
    // 160 × 120: four by three, as the video is.
    expect([picture.format, picture.width, picture.height]).toEqual(["webp", 256, 192]);
    // Drawn once and kept.
    const made = fs.statSync(file!.path).mtimeMs;
    expect((await service.photoFile(video.id, "thumbnail"))?.path).toBe(file!.path);
    expect(fs.statSync(file!.path).mtimeMs).toBe(made);
    // Not where photos' thumbnails are, which copy checks compare.
    expect(file!.path).not.toContain(`${path.sep}thumbs${path.sep}`);
  });

  it("records a decompression bomb and a cut-short HEIC as problems with reasons, and counts other files", async () => {
    const status = await service.handlers.indexStatus({});
    const reasons = Object.fromEntries(status.problems.map((p) => [path.basename(p.path), p.reason]));
    expect(reasons["bomb.png"]).toMatch(/too large to open safely \(30000 × 30000 pixels/);
    expect(reasons["cut.heic"]).toMatch(/damaged|could not be|Not an image/);
    expect(Object.keys(reasons).sort()).toEqual(["bomb.png", "cut.heic"]);
    expect(status.unsupported).toBe(1);
  });

  it("never changes the files it read", () => {
    expect(fingerprint(dir)).toEqual(before);
  });
});
