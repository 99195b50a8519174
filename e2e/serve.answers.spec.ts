import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { writeDatedPhotos } from "../electron/testing/dated-photos";
import { writePersonalAlbum } from "../electron/testing/personal-album";
import { ARTIFACTS, FIXTURES, addFolder, ask, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

/** 260 photos over thirteen days of May 2024, every tenth a copy of the one before: 234 results. */
const PHOTOS = 260;
const RESULTS = 234;

test.describe("an answer larger than a page", () => {
  let album: string;
  test.beforeAll(async () => {
    album = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-many-"));
    await writeDatedPhotos(album, PHOTOS);
  });
  test.afterAll(() => fs.rmSync(album, { recursive: true, force: true }));

  test("every result is reachable: the grid scrolls to the last, the keyboard and the viewer step through all, and the count is the count reachable", async ({ page, served }) => {
    test.setTimeout(240_000);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.goto(served.url);
    await addFolder(page, album);
    await expect(page.getByTestId("index-state")).toHaveText(new RegExp(`${PHOTOS} photos indexed`), { timeout: 120_000 });

    const answer = await ask(page, "photos from May 2024");
    await expect(answer.getByTestId("message")).toContainText(`${RESULTS} photos taken in May 2024.`);
    const grid = answer.getByRole("list", { name: "Results" });
    // A new answer opens at its top: the question and the first row in view, the composer still there.
    const turn = page.getByTestId("turn").last();
    await expect(turn.locator(".bubble")).toBeInViewport();
    await expect(answer.getByTestId("result").first()).toBeInViewport();
    // The first result's name, read while it is certainly the first one in the page (rows come and go as the grid scrolls).
    const firstName = (await grid.locator('[aria-posinset="1"]').getByTestId("result").getAttribute("data-name"))!;
    await expect(page.getByLabel("Describe the photo you are looking for")).toBeInViewport();
    await shoot(page, "40-answer-opens-at-top");

    // Only the rows in view are in the page, yet the last result is there to scroll to.
    expect(await answer.getByTestId("result").count()).toBeLessThan(RESULTS);
    await page.locator(".chat-log").evaluate((log) => log.scrollTo({ top: log.scrollHeight }));
    const last = grid.locator(`[aria-posinset="${RESULTS}"]`);
    await expect(last.getByTestId("result")).toBeVisible();
    // At the end of a long answer the question is still in sight, with its reading, and the box says it too.
    await expect(turn.locator(".bubble")).toBeInViewport();
    await expect(answer.getByTestId("chip").first()).toBeInViewport();
    await expect(page.getByLabel("Describe the photo you are looking for")).toHaveValue("photos from May 2024");
    // The day being looked at, its heading scrolled away under the question, is said up there.
    await expect(answer.getByTestId("day-in-view")).toContainText(/May \d+, 2024|\d+ May 2024/);
    await expect(grid.locator("[role=listitem]").first()).toHaveAttribute("aria-setsize", String(RESULTS));
    await shoot(page, "41-answer-scrolled-to-the-end");

    // One Tab stop with arrows inside: Home, End, → and ↓ move focus between results.
    await page.locator(".chat-log").evaluate((log) => log.scrollTo({ top: 0 }));
    await answer.getByTestId("result").first().focus();
    await page.keyboard.press("End");
    await expect(page.locator(":focus")).toHaveAttribute("data-name", await last.getByTestId("result").getAttribute("data-name") ?? "");
    await page.keyboard.press("Home");
    await expect(page.locator(":focus")).toHaveAttribute("data-name", firstName);
    await page.keyboard.press("ArrowRight");
    await expect(page.locator(":focus").locator("xpath=..")).toHaveAttribute("aria-posinset", "2");
    expect(await grid.locator(".tile[tabindex='0']").count()).toBe(1);

    // The viewer counts every result and steps past the first page.
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    const viewer = page.locator("dialog.viewer");
    await expect(viewer).toContainText(`${RESULTS} of ${RESULTS}`);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    // Focus goes back to the photo that was open.
    await expect(page.locator(":focus").locator("xpath=..")).toHaveAttribute("aria-posinset", String(RESULTS));
    await page.keyboard.press("Home");
    for (let k = 0; k < 49; k++) await page.keyboard.press("ArrowRight");
    await expect(page.locator(":focus").locator("xpath=..")).toHaveAttribute("aria-posinset", "50");
    await page.keyboard.press("Enter");
    await expect(viewer).toContainText(`50 of ${RESULTS}`);
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toContainText(`51 of ${RESULTS}`);
    await page.keyboard.press("Escape");
    await expectAccessible(page, "search with many results", { every: true });

    // A gallery's grid: dense squares under a heading per day (thirteen days of May), months on request.
    await page.locator(".chat-log").evaluate((log) => log.scrollTo({ top: 0 }));
    const days = answer.getByTestId("answer-day");
    await expect(days.first()).toContainText("2024");
    await expect(answer.getByTestId("group-day")).toHaveAttribute("aria-pressed", "true");
    const columns = () => answer.locator(".answer-row").first().locator("[role=listitem]").count();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(columns).toBeGreaterThanOrEqual(8);
    await page.setViewportSize({ width: 800, height: 700 });
    await expect.poll(columns).toBeGreaterThanOrEqual(5);
    await shoot(page, "51-answer-by-day-800");
    await answer.getByTestId("group-month").click();
    await expect(days).toHaveCount(1);
    await expect(days.first()).toHaveText(/May 2024/);
    await answer.getByTestId("group-day").click();
    await page.setViewportSize({ width: 1280, height: 820 });

    // The round check on a photo's corner selects it without opening it; a second click leaves it out.
    const third = grid.locator('[aria-posinset="3"]');
    await third.hover();
    await expect(third.getByTestId("select-mark")).toBeVisible();
    await shoot(page, "52-answer-hover-check");
    await third.getByTestId("select-mark").click();
    await expect(page.getByTestId("selection-count")).toHaveText("1 photo selected");
    await expect(third.getByTestId("result")).toHaveAttribute("aria-pressed", "true");
    await expect(viewer).toBeHidden();
    await third.getByTestId("select-mark").click();
    await expect(page.getByTestId("selection-bar")).toHaveCount(0);
    // Select: a click chooses until Done or Escape, which end it.
    await answer.getByTestId("select-mode").click();
    await expect(page.getByTestId("selection-count")).toHaveText("Click photos to select them");
    await grid.locator('[aria-posinset="2"]').getByTestId("result").click();
    await grid.locator('[aria-posinset="4"]').getByTestId("result").click();
    await expect(page.getByTestId("selection-count")).toHaveText("2 photos selected");
    await expect(viewer).toBeHidden();
    await shoot(page, "53-answer-selecting");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("selection-bar")).toHaveCount(0);
    await expect(answer.getByTestId("select-mode")).toHaveText("Select");
    await grid.locator('[aria-posinset="2"]').getByTestId("result").click();
    await expect(viewer).toBeVisible();
    await page.keyboard.press("Escape");

    // A second question opens at its top too, below the long answer.
    await ask(page, "photos from 3 May 2024");
    const second = page.getByTestId("turn").last();
    await expect(second.getByTestId("message")).toContainText("taken on 3 May 2024");
    await expect(second.locator(".bubble")).toBeInViewport();
    await expect(second.getByTestId("result").first()).toBeInViewport();
    await shoot(page, "42-second-answer-opens-at-top");

    // An event's page is left with Escape, Backspace or Alt+←, as a browser page is.
    await openView(page, "events");
    const entries = await page.evaluate(() => window.history.length);
    for (const key of ["Escape", "Backspace", "Alt+ArrowLeft"]) {
      await page.getByTestId("event").first().click();
      // An event's page is a page of Events: the sidebar still says so.
      await expect(page.getByRole("button", { name: "Back to Events" })).toBeVisible();
      await expect(page.getByTestId("nav-events")).toHaveAttribute("aria-current", "page");
      await expect(page.getByTestId("nav-library")).not.toHaveAttribute("aria-current", "page");
      await page.keyboard.press(key);
      await expect(page.getByRole("button", { name: "Back to Events" })).toHaveCount(0);
      await expect(page.getByTestId("event").first()).toBeVisible();
      await expect(page.getByTestId("nav-events")).toHaveAttribute("aria-current", "page");
      // Leaving is Back: the page's own entry stays ahead for Forward, and none piles up behind.
      expect(await page.evaluate(() => window.history.length)).toBe(entries + 1);
    }
  });
});

