/**
 * @file A rectangle drawn on the Places map, as part of a search: a hard constraint on the
 * photos' GPS, with its own chip so the user can take it away again ("area").
 *
 * Pure. The map draws in an equal-area projection whose meridians curve; the renderer sends the
 * box of latitudes and longitudes around what was drawn, and that box is what is searched.
 */
import { AREA_CHIP, type AreaRef, type QueryPlan } from "../query/plan";

export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

const LABEL = "the area on the map";

/** The plan narrowed to photos taken inside `box`, with a removable chip saying so. */
export function withArea(plan: QueryPlan, box: Box): QueryPlan {
  const area: AreaRef = { label: LABEL, ...box };
  const chip = { id: AREA_CHIP, kind: "place" as const, label: "Area on the map", span: null, note: `Photos whose GPS is between ${degrees(box.south, "N", "S")} and ${degrees(box.north, "N", "S")}, ${degrees(box.west, "E", "W")} and ${degrees(box.east, "E", "W")}` };
  return { ...plan, area, chips: [...plan.chips.filter((c) => c.id !== AREA_CHIP), chip] };
}

/** A search key's part for the area, so two different rectangles are two searches. */
export function areaKey(box: Box | undefined): string {
  return box ? `area:${[box.south, box.west, box.north, box.east].map((d) => d.toFixed(3)).join(",")}` : "";
}

function degrees(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(2)}°${value >= 0 ? positive : negative}`;
}
