/**
 * @file Indexing progress in one line of plain words, the same in the sidebar and the tray.
 * Pure; imported by the renderer and the main process alike.
 */
import type { IndexProgress } from "./contract";

/** What is running and how far it has got; null when nothing is. */
export function progressLine(progress: IndexProgress): string | null {
  const n = (value: number) => value.toLocaleString("en-US");
  if (progress.state === "scanning") return "Looking for photos…";
  if (progress.state === "indexing") return progress.paused ? `Paused at ${n(progress.done)} of ${n(progress.total)}` : `Indexing ${n(progress.done)} of ${n(progress.total)}`;
  if (progress.state === "grouping") return "Grouping events…";
  if (progress.analysis) return progress.analysis.phase === "starting" ? "Analysing photos…" : `Analysing photos: ${n(progress.analysis.done)} of ${n(progress.analysis.total)}`;
  return null;
}
