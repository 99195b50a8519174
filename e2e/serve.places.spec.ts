import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { exifSegment, withExif } from "../electron/testing/exif-segment";
import type { Page } from "@playwright/test";
import { ARTIFACTS, addFolder, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

const PLACES = { Kyoto: { lat: 35.0116, lon: 135.7681 }, Nara: { lat: 34.6851, lon: 135.8048 }, Paris: { lat: 48.8566, lon: 2.3522 } };

/** A folder of 8 photos with GPS: 3 in Kyoto, 2 in Nara, 3 in Paris. */
async function threeCities(): Promise<string> {
  const album = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-places-"));
  let n = 0;
  for (const [city, count] of [["Kyoto", 3], ["Nara", 2], ["Paris", 3]] as const) {
    for (let i = 0; i < count; i++, n++) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${n * 45},40%,60%)"/><circle cx="${60 + n * 25}" cy="${80 + i * 30}" r="40" fill="hsl(${n * 45 + 160},60%,40%)"/></svg>`;
      const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
      fs.writeFileSync(path.join(album, `${city}_${i}.jpg`), withExif(jpeg, exifSegment({ make: "Canon", model: "EOS R6", taken: `2024:04:0${i + 1} 1${n % 10}:00:00`, ...PLACES[city] })));
    }
  }
  return album;
}

/** The app with `album` added and indexed, showing Places. */
async function showPlaces(page: Page, url: string, album: string): Promise<void> {
  await page.goto(url);
  await addFolder(page, album);
  await expect(page.getByTestId("index-state")).toHaveText(/8 photos indexed · up to date/, { timeout: 180_000 });
  await openView(page, "places");
}

