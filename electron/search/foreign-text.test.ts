import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** Words of six languages, none on the sign list (`sign-words.ts`), the English a person asks by, and a word glued before it as a compound writes it. */
const WORDS = [
  { said: "Schlüssel", language: "de", asked: "key", compound: "Zimmer" },
  { said: "Hochzeit", language: "de", asked: "wedding", compound: "Sommer" },
  { said: "fenêtre", language: "fr", asked: "window", compound: null },
  { said: "voiture", language: "fr", asked: "car", compound: null },
  { said: "bicicletta", language: "it", asked: "bicycle", compound: null },
  { said: "gatto", language: "it", asked: "cat", compound: null },
  { said: "perro", language: "es", asked: "dog", compound: null },
  { said: "regalo", language: "es", asked: "gift", compound: null },
  { said: "cadeira", language: "pt", asked: "chair", compound: null },
  { said: "passarinho", language: "pt", asked: "bird", compound: null },
  { said: "fiets", language: "nl", asked: "bicycle", compound: "Huur" },
  { said: "tandarts", language: "nl", asked: "dentist", compound: "Kinder" },
] as const;

/** How a word is written: in capitals as on a sign, in capitals without its accents (a sign's letters, or OCR's), and as a compound's last part or a plural. */
const FORMS = {
  capitals: (w: (typeof WORDS)[number]) => w.said.toUpperCase(),
  "no accents": (w: (typeof WORDS)[number]) => w.said.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase(),
  "compound or plural": (w: (typeof WORDS)[number]) => (w.compound ? `${w.compound}${w.said.toLowerCase()}` : w.language === "it" ? w.said.replace(/o$/, "i").replace(/a$/, "e") : `${w.said}s`),
};

const WHERE = {
  "text read in the photo": (lib: ReturnType<typeof library>, id: string, written: string) => lib.read(id, `${written}\n12`),
  "a memory": (lib: ReturnType<typeof library>, id: string, written: string) => lib.memories.push({ photo_id: id, text: `${written}!` }),
};

const GRID = WORDS.flatMap((word) => Object.entries(FORMS).flatMap(([form, write]) => Object.keys(WHERE).map((where) => [word.said, word.language, form, where, word.asked, write(word)] as const)));

async function ask(lib: ReturnType<typeof library>, query: string) {
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing;
}

describe("a word of another language read in a photo or written in a memory is found by its English", () => {
  it("has at least 50 combinations", () => expect(GRID.length).toBeGreaterThanOrEqual(50));

  it.each(GRID)("%s (%s) written in %s, in %s, is found by “%s”", async (_said, _language, _form, where, asked, written) => {
    const lib = library();
    lib.add("foreign", {});
    lib.add("english", {});
    WHERE[where as keyof typeof WHERE](lib, "foreign", written);
    WHERE[where as keyof typeof WHERE](lib, "english", "OPEN DAILY");
    const passing = await ask(lib, asked);
    expect(passing.map((c) => c.id)).toEqual(["foreign"]);
  });

  it("says what it read and what it means", async () => {
    const lib = library();
    lib.add("sign", {});
    lib.read("sign", "PARKSCHEIN\n2,50");
    const [found] = await ask(lib, "parking");
    expect(found?.found.find(Boolean)).toMatchObject({ source: "text", label: "PARKSCHEIN (parking coupon)" });
  });
});

describe("words that only look like another language's are not translated", () => {
  // English words that are also words of another language ("Gift" is German for poison, "Chef" a
  // boss, "Brand" a fire, "Rat" a council, "Art" a kind), and short words of any language.
  const FALSE_FRIENDS = [
    ["GIFT SHOP", "poison"],
    ["Chef's table", "boss"],
    ["BRAND NEW", "fire"],
    ["RAT POISON", "council"],
    ["ART GALLERY", "kind"],
    ["KIND WORDS", "child"],
    ["TASTE OF ROME", "key"],
    ["MIST ON THE LAKE", "manure"],
    ["BAD WEATHER", "bath"],
    ["RIND STEAK", "cattle"],
    ["ROOF TERRACE", "cry"],
    ["SALE NOW ON", "salt"],
    ["PAIN RELIEF", "bread"],
    ["LARGE COFFEE", "wide"],
  ] as const;

  it.each(FALSE_FRIENDS.flatMap(([text, asked]) => Object.keys(WHERE).map((where) => [text, where, asked] as const)))("“%s” in %s is not found by “%s”", async (text, where, asked) => {
    const lib = library();
    lib.add("english", {});
    WHERE[where as keyof typeof WHERE](lib, "english", text);
    expect(await ask(lib, asked)).toEqual([]);
  });
});
