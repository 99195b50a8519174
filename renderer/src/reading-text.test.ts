import { describe, expect, it } from "vitest";
import type { Reading } from "../../electron/api/contract";
import { readingPhrase, readingText } from "./reading-text";

const reading = (kind: Reading["kind"], span: [number, number], chosen: string[], other: string[], flipped = false): Reading => ({ id: `${kind}@${span[0]}`, kind, span, flipped, chosen, other });

describe("the chip of an unsure negation", () => {
  it("says what is left out as its chips do, and what is wanted with 'with'", () => {
    expect(readingPhrase(["not in Paris"])).toBe("not in Paris");
    expect(readingPhrase(["Aiko"])).toBe("with Aiko");
    expect(readingPhrase(["skipping", "stones"])).toBe("with skipping, with stones");
    expect(readingPhrase(["not “sunsets”", "not “dogs”"])).toBe("not “sunsets”, not “dogs”");
  });

  it("offers the other reading, then the way back to the first, each kind saying why it is unsure", () => {
    const query = "not Seattle and Paris";
    const list = readingText(reading("list", [12, 15], ["not in Paris"], ["Paris"]), query);
    expect(list).toEqual({
      said: "not in Paris",
      button: "with Paris instead",
      name: "Search again with Paris instead of not in Paris",
      why: "“and” may carry what is left out on to the next, or end it: this could be read either way.",
    });
    const back = readingText(reading("list", [12, 15], ["Paris"], ["not in Paris"], true), query);
    expect([back.said, back.button, back.name]).toEqual(["with Paris", "Back to not in Paris", "Search again as first read: not in Paris"]);
    expect(readingText(reading("attached", [16, 20], ["Aiko"], ["not Aiko"]), "no beach photos with Aiko").why).toBe("What follows “with” may belong to what is left out, or be wanted: this could be read either way.");
    expect(readingText(reading("verb", [4, 12], ["not “stones”"], ["skipping", "stones"]), "Tom skipping stones").why).toBe("“skipping” may leave out what follows, or say what the photo shows: this could be read either way.");
  });
});
