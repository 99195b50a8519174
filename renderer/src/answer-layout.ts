/**
 * @file How an answer's results are laid out in its grid: rows of square tiles, under a heading
 * for each day or month where the results come in time order (a time, place or person alone is
 * answered oldest first, like an album), or none where they are ranked by how well they match.
 *
 * Pure; runs in the renderer. Positions are the results' places in the answer's own order: the
 * headings only break the rows, they never reorder, so selection, the viewer and corrections keep
 * meaning the same result. Results not loaded yet are laid out as rows of placeholders after the
 * last heading, and join their day's group once their page arrives.
 */
import { formatDay, formatMonth } from "./format";

export type Grouping = "day" | "month" | "none";

/** A heading, or one row of tiles: `start` is the first result's position in the answer. */
export type AnswerRow = { kind: "header"; key: string; label: string } | { kind: "tiles"; start: number; count: number };

/** The day ("2024-05-03") or month ("2024-05") a capture time falls in, as the camera's clock read it; "" when unknown. */
export function groupKey(takenAt: string | null, grouping: Exclude<Grouping, "none">): string {
  if (!takenAt || !/^\d{4}-\d{2}-\d{2}/.test(takenAt)) return "";
  return takenAt.slice(0, grouping === "day" ? 10 : 7);
}

/** "Fri, 3 May 2024", "May 2024", or "No date". */
export function groupLabel(key: string): string {
  if (!key) return "No date";
  return key.length === 7 ? formatMonth(key) : formatDay(key);
}

/**
 * The rows for `total` results of which the first `taken.length` are loaded (their capture times),
 * `columns` to a row. A heading starts wherever the day (or month) changes from one result to the next.
 */
export function layOutAnswer(taken: ReadonlyArray<string | null>, total: number, columns: number, grouping: Grouping): AnswerRow[] {
  const rows: AnswerRow[] = [];
  const perRow = Math.max(1, Math.floor(columns));
  const tiles = (from: number, to: number) => {
    for (let start = from; start < to; start += perRow) rows.push({ kind: "tiles", start, count: Math.min(perRow, to - start) });
  };
  const loaded = Math.min(taken.length, total);
  if (grouping === "none") {
    tiles(0, total);
    return rows;
  }
  let from = 0;
  while (from < loaded) {
    const key = groupKey(taken[from] ?? null, grouping);
    let to = from + 1;
    while (to < loaded && groupKey(taken[to] ?? null, grouping) === key) to++;
    rows.push({ kind: "header", key: `${key}@${from}`, label: groupLabel(key) });
    tiles(from, to);
    from = to;
  }
  tiles(loaded, total);
  return rows;
}

/**
 * The grouping an answer opens with: days when its results are in time order and span up to two
 * months, months when they span more, none when they are ranked by match (a day comes back again
 * and again down the answer) or no result says when it was taken.
 */
export function defaultGrouping(taken: ReadonlyArray<string | null>): Grouping {
  const days = taken.map((t) => groupKey(t, "day")).filter(Boolean);
  if (days.length === 0) return "none";
  let runs = 1;
  for (let i = 1; i < days.length; i++) if (days[i] !== days[i - 1]) runs++;
  const distinct = new Set(days).size;
  // A correction may lift a photo or two out of their day; more breaks than that is a ranking.
  if (runs > distinct + 2) return "none";
  const ms = days.map((d) => Date.parse(`${d}T00:00:00Z`));
  const span = (Math.max(...ms) - Math.min(...ms)) / 86_400_000;
  return span <= 62 ? "day" : "month";
}

/** The index in `rows` of the tile row holding position `at`, or −1. */
export function rowOf(rows: readonly AnswerRow[], at: number): number {
  return rows.findIndex((r) => r.kind === "tiles" && at >= r.start && at < r.start + r.count);
}

/**
 * Where an arrow key, Page Up/Down, Home or End moves focus from position `at`: across a row
 * one at a time; up and down to the same column in the row above or below, across headings, or
 * to that row's last tile when it is shorter. `page` is how many rows Page Up/Down move.
 */
export function step(rows: readonly AnswerRow[], total: number, at: number, key: string, page: number): number | null {
  const clamp = (n: number) => Math.min(total - 1, Math.max(0, n));
  if (key === "ArrowRight") return clamp(at + 1);
  if (key === "ArrowLeft") return clamp(at - 1);
  if (key === "Home") return 0;
  if (key === "End") return total - 1;
  const rowsBy = { ArrowDown: 1, ArrowUp: -1, PageDown: page, PageUp: -page }[key];
  if (rowsBy === undefined) return null;
  const here = rowOf(rows, at);
  if (here < 0) return null;
  const row = rows[here] as Extract<AnswerRow, { kind: "tiles" }>;
  const column = at - row.start;
  const tileRows = rows.filter((r): r is Extract<AnswerRow, { kind: "tiles" }> => r.kind === "tiles");
  const index = tileRows.indexOf(row);
  const target = tileRows[Math.min(tileRows.length - 1, Math.max(0, index + rowsBy))]!;
  if (target === row) return rowsBy > 0 ? row.start + row.count - 1 : row.start;
  return target.start + Math.min(column, target.count - 1);
}
