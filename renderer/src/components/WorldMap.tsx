/**
 * @file The viewer's mini-map (`WorldMap`, a pin per point) and the land and borders the Places
 * map draws (`PlacesMap.tsx`): Natural Earth's countries from `world-atlas`, projected in the
 * renderer. Shipped with the app, so a map needs no tile server and no network.
 */
import { geoEqualEarth, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { useMemo } from "react";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countries from "world-atlas/countries-110m.json";

/** Natural Earth's 1:110m countries, shipped with the app: the map needs no tile server. */
const world = countries as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
/** Natural Earth land and borders, decoded once for every map of the app. */
export const land = feature(world, world.objects.land);
export const borders = mesh(world, world.objects.countries, (a, b) => a !== b);

export interface MapPoint {
  key: string;
  lat: number;
  lon: number;
  /** Radius in map pixels. */
  r: number;
  label: string;
}

interface Props {
  points: MapPoint[];
  width: number;
  height: number;
  /** Frame these points rather than the whole world (a photo's pin). */
  focus?: { lat: number; lon: number; degrees: number };
  onPoint?: (key: string) => void;
  label: string;
}

/** A world map with points on it, drawn as SVG from data in the app; no network. */
export function WorldMap({ points, width, height, focus, onPoint, label }: Props) {
  const { land: landPath, borders: borderPath, project } = useMemo(() => {
    const projection = geoEqualEarth();
    if (focus) {
      const d = focus.degrees;
      const box: GeoPermissibleObjects = { type: "MultiPoint", coordinates: [[focus.lon - d, focus.lat - d / 2], [focus.lon + d, focus.lat + d / 2]] };
      projection.fitExtent([[4, 4], [width - 4, height - 4]], box);
    } else {
      projection.fitExtent([[4, 4], [width - 4, height - 4]], { type: "Sphere" });
    }
    const path = geoPath(projection);
    return { land: path(land) ?? "", borders: path(borders) ?? "", project: (lon: number, lat: number) => projection([lon, lat]) };
  }, [width, height, focus?.lat, focus?.lon, focus?.degrees]);

  return (
    <svg className="world-map" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <rect className="sea" width={width} height={height} rx={10} />
      <path className="land" d={landPath} />
      <path className="borders" d={borderPath} />
      {points.map((p) => {
        const xy = project(p.lon, p.lat);
        if (!xy) return null;
        return (
          <circle key={p.key} className={onPoint ? "point clickable" : "point"} cx={xy[0]} cy={xy[1]} r={p.r} onClick={onPoint ? () => onPoint(p.key) : undefined}>
            <title>{p.label}</title>
          </circle>
        );
      })}
    </svg>
  );
}
