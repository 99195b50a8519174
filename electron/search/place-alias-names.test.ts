import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

/**
 * Another name of a place the library has no photo of that is someone's given name ("Maurice" is
 * Mauritius in French, "Karin" Kayin State) or a word the library's memories say ("isla", the
 * daughter: Senglea, Malta, is "Isla").
 */
const NAMES = ["maurice", "karin", "karen", "dania", "daria", "amara", "georgie", "wallis", "isla"];
const FRAMES = ["{} and me", "photos of {}", "{} at the beach", "{}s birthday", "me and {} at the park", "{} with the dog"];

describe("another name of a place, said as someone's name, is that name", async () => {
  const lib = library();
  for (let k = 0; k < 6; k++) lib.add(`home-${k}`, { taken_ms: Date.UTC(2024, k, 3, 12), lat: 55.86, lon: -4.25, place: "Glasgow", region: "Scotland", country: "United Kingdom", country_code: "GB" });
  lib.memories.push({ photo_id: "home-2", text: "isla on her first day at school" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  const places = (query: string) => parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).places.map((p) => p.label);

  const grid = NAMES.flatMap((name) => FRAMES.map((frame) => frame.replace("{}", name)));
  it.each(grid)("'%s' names no place", (query) => {
    expect(places(query)).toEqual([]);
  });

  // Said after a place's preposition, or before a trip's noun, the other name is the place.
  it.each([["pics from maurice", "Mauritius"], ["photos in karin", "Kayin"], ["pics from roma", "Rome"], ["photos taken in dania", "Denmark"], ["our trip to maurice", "Mauritius"], ["maurice trip", "Mauritius"]] as const)("'%s' is %s", (query, label) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    expect([...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label)).toEqual([label]);
  });
});
