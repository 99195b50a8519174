import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../../library/places/gazetteer";
import { parseQuery } from "../query-parser";
import { readForeign } from "./foreign-query";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);
const CONTEXT = { gazetteer: lookUpPlace, places: ["Bariloche", "Lyon", "Rome", "Lisbon", "Utrecht", "Berlin"], people: [{ name: "Gabriela Fernández", relation: null }] };
const planOf = (query: string) => parseQuery(query, NOW, CONTEXT);

describe("a query typed in another language", () => {
  // Nouns the dictionary gives in English, each said with two of the language's little words.
  const languages = [
    { frames: ["mi {} en Bariloche", "el {} de Gabi"], words: [["perro", "dog"], ["iglesia", "church"], ["boda", "wedding"], ["gato", "cat"], ["panaderia", "bakery"]] },
    { frames: ["le {} à Lyon", "mon {} avec Gabi"], words: [["chien", "dog"], ["eglise", "church"], ["boulangerie", "bakery"], ["neige", "snow"], ["anniversaire", "birthday"]] },
    { frames: ["la {} di Gabi", "il {} a Rome"], words: [["chiesa", "church"], ["spiaggia", "beach"], ["gatto", "cat"], ["compleanno", "birthday"], ["cavallo", "horse"]] },
    { frames: ["o {} em Lisbon", "meu {} com Gabi"], words: [["igreja", "church"], ["padaria", "bakery"], ["gato", "cat"], ["bicicleta", "bicycle"], ["cardapio", "menu"]] },
    { frames: ["de {} in Utrecht", "mijn {} met Gabi"], words: [["kerk", "church"], ["hond", "dog"], ["bakkerij", "bakery"], ["sneeuw", "snow"], ["bruiloft", "wedding"]] },
    { frames: ["die {} in Berlin", "mein {} mit Gabi"], words: [["Kirche", "church"], ["Hochzeit", "wedding"], ["Katze", "cat"], ["Schnee", "snow"], ["Geburtstag", "birthday"]] },
  ];

  it("is read in English: its nouns as the dictionary gives them, its little words gone (6 languages x 5 nouns x 2 frames)", () => {
    const misread: string[] = [];
    for (const { frames, words } of languages) {
      for (const [said, english] of words) {
        for (const frame of frames) {
          const query = frame.replace("{}", said!);
          const plan = planOf(query);
          const found = plan.words;
          const little = frame.split(" ").filter((w) => w !== "{}" && /^\p{Ll}/u.test(w));
          // A noun that names a kind of photo ("cardápio", a menu) is read as the kind.
          const read = found.includes(english!) || (plan.kinds as string[]).includes(english!);
          if (!read || found.some((w) => little.includes(w) || w === said!.toLowerCase())) misread.push(`${query} -> ${JSON.stringify(found)}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it("keeps who and where it names, and its chips point at what was typed", () => {
    const plan = planOf("el perro de Gabi en Bariloche");
    expect(plan.people.flatMap((p) => p.names)).toEqual(["Gabriela Fernández"]);
    expect(plan.places.map((p) => p.label)).toEqual(["Bariloche"]);
    expect(plan.query).toBe("el perro de Gabi en Bariloche");
    for (const chip of plan.chips) if (chip.span) expect(["perro", "Gabi", "Bariloche"]).toContain(plan.query.slice(chip.span[0], chip.span[1]));
  });

  it("reads its little words that shape the sentence: without, and its season; and a sentence of two languages", () => {
    expect(planOf("Gabi at la playa").words).toEqual(["beach"]);
    expect(planOf("fotos sin Gabi").chips.some((c) => c.kind === "not")).toBe(true);
    expect(planOf("fotos del verano").time).toBeTruthy();
  });

  it("leaves an English query with a word or name of another language as it is", () => {
    for (const query of ["dinner at la piazza", "photos from el paso", "rio de janeiro beach", "pizza in Napoli", "the bakery in Lyon", "cafe au lait", "dogs at the beach"]) {
      expect(readForeign(query, CONTEXT), query).toBeNull();
    }
  });
  it("reads a little word of its language typed small as that word, though a place be called so (little word × noun × frame)", () => {
    // Each little word is a place's name or nickname too: "med" the Med, "del" Delaware, "aus" Australia, "mon" Mon State.
    const cases = [
      { little: "med", frames: ["{n} {l} mormor", "mormor {l} {n}"], nouns: ["hunden", "katten", "bilen"] },
      { little: "del", frames: ["fotos {l} {n} en la playa", "la foto {l} {n}"], nouns: ["perro", "gato", "abuelo"] },
      { little: "aus", frames: ["Bilder {l} dem {n}", "die {n} {l} Berlin"], nouns: ["Urlaub", "Garten", "Hochzeit"] },
      { little: "mon", frames: ["{l} {n} sur la plage", "{l} {n} avec Gabi"], nouns: ["chien", "oiseau", "grand-père"] },
      { little: "sul", frames: ["il {n} {l} lago", "il {n} {l} tetto"], nouns: ["gatto", "cane", "nonno"] },
      { little: "para", frames: ["fotos {l} a praia com o {n}", "meu {n} {l} o jantar"], nouns: ["cachorro", "gato", "avô"] },
    ];
    const misread: string[] = [];
    for (const { little, frames, nouns } of cases) {
      for (const frame of frames) {
        for (const noun of nouns) {
          const query = (frame.includes("{l}") ? frame : `${frame.split(" ")[0]} ${little} ${frame.split(" ").slice(1).join(" ")}`).replace("{l}", little).replace("{n}", noun);
          const plan = planOf(query);
          const at = query.split(" ").indexOf(little);
          const start = query.split(" ").slice(0, at).join(" ").length + (at > 0 ? 1 : 0);
          const asPlace = plan.chips.some((chip) => chip.kind === "place" && chip.span?.[0] === start);
          if (asPlace || plan.words.includes(little)) misread.push(`${query} → ${JSON.stringify(plan.chips.map((chip) => chip.label))}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });
});

describe("a noun of another language English spells too, in a query typed in that language", () => {
  // Nouns English has as other words ("chat", "plage", "mare"), after one of the language's little
  // words, or typed with marks English never writes ("mère", "fête").
  const languages = [
    { frames: ["le {} à Lyon", "photos de la {} avec Gabi", "mon {} en Lyon"], words: [["chat", "cat"], ["plage", "beach"], ["pain", "bread"], ["gâteau", "cake"], ["mère", "mother"], ["fête", "party"], ["lac", "lake"], ["mer", "sea"], ["feu", "fire"]] },
    { frames: ["il {} della nonna", "il {} con la nonna", "una foto della zia al {}"], words: [["mare", "sea"], ["cane", "dog"]] },
    { frames: ["el {} en Bariloche", "fotos del {} con Gabi", "mi {} y los niños"], words: [["pan", "bread"], ["mar", "sea"], ["pie", "foot"]] },
    { frames: ["mein {} in Berlin", "das {} mit Gabi", "unser {} und die Kinder"], words: [["Kind", "child"], ["Boot", "boat"], ["Hund", "dog"]] },
  ];
  const grid = languages.flatMap(({ frames, words }) => words.flatMap(([said, english]) => frames.map((frame) => [frame.replace("{}", said!), english!] as const)));

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("“%s” is read with %s", (query, english) => {
    const read = readForeign(query, CONTEXT)?.english ?? query;
    expect(read.split(/\s+/)).toContain(english);
  });

  // The same words in English queries, and a foreign little word English has ("die", "am") or none before them.
  it.each(["chat with Gabi in Lyon", "pain in my back", "the mare and her foal", "a kind dog", "boot of the car", "pan of paella in Bariloche", "cane toad", "la la land"])("“%s” stays as typed", (query) => {
    expect(readForeign(query, CONTEXT)).toBeNull();
  });
});

describe("one word of another language's grammar, in a query otherwise English", () => {
  // Words English has not, that carry the sentence's shape: alone, they say the language.
  const WORDS = [["ohne", "without"], ["von", "from"], ["avec", "with"], ["sans", "without"], ["senza", "without"], ["zonder", "without"], ["sem", "without"], ["dans", "in"], ["nel", "in the"], ["bei", "at"]] as const;
  const FRAMES = ["pics {} Gabi", "{} Gabi 2023", "photos {} Gabi last summer", "{} Gabi please", "everything {} Gabi"];
  const grid = WORDS.flatMap(([said, english]) => FRAMES.map((frame) => [frame.replace("{}", said), english] as const));

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("“%s” is read with “%s”", (query, english) => {
    expect(` ${readForeign(query, CONTEXT)?.english ?? query} `).toContain(` ${english} Gabi `);
  });

  it("reads the declined forms and the order words of the grammar too", () => {
    expect(readForeign("fotos vom letzten sommer", CONTEXT)?.english).toBe("photos from the last summer");
    expect(readForeign("bilder mit unserem hund", CONTEXT)?.english).toBe("photos with our dog");
    expect(readForeign("la dernière fois au chalet", CONTEXT)?.english).toBe("the last time at the chalet");
  });

  it.each(["pics where im with Gabi", "la la land", "de niro films", "mit campus tour", "sin city trip", "con artist movie"])("“%s” stays as typed", (query) => {
    expect(readForeign(query, CONTEXT)).toBeNull();
  });
});

describe("a little word English and another language share, right before a word of that language", () => {
  // "am" is English's and German's: before a German noun it is German's "at the".
  // Typed small, as queries are: a capitalised word after "in" is as often a name ("photos in Sarnadel").
  const NOUNS = [["bahnhof", "station"], ["flughafen", "airport"], ["hafen", "harbor"], ["marktplatz", "marketplace"], ["kirche", "church"], ["rathaus", "town hall"], ["spielplatz", "playground"], ["bäckerei", "bakery"], ["tierpark", "zoo"]] as const;
  const FRAMES = ["kids am {}", "sunset am {}", "photos am {}", "lena am {}", "pics am {} 2024"];
  // A noun German spells as English does ("See", "Meer") needs one more little word of it.
  const SPELT = [["see", "sea"], ["meer", "sea"]] as const;
  const SPELT_FRAMES = ["am {} mit Gabi", "kids am {} mit oma", "sunset am {} mit Gabi"];
  const grid = [...NOUNS.flatMap(([said, english]) => FRAMES.map((frame) => [frame.replace("{}", said), english] as const)), ...SPELT.flatMap(([said, english]) => SPELT_FRAMES.map((frame) => [frame.replace("{}", said), english] as const))];

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("“%s” is read with “at the %s”", (query, english) => {
    expect(readForeign(query, CONTEXT)?.english ?? query).toContain(`at the ${english}`);
  });

  it.each(["i am here", "photos in paris", "the cat in the hat", "dogs in the see", "am meer", "pics in den alpen", "photos in Sarnadel", "shot on a canon 50d"])("“%s” stays as typed", (query) => {
    expect(readForeign(query, CONTEXT)).toBeNull();
  });
});
