import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { exifSegment, withExif } from "../electron/testing/exif-segment";
import { ARTIFACTS, addFolder, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

const PLACES = { Kyoto: { lat: 35.0116, lon: 135.7681 }, Nara: { lat: 34.6851, lon: 135.8048 }, Paris: { lat: 48.8566, lon: 2.3522 } };

test("the Places map: nearby places gathered into one dot with a count, zoom to part them, and the keyboard opens a place", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const album = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-places-"));
  let n = 0;
  for (const [city, count] of [["Kyoto", 3], ["Nara", 2], ["Paris", 3]] as const) {
    for (let i = 0; i < count; i++, n++) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${n * 45},40%,60%)"/><circle cx="${60 + n * 25}" cy="${80 + i * 30}" r="40" fill="hsl(${n * 45 + 160},60%,40%)"/></svg>`;
      const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
      fs.writeFileSync(path.join(album, `${city}_${i}.jpg`), withExif(jpeg, exifSegment({ make: "Canon", model: "EOS R6", taken: `2024:04:0${i + 1} 1${n % 10}:00:00`, ...PLACES[city] })));
    }
  }
  await page.goto(served.url);
  await addFolder(page, album);
  await expect(page.getByTestId("index-state")).toHaveText(/8 photos indexed · up to date/, { timeout: 180_000 });
  await openView(page, "places");
  const dots = page.getByTestId("map-dot");
  // Kyoto and Nara are 40 km apart: one dot at the scale of the world, with both counts.
  const japan = dots.filter({ has: page.locator("title", { hasText: "Nara" }) });
  await expect(japan).toHaveCount(1);
  await expect(japan).toHaveAttribute("aria-label", "Kyoto and 1 more: 5 photos, zoom in");
  await expect(japan.locator("text")).toHaveText("5");
  await expectAccessible(page, "places map");
  await shoot(page, "63-places-map");

  // Enter on a gathered dot zooms in until the places come apart.
  for (let i = 0; i < 4 && (await japan.getAttribute("aria-label"))!.includes("more"); i++) {
    await japan.focus();
    await page.keyboard.press("Enter");
  }
  await expect(dots.filter({ has: page.locator("title", { hasText: /^Nara: 2$/ }) })).toHaveCount(1);
  await expect(dots.filter({ has: page.locator("title", { hasText: /^Kyoto: 3$/ }) })).toHaveCount(1);
  await shoot(page, "64-places-map-zoomed");
  await page.getByRole("button", { name: "Whole world" }).click();

  // Tab reaches the dots; Enter on a single place opens its photos.
  const paris = dots.filter({ has: page.locator("title", { hasText: /^Paris: 3$/ }) });
  await paris.focus();
  await expect(paris).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Paris", level: 1 })).toBeVisible();
  await expect(page.getByTestId("grid-tile")).toHaveCount(3);
  fs.rmSync(album, { recursive: true, force: true });
});
