/**
 * @file The selection of photos in a grid, as positions in the grid's order (Library's timeline,
 * an answer's results): a position is known before its photo's page has loaded, so "select all"
 * of 100,000 photos needs no 100,000 ids until an action asks for them.
 *
 * Pure. The gestures are a file manager's: a click toggles with Ctrl/⌘, Shift extends a range from
 * the anchor (the last position toggled), Shift+arrows extend it as focus moves, Space toggles,
 * Ctrl/⌘+A takes all, Escape clears.
 */
export interface Selection {
  readonly positions: ReadonlySet<number>;
  /** Where a Shift-click range starts: the position last clicked or toggled. */
  readonly anchor: number | null;
}

export const NOTHING: Selection = { positions: new Set(), anchor: null };

export function toggle(selection: Selection, at: number): Selection {
  const positions = new Set(selection.positions);
  if (positions.has(at)) positions.delete(at);
  else positions.add(at);
  return { positions, anchor: at };
}

/** Adds the positions from the anchor to `at`, both ends included; without an anchor, just `at`. */
export function extend(selection: Selection, at: number): Selection {
  const from = selection.anchor ?? at;
  const positions = new Set(selection.positions);
  for (let i = Math.min(from, at); i <= Math.max(from, at); i++) positions.add(i);
  return { positions, anchor: selection.anchor ?? at };
}

/**
 * Shift+arrow from `from` to `to`: the range grows from where the first Shift+arrow started (the
 * photo focused then becomes the anchor, selected), as in a file manager.
 */
export function extendByKey(selection: Selection, from: number, to: number): Selection {
  const anchored = selection.anchor === null ? { positions: new Set([...selection.positions, from]), anchor: from } : selection;
  return extend(anchored, to);
}

export function all(total: number): Selection {
  return { positions: new Set(Array.from({ length: total }, (_, i) => i)), anchor: null };
}

/** The positions in grid order. */
export function ordered(selection: Selection): number[] {
  return [...selection.positions].sort((a, b) => a - b);
}

/** What a click does: Ctrl/⌘ toggles, Shift extends, a plain click with a selection toggles too; null: open the photo. */
export function clicked(selection: Selection, at: number, keys: { ctrl: boolean; shift: boolean }): Selection | null {
  if (keys.shift) return extend(selection, at);
  if (keys.ctrl || selection.positions.size > 0) return toggle(selection, at);
  return null;
}
