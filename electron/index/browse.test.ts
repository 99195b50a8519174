import { describe, expect, it } from "vitest";
import { LibraryBrowser } from "./browse";
import { LibraryIndex } from "./library-index";
import { library } from "../testing/memory-library";

describe("the library laid out for browsing", () => {
  it("orders photos newest first, counts them by month, and lists the undated last", async () => {
    const lib = library();
    lib.add("june", { taken_ms: Date.UTC(2024, 5, 30, 23, 59) });
    lib.add("july-early", { taken_ms: Date.UTC(2024, 6, 1, 0, 0) });
    lib.add("july-late", { taken_ms: Date.UTC(2024, 6, 31, 12) });
    lib.add("undated", {});
    lib.add("old", { taken_ms: Date.UTC(1999, 11, 31) });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const timeline = new LibraryBrowser(index).timeline();
    expect([...timeline.order].map((n) => index.facts(n)!.id)).toEqual(["july-late", "july-early", "june", "old", "undated"]);
    // Months are read off the camera's clock: 23:59 on 30 June is June wherever this runs.
    expect(timeline.months).toEqual([
      { key: "2024-07", count: 2 },
      { key: "2024-06", count: 1 },
      { key: "1999-12", count: 1 },
    ]);
    expect(timeline.undated).toBe(1);
  });

  it("lists photos dated only by their file's time as undated, after every month, not under the month they were copied", async () => {
    const lib = library();
    const copied = Date.UTC(2026, 10, 20, 9);
    lib.add("camera", { taken_ms: Date.UTC(2024, 7, 10) });
    // A folder copied in November 2026: the files' times are the copy's, a second apart.
    for (let k = 0; k < 6; k++) lib.add(`copied-${k}`, { taken_ms: copied + k * 1000, taken_source: "mtime" });
    lib.add("screenshot", { taken_ms: Date.UTC(2025, 2, 1), taken_source: "mtime" });
    lib.add("no-time", {});
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const browser = new LibraryBrowser(index);
    for (const timeline of [browser.timeline(), browser.timeline({ collection: "album:x" }, index.all(), { oldestFirst: true })]) {
      expect(timeline.months).toEqual([{ key: "2024-08", count: 1 }]);
      expect(timeline.undated).toBe(8);
      const ids = [...timeline.order].map((n) => index.facts(n)!.id);
      expect(ids[0]).toBe("camera");
      expect(ids.at(-1)).toBe("no-time");
    }
  });

  it("lists a city once with its districts rolled up, and opens it to the photos it counts, not its prefecture's", async () => {
    const lib = library();
    // As the reverse geocoder names them: Berlin's districts are Berlin; Sakai is its own city in Osaka Prefecture.
    lib.add("wedding", { taken_ms: Date.UTC(2024, 4, 1), place: "Berlin", region: "Berlin", country: "Germany" });
    lib.add("kreuzberg", { taken_ms: Date.UTC(2024, 4, 2), place: "Berlin", region: "Berlin", country: "Germany" });
    lib.add("osaka", { taken_ms: Date.UTC(2024, 4, 3), place: "Osaka", region: "Osaka", country: "Japan" });
    lib.add("sakai", { taken_ms: Date.UTC(2024, 4, 4), place: "Sakai", region: "Osaka", country: "Japan" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const browser = new LibraryBrowser(index);
    expect(browser.places().map((p) => [p.name, p.photos])).toEqual([["Berlin", 2], ["Osaka", 1], ["Sakai", 1]]);
    const ids = (place: string) => [...browser.timeline({ place }).order].map((n) => index.facts(n)!.id);
    expect(ids("osaka")).toEqual(["osaka"]);
    expect(ids("Japan")).toEqual(["sakai", "osaka"]);
    expect(ids("berlin")).toEqual(["kreuzberg", "wedding"]);
  });

  it("narrows the timeline to a place, a person or an event, and remakes it when the index changes", async () => {
    const lib = library();
    lib.add("lisbon-leo", { taken_ms: Date.UTC(2024, 4, 3), place: "Lisbon", country: "Portugal", people: "Leo", event_id: "e1" });
    lib.add("lisbon", { taken_ms: Date.UTC(2024, 4, 4), place: "Lisbon", country: "Portugal", event_id: "e1" });
    lib.add("porto-leo", { taken_ms: Date.UTC(2024, 4, 9), place: "Porto", country: "Portugal", people: "Leo" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const browser = new LibraryBrowser(index);
    const ids = (filter: Parameters<LibraryBrowser["timeline"]>[0]) => [...browser.timeline(filter).order].map((n) => index.facts(n)!.id);
    expect(ids({ place: "lisbon" })).toEqual(["lisbon", "lisbon-leo"]);
    expect(ids({ place: "Portugal" })).toEqual(["porto-leo", "lisbon", "lisbon-leo"]);
    expect(ids({ person: "Leo" })).toEqual(["porto-leo", "lisbon-leo"]);
    expect(ids({ event: "e1", person: "leo" })).toEqual(["lisbon-leo"]);
    expect(ids({ place: "Tokyo" })).toEqual([]);

    lib.add("lisbon-new", { taken_ms: Date.UTC(2025, 0, 1), place: "Lisbon", country: "Portugal" });
    await index.refresh(lib.source);
    expect(ids({ place: "Lisbon" })).toEqual(["lisbon-new", "lisbon", "lisbon-leo"]);
  });

  it("lists places by how many photos were taken there, spelt as the library spells them, with where they are", async () => {
    const lib = library();
    lib.add("a", { taken_ms: Date.UTC(2024, 0, 1), place: "São Paulo", country: "Brazil", lat: -23.5, lon: -46.6 });
    lib.add("b", { taken_ms: Date.UTC(2024, 0, 2), place: "São Paulo", country: "Brazil", lat: -23.7, lon: -46.8 });
    // Named only by a caption's place, not by GPS: listed, with no position to pin.
    lib.add("c", { taken_ms: Date.UTC(2024, 0, 3), place: "Lisbon", country: "Portugal" });
    lib.add("d", { taken_ms: Date.UTC(2024, 0, 4) });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const places = new LibraryBrowser(index).places();
    expect(places.map(({ cover, ...p }) => ({ ...p, cover: index.facts(cover)!.id }))).toEqual([
      { key: "sao paulo", name: "São Paulo", country: "Brazil", photos: 2, lat: expect.closeTo(-23.6), lon: expect.closeTo(-46.7), cover: "b" },
      { key: "lisbon", name: "Lisbon", country: "Portugal", photos: 1, lat: null, lon: null, cover: "c" },
    ]);
  });

  it("covers each event with its newest photo", async () => {
    const lib = library();
    lib.add("first", { taken_ms: Date.UTC(2024, 4, 3), event_id: "e1" });
    lib.add("last", { taken_ms: Date.UTC(2024, 4, 5), event_id: "e1" });
    lib.add("none", { taken_ms: Date.UTC(2024, 4, 9) });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const covers = new LibraryBrowser(index).eventCovers();
    expect([...covers].map(([id, n]) => [id, index.facts(n)!.id])).toEqual([["e1", "last"]]);
  });
});
