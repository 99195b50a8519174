import { describe, expect, it } from "vitest";
import type { GroupingRow } from "../../store/store";
import { samePicture, type Detail } from "./copy-check";
import { burstGroups, duplicateGroups, nearCopyCandidates, pairKey } from "./duplicates";
import { eventTitle, groupEvents } from "./events";

const H = 3_600_000;
let n = 0;
function photo(at: string, extra: Partial<GroupingRow> = {}): GroupingRow {
  n++;
  return {
    id: `p${String(n).padStart(15, "0")}`, taken_at: at, taken_ms: Date.parse(`${at}Z`), lat: null, lon: null, place: null, region: null, country: null,
    path: `/photos/${n}.jpg`, bytes: 1000 + n, quick_hash: `q${n}`, content_hash: null, phash: null, calm_hash: null, camera: "Canon EOS R6", dup_group: null, burst_group: null, event_id: null, width: 4000, height: 3000, taken_source: "exif", ...extra,
  };
}
const paris = { lat: 48.8566, lon: 2.3522, place: "Paris", region: "Île-de-France", country: "France" };
const lyon = { lat: 45.764, lon: 4.8357, place: "Lyon", region: "Auvergne-Rhône-Alpes", country: "France" };

describe("events", () => {
  it("joins three days in Paris into one event and names it by place and dates", () => {
    const rows = ["2023-12-24T10:00:00", "2023-12-24T11:00:00", "2023-12-25T18:05:00", "2023-12-25T18:30:00", "2023-12-26T09:00:00"].map((t) => photo(t, paris));
    const { events, membership } = groupEvents(rows);
    expect(events.map((e) => [e.title, e.photos])).toEqual([["Paris, 24–26 Dec 2023", 5]]);
    expect(new Set(membership.values()).size).toBe(1);
  });

  it("splits at a pause of more than four hours, and when the photos move far away", () => {
    const day = ["2024-05-01T09:00:00", "2024-05-01T10:00:00", "2024-05-01T11:00:00"].map((t) => photo(t));
    const evening = ["2024-05-01T19:00:00", "2024-05-01T19:30:00", "2024-05-01T20:00:00"].map((t) => photo(t));
    expect(groupEvents([...day, ...evening]).events.map((e) => e.title)).toEqual(["1 May 2024", "1 May 2024"]);
    const trip = [photo("2024-06-01T09:00:00", paris), photo("2024-06-01T09:30:00", paris), photo("2024-06-01T10:00:00", paris),
      photo("2024-06-01T12:00:00", lyon), photo("2024-06-01T12:30:00", lyon), photo("2024-06-01T13:00:00", lyon)];
    expect(groupEvents(trip).events.map((e) => e.title)).toEqual(["Paris, 1 Jun 2024", "Lyon, 1 Jun 2024"]);
  });

  it("keeps a day's first photos without GPS with the day they start, however far the last trip was", () => {
    const seattle = { lat: 47.6062, lon: -122.3321, place: "Seattle", region: "Washington", country: "United States" };
    // Weeks after Paris, a camera without GPS takes the first photo at 08:10; the phone's first is 09:21.
    const before = ["2024-04-01T09:00:00", "2024-04-01T09:30:00", "2024-04-01T10:00:00"].map((t) => photo(t, paris));
    const first = photo("2024-05-23T08:10:00");
    const day = ["2024-05-23T09:21:00", "2024-05-23T10:00:00", "2024-05-23T11:00:00"].map((t) => photo(t, seattle));
    const { events, membership } = groupEvents([...before, first, ...day]);
    expect(events.map((e) => [e.title, e.photos])).toEqual([["Paris, 1 Apr 2024", 3], ["Seattle, 23 May 2024", 4]]);
    expect(membership.get(first.id)).toBe(membership.get(day[0]!.id));
  });

  it("joins a trip away from home across a quiet day and a stretch without GPS, but not two outings at home", () => {
    const seattle = { lat: 47.6062, lon: -122.3321, place: "Seattle", region: "Washington", country: "United States" };
    const home = ["2025-01-04", "2025-01-11", "2025-01-18", "2025-02-01", "2025-02-08", "2025-04-05", "2025-04-07"].flatMap((day) =>
      ["T10:00:00", "T10:30:00", "T11:00:00"].map((t) => photo(`${day}${t}`, paris)));
    const trip = [
      ...["2025-03-02T09:00:00", "2025-03-02T10:00:00", "2025-03-03T18:00:00", "2025-03-04T09:00:00"].map((t) => photo(t, seattle)),
      // GPS off for an afternoon: these say nothing about being elsewhere.
      ...["2025-03-04T15:00:00", "2025-03-04T15:30:00"].map((t) => photo(t)),
      // 5 March: no photos. 6 March: still in Seattle.
      ...["2025-03-06T09:00:00", "2025-03-06T11:00:00", "2025-03-06T12:00:00"].map((t) => photo(t, seattle)),
    ];
    const titles = groupEvents([...home, ...trip]).events.map((e) => e.title);
    expect(titles).toContain("Seattle, 2–6 Mar 2025");
    // At home a day without photos ends an outing: 5 and 7 April are two.
    expect(titles.filter((t) => t.includes("Apr 2025"))).toEqual(["Paris, 5 Apr 2025", "Paris, 7 Apr 2025"]);
  });

  it("starts a trip with the photo taken before the camera found where it was, the same morning, not the day before", () => {
    const seattle = { lat: 47.6062, lon: -122.3321, place: "Seattle", region: "Washington", country: "United States" };
    const breakfast = photo("2023-06-09T08:41:00");
    const trip = ["2023-06-09T13:31:00", "2023-06-09T14:25:00", "2023-06-10T08:05:00"].map((t) => photo(t, seattle));
    const { events, membership } = groupEvents([breakfast, ...trip]);
    expect(events.map((e) => e.title)).toEqual(["Seattle, 9–10 Jun 2023"]);
    expect(membership.get(breakfast.id)).toBe(events[0]!.id);
    // A screenshot the evening before, at home, is not.
    const before = photo("2023-06-08T19:00:00");
    expect(groupEvents([before, ...trip]).membership.has(before.id)).toBe(false);
  });

  it("needs three different pictures: two photos, or copies of one, are no event", () => {
    const two = [photo("2024-05-01T09:00:00"), photo("2024-05-01T09:10:00")];
    expect(groupEvents(two).events).toEqual([]);
    const copies = [photo("2024-05-01T09:00:00"), photo("2024-05-01T09:00:00"), photo("2024-05-01T09:00:00")];
    const same = new Map(copies.map((c) => [c.id, copies[0]!.id]));
    expect(groupEvents(copies, {}, same).events).toEqual([]);
  });

  it("keeps an event's id when photos are added to it, so updates are incremental", () => {
    const rows = ["2024-05-01T09:00:00", "2024-05-01T10:00:00", "2024-05-01T11:00:00"].map((t) => photo(t));
    const first = groupEvents(rows).events[0]!;
    const later = groupEvents([...rows, photo("2024-05-01T12:00:00")]).events[0]!;
    expect(later.id).toBe(first.id);
    expect(later.photos).toBe(4);
  });

  it("titles ranges across months and years", () => {
    expect(eventTitle(null, "2023-11-30T10:00:00", "2023-12-02T10:00:00")).toBe("30 Nov – 2 Dec 2023");
    expect(eventTitle("Lisbon", "2023-12-30T10:00:00", "2024-01-02T10:00:00")).toBe("Lisbon, 30 Dec 2023 – 2 Jan 2024");
  });
});

