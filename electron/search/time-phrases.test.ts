import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";
import { findTime, floatingIso, monthYearFinder } from "./time-phrases";

// Sunday 22 November 2026, noon: the day this suite was written, fixed so readings never drift.
const NOW = new Date(2026, 10, 22, 12);

// A library of photos from 2015 to 2026, whose people include an April and a Jan.
const LIBRARY = { years: [2015, 2026] as [number, number], people: [{ name: "April", relation: "my daughter" }, { name: "Jan Novak", relation: null }] };

function read(query: string, context: { years?: [number, number]; people?: Array<{ name: string; relation: string | null }> } = {}) {
  const plan = parseQuery(query, NOW, context);
  return {
    from: plan.time?.ranges ? floatingIso(plan.time.ranges[0]![0]).slice(0, 10) : null,
    to: plan.time?.ranges ? floatingIso(plan.time.ranges.at(-1)![1]).slice(0, 10) : null,
    label: plan.time?.label ?? null,
    words: plan.words,
  };
}

describe("reading the time in a query", () => {
  it.each([
    ["photos from July 2024", "2024-07-01", "2024-08-01", "July 2024", []],
    ["in 2023", "2023-01-01", "2024-01-01", "2023", []],
    ["sunset 2023", "2023-01-01", "2024-01-01", "2023", ["sunset"]],
    ["last summer", "2026-06-01", "2026-09-01", "summer 2026", []],
    ["beach last winter", "2025-12-01", "2026-03-01", "winter 2025–26", ["beach"]],
    ["summer of 2024", "2024-06-01", "2024-09-01", "summer 2024", []],
    ["two weeks ago", "2026-11-05", "2026-11-12", "around 8 Nov 2026", []],
    ["yesterday", "2026-11-21", "2026-11-22", "21 Nov 2026", []],
    ["on 14 July 2024", "2024-07-14", "2024-07-15", "14 Jul 2024", []],
    ["last week", "2026-11-09", "2026-11-16", "the week of 9 Nov 2026", []],
    ["this year", "2026-01-01", "2027-01-01", "2026", []],
    ["last month", "2026-10-01", "2026-11-01", "October 2026", []],
    ["the chair from March", "2026-03-01", "2026-04-01", "March 2026", ["chair"]],
    ["from March to May 2025", "2025-03-01", "2025-06-01", "March 2025 – May 2025", []],
    // The year said apart from the month is still that month's.
    ["Lisbon in 2022, in March", "2022-03-01", "2022-04-01", "March 2022", ["lisbon"]],
    ["the 2024 beach trip in July", "2024-07-01", "2024-08-01", "July 2024", ["beach"]],
    ["the 1990s", "1990-01-01", "2000-01-01", "the 1990s", []],
    // Weekdays and abbreviated months reach chrono whole; "Maria" or "friends" never do.
    ["last Tuesday", "2026-11-17", "2026-11-18", "17 Nov 2026", []],
    ["Sept 2020", "2020-09-01", "2020-10-01", "September 2020", []],
  ])("%s → %s … %s", (query, from, to, label, words) => {
    expect(read(query)).toEqual({ from, to, label, words });
  });

  it("reads a month without a year as the last one that has happened, never a future one", () => {
    expect(read("December").from).toBe("2025-12-01");
    expect(read("November").from).toBe("2026-11-01");
  });

  it("leaves queries without a time alone, file names with numbers included", () => {
    expect(read("IMG_0001")).toEqual({ from: null, to: null, label: null, words: ["img", "0001"] });
    expect(read("cat in Paris")).toEqual({ from: null, to: null, label: null, words: ["cat", "paris"] });
    expect(read("summer dress").label).toBeNull();
    expect(read("Maria and friends at the market").label).toBeNull();
    // Beside something that is not a time, "the day before" is not yesterday: it is found beside the wedding's photos (`beside-happening.ts`).
    expect(read("the day before the wedding")).toMatchObject({ from: null, to: null, label: "the day before “the wedding”" });
    expect(read("the week after the Lisbon trip").label).toBeNull();
  });

  it("drops the words that only say 'find photos'", () => {
    expect(read("show me the photos of my cat").words).toEqual(["cat"]);
    expect(read("").words).toEqual([]);
  });
});


const span = (query: string) => read(query, LIBRARY);
const widthInDays = (query: string) => {
  const { from, to } = span(query);
  return (Date.parse(to!) - Date.parse(from!)) / 86_400_000;
};

