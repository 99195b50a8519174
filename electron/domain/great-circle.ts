/**
 * @file The distance between two points on the Earth, for every layer that compares where photos
 * were taken (trips and days out when grouping, places near each other when searching). Pure;
 * below the layers that use it.
 */

/** Great-circle distance between two points, in kilometres (the Earth as a sphere of mean radius). */
export function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  // Rounding can put `h` a hair above 1 for points on opposite sides of the Earth.
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(h)));
}
