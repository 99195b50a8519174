import { describe, expect, it } from "vitest";
import { LibraryIndex } from "./library-index";
import { inOrder, photoOrder } from "./photo-order";
import { library } from "../testing/memory-library";

/** A library of `size` photos with dates drawn from a small set, so that ties are common. */
async function albumOf(size: number) {
  const lib = library();
  let seed = 7;
  const next = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  for (let i = 0; i < size; i++) {
    const r = next();
    const day = Date.UTC(2020, 0, 1 + Math.floor(next() * 40));
    // Some undated, some dated only by their file's time, the rest by the camera; copies share a date.
    if (r < 0.1) lib.add(`p${i}`, {});
    else if (r < 0.25) lib.add(`p${i}`, { taken_ms: day, taken_source: "mtime" });
    else lib.add(`p${i}${r < 0.35 ? " (copy)" : ""}`, { taken_ms: day });
  }
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return { lib, index };
}

/** What each order means, written as a plain sort: the definition the kept orders must match. */
function sortedPlainly(index: LibraryIndex, numbers: number[], order: "oldest" | "newest" | "recent"): number[] {
  const key = (n: number) => {
    const f = index.facts(n)!;
    if (f.takenMs === null) return Infinity;
    if (order === "oldest") return f.takenMs;
    return order === "recent" && f.mtimeOnly ? 1e15 - f.takenMs : -f.takenMs;
  };
  return [...numbers].sort((a, b) => key(a) - key(b) || index.tieOrder(a, b));
}

describe("the library in time order", () => {
  it("puts any set of photos in each order as a plain sort would, whether few are picked or most", async () => {
    const { index } = await albumOf(600);
    const all = index.all();
    for (const order of ["oldest", "newest", "recent"] as const) {
      // Few: sorted by rank. Most: picked out of the whole order.
      for (const subset of [all.filter((_, i) => i % 97 === 3), all.filter((_, i) => i % 3 !== 0), all]) {
        expect(inOrder(subset, (n) => n, index, order)).toEqual(sortedPlainly(index, subset, order));
      }
    }
    // Undated photos come last, in every order.
    const oldest = [...photoOrder(index, "oldest").photos];
    const firstUndated = oldest.findIndex((n) => index.facts(n)!.takenMs === null);
    expect(oldest.slice(firstUndated).every((n) => index.facts(n)!.takenMs === null)).toBe(true);
    // Photos dated only by their file's time follow every photo the camera dated, when recent.
    const recent = [...photoOrder(index, "recent").photos].filter((n) => index.facts(n)!.takenMs !== null);
    const firstMtime = recent.findIndex((n) => index.facts(n)!.mtimeOnly);
    expect(recent.slice(firstMtime).every((n) => index.facts(n)!.mtimeOnly)).toBe(true);
  });

  it("is made again when the index changes, and leaves out photos the index no longer has", async () => {
    const { lib, index } = await albumOf(50);
    const before = photoOrder(index, "newest");
    expect(photoOrder(index, "newest")).toBe(before);
    lib.add("newest", { taken_ms: Date.UTC(2030, 0, 1) });
    await index.refresh(lib.source);
    const after = photoOrder(index, "newest");
    expect(after).not.toBe(before);
    expect(index.facts(after.photos[0]!)!.id).toBe("newest");
    expect(inOrder([after.photos[0]!, 1_000_000], (n) => n, index, "newest")).toEqual([after.photos[0]]);
  });
});