test("the Places map: nearby places gathered into one dot with a count, zoom to part them, and the keyboard opens a place", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const album = await threeCities();
  await showPlaces(page, served.url, album);
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

test("the Places map pans by dragging and by the arrow keys, the wheel zooms about the pointer, a drag is no click, and a click opens a place", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const album = await threeCities();
  try {
    await showPlaces(page, served.url, album);
    const map = page.getByTestId("places-map");
    const dots = page.getByTestId("map-dot");
    const japan = dots.filter({ has: page.locator("title", { hasText: "Nara" }) });
    const kyoto = dots.filter({ has: page.locator("title", { hasText: /^Kyoto: 3$/ }) });
    const nara = dots.filter({ has: page.locator("title", { hasText: /^Nara: 2$/ }) });
    /** A dot's centre on the page. */
    const centre = async (dot: typeof kyoto) => {
      const box = (await dot.locator("circle").boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };

    /** Clicks the gathered dot, which zooms in on it, until Kyoto and Nara come apart. */
    const zoomIntoJapan = async () => {
      await expect(japan).toHaveAttribute("aria-label", "Kyoto and 1 more: 5 photos, zoom in");
      for (let i = 0; i < 4 && (await japan.getAttribute("aria-label"))!.includes("more"); i++) await japan.click();
      await expect(kyoto).toHaveCount(1);
      await expect(nara).toHaveCount(1);
    };
    await zoomIntoJapan();

    // Dragged by the land around them, the dots go with the map, as far as the pointer went.
    const box = (await map.boundingBox())!;
    let before = await centre(kyoto);
    await page.mouse.move(box.x + 80, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    let after = await centre(kyoto);
    expect(after.x - before.x).toBeCloseTo(120, 0);
    expect(after.y - before.y).toBeCloseTo(40, 0);
    await expect(page.getByRole("heading", { name: "Places", level: 1 })).toBeVisible();
    await shoot(page, "80-places-map-panned");

    // A drag that starts on a dot moves the map and opens nothing.
    before = after;
    await page.mouse.move(before.x, before.y);
    await page.mouse.down();
    await page.mouse.move(before.x - 90, before.y - 30, { steps: 6 });
    await page.mouse.up();
    after = await centre(kyoto);
    expect(after.x - before.x).toBeCloseTo(-90, 0);
    expect(after.y - before.y).toBeCloseTo(-30, 0);
    await expect(page.getByRole("heading", { name: "Places", level: 1 })).toBeVisible();

    // The arrow keys move the map a step the other way, as if the view moved.
    await map.focus();
    before = after;
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    after = await centre(kyoto);
    expect(after.x - before.x).toBeCloseTo(-60, 0);
    expect(after.y - before.y).toBeCloseTo(-60, 0);

    // In a window short enough for the view to scroll, the wheel over the map zooms and only zooms:
    // Kyoto, under the pointer, stays there; Nara comes nearer.
    await page.setViewportSize({ width: 1280, height: 560 });
    const view = page.locator(".view-body");
    await expect.poll(() => view.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const apart = async () => {
      const [k, n] = [await centre(kyoto), await centre(nara)];
      return Math.hypot(k.x - n.x, k.y - n.y);
    };
    const wide = await apart();
    before = await centre(kyoto);
    await page.mouse.move(before.x, before.y);
    await page.mouse.wheel(0, 100);
    await expect.poll(apart).toBeLessThan(wide * 0.8);
    expect(await view.evaluate((el) => el.scrollTop)).toBe(0);
    after = await centre(kyoto);
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeLessThan(2);

    // The whole world shown, there is nothing further out: the wheel scrolls the view past the map.
    await page.getByRole("button", { name: "Whole world" }).click();
    await page.mouse.move(box.x + box.width / 2, box.y + 60);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => view.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 820 });

    // A plain click on a single place opens its photos.
    await zoomIntoJapan();
    await kyoto.click();
    await expect(page.getByRole("heading", { name: "Kyoto", level: 1 })).toBeVisible();
    await expect(page.getByTestId("grid-tile")).toHaveCount(3);
  } finally {
    fs.rmSync(album, { recursive: true, force: true });
  }
});

test("a rectangle drawn on the Places map with Shift searches that area; its chip takes the area away again; a rectangle off the globe says so", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const album = await threeCities();
  try {
    await showPlaces(page, served.url, album);
    const map = page.getByTestId("places-map");
    const japan = page.getByTestId("map-dot").filter({ has: page.locator("title", { hasText: "Nara" }) });
    await expect(japan).toHaveCount(1);
    const dot = (await japan.locator("circle").boundingBox())!;
    const [cx, cy] = [dot.x + dot.width / 2, dot.y + dot.height / 2];

    // Off the globe: the map's corner.
    const corner = (await map.boundingBox())!;
    await page.keyboard.down("Shift");
    await page.mouse.move(corner.x + 2, corner.y + 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + 14, corner.y + 14, { steps: 3 });
    await page.mouse.up();
    await expect(page.getByTestId("map-hint")).toHaveText("That rectangle is off the globe. Hold Shift and drag across the part of the map you mean.");

    // Around Japan: Kyoto's and Nara's photos, not Paris's.
    await page.mouse.move(cx - 30, cy - 25);
    await page.mouse.down();
    await page.mouse.move(cx + 30, cy + 25, { steps: 5 });
    await expect(page.getByTestId("map-area")).toBeVisible();
    await shoot(page, "77-places-map-drawing");
    await page.mouse.up();
    await page.keyboard.up("Shift");
    await expect(page.getByTestId("nav-search")).toHaveAttribute("aria-current", "page");
    const answer = page.getByTestId("answer").last();
    await expect(answer.getByTestId("result")).toHaveCount(5);
    await expect(answer.getByTestId("message")).toHaveText(/^5 photos taken in the area on the map\./);
    const chip = answer.getByTestId("chip").filter({ hasText: "Area on the map" });
    await expect(chip).toHaveCount(1);
    await expect(page.getByTestId("turn").last().locator(".bubble")).toHaveText("Photos in the area drawn on the map");
    for (const tile of await answer.getByTestId("result").all()) expect(await tile.getAttribute("data-name")).toMatch(/^(Kyoto|Nara)_/);
    await expectAccessible(page, "answer for a drawn area");
    await shoot(page, "78-answer-for-drawn-area");

    // Removing the chip searches without the area: every photo.
    await chip.getByRole("button", { name: "Search again without Area on the map" }).click();
    await expect(page.getByTestId("answer").last().getByTestId("result")).toHaveCount(8);

    // From the keyboard: zoom in on Japan, then search the part of the map shown.
    await openView(page, "places");
    await japan.focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("map-search-view").click();
    await expect(page.getByTestId("nav-search")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("answer").last().getByTestId("result")).toHaveCount(5);
  } finally {
    fs.rmSync(album, { recursive: true, force: true });
  }
});
