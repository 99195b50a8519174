import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { exifSegment, withExif } from "../electron/testing/exif-segment";
import { ARTIFACTS, addFolder, ask, expect, expectAccessible, openView, test } from "./serve-fixture";

test.setTimeout(300_000);

/**
 * A person's home folder, as `serve` sees it (its HOME): Pictures with a trip in it, an empty
 * folder of old photos, documents, and hidden folders a file manager would not show.
 */
const home = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-home-"));
const trip = path.join(home, "Pictures", "2024 Kyoto");
for (const folder of [trip, path.join(home, "Pictures", "Screenshots"), path.join(home, "Old Photos"), path.join(home, "Documents"), path.join(home, ".cache"), path.join(home, ".config")]) {
  fs.mkdirSync(folder, { recursive: true });
}
test.afterAll(() => fs.rmSync(home, { recursive: true, force: true }));
// The home folder, and no desktop's own idea of where Pictures is.
test.use({ modelsEnv: { HOME: home, USERPROFILE: home, XDG_CONFIG_HOME: path.join(home, ".config") } });

test.beforeAll(async () => {
  for (let i = 0; i < 3; i++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${i * 90},45%,60%)"/><circle cx="${90 + i * 60}" cy="120" r="60" fill="hsl(${i * 90 + 180},60%,40%)"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
    fs.writeFileSync(path.join(trip, `kyoto_${i}.jpg`), withExif(jpeg, exifSegment({ make: "Canon", model: "EOS R6", taken: `2024:04:0${i + 1} 10:00:00`, lat: 35.0116, lon: 135.7681 })));
  }
});

const SIZES = [
  { name: "1440", width: 1440, height: 900 },
  { name: "800", width: 800, height: 700 },
] as const;

