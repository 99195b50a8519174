import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatDayRange, formatMonth, formatTaken } from "./format";

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

  it("writes the days an event spans with the same locale as its days, its first and last day and their years said once each", () => {
    let checked = 0;
    for (const start of days.slice(0, 30)) {
      for (const length of [0, 1, 4, 20, 40, 400]) {
        const end = new Date(Date.parse(`${start}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
        for (const clocks of [["T09:00:00", "T21:30:00"], ["T23:55:00", "T00:05:00"]]) {
          const range = formatDayRange(`${start}${clocks[0]}`, `${end}${clocks[1]}`);
          const label = `${start}..${end}`;
          if (end <= start) expect([label, range]).toEqual([label, formatDayRange(start, start)]);
          for (const day of [start, end]) expect([label, new RegExp(`\\b${Number(day.slice(8))}\\b`).test(range)]).toEqual([label, true]);
          for (const year of new Set([start.slice(0, 4), end.slice(0, 4)])) expect([label, range.split(year).length - 1]).toEqual([label, 1]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
    expect(formatDayRange("2025-03-02T09:00:00", "2025-03-02T18:00:00")).not.toMatch(/[–-]/);
  });

  it("keeps text that is no date as it is", () => {
    for (const format of [formatTaken, formatDate, formatDay, formatMonth]) expect(format("sometime")).toBe("sometime");
  });
});
