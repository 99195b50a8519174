import { describe, expect, it } from "vitest";
import { utcToLocal } from "./local-time";
import { placeLabel, reverseGeocode } from "./reverse-geocode";
import { holidaysOn, partOfDay, season, timeTags } from "./time-tags";

describe("naming places offline from GPS, as people name them", () => {
  it.each([
    ["central Paris", 48.8566, 2.3522, "Paris", "Paris", "FR-75", "France"],
    ["downtown Seattle", 47.6097, -122.3331, "Seattle", "Washington", "US-WA", "United States"],
    ["Kyoto station", 34.9858, 135.7588, "Kyoto", "Kyoto", "JP-26", "Japan"],
    ["Nara park", 34.685, 135.843, "Nara", "Nara", "JP-29", "Japan"],
    ["Lisbon's Baixa", 38.7107, -9.1366, "Lisbon", "Lisbon", "PT-11", "Portugal"],
    ["Renton, beside Seattle", 47.4829, -122.2171, "Renton", "Washington", "US-WA", "United States"],
  ])("%s", (_where, lat, lon, city, region, regionCode, country) => {
    expect(reverseGeocode(lat, lon)).toEqual({ city, district: expect.toSatisfy((d) => d === null || typeof d === "string"), region, regionCode, country, countryCode: expect.any(String) });
  });

  it("names the city a Berlin photo was taken in, keeping the district as the finer level", () => {
    expect(reverseGeocode(52.5473, 13.3559)).toMatchObject({ city: "Berlin", district: "Wedding", region: "Berlin" }); // Wedding
    expect(reverseGeocode(52.4987, 13.403)).toMatchObject({ city: "Berlin", district: "Kreuzberg" });
    expect(placeLabel(reverseGeocode(52.52, 13.405)!)).toBe("Berlin, Germany"); // Mitte
  });

  it("puts a photo in the state whose boundary it is inside, even a few kilometres from the border", () => {
    // Lake Tahoe's west shore is California; Reno and the lake's east shore are Nevada.
    expect(reverseGeocode(39.09, -120.04)).toMatchObject({ region: "California", regionCode: "US-CA", countryCode: "US" });
    expect(reverseGeocode(39.5296, -119.8138)).toMatchObject({ city: "Reno", region: "Nevada", regionCode: "US-NV" });
    expect(reverseGeocode(39.2, -119.93)).toMatchObject({ regionCode: "US-NV" }); // Incline Village
  });

  it("names a spot out on Lake Tahoe for a town on the lake, not a hamlet 8 km off; a village names its surroundings", () => {
    // No offline data has the lake itself: the nearest town of some size is the best name there is.
    expect(reverseGeocode(39.09, -120.04)?.city).toBe("Kings Beach");
    // In the hamlet itself, it is the hamlet.
    expect(reverseGeocode(39.0674, -120.1282)?.city).toBe("Tahoma");
    // A lake house 5 km from a village of 3,755 is at that village, not in the city 23 km away.
    expect(reverseGeocode(61.2, 24.5)?.city).toBe("Hauho");
  });

  it("names the country across a border by where the photo is, not by the bigger city over the line", () => {
    // Kehl is on the German bank of the Rhine, 3 km from Strasbourg's centre.
    expect(reverseGeocode(48.5726, 7.8156)).toMatchObject({ country: "Germany", countryCode: "DE", regionCode: "DE-BW" });
    expect(reverseGeocode(48.5734, 7.7521)).toMatchObject({ city: "Strasbourg", countryCode: "FR" });
  });

  it("weighs population against distance: a big city near by beats a village a little nearer", () => {
    // 8 km south-west of central Paris is nearer suburbs than Paris's own point; it is still not "Gif-sur-Yvette".
    expect(reverseGeocode(48.80, 2.26)?.city).not.toBe("Gif-sur-Yvette");
    expect(reverseGeocode(48.8584, 2.2945)?.city).toBe("Paris"); // the Eiffel Tower
    expect(reverseGeocode(34.6937, 135.5023)?.city).toBe("Osaka");
  });

  it("names no place in mid-ocean and only the country far from towns", () => {
    expect(reverseGeocode(0, -140)).toBeNull();
    expect(reverseGeocode(91, 0)).toBeNull();
    expect(placeLabel({ city: null, region: null, country: "Iceland" })).toBe("Iceland");
  });
});

describe("human time tags", () => {
  it("names the part of the day, weekday or weekend and season, by hemisphere", () => {
    expect([partOfDay(3), partOfDay(9), partOfDay(14), partOfDay(19), partOfDay(23)]).toEqual(["night", "morning", "afternoon", "evening", "night"]);
    expect([season(7, 48), season(7, -33), season(12, null)]).toEqual(["summer", "winter", "winter"]);
    expect(timeTags("2024-07-14T09:32:10", 28.5, "US")).toEqual(["morning", "weekend", "summer"]);
  });

  it("adds the public holidays of the country the photo was taken in", () => {
    expect(holidaysOn("2023-12-25T18:05:00", "FR")).toEqual(["Christmas Day"]);
    expect(holidaysOn("2024-07-04T12:00:00", "US")).toEqual(["Independence Day"]);
    expect(holidaysOn("2024-07-04T12:00:00", "FR")).toEqual([]);
    expect(holidaysOn("2024-07-04T12:00:00", null)).toEqual([]);
    expect(timeTags("2023-12-25T18:05:00", 48.85, "FR")).toContain("holiday: Christmas Day");
  });
});

describe("turning a UTC instant into the wall-clock time where it was taken", () => {
  it("uses the zone at the GPS position, with its summer time", () => {
    expect(utcToLocal(new Date("2022-05-01T13:00:00Z"), 38.71, -9.14)).toEqual({ local: "2022-05-01T14:00:00", offset: "+01:00" });
    expect(utcToLocal(new Date("2024-01-15T20:00:00Z"), 47.6, -122.3)).toEqual({ local: "2024-01-15T12:00:00", offset: "-08:00" });
    expect(utcToLocal(new Date("2024-01-15T20:00:00Z"), 35.0, 135.76)).toEqual({ local: "2024-01-16T05:00:00", offset: "+09:00" });
  });
});
