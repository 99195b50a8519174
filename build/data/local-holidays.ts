/**
 * @file Builds `electron/search/local-holidays.json`: every country's holidays as its people name
 * them ("nationaldagen", "Koningsdag", "Kurban Bayramı", "추석", "Día de la Independencia") and as
 * its calendar names them in English ("Midsummer Eve", "King's Day"), each to the calendar of
 * `date-holidays` that carries it.
 *
 * Runs at development time only (`node --import tsx build/data/local-holidays.ts`), and in the
 * test that checks the JSON is not stale. `holiday-names.json` holds the phrases of the
 * English-speaking calendars, read by a pattern; these are thousands, looked up word by word
 * (`local-holidays.ts`), so that a query in a library abroad names its holidays as the country
 * does.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Holidays from "date-holidays";
import { phraseKey } from "../../electron/search/holiday-phrase";
import { englishHas } from "../../electron/words/english-word";
import { fold } from "../../electron/words/terms";
import type { LocalEntry, LocalHolidays, LocalReading } from "../../electron/search/local-holidays";
import { buildHolidayNames } from "./holiday-names";

/** The years whose days tell two calendars' holidays of one name apart (or the same). */
const YEARS = [2022, 2023, 2024, 2025, 2026];

/**
 * English names that are everyday phrases, or say a date or a kind of day rather than a holiday:
 * `holiday-names.ts` keeps them out of its table for the same reason.
 */
const NOT_A_NAME = /^(?:family day|civic holiday|day after|the |first |second |third |fourth |last |january|\w+ \d)|\bsubstitute\b|\bday off\b/;

/** The phrases of every calendar's holidays, with the readings that name them. */
export function buildLocalHolidays(): LocalHolidays {
  const english = buildHolidayNames();
  const englishDays = new Map<string, string>();
  for (const [key, entry] of Object.entries(english)) if (entry.calendar) englishDays.set(key, daysOf(entry.calendar, entry.name));

  const entries: LocalEntry[] = [];
  const entryAt = new Map<string, number>();
  const readings = new Map<string, Map<string, { holiday: number; calendars: Set<string> }>>();
  const countries = Object.keys(new Holidays().getCountries("en")).sort();
  for (const country of countries) {
    const calendar = new Holidays(country);
    const languages = [...new Set([...calendar.getLanguages(), "en"])];
    for (const year of YEARS) {
      const inEnglish = calendar.getHolidays(year, "en");
      for (const language of languages) {
        const named = calendar.getHolidays(year, language);
        // The same rules in another language: the same days in the same order.
        if (named.length !== inEnglish.length || named.some((h, k) => h.date !== inEnglish[k]!.date)) continue;
        named.forEach((holiday, k) => {
          const name = inEnglish[k]!.name;
          if (/substitute/i.test(name)) return;
          for (const phrase of phrasesOf(holiday.name)) {
            if (!phrase || phrase in english || (language === "en" && NOT_A_NAME.test(phrase)) || !sayable(phrase)) continue;
            const days = daysOf(country, name);
            // The English-speaking calendars' holiday where its days are the same ("julafton": Christmas Eve, with its evening).
            const entry: LocalEntry = englishDays.get(phraseKey(name)) === days ? [phraseKey(name)] : [country, name];
            const key = entry.join("|");
            let holidayAt = entryAt.get(key);
            if (holidayAt === undefined) {
              holidayAt = entries.push(entry) - 1;
              entryAt.set(key, holidayAt);
            }
            const byDays = readings.get(phrase) ?? new Map();
            readings.set(phrase, byDays);
            const reading = byDays.get(days) ?? { holiday: holidayAt, calendars: new Set<string>() };
            byDays.set(days, reading);
            reading.calendars.add(country);
          }
        });
      }
    }
  }
  const phrases: Record<string, LocalReading[]> = {};
  for (const phrase of [...readings.keys()].sort()) {
    phrases[phrase] = [...readings.get(phrase)!.values()].map((r) => [r.holiday, [...r.calendars].sort()]);
  }
  return { entries, phrases };
}

/** A name's phrases as looked up: folded, and a name with another in brackets as both ("Ramazan Bayramı", "Eid al-Fitr"). */
function phrasesOf(name: string): string[] {
  const inside = /\(([^)]*)\)/.exec(name)?.[1];
  return [name.replace(/\([^)]*\)/g, " "), ...(inside ? [inside] : [])].map((part) => fold(phraseKey(part)).replace(/\s+/g, " ").trim());
}

/**
 * Whether a phrase names a holiday and nothing else: no digits (a date reader reads those), and a
 * one-word name one of five letters or more that English has not ("Pasen", "Natale"; not
 * "Carnival", a word of its own), or a word of another script ("추석").
 */
function sayable(phrase: string): boolean {
  if (/\d/.test(phrase)) return false;
  if (phrase.includes(" ")) return true;
  return /[^\x00-\x7f]/.test(phrase) ? phrase.length >= 2 : phrase.length >= 5 && !englishHas(phrase);
}

const calendarYears = new Map<string, Array<{ name: string; date: string }>>();

/** A holiday's days in `YEARS`, as one string to compare: the same string is the same holiday. */
function daysOf(code: string, name: string): string {
  let days = calendarYears.get(code);
  if (!days) {
    const [country, state] = code.split("-");
    const calendar = state ? new Holidays(country!, state) : new Holidays(country!);
    days = YEARS.flatMap((year) => calendar.getHolidays(year, "en").map((h) => ({ name: h.name, date: h.date.slice(0, 10) })));
    calendarYears.set(code, days);
  }
  return days.filter((h) => h.name === name).map((h) => h.date).join(",");
}

/** Each phrase's first two words, or its one: what a query must say for the table to be read (`local-holidays.ts`). */
export function openingsOf(table: LocalHolidays): string[] {
  return [...new Set(Object.keys(table.phrases).map((phrase) => phrase.split(" ").slice(0, 2).join(" ")))].sort();
}

export const JSON_PATH = fileURLToPath(new URL("../../electron/search/local-holidays.json", import.meta.url));
export const OPENINGS_PATH = fileURLToPath(new URL("../../electron/search/local-holiday-openings.json", import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const table = buildLocalHolidays();
  writeFileSync(JSON_PATH, `${JSON.stringify(table)}\n`);
  writeFileSync(OPENINGS_PATH, `${JSON.stringify(openingsOf(table))}\n`);
}
