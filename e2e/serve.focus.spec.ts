import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { exifSegment, withExif } from "../electron/testing/exif-segment";
import { addFolder, ask, expect, openView, test } from "./serve-fixture";

test.setTimeout(300_000);

/** An MWG face region naming one person, as Lightroom writes it beside a photo. */
const namedIn = (name: string) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag><rdf:li rdf:parseType="Resource"><mwg-rs:Name>${name}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type></rdf:li></rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A morning in Kyoto with Aiko (one place, one event, one person) and two afternoons in Paris. */
async function kyotoMorning(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-focus-"));
  const shots = [
    ...["09:00", "09:30", "10:00", "10:30", "11:00"].map((time, i) => ({ name: `kyoto_${i}.jpg`, taken: `2024:04:06 ${time}:00`, lat: 35.0116, lon: 135.7681, who: "Aiko" })),
    ...["14:00", "15:00"].map((time, i) => ({ name: `paris_${i}.jpg`, taken: `2023:09:1${i} ${time}:00`, lat: 48.8566, lon: 2.3522, who: null })),
  ];
  for (const [n, shot] of shots.entries()) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${n * 50},40%,62%)"/><circle cx="${60 + n * 30}" cy="${70 + (n % 3) * 50}" r="45" fill="hsl(${n * 50 + 170},60%,42%)"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
    fs.writeFileSync(path.join(dir, shot.name), withExif(jpeg, exifSegment({ make: "Canon", model: "EOS R6", taken: shot.taken, lat: shot.lat, lon: shot.lon })));
    if (shot.who) fs.writeFileSync(path.join(dir, shot.name.replace(/\.jpg$/, ".xmp")), namedIn(shot.who));
  }
  return dir;
}

/**
 * Opens the viewer on `tiles.nth(at)`, closes it with Escape or its × and expects focus back on
 * the tile of the photo it showed; with `step`, the viewer first moves on that many photos.
 */
async function closesBackTo(page: Page, tiles: Locator, at: number, how: "Escape" | "×", step = 0): Promise<void> {
  await tiles.nth(at).click();
  const viewer = page.locator("dialog.viewer");
  await expect(viewer).toBeVisible();
  for (let k = 0; k < step; k++) await page.keyboard.press("ArrowRight");
  const name = await viewer.getByRole("heading", { level: 2 }).textContent();
  if (how === "Escape") await page.keyboard.press("Escape");
  else await viewer.getByRole("button", { name: "Close" }).first().click();
  await expect(viewer).toBeHidden();
  await expect(tiles.nth(at + step)).toBeFocused();
  // The tile focused is the photo's own, not merely one at the same place.
  const label = await tiles.nth(at + step).evaluate((e) => e.getAttribute("aria-label") ?? e.getAttribute("data-name") ?? "");
  expect(label).toContain(name!.trim());
}

