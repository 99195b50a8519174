/**
 * @file Boxes of the map around a spot, for the space-time index's range queries: as many
 * kilometres east and west as north and south, at the box's latitude. Pure.
 */
import type { GeoBox } from "./space-time-index";

/** The box `radiusDeg` of latitude around a spot, on every side. */
export function boxAround(lat: number, lon: number, radiusDeg: number): GeoBox {
  return widened({ latMin: lat, latMax: lat, lonMin: lon, lonMax: lon }, radiusDeg);
}

/** The box grown by `deg` of latitude on every side (as many kilometres east and west, at its middle's latitude). */
export function widened(box: GeoBox, deg: number): GeoBox {
  const lonDeg = deg / Math.max(0.2, Math.cos((((box.latMin + box.latMax) / 2) * Math.PI) / 180));
  return { latMin: box.latMin - deg, latMax: box.latMax + deg, lonMin: box.lonMin - lonDeg, lonMax: box.lonMax + lonDeg };
}