describe("reading times the way people say them", () => {
  it.each([
    // "N ago" is a window around that day, never the calendar unit it falls in.
    ["beach 3 years ago", "2023-01-01", "2024-04-23", "Jan 2023 – Apr 2024", ["beach"]],
    ["photos from 2 years ago", "2024-01-01", "2025-03-25", "Jan 2024 – Mar 2025", []],
    ["a couple of weeks ago", "2026-11-05", "2026-11-12", "around 8 Nov 2026", []],
    ["two months back", "2026-09-07", "2026-10-08", "around Sep 2026", []],
    ["a few years back", "2022-01-01", "2025-03-25", "Jan 2022 – Mar 2025", []],
    ["a year or two ago", "2024-01-01", "2026-02-22", "Jan 2024 – Feb 2026", []],
    ["10 days ago", "2026-11-10", "2026-11-15", "around 12 Nov 2026", []],
    // "the last N" runs until today; "last year" alone stays the calendar year.
    ["in the last 2 years", "2024-11-22", "2026-11-23", "the past 2 years", []],
    ["over the past few weeks", "2026-10-25", "2026-11-23", "the past few weeks", []],
    ["in the past year", "2025-11-22", "2026-11-23", "the past year", []],
    ["last year", "2025-01-01", "2026-01-01", "2025", []],
    ["the year before last", "2024-01-01", "2025-01-01", "2024", []],
    ["the summer before last", "2025-06-01", "2025-09-01", "summer 2025", []],
    // The last December over is 2025's, the last July 2026's.
    ["the december before last", "2024-12-01", "2025-01-01", "December 2024", []],
    ["the july before last", "2025-07-01", "2025-08-01", "July 2025", []],
    ["the march before last", "2025-03-01", "2025-04-01", "March 2025", []],
    ["the month before last", "2026-09-01", "2026-10-01", "September 2026", []],
    // "early", "mid" and "late" are thirds of what they qualify, not words to find.
    ["early October 2024", "2024-10-01", "2024-10-11", "early October 2024", []],
    ["mid-October 2024", "2024-10-11", "2024-10-21", "mid October 2024", []],
    ["late October 2024", "2024-10-21", "2024-11-01", "late October 2024", []],
    ["early 2023", "2023-01-01", "2023-05-01", "early 2023", []],
    ["hiking in late 2023", "2023-09-01", "2024-01-01", "late 2023", ["hiking"]],
    ["the end of last year", "2025-09-01", "2026-01-01", "late 2025", []],
    // The days beside a time, and the same days a year or two back.
    ["the weekend after Easter 2024", "2024-04-06", "2024-04-08", "the weekend after Easter 2024", []],
    ["the week before Christmas 2023", "2023-12-18", "2023-12-25", "the week before Christmas 2023", []],
    ["the day after Thanksgiving 2023", "2023-11-24", "2023-11-25", "the day after Thanksgiving 2023", []],
    ["the month after March 2024", "2024-04-01", "2024-05-01", "the month after March 2024", []],
    ["this time last year", "2025-11-08", "2025-12-07", "around 22 Nov 2025", []],
    ["Q4 '23", "2023-10-01", "2024-01-01", "Q4 2023", []],
    ["summer vacation 2023", "2023-06-01", "2023-09-01", "summer 2023", []],
    // Said after the time it is of.
    ["photos from September 2024, early in the month", "2024-09-01", "2024-09-11", "early September 2024", []],
    ["Lisbon in 2023, towards the end of the year", "2023-09-01", "2024-01-01", "late 2023", ["lisbon"]],
    ["May 2024, at the start of the month", "2024-05-01", "2024-05-11", "early May 2024", []],
    ["since March", "2026-03-01", "2026-11-23", "since March 2026", []],
    // Open on one side, said before or after the time.
    ["from 2023 onwards", "2023-01-01", "2026-11-23", "since 2023", []],
    ["beach 2023 and later", "2023-01-01", "2026-11-23", "since 2023", ["beach"]],
    ["from 2021 on", "2021-01-01", "2026-11-23", "since 2021", []],
    ["up to 2022", "1826-01-01", "2023-01-01", "up to 2022", []],
    ["until 2022", "1826-01-01", "2023-01-01", "up to 2022", []],
    ["2022 or earlier", "1826-01-01", "2023-01-01", "up to 2022", []],
    ["older than 2023", "1826-01-01", "2023-01-01", "before 2023", []],
    ["later than 2023", "2024-01-01", "2026-11-23", "after 2023", []],
    ["after the summer of 2024", "2024-09-01", "2026-11-23", "after summer 2024", []],
    ["photos from 2023", "2023-01-01", "2024-01-01", "2023", []],
    // "All through 2023" is during it; the run-up to a day is shortly before it, not everything before.
    ["all through 2023", "2023-01-01", "2024-01-01", "2023", []],
    ["the run-up to Christmas 2023", "2023-12-24", "2023-12-27", "Christmas 2023", ["run"]],
    ["earlier this year", "2026-01-01", "2026-11-23", "earlier this year", []],
    ["roughly 3 years ago", "2023-01-01", "2024-04-23", "Jan 2023 – Apr 2024", []],
    // "more than N ago" is everything before that day, "less than N ago" everything since.
    ["more than 2 years ago", "1826-01-01", "2024-11-22", "more than 2 years ago", []],
    ["older than 3 years", "1826-01-01", "2023-11-22", "more than 3 years ago", []],
    ["photos older than two years old", "1826-01-01", "2024-11-22", "more than two years ago", []],
    ["newer than 6 months", "2026-05-22", "2026-11-23", "the past 6 months", []],
    ["beach photos from over a year ago", "1826-01-01", "2025-11-22", "more than a year ago", ["beach"]],
    ["less than 3 weeks ago", "2026-11-01", "2026-11-23", "the past 3 weeks", []],
    ["the first week of May", "2026-05-01", "2026-05-08", "the first week of May 2026", []],
    ["the last week of August 2024", "2024-08-25", "2024-09-01", "the last week of August 2024", []],
    ["the last week of 2024", "2024-12-25", "2025-01-01", "the last week of 2024", []],
    ["the first week of 2023", "2023-01-01", "2023-01-08", "the first week of 2023", []],
    // The nth weekend of a month is its nth Saturday and the Sunday after; the last may end in the next month.
    ["the first weekend of july 2022", "2022-07-02", "2022-07-04", "the first weekend of July 2022", []],
    ["the last weekend in August 2024", "2024-08-31", "2024-09-02", "the last weekend of August 2024", []],
    ["the second weekend of may 2025", "2025-05-10", "2025-05-12", "the second weekend of May 2025", []],
    ["fireworks on the 4th of July 2024", "2024-07-04", "2024-07-05", "4th of July 2024", ["fireworks"]],
    ["the early '90s", "1990-01-01", "1993-05-01", "the early 1990s", []],
    ["the beginning of the summer of 2024", "2024-06-01", "2024-07-01", "early summer 2024", []],
    ["party last night", "2026-11-21", "2026-11-22", "last night", ["party"]],
    // 14 June 2026 is a Sunday, 14 June 2025 a Saturday; 22 November 2026 is itself a Sunday.
    ["the weekend of 14 June", "2026-06-13", "2026-06-15", "the weekend of 14 Jun 2026", []],
    ["BBQ on the weekend of 14 June 2025", "2025-06-14", "2025-06-16", "the weekend of 14 Jun 2025", ["barbecue"]],
    ["last weekend", "2026-11-14", "2026-11-16", "the weekend of 14 Nov 2026", []],
    // The most recent past one: Thanksgiving 2026 (26 November) is still to come.
    ["last Christmas", "2025-12-24", "2025-12-27", "Christmas 2025", []],
    ["christmas before last", "2024-12-24", "2024-12-27", "Christmas 2024", []],
    ["summer hols 2023", "2023-06-01", "2023-09-01", "summer 2023", []],
    ["between 1 and 10 december 2023", "2023-12-01", "2023-12-11", "1 Dec 2023 – 10 Dec 2023", []],
    ["beach between the 3rd and 5th of july 2024", "2024-07-03", "2024-07-06", "3 Jul 2024 – 5 Jul 2024", ["beach"]],
    ["last Easter", "2026-04-03", "2026-04-07", "Easter 2026", []],
    ["turkey last Thanksgiving", "2025-11-27", "2025-11-28", "Thanksgiving 2025", ["turkey"]],
  ])("%s → %s … %s (%s)", (query, from, to, label, words) => {
    expect(span(query)).toMatchObject({ from, to, label, words });
  });

  it("widens 'N ago' with N, and counts years by the calendar too, never forward past the window", () => {
    const widths = ["a year ago", "3 years ago", "10 years ago"].map(widthInDays);
    expect(widths[0]).toBeLessThan(widths[1]!);
    expect(widths[1]).toBeLessThan(widths[2]!);
    expect(widthInDays("a week ago")).toBeLessThan(widthInDays("6 weeks ago"));
    // Said in November, "3 years ago" is 2023 as well as the months around November 2023.
    expect(span("3 years ago").from).toBe("2023-01-01");
    // Said in January, "a year ago" is the months around last January, not the year just ended.
    const january = parseQuery("a year ago", new Date(2027, 0, 5, 12)).time!.ranges![0]!;
    expect(new Date(january[0]).toISOString().slice(0, 10) < "2026-01-01").toBe(true);
    expect(new Date(january[1]).toISOString().slice(0, 10) < "2026-06-01").toBe(true);
    expect(widthInDays("two weeks ago")).toBeLessThan(10);
    // Nothing from the future: "a week ago" ends before tomorrow.
    expect(span("2 days ago").to! <= "2026-11-23").toBe(true);
  });
});

