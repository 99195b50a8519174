import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openService, type RecollectService } from "./service";
import { copyOfPhotos, indexedLibrary, NO_MODELS, reindex, tempDir } from "../testing/fixtures";
import { quickCheck } from "../store/table-damage";

const FACE_REGION_NAMING_EILEEN =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag><rdf:li rdf:parseType="Resource"><mwg-rs:Name>Eileen</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type></rdf:li></rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>';

const open = (libraryDir: string) => openService({ libraryDir, shell: "cli", now: () => new Date(2026, 10, 22, 12), analysis: { modelsDir: NO_MODELS } });

/** What the user made in the library, as they would look at it. */
async function whatTheUserMade(service: RecollectService) {
  const { handlers } = service;
  const byId = new Map((await handlers.timelinePhotos({ offset: 0, limit: 100 })).map((p) => [p.id, p.name]));
  const names = (ids: string[]) => ids.map((id) => byId.get(id) ?? `missing ${id}`).sort();
  const collections = await handlers.collections({});
  const album = collections.albums.find((a) => a.name === "Launch");
  const photoNamed = (name: string) => [...byId].find(([, n]) => n === name)?.[0];
  const notes = async (name: string) => {
    const id = photoNamed(name);
    return id ? (await handlers.photo({ id })).memories.map((m) => m.text) : [];
  };
  return {
    favourites: names(collections.favourites),
    album: album ? names((await handlers.timelinePhotos({ filter: { collection: `album:${album.id}` }, offset: 0, limit: 100 })).map((p) => p.id)) : null,
    notes: { coffee: await notes("IMG_0003.jpg"), renamed: await notes("cat on the sofa.jpg") },
    people: (await handlers.people({})).map((p) => [p.name, p.relation, p.photos]),
    corrections: (await handlers.learning({})).corrections,
  };
}

