/**
 * @file Object tags: which of the things the detector found (`native/objects.ts`) a photo is
 * said to show, and how they are stored.
 *
 * Runs in the engine. The worker keeps every detection above its low floor, with boxes and
 * scores; the threshold that turns one into a tag is applied here, on reading, so a better
 * threshold needs no new pass. Pure.
 */
import { z } from "zod";
// Generated from WordNet by `build/data/object-words.ts`; imported, so the app's bundle carries it.
import words from "./object-words.json" with { type: "json" };
import vocabulary from "../../../native/tags/vocabulary.json" with { type: "json" };

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
/** One thing found, as stored: the class, the detector's score, and its box as fractions of the photo. */
export const StoredObject = z.lazy(() => z.object({
  label: z.string(),
  score: z.number(),
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
}));
export type StoredObject = z.infer<typeof StoredObject>;
const StoredObjects = z.lazy(() => z.array(StoredObject));

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
  /** CLIP's own tags for the photo name it too ([Note: Two models agree]). */
  agreed: boolean;
}

/**
 * [Note: Two models agree] With CLIP installed, each photo has the detector's things and CLIP's
 * zero-shot concepts (`visual-tags.ts`). Where a concept names a detected class — the class
 * itself or a kind of it ("tabby cat"), a word WordNet gives it ("puppy" for dog, "sofa" for
 * couch, "sandwich" for hot dog), or any of the vocabulary's people for "person", and an animal
 * only for an animal ("hot dog" is food) — the two agree:
 * - a detection from `AGREED_OBJECT_MIN` up is a tag, not only from `OBJECT_TAG_MIN`: without
 *   CLIP the detector's precision was 0.90–0.95 at 0.35–0.4 on real photos, and a
 *   second model saying the same thing only adds to it;
 * - the tag's link in the graph weighs `AGREED_OBJECT_WEIGHT`, as much as a memory, instead of an
 *   object's 0.8, so the photo's calibrated score rises.
 * Without CLIP nothing changes: the detector's tags carry visual queries alone. The lower floor
 * was not tuned on real CLIP vectors, which cannot be had here; it sits at the top of the range
 * the detector alone already held up in.
 */
export const AGREED_OBJECT_MIN = 0.35;
export const AGREED_OBJECT_WEIGHT = 1;

const GROUP_OF = new Map((vocabulary as { groups: Array<{ name: string; concepts: string[] }> }).groups.flatMap((g) => g.concepts.map((c) => [c, g.name] as const)));
/** COCO's animals: only the vocabulary's animals agree with them, and they agree with nothing else (COCO's "mouse" is a computer's, CLIP's an animal). */
const ANIMALS = new Set(["bird", "cat", "dog", "horse", "sheep", "cow", "elephant", "bear", "zebra", "giraffe"]);

/** Whether CLIP's concept ("a puppy", "tabby cat") names the detector's class ("dog"). */
export function agreesWith(label: string, concept: string): boolean {
  const phrase = concept.toLowerCase().replace(/^(an?|the) /, "");
  const group = GROUP_OF.get(concept) ?? GROUP_OF.get(phrase);
  if (label === "person") return group === "people" || phrase === "person" || phrase === "people";
  if (group && (group === "animal") !== ANIMALS.has(label)) return false;
  // "tabby cat", "sports car": a kind of the class, named by its last word.
  return phrase === label || phrase.endsWith(` ${label}`) || ((words as Record<string, string[]>)[label] ?? []).includes(phrase);
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

/**
 * The photo's tags: each class with a detection at or above `min`, or at or above
 * `AGREED_OBJECT_MIN` where one of CLIP's concepts for the photo (`looks`) names it, best first,
 * with how many there are (confident detections only; one for a tag CLIP alone raised).
 */
export function objectTags(json: string | null, min = OBJECT_TAG_MIN, looks: readonly string[] = []): ObjectTag[] {
  const byLabel = new Map<string, ObjectTag>();
  const agreed = new Map<string, boolean>();
  const agrees = (label: string) => agreed.get(label) ?? (agreed.set(label, looks.some((c) => agreesWith(label, c))), agreed.get(label)!);
  for (const o of readObjects(json)) {
    const sure = o.score >= min;
    if (!sure && !(o.score >= Math.min(min, AGREED_OBJECT_MIN) && agrees(o.label))) continue;
    const tag = byLabel.get(o.label);
    if (!tag) byLabel.set(o.label, { label: o.label, score: o.score, count: sure ? 1 : 0, agreed: agrees(o.label) });
    else if (sure) tag.count++;
  }
  for (const tag of byLabel.values()) tag.count = Math.max(1, tag.count);
  return [...byLabel.values()].sort((a, b) => b.score - a.score);
}

/** The detections that are tags (boxes and all), for the viewer: what `objectTags` counts. */
export function taggedDetections(json: string | null, looks: readonly string[] = []): StoredObject[] {
  const agreed = new Set(objectTags(json, OBJECT_TAG_MIN, looks).filter((t) => t.agreed).map((t) => t.label));
  return readObjects(json).filter((o) => o.score >= OBJECT_TAG_MIN || (agreed.has(o.label) && o.score >= AGREED_OBJECT_MIN));
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