test("closing the viewer (Escape or ×) gives focus back to the photo's tile, from the Library, an answer, an album, a person's, an event's and a place's photos", async ({ page, served }) => {
  const dir = await kyotoMorning();
  try {
    await page.goto(served.url);
    await addFolder(page, dir);
    await expect(page.getByTestId("index-state")).toHaveText(/7 photos indexed · up to date/, { timeout: 180_000 });
    const tiles = page.getByTestId("grid-tile");

    await openView(page, "library");
    await expect(tiles).toHaveCount(7);
    await closesBackTo(page, tiles, 2, "Escape");
    await closesBackTo(page, tiles, 1, "×");
    // Stepped on in the viewer, the photo it ends on takes focus.
    await closesBackTo(page, tiles, 3, "Escape", 2);
    // From the keyboard only: Enter opens the focused tile, Escape gives it focus again.
    await page.keyboard.press("Enter");
    await expect(page.locator("dialog.viewer")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tiles.nth(5)).toBeFocused();

    const answer = await ask(page, "photos in Kyoto");
    const results = answer.getByTestId("result");
    await expect(results).toHaveCount(5);
    await closesBackTo(page, results, 1, "Escape");
    await closesBackTo(page, results, 3, "×");

    // An album made from a right-click on a Library tile.
    await openView(page, "library");
    await tiles.nth(0).click({ button: "right" });
    await page.getByTestId("context-menu").getByTestId("action-album").click();
    await page.getByTestId("album-name").fill("Kyoto best");
    await page.getByTestId("album-add").click();
    await expect(page.getByTestId("selection-note")).toHaveText("Added 1 photo to “Kyoto best”.");
    await page.keyboard.press("Escape");
    await page.getByTestId("nav-album").filter({ hasText: "Kyoto best" }).click();
    await expect(page.getByRole("heading", { name: "Kyoto best", level: 1 })).toBeVisible();
    await expect(tiles).toHaveCount(1);
    await closesBackTo(page, tiles, 0, "Escape");

    await openView(page, "people");
    await page.getByTestId("person").filter({ has: page.locator('input[value="Aiko"]') }).getByRole("button", { name: "Photos", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Aiko", level: 1 })).toBeVisible();
    await expect(tiles).toHaveCount(5);
    await closesBackTo(page, tiles, 1, "×");
    await closesBackTo(page, tiles, 4, "Escape");

    // Her face on People asks for her photos in the chat: the answer's tiles get focus back too.
    await openView(page, "people");
    const asked = await page.getByTestId("answer").count();
    await page.getByTestId("person").filter({ has: page.locator('input[value="Aiko"]') }).getByTestId("person-open").click();
    // Her answer, not the one before it, which has five results too: on a slow machine that one is
    // still the last while hers is on its way, and a click would open the earlier answer's photo.
    await expect(page.getByTestId("answer")).toHaveCount(asked + 1);
    const hers = page.getByTestId("answer").last().getByTestId("result");
    await expect(hers).toHaveCount(5);
    await closesBackTo(page, hers, 2, "Escape");
    await closesBackTo(page, hers, 0, "×", 1);

    // Nearest misses, opened from an answer with none: Kyoto was 2024, Paris 2023.
    const none = await ask(page, "photos in Kyoto in 2023");
    const misses = none.getByTestId("miss-tile");
    await expect(misses.first()).toBeVisible();
    await closesBackTo(page, misses, 0, "Escape");
    await closesBackTo(page, misses, 1, "×");

    await openView(page, "events");
    await page.getByTestId("event").filter({ hasText: "5 photos" }).click();
    await expect(tiles).toHaveCount(5);
    await closesBackTo(page, tiles, 2, "Escape");
    await closesBackTo(page, tiles, 0, "×", 1);

    await openView(page, "places");
    await page.getByTestId("place").filter({ hasText: "Paris" }).click();
    await expect(page.getByRole("heading", { name: "Paris", level: 1 })).toBeVisible();
    await expect(tiles).toHaveCount(2);
    await closesBackTo(page, tiles, 1, "Escape");
    // Escape with nothing open still leaves the place's page, as Back would.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { name: "Places", level: 1 })).toBeVisible();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the question box has focus on the first screen and on Search, and is one Tab and Enter away from any view", async ({ page, served }) => {
  await page.goto(served.url);
  const skip = page.getByTestId("skip-to-search");
  const question = page.getByLabel("Describe the photo you are looking for");
  await expect(question).toBeFocused();
  // The first Tab stop of the page leads to it: before the sidebar's dozen.
  const firstStop = () => page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")).find((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled)?.dataset.testid);
  expect(await firstStop()).toBe("skip-to-search");
  for (const view of ["search", "places"] as const) {
    await openView(page, view);
    // Just before the sidebar's name, as Tab from the address bar reaches it.
    await page.getByText("Recollect", { exact: true }).first().click();
    await page.keyboard.press("Shift+Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("nav-search")).toHaveAttribute("aria-current", "page");
    await expect(question).toBeFocused();
  }
  // Search opened from the sidebar puts focus in its box too.
  await openView(page, "places");
  await openView(page, "search");
  await expect(question).toBeFocused();
});
