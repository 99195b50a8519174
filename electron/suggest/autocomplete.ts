/**
 * @file Completions for the search box: past searches that start with what is typed (not those
 * that found nothing), and the word being typed completed to a person, place, event or thing the
 * library knows. Pure: the vocabulary and the history come in.
 */
import type { Completion } from "../domain/suggestions";
import { fold } from "../words/terms";

export interface Term {
  label: string;
  kind: "person" | "place" | "event" | "thing";
  photos: number;
}

/** A past search as completions read it: `found` is what its asking found, when that was kept. */
export interface AskedBefore {
  query: string;
  at: string;
  found?: { total: number } | null;
}

export function complete(typed: string, vocabulary: readonly Term[], history: Iterable<AskedBefore>, limit: number): Completion[] {
  const text = typed.trimEnd();
  const folded = fold(text.trimStart());
  const out: Completion[] = [];
  const seen = new Set<string>([folded]);
  const push = (completion: Completion) => {
    const key = fold(completion.text.trim());
    if (seen.has(key) || out.length >= limit) return;
    seen.add(key);
    out.push(completion);
  };

  // Past searches: the most often asked first, then the latest; one whose latest asking found nothing is not offered again.
  const asked = new Map<string, { query: string; count: number; at: string; empty: boolean }>();
  for (const { query, at, found } of history) {
    if (query.includes("→")) continue; // a follow-up chain reads badly as a completion
    const key = fold(query.trim());
    const empty = found?.total === 0;
    const seenQuery = asked.get(key);
    if (!seenQuery) asked.set(key, { query: query.trim(), count: 1, at, empty });
    else {
      seenQuery.count++;
      if (at > seenQuery.at) [seenQuery.at, seenQuery.empty] = [at, empty];
    }
  }
  const past = [...asked.entries()].filter(([key, q]) => key.startsWith(folded) && !q.empty).sort((a, b) => b[1].count - a[1].count || b[1].at.localeCompare(a[1].at));
  const historyShare = folded ? Math.ceil(limit / 2) : limit;
  for (const [, { query, count }] of past.slice(0, historyShare)) push({ text: query, kind: "history", detail: count > 1 ? `searched ${count} times` : "searched before" });
  // After a space, the next word has not begun: nothing to complete.
  if (!folded || /\s$/.test(typed)) return out;

  // The word being typed, completed: names of several words match on any of them ("Col" → "Eileen Collins").
  const start = text.search(/\S+$/);
  const partial = fold(text.slice(start));
  if (partial.length < 2) return out;
  const before = text.slice(0, start);
  const matches = vocabulary
    .filter((t) => fold(t.label).split(/\s+/).some((word) => word.startsWith(partial)) && fold(t.label) !== partial)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.photos - a.photos || a.label.localeCompare(b.label));
  for (const term of matches) push({ text: `${before}${term.label}`, kind: term.kind, detail: `${term.photos} photo${term.photos === 1 ? "" : "s"}` });
  return out;
}

/** People and places are what people type most; then days out; then things. */
const KIND_ORDER: Record<Term["kind"], number> = { person: 0, place: 1, event: 2, thing: 3 };