test("the welcome screen's examples come from the library, and each finds photos", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const album = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-welcome-"));
  await writePersonalAlbum(album);
  try {
    await page.goto(served.url);
    // An empty library shows how people ask, with nothing to click that would find nothing.
    await expect(page.getByTestId("fixed-examples")).toBeVisible();
    await expect(page.getByTestId("examples")).toHaveCount(0);
    const box = page.getByLabel("Describe the photo you are looking for");
    expect(await box.getAttribute("placeholder")).not.toContain("rocket");
    await shoot(page, "43-welcome-empty-library");

    await addFolder(page, album);
    await expect(page.getByTestId("index-state")).toHaveText(/15 photos indexed/, { timeout: 60_000 });
    await openView(page, "search");
    const chips = page.getByTestId("examples").getByRole("button");
    await expect(chips).toHaveCount(4);
    const texts = await chips.allTextContents();
    expect(texts.some((t) => /Leo|Maria/.test(t))).toBe(true);
    expect(texts.some((t) => /Lisbon|Kyoto|Finland/.test(t))).toBe(true);
    await expectAccessible(page, "welcome", { every: true });
    await shoot(page, "44-welcome-examples-from-the-library");
    await chips.first().click();
    for (const [k, text] of texts.entries()) {
      if (k > 0) await ask(page, text);
      const answer = page.getByTestId("turn").nth(k).getByTestId("answer");
      await expect(answer.getByTestId("result").first(), text).toBeVisible();
    }
  } finally {
    fs.rmSync(album, { recursive: true, force: true });
  }
});

