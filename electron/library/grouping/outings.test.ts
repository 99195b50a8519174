import { describe, expect, it } from "vitest";
import type { GroupingRow } from "../../store/store";
import { findHome, findTrips } from "./trips";

let n = 0;
type Spot = { lat: number; lon: number; place: string };
function photo(at: string, where: Spot): GroupingRow {
  n++;
  return {
    id: `p${String(n).padStart(15, "0")}`, taken_at: at, taken_ms: Date.parse(`${at}Z`), lat: where.lat, lon: where.lon, place: where.place, region: "Province", country: "Country",
    path: `/photos/${n}.jpg`, bytes: 1000 + n, quick_hash: `q${n}`, content_hash: null, phash: null, calm_hash: null, camera: "Pixel 8", dup_group: null, burst_group: null, event_id: null, width: 4000, height: 3000, taken_source: "exif",
  };
}

const day = (start: string, k: number) => new Date(Date.parse(`${start}T00:00:00Z`) + k * 86_400_000).toISOString().slice(0, 10);
/** A spot `km` from `from` towards a compass bearing (degrees). */
function toward(from: Spot, km: number, bearing: number, place: string): Spot {
  const rad = (bearing * Math.PI) / 180;
  return { lat: from.lat + (km * Math.cos(rad)) / 111.2, lon: from.lon + (km * Math.sin(rad)) / (111.2 * Math.cos((from.lat * Math.PI) / 180)), place };
}

const centre: Spot = { lat: -34.6037, lon: -58.3816, place: "Buenos Aires" };
/** The city's own parts: a neighbourhood 3 km off, come back to as often as the centre. */
const barrio = toward(centre, 3, 300, "Buenos Aires");

/** A year at home: two photos on each of 40 days, every third day in the neighbourhood; none on `away` days. */
function homeLife(away: readonly string[]): GroupingRow[] {
  return Array.from({ length: 40 }, (_, k) => day("2024-01-03", k * 9)).filter((d) => !away.includes(d)).flatMap((d, k) =>
    ["10:00:00", "18:30:00"].map((t) => photo(`${d}T${t}`, k % 3 === 0 ? barrio : centre)));
}

/** The outing's days: the 10th day of home life's spacing and the one after, so that home days lie on either side. */
const OUTING = ["2024-03-24", "2024-03-25"];

function library(spot: Spot, days: number, again = false) {
  const away = OUTING.slice(0, days);
  const outing = away.flatMap((d) => ["11:00:00", "15:00:00"].map((t) => photo(`${d}T${t}`, spot)));
  // The same town on another run of days, months later: a place come back to.
  const later = again ? ["2024-09-14"].flatMap((d) => ["12:00:00"].map((t) => photo(`${d}T${t}`, spot))) : [];
  const rows = [...homeLife([...away, ...(again ? ["2024-09-14"] : [])]), ...outing, ...later];
  const home = findHome(rows);
  return { rows, outing, home, trips: findTrips(rows, home) };
}

describe("a town near home visited once is a trip; the city's parts and the towns come back to are home", () => {
  const grid = [15, 17, 19, 22, 24].flatMap((km) => [0, 90, 180, 270].flatMap((bearing) => [1, 2].map((days) => [km, bearing, days] as const)));
  it("covers at least 50 combinations with the controls", () => expect(grid.length + 12).toBeGreaterThanOrEqual(50));

  it.each(grid)("a town %i km off the centre (bearing %i°), over 12 km from every place come back to,, photographed on %i day(s), is a trip of its own", (km, bearing, days) => {
    const { outing, home, trips } = library(toward(centre, km, bearing, "Tigre"), days);
    expect(home?.place).toBe("Buenos Aires");
    const found = trips.find((t) => t.members.some((m) => m.id === outing[0]!.id));
    expect(found?.members.map((m) => m.id).sort()).toEqual(outing.map((m) => m.id).sort());
    expect(trips).toHaveLength(1);
  });

  it.each([13, 19, 24].flatMap((km) => [0, 180].map((bearing) => [km, bearing] as const)))("the same town %i km off (bearing %i°), come back to months later, is home", (km, bearing) => {
    expect(library(toward(centre, km, bearing, "Tigre"), 1, true).trips).toEqual([]);
  });

  it.each([[5, "Olivos"], [9, "Olivos"], [16, "Buenos Aires"]] as const)("a place %i km off named %s, visited once, is home: the neighbourhood, or a part of the city", (km, place) => {
    expect(library(toward(centre, km, 45, place), 1).trips).toEqual([]);
    expect(library(toward(centre, km, 225, place), 2).trips).toEqual([]);
  });
});
