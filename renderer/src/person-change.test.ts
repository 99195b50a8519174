import { describe, expect, it } from "vitest";
import { changeText, namingToSave, undoneText, type Naming } from "./person-change";

const change = (before: Naming, after: Naming, photos = 23) => ({ personId: "p", before, after, photos });

/** Every change from any naming to any other (names none, "Ana", "Anna" × relations none, "Mom", "friend"), with 1 and 7 photos: `check` gets each with a label to fail by. */
function everyChange(check: (before: Naming, after: Naming, photos: number, label: string) => void): void {
  const states: Naming[] = [null, "Ana", "Anna"].flatMap((name) => [null, "Mom", "friend"].map((relation) => ({ name, relation })));
  let checked = 0;
  for (const before of states) {
    for (const after of states) {
      if (before.name === after.name && before.relation === after.relation) continue;
      for (const photos of [1, 7]) {
        check(before, after, photos, JSON.stringify([before, after, photos]));
        checked++;
      }
    }
  }
  expect(checked).toBeGreaterThanOrEqual(50);
}

describe("what a change to a person says", () => {
  it("says a rename with how many photos it reaches", () => {
    expect(changeText(change({ name: "Ana", relation: null }, { name: "Anna", relation: null }))).toBe("Renamed “Ana” to “Anna” on 23 photos.");
    expect(changeText(change({ name: null, relation: null }, { name: "Leo", relation: null }, 1))).toBe("Named them “Leo” on 1 photo.");
    expect(changeText(change({ name: "Leo", relation: null }, { name: null, relation: null }, 2))).toBe("Took the name “Leo” off 2 photos.");
  });

  it("says a relation given, changed or taken away, after the name when both change", () => {
    expect(changeText(change({ name: "Anna", relation: null }, { name: "Anna", relation: "Mom" }))).toBe("“Anna” is “Mom” to you on 23 photos.");
    expect(changeText(change({ name: "Anna", relation: "Mom" }, { name: "Anna", relation: null }))).toBe("“Anna” is no longer “Mom” on 23 photos.");
    expect(changeText(change({ name: null, relation: null }, { name: null, relation: "friend" }, 3))).toBe("They are “friend” to you on 3 photos.");
    expect(changeText(change({ name: "Mom", relation: null }, { name: "Anna", relation: "Mom" }, 2))).toBe("Renamed “Mom” to “Anna” on 2 photos. “Anna” is “Mom” to you.");
  });

  it("every change of name or relation, from any state to any other, says something that counts its photos or follows a sentence that does", () => {
    everyChange((before, after, photos, label) => {
      const text = changeText(change(before, after, photos));
      expect([label, text]).toEqual([label, expect.stringMatching(new RegExp(`(on|off) ${photos} photos?\\.`))]);
      if (after.name) expect([label, text.includes(`“${after.name}”`)]).toEqual([label, true]);
    });
  });

  it("says plainly what an undo brought back, with the photos it reaches", () => {
    expect(undoneText(change({ name: "Ana", relation: null }, { name: "Anna", relation: null }))).toBe("Undone: the name is “Ana” again on 23 photos, not “Anna”.");
    expect(undoneText(change({ name: null, relation: null }, { name: "Leo", relation: null }, 1))).toBe("Undone: took the name “Leo” off 1 photo again.");
    expect(undoneText(change({ name: "Leo", relation: null }, { name: null, relation: null }, 2))).toBe("Undone: “Leo” is back on 2 photos.");
    expect(undoneText(change({ name: null, relation: null }, { name: null, relation: "friend" }, 3))).toBe("Undone: they are no longer “friend” to you on 3 photos.");
    expect(undoneText(change({ name: "Anna", relation: "Mom" }, { name: "Anna", relation: null }))).toBe("Undone: “Anna” is “Mom” to you again on 23 photos.");
    expect(undoneText(change({ name: "Mom", relation: null }, { name: "Anna", relation: "Mom" }, 2))).toBe("Undone: the name is “Mom” again on 2 photos, not “Anna”. “Mom” is no longer “Mom” to you.");
  });

  it("every undo, from any state to any other, says what is true again and counts its photos", () => {
    everyChange((before, after, photos, label) => {
      const text = undoneText(change(before, after, photos));
      expect([label, text]).toEqual([label, expect.stringMatching(new RegExp(`^Undone: .*(on|off) ${photos} photos?\\b`))]);
      expect([label, /as before/.test(text)]).toEqual([label, false]);
      // The name that is back is said.
      if (before.name) expect([label, text.includes(`“${before.name}”`)]).toEqual([label, true]);
    });
  });
});

describe("what a person's name form saves", () => {
  const before: Naming = { name: "Mom", relation: null };
  it("saves a name typed and left, as Enter does", () => {
    expect(namingToSave(before, { name: " Ana ", relation: "" }, "leave")).toEqual({ name: "Ana", relation: null });
    expect(namingToSave(before, { name: "Ana", relation: "" }, "submit")).toEqual({ name: "Ana", relation: null });
  });
  it("saves nothing when nothing changed, spaces aside", () => {
    for (const how of ["leave", "submit"] as const) expect(namingToSave(before, { name: "Mom ", relation: " " }, how)).toBeNull();
  });
  it("takes a name off only when asked with Enter, not when an emptied field is left", () => {
    expect(namingToSave(before, { name: "  ", relation: "" }, "leave")).toBeNull();
    expect(namingToSave(before, { name: "", relation: "Mom" }, "leave")).toEqual({ name: "Mom", relation: "Mom" });
    expect(namingToSave(before, { name: "", relation: "" }, "submit")).toEqual({ name: null, relation: null });
  });
  it("gives an unnamed person a relation without a name", () => {
    expect(namingToSave({ name: null, relation: null }, { name: "", relation: "friend" }, "leave")).toEqual({ name: null, relation: "friend" });
  });
});
