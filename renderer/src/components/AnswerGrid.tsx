/**
 * @file An answer's results as a grid that reaches every one of them: only the rows in view (and
 * a few either side) are in the page, and later results are asked for a page at a time as they
 * scroll in, so "2024" with 5,000 photos scrolls like Library does. The grid lives inside the
 * chat's scroller, below the question and chips, so it measures where it starts in there.
 *
 * The grid is one Tab stop; arrow keys, Page Up/Down, Home and End move between results inside
 * it (a roving tabindex, as in a file manager); with Shift they extend the selection.
 */
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import type { SearchResult } from "../../../electron/api/contract";
import { useFocusMove } from "../use-focus-move";
import { useWidth } from "../use-width";

const GAP = 12;
const MIN_TILE = 160;
/** The caption under a tile's square (name, date, reason): the first row's guess until it is measured. */
const CAPTION = 82;

interface Props {
  /** The chat's scroller, which this grid scrolls with. */
  scroller: RefObject<HTMLElement | null>;
  /** The results loaded so far: the first `results.length` of `total`. */
  results: SearchResult[];
  total: number;
  /** Asks for the results from `offset` on; they arrive through `results`. */
  onMore: (offset: number) => void;
  /** One result's tile; `focusable` is the grid's single Tab stop. */
  tile: (result: SearchResult, index: number, focusable: boolean) => ReactNode;
  /** A result to move focus to (the photo the viewer closed on, the result just corrected); each new `n` moves it once. */
  focusRequest?: { index: number; n: number } | null;
  /** Shift+arrow keys moved focus from one result to another: the selection grows to it. */
  onExtend?: (from: number, to: number) => void;
}

export function AnswerGrid({ scroller, results, total, onMore, tile, focusRequest, onExtend }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  /** The grid's one Tab stop: the result last focused in it. */
  const [focused, setFocused] = useState(0);
  const width = useWidth(grid);
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_TILE + GAP)));
  const tileWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : MIN_TILE;
  const rows = Math.ceil(total / columns);
  // Where the grid starts inside the scroller: what lies above it (earlier turns, this one's chips)
  // can change height with any render, so it is read again after each.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = grid.current;
    const outer = scroller.current;
    if (!element || !outer) return;
    const top = element.getBoundingClientRect().top - outer.getBoundingClientRect().top + outer.scrollTop;
    if (Math.abs(top - margin) > 0.5) setMargin(top);
  });

  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => tileWidth + CAPTION + GAP,
    overscan: 3,
    scrollMargin: margin,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, tileWidth, columns]);
  const items = virtualizer.getVirtualItems();

  // A row in view past the results loaded asks for the next page.
  const lastInView = items.length ? Math.min(total, (items[items.length - 1]!.index + 1) * columns) : 0;
  useEffect(() => {
    if (lastInView > results.length && results.length < total) onMore(results.length);
  }, [lastInView, results.length, total, onMore]);

  const { moveFocus, holdKeys } = useFocusMove();
  /** Moves focus to result `next`, scrolling it into view and waiting for its row (and its page) to arrive. */
  const focusAt = (next: number) => {
    setFocused(next);
    virtualizer.scrollToIndex(Math.floor(next / columns), { align: "auto" });
    moveFocus(() => grid.current?.querySelector<HTMLElement>(`[data-result="${next}"] .tile`) ?? null);
  };
  useEffect(() => {
    if (focusRequest) focusAt(Math.min(Math.max(0, total - 1), focusRequest.index));
    // Only a new request moves focus, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest?.n]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target as HTMLElement).classList.contains("tile")) return;
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 0) / (tileWidth + CAPTION + GAP))) * columns;
    const at = focused;
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns, PageDown: page, PageUp: -page, Home: -at, End: total - 1 - at };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = Math.min(total - 1, Math.max(0, at + step[event.key]!));
    if (next === at) return;
    if (event.shiftKey) onExtend?.(at, next);
    focusAt(next);
  };

  return (
    <div ref={grid} className="answer-grid" role="list" aria-label="Results" onKeyDownCapture={holdKeys} onKeyDown={onKeyDown} onFocus={(e) => {
        const at = Number((e.target as HTMLElement).closest<HTMLElement>("[data-result]")?.dataset.result);
        if (!Number.isNaN(at) && at !== focused) setFocused(at);
      }} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          className="answer-row"
          style={{ transform: `translateY(${item.start - margin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: Math.min(columns, total - item.index * columns) }, (_, k) => {
            const i = item.index * columns + k;
            const result = results[i];
            return (
              <div key={result?.id ?? `slot-${i}`} role="listitem" aria-setsize={total} aria-posinset={i + 1} className="result" data-result={i}>
                {result ? tile(result, i, i === focused) : <span className="tile tile-loading" aria-hidden="true" style={{ height: tileWidth + CAPTION }} />}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