describe("reading times of day", () => {
  const hours = (query: string) => {
    const plan = parseQuery(query, NOW, LIBRARY);
    return { hours: plan.time?.hours ?? null, label: plan.time?.label ?? null, words: plan.words };
  };
  it.each([
    ["lunch at noon", [11, 14], "around noon", ["lunch"]],
    ["lunchtime in Lisbon", [11, 15], "lunchtime", ["lisbon"]],
    ["Leo before lunch", [6, 12], "before lunch", ["leo"]],
    ["after dinner in Rome", [20, 24], "after dinner", ["rome"]],
    ["Rome in the small hours", [0, 5], "the small hours", ["rome"]],
    ["Kyoto, early in the day", [5, 11], "early in the day", ["kyoto"]],
    ["late in the day at the beach", [16, 21], "late in the day", ["beach"]],
    ["dinner around 7pm", [18, 21], "around 7 pm", ["dinner"]],
    ["fireworks after 10 pm", [22, 4], "after 10 pm", ["fireworks"]],
    ["after dark in Tokyo", [18, 6], "after dark", ["tokyo"]],
    ["the city during the day", [8, 18], "daytime", ["city"]],
    ["daytime", [8, 18], "daytime", []],
    ["beach at sunset", [16, 22], "around sunset", ["beach"]],
    ["at sunrise", [4, 9], "around sunrise", []],
    ["in the early morning", [4, 8], "the early morning", []],
    ["early morning run", [4, 8], "the early morning", ["run"]],
    ["late at night", [22, 4], "late at night", []],
    ["late afternoon walk", [15, 18], "the late afternoon", ["walk"]],
    ["at midnight", [23, 1], "around midnight", []],
  ])("%s → hours %j", (query, from, label, words) => {
    expect(hours(query)).toEqual({ hours: from, label, words });
  });

  it("reads last night as yesterday evening into this morning", () => {
    const time = parseQuery("last night", NOW).time!;
    expect(time.hours).toEqual([17, 5]);
    expect(time.ranges!.map(([a, b]) => [floatingIso(a), floatingIso(b)])).toEqual([["2026-11-21T00:00:00", "2026-11-22T05:00:00"]]);
    expect(parseQuery("last night", NOW).order).toBeNull();
  });

  it("leaves a bare sunset or sunrise as what the photo shows", () => {
    expect(hours("sunset")).toEqual({ hours: null, label: null, words: ["sunset"] });
    expect(hours("sunrise over the bridge").words).toEqual(["sunrise", "bridge"]);
  });

  it("puts a time of day together with a date", () => {
    expect(span("dinner at 7pm on 14 July 2024")).toMatchObject({ from: "2024-07-14", to: "2024-07-15", label: "around 7 pm of 14 Jul 2024", words: ["dinner"] });
    expect(span("the market from 2 to 4 pm on 14 July 2024")).toMatchObject({ from: "2024-07-14", to: "2024-07-15", label: "between 2 pm and 4 pm of 14 Jul 2024", words: ["market"] });
    expect(parseQuery("the market from 2 to 4 pm on 14 July 2024", NOW).time?.hours).toEqual([14, 16]);
    expect(parseQuery("this morning", NOW).time).toMatchObject({ hours: [5, 12], label: "the morning" });
    expect(span("this morning")).toMatchObject({ from: "2026-11-22", to: "2026-11-23" });
  });
});

