import { describe, expect, it } from "vitest";
import { chatNote, followUpDirection } from "./asking";

// What people type after "remember": notes of every shape, at the start of the box.
const NOTES = ["Leo caught his first trout", "this is the lake house", "we sold the old car in May", "grandma baked this cake", "Mia's first day at school"];
const SPACES = ["", " ", "  \t"];

describe("a sentence in the search box that asks Recollect to remember", () => {
  it("is a note, whichever way it is said, and keeps the words after the cue", () => {
    let cases = 0;
    for (const cue of ["remember that", "remember", "please remember that", "please remember", "Remember that", "REMEMBER"]) {
      for (const note of NOTES) {
        for (const space of SPACES) {
          expect(chatNote(`${space}${cue} ${note}`), `${space}${cue} ${note}`).toBe(note);
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("is a search when it recalls a moment rather than telling one, or asks a question", () => {
    let cases = 0;
    const recalls = ["remember when", "do you remember when", "remember the", "remember our", "remember my", "remember that time", "remember that day", "remember that trip", "remember that night", "remember that weekend", "remember that holiday"];
    for (const cue of recalls) {
      for (const rest of ["we went to Rome", "concert in Lisbon", "first snow"]) {
        expect(chatNote(`${cue} ${rest}`), `${cue} ${rest}`).toBeNull();
        cases++;
      }
    }
    for (const note of NOTES) {
      expect(chatNote(`remember that ${note}?`)).toBeNull();
      expect(chatNote(`remember ${note} ? `)).toBeNull();
      cases += 2;
    }
    expect(cases).toBeGreaterThanOrEqual(40);
  });

  it("is a search when 'remember' is not its first word", () => {
    for (const query of ["photos I remember from Rome", "the rememberance day parade", "beach remember that", "remembering Leo"]) expect(chatNote(query), query).toBeNull();
  });
});

describe("a follow-up that only moves the answer in time", () => {
  it("reads 'earlier' and 'later' and their kin, with any closing punctuation and spacing", () => {
    let cases = 0;
    for (const [words, direction] of [["earlier", -1], ["before that", -1], ["before", -1], ["later", 1], ["after that", 1], ["after", 1]] as const) {
      for (const written of [words, words.toUpperCase(), words[0]!.toUpperCase() + words.slice(1)]) {
        for (const end of ["", ".", "?", "!", "...", " ?", "  "]) {
          expect(followUpDirection(` ${written}${end}`), `${written}${end}`).toBe(direction);
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it("leaves a follow-up with more words to refine the plan", () => {
    for (const query of ["earlier that year", "later in the evening", "before the wedding", "after lunch", "only the ones with Leo", "earlierr", "afterwards"]) expect(followUpDirection(query), query).toBe(0);
  });
});