test("answers read well: grammar, telling reasons, visual search off said once as a button, misses as tiles that open and can be marked right", async ({ page, served }) => {
  test.setTimeout(300_000);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.goto(served.url);
  await addFolder(page, path.join(FIXTURES, "photos"));
  await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed/);

  const shots = await ask(page, "screenshots");
  await expect(shots.getByTestId("message")).toHaveText("1 screenshot.");
  // The engine's time is a tooltip, not a line of the answer.
  await expect(shots.getByTestId("message")).toHaveAttribute("title", /^Answered in \d/);
  const christmas = await ask(page, "photos from Christmas 2023");
  await expect(christmas.getByTestId("message")).toContainText(/^\d+ photos? from Christmas 2023\./);
  const seattle = await ask(page, "photos from Seattle");
  // Every tile is in Seattle: the sentence says so once, the tiles do not repeat it.
  await expect(seattle.getByTestId("result").first()).toBeVisible();
  for (const reason of await seattle.locator(".tile-reason").allTextContents()) expect(reason).not.toBe("taken in Seattle");

  // Words without the CLIP model: said once, as a way to set visual search up.
  const launch = await ask(page, "launch");
  await expect(launch.getByTestId("message")).not.toContainText("CLIP");
  await expect(launch.getByTestId("visual-off")).toBeVisible();
  const coffee = await ask(page, "coffee");
  await expect(coffee.getByTestId("result").first()).toBeVisible();
  await expect(page.getByTestId("visual-off")).toHaveCount(1);
  await page.getByTestId("visual-off").scrollIntoViewIfNeeded();
  await shoot(page, "46-visual-off-said-once");

  // Time and place that never meet: the nearest misses are tiles saying why each is near, then what it lacks.
  const never = await ask(page, "photos from Seattle in July 2024");
  await expect(never.getByTestId("message")).toContainText("No such photo");
  const miss = never.getByTestId("miss-tile").first();
  await expect(never.getByTestId("miss").first()).toContainText(/(taken in July 2024; not in Seattle|taken in Seattle; not July 2024)/);
  await expectAccessible(page, "answer with nearest misses", { every: true });
  await shoot(page, "45-misses-as-tiles");
  const name = (await miss.getAttribute("data-name"))!;
  await miss.click();
  await expect(page.getByTestId("photo-details")).toContainText(name);
  await page.keyboard.press("Escape");
  // Marked right with Y: it becomes a result of this answer.
  await miss.focus();
  await expect(never.locator(".miss .verdict kbd").first()).toBeVisible();
  await page.keyboard.press("y");
  await expect(never.getByTestId("result")).toHaveCount(1);
  await expect(never.getByTestId("result").first()).toHaveAttribute("data-name", name);
  await expect(never.getByTestId("correction")).toContainText(`Marked ${name} as right for this search.`);
  // Two answers with misses in one chat: each one's misses are a region named by its question (axe's landmark-unique).
  await expect((await ask(page, "photos from Paris in July 2024")).getByTestId("misses")).toBeVisible();
  for (const question of ["photos from Seattle in July 2024", "photos from Paris in July 2024"]) await expect(page.getByRole("region", { name: `Nearest misses for “${question}”` })).toHaveCount(1);
  expect((await new AxeBuilder({ page }).withRules(["landmark-unique"]).analyze()).violations.map((v) => v.id)).toEqual([]);
  // Misses' captions stay readable when their answers are far up a long chat, their photos not
  // loaded: axe then measures them against what is behind the band, in light and dark.
  for (const query of ["screenshots", "photos from 2024", "coffee", "photos from Christmas 2023", "photos from Seattle"]) await expect((await ask(page, query)).getByTestId("message")).toBeVisible();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page, `misses far up the chat, ${colorScheme}`, { every: true });
  }
  await page.emulateMedia({ colorScheme: "light" });

  await page.getByTestId("visual-off").click();
  await expect(page.getByTestId("nav-settings")).toHaveAttribute("aria-current", "page");
});

