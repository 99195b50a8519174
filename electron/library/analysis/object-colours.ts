/**
 * @file What a photo's colours say in a search (`native/colours.ts` reads them from its pixels):
 * a black-and-white photo is found by "black and white", "monochrome" or "greyscale"; a thing the
 * detector found, by its colour ("the red car", "a white dog"), read from the colour grid under
 * the middle of its box, where the thing is rather than what is behind it.
 *
 * Runs in the engine's process, when a photo's links are made (`index/library-index.ts`).
 */
import { z } from "zod";
import { COLOUR_NAMES, GRID, MIXED, type ColourName, type PhotoColours } from "../../../native/colour-grid";
import { parseJson, taggedDetections } from "./objects";

/** The word a black-and-white photo is found by: the parser reads "black and white", "b&w" and "greyscale" as it (`parsers/photo-style.ts`). */
export const MONOCHROME = "monochrome";

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const StoredColours = z.lazy(() => z.object({ mono: z.boolean(), grid: z.string().length(GRID * GRID) }));

/** The stored colours; a value this version cannot read counts as none read. */
export function readColours(json: string | null | undefined): PhotoColours | null {
  if (!json) return null;
  const parsed = StoredColours.safeParse(parseJson(json));
  return parsed.success ? parsed.data : null;
}

/** The part of a box its colour is read from: its middle half each way, the thing rather than its background. */
const CORE = 0.25;
/** A box narrower or shorter than this many cells is too small for the grid to tell its colour. */
const MIN_CELLS = 1.5;
/** The share of the core's cells its colour must hold. */
const SHARE = 0.5;

/** The colour of the thing in `box` (x, y, width, height as fractions of the photo), or null where the grid cannot tell. */
export function boxColour(grid: string, [x, y, width, height]: readonly [number, number, number, number]): ColourName | null {
  if (width * GRID < MIN_CELLS || height * GRID < MIN_CELLS) return null;
  const [left, top, right, bottom] = [x + width * CORE, y + height * CORE, x + width * (1 - CORE), y + height * (1 - CORE)];
  const counts = new Map<string, number>();
  let cells = 0;
  for (let row = 0; row < GRID; row++) {
    const cy = (row + 0.5) / GRID;
    if (cy < top || cy > bottom) continue;
    for (let col = 0; col < GRID; col++) {
      const cx = (col + 0.5) / GRID;
      if (cx < left || cx > right) continue;
      cells++;
      const cell = grid[row * GRID + col]!;
      if (cell !== MIXED) counts.set(cell, (counts.get(cell) ?? 0) + 1);
    }
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= SHARE * cells ? COLOUR_NAMES[best[0].charCodeAt(0) - 97] ?? null : null;
}

/**
 * Things whose colour is not theirs to name: a person's box is clothes, skin and hair at once
 * ("in red" is a question of clothes, for another day), and a dining table is what stands on it.
 */
const NO_COLOUR = new Set(["person", "dining table"]);

export interface ColourLink {
  kind: "looks" | "object";
  text: string;
  words: string;
  /** Reached by its own word only: no word that only means it ("painting", whose kinds include a monochrome). */
  strict?: boolean;
}

/**
 * The links a photo's colours add: "black and white" for a photo with no colour, unless it is
 * a page or a screen (a receipt or a screenshot has no colour either, and is no black-and-white
 * photo), and each tagged thing's colour ("red car"), found by the colour word.
 */
export function colourLinks(json: string | null | undefined, objects: string | null | undefined, looks: readonly string[], isPage: () => boolean): ColourLink[] {
  const colours = readColours(json);
  if (!colours) return [];
  // Without colour, no thing has one; whether it is a page is asked only then.
  // The style's own word, said as the parser reads "black and white" (`photo-style.ts`): a
  // monochrome is also a painting in one colour, and "painting" is not a black-and-white photo.
  if (colours.mono) return isPage() ? [] : [{ kind: "looks", text: "black and white", words: MONOCHROME, strict: true }];
  const out: ColourLink[] = [];
  const seen = new Set<string>();
  for (const thing of objects ? taggedDetections(objects, looks) : []) {
    if (NO_COLOUR.has(thing.label)) continue;
    const colour = boxColour(colours.grid, thing.box);
    const text = colour && `${colour} ${thing.label}`;
    if (!text || seen.has(text)) continue;
    seen.add(text);
    // The grid says grey; American English says gray.
    out.push({ kind: "object", text, words: colour === "grey" ? "grey gray" : colour });
  }
  return out;
}

/** Whether a query word is a basic colour term, which qualifies a thing only where the same photo has both (`retrieve.ts`). */
export function isColourWord(word: string): boolean {
  return (COLOUR_NAMES as readonly string[]).includes(word) || word === "gray";
}
