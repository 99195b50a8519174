import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExportJob, PhotoDetails } from "../../api/contract";
import type { RecollectService } from "../../api/service";
import { closeAndDelete, detailsByName, fingerprint, indexedLibrary, tempDir } from "../../testing/fixtures";
import { exiftool, KEPT_TAGS, locationTags, readTags, writeLocatedPhotos } from "../../testing/located-photos";
import { stripJpegLocation } from "./strip-location";
import { withoutXmpLocation } from "./xmp-location";

describe("Remove location removes every location a photo carries", () => {
  let dir: string;
  let out: string;
  let service: RecollectService;
  let photos: Map<string, PhotoDetails>;
  let before: Record<string, string>;

  beforeAll(async () => {
    exiftool(["-ver"]);
    dir = tempDir("located");
    out = tempDir("located-copies");
    await writeLocatedPhotos(dir);
    before = fingerprint(dir);
    service = await indexedLibrary([dir]);
    photos = await detailsByName(service);
  }, 60_000);
  afterAll(() => closeAndDelete(service, dir, out));

  const copy = async (mode: "original" | "jpeg", location: "keep" | "strip"): Promise<ExportJob> => {
    const folder = fs.mkdtempSync(path.join(out, `${mode}-${location}-`));
    const ids = [...photos.values()].map((p) => p.id);
    let job = await service.handlers.exportPhotos({ ids, folder, mode, longSide: mode === "jpeg" ? 320 : undefined, location });
    while (job.state === "running") {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = await service.handlers.exportStatus({ id: job.id });
    }
    expect(job.error).toBeNull();
    return job;
  };
  const byName = (job: ExportJob) => new Map(job.written.map((file) => [path.basename(file), file]));

  it("reads a photo's place wherever the photo wrote it, so ExifTool's view of the test photos is the starting point", () => {
    expect(photos.size).toBe(Object.keys(KEPT_TAGS).length);
    for (const name of photos.keys()) expect(locationTags(path.join(dir, name)), name).not.toEqual([]);
  });

  it("locates a photo whose coordinates are only in its XMP", () => {
    const photo = photos.get("xmp-gps-only.jpg")!;
    expect([photo.lat, photo.lon]).toEqual([expect.closeTo(48.8584, 4), expect.closeTo(2.2945, 4)]);
    expect(photo.sources).toMatchObject({ gps: "xmp" });
    expect(photo.place).toBe("Paris");
  });

  it("leaves no location in copies of the originals, and the rest of what they say as it was", async () => {
    const job = await copy("original", "strip");
    const copies = byName(job);
    for (const [name, file] of copies) expect(locationTags(file), name).toEqual([]);
    // The PNG is the one photo that cannot be edited in place.
    expect([...copies.keys()].sort()).toEqual(["everywhere.jpg", "extended-xmp.jpg", "map-screenshot.jpg", "street-address.jpg", "xmp-gps-only.jpg"]);
    expect(job.converted).toBe(1);
    for (const [name, kept] of Object.entries(KEPT_TAGS)) {
      const original = readTags(path.join(dir, name));
      const stripped = readTags(copies.get(name.replace(/\.png$/, ".jpg"))!);
      for (const tag of kept) expect(stripped[tag], `${name} ${tag}`).toEqual(original[tag]);
    }
    // Photoshop still trusts the IPTC: its digest was brought up to date.
    const address = readTags(copies.get("street-address.jpg")!);
    expect(address["Photoshop:IPTCDigest"]).toBe(address["File:CurrentIPTCDigest"]);
    // The image data of an edited JPEG is the original's, byte for byte.
    const scan = (b: Buffer) => b.subarray(b.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(fs.readFileSync(copies.get("everywhere.jpg")!)).equals(scan(fs.readFileSync(path.join(dir, "everywhere.jpg"))))).toBe(true);
    expect(fingerprint(dir)).toEqual(before);
  });

  it("leaves no location in resized copies, which keep the capture time, camera and captions", async () => {
    const job = await copy("jpeg", "strip");
    expect(job.written).toHaveLength(photos.size);
    for (const file of job.written) expect(locationTags(file), path.basename(file)).toEqual([]);
    const everywhere = readTags(byName(job).get("everywhere.jpg")!);
    expect([everywhere["ExifIFD:DateTimeOriginal"], everywhere["IFD0:Make"], everywhere["IPTC:Keywords"], everywhere["XMP-dc:Title"]]).toEqual(["2024:07:14 09:32:10", "Canon", "tower", "Leo at the tower"]);
    expect(Math.max(Number(everywhere["File:ImageWidth"]), Number(everywhere["File:ImageHeight"]))).toBe(320);
    expect(fingerprint(dir)).toEqual(before);
  });

  it("keeps every location when asked to", async () => {
    for (const mode of ["original", "jpeg"] as const) {
      const copies = byName(await copy(mode, "keep"));
      for (const name of ["everywhere.jpg", "street-address.jpg"]) {
        expect(locationTags(copies.get(name)!).sort(), `${mode} ${name}`).toEqual(locationTags(path.join(dir, name)).sort());
      }
    }
  });
});

