import { describe, expect, it } from "vitest";
import { DAY, MONTHS, WEEKDAYS, utc } from "./calendar";
import { parseQuery } from "./query-parser";
import { floatingIso } from "./time-phrases";
import { whenPhrase } from "./wording";

/** What the query's time reads as, as dates (end exclusive), on a given day. */
function read(query: string, now: Date) {
  const time = parseQuery(query, now, { people: [{ name: "Maria", relation: null }] }).time;
  const [start, end] = time?.ranges?.[0] ?? [NaN, NaN];
  return { start, end, label: time?.label ?? null, from: Number.isNaN(start) ? null : floatingIso(start).slice(0, 10), to: Number.isNaN(end) ? null : floatingIso(end).slice(0, 10) };
}

// Sunday 29 November 2026, noon; and a Wednesday in a leap February, for the grids that move "today".
const NOW = new Date(2026, 10, 29, 12);
const TODAYS = [NOW, new Date(2024, 1, 14, 9), new Date(2025, 0, 31, 18), new Date(2023, 6, 1, 8)];
/** The same phrase alone, after a word for photos, and before a place and a negated kind. */
const POSITIONS = [(t: string) => t, (t: string) => `photos from ${t}`, (t: string) => `${t} in Rome`, (t: string) => `${t}, not screenshots`];

