import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { lookUpPlace } from "../library/places/gazetteer";
import { reverseGeocode } from "../library/places/reverse-geocode";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** Where each photo was taken; every place name on it comes from the real reverse geocoder. */
const TAKEN: Record<string, [number, number]> = {
  kyoto: [34.9858, 135.7588],
  tokyo: [35.6895, 139.6917],
  osaka: [34.6937, 135.5023],
  osakaBay: [34.67, 135.46],
  osakaCastle: [34.6873, 135.5262],
  // Sakai, Osaka's southern neighbour, inside the box around Osaka's photos.
  sakai: [34.5733, 135.483],
  nara: [34.685, 135.843],
  seoul: [37.5665, 126.978],
  lisbon: [38.7107, -9.1366],
  rome: [41.9, 12.5],
  madrid: [40.4168, -3.7038],
  istanbulAsia: [40.99, 29.03],
  seattle: [47.6097, -122.3331],
  tahoe: [39.09, -120.04],
  reno: [39.5296, -119.8138],
  wedding: [52.5473, 13.3559],
  atlanta: [33.749, -84.388],
};

async function album() {
  const lib = library();
  for (const [id, [lat, lon]] of Object.entries(TAKEN)) {
    const place = reverseGeocode(lat, lon)!;
    lib.add(id, { lat, lon, taken_ms: Date.UTC(2024, 4, 1), place: place.city, region: place.region, country: place.country, region_code: place.regionCode, country_code: place.countryCode });
  }
  // A boarding pass photographed without GPS, and a receipt from a Seattle bakery named for Paris.
  lib.add("boardingPass", { taken_ms: Date.UTC(2024, 4, 1) });
  lib.add("bakeryReceipt", { lat: 47.61, lon: -122.33, taken_ms: Date.UTC(2024, 4, 2), place: "Seattle", region: "Washington", country: "United States", region_code: "US-WA", country_code: "US" });
  const ocr: Record<string, string> = { boardingPass: "BOARDING PASS\nTAP AIR PORTUGAL\nLIS Lisbon\nGATE 12 SEAT 14C", bakeryReceipt: "Paris Baguette\nCroissant 4.50\nLatte 5.25\nTotal 9.75" };
  const index = new LibraryIndex();
  await index.refresh({
    ...lib.source,
    analysis: async () => Object.entries(ocr).map(([id, text]) => ({ id, tags: "[]", ocr_text: text, faces: null, version: "1" })),
  });
  return index;
}

