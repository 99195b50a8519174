/**
 * @file Greedy CTC decoding: a text recogniser's per-column class probabilities to a string.
 *
 * Pure; used by `paddle-ocr.ts`. PaddleOCR's recogniser outputs, for each of T columns, a
 * softmax over 0 = blank, 1…n = the dictionary's characters, n + 1 = space. The best class of
 * each column is taken; runs of one class collapse to one character, and blanks separate
 * repeats ("l", blank, "l" is "ll").
 *
 * [Note: Spaces PaddleOCR leaves out] The Chinese-and-English PP-OCRv4 recogniser rarely makes
 * the space its best guess in Latin text: "IKEA Seattle" came out "IKEASeattle". It does give
 * the space a little weight in the blank columns between two words (0.04–0.22 on the fixtures'
 * receipt) and none above 0.01 between two letters of one word, so a space is put where the
 * blanks between two characters give it at least `spaceHint`.
 */

export interface Decoded {
  text: string;
  /** Mean probability of the characters kept, 0–1; 0 when none was. */
  confidence: number;
}

/** The least weight the blanks between two characters must give the space for one to be put there. */
export const SPACE_HINT = 0.02;

/**
 * Decodes row `row` of a [rows, columns, classes] softmax. `characters[i]` is class i + 1;
 * the class after the last character is a space.
 */
export function ctcDecode(probabilities: Float32Array, row: number, columns: number, classes: number, characters: readonly string[], spaceHint = SPACE_HINT): Decoded {
  const space = characters.length + 1;
  let text = "";
  let sum = 0;
  let kept = 0;
  let previous = -1;
  /** The space's largest weight in the blanks since the last character. */
  let spaceSince = 0;
  for (let t = 0; t < columns; t++) {
    const at = (row * columns + t) * classes;
    let best = 0;
    let bestP = probabilities[at]!;
    for (let c = 1; c < classes; c++) {
      const p = probabilities[at + c]!;
      if (p > bestP) (best = c), (bestP = p);
    }
    if (best === 0) {
      if (space < classes) spaceSince = Math.max(spaceSince, probabilities[at + space]!);
    } else if (best !== previous) {
      const character = best === space ? " " : (characters[best - 1] ?? " ");
      if (kept && spaceSince >= spaceHint && character !== " " && !text.endsWith(" ")) text += " ";
      text += character;
      sum += bestP;
      kept++;
      spaceSince = 0;
    }
    previous = best;
  }
  return { text, confidence: kept ? sum / kept : 0 };
}
