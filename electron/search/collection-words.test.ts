import { describe, expect, it } from "vitest";
import { readCollections } from "./collection-words";

const albums = [
  { id: "a", name: "Kyoto" },
  { id: "b", name: "Kyoto best" },
];

describe("reading favourites and albums in a query", () => {
  it("blanks what it read so the other words keep their places", () => {
    const read = readCollections("favourites from Lisbon", albums);
    expect(read.rest).toBe("           from Lisbon");
    expect(read.chips).toEqual([{ id: "favourites", kind: "album", label: "Favourites", span: [0, 10] }]);
  });

  it("reads the longest album name said beside 'album', either side", () => {
    expect(readCollections("album Kyoto best", albums).collections).toEqual([{ key: "album:b", label: "Kyoto best" }]);
    expect(readCollections("sunsets in the Kyoto album", albums)).toMatchObject({ rest: "sunsets                   ", collections: [{ key: "album:a" }] });
  });

  it("leaves a loved thing and an album nobody made to the parser", () => {
    expect(readCollections("my favourite beach", albums).collections).toEqual([]);
    expect(readCollections("album Paris", albums).collections).toEqual([]);
  });

  it("reads the singular only before a word for photos", () => {
    expect(readCollections("my favourite photos of Leo", albums).rest).toBe(`${" ".repeat(20)}of Leo`);
  });
});