describe("searching places as people say them", async () => {
  const index = await album();
  const found = async (query: string) => {
    const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    return (await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  };

  it("finds photos in Japan by the country's boundary: Kyoto and Tokyo, not Seoul", async () => {
    const japan = await found("photos in Japan");
    expect(japan).toEqual(["kyoto", "nara", "osaka", "osakaBay", "osakaCastle", "sakai", "tokyo"]);
    expect(await found("pictures from Nippon")).toEqual(japan);
  });

  it("reads a place inside another one asked for as where in it, and places apart as either", async () => {
    expect(await found("Kyoto, Japan")).toEqual(await found("Kyoto"));
    expect(await found("Tokyo in Nippon")).toEqual(["tokyo"]);
    expect(await found("Kyoto or Tokyo")).toEqual(["kyoto", "tokyo"]);
  });

  it("knows places by nicknames and old names people type", async () => {
    expect(await found("our trip to the States")).toEqual(["atlanta", "bakeryReceipt", "reno", "seattle", "tahoe"]);
    expect(await found("photos from Southeast Asia")).toEqual([]);
    expect(await found("East Asia")).toEqual(["kyoto", "nara", "osaka", "osakaBay", "osakaCastle", "sakai", "seoul", "tokyo"]);
  });

  it("reads a word for a country's people as the country, unless a place is named beside it", async () => {
    expect(await found("my Japanese photos")).toEqual(await found("photos in Japan"));
    const plan = parseQuery("Japanese garden in Seattle", NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
    expect(plan.places.map((p) => p.label)).toEqual(["Seattle"]);
    expect(plan.chips.filter((c) => c.kind === "place").map((c) => c.label)).toEqual(["Seattle"]);
    // After "in" it is the language the thing is written in, not the country.
    expect(parseQuery("a shop sign in Spanish", NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).places).toEqual([]);
  });

    it("finds Europe's photos, not those of Istanbul's Asian shore; Spain is not Lisbon", async () => {
    // The boarding pass has no GPS and reads "Lisbon": it is about Lisbon, not taken there, so no photo of Europe's (as it is none of Lisbon's).
    expect(await found("photos in Europe")).toEqual(["lisbon", "madrid", "rome", "wedding"]);
    expect(await found("boarding pass from Europe")).toEqual(["boardingPass"]);
    expect(await found("photos in Spain")).toEqual(["madrid"]);
    expect(await found("photos in Asia")).toEqual(["istanbulAsia", "kyoto", "nara", "osaka", "osakaBay", "osakaCastle", "sakai", "seoul", "tokyo"]);
  });

  it("finds Seattle for the US however it is written", async () => {
    for (const said of ["photos in the US", "photos from the USA", "photos in the U.S.", "usa pics"]) expect(await found(said)).toEqual(["atlanta", "bakeryReceipt", "reno", "seattle", "tahoe"]);
  });

  it("reads countries, continents and states typed in lower case", async () => {
    expect(await found("pics from japan")).toEqual(await found("photos in Japan"));
    expect(await found("japan")).toEqual(await found("photos in Japan"));
    expect(await found("north america")).toEqual(["atlanta", "bakeryReceipt", "reno", "seattle", "tahoe"]);
    expect(await found("washington state")).toEqual(["bakeryReceipt", "seattle"]);
    // A group of countries named in two ordinary words is the group: "the Middle East", not a word "middle".
    expect(parseQuery("the nordic countries", NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).places.map((p) => p.label)).toEqual(["the Nordics"]);
    expect(await found("middle east")).toEqual(["istanbulAsia"]);
  });

  it("reads a city or a country as a place however it is typed: 'seattle 2024', 'turkey', 'the uk', 'the US'", async () => {
    // A place said of a trip ("our uk trip") picks the trip: a place all the same.
    const read = (query: string) => {
      const plan = parseQuery(query, NOW, { ...index.parseContext(), gazetteer: lookUpPlace });
      return [...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label);
    };
    expect(read("seattle 2024")).toEqual(["Seattle"]);
    expect(await found("seattle 2024")).toEqual(["bakeryReceipt", "seattle"]);
    // A city the library has no photo of, said without "in": still asked for, never left out beside a year.
    expect(parseQuery("vienna 2024", NOW, { ...index.parseContext(), gazetteer: lookUpPlace }).names).toEqual(["vienna"]);
    expect(await found("vienna 2024")).toEqual([]);
    expect(read("our uk trip")).toEqual(["United Kingdom"]);
    expect(read("the US")).toEqual(["United States"]);
    expect(await found("turkey")).toEqual(["istanbulAsia"]);
    expect(read("rio de janeiro")).toEqual(["Rio de Janeiro"]);
  });

  it("reads the halves of the globe by the photos' GPS", async () => {
    const gps = Object.keys(TAKEN).concat("bakeryReceipt").sort();
    expect(await found("photos from the northern hemisphere")).toEqual(gps);
    expect(await found("south of the equator")).toEqual([]);
    expect(parseQuery("the southern hemisphere with Leo", NOW, index.parseContext()).area).toMatchObject({ south: -90, north: 0 });
  });

  it("finds Lake Tahoe's Californian shore for California, and not Reno over the Nevada line", async () => {
    expect(await found("photos in California")).toEqual(["tahoe"]);
    expect(await found("photos in Nevada")).toEqual(["reno"]);
  });

  it("reads a name of the library's photos as they are labelled: Georgia the state, Washington the state", async () => {
    expect(await found("photos in Georgia")).toEqual(["atlanta"]);
    expect(await found("photos in Washington")).toEqual(["bakeryReceipt", "seattle"]);
  });

    it("keeps a city to its own photos: Osaka is not Kyoto or Nara", async () => {
    expect(await found("photos in Osaka")).toEqual(["osaka", "osakaBay", "osakaCastle"]);
    expect(await found("photos in Kyoto")).toEqual(["kyoto"]);
  });

  it("finds a photo taken in Berlin's Wedding district under Berlin", async () => {
    expect(await found("photos in Berlin")).toEqual(["wedding"]);
  });

  it("finds a boarding pass without GPS by the place read on it when asked for, but not a receipt whose GPS says elsewhere", async () => {
    expect(await found("Lisbon boarding pass")).toEqual(["boardingPass"]);
    // Asked only where photos were taken, the pass that reads Lisbon was not taken there.
    expect(await found("photos in Lisbon")).toEqual(["lisbon"]);
    expect(await found("photos in Paris")).toEqual([]);
  });
});
