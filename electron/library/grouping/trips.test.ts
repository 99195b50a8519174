import { describe, expect, it } from "vitest";
import type { GroupingRow } from "../../store/store";
import { groupEvents } from "./events";
import { findHome, findTrips } from "./trips";

let n = 0;
type Spot = { lat: number; lon: number; place: string; region: string; country: string };
function photo(at: string, where: Spot | null, extra: Partial<GroupingRow> = {}): GroupingRow {
  n++;
  return {
    id: `p${String(n).padStart(15, "0")}`, taken_at: at, taken_ms: Date.parse(`${at}Z`), lat: where?.lat ?? null, lon: where?.lon ?? null, place: where?.place ?? null, region: where?.region ?? null, country: where?.country ?? null,
    path: `/photos/${n}.jpg`, bytes: 1000 + n, quick_hash: `q${n}`, content_hash: null, phash: null, calm_hash: null, camera: "Pixel 8", dup_group: null, burst_group: null, event_id: null, width: 4000, height: 3000, taken_source: "exif", ...extra,
  };
}

const lisbon: Spot = { lat: 38.7223, lon: -9.1393, place: "Lisbon", region: "Lisbon", country: "Portugal" };
/** Across the river from Lisbon, 10 km off: a suburb is home too. */
const almada: Spot = { lat: 38.6791, lon: -9.1569, place: "Almada", region: "Setúbal", country: "Portugal" };
const kingsBeach: Spot = { lat: 39.2377, lon: -120.0266, place: "Kings Beach", region: "California", country: "United States" };
const southTahoe: Spot = { lat: 38.9332, lon: -119.9844, place: "South Lake Tahoe", region: "California", country: "United States" };
const rome: Spot = { lat: 41.9028, lon: 12.4964, place: "Rome", region: "Lazio", country: "Italy" };
const tivoli: Spot = { lat: 41.9632, lon: 12.7984, place: "Tivoli", region: "Lazio", country: "Italy" };
const seattle: Spot = { lat: 47.6062, lon: -122.3321, place: "Seattle", region: "Washington", country: "United States" };
const renton: Spot = { lat: 47.4829, lon: -122.2171, place: "Renton", region: "Washington", country: "United States" };
const palma: Spot = { lat: 39.5696, lon: 2.6502, place: "Palma", region: "Balearic Islands", country: "Spain" };
const alcudia: Spot = { lat: 39.853, lon: 3.121, place: "Alcúdia", region: "Balearic Islands", country: "Spain" };
const chicago: Spot = { lat: 41.8781, lon: -87.6298, place: "Chicago", region: "Illinois", country: "United States" };
const evanston: Spot = { lat: 42.0451, lon: -87.6877, place: "Evanston", region: "Illinois", country: "United States" };
const porto: Spot = { lat: 41.1579, lon: -8.6291, place: "Porto", region: "Porto", country: "Portugal" };
const kyoto: Spot = { lat: 35.0116, lon: 135.7681, place: "Kyoto", region: "Kyoto", country: "Japan" };

const day = (start: string, k: number) => new Date(Date.parse(`${start}T00:00:00Z`) + k * 86_400_000).toISOString().slice(0, 10);

/** Home life: three photos on each of 40 days spread over a year, some across the river; none on the days of `away`. */
function homeLife(year: number, away: string[] = []): GroupingRow[] {
  return Array.from({ length: 40 }, (_, k) => day(`${year}-01-03`, k * 9)).filter((d) => !away.includes(d)).flatMap((d, k) =>
    ["09:00:00", "13:00:00", "19:30:00"].map((t) => photo(`${d}T${t}`, k % 5 === 0 ? almada : lisbon)));
}

interface Shape {
  /** Where the trip's `i`th photo of its `k`th day was taken. */
  towns: (k: number, i: number) => Spot;
  days: number;
  /** A day of the trip without any photo. */
  quietDay?: boolean;
  /** A day of the trip with GPS off: only photos without a position. */
  gpsOff?: boolean;
  /** A screenshot (no GPS) on each day. */
  screenshots?: boolean;
  /** Photos at home the morning it began and the evening it ended. */
  homeEnds?: boolean;
}

