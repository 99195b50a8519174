import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../library-index";
import { library } from "../../testing/memory-library";
import { parseQuery } from "../../search/query-parser";
import { retrieve } from "../../search/retrieve";
import { lookUpPlace } from "../../library/places/gazetteer";
import { textLanguages } from "./text-languages";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** Photos whose text is in one language each, none of them saying the language's name; and one in English. */
const TEXTS: Array<[language: string, text: string]> = [
  ["Japanese", "ラーメン 一蘭 営業中"],
  ["Chinese", "北京烤鸭 菜单 价格"],
  ["Korean", "김치찌개 메뉴 가격"],
  ["Greek", "ΑΡΤΟΠΟΙΕΙΟ ΦΟΥΡΝΟΣ ΑΝΟΙΧΤΟ"],
  ["Spanish", "Menú del día: sopa y pollo con arroz"],
  ["Portuguese", "Cardápio do dia: arroz e feijão com frango"],
  ["French", "Plat du jour: soupe et poulet avec riz"],
  ["German", "Tagesgericht: Suppe und Hähnchen mit Reis"],
  ["Italian", "Piatto del giorno: zuppa e pollo con riso"],
  ["Dutch", "Dagschotel: soep en kip met rijst"],
  ["Swedish", "Dagens lunch: soppa och kyckling med ris"],
  ["Danish", "Dagens ret: suppe og kylling med ris"],
  ["Czech", "Lékárna a pekárna na náměstí"],
  ["Polish", "Zupa dnia: rosół z kurczakiem"],
  ["Turkish", "Günün yemeği: çorba ve pilav ile tavuk"],
  ["Georgian", "ხაჭაპური მენიუ ფასი"],
  ["Armenian", "Ճաշացանկ գին"],
  ["Vietnamese", "Thực đơn hôm nay: phở bò và cơm gà"],
  ["Slovene", "Dnevno kosilo: juha in piščanec z rižem"],
  ["Slovak", "Denné menu: polievka a kuracie mäso s ryžou"],
  ["Lithuanian", "Dienos pietūs: sriuba ir vištiena su ryžiais"],
  ["Afrikaans", "Dagspesiaal: sop en hoender met rys"],
  ["Irish", "Ospidéal agus siopa an bhaile"],
];

describe("the language a photo's text is written in", async () => {
  const lib = library();
  TEXTS.forEach(([language, text], i) => {
    lib.add(language.toLowerCase(), { taken_ms: Date.UTC(2024, 4, 1 + i, 12) });
    lib.read(language.toLowerCase(), text);
  });
  lib.add("english", { taken_ms: Date.UTC(2024, 5, 1, 12) });
  lib.read("english", "Welcome to the museum, open daily");
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  // With the world's places, as the app reads a query: "in Slovene" is the language, not a name the library's text says.
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }), { index, fullText: async () => [] })).passing.map((c) => c.id);

  it("is read from its script or its words' dictionaries, never from English", () => {
    // A language is said by one word or another ("slovene slovenian"): any of them is its name.
    for (const [language, text] of TEXTS) expect(textLanguages(text).flatMap((said) => said.split(" ")), text).toContain(language.toLowerCase());
    expect(textLanguages("Welcome to the museum, open daily")).toEqual([]);
    expect(textLanguages("Total 12.50 EUR")).toEqual([]);
  });

  it("finds the photo whose text is in the language asked for (23 languages x 5 frames)", async () => {
    const misread: string[] = [];
    for (const [language] of TEXTS) {
      for (const frame of ["the sign in {}", "text written in {}", "anything in {}", "writing in {}", "pics with text in {}"]) {
        const query = frame.replace("{}", language);
        const got = await found(query);
        if (!got.includes(language.toLowerCase()) || got.includes("english")) misread.push(`${query} -> ${JSON.stringify(got)}`);
      }
    }
    expect(misread).toEqual([]);
  });
});
