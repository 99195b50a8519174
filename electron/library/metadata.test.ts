import { describe, expect, it } from "vitest";
import { fromTags, parseExifTime } from "./metadata";

describe("reading capture times as the camera wrote them", () => {
  it.each([
    ["2024:07:14 09:32:10", { local: "2024-07-14T09:32:10", offset: null }],
    ["2024-07-14T09:32:10+02:00", { local: "2024-07-14T09:32:10", offset: "+02:00" }],
    ["2024-07-14T09:32:10.250Z", { local: "2024-07-14T09:32:10", offset: "+00:00" }],
    ["2024-07-14", { local: "2024-07-14T00:00:00", offset: null }],
    ["2024:07:14 09:32", { local: "2024-07-14T09:32:00", offset: null }],
  ])("%s", (raw, expected) => {
    expect(parseExifTime(raw)).toEqual(expected);
  });

  it("treats a camera's unset clock and garbage as no time at all", () => {
    for (const raw of ["0000:00:00 00:00:00", "    :  :     :  :  ", "2024:13:01 00:00:00", "yesterday", "2024:07:14 25:00:00"]) {
      expect(parseExifTime(raw), raw).toBeNull();
    }
  });
});

describe("turning tags into metadata", () => {
  it("prefers EXIF's original time and keeps its offset", () => {
    const meta = fromTags({ DateTimeOriginal: "2024:07:14 09:32:10", CreateDate: "2020:01:01 00:00:00", OffsetTimeOriginal: "-04:00" });
    expect(meta.exifTime).toEqual({ local: "2024-07-14T09:32:10", offset: "-04:00" });
  });

  it("reads XMP's creation date apart from EXIF's, for the fallback chain", () => {
    const meta = fromTags({ DateCreated: "2023-12-25T18:05:00+01:00" });
    expect([meta.exifTime, meta.xmpTime]).toEqual([null, { local: "2023-12-25T18:05:00", offset: "+01:00" }]);
  });

  it("merges IPTC and XMP keywords without repeats, and reads language alternatives", () => {
    const meta = fromTags({ Keywords: ["NASA", "launch"], subject: ["launch", "Florida"], description: { lang: "x-default", value: "At the pad" } });
    expect(meta.keywords).toEqual(["NASA", "launch", "Florida"]);
    expect(meta.description).toBe("At the pad");
  });

  it("does not repeat the make in the camera name, and rejects impossible GPS and orientation", () => {
    expect(fromTags({ Make: "Canon", Model: "Canon EOS R5" }).camera).toBe("Canon EOS R5");
    expect(fromTags({ Make: "Apple", Model: "iPhone 12" }).camera).toBe("Apple iPhone 12");
    const odd = fromTags({ latitude: 123, longitude: Number.NaN, Orientation: 9 });
    expect([odd.lat, odd.lon, odd.orientation]).toEqual([null, null, 1]);
  });

  it("reads coordinates written only in XMP, in the forms XMP writes them", () => {
    const at = (GPSLatitude: unknown, GPSLongitude: unknown) => {
      const meta = fromTags({ GPSLatitude, GPSLongitude });
      return [meta.lat, meta.lon, meta.gpsFrom];
    };
    expect(at("48,51.234N", "2,17.67E")).toEqual([expect.closeTo(48.8539, 4), expect.closeTo(2.2945, 4), "xmp"]);
    expect(at("33,51,24.48S", "151,12,55.08E")).toEqual([expect.closeTo(-33.8568, 4), expect.closeTo(151.2153, 4), "xmp"]);
    expect(at("40,42.768n", "74,0.36w")).toEqual([expect.closeTo(40.7128, 4), expect.closeTo(-74.006, 4), "xmp"]);
    expect(at("-33.8568", 151.2153)).toEqual([-33.8568, 151.2153, "xmp"]);
  });

  it("rejects XMP coordinates with the wrong hemisphere, minutes past 60, or a sign and a letter", () => {
    for (const [lat, lon] of [["48,51.2E", "2,17.6E"], ["48,61.2N", "2,17.6E"], ["-48,51.2N", "2,17.6E"], ["48,51.2", "2,17.6"], ["north", "east"], ["48,51.2N", ""]]) {
      expect(fromTags({ GPSLatitude: lat, GPSLongitude: lon }).lat, `${lat} ${lon}`).toBeNull();
    }
  });

  it("prefers EXIF's GPS directory to XMP's copy", () => {
    const meta = fromTags({ latitude: 28.5729, longitude: -80.649, GPSLatitude: "48,51.234N", GPSLongitude: "2,17.67E" });
    expect([meta.lat, meta.lon, meta.gpsFrom]).toEqual([28.5729, -80.649, "exif"]);
  });
});
