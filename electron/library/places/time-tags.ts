/**
 * @file The human words for when a photo was taken: part of day, weekday or weekend, season
 * (by hemisphere), and the public holidays of the country it was taken in.
 *
 * Runs in the engine's process. Holidays come from `date-holidays` (offline rules for ~200
 * countries); a photo without GPS gets none, because "Christmas" is a date only where it is a
 * holiday.
 */
import Holidays from "date-holidays";

const holidayCalendars = new Map<string, Holidays | null>();
let knownCountries: Set<string> | null = null;

function calendar(countryCode: string): Holidays | null {
  if (!holidayCalendars.has(countryCode)) {
    knownCountries ??= new Set(Object.keys(new Holidays().getCountries("en")));
    holidayCalendars.set(countryCode, knownCountries.has(countryCode) ? new Holidays(countryCode, { languages: ["en"] }) : null);
  }
  return holidayCalendars.get(countryCode) ?? null;
}

export function partOfDay(hour: number): "night" | "morning" | "afternoon" | "evening" {
  if (hour < 5) return "night";
  if (hour < 12) return "morning";
  if (hour < 17) return "afternoon";
  if (hour < 21) return "evening";
  return "night";
}

/** Meteorological seasons, turned around south of the equator. */
export function season(month: number, lat: number | null): "winter" | "spring" | "summer" | "autumn" {
  const north = ["winter", "winter", "spring", "spring", "spring", "summer", "summer", "summer", "autumn", "autumn", "autumn", "winter"] as const;
  const south = { winter: "summer", spring: "autumn", summer: "winter", autumn: "spring" } as const;
  const name = north[month - 1]!;
  return lat !== null && lat < 0 ? south[name] : name;
}

const holidayAnswers = new Map<string, string[]>();

/** Public holidays on a wall-clock date in a country, by name. */
export function holidaysOn(localIso: string, countryCode: string | null): string[] {
  if (!countryCode) return [];
  // Asking date-holidays costs about a millisecond; a library asks about the same days again and again.
  const key = `${countryCode}:${localIso.slice(0, 10)}`;
  const known = holidayAnswers.get(key);
  if (known) return known;
  const names = lookUpHolidays(localIso, countryCode);
  if (holidayAnswers.size > 50_000) holidayAnswers.clear();
  holidayAnswers.set(key, names);
  return names;
}

function lookUpHolidays(localIso: string, countryCode: string): string[] {
  const holidays = calendar(countryCode);
  if (!holidays) return [];
  // date-holidays reads a Date in the country's zone; noon UTC of the wall-clock day is that day everywhere but the date line.
  const found = holidays.isHoliday(new Date(`${localIso.slice(0, 10)}T12:00:00Z`));
  return found ? [...new Set(found.filter((h) => h.type === "public" || h.type === "bank").map((h) => h.name))] : [];
}

/** Tags for a wall-clock capture time, e.g. ["morning", "weekday", "summer"]. */
export function timeTags(localIso: string, lat: number | null, countryCode: string | null): string[] {
  const date = new Date(`${localIso}Z`);
  const day = date.getUTCDay();
  return [
    partOfDay(date.getUTCHours()),
    day === 0 || day === 6 ? "weekend" : "weekday",
    season(date.getUTCMonth() + 1, lat),
    ...holidaysOn(localIso, countryCode).map((name) => `holiday: ${name}`),
  ];
}
