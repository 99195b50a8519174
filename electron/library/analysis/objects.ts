/**
 * @file Object tags: which of the things the detector found (`native/objects.ts`) a photo is
 * said to show, and how they are stored.
 *
 * Runs in the engine. The worker keeps every detection above its low floor, with boxes and
 * scores; the threshold that turns one into a tag is applied here, on reading, so a better
 * threshold needs no new pass. Pure.
 */
import { z } from "zod";
// Generated from WordNet by `make-object-words.ts`; imported, so the app's bundle carries it.
import words from "./object-words.json" with { type: "json" };

/** One thing found, as stored: the class, the detector's score, and its box as fractions of the photo. */
export const StoredObject = z.object({
  label: z.string(),
  score: z.number(),
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type StoredObject = z.infer<typeof StoredObject>;
const StoredObjects = z.array(StoredObject);

/**
 * Score at which a detection is a tag. Chosen on the real-photo set (`bench/eval/real-photos`):
 * below it, rocks were "sheep", clock hands "scissors" and a ladybird a "bird" (0.46–0.48); at it,
 * every tag on the set was right. Precision matters more than recall: a wrong "dog" in an answer
 * costs trust, a missed one is still found by its date or place. `npm run bench:objects` prints
 * precision and recall at each threshold.
 */
export const OBJECT_TAG_MIN = 0.5;

/**
 * How many of one thing a photo holds, when the count can be trusted: only for confident
 * detections, since the weak ones are mostly the same thing found twice or a thing that is not
 * there.
 */
export interface ObjectTag {
  label: string;
  score: number;
  count: number;
}

export function storeObjects(found: Array<{ label: string; score: number; box: { x: number; y: number; width: number; height: number } }>): string {
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return JSON.stringify(found.map((o) => ({ label: o.label, score: o.score, box: [round(o.box.x), round(o.box.y), round(o.box.width), round(o.box.height)] })));
}

/** The stored detections; a value this version cannot read counts as none found. */
export function readObjects(json: string | null): StoredObject[] {
  if (!json) return [];
  const parsed = StoredObjects.safeParse(parseJson(json));
  return parsed.success ? parsed.data : [];
}

/** The photo's tags: each class with a detection at or above `min`, best first, with how many there are. */
export function objectTags(json: string | null, min = OBJECT_TAG_MIN): ObjectTag[] {
  const byLabel = new Map<string, ObjectTag>();
  for (const o of readObjects(json)) {
    if (o.score < min) continue;
    const tag = byLabel.get(o.label);
    if (tag) tag.count++;
    else byLabel.set(o.label, { label: o.label, score: o.score, count: 1 });
  }
  return [...byLabel.values()].sort((a, b) => b.score - a.score);
}

/** The words that reach a class in a search: its name, what people call it, and what kind of thing it is. */
export function objectWords(label: string): string {
  return ((words as Record<string, string[]>)[label] ?? [label]).join(" ");
}

/** "a dog", "an umbrella": how an answer's reason names what is in it. */
export function objectPhrase(label: string): string {
  return /^[aeiou]/.test(label) ? `an ${label}` : `a ${label}`;
}

/** JSON from a store column; damaged text reads as null, for the caller's schema to refuse. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
