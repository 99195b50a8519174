/**
 * @file The Places view's map: zoom and pan, nearby places gathered into one dot with their photo
 * count, every dot a button the keyboard reaches; Shift+drag draws a rectangle that searches that
 * area ("Search this view" does the same from the keyboard). Drawn as SVG from Natural Earth data shipped
 * with the app, like `WorldMap`; no tile server.
 */
import { geoEqualEarth, geoPath } from "d3-geo";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { borders, land } from "./WorldMap";
import type { Area } from "../../../electron/api/contract";
import { areaOf, drawnAreaProblem, MIN_DRAG_PX, onGlobe } from "../map-area";

export interface MapPlace {
  key: string;
  name: string;
  lat: number;
  lon: number;
  photos: number;
}

interface Props {
  places: MapPlace[];
  width: number;
  height: number;
  onPlace: (key: string) => void;
  /** A rectangle drawn on the map, or the view searched: its photos are asked for. */
  onArea?: (area: Area) => void;
}

/** Dots closer than this on screen (px) are drawn as one. */
const CLUSTER_PX = 26;
const MAX_ZOOM = 64;

interface Cluster {
  x: number;
  y: number;
  places: MapPlace[];
  photos: number;
}

/** Places gathered greedily, biggest first, into dots at least `CLUSTER_PX` apart at this zoom. */
function cluster(points: Array<{ place: MapPlace; x: number; y: number }>): Cluster[] {
  const clusters: Cluster[] = [];
  for (const point of [...points].sort((a, b) => b.place.photos - a.place.photos || a.place.key.localeCompare(b.place.key))) {
    const near = clusters.find((c) => Math.hypot(c.x - point.x, c.y - point.y) < CLUSTER_PX);
    if (near) {
      near.places.push(point.place);
      near.photos += point.place.photos;
    } else clusters.push({ x: point.x, y: point.y, places: [point.place], photos: point.place.photos });
  }
  return clusters;
}

