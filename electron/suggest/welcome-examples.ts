/**
 * @file The searches the welcome screen offers, drawn from the library itself: its people,
 * places, trips, busiest month and words read in its photos. Pure: the vocabulary and the
 * capture times come in; the caller asks each candidate as the user would and shows only those
 * that find photos.
 */
import type { ExampleAspect } from "../domain/suggestions";
import type { EntityKind } from "../index/graph/semantic-graph";

export interface VocabularyTerm {
  label: string;
  kind: EntityKind;
  photos: number;
}

export interface ExampleCandidate {
  text: string;
  /** What the example is about: one of each is shown before a second of any. */
  aspect: ExampleAspect;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A word read in photos that says something as a search: long enough, a word, not a number or code. */
const READABLE = /^\p{L}[\p{L}'-]{3,19}$/u;

/**
 * Candidates, best first within each aspect: the names with the most photos, and the month with
 * the most. `takenMs` are capture times as wall-clock milliseconds (null when unknown).
 */
export function exampleCandidates(vocabulary: readonly VocabularyTerm[], takenMs: Iterable<number | null>): ExampleCandidate[] {
  const top = (kind: EntityKind, count: number, keep: (t: VocabularyTerm) => boolean = () => true) =>
    vocabulary
      .filter((t) => t.kind === kind && keep(t))
      .sort((a, b) => b.photos - a.photos || a.label.localeCompare(b.label))
      .slice(0, count);
  const people = top("person", 3);
  const places = top("place", 3);
  const out: ExampleCandidate[] = [];
  for (const person of people.slice(0, 2)) for (const place of places.slice(0, 2)) out.push({ text: `${person.label} in ${place.label}`, aspect: "person-place" });
  for (const place of places) out.push({ text: `photos in ${place.label}`, aspect: "place" });
  for (const person of people) out.push({ text: `photos of ${person.label}`, aspect: "person" });
  for (const trip of top("event", 2)) out.push({ text: trip.label, aspect: "trip" });
  const month = busiestMonth(takenMs);
  if (month) out.push({ text: month, aspect: "month" });
  // A word read in several photos, not one that is everywhere (a watermark, a camera's stamp).
  for (const word of top("text", 3, (t) => t.photos >= 2 && READABLE.test(t.label))) out.push({ text: word.label, aspect: "text" });
  return out;
}

/** "July 2024": the month with the most photos, the latest of equals. */
export function busiestMonth(takenMs: Iterable<number | null>): string | null {
  const counts = new Map<number, number>();
  for (const ms of takenMs) {
    if (ms === null || !Number.isFinite(ms)) continue;
    const at = new Date(ms);
    const key = at.getUTCFullYear() * 12 + at.getUTCMonth();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: [number, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] > best[0])) best = entry;
  return best ? `${MONTHS[best[0] % 12]} ${Math.floor(best[0] / 12)}` : null;
}

/**
 * Up to `count` examples: the first of each aspect that finds photos, then more of any. `finds`
 * asks the candidate as the user would.
 */
export async function pickExamples(candidates: readonly ExampleCandidate[], finds: (text: string) => Promise<boolean>, count: number): Promise<ExampleCandidate[]> {
  const shown: ExampleCandidate[] = [];
  const failed = new Set<string>();
  for (const pass of [1, 2]) {
    for (const candidate of candidates) {
      if (shown.length >= count) return shown;
      if (shown.includes(candidate) || failed.has(candidate.text)) continue;
      if (pass === 1 && shown.some((s) => s.aspect === candidate.aspect)) continue;
      if (await finds(candidate.text)) shown.push(candidate);
      else failed.add(candidate.text);
    }
  }
  return shown;
}
