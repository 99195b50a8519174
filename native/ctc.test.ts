import { describe, expect, it } from "vitest";
import { ctcDecode } from "./ctc";

const CHARACTERS = ["a", "b", "l"];
/** Columns of [blank, a, b, l, space] probabilities, each a winner with the rest shared. */
function columns(spec: Array<[winner: number, spaceWeight?: number]>): Float32Array {
  const classes = CHARACTERS.length + 2;
  const out = new Float32Array(spec.length * classes);
  spec.forEach(([winner, space = 0], t) => {
    for (let c = 0; c < classes; c++) out[t * classes + c] = c === classes - 1 ? space : (1 - 0.9 - space) / (classes - 1);
    out[t * classes + winner] = 0.9;
  });
  return out;
}

describe("decoding a recogniser's columns", () => {
  it("collapses runs and drops blanks, keeping a letter a blank repeats", () => {
    // b b _ a l _ l  →  "ball"
    const probabilities = columns([[2], [2], [0], [1], [3], [0], [3]]);
    expect(ctcDecode(probabilities, 0, 7, 5, CHARACTERS)).toEqual({ text: "ball", confidence: expect.closeTo(0.9, 5) });
  });

  it("puts a space where the blanks between two words give it weight, and not inside a word", () => {
    // a _(space 0.05) b _(space 0.005) a
    const probabilities = columns([[1], [0, 0.05], [2], [0, 0.005], [1]]);
    expect(ctcDecode(probabilities, 0, 5, 5, CHARACTERS).text).toBe("a ba");
  });

  it("reads the space class when it wins, once", () => {
    expect(ctcDecode(columns([[1], [4], [4], [0, 0.3], [2]]), 0, 5, 5, CHARACTERS).text).toBe("a b");
  });

  it("reads nothing from blanks, with no confidence", () => {
    expect(ctcDecode(columns([[0], [0]]), 0, 2, 5, CHARACTERS)).toEqual({ text: "", confidence: 0 });
  });

  it("decodes the row asked for in a batch", () => {
    const batch = new Float32Array([...columns([[1], [0]]), ...columns([[3], [0]])]);
    expect(ctcDecode(batch, 1, 2, 5, CHARACTERS).text).toBe("l");
  });
});