/** One trip of `shape`, from `start`: its rows, and which of them are expected in it. */
function trip(start: string, shape: Shape): { rows: GroupingRow[]; inTrip: Set<string>; days: string[]; span: string[] } {
  const rows: GroupingRow[] = [];
  const inTrip = new Set<string>();
  const days: string[] = [];
  for (let k = 0; k < shape.days; k++) {
    const d = day(start, k);
    const quiet = shape.quietDay && k === 1 && shape.days > 2;
    if (quiet) continue;
    days.push(d);
    const off = shape.gpsOff && k === shape.days - 2 && shape.days > 2;
    ["09:00:00", "11:30:00", "14:00:00", "17:45:00"].forEach((t, i) => inTrip.add(rows[rows.push(photo(`${d}T${t}`, off ? null : shape.towns(k, i))) - 1]!.id));
    if (shape.screenshots) inTrip.add(rows[rows.push(photo(`${d}T15:10:00`, null, { path: `/photos/Screenshot ${d}.png` })) - 1]!.id);
  }
  if (shape.homeEnds) {
    rows.push(photo(`${start}T07:00:00`, lisbon));
    rows.push(photo(`${day(start, shape.days - 1)}T22:30:00`, lisbon));
  }
  return { rows, inTrip, days, span: Array.from({ length: shape.days }, (_, k) => day(start, k)) };
}

describe("home", () => {
  it("is the area photographed on the most distinct days, a suburb across the river included, not the trip with the most photos", () => {
    const away = Array.from({ length: 6 }, (_, k) => day("2024-08-10", k)).flatMap((d) => Array.from({ length: 40 }, (_, i) => photo(`${d}T${String(8 + (i % 12)).padStart(2, "0")}:${String(i).padStart(2, "0")}:00`, rome)));
    const home = findHome([...homeLife(2024), ...away])!;
    expect([home.place, home.source, home.days]).toEqual(["Lisbon", "photos", 40]);
    expect(home.contains(almada.lat, almada.lon)).toBe(true);
    expect(home.contains(porto.lat, porto.lon)).toBe(false);
  });

  it("is the person's setting when they gave one, wherever most photos were", () => {
    const home = findHome(homeLife(2024), { lat: rome.lat, lon: rome.lon })!;
    expect([home.source, home.contains(rome.lat, rome.lon), home.contains(lisbon.lat, lisbon.lon)]).toEqual(["setting", true, false]);
  });

  it("is unknown in a library with no located photo", () => {
    expect(findHome([photo("2024-01-01T10:00:00", null)])).toBeNull();
  });
});

