/**
 * @file Reads the capture time that phones, cameras and apps put in file names.
 *
 * Pure. "IMG_20230704_153012.jpg", "PXL_20230704_153012345.jpg", "Screenshot 2025-03-01 at
 * 10.02.11.png", "WhatsApp Image 2023-07-04 at 15.30.12.jpeg", "2023-07-04 15.30.12.jpg",
 * "signal-2023-07-04-153012.jpg": one pattern covers them, because they all write year, month
 * and day in that order, then optionally hours, minutes and seconds.
 *
 * A name with a day and no time ("IMG-20190612-WA0003.jpg", "Screenshot_20240101.png") says no
 * time of day: its photo is dated at the day's start, and `clocklessByName` tells such a date
 * from a camera's, so "at night" or "in the evening" never picks it.
 */
import type { LocalTime } from "./metadata";

const PATTERN =
  /(?<![\d])((?:19|20)\d{2})[-_.]?(0[1-9]|1[0-2])[-_.]?(0[1-9]|[12]\d|3[01])(?:(?:[ T_-]|\s+at\s+|\s+um\s+|\s+à\s+)([01]\d|2[0-3])[-_.:h]?([0-5]\d)[-_.:m]?([0-5]\d)?(?:\d{3})?)?(?!\d)/i;

export function dateFromFileName(name: string, now = new Date()): LocalTime | null {
  const stem = name.replace(/\.[^.]+$/, "");
  const m = PATTERN.exec(stem);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  // "20230231" is not a date, and a name dated in the future is a number that looks like one.
  if (date.getUTCDate() !== Number(d) || date.getTime() > now.getTime() + 86_400_000) return null;
  const time = h && mi ? `${h}:${mi}:${s ?? "00"}` : "00:00:00";
  return { local: `${y}-${mo}-${d}T${time}`, offset: null };
}

const DAY_MS = 86_400_000;

/**
 * Whether a photo's time is only the day its file name says, with no clock: its time is that
 * day's start and its name has a day and no time. Read from the path and the time the index keeps,
 * so a library indexed before asks nothing new of its store.
 */
export function clocklessByName(path: string, takenMs: number): boolean {
  if (takenMs % DAY_MS !== 0) return false;
  const m = PATTERN.exec(path.replace(/^.*[\\/]/, "").replace(/\.[^.]+$/, ""));
  return m !== null && !m[4] && Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) === takenMs;
}
