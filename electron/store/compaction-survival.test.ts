import path from "node:path";
import { Field, Schema, Utf8 } from "apache-arrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { closeAndDelete, copyOfPhotos, indexedLibrary, PHOTOS, tempDir } from "../testing/fixtures";
import { PhotoStore } from "./store";

const NOTES = new Schema([new Field("id", new Utf8(), false), new Field("text", new Utf8(), true)]);

describe("a table the engine holds open", () => {
  it("is still read after a pass compacts it and drops the versions its writes made", async () => {
    const store = await PhotoStore.open(path.join(tempDir("compaction-handles"), "db"));
    try {
      const notes = await store.table("notes", NOTES);
      for (let i = 0; i < 6; i++) await notes.add([{ id: String(i), text: `note ${i}` }]);
      // Every write is older than what the pass keeps, so it may drop all but the newest version.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await store.compactAll(0);
      expect((await notes.query().toArray()).length).toBe(6);
      // And the engine's next handle of the same table is the same one, not a second view.
      expect(await store.table("notes", NOTES)).toBe(notes);
      await notes.add([{ id: "6", text: "after" }]);
      await store.compactAll(0);
      expect((await notes.query().toArray()).length).toBe(7);
    } finally {
      store.close();
    }
  });
});

/**
 * A person leaves the app open: they search, mark favourites, make and rename albums while the
 * library compacts itself on its schedule. Compaction rewrites every table's files and drops the
 * versions before; nothing the engine holds open may still be reading those.
 */
describe("an engine left open through its own compactions", () => {
  let service: RecollectService;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => void rejections.push(reason);

  beforeAll(async () => {
    process.on("unhandledRejection", onRejection);
    // A pass every 400 ms, keeping a superseded version for 300 ms: ten minutes of the app's
    // schedule in a second or two.
    service = await indexedLibrary([PHOTOS], { compaction: { everyMs: 400, keepMs: 300 } });
  });
  afterAll(async () => {
    process.off("unhandledRejection", onRejection);
    await closeAndDelete(service);
  });

  it("keeps answering every call, reading and writing, through several passes", async () => {
    const h = service.handlers;
    const ids = (await h.search({ query: "", limit: 50 })).results.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(3);
    const album = await h.createAlbum({ name: "Kept open", photoIds: ids.slice(0, 2) });
    const errors: string[] = [];
    const until = Date.now() + 10_000;
    let round = 0;
    // A second folder arrives meanwhile: its photos are written in batches, and the passes after
    // its indexing rewrite the photos table under the reads of the loop.
    const adding = h.addFolder({ path: copyOfPhotos() }).then(() => service.idle());
    // Two loops at once, as the UI polls while the person works.
    const worker = async (reads: boolean) => {
      while (Date.now() < until) {
        round++;
        const id = ids[round % ids.length]!;
        const calls: Array<() => Promise<unknown>> = reads
          ? [
              () => h.search({ query: round % 2 ? "cat" : "photos from 2024", limit: 10 }),
              () => h.timeline({}),
              () => h.timelinePhotos({ offset: 0, limit: 50 }),
              () => h.collections({}),
              () => h.photo({ id }),
              () => h.history({ offset: 0, limit: 20 }),
              () => h.indexStatus({}),
              () => h.places({}),
              () => h.events({}),
              () => h.people({}),
            ]
          : [
              () => h.setFavourite({ ids: [id], on: round % 3 !== 0 }),
              () => h.addToAlbum({ id: album.id, photoIds: [id] }),
              () => h.renameAlbum({ id: album.id, name: `Kept open ${round}` }),
              () => h.removeFromAlbum({ id: album.id, photoIds: [id] }),
              () => h.addMemory({ photoIds: [id], text: `note ${round}` }),
            ];
        for (const call of calls) {
          try {
            await call();
          } catch (error) {
            errors.push((error as Error).message);
          }
        }
      }
    };
    await Promise.all([worker(true), worker(false), adding]);
    expect(errors).toEqual([]);
    expect(rejections).toEqual([]);
    // The schedule ran while the calls did (each pass drops versions, so few are left).
    expect(service.compaction.passes).toBeGreaterThanOrEqual(5);
  });
});