describe("trips on generated photo sets", () => {
  // Who has most of the photos is plain in each: a town nearby has one photo a day, both shores
  // half each. A stay across a lake or an island is named for it; a city and its suburb beside a
  // lake (Seattle and Renton by Lake Washington, Chicago and Evanston by Lake Michigan) for the city.
  const destinations: Array<[string, (k: number, i: number) => Spot, string]> = [
    ["one city", () => rome, "Rome"],
    ["a city and a town nearby", (_, i) => (i === 1 ? tivoli : rome), "Rome"],
    ["both shores of a lake", (k, i) => ((k + i) % 2 ? kingsBeach : southTahoe), "Lake Tahoe"],
    ["mostly one town on a lake, some the other shore", (_, i) => (i === 2 ? southTahoe : kingsBeach), "Lake Tahoe"],
    ["two towns of an island", (k, i) => ((k + i) % 2 ? palma : alcudia), "Mallorca"],
    ["a city and its suburb", (_, i) => (i === 2 ? renton : seattle), "Seattle"],
    ["a city and its suburb on a great lake", (_, i) => (i === 2 ? evanston : chicago), "Chicago"],
    ["another city at home's country", () => porto, "Porto"],
  ];
  const shapes: Array<[string, Omit<Shape, "towns">]> = [
    ["plain", { days: 4 }],
    ["a quiet day", { days: 5, quietDay: true }],
    ["GPS off a day", { days: 5, gpsOff: true }],
    ["screenshots", { days: 3, screenshots: true }],
    ["at home before and after", { days: 4, homeEnds: true }],
    ["everything", { days: 6, quietDay: true, gpsOff: true, screenshots: true, homeEnds: true }],
    ["one day", { days: 1 }],
  ];
  const starts = ["2024-03-14", "2024-08-10"];
  for (const [where, towns, name] of destinations)
    for (const [how, shape] of shapes)
      for (const start of starts) {
        it(`${where}, ${how}, from ${start}: one trip with every photo of its days, named ${name}`, () => {
          const made = trip(start, { towns, ...shape });
          const undated = ["2024-09-30T11:00:00", "2024-09-30T11:01:00", "2024-09-30T11:02:00"].map((t) => photo(t, null, { taken_source: "mtime" }));
          const rows = [...homeLife(2024, made.span), ...made.rows, ...undated];
          const home = findHome(rows);
          const trips = findTrips(rows, home);
          expect(trips).toHaveLength(1);
          const [found] = trips;
          expect(new Set(found!.members.map((m) => m.id))).toEqual(made.inTrip);
          expect(found!.days).toEqual(made.days);
          expect(found!.place).toBe(name);
          // Home is never a trip, and undated photos are in no event.
          const { events, membership } = groupEvents(rows);
          expect(events.filter((e) => e.kind === "trip").map((e) => e.place)).toEqual([name]);
          expect(undated.some((u) => membership.has(u.id))).toBe(false);
          expect(events.filter((e) => e.kind === "trip" && e.place === "Lisbon")).toEqual([]);
        });
      }
});

describe("a trip however few its photos, and home however few of its days", () => {
  // A trip of one or two photos is days away all the same; home is where the person comes back to,
  // found even where a long trip has more days photographed than home has (a sparse year at home).
  const destinations: Array<[string, (i: number) => Spot]> = [
    ["one city", () => rome],
    ["a city and a town nearby", (i) => (i === 1 ? tivoli : rome)],
    ["both shores of a lake", (i) => (i % 2 ? kingsBeach : southTahoe)],
    ["two towns of an island", (i) => (i % 2 ? palma : alcudia)],
    ["a city and its suburb", (i) => (i === 1 ? renton : seattle)],
    ["another city at home's country", () => porto],
    ["two cities a day apart", (i) => (i === 1 ? porto : rome)],
    ["a town on a lake", () => kingsBeach],
  ];
  const homes: Array<[string, (away: string[]) => GroupingRow[]]> = [
    ["a year at home", (away) => homeLife(2024, away)],
    ["six days at home in a year", () => Array.from({ length: 6 }, (_, k) => photo(`${day("2024-01-05", k * 60)}T12:00:00`, lisbon))],
  ];
  for (const count of [1, 2])
    for (const [where, towns] of destinations)
      for (const [life, homeRows] of homes)
        for (const start of ["2024-03-14", "2024-08-10"]) {
          it(`${count} photo(s), ${where}, ${life}, from ${start}: a trip, before the long one`, () => {
            const small = Array.from({ length: count }, (_, i) => photo(`${day(start, i)}T1${i}:00:00`, towns(i)));
            // A week in Kyoto, photographed every day: more days than the sparse home has.
            const long = Array.from({ length: 8 }, (_, k) => ["09:00:00", "13:00:00", "18:00:00"].map((t) => photo(`${day("2024-11-10", k)}T${t}`, kyoto))).flat();
            const away = [...small.map((r) => r.taken_at!.slice(0, 10)), ...long.map((r) => r.taken_at!.slice(0, 10))];
            const rows = [...homeRows(away), ...small, ...long];
            const home = findHome(rows)!;
            expect(home.place).toBe("Lisbon");
            const trips = findTrips(rows, home);
            expect(trips.map((t) => t.members.map((m) => m.id))).toEqual([small.map((r) => r.id), long.map((r) => r.id)]);
            expect(groupEvents(rows).events.filter((e) => e.kind === "trip")).toHaveLength(2);
          });
        }
});

