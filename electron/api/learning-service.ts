/**
 * @file The contract's calls about what Recollect learned: the history of searches and their
 * corrections, the learned aliases and weights, the personalization setting, and export, import
 * and reset of the learning file.
 *
 * Runs in the engine's process. Reset and import change what search reads at once: what is
 * learned is derived from the kept rows whenever they change.
 */
import type { LibrarySettings } from "../library/settings-file";
import { LearningFileError, readLearningDocument } from "../learn/learning-file";
import { pastSmartAlbumLimit } from "../learn/learning-limits";
import type { RefusedAlias } from "../learn/aliases";
import type { Collections } from "../library/collections";
import { DEFAULT_FUSION } from "../query/fuse";
import type { Correction, LearningStatus, PastSearch } from "./contract";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";
import { importLearningDocument } from "./learning-import";
import type { SearchService } from "./search-service";

export function learningHandlers(search: SearchService, settings: LibrarySettings, thumbnailUrl: (id: string) => string, libraryDir: string, collections: Collections): Pick<Handlers, "history" | "forgetSearches" | "learning" | "setPersonalize" | "exportLearning" | "importLearning" | "resetLearning"> {
  const { learning } = search;
  const status = async (): Promise<LearningStatus> => {
    const learned = learning.learned(await search.current());
    return {
      searches: await learning.log.count(),
      corrections: new Set(learning.feedback.rows().map((row) => row.id)).size,
      aliases: learned.aliases.map((alias) => ({
        phrase: alias.words.join(" "),
        meaning: alias.person?.label ?? alias.place?.label ?? alias.term!,
        kind: alias.person ? ("person" as const) : alias.place ? ("place" as const) : ("thing" as const),
        learnedFrom: alias.learnedFrom,
        confirmed: alias.confirmed,
      })),
      refusedAliases: learned.refusedAliases.map(refusal),
      weightsLearned: learned.fusion !== DEFAULT_FUSION,
      personalize: settings.get("personalize"),
    };
  };

  return {
    async history({ offset, limit }) {
      const { searches: page, total } = await learning.log.page(offset, limit);
      const byKey = new Map<string, Correction[]>();
      for (const row of learning.feedback.rows()) {
        const correction: Correction = { feedbackId: row.id, photoId: row.photo_id, verdict: row.verdict, over: row.other_id || null, at: row.at, undone: row.undone, thumbnailUrl: thumbnailUrl(row.photo_id) };
        const corrections = byKey.get(row.query_key);
        if (corrections) corrections.push(correction);
        else byKey.set(row.query_key, [correction]);
      }
      const index = await search.current();
      // A search asked several times is one entry, its latest asking, saying how many times.
      const searches = page.map(({ latest: s, asked }): PastSearch => ({
        queryId: s.id,
        query: s.query,
        at: s.at,
        asked,
        chips: s.plan.chips,
        corrections: [...(byKey.get(s.key) ?? [])].reverse(),
        // A photo removed from the library since is left out of the strip, not shown broken.
        found: s.found ? { total: s.found.total, photos: s.found.photoIds.filter((id) => index.number(id) !== undefined).map((id) => ({ id, thumbnailUrl: thumbnailUrl(id) })) } : null,
      }));
      return { searches, total };
    },

    async forgetSearches({ queryIds, all }) {
      if (all) return learning.forget(null);
      const keys = new Set<string>();
      for (const id of queryIds ?? []) {
        const known = await learning.log.get(id);
        if (!known) throw new RecollectError("not_found", `No search with id ${id} in the history.`, "It may have been forgotten already; open History again.");
        keys.add(known.key);
      }
      return learning.forget(keys);
    },

    learning: () => status(),

    async setPersonalize({ on }) {
      await settings.set({ personalize: on });
      return status();
    },

    async exportLearning() {
      const document = { ...(await learning.export()), collections: collections.document() };
      return { document: document as unknown as Record<string, unknown>, searches: document.searches.length, corrections: document.corrections.length, suggestionClicks: document.suggestionClicks.length, favourites: document.collections.favourites.length, albums: document.collections.albums.length };
    },

    async importLearning({ document }) {
      try {
        // Checked whole before anything of it is stored: a damaged album refuses the file as a damaged search does.
        const checked = readLearningDocument(document);
        const crowded = checked.collections && pastSmartAlbumLimit(collections.albums(), checked.collections);
        if (crowded) throw new LearningFileError(crowded);
        const counts = await importLearningDocument(learning, libraryDir, checked);
        const added = checked.collections ? await collections.merge(checked.collections) : { favourites: 0, albums: 0 };
        // What the file's searches would have taught that already means something is said, not learned.
        const imported = new Set(checked.searches.map((s) => s.query));
        const refusedAliases = learning.learned(await search.current()).refusedAliases.filter((r) => imported.has(r.learnedFrom)).map(refusal);
        return { ...counts, ...added, ...(refusedAliases.length ? { refusedAliases } : {}) };
      } catch (error) {
        if (error instanceof LearningFileError) throw new RecollectError("invalid_input", error.message);
        throw error;
      }
    },

    async resetLearning() {
      return learning.reset();
    },
  };
}

function refusal(refused: RefusedAlias): { phrase: string; meaning: string; learnedFrom: string; reason: string } {
  return { phrase: refused.words.join(" "), meaning: refused.meaning, learnedFrom: refused.learnedFrom, reason: refused.reason };
}
