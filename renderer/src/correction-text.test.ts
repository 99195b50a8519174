import { describe, expect, it } from "vitest";
import { correctionText, undoneText } from "./correction-text";
import type { Verdict } from "./components/ResultTile";

describe("what an answer says of a correction and of its undo", () => {
  it("says what was undone, naming the photo or counting the photos, for every verdict (verdict x count x name)", () => {
    let checked = 0;
    for (const verdict of ["good", "bad", "better"] as Verdict[]) {
      for (const count of [1, 2, 7, 30]) {
        for (const name of ["IMG_1234.jpg", "sea_15.jpg", "Été à Montréal.heic"]) {
          const given = correctionText({ name, verdict, count });
          const undone = undoneText({ name, verdict, count });
          const label = `${verdict} x${count} ${name}`;
          expect([label, undone.startsWith("Undone: ")]).toEqual([label, true]);
          expect([label, /as before|is as it was/.test(undone)]).toEqual([label, false]);
          // It names what it undid: the photo, or how many were added at once.
          expect([label, undone.includes(name) || undone.includes(`${count} photos`)]).toEqual([label, true]);
          // And it is not the correction said again.
          expect([label, undone === given]).toEqual([label, false]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(36);
  });

  it("says each verdict's undo plainly", () => {
    expect(undoneText({ name: "IMG_1234.jpg", verdict: "bad" })).toBe("Undone: IMG_1234.jpg is no longer marked as not it.");
    expect(undoneText({ name: "IMG_1234.jpg", verdict: "good" })).toBe("Undone: IMG_1234.jpg is no longer marked right for this search.");
    expect(undoneText({ name: "x.jpg", verdict: "good", count: 3 })).toBe("Undone: the 3 photos added are no longer marked right for this search.");
    expect(undoneText({ name: "IMG_1234.jpg", verdict: "better" })).toBe("Undone: IMG_1234.jpg is back where it ranked before.");
  });
});
