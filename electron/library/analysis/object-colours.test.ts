import { describe, expect, it } from "vitest";
import { COLOUR_NAMES, GRID, MIXED, type ColourName } from "../../../native/colour-grid";
import { boxColour, colourLinks, readColours } from "./object-colours";

const letter = (name: ColourName) => String.fromCharCode(97 + COLOUR_NAMES.indexOf(name));

/** A grid of `background` with a rectangle of `colour` over the cells of `box` (fractions of the photo). */
function gridWith(colour: ColourName, box: readonly [number, number, number, number], background: ColourName | typeof MIXED): string {
  const [x, y, w, h] = box;
  let grid = "";
  for (let row = 0; row < GRID; row++) {
    for (let col = 0; col < GRID; col++) {
      const [cx, cy] = [(col + 0.5) / GRID, (row + 0.5) / GRID];
      grid += cx >= x && cx <= x + w && cy >= y && cy <= y + h ? letter(colour) : background === MIXED ? MIXED : letter(background);
    }
  }
  return grid;
}

const BOXES: Array<readonly [number, number, number, number]> = [
  [0.1, 0.1, 0.5, 0.5], [0.4, 0.3, 0.55, 0.6], [0, 0, 1, 1], [0.05, 0.55, 0.3, 0.4], [0.6, 0.05, 0.35, 0.3],
];

describe("the colour of a thing the detector found", () => {
  it("is the colour under the middle of its box, whatever is around it (11 colours × 5 boxes)", () => {
    const wrong: string[] = [];
    for (const colour of COLOUR_NAMES) {
      const background = colour === "grey" ? "blue" : "grey";
      for (const box of BOXES) {
        // The box a little larger than the thing, as a detector draws it: the background at its edges.
        const drawn = [box[0] - 0.03, box[1] - 0.03, box[2] + 0.06, box[3] + 0.06] as const;
        const said = boxColour(gridWith(colour, box, background), drawn);
        if (said !== colour) wrong.push(`${colour} at ${box.join(",")} → ${said}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is not told where the thing is too small for the grid or its middle has no colour of its own", () => {
    expect(boxColour(gridWith("red", [0.5, 0.5, 0.05, 0.05], "grey"), [0.5, 0.5, 0.05, 0.05])).toBeNull();
    expect(boxColour(gridWith("red", [0.1, 0.1, 0.1, 0.1], MIXED), [0.1, 0.1, 0.6, 0.6])).toBeNull();
    expect(boxColour(MIXED.repeat(GRID * GRID), [0.1, 0.1, 0.6, 0.6])).toBeNull();
  });
});

describe("what a photo's colours add to its links", () => {
  const car = JSON.stringify([{ label: "car", score: 0.9, box: [0.2, 0.2, 0.5, 0.5] }, { label: "person", score: 0.9, box: [0.2, 0.2, 0.5, 0.5] }]);
  const red = JSON.stringify({ mono: false, grid: gridWith("red", [0.2, 0.2, 0.5, 0.5], "grey") });
  const mono = JSON.stringify({ mono: true, grid: gridWith("grey", [0.2, 0.2, 0.5, 0.5], "black") });

  it("are each thing's colour, never a person's (clothes, skin and hair at once)", () => {
    expect(colourLinks(red, car, [], () => false)).toEqual([{ kind: "object", text: "red car", words: "red" }]);
  });

  it("are black and white for a photo without colour, but not for a page (a receipt, a note), and no colour of its things", () => {
    expect(colourLinks(mono, car, [], () => false)).toEqual([{ kind: "looks", text: "black and white", words: "monochrome", strict: true }]);
    expect(colourLinks(mono, car, [], () => true)).toEqual([]);
  });

  it("are none before colours were read, or where the stored value is not this version's", () => {
    expect(colourLinks(null, car, [], () => false)).toEqual([]);
    expect(readColours('{"mono":true}')).toBeNull();
    expect(readColours("not json")).toBeNull();
  });
});
