/**
 * @file The shape of what the analysis pass stores of a photo's colours (`colours.ts` reads them
 * from its pixels): the colour names and the grid of its parts. Apart from the reading, with no
 * dependency, so that the engine reads what was stored (`library/analysis/object-colours.ts`)
 * without loading the colour science the worker reads pixels with.
 */

/** The basic colour terms (Berlin & Kay), in the order a grid cell's letter counts from ('a' is black). */
export const COLOUR_NAMES = ["black", "white", "grey", "red", "orange", "yellow", "green", "blue", "purple", "pink", "brown"] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

/** Cells a side of the grid: a thing a sixteenth of the photo wide still covers a cell. */
export const GRID = 16;
/** A grid cell whose pixels agree on no colour. */
export const MIXED = ".";

export interface PhotoColours {
  /** No pixel with a colour to speak of: a black-and-white (greyscale) photo. */
  mono: boolean;
  /**
   * GRID × GRID letters, row by row from the top left: each cell's colour ('a' + its index in
   * `COLOUR_NAMES`), or `MIXED` where no colour holds half its pixels.
   */
  grid: string;
}
