/**
 * @file One photo as the UI shows it in full: its file, when and where it was taken, what the user
 * told Recollect about it, and what the models found in it.
 *
 * Pure data and types, importable from every process. Below the contract (`api/contract.ts`), which
 * returns it from `photo`, and below the suggestions made from one photo (`suggest/`).
 *
 * Each schema is `z.lazy`, as the contract's are: [Note: The contract's schemas are built when
 * first used] in `api/contract.ts`.
 */
import { z } from "zod";

export const Memory = z.lazy(() => z.object({ id: z.string(), photoId: z.string(), source: z.enum(["note", "chat"]), text: z.string(), createdAt: z.string() }));
export type Memory = z.infer<typeof Memory>;

/** Where a face is in its photo, as fractions of the upright photo's width and height. */
export const FaceBox = z.lazy(() => z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }));

export const PhotoDetails = z.lazy(() => z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  folder: z.string(),
  bytes: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  orientation: z.number().int(),
  takenAt: z.string().nullable(),
  takenOffset: z.string().nullable(),
  takenSource: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  camera: z.string().nullable(),
  lens: z.string().nullable(),
  kind: z.enum(["photo", "screenshot", "video"]),
  /** What the bytes are: jpeg, png, webp, heif, avif, tiff, gif, raw, video. */
  format: z.string(),
  /** "not_analysed": a video, listed with its metadata; its frames are not searched yet. */
  status: z.enum(["indexed", "not_analysed"]),
  durationS: z.number().nullable(),
  place: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  /** "morning", "weekend", "summer", "holiday: Christmas Day". */
  timeTags: z.array(z.string()),
  people: z.array(z.string()),
  /** Where each value came from: {"taken": "exif" | "xmp" | "xmp-sidecar" | "takeout" | "video" | "filename" | "mtime", "gps": …}. */
  sources: z.record(z.string(), z.string()),
  eventId: z.string().nullable(),
  duplicateGroup: z.string().nullable(),
  burstGroup: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.array(z.string()),
  /** What the user told Recollect about it. */
  memories: z.array(Memory),
  /** What the models found; null until the analysis pass has reached this photo. */
  analysis: z
    .object({
      /** The CLIP model that embedded it, or null. */
      clipModel: z.string().nullable(),
      /** Everyday things it looks like, best first, with CLIP's similarity. */
      tags: z.array(z.object({ concept: z.string(), score: z.number() })),
      /** Text read in it, or null when it was not read (judged unlikely to hold any) or not yet. */
      text: z.string().nullable(),
      faces: z.number().int().nullable(),
      /** Things found in it that count as its object tags ("dog", "cup"), with where; null before the detector ran. */
      objects: z.array(z.object({ label: z.string(), score: z.number(), box: FaceBox })).nullable(),
      /** Each face found, with the person it belongs to and their name when the user gave one. */
      faceBoxes: z.array(z.object({ box: FaceBox, personId: z.string().nullable(), name: z.string().nullable() })),
      /** Why analysis stopped on this photo. */
      problem: z.string().nullable(),
    })
    .nullable(),
  thumbnailUrl: z.string(),
  /** What the viewer shows: the original when a browser can decode it, else a large WebP rendition. */
  displayUrl: z.string(),
  originalUrl: z.string(),
}));
export type PhotoDetails = z.infer<typeof PhotoDetails>;
