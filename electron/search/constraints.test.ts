import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { checkConstraints } from "./constraints";
import { dropChips, refinePlan } from "../query/plan";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const SEATTLE = { lat: 47.61, lon: -122.33, place: "Seattle", country: "United States" };
const LISBON = { lat: 38.72, lon: -9.14, place: "Lisbon", country: "Portugal" };

/** A library with a Seattle trip in March 2025, Lisbon in March 2026, and Leo at home in March 2024. */
async function tripLibrary() {
  const lib = library();
  for (let day = 10; day < 14; day++) lib.add(`seattle-${day}`, { taken_ms: Date.UTC(2025, 2, day, 15), ...SEATTLE }, { description: "business trip" });
  lib.add("seattle-july", { taken_ms: Date.UTC(2025, 6, 4, 12), ...SEATTLE });
  for (let day = 1; day < 4; day++) lib.add(`lisbon-${day}`, { taken_ms: Date.UTC(2026, 2, day, 11), ...LISBON });
  lib.add("leo", { taken_ms: Date.UTC(2024, 2, 20, 9), people: "Leo" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

async function answer(index: LibraryIndex, query: string) {
  const plan = parseQuery(query, NOW, index.parseContext());
  const found = await retrieve(plan, { index, fullText: async () => [] });
  return { plan, ids: found.passing.map((c) => c.id).sort(), check: checkConstraints(plan, index) };
}

describe("a month without a year inside a trip's context", () => {
  it("means the trip's March: 'Seattle in March' finds the Seattle photos of March 2025 when March 2026 has none there", async () => {
    const index = await tripLibrary();
    const { plan, ids, check } = await answer(index, "Seattle in March");
    expect(plan.time!.label).toBe("March 2026");
    expect(ids).toEqual(["seattle-10", "seattle-11", "seattle-12", "seattle-13"]);
    expect(check.timeLabel).toBe("March, any year");
    // Seattle in July is still not March.
    expect(check.failures(index.number("seattle-july")!)).toEqual(["not March, any year"]);
  });

  it("means the people's March too: 'Leo in March' finds Leo in March 2024", async () => {
    const index = await tripLibrary();
    expect((await answer(index, "Leo in March")).ids).toEqual(["leo"]);
  });

  it("keeps the latest March when it has what the query asks for", async () => {
    const index = await tripLibrary();
    const { ids, check } = await answer(index, "Lisbon in March");
    expect(ids).toEqual(["lisbon-1", "lisbon-2", "lisbon-3"]);
    expect(check.timeLabel).toBe("March 2026");
  });

  it("keeps the year the query said, and a month alone is every year's, though the latest has photos", async () => {
    const index = await tripLibrary();
    expect((await answer(index, "Seattle in March 2026")).ids).toEqual([]);
    expect((await answer(index, "Seattle last March")).ids).toEqual([]);
    // No place or person to tell one March from another: every March, as "photos from July" is.
    const { ids, check } = await answer(index, "photos from March");
    expect([...ids].sort()).toEqual(["leo", "lisbon-1", "lisbon-2", "lisbon-3", "seattle-10", "seattle-11", "seattle-12", "seattle-13"]);
    expect(check.timeLabel).toBe("March, any year");
    expect((await answer(index, "photos from March to April")).check.timeLabel).toBe("March – April, any year");
  });

  it("means every year's month when said alone and the latest has no photo at all: 'photos from July' in November", async () => {
    const index = await tripLibrary();
    const { ids, check } = await answer(index, "photos from July");
    expect(ids).toEqual(["seattle-july"]);
    expect(check.timeLabel).toBe("July, any year");
    expect((await answer(index, "photos from August")).ids).toEqual([]);
  });

  it("reads a weekday said alone as the last one, or every such day when that one has no photo: 'tuesday pics'", async () => {
    const index = await tripLibrary();
    const tuesdays = await answer(index, "tuesday pics");
    // 24 November is still to come: the last Tuesday is the 17th, with no photo, so every Tuesday.
    expect(tuesdays.plan.time!.label).toBe("17 Nov 2026");
    expect(tuesdays.ids).toEqual(["lisbon-3", "seattle-11"]);
    expect(tuesdays.check.timeLabel).toBe("Tuesdays");
    expect((await answer(index, "Seattle monday")).ids).toEqual(["seattle-10"]);
    expect((await answer(index, "last tuesday")).ids).toEqual([]);
  });

  it("leaves out every year's month when a month said alone is left out: 'not in March'", async () => {
    const index = await tripLibrary();
    const { plan, ids } = await answer(index, "not in March");
    expect(plan.notTime!.label).toBe("March, any year");
    expect(ids).toEqual(["seattle-july"]);
    expect((await answer(index, "Seattle except tuesdays")).ids).toEqual(["seattle-10", "seattle-12", "seattle-13", "seattle-july"]);
  });

  it("picks one trip of several: 'our first Seattle trip', 'the last time we were in Seattle', counted by when each began", async () => {
    const index = await tripLibrary();
    const first = await answer(index, "our first Seattle trip");
    expect(first.plan.trip).toEqual({ nth: 1, from: "first" });
    expect(first.plan.chips.find((c) => c.id === "trip-order")?.label).toBe("first trip");
    expect(first.ids).toEqual(["seattle-10", "seattle-11", "seattle-12", "seattle-13"]);
    expect((await answer(index, "the last time we were in Seattle")).ids).toEqual(["seattle-july"]);
    expect((await answer(index, "our second trip to Seattle")).ids).toEqual(["seattle-july"]);
    expect((await answer(index, "our third trip to Seattle")).ids).toEqual([]);
    // Removing the chip asks for every trip there again.
    const plan = dropChips(first.plan, ["trip-order"]);
    expect(checkConstraints(plan, index).passing()!.size()).toBe(5);
    // "the first photo of the trip" orders photos, not trips.
    expect((await answer(index, "the first photo from the Seattle trip")).plan.trip).toBeUndefined();
  });

  it("counts the people in a photo, named or seen: 'photos with two people', 'just one person'", async () => {
    const lib = library();
    lib.add("pair", { taken_ms: Date.UTC(2025, 2, 1, 12), people: "Leo\nAiko" });
    lib.add("one", { taken_ms: Date.UTC(2025, 2, 1, 14), people: "Leo" });
    lib.add("three", { taken_ms: Date.UTC(2025, 2, 1, 15), people: "Leo\nAiko\nInes" });
    lib.add("empty", { taken_ms: Date.UTC(2025, 2, 1, 16) });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const two = await answer(index, "photos with two people");
    expect(two.plan.peopleCount).toBe(2);
    expect(two.plan.words).toEqual([]);
    expect(two.ids).toEqual(["pair"]);
    expect((await answer(index, "2 people")).ids).toEqual(["pair"]);
    expect((await answer(index, "pictures with just one person")).ids).toEqual(["one"]);
    expect(two.check.failures(index.number("three")!)).toEqual(["3 people in it"]);
    // That many or more.
    for (const said of ["photos with more than one person", "at least two people", "2 or more people", "multiple people"]) expect((await answer(index, said)).ids, said).toEqual(["pair", "three"]);
    const several = await answer(index, "several people");
    expect([several.plan.peopleAtLeast, several.ids]).toEqual([3, ["three"]]);
    // Carried by a follow-up, as its chip is; removing the chip removes it.
    const refined = refinePlan(several.plan, parseQuery("only the ones from 2025", NOW, index.parseContext()));
    expect([refined.peopleAtLeast, refined.time?.label]).toEqual([3, "2025"]);
    expect(dropChips(refined, ["people-count"]).peopleAtLeast).toBeUndefined();
  });

  it("reads a list of years as each of them: '2024 and 2025', '2024 or 2026', '2024, 2025'", async () => {
    const index = await tripLibrary();
    const seattle = ["seattle-10", "seattle-11", "seattle-12", "seattle-13", "seattle-july"];
    expect((await answer(index, "2024 and 2025")).ids).toEqual(["leo", ...seattle]);
    expect((await answer(index, "photos from 2024 or 2026")).ids).toEqual(["leo", "lisbon-1", "lisbon-2", "lisbon-3"]);
    const listed = await answer(index, "2024, 2025");
    expect(listed.plan.time!.label).toBe("2024 and 2025");
    expect(listed.plan.words).toEqual([]);
    // A month said before the first keeps its own reading.
    expect((await answer(index, "March 2025 and 2026")).plan.time!.label).toBe("March 2025");
  });

  it("reads a day of any week: 'Seattle on Mondays', 'every Tuesday', 'on a Wednesday', and leaves one out", async () => {
    const index = await tripLibrary();
    // 10 March 2025 was a Monday.
    expect((await answer(index, "Seattle on Mondays")).ids).toEqual(["seattle-10"]);
    expect((await answer(index, "Seattle every Tuesday")).ids).toEqual(["seattle-11"]);
    expect((await answer(index, "seattle pics taken on a wednesday")).ids).toEqual(["seattle-12"]);
    expect((await answer(index, "Seattle, not on Mondays")).ids).toEqual(["seattle-11", "seattle-12", "seattle-13", "seattle-july"]);
    // "on Sunday" alone is the last one, a date.
    expect((await answer(index, "on Sunday")).plan.time!.days).toBeUndefined();
    // Parts of the day, many of them, say every week's: "Monday mornings".
    const mornings = await answer(index, "Seattle Monday mornings in 2025");
    expect([mornings.plan.time!.label, mornings.plan.time!.days, mornings.plan.words]).toEqual(["Monday mornings in 2025", [1], []]);
  });

  it("still answers nothing when no March has the place either", async () => {
    const index = await tripLibrary();
    const { ids, check } = await answer(index, "Lisbon in July");
    expect(ids).toEqual([]);
    // A whole month said alone is every year's: the answer says so, not "July 2026".
    expect(check.timeLabel).toBe("July, any year");
  });
});

describe("someone alone", () => {
  it("is not alone where what was said of the photo names someone else the library knows", async () => {
    const lib = library();
    lib.add("leo-alone", { taken_ms: Date.UTC(2025, 4, 1, 9), people: "Leo" });
    lib.add("leo-told", { taken_ms: Date.UTC(2025, 4, 2, 9), people: "Leo" }, { description: "Mia and Leo at the beach" });
    lib.add("mia", { taken_ms: Date.UTC(2025, 4, 3, 9), people: "Mia" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    expect((await answer(index, "Leo by himself")).ids).toEqual(["leo-alone"]);
    expect((await answer(index, "Leo on his own")).ids).toEqual(["leo-alone"]);
    expect((await answer(index, "Leo with nobody else")).ids).toEqual(["leo-alone"]);
    expect((await answer(index, "Leo")).ids).toEqual(["leo-alone", "leo-told"]);
  });

  it("'photos of people' are those with someone in them, whoever; the chip taken away leaves every photo", async () => {
    const lib = library();
    lib.add("leo", { taken_ms: Date.UTC(2025, 4, 1, 9), people: "Leo" });
    lib.add("told", { taken_ms: Date.UTC(2025, 4, 2, 9) }, { description: "Mia at the beach" });
    lib.add("mia", { taken_ms: Date.UTC(2025, 4, 3, 9), people: "Mia" });
    lib.add("view", { taken_ms: Date.UTC(2025, 4, 4, 9) });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const people = await answer(index, "photos of people");
    expect([people.plan.withPeople, people.plan.words]).toEqual([true, []]);
    expect(people.ids).toEqual(["leo", "mia", "told"]);
    expect((await answer(index, "people but not Leo")).ids).toEqual(["mia", "told"]);
    expect(dropChips(people.plan, ["people"]).withPeople).toBe(false);
  });
});

describe("a word to leave out that nothing says", () => {
  it("is told apart from one that left photos out", async () => {
    const index = await tripLibrary();
    const lake = await answer(index, "Seattle but not at the lake");
    expect(lake.ids).toEqual(["seattle-10", "seattle-11", "seattle-12", "seattle-13", "seattle-july"]);
    expect(lake.check.notFound).toEqual(["lake"]);
    const business = await answer(index, "Seattle but not the business trip");
    expect(business.ids).toEqual(["seattle-july"]);
    expect(business.check.notFound).toEqual([]);
  });
});

describe("a photo without a location on a day out that was somewhere", () => {
  it("is there too: the phone without GPS at the Lisbon lunch was in Lisbon, and one between two cities hours apart in either", async () => {
    const lib = library();
    lib.add("lisbon-gps", { taken_ms: Date.UTC(2024, 4, 3, 12), event_id: "e3", ...LISBON });
    lib.add("lisbon-phone", { taken_ms: Date.UTC(2024, 4, 3, 13), event_id: "e3" });
    lib.add("road-lisbon", { taken_ms: Date.UTC(2024, 5, 1, 9), event_id: "e2", ...LISBON });
    lib.add("road-seattle", { taken_ms: Date.UTC(2024, 5, 1, 18), event_id: "e2", ...SEATTLE });
    lib.add("road-phone", { taken_ms: Date.UTC(2024, 5, 1, 12), event_id: "e2" });
    // Dated only by when the file was copied: such files fall together by accident.
    lib.add("copied", { taken_ms: Date.UTC(2024, 4, 3, 12, 30), event_id: "e3", taken_source: "mtime" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const { ids } = await answer(index, "photos in Lisbon");
    expect(ids.sort()).toEqual(["lisbon-gps", "lisbon-phone", "road-lisbon", "road-phone"]);
    expect((await answer(index, "photos in Seattle")).ids.sort()).toEqual(["road-phone", "road-seattle"]);
    // An area on the map, or a hemisphere, is the same: the phone was where the day's photos were.
    const plan = { ...parseQuery("", NOW, index.parseContext()), area: { label: "the area on the map", south: 38, west: -10, north: 39.5, east: -8 } };
    const inArea = (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
    expect(inArea).toEqual(["lisbon-gps", "lisbon-phone", "road-lisbon", "road-phone"]);
  });
});

describe("a time said to leave out", () => {
  it("keeps the place's photos taken at any other time: 'Seattle, not March 2025' is the July photo", async () => {
    const index = await tripLibrary();
    const { ids, check } = await answer(index, "Seattle, not March 2025");
    expect(ids).toEqual(["seattle-july"]);
    expect(check.failures(index.number("seattle-10")!)).toEqual(["taken March 2025"]);
    expect((await answer(index, "everything except 2025")).ids).toEqual(["leo", "lisbon-1", "lisbon-2", "lisbon-3"]);
  });
});

describe("times of day left out, and a file's own date", () => {
  /** Lisbon at 9:00, 15:00 and 19:00 on one day, and a copy whose only date is when the file was written, at midnight. */
  async function dayLibrary() {
    const lib = library();
    for (const hour of [9, 15, 19]) lib.add(`lisbon-${hour}`, { taken_ms: Date.UTC(2026, 2, 1, hour), ...LISBON });
    lib.add("copied", { taken_ms: Date.UTC(2026, 0, 5, 0), taken_source: "mtime", ...LISBON });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    return index;
  }

  it("leaves the evening out of 'Lisbon, no evening shots' and 'not the evening ones', rather than keeping only it", async () => {
    const index = await dayLibrary();
    for (const query of ["Lisbon, no evening shots", "Lisbon, not the evening ones", "Lisbon photos without the evening"]) {
      const { plan, ids } = await answer(index, query);
      expect(plan.notTime?.hours, query).toEqual([17, 21]);
      expect(ids, query).toEqual(["copied", "lisbon-15", "lisbon-9"]);
    }
  });

  it("leaves a time of day out beside a date that is wanted: 'Lisbon in March 2026 but not in the evening'", async () => {
    const index = await dayLibrary();
    for (const query of ["Lisbon in March 2026 but not in the evening", "Lisbon, March 2026, no evening shots", "Lisbon in 2026 except the evenings"]) {
      const { plan, ids } = await answer(index, query);
      expect([plan.time?.label, plan.notTime?.hours], query).toEqual([expect.stringMatching(/2026/), [17, 21]]);
      expect(ids.filter((id) => id !== "copied"), query).toEqual(["lisbon-15", "lisbon-9"]);
    }
  });

  it("does not read an hour of the day from a file's own date: a copy made at midnight is no night photo", async () => {
    const index = await dayLibrary();
    // 7 pm on 1 March in Lisbon is after its dusk (18:57): dark, a night photo; the copy made at midnight is not one.
    expect((await answer(index, "Lisbon at night")).ids).toEqual(["lisbon-19"]);
    // Two months from every camera date in its folder, the file's time is when it was copied.
    expect((await answer(index, "Lisbon in 2026")).ids).toEqual(["lisbon-15", "lisbon-19", "lisbon-9"]);
    expect((await answer(index, "Lisbon, not January")).ids).toEqual(["copied", "lisbon-15", "lisbon-19", "lisbon-9"]);
  });

  it("takes a file's own time for its date only where nothing says it is a copy's", async () => {
    const lib = library();
    lib.add("camera", { taken_ms: Date.UTC(2021, 5, 3, 10), ...LISBON }, { rel_dir: "2021/Lisbon trip" });
    lib.add("saved-same-day", { taken_ms: Date.UTC(2021, 5, 3, 18), taken_source: "mtime" });
    // The same second on two files: a copy or a sync wrote it.
    for (const id of ["synced-1", "synced-2"]) lib.add(id, { taken_ms: Date.UTC(2026, 0, 5), taken_source: "mtime" });
    lib.add("alone", { taken_ms: Date.UTC(2025, 6, 1, 12), taken_source: "mtime" });
    lib.add("copied-later", { taken_ms: Date.UTC(2026, 2, 1, 9), taken_source: "mtime" });
    // A folder of camera photos from 2021 and one file in it dated 2026: copied in 2026.
    for (const p of lib.photos) if (p.id !== "camera") p.path = `/p/${p.id === "alone" || p.id.startsWith("synced") ? "other" : "2021/Lisbon trip"}/${p.id}.jpg`;
    lib.photos[0]!.path = "/p/2021/Lisbon trip/camera.jpg";
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    expect((await answer(index, "photos from 2021")).ids).toEqual(["camera", "saved-same-day"]);
    expect((await answer(index, "photos from January 2026")).ids).toEqual([]);
    expect((await answer(index, "July 2025")).ids).toEqual(["alone"]);
    expect((await answer(index, "March 2026")).ids).toEqual([]);
  });

  it("holds no photo to a date that a bulk copy wrote, but keeps screenshots dated by their own file times", async () => {
    const lib = library();
    // A folder copied at once: six files whose only date is the copy, seconds apart.
    for (let i = 0; i < 6; i++) lib.add(`copied-${i}`, { taken_ms: Date.UTC(2026, 0, 5, 0, 0, i * 2), taken_source: "mtime" });
    // Screenshots saved through the day, without EXIF: their file times are when they were taken.
    for (const hour of [9, 13, 18]) lib.add(`shot-${hour}`, { kind: "screenshot", taken_ms: Date.UTC(2026, 0, 5, hour), taken_source: "mtime" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    expect((await answer(index, "photos from January 2026")).ids).toEqual(["shot-13", "shot-18", "shot-9"]);
    expect((await answer(index, "screenshots from January 2026")).ids).toEqual(["shot-13", "shot-18", "shot-9"]);
  });
});
