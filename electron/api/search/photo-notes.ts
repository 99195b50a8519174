/**
 * @file The user's notes on photos: the contract's `addMemory` and `removeMemory`, and "remember
 * that …" said in the search box, each found by the next search.
 *
 * Runs in the engine's process. A note goes into the memories table, into the index at once (no
 * re-read of the library), and into the sentence model's vectors when one is installed.
 */
import type { LibraryIndex } from "../../index/library-index";
import type { MemoryRow, MemoryStore } from "../../library/memories";
import type { QueryPlan } from "../../query/plan";
import type { MemoryMeanings } from "../../search/memory-meanings";
import type { PhotoStore } from "../../store/store";
import type { Memory } from "../contract";
import type { Handlers } from "../dispatch";
import { RecollectError } from "../errors";
import type { Answer } from "./answers";

export interface PhotoNotesParts {
  store: Pick<PhotoStore, "takenIds">;
  memories: MemoryStore;
  index: LibraryIndex;
  meanings: Pick<MemoryMeanings, "added" | "removed">;
  /** Reads the index again now: a removed note must stop finding its photos. */
  refresh: () => Promise<void>;
}

export class PhotoNotes {
  constructor(private readonly parts: PhotoNotesParts) {}

  handlers(): Pick<Handlers, "addMemory" | "removeMemory"> {
    const { memories, meanings } = this.parts;
    return {
      addMemory: async ({ photoIds, text }) => (await this.remember(photoIds, text, "note")).map(toMemory),
      removeMemory: async ({ id }) => {
        const removed = await memories.remove(id);
        if (removed) await Promise.all([this.parts.refresh(), meanings.removed(id)]);
        return { removed: removed !== null };
      },
    };
  }

  /** A photo's notes, as its details show them. */
  async of(photoId: string): Promise<Memory[]> {
    return (await this.parts.memories.forPhotos([photoId])).map(toMemory);
  }

  /** "remember that this is Leo at the airport": about the selected photos, or the one photo just found. */
  async fromChat(text: string, selection: string[], previous: QueryPlan | undefined): Promise<Answer> {
    const said = text.trim().replace(/[.!]+$/, "");
    const base = {
      query: `remember that ${said}`,
      interpretation: { time: null, words: [], unused: [], chips: [], language: "en", refinedByLlm: false, readings: [] },
      results: [],
      copiesFolded: 0,
      total: 0,
      more: 0,
      visualOff: false,
      rejected: false,
      misses: [],
      refines: null,
    };
    if (selection.length === 0) {
      return { ...base, remembered: null, message: `Select the photo${previous ? "s" : ""} this is about, then say it again: I keep memories with photos.` };
    }
    await this.remember(selection, said, "chat");
    return { ...base, remembered: { photoIds: selection, text: said }, message: `Remembered for ${selection.length === 1 ? "this photo" : `${selection.length} photos`}: “${said}”. You can search for it now.` };
  }

  async remember(photoIds: string[], text: string, source: "note" | "chat"): Promise<MemoryRow[]> {
    const { store, memories, index, meanings } = this.parts;
    const known = await store.takenIds(photoIds);
    const missing = photoIds.filter((id) => !known.has(id));
    if (missing.length) throw new RecollectError("not_found", `No photo with id ${missing[0]} in this library.`, "It may have been deleted or its folder removed; search again.");
    const rows = await memories.add(photoIds, source, text);
    for (const id of photoIds) index.addMemory(id, text.trim());
    // The memory is kept whatever becomes of its vector: a failed one is made at the next rebuild.
    await meanings.added(rows).catch((error: Error) => void process.stderr.write(`recollect: embedding a memory failed: ${error.message}\n`));
    return rows;
  }
}

function toMemory(row: MemoryRow): Memory {
  return { id: row.id, photoId: row.photo_id, source: row.source, text: row.text, createdAt: row.created_at };
}
