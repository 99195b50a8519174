import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { exifSegment, withExif } from "../electron/testing/exif-segment";
import { ARTIFACTS, addFolder, ask, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

const PLACES = { Paris: { lat: 48.8566, lon: 2.3522 }, Kyoto: { lat: 35.0116, lon: 135.7681 } };

/** A small album of photos with detail to zoom into: three in Paris, one in Kyoto. */
async function album(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-viewer-"));
  let n = 0;
  for (const [city, count] of [["Paris", 3], ["Kyoto", 1]] as const) {
    for (let i = 0; i < count; i++, n++) {
      const stripes = Array.from({ length: 12 }, (_, k) => `<rect x="${k * 80}" width="40" height="720" fill="hsl(${(n * 70 + k * 20) % 360},55%,55%)"/>`).join("");
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720"><rect width="960" height="720" fill="hsl(${n * 70},30%,85%)"/>${stripes}<circle cx="480" cy="360" r="160" fill="hsl(${n * 70 + 180},60%,35%)"/></svg>`;
      const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
      fs.writeFileSync(path.join(dir, `${city}_${i}.jpg`), withExif(jpeg, exifSegment({ make: "Canon", model: "EOS R6", taken: `2024:04:0${n + 1} 10:00:00`, ...PLACES[city] })));
    }
  }
  return dir;
}

const hash = (page: Page) => page.evaluate(() => window.location.hash);
const transform = (page: Page) => page.getByTestId("viewer-canvas").evaluate((e) => (e as HTMLElement).style.transform);

test("the viewer zooms, pans, fills the window or the screen, hides its info and plays a slideshow; views and photos have URLs; History shows what each search found and forgets", async ({ page, served }) => {
  test.setTimeout(240_000);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const dir = await album();
  try {
    await page.goto(served.url);
    await addFolder(page, dir);
    await expect(page.getByTestId("index-state")).toHaveText(/4 photos indexed · up to date/, { timeout: 180_000 });

    // Views have URLs, Back and Forward move between them, and a reload comes back to the view.
    // The URL follows a moment after the view (closing a viewer is a Back), so it is polled.
    await openView(page, "places");
    await expect.poll(() => hash(page)).toBe("#/places");
    await page.getByTestId("map-dot").filter({ has: page.locator("title", { hasText: /^Paris: 3$/ }) }).click();
    await expect(page.getByRole("heading", { name: "Paris", level: 1 })).toBeVisible();
    await expect.poll(() => hash(page)).toMatch(/^#\/places\/[^?]+\?title=Paris$/);
    const parisPage = await hash(page);
    await page.getByTestId("grid-tile").first().click();
    const viewer = page.locator("dialog.viewer");
    await expect(viewer).toBeVisible();
    await expect.poll(() => hash(page)).toMatch(new RegExp(`^${parisPage.replace(/[?]/g, "\\?")}&photo=`));
    // Back closes the viewer, then leaves Paris's page for Places; Forward comes back to it.
    await page.goBack();
    await expect(viewer).toBeHidden();
    await expect.poll(() => hash(page)).toBe(parisPage);
    await page.goBack();
    await expect(page.getByTestId("nav-places")).toHaveAttribute("aria-current", "page");
    await page.goForward();
    await expect(page.getByRole("heading", { name: "Paris", level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Paris", level: 1 })).toBeVisible();
    await expect(page.getByTestId("grid-tile")).toHaveCount(3);
    // A photo's URL reopens it.
    await page.getByTestId("grid-tile").nth(1).click();
    const name = await viewer.getByRole("heading", { level: 2 }).textContent();
    // The URL follows the viewer a moment after it opens: reloaded before, the page has no photo to reopen.
    await expect.poll(() => hash(page)).toMatch(/[?&]photo=/);
    await page.reload();
    await expect(viewer.getByRole("heading", { level: 2 })).toHaveText(name!);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect.poll(() => hash(page)).toBe(parisPage);
    // An answer's URL asks its question again.
    const answer = await ask(page, "photos in Paris");
    await expect(answer.getByTestId("result")).toHaveCount(3);
    await expect.poll(() => hash(page)).toBe("#/search?q=photos+in+Paris");
    await page.reload();
    const again = page.getByTestId("answer").last();
    await expect(again.getByTestId("result")).toHaveCount(3);

    // Corrections: "this one, not those" over two photos is one correction in History; any correction of an answer can be undone in the chat.
    const open = (n: number) => again.getByTestId("result").nth(n);
    await open(2).focus();
    await page.keyboard.press("b");
    await expect(again.getByTestId("correction")).toContainText("above the 2 results it beats");
    await open(2).focus();
    await page.keyboard.press("y");
    await expect(again.getByTestId("correction")).toContainText("as right for this search");
    await expect(again.getByTestId("earlier-corrections")).toContainText("1 earlier correction");
    await page.keyboard.press("Control+6");
    await expect(page.getByTestId("history-item").filter({ hasText: "photos in Paris" }).getByTestId("history-correction")).toHaveCount(2);
    await page.goBack();
    await again.getByTestId("earlier-corrections").locator("summary").click();
    await shoot(page, "95-answer-earlier-corrections");
    await again.getByRole("button", { name: /^Undo: Put .* above the 2 results it beats\.$/ }).click();
    await expect(again.getByTestId("earlier-corrections")).toHaveCount(0);
    await expect(again.getByTestId("correction")).toContainText("as right for this search");
    await expect(again.getByText("you preferred it to another result here")).toHaveCount(0);
    // ↑ is in the viewer too, where people look at the photo: B, or its button, for a photo after the first.
    await open(2).click();
    const better = page.getByTestId("viewer-better");
    await expect(better).toContainText("Better");
    await shoot(page, "96-viewer-verdicts");
    await better.click();
    await expect(again.getByTestId("correction")).toContainText("above the 2 results it beats");
    // The viewer follows the photo to the top, where there is nothing before it to beat.
    await expect(page.getByTestId("photo-details").getByText("1 of 3")).toBeVisible();
    await expect(better).toHaveCount(0);
    await page.keyboard.press("Escape");

    // The viewer: the photo fills what the info panel leaves; + − 0, the wheel and double-click zoom.
    await openView(page, "library");
    await page.getByTestId("grid-tile").first().click();
    await expect(viewer).toBeVisible();
    const stage = page.getByTestId("viewer-stage");
    const details = page.getByTestId("photo-details");
    // The mini-map is whole: the panel's width, inside it.
    const map = details.getByRole("img", { name: /^Map: taken at/ });
    await expect(map).toBeVisible();
    const [mapBox, panelBox] = [await map.boundingBox(), await details.boundingBox()];
    expect(mapBox!.width).toBeGreaterThan(250);
    expect(mapBox!.x + mapBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);
    await expectAccessible(page, "viewer");
    await shoot(page, "90-viewer");

    await page.keyboard.press("+");
    await expect(stage).toHaveAttribute("data-zoom", "1.50");
    await expect(page.getByTestId("zoom-level")).toHaveText("150%");
    const box = (await stage.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => Number(await stage.getAttribute("data-zoom"))).toBeGreaterThan(1.5);
    await page.keyboard.press("0");
    await expect(stage).toHaveAttribute("data-zoom", "1.00");
    await stage.dblclick({ position: { x: box.width / 2 - 120, y: box.height / 2 - 60 } });
    await expect(stage).toHaveAttribute("data-zoom", "2.50");
    // Dragging pans a zoomed photo, and so do the arrows, which then no longer step.
    const counter = details.getByText(/^\d+ of 4$/);
    const where = await counter.textContent();
    const zoomedAt = await transform(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 4 });
    await page.mouse.up();
    expect(await transform(page)).not.toBe(zoomedAt);
    const dragged = await transform(page);
    await page.keyboard.press("ArrowRight");
    expect(await transform(page)).not.toBe(dragged);
    await expect(counter).toHaveText(where!);
    await shoot(page, "91-viewer-zoomed");
    await stage.dblclick();
    await expect(stage).toHaveAttribute("data-zoom", "1.00");

    // The info panel hides (I) and the photo takes its place; the choice is kept for the next photo opened.
    const before = (await stage.boundingBox())!.width;
    await page.keyboard.press("i");
    await expect(details).toBeHidden();
    expect((await stage.boundingBox())!.width).toBeGreaterThan(before + 250);
    // Full window: the whole viewport.
    await page.getByRole("button", { name: "Fill the window" }).click();
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await viewer.boundingBox())!.width).toBe(viewport.width);
    expect((await viewer.boundingBox())!.height).toBe(viewport.height);
    await expectAccessible(page, "viewer, full window, no info");
    await shoot(page, "92-viewer-full-window");
    // Full screen (F), through the browser's Fullscreen API: the page, with the viewer over it.
    await page.keyboard.press("f");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe("HTML");
    await expect(page.getByRole("button", { name: "Full screen" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("f");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    // The slideshow moves on by itself and can be paused.
    await page.keyboard.press("Escape");
    await page.getByTestId("grid-tile").first().click();
    await expect(details).toBeHidden();
    await page.keyboard.press("i");
    await expect(details.getByText("1 of 4")).toBeVisible();
    await page.getByRole("button", { name: "Play a slideshow" }).click();
    await expect(details.getByText("2 of 4")).toBeVisible({ timeout: 8000 });
    await page.keyboard.press("s");
    await expect(page.getByRole("button", { name: "Play a slideshow" })).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "Fill the window" }).click();
    // A narrow window: the info panel goes under the photo, the tools and the map still whole.
    await page.setViewportSize({ width: 700, height: 700 });
    await expect(details).toBeVisible();
    const tools = (await page.getByRole("toolbar", { name: "View" }).boundingBox())!;
    expect(tools.x).toBeGreaterThanOrEqual(0);
    expect(tools.x + tools.width).toBeLessThanOrEqual(700);
    await details.getByRole("img", { name: /^Map: taken at/ }).scrollIntoViewIfNeeded();
    const narrowMap = (await details.getByRole("img", { name: /^Map: taken at/ }).boundingBox())!;
    expect(narrowMap.x + narrowMap.width).toBeLessThanOrEqual(700);
    // Scrolled to the map, the photo's name and Close are still in sight at the panel's top.
    const close = details.getByRole("button", { name: "Close" });
    const [panel, closeBox] = [(await details.boundingBox())!, (await close.boundingBox())!];
    expect(closeBox.y).toBeGreaterThanOrEqual(panel.y - 1);
    expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(panel.y + panel.height);
    await shoot(page, "98-viewer-narrow");
    // At 800×700 the photo's stage is the window but a strip showing the name and Close; the panel is below it.
    await page.setViewportSize({ width: 800, height: 700 });
    await stage.evaluate((e) => e.closest("dialog")!.scrollTo(0, 0));
    await expect.poll(async () => (await stage.boundingBox())!.height).toBeGreaterThanOrEqual(600);
    expect((await stage.boundingBox())!.width).toBe(800);
    await expect(close).toBeInViewport();
    await shoot(page, "99-viewer-800");
    await page.setViewportSize({ width: 1280, height: 820 });
    await page.keyboard.press("Escape");

    // History: one entry per search however often asked, with what it found; "found nothing" marked.
    await ask(page, "photos in Paris");
    const none = await ask(page, "the unicorn parade downtown with the whole family and the marching band");
    await expect(none).toContainText(/No such photo/);
    await page.keyboard.press("Control+6");
    const items = page.getByTestId("history-item");
    const paris = items.filter({ hasText: "photos in Paris" });
    await expect(paris).toHaveCount(1);
    await expect(paris).toContainText("asked 3 times");
    await expect(paris.getByTestId("history-count")).toHaveText("3 photos");
    await expect(paris.getByTestId("history-strip").locator("img")).toHaveCount(3);
    const unicorn = items.filter({ hasText: "the unicorn parade" });
    await expect(unicorn.getByTestId("history-found-nothing")).toBeVisible();
    await expectAccessible(page, "history");
    await shoot(page, "93-history");
    // A result marked wrong leaves the answer, and History says what the search finds now.
    const corrected = await ask(page, "photos in Paris");
    await corrected.getByTestId("result").first().hover();
    await corrected.getByRole("button", { name: /^Wrong: / }).first().click();
    await expect(corrected.getByTestId("correction")).toBeVisible();
    await page.keyboard.press("Control+6");
    await expect(paris.getByTestId("history-count")).toHaveText("2 photos");
    await expect(paris.getByTestId("history-strip").locator("img")).toHaveCount(2);
    // A search that found nothing is not offered again as you type.
    await openView(page, "search");
    await page.getByLabel("Describe the photo you are looking for").fill("the uni");
    await page.getByLabel("Describe the photo you are looking for").fill("photos in");
    await expect(page.getByTestId("completions").getByRole("option", { name: /photos in Paris/ })).toBeVisible();
    await page.getByLabel("Describe the photo you are looking for").fill("the uni");
    await expect(page.getByTestId("completions").getByRole("option", { name: /unicorn/ })).toHaveCount(0);
    await page.getByLabel("Describe the photo you are looking for").fill("");

    // Forget one search, then clear them all.
    await page.keyboard.press("Control+6");
    // A narrow window: a long search wraps whole rather than being cut, and nothing leaves the window.
    await page.setViewportSize({ width: 700, height: 700 });
    const title = unicorn.locator(".history-query");
    await expect(title).toHaveText("the unicorn parade downtown with the whole family and the marching band");
    expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().right <= 700)).toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(700);
    await shoot(page, "97-history-narrow");
    await page.getByTestId("history-strip").locator("img").first().waitFor();
    await page.setViewportSize({ width: 1280, height: 820 });
    await unicorn.getByRole("button", { name: /^Forget: the unicorn parade/ }).click();
    await expect(unicorn).toHaveCount(0);
    await expect(paris).toHaveCount(1);
    await page.getByRole("button", { name: "Clear history…" }).click();
    await shoot(page, "94-history-clear");
    await page.getByRole("button", { name: "Forget all" }).click();
    await expect(page.getByRole("heading", { name: "No searches yet" })).toBeVisible();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
