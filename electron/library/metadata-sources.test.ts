import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoDetails } from "../api/contract";
import type { RecollectService } from "../api/service";
import { closeAndDelete, detailsByName, indexedLibrary, tempDir } from "../testing/fixtures";

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"
    xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:aux="http://ns.adobe.com/exif/1.0/aux/"
    xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/" xmlns:stArea="http://ns.adobe.com/xmp/sType/Area#"
    xmlns:MP="http://ns.microsoft.com/photo/1.2/" xmlns:MPRI="http://ns.microsoft.com/photo/1.2/t/RegionInfo#"
    xmlns:MPReg="http://ns.microsoft.com/photo/1.2/t/Region#"
    exif:DateTimeOriginal="2021-06-05T16:20:00+02:00" aux:Lens="EF24-70mm f/2.8L">
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Picnic by the river</rdf:li></rdf:Alt></dc:title>
   <dc:subject><rdf:Bag><rdf:li>picnic</rdf:li><rdf:li>summer</rdf:li></rdf:Bag></dc:subject>
   <mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>
     <rdf:li rdf:parseType="Resource"><mwg-rs:Name>Leo</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type>
       <mwg-rs:Area stArea:x="0.3" stArea:y="0.4" stArea:w="0.1" stArea:h="0.1" stArea:unit="normalized"/></rdf:li>
     <rdf:li rdf:parseType="Resource"><mwg-rs:Name>Mia</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type></rdf:li>
     <rdf:li rdf:parseType="Resource"><mwg-rs:Name>Beach ball</mwg-rs:Name><mwg-rs:Type>Focus</mwg-rs:Type></rdf:li>
   </rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions>
   <MP:RegionInfo rdf:parseType="Resource"><MPRI:Regions><rdf:Bag>
     <rdf:li rdf:parseType="Resource"><MPReg:PersonDisplayName>Grandma Rose</MPReg:PersonDisplayName></rdf:li>
   </rdf:Bag></MPRI:Regions></MP:RegionInfo>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>`;

const plainJpeg = (color: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).jpeg().toBuffer();

describe("metadata from every source, each with its source recorded", () => {
  let dir: string;
  let service: RecollectService;
  const byName = new Map<string, PhotoDetails>();

  beforeAll(async () => {
    dir = tempDir("sources");
    // Google Takeout: the photo lost its EXIF; the JSON beside it kept time, place, title and people.
    fs.writeFileSync(path.join(dir, "IMG_3001.jpg"), await plainJpeg("#c33"));
    fs.writeFileSync(path.join(dir, "IMG_3001.jpg.supplemental-metadata.json"), JSON.stringify({
      title: "IMG_3001.jpg",
      description: "Sunset over the Praça do Comércio",
      photoTakenTime: { timestamp: "1651410000", formatted: "May 1, 2022, 1:00:00 PM UTC" },
      geoData: { latitude: 38.7075, longitude: -9.1364, altitude: 0 },
      people: [{ name: "Leo" }],
    }));
    // A RAW workflow's .xmp sidecar beside a JPEG without metadata.
    fs.writeFileSync(path.join(dir, "DSC_5000.jpg"), await plainJpeg("#3c3"));
    fs.writeFileSync(path.join(dir, "DSC_5000.xmp"), XMP);
    // The same XMP embedded in the file.
    fs.writeFileSync(path.join(dir, "IMG_3002.jpg"), await sharp({ create: { width: 64, height: 48, channels: 3, background: "#33c" } }).jpeg().withXmp(XMP).toBuffer());
    // Nothing but a date in the name; nothing at all but the file's time.
    fs.writeFileSync(path.join(dir, "IMG_20230704_153012.jpg"), await plainJpeg("#cc3"));
    fs.writeFileSync(path.join(dir, "old scan.jpg"), await plainJpeg("#3cc"));
    const mtime = new Date("2020-02-03T04:05:06Z");
    fs.utimesSync(path.join(dir, "old scan.jpg"), mtime, mtime);
    // A phone screenshot: PNG, no camera, the size of an iPhone 13 screen.
    await sharp({ create: { width: 1170, height: 2532, channels: 3, background: "#fff" } }).png().toFile(path.join(dir, "IMG_4000.PNG"));
    // A broken Takeout JSON is ignored, not fatal.
    fs.writeFileSync(path.join(dir, "IMG_3003.jpg"), await plainJpeg("#999"));
    fs.writeFileSync(path.join(dir, "IMG_3003.jpg.json"), "{ not json");

    service = await indexedLibrary([dir]);
    for (const [name, photo] of await detailsByName(service)) byName.set(name, photo);
  }, 60_000);
  afterAll(() => closeAndDelete(service, dir));

  it("reads a Takeout JSON: UTC time turned local by the GPS's zone, place, description, people", () => {
    const photo = byName.get("IMG_3001.jpg")!;
    expect([photo.takenAt, photo.takenOffset]).toEqual(["2022-05-01T14:00:00", "+01:00"]);
    expect(photo.sources).toMatchObject({ taken: "takeout", gps: "takeout", description: "takeout", people: "takeout", place: "gps" });
    expect(photo.description).toBe("Sunset over the Praça do Comércio");
    expect(photo.title).toBeNull(); // Takeout's title is just the file name
    expect(photo.people).toEqual(["Leo"]);
    expect(photo.place).toBe("Lisbon");
    expect(photo.timeTags).toEqual(["afternoon", "weekend", "spring", "holiday: Labour Day"]);
  });

  it("reads an .xmp sidecar: time, title, keywords, lens and named face regions (MWG and Microsoft)", () => {
    const photo = byName.get("DSC_5000.jpg")!;
    expect([photo.takenAt, photo.takenOffset, photo.takenSource]).toEqual(["2021-06-05T16:20:00", "+02:00", "xmp-sidecar"]);
    expect([photo.title, photo.lens, photo.keywords]).toEqual(["Picnic by the river", "EF24-70mm f/2.8L", ["picnic", "summer"]]);
    expect(photo.people).toEqual(["Leo", "Mia", "Grandma Rose"]);
    expect(photo.sources).toMatchObject({ title: "xmp-sidecar", lens: "xmp-sidecar", people: "xmp-sidecar" });
  });

  it("reads the same XMP embedded in the file", () => {
    const photo = byName.get("IMG_3002.jpg")!;
    expect(photo.people).toEqual(["Leo", "Mia", "Grandma Rose"]);
    expect(photo.sources).toMatchObject({ title: "xmp", people: "xmp" });
  });

  it("falls back to the date in the file name, then to the file's modification time", () => {
    const named = byName.get("IMG_20230704_153012.jpg")!;
    expect([named.takenAt, named.takenSource]).toEqual(["2023-07-04T15:30:12", "filename"]);
    const scan = byName.get("old scan.jpg")!;
    expect(scan.takenSource).toBe("mtime");
    expect(new Date(`${scan.takenAt}${scan.takenOffset}`).toISOString()).toBe("2020-02-03T04:05:06.000Z");
  });

  it("recognises a screenshot and makes it findable as one", async () => {
    expect(byName.get("IMG_4000.PNG")?.kind).toBe("screenshot");
    expect(byName.get("IMG_3001.jpg")?.kind).toBe("photo");
    const answer = await service.handlers.search({ query: "screenshot", limit: 10 });
    expect(answer.results.map((r) => [r.name, r.reasons])).toEqual([["IMG_4000.PNG", ["a screenshot"]]]);
  });

  it("finds photos by the people named in them and the place they were taken", async () => {
    const grandma = await service.handlers.search({ query: "Grandma Rose", limit: 10, showDuplicates: true });
    expect(grandma.results.map((r) => r.name).sort()).toEqual(["DSC_5000.jpg", "IMG_3002.jpg"]);
    expect(grandma.results[0]?.reasons).toContain("Grandma Rose is in it");
    const lisbon = await service.handlers.search({ query: "Lisbon", limit: 10 });
    expect(lisbon.results.map((r) => [r.name, r.reasons])).toEqual([["IMG_3001.jpg", ["taken in Lisbon"]]]);
  });

  it("ignores a broken Takeout JSON and still indexes its photo", () => {
    expect(byName.get("IMG_3003.jpg")?.takenSource).toBe("mtime");
  });
});
