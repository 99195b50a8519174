import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../../library/places/gazetteer";
import { parseQuery } from "../query-parser";
import { readInLatin } from "./script-query";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** Places typed in Greek or Cyrillic letters, and the place the gazetteer has in Latin ones. */
const PLACES: Array<[typed: string, place: string]> = [
  ["Θεσσαλονίκη", "Thessaloníki"], ["Αθήνα", "Athens"], ["Πάτρα", "Pátra"], ["Βόλος", "Volos"], ["Ιωάννινα", "Ioánnina"], ["Καβάλα", "Kavála"],
  ["Варна", "Varna"], ["Бургас", "Burgas"], ["Пловдив", "Plovdiv"], ["Одеса", "Odessa"], ["Москва", "Moscow"],
];
/** People tagged in Latin letters, typed in Greek by the name they are called by. */
const PEOPLE: Array<[typed: string, tagged: string]> = [["Γιώτα", "Panagiota Papadopoulou"], ["Κατερίνα", "Aikaterini Nikolaidou"], ["Μαρία", "Maria Ioannou"]];
const context = (known = false) => ({ gazetteer: lookUpPlace, people: PEOPLE.map(([, name]) => ({ name, relation: null })), knowsWord: () => known });

describe("names typed in Greek or Cyrillic letters reach the places and people the library writes in Latin ones", () => {
  const places = PLACES.flatMap(([typed, place]) => ["{}", "photos in {}", "{} 2023", "{} στην παραλία"].map((frame) => [frame.replace("{}", typed), place] as const));
  const people = PEOPLE.flatMap(([typed, tagged]) => ["{}", "photos with {}", "{} και εγώ"].map((frame) => [frame.replace("{}", typed), tagged] as const));
  it("covers at least 50 combinations", () => expect(places.length + people.length).toBeGreaterThanOrEqual(50));

  it.each(places)("'%s' is %s", (query, place) => {
    const plan = parseQuery(query, NOW, context());
    expect(plan.places.map((p) => p.label)).toEqual([place]);
    // The chip points at what was typed.
    const chip = plan.chips.find((c) => c.kind === "place")!;
    expect(PLACES.some(([typed]) => query.slice(chip.span![0], chip.span![1]) === typed)).toBe(true);
  });

  it.each(people)("'%s' is %s", (query, tagged) => {
    expect(parseQuery(query, NOW, context()).people.map((p) => p.label)).toEqual([tagged]);
  });

  it("leaves a word the library says in its own script as typed, and a query in Latin letters alone", () => {
    expect(readInLatin("ΚΛΕΙΣΤΟ", context(true))).toBeNull();
    expect(readInLatin("photos in Thessaloniki", context())).toBeNull();
    expect(parseQuery("ΚΛΕΙΣΤΟ", NOW, context(true)).words).toEqual(["κλειστο"]);
  });

  it("reads a name in Latin letters even where a memory says it so, and leaves out the little words and the words for a photo", () => {
    expect(parseQuery("Γιώτα", NOW, context(true)).people.map((p) => p.label)).toEqual(["Panagiota Papadopoulou"]);
    const plan = parseQuery("φωτογραφίες από την Αθήνα", NOW, context());
    expect([plan.places.map((p) => p.label), plan.words]).toEqual([["Athens"], []]);
    expect(parseQuery("фото в Москва", NOW, context()).words).toEqual([]);
    // "Γιαγιά" (grandma) where a memory says it: the memory's word, not "giagia".
    expect(parseQuery("Γιαγιά", NOW, context(true)).words).toEqual(["γιαγια"]);
    // Nor where a memory says another form of it ("γιαγιάς", grandma's).
    expect(parseQuery("γιαγιά", NOW, { ...context(), knowsSlipOf: (word: string) => word === "γιαγια" }).words).toEqual(["γιαγια"]);
  });
});

describe("names typed in Korean letters reach the places and people the library writes in Latin ones, their particles left off", () => {
  const KOREAN_PLACES: Array<[typed: string, place: string]> = [["서울", "Seoul"], ["부산", "Busan"], ["광주", "Gwangju"], ["대구", "Daegu"], ["강릉", "Gangneung"], ["인천", "Incheon"]];
  const KOREAN_PEOPLE: Array<[typed: string, tagged: string]> = [["다혜", "Kim Da-hye"], ["보라", "Park Bo-ra"], ["민준", "Lee Min-jun"]];
  const korean = { gazetteer: lookUpPlace, people: KOREAN_PEOPLE.map(([, name]) => ({ name, relation: null })), knowsWord: () => false };
  // As typed alone, with "photos", with a year, and with a particle: "in" (에서), "of" (의).
  const places = KOREAN_PLACES.flatMap(([typed, place]) => ["{}", "{} 사진", "{} 2023", "{}에서", "{}의 바다"].map((frame) => [frame.replace("{}", typed), place] as const));
  // Alone, "with" (랑, 하고), as the subject (가/이), and beside a place.
  const people = KOREAN_PEOPLE.flatMap(([typed, tagged]) => ["{}", "{}랑 부산", "{}하고", "{}가 웃는 사진", "서울 {}"].map((frame) => [frame.replace("{}", typed), tagged] as const));
  it("covers at least 45 combinations (30 places, 15 people)", () => expect(places.length + people.length).toBeGreaterThanOrEqual(45));

  it.each(places)("'%s' is %s", (query, place) => {
    expect(parseQuery(query, NOW, korean).places.map((p) => p.label)).toEqual([place]);
  });

  it.each(people)("'%s' is %s", (query, tagged) => {
    expect(parseQuery(query, NOW, korean).people.map((p) => p.label)).toContain(tagged);
  });

  it("reads the words that say how the rest is asked: '해운대 보라 없이' leaves Bora out, '다혜 그리고 보라' asks for both", () => {
    const without = parseQuery("부산 보라 없이", NOW, korean);
    expect([without.places.map((p) => p.label), without.notPeople.map((p) => p.label)]).toEqual([["Busan"], ["Park Bo-ra"]]);
    // The chip points at what was typed, in the order it was typed.
    const chip = without.chips.find((c) => c.kind === "not")!;
    expect("부산 보라 없이".slice(...chip.span!)).toBe("보라");
    expect(parseQuery("다혜 그리고 보라", NOW, korean).people.map((p) => p.label)).toEqual(["Kim Da-hye", "Park Bo-ra"]);
  });

  it("reads a kin word as the relation it says, with its particle or without ('엄마랑': with mum)", () => {
    const told = { ...korean, people: [...korean.people, { name: "Kim Young-sook", relation: "mum" }, { name: "Park Ha-eun", relation: "my sister" }] };
    for (const [typed, name] of [["엄마", "Kim Young-sook"], ["엄마랑 부산", "Kim Young-sook"], ["언니", "Park Ha-eun"], ["언니하고 다혜", "Park Ha-eun"]] as const) {
      expect(parseQuery(typed, NOW, told).people.map((p) => p.label), typed).toContain(name);
    }
  });

  it("leaves as typed a name the gazetteer has in Korean: '일본' is Japan, not the letters 'ilbon'", () => {
    for (const [typed, country] of [["일본", "Japan"], ["호주", "Australia"], ["대만", "Taiwan"], ["일본 사진", "Japan"]] as const) {
      expect(parseQuery(typed, NOW, korean).places.map((p) => p.label), typed).toEqual([country]);
    }
  });

  it("keeps a word whose ending only looks like a particle: '고양이' (a cat) is no Goyang", () => {
    expect(parseQuery("고양이", NOW, korean).places).toEqual([]);
  });
});
