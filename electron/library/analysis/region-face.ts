/**
 * @file Which detected face a photo's metadata names: the face inside a named face region, for the
 * avatar of someone known only from metadata.
 *
 * Runs in the engine when People is listed. The regions are read again from the photo and its
 * `.xmp` sidecar (read-only, as always) instead of being kept in the library: only people without a
 * face of their own need them, a few photos each, and read fresh they follow an edited sidecar.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { overlap } from "../../../native/boxes";
import type { Container } from "../../../native/sniff";
import { readMetadata, type FaceRegion } from "../metadata";
import { readXmpFile, sidecarNames, siblingPath } from "../sidecars";
import type { FaceRow } from "./analysis-store";

type Box = NonNullable<FaceRegion["box"]>;

/** How much a detected face and a region must overlap (intersection over union) to be one face. */
export const SAME_FACE_IOU = 0.3;

/** The named regions of a photo, from the file and then its `.xmp` sidecar; none when unreadable. */
export async function regionsOf(file: string, container: Container): Promise<FaceRegion[]> {
  const embedded = await readMetadata(file, container).catch(() => null);
  const regions = [...(embedded?.regions ?? [])];
  for (const name of sidecarNames(path.basename(file)).xmp) {
    const sidecar = siblingPath(file, name);
    if (!(await fs.stat(sidecar).then((s) => s.isFile(), () => false))) continue;
    regions.push(...(await readXmpFile(sidecar)).regions);
    break;
  }
  return regions;
}

/**
 * The face among `faces` (boxes of the upright photo) that a region named `name` covers best. Writers
 * disagree on whether a region is placed on the photo as stored or as shown, so both are tried.
 */
export function namedFace(regions: FaceRegion[], name: string, faces: FaceRow[], orientation: number): FaceRow | null {
  const key = name.trim().toLocaleLowerCase();
  let best: { face: FaceRow; iou: number } | null = null;
  for (const region of regions) {
    if (!region.box || region.name.trim().toLocaleLowerCase() !== key) continue;
    const placings = orientation === 1 ? [region.box] : [region.box, upright(region.box, orientation)];
    for (const face of faces) {
      const iou = Math.max(...placings.map((box) => overlap(box, face)));
      if (iou >= SAME_FACE_IOU && (!best || iou > best.iou)) best = { face, iou };
    }
  }
  return best?.face ?? null;
}

/** A box on the photo as stored, placed on the photo as shown after its EXIF orientation (1–8). */
export function upright(box: Box, orientation: number): Box {
  const turn: Record<number, (u: number, v: number) => [number, number]> = {
    2: (u, v) => [1 - u, v],
    3: (u, v) => [1 - u, 1 - v],
    4: (u, v) => [u, 1 - v],
    5: (u, v) => [v, u],
    6: (u, v) => [1 - v, u],
    7: (u, v) => [1 - v, 1 - u],
    8: (u, v) => [v, 1 - u],
  };
  const move = turn[orientation];
  if (!move) return box;
  const [x1, y1] = move(box.x, box.y);
  const [x2, y2] = move(box.x + box.width, box.y + box.height);
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}
