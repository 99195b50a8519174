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

  it("looks at no album's name unless the query says “album”, and reads the one named among thousands", () => {
    let looked = 0;
    const many = Array.from({ length: 5000 }, (_, i) => ({
      id: `a${i}`,
      get name() {
        looked++;
        return `Beaches ${i}`;
      },
    }));
    for (const query of ["photos from 2020", "sunset at the beach with Leo", "favourites from Lisbon"]) readCollections(query, many);
    expect(looked).toBe(0);
    expect(readCollections("sunsets in the album Beaches 42", many).collections).toEqual([{ key: "album:a42", label: "Beaches 42" }]);
    expect(readCollections("the Beaches 4999 ALBUM", many).collections).toEqual([{ key: "album:a4999", label: "Beaches 4999" }]);
  });

  it("reads the singular only before a word for photos", () => {
    expect(readCollections("my favourite photos of Leo", albums).rest).toBe(`${" ".repeat(20)}of Leo`);
  });
});
