/**
 * @file Finds exact duplicates, near-duplicates and bursts. Pure.
 *
 * Exact: the same bytes (content hash). Near: the same picture saved twice (re-encoded, resized,
 * metadata stripped), which shows as difference hashes at most 4 bits apart. The hash is cut into
 * five bands: two hashes within 4 bits agree on at least one band, so only photos sharing a band
 * are compared and 100,000 photos group in well under a second. A hash with few bits set says
 * "mostly flat": receipts, documents and screenshots on white all hash near zero, so such hashes
 * are no evidence of sameness (their exact copies still group by content hash). Even an
 * informative hash only nominates a pair: documents with one layout hash alike, so the caller
 * confirms each pair with a second look (`copy-check.ts`) before it is folded. A heavy JPEG
 * re-save of a flat page stirs its hash (12–21 bits away) but not its calm hash, which ignores
 * differences under 2 grey levels: a few photos sharing one calm hash are looked at too. Pairs the user
 * said are not copies are never linked. Bursts: different shots from one camera less than
 * 2 seconds apart.
 */
import { popcount32 } from "../../../native/perceptual-hash";
import type { GroupingRow } from "../../store/store";

const NEAR_BITS = 4;
const BURST_MS = 2000;
const BANDS: Array<[number, number]> = [[0, 3], [3, 6], [6, 9], [9, 12], [12, 16]];
/** Fewest (and, mirrored, most) set bits a hash needs to say anything about the picture. */
const MIN_BITS = 12;
/** Most photos sharing one flat hash whose pairs are each looked at: 16 photos are 120 looks. */
const FLAT_GROUP_MOST = 16;

export function informative(phash: string): boolean {
  let bits = 0;
  for (const digit of phash) bits += [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4][parseInt(digit, 16)]!;
  return bits >= MIN_BITS && bits <= 64 - MIN_BITS;
}

class UnionFind {
  private parent = new Map<string, string>();
  find(x: string): string {
    let root = x;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    this.parent.set(x, root);
    return root;
  }
  union(a: string, b: string): void {
    const [ra, rb] = [this.find(a), this.find(b)];
    // The smaller id leads, so a group's id does not depend on the order photos arrived in.
    if (ra !== rb) ra < rb ? this.parent.set(rb, ra) : this.parent.set(ra, rb);
  }
}

/** Pairs of photos whose difference hashes say they may be the same picture: near copies to confirm. */
export function nearCopyCandidates<T extends GroupingRow>(rows: T[]): Array<[T, T]> {
  const pairs: Array<[T, T]> = [];
  const seen = new Set<string>();
  const add = (a: T, b: T) => {
    // The same bytes fold without a second look (`duplicateGroups`).
    if (a.content_hash && a.content_hash === b.content_hash) return;
    const key = pairKey(a.id, b.id);
    if (!seen.has(key) && seen.add(key)) pairs.push(a.id < b.id ? [a, b] : [b, a]);
  };
  // Photos with the very same hash are paired directly; distinct hashes are compared, each as two
  // 32-bit halves parsed once, so a pair costs two popcounts.
  const byHash = new Map<string, T[]>();
  // A flat hash says little alone ("mostly white", "one gradient"), but the very same flat hash on
  // a few photos is worth a second look at each pair of them: a rocket against a graded sky and
  // its resized copy hash alike, as do a receipt and its re-save. Hundreds of screenshots on white
  // sharing one are no evidence at all, and are not compared.
  // A resized copy may land one bit away: its neighbours, one bit flipped each, are looked up too.
  const flat = new Map<string, T[]>();
  for (const row of rows) {
    if (!row.phash || informative(row.phash)) continue;
    const same = flat.get(row.phash);
    if (same) same.push(row);
    else flat.set(row.phash, [row]);
  }
  for (const [phash, same] of flat) {
    if (same.length > FLAT_GROUP_MOST) continue;
    for (let i = 0; i < same.length; i++) for (let j = i + 1; j < same.length; j++) add(same[i]!, same[j]!);
    for (const near of oneBitAway(phash)) {
      const other = flat.get(near);
      if (!other || near < phash || same.length + other.length > FLAT_GROUP_MOST) continue;
      for (const a of same) for (const b of other) add(a, b);
    }
  }
  const contents = new Set<string>();
  for (const row of rows) {
    if (!row.phash || !informative(row.phash)) continue;
    // An exact copy of one already here folds by its bytes, and needs no looks of its own.
    if (row.content_hash) {
      const key = `${row.phash}|${row.content_hash}`;
      if (contents.has(key)) continue;
      contents.add(key);
    }
    const same = byHash.get(row.phash);
    if (same) same.push(row);
    else byHash.set(row.phash, [row]);
  }
  // A few with one hash are each looked at against the others: invoices of one layout hash alike,
  // and the re-save of the fourth is no copy of the first. Past a few, each joins the first only:
  // 300 copies of a photo are 299 pairs to look at, not 44,850 (groups close over the links).
  for (const same of byHash.values()) {
    if (same.length <= FLAT_GROUP_MOST) for (let i = 0; i < same.length; i++) for (let j = i + 1; j < same.length; j++) add(same[i]!, same[j]!);
    else for (const row of same.slice(1)) add(same[0]!, row);
  }
  // A page and its re-save at JPEG quality 45 hash 12–21 bits apart, the noise of the re-save
  // tipping the near-equal cells of its flat paper one way or the other; their calm hashes are one.
  // Only a few photos sharing one are looked at: hundreds of blank pages say nothing.
  const calm = new Map<string, T[]>();
  for (const row of rows) {
    if (!row.calm_hash) continue;
    const same = calm.get(row.calm_hash);
    if (same) same.push(row);
    else calm.set(row.calm_hash, [row]);
  }
  for (const same of calm.values()) {
    if (same.length <= FLAT_GROUP_MOST) for (let i = 0; i < same.length; i++) for (let j = i + 1; j < same.length; j++) add(same[i]!, same[j]!);
  }
  const hashed = [...byHash].map(([phash, same]) => ({ same, phash, hi: parseInt(phash.slice(0, 8), 16), lo: parseInt(phash.slice(8, 16), 16) }));
  for (const [from, to] of BANDS) {
    const buckets = new Map<string, typeof hashed>();
    for (const row of hashed) {
      const key = row.phash.slice(from, to);
      const bucket = buckets.get(key);
      if (bucket) bucket.push(row);
      else buckets.set(key, [row]);
    }
    for (const bucket of buckets.values()) {
      if (bucket.length < 2 || bucket.length > 500) continue; // a flat colour hash (all zeros) is no evidence
      for (let i = 0; i < bucket.length; i++) {
        const a = bucket[i]!;
        for (let j = i + 1; j < bucket.length; j++) {
          const b = bucket[j]!;
          if (popcount32(a.hi ^ b.hi) + popcount32(a.lo ^ b.lo) > NEAR_BITS) continue;
          // Few photos under the two hashes: every pair across them is looked at, as a receipt's
          // small copy may hash one bit from it and from the next visit's receipt alike.
          if (a.same.length * b.same.length <= FLAT_GROUP_MOST) for (const x of a.same) for (const y of b.same) add(x, y);
          else add(a.same[0]!, b.same[0]!);
        }
      }
    }
  }
  return pairs;
}