describe("a part at the start or end of a period", () => {
  const periods: Array<[string, number, number]> = [
    ...[2019, 2020, 2023, 2024].map((y): [string, number, number] => [String(y), utc(y, 0), utc(y + 1, 0)]),
    ...[1, 5, 7, 11].map((m): [string, number, number] => [`${MONTHS[m]} 2023`, utc(2023, m), utc(2023, m + 1)]),
    ["last year", utc(2025, 0), utc(2026, 0)],
  ];
  const lengths = { day: 1, week: 7, fortnight: 14, weekend: 2, month: NaN };
  it("is that many days at that edge, for each part, edge, period and place in the query (≥ 50 combinations)", () => {
    let checked = 0;
    for (const [period, start, end] of periods) {
      for (const [unit, days] of Object.entries(lengths)) {
        if (unit === "month" && end - start < 60 * DAY) continue;
        for (const [edge, first] of [["first", true], ["last", false], ["final", false]] as const) {
          for (const [k, position] of POSITIONS.entries()) {
            const said = `the ${edge} ${unit} ${k % 2 ? "in" : "of"} ${period}`;
            const got = read(position(said), NOW);
            expect(got.start, said).toBeGreaterThanOrEqual(start);
            if (unit !== "weekend") {
              expect(got.end, said).toBeLessThanOrEqual(end);
              if (unit !== "month") expect((got.end - got.start) / DAY, said).toBe(days);
              expect(first ? got.start : got.end, said).toBe(first ? start : end);
            } else {
              // A weekend is the Saturday that begins inside the period, and its Sunday.
              expect(new Date(got.start).getUTCDay(), said).toBe(6);
              expect((got.end - got.start) / DAY, said).toBe(2);
              expect(got.start, said).toBeLessThan(end);
              // The first begins within the period's first 7 days; the last within its last 7.
              const off = (first ? got.start - start : end - got.start) / DAY;
              expect(off, said).toBeGreaterThanOrEqual(first ? 0 : 1);
              expect(off, said).toBeLessThanOrEqual(first ? 6 : 7);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("reads a day as a date, and is no time at all when what follows is not one", () => {
    expect(read("the last day in 2024", NOW)).toMatchObject({ from: "2024-12-31", to: "2025-01-01", label: "31 Dec 2024" });
    expect(read("the first day of 2023", NOW)).toMatchObject({ from: "2023-01-01", to: "2023-01-02" });
    expect(read("the first month of last year", NOW)).toMatchObject({ from: "2025-01-01", to: "2025-02-01" });
    // "last day" alone is chrono's yesterday; of something that is no time, it is no day at all.
    for (const query of ["the last day of school", "the first week of the course", "the last day of our trip"]) expect(read(query, NOW).label, query).toBeNull();
  });
});

describe("an age between two", () => {
  const back = (n: number, unit: string, now: Date) =>
    unit === "year" ? utc(now.getFullYear() - n, now.getMonth(), now.getDate()) : unit === "month" ? utc(now.getFullYear(), now.getMonth() - n, now.getDate()) : utc(now.getFullYear(), now.getMonth(), now.getDate()) - n * (unit === "week" ? 7 : 1) * DAY;
  const forms = [
    (a: string, b: string, u: string) => `photos between ${a} and ${b} ${u}s old`,
    (a: string, b: string, u: string) => `pictures from ${a} to ${b} ${u}s ago`,
    (a: string, b: string, u: string) => `${a}-${b} ${u}s back`,
    (a: string, b: string, u: string) => `shots that are ${a} to ${b} ${u}s old`,
    (a: string, b: string, u: string) => `Maria ${a} or ${b} ${u}s ago`,
  ];
  it("runs from the farther day to the nearer, for each pair, unit, wording and day (≥ 50 combinations)", () => {
    let checked = 0;
    for (const [a, b, near, far] of [["2", "3", 2, 3], ["three", "five", 3, 5], ["1", "4", 1, 4]] as const) {
      for (const unit of ["year", "month", "week", "day"]) {
        for (const form of forms) {
          for (const now of TODAYS.slice(0, 2)) {
            const said = form(a, b, unit);
            const got = read(said, now);
            if (form === forms[4] && a === "1") continue; // "1 or 4" is no span people say
            expect([got.start, got.end], `${said} on ${now.toDateString()}`).toEqual([back(far, unit, now), back(near, unit, now) + DAY]);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("in 'old' is a person's age, not a photo's, unless said of a picture; and says itself as an age", () => {
    expect(read("the kids between 3 and 4 years old", NOW).label).toBeNull();
    expect(read("Leo from 2 to 3 years old", NOW).label).toBeNull();
    expect(whenPhrase(read("photos between 1 and 2 years old", NOW).label!)).toBe("taken 1 to 2 years ago");
  });
});

describe("a day of the month said alone", () => {
  it("is the latest such day, this month's once it has come, for each day, lead, place in the query and today (≥ 50 combinations)", () => {
    let checked = 0;
    for (const now of TODAYS) {
      for (const day of [1, 2, 3, 13, 16, 21, 22, 29, 30, 31]) {
        const nth = `${day}${day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th"}`;
        for (const lead of ["the", "on the", "from the"]) {
          const position = POSITIONS[checked % POSITIONS.length]!;
          const said = position(`${lead} ${nth}`).replace("photos from from", "photos from");
          const got = read(said, now);
          const today = utc(now.getFullYear(), now.getMonth(), now.getDate());
          expect(new Date(got.start).getUTCDate(), said).toBe(day);
          expect(got.end - got.start, said).toBe(DAY);
          expect(got.start, said).toBeLessThanOrEqual(today);
          // None later that is still past: the one a month on would be after today.
          const next = utc(new Date(got.start).getUTCFullYear(), new Date(got.start).getUTCMonth() + 1, day);
          expect(new Date(next).getUTCDate() !== day || next > today, said).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("is no day before a noun or a month: an order, or chrono's date", () => {
    expect(read("the 3rd photo", NOW).label).toBeNull();
    expect(read("the 16th of May", NOW).label).toBe("16 May 2026");
    expect(read("not the ones from the 16th", NOW).label).toBeNull();
  });
});

describe("a day no calendar has", () => {
  const lengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  it("is the empty span of that day for every month and day past its end, in both orders, with and without a year; every real day is a day", () => {
    let checked = 0;
    for (const [month, name] of MONTHS.entries()) {
      for (const day of [28, 29, 30, 31]) {
        for (const year of ["", " 2023", " 2024"]) {
          for (const said of [`the ${day}th of ${name}${year}`, `${name} ${day}${year}`, `photos from ${day} ${name.slice(0, 3)}${year}`]) {
            const got = read(said, NOW);
            const length = year === " 2023" && month === 1 ? 28 : lengths[month]!;
            expect(got.end === got.start, said).toBe(day > length);
            if (day > length) expect(got.label, said).toBe(`${day} ${name}${year}`);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });
});

describe("counted back from last weekend and last week's days", () => {
  it("the weekday before last is a week before the latest one that has been, for each weekday and today", () => {
    for (const now of [...TODAYS, ...Array.from({ length: 7 }, (_, k) => new Date(2026, 10, 23 + k, 10))]) {
      const today = utc(now.getFullYear(), now.getMonth(), now.getDate());
      for (const [weekday, name] of WEEKDAYS.entries()) {
        const got = read(`the ${name} before last`, now);
        expect(new Date(got.start).getUTCDay(), name).toBe(weekday);
        expect((today - got.start) / DAY, `${name} on ${now.toDateString()}`).toBeGreaterThanOrEqual(8);
        expect((today - got.start) / DAY, `${name} on ${now.toDateString()}`).toBeLessThanOrEqual(14);
      }
    }
  });

  it("N weekends ago is the Saturday and Sunday N - 1 weeks before last weekend", () => {
    const last = read("last weekend", NOW);
    for (const [said, n] of [["two weekends ago", 2], ["3 weekends back", 3], ["a weekend ago", 1], ["the weekend before last", 2]] as const) {
      expect([read(said, NOW).start, read(said, NOW).end], said).toEqual([last.start - (n - 1) * 7 * DAY, last.end - (n - 1) * 7 * DAY]);
    }
    expect(read("weekends in 2023", NOW).label).toBe("weekends in 2023");
  });

  it("the last N hours run from that hour of the clock", () => {
    expect(read("in the last 48 hours", NOW)).toMatchObject({ from: "2026-11-27", to: "2026-11-30", label: "the past 48 hours" });
    expect(floatingIso(read("the past 3 hours", NOW).start)).toBe("2026-11-29T09:00:00");
  });
});

describe("a fortnight beside a time", () => {
  it("is the fourteen days up to it or after it, beside a month, a holiday or a day", () => {
    // Easter 2024 is Sunday 31 March: the fortnight after it begins on Easter Monday.
    expect(read("the fortnight after Easter 2024", NOW)).toMatchObject({ from: "2024-04-01", to: "2024-04-15" });
    expect(read("the fortnight before July 2024", NOW)).toMatchObject({ from: "2024-06-17", to: "2024-07-01" });
    expect(read("photos from the fortnight before 3 May 2024 in Rome", NOW)).toMatchObject({ from: "2024-04-19", to: "2024-05-03" });
  });
});

describe("between two holidays", () => {
  it("runs from the first to the end of the second, the year said once being the end's", () => {
    expect(read("between Thanksgiving and Christmas 2024", NOW)).toMatchObject({ from: "2024-11-28", to: "2024-12-27" });
    expect(read("between Christmas 2023 and New Year's Day 2024", NOW)).toMatchObject({ from: "2023-12-24", to: "2024-01-02" });
    // Christmas 2023 would come after New Year 2023: the start is the Christmas before it.
    expect(read("photos between Christmas and New Year 2023 in Rome", NOW)).toMatchObject({ from: "2022-12-24", to: "2023-01-02" });
    expect(read("between July and August 2024", NOW)).toMatchObject({ from: "2024-07-01", to: "2024-09-01" });
  });
});

describe("29 February said without a year", () => {
  it("is the latest leap year's, whatever today is", () => {
    for (const [now, year] of [[NOW, 2024], [new Date(2024, 1, 14), 2020], [new Date(2024, 2, 1), 2024], [new Date(2028, 5, 1), 2028]] as const) {
      for (const said of ["Feb 29", "photos from 29 February", "the 29th of February in Rome"]) expect(read(said, now), `${said} on ${now.toDateString()}`).toMatchObject({ from: `${year}-02-29`, to: `${year}-03-01` });
    }
  });
});

describe("'in the day' said as an idiom", () => {
  it("is no date, not tomorrow, for each unit, lead and place in the query (≥ 50 combinations)", () => {
    let checked = 0;
    // "in the week" is on weekdays (`day-spans.test.ts`).
    for (const unit of ["day", "days", "weeks", "month", "months", "year", "years"])
      for (const lead of ["back in the", "photos from back in the", "in the"])
        for (const position of [POSITIONS[0]!, POSITIONS[2]!, POSITIONS[3]!]) {
          const said = position(`${lead} ${unit}`);
          expect(read(said, NOW).label, said).toBeNull();
          checked++;
        }
    expect(checked).toBeGreaterThanOrEqual(50);
    // A count still says a time: "in the last 3 days", "3 days ago".
    expect(read("in the last 3 days", NOW)).toMatchObject({ from: "2026-11-26", to: "2026-11-30" });
  });
});

describe("a time of every year with a side said", () => {
  it("keeps only the years on that side, for each cue, time, year and place in the query (≥ 50 combinations)", () => {
    const context = { years: [2015, 2026] as [number, number] };
    const ranges = (query: string) => parseQuery(query, NOW, context).time?.ranges ?? [];
    let checked = 0;
    for (const every of ["every Christmas", "summers", "Easters", "in winter", "every Thanksgiving"])
      for (const [cue, from, to] of [["since", (y: number) => utc(y, 0), () => Infinity], ["after", (y: number) => utc(y + 1, 0), () => Infinity], ["before", () => -Infinity, (y: number) => utc(y, 0)], ["until", () => -Infinity, (y: number) => utc(y + 1, 0)]] as const)
        for (const year of [2018, 2021])
          for (const position of [POSITIONS[0]!, POSITIONS[2]!]) {
            const said = position(`${every} ${cue} ${year}`);
            const got = ranges(said);
            expect(got.length, said).toBeGreaterThan(0);
            expect(got.length, said).toBeLessThan(ranges(position(every)).length);
            for (const [start, end] of got) {
              expect(start, said).toBeGreaterThanOrEqual(from(year));
              expect(end, said).toBeLessThanOrEqual(to(year));
            }
            checked++;
          }
    expect(checked).toBeGreaterThanOrEqual(50);
  });
});
