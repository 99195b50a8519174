/**
 * @file What Recollect proposes to search for: searches suggested from a photo, the aspects of the
 * welcome examples, the home screen's highlights, and completions of a query being typed.
 *
 * Pure data and types, importable from every process. Below the contract (`api/contract.ts`), which
 * returns them, and below `suggest/`, which makes them.
 *
 * Each schema is `z.lazy`, as the contract's are: [Note: The contract's schemas are built when
 * first used] in `api/contract.ts`.
 */
import { z } from "zod";

export const SuggestedSearch = z.lazy(() => z.object({ text: z.string(), aspect: z.enum(["person", "place", "time", "event", "text", "looks", "memory", "kind"]) }));
export type SuggestedSearch = z.infer<typeof SuggestedSearch>;

/** What the home screen shows of a library: on this day in an earlier year, the latest trip. */
export const Highlight = z.lazy(() => z.object({
  kind: z.enum(["on-this-day", "trip"]),
  /** "On this day, 3 years ago", "Your latest trip". */
  title: z.string(),
  /** The search that finds it ("29 November 2023", "Lisbon, 3–5 May 2024"): a click asks it. */
  query: z.string(),
  photos: z.number().int(),
  /** The answer's first photos, for the card. */
  thumbnailUrls: z.array(z.string()),
}));
export type Highlight = z.infer<typeof Highlight>;

/** What a welcome example is about. */
export const ExampleAspect = z.lazy(() => z.enum(["person-place", "person", "place", "trip", "month", "text"]));
export type ExampleAspect = z.infer<typeof ExampleAspect>;

export const Completion = z.lazy(() => z.object({
  /** The whole query, completed. */
  text: z.string(),
  kind: z.enum(["history", "person", "place", "event", "thing"]),
  /** What the completed word is ("12 photos"), for the list. */
  detail: z.string(),
}));
export type Completion = z.infer<typeof Completion>;
