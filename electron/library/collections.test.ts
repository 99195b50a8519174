import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Collections } from "./collections";
import { tempDir } from "../testing/fixtures";

const A = "aaaaaaaaaaaaaaaa";
const B = "bbbbbbbbbbbbbbbb";
const made: string[] = [];
const library = () => {
  const dir = tempDir("collections");
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the collections file", () => {
  it("keeps favourites and albums across reopening, written whole with no temporary file left", async () => {
    const dir = library();
    const collections = await Collections.open(dir);
    await collections.setFavourite([A, B], true);
    await collections.setFavourite([B], false);
    const album = await collections.createAlbum("Lisbon", { photoIds: [A, A, B] });
    expect(album.photoIds).toEqual([A, B]);
    const again = await Collections.open(dir);
    expect(again.favourites()).toEqual([A]);
    expect(again.named("  lisbon ")?.photoIds).toEqual([A, B]);
    expect(fs.readdirSync(dir)).toEqual(["collections.json"]);
  });

  it("puts a damaged file aside instead of overwriting it, and starts empty", async () => {
    const dir = library();
    fs.writeFileSync(path.join(dir, "collections.json"), '{"favourites": ["not an id"], "albums": []}');
    const collections = await Collections.open(dir);
    expect(collections.favourites()).toEqual([]);
    expect(fs.readFileSync(path.join(dir, "collections.json.damaged"), "utf8")).toContain("not an id");
  });

  it("merges another library's albums without losing a name already taken here", async () => {
    const here = await Collections.open(library());
    await here.createAlbum("Trip", { photoIds: [A] });
    const there = await Collections.open(library());
    await there.createAlbum("Trip", { photoIds: [B] });
    await there.setFavourite([B], true);
    expect(await here.merge(there.document())).toEqual({ favourites: 1, albums: 1 });
    expect(here.albums().map((a) => a.name)).toEqual(["Trip", "Trip (2)"]);
    // Merging the same again adds nothing.
    expect(await here.merge(there.document())).toEqual({ favourites: 0, albums: 0 });
  });

  it("refuses to add photos by hand to a smart album, saying why", async () => {
    const collections = await Collections.open(library());
    const smart = await collections.createAlbum("Beaches", { query: "beach" });
    await expect(collections.addToAlbum(smart.id, [A])).rejects.toThrow("“Beaches” is a smart album");
  });
});