describe("day and month names that are ordinary words", () => {
  it.each([
    ["sun on the beach", ["sun", "beach"]],
    ["Sun on the beach", ["sun", "beach"]],
    // "may" is a modal verb here: not a month, and (the tagger says) not a word to match either.
    ["photos I may have taken of the bridge", ["bridge"]],
    ["the protest march", ["protest", "march"]],
    // "band" is a group of people seen together (`people-words.ts`): a count, not a word.
    ["marching band", ["marching"]],
    ["cat sat on a bench", ["cat", "sat", "bench"]],
    ["got wed in a barn", ["wed", "barn"]],
    ["an august building", ["august", "building"]],
    ["second photo of the dog", ["second", "dog"]],
  ])("%s stays words", (query, words) => {
    expect(span(query)).toMatchObject({ label: null, words });
  });

  it("still reads them as dates beside a year, a day, or a word that leads a date", () => {
    expect(span("in may").label).toBe("May 2026");
    expect(span("May 2024").label).toBe("May 2024");
    expect(span("last march").label).toBe("March 2026");
    expect(span("march").label).toBe("March 2026");
    expect(span("the 3rd of august").label).toBe("3 Aug 2026");
    expect(span("since may").label).toBe("since May 2026");
    expect(span("early may").label).toBe("early May 2026");
    expect(span("beach on sat").label).toBe("21 Nov 2026");
    expect(span("fri night drinks")).toMatchObject({ label: "the night of 20 Nov 2026", words: ["drinks"] });
    expect(span("sun 14 june 2020").label).toBe("14 Jun 2020");
    expect(span("March to May 2025").label).toBe("March 2025 – May 2025");
  });

  it("reads a name the library's people have as the person, unless a date is beside it", () => {
    expect(parseQuery("April at the beach", NOW, LIBRARY).people.map((p) => p.label)).toEqual(["April"]);
    expect(span("April at the beach").label).toBeNull();
    expect(parseQuery("photos of Jan", NOW, LIBRARY).people.map((p) => p.label)).toEqual(["Jan Novak"]);
    expect(span("April 2024").label).toBe("April 2024");
    // Without an April among the people, April is the month.
    expect(read("April at the beach").label).toBe("April 2026");
  });
});

