/**
 * @file Everything the analysis pass learns from one photo in one visit: it is decoded once
 * ([Note: One decode per photo] in `upright-pixels.ts`), then the text check, the object
 * detector, the face pipeline and CLIP each read those pixels.
 *
 * Runs in the inference worker. [Note: Faces only where there is a person] The object detector
 * runs first, and faces (detector, landmarks, descriptor, smile: four models, costly even on a
 * photo without a face) run only where it found a person at any score it keeps. Measured (`npm run bench:real-photos`, `faceGate`): on the 41 real
 * photos and a selfie-like close crop of each face found, no face was in a photo the gate
 * skipped. That set has only two people photos; the gate is one constant (`PERSON_GATE`) to
 * lower or drop if a larger set shows faces without a person.
 */
import type { ClipModel } from "./clip/clip-model";
import { pixelValuesOf } from "./clip/preprocess";
import { DEFAULT_MAX_PIXELS, type ImageSource } from "./decode";
import { FACES_SIDE, facesIn, type DetectedFace } from "./faces";
import { CLOSER_SIDE, CloserLook } from "./closer-look";
import type { PhotoColours } from "./colour-grid";
import { coloursOf } from "./colours";
import { CenterNet, OBJECTS_INPUT, type DetectedObject, type ObjectDetector } from "./objects";
import type { Container } from "./sniff";
import { holdsText } from "./text-likelihood";
import { uprightPixels } from "./upright-pixels";

/** Which analyses a photo still needs; what is not asked for is not run. */
export interface AnalysesWanted {
  clip: boolean;
  objects: boolean;
  faces: boolean;
  /** Whether the photo is likely to hold text worth reading (OCR itself runs apart, on few photos). */
  textCheck: boolean;
  /** Its colours: black and white or not, and the colour of each part (a table lookup a pixel). */
  colours: boolean;
}

export interface PhotoAnalysis {
  objects: { model: string; objects: DetectedObject[] } | null;
  /** Null when not asked for; empty when none were found or no person was (`personSeen`). */
  faces: DetectedFace[] | null;
  /** False when the object detector saw no person and the face pipeline was not run. */
  personSeen: boolean | null;
  holdsText: boolean | null;
  colours: PhotoColours | null;
  vector: Float32Array | null;
}

export interface Models {
  detector: ObjectDetector;
  /** The CLIP model, when one is installed and asked for. */
  clip: () => ClipModel;
}

/**
 * The object detector the pass runs: CenterNet, looking again closer where the first look saw
 * small things ([Note: A closer look where it pays] in `closer-look.ts`), both looks on one
 * session. Its `model` is what a library stores with the detections (`OBJECTS_MODEL`).
 */
export function shippedObjectDetector(): ObjectDetector {
  const first = new CenterNet();
  return new CloserLook(first, new CenterNet({ side: CLOSER_SIDE, sameWeightsAs: first }));
}

/**
 * The lowest person score that sends a photo to the face pipeline: every person the detector
 * keeps at all (its floor is 0.2), because a missed face costs more than a wasted look.
 */
export const PERSON_GATE = 0.2;

/** Pixels enough for every model: 512 on the long side for the detectors, 224 on the short for CLIP. */
const SHARED_SIZE = { longest: Math.max(OBJECTS_INPUT, FACES_SIDE), shortest: 224 };

/**
 * Looks at one photo. CLIP's input is returned rather than run, so a batch of photos goes through
 * the model together (the worker's `analysePhotos`).
 */
export async function analysePhoto(source: ImageSource, container: Container, wanted: AnalysesWanted, models: Models, maxPixels = DEFAULT_MAX_PIXELS): Promise<{ analysis: PhotoAnalysis; clipInput: Float32Array | null }> {
  const photo = await uprightPixels(source, container, { ...SHARED_SIZE, shortest: wanted.clip ? models.clip().files.preprocess.crop : 0 }, maxPixels);
  const textCheck = wanted.textCheck ? holdsText(photo) : null;
  const clipInput = wanted.clip ? pixelValuesOf(photo, models.clip().files.preprocess) : null;
  // The gate needs the detector's answer even when its tags are already stored.
  const objects = wanted.objects || wanted.faces ? await models.detector.detect(photo) : null;
  const personSeen = objects ? objects.some((o) => o.label === "person" && o.score >= PERSON_GATE) : null;
  // Where it counted more people than faces are found, the face detector looks closer ([Note: Closer faces where people are small or many] in `closer-faces.ts`).
  const faces = !wanted.faces ? null : personSeen === false ? [] : await facesIn(photo, objects ?? undefined);
  return {
    analysis: {
      objects: wanted.objects && objects ? { model: models.detector.model, objects } : null,
      faces,
      personSeen: wanted.faces ? personSeen : null,
      holdsText: textCheck ? await textCheck : null,
      colours: wanted.colours ? coloursOf(photo) : null,
      vector: null,
    },
    clipInput: clipInput ? await clipInput : null,
  };
}
