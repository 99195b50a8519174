import { describe, expect, it } from "vitest";
import { foundBy, WRITTEN } from "../testing/written-words";

const NOW = new Date(2026, 10, 22, 12);

/** German first parts of compounds, with the linking letters German puts after them, and what a person asks them by. */
const MODIFIERS = [["Tierarzt", "", "vet"], ["Hochzeit", "s", "wedding"], ["Geburtstag", "s", "birthday"], ["Fußball", "", "football"], ["Garten", "", "garden"], ["Bahnhof", "s", "station"], ["Kirche", "n", "church"]] as const;
/** Last parts the dictionary has, and no whole compound of them it has. */
const HEADS = ["rechnung", "tisch", "kuchen", "karte"] as const;

const GRID = MODIFIERS.flatMap(([first, linking, asked]) => HEADS.flatMap((head) => Object.keys(WRITTEN).map((where) => [`${first}${linking}${head}`, where, asked] as const)));

describe("a compound the dictionary lacks whole is found by what its first part says of it", () => {
  it("has at least 50 combinations", () => expect(GRID.length).toBeGreaterThanOrEqual(50));

  it.each(GRID)("“%s” in %s is found by “%s”", async (compound, where, asked) => {
    expect(await foundBy(where as keyof typeof WRITTEN, `${compound}!`, asked, NOW)).toEqual(["written"]);
  });
});
