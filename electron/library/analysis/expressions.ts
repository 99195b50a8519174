/**
 * @file What the faces of a photo say about it: someone smiles, it is a selfie (one face filling
 * much of the frame), a group photo (three faces or more). Pure; read from the analysis row's
 * `expressions` (`native/expressions.ts` measures each face's smile).
 */
import { z } from "zod";
import { objectWords, parseJson } from "./objects";

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const Expressions = z.lazy(() => z.array(z.object({ smile: z.number(), width: z.number() })));

/** A face smiles when the emotion model gives "happy" at least this share (astronaut 1.00, a man behind a camera 0.00). */
export const SMILE_MIN = 0.5;
/** A face this wide (a share of the photo's width) is held at arm's length: alone in the photo, a selfie. */
export const SELFIE_FACE_WIDTH = 0.3;
/** Faces that make a group photo. */
export const GROUP_FACES = 3;

export interface FaceScene {
  smiling: number;
  selfie: boolean;
  group: boolean;
}

export function faceScene(json: string | null | undefined): FaceScene {
  const parsed = json ? Expressions.safeParse(parseJson(json)) : null;
  const faces = parsed?.success ? parsed.data : [];
  return {
    smiling: faces.filter((f) => f.smile >= SMILE_MIN).length,
    selfie: faces.length === 1 && faces[0]!.width >= SELFIE_FACE_WIDTH,
    group: faces.length >= GROUP_FACES,
  };
}

/**
 * The graph links faces give a photo, as object entities: whoever's face is there is a person,
 * a smile is "a smiling face", three faces "a group of people".
 */
export function faceLinks(faces: number | null | undefined, scene: FaceScene): Array<{ label: string; words: string }> {
  return [
    ...(faces ? [{ label: "person", words: objectWords("person") }] : []),
    ...(scene.smiling ? [{ label: "smiling face", words: "smile smiling smiles smiley happy" }] : []),
    ...(scene.group ? [{ label: "group of people", words: "group crowd" }] : []),
  ];
}
