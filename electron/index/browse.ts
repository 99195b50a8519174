/**
 * @file The library laid out for browsing rather than searching: photos newest first and counted by
 * month (the Library view's timeline, whole or narrowed to a place, an event or a person), places
 * with their counts and where they are, and a cover photo for each event.
 *
 * Runs in the engine's process, over the in-memory facts of the MSTS index, because LanceDB has no
 * ORDER BY: the library is sorted once per change of the index (`photo-order.ts`), a filter's
 * timeline is picked out of that order, and scrolling asks for pages of an order already made.
 */
import { boundedCache } from "../domain/bounded-cache";
import { fold } from "../words/terms";
import type { LibraryIndex } from "./library-index";
import { inOrder } from "./photo-order";

export interface BrowseFilter {
  /** A place as the library names it: city, region or country. */
  place?: string;
  event?: string;
  person?: string;
  /** "favourites" or "album:<id>": its photos come as `within`. */
  collection?: string;
}

export interface MonthCount {
  /** "2024-07": the capture month, as the camera's clock read it. */
  key: string;
  count: number;
}

export interface Timeline {
  /** Photo numbers, newest first; photos without a capture date last. */
  order: Int32Array;
  months: MonthCount[];
  undated: number;
}

export interface PlaceSummary {
  /** The place's folded name: what a filter names it by. */
  key: string;
  name: string;
  country: string | null;
  photos: number;
  /** The middle of its photos' GPS positions; null when none of them has GPS. */
  lat: number | null;
  lon: number | null;
  /** Its newest photo. */
  cover: number;
}

const KEPT = 8;

/** Orders, months and places, remade when the index changes; a few filters kept at once. */
export class LibraryBrowser {
  readonly #timelines = boundedCache<string, Timeline>(KEPT);
  #places: PlaceSummary[] | null = null;
  #covers: Map<string, number> | null = null;
  #days: Map<string, Array<{ date: string; photos: number }>> | null = null;
  #generation = -1;

  constructor(private readonly index: LibraryIndex) {}

  /**
   * `within`: the photos of the favourites or an album the filter names. Those change without the
   * index changing, so such a timeline is built afresh each time (from a set, not the library).
   */
  timeline(filter: BrowseFilter = {}, within?: readonly number[], { oldestFirst = false }: { oldestFirst?: boolean } = {}): Timeline {
    this.#sync();
    if (filter.collection) return this.#build(this.#members(filter, within ?? []), oldestFirst);
    const key = JSON.stringify([filter.place ?? null, filter.event ?? null, filter.person ?? null]);
    let timeline = this.#timelines.get(key);
    if (!timeline) {
      timeline = this.#build(this.#members(filter));
      this.#timelines.set(key, timeline);
    }
    return timeline;
  }

