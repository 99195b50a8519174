import { describe, expect, it } from "vitest";
import type { GroupingRow } from "../../store/store";
import { nearCopyCandidates, pairKey } from "./duplicates";

const T0 = Date.UTC(2024, 9, 31, 8, 12, 30);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** One picture's hash, informative (half its bits set), as near copies share it. */
const PHASH = "f0f0f0f0f0f0f0f0";

/** How each photo's time was found, and the file name that goes with it. */
const SOURCES: Record<string, { source: string; name: (ms: number) => string; clockless?: boolean }> = {
  exif: { source: "exif", name: () => "IMG_0001.jpg" },
  xmp: { source: "xmp", name: () => "DSC_0002.jpg" },
  takeout: { source: "takeout", name: () => "photo.jpg" },
  named: { source: "filename", name: (ms) => `Screenshot_${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-")}.png` },
  day: { source: "filename", name: (ms) => `IMG-${new Date(ms).toISOString().slice(0, 10).replace(/-/g, "")}-WA0001.jpg`, clockless: true },
  mtime: { source: "mtime", name: () => "copy.jpg" },
};
/** Pairs of sources, and whether they say a time the same way (two moments are then told apart). */
const PAIRS: Array<[string, string, boolean]> = [["exif", "exif", true], ["exif", "xmp", true], ["xmp", "takeout", true], ["named", "named", true], ["exif", "named", false], ["day", "day", false], ["exif", "mtime", false], ["mtime", "mtime", false]];
const GAPS = [0, 30_000, 2 * MINUTE, DAY, 365 * DAY];

function row(id: string, how: string, ms: number): GroupingRow {
  const { source, name, clockless } = SOURCES[how]!;
  const taken = clockless ? ms - (ms % DAY) : ms;
  return { id, path: `/p/${id}/${name(taken)}`, bytes: 1000, quick_hash: id, taken_at: null, taken_ms: taken, lat: null, lon: null, place: null, region: null, country: null, content_hash: `c-${id}`, phash: PHASH, calm_hash: null, camera: null, dup_group: null, burst_group: null, event_id: null, width: 100, height: 100, taken_source: source };
}

describe("two photos taken at two moments", () => {
  it("are no near copies to look at where both say when they were taken the same way, and are where either does not (sources × gap × order)", () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const [first, second, sameWay] of PAIRS) {
      for (const gap of GAPS) {
        for (const flipped of [false, true]) {
          const [a, b] = flipped ? [row("b", second, T0 + gap), row("a", first, T0)] : [row("a", first, T0), row("b", second, T0 + gap)];
          const nominated = nearCopyCandidates([a, b]).some(([x, y]) => pairKey(x.id, y.id) === pairKey("a", "b"));
          // A forwarded copy's day, or a file's time, says nothing of the moment: the pictures decide.
          const apart = sameWay && gap > MINUTE && !(first === "day");
          if (nominated === apart) wrong.push(`${first}/${second} ${gap / 1000}s apart${flipped ? " (flipped)" : ""}: ${nominated ? "nominated" : "kept apart"}`);
          cases++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });
});
