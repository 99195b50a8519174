/**
 * @file The learning file: everything Recollect learned from the user — the searches they made,
 * the corrections they gave, and (from format 2) their favourites and albums — as one versioned JSON document, to back up, move to another
 * machine or inspect. Aliases and learned weights are not in it: they are derived from these.
 *
 * Pure. A file that is not one, is damaged, comes from a newer Recollect, or holds more than
 * Recollect takes in (`learning-limits.ts`) is refused whole with a message that says which;
 * nothing in it is silently dropped.
 */
import { z } from "zod";
import type { FeedbackRow } from "./feedback-store";
import type { LoggedSearch } from "./search-log";
import type { ClickRow } from "./suggestion-clicks";
import { StoredPlan } from "./stored-plan";
import { CollectionsDocument } from "../library/collections";
import { LEARNING_LIMITS, pastLearningLimit } from "./learning-limits";

export const LEARNING_FORMAT = "recollect-learning";
/** 2 added `collections`: a Recollect that reads only 1 refuses such a file rather than drop the albums. */
export const LEARNING_VERSION = 2;
/** Far above what years of searches make, far below what would exhaust memory. */
export const LEARNING_FILE_MAX_BYTES = LEARNING_LIMITS.bytes;

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const Id = z.lazy(() => z.string().min(1).max(200));
const When = z.lazy(() => z.string().datetime({ offset: true }));

const Search = z.lazy(() => z.object({
  id: Id,
  query: z.string().max(5000),
  key: z.string().max(10_000),
  // Every field, as strictly as the engine types it: a bad plan here would break every later search.
  plan: StoredPlan,
  limit: z.number().int().min(1).max(1000),
  at: When,
}));

const Correction = z.lazy(() => z.object({
  id: Id,
  query_key: z.string().max(10_000),
  query: z.string().max(5000),
  photo_id: Id,
  verdict: z.enum(["good", "bad", "better"]),
  other_id: z.string().max(200),
  evidence: z.string().max(10_000),
  at: When,
  undone: z.boolean(),
}));

const Click = z.lazy(() => z.object({
  text: z.string().max(1000),
  aspect: z.enum(["person", "place", "time", "event", "text", "looks", "memory", "kind"]),
  photo_id: Id,
  at: When,
}));

const LearningDocument = z.lazy(() => z.object({
  format: z.literal(LEARNING_FORMAT),
  version: z.union([z.literal(1), z.literal(LEARNING_VERSION)]),
  exportedAt: When,
  searches: z.array(Search),
  corrections: z.array(Correction),
  suggestionClicks: z.array(Click),
  /** Favourites and albums; absent from format 1. */
  collections: CollectionsDocument.optional(),
}));

export interface LearningDocument {
  format: typeof LEARNING_FORMAT;
  version: 1 | typeof LEARNING_VERSION;
  exportedAt: string;
  searches: LoggedSearch[];
  corrections: FeedbackRow[];
  suggestionClicks: ClickRow[];
  collections?: CollectionsDocument;
}

export class LearningFileError extends Error {}

export function toLearningDocument(searches: LoggedSearch[], corrections: readonly FeedbackRow[], suggestionClicks: readonly ClickRow[], now = new Date()): LearningDocument {
  return { format: LEARNING_FORMAT, version: LEARNING_VERSION, exportedAt: now.toISOString(), searches, corrections: [...corrections], suggestionClicks: [...suggestionClicks] };
}

/** Reads a learning file's text (or its parsed JSON), or throws a LearningFileError saying what is wrong with it. */
export function readLearningDocument(input: string | unknown): LearningDocument {
  let value: unknown = input;
  if (typeof input === "string") {
    const past = pastLearningLimit(null, Buffer.byteLength(input));
    if (past) throw new LearningFileError(past);
    try {
      value = JSON.parse(input);
    } catch {
      throw new LearningFileError("This file is not a Recollect learning file: it is not JSON, or it is cut short. Nothing was imported.");
    }
  }
  const head = value && typeof value === "object" ? (value as { format?: unknown; version?: unknown }) : {};
  if (head.format !== LEARNING_FORMAT) throw new LearningFileError("This file is not a Recollect learning file (it has no \"format\": \"recollect-learning\"). Nothing was imported.");
  if (typeof head.version === "number" && head.version > LEARNING_VERSION) {
    throw new LearningFileError(`This learning file was written by a newer Recollect (format ${head.version}); this one reads format ${LEARNING_VERSION}. Update Recollect, then import it again. Nothing was imported.`);
  }
  const past = pastLearningLimit(value);
  if (past) throw new LearningFileError(past);
  const parsed = LearningDocument.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.join(".") || "the document";
    // A text or a list past its bound is a limit, said as one; a value of the wrong kind is damage.
    if (issue.code === "too_big" && (issue.origin === "string" || issue.origin === "array")) {
      throw new LearningFileError(`This learning file holds more than Recollect takes in: ${where} is longer than ${issue.maximum} ${issue.origin === "string" ? "characters" : "entries"}. Nothing was imported.`);
    }
    throw new LearningFileError(`This learning file is damaged: ${where}: ${issue.message}. Nothing was imported.`);
  }
  return parsed.data;
}