export function PlacesMap({ places, width, height, onPlace, onArea }: Props) {
  const [view, setView] = useState({ k: 1, x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  /** The rectangle being drawn (Shift+drag), in the map's own pixels. */
  const [drawing, setDrawing] = useState<{ x0: number; y0: number; x1: number; y1: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { landPath, borderPath, project, invert } = useMemo(() => {
    const projection = geoEqualEarth().fitExtent([[4, 4], [width - 4, height - 4]], { type: "Sphere" });
    const path = geoPath(projection);
    return {
      landPath: path(land) ?? "",
      borderPath: path(borders) ?? "",
      project: (lon: number, lat: number) => projection([lon, lat]),
      invert: onGlobe((lonLat) => projection(lonLat), (xy) => projection.invert?.(xy) ?? null),
    };
  }, [width, height]);
  /** Searches what lies under a rectangle of the screen, as the map is now zoomed and panned. */
  const search = (x0: number, y0: number, x1: number, y1: number) => {
    const area = areaOf(x0, y0, x1, y1, (x, y) => invert((x - view.x) / view.k, (y - view.y) / view.k));
    setProblem(drawnAreaProblem(area));
    if (area) onArea?.(area);
  };
  const local = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const clusters = useMemo(() => {
    const points = places.flatMap((place) => {
      const xy = project(place.lon, place.lat);
      return xy ? [{ place, x: xy[0] * view.k + view.x, y: xy[1] * view.k + view.y }] : [];
    });
    return cluster(points).filter((c) => c.x > -20 && c.y > -20 && c.x < width + 20 && c.y < height + 20);
  }, [places, project, view, width, height]);
  const most = Math.max(1, ...clusters.map((c) => c.photos));

  /** Zooms by `factor` keeping the screen point (cx, cy) where it is. */
  const zoom = (factor: number, cx = width / 2, cy = height / 2) =>
    setView((v) => {
      const k = Math.min(MAX_ZOOM, Math.max(1, v.k * factor));
      if (k === 1) return { k: 1, x: 0, y: 0 };
      return { k, x: cx - ((cx - v.x) * k) / v.k, y: cy - ((cy - v.y) * k) / v.k };
    });
  const open = (c: Cluster) => {
    if (c.places.length === 1) return onPlace(c.places[0]!.key);
    // Several places under one dot: zoom in on them until they come apart.
    zoom(4, c.x, c.y);
  };
  /**
   * The wheel over the map zooms it, and only that: React listens to wheels passively, so the view
   * under the map would scroll too and carry the point under the pointer away. Zoomed all the way
   * out, a wheel turned towards the user scrolls the page past the map as usual.
   */
  const svg = useRef<SVGSVGElement>(null);
  const onWheel = useRef((_event: globalThis.WheelEvent) => {});
  onWheel.current = (event) => {
    if (event.deltaY > 0 && view.k === 1) return;
    event.preventDefault();
    const box = svg.current!.getBoundingClientRect();
    zoom(event.deltaY < 0 ? 1.5 : 1 / 1.5, event.clientX - box.left, event.clientY - box.top);
  };
  useEffect(() => {
    const element = svg.current!;
    const listener = (event: globalThis.WheelEvent) => onWheel.current(event);
    element.addEventListener("wheel", listener, { passive: false });
    return () => element.removeEventListener("wheel", listener);
  }, []);
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.shiftKey && onArea) {
      const { x, y } = local(event);
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setProblem(null);
      setDrawing({ x0: x, y0: y, x1: x, y1: y });
      return;
    }
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing) {
      const { x, y } = local(event);
      setDrawing(null);
      // A Shift+click is not a rectangle.
      if (Math.abs(x - drawing.x0) >= MIN_DRAG_PX && Math.abs(y - drawing.y0) >= MIN_DRAG_PX) search(drawing.x0, drawing.y0, x, y);
      return;
    }
    setTimeout(() => (drag.current = null));
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing) {
      const { x, y } = local(event);
      setDrawing({ ...drawing, x1: x, y1: y });
      return;
    }
    const start = drag.current;
    if (!start || event.buttons === 0) return;
    const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
    if (!start.moved && Math.hypot(dx, dy) < 4) return;
    start.moved = true;
    drag.current = { x: event.clientX, y: event.clientY, moved: true };
    setView((v) => (v.k === 1 ? v : { ...v, x: v.x + dx, y: v.y + dy }));
  };
  const onKey = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = 60;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (event.target !== event.currentTarget) return;
    if (event.key === "+" || event.key === "=") zoom(1.5);
    else if (event.key === "-") zoom(1 / 1.5);
    else if (moves[event.key] && view.k > 1) setView((v) => ({ ...v, x: v.x + moves[event.key]![0], y: v.y + moves[event.key]![1] }));
    else return;
    event.preventDefault();
  };

  return (
    <div className="places-map">
      <svg
        className={view.k > 1 ? "world-map zoomed" : "world-map"}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-label={`Map of ${places.length} places with photos. Plus and minus zoom, arrow keys move the map, Tab reaches each place; Shift+drag searches a rectangle.`}
        tabIndex={0}
        ref={svg}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        // Shift+drag draws a rectangle; without this it would also select the page's text.
        onMouseDown={(event) => event.shiftKey && event.preventDefault()}
        onKeyDown={onKey}
        data-testid="places-map"
      >
        <rect className="sea" width={width} height={height} rx={10} />
        <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
          <path className="land" d={landPath} vectorEffect="non-scaling-stroke" />
          <path className="borders" d={borderPath} vectorEffect="non-scaling-stroke" />
        </g>
        {clusters.map((c) => {
          const r = 7 + 10 * Math.sqrt(c.photos / most);
          const names = c.places.length === 1 ? c.places[0]!.name : `${c.places[0]!.name} and ${c.places.length - 1} more`;
          return (
            <g
              key={c.places.map((p) => p.key).join("|")}
              className="map-dot"
              role="button"
              tabIndex={0}
              aria-label={`${names}: ${c.photos} ${c.photos === 1 ? "photo" : "photos"}${c.places.length > 1 ? ", zoom in" : ""}`}
              data-testid="map-dot"
              onClick={() => !drag.current?.moved && open(c)}
              onKeyDown={(event) => {
                if (event.key !== "Enter" && event.key !== " ") return;
                event.preventDefault();
                open(c);
              }}
            >
              <circle cx={c.x} cy={c.y} r={r} />
              <text x={c.x} y={c.y} dy="0.35em" textAnchor="middle">
                {c.photos}
              </text>
              <title>{c.places.map((p) => `${p.name}: ${p.photos}`).join("\n")}</title>
            </g>
          );
        })}
        {drawing && (
          <rect
            className="map-area"
            x={Math.min(drawing.x0, drawing.x1)}
            y={Math.min(drawing.y0, drawing.y1)}
            width={Math.abs(drawing.x1 - drawing.x0)}
            height={Math.abs(drawing.y1 - drawing.y0)}
            data-testid="map-area"
          />
        )}
      </svg>
      <div className="map-controls" role="toolbar" aria-label="Map">
        <button className="icon-button" aria-label="Zoom in" onClick={() => zoom(1.5)}>
          +
        </button>
        <button className="icon-button" aria-label="Zoom out" disabled={view.k === 1} onClick={() => zoom(1 / 1.5)}>
          −
        </button>
        <button className="button small" disabled={view.k === 1} onClick={() => setView({ k: 1, x: 0, y: 0 })}>
          Whole world
        </button>
        {onArea && (
          <button className="button small" disabled={view.k === 1} onClick={() => search(0, 0, width, height)} title="Search the photos taken in the part of the map shown; or hold Shift and drag a rectangle" data-testid="map-search-view">
            Search this view
          </button>
        )}
      </div>
      {onArea && (
        <p className={problem ? "error small map-hint" : "muted small map-hint"} role={problem ? "alert" : undefined} data-testid="map-hint">
          {problem ?? "Hold Shift and drag to search a rectangle of the map."}
        </p>
      )}
    </div>
  );
}
