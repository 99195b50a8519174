import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/** People tagged by their full names, and the end of the name they are called by. */
const PEOPLE: Array<[tagged: string, called: string]> = [
  ["Panagiota Papadopoulou", "Giota"], ["Aikaterini Nikolaidou", "Katerina"], ["Christina Weber", "Tina"], ["Magdalena Kowalska", "Lena"],
  ["Theodora Ioannou", "Dora"], ["Fernando Ruiz", "Nando"], ["Giuseppino Rossi", "Pino"], ["Antonella Bruno", "Nella"],
  ["Anastasia Petrova", "Stasia"], ["Evangelia Georgiou", "Litsa"],
];
const FRAMES = ["photos with {}", "{} at the beach", "{} in 2023", "me and {}", "{}'s birthday", "{} and me in Paris"];

describe("a name said by its end ('Giota' for Panagiota, 'Katerina' for Aikaterini) is that person", () => {
  const everyone = PEOPLE.map(([name]) => ({ name, relation: null }));
  // Litsa is no end of Evangelia: a control that must stay unread.
  const grid = PEOPLE.filter(([, called]) => called !== "Litsa").flatMap(([tagged, called]) => FRAMES.map((frame) => [frame.replace("{}", called), tagged] as const));
  it("covers at least 50 combinations of name and frame", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' asks for %s", (query, tagged) => {
    expect(parseQuery(query, NOW, { people: everyone }).people.map((p) => p.label)).toEqual([tagged]);
  });

  it("never reads a name that is no end of anyone's, nor an end two people share, nor another person's own name", () => {
    expect(parseQuery("photos with Litsa", NOW, { people: everyone }).people).toEqual([]);
    const two = [{ name: "Christina Weber", relation: null }, { name: "Martina Vogel", relation: null }];
    expect(parseQuery("photos with Tina", NOW, { people: two }).people).toEqual([]);
    const own = [{ name: "Magdalena Kowalska", relation: null }, { name: "Lena Berg", relation: null }];
    expect(parseQuery("photos with Lena", NOW, { people: own }).people.map((p) => p.label)).toEqual(["Lena Berg"]);
  });
});
