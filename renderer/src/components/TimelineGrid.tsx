import { useVirtualizer } from "@tanstack/react-virtual";
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { BrowseFilter, Timeline, TimelinePhoto } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { formatMonth, formatTaken } from "../format";
import { ErrorNote, Loading } from "./Notice";
import { useFocusMove } from "../use-focus-move";
import { useWidth } from "../use-width";
import { all, clicked, extend, extendByKey, NOTHING, ordered, toggle, type Selection } from "../selection";
import { SelectionActions, type SelectionContext } from "./SelectionActions";
import { startDragOut } from "../hand-over";
import { SelectMark } from "./SelectMark";

export const PAGE = 200;
const GAP = 6;
const MIN_TILE = 150;
const HEADER = 52;
/** Scrolling faster than this (px/ms), tiles fly past before a thumbnail could arrive: none is asked for. */
const FLING = 2.5;
/** …until the scroll has slowed or stopped for this long. */
const SETTLE_MS = 120;

export interface OpenedPage {
  photos: TimelinePhoto[];
  first: number;
  total: number;
  /** The photos from `offset` on, a page of them, for stepping past either end. */
  load: (offset: number) => Promise<TimelinePhoto[]>;
}

/** A month's heading, or one row of its tiles: `start` is the first photo's place in the order. */
type Row = { kind: "header"; label: string; count: number; year: string } | { kind: "tiles"; start: number; count: number };

interface Props {
  client: Client;
  filter: BrowseFilter;
  /** Opens the viewer on a photo: the page of photos it is in, that page's place in the timeline, and how to load more. */
  onOpen: (opened: OpenedPage, index: number) => void;
  onLoaded?: (timeline: Timeline) => void;
  /** A photo to give focus to, by its place in the timeline (the one the viewer closed on); each new `n` moves it once. */
  focusRequest?: { index: number; n: number } | null;
  /** What selected photos can be done with; no selection without it. */
  actions?: SelectionContext & { album?: { id: string; name: string } | null };
}

/**
 * Every photo, newest first, under month headings. Only the rows in view (and a few either side)
 * are in the page, and their photos are fetched a page of 200 at a time as they scroll in, so a
 * library of 100,000 scrolls as smoothly as one of 100. Tiles are fixed squares with a placeholder
 * until the thumbnail arrives, so nothing moves while they load.
 */
