import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";
import { dropChips, refinePlan } from "../../query/plan";
import { shiftTime, withinDayParts } from "../time-constraint";
import { floatingIso } from "../time-phrases";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const CONTEXT = {
  years: [2019, 2026] as [number, number],
  people: [
    { name: "Leo", relation: "son" },
    { name: "Maria Santos", relation: "my mum" },
    { name: "Eileen", relation: null },
  ],
  places: ["Paris", "Île-de-France", "France", "Lisbon", "Portugal"],
  gazetteer: (name: string) => (name.toLowerCase() === "tokyo" ? { label: "Tokyo", lat: 35.69, lon: 139.69 } : null),
  birthday: { month: 3, day: 14 },
};
const read = (query: string) => parseQuery(query, NOW, CONTEXT);
const days = (query: string) => read(query).time!.ranges!.map(([a, b]) => `${floatingIso(a).slice(0, 16)}…${floatingIso(b).slice(0, 16)}`);

describe("reading what a personal query asks for", () => {
  it("reads holidays, with a year, the last one, or every year", () => {
    expect(days("Christmas 2023")).toEqual(["2023-12-24T00:00…2023-12-27T00:00"]);
    expect(read("Christmas 2023").time!.label).toBe("Christmas 2023");
    expect(days("last Easter")).toEqual(["2026-04-03T00:00…2026-04-07T00:00"]);
    expect(days("new year's eve 2024")).toEqual(["2024-12-31T00:00…2025-01-01T06:00"]);
    const everyXmas = days("the tree at christmas");
    expect(everyXmas).toHaveLength(9);
    expect(everyXmas.at(-1)).toBe("2026-12-24T00:00…2026-12-27T00:00");
    expect(read("the tree at christmas").words).toEqual(["tree"]);
  });

  it("reads 'between March and May 2025' as one span, which chrono misreads", () => {
    expect(days("between March and May 2025")).toEqual(["2025-03-01T00:00…2025-06-01T00:00"]);
    expect(days("beach between June 2023 and August 2023")).toEqual(["2023-06-01T00:00…2023-09-01T00:00"]);
  });

  it("reads parts of day and weekends, alone or with a date", () => {
    const plan = read("yesterday evening");
    expect(plan.time!.hours).toEqual([17, 21]);
    expect(days("yesterday evening")).toEqual(["2026-11-21T00:00…2026-11-22T00:00"]);
    expect(read("coffee in the morning").time).toMatchObject({ ranges: null, hours: [5, 12] });
    expect(read("coffee in the morning").words).toEqual(["coffee"]);
    expect(read("hiking on weekends in July 2024").time).toMatchObject({ weekend: true, label: "weekends in July 2024" });
    expect(read("the morning of my birthday").time).toMatchObject({ hours: [5, 12], label: "the morning of my birthday" });
    expect(days("my birthday 2025")).toEqual(["2025-03-14T00:00…2025-03-15T00:00"]);
  });

  it("reads a season said without a year as that season of every year, but keeps 'summer dress' a word", () => {
    expect(days("beach in summer")).toHaveLength(9);
    expect(read("beach in summer").time!.label).toBe("any summer");
    expect(read("summer dress").time).toBeNull();
    expect(read("summer dress").words).toEqual(["summer", "dress"]);
  });

  it("finds places the library knows first, then world cities after a preposition", () => {
    expect(read("cat in Paris").places).toEqual([{ label: "Paris", source: "library" }]);
    expect(read("cat in Paris").words).toEqual(["cat"]);
    expect(read("ile-de-france").places[0]!.label).toBe("Île-de-France");
    expect(read("sushi in Tokyo").places).toEqual([{ label: "Tokyo", source: "gazetteer", lat: 35.69, lon: 139.69 }]);
    expect(read("tokyo drift").places).toEqual([]);
  });

  it("does not read a word of the sentence as a place the library happens to be called ('in' for India's code IN)", () => {
    const withCodes = { ...CONTEXT, places: [...CONTEXT.places, "IN", "AT"] };
    const plan = parseQuery("cat in Paris at night", NOW, withCodes);
    expect(plan.places.map((p) => p.label)).toEqual(["Paris"]);
    expect(parseQuery("photos from IN", NOW, withCodes).places.map((p) => p.label)).toEqual(["IN"]);
  });

  it("finds people by name, first name and relation", () => {
    expect(read("Leo at the airport").people).toEqual([{ label: "Leo", names: ["Leo"] }]);
    expect(read("Leo at the airport").words).toEqual(["airport"]);
    // A relation that names one person reads as that person, and the chip says how: "my son → Leo".
    expect(read("my son at the beach").people).toEqual([{ label: "Leo", names: ["Leo"] }]);
    expect(read("my son at the beach").chips[0]!.label).toBe("my son → Leo");
    expect(read("Mom in Lisbon").people).toEqual([{ label: "Maria Santos", names: ["Maria Santos"] }]);
    expect(read("maria and eileen").people.map((p) => p.label)).toEqual(["Maria Santos", "Eileen"]);
    expect(read("my kids").people).toEqual([{ label: "my kids", names: ["Leo"] }]);
  });

  it("reads media kinds and negation", () => {
    const plan = read("receipts from IKEA not screenshots");
    expect(plan.kinds).toEqual(["receipt"]);
    expect(plan.notKinds).toEqual(["screenshot"]);
    expect(plan.words).toEqual(["ikea"]);
    expect(read("beach without people").withoutPeople).toBe(true);
    expect(read("selfies in Paris not with Leo").notPeople.map((p) => p.label)).toEqual(["Leo"]);
    expect(read("flowers but not roses").notWords).toEqual(["roses"]);
    expect(read("videos of Leo").kinds).toEqual(["video"]);
  });

  it("reads order and count", () => {
    expect(read("the first photo of Leo").order).toEqual({ direction: "asc", count: 1 });
    expect(read("the last 3 screenshots").order).toEqual({ direction: "desc", count: 3 });
    expect(read("latest photos from Paris").order).toEqual({ direction: "desc", count: null });
    expect(read("last summer").order).toBeNull();
  });

  it("shows its reading as chips that point at the words they came from", () => {
    const query = "Leo in Paris last summer not screenshots";
    const plan = read(query);
    expect(plan.chips.map((c) => [c.id, c.kind, c.label, query.slice(...c.span!)])).toEqual([
      ["time", "time", "summer 2026", "last summer"],
      ["person:leo", "person", "Leo", "Leo"],
      ["place:paris", "place", "Paris", "Paris"],
      ["not:kind:screenshot", "not", "not screenshots", "screenshots"],
    ]);
  });

  it("drops a removed chip and nothing else", () => {
    const plan = dropChips(read("Leo in Paris last summer"), ["place:paris"]);
    expect(plan.places).toEqual([]);
    expect(plan.people).toHaveLength(1);
    expect(plan.time).not.toBeNull();
    expect(plan.chips.map((c) => c.id)).toEqual(["time", "person:leo"]);
  });

  it("refines the previous turn with a follow-up", () => {
    const first = read("beach photos last summer");
    const narrowed = refinePlan(first, read("only the ones in Lisbon"));
    expect(narrowed.words).toEqual(["beach"]);
    expect(narrowed.places.map((p) => p.label)).toEqual(["Lisbon"]);
    expect(narrowed.time!.label).toBe("summer 2026");
    const withoutLeo = refinePlan(narrowed, read("without Leo"));
    expect(withoutLeo.notPeople.map((p) => p.label)).toEqual(["Leo"]);
    expect(withoutLeo.places).toHaveLength(1);
    const earlier = shiftTime(read("July 2024").time!, -1)!;
    expect(earlier.label).toBe("June 2024");
  });

  it("checks hours that wrap past midnight", () => {
    const night = read("at night").time!;
    expect(withinDayParts(night, Date.UTC(2024, 0, 1, 23))).toBe(true);
    expect(withinDayParts(night, Date.UTC(2024, 0, 1, 3))).toBe(true);
    expect(withinDayParts(night, Date.UTC(2024, 0, 1, 12))).toBe(false);
  });
});
