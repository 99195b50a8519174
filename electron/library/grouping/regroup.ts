/**
 * @file Brings events (trips and outings), duplicate groups and bursts up to date after files changed.
 *
 * Runs in the engine's process once a batch of indexing work is done. The grouping itself is
 * recomputed from a few columns of every photo, which stays cheap in a large library; only the photos
 * whose event or group changed, and the events that changed, are written.
 */
import { boundedCache } from "../../domain/bounded-cache";
import { contentHashFile } from "../content-hash";
import { LibrarySettings } from "../settings-file";
import type { EventRow, GroupingRow, PhotoStore } from "../../store/store";
import { loadDetail, samePicture, sameShape, type Detail } from "./copy-check";
import { burstGroups, duplicateGroups, nearCopyCandidates } from "./duplicates";
import { groupEvents } from "./events";
import { KeptApart } from "./kept-apart";

export interface RegroupReport {
  photosChanged: number;
  events: number;
}

export interface RegroupOptions {
  /** The library folder, whose thumbnails confirm near copies. */
  libraryDir: string;
}

export async function regroupLibrary(store: PhotoStore, options: RegroupOptions): Promise<RegroupReport> {
  const rows = await store.groupingRows();
  const hashed = await settleContentHashes(rows);
  const confirmed = await confirmNearCopies(nearCopyCandidates(rows), options.libraryDir);
  const apart = await (await KeptApart.open(store)).keys();
  const duplicates = duplicateGroups(rows, { confirmed, apart });
  const home = (await LibrarySettings.open(options.libraryDir)).get("home");
  const { events, membership } = groupEvents(rows, { home }, duplicates);
  const bursts = burstGroups(rows, duplicates);

  const changes: Array<Pick<GroupingRow, "id" | "content_hash" | "dup_group" | "burst_group" | "event_id">> = [];
  for (const row of rows) {
    const next = { dup_group: duplicates.get(row.id) ?? null, burst_group: bursts.get(row.id) ?? null, event_id: membership.get(row.id) ?? null };
    if (hashed.has(row.id) || next.dup_group !== row.dup_group || next.burst_group !== row.burst_group || next.event_id !== row.event_id) {
      changes.push({ id: row.id, content_hash: row.content_hash, ...next });
    }
  }
  // Only these columns are sent: a merge of a few columns leaves the rest of each row alone.
  if (changes.length > 0) await store.updatePhotoColumns(changes);

  const before = new Map((await store.listEvents()).map((e) => [e.id, e]));
  const same = (a: EventRow, b: EventRow) => a.title === b.title && a.start_at === b.start_at && a.end_at === b.end_at && a.photos === b.photos && a.place === b.place && a.kind === b.kind;
  const changedEvents = events.filter((e) => !before.has(e.id) || !same(before.get(e.id)!, e));
  const removed = [...before.keys()].filter((id) => !events.some((e) => e.id === id));
  await store.saveEvents(changedEvents, removed);
  return { photosChanged: changes.length, events: events.length };
}

/**
 * Full content hashes, computed only where two files share a size and quick hash: the one place
 * they are needed, to tell true copies from files that merely start and end alike. Fills them into
 * `rows` and returns the new ones by photo id.
 */
async function settleContentHashes(rows: GroupingRow[]): Promise<Map<string, string>> {
  const byQuick = new Map<string, GroupingRow[]>();
  for (const row of rows) {
    if (!row.quick_hash) continue;
    const key = `${row.bytes}:${row.quick_hash}`;
    const group = byQuick.get(key);
    if (group) group.push(row);
    else byQuick.set(key, [row]);
  }
  const found = new Map<string, string>();
  for (const group of byQuick.values()) {
    if (group.length < 2) continue;
    for (const row of group) {
      if (row.content_hash) continue;
      const hash = await contentHashFile(row.path).catch(() => null);
      if (hash) {
        row.content_hash = hash;
        found.set(row.id, hash);
      }
    }
  }
  return found;
}

/**
 * Verdicts on pairs already looked at, by both photos' ids and quick hashes: a regrouping after a
 * few new files looks again only at pairs that involve them.
 */
const verdicts = new Map<string, boolean>();

/** The candidate pairs that are copies at a second look: the same shape, and no block of the picture different. */
async function confirmNearCopies(pairs: Array<[GroupingRow, GroupingRow]>, libraryDir: string): Promise<Array<[GroupingRow, GroupingRow]>> {
  // The last few hundred thumbnails read: pairs come grouped by their first photo, and all of
  // them at once would hold one for every photo of the batch.
  const own = boundedCache<string, Promise<Detail | null>>(256);
  const detail = (id: string) => {
    let found = own.get(id);
    if (!found) {
      own.set(id, (found = loadDetail(libraryDir, id)));
    }
    return found;
  };
  const confirmed: Array<[GroupingRow, GroupingRow]> = [];
  for (const [a, b] of pairs) {
    const key = `${a.id}:${a.quick_hash}|${b.id}:${b.quick_hash}`;
    let same: boolean | null | undefined = verdicts.get(key);
    if (same === undefined) {
      same = sameShape(a, b) ? await secondLook(a.id, b.id) : false;
      // A thumbnail not written yet (indexing is still under way) is no verdict: looked at again next time.
      if (same !== null) verdicts.set(key, same);
    }
    if (same) confirmed.push([a, b]);
  }
  return confirmed;

  /** Whether the two are one picture; null when a thumbnail cannot be read yet. */
  async function secondLook(a: string, b: string): Promise<boolean | null> {
    let [first, second] = [await detail(a), await detail(b)];
    if (!first || !second) return null;
    // Compared at the smaller one's size: a small copy brought up to a large one's would blur.
    if (second.width * second.height > first.width * first.height) second = await loadDetail(libraryDir, b, first);
    else if (second.width !== first.width || second.height !== first.height) first = await loadDetail(libraryDir, a, second);
    return first !== null && second !== null ? samePicture(first, second) : null;
  }
}
