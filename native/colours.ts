/**
 * @file The colours of a photo, named as people name them: whether it is black and white, and a
 * coarse grid of the colour each part of it is (`colour-grid.ts`), from which the colour of a
 * thing the detector found is read ("the red car", "a white dog": `library/analysis/object-colours.ts`).
 *
 * Runs in the inference worker, on the pixels the detectors read ([Note: One decode per photo] in
 * `upright-pixels.ts`): a table lookup a pixel, a few ms a photo. Colours are named with the
 * eleven basic colour terms every language studied draws from (Berlin & Kay), a closed class: a
 * pixel's name comes from its place in OKLCH, the perceptual space culori converts to (lightness,
 * chroma, hue), where the hue angles of the terms' focal colours are evenly told apart. A pixel
 * between two names (a pale sand, a muddy khaki) names nothing rather than a guess.
 */
import { converter } from "culori";
import { COLOUR_NAMES, GRID, MIXED, type ColourName, type PhotoColours } from "./colour-grid";
import type { Rgb } from "./upright-pixels";

/** Chroma below which a pixel is black, white or grey. */
const ACHROMATIC = 0.04;
/** A pixel this colourful counts against a photo being black and white. */
const COLOURFUL = 0.05;
/** The share of colourful pixels a black-and-white photo may have (JPEG's noise at edges, a stray speck). */
const MONO_MAX_SHARE = 0.003;
/** A cell's colour holds at least this share of its pixels. */
const CELL_SHARE = 0.5;
/** Bits a channel keeps in the lookup table: 32,768 entries, a step of 8 in 255 (well below what tells two colour names apart). */
const BITS = 5;
const NONE = 255;

let table: { names: Uint8Array; colourful: Uint8Array } | null = null;

/** The colour name of every quantised sRGB colour, and whether it is colourful, computed once. */
function lookupTable(): { names: Uint8Array; colourful: Uint8Array } {
  if (table) return table;
  const toOklch = converter("oklch");
  const size = 1 << (3 * BITS);
  const names = new Uint8Array(size);
  const colourful = new Uint8Array(size);
  const step = 1 << (8 - BITS);
  for (let i = 0; i < size; i++) {
    const channel = (shift: number) => (((i >> shift) & ((1 << BITS) - 1)) * step + step / 2) / 255;
    const { l, c, h } = toOklch({ mode: "rgb", r: channel(2 * BITS), g: channel(BITS), b: channel(0) });
    const name = colourName(l, c, h ?? 0);
    names[i] = name === null ? NONE : COLOUR_NAMES.indexOf(name);
    colourful[i] = c >= COLOURFUL && l > 0.15 && l < 0.95 ? 1 : 0;
  }
  return (table = { names, colourful });
}

/**
 * The basic colour term for an OKLCH colour, or null between terms. Hue angles of the focal
 * colours: red 29°, orange 71°, yellow 110°, green 142°, blue 264°, purple 328°, pink about 0°;
 * brown is a dark orange, and a pale red or purple is pink.
 */
export function colourName(l: number, c: number, h: number): ColourName | null {
  if (l < 0.22) return "black";
  if (c < ACHROMATIC) return l > 0.85 ? "white" : l < 0.3 ? "black" : "grey";
  const warm = h >= 35 && h < 115;
  // Sand, khaki, beige: too pale and grey to be orange or yellow, too warm to be white or grey.
  if (warm && c < 0.08 && l > 0.65) return null;
  if (h >= 35 && h < 80) return l < 0.66 && c < 0.18 ? "brown" : "orange";
  if (h >= 80 && h < 115) return l < 0.5 && c < 0.1 ? "brown" : l < 0.65 ? "green" : "yellow";
  if (h >= 115 && h < 185) return "green";
  if (h >= 185 && h < 295) return "blue";
  if (h >= 295 && h < 335) return l > 0.8 ? "pink" : "purple";
  // Either side of 0°, pink unless dark (a burgundy is a red); red's own hues from 12° on, a pale one pink.
  if (h >= 335 || h < 12) return l < 0.45 ? "red" : "pink";
  return l > 0.78 && c < 0.15 ? "pink" : "red";
}

export function coloursOf(photo: Rgb): PhotoColours {
  const { names, colourful } = lookupTable();
  const { data, width, height } = photo;
  const counts = new Uint32Array(GRID * GRID * COLOUR_NAMES.length);
  const pixels = new Uint32Array(GRID * GRID);
  let vivid = 0;
  const shift = 8 - BITS;
  for (let y = 0; y < height; y++) {
    const row = Math.min(GRID - 1, Math.floor((y * GRID) / height)) * GRID;
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const key = ((data[p]! >> shift) << (2 * BITS)) | ((data[p + 1]! >> shift) << BITS) | (data[p + 2]! >> shift);
      const cell = row + Math.min(GRID - 1, Math.floor((x * GRID) / width));
      pixels[cell]!++;
      vivid += colourful[key]!;
      const name = names[key]!;
      if (name !== NONE) counts[cell * COLOUR_NAMES.length + name]!++;
    }
  }
  let grid = "";
  for (let cell = 0; cell < GRID * GRID; cell++) {
    let best = 0;
    for (let k = 1; k < COLOUR_NAMES.length; k++) if (counts[cell * COLOUR_NAMES.length + k]! > counts[cell * COLOUR_NAMES.length + best]!) best = k;
    grid += pixels[cell]! > 0 && counts[cell * COLOUR_NAMES.length + best]! >= CELL_SHARE * pixels[cell]! ? String.fromCharCode(97 + best) : MIXED;
  }
  return { mono: width * height > 0 && vivid <= MONO_MAX_SHARE * width * height, grid };
}