describe("months from one to another without a year", () => {
  const plan = (query: string) => parseQuery(query, NOW, LIBRARY).time!;
  it.each([
    ["from june to august"],
    ["june to august"],
    ["june-august"],
    ["between june and august"],
  ])("%s is the latest June to August, and every year's kept aside, as a month alone is", (query) => {
    const time = plan(query);
    expect(time.label).toBe("June 2026 – August 2026");
    expect(time.anyYear!.at(-2)!.map((ms) => floatingIso(ms).slice(0, 10))).toEqual(["2025-06-01", "2025-09-01"]);
  });

  it("runs into the next year when the second month comes first in the calendar", () => {
    expect(read("november to february 2024")).toMatchObject({ from: "2023-11-01", to: "2024-03-01" });
    expect(read("june - august 2024")).toMatchObject({ from: "2024-06-01", to: "2024-09-01" });
    expect(read("june 5 to august 7 2024")).toMatchObject({ from: "2024-06-05", to: "2024-08-08" });
  });
});

describe("a weekday said with a year", () => {
  it("is that day of every week of the year", () => {
    const time = parseQuery("sunday 2021", NOW, LIBRARY).time!;
    expect(time).toMatchObject({ days: [0], label: "Sundays in 2021" });
    expect(parseQuery("sunday afternoon 2021", NOW, LIBRARY).time).toMatchObject({ days: [0], label: "Sunday afternoons in 2021" });
  });

  it("leaves days with names of their own alone", () => {
    expect(parseQuery("black friday 2024", NOW, LIBRARY).time!.days).toBeUndefined();
    expect(parseQuery("good friday 2024", NOW, LIBRARY).time!.label).toBe("Good Friday 2024");
    expect(parseQuery("sunday 14 july 2024", NOW, LIBRARY).time!.label).toBe("14 Jul 2024");
  });
});

describe("misspelt months", () => {
  it.each([
    ["agust 2023", "2023-08-01", "2023-09-01", "August 2023", []],
    ["decemeber 2025", "2025-12-01", "2026-01-01", "December 2025", []],
    ["beach febuary 2024", "2024-02-01", "2024-03-01", "February 2024", ["beach"]],
    ["photos in jully", "2026-07-01", "2026-08-01", "July 2026", []],
    ["septmber", "2026-09-01", "2026-10-01", "September 2026", []],
  ])("%s is the month", (query, from, to, label, words) => {
    expect(read(query)).toEqual({ from, to, label, words });
  });

  it("leaves English words, names and plurals of months as they are", () => {
    expect(read("tune 2023")).toMatchObject({ label: "2023", words: ["tune"] });
    expect(read("marsh photos").label).toBeNull();
    expect(read("in junk").label).toBeNull();
    expect(read("decembers").label).toBeNull();
    expect(read("julie at the beach", { people: [{ name: "Julie", relation: null }] }).label).toBeNull();
  });
});

describe("a month whose year was left open", () => {
  const plan = (query: string) => parseQuery(query, NOW, LIBRARY).time!;
  it("is the latest one, with the same month of every year the library covers kept aside", () => {
    const time = plan("Seattle trip in March");
    expect(time.label).toBe("March 2026");
    expect(time.anyYear!.map(([a]) => floatingIso(a).slice(0, 10))).toEqual(Array.from({ length: 13 }, (_, i) => `${2014 + i}-03-01`));
    expect(plan("the weekend of 14 June").anyYear).toHaveLength(13);
    expect(plan("early October").anyYear!.at(-1)!.map((ms) => floatingIso(ms).slice(0, 10))).toEqual(["2026-10-01", "2026-10-11"]);
  });

  it("is that year's when the query says which: a year, 'last', 'this'", () => {
    expect(plan("Seattle trip in March 2025").anyYear).toBeUndefined();
    expect(plan("last March").anyYear).toBeUndefined();
    expect(plan("this summer").anyYear).toBeUndefined();
    expect(plan("two weeks ago").anyYear).toBeUndefined();
  });
});

describe("seasons south of the equator", () => {
  // A library mostly photographed in Australia: its owner's summer is December to February.
  const south = (query: string) => {
    const time = parseQuery(query, NOW, { years: [2022, 2026], southOfEquator: true }).time!;
    return { from: floatingIso(time.ranges![0]![0]).slice(0, 10), to: floatingIso(time.ranges!.at(-1)![1]).slice(0, 10), label: time.label };
  };
  it("reads a season as its months there, said or counted from now", () => {
    expect(south("the beach last summer")).toEqual({ from: "2025-12-01", to: "2026-03-01", label: "summer 2025–26" });
    expect(south("last spring")).toEqual({ from: "2025-09-01", to: "2025-12-01", label: "spring 2025" });
    expect(south("winter 2024")).toEqual({ from: "2024-06-01", to: "2024-09-01", label: "winter 2024" });
    expect(south("autumn of last year")).toEqual({ from: "2025-03-01", to: "2025-06-01", label: "autumn 2025" });
    expect(south("the summer before last")).toEqual({ from: "2024-12-01", to: "2025-03-01", label: "summer 2024–25" });
    expect(south("Cape Town in the spring")).toMatchObject({ from: "2021-09-01", label: "any spring" });
  });
  it("leaves months, years and the north's seasons as they were", () => {
    expect(south("March 2025")).toMatchObject({ from: "2025-03-01", to: "2025-04-01" });
    expect(read("last spring")).toMatchObject({ from: "2026-03-01", to: "2026-06-01" });
  });
});

