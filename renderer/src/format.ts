/**
 * @file Display formats shared by the views, in the user's own locale: every date the renderer
 * shows is written by one of the formatters here, so a day reads the same in the Library, an
 * answer, Events and the viewer.
 *
 * Capture times are wall-clock times as the camera wrote them, so they are formatted as if in
 * UTC: the clock reading is shown unchanged whatever zone this computer is in.
 */
const camera = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(undefined, { ...options, timeZone: "UTC" });
const dateTime = camera({ dateStyle: "medium", timeStyle: "short" });
const dateOnly = camera({ dateStyle: "medium" });
const weekday = camera({ weekday: "short", day: "numeric", month: "short", year: "numeric" });
const weekdayInYear = camera({ weekday: "short", day: "numeric", month: "short" });
const month = camera({ month: "long", year: "numeric" });
const shortDate = camera({ day: "numeric", month: "short", year: "numeric" });

/** A capture time ("2024-05-03T14:05:00", or a date alone) as the camera's clock read it; the text as it is when it is no date. */
function cameraMs(takenAt: string): number {
  return Date.parse(takenAt.length === 10 ? `${takenAt}T00:00:00Z` : takenAt.length === 7 ? `${takenAt}-01T00:00:00Z` : `${takenAt}Z`);
}

/** Its day and minute: "3 May 2024, 14:05" or "May 3, 2024, 2:05 PM", as the user's locale writes them. */
export function formatTaken(takenAt: string): string {
  const ms = cameraMs(takenAt);
  return Number.isNaN(ms) ? takenAt : dateTime.format(ms);
}

/** Its day alone: "3 May 2024". */
export function formatDate(takenAt: string): string {
  const ms = cameraMs(takenAt);
  return Number.isNaN(ms) ? takenAt : dateOnly.format(ms);
}

/** A day as a heading or a trip's day: "Fri, 3 May 2024"; `withYear: false` where the year is said around it ("Fri, 3 May"). */
export function formatDay(date: string, { withYear = true } = {}): string {
  const ms = cameraMs(date);
  return Number.isNaN(ms) ? date : (withYear ? weekday : weekdayInYear).format(ms);
}

/**
 * The days a trip or event spans, from its first photo's time to its last's: "2–6 Mar 2025" or
 * "Mar 2 – 6, 2025", as the user's locale writes a range; one day when it is one ("2 Mar 2025").
 */
export function formatDayRange(start: string, end: string): string {
  const from = cameraMs(start.slice(0, 10));
  const to = cameraMs(end.slice(0, 10));
  if (Number.isNaN(from) || Number.isNaN(to)) return Number.isNaN(from) ? start : formatDate(start);
  return to <= from ? shortDate.format(from) : shortDate.formatRange(from, to);
}

/** A month ("2024-05") as a heading: "May 2024". */
export function formatMonth(key: string): string {
  const ms = cameraMs(key);
  return Number.isNaN(ms) ? key : month.format(ms);
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
