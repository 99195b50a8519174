import { describe, expect, it } from "vitest";
import { countNoun, whenPhrase } from "./wording";

describe("an answer's wording", () => {
  it("counts the kind asked for, agreeing with its number", () => {
    expect(`1 ${countNoun(1, ["receipt"])}`).toBe("1 receipt");
    expect(`3 ${countNoun(3, ["screenshot"])}`).toBe("3 screenshots");
    expect(`2 ${countNoun(2, ["screenshot", "receipt"])}`).toBe("2 screenshots or receipts");
    expect(`1 ${countNoun(1, [])}`).toBe("1 photo");
    expect(`0 ${countNoun(0, [])}`).toBe("0 photos");
  });

  it("gives each kind of time the words it takes", () => {
    expect(whenPhrase("July 2024")).toBe("taken in July 2024");
    expect(whenPhrase("2024")).toBe("taken in 2024");
    expect(whenPhrase("summer 2023")).toBe("taken in summer 2023");
    expect(whenPhrase("the 1990s")).toBe("taken in the 1990s");
    expect(whenPhrase("early 2024")).toBe("taken in early 2024");
    expect(whenPhrase("March, any year")).toBe("taken in March, any year");
    expect(whenPhrase("3 May 2024")).toBe("taken on 3 May 2024");
    expect(whenPhrase("the weekend of 4 May 2024")).toBe("taken on the weekend of 4 May 2024");
    expect(whenPhrase("around 5 May 2024")).toBe("taken around 5 May 2024");
    expect(whenPhrase("after dark")).toBe("taken after dark");
    // Open on one side: the word says the preposition ("taken since 2024", not "from since 2024").
    expect(whenPhrase("since 2024")).toBe("taken since 2024");
    expect(whenPhrase("up to 2022")).toBe("taken up to 2022");
    expect(whenPhrase("before summer 2024")).toBe("taken before summer 2024");
    expect(whenPhrase("the night")).toBe("taken at night");
    expect(whenPhrase("last night")).toBe("taken last night");
    expect(whenPhrase("Christmas 2023")).toBe("from Christmas 2023");
    expect(whenPhrase("Easter 2024")).toBe("from Easter 2024");
  });
});
