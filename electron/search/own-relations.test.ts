import { describe, expect, it } from "vitest";
import { foundBy } from "../testing/written-words";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { ownRelationsInText } from "./own-relations";

const NOW = new Date(2026, 10, 30, 12);

/** Relations no one of the library has. */
const RELATIONS = ["sister", "brother", "aunt", "uncle", "cousin", "niece", "nephew", "boyfriend", "daughter", "wife", "husband", "girlfriend"];
const FRAMES = ["my {w}", "photos with my {w}", "pics of my {w}"];

/** Where a photo says the word, and whether that speaks of the user's own. */
const SAID = [
  { where: "a memory", text: "with my {w} at the lake, lovely day", own: true },
  { where: "a memory", text: "Leah's {w} at the lake, lovely day", own: false },
  { where: "text read in the photo", text: "BIG {W} CAFE OPEN DAILY", own: false },
] as const;

describe("a relation no one has, asked for as the user's, is found only where a memory says it as theirs", () => {
  const grid = RELATIONS.flatMap((w) => FRAMES.flatMap((frame) => SAID.map((said) => ({ w, query: frame.replace("{w}", w), said }))));
  it("covers at least 50 relations, frames and sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("finds 'with my sister', not 'Leah's sister' nor a sign that says SISTER (relation x frame x saying)", async () => {
    const wrong: string[] = [];
    for (const { w, query, said } of grid) {
      const written = said.text.replace("{w}", w).replace("{W}", w.toUpperCase());
      const ids = await foundBy(said.where, written, query, NOW);
      if (ids.includes("written") !== said.own) wrong.push(`${query} <- ${said.where} "${written}": ${JSON.stringify(ids)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("keeps the word where the user named the file or its folder with it ('nana_80th_card.jpg') or on their papers, not where a sign reads it", async () => {
    const lib = library();
    lib.add("card", { path: "/photos/nana_80th_card.jpg" });
    lib.add("folder", { path: "/photos/Nana visit/IMG_1.jpg" });
    lib.add("sign", {});
    lib.read("sign", "NANA BAKERY");
    // A scanned letter is the user's own paper: its words speak of their family as they do.
    lib.add("letter", { path: "/photos/Scan_20240510.jpg" });
    lib.read("letter", "DEAR NANA, THANK YOU FOR THE LOVELY BIRTHDAY PRESENT AND THE CAKE. WE MISS YOU VERY MUCH AND HOPE TO VISIT AGAIN SOON WHEN THE WEATHER GETS BETTER. ALL OUR LOVE FROM THE WHOLE FAMILY, SEE YOU AT EASTER");
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const hits = ["card", "folder", "sign", "letter"].map((id) => ({ n: index.number(id)!, matched: [true] }));
    const kept = ownRelationsInText(hits, ["nana"], ["grandmother"], index).filter((hit) => hit.matched[0]).map((hit) => index.facts(hit.n)!.id);
    expect(kept).toEqual(["card", "folder", "letter"]);
  });

  it("leaves a relation said bare as it was: a card that reads OMA is as likely the user's grandmother's", async () => {
    expect(await foundBy("text read in the photo", "ALLES GUTE OMA", "grandma birthday card", NOW, "OMA BIRTHDAY CARD")).toContain("english");
    expect(await foundBy("text read in the photo", "BIG BROTHER CAFE", "brother", NOW)).toEqual(["written"]);
  });

  it("still finds someone else's relation where the query says whose", async () => {
    expect(await foundBy("a memory", "Leah's sister at the lake, lovely day", "leah's sister", NOW)).toEqual(["written"]);
  });
});