  /** Every place the library's photos were taken in, most photographed first. */
  places(): PlaceSummary[] {
    this.#sync();
    if (this.#places) return this.#places;
    const byKey = new Map<string, { photos: number; lat: number; lon: number; located: number; cover: number; coverMs: number; country: string | null }>();
    for (const n of this.index.all()) {
      const facts = this.index.facts(n);
      // The first name is the most precise the photo has (city, else region, else country).
      const key = facts?.places[0];
      if (!facts || !key) continue;
      let place = byKey.get(key);
      const country = facts.places.length > 1 ? facts.places[facts.places.length - 1]! : null;
      if (!place) byKey.set(key, (place = { photos: 0, lat: 0, lon: 0, located: 0, cover: n, coverMs: -Infinity, country }));
      place.photos++;
      if (facts.lat !== null && facts.lon !== null) {
        place.lat += facts.lat;
        place.lon += facts.lon;
        place.located++;
      }
      const ms = facts.takenMs ?? -Infinity;
      if (ms > place.coverMs || (ms === place.coverMs && this.index.tieOrder(n, place.cover) < 0)) [place.cover, place.coverMs] = [n, ms];
    }
    this.#places = [...byKey]
      .map(([key, p]) => ({
        key,
        name: this.index.placeName(key),
        country: p.country ? this.index.placeName(p.country) : null,
        photos: p.photos,
        lat: p.located ? p.lat / p.located : null,
        lon: p.located ? p.lon / p.located : null,
        cover: p.cover,
      }))
      .sort((a, b) => b.photos - a.photos || a.name.localeCompare(b.name));
    return this.#places;
  }

  /** The days of each event with how many of its photos each has, first to last. */
  eventDays(): Map<string, Array<{ date: string; photos: number }>> {
    this.#sync();
    if (this.#days) return this.#days;
    const days = new Map<string, Map<string, number>>();
    for (const n of this.index.all()) {
      const facts = this.index.facts(n);
      if (!facts?.eventId || facts.takenMs === null) continue;
      const date = new Date(facts.takenMs).toISOString().slice(0, 10);
      const counts = days.get(facts.eventId) ?? new Map<string, number>();
      days.set(facts.eventId, counts.set(date, (counts.get(date) ?? 0) + 1));
    }
    return (this.#days = new Map([...days].map(([id, counts]) => [id, [...counts].sort((a, b) => a[0].localeCompare(b[0])).map(([date, photos]) => ({ date, photos }))])));
  }

  /** The newest photo of each event. */
  eventCovers(): Map<string, number> {
    this.#sync();
    if (this.#covers) return this.#covers;
    const covers = new Map<string, { n: number; ms: number }>();
    for (const n of this.index.all()) {
      const facts = this.index.facts(n);
      if (!facts?.eventId) continue;
      const ms = facts.takenMs ?? -Infinity;
      const cover = covers.get(facts.eventId);
      if (!cover || ms > cover.ms || (ms === cover.ms && this.index.tieOrder(n, cover.n) < 0)) covers.set(facts.eventId, { n, ms });
    }
    return (this.#covers = new Map([...covers].map(([id, c]) => [id, c.n])));
  }

  #sync(): void {
    if (this.#generation === this.index.generation) return;
    this.#generation = this.index.generation;
    this.#timelines.clear();
    this.#places = null;
    this.#covers = null;
    this.#days = null;
  }

  #members(filter: BrowseFilter, within?: readonly number[]): number[] {
    let photos = within ? [...new Set(within)] : this.index.all();
    if (filter.place) {
      const set = this.index.photosNamed(filter.place);
      // A place of the Places list is the photos it counts: "Osaka" the city, not every photo of Osaka Prefecture.
      const key = fold(filter.place);
      const city = this.places().some((p) => p.key === key);
      photos = photos.filter((n) => set.has(n) && (!city || this.index.facts(n)!.places[0] === key));
    }
    if (filter.person) {
      const set = this.index.photosOf(filter.person);
      photos = photos.filter((n) => set.has(n));
    }
    if (filter.event) photos = photos.filter((n) => this.index.facts(n)?.eventId === filter.event);
    return photos;
  }

  /**
   * `oldestFirst`: an album the user asked to see from its first day (photos without a date still last).
   * A file's own time is no capture date: a copy or a sync sets it, and a folder copied today would
   * fill this month. Photos dated only by it are undated here, after the months, newest file first.
   */
  #build(photos: number[], oldestFirst = false): Timeline {
    const sorted = inOrder(photos, (n) => n, this.index, oldestFirst ? "oldest" : "newest");
    const captured = (n: number) => this.index.takenMs(n) !== null && !this.index.mtimeOnly(n);
    const dated = sorted.filter(captured);
    const order = Int32Array.from([...dated, ...sorted.filter((n) => !captured(n))]);
    const undated = order.length - dated.length;
    const ms = (n: number) => this.index.takenMs(n)!;
    const months: MonthCount[] = [];
    for (const n of dated) {
      const taken = new Date(ms(n));
      const key = `${taken.getUTCFullYear()}-${String(taken.getUTCMonth() + 1).padStart(2, "0")}`;
      const last = months[months.length - 1];
      if (last?.key === key) last.count++;
      else months.push({ key, count: 1 });
    }
    return { order, months, undated };
  }
}