describe("an image made elsewhere is in no trip, whatever its date", () => {
  // A wallpaper or a download dated by its maker's XMP, with no camera and no GPS, on a day of the
  // trip; beside it, what did go along: a camera's photo with GPS off, a screenshot named for its
  // moment, a scan dated by its name, a phone's photo dated by XMP alone.
  const KINDS: Array<[string, Partial<GroupingRow>, boolean]> = [
    ["a download dated by XMP", { camera: null, taken_source: "xmp" }, false],
    ["a wallpaper dated by its sidecar", { camera: null, taken_source: "xmp-sidecar" }, false],
    ["a camera's photo with GPS off", { taken_source: "exif" }, true],
    ["a screenshot named for its moment", { camera: null, taken_source: "filename", path: "/photos/Screenshot_20240312-101500.png" }, true],
    ["a phone's photo dated by XMP", { taken_source: "xmp" }, true],
  ];
  const destinations: Array<[string, Spot]> = [["Rome", rome], ["Kyoto", kyoto], ["Porto", porto], ["Seattle", seattle], ["Palma", palma]];
  for (const [kind, extra, inTrip] of KINDS)
    for (const [where, spot] of destinations)
      for (const dayOfTrip of [0, 1]) {
        it(`${kind}, day ${dayOfTrip + 1} in ${where}: ${inTrip ? "in" : "not in"} the trip`, () => {
          const trip = [0, 1, 2].flatMap((k) => ["09:00:00", "18:00:00"].map((t) => photo(`${day("2024-03-11", k)}T${t}`, spot)));
          const image = photo(`${day("2024-03-11", dayOfTrip)}T12:00:00`, null, extra);
          const rows = [...homeLife(2024, ["2024-03-11", "2024-03-12", "2024-03-13"]), ...trip, image];
          const [found] = findTrips(rows, findHome(rows)!);
          expect(found!.members.map((m) => m.id).includes(image.id)).toBe(inTrip);
          expect(found!.members.filter((m) => m.id !== image.id).map((m) => m.id)).toEqual(trip.map((r) => r.id));
        });
      }
});

describe("trips", () => {
  it("names a Tahoe trip of five days as one event for the lake with its dates, not five alternating towns", () => {
    const made = trip("2024-08-10", { towns: (k, i) => ((k + i) % 2 ? kingsBeach : southTahoe), days: 5 });
    const { events } = groupEvents([...homeLife(2024), ...made.rows]);
    expect(events.filter((e) => e.kind === "trip").map((e) => e.title)).toEqual(["Lake Tahoe, 10–14 Aug 2024"]);
  });

  it("names two cities of a great island for what they share, never for the island", () => {
    const tokyo: Spot = { lat: 35.6762, lon: 139.6503, place: "Tokyo", region: "Tokyo", country: "Japan" };
    const yokohama: Spot = { lat: 35.4437, lon: 139.638, place: "Yokohama", region: "Kanagawa", country: "Japan" };
    const made = trip("2024-08-10", { towns: (k, i) => ((k + i) % 2 ? tokyo : yokohama), days: 4 });
    const [found] = findTrips([...homeLife(2024), ...made.rows], findHome(homeLife(2024)));
    expect(found!.place).toBe("Japan");
  });

  it("keeps two trips apart when a day at home comes between them, even to the same place", () => {
    const first = trip("2024-05-01", { towns: () => rome, days: 3 });
    const home = ["2024-05-04T10:00:00", "2024-05-04T11:00:00"].map((t) => photo(t, lisbon));
    const second = trip("2024-05-05", { towns: () => rome, days: 2 });
    const rows = [...homeLife(2024), ...first.rows, ...home, ...second.rows];
    expect(findTrips(rows, findHome(rows)).map((t) => t.title)).toEqual(["Rome, 1–3 May 2024", "Rome, 5–6 May 2024"]);
  });

  it("joins a road trip across countries into one, named by the two countries most photographed", () => {
    const madrid: Spot = { lat: 40.4168, lon: -3.7038, place: "Madrid", region: "Madrid", country: "Spain" };
    const made = trip("2024-06-01", { towns: (k) => [madrid, rome, madrid, tivoli][k]!, days: 4 });
    const rows = [...homeLife(2024, made.span), ...made.rows];
    expect(findTrips(rows, findHome(rows)).map((t) => t.title)).toEqual(["Italy & Spain, 1–4 Jun 2024"]);
  });

  it("finds no trip in a library with no located photo, and leaves screenshots of a day at home out of trips", () => {
    const rows = Array.from({ length: 10 }, (_, k) => photo(`2024-02-0${(k % 9) + 1}T10:00:00`, null));
    expect(findTrips(rows, findHome(rows))).toEqual([]);
    const withHome = [...homeLife(2024), photo("2024-08-09T20:00:00", null), ...trip("2024-08-10", { towns: () => rome, days: 2 }).rows];
    const [found] = findTrips(withHome, findHome(withHome));
    expect(found!.start_at).toBe("2024-08-10T09:00:00");
  });
});

