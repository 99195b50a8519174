import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** Things taken or left out somewhere, and how it is said. */
const THINGS = ["kayak", "boat", "dog", "bikes", "tent"];
const SAID = ["the {t} we took out on the {p}", "{t} taken out on the {p}", "the {t} we left out in the {p}", "{t} left out at the {p}"];
const PLACES = ["lake", "harbour", "river"];

describe("out and somewhere: what was taken or left out there, not a word of leaving out", () => {
  const grid = THINGS.flatMap((thing) => SAID.flatMap((said) => PLACES.map((place) => said.replace("{t}", thing).replace("{p}", place))));

  it("covers at least 50 things, sayings and places", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("leaves nothing out (thing x saying x place)", () => {
    const wrong = grid.flatMap((query) => {
      const plan = parseQuery(query, NOW);
      const left = [...plan.notWords, ...plan.notPeople.map((p) => p.label), ...(plan.notPlaceKinds ?? []).map((k) => k.label)];
      return left.length ? [`${query}: not ${JSON.stringify(left)}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("still leaves out what an order says to, with 'out' before it or after", () => {
    expect(parseQuery("take out the receipts", NOW).notKinds).toEqual(["receipt"]);
    expect(parseQuery("beach pics, leave out the selfies", NOW).notKinds).toEqual(["selfie"]);
    expect(parseQuery("leave the dog out", NOW).notWords).toEqual(["dog"]);
    expect(parseQuery("can you leave out the screenshots", NOW).notKinds).toEqual(["screenshot"]);
  });
});
