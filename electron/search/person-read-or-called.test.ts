import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/** Sandra, told as "mum", in two photos; a banner that reads her name and a memory that calls her mum, in neither of which her face was found. */
async function familyIndex() {
  const lib = library();
  lib.add("face1", { taken_ms: Date.UTC(2024, 4, 1, 12), people: "Sandra" });
  lib.add("face2", { taken_ms: Date.UTC(2024, 6, 1, 12), people: "Sandra" });
  lib.add("banner", { taken_ms: Date.UTC(2024, 10, 16, 19) });
  lib.read("banner", "HAPPY RETIREMENT\nSANDRA\nlove from all of us");
  lib.add("lasagne", { taken_ms: Date.UTC(2025, 1, 2, 19) });
  lib.memories.push({ photo_id: "lasagne", text: "mums famous lasagne, seconds for everyone" });
  lib.add("other", { taken_ms: Date.UTC(2025, 3, 2, 12) }, { description: "museum" });
  lib.source.people = async () => [{ name: "Rob", relation: "me" }, { name: "Sandra", relation: "mum" }];
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

const OWNERS = ["sandra's", "sandras", "mum's", "mums", "my mum's", "my mums", "mom's", "mother's"];
const ASKED: Array<[thing: string, photo: string]> = [["retirement", "banner"], ["lasagne", "lasagne"]];
const FRAMES = ["{o} {t}", "photos of {o} {t}", "{o} {t} pics", "the {o} {t}"];

describe("what is someone's, asked with them, is what names them, not only what shows their face", () => {
  it("finds the banner that reads their name, and the memory that calls them as the user does (owner × thing × frame)", async () => {
    const { lib, index } = await familyIndex();
    const wrong: string[] = [];
    let asked = 0;
    for (const owner of OWNERS) {
      for (const [thing, photo] of ASKED) {
        for (const frame of FRAMES) {
          const query = frame.replace("{o}", owner).replace("{t}", thing);
          const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
          if (answer.passing.map((c) => c.id).join() !== photo) wrong.push(`${query}: ${answer.passing.map((c) => c.id).join()}`);
          asked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("asked alone, they are the photos that show them", async () => {
    const { lib, index } = await familyIndex();
    for (const query of ["sandra", "my mum", "photos of mum"]) {
      const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
      expect((answer.photos ?? []).map((n) => index.facts(n)!.id).sort(), query).toEqual(["face1", "face2"]);
    }
  });

  it("at their birthday said by its age, the banner that reads their name is theirs though no face was found in it", async () => {
    const lib = library();
    lib.add("face", { taken_ms: Date.UTC(2024, 4, 1, 12), people: "Sandra" });
    lib.add("banner", { taken_ms: Date.UTC(2024, 10, 16, 19) });
    lib.read("banner", "HAPPY 7OTH\nSANDRA\nlove from all of us");
    lib.add("party", { taken_ms: Date.UTC(2024, 10, 16, 20) });
    lib.memories.push({ photo_id: "party", text: "mums 70th at the riverstation, whole family came" });
    lib.source.people = async () => [{ name: "Rob", relation: "me" }, { name: "Sandra", relation: "mum" }];
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    for (const query of ["sandra's 70th", "sandras 70th birthday", "mum's 70th", "mums 70th", "my mum's 70th bday"]) {
      const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) });
      expect([query, (answer.photos ?? answer.passing.map((c) => index.number(c.id)!)).map((n) => index.facts(n)!.id).sort()]).toEqual([query, ["banner", "party"]]);
    }
  });
});
