import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { fullTextOf, library } from "../testing/memory-library";
import { stem } from "../words/terms";
import { namesInMemories } from "./memory-names";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);
const AUSTIN = { lat: 30.27, lon: -97.74, place: "Austin", region: "Texas", country: "United States", country_code: "US" };

async function read(query: string, build: (lib: ReturnType<typeof library>) => void) {
  const lib = library();
  build(lib);
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  const names = namesInMemories(index);
  const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace, namedInMemories: (word) => names.has(stem(word)) });
  const found = (await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort();
  return { places: plan.places.map((p) => p.label), found };
}

describe("a place's name the memories write as someone's", () => {
  const NAMES = ["Sofia", "Georgia", "Paris", "Florence", "Chelsea", "Victoria", "Savannah", "Charlotte", "Madison", "Jordan", "Orlando", "Sydney", "Lincoln"];
  const ASKED = [(n: string) => n.toLowerCase(), (n: string) => `lunch with ${n.toLowerCase()}`, (n: string) => `${n} and me`, (n: string) => `pics of ${n.toLowerCase()} in 2024`];

  it("is them, where the library has no photo of the place (13 names x 4 ways)", async () => {
    const wrong: string[] = [];
    for (const name of NAMES) {
      expect(lookUpPlace(name), name).not.toBeNull();
      for (const ask of ASKED) {
        const { places, found } = await read(ask(name), (lib) => {
          lib.add("lunch", { taken_ms: Date.UTC(2024, 4, 5, 12), ...AUSTIN });
          lib.memories.push({ photo_id: "lunch", text: `lunch with ${name} at the park` });
          lib.add("other", { taken_ms: Date.UTC(2024, 5, 5, 12), ...AUSTIN });
        });
        if (places.length || found.join() !== "lunch") wrong.push(`${ask(name)} → places ${places.join(", ")}, found ${found.join(", ") || "nothing"}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is the place where the library has photos of it", async () => {
    const { places } = await read("paris", (lib) => {
      lib.add("trip", { taken_ms: Date.UTC(2023, 4, 5, 12), lat: 48.86, lon: 2.35, place: "Paris", country: "France", country_code: "FR" });
      lib.add("lunch", { taken_ms: Date.UTC(2024, 4, 5, 12), ...AUSTIN });
      lib.memories.push({ photo_id: "lunch", text: "lunch with Paris at the park" });
    });
    expect(places).toEqual(["Paris"]);
  });

  it("is whose occasion it is, said with one, where no memory names them (13 names x 2 occasions)", async () => {
    const wrong: string[] = [];
    for (const name of NAMES) {
      for (const occasion of ["recital", "birthday"]) {
        const query = `${name.toLowerCase()}'s ${occasion}`;
        const { places } = await read(query, (lib) => lib.add("other", { taken_ms: Date.UTC(2024, 5, 5, 12), ...AUSTIN }));
        if (places.length) wrong.push(`${query} → ${places.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("a season's name in the plural", () => {
  const PLACES = ["Palm Springs", "Colorado Springs", "Hot Springs", "Coral Springs", "Eureka Springs", "Glenwood Springs"];
  const FRAMES = [(p: string) => p.toLowerCase(), (p: string) => p, (p: string) => `${p.toLowerCase()} trip`, (p: string) => `pics from ${p} 2024`, (p: string) => `our ${p.toLowerCase()} weekend`, (p: string) => `the ${p} hike`];

  it("is no season as a word of a town's name (6 towns x 6 frames)", () => {
    const wrong: string[] = [];
    for (const place of PLACES) {
      for (const frame of FRAMES) {
        const plan = parseQuery(frame(place), NOW, { gazetteer: lookUpPlace });
        if (/spring/i.test(plan.time?.label ?? "")) wrong.push(`${frame(place)} → ${plan.time!.label}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is every year's season, said as seasons are counted or pointed at (4 seasons x 4 frames)", () => {
    const wrong: string[] = [];
    for (const season of ["spring", "summer", "winter", "autumn"]) {
      for (const query of [`${season}s`, `our ${season}s at the lake`, `the last two ${season}s`, `all ${season}s`]) {
        const plan = parseQuery(query, NOW, { gazetteer: lookUpPlace });
        if (plan.time?.label !== `any ${season}`) wrong.push(`${query} → ${plan.time?.label ?? "no time"}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