/** The 64 hashes one bit away from a 16-digit hex hash. */
function oneBitAway(phash: string): string[] {
  const out: string[] = [];
  for (let digit = 0; digit < phash.length; digit++) {
    const value = parseInt(phash[digit]!, 16);
    for (const bit of [1, 2, 4, 8]) out.push(phash.slice(0, digit) + (value ^ bit).toString(16) + phash.slice(digit + 1));
  }
  return out;
}

/** One key for a pair of photos, whichever order they come in. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export interface DuplicateOptions {
  /** Near copies whose second look confirmed them (`nearCopyCandidates`, then `copy-check.ts`). */
  confirmed?: Array<[GroupingRow, GroupingRow]>;
  /** `pairKey`s of photos the user said are not copies of each other. */
  apart?: Set<string>;
}

/** Photo id → its group's id, for photos that have a duplicate: the same bytes, or a confirmed near copy. */
export function duplicateGroups(rows: GroupingRow[], options: DuplicateOptions = {}): Map<string, string> {
  const apart = options.apart ?? new Set<string>();
  const groups = new UnionFind();
  const linked = new Set<string>();
  const link = (a: string, b: string) => {
    if (apart.has(pairKey(a, b))) return;
    groups.union(a, b);
    linked.add(a).add(b);
  };
  const byContent = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.content_hash) continue;
    const same = byContent.get(row.content_hash);
    if (same) {
      // The first earlier copy the user has not kept apart from this one.
      const earlier = same.find((other) => !apart.has(pairKey(other, row.id)));
      if (earlier) link(earlier, row.id);
      same.push(row.id);
    } else byContent.set(row.content_hash, [row.id]);
  }
  for (const [a, b] of options.confirmed ?? []) link(a.id, b.id);
  return new Map([...linked].map((id) => [id, groups.find(id)]));
}

/**
 * Photo id → its burst's id (the burst's first photo), for photos taken in a burst. Copies of one
 * photo share its capture time but are not a burst: `duplicates` keeps them apart.
 */
export function burstGroups(rows: GroupingRow[], duplicates: Map<string, string>): Map<string, string> {
  const picture = (row: GroupingRow) => duplicates.get(row.id) ?? row.id;
  const seen = new Set<string>();
  const timed = rows
    .filter((r) => r.taken_ms !== null && r.camera)
    .sort((a, b) => a.taken_ms! - b.taken_ms! || a.id.localeCompare(b.id))
    .filter((r) => !seen.has(picture(r)) && seen.add(picture(r)));
  const bursts = new Map<string, string>();
  for (let i = 1; i < timed.length; i++) {
    const [before, row] = [timed[i - 1]!, timed[i]!];
    if (row.taken_ms! - before.taken_ms! <= BURST_MS && row.camera === before.camera) {
      const lead = bursts.get(before.id) ?? before.id;
      bursts.set(before.id, lead);
      bursts.set(row.id, lead);
    }
  }
  return bursts;
}
