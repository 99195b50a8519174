import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { DICTD_DIR, FOREIGN_WORDS_FILE, isEnglish, languageTable, parseEntry, pivotTable, TABLES } from "../../../build/data/foreign-words";
import { FOREIGN_WORDS_TABLE, foreignGlosses, PIVOT_WORDS_TABLE } from "./foreign-words";
import { HOMOGRAPHS_TABLE } from "./homographs";

const english = (text: string) => foreignGlosses(text).map((g) => `${g.said}: ${g.english[0]}`);

describe("the English of words of other languages", () => {
  it("reads a word as written, in capitals, without accents, with umlauts spelled out, in a plural, and as a compound's last part", () => {
    expect(english("Bäckerei")).toEqual(["Bäckerei: bakery"]);
    expect(english("BÄCKEREI")).toEqual(["BÄCKEREI: bakery"]);
    expect(english("BACKEREI")).toEqual(["BACKEREI: bakery"]);
    expect(english("BAECKEREI")).toEqual(["BAECKEREI: bakery"]);
    expect(english("Stadtbäckerei")).toEqual(["Stadtbäckerei: bakery"]);
    expect(english("PARKSCHEINE")).toEqual(["PARKSCHEINE: parking coupon"]);
    expect(foreignGlosses("PARKSCHEIN")[0]).toEqual({ said: "PARKSCHEIN", english: ["parking coupon"], languages: ["de"] });
  });

  it("says each word once, and nothing of a text in English", () => {
    expect(english("PANADERIA panaderia PANADERIA")).toEqual(["PANADERIA: bakery", "panaderia: bakery"]);
    expect(english("GIFT SHOP - OPEN DAILY - FREE PARKING - TOTAL 12.50")).toEqual([]);
    expect(english("")).toEqual([]);
  });

  it("never holds a word of under 4 letters, nor one English has", () => {
    const words = fs.readFileSync(FOREIGN_WORDS_TABLE, "utf8").trimEnd().split("\n").map((line) => line.split("\t")[0]!);
    expect(words.length).toBeGreaterThan(1000);
    expect(words.filter((w) => w.length < 4)).toEqual([]);
    for (const friend of ["gift", "chef", "brand", "taste", "kind", "mist", "rind", "pain", "sale", "large"]) expect(words).not.toContain(friend);
    expect(isEnglish("pies") && isEnglish("tasted") && isEnglish("with") && !isEnglish("panaderia")).toBe(true);
  });

  it("reads a dictionary entry's senses, not its examples, notes, synonyms or pronunciations", () => {
    const entry = parseEntry(
      'Straße /ʃtɾˈɑːsə/ (Str. /ˌɛstˌeːˈɛɾ/) <fem, n, sg>\nstreet <n>St,  /ˌɛstˈeː/\n [geogr.] strait <n>, straits <n>\n      "eine Straße"  - a road\n   Synonym: {Gasse}\n see: {Straßen}\n         Note: in compounds',
    );
    expect(entry).toEqual({ headword: "Straße", pos: ["fem", "n", "sg"], senses: [["street"], ["strait", "straits"]] });
    expect(parseEntry("salida /salˈiða/\n1. demand, sale\n2. exit, wayout").senses).toEqual([["demand", "sale"], ["exit", "wayout"]]);
  });

  // The German dictionary takes minutes to read; the Italian one, seconds, and goes through every step of the build.
  it.skipIf(!fs.existsSync(`${DICTD_DIR}/freedict-ita-eng.index`) || !fs.existsSync(`${DICTD_DIR}/freedict-eng-ita.index`))("is what the dictionaries make now (rebuild with `node --import tsx build/data/foreign-words.ts`)", () => {
    const rows = new Map(fs.readFileSync(FOREIGN_WORDS_FILE, "utf8").trimEnd().split("\n").map((line) => line.split("\t") as [string, string, string]).filter(([, languages]) => languages.split(",").includes("it")).map(([word, , english]) => [word, english]));
    const italian = languageTable("ita");
    expect([...rows.keys()].sort()).toEqual([...italian.keys()].sort());
    for (const [word, words] of italian) expect(rows.get(word)!.split("|")).toEqual(expect.arrayContaining(words));
  }, 120_000);

  it.skipIf(["fra-eng", "eng-fra", "fra-pol", "fra-fin", "pol-eng", "fin-eng"].some((pair) => !fs.existsSync(`${DICTD_DIR}/freedict-${pair}.index`)))("reads through both pivots what the language's own dictionary lacks, as the dictionaries make it now", () => {
    const rows = new Map(fs.readFileSync(PIVOT_WORDS_TABLE, "utf8").trimEnd().split("\n").map((line) => line.split("\t") as [string, string, string]).filter(([, languages]) => languages.split(",").includes("fr")).map(([word, , english]) => [word, english]));
    const french = pivotTable("fra", languageTable("fra"));
    expect([...rows.keys()].sort()).toEqual([...french.keys()].sort());
    for (const [word, words] of french) expect(rows.get(word)!.split("|")).toEqual(expect.arrayContaining(words));
    expect(french.get("citrouille")).toEqual(["pumpkin"]);
    expect(french.has("facture")).toBe(false);
  }, 120_000);

  it.skipIf(!fs.existsSync(`${DICTD_DIR}/freedict-ita-eng.index`) || !fs.existsSync(`${DICTD_DIR}/freedict-eng-ita.index`))("keeps the homographs the dictionaries make now, a line a language", () => {
    const rows = new Map(fs.readFileSync(HOMOGRAPHS_TABLE, "utf8").trimEnd().split("\n").map((line) => line.split("\t") as [string, string, string]).filter(([, language]) => language === "it").map(([word, , english]) => [word, english.split("|")]));
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(languageTable("ita", DICTD_DIR, true)));
    expect(rows.get("mare")).toEqual(["sea"]);
    expect(rows.has("gatto")).toBe(false);
  }, 120_000);
});

