import { describe, expect, it, vi } from "vitest";

/** zod's builders (z.object, z.string, …) called so far, z.lazy left out: what loading a module built. */
let built = 0;
vi.mock("zod", async (importOriginal) => {
  const actual = await importOriginal<typeof import("zod")>();
  const counted = new Proxy(actual.z, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== "function" || key === "lazy" || !/^[a-z]/.test(String(key))) return value;
      return (...args: unknown[]) => {
        built++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { ...actual, z: counted };
});

const MODULES: Record<string, () => Promise<unknown>> = {
  "learn/learning-file": () => import("../learn/learning-file"),
  "library/places/boundaries": () => import("./places/boundaries"),
  "library/analysis/expressions": () => import("./analysis/expressions"),
  "library/collections": () => import("./collections"),
  "library/places/countries": () => import("./places/countries"),
  "library/places/regions": () => import("./places/regions"),
  "learn/search-log": () => import("../learn/search-log"),
  "learn/askings-cache": () => import("../learn/askings-cache"),
  "index/vectors/vector-snapshot": () => import("../index/vectors/vector-snapshot"),
};

describe("a command that opens a library", () => {
  for (const [name, load] of Object.entries(MODULES)) {
    it(`builds none of ${name}'s schemas as it loads it`, async () => {
      vi.resetModules();
      built = 0;
      await load();
      expect(built).toBe(0);
    });
  }
});

describe("a learning file read with the schemas built on first use", () => {
  const QUERIES = ["Seattle in March 2024", "Leo at the airport last spring", "sunset in Lisbon 2023", "the receipt from the IKEA trip", "beach on Saturdays, not 2022", "screenshots from last week"];
  const BREAKS: Array<[string, (doc: Record<string, unknown>) => void]> = [
    ["nothing", () => undefined],
    ["a search's limit", (doc) => ((doc.searches as Array<Record<string, unknown>>)[0]!.limit = 0)],
    ["a search's time", (doc) => ((doc.searches as Array<Record<string, unknown>>)[0]!.at = "yesterday")],
    ["a plan's words", (doc) => (((doc.searches as Array<Record<string, unknown>>)[0]!.plan as Record<string, unknown>).words = "beach")],
    ["a correction's verdict", (doc) => ((doc.corrections as Array<Record<string, unknown>>).push({ id: "c", query_key: "k", query: "q", photo_id: "p", verdict: "maybe", other_id: "", evidence: "", at: "2026-01-01T00:00:00.000Z", undone: false }))],
    ["an album's photo", (doc) => (doc.collections = { favourites: [], albums: [{ id: "a", name: "Trip", photoIds: ["not-a-photo-id"], createdAt: "2026-01-01T00:00:00.000Z" }] })],
    ["a click's aspect", (doc) => ((doc.suggestionClicks as unknown[]).push({ text: "t", aspect: "colour", photo_id: "p", at: "2026-01-01T00:00:00.000Z" }))],
    ["the version", (doc) => (doc.version = "2")],
    ["the export time", (doc) => (doc.exportedAt = 5)],
  ];

  it("reads a plan of every query whole and refuses each broken field (6 queries x 9 breaks)", async () => {
    vi.resetModules();
    const { readLearningDocument, toLearningDocument } = await import("../learn/learning-file");
    const { parseQuery } = await import("../search/query-parser");
    const now = new Date(2026, 10, 29, 12);
    let checked = 0;
    for (const query of QUERIES) {
      for (const [broken, breakIt] of BREAKS) {
        const plan = parseQuery(query, now);
        const doc = JSON.parse(JSON.stringify(toLearningDocument([{ id: "s1", query, key: query, plan, limit: 50, at: "2026-01-01T00:00:00.000Z" }], [], [], now))) as Record<string, unknown>;
        breakIt(doc);
        if (broken === "nothing") expect(readLearningDocument(JSON.stringify(doc)).searches[0]!.plan, query).toEqual(JSON.parse(JSON.stringify(plan)));
        else expect(() => readLearningDocument(JSON.stringify(doc)), `${query}: ${broken}`).toThrow(/damaged|holds more|not a Recollect|newer/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });
});
