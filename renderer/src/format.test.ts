import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatMonth, formatTaken } from "./format";

describe("dates as the views write them", () => {
  // A day of each month over five years, at times either side of midnight UTC.
  const days = Array.from({ length: 60 }, (_, i) => `${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-${String((i * 7) % 28 + 1).padStart(2, "0")}`);

  it("writes one day the same way wherever it appears: a photo's time, its date, a day heading, its month", () => {
    for (const day of days) {
      for (const clock of ["00:05:00", "23:55:00"]) {
        const taken = `${day}T${clock}`;
        // The camera's clock reading: the day never moves with this computer's zone.
        expect([taken, formatTaken(taken).startsWith(formatDate(day))]).toEqual([taken, true]);
      }
      const year = day.slice(0, 4);
      expect(formatDate(day)).toContain(year);
      expect(formatDay(day)).toContain(year);
      expect(formatDay(day, { withYear: false })).not.toContain(year);
      expect(formatMonth(day.slice(0, 7))).toContain(year);
      // The day of the month is written by the same locale in a date and in a heading.
      const dayOfMonth = String(Number(day.slice(8)));
      expect(formatDay(day)).toMatch(new RegExp(`\\b${dayOfMonth}\\b`));
    }
  });

  it("keeps text that is no date as it is", () => {
    for (const format of [formatTaken, formatDate, formatDay, formatMonth]) expect(format("sometime")).toBe("sometime");
  });
});
