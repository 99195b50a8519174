/**
 * @file The latitudes and longitudes a rectangle drawn on the Places map covers.
 *
 * Pure. The map is an equal-area projection whose meridians curve, so a screen rectangle is not a
 * rectangle of degrees: a grid of points inside it is turned back into degrees and the box around
 * them is searched. Points off the globe (the corners of the map) are left out.
 */
import type { Area } from "../../electron/api/contract";

/** Screen point → [lon, lat], or null off the globe. */
export type Invert = (x: number, y: number) => [number, number] | null;

/**
 * The inverse of a projection that says null off the globe: its own inverse answers there too,
 * with a point that projects somewhere else, so the round trip is checked.
 */
export function onGlobe(project: (lonLat: [number, number]) => [number, number] | null, invert: (xy: [number, number]) => [number, number] | null): Invert {
  return (x, y) => {
    const point = invert([x, y]);
    const back = point && project(point);
    return back && Math.hypot(back[0] - x, back[1] - y) < 0.5 ? point : null;
  };
}

/** Points per side of the grid sampled inside the rectangle. */
const STEPS = 12;
/** Less than this on screen (px) is a click, not a rectangle. */
export const MIN_DRAG_PX = 6;

/** The area under a screen rectangle; null when none of it is on the globe. */
export function areaOf(x0: number, y0: number, x1: number, y1: number, invert: Invert): Area | null {
  const [left, right] = [Math.min(x0, x1), Math.max(x0, x1)];
  const [top, bottom] = [Math.min(y0, y1), Math.max(y0, y1)];
  let south = Infinity, north = -Infinity, west = Infinity, east = -Infinity;
  for (let i = 0; i <= STEPS; i++) {
    for (let j = 0; j <= STEPS; j++) {
      const point = invert(left + ((right - left) * i) / STEPS, top + ((bottom - top) * j) / STEPS);
      if (!point) continue;
      const [lon, lat] = point;
      // The projection's inverse answers beyond the globe's outline too, with longitudes past ±180°.
      if (!(Math.abs(lon) <= 180 && Math.abs(lat) <= 90)) continue;
      south = Math.min(south, lat);
      north = Math.max(north, lat);
      west = Math.min(west, lon);
      east = Math.max(east, lon);
    }
  }
  if (south === Infinity || north <= south || east <= west) return null;
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return { south: clamp(south, 90), north: clamp(north, 90), west: clamp(west, 180), east: clamp(east, 180) };
}

/** Why a drawn rectangle searched nothing, for the user; null when it is an area. */
export function drawnAreaProblem(area: Area | null): string | null {
  return area ? null : "That rectangle is off the globe. Hold Shift and drag across the part of the map you mean.";
}
