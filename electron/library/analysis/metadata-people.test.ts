import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../../api/service";
import { closeAndDelete, indexedLibrary, tempDir } from "../../testing/fixtures";

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
