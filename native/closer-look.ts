/**
 * @file A second, closer look for small things: the people of a crowd, the cars down a street.
 * The detector sees a photo fitted inside 448×448 (`objects.ts`), where a person at the back of a
 * crowd is a few pixels tall; looked at again at `CLOSER_SIDE`, the same person is 1.7 times as
 * big and often found. The two looks' detections are merged by the detector's own suppression
 * (`boxes.ts`), so one thing seen in both is one box, at the better score.
 *
 * Runs in the inference worker, as the object step of the analysis pass (`analyse-photo.ts`).
 * Pure but for the detectors it is given.
 *
 * [Note: A closer look where it pays] The closer look reads three times the first look's pixels,
 * so it is taken only where the first saw a small thing of a class that comes in numbers
 * (`SMALL_THINGS`: people and road vehicles) at any score it keeps; a photo of one person filling
 * the frame, a cat, a landscape or a page gets no second look (about one photo in seven of the
 * real-photo set gets one). Chosen on that set's calibration photos (`npm run bench:real-photos`):
 * - a larger scale over 2×2 overlapping tiles at 448: tiles read four first looks' pixels and
 *   cut people in two at their inner edges (a portrait's one person came out as five), while the
 *   scale found as many more people with no such doubles;
 * - people and road vehicles only: closer, they were found where the first look missed them
 *   (crowds of 42 and 60 with no person found at the first look got 11 and 4), while the birds,
 *   boats and animals it added were wrong more often than right.
 */
import { bestBoxes } from "./boxes";
import type { DetectedObject, ObjectDetector } from "./objects";

/** The longest side of the closer look's input: 1.7 times the first look's 448. */
export const CLOSER_SIDE = 768;

/** Classes found in numbers and often small: a small one in the first look asks for the closer look. */
export const SMALL_THINGS: ReadonlySet<string> = new Set(["person", "bicycle", "car", "motorcycle", "bus", "truck"]);

/** A box at most this share of the photo's area is small: about a standing person a third of the photo tall. */
export const SMALL_AREA = 0.05;

/** The name a library stores with the detections this pair of looks gives ([Note: Which looks found the things]). */
export const OBJECTS_MODEL = `centernet-coco-human-3.3.6+closer-${CLOSER_SIDE}`;

/** Two boxes of one class overlapping more than this are one thing (the detector's own, `objects.ts`). */
const SAME_THING_IOU = 0.4;

/** Whether the first look's detections ask for a closer look ([Note: A closer look where it pays]). */
export function wantsCloserLook(first: readonly DetectedObject[]): boolean {
  return first.some((o) => SMALL_THINGS.has(o.label) && o.box.width * o.box.height <= SMALL_AREA);
}

/**
 * Both looks' detections as one list, best first: within a class, a box overlapping a better one
 * by more than the detector's own line is the same thing and is dropped. The closer look adds
 * only the small things it was taken for; what else it sees at its scale was seen (or rightly not)
 * by the first look, and a class the first look did not ask about is not judged again.
 */
export function mergeLooks(first: readonly DetectedObject[], closer: readonly DetectedObject[]): DetectedObject[] {
  const added = closer.filter((o) => SMALL_THINGS.has(o.label));
  return bestBoxes([...first, ...added], SAME_THING_IOU, (a, b) => a.label === b.label);
}

/** The shipped detector looking twice where it pays: `first` at its own size, `closer` at `CLOSER_SIDE`. */
export class CloserLook implements ObjectDetector {
  readonly model: string;

  constructor(
    readonly first: ObjectDetector,
    readonly closer: ObjectDetector,
  ) {
    this.model = `${first.model}+closer-${CLOSER_SIDE}`;
  }

  async detect(photo: Parameters<ObjectDetector["detect"]>[0]): Promise<DetectedObject[]> {
    const seen = await this.first.detect(photo);
    return wantsCloserLook(seen) ? mergeLooks(seen, await this.closer.detect(photo)) : seen;
  }
}
