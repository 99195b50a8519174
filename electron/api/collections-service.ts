/**
 * @file The contract's calls for favourites and albums, on the engine's `Collections`.
 *
 * Runs in the engine's process. Photos are checked to be in the library before they are added,
 * so an album never holds an id nothing answers to; a smart album's count and cover come from its
 * search answered now, so they follow the library as it changes.
 */
import type { Album } from "../library/collections";
import { CollectionError, type Collections } from "../library/collections";
import type { PhotoStore } from "../library/store";
import type { AlbumSummary, Collections as CollectionsOut } from "./contract";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";
import type { SearchService } from "./search-service";

type CollectionHandlers = Pick<Handlers, "collections" | "setFavourite" | "createAlbum" | "addToAlbum" | "removeFromAlbum" | "renameAlbum" | "setAlbumOrder" | "deleteAlbum">;

export function collectionsHandlers(collections: Collections, search: SearchService, store: PhotoStore, thumbnailUrl: (id: string) => string): CollectionHandlers {
  const summary = async (album: Album): Promise<AlbumSummary> => {
    const photos = await search.collectionPhotos(`album:${album.id}`);
    const cover = album.kind === "manual" ? photos[photos.length - 1] : photos[0];
    return { id: album.id, name: album.name, kind: album.kind, query: album.query, photos: photos.length, coverUrl: cover ? thumbnailUrl(cover) : null, order: album.order ?? "newest" };
  };
  const all = async (): Promise<CollectionsOut> => ({ favourites: collections.favourites(), albums: await Promise.all(collections.albums().map(summary)) });
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
