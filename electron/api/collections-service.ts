/**
 * @file The contract's calls for favourites and albums, on the engine's `Collections`.
 *
 * Runs in the engine's process. Photos are checked to be in the library before they are added,
 * so an album never holds an id nothing answers to; a smart album's count and cover come from its
 * search answered again, so they follow the library as it changes.
 *
 * Listing the albums answers only as many smart albums' searches as fit in `SMART_COUNTING_MS`,
 * those counted longest ago first; the others keep their last count (or have none yet) until a
 * later listing reaches them. Each is a whole search, and a library with many would otherwise wait
 * on all of them before its sidebar shows.
 */
import type { Album } from "../library/collections";
import { CollectionError, type Collections } from "../library/collections";
import type { PhotoStore } from "../store/store";
import type { AlbumSummary, Collections as CollectionsOut } from "./contract";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";
import type { SearchService } from "./search-service";

type CollectionHandlers = Pick<Handlers, "collections" | "setFavourite" | "createAlbum" | "addToAlbum" | "removeFromAlbum" | "renameAlbum" | "setAlbumOrder" | "deleteAlbum">;

/** How long one listing of the albums may spend answering smart albums' searches (at least one is answered). */
const SMART_COUNTING_MS = 400;

interface Count {
  photos: number | null;
  cover: string | null;
}

export function collectionsHandlers(collections: Collections, search: SearchService, store: PhotoStore, thumbnailUrl: (id: string) => string): CollectionHandlers {
  /** Each smart album's last count and cover, with the state of the library it was answered in and when. */
  const counted = new Map<string, Count & { state: string; turn: number }>();
  let turns = 0;
  /** Changes whenever a smart album's answer may: the index, the corrections, or the albums it may name. */
  const state = async () => `${(await search.current()).generation} ${search.learning.feedback.generation} ${collections.generation}`;
  const countSmart = async (album: Album, now: string): Promise<Count> => {
    const photos = await search.collectionPhotos(`album:${album.id}`);
    const count = { photos: photos.length, cover: photos[0] ?? null };
    counted.set(album.id, { ...count, state: now, turn: turns++ });
    return count;
  };
  const manual = (album: Album): Count => ({ photos: album.photoIds.length, cover: album.photoIds.at(-1) ?? null });
  const summaryOf = (album: Album, { photos, cover }: Count): AlbumSummary => ({ id: album.id, name: album.name, kind: album.kind, query: album.query, photos, coverUrl: cover ? thumbnailUrl(cover) : null, order: album.order ?? "newest" });
  /** One album, counted now: what a change to it answers. */
  const summary = async (album: Album): Promise<AlbumSummary> => summaryOf(album, album.kind === "manual" ? manual(album) : await countSmart(album, await state()));
  const all = async (): Promise<CollectionsOut> => {
    const albums = collections.albums();
    const now = await state();
    const present = new Set(albums.map((a) => a.id));
    for (const id of counted.keys()) if (!present.has(id)) counted.delete(id);
    const due = albums.filter((a) => a.kind === "smart" && counted.get(a.id)?.state !== now).sort((a, b) => (counted.get(a.id)?.turn ?? -1) - (counted.get(b.id)?.turn ?? -1));
    const started = performance.now();
    for (const album of due) {
      await countSmart(album, now);
      if (performance.now() - started >= SMART_COUNTING_MS) break;
    }
    return { favourites: collections.favourites(), albums: albums.map((a) => summaryOf(a, a.kind === "manual" ? manual(a) : (counted.get(a.id) ?? { photos: null, cover: null }))) };
  };
  const known = async (ids: readonly string[]) => {
    const index = await search.current();
    const unindexed = ids.filter((id) => index.number(id) === undefined);
    const found = unindexed.length ? await store.takenIds(unindexed) : new Set<string>();
    const missing = unindexed.find((id) => !found.has(id));
    if (missing) throw new RecollectError("not_found", `No photo with id ${missing} in this library.`, "It may have been deleted or its folder removed; search again.");
    return ids;
  };
  const run = async <T>(change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } catch (error) {
      if (error instanceof CollectionError) throw new RecollectError(error.reason === "not_found" ? "not_found" : "invalid_input", error.message, error.reason === "not_found" ? "Open the sidebar's albums to see the current ones." : undefined);
      throw error;
    }
  };

  return {
    collections: all,

    async setFavourite({ ids, on }) {
      // Taking a favourite away needs no check: an id no longer in the library may still be listed.
      await collections.setFavourite(on ? await known(ids) : ids, on);
      return all();
    },

    async createAlbum({ name, photoIds, query }) {
      if (photoIds?.length && query) throw new RecollectError("invalid_input", "An album is either photos you choose or a saved search, not both.");
      const contents = query ? { query } : { photoIds: await known(photoIds ?? []) };
      return summary(await run(() => collections.createAlbum(name, contents)));
    },

    async addToAlbum({ id, photoIds }) {
      await known(photoIds);
      return summary(await run(() => collections.addToAlbum(id, photoIds)));
    },

    async removeFromAlbum({ id, photoIds }) {
      return summary(await run(() => collections.removeFromAlbum(id, photoIds)));
    },

    async renameAlbum({ id, name }) {
      return summary(await run(() => collections.renameAlbum(id, name)));
    },

    async setAlbumOrder({ id, order }) {
      return summary(await run(() => collections.setAlbumOrder(id, order)));
    },

    async deleteAlbum({ id }) {
      await run(() => collections.deleteAlbum(id));
      return { deleted: true };
    },
  };
}
