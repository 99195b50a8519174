/**
 * @file Whether it was dark where and when a photo was taken: the sun more than 6° below the
 * horizon, where civil twilight ends and people say it is night. "Japan at night" holds the
 * Kyoto street at 8 pm in April, dark for an hour and a half, which the clock's night (from 9 pm)
 * leaves out; a June evening in Valencia at 9 pm is still light.
 *
 * Runs in the search, for a query that says the night, only for a located photo whose clock is in
 * the hours around dusk or dawn and not already the night's. The photo's clock is its place's
 * wall clock (EXIF); the zone there (`local-time.ts`, offline) gives the instant, and SunCalc
 * (BSD-2-Clause) the sun's height then.
 */
import { createRequire } from "node:module";
import { offsetMsAt } from "../library/places/local-time";

/** Required on first use, not imported: most searches say no night. */
let sun: typeof import("suncalc") | null = null;

/** The sun's height below which it is dark: civil twilight's end. */
const DARK_BELOW = (-6 * Math.PI) / 180;
/** Clock hours that may be dark or light by place and season: dusk's [15, 22) and dawn's [4, 9). */
const TWILIGHT_HOURS = (hour: number) => (hour >= 15 && hour < 22) || (hour >= 4 && hour < 9);
/** Photos of a place a quarter of an hour apart share the answer: a library holds many such. */
const QUARTER_MS = 900_000;

const known = new Map<string, boolean>();
/**
 * A place's zone offset on a wall-clock day, in ms: the same for every photo there that day, as
 * zones change their clocks in the small hours, before dawn's. Reading the zone is the costly part
 * (a lookup and an Intl format): a day out is many photos, each its own quarter hour.
 */
const offsets = new Map<string, number>();
const DAY_MS = 86_400_000;

/**
 * Whether the sun was below `DARK_BELOW` at `wallMs` (the wall clock read as UTC) at the place;
 * null where it does not say: no position, or a clock far from dusk and dawn (the clock says).
 */
export function darkThere(wallMs: number, lat: number | null, lon: number | null): boolean | null {
  if (lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (!TWILIGHT_HOURS(new Date(wallMs).getUTCHours())) return null;
  const cell = `${Math.round(lat * 10)}:${Math.round(lon * 10)}`;
  const key = `${cell}:${Math.floor(wallMs / QUARTER_MS)}`;
  let dark = known.get(key);
  if (dark === undefined) {
    sun ??= createRequire(import.meta.url)("suncalc") as typeof import("suncalc");
    dark = sun.getPosition(new Date(wallMs - offsetOn(cell, wallMs, lat, lon)), lat, lon).altitude < DARK_BELOW;
    if (known.size > 100_000) known.clear();
    known.set(key, dark);
  }
  return dark;
}

/** The zone's offset at the place on the wall clock's day: the wall clock read as UTC is off by it. */
function offsetOn(cell: string, wallMs: number, lat: number, lon: number): number {
  const key = `${cell}:${Math.floor(wallMs / DAY_MS)}`;
  let offsetMs = offsets.get(key);
  if (offsetMs === undefined) {
    offsetMs = offsetMsAt(new Date(wallMs), lat, lon);
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offsetMs);
  }
  return offsetMs;
}
