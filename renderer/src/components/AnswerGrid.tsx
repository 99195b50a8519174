/**
 * @file An answer's results as a dense grid of squares that reaches every one of them: only the
 * rows in view (and a few either side) are in the page, and later results are asked for a page at
 * a time as they scroll in, so "2024" with 5,000 photos scrolls like Library does. Where the
 * results come in time order, a heading names each day or month (`answer-layout.ts`). The grid
 * lives inside the chat's scroller, below the answer's sticky head, so it measures where it
 * starts in there and keeps what it scrolls to clear of that head.
 *
 * The grid is one Tab stop; arrow keys, Page Up/Down, Home and End move between results inside
 * it (a roving tabindex, as in a file manager); with Shift they extend the selection.
 */
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import type { SearchResult } from "../../../electron/api/contract";
import { layOutAnswer, rowOf, step, type Grouping } from "../answer-layout";
import { useFocusMove } from "../use-focus-move";
import { useWidth } from "../use-width";

const GAP = 4;
/** The narrowest a square may be: eight to a row in a 1440-px window, five in an 800-px one. */
const MIN_TILE = 124;
const HEADER = 40;

interface Props {
  /** The chat's scroller, which this grid scrolls with. */
  scroller: RefObject<HTMLElement | null>;
  /** The answer's head, which stays at the top of the scroller while its answer scrolls. */
  head: RefObject<HTMLElement | null>;
  /** The results loaded so far: the first `results.length` of `total`. */
  results: SearchResult[];
  total: number;
  grouping: Grouping;
  /** Asks for the results from `offset` on; they arrive through `results`. */
  onMore: (offset: number) => void;
  /** One result's tile; `focusable` is the grid's single Tab stop. */
  tile: (result: SearchResult, index: number, focusable: boolean) => ReactNode;
  /** Whether the result at `index` is selected (its square shows it). */
  isSelected?: (index: number) => boolean;
  /** A result to move focus to (the photo the viewer closed on, the result just corrected); each new `n` moves it once. */
  focusRequest?: { index: number; n: number } | null;
  /** Shift+arrow keys moved focus from one result to another: the selection grows to it. */
  onExtend?: (from: number, to: number) => void;
  /** The day or month of the photos at the top of the view once its heading has scrolled under the head; null while that heading shows. */
  onDayInView?: (label: string | null) => void;
}

