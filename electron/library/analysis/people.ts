/**
 * @file Faces into people: incremental clustering of face descriptors, and the user's edits
 * (naming, merging, splitting) that it must respect.
 *
 * Pure functions over rows, run in the engine. A person is a centroid of descriptors. A new face
 * joins the nearest person within `SAME_PERSON`, else starts a new one; so re-indexing a photo
 * puts its faces back with the people (and names) they had. Merging and splitting only move
 * faces and recompute centroids; names and relations stay with the person the user kept.
 */
import { randomUUID } from "node:crypto";
import { descriptorDistance } from "../../../native/face-distance";
import type { FaceRow, PersonRow } from "./analysis-store";

/**
 * Descriptor distance under which two faces are taken for one person. face-api's own examples
 * use 0.6; measured on the fixtures, the astronaut's mirror image is 0.22 away, a crop 0.08–0.10,
 * the nearest non-face 0.63. 0.5 keeps strangers apart at a small cost in recall.
 */
export const SAME_PERSON = 0.5;

function mean(descriptors: Array<ArrayLike<number>>): number[] {
  const out = new Array<number>(descriptors[0]?.length ?? 128).fill(0);
  for (const d of descriptors) for (let i = 0; i < out.length; i++) out[i]! += d[i]! / descriptors.length;
  return out;
}

function newPerson(faces: FaceRow[], now: string): PersonRow {
  return { id: randomUUID(), name: null, relation: null, centroid: mean(faces.map((f) => f.descriptor)), faces: faces.length, updated_at: now };
}

export interface Clustering {
  /** Faces with their person set. */
  faces: FaceRow[];
  /** People created or changed. */
  people: PersonRow[];
}

/** Puts each unassigned face with the nearest person, or a new one. */
export function assignFaces(faces: FaceRow[], people: PersonRow[], now = new Date().toISOString()): Clustering {
  const pool = people.map((p) => ({ ...p, centroid: [...p.centroid] }));
  const changed = new Set<PersonRow>();
  const assigned = faces.map((face) => {
    if (face.person_id) return face;
    let best: PersonRow | null = null;
    let bestDistance = SAME_PERSON;
    for (const person of pool) {
      // Someone known only by name (from metadata) has no face to compare with.
      if (person.faces === 0) continue;
      const d = descriptorDistance(face.descriptor, person.centroid);
      if (d < bestDistance) [best, bestDistance] = [person, d];
    }
    if (!best) {
      best = newPerson([face], now);
      pool.push(best);
    } else {
      // Running mean: the centroid follows the person as more of their faces arrive.
      const n = best.faces + 1;
      best.centroid = best.centroid.map((c, i) => c + (face.descriptor[i]! - c) / n);
      best.faces = n;
      best.updated_at = now;
    }
    changed.add(best);
    return { ...face, person_id: best.id };
  });
  return { faces: assigned, people: [...changed] };
}

/** Recomputes each person's centroid and count from the faces they hold now. */
export function recount(people: PersonRow[], faces: FaceRow[], now = new Date().toISOString()): PersonRow[] {
  return people.map((person) => {
    const theirs = faces.filter((f) => f.person_id === person.id);
    return theirs.length ? { ...person, centroid: mean(theirs.map((f) => f.descriptor)), faces: theirs.length, updated_at: now } : { ...person, faces: 0, updated_at: now };
  });
}

/** Moves every face of `from` to `into`; `into` keeps its name, or takes the first name among `from`. */
export function mergePeople(into: PersonRow, from: PersonRow[], faces: FaceRow[], now = new Date().toISOString()): { person: PersonRow; faces: FaceRow[] } {
  const absorbed = new Set(from.map((p) => p.id));
  const moved = faces.filter((f) => f.person_id && absorbed.has(f.person_id)).map((f) => ({ ...f, person_id: into.id }));
  const named = into.name ? into : { ...into, name: from.find((p) => p.name)?.name ?? null, relation: into.relation ?? from.find((p) => p.relation)?.relation ?? null };
  const all = [...faces.filter((f) => f.person_id === into.id), ...moved];
  return { person: recount([named], all, now)[0]!, faces: moved };
}

/** Takes some faces away from a person into a new, unnamed person. */
export function splitPerson(person: PersonRow, faceIds: string[], faces: FaceRow[], now = new Date().toISOString()): { kept: PersonRow; created: PersonRow; faces: FaceRow[] } {
  const chosen = new Set(faceIds);
  const leaving = faces.filter((f) => f.person_id === person.id && chosen.has(f.id));
  const created = newPerson(leaving, now);
  const moved = leaving.map((f) => ({ ...f, person_id: created.id }));
  const staying = faces.filter((f) => f.person_id === person.id && !chosen.has(f.id));
  return { kept: recount([person], staying, now)[0]!, created, faces: moved };
}