describe("months and seasons counted back in years, and the days around a holiday", () => {
  const label = (query: string) => parseQuery(query, NOW).time?.label;
  it("reads 'February two years ago' as that February, 'a couple of summers ago' as that summer", () => {
    expect(label("February two years ago")).toBe("February 2024");
    expect(label("a couple of summers ago")).toBe("summer 2024");
    expect(label("three winters back")).toBe("winter 2023–24");
    expect(label("summers in Lisbon")).toBe("any summer");
  });
  it("reads 'New Year 2023' without the 's as the night into that year", () => {
    const time = parseQuery("around new year 2023", NOW).time!;
    expect(time.ranges!.map(([a, b]) => [floatingIso(a).slice(0, 10), floatingIso(b).slice(0, 10)])).toEqual([["2022-12-27", "2023-01-08"]]);
    expect(parseQuery("New Year 2023 fireworks", NOW).words).toEqual(["fireworks"]);
  });

  it("widens 'around Christmas 2022' to the days either side", () => {
    const time = parseQuery("around Christmas 2022", NOW).time!;
    expect(time.ranges!.map(([a, b]) => [floatingIso(a).slice(0, 10), floatingIso(b).slice(0, 10)])).toEqual([["2022-12-20", "2023-01-02"]]);
    expect(time.label).toBe("around Christmas 2022");
  });
  it("reads a year cut to two digits after a month", () => {
    expect(label("August '25")).toBe("August 2025");
  });
});

describe("years as people write them: spans, cut short, and months written like dates in a file name", () => {
  it.each([
    ["from 2022 to 2024", "2022-01-01", "2025-01-01", "2022–2024", []],
    ["Lisbon 2019-2021", "2019-01-01", "2022-01-01", "2019–2021", ["lisbon"]],
    ["beach 2022–24", "2022-01-01", "2025-01-01", "2022–2024", ["beach"]],
    ["back in '19", "2019-01-01", "2020-01-01", "2019", []],
    ["autumn '23", "2023-09-01", "2023-12-01", "autumn 2023", []],
    ["summer of 23 photos", "2023-06-01", "2023-09-01", "summer 2023", []],
    ["summer of '98", "1998-06-01", "1998-09-01", "summer 1998", []],
    ["2024-03", "2024-03-01", "2024-04-01", "March 2024", []],
    ["receipts 2024/11", "2024-11-01", "2024-12-01", "November 2024", []],
    ["beach 08-2023", "2023-08-01", "2023-09-01", "August 2023", ["beach"]],
    ["3.12.2023", "2023-12-03", "2023-12-04", "3 Dec 2023", []],
    ["beach 7.5.2024", "2024-05-07", "2024-05-08", "7 May 2024", ["beach"]],
    ["24.12.2025", "2025-12-24", "2025-12-25", "24 Dec 2025", []],
    ["pics from twenty twenty one", "2021-01-01", "2022-01-01", "2021", []],
    ["beach twenty twenty-three", "2023-01-01", "2024-01-01", "2023", ["beach"]],
    ["two thousand and twenty two", "2022-01-01", "2023-01-01", "2022", []],
    ["nineteen ninety nine", "1999-01-01", "2000-01-01", "1999", []],
    ["Thanksgiving last year", "2025-11-27", "2025-11-28", "Thanksgiving 2025", []],
  ])("%s → %s … %s", (query, from, to, label, words) => {
    expect(read(query)).toEqual({ from, to, label, words });
  });

  it("keeps a count said in words a count", () => {
    expect(read("two thousand").label).toBeNull();
    expect(read("twenty one photos").label).toBeNull();
  });

  it("keeps a decade a decade, a count of years backwards no span, and a room number no month", () => {
    expect(read("the '90s").label).toBe("the 1990s");
    expect(read("2024 to 2019").label).toBe("2024");
    expect(read("room 2024-1").label).toBe("2024");
  });
});

describe("the side of noon, and meals", () => {
  const hours = (query: string) => { const t = parseQuery(query, NOW).time; return [t?.hours, t?.label]; };
  it("reads 'before noon' as the day until noon and 'after midday' as the afternoon, not the hours around noon", () => {
    expect(hours("Leo before noon")).toEqual([[0, 12], "before noon"]);
    expect(hours("after midday")).toEqual([[12, 18], "after noon"]);
    expect(hours("at noon")).toEqual([[11, 14], "around noon"]);
  });
  it("reads dinner and breakfast times as the hours they are eaten, and a dinner alone as what the photo shows", () => {
    expect(hours("Lisbon at dinner time")).toEqual([[18, 22], "dinner time"]);
    expect(hours("over breakfast")).toEqual([[6, 10], "breakfast time"]);
    expect(parseQuery("dinner with friends", NOW).time).toBeNull();
  });
});