describe("a Swedish, Danish, Czech or Turkish sign is read in English, in the forms signs print it", () => {
  // Swedish and Danish print "the" as an ending ("KYRKAN", "BAGERIET"), Turkish its plurals ("-LER").
  const SIGNS: Array<[string, string]> = [
    ["KYRKAN", "church"], ["BIBLIOTEKET", "library"], ["BAGERIET", "bakery"], ["APOTEKET", "drugstore"], ["SJUKHUSET", "hospital"],
    ["TANDLÄKARE", "dentist"], ["KIRKEN", "church"], ["BAGERI", "bakery"], ["LÉKÁRNA", "drugstore"], ["PEKÁRNA", "bakery"],
  ];
  const CASES: Array<(w: string) => string> = [(w) => w, (w) => w.toLowerCase(), (w) => w[0] + w.slice(1).toLowerCase(), (w) => `${w} öppet`, (w) => `Välkommen till ${w.toLowerCase()}`];
  const grid = SIGNS.flatMap(([word, english]) => CASES.map((form) => [form(word), english] as const));

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' is read as %s", (text, english) => {
    expect(foreignGlosses(text).flatMap((g) => g.english)).toContain(english);
  });
});

describe("a Turkish sign, receipt or memory is read in English, its endings taken off (English-Turkish read backwards, Snowball's stemmer)", () => {
  // The English-Turkish dictionary gives "aslan", "orman", "makbuz"; a sign or a sentence says "aslanlar", "plajda", "kedimin".
  const WORDS: Array<[string, string]> = [
    ["aslan", "lion"], ["aslanlar", "lion"], ["kedimin", "cat"], ["kedilerim", "cat"], ["makbuzlar", "receipt"],
    ["ORMAN", "forest"], ["plajda", "beach"], ["balonlar", "balloon"], ["camiler", "mosque"], ["otelde", "hotel"],
  ];
  const CASES: Array<(w: string) => string> = [(w) => w, (w) => w.toLowerCase(), (w) => w.toLocaleUpperCase("tr"), (w) => `${w}, İstanbul`, (w) => `Fotoğraf: ${w}`];
  const grid = WORDS.flatMap(([said, english]) => CASES.map((form) => [form(said), english] as const));

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' is read as %s", (text, english) => {
    expect(foreignGlosses(text).flatMap((g) => g.english)).toContain(english);
  });
});

describe("a Slovene, Slovak, Lithuanian, Afrikaans or Irish sign or memory is read in English", () => {
  // Slovene and Slovak decline as Polish does ("v lekarni", "pri babici"); Afrikaans makes plurals as Dutch ("kerke").
  const WORDS: Array<[string, string]> = [
    ["LEKARNA", "drugstore"], ["v lekarni", "drugstore"], ["pri babici", "grandmother"], ["Knjižnica", "library"], ["NEMOCNICA", "hospital"],
    ["kostol", "church"], ["VAISTINĖ", "drugstore"], ["ligoninė", "hospital"], ["kerke", "church"], ["BIBLIOTEEK", "library"],
    ["ouma", "granny"], ["SIOPA", "shop"], ["ospidéal", "hospital"],
  ];
  const CASES: Array<(w: string) => string> = [(w) => w, (w) => w.toLowerCase(), (w) => w.toUpperCase(), (w) => `${w}, 2024`, (w) => `Foto: ${w}`];
  const grid = WORDS.flatMap(([said, english]) => CASES.map((form) => [form(said), english] as const));

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' is read as %s", (text, english) => {
    expect(foreignGlosses(text).flatMap((g) => g.english)).toContain(english);
  });
});

describe("a Polish sign or memory is read in English, in the case it is written in (a table of its own, CC BY-SA)", () => {
  // The dictionary gives "piekarnia", "babcia", "jezioro"; a sign or a sentence says "w piekarni", "u babci", "nad jeziorem".
  const WORDS: Array<[string, string]> = [
    ["PIEKARNIA", "bakery"], ["w piekarni", "bakery"], ["APTEKA", "drugstore"], ["KOŚCIÓŁ", "church"], ["DWORZEC", "station"],
    ["RACHUNEK", "bill"], ["u babci", "grandmother"], ["nad jeziorem", "lake"], ["KAWIARNIA", "coffeehouse"], ["Rynek Główny", "market"],
  ];
  const CASES: Array<(w: string) => string> = [(w) => w, (w) => w.toLowerCase(), (w) => w.toUpperCase(), (w) => `${w}, Kraków`, (w) => `Zdjęcie: ${w}`];
  const grid = WORDS.flatMap(([said, english]) => CASES.map((form) => [form(said), english] as const));

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' is read as %s", (text, english) => {
    expect(foreignGlosses(text).flatMap((g) => g.english)).toContain(english);
  });

  it("does not take a case of a word English has for a rarer Polish word ('plaży' is of 'plaża', no amphibian)", () => {
    expect(foreignGlosses("na plaży")).toEqual([]);
  });

  it.skipIf(!fs.existsSync(`${DICTD_DIR}/freedict-pol-eng.index`))("is what the Polish dictionary makes now, in its own file", () => {
    const file = TABLES.find((t) => t.codes.includes("pol"))!.file;
    const rows = new Map(fs.readFileSync(file, "utf8").trimEnd().split("\n").map((line) => line.split("\t") as [string, string, string]).map(([word, , english]) => [word, english]));
    const polish = languageTable("pol");
    expect([...rows.keys()].sort()).toEqual([...polish.keys()].sort());
  }, 120_000);
});