describe("duplicates and bursts", () => {
  const hash = "0c1696cce9f0f0e9";
  it("groups exact copies by content; the perceptual hash only nominates near copies, never flat images unlike each other", () => {
    const a = photo("2024-01-01T10:00:00", { content_hash: "x", phash: hash });
    const b = photo("2024-01-01T10:00:00", { content_hash: "x", phash: hash });
    const resized = photo("2024-01-01T10:00:00", { phash: "0c1696cce9f0f0eb" }); // 1 bit apart
    const other = photo("2024-01-01T12:00:00", { phash: "bbeba76544905870" });
    const receipt = photo("2024-01-01T13:00:00", { phash: "c08090c000000000" });
    const screenshot = photo("2024-01-01T14:00:00", { phash: "8080c0c000000000" });
    const rows = [a, b, resized, other, receipt, screenshot];
    const candidates = nearCopyCandidates(rows);
    // The same bytes need no second look.
    expect(candidates.map(([x, y]) => pairKey(x.id, y.id)).sort()).toEqual([pairKey(a.id, resized.id)]);
    expect(duplicateGroups(rows).get(resized.id)).toBeUndefined(); // unconfirmed, a hash alone folds nothing
    const groups = duplicateGroups(rows, { confirmed: candidates });
    expect(groups.get(a.id)).toBe(a.id);
    expect(groups.get(b.id)).toBe(a.id);
    expect(groups.get(resized.id)).toBe(a.id);
    expect([groups.has(other.id), groups.has(receipt.id), groups.has(screenshot.id)]).toEqual([false, false, false]);
  });

  it("gives photos sharing one flat hash a second look each, unless hundreds share it", () => {
    // A rocket against a graded sky and its resized copy: a hash of nearly all ones, the same on both.
    const rocket = photo("2024-07-16T13:32:00", { phash: "3f7f7f7fffff3f7f" });
    const half = photo("2024-07-16T13:32:00", { phash: "3f7f7f7fffff3f7f" });
    const receipt = photo("2024-01-01T13:00:00", { phash: "c08090c000000000" });
    expect(nearCopyCandidates([rocket, half, receipt]).map(([x, y]) => pairKey(x.id, y.id))).toEqual([pairKey(rocket.id, half.id)]);
    // A receipt photo and its half-size copy, one bit apart.
    const small = photo("2024-01-01T13:00:00", { phash: "e08090c000000000" });
    expect(nearCopyCandidates([receipt, small]).map(([x, y]) => pairKey(x.id, y.id))).toEqual([pairKey(receipt.id, small.id)]);
    // Screenshots on white by the hundred share one: no evidence, and no 4,950 looks.
    const screens = Array.from({ length: 20_000 }, () => photo("2024-01-01T10:00:00", { phash: "8080c0c000000000" }));
    expect(nearCopyCandidates(screens)).toEqual([]);
  });

  it("looks at each of a few photos sharing a hash, and across two near hashes, against the others", () => {
    // Invoices of one layout hash alike: the re-save of the third is looked at against the third too.
    const layout = "80b0a0d0c0a0b000";
    const [first, second, third, resaved] = [1, 2, 3, 4].map(() => photo("2024-01-01T10:00:00", { phash: layout }));
    expect(nearCopyCandidates([first!, second!, third!, resaved!]).map(([x, y]) => pairKey(x.id, y.id))).toContain(pairKey(third!.id, resaved!.id));
    // A receipt and the next visit's hash alike; its small copy is two bits away: looked at against both.
    const receipt = photo("2024-01-01T10:00:00", { phash: "d0d09080d8e80000" });
    const nextVisit = photo("2024-01-02T10:00:00", { phash: "d0d09080d8e80000" });
    const small = photo("2024-01-01T10:00:00", { phash: "d0d09080d8d80000" });
    const pairs = nearCopyCandidates([nextVisit, receipt, small]).map(([x, y]) => pairKey(x.id, y.id));
    expect(pairs).toContain(pairKey(receipt.id, small.id));
    expect(pairs).toContain(pairKey(nextVisit.id, small.id));
  });

  it("looks at a page and its heavy re-save, whose hashes the re-save stirred, by their calm hash, unless hundreds share it", () => {
    // IMG_0100 (a receipt on white) and its re-save at JPEG quality 45: 21 bits apart, one calm hash.
    const page = photo("2025-03-03T14:12:00", { phash: "c080d0c000000000", calm_hash: "c080d08000000000" });
    const resaved = photo("2025-03-03T14:12:00", { phash: "ca82d2c2aaaaaaaa", calm_hash: "c080d08000000000" });
    const note = photo("2025-03-03T15:00:00", { phash: "c084a4a400545454", calm_hash: "c080a0a000000000" });
    expect(nearCopyCandidates([page, resaved, note]).map(([x, y]) => pairKey(x.id, y.id))).toEqual([pairKey(page.id, resaved.id)]);
    // Blank pages by the hundred share one: no evidence, and no 4,950 looks.
    const blanks = Array.from({ length: 100 }, () => photo("2024-01-01T10:00:00", { phash: "0000000000000000", calm_hash: "0000000000000000" }));
    expect(nearCopyCandidates(blanks)).toEqual([]);
  });

  it("looks at 300 copies of one picture as 299 pairs at most, not every pair of them", () => {
    const copies = Array.from({ length: 300 }, (_, i) => photo("2024-01-01T10:00:00", { phash: i % 2 ? hash : "0c1696cce9f0f0eb", content_hash: i < 150 ? "x" : null }));
    const candidates = nearCopyCandidates(copies);
    expect(candidates.length).toBeLessThan(300);
    const groups = duplicateGroups(copies, { confirmed: candidates });
    expect(new Set(copies.map((c) => groups.get(c.id))).size).toBe(1);
  });

  it("tells a plain red wall from a plain blue sky, which look alike in grey, and keeps a brighter copy", () => {
    const flat = (colour: [number, number, number]): Detail => ({ width: 8, height: 8, grey: new Uint8Array(64).fill(Math.round(0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2])), colour });
    expect(samePicture(flat([200, 40, 40]), flat([40, 90, 200]))).toBe(false);
    expect(samePicture(flat([120, 140, 160]), flat([130, 151, 173]))).toBe(true);
  });

  it("never folds photos the user kept apart, even when their bytes are the same", () => {
    const a = photo("2024-01-01T10:00:00", { content_hash: "x", phash: hash });
    const b = photo("2024-01-01T10:00:00", { content_hash: "x", phash: hash });
    const c = photo("2024-01-01T10:00:00", { content_hash: "x", phash: hash });
    const rows = [a, b, c];
    const groups = duplicateGroups(rows, { confirmed: nearCopyCandidates(rows), apart: new Set([pairKey(c.id, a.id), pairKey(c.id, b.id)]) });
    expect([groups.get(a.id), groups.get(b.id), groups.get(c.id)]).toEqual([a.id, a.id, undefined]);
  });

  it("finds bursts from one camera under two seconds apart, but not copies of one shot", () => {
    const shots = ["2024-01-01T10:00:00", "2024-01-01T10:00:01", "2024-01-01T10:00:02"].map((t) => photo(t));
    const later = photo("2024-01-01T10:00:10");
    const bursts = burstGroups([...shots, later], new Map());
    expect(shots.map((s) => bursts.get(s.id))).toEqual([shots[0]!.id, shots[0]!.id, shots[0]!.id]);
    expect(bursts.has(later.id)).toBe(false);
    const copies = [photo("2024-02-01T10:00:00"), photo("2024-02-01T10:00:00")];
    expect(burstGroups(copies, new Map(copies.map((c) => [c.id, copies[0]!.id]))).size).toBe(0);
  });
});