describe("parts of a year as offices and people say them", () => {
  it.each([
    ["beach Q1 2024", "2024-01-01", "2024-04-01", "Q1 2024", ["beach"]],
    ["the first half of 2024", "2024-01-01", "2024-07-01", "the first half of 2024", []],
    ["H2 2023", "2023-07-01", "2024-01-01", "the second half of 2023", []],
    ["the last days of 2023", "2023-12-01", "2024-01-01", "the end of 2023", []],
    ["the final weeks of June 2024", "2024-06-21", "2024-07-01", "the end of June 2024", []],
    ["the beginning of the year", "2026-01-01", "2026-02-01", "the start of 2026", []],
    ["in the spring of last year", "2025-03-01", "2025-06-01", "spring 2025", []],
    ["summer 24", "2024-06-01", "2024-09-01", "summer 2024", []],
    ["beach recently", "2026-09-23", "2026-11-23", "recently", ["beach"]],
    ["the other day", "2026-11-08", "2026-11-22", "the other day", []],
    ["the 90's", "1990-01-01", "2000-01-01", "the 1990s", []],
    ["NYE 2023", "2023-12-31", "2024-01-01", "NYE 2023", []],
    ["Xmas '22", "2022-12-24", "2022-12-27", "Christmas 2022", []],
    // Memorial Day 2024 was a Monday: its weekend is the Saturday to the Monday.
    ["Memorial Day weekend 2024", "2024-05-25", "2024-05-28", "Memorial Day weekend 2024", []],
    ["Easter weekend 2024", "2024-03-29", "2024-04-02", "Easter weekend 2024", []],
    // chrono would put the Friday in this week; the year says otherwise, and Black Friday is the day after Thanksgiving.
    ["black friday 2024", "2024-11-29", "2024-11-30", "Black Friday 2024", []],
  ])("%s → %s … %s", (query, from, to, label, words) => {
    expect(read(query)).toEqual({ from, to, label, words });
  });
});

describe("holidays and observances by their everyday names", () => {
  it.each([
    ["Groundhog Day 2024", "2024-02-02", "2024-02-03", "Groundhog Day 2024", []],
    ["Diwali 2021", "2021-11-04", "2021-11-05", "Diwali 2021", []],
    ["Earth Day 2024", "2024-04-22", "2024-04-23", "Earth Day 2024", []],
    ["Remembrance Day 2022", "2022-11-11", "2022-11-12", "Remembrance Day 2022", []],
    ["Black Friday 2022", "2022-11-25", "2022-11-26", "Black Friday 2022", []],
    // Eight days, as the calendar gives them (the first candle is lit the evening before).
    ["Hanukkah 2021", "2021-11-29", "2021-12-07", "Hanukkah 2021", []],
    ["Chanukah 2022", "2022-12-19", "2022-12-27", "Chanukah 2022", []],
    // "Night" is the holiday's name, not the night of the year.
    ["Bonfire Night 2021", "2021-11-05", "2021-11-06", "Bonfire Night 2021", []],
    ["Burns Night 2024", "2024-01-25", "2024-01-26", "Burns Night 2024", []],
    ["Guy Fawkes 2022", "2022-11-05", "2022-11-06", "Guy Fawkes 2022", []],
    ["leap day 2024", "2024-02-29", "2024-03-01", "Leap Day 2024", []],
    // Washington's Birthday 2021 was Monday 15 February: its weekend is the Saturday to the Monday.
    ["Presidents' Day weekend 2021", "2021-02-13", "2021-02-16", "Presidents' Day weekend 2021", []],
    ["Black Friday weekend 2022", "2022-11-25", "2022-11-28", "Black Friday weekend 2022", []],
    ["St Paddy's 2023", "2023-03-17", "2023-03-18", "St Paddy's 2023", []],
    ["MLK day 2024", "2024-01-15", "2024-01-16", "MLK Day 2024", []],
    ["Juneteenth 2023", "2023-06-19", "2023-06-20", "Juneteenth 2023", []],
    ["Canada Day 2022", "2022-07-01", "2022-07-02", "Canada Day 2022", []],
    ["Australia Day 2024", "2024-01-26", "2024-01-27", "Australia Day 2024", []],
    ["Anzac Day 2023", "2023-04-25", "2023-04-26", "Anzac Day 2023", []],
    ["Eid 2024", "2024-04-10", "2024-04-13", "Eid 2024", []],
    ["Chinese New Year 2024", "2024-02-10", "2024-02-12", "Chinese New Year 2024", []],
    ["Lunar New Year 2023", "2023-01-22", "2023-01-24", "Lunar New Year 2023", []],
    ["Pancake Day 2024", "2024-02-13", "2024-02-14", "Pancake Day 2024", []],
    ["Shrove Tuesday 2024", "2024-02-13", "2024-02-14", "Shrove Tuesday 2024", []],
    ["Mardi Gras 2023", "2023-02-21", "2023-02-22", "Mardi Gras 2023", []],
    ["Cinco de Mayo 2024", "2024-05-05", "2024-05-06", "Cinco de Mayo 2024", []],
    ["Bastille Day 2023", "2023-07-14", "2023-07-15", "Bastille Day 2023", []],
    ["Cyber Monday 2024", "2024-12-02", "2024-12-03", "Cyber Monday 2024", []],
    ["Veterans Day 2023", "2023-11-11", "2023-11-12", "Veterans Day 2023", []],
    ["Columbus Day 2023", "2023-10-09", "2023-10-10", "Columbus Day 2023", []],
    ["Presidents Day 2024", "2024-02-19", "2024-02-20", "Presidents Day 2024", []],
    ["Victoria Day 2024", "2024-05-20", "2024-05-21", "Victoria Day 2024", []],
    ["Remembrance Sunday 2023", "2023-11-12", "2023-11-13", "Remembrance Sunday 2023", []],
    ["saint patrick's day 2024", "2024-03-17", "2024-03-18", "Saint Patrick's Day 2024", []],
    ["bonfire at Guy Fawkes 2021", "2021-11-05", "2021-11-06", "Guy Fawkes 2021", ["bonfire"]],
  ])("%s → %s … %s", (query, from, to, label, words) => {
    expect(read(query)).toEqual({ from, to, label, words });
  });

  it("keeps the hand-kept spans of the holidays photographed over several days", () => {
    expect(read("Christmas morning 2023")).toMatchObject({ from: "2023-12-24", to: "2023-12-27", label: "the morning of Christmas 2023" });
    expect(read("easter 2024")).toMatchObject({ from: "2024-03-29", to: "2024-04-02", label: "Easter 2024" });
  });

  it("reads a holiday said without a year as every year's, and 'last' as the latest begun", () => {
    expect(read("bonfire night", LIBRARY)).toMatchObject({ from: "2014-11-05", to: "2026-11-06", label: "any Bonfire Night" });
    expect(read("leap day", LIBRARY)).toMatchObject({ from: "2016-02-29", to: "2024-03-01", label: "any Leap Day" });
    expect(read("last hanukkah")).toMatchObject({ from: "2025-12-15", label: "Hanukkah 2025" });
  });

  it.each([
    ["earth from space", null, ["earth", "space"]],
    ["independence", null, ["independence"]],
    ["labour ward 2024", "2024", ["labour", "ward"]],
    ["Reid 2024", "2024", ["reid"]],
    ["a sunny may day", null, ["sunny"]],
    ["may 2024", "May 2024", []],
    ["the night of bonfire", "the night", ["bonfire"]],
    ["a leap of faith", null, ["leap", "faith"]],
  ])("does not read a holiday into '%s'", (query, label, words) => {
    expect(read(query)).toMatchObject({ label, words });
  });
});

