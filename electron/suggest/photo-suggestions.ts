/**
 * @file "Search like this": for a photo, searches a user would click that cover different aspects
 * of it — who is in it, where, when (its day out, its season, a holiday), the text in it, what
 * it looks like (CLIP's concepts, when the model is present), what the user told about it.
 * RL4Sugg's two parts, without training: each candidate gets a click likelihood (a prior per
 * aspect, raised by what this user clicked), then maximal marginal relevance picks a diverse few.
 *
 * Pure: the photo's details and the click counts come in; the service checks that each pick
 * finds the photo before showing it.
 */
import type { PhotoDetails } from "../domain/photo-details";
import { wordsOf } from "../words/split-words";

export type Aspect = "person" | "place" | "time" | "event" | "text" | "looks" | "memory" | "kind";

export interface Suggestion {
  text: string;
  aspect: Aspect;
  /** Estimated chance the user clicks it, before diversity. */
  score: number;
}

export interface ClickCounts {
  byAspect: ReadonlyMap<Aspect, number>;
  byText: ReadonlyMap<string, number>;
  total: number;
}

/** How likely each aspect is clicked before this user has clicked anything: people and memories first. */
const PRIOR: Record<Aspect, number> = { memory: 0.9, person: 0.85, event: 0.75, place: 0.7, text: 0.65, time: 0.55, looks: 0.5, kind: 0.35 };
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** CLIP concepts at or above this similarity describe the photo well enough to suggest. */
const LOOKS_MIN = 0.25;
/** MMR's balance between click likelihood and novelty. */
const LAMBDA = 0.7;

export function candidates(photo: PhotoDetails, eventTitle: string | null): Suggestion[] {
  const out: Suggestion[] = [];
  const add = (aspect: Aspect, text: string, weight = 1) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (clean && !out.some((s) => s.text.toLowerCase() === clean.toLowerCase())) out.push({ text: clean, aspect, score: PRIOR[aspect] * weight });
  };
  const names = photo.people.slice(0, 3);
  const place = photo.place ?? photo.region ?? photo.country;
  for (const name of names) add("person", `photos of ${name}`);
  if (names.length >= 2) add("person", `${names[0]} and ${names[1]}`, 0.95);
  if (place) add("place", `photos in ${place}`);
  if (names[0] && place) add("person", `${names[0]} in ${place}`, 0.9);
  if (eventTitle) add("event", eventTitle);
  if (photo.takenAt) {
    const [year, month] = photo.takenAt.slice(0, 7).split("-").map(Number) as [number, number];
    add("time", `photos from ${MONTHS[month - 1]} ${year}`);
    const holiday = photo.timeTags.find((t) => t.startsWith("holiday: "));
    if (holiday) add("time", `${holiday.slice("holiday: ".length)} ${year}`, 1.2);
    const season = photo.timeTags.find((t) => /^(spring|summer|autumn|winter)$/.test(t));
    if (season && place) add("time", `${season} ${year} in ${place}`, 0.9);
  }
  for (const memory of photo.memories.slice(0, 2)) add("memory", shorten(memory.text, 8));
  const text = photo.analysis?.text ?? "";
  const word = distinctiveWord(text);
  if (word) add("text", `the ${word.toLowerCase()} sign`, text.split(/\s+/).length <= 4 ? 1 : 0.8);
  if (/\b(total|subtotal|tax|vat|receipt|cash|change)\b/i.test(text)) add("text", "receipts", 0.9);
  for (const tag of (photo.analysis?.tags ?? []).filter((t) => t.score >= LOOKS_MIN).slice(0, 2)) {
    add("looks", tag.concept, Math.min(1.2, tag.score / 0.28));
    if (place) add("looks", `${tag.concept} in ${place}`, 0.9);
  }
  if (photo.kind === "screenshot") add("kind", "screenshots");
  if (photo.kind === "video") add("kind", "videos");
  return out;
}

/** Candidates weighted by what this user clicks, then a diverse pick of up to `count`. */
export function pickSuggestions(all: Suggestion[], clicks: ClickCounts, count: number): Suggestion[] {
  const aspects = new Set(all.map((s) => s.aspect)).size || 1;
  const weighted = all.map((s) => {
    // Laplace-smoothed share of clicks this aspect gets, relative to an even share: 1 with no clicks.
    const share = ((clicks.byAspect.get(s.aspect) ?? 0) + 1) / (clicks.total + aspects);
    const clickedBefore = clicks.byText.get(s.text.toLowerCase()) ?? 0;
    return { ...s, score: s.score * Math.sqrt(share * aspects) + Math.min(0.3, 0.1 * clickedBefore) };
  });
  const picked: Suggestion[] = [];
  const left = [...weighted];
  while (picked.length < count && left.length) {
    let best = 0;
    let bestValue = -Infinity;
    left.forEach((s, i) => {
      const redundancy = Math.max(0, ...picked.map((p) => likeness(s, p)));
      const value = LAMBDA * s.score - (1 - LAMBDA) * redundancy;
      if (value > bestValue) [best, bestValue] = [i, value];
    });
    picked.push(left.splice(best, 1)[0]!);
  }
  return picked;
}

/** How alike two suggestions are: the same aspect counts half, shared words the rest. */
export function likeness(a: Suggestion, b: Suggestion): number {
  const words = (s: Suggestion) => new Set(wordsOf(s.text.toLowerCase()).filter((w) => w.length > 2 && !["photos", "from", "the", "and"].includes(w)));
  const [x, y] = [words(a), words(b)];
  const shared = [...x].filter((w) => y.has(w)).length;
  const jaccard = shared / Math.max(1, new Set([...x, ...y]).size);
  return (a.aspect === b.aspect ? 0.5 : 0) + 0.5 * jaccard;
}

/** The longest word of the text read in a photo that looks like a word (letters, four or more). */
function distinctiveWord(text: string): string | null {
  const words = wordsOf(text, { lettersOnly: true }).filter((w) => w.length >= 4 && w.length <= 16);
  return words.sort((a, b) => b.length - a.length)[0] ?? null;
}

function shorten(text: string, words: number): string {
  const parts = text.replace(/^(this is|these are|remember that)\s+/i, "").split(/\s+/);
  return parts.slice(0, words).join(" ");
}
