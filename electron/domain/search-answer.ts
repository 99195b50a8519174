/**
 * @file What a search answers: the results and near misses, how the query was read (its time and
 * chips), and the message shown with them.
 *
 * Pure data and types, importable from every process. Below the contract (`api/contract.ts`), which
 * returns it from `search`, and below `search/search.ts`, which builds it.
 *
 * Each schema is `z.lazy`, as the contract's are: [Note: The contract's schemas are built when
 * first used] in `api/contract.ts`.
 */
import { z } from "zod";

export const TimeRange = z.lazy(() => z.object({
  /** Local wall-clock time of capture, ISO 8601 without offset; `end` is exclusive. */
  start: z.string(),
  end: z.string(),
  label: z.string(),
}));
export type TimeRange = z.infer<typeof TimeRange>;

export const Chip = z.lazy(() => z.object({
  /** Pass it in `search`'s `drop` to run the query again without this part. */
  id: z.string(),
  /** "event": a trip word read as that time and place; "unused": a word nothing in the library explains, shown greyed and not used. */
  kind: z.enum(["time", "place", "person", "words", "kind", "not", "count", "event", "unused", "album", "camera"]),
  label: z.string(),
  /** Why the chip reads as it does, for its tooltip ("nothing in your library mentions 'trip'"). */
  note: z.string().optional(),
  /** Where in the query it was said, [start, end), so the UI can edit that part; null when a follow-up carried it over. */
  span: z.tuple([z.number().int(), z.number().int()]).nullable(),
}));
export type Chip = z.infer<typeof Chip>;

/**
 * A negation the query could be read two ways: the reading the answer took, and the other. Pass
 * its id in `search`'s `readings` to run the query again read the other way.
 */
export const Reading = z.lazy(() => z.object({
  id: z.string(),
  /** "list": how far a negation reaches over "X and Y"; "attached": whether a thing said of what is left out goes with it; "verb": whether a verb leaves out or says what the photo shows. */
  kind: z.enum(["list", "attached", "verb"]),
  /** The words read two ways, [start, end) in the query. */
  span: z.tuple([z.number().int(), z.number().int()]),
  /** True when this answer is the reading the person chose over the parser's. */
  flipped: z.boolean(),
  /** What this reading has that the other does not, as chip labels ("not Aiko"). */
  chosen: z.array(z.string()),
  /** What the other reading has instead ("Aiko"). */
  other: z.array(z.string()),
}));
export type Reading = z.infer<typeof Reading>;

export const Interpretation = z.lazy(() => z.object({
  time: TimeRange.nullable(),
  words: z.array(z.string()),
  /** Words of the query that nothing in the library explains: the answer did not use them. */
  unused: z.array(z.string()),
  chips: z.array(Chip),
  /** The language whose parser read the query. */
  language: z.string(),
  /** True when a local LLM refined the plan. */
  refinedByLlm: z.boolean(),
  /** Where a negation could be read two ways: each reading taken, with the other one a click away. */
  readings: z.array(Reading),
}));
export type Interpretation = z.infer<typeof Interpretation>;

export const SearchResult = z.lazy(() => z.object({
  id: z.string(),
  path: z.string(),
  score: z.number(),
  reasons: z.array(z.string()),
  name: z.string(),
  takenAt: z.string().nullable(),
  kind: z.enum(["photo", "screenshot", "video"]),
  /** Copies of this photo (duplicates) folded into this result. */
  similar: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnailUrl: z.string(),
  /** For a near miss: what it lacks ("not in Tokyo", "weak match"). Empty for a result. */
  missed: z.array(z.string()),
}));
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchAnswer = z.lazy(() => z.object({
  queryId: z.string(),
  query: z.string(),
  interpretation: Interpretation,
  results: z.array(SearchResult),
  /** Results of this answer folded into another as copies of it; `showDuplicates` lists them. */
  copiesFolded: z.number().int(),
  /** How many results the answer has in all, each reachable with `moreResults`; `results` is the first `limit` of them. */
  total: z.number().int(),
  /** How many results come after those listed here (`moreResults` pages them); 0 when all are listed. */
  more: z.number().int(),
  /** True when the answer is "no such photo": nothing passed the calibrated threshold. */
  rejected: z.boolean(),
  /** Photos that came close, shown apart from the results, each saying what it lacks. */
  misses: z.array(SearchResult),
  /** What "remember that …" stored, when the query was one. */
  remembered: z.object({ photoIds: z.array(z.string()), text: z.string() }).nullable(),
  /** The answer this one refined, when it was a follow-up. */
  refines: z.string().nullable(),
  message: z.string(),
  /** Words were asked and no CLIP model is installed: what the photos show was not searched. */
  visualOff: z.boolean(),
  /** True when answered while events and copies are worked out again (`IndexProgress.rebuilding`); the message says so. */
  rebuilding: z.boolean().optional(),
  /** True when the library cannot be written (`IndexStatus.readOnly`): the search is not kept, and cannot be corrected. */
  readOnly: z.boolean().optional(),
  tookMs: z.number(),
}));
export type SearchAnswer = z.infer<typeof SearchAnswer>;
