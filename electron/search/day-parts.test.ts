import { describe, expect, it } from "vitest";
import { readDayParts } from "./day-parts";

/** The narrowest time of day a query names: its hours, label and the words it took. */
function read(query: string) {
  const part = readDayParts(query)[0];
  return part ? { hours: part.hours, label: part.label, said: query.slice(...part.span) } : null;
}

describe("a range of clock hours", () => {
  it.each([
    ["between 2pm and 4pm", [14, 16], "between 2 pm and 4 pm"],
    // One "pm" is said for both ends, as people say it.
    ["from 2 to 4 pm", [14, 16], "between 2 pm and 4 pm"],
    ["between 5 and 7 pm", [17, 19], "between 5 pm and 7 pm"],
    ["9-10am", [9, 10], "between 9 am and 10 am"],
    ["from 9am to 10am", [9, 10], "between 9 am and 10 am"],
    ["between 8 and 9 in the morning", [8, 9], "between 8 am and 9 am"],
    ["10am to noon", [10, 12], "between 10 am and noon"],
    // The unsaid half of the day is the one that makes the range short: 11 to 1pm starts in the morning.
    ["from 11 to 1pm", [11, 13], "between 11 am and 1 pm"],
    ["from 9am to 5", [9, 17], "between 9 am and 5 pm"],
    ["10pm-2am", [22, 2], "between 10 pm and 2 am"],
    ["from 11 to 1 at night", [23, 1], "between 11 pm and 1 am"],
    ["between 14:00 and 16:30", [14, 17], "between 14:00 and 16:30"],
  ])("%s is the hours %j", (query, hours, label) => {
    expect(read(query)).toEqual({ hours, label, said: query });
  });

  it("leaves numbers with nothing to say they are hours to the dates", () => {
    expect(read("from 2 to 3 December 2023")).toBeNull();
    expect(read("between 1 and 10 december 2023")).toBeNull();
    expect(read("2-4 December")).toBeNull();
  });

  it("finds the hours after days said the same way", () => {
    expect(read("2-4 December from 2pm to 4pm")).toEqual({ hours: [14, 16], label: "between 2 pm and 4 pm", said: "from 2pm to 4pm" });
  });
});

describe("one clock time", () => {
  it("takes its half of the day from the part of the day said after it", () => {
    expect(read("after 6 in the evening")).toEqual({ hours: [18, 0], label: "after 6 pm", said: "after 6 in the evening" });
    expect(read("at 7 in the morning")).toMatchObject({ hours: [6, 9], label: "around 7 am" });
    expect(read("at 10 at night")).toMatchObject({ hours: [21, 0], label: "around 10 pm" });
  });

  it("keeps a bare number a number", () => {
    expect(read("7 amazing photos")).toBeNull();
    expect(read("between 2 and 4")).toBeNull();
  });
});

describe("the hours after midnight", () => {
  it("counts them before any morning hour: 'before 7am' is from midnight", () => {
    expect(read("before 7am")).toMatchObject({ hours: [0, 7], label: "before 7 am" });
    expect(read("before 9:30 am")).toMatchObject({ hours: [0, 10] });
    expect(read("until 8am")).toMatchObject({ hours: [0, 8] });
    expect(read("before noon")).toMatchObject({ hours: [0, 12], label: "before noon" });
  });

  it("holds in 'before 8am' every photo 'before 7am' holds", () => {
    const [from7, to7] = read("before 7am")!.hours;
    const [from8, to8] = read("before 8am")!.hours;
    expect(from8).toBeLessThanOrEqual(from7);
    expect(to8).toBeGreaterThanOrEqual(to7);
  });

  it.each(["after midnight", "in the small hours", "the wee small hours", "in the wee hours", "middle of the night", "in the early hours of the morning"])(
    "reads '%s' as midnight to 5am, 4am included",
    (query) => {
      expect(read(query)).toEqual({ hours: [0, 5], label: "the small hours", said: query.replace(/^the\s+/, "") });
    },
  );

  it("leaves 'late at night' the late evening into the night, and 'early morning' the morning's start", () => {
    expect(read("late at night")).toMatchObject({ hours: [22, 4] });
    expect(read("early morning")).toMatchObject({ hours: [4, 8] });
  });
});

describe("before midnight", () => {
  it("is the late evening, not the hours around midnight nor the whole day", () => {
    expect(read("before midnight")).toEqual({ hours: [20, 24], label: "before midnight", said: "before midnight" });
    expect(read("until 12am")).toMatchObject({ hours: [20, 24], label: "before 12 am" });
    expect(read("at midnight")).toMatchObject({ hours: [23, 1], label: "around midnight" });
  });
});
