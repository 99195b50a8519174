/**
 * @file Holidays named in a query ("Christmas 2023", "last Easter", "Diwali 2021", "MLK day") as
 * days. Pure apart from the calendars' lazy loading.
 *
 * Which phrases are holidays comes from `holiday-names.json` (built by `build/data/holiday-names.ts`
 * from date-holidays' calendars and a table of everyday names), so telling that a query names
 * one loads nothing: date-holidays' rules are slow to load, and most queries name no holiday.
 * The dates come from date-holidays when a holiday is named: its calendar's days for the name
 * (Hanukkah's eight, Chinese New Year's two), widened for the holidays photographed over several
 * days (Christmas Eve to Boxing Day, Easter Good Friday to Easter Monday).
 */
import { createRequire } from "node:module";
import type Holidays from "date-holidays";
import names from "./holiday-names.json" with { type: "json" };
import { phraseKey, TOKEN_PATTERN } from "./holiday-phrase";
import { holidayOfToken, isHolidayToken } from "./local-holidays";

/** How one phrase is read; `widen` is in hours before and after the holiday's own days. */
export interface HolidayEntry {
  /** A date-holidays calendar ("US", "CA-ON"), or absent for a `rule` of our own. */
  calendar?: string;
  /** A date-holidays rule, for the few days no calendar carries ("11-05"). */
  rule?: string;
  /** The holiday's name as the calendar (or our rule) gives it in English. */
  name: string;
  widen?: [number, number];
  /**
   * The holiday's season, as the phrases of the holidays that open and close it: "the Christmas
   * holidays" run from Christmas Eve to New Year's Day. Without one, a holiday's season is the
   * days around it (`time-constraint.ts`).
   */
  season?: [string, string];
  /** The phrase names the season itself ("the holiday season"), not the day. */
  wholeSeason?: boolean;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A holiday's first word as people shorten it in every name that begins with it: "xmas eve", "xmas day". */
const SHORT_FORMS: Record<string, string> = { christmas: "xmas" };

// Typed by the build that writes it; holidays.test.ts checks the JSON is exactly what the build gives.
const TABLE = withShortForms(names as unknown as Record<string, HolidayEntry>);

function withShortForms(table: Record<string, HolidayEntry>): Record<string, HolidayEntry> {
  const all = { ...table };
  for (const [key, entry] of Object.entries(table)) {
    const [first, ...rest] = key.split(" ");
    const short = SHORT_FORMS[first!];
    if (short && rest.length) all[[short, ...rest].join(" ")] ??= entry;
  }
  return all;
}

/** A phrase as a pattern: with or without its apostrophe ("presidents' day", "valentines") and full stops ("st. patrick's"), "st" also "saint". */
function phrasePattern(key: string): string {
  return key
    .split(" ")
    .map((word) => (word === "st" ? "(?:st|saint)" : word.replace(/[^a-z0-9]/g, "").replace(/s$/, "(?:['’]?s|s['’])")) + "\\.?")
    .join("[\\s-]+");
}

/**
 * The name of a "… Day" without its "day", said before "weekend": "Labour weekend", "Waitangi
 * weekend", "Anzac weekend" are the days' long weekends. Not a name that is a holiday of its own.
 */
const WEEKEND_FORMS = Object.keys(TABLE).flatMap((key) => (key.endsWith(" day") && !TABLE[key.slice(0, -4)] ? [key.slice(0, -4)] : []));

/** Longest first, so "christmas eve" is read before "christmas". */
export const HOLIDAY_PATTERN = new RegExp(
  `\\b(${Object.keys(TABLE)
    .sort((a, b) => b.length - a.length)
    .map(phrasePattern)
    .concat(TOKEN_PATTERN, `(?:${WEEKEND_FORMS.map(phrasePattern).join("|")})(?=\\s+(?:long\\s+)?weekends?\\b)`)
    .join("|")})(?![\\w'’])`,
  "i",
);

/**
 * The words holiday names begin with ("christmas", "groundhog", "st"), as looked up: a query with
 * none of them names no holiday, and its readers skip `HOLIDAY_PATTERN`, whose hundred-odd names
 * take a cold process several milliseconds to compile each time a reader builds on it.
 */
const FIRST_WORDS = new Set(Object.keys(TABLE).flatMap((key) => [key.split(" ")[0]!, ...(key.startsWith("st ") ? ["saint"] : [])]));

/** The holidays named in one word of five letters or more ("christmas", "diwali"), which a slip of the keys still names ("chrismas": `date-words.ts`). */
export const ONE_WORD_HOLIDAYS: readonly string[] = Object.keys(TABLE).filter((key) => /^[a-z]{5,}$/.test(key));

/** Whether the text may name a holiday: one of its words begins a holiday's name. */
export function mayNameHoliday(text: string): boolean {
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}’'.]+/gu) ?? []) if (FIRST_WORDS.has(phraseKey(word)) || isHolidayToken(word)) return true;
  return false;
}

