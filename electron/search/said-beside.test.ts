import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";
import { saidBeside } from "./said-beside";
import { fold } from "../words/terms";
import { peopleWithToldRelations } from "./told-relations";

const NOW = new Date(2026, 10, 22, 12);

/** Ways a memory says a relation or a nickname ({w}), at its start, middle and end. */
const SAYINGS = ["{w} visiting us in the new flat", "Sunday lunch at {w}'s place", "a long walk by the river with {w}", "{w}'s birthday cake, candles and all", "the garden looked lovely, said {w}"];
/** A relation as memories say it, the person tagged on that photo, and the words a search asks with. */
const RELATIONS: Array<{ said: string; relation: string; tagged: string; asked: string[] }> = [
  { said: "mum", relation: "mother", tagged: "Ayşe Arslan", asked: ["mum", "my mom", "mother"] },
  { said: "Dad", relation: "father", tagged: "Piotr Nowak", asked: ["dad", "my father"] },
  { said: "grandma", relation: "grandmother", tagged: "Carmen Navarro", asked: ["grandma", "my granny"] },
  { said: "abuela", relation: "grandmother", tagged: "Rosa Díaz", asked: ["grandma", "grandmother"] },
  { said: "엄마", relation: "mother", tagged: "Kim Young-sook", asked: ["mum", "엄마"] },
  { said: "my niece", relation: "niece", tagged: "Marina Karali", asked: ["my niece"] },
  { said: "my little brother", relation: "brother", tagged: "Tomás Ruiz", asked: ["my brother", "bro"] },
  { said: "our daughter", relation: "daughter", tagged: "Mia Park", asked: ["our daughter", "my daughter"] },
  { said: "babcia", relation: "grandmother", tagged: "Halina Wójcik", asked: ["grandma"] },
  { said: "nonno", relation: "grandfather", tagged: "Giulio Rossi", asked: ["grandpa"] },
];
/** A nickname as memories say it, and the person tagged on that photo. */
const NICKNAMES: Array<{ said: string; tagged: string }> = [
  { said: "Minnie", tagged: "Choi Min-ji" },
  { said: "Defo", tagged: "Defne Kaya" },
  { said: "Bobo", tagged: "Park Bo-ra" },
  { said: "Fefe", tagged: "Federica Ferri" },
  { said: "Kubuś", tagged: "Kuba Zieliński" },
  { said: "Pepa", tagged: "Petra Weber" },
];

const memory = (saying: string, word: string) => saying.replace("{w}", word);

