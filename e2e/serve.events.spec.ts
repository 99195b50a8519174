import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { exifSegment, withExif } from "../electron/testing/exif-segment";
import { ARTIFACTS, addFolder, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

/** A photo of a few shapes, taken at `taken` ("2025:03:02 09:00:00"), in Seattle or at home in Lisbon. */
async function writePhoto(dir: string, name: string, taken: string, where: { lat: number; lon: number }, n: number) {
  const shapes = [0, 1, 2].map((k) => `<circle cx="${(n * 71 + k * 97) % 320}" cy="${(n * 43 + k * 61) % 240}" r="${30 + ((n + k) * 13) % 50}" fill="hsl(${(n * 47 + k * 120) % 360},60%,50%)"/>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${(n * 29) % 360},35%,70%)"/>${shapes}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  fs.writeFileSync(path.join(dir, name), withExif(jpeg, exifSegment({ make: "Canon", model: "EOS R6", taken, ...where })));
}

test("a trip away from home is one event across a quiet day, and Events has a heading per year", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const album = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-trip-"));
  const seattle = { lat: 47.6062, lon: -122.3321 };
  const lisbon = { lat: 38.7223, lon: -9.1393 };
  try {
    let n = 0;
    // Home is Lisbon: a Saturday outing most weeks.
    for (const day of ["2024:05:04", "2024:05:11", "2024:06:01", "2025:01:11", "2025:01:18"]) {
      for (const time of ["10:00:00", "10:40:00", "11:20:00"]) await writePhoto(album, `home_${n++}.jpg`, `${day} ${time}`, lisbon, n);
    }
    // Seattle, 2–6 March 2025, with no photo on the 5th.
    for (const at of ["2025:03:02 09:00:00", "2025:03:02 12:00:00", "2025:03:03 10:00:00", "2025:03:04 17:00:00", "2025:03:06 09:30:00", "2025:03:06 11:00:00"]) {
      await writePhoto(album, `trip_${n++}.jpg`, at, seattle, n);
    }
    await page.goto(served.url);
    await addFolder(page, album);
    await expect(page.getByTestId("index-state")).toHaveText(/21 photos indexed · up to date/, { timeout: 180_000 });

    await openView(page, "events");
    await expect(page.getByTestId("events-year")).toHaveText(["2025 3 events", "2024 3 events"]);
    await expect(page.getByTestId("event").filter({ hasText: "Seattle" })).toHaveText(["Seattle, 2–6 Mar 20256 photos"]);
    await expectAccessible(page, "events by year");
    await shoot(page, "61-events-by-year");
  } finally {
    fs.rmSync(album, { recursive: true, force: true });
  }
});
