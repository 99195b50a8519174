import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { converter, parse } from "culori";
import { COLOUR_NAMES, GRID, MIXED } from "./colour-grid";
import { colourName, coloursOf } from "./colours";
import type { Rgb } from "./upright-pixels";

const FIXTURES = path.resolve(__dirname, "../fixtures/photos");

/**
 * CSS's named colours as a person names them, labelled by eye from their swatches, not from the
 * rule: colours between two names (teal, olive, khaki, coral, tomato, tan) are left out.
 */
const LABELLED: Record<string, string[]> = {
  black: ["black"],
  white: ["white", "snow", "ivory", "ghostwhite", "whitesmoke", "floralwhite", "mintcream", "azure"],
  grey: ["gray", "grey", "darkgray", "dimgray", "silver"],
  red: ["red", "darkred", "crimson", "firebrick", "maroon", "indianred"],
  orange: ["orange", "darkorange"],
  yellow: ["yellow", "gold", "goldenrod"],
  green: ["green", "lime", "forestgreen", "seagreen", "darkgreen", "limegreen", "lawngreen", "springgreen", "mediumseagreen", "olivedrab", "yellowgreen", "darkolivegreen"],
  blue: ["blue", "navy", "royalblue", "dodgerblue", "steelblue", "skyblue", "deepskyblue", "cornflowerblue", "midnightblue", "mediumblue", "darkblue", "lightskyblue", "darkslateblue"],
  purple: ["purple", "indigo", "darkviolet", "blueviolet", "darkorchid", "rebeccapurple", "mediumpurple", "darkmagenta"],
  pink: ["pink", "hotpink", "lightpink", "deeppink", "palevioletred", "mediumvioletred"],
  brown: ["saddlebrown", "sienna", "chocolate"],
};

const toOklch = converter("oklch");

describe("a colour's name", () => {
  it("is the basic colour term a person names CSS's colours by (67 swatches labelled by eye)", () => {
    const cases = Object.entries(LABELLED).flatMap(([name, css]) => css.map((c) => [c, name] as const));
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const wrong = cases.flatMap(([css, name]) => {
      const { l, c, h } = toOklch(parse(css)!)!;
      const said = colourName(l, c, h ?? 0);
      return said === name ? [] : [`${css} → ${said}, not ${name}`];
    });
    expect(wrong).toEqual([]);
  });

  it("is none for a colour between two names (sand, tan, wheat)", () => {
    for (const css of ["tan", "wheat", "burlywood", "navajowhite"]) {
      const { l, c, h } = toOklch(parse(css)!)!;
      expect(colourName(l, c, h ?? 0), css).toBeNull();
    }
  });
});

/** An image of patches side by side, one colour each, as the worker's pixels. */
function patches(colours: string[], side = 64): Rgb {
  const width = side * colours.length;
  const data = Buffer.alloc(width * side * 3);
  colours.forEach((css, k) => {
    const { r, g, b } = converter("rgb")(parse(css)!)!;
    for (let y = 0; y < side; y++) for (let x = k * side; x < (k + 1) * side; x++) data.set([r, g, b].map((v) => Math.round(v * 255)), (y * width + x) * 3);
  });
  return { data, width, height: side };
}

async function pixels(file: string, grey = false): Promise<Rgb> {
  let image = sharp(file).rotate();
  if (grey) image = sharp(await image.greyscale().jpeg().toBuffer());
  const { data, info } = await image.resize(512, 512, { fit: "inside" }).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe("a photo's colours", () => {
  it("name each part of the photo by the colour that covers it", () => {
    const colours = ["red", "green", "blue", "yellow", "white", "black", "purple", "saddlebrown"];
    const { grid } = coloursOf(patches(colours));
    expect(grid).toHaveLength(GRID * GRID);
    // Each patch is two cells wide; every row reads the patches in order.
    const names = ["red", "green", "blue", "yellow", "white", "black", "purple", "brown"];
    for (let row = 0; row < GRID; row++) {
      const read = [...grid.slice(row * GRID, (row + 1) * GRID)].map((cell) => (cell === MIXED ? MIXED : COLOUR_NAMES[cell.charCodeAt(0) - 97]));
      expect(read).toEqual(names.flatMap((n) => [n, n]));
    }
  });

  it("say a photo is black and white only where it has no colour: real photos, and their greyscale copies", async () => {
    const photos = ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg", "IMG_0004.jpg", "large_coffee.jpg"];
    for (const name of photos) {
      const file = path.join(FIXTURES, name);
      expect(coloursOf(await pixels(file)).mono, name).toBe(false);
      expect(coloursOf(await pixels(file, true)).mono, `${name} in greyscale`).toBe(true);
    }
  });

  it("are not black and white for a grey photo with a little colour in it", () => {
    const { data, width, height } = patches(["gray", "gray", "gray", "gray", "gray", "gray", "gray", "gray", "gray", "gray", "gray", "gray", "gray", "gray", "gray", "red"]);
    expect(coloursOf({ data, width, height }).mono).toBe(false);
    expect(coloursOf(patches(["gray", "white", "black", "dimgray"])).mono).toBe(true);
  });
});
