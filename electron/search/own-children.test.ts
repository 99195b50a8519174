import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { speaksOfOwnChildren } from "./own-children";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

async function indexWith(memories: readonly string[]) {
  const lib = library();
  memories.forEach((text, i) => {
    lib.add(`p${i}`, { taken_ms: Date.UTC(2025, 4, 1 + i, 12) });
    lib.memories.push({ photo_id: `p${i}`, text });
  });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  return index;
}

/** How a parent writes of their own children in a memory, and what says no child of theirs. */
const OWN = ["with the kids", "our son", "my daughter", "the children", "our boys", "my girls", "our little ones", "my kids", "our daughter"];
const NOT_OWN = ["kids menu at the pub", "a boy on a bike", "my boyfriend's car", "the neighbours' kids", "girls night out", "a school for children"];
const FRAMES = ["walked up the hill {c}, lovely day", "{c} at the beach", "Christmas morning. {c} up at 6", "first swim for {c}!"];

describe("the user's own children, said in memories", () => {
  it("are said by a word for one's children, owned or as 'the kids' (cue × frame), and by nothing else", async () => {
    let asked = 0;
    for (const cue of OWN) {
      for (const frame of FRAMES) {
        expect(speaksOfOwnChildren(await indexWith(["sunny day", frame.replace("{c}", cue)])), frame.replace("{c}", cue)).toBe(true);
        asked++;
      }
    }
    for (const cue of NOT_OWN) expect(speaksOfOwnChildren(await indexWith([FRAMES[1]!.replace("{c}", cue)])), cue).toBe(false);
    expect(asked).toBeGreaterThanOrEqual(36);
  });

  it("make the user's mother the children's nan and grandma, their sister the children's auntie, with no child named", () => {
    const family = [{ name: "Rob", relation: "me" }, { name: "Sandra", relation: "mum" }, { name: "Keith", relation: "dad" }, { name: "Becca", relation: "sister" }];
    const words: Array<[string, string]> = [["nan", "Sandra"], ["gran", "Sandra"], ["grandma", "Sandra"], ["granny", "Sandra"], ["grandad", "Keith"], ["grandpa", "Keith"], ["auntie", "Becca"], ["aunt", "Becca"]];
    const frames = ["{w}", "{w}s 70th", "pics of {w}", "{w} at christmas", "the kids with {w}", "{w} in the garden", "me and {w}"];
    const wrong: string[] = [];
    for (const [word, name] of words) {
      for (const frame of frames) {
        const query = frame.replace("{w}", word);
        const said = (hasChildren: boolean) => parseQuery(query, NOW, { people: family, hasChildren }).people.flatMap((p) => p.names);
        if (!said(true).includes(name) || said(false).includes(name)) wrong.push(query);
      }
    }
    expect(wrong).toEqual([]);
    expect(words.length * frames.length).toBeGreaterThanOrEqual(50);
  });
});
