/**
 * @file Zoom and pan of the viewer's photo, as pure arithmetic: a scale around the stage's centre
 * and an offset, kept so that the photo never leaves the stage. The viewer's wheel, pinch, keys
 * and double-click all go through these, so they agree.
 */

export interface Zoom {
  /** 1 is the whole photo fitted in the stage. */
  scale: number;
  /** Offset of the photo's centre from the stage's, in screen pixels. */
  x: number;
  y: number;
}

export const FIT: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 8;
/** One press of + or −, one notch of a mouse wheel is a fraction of it (`wheelFactor`). */
export const STEP = 1.5;

/** The photo as fitted in the stage, in screen pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * Scales by `factor` keeping the photo's point under `at` (relative to the stage's centre) where
 * it is, as a map does under the pointer; at the fitted size or below, the photo is centred.
 */
export function zoomAt(zoom: Zoom, factor: number, at: { x: number; y: number }, photo: Size): Zoom {
  const scale = Math.min(MAX_SCALE, Math.max(1, zoom.scale * factor));
  if (scale === 1) return FIT;
  const ratio = scale / zoom.scale;
  return clampPan({ scale, x: at.x - (at.x - zoom.x) * ratio, y: at.y - (at.y - zoom.y) * ratio }, photo);
}

/** Moves the photo by (dx, dy) screen pixels, no further than its edges. */
export function panBy(zoom: Zoom, dx: number, dy: number, photo: Size): Zoom {
  return clampPan({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, photo);
}

/** A photo larger than the stage may move until its edge meets the stage's, no further. */
export function clampPan(zoom: Zoom, photo: Size): Zoom {
  const limitX = (photo.width * (zoom.scale - 1)) / 2;
  const limitY = (photo.height * (zoom.scale - 1)) / 2;
  return { scale: zoom.scale, x: Math.min(limitX, Math.max(-limitX, zoom.x)), y: Math.min(limitY, Math.max(-limitY, zoom.y)) };
}

/** A wheel's delta as a scale factor: a mouse notch (~100 px) is about a third of a key press; a trackpad pinch (ctrl + small deltas) is smooth. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 33 : deltaY;
  return Math.exp(-pixels / 250);
}

/** Double-click: from the fitted size to 2.5× at the point, or back to fitted. */
export function toggleAt(zoom: Zoom, at: { x: number; y: number }, photo: Size): Zoom {
  return zoom.scale > 1 ? FIT : zoomAt(zoom, 2.5, at, photo);
}
