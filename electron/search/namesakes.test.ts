import { describe, expect, it } from "vitest";
import { kmBetween } from "../domain/great-circle";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { reverseGeocode } from "../library/places/reverse-geocode";
import { library } from "../testing/memory-library";
import { libraryGazetteer } from "./namesakes";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 30, 12);

/**
 * Names whose first place in the gazetteer is not where this album's photos were taken, and which
 * the geocoder labels the photos otherwise: the clock is in London, not the volcano; SoHo in
 * Manhattan, not London; Brunswick in Lower Saxony (Braunschweig), not Ohio.
 */
const NAMESAKES = [
  { name: "Big Ben", lat: 51.5007, lon: -0.1246 },
  { name: "SoHo", lat: 40.7233, lon: -74.003 },
  { name: "Brunswick", lat: 52.2689, lon: 10.5268 },
  { name: "Alma-Ata", lat: 43.2389, lon: 76.8897 },
  { name: "Port Arthur", lat: 38.81, lon: 121.26 },
  { name: "Salisbury", lat: -17.8292, lon: 31.0522 },
];

const FRAMES = ["photos in {}", "{}", "pics from {}", "our trip to {}", "{} 2024"];

async function album(where: Array<{ lat: number; lon: number }>) {
  const lib = library();
  where.forEach(({ lat, lon }, i) => {
    const place = reverseGeocode(lat, lon)!;
    lib.add(`photo${i}`, { lat, lon, taken_ms: Date.UTC(2024, 4, 1 + i), place: place.city, district: place.district, region: place.region, country: place.country, region_code: place.regionCode, country_code: place.countryCode });
  });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

describe("a name of several places, read as the one the library has photos at", async () => {
  // A library for each name, with its one photo at the namesake; the gazetteer's first places; and a library at neither.
  const atNamesake = await Promise.all(NAMESAKES.map((at) => album([at])));
  const firsts = NAMESAKES.map(({ name }) => lookUpPlace(name)!);
  const elsewhere = await album([{ lat: -33.87, lon: 151.21 }]);
  const found = async (index: LibraryIndex, query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: libraryGazetteer(index) });
    const places = [...plan.places, ...(plan.tripAnchor?.places ?? [])];
    return { places, photos: (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id) };
  };

  it("finds the photos at the namesake, however the name is said (6 names x 5 frames)", async () => {
    const missed: string[] = [];
    for (const [i, { name }] of NAMESAKES.entries()) {
      for (const frame of FRAMES) {
        const query = frame.replace("{}", name);
        const { places, photos } = await found(atNamesake[i]!, query);
        if (!photos.includes("photo0")) missed.push(`${query} -> ${JSON.stringify(places.map((p) => p.label))} ${JSON.stringify(photos)}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it("is the gazetteer's first place where the library has photos at both, or at neither (6 names x 5 frames x 2 libraries)", async () => {
    const both = await Promise.all(NAMESAKES.map((at, i) => album([at, firsts[i]!])));
    const misread: string[] = [];
    for (const [i, { name }] of NAMESAKES.entries()) {
      for (const frame of FRAMES) {
        const query = frame.replace("{}", name);
        for (const index of [both[i]!, elsewhere]) {
          const { places } = await found(index, query);
          const first = places.find((p) => p.source === "gazetteer");
          if (first && (first.lat !== firsts[i]!.lat || first.lon !== firsts[i]!.lon)) misread.push(`${query} -> ${JSON.stringify(first)}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it("sees a place of the library's again after photos are added there", async () => {
    const lib = library();
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const gazetteer = libraryGazetteer(index);
    expect(gazetteer("Big Ben")?.label).toBe("Big Ben");
    lib.add("clock", { lat: 51.5007, lon: -0.1246, taken_ms: Date.UTC(2024, 4, 1), place: "London", country: "United Kingdom", country_code: "GB" });
    await index.refresh(lib.source);
    expect(gazetteer("Big Ben")?.label).toBe("London");
  });
});