type Days = [number, number];

const calendars = new Map<string, Holidays>();
/** Each calendar's year by name: date-holidays works out a whole year at each call, and a holiday query spans every year of the library. */
const years = new Map<string, Map<string, Days>>();

/**
 * The calendar an entry is asked of: a country's with only the rules of the holiday's name, or
 * one of our rules. date-holidays works out every rule of a calendar for each year asked, and a
 * country's lunar new year is worked out from the sun's and moon's positions: "diwali" (Singapore's
 * Deepavali, on fixed dates) would wait for the Chinese New Year beside it in every year of the library.
 */
/** date-holidays, required when a holiday is named, not imported: see the @file note on load time. */
const dateHolidays = () => createRequire(import.meta.url)("date-holidays") as typeof Holidays;

function calendarOf(entry: HolidayEntry): Holidays {
  const code = entry.calendar ? `${entry.calendar}|${entry.name}` : `rule:${entry.rule}`;
  let calendar = calendars.get(code);
  if (!calendar) {
    const Calendar = dateHolidays();
    const [country, state] = (entry.calendar ?? "").split("-");
    calendar = !entry.calendar ? new Calendar() : state ? new Calendar(country!, state, { languages: ["en"] }) : new Calendar(country!, { languages: ["en"] });
    if (entry.rule) calendar.setHoliday(entry.rule, { name: { en: entry.name }, type: "observance" });
    else keepOnly(calendar, entry.name);
    calendars.set(code, calendar);
  }
  return calendar;
}

/** Unsets a calendar's rules of other names, where one rule has this name in some language (else the calendar stays whole). */
function keepOnly(calendar: Holidays, name: string): void {
  // What `getRules` gives is each rule's options (its typing names the class that holds them).
  const rules = calendar.getRules() as unknown as Array<{ rule: string; name?: Record<string, string> | string }>;
  const named = (rule: (typeof rules)[number]) => (typeof rule.name === "string" ? rule.name === name : Object.values(rule.name ?? {}).includes(name));
  if (!rules.some(named)) return;
  for (const rule of rules) if (!named(rule)) calendar.unsetRule(rule.rule);
}

/** The holiday's own wall-clock days in that year (floating ms), or null when the calendar lacks it. */
function holidayDays(entry: HolidayEntry, year: number): Days | null {
  const key = `${entry.calendar ? `${entry.calendar}|${entry.name}` : entry.rule}|${year}`;
  let table = years.get(key);
  if (!table) {
    table = new Map();
    for (const h of calendarOf(entry).getHolidays(year, "en")) {
      if (/substitute/i.test(h.name)) continue;
      // 29 February is moved to 1 March in other years: a fixed day that did not land on itself was no day that year.
      if (entry.rule && /^\d\d-\d\d$/.test(entry.rule) && h.date.slice(5, 10) !== entry.rule) continue;
      const [y, m, d] = h.date.slice(0, 10).split("-").map(Number);
      const observed = Date.UTC(y!, m! - 1, d!);
      // A day the calendar moves off a weekend ("01-26 if sunday then next monday": Australia Day
      // 2025 on the 27th) is still kept on its own date, where the party is: both are its days.
      const moved = /^(\d\d)-(\d\d) if /.exec((h as { rule?: string }).rule ?? "");
      const own = moved ? Date.UTC(y!, Number(moved[1]) - 1, Number(moved[2])) : observed;
      // Moved either way: on to the Monday, or back to the Friday.
      const first = Math.min(own, observed);
      const last = Math.max(own + DAY, observed + Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / DAY)) * DAY);
      // A name given on two days ("Chinese New Year" twice) is both.
      const seen = table.get(h.name);
      table.set(h.name, seen ? [Math.min(seen[0], first), Math.max(seen[1], last)] : [first, last]);
    }
    years.set(key, table);
  }
  return table.get(entry.name) ?? null;
}

export interface HolidaySpan {
  /** The name as shown: "Christmas", "Easter". */
  label: string;
  range(year: number): [number, number] | null;
  /**
   * The holiday's own days, without the hours either side `range` takes in for photos of its eve
   * or its night ("the day after Christmas" is the 26th, though Christmas's photos run into it).
   */
  days(year: number): [number, number] | null;
  /** Its season that year, from the holiday that opens it to the next one that closes it ("the Christmas holidays"), when the data names one. */
  season?: (year: number) => [number, number] | null;
  /** The phrase names the season, not a day ("the holiday season"): `range` is the season's. */
  wholeSeason?: boolean;
}

