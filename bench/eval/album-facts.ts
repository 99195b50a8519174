/**
 * @file An evaluation album's photos in the terms people search by: who is in each (tagged, or
 * named by a memory told about it), where (city, country, continent), when (part of the month,
 * season, time of day), and who is "my mom". The phrasing suites compute every right answer from
 * these facts, never from the engine. Pure; benchmark only.
 */
import type { Album, MemoryFact, PhotoFacts } from "./album";
import { random } from "./album";
import { placeOf } from "./places";

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The evaluation's "now" (run.ts asks every query as of this day). */
export const NOW = new Date(2026, 10, 22, 12);

export type TimeOfDay = "morning" | "afternoon" | "evening" | "night";

/**
 * The hours people mean: morning 5–12, afternoon 12–17, evening 17–21, night otherwise.
 * Wall-clock hours, as the photo's EXIF says them.
 */
export function timeOfDay(photo: PhotoFacts): TimeOfDay | null {
  if (!photo.taken) return null;
  const h = photo.taken.getUTCHours();
  return h >= 5 && h < 12 ? "morning" : h >= 12 && h < 17 ? "afternoon" : h >= 17 && h < 21 ? "evening" : "night";
}

export type PartOfMonth = "early" | "mid" | "late";

/** Early is the 1st–10th, mid the 11th–20th, late the rest. */
export function partOfMonth(day: number): PartOfMonth {
  return day <= 10 ? "early" : day <= 20 ? "mid" : "late";
}

/** Meteorological seasons of the northern hemisphere, where the album's owner lives; winter is left out (it straddles two years). */
export function season(month: number): "spring" | "summer" | "autumn" | null {
  return month >= 2 && month <= 4 ? "spring" : month >= 5 && month <= 7 ? "summer" : month >= 8 && month <= 10 ? "autumn" : null;
}

export interface Relative {
  person: string;
  /** What the user calls them in the People view's relation field ("mom"). */
  relation: string;
  /** Other words people use for the same relation ("mother", "mum"). */
  variants: string[];
}

/** Who of album.ts's PEOPLE is a woman: "by herself", "my mom". */
export const FEMALE = new Set(["Maria", "Aiko", "Priya", "Ines"]);

/**
 * One person of the cast is the user's mother or father: anyone but `personal.son` (the default
 * protocol teaches who that is). Drawn from a random stream of its own, so nothing else in the
 * album changes.
 */
export function relativeOf(album: Album): Relative {
  const next = random(album.seed * 53 + 11);
  const candidates = album.people.filter((p) => p !== album.personal.son);
  const person = candidates[Math.floor(next() * candidates.length)]!;
  return FEMALE.has(person)
    ? { person, relation: "mom", variants: ["mother", "mum", "mommy"] }
    : { person, relation: "dad", variants: ["father", "papa", "daddy"] };
}

/** The questions of one album, as predicates over its photos. */
export class AlbumFacts {
  readonly relative: Relative;
  readonly #memories = new Map<string, MemoryFact[]>();

  constructor(readonly album: Album) {
    this.relative = relativeOf(album);
    for (const memory of album.memories) for (const file of memory.files) this.#memories.set(file, [...(this.#memories.get(file) ?? []), memory]);
  }

  get photos(): PhotoFacts[] {
    return this.album.photos;
  }

  memoriesOf(photo: PhotoFacts): MemoryFact[] {
    return this.#memories.get(photo.file) ?? [];
  }

  /** Who is in the photo: tagged in a face region or Takeout, or named by a memory about it. */
  peopleIn(photo: PhotoFacts): Set<string> {
    return new Set([...photo.people, ...this.memoriesOf(photo).flatMap((m) => (m.person ? [m.person] : []))]);
  }

  has(photo: PhotoFacts, person: string): boolean {
    return this.peopleIn(photo).has(person);
  }

  /** Only this person, nobody else. */
  alone(photo: PhotoFacts, person: string): boolean {
    const people = this.peopleIn(photo);
    return people.size === 1 && people.has(person);
  }

  inCountry(photo: PhotoFacts, country: string): boolean {
    return placeOf(photo.city).country[0] === country;
  }

  inContinent(photo: PhotoFacts, continent: string): boolean {
    return placeOf(photo.city).continent === continent;
  }

  year(photo: PhotoFacts): number | null {
    return photo.taken?.getUTCFullYear() ?? null;
  }

  /** Month 0–11 of a year, or of any year when `year` is null. */
  inMonth(photo: PhotoFacts, month: number, year: number | null): boolean {
    return photo.taken !== null && photo.taken.getUTCMonth() === month && (year === null || photo.taken.getUTCFullYear() === year);
  }

  /** Between two calendar days, both included (UTC dates of wall-clock times). */
  between(photo: PhotoFacts, from: Date, to: Date): boolean {
    if (!photo.taken) return false;
    const day = Date.UTC(photo.taken.getUTCFullYear(), photo.taken.getUTCMonth(), photo.taken.getUTCDate());
    return day >= from.getTime() && day <= to.getTime();
  }

  inSeason(photo: PhotoFacts, name: string, year: number): boolean {
    return photo.taken !== null && photo.taken.getUTCFullYear() === year && season(photo.taken.getUTCMonth()) === name;
  }

  partOfMonth(photo: PhotoFacts, part: PartOfMonth, month: number, year: number): boolean {
    return this.inMonth(photo, month, year) && partOfMonth(photo.taken!.getUTCDate()) === part;
  }

  /** The photos of an album event: one day out (numbers below 100) or a lake-house summer. */
  event(n: number): PhotoFacts[] {
    return this.photos.filter((p) => p.event === n);
  }

  /** Trips: the album's days out, with their city and first dated day. */
  trips(): Array<{ event: number; city: string; start: Date; photos: PhotoFacts[] }> {
    const events = [...new Set(this.photos.filter((p) => p.event < 100).map((p) => p.event))];
    return events.map((event) => {
      const photos = this.event(event);
      const dated = photos.filter((p) => p.taken).map((p) => p.taken!.getTime());
      return { event, city: photos[0]!.city, start: new Date(Math.min(...dated)), photos };
    });
  }

  /** Months of 2021–2025 (the album's years) without a single photo, as [month, year]. */
  emptyMonths(): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let year = 2021; year <= 2025; year++) for (let month = 0; month < 12; month++) if (!this.photos.some((p) => this.inMonth(p, month, year))) out.push([month, year]);
    return out;
  }

  files(match: (photo: PhotoFacts) => boolean): Set<string> {
    return new Set(this.photos.filter(match).map((p) => p.file));
  }
}
