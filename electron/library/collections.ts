/**
 * @file Favourites and albums: the user's own groupings of photos, kept in `collections.json` in
 * the library folder and never in the photos themselves (originals are read-only).
 *
 * Runs in the engine's process. One object owns the file, written whole and synced after each
 * change (see [Note: Writing a file whole]), so a crash leaves the old version or the new one,
 * never half of either. A manual album lists photo ids; a smart album keeps the search it was
 * saved from and is answered again whenever it is opened, so it follows the library as it changes.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { z } from "zod";

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const PhotoId = z.lazy(() => z.string().regex(/^[0-9a-f]{16}$/));
export const ALBUM_NAME_MAX = 100;

export const Album = z.lazy(() => z.object({
  id: z.string().uuid(),
  name: z.string().trim().min(1).max(ALBUM_NAME_MAX),
  kind: z.enum(["manual", "smart"]),
  /** A manual album's photos, in the order they were added. Empty for a smart album. */
  photoIds: z.array(PhotoId).max(1_000_000),
  /** A smart album's search; null for a manual album. */
  query: z.string().max(1000).nullable(),
  createdAt: z.string().datetime({ offset: true }),
  /** How the album is shown: by date taken, newest or oldest first. Absent (older files): newest first. */
  order: z.enum(["newest", "oldest"]).optional(),
}));
export type Album = z.infer<typeof Album>;
export type AlbumOrder = NonNullable<Album["order"]>;

/** What the file holds, and what the learning file carries of it. */
export const CollectionsDocument = z.lazy(() => z.object({
  favourites: z.array(PhotoId).max(1_000_000),
  albums: z.array(Album).max(10_000),
}));
export type CollectionsDocument = z.infer<typeof CollectionsDocument>;

const FILE = "collections.json";

/** A request that cannot be done as asked; its message says why, for the user. */
export class CollectionError extends Error {
  constructor(
    message: string,
    readonly reason: "not_found" | "invalid",
  ) {
    super(message);
  }
}

export class Collections {
  #favourites: Set<string>;
  #albums: Album[];
  #writing: Promise<void> = Promise.resolve();
  /** Goes up with every change, so what is derived from the collections knows when to look again. */
  generation = 0;

  private constructor(
    private readonly file: string,
    document: CollectionsDocument,
  ) {
    this.#favourites = new Set(document.favourites);
    this.#albums = document.albums;
  }