export function TimelineGrid({ client, filter, onOpen, onLoaded, focusRequest, actions }: Props) {
  const [selection, setSelection] = useState<Selection>(NOTHING);
  /** The Select button is on: a click chooses a photo instead of opening it, until Done or Escape. */
  const [selecting, setSelecting] = useState(false);
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  /** Why photos dragged out of the window did not go. */
  const [dragError, setDragError] = useState<string | null>(null);
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const [error, setError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const width = useWidth(scroller);
  const pages = useRef(new Map<number, TimelinePhoto[] | "loading">());
  const [, setLoadedPages] = useState(0);
  const [flinging, setFlinging] = useState(false);
  const lastScroll = useRef({ top: 0, at: 0 });
  const settle = useRef<number | undefined>(undefined);
  const filterKey = JSON.stringify(filter);

  useEffect(() => {
    let live = true;
    pages.current = new Map();
    setTimeline(null);
    setError(null);
    client.timeline({ filter }).then(
      (t) => {
        if (!live) return;
        setTimeline(t);
        onLoaded?.(t);
      },
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter's contents, not its identity
  }, [client, filterKey]);


  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_TILE + GAP)));
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : MIN_TILE;
  const rows = useMemo(() => layOut(timeline, columns), [timeline, columns]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]!.kind === "header" ? HEADER : tile + GAP),
    overscan: 6,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rows, tile]);

  const photoAt = (i: number): TimelinePhoto | null => {
    const page = pages.current.get(Math.floor(i / PAGE));
    return Array.isArray(page) ? (page[i % PAGE] ?? null) : null;
  };
  const load = useCallback(
    (page: number) => {
      if (pages.current.has(page)) return;
      pages.current.set(page, "loading");
      client.timelinePhotos({ filter, offset: page * PAGE, limit: PAGE }).then(
        (photos) => {
          pages.current.set(page, photos);
          setLoadedPages((n) => n + 1);
        },
        (e: unknown) => {
          pages.current.delete(page);
          setError(errorText(e));
        },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, filterKey],
  );

  /** The selected photos' ids in timeline order, loading the pages not fetched yet. */
  const selectedIds = useCallback(async () => {
    const positions = ordered(selection);
    const needed = [...new Set(positions.map((i) => Math.floor(i / PAGE)))].filter((page) => !Array.isArray(pages.current.get(page)));
    const fetched = new Map(await Promise.all(needed.map(async (page) => [page, await client.timelinePhotos({ filter, offset: page * PAGE, limit: PAGE })] as const)));
    const at = (i: number) => {
      const page = pages.current.get(Math.floor(i / PAGE));
      return (Array.isArray(page) ? page : fetched.get(Math.floor(i / PAGE)))?.[i % PAGE]?.id;
    };
    return positions.map(at).filter((id): id is string => id !== undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, filterKey, selection]);

  const items = virtualizer.getVirtualItems();
  useEffect(() => {
    for (const item of items) {
      const row = rows[item.index];
      if (row?.kind !== "tiles") continue;
      load(Math.floor(row.start / PAGE));
      load(Math.floor((row.start + row.count - 1) / PAGE));
    }
  });

  /**
   * A flick through years of photos would otherwise queue a thumbnail for every tile it passes,
   * and the ones the user stops on would wait behind them; like a phone's gallery, tiles stay
   * placeholders while the grid flies and fill in once it slows.
   */
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const now = performance.now();
    const speed = Math.abs(element.scrollTop - lastScroll.current.top) / Math.max(1, now - lastScroll.current.at);
    lastScroll.current = { top: element.scrollTop, at: now };
    // Only a fast step holds the placeholders; slow scrolling lets them fill in once it has lasted SETTLE_MS.
    if (speed <= FLING) return;
    setFlinging(true);
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => setFlinging(false), SETTLE_MS);
  };
  useEffect(() => () => window.clearTimeout(settle.current), []);

  const open = (i: number) => {
    const page = pages.current.get(Math.floor(i / PAGE));
    if (!Array.isArray(page) || !timeline) return;
    const load = (offset: number) => client.timelinePhotos({ filter, offset, limit: PAGE });
    onOpen({ photos: page, first: i - (i % PAGE), total: timeline.total, load }, i % PAGE);
  };
  const { moveFocus, holdKeys } = useFocusMove();
  /** Arrow keys move between tiles, as in a file manager; the grid scrolls to keep focus in view. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const at = Number(target.dataset.index);
    if (!timeline || Number.isNaN(at)) return;
    if (actions && (event.ctrlKey || event.metaKey) && (event.key === "a" || event.key === "A")) {
      event.preventDefault();
      return setSelection(all(timeline.total));
    }
    if (actions && event.key === " ") {
      event.preventDefault();
      return setSelection(toggle(selection, at));
    }
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns, Home: -at, End: timeline.total - 1 - at }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(timeline.total - 1, Math.max(0, at + step));
    // Shift+arrows extend the selection as they move, from where the first one started.
    if (actions && event.shiftKey) setSelection((s) => extendByKey(s, at, next));
    const rowIndex = rows.findIndex((r) => r.kind === "tiles" && next >= r.start && next < r.start + r.count);
    virtualizer.scrollToIndex(rowIndex, { align: "auto" });
    // The tile may need a frame to be laid out, and its page to arrive, before it can take focus.
    moveFocus(() => scroller.current?.querySelector<HTMLElement>(`[data-index="${next}"]`) ?? null);
  };

  // The photo the viewer closed on takes focus, scrolled into view, once its row and page are there.
  // A request made before this grid was laid out (another page's) is not for it.
  const focusHandled = useRef(focusRequest?.n);
  useEffect(() => {
    if (!focusRequest || !timeline || focusRequest.n === focusHandled.current) return;
    focusHandled.current = focusRequest.n;
    const at = Math.min(timeline.total - 1, Math.max(0, focusRequest.index));
    const rowIndex = rows.findIndex((r) => r.kind === "tiles" && at >= r.start && at < r.start + r.count);
    if (rowIndex >= 0) virtualizer.scrollToIndex(rowIndex, { align: "auto" });
    moveFocus(() => scroller.current?.querySelector<HTMLElement>(`[data-index="${at}"]`) ?? null);
    // Only a new request moves focus, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest?.n, timeline]);

  const years = useMemo(() => [...new Set(rows.flatMap((r) => (r.kind === "header" ? [r.year] : [])))], [rows]);
  const jump = (year: string) => virtualizer.scrollToIndex(rows.findIndex((r) => r.kind === "header" && r.year === year), { align: "start" });

  const favourites = useMemo(() => new Set(actions?.collections?.favourites ?? []), [actions?.collections]);

  if (error) return <ErrorNote error={error} />;
  return (
    <div className="timeline">
      {actions && (
        <SelectionActions
          {...actions}
          count={selection.positions.size}
          selecting={selecting}
          ids={selectedIds}
          onClear={() => {
            setSelection(NOTHING);
            setSelecting(false);
          }}
          menu={menu}
          onMenuClose={() => setMenu(null)}
        />
      )}
      {dragError && (
        <p className="error small drag-error" role="alert" data-testid="drag-error">
          {dragError}
        </p>
      )}
      <div className="timeline-scroll" ref={scroller} onKeyDownCapture={holdKeys} onKeyDown={onKeyDown} onScroll={onScroll} data-testid="timeline">
        {timeline === null ? (
          <Loading>Laying out your photos…</Loading>
        ) : timeline.total === 0 ? null : (
          <div className={`timeline-canvas${selecting ? " selecting" : ""}${selection.positions.size ? " has-selection" : ""}`} style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index]!;
              return (
                <div key={item.key} className="timeline-row" style={{ transform: `translateY(${item.start}px)`, height: item.size }}>
                  {row.kind === "header" ? (
                    <h2 className="month">
                      {row.label} <span className="muted small">{row.count.toLocaleString()}</span>
                    </h2>
                  ) : (
                    Array.from({ length: row.count }, (_, k) => {
                      const i = row.start + k;
                      const photo = photoAt(i);
                      const selected = selection.positions.has(i);
                      const favourite = photo !== null && favourites.has(photo.id);
                      return (
                        <Fragment key={i}>
                        <button
                          className={selected ? "grid-tile selected" : "grid-tile"}
                          data-index={i}
                          style={{ width: tile, height: tile, left: k * (tile + GAP) }}
                          aria-label={photo ? `${photo.name}${photo.takenAt ? `, ${formatTaken(photo.takenAt)}` : ""}${favourite ? ", favourite" : ""}` : "Loading photo"}
                          aria-pressed={actions ? selected : undefined}
                          disabled={!photo}
                          onClick={(event) => {
                            const next = actions ? clicked(selection, i, { ctrl: event.ctrlKey || event.metaKey || selecting, shift: event.shiftKey }) : null;
                            if (next) setSelection(next);
                            else open(i);
                          }}
                          onContextMenu={(event) => {
                            if (!actions) return;
                            event.preventDefault();
                            if (!selected) setSelection(toggle(NOTHING, i));
                            setMenu({ x: event.clientX, y: event.clientY });
                          }}
                          draggable={Boolean(actions && photo)}
                          onDragStart={(event) => {
                            if (!actions || !photo) return;
                            setDragError(null);
                            startDragOut(event, client, actions.shell, selected ? selectedIds : async () => [photo.id], setDragError);
                          }}
                          data-testid="grid-tile"
                        >
                          {favourite && <span className="tile-heart" aria-hidden="true">♥</span>}
                          {photo &&
                            !flinging &&
                            (photo.kind === "video" ? (
                              <span className="tile-video" aria-hidden="true">
                                <span className="play">▶</span>
                              </span>
                            ) : (
                              <img src={photo.thumbnailUrl} alt="" decoding="async" draggable={false} />
                            ))}
                          {/* The name and day on hover or focus, as an answer's tiles show them; the label says them to a screen reader. */}
                          {photo && (
                            <span className="tile-caption" aria-hidden="true">
                              <span className="tile-name">{photo.name}</span>
                              <span className="tile-date">{photo.takenAt ? formatTaken(photo.takenAt) : "No date"}</span>
                            </span>
                          )}
                        </button>
                        {actions && photo && (
                          <span className="select-mark-place" style={{ left: k * (tile + GAP) }}>
                            <SelectMark name={photo.name} selected={selected} onToggle={(event) => setSelection(event.shiftKey ? extend(selection, i) : toggle(selection, i))} />
                          </span>
                        )}
                        </Fragment>
                      );
                    })
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
      <div className="timeline-side">
        {actions && timeline !== null && timeline.total > 0 && (
          <button type="button" className={selecting ? "button small primary" : "button small"} aria-pressed={selecting} onClick={() => (selecting ? (setSelecting(false), setSelection(NOTHING)) : setSelecting(true))} data-testid="select-mode" title={selecting ? "Stop selecting (Esc)" : "Choose photos with a click"}>
            {selecting ? "Done" : "Select"}
          </button>
        )}
        {years.length > 1 && (
          <nav className="years" aria-label="Jump to a year">
            {years.map((y) => (
              <button key={y} className="year" onClick={() => jump(y)}>
                {y}
              </button>
            ))}
          </nav>
        )}
      </div>
    </div>
  );
}

function layOut(timeline: Timeline | null, columns: number): Row[] {
  if (!timeline) return [];
  const rows: Row[] = [];
  let start = 0;
  const section = (label: string, year: string, count: number) => {
    rows.push({ kind: "header", label, count, year });
    for (let k = 0; k < count; k += columns) rows.push({ kind: "tiles", start: start + k, count: Math.min(columns, count - k) });
    start += count;
  };
  for (const month of timeline.months) section(formatMonth(month.key), month.key.slice(0, 4), month.count);
  if (timeline.undated > 0) section("No date", "No date", timeline.undated);
  return rows;
}