export function AnswerGrid({ scroller, head, results, total, grouping, onMore, tile, isSelected, focusRequest, onExtend, onDayInView }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  /** The grid's one Tab stop: the result last focused in it. */
  const [focused, setFocused] = useState(0);
  const width = useWidth(grid);
  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_TILE + GAP)));
  const tileWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : MIN_TILE;
  const taken = useMemo(() => results.map((r) => r.takenAt), [results]);
  const rows = useMemo(() => layOutAnswer(taken, total, columns, grouping), [taken, total, columns, grouping]);
  // Where the grid starts inside the scroller, and how much of the scroller's top the sticky head
  // covers: what lies above (earlier turns, this one's chips) can change height with any render.
  const [margin, setMargin] = useState(0);
  const [covered, setCovered] = useState(0);
  useLayoutEffect(() => {
    const element = grid.current;
    const outer = scroller.current;
    if (!element || !outer) return;
    const top = element.getBoundingClientRect().top - outer.getBoundingClientRect().top + outer.scrollTop;
    if (Math.abs(top - margin) > 0.5) setMargin(top);
    const cover = Math.round(head.current?.getBoundingClientRect().height ?? 0);
    if (cover !== covered) setCovered(cover);
  });

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]?.kind === "header" ? HEADER : tileWidth + GAP),
    overscan: 4,
    scrollMargin: margin,
    scrollPaddingStart: covered,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, tileWidth, rows]);
  const items = virtualizer.getVirtualItems();

  // A row in view past the results loaded asks for the next page.
  const lastInView = items.reduce((last, item) => {
    const row = rows[item.index];
    return row?.kind === "tiles" ? Math.max(last, row.start + row.count) : last;
  }, 0);
  // The day the top of the view is in, for the head to say while that day's heading is out of sight.
  const top = (virtualizer.scrollOffset ?? 0) + covered;
  const firstInView = items.find((item) => item.end > top);
  let dayInView: string | null = null;
  if (firstInView && firstInView.start < top) {
    for (let r = firstInView.index; r >= 0; r--) {
      const row = rows[r]!;
      if (row.kind === "header") {
        dayInView = row.label;
        break;
      }
    }
  }
  useEffect(() => onDayInView?.(dayInView), [dayInView, onDayInView]);

  // Headings for the results of a page not loaded yet cannot be placed before it arrives, so the
  // rows below grow when it does: a person who went to the very end (the scrollbar dragged down,
  // End) stays at the end.
  const pinnedToEnd = useRef(false);
  useEffect(() => {
    if (lastInView <= results.length || results.length >= total) return;
    const outer = scroller.current;
    pinnedToEnd.current = outer !== null && outer.scrollTop + outer.clientHeight >= outer.scrollHeight - 4;
    onMore(results.length);
  }, [lastInView, results.length, total, onMore, scroller]);
  useLayoutEffect(() => {
    const outer = scroller.current;
    if (!pinnedToEnd.current || !outer) return;
    pinnedToEnd.current = false;
    outer.scrollTop = outer.scrollHeight;
  }, [results.length, scroller]);

  const { moveFocus, holdKeys } = useFocusMove();
  /** Moves focus to result `next`, scrolling it into view and waiting for its row (and its page) to arrive. */
  const focusAt = (next: number) => {
    setFocused(next);
    const row = rowOf(rows, next);
    if (row >= 0) virtualizer.scrollToIndex(row, { align: "auto" });
    moveFocus(() => grid.current?.querySelector<HTMLElement>(`[data-result="${next}"] .tile`) ?? null);
  };
  useEffect(() => {
    if (focusRequest) focusAt(Math.min(Math.max(0, total - 1), focusRequest.index));
    // Only a new request moves focus, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest?.n]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target as HTMLElement).classList.contains("tile")) return;
    const page = Math.max(1, Math.floor(((scroller.current?.clientHeight ?? 0) - covered) / (tileWidth + GAP)));
    const at = focused;
    const next = step(rows, total, at, event.key, page);
    if (next === null) return;
    event.preventDefault();
    if (next === at) return;
    if (event.shiftKey) onExtend?.(at, next);
    focusAt(next);
  };

  return (
    <div ref={grid} className="answer-grid" role="list" aria-label="Results" onKeyDownCapture={holdKeys} onKeyDown={onKeyDown} onFocus={(e) => {
        const at = Number((e.target as HTMLElement).closest<HTMLElement>("[data-result]")?.dataset.result);
        if (!Number.isNaN(at) && at !== focused) setFocused(at);
      }} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const row = rows[item.index]!;
        const place = { transform: `translateY(${item.start - margin}px)` };
        // A heading is for the eye; each tile's own name says its date to a screen reader.
        if (row.kind === "header") {
          return (
            <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} className="answer-day" style={place} aria-hidden="true" data-testid="answer-day">
              {row.label}
            </div>
          );
        }
        return (
          <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} className="answer-row" style={{ ...place, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
            {Array.from({ length: row.count }, (_, k) => {
              const i = row.start + k;
              const result = results[i];
              const selected = isSelected?.(i) ?? false;
              return (
                <div key={result?.id ?? `slot-${i}`} role="listitem" aria-setsize={total} aria-posinset={i + 1} className={selected ? "result selected" : "result"} data-result={i}>
                  {result ? tile(result, i, i === focused) : <span className="tile tile-loading" aria-hidden="true" style={{ height: tileWidth }} />}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