  static async open(libraryDir: string): Promise<Collections> {
    const file = path.join(libraryDir, FILE);
    let document: CollectionsDocument = { favourites: [], albums: [] };
    try {
      const parsed = CollectionsDocument.safeParse(JSON.parse(await fs.readFile(file, "utf8")));
      if (parsed.success) document = parsed.data;
      else {
        // Kept aside rather than overwritten by the next change: the user's albums may be recoverable from it.
        await fs.rename(file, `${file}.damaged`);
        process.stderr.write(`recollect: ${file} is damaged (${parsed.error.issues[0]?.message}); it was moved to ${FILE}.damaged and favourites and albums start empty.\n`);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") process.stderr.write(`recollect: ${file} could not be read (${(error as Error).message}).\n`);
    }
    return new Collections(file, document);
  }

  isFavourite(id: string): boolean {
    return this.#favourites.has(id);
  }

  favourites(): string[] {
    return [...this.#favourites];
  }

  /** Marks or unmarks photos as favourites; returns how many changed. */
  async setFavourite(ids: readonly string[], on: boolean): Promise<number> {
    let changed = 0;
    for (const id of ids) {
      if (on === this.#favourites.has(id)) continue;
      if (on) this.#favourites.add(id);
      else this.#favourites.delete(id);
      changed++;
    }
    if (changed) await this.#save();
    return changed;
  }

  albums(): readonly Album[] {
    return this.#albums;
  }

  album(id: string): Album {
    const album = this.#albums.find((a) => a.id === id);
    if (!album) throw new CollectionError("That album is no longer there.", "not_found");
    return album;
  }

  /** The album with this name, compared as the user would (case and spacing aside). */
  named(name: string): Album | undefined {
    const wanted = foldName(name);
    return this.#albums.find((a) => foldName(a.name) === wanted);
  }

  /** A manual album of these photos, or (with `query`) a smart album that answers that search. */
  async createAlbum(name: string, contents: { photoIds: readonly string[] } | { query: string }, now = new Date()): Promise<Album> {
    this.#checkName(name, null);
    const album: Album = Album.parse({
      id: randomUUID(),
      name: name.trim(),
      kind: "query" in contents ? "smart" : "manual",
      photoIds: "query" in contents ? [] : [...new Set(contents.photoIds)],
      query: "query" in contents ? contents.query.trim() : null,
      createdAt: now.toISOString(),
    });
    this.#albums = [...this.#albums, album];
    await this.#save();
    return album;
  }

  async addToAlbum(id: string, photoIds: readonly string[]): Promise<Album> {
    const album = this.#manual(id);
    const have = new Set(album.photoIds);
    return this.#replace({ ...album, photoIds: [...album.photoIds, ...new Set(photoIds.filter((p) => !have.has(p)))] });
  }

  async removeFromAlbum(id: string, photoIds: readonly string[]): Promise<Album> {
    const album = this.#manual(id);
    const gone = new Set(photoIds);
    return this.#replace({ ...album, photoIds: album.photoIds.filter((p) => !gone.has(p)) });
  }

  async renameAlbum(id: string, name: string): Promise<Album> {
    const album = this.album(id);
    this.#checkName(name, id);
    return this.#replace({ ...album, name: name.trim() });
  }

  /** Shows the album's photos by date taken, newest or oldest first; the photos themselves are untouched. */
  async setAlbumOrder(id: string, order: AlbumOrder): Promise<Album> {
    return this.#replace({ ...this.album(id), order });
  }

  async deleteAlbum(id: string): Promise<void> {
    this.album(id);
    this.#albums = this.#albums.filter((a) => a.id !== id);
    await this.#save();
  }

  document(): CollectionsDocument {
    return { favourites: this.favourites(), albums: this.#albums.map((a) => ({ ...a, photoIds: [...a.photoIds] })) };
  }

  /**
   * Adds what another library's (or a backup's) collections hold: favourites join, an album with
   * the same id gains the photos it lacks, one with a name already taken here is kept under
   * "name (2)". Returns how many albums were new.
   */
  async merge(incoming: CollectionsDocument): Promise<{ favourites: number; albums: number }> {
    const before = this.#favourites.size;
    for (const id of incoming.favourites) this.#favourites.add(id);
    // By id and by name, once: a file may bring thousands of albums.
    const albums = [...this.#albums];
    const at = new Map(albums.map((a, i) => [a.id, i]));
    const names = new Set(albums.map((a) => foldName(a.name)));
    let added = 0;
    for (const album of incoming.albums) {
      const i = at.get(album.id);
      if (i !== undefined) {
        const same = albums[i]!;
        if (same.kind === "manual") {
          const have = new Set(same.photoIds);
          albums[i] = { ...same, photoIds: [...same.photoIds, ...album.photoIds.filter((p) => !have.has(p))] };
        }
        continue;
      }
      let name = album.name;
      for (let n = 2; names.has(foldName(name)); n++) name = `${album.name} (${n})`;
      at.set(album.id, albums.length);
      names.add(foldName(name));
      albums.push({ ...album, name });
      added++;
    }
    this.#albums = albums;
    await this.#save();
    return { favourites: this.#favourites.size - before, albums: added };
  }

  /** Forgets photos that left the library (their folder was removed). */
  async forget(ids: readonly string[]): Promise<void> {
    const gone = new Set(ids);
    const touches = this.#albums.some((a) => a.photoIds.some((p) => gone.has(p))) || ids.some((id) => this.#favourites.has(id));
    if (!touches) return;
    for (const id of ids) this.#favourites.delete(id);
    this.#albums = this.#albums.map((a) => ({ ...a, photoIds: a.photoIds.filter((p) => !gone.has(p)) }));
    await this.#save();
  }

  #manual(id: string): Album {
    const album = this.album(id);
    if (album.kind !== "manual") throw new CollectionError(`“${album.name}” is a smart album: it holds what its search finds (“${album.query}”), so photos cannot be added or removed by hand.`, "invalid");
    return album;
  }

  #checkName(name: string, self: string | null): void {
    const trimmed = name.trim();
    if (!trimmed) throw new CollectionError("An album needs a name.", "invalid");
    if (trimmed.length > ALBUM_NAME_MAX) throw new CollectionError(`An album's name is at most ${ALBUM_NAME_MAX} characters.`, "invalid");
    const other = this.named(trimmed);
    if (other && other.id !== self) throw new CollectionError(`There is already an album called “${other.name}”.`, "invalid");
  }

  async #replace(album: Album): Promise<Album> {
    this.#albums = this.#albums.map((a) => (a.id === album.id ? album : a));
    await this.#save();
    return album;
  }

  /** Writes the whole file, one write at a time, in the order the changes were made. */
  #save(): Promise<void> {
    this.generation++;
    const text = `${JSON.stringify(this.document())}\n`;
    const write = this.#writing.then(() => writeFileAtomic(this.file, text));
    this.#writing = write.catch(() => undefined);
    return write;
  }
}

export function foldName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}