/**
 * The holiday a phrase names ("xmas" → Christmas), or null. `country`: where the library's photos
 * mostly are, as a country or a region of one ("CA-QC"); a day the English table gives one country
 * ("Labour Day", the United States') is that country's where its calendar has a day of the same
 * name (New Zealand's, in October).
 * `beforeWeekend`: the phrase was said before "weekend", where a "… Day" may go without its "day".
 */
export function holidayNamed(phrase: string, country?: string | null, beforeWeekend = false): HolidaySpan | null {
  const abroad = holidayOfToken(phrase.trim());
  const key = phraseKey(phrase);
  // "Labour" before "weekend": the Labour Day it is the weekend of. Said alone, no holiday ("tax" is no Tax Day).
  const shortened = beforeWeekend && !abroad && !TABLE[key] && TABLE[`${key} day`] ? `${key} day` : null;
  const listed: HolidayEntry | undefined = !abroad ? TABLE[shortened ?? key] : abroad.length === 1 ? TABLE[abroad[0]] : { calendar: abroad[0], name: abroad[1] };
  if (!listed) return null;
  const entry = !abroad && country ? ownCountrys(listed, country) : listed;
  // A holiday of a calendar abroad is shown by its English name there ("nationaldagen": National Day).
  const label = !abroad ? labelOf(shortened ?? phrase) : abroad.length === 1 ? labelOf(abroad[0]) : entry.name;
  const [before, after] = entry.widen ?? [0, 0];
  const range = (year: number): [number, number] | null => {
    const days = holidayDays(entry, year);
    return days && [days[0] - before * HOUR, days[1] + after * HOUR];
  };
  const days = (year: number) => holidayDays(entry, year);
  const season = entry.season && seasonOf(entry.season);
  if (season && entry.wholeSeason) return { label: /^(?:holiday|festive)\b/i.test(phrase.trim()) ? `the ${phrase.trim().toLowerCase()}` : label, range: season, days: season, season, wholeSeason: true };
  return { label, range, days, ...(season ? { season } : {}) };
}

/**
 * The entry as the calendar of `home` (a country, or a region of one: "CA-QC") gives a day of its
 * name, where it is another country's and that calendar has one: the country's own, else its
 * region's, where a day is kept by its provinces and not the nation (Canada's Thanksgiving). The
 * name may be said with its "Day" or without ("Thanksgiving Day" in the United States,
 * "Thanksgiving" in Canada).
 */
function ownCountrys(entry: HolidayEntry, home: string): HolidayEntry {
  const country = home.split("-")[0]!;
  if (!entry.calendar || entry.calendar.split("-")[0] === country || entry.season) return entry;
  const names = [...new Set([entry.name, entry.name.replace(/\s+Day$/, ""), `${entry.name} Day`])];
  const year = new Date().getFullYear();
  // A day most of the country keeps, though not the nation nor the user's own province by law:
  // Thanksgiving is no statutory holiday in Nova Scotia, and Nova Scotians still keep Canada's.
  for (const calendar of [...new Set([country, home]), ...regionsOf(country)]) {
    for (const name of names) {
      const own: HolidayEntry = { calendar, name, ...(entry.widen ? { widen: entry.widen } : {}) };
      try {
        if (holidayDays(own, year) || holidayDays(own, year - 1)) return own;
      } catch {
        // A code date-holidays has no calendar for.
      }
    }
  }
  return entry;
}

/** The codes of a country's regions date-holidays has calendars for ("CA-ON", "CA-QC", …), in its order. */
function regionsOf(country: string): string[] {
  let found = regionCodes.get(country);
  if (!found) {
    found = Object.keys(new (dateHolidays())().getStates(country) ?? {}).map((state) => `${country}-${state}`);
    regionCodes.set(country, found);
  }
  return found;
}
const regionCodes = new Map<string, string[]>();

/** Words capitalised as a holiday's name is, its small words not: "the 4th of July", "Cinco de Mayo". */
function labelOf(phrase: string): string {
  return phrase
    .trim()
    .replace(/(^|\s)\w/g, (c) => c.toUpperCase())
    .replace(/(?<=\s)(Of|The|And|De|Al|Ul)\b/g, (w) => w.toLowerCase())
    .replace(/^Xmas\b/, "Christmas")
    .replace(/\b(Mlk|Nye)\b/, (w) => w.toUpperCase());
}

/** The days from the holiday `from` opens a season with, up to the end of the first `to` after it. */
function seasonOf([from, to]: [string, string]): (year: number) => [number, number] | null {
  const open = holidayNamed(from);
  const close = holidayNamed(to);
  if (!open || !close) throw new Error(`holiday-names.json: the season from "${from}" to "${to}" names no holiday`);
  return (year) => {
    const first = open.range(year);
    const last = first && [close.range(year), close.range(year + 1)].find((r) => r && r[1] > first[1]);
    return first && last ? [first[0], last[1]] : null;
  };
}
