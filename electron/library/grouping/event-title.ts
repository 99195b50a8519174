/**
 * @file How an event or a trip is named: its place and its dates, as a person writes them
 * ("Lake Tahoe, 10–14 Aug 2024"). Pure.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Paris, 24–26 Dec 2023", "30 Dec 2023 – 2 Jan 2024", "Lisbon, 1 May 2022". */
export function eventTitle(place: string | null, startIso: string, endIso: string): string {
  const [y1, m1, d1] = startIso.slice(0, 10).split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = endIso.slice(0, 10).split("-").map(Number) as [number, number, number];
  const month = (m: number) => MONTHS[m - 1]!;
  let dates: string;
  if (y1 === y2 && m1 === m2 && d1 === d2) dates = `${d1} ${month(m1)} ${y1}`;
  else if (y1 === y2 && m1 === m2) dates = `${d1}–${d2} ${month(m1)} ${y1}`;
  else if (y1 === y2) dates = `${d1} ${month(m1)} – ${d2} ${month(m2)} ${y1}`;
  else dates = `${d1} ${month(m1)} ${y1} – ${d2} ${month(m2)} ${y2}`;
  return place ? `${place}, ${dates}` : dates;
}
