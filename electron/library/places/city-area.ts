/**
 * @file How far a city said in a query reaches beyond the spots named for it: the outskirts, the
 * airport, the park and the suburbs with a GeoNames entry of their own, which the reverse geocoder
 * names for themselves ("Ciampino", not "Rome").
 *
 * Runs in the engine, when a query names a city and the library has photos near it named for some
 * other town. [Note: A city's reach] A city reaches as far as its people would spread at a town's
 * density (3,000 a km²: Rome 16 km, Paris 15 km, Seattle 8.5 km, a town of 20,000 1.5 km), and only
 * over spots nearer to it than to any town of comparable size (a tenth of its people or more): a
 * suburb that is a city of its own (Renton beside Seattle, Vila Nova de Gaia across from Porto)
 * keeps its photos, a spot between two cities goes to the nearer, and a small town's reach is too
 * short to take in its neighbours. Spots abroad are never in it (Kehl is not Strasbourg).
 */
import * as geokdbush from "geokdbush";
import { cityName } from "./city-name";
import { fold } from "./gazetteer";
import { townsAround, type City } from "./reverse-geocode";

/** People a km² at which a city's people are taken to spread: a town's density, well below a dense centre's. */
const TOWN_DENSITY = 3_000;
/** A town with at least this share of the city's people is a city of its own beside it. */
const COMPARABLE = 1 / 10;
/** How far from where the library's photos of a name are its GeoNames town may be. */
const NAMESAKE_KM = 30;

export interface CityArea {
  /** The GeoNames town the name was found as. */
  town: City;
  /** How far it reaches from its point, in km. */
  reachKm: number;
  /** The box around its reach, for a layer-1 range query. */
  box: { latMin: number; latMax: number; lonMin: number; lonMax: number };
  /** Whether a spot, in the country of this ISO code (null: unknown), is within the city's reach. */
  contains(lat: number, lon: number, country: string | null): boolean;
}

/** How far a city of this many people reaches: the radius of the disc they would fill at a town's density. */
export function reachKm(population: number): number {
  return Math.sqrt(Math.max(0, population) / (Math.PI * TOWN_DENSITY));
}

/**
 * The area of the city called `label` whose point is nearest (`lat`, `lon`) — where the query's
 * gazetteer put it, or where the library's photos of the name are — or null when GeoNames has no
 * town of the name there.
 */
export function cityArea(label: string, lat: number, lon: number): CityArea | null {
  const key = fold(label);
  const [town] = townsAround(lat, lon, NAMESAKE_KM, (c) => c.featureCode !== "PPLX" && (fold(c.name) === key || fold(cityName(c.name, c.country)) === key));
  if (!town) return null;
  const [tlon, tlat] = town.loc.coordinates;
  const reach = reachKm(town.population);
  // Any spot in reach that is nearer another town than this one has that town within twice the reach.
  const rivals = townsAround(tlat, tlon, 2 * reach, (c) => c.cityId !== town.cityId && c.featureCode !== "PPLX" && c.population >= town.population * COMPARABLE);
  const km = (c: City, la: number, lo: number) => geokdbush.distance(lo, la, c.loc.coordinates[0], c.loc.coordinates[1]);
  const latDeg = reach / 111.32;
  const lonDeg = latDeg / Math.max(0.2, Math.cos((tlat * Math.PI) / 180));
  return {
    town,
    reachKm: reach,
    box: { latMin: tlat - latDeg, latMax: tlat + latDeg, lonMin: tlon - lonDeg, lonMax: tlon + lonDeg },
    contains(la, lo, country) {
      if (country && country !== town.country) return false;
      const own = km(town, la, lo);
      return own <= reach && rivals.every((r) => km(r, la, lo) > own);
    },
  };
}
