/**
 * @file The contract's calls about copies: which photos are folded as copies of one picture, and
 * "not a copy" for a wrong fold.
 *
 * Runs in the engine. A split is kept in the library (`kept-apart.ts`) and applied by regrouping,
 * so it holds through re-indexing and every later change to the photos.
 */
import type { CopyPhoto } from "./contract";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";
import { KeptApart } from "../library/grouping/kept-apart";
import type { Indexer } from "../library/indexer";
import { sql, type PhotoRow, type PhotoStore } from "../store/store";

type CopiesHandlers = Pick<Handlers, "copies" | "splitCopy">;

const COLUMNS = ["id", "name", "path", "format", "width", "height", "bytes", "dup_group"];

export function copiesHandlers(store: PhotoStore, indexer: Indexer, thumbnailUrl: (id: string) => string, refresh: () => Promise<void>): CopiesHandlers {
  const photo = async (id: string) => {
    const rows = (await store.photos.query().where(`id = ${sql(id)}`).select(COLUMNS).limit(1).toArray()) as PhotoRow[];
    if (!rows[0]) throw new RecollectError("not_found", `No photo with id ${id} in this library.`, "It may have been deleted or its folder removed; search again.");
    return rows[0];
  };
  /** The photos of a group, `first` at the head and the rest by path. */
  const group = async (dupGroup: string | null, first: string): Promise<CopyPhoto[]> => {
    if (!dupGroup) return [];
    const rows = (await store.photos.query().where(`dup_group = ${sql(dupGroup)}`).select(COLUMNS).toArray()) as PhotoRow[];
    rows.sort((a, b) => Number(b.id === first) - Number(a.id === first) || a.path.localeCompare(b.path));
    return rows.map((r) => ({ id: r.id, name: r.name, path: r.path, format: r.format, width: r.width, height: r.height, bytes: r.bytes, thumbnailUrl: thumbnailUrl(r.id) }));
  };

  return {
    async copies({ id }) {
      const row = await photo(id);
      return { photos: await group(row.dup_group, id) };
    },

    async splitCopy({ id }) {
      const row = await photo(id);
      const members = await group(row.dup_group, id);
      if (members.length < 2) throw new RecollectError("invalid_input", "This photo is not folded with any other.", "Only a photo shown as a copy of another can be split from it.");
      await (await KeptApart.open(store)).add(id, members.map((m) => m.id));
      await indexer.regroup();
      await refresh();
      const left = members.find((m) => m.id !== id)!;
      return { photos: await group((await photo(left.id)).dup_group, left.id) };
    },
  };
}
