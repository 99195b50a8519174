/**
 * @file The human words for when a photo was taken: part of day, weekday or weekend, season
 * (by hemisphere), and the public holidays of the country it was taken in.
 *
 * Runs in the engine's process. Holidays come from `date-holidays` (offline rules for ~200
 * countries); a photo without GPS gets none, because "Christmas" is a date only where it is a
 * holiday.
 */
import Holidays from "date-holidays";
import { boundedCache } from "../../domain/bounded-cache";

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

/** Each country's public holidays of one year, by wall-clock day ("2024-12-25" → names). */
const holidayYears = boundedCache<string, Map<string, string[]>>(2000);

/** Public holidays on a wall-clock date in a country, by name. */
export function holidaysOn(localIso: string, countryCode: string | null): string[] {
  if (!countryCode) return [];
  // Asking date-holidays about one day works out the whole year's rules each time; a year's
  // table costs about that once, and then every photo is a map lookup.
  const year = Number(localIso.slice(0, 4));
  const key = `${countryCode}:${year}`;
  let days = holidayYears.get(key);
  if (!days) {
    days = holidayTable(countryCode, year);
    holidayYears.set(key, days);
  }
  return days.get(localIso.slice(0, 10)) ?? [];
}

const DAY_MS = 86_400_000;

function holidayTable(countryCode: string, year: number): Map<string, string[]> {
  const days = new Map<string, string[]>();
  const holidays = calendar(countryCode);
  if (!holidays || !Number.isFinite(year)) return days;
  for (const holiday of holidays.getHolidays(year, "en")) {
    if (holiday.type !== "public" && holiday.type !== "bank") continue;
    // `date` is the first wall-clock day in the country; a holiday can span several.
    const first = Date.parse(`${holiday.date.slice(0, 10)}T00:00:00Z`);
    const span = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
    for (let d = 0; d < span; d++) {
      const day = new Date(first + d * DAY_MS).toISOString().slice(0, 10);
      const names = days.get(day) ?? [];
      if (!names.includes(holiday.name)) names.push(holiday.name);
      days.set(day, names);
    }
  }
  return days;
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
