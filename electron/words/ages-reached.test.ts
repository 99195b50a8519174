import { describe, expect, it } from "vitest";
import { agesOwned, agesReached, saysAgeReached, sentenceWords } from "./ages-reached";

describe("where a sentence says someone reached an age ([Note: An age reached])", () => {
  const whose = ["Marija's", "grandma's", "my", "her", "his", "their"];
  const ages = [["80th", "eightieth"], ["21st", "twenty-first"], ["5th", "fifth"], ["60th", "sixtieth"], ["3rd", "third"], ["42nd", "forty-second"]];
  const after = ["", " party", " bash", ", all of us", " in Porto", " birthday"];

  it(`reads an ordinal after someone's, with nothing after it but the day or the clause going on (${whose.length} x ${ages.length * 2} x ${after.length})`, () => {
    const missed: string[] = [];
    for (const w of whose) for (const pair of ages) for (const age of pair) for (const a of after) {
      const text = `${w} ${age}${a}`;
      if (!saysAgeReached(text)) missed.push(text);
    }
    expect(missed).toEqual([]);
  });

  it("reads 'turned' with a number after it, in digits or words", () => {
    for (const text of ["Leo turned 5", "when grandma turned eighty", "Ana turns twenty-one today", "turning 40 in style"]) expect(saysAgeReached(text), text).toBe(true);
    expect(agesReached(sentenceWords("when grandma turned eighty"))).toEqual([[2, 3]]);
  });

  it("reads no age where the ordinal counts something else or is no one's", () => {
    for (const text of ["our 10th anniversary", "her 2nd time skiing", "my first photos of Ines", "his second pics", "the 4th of July", "it's 30th", "my 3rd trip to Rome", "the weather turned cold", "turned 180 degrees", "he turned left", "on the 5th floor", "May 5th", "that's 21st century"]) expect(saysAgeReached(text), text).toBe(false);
  });
});

describe("an age said with 'is' after a given name", () => {
  it("is reached where nothing but now follows", () => {
    for (const text of ["JACK IS SIX", "emma is 11 today!", "Noah is 5, where did the time go", "lily is 3 years old"]) expect(saysAgeReached(text), text).toBe(true);
    expect(agesOwned("JACK IS SIX")).toEqual([{ owner: "jack", age: 6 }]);
  });

  it("is no age after a word that is no given name, or before more than now", () => {
    for (const text of ["the score is 6", "it is 5 o'clock", "may is 5 weeks away", "gate is 12", "jack is 6 feet tall", "the cake is 30 cm"]) expect(saysAgeReached(text), text).toBe(false);
  });
});

describe("an age greeted with 'happy'", () => {
  const ORDINALS: Array<[said: string, age: number]> = [
    ["1st", 1], ["2nd", 2], ["5th", 5], ["11th", 11], ["13th", 13], ["16th", 16], ["18th", 18], ["21st", 21], ["30th", 30], ["40th", 40],
    ["50th", 50], ["60th", 60], ["70th", 70], ["80th", 80], ["90th", 90], ["fortieth", 40], ["sixtieth", 60], ["eighteenth", 18], ["twenty-first", 21], ["ninetieth", 90],
  ];
  const FORMS = [(o: string) => `HAPPY ${o.toUpperCase()}`, (o: string) => `happy ${o} mum!`, (o: string) => `Happy ${o} birthday Jack`];

  it("is an age reached, whoever's, on a banner, a card or a memory (20 ages x 3 forms)", () => {
    const wrong = ORDINALS.flatMap(([said]) => FORMS.map((form) => form(said)).filter((text) => !saysAgeReached(text)));
    expect(wrong).toEqual([]);
    expect(agesOwned("happy 60th mum!")).toEqual([{ owner: "mum", age: 60 }]);
    expect(agesOwned("HAPPY 11TH")).toEqual([]);
  });

  it("is no age before a date, an anniversary or a count of days", () => {
    for (const text of ["happy 4th of july", "HAPPY 1ST ANNIVERSARY", "happy 100th day of school", "happy 2nd week at the new job"]) expect(saysAgeReached(text), text).toBe(false);
  });
});

describe("an age after a relative's possessive typed without its apostrophe", () => {
  const KIN = ["mums", "moms", "dads", "nans", "grans", "grandads", "grandmas", "grandpas", "aunties", "uncles", "sisters", "brothers", "cousins", "nephews"];
  const SAID = ["{k} {o} at the riverstation", "{k} {o} party", "{k} {o}, whole family came", "{k} {o}"];
  it(`is reached, as the possessive with it is (${KIN.length} relatives x ${SAID.length} sayings)`, () => {
    const wrong = KIN.flatMap((kin) => SAID.map((said) => said.replace("{k}", kin).replace("{o}", "70th"))).filter((text) => !agesOwned(text).some((a) => a.age === 70));
    expect(wrong).toEqual([]);
  });
  it("is no age after a word for no one's kin, or a relative not before an ordinal", () => {
    for (const text of ["chairs 40th row", "trains 5th carriage", "the kids 5th day at school", "mums and dads"]) expect(agesOwned(text), text).toEqual([]);
  });
});

describe("an age OCR read with a letter for a digit", () => {
  const READ: Array<[string, number]> = [["7OTH", 70], ["1OTH", 10], ["4OTH", 40], ["5OTH", 50], ["6OTH", 60], ["8OTH", 80], ["9OTH", 90], ["3OTH", 30], ["2lST", 21], ["1ITH", 11], ["3lST", 31], ["1OOTH", 100]];
  const BANNERS = ["HAPPY {o}\nSANDRA", "HAPPY {o} BIRTHDAY", "HAPPY {o} BIRTHDAY JOAN", "Happy {o} Mum!", "HAPPY {o}"];
  it(`is the age the print says (${READ.length} readings x ${BANNERS.length} banners)`, () => {
    const wrong = READ.flatMap(([read, age]) => BANNERS.map((banner) => [banner.replace("{o}", read), age] as const)).filter(([text, age]) => !agesOwned(text).some((a) => a.age === age) && !(saysAgeReached(text) && agesOwned(text).length === 0));
    expect(wrong).toEqual([]);
  });
  it("leaves a word of letters alone", () => {
    for (const text of ["HAPPY LOTH", "happy moth", "goth night"]) expect(saysAgeReached(text), text).toBe(false);
  });
});
