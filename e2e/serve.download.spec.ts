/**
 * @file Photos leaving the library through a browser: several selected photos download as one
 * zip, and a video plays and seeks through byte ranges. (A photo whose file changed since it was
 * indexed is left out of a zip and named: `electron/api/zip-download.test.ts`, where no watcher races it.)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIXTURES, ROOT, addFolder, expect, expectAccessible, openView, test } from "./serve-fixture";

const SCREENSHOTS = process.env.RECOLLECT_SCREENSHOTS ?? path.join(ROOT, "e2e", "artifacts");

test("several selected photos download as one zip of their originals, names kept apart", async ({ page, served }) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-e2e-zip-"));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-e2e-zip-out-"));
  // Two photos of one name, in two folders: the zip keeps them apart.
  for (const name of ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg"]) fs.copyFileSync(path.join(FIXTURES, "photos", name), path.join(folder, name));
  fs.mkdirSync(path.join(folder, "later"));
  fs.copyFileSync(path.join(FIXTURES, "photos", "IMG_0004.jpg"), path.join(folder, "later", "IMG_0001.jpg"));
  try {
    await page.goto(served.url);
    await addFolder(page, folder);
    await expect(page.getByTestId("index-state")).toHaveText(/4 photos indexed · up to date/, { timeout: 120_000 });

    await openView(page, "library");
    const tiles = page.getByTestId("grid-tile");
    await expect(tiles).toHaveCount(4);
    await tiles.nth(0).click({ modifiers: ["ControlOrMeta"] });
    await tiles.nth(3).click({ modifiers: ["Shift"] });
    await expect(page.getByTestId("selection-count")).toHaveText("4 photos selected");
    await expect(page.getByTestId("action-download")).toHaveAttribute("title", "Download the originals as one zip");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("action-download").click()]);
    expect(download.suggestedFilename()).toBe("Recollect 4 photos.zip");
    const zip = path.join(out, download.suggestedFilename());
    await download.saveAs(zip);
    await expect(page.getByTestId("selection-note")).toHaveText("Downloading 4 photos as one zip, “Recollect 4 photos.zip”.");

    expect(execFileSync("unzip", ["-t", zip]).toString()).toContain("No errors detected");
    execFileSync("unzip", ["-q", zip, "-d", path.join(out, "unpacked")]);
    const unpacked = fs.readdirSync(path.join(out, "unpacked")).sort();
    expect(unpacked).toEqual(["IMG_0001 (2).jpg", "IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg"]);
    const bytes = (name: string) => fs.readFileSync(path.join(out, "unpacked", name));
    const originals = [path.join(folder, "IMG_0001.jpg"), path.join(folder, "later", "IMG_0001.jpg")].map((file) => fs.readFileSync(file));
    // Which of the two is "(2)" follows the grid's order; each is one of the originals, and they differ.
    for (const name of ["IMG_0001.jpg", "IMG_0001 (2).jpg"]) expect(originals.some((o) => o.equals(bytes(name)))).toBe(true);
    expect(bytes("IMG_0001.jpg").equals(bytes("IMG_0001 (2).jpg"))).toBe(false);
    for (const name of ["IMG_0002.jpg", "IMG_0003.jpg"]) expect(bytes(name).equals(fs.readFileSync(path.join(folder, name)))).toBe(true);
    await expectAccessible(page, "zip download");
    for (const [width, height] of [[1440, 900], [800, 700]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(SCREENSHOTS, `zip-download-${width}x${height}.png`) });
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
  }
});

test("a video plays and seeks: the browser asks for byte ranges and gets 206", async ({ page, served }) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-e2e-video-"));
  fs.copyFileSync(path.join(ROOT, "electron", "testing", "formats", "IMG_2002.mov"), path.join(folder, "IMG_2002.mov"));
  try {
    const ranged: number[] = [];
    page.on("response", (response) => {
      if (/\/photos\/[0-9a-f]{16}\/(display|original)$/.test(new URL(response.url()).pathname) && response.request().headers()["range"]) ranged.push(response.status());
    });
    await page.goto(served.url);
    await addFolder(page, folder);
    await expect(page.getByTestId("index-state")).toHaveText(/1 photo indexed · up to date/, { timeout: 120_000 });
    await openView(page, "library");
    await page.getByTestId("grid-tile").first().click();
    const video = page.locator("video.viewer-image");
    await expect(video).toBeVisible();
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      if (element.readyState < 1) await new Promise((resolve, reject) => ((element.onloadedmetadata = resolve), (element.onerror = () => reject(new Error(`media error ${element.error?.code}`)))));
      const seekable = element.seekable.length > 0 ? element.seekable.end(0) : 0;
      element.currentTime = element.duration / 2;
      await new Promise((resolve) => (element.onseeked = resolve));
      return { duration: element.duration, seekable, at: element.currentTime };
    });
    expect(played.duration).toBeGreaterThan(0.5);
    expect(played.seekable).toBeCloseTo(played.duration, 1);
    expect(played.at).toBeCloseTo(played.duration / 2, 1);
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((status) => status === 206)).toBe(true);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