describe("cutting a location out of an XMP packet", () => {
  const packet = (body: string) => `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">${body}</rdf:RDF></x:xmpmeta>`;

  it("finds the properties by namespace, whatever prefix the writer chose, as elements or attributes", () => {
    const xml = packet(`<rdf:Description rdf:about="" xmlns:e="http://ns.adobe.com/exif/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"
      e:GPSLatitude="48,51.5N" e:DateTimeOriginal="2024-07-14T09:32:10">
      <e:GPSLongitude>2,17.67E</e:GPSLongitude>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">GPS-free title &lt;City&gt;</rdf:li></rdf:Alt></dc:title>
      <Iptc4xmpExt:LocationShown xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"><rdf:Bag><rdf:li rdf:parseType="Resource">
        <Iptc4xmpExt:City>Paris</Iptc4xmpExt:City></rdf:li></rdf:Bag></Iptc4xmpExt:LocationShown>
      <exif:GPSAltitude xmlns:exif="http://example.com/not-exif/">35</exif:GPSAltitude>
    </rdf:Description>`);
    const cut = withoutXmpLocation(xml);
    expect(cut).not.toMatch(/GPSLatitude|GPSLongitude|LocationShown|Paris/);
    expect(cut).toContain(`e:DateTimeOriginal="2024-07-14T09:32:10"`);
    expect(cut).toContain("GPS-free title &lt;City&gt;");
    // Same prefix, another namespace: not EXIF's coordinates.
    expect(cut).toContain("<exif:GPSAltitude");
  });

  it("returns a packet without location as it was, and refuses one it cannot read", () => {
    const plain = packet(`<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" dc:format="image/jpeg"/>`);
    expect(withoutXmpLocation(plain)).toBe(plain);
    expect(() => withoutXmpLocation(packet(`<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/"><exif:GPSLatitude>48N</rdf:Description>`))).toThrow();
  });
});

describe("cutting a location out of a Photoshop block", () => {
  const resource = (id: number, data: Buffer) => {
    const head = Buffer.alloc(12);
    head.write("8BIM", 0, "latin1");
    head.writeUInt16BE(id, 4);
    head.writeUInt32BE(data.length, 8);
    return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
  };
  const dataset = (number: number, text: string) => {
    const value = Buffer.from(text, "utf8");
    const head = Buffer.from([0x1c, 2, number, 0, 0]);
    head.writeUInt16BE(value.length, 3);
    return Buffer.concat([head, value]);
  };
  const app13 = (body: Buffer) => {
    const head = Buffer.from([0xff, 0xed, 0, 0]);
    head.writeUInt16BE(body.length + 16, 2);
    return Buffer.concat([head, Buffer.from("Photoshop 3.0\0", "latin1"), body]);
  };

  it("edits a block split over two segments, in its IPTC and in the XMP Photoshop keeps beside it", async () => {
    const iptc = Buffer.concat([dataset(25, "tower"), dataset(90, "Paris"), dataset(92, "5 Avenue Anatole France"), dataset(120, "Leo at the tower")]);
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Paris" photoshop:Headline="At the tower"/></rdf:RDF></x:xmpmeta>`;
    const block = Buffer.concat([resource(0x0404, iptc), resource(0x0424, Buffer.from(xmp, "latin1"))]);
    const split = iptc.length - 7;
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#888" } }).jpeg().toBuffer();
    const photo = Buffer.concat([jpeg.subarray(0, 2), app13(block.subarray(0, split)), app13(block.subarray(split)), jpeg.subarray(2)]);
    const stripped = stripJpegLocation(photo);
    const text = stripped.toString("latin1");
    expect(text).not.toMatch(/Paris|Anatole/);
    expect(text).toContain("Leo at the tower");
    expect(text).toContain('photoshop:Headline="At the tower"');
    // One segment now holds the block, which fits in one.
    expect(stripped.subarray(0, stripped.indexOf(Buffer.from([0xff, 0xda]))).toString("latin1").split("Photoshop 3.0").length - 1).toBe(1);
  });

  it("drops a block it cannot read, and leaves one without location as it was", async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#888" } }).jpeg().toBuffer();
    const withBlock = (body: Buffer) => Buffer.concat([jpeg.subarray(0, 2), app13(body), jpeg.subarray(2)]);
    const damaged = resource(0x0404, dataset(90, "Paris")).subarray(0, 20);
    expect(stripJpegLocation(withBlock(damaged)).equals(jpeg)).toBe(true);
    const plain = withBlock(resource(0x0404, dataset(25, "tower")));
    expect(stripJpegLocation(plain).equals(plain)).toBe(true);
  });
});
