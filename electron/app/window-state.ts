/**
 * @file Where the window was and how big, kept between runs; put back on a screen that still
 * exists (a laptop undocked from its second monitor would otherwise open off-screen).
 *
 * Plain Node, no Electron: the main process passes in the displays' work areas, so the fitting
 * rule is tested without a display.
 */
import fs from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rect;
  maximized: boolean;
}

export const MIN_SIZE = { width: 900, height: 600 };
export const DEFAULT_SIZE = { width: 1200, height: 820 };

/** The saved state, or null when there is none or it is not ours (a damaged file is ignored, not fatal). */
export function readWindowState(file: string): WindowState | null {
  try {
    const saved = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<WindowState>;
    const b = saved.bounds;
    if (!b || ![b.x, b.y, b.width, b.height].every((n) => typeof n === "number" && Number.isFinite(n))) return null;
    return { bounds: { x: b.x, y: b.y, width: b.width, height: b.height }, maximized: saved.maximized === true };
  } catch {
    return null;
  }
}

export function writeWindowState(file: string, state: WindowState): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // A crash mid-write leaves the old state, never half a file: see [Note: Writing a file whole].
  writeFileAtomic.sync(file, JSON.stringify(state));
}

/**
 * The saved bounds if at least a usable part of the title bar is on one of the screens, shrunk to
 * fit it; otherwise null, and the window opens at its default size, centred.
 */
export function fitOnScreen(bounds: Rect, workAreas: Rect[]): Rect | null {
  const titleBar: Rect = { x: bounds.x, y: bounds.y, width: bounds.width, height: 40 };
  const screen = workAreas.find((area) => overlap(titleBar, area) >= 100 * 20);
  if (!screen) return null;
  const width = Math.max(MIN_SIZE.width, Math.min(bounds.width, screen.width));
  const height = Math.max(MIN_SIZE.height, Math.min(bounds.height, screen.height));
  const x = Math.min(Math.max(bounds.x, screen.x), screen.x + screen.width - width);
  const y = Math.min(Math.max(bounds.y, screen.y), screen.y + screen.height - height);
  return { x, y, width, height };
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
