/**
 * @file How far indexing has got: the progress the engine reports while it scans, indexes, groups
 * and analyses a library.
 *
 * Pure data and types, importable from every process. Below the contract (`api/contract.ts`), which
 * sends it to the UI, and below the indexer (`library/indexer.ts`) and the search that read it, so
 * neither reaches up into the contract for it.
 *
 * Each schema is `z.lazy`, as the contract's are: [Note: The contract's schemas are built when
 * first used] in `api/contract.ts`.
 */
import { z } from "zod";

export const IndexProgress = z.lazy(() => z.object({
  /** "grouping": events, duplicates and bursts are being worked out after files changed. */
  state: z.enum(["idle", "scanning", "indexing", "grouping"]),
  folder: z.string().nullable(),
  /** Files found so far in the folder being indexed (final once `state` is "indexing"). */
  total: z.number().int(),
  /** Files looked at so far: indexed + unchanged + failed. */
  done: z.number().int(),
  indexed: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  unsupported: z.number().int(),
  /** Photos found at a new path and kept (renamed or moved). */
  moved: z.number().int(),
  /** Photos whose files are gone. */
  removed: z.number().int(),
  currentFile: z.string().nullable(),
  /** Folders waiting their turn after this one. */
  queued: z.number().int(),
  paused: z.boolean(),
  /** Files per second over the last few seconds; null before there is a measure. */
  ratePerSecond: z.number().nullable(),
  etaSeconds: z.number().nullable(),
  /**
   * True while events, copies and the text index are worked out again because a run that was cut
   * short (a crash, a kill) left them behind the photos: answers meanwhile lack some trips and
   * copies. Absent or false otherwise.
   */
  rebuilding: z.boolean().optional(),
  /**
   * The models' pass over indexed photos, which runs after indexing: "starting" (finding what is
   * left to do), then one look at each photo for everything but OCR — "clip" when CLIP is
   * installed (visual search and tags, with things and faces), else "objects" (things and faces)
   * — then "ocr" (text in the photos picked for it). "faces" is never sent; it stays in the
   * schema for clients built when it was a phase of its own. Null when it is not running.
   */
  analysis: z.object({ phase: z.enum(["starting", "clip", "objects", "ocr", "faces"]), done: z.number().int(), total: z.number().int(), failed: z.number().int() }).nullable(),
  /**
   * Why the last run stopped with work left, until the next one starts: "disk_full", the library's
   * disk is full (the photos written before it stay, and a run with space goes on from them).
   * Absent or null when nothing stopped it.
   */
  stopped: z.object({ reason: z.enum(["disk_full"]), message: z.string() }).nullable().optional(),
}));
export type IndexProgress = z.infer<typeof IndexProgress>;