/** The page at both sizes, light and dark, as artifacts to look at. */
async function shootSizes(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${size.name}-${scheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("the first screen offers to add a folder: it proposes Pictures, walks the folders from home, adds one and shows its indexing right there", async ({ page, served }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(served.url);
  const start = page.getByTestId("start");
  await expect(start.getByRole("heading", { name: "Where are your photos?" })).toBeVisible();
  await expect(start).toContainText(`Your Pictures folder ${path.join(home, "Pictures")}`);
  await expect(start.getByTestId("add-pictures")).toBeVisible();

  // The picker starts at home, hidden folders set apart.
  const picker = page.getByTestId("folder-picker");
  const folders = picker.getByTestId("picker-folder");
  await expect(picker.getByTestId("picker-path").locator('[aria-current="location"]')).toHaveText(path.basename(home));
  await expect(folders).toHaveText(["Documents", "Old Photos", "PicturesSuggested"]);
  await expectAccessible(page, "the first screen", { every: true });
  await shootSizes(page, "first-run-picker");
  await picker.getByLabel(/Show hidden and system folders \(2\)/).check();
  await expect(folders).toHaveText([".cache", ".config", "Documents", "Old Photos", "PicturesSuggested"]);
  await picker.getByLabel(/Show hidden and system folders/).uncheck();
  await expect(folders).toHaveCount(3);

  // An empty folder says so; Up goes back.
  await folders.filter({ hasText: "Old Photos" }).click();
  await expect(picker.getByText("No folders inside Old Photos.")).toBeVisible();
  await expect(picker.getByTestId("picker-media")).toHaveText("No photos or videos directly in Old Photos; Recollect also looks in every folder inside it.");
  await picker.getByRole("button", { name: "Up one folder" }).click();
  await expect(folders).toHaveCount(3);

  // From the keyboard: into Pictures, focus on its first folder, arrows between them, Backspace up, Enter in.
  await folders.filter({ hasText: "Pictures" }).focus();
  await page.keyboard.press("Enter");
  await expect(folders).toHaveText(["2024 Kyoto", "Screenshots"]);
  await expect(folders.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(folders.nth(1)).toBeFocused();
  await page.keyboard.press("Backspace");
  await expect(folders).toHaveCount(3);
  await picker.getByRole("button", { name: "Pictures", exact: true }).click();
  await expect(picker.getByTestId("picker-path").locator('[aria-current="location"]')).toHaveText("Pictures");
  await folders.filter({ hasText: "2024 Kyoto" }).click();
  await expect(picker.getByTestId("picker-media")).toHaveText("3 photos and videos directly in 2024 Kyoto; Recollect also looks in every folder inside it.");
  await shootSizes(page, "first-run-picker-inside");

  // A typed path is the fallback; a wrong one is said plainly, where it was typed.
  await start.getByText("Or type its path").click();
  await start.getByLabel("Add a folder by path").fill(path.join(home, "Nope"));
  await start.getByRole("button", { name: "Add", exact: true }).click();
  await expect(start.getByRole("alert")).toContainText(`There is no folder at ${path.join(home, "Nope")}.`);

  // Added: the indexing shows where the offer was, then the first screen asks for a question.
  await picker.getByTestId("picker-add").click();
  const progress = page.getByTestId("start-progress");
  await expect(progress.getByTestId("index-state")).toBeVisible();
  await expect(start).toHaveCount(0);
  await shootSizes(page, "first-run-indexing");
  await expect(progress).toHaveCount(0, { timeout: 180_000 });
  await expect(page.getByTestId("examples")).toBeVisible();
  await shootSizes(page, "first-run-done");

  // Folders & indexing lists it, and walks folders the same way.
  await openView(page, "indexing");
  await expect(page.getByTestId("index-state")).toHaveText(/3 photos indexed · up to date/);
  await page.getByTestId("open-picker").click();
  await page.getByTestId("folder-picker").getByRole("button", { name: "Pictures", exact: true }).click();
  await expect(page.getByTestId("folder-picker").getByTestId("picker-folder").filter({ hasText: "2024 Kyoto" })).toContainText("In your library");
  await page.getByTestId("folder-picker").getByTestId("picker-folder").filter({ hasText: "2024 Kyoto" }).click();
  await expect(page.getByTestId("picker-media")).toHaveText("2024 Kyoto is in your library already.");
  await expect(page.getByTestId("picker-add")).toBeDisabled();
  await shootSizes(page, "indexing-picker");
});

test("Pictures is added with one click from the first screen", async ({ page, served }) => {
  await page.goto(served.url);
  await page.getByTestId("add-pictures").click();
  await expect(page.getByTestId("start-progress")).toBeVisible();
  await expect(page.getByTestId("start-progress")).toHaveCount(0, { timeout: 180_000 });
  await openView(page, "indexing");
  await expect(page.locator(".folder-path")).toHaveText([path.join(home, "Pictures")]);
  await expect(page.getByTestId("index-state")).toHaveText(/3 photos indexed · up to date/);
});

test.describe("the visual-search question", () => {
  test.use({ visualSearchAnswered: false });

  /**
   * What the offer covers of what must stay readable: every heading, the question asked and the box
   * to ask in; each box as much of it as shows, inside the panes that scroll it.
   */
  const overlaps = (page: Page) =>
    page.evaluate(() => {
      const shown = (e: Element) => {
        const r = e.getBoundingClientRect();
        let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        for (let p = e.parentElement; p; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (!/auto|scroll|hidden/.test(style.overflowX + style.overflowY)) continue;
          const q = p.getBoundingClientRect();
          box = { left: Math.max(box.left, q.left), top: Math.max(box.top, q.top), right: Math.min(box.right, q.right), bottom: Math.min(box.bottom, q.bottom) };
        }
        return box;
      };
      const offer = document.querySelector('[data-testid="visual-search-offer"]');
      if (!offer) return [];
      const a = shown(offer);
      const content = Array.from(document.querySelectorAll("main:not([hidden]) :is(h1, h2, h3, .bubble, #query), .sidebar :is(h1, h2)")).filter((e) => !offer.contains(e));
      return content
        .filter((e) => {
          const b = shown(e);
          return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && b.right > b.left && b.bottom > b.top;
        })
        .map((e) => `${e.tagName} “${e.textContent?.trim().slice(0, 40)}”`);
    });

  test("sits in the first screen's flow and covers no heading or question in any view, at 1440×900 and 800×700", async ({ page, served }) => {
    await page.goto(served.url);
    const offer = page.getByTestId("visual-search-offer");
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expect(offer).toBeVisible();
      expect(await offer.evaluate((e) => getComputedStyle(e).position)).toBe("static");
      expect(await overlaps(page), `first screen at ${size.name}`).toEqual([]);
    }
    await shootSizes(page, "first-run-offer");

    await addFolder(page, trip);
    await expect(page.getByTestId("index-state")).toHaveText(/3 photos indexed · up to date/, { timeout: 180_000 });
    await ask(page, "photos from Kyoto");
    await expect(page.locator(".bubble")).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const view of ["search", "library", "people", "places", "events", "indexing", "settings"] as const) {
        await openView(page, view);
        expect(await overlaps(page), `${view} at ${size.name}`).toEqual([]);
      }
    }
    await openView(page, "search");
    await shootSizes(page, "answer-no-offer");

    // Still asked on the first screen of a new visit, until answered; "Later" is kept.
    await page.goto(served.url.replace(/#.*$/, ""));
    await expect(offer).toBeVisible();
    expect(await overlaps(page)).toEqual([]);
    await shootSizes(page, "home-offer");
    await offer.getByRole("button", { name: "Later" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Find any photo by describing it" })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});