async function libraryWith(memories: Array<[string, string]>, tagged: Array<[string, string]>) {
  const lib = library();
  const ids = new Set([...memories.map(([id]) => id), ...tagged.map(([id]) => id), "decoy"]);
  for (const id of ids) lib.add(id, { lat: 52.5, lon: 13.4, place: "Berlin", people: tagged.find(([t]) => t === id)?.[1] ?? "" });
  lib.memories.push(...memories.map(([photo_id, text]) => ({ photo_id, text })), { photo_id: "decoy", text: "Zed at the park" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

async function found(query: string, { lib, index }: Awaited<ReturnType<typeof libraryWith>>): Promise<string[]> {
  const plan = parseQuery(query, NOW, { ...index.parseContext(), people: peopleWithToldRelations(index) });
  return (await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort();
}

describe("who a memory speaks of, read from who is in its photo", () => {
  it("a relation said on a photo of one person is that person's (relation × saying)", () => {
    let cases = 0;
    for (const { said, relation, tagged } of RELATIONS) {
      for (const saying of SAYINGS) {
        const read = saidBeside([{ text: memory(saying, said), people: [tagged] }], [{ name: tagged }]);
        expect(read.relations, memory(saying, said)).toEqual([{ name: tagged, relation }]);
        cases++;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("a relation reaches every photo of the person, however it is asked (relation × asked)", async () => {
    for (const { said, tagged, asked } of RELATIONS) {
      const lib = await libraryWith([["told", memory(SAYINGS[0]!, said)]], [["told", tagged], ["other", tagged], ["someone else", "Zoe Lind"]]);
      for (const query of asked) expect(await found(query, lib), `${said} → ${query}`).toEqual(["other", "told"]);
    }
  });

  it("a nickname said on a photo whose one person's name starts as it does is theirs (nickname × saying × people beside)", async () => {
    let cases = 0;
    for (const { said, tagged } of NICKNAMES) {
      for (const saying of SAYINGS) {
        for (const beside of [[], ["Zoe Lind"], ["Zoe Lind", "Harold Finch"]]) {
          const read = saidBeside([{ text: memory(saying, said), people: [tagged, ...beside] }], [{ name: tagged }, ...beside.map((name) => ({ name }))]);
          expect(read.calledBy, memory(saying, said)).toEqual([{ name: tagged, form: fold(said) }]);
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThanOrEqual(50);
    const lib = await libraryWith([["told", "Minnie spilled her tea"]], [["told", "Choi Min-ji"], ["other", "Choi Min-ji"], ["someone else", "Zoe Lind"]]);
    expect(await found("Minnie", lib)).toEqual(["other", "told"]);
    expect(await found("minnie", lib)).toEqual(["other", "told"]);
  });

  it("a word in no dictionary, said in memories of photos one person is in every time, is what the user calls them (word x pair of sayings)", () => {
    // What people call a parent or grandparent at home, in no dictionary the library reads.
    const KIN = ["Amma", "Appa", "Paati", "Thatha", "Ajji", "Ammachi"];
    const people = [{ name: "Lakshmi Rao" }, { name: "Divya Menon" }, { name: "Rohit Rao" }];
    let cases = 0;
    for (const said of KIN) {
      for (const [a, b] of SAYINGS.flatMap((first, i) => SAYINGS.filter((_, j) => j !== i).map((second) => [first, second] as const))) {
        const read = saidBeside([{ text: memory(a, said), people: ["Lakshmi Rao"] }, { text: memory(b, said), people: ["Lakshmi Rao", cases % 2 ? "Divya Menon" : "Rohit Rao"] }], people);
        expect(read.calledBy, `${memory(a, said)} / ${memory(b, said)}`).toEqual([{ name: "Lakshmi Rao", form: fold(said) }]);
        cases++;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("such a word reaches every photo of the person", async () => {
    const lib = await libraryWith([["temple", "Amma at the temple"], ["lunch", "Sunday lunch with Amma and Rohit"]], [["temple", "Lakshmi Rao"], ["lunch", "Lakshmi Rao\nRohit Rao"], ["other", "Lakshmi Rao"], ["someone else", "Rohit Rao"]]);
    expect(await found("amma", lib)).toEqual(["lunch", "other", "temple"]);
  });

  it("reads no such word from one memory, from photos of different people, from photos never of one person alone, or where it is said as a place", () => {
    const people = [{ name: "Lakshmi Rao" }, { name: "Divya Menon" }, { name: "Rohit Rao" }];
    const forms = (memories: Array<[string, string[]]>) => saidBeside(memories.map(([text, there]) => ({ text, people: there })), people).calledBy;
    expect(forms([["Amma at the temple", ["Lakshmi Rao"]]])).toEqual([]);
    expect(forms([["Amma at the temple", ["Lakshmi Rao"]], ["with Amma on Sunday", ["Divya Menon"]]])).toEqual([]);
    expect(forms([["Amma at the temple", ["Lakshmi Rao", "Rohit Rao"]], ["with Amma on Sunday", ["Lakshmi Rao", "Divya Menon"]]])).toEqual([]);
    expect(forms([["lunch at Basavanagudi", ["Lakshmi Rao"]], ["Basavanagudi again", ["Lakshmi Rao"]]])).toEqual([]);
    // A possessive after the word of place is someone's home, and still someone.
    expect(forms([["lunch at Amma's", ["Lakshmi Rao"]], ["Amma again", ["Lakshmi Rao"]]])).toEqual([{ name: "Lakshmi Rao", form: "amma" }]);
  });

  it("reads nothing where the photo does not say who", () => {
    const one = (text: string, people: string[] = ["Ayşe Arslan"]) => saidBeside([{ text, people }], people.map((name) => ({ name })));
    // Two people tagged: which is mum is not said.
    expect(one("mum visiting us", ["Ayşe Arslan", "Emre Yıldız"]).relations).toEqual([]);
    // Nobody tagged.
    expect(one("mum visiting us", []).relations).toEqual([]);
    // Someone else's.
    expect(one("her mum came to visit").relations).toEqual([]);
    expect(one("Defne's grandma made baklava").relations).toEqual([]);
    // The formal word is no name: "the mother of the bride".
    expect(one("mother of the bride").relations).toEqual([]);
    // Two relations, one person: which is which is not said.
    expect(one("mum and dad came over").relations).toEqual([]);
    // The memory names the person it speaks of.
    expect(saidBeside([{ text: "Ayşe and my sister at the lake", people: ["Ayşe Arslan"] }], [{ name: "Ayşe Arslan" }]).relations).toEqual([]);
    // A relation said of the other sex than the person's given name.
    expect(one("my brother at the lake", ["Maria Lopez"]).relations).toEqual([]);
    // Not mine: a relation word without "my" that is not said as a name.
    expect(one("a sister city of Lyon").relations).toEqual([]);
  });

  it("takes no name that is a place, an English word, a known name, or no one's start", () => {
    const people = [{ name: "Marta Kowalska" }, { name: "Jan Nowak" }];
    const forms = (text: string, there = ["Marta Kowalska"]) => saidBeside([{ text, people: there }], people, { isPlace: (w) => w === "Mallorca" }).calledBy;
    expect(forms("Marta in Mallorca")).toEqual([]);
    expect(forms("Mayday at the market")).toEqual([]);
    expect(forms("Jan and Marta")).toEqual([]);
    expect(forms("Zuzu came along")).toEqual([]);
    // A given name of its own shares three letters, not two: "Mark" is not Marta's.
    expect(forms("Mark came along")).toEqual([]);
    // Two people whose names start as the word does: neither.
    expect(forms("Mamo came along", ["Marta Kowalska", "Mateo Ruiz"])).toEqual([]);
    // A holiday's name: "Diwali" is not Divya's, "Hanukkah" not Hana's.
    const festive = (text: string, name: string) => saidBeside([{ text, people: [name] }], [{ name }]).calledBy;
    expect(festive("our last Diwali in the old flat", "Divya Menon")).toEqual([]);
    expect(festive("lighting candles for Hanukkah", "Hana Levi")).toEqual([]);
    expect(festive("Waitangi at the beach", "Wai Lee")).toEqual([]);
  });

  it("memories that disagree cancel", () => {
    const read = saidBeside(
      [
        { text: "mum visiting us", people: ["Ayşe Arslan"] },
        { text: "mum at the market", people: ["Fatma Demir"] },
      ],
      [{ name: "Ayşe Arslan" }, { name: "Fatma Demir" }],
    );
    expect(read.relations).toEqual([]);
    const more = saidBeside(
      [
        { text: "mum visiting us", people: ["Ayşe Arslan"] },
        { text: "mum at the market", people: ["Ayşe Arslan"] },
        { text: "mum in the garden", people: ["Fatma Demir"] },
      ],
      [{ name: "Ayşe Arslan" }, { name: "Fatma Demir" }],
    );
    expect(more.relations).toEqual([{ name: "Ayşe Arslan", relation: "mother" }]);
  });

  it("a relation given in People or told by name wins", async () => {
    const lib = await libraryWith([["told", "mum visiting us"], ["named", "my mum Fatma at the lake"]], [["told", "Ayşe Arslan"], ["named", "Fatma Demir"]]);
    expect(await found("mum", lib)).toEqual(["named"]);
  });
});

describe("a name said as where or as a thing's name is no one's nickname", () => {
  /** A place or a shop no data names, and the one person tagged, whose name starts as it does. */
  const PLACES: Array<{ said: string; tagged: string }> = [
    { said: "Lalbagh", tagged: "Lakshmi Rao" },
    { said: "Ulsoor", tagged: "Ulla Berg" },
    { said: "Basavanagudi", tagged: "Basavaraj Patil" },
    { said: "Agara", tagged: "Agnieszka Nowak" },
    { said: "Toit", tagged: "Tomasz Wójcik" },
    { said: "Koshy", tagged: "Kofi Mensah" },
    { said: "Vidyarthi", tagged: "Vidya Iyer" },
    { said: "Chinnaswamy", tagged: "Chinedu Okafor" },
  ];
  const FRAMES = ["Appa and Amma at the {w} flower show", "evening at {w}, so crowded", "a walk in {w} before work", "dinner near {w} gate", "the {w} market on Sunday", "back from {w} at last", "a {w} special, worth the wait"];

  it("after a word of place or an article (place × frame)", () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const { said, tagged } of PLACES) {
      for (const frame of FRAMES) {
        const text = memory(frame, said);
        const read = saidBeside([{ text, people: [tagged, "Srinivas Rao"] }], [{ name: tagged }, { name: "Srinivas Rao" }]);
        if (read.calledBy.length) wrong.push(`${text} → ${JSON.stringify(read.calledBy)}`);
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });
});
