import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";
import { isEnglishWord } from "../meanings";
import { PHOTO_NOUNS } from "./content-words";

const NOW = new Date(2026, 10, 30, 12);
const words = (query: string) => parseQuery(query, NOW, {}).words;

/** Words for photos as people respell them on purpose, made here by hand from the nouns: "fotos", "fotoz", "imgs", "pctrs". */
const RESPELT = [...new Set(PHOTO_NOUNS.flatMap((noun) => {
  const f = noun.replace(/ph/g, "f");
  const z = (w: string) => w.replace(/s$/, "z");
  const bare = (w: string) => w[0] + w.slice(1).replace(/[aeiou]/g, "");
  return [f, z(f), bare(noun), bare(f)];
}))].filter((w) => w.length >= 4 && !PHOTO_NOUNS.includes(w) && !isEnglishWord(w));
const FRAMES = [(w: string) => `${w} of the cat`, (w: string) => `cat ${w}`, (w: string) => `my ${w} from the beach`, (w: string) => `any ${w} of a dog`];

describe("a word for photos respelt on purpose", () => {
  it("is no word to find, as the word it respells is not (≥ 50 combinations)", () => {
    let checked = 0;
    for (const respelt of RESPELT)
      for (const frame of FRAMES) {
        const query = frame(respelt);
        expect(words(query), query).not.toContain(respelt);
        checked++;
      }
    expect(RESPELT).toEqual(expect.arrayContaining(["fotos", "fotoz", "imgs", "pctrs"]));
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("leaves alone words and names that only sound like one", () => {
    for (const query of ["fetus scan", "fotis at the beach", "fatos at the beach", "the feet photos"]) {
      const word = query.split(" ")[query.startsWith("the") ? 1 : 0]!;
      expect(words(query), query).toContain(word);
    }
  });
});