describe("a library whose database is damaged is repaired, not reported as a bug", () => {
  let photos: string;
  /** An indexed library, closed, holding what a user made; each test damages a copy of it. */
  let pristine: string;
  let made: Awaited<ReturnType<typeof whatTheUserMade>>;
  let photoCount: number;
  const libraries: string[] = [];

  beforeAll(async () => {
    photos = copyOfPhotos();
    // A face region naming the astronaut, as Lightroom writes one: the person the user then renames.
    fs.writeFileSync(path.join(photos, "IMG_0001.xmp"), FACE_REGION_NAMING_EILEEN);
    const service = await indexedLibrary([photos]);
    const { handlers } = service;
    const id = new Map((await handlers.timelinePhotos({ offset: 0, limit: 100 })).map((p) => [p.name, p.id]));
    await handlers.setFavourite({ ids: [id.get("IMG_0002.jpg")!, id.get("IMG_0001.jpg")!], on: true });
    await handlers.createAlbum({ name: "Launch", photoIds: [id.get("IMG_0004.jpg")!, id.get("IMG_0001.jpg")!] });
    await handlers.addMemory({ photoIds: [id.get("IMG_0003.jpg")!], text: "Leo's first coffee in Seattle" });
    const eileen = (await handlers.people({})).find((p) => p.name === "Eileen")!;
    await handlers.namePerson({ id: eileen.id, name: "Aunt Eileen", relation: "my aunt" });
    const answer = await handlers.search({ query: "coffee", limit: 5 });
    await handlers.feedback({ queryId: answer.queryId, photoId: id.get("IMG_0003.jpg")!, verdict: "good" });
    // A photo renamed after it was indexed keeps its id, which its new path no longer gives: its
    // favourite and note must still find it once the photos table is rebuilt.
    fs.renameSync(path.join(photos, "IMG_0002.jpg"), path.join(photos, "cat on the sofa.jpg"));
    await reindex(service);
    await handlers.addMemory({ photoIds: [id.get("IMG_0002.jpg")!], text: "the cat on Christmas day" });
    made = await whatTheUserMade(service);
    photoCount = (await handlers.indexStatus({})).photos;
    pristine = service.libraryDir;
    await service.close();
    // Opened once more, as a next start would: its tables are then recorded whole at their versions,
    // so that an opening reads no photo row, and damage to one is met only by a later read.
    await (await open(pristine)).close();
  }, 120_000);
  afterAll(() => {
    for (const dir of [pristine, photos, ...libraries]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of the library to damage. */
  const copyOfLibrary = () => {
    const dir = path.join(tempDir("damaged"), "library");
    fs.cpSync(pristine, dir, { recursive: true });
    libraries.push(path.dirname(dir));
    return dir;
  };

  it("made what the user made before any damage", async () => {
    expect(made).toEqual({
      favourites: ["IMG_0001.jpg", "cat on the sofa.jpg"],
      album: ["IMG_0001.jpg", "IMG_0004.jpg"],
      notes: { coffee: ["Leo's first coffee in Seattle"], renamed: ["the cat on Christmas day"] },
      people: [["Aunt Eileen", "my aunt", 1]],
      corrections: 1,
    });
    expect(await quickCheck(path.join(pristine, "db"))).toEqual([]);
  });

  it("a photos data file cut in half: the next opening sets the table aside, indexes the folders again and keeps everything the user made", async () => {
    const library = copyOfLibrary();
    const data = path.join(library, "db", "photos.lance", "data");
    const largest = fs.readdirSync(data).map((name) => path.join(data, name)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]!;
    fs.truncateSync(largest, Math.floor(fs.statSync(largest).size / 2));

    const service = await open(library);
    try {
      await service.idle();
      const status = await service.handlers.indexStatus({});
      expect(status.repaired?.message).toMatch(/\(the photos table: a file cut short\)/);
      expect(status.repaired?.message).toMatch(/Nothing you made was lost/);
      expect(fs.existsSync(path.join(status.repaired!.movedTo, "db", "photos.lance", "data", path.basename(largest)))).toBe(true);
      expect(status.photos).toBe(photoCount);
      expect(await whatTheUserMade(service)).toEqual(made);
    } finally {
      await service.close();
    }
    // The repair is done once: the next opening finds a whole library and does not index it again.
    const again = await open(library);
    try {
      expect((await again.handlers.indexStatus({})).progress.state).toBe("idle");
      expect(fs.readdirSync(library).filter((name) => name.startsWith("damaged-"))).toHaveLength(1);
    } finally {
      await again.close();
    }
  }, 120_000);

  it("every table's version files deleted: each table is set aside and rebuilt, and the user's notes, names and corrections come back from their copy", async () => {
    const library = copyOfLibrary();
    const db = path.join(library, "db");
    for (const table of fs.readdirSync(db).filter((name) => name.endsWith(".lance"))) {
      const versions = path.join(db, table, "_versions");
      for (const file of fs.readdirSync(versions)) if (file.endsWith(".manifest")) fs.rmSync(path.join(versions, file));
    }

    const service = await open(library);
    try {
      await service.idle();
      const status = await service.handlers.indexStatus({});
      expect(status.repaired?.message).toMatch(/the analysis, .*memories, .* and suggestion_clicks tables: version files missing/);
      expect(status.repaired?.message).toMatch(/Your list of folders, notes, corrections and people's names came back from the copy/);
      expect(status.folders.map((f) => f.path)).toEqual([photos]);
      expect(status.photos).toBe(photoCount);
      expect(await whatTheUserMade(service)).toEqual(made);
    } finally {
      await service.close();
    }
  }, 120_000);

  it("bytes of a photos data file overwritten in place: the read that meets them says so plainly, and the next opening finds the table and repairs it", async () => {
    const library = copyOfLibrary();
    const data = path.join(library, "db", "photos.lance", "data");
    const largest = fs.readdirSync(data).map((name) => path.join(data, name)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]!;
    const bytes = fs.readFileSync(largest);
    bytes.fill(0x5a, Math.floor(bytes.length / 4), Math.floor(bytes.length / 2));
    fs.writeFileSync(largest, bytes);

    // No stat sees this: the opening is a normal one, and the first read of those bytes fails.
    const first = await open(library);
    try {
      await expect(first.handlers.search({ query: "", limit: 100 })).rejects.toMatchObject({ code: "library_damaged", message: "Part of this library's database could not be read: it is damaged." });
    } finally {
      await first.close();
    }
    const service = await open(library);
    try {
      await service.idle();
      const status = await service.handlers.indexStatus({});
      expect(status.repaired?.message).toMatch(/\(the photos table: unreadable\)/);
      expect(status.photos).toBe(photoCount);
      expect(await whatTheUserMade(service)).toEqual(made);
    } finally {
      await service.close();
    }
  }, 120_000);

  it("the database folder replaced by a file: it is moved aside with a clear message, and the library is rebuilt from the folders and the user's copy", async () => {
    const library = copyOfLibrary();
    fs.rmSync(path.join(library, "db"), { recursive: true });
    fs.writeFileSync(path.join(library, "db"), "not a database");

    const service = await open(library);
    try {
      await service.idle();
      const status = await service.handlers.indexStatus({});
      expect(status.repaired?.message).toMatch(/^This library was damaged: its database folder could not be read \(not a folder\)\. Recollect moved the damaged part to .*damaged-[^ ]+ and is rebuilding the library by indexing your folders again\./);
      expect(status.repaired?.message).toMatch(/Your search history went with it/);
      expect(fs.readFileSync(path.join(status.repaired!.movedTo, "db"), "utf8")).toBe("not a database");
      expect(status.photos).toBe(photoCount);
      expect(await whatTheUserMade(service)).toEqual(made);
    } finally {
      await service.close();
    }
  }, 120_000);
});
