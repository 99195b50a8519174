/**
 * @file A closer look for faces where people are small or many: the face detector sees a photo
 * fitted inside 416×416 (`faces.ts`), where a face at the back of a group is a few pixels wide and
 * missed. Looked at again tile by tile, each tile magnified to the detector's side, the same face
 * is about 2.2 times as big and often found.
 *
 * Runs in the inference worker, as the face step of the analysis pass (`analyse-photo.ts`). Pure:
 * which photos get the closer look, where its tiles lie, and how its faces join the first look's.
 *
 * [Note: Closer faces where people are small or many] The tiles read several first looks' pixels,
 * so they are cut only where the object detector counted more people than the first look found
 * faces; a portrait, a selfie, a landscape get no second look (about one photo in ten of the
 * real-photo set gets one). Chosen on that set's calibration photos (`npm run bench:real-photos`):
 * 3×3 tiles of 0.45 found more faces than 2×2 of 0.6 and, unlike 4×4 of 0.34 (magnified past
 * what the 512-pixel decode holds), no face where none is; counting people the detector is surer
 * of (0.4, 0.5) sent fewer photos and found fewer faces, and a small person's box in the gate
 * sent none that the count did not.
 * Tiles overlap by more than a small face is wide, so every such face lies whole in one tile; a
 * face a tile cuts at an inner edge is left to its neighbour, and a face the first look found
 * keeps the first look's box (its descriptor stays the one earlier passes stored).
 */
import { bestBoxes, overlap, type Box } from "./boxes";
import type { DetectedObject } from "./objects";

/** Tiles across and down: each is magnified about 2.2 times past the first look. */
export const FACE_TILES = 3;
/** Each tile's share of the photo's side: three of 0.45 overlap neighbours by 0.175 of the photo. */
export const TILE_SHARE = 0.45;
/** The lowest person score the gate counts. */
export const COUNTED_PERSON = 0.3;
/** A closer face this near an inner tile edge (a share of the tile's side) may be a face cut in two. */
const EDGE = 0.01;
/** Two faces overlapping more than this are one (the face detector's own line, `faces.ts`). */
const SAME_FACE_IOU = 0.4;

/** The name a library stores with faces found this way ([Note: Which look found the faces]). */
export const FACES_MODEL = `tiny-face-detector+closer-${FACE_TILES}x${FACE_TILES}`;

/** Whether the object detector counted more people than the first look found faces. */
export function wantsCloserFaces(objects: readonly DetectedObject[], facesFound: number): boolean {
  return objects.filter((o) => o.label === "person" && o.score >= COUNTED_PERSON).length > facesFound;
}

/** The tiles, as fractions of the photo, overlapping evenly and covering it. */
export function faceTiles(): Box[] {
  const step = FACE_TILES > 1 ? (1 - TILE_SHARE) / (FACE_TILES - 1) : 0;
  const tiles: Box[] = [];
  for (let row = 0; row < FACE_TILES; row++) {
    for (let col = 0; col < FACE_TILES; col++) tiles.push({ x: col * step, y: row * step, width: TILE_SHARE, height: TILE_SHARE });
  }
  return tiles;
}

/**
 * A tile's faces placed in the photo: boxes from fractions of the tile to fractions of the photo,
 * those touching an edge the tile shares with another dropped.
 */
export function placedInPhoto<T extends { box: Box; score: number }>(tile: Box, found: readonly T[]): T[] {
  const inner = { left: tile.x > 0, top: tile.y > 0, right: tile.x + tile.width < 1 - 1e-9, bottom: tile.y + tile.height < 1 - 1e-9 };
  return found
    .filter((f) => !((inner.left && f.box.x <= EDGE) || (inner.top && f.box.y <= EDGE) || (inner.right && f.box.x + f.box.width >= 1 - EDGE) || (inner.bottom && f.box.y + f.box.height >= 1 - EDGE)))
    .map((f) => ({ ...f, box: { x: tile.x + f.box.x * tile.width, y: tile.y + f.box.y * tile.height, width: f.box.width * tile.width, height: f.box.height * tile.height } }));
}

/**
 * The first look's faces, then the closer look's that are none of them: a closer face overlapping
 * a first one, or holding its centre, is that face; closer faces seen in two tiles are one.
 */
export function mergeFaces<T extends { box: Box; score: number }>(first: readonly T[], closer: readonly T[]): T[] {
  const centreIn = (inner: Box, outer: Box) => {
    const x = inner.x + inner.width / 2;
    const y = inner.y + inner.height / 2;
    return x >= outer.x && x <= outer.x + outer.width && y >= outer.y && y <= outer.y + outer.height;
  };
  const fresh = closer.filter((c) => !first.some((f) => overlap(f.box, c.box) > SAME_FACE_IOU || centreIn(c.box, f.box) || centreIn(f.box, c.box)));
  return [...first, ...bestBoxes(fresh, SAME_FACE_IOU)];
}
