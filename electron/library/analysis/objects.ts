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
// Chosen on the real-photo set's calibration photos by `npm run bench:real-photos -- --split calibration --write-thresholds`.
import thresholds from "./object-thresholds.json" with { type: "json" };

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
 * Score at which a detection of a class without a line of its own is a tag: the lowest at which
 * the detector's tags on the real-photo set's calibration photos (`bench/eval/real-photos`), all
 * classes together, are right 9 times in 10. Precision matters more than recall: a wrong "dog" in
 * an answer costs trust. `objectTags` gives each class with enough examples its own line
 * (`confidentMin`), chosen the same way.
 */
export const OBJECT_TAG_MIN: number = thresholds.default;

/**
 * Score from which a detection below its class's line is kept as a probable tag: the lowest at
 * which the calibration photos' tags, all classes together, are right at least half the time.
 * A probable tag answers a search after the confident ones, said as "probably" ([Note: Probable
 * tags]), so nothing the detector saw with some confidence is silently dropped.
 */
export const PROBABLE_OBJECT_MIN: number = thresholds.probable;

const CLASS_MIN = new Map(Object.entries(thresholds.classes as Record<string, number>));

/** The score at which a detection of `label` is a confident tag: its class's own line, or the shared one. */
export function confidentMin(label: string): number {
  return CLASS_MIN.get(label) ?? OBJECT_TAG_MIN;
}

/**
 * [Note: Probable tags] A probable tag links its photo to an entity of its own, "probably a cat",
 * reached by the same words as "cat" but at `PROBABLE_OBJECT_WEIGHT`: a search finds the photo,
 * ranks it after the photos with a confident cat, and its reason says "a cat is probably in it".
 * Counts ("two people", "no people") read confident tags only. Where CLIP has tagged the photo
 * and none of its concepts names the thing, the weak detection is dropped instead: two models
 * disagree ([Note: Two models agree]).
 */
export const PROBABLE_OBJECT_WEIGHT = 0.6;
const PROBABLY = "probably ";

/** The entity a probable tag of `label` links to. */
export function probableEntity(label: string): string {
  return `${PROBABLY}${objectPhrase(label)}`;
}

/** Why an object link answered: "a cat is in it", "a cat is probably in it". */
export function objectReason(entity: string): string {
  return entity.startsWith(PROBABLY) ? `${entity.slice(PROBABLY.length)} is probably in it` : `${objectPhrase(entity)} is in it`;
}

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
  /** Below its class's line, at or above `PROBABLE_OBJECT_MIN`, on a photo CLIP has not tagged ([Note: Probable tags]). */
  probable: boolean;
}

export interface TagOptions {
  /** Also the probable tags, marked so (default false: confident tags only). */
  probable?: boolean;
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
 * The photo's tags: each class with a detection at or above `min` (by default its class's line,
 * `confidentMin`), or at or above `AGREED_OBJECT_MIN` where one of CLIP's concepts for the photo
 * (`looks`) names it, best first, with how many there are (confident detections only; one for a
 * tag CLIP alone raised). Asked for, the probable ones follow, marked.
 */
export function objectTags(json: string | null, min?: number, looks: readonly string[] = [], options: TagOptions = {}): ObjectTag[] {
  const byLabel = new Map<string, ObjectTag>();
  const agrees = agreementWith(looks);
  for (const o of readObjects(json)) {
    const line = min ?? confidentMin(o.label);
    const sure = o.score >= line;
    const confirmed = sure || (o.score >= Math.min(line, AGREED_OBJECT_MIN) && agrees(o.label));
    // Where CLIP looked at the photo and names no such thing, a weak detection is not even probable.
    if (!confirmed && !(options.probable && looks.length === 0 && o.score >= Math.min(line, PROBABLE_OBJECT_MIN))) continue;
    const tag = byLabel.get(o.label);
    if (!tag) byLabel.set(o.label, { label: o.label, score: o.score, count: sure ? 1 : 0, agreed: agrees(o.label), probable: !confirmed });
    else {
      if (sure) tag.count++;
      if (confirmed) tag.probable = false;
      tag.score = Math.max(tag.score, o.score);
    }
  }
  for (const tag of byLabel.values()) tag.count = Math.max(1, tag.count);
  return [...byLabel.values()].sort((a, b) => Number(a.probable) - Number(b.probable) || b.score - a.score);
}

/** The detections that are tags (boxes and all), for the viewer and a thing's colour: what `objectTags` counts. */
export function taggedDetections(json: string | null, looks: readonly string[] = []): StoredObject[] {
  const agrees = agreementWith(looks);
  return readObjects(json).filter((o) => o.score >= confidentMin(o.label) || (o.score >= AGREED_OBJECT_MIN && agrees(o.label)));
}

/** Whether CLIP's concepts for a photo (`looks`) name a class, asked once a class ([Note: Two models agree]). */
function agreementWith(looks: readonly string[]): (label: string) => boolean {
  const agreed = new Map<string, boolean>();
  return (label) => agreed.get(label) ?? (agreed.set(label, looks.some((c) => agreesWith(label, c))), agreed.get(label)!);
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
