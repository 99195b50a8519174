/**
 * @file Turns a UTC instant (Takeout's photoTakenTime, a video's creation time) into the wall-clock
 * time where the photo was taken.
 *
 * Runs in the engine's process. The zone comes from the GPS position (`@photostructure/tz-lookup`,
 * offline) and the offset for that instant from the platform's own time-zone data (`Intl`). Without
 * GPS the machine's own zone is the best guess, and it is what the phone's gallery would show.
 */
import { createRequire } from "node:module";
import type { LocalTime } from "../metadata";

/** Required on first use, not imported: its zone table is decoded as it loads, and a search reads it only for "at night". */
let tzLookup: ((lat: number, lon: number) => string) | null = null;

export function zoneAt(lat: number | null, lon: number | null): string | undefined {
  if (lat === null || lon === null) return undefined;
  try {
    tzLookup ??= createRequire(import.meta.url)("@photostructure/tz-lookup") as (lat: number, lon: number) => string;
    return tzLookup(lat, lon);
  } catch {
    return undefined;
  }
}

/** Formatters are costly to build and a library has few zones: one per zone, kept. */
const formatters = new Map<string | undefined, Intl.DateTimeFormat>();

function formatter(zone: string | undefined): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
    });
    formatters.set(zone, format);
  }
  return format;
}

export function utcToLocal(instant: Date, lat: number | null, lon: number | null): LocalTime {
  const { local, offsetMs } = wallClock(instant, lat, lon);
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return { local, offset: `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}` };
}

/** How far the wall clock at the place is ahead of UTC at `instant`, in ms. */
export function offsetMsAt(instant: Date, lat: number | null, lon: number | null): number {
  return wallClock(instant, lat, lon).offsetMs;
}

/** The wall clock at the place at `instant`, as ISO without a zone, and how far it is ahead of UTC. */
function wallClock(instant: Date, lat: number | null, lon: number | null): { local: string; offsetMs: number } {
  const parts = Object.fromEntries(formatter(zoneAt(lat, lon)).formatToParts(instant).map((p) => [p.type, p.value]));
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  return { local, offsetMs: Date.parse(`${local}Z`) - Math.floor(instant.getTime() / 1000) * 1000 };
}
