import { describe, expect, it } from "vitest";
import { defaultGrouping, groupLabel, layOutAnswer, rowOf, step, type AnswerRow, type Grouping } from "./answer-layout";

/** `n` capture times, `perDay` a day from `first`, in time order; every `undatedEvery`-th unknown. */
function album(n: number, perDay: number, first = "2024-05-01", undatedEvery = 0): Array<string | null> {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => {
    if (undatedEvery && i % undatedEvery === undatedEvery - 1) return null;
    const day = new Date(start + Math.floor(i / perDay) * 86_400_000).toISOString().slice(0, 10);
    return `${day}T${String(9 + (i % perDay) % 12).padStart(2, "0")}:00:00`;
  });
}

const tileRows = (rows: AnswerRow[]) => rows.filter((r): r is Extract<AnswerRow, { kind: "tiles" }> => r.kind === "tiles");

describe("an answer's grid under day and month headings", () => {
  // Grid: 4 column counts × 3 groupings × 6 answers (sizes, loaded or not, undated) = 72 layouts.
  const answers = [
    { name: "13 days of 20", taken: album(260, 20), total: 260 },
    { name: "a page of 200 loaded of 260", taken: album(200, 20), total: 260 },
    { name: "one photo", taken: album(1, 1), total: 1 },
    { name: "three months, 3 a day", taken: album(270, 3), total: 270 },
    { name: "some undated", taken: album(50, 7, "2023-12-30", 5), total: 50 },
    { name: "nothing loaded yet", taken: [], total: 40 },
  ];
  for (const columns of [1, 3, 5, 8]) {
    for (const grouping of ["day", "month", "none"] as Grouping[]) {
      for (const { name, taken, total } of answers) {
        it(`${name}, ${columns} columns, by ${grouping}: every result once, in order, no row too long, a heading where the ${grouping} changes`, () => {
          const rows = layOutAnswer(taken, total, columns, grouping);
          const positions = tileRows(rows).flatMap((r) => Array.from({ length: r.count }, (_, k) => r.start + k));
          expect(positions).toEqual(Array.from({ length: total }, (_, i) => i));
          for (const row of tileRows(rows)) expect(row.count).toBeLessThanOrEqual(columns);
          if (grouping === "none") expect(rows.some((r) => r.kind === "header")).toBe(false);
          else {
            const width = grouping === "day" ? 10 : 7;
            const key = (i: number) => taken[i]?.slice(0, width) ?? "";
            // A heading before a tile row exactly where the loaded results' day or month changes.
            for (const [r, row] of rows.entries()) {
              if (row.kind !== "tiles" || row.start >= taken.length || row.start === 0) continue;
              const changed = key(row.start) !== key(row.start - 1);
              expect(rows[r - 1]!.kind === "header", `row at ${row.start}`).toBe(changed);
            }
            // Rows never mix two groups.
            for (const row of tileRows(rows)) {
              const end = Math.min(row.start + row.count, taken.length);
              for (let i = row.start + 1; i < end; i++) expect(key(i)).toBe(key(row.start));
            }
          }
          // Every position is found in its row, and the arrows never leave the answer.
          for (let at = 0; at < total; at += Math.max(1, Math.floor(total / 17))) {
            const row = rows[rowOf(rows, at)];
            expect(row?.kind === "tiles" && at >= row.start && at < row.start + row.count).toBe(true);
            for (const key of ["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp", "PageDown", "PageUp", "Home", "End"]) {
              const next = step(rows, total, at, key, 3)!;
              expect(next).toBeGreaterThanOrEqual(0);
              expect(next).toBeLessThan(total);
            }
          }
        });
      }
    }
  }

  it("moves down to the same column across a heading, or to the last tile of a shorter row", () => {
    // Day 1: 5 photos (a row of 4, a row of 1); day 2: 4 photos.
    const taken = [...album(5, 5, "2024-05-01"), ...album(4, 4, "2024-05-02")];
    const rows = layOutAnswer(taken, 9, 4, "day");
    expect(rows.map((r) => (r.kind === "header" ? r.label : r.count))).toEqual([groupLabel("2024-05-01"), 4, 1, groupLabel("2024-05-02"), 4]);
    expect(step(rows, 9, 2, "ArrowDown", 1)).toBe(4);
    expect(step(rows, 9, 4, "ArrowDown", 1)).toBe(5);
    expect(step(rows, 9, 7, "ArrowUp", 1)).toBe(4);
    expect(step(rows, 9, 4, "ArrowUp", 1)).toBe(0);
    expect(step(rows, 9, 8, "ArrowDown", 1)).toBe(8);
    expect(step(rows, 9, 8, "ArrowRight", 1)).toBe(8);
  });

  it("opens with days for a short span, months for a long one, none for a ranking or undated photos", () => {
    expect(defaultGrouping(album(260, 20))).toBe("day");
    expect(defaultGrouping(album(270, 3))).toBe("month");
    expect(defaultGrouping([null, null])).toBe("none");
    // A photo marked right leads the answer: one break in the calendar still reads as one.
    const corrected = album(60, 6);
    corrected.unshift(corrected.splice(40, 1)[0]!);
    expect(defaultGrouping(corrected)).toBe("day");
    // Ranked by match: the days come back again and again.
    const ranked = album(60, 6).sort((a, b) => (a! < b! ? 1 : -1)).map((t, i, all) => all[(i * 7) % all.length]!);
    expect(defaultGrouping(ranked)).toBe("none");
  });

  it("names a day and a month in words, and says when no date is known", () => {
    expect(groupLabel("2024-05-03")).toMatch(/2024/);
    expect(groupLabel("2024-05-03")).toMatch(/3/);
    expect(groupLabel("2024-05")).toMatch(/2024/);
    expect(groupLabel("")).toBe("No date");
  });
});
