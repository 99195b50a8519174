/**
 * @file The contract's suggestion calls: "search like this" under a photo, the clicks that teach
 * it, and the search box's completions.
 *
 * Runs in the engine's process. Each suggestion shown is checked to find the photo it was made
 * from: a suggestion that would not is never offered.
 */
import type { EntityKind } from "../index/graph/semantic-graph";
import type { PhotoStore } from "../store/store";
import { complete, type Term } from "../suggest/autocomplete";
import { candidates, pickSuggestions, type Suggestion } from "../suggest/photo-suggestions";
import { exampleCandidates, pickExamples, type ExampleCandidate } from "../suggest/welcome-examples";
import { latestTrip, onThisDay, onThisDayShown, type HighlightCandidate } from "../suggest/highlights";
import type { Highlight, PhotoDetails } from "./contract";
import type { Handlers } from "./dispatch";
import type { SearchService } from "./search-service";

const VOCABULARY_KINDS = new Set<EntityKind>(["person", "place", "event", "tag", "looks", "memory", "caption"]);
/** What the welcome examples are drawn from. */
const EXAMPLE_KINDS = new Set<EntityKind>(["person", "place", "event", "text"]);
const KIND_OF: Partial<Record<EntityKind, Term["kind"]>> = { person: "person", place: "place", event: "event" };

/** Photos a highlight's card shows. */
const HIGHLIGHT_PHOTOS = 4;

export function suggestHandlers(search: SearchService, store: PhotoStore, photo: (id: string) => Promise<PhotoDetails>, now: () => Date = () => new Date()): Pick<Handlers, "suggestions" | "suggestionClicked" | "complete" | "examples" | "highlights"> {
  const { learning } = search;
  let vocabulary: { generation: number; terms: Term[] } | null = null;
  /** The examples for the library as it was at `generation`: each costs a few searches to check. */
  let examples: { generation: number; shown: Promise<ExampleCandidate[]> } | null = null;

  return {
    async suggestions({ photoId, count }) {
      const details = await photo(photoId);
      const event = details.eventId ? await store.event(details.eventId) : null;
      const ranked = pickSuggestions(candidates(details, event?.title ?? null), learning.clicks.counts(), 12);
      const shown: Suggestion[] = [];
      for (const suggestion of ranked) {
        if (shown.length >= count) break;
        // Asked as the user would ask it: a suggestion must find the photo it came from.
        if ((await search.probe(suggestion.text)).has(photoId)) shown.push(suggestion);
      }
      return { suggestions: shown.map(({ text, aspect }) => ({ text, aspect })) };
    },

    async suggestionClicked({ photoId, text, aspect }) {
      await learning.clicks.add({ photo_id: photoId, text, aspect });
      return { logged: true };
    },

    async examples({ count }) {
      const index = await search.current();
      await index.graphReady;
      if (examples?.generation !== index.generation) {
        const found = exampleCandidates(index.graph.vocabulary(EXAMPLE_KINDS), index.all().map((n) => index.takenMs(n)));
        // Each is asked as the user would ask it: an example that finds nothing is never offered.
        const shown = pickExamples(found, async (text) => (await search.probe(text)).size > 0, 8);
        examples = { generation: index.generation, shown };
        shown.catch(() => (examples = null));
      }
      return { examples: (await examples.shown).slice(0, count) };
    },

    async highlights() {
      const index = await search.current();
      const today = now();
      // Each candidate is asked as the person would ask it, and shown only when it finds photos.
      const found = async (candidate: HighlightCandidate): Promise<Highlight | null> => {
        const { total, results } = await search.preview(candidate.query, HIGHLIGHT_PHOTOS);
        return total === 0 ? null : { ...candidate, photos: total, thumbnailUrls: results.map((r) => r.thumbnailUrl) };
      };
      const shown = await onThisDayShown(onThisDay(today, index.all().map((n) => index.takenMs(n))), found);
      for (const candidate of latestTrip(today, index.trips())) {
        const card = await found(candidate);
        if (card) {
          shown.push(card);
          break;
        }
      }
      return { highlights: shown };
    },

    async complete({ text, limit }) {
      const index = await search.current();
      if (!vocabulary || vocabulary.generation !== index.generation) {
        const terms = index.graph.vocabulary(VOCABULARY_KINDS).map((v) => ({ label: v.label, kind: KIND_OF[v.kind] ?? ("thing" as const), photos: v.photos }));
        // One entry per label: a place is also a caption word, a person also a memory's.
        const byLabel = new Map<string, Term>();
        for (const term of terms) {
          const key = term.label.toLowerCase();
          const seen = byLabel.get(key);
          if (!seen || (seen.kind === "thing" && term.kind !== "thing") || (seen.kind === term.kind && term.photos > seen.photos)) byLabel.set(key, term);
        }
        vocabulary = { generation: index.generation, terms: [...byLabel.values()] };
      }
      return { completions: complete(text, vocabulary.terms, await learning.log.unordered(), limit) };
    },
  };
}