describe("the journey back: a photo that says nowhere, within a day of the last photo away, or the next day from a camera that went along", () => {
  // The flight home, the airport the next morning, a boarding pass saved on the way: no GPS, no
  // place, taken after the trip's last located photo and before any photo at home. A camera whose
  // photos on the trip had GPS was still away all the next day. Later, or after a photo at home,
  // it is not known to be away.
  const KINDS: Array<[string, Partial<GroupingRow>, boolean, boolean]> = [
    ["a camera's photo with GPS off", { taken_source: "exif" }, true, true],
    ["another camera's photo with GPS off", { taken_source: "exif", camera: "Canon EOS R6" }, true, false],
    ["a screenshot named for its moment", { camera: null, taken_source: "filename", path: "/photos/Screenshot_20240314-091500.png" }, true, false],
    ["a phone's photo dated by XMP", { taken_source: "xmp" }, true, true],
    ["a download dated by XMP", { camera: null, taken_source: "xmp" }, false, false],
  ];
  // Hours after the last photo away (the third day, 18:00): within a day; on the next day.
  const GAPS: Array<[number, boolean, boolean]> = [[2, true, true], [15, true, true], [23, true, true], [25, false, true], [29, false, true], [40, false, false]];
  const HOME: Array<[string, number | null, boolean]> = [
    ["nothing photographed at home after it", null, true],
    ["a photo at home an hour after it", 1, true],
    ["a photo at home an hour before it", -1, false],
  ];
  const destinations: Array<[string, Spot]> = [["Rome", rome], ["Kyoto", kyoto], ["Porto", porto]];
  const grid = KINDS.flatMap((kind) => GAPS.flatMap((gap) => HOME.flatMap((after) => destinations.map((where) => [kind, gap, after, where] as const))));
  const HOUR = 3_600_000;

  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid.map(([[kind, extra, kindIn, wentAlong], [hours, withinDay, nextDay], [homeSaid, homeAt, homeIn], [where, spot]]) => [kind, hours, homeSaid, where, extra, kindIn && (withinDay || (wentAlong && nextDay)) && homeIn, homeAt, spot] as const))(
    "%s, %i h after the last photo away, %s, %s",
    (_kind, hours, _home, _where, extra, inTrip, homeAt, spot) => {
      const trip = [0, 1, 2].flatMap((k) => ["09:00:00", "18:00:00"].map((t) => photo(`${day("2024-03-11", k)}T${t}`, spot)));
      const at = (ms: number) => new Date(ms).toISOString().slice(0, 19);
      const lastAway = trip[trip.length - 1]!.taken_ms!;
      const image = photo(at(lastAway + hours * HOUR), null, extra);
      const atHome = homeAt === null ? [] : [photo(at(lastAway + (hours + homeAt) * HOUR), lisbon)];
      const rows = [...homeLife(2024, ["2024-03-11", "2024-03-12", "2024-03-13", "2024-03-14", "2024-03-15"]), ...trip, image, ...atHome];
      const trips = findTrips(rows, findHome(rows)!);
      expect(trips).toHaveLength(1);
      expect(trips[0]!.members.map((m) => m.id)).toEqual(inTrip ? [...trip.map((r) => r.id), image.id] : trip.map((r) => r.id));
    },
  );
});