test("the keyboard as in the best galleries: the viewer opens on the photo, ✓ ✕ there and on the focused result with their keys, focus comes back", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.goto(served.url);
  await addFolder(page, path.join(FIXTURES, "photos"));
  await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed/);

  const answer = await ask(page, "photos from 2024");
  await expect(answer.getByTestId("result")).toHaveCount(3);
  // Tab from the box reaches the grid's one stop, then leaves it: arrows move inside.
  await answer.getByTestId("result").first().focus();
  await page.keyboard.press("ArrowRight");
  const second = (await answer.getByTestId("result").nth(1).getAttribute("data-name"))!;
  await expect(page.locator(":focus")).toHaveAttribute("data-name", second);
  // The focused result shows ✓ ✕ ↑ with their keys.
  await expect(answer.locator(".result:has(.tile:focus-visible) .verdict kbd")).toHaveText(["Y", "N", "B"]);
  await shoot(page, "47-focused-result-shows-its-keys");

  await page.keyboard.press("Enter");
  // The viewer opens with focus on the photo, not on a button.
  await expect(page.getByTestId("viewer-stage")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  const third = (await answer.getByTestId("result").nth(2).getAttribute("data-name"))!;
  await expect(page.getByTestId("photo-details")).toContainText(third);
  await shoot(page, "48-viewer-with-verdicts");
  // ✓ in the viewer: the photo leads the answer, and the viewer stays on it.
  await page.keyboard.press("y");
  await expect(answer.getByTestId("correction")).toContainText(`Marked ${third} as right for this search.`);
  await expect(page.getByTestId("photo-details")).toContainText("1 of 3");
  await expect(page.getByTestId("photo-details")).toContainText(third);
  await page.keyboard.press("Escape");
  // Focus comes back to the photo that was open, now first.
  await expect(page.locator(":focus")).toHaveAttribute("data-name", third);
  // ✕ on the focused result: focus stays in the grid, on the result now in its place.
  await page.keyboard.press("ArrowRight");
  const marked = (await page.locator(":focus").getAttribute("data-name"))!;
  await page.keyboard.press("n");
  await expect(answer.getByTestId("result")).toHaveCount(2);
  await expect(page.locator(":focus")).toHaveAttribute("data-testid", "result");
  expect(await page.locator(":focus").getAttribute("data-name")).not.toBe(marked);

});

test("a narrow window folds the sidebar to icons, and when the engine stops the app says so and offers to try again", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.setViewportSize({ width: 700, height: 700 });
  await page.goto(served.url);
  await addFolder(page, path.join(FIXTURES, "photos"));
  await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed/);
  const answer = await ask(page, "photos from 2024");
  await expect(answer.getByTestId("result")).toHaveCount(3);
  // The sidebar is its icons; each still has its name.
  expect((await page.locator(".sidebar").boundingBox())!.width).toBeLessThan(80);
  await expect(page.getByRole("button", { name: "Library" })).toBeVisible();
  // Nothing is cut off: the page never scrolls sideways, and the answer fits the window.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(700);
  expect((await answer.boundingBox())!.x + (await answer.boundingBox())!.width).toBeLessThanOrEqual(700);
  await shoot(page, "49-narrow-window");

  await served.stop();
  await expect(page.getByTestId("sidebar-status")).toContainText("Not answering", { timeout: 25_000 });
  await page.getByLabel("Describe the photo you are looking for").fill("photos from 2023");
  await page.keyboard.press("Enter");
  const failed = page.getByTestId("turn").last();
  await expect(failed.getByTestId("retry")).toBeVisible();
  // The browser's own words are behind "Details", not in the sentence.
  await expect(failed.getByRole("alert")).toContainText("Recollect is not answering.");
  await expect(failed.locator(".error > span")).not.toContainText("TypeError");
  await shoot(page, "50-engine-not-answering");
});
