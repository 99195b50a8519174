import { describe, expect, it } from "vitest";
import { dateFromFileName } from "./file-name-date";
import { sidecarNames } from "./sidecars";
import { isScreenshot } from "./screenshot";

describe("dates in file names", () => {
  it.each([
    ["IMG_20230704_153012.jpg", "2023-07-04T15:30:12"],
    ["PXL_20230704_153012345.jpg", "2023-07-04T15:30:12"],
    ["Screenshot 2025-03-01 at 10.02.11.png", "2025-03-01T10:02:11"],
    ["WhatsApp Image 2023-07-04 at 15.30.12.jpeg", "2023-07-04T15:30:12"],
    ["2023-07-04 15.30.12.jpg", "2023-07-04T15:30:12"],
    ["signal-2023-07-04-153012.jpg", "2023-07-04T15:30:12"],
    ["Screenshot_20240101-101010.png", "2024-01-01T10:10:10"],
    ["VID_20221231_235959.mp4", "2022-12-31T23:59:59"],
    ["scan 2019-05-06.tiff", "2019-05-06T00:00:00"],
  ])("%s", (name, local) => {
    expect(dateFromFileName(name, new Date("2026-11-22T12:00:00Z"))).toEqual({ local, offset: null });
  });

  it("reads no date from numbers that only look like one", () => {
    for (const name of ["IMG_0100.jpg", "DSC_20230231_101010.jpg", "photo-20991231.jpg", "1234567890.jpg", "IMG_2001.heic"]) {
      expect(dateFromFileName(name, new Date("2026-11-22T12:00:00Z")), name).toBeNull();
    }
  });
});

describe("sidecar names", () => {
  it("covers Takeout's variants: plain, supplemental, numbered, edited and shortened", () => {
    expect(sidecarNames("IMG_1234.jpg").takeout).toEqual(expect.arrayContaining(["IMG_1234.jpg.json", "IMG_1234.jpg.supplemental-metadata.json", "IMG_1234.json"]));
    expect(sidecarNames("IMG_1234(1).jpg").takeout).toContain("IMG_1234.jpg(1).json");
    expect(sidecarNames("IMG_1234-edited.jpg").takeout).toContain("IMG_1234.jpg.json");
    const long = "Very long photo name from a shared album 2019 summer.jpg";
    expect(sidecarNames(long).takeout).toContain(`${long.slice(0, 46)}.json`);
    expect(sidecarNames("DSC_0001.NEF").xmp).toEqual(expect.arrayContaining(["DSC_0001.NEF.xmp", "DSC_0001.xmp"]));
  });
});

describe("telling screenshots from photos", () => {
  const base = { format: "png", width: 1170, height: 2532, camera: null, userComment: null };
  it("knows them by name, by the comment iOS writes, or by being a lossless screen-sized image", () => {
    expect(isScreenshot({ ...base, name: "Screenshot 2025-03-01 at 10.02.11.png", width: 10, height: 10 })).toBe(true);
    expect(isScreenshot({ ...base, name: "Bildschirmfoto 2024-01-02 um 10.00.00.png", width: 10, height: 10 })).toBe(true);
    expect(isScreenshot({ ...base, name: "IMG_4000.PNG" })).toBe(true);
    expect(isScreenshot({ ...base, name: "IMG_4001.PNG", format: "jpeg", width: 5, height: 5, userComment: "Screenshot" })).toBe(true);
  });
  it("never calls a camera's photo a screenshot", () => {
    expect(isScreenshot({ ...base, name: "IMG_4000.PNG", camera: "Apple iPhone 13" })).toBe(false);
    expect(isScreenshot({ ...base, name: "IMG_4002.jpg", format: "jpeg" })).toBe(false);
    expect(isScreenshot({ ...base, name: "drawing.png", width: 1000, height: 700 })).toBe(false);
  });
});
