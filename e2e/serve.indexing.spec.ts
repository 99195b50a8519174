import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ARTIFACTS, FIXTURES, addFolder, ask, expect, focusTile, openView, test } from "./serve-fixture";

const COPIES = 300;

test("a big folder shows indexing progress, and search answers from what is indexed so far", async ({ page, served }) => {
  // 300 links to a 4800 × 3200 photo: enough decode work to watch the run happen, no disk used.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-big-"));
  for (let i = 1; i <= COPIES; i++) fs.symlinkSync(path.join(FIXTURES, "photos", "large_coffee.jpg"), path.join(folder, `coffee_${String(i).padStart(3, "0")}.jpg`));
  try {
    await page.goto(served.url);
    await addFolder(page, folder);

    await expect(page.getByTestId("index-state")).toHaveText(/Indexing \d+ of 300/);
    await expect(page.getByRole("progressbar", { name: "Indexing progress" })).toBeVisible();
    // A user who searches a moment after adding a folder gets what has been indexed so far.
    const indexedSoFar = async () => Number(/Indexing (\d+)/.exec((await page.getByTestId("index-state").textContent()) ?? "")?.[1] ?? COPIES);
    await expect.poll(indexedSoFar).toBeGreaterThanOrEqual(20);
    await expect(page.getByTestId("index-rate")).toHaveText(/\d+(\.\d)? files\/s · about \d+ (s|min) left/);
    await page.screenshot({ path: path.join(ARTIFACTS, "05-indexing-progress.png") });

    // Pausing holds the run where it is; the user can still search; resuming carries on.
    await page.getByTestId("pause-toggle").click();
    await expect(page.getByTestId("index-state")).toHaveText(/Paused at \d+ of 300/);
    const pausedAt = async () => Number(/Paused at (\d+)/.exec((await page.getByTestId("index-state").textContent()) ?? "")?.[1]);
    // The files already being decoded finish (a few at most); then nothing moves.
    await page.waitForTimeout(1000);
    const held = await pausedAt();
    await page.waitForTimeout(1500);
    expect(await pausedAt()).toBe(held);
    await page.screenshot({ path: path.join(ARTIFACTS, "06-indexing-paused.png") });
    await page.getByTestId("pause-toggle").click();
    await expect(page.getByTestId("index-state")).toHaveText(/Indexing \d+ of 300|300 photos indexed/);
    const answer = await ask(page, "coffee");
    await expect(answer.getByTestId("message")).toHaveText(/^\d+ photos? matching “coffee”\.( \d+ are copies of another and shown with it\.)?$/);
    // That visual search is off is said once, as a way to set it up, not inside the sentence.
    await expect(answer.getByTestId("visual-off")).toHaveCount(1);
    // The sidebar says how indexing is doing from every view.
    const stillIndexing = /Indexing/.test((await page.getByTestId("sidebar-status").textContent()) ?? "");
    const found = await answer.getByTestId("result").count();
    expect(found).toBeGreaterThan(0);
    // While the run is still going, the answer holds only what is indexed so far.
    if (stillIndexing) expect(found).toBeLessThan(COPIES);

    await openView(page, "indexing");
    await expect(page.getByTestId("index-state")).toHaveText("300 photos indexed · up to date", { timeout: 120_000 });
    // Once grouped, the 300 identical files are one picture with 299 copies.
    const grouped = await ask(page, "coffee");
    await expect(grouped.getByTestId("result")).toHaveCount(1);
    await expect(grouped.getByTestId("result").first()).toContainText("+299");

    // The Library lists every copy; the viewer steps past the page of photos it was opened with.
    await openView(page, "library");
    await expect(page.getByTestId("library-count")).toHaveText("300 photos");
    await focusTile(page.getByTestId("grid-tile").first());
    // End waits for the last page however long a busy engine takes to send it, here held back.
    await page.route("**/api/timelinePhotos", async (route) => {
      if ((route.request().postDataJSON() as { offset?: number }).offset === 200) await new Promise((wait) => setTimeout(wait, 3000));
      await route.continue();
    });
    await page.keyboard.press("End");
    const focused = async () => Number(await page.locator("[data-testid=grid-tile]:focus").getAttribute("data-index"));
    await expect.poll(focused).toBe(299);
    // Up a row at a time, then along it, to the first photo of the second page of 200.
    await page.keyboard.press("ArrowUp");
    await expect.poll(focused).not.toBe(299);
    const columns = 299 - (await focused());
    expect(columns).toBeGreaterThan(1);
    for (let at = 299 - columns; at > 200; ) {
      await page.keyboard.press(at - 200 >= columns ? "ArrowUp" : "ArrowLeft");
      await expect.poll(focused).not.toBe(at);
      at = await focused();
    }
    expect(await focused()).toBe(200);
    await page.keyboard.press("Enter");
    const viewer = page.getByTestId("photo-details");
    await expect(viewer).toContainText("201 of 300");
    // Opened on the second page's first photo: stepping back past it loads the first page.
    await page.keyboard.press("ArrowLeft");
    await expect(viewer).toContainText("200 of 300");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer).toContainText("199 of 300");
    await page.keyboard.press("Escape");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
