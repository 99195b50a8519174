import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** Towns of the world the library has no photo of. */
const FAR = ["Oran", "Lyon", "Bergen", "Cusco", "Nantes", "Turin"];
/** Words no dictionary, place, person or photo has: the rest of a venue's or a bar's name. */
const REST = ["Mor", "Qelt", "Dubh", "Vrak"];
const FRAMES = ["the wedding at {}", "drinks at {} last year", "our night out at {}"];

describe("a town said before a word only a name can have is the start of that name", async () => {
  // A Glasgow family's library: photos there, a memory, a person.
  const lib = library();
  for (let k = 0; k < 6; k++) lib.add(`home-${k}`, { taken_ms: Date.UTC(2024, k, 3, 12), lat: 55.86, lon: -4.25, place: "Glasgow", region: "Scotland", country: "United Kingdom", country_code: "GB" });
  lib.memories.push({ photo_id: "home-1", text: "wedding at the hall, ceilidh till late" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  const places = (query: string) => parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).places.map((p) => p.label);

  const grid = FAR.flatMap((town) => REST.flatMap((rest) => FRAMES.flatMap((frame) => [frame.replace("{}", `${town} ${rest}`), frame.replace("{}", `${town} ${rest}`.toLowerCase())])));
  it.each(grid)("'%s' names no town", (query) => {
    expect(places(query)).toEqual([]);
  });

  // The town alone, or before a word of the dictionary or a year, is the town; and the library's own town.
  it.each([...FAR.flatMap((town) => [`the wedding at ${town}`, `drinks at ${town} airport`, `our night out at ${town} in 2023`]), "drinks in Glasgow", "the wedding at Glasgow"])("'%s' names its town", (query) => {
    expect(places(query)).toHaveLength(1);
  });
});