describe("a month and its year, read without chrono", () => {
  it("reads every phrasing as chrono does, and is the reader only where nothing else could be a time", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const months = ["January", "march", "JUNE", "July", "September", "December", "May", "Sept", "Mar"];
    const contexts = [
      "{M} {Y}", "photos from {M} {Y}", "Seattle in {M} {Y}", "beach {M} {Y} sunset", "Leo and Ines, {M} {Y}", "the {M} {Y} trip",
      "{M} {Y}'s photos", "since {M} {Y}", "before {M} {Y}", "until {M} {Y}", "after {M} {Y}", "{M} {Y} onwards", "{M} {Y} or earlier",
      "{M} {Y} to {N} {Y}", "from {M} {Y} until {N} {Y}", "between {M} {Y} and {N} {Y}", "{M} {Y} - {N} {Y}", "{M} or {N} {Y}",
      "5 {M} {Y}", "{M} 5 {Y}", "the 3rd of {M} {Y}", "{M} {Y} at 5pm", "{M} {Y} in the morning", "{M} {Y} tonight", "{M} {Y} on a tuesday",
      "last {M} {Y}", "this {M} {Y}", "weekend in {M} {Y}", "mid {M} {Y}", "early {M} {Y}", "the end of {M} {Y}", "{M}, {Y}", "{M}-{Y}",
      "{M} {Y} 2 weeks", "Kyoto {M} {Y} not screenshots", "{M} {Y} with no faces", "the week of {M} {Y}", "{M} {Y} christmas",
    ];
    let read = 0;
    let total = 0;
    for (const context of contexts)
      for (const month of months)
        for (const year of ["1999", "2024"]) {
          const query = context.replaceAll("{M}", month).replaceAll("{N}", "October").replaceAll("{Y}", year);
          total++;
          if (monthYearFinder(query, now)) read++;
          // A reading's `inYear` is a function, made anew each time: compared as being there or not.
          const plain = (reading: unknown) => JSON.stringify(reading, (_key, value: unknown) => (typeof value === "function" ? "a function" : value));
          expect(plain(findTime(query, now)), query).toBe(plain(findTime(query, now, { chronoOnly: true })));
        }
    // It is the reader of the plain phrasings, not a rule that never fires.
    expect(read).toBeGreaterThan(total / 4);
    expect(monthYearFinder("Seattle in March 2024", now)).toMatchObject({ label: "March 2024", index: 11, length: 10 });
    for (const declined of ["Seattle in May 2024", "March 2024 to October 2024", "March 2024 at 5pm", "last March 2024", "Sept 2024"]) expect(monthYearFinder(declined, now), declined).toBeNull();
  });
});
