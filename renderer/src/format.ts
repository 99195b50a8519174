/**
 * @file Display formats shared by the views, in the user's own locale.
 *
 * Capture times are wall-clock times as the camera wrote them, so they are formatted as if in
 * UTC: the clock reading is shown unchanged whatever zone this computer is in.
 */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function formatTaken(takenAt: string): string {
  const ms = Date.parse(`${takenAt}Z`);
  return Number.isNaN(ms) ? takenAt : dateTime.format(ms);
}

const local = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A moment (an ISO time with its zone: when a search was made), in this computer's time. */
export function formatInstant(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : local.format(ms);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

export function formatCoordinates(lat: number, lon: number): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? "N" : "S"}, ${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? "E" : "W"}`;
}

/** "1 photo", "12,480 photos". */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString()} ${n === 1 ? noun : plural}`;
}
