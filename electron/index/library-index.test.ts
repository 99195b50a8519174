import { describe, expect, it } from "vitest";
import { LibraryIndex } from "./library-index";
import { library } from "../testing/memory-library";
import { ConceptIndex, relatedConcepts } from "../library/analysis/visual-tags";

const DAY = 86_400_000;

describe("the library's MSTS index", () => {
  it("links photos to people, places, folders, captions and memories, and reaches a day out through one of its photos", async () => {
    const lib = library();
    lib.add("a", { taken_ms: Date.UTC(2024, 4, 3), lat: 38.72, lon: -9.14, place: "Lisbon", event_id: "e1", people: "Leo" }, { rel_dir: "2024/Lisbon trip" });
    lib.add("b", { taken_ms: Date.UTC(2024, 4, 4), event_id: "e1" }, { description: "tram 28 up the hill" });
    lib.add("c", { taken_ms: Date.UTC(2023, 1, 1) });
    lib.memories.push({ photo_id: "c", text: "the chair I liked at IKEA" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const n = (id: string) => index.number(id)!;
    const hits = index.graph.gather(["tram", "chair", "lisbon"], { delta: 0.8 });
    expect(hits.get(n("b"))!.why[0]).toMatchObject({ kind: "caption", label: "tram" });
    // "a" is on the same day out as the tram photo: reached through the event, at half strength.
    expect(hits.get(n("a"))!.viaEvent[0]).toBeCloseTo(0.45);
    expect(hits.get(n("c"))!.why[1]).toMatchObject({ kind: "memory", label: "chair" });
    expect(hits.get(n("a"))!.why[2]!.kind).toBe("place");
    expect(index.parseContext().people).toEqual([{ name: "Leo", relation: "my son" }]);
    expect(index.parseContext().places).toEqual(["Lisbon"]);
  });

  it("knows a library photographed mostly south of the equator, where the seasons are the other months", async () => {
    const lib = library();
    lib.add("sydney", { taken_ms: Date.UTC(2024, 0, 3), lat: -33.87, lon: 151.21 });
    lib.add("melbourne", { taken_ms: Date.UTC(2024, 1, 3), lat: -37.81, lon: 144.96 });
    lib.add("tokyo", { taken_ms: Date.UTC(2024, 5, 3), lat: 35.68, lon: 139.69 });
    lib.add("no-gps", { taken_ms: Date.UTC(2024, 6, 3) });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    expect(index.parseContext().southOfEquator).toBe(true);
    lib.add("osaka", { taken_ms: Date.UTC(2024, 5, 4), lat: 34.69, lon: 135.5 });
    await index.refresh(lib.source);
    expect(index.parseContext().southOfEquator).toBe(false);
  });

  it("activates a misspelt word above δ and not below it", async () => {
    const lib = library();
    lib.add("a", {}, { keywords: "aquarium" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    expect(index.graph.activate("aquarim", 0.8)).toHaveLength(1);
    expect(index.graph.activate("aquarim", 0.9)).toHaveLength(0);
  });

  it("reaches photos tagged with a concept a word's embedding is close to, at that similarity", async () => {
    const lib = library();
    lib.add("dog", {}, { keywords: "dog" });
    lib.add("cat", {}, { keywords: "cat" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    // "puppy" is written nowhere; its embedding is close to the concept "dog".
    const hits = index.graph.gather(["puppy"], { delta: 0.7, related: [[{ label: "dog", similarity: 0.93 }]] });
    expect([...hits.keys()].map((n) => index.facts(n)!.id)).toEqual(["dog"]);
    expect(hits.get(index.number("dog")!)!.direct[0]).toBeCloseTo(0.93 * 0.95);
    const concepts = new ConceptIndex(["dog", "cat"], Float32Array.of(1, 0, 0, 1), 2);
    const near = relatedConcepts(concepts, Float32Array.of(0.95, Math.sqrt(1 - 0.95 ** 2)), 0.9);
    expect(near.map((c) => c.label)).toEqual(["dog"]);
    expect(near[0]!.similarity).toBeCloseTo(0.95, 5);
  });

  it("applies only what changed on refresh: a moved photo, a new one, a removed one", async () => {
    const lib = library();
    lib.add("a", { taken_ms: Date.UTC(2024, 0, 1), lat: 10, lon: 10 });
    lib.add("b", { taken_ms: Date.UTC(2024, 0, 2), lat: 20, lon: 20 });
    const index = new LibraryIndex();
    expect(await index.refresh(lib.source)).toEqual({ changed: 2, removed: 0 });
    expect(await index.refresh(lib.source)).toEqual({ changed: 0, removed: 0 });
    Object.assign(lib.photos[0]!, { lat: 20, lon: 20, indexed_at: "2" });
    lib.photos.splice(1, 1);
    lib.texts.splice(1, 1);
    lib.add("c", { taken_ms: Date.UTC(2024, 0, 3) });
    expect(await index.refresh(lib.source)).toEqual({ changed: 2, removed: 1 });
    const near20 = index.spaceTime.query({ boxes: [{ latMin: 19, latMax: 21, lonMin: 19, lonMax: 21 }] })!;
    expect([...near20.ids].map((n) => index.facts(n)!.id)).toEqual(["a"]);
    const january = index.spaceTime.query({ times: [[Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 1) + 5 * DAY]] })!;
    expect([...january.ids].map((n) => index.facts(n)!.id).sort()).toEqual(["a", "c"]);
  });

  it("finds each photo by id after a first refresh numbered them in order, and after photos came and went", async () => {
    const lib = library();
    for (const id of ["a", "b", "c"]) lib.add(id, { taken_ms: Date.UTC(2024, 0, 1) });
    const index = new LibraryIndex();
    await index.refresh(lib.source, { background: true });
    expect(index.size).toBe(3);
    expect(index.all()).toEqual([0, 1, 2]);
    expect(["a", "b", "c", "z"].map((id) => index.number(id))).toEqual([0, 1, 2, undefined]);
    lib.photos.splice(1, 1);
    lib.texts.splice(1, 1);
    lib.add("d", { taken_ms: Date.UTC(2024, 0, 2) });
    expect(await index.refresh(lib.source)).toEqual({ changed: 1, removed: 1 });
    expect(index.size).toBe(3);
    expect(index.all()).toEqual([0, 2, 3]);
    expect(["a", "b", "c", "d"].map((id) => index.number(id))).toEqual([0, undefined, 2, 3]);
  });

  it("answers from the facts while a large library's graph is still being built", async () => {
    const lib = library();
    for (let i = 0; i < 5000; i++) lib.add(`p${i}`, { taken_ms: Date.UTC(2020, 0, 1) + i * DAY }, { keywords: i === 4999 ? "lighthouse" : "" });
    const index = new LibraryIndex();
    await index.refresh(lib.source, { background: true });
    expect(index.size).toBe(5000);
    await index.graphReady;
    expect(index.graph.activate("lighthouse", 1)).toHaveLength(1);
  });

  it("puts an original before its copies when they rank equal, and otherwise orders by path", async () => {
    const lib = library();
    for (const id of ["b", "a", "c"]) lib.add(id, {});
    Object.assign(lib.photos[0]!, { path: "/p/IMG_0002 (copy).jpg" });
    Object.assign(lib.photos[1]!, { path: "/p/IMG_0002.jpg" });
    Object.assign(lib.photos[2]!, { path: "/p/Trips/IMG_0003.jpg" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const ordered = ["b", "c", "a"].map((id) => index.number(id)!).sort((x, y) => index.tieOrder(x, y));
    expect(ordered.map((n) => index.facts(n)!.path)).toEqual(["/p/IMG_0002.jpg", "/p/Trips/IMG_0003.jpg", "/p/IMG_0002 (copy).jpg"]);
  });

  it("learns the user's birthday from what they told it", async () => {
    const lib = library();
    lib.add("a", {});
    lib.memories.push({ photo_id: "a", text: "my birthday is March 14" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    expect(index.parseContext().birthday).toEqual({ month: 3, day: 14 });
  });
});
