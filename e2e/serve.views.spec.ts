import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { ARTIFACTS, FIXTURES, addFolder, ask, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

const allThumbnailsLoaded = (page: Page, selector: string) =>
  expect.poll(() => page.locator(selector).evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)));

test("every view: the library by month, places on a map, events, people, indexing and settings; a note makes a photo findable", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // An afternoon out: three photos within an hour, dated by their names, make an event.
  const outing = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-outing-"));
  for (const [i, name] of ["IMG_20240503_101500.jpg", "IMG_20240503_103000.jpg", "IMG_20240503_110000.jpg"].entries()) {
    await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40 + 70 * i, g: 140, b: 210 - 70 * i } } }).jpeg().toFile(path.join(outing, name));
  }
  try {
    await page.goto(served.url);
    await openView(page, "library");
    await expect(page.getByRole("heading", { name: "No photos yet" })).toBeVisible();
    await expectAccessible(page, "empty library");
    await shoot(page, "20-library-empty");

    await addFolder(page, path.join(FIXTURES, "photos"));
    await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed · up to date/, { timeout: 60_000 });
    await addFolder(page, outing);
    await expect(page.getByTestId("index-state")).toHaveText(/14 photos indexed · up to date/, { timeout: 60_000 });
    await expectAccessible(page, "indexing");
    await shoot(page, "21-folders-and-indexing");

    // The keyboard reaches every view: Ctrl+2 is the Library.
    await page.keyboard.press("Control+2");
    await expect(page.getByTestId("nav-library")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("library-count")).toHaveText("14 photos, 1 without a date");
    await expect(page.getByRole("heading", { name: /^July 2024/ })).toBeVisible();
    // A photo with no date in its metadata is under "No date", after every month, not under the day its file was copied.
    await expect(page.locator(".month").last()).toHaveText("No date 1");
    await expect(page.getByTestId("grid-tile").last()).toHaveAccessibleName("hubble.jpg");
    await allThumbnailsLoaded(page, "[data-testid=grid-tile] img").toBe(true);
    await expectAccessible(page, "library");
    await shoot(page, "22-library-timeline");

    // Arrow keys move between photos; Enter opens one in the viewer.
    await page.getByTestId("grid-tile").first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("[data-testid=grid-tile]:focus")).toHaveAttribute("data-index", "1");
    const rocket = page.getByRole("button", { name: /^IMG_0004\.jpg/ });
    await rocket.click();
    const details = page.getByTestId("photo-details");
    await expect(details).toContainText("Merritt Island, Florida, United States");
    await expect(details.getByRole("img", { name: /^Map: taken at 28\.6080° N/ })).toBeVisible();
    await details.getByLabel("Add a note about this photo").fill("Leo's first launch, watched from the causeway");
    await details.getByRole("button", { name: "Add", exact: true }).click();
    await expect(details.getByTestId("note")).toHaveText(["Leo's first launch, watched from the causeway×"]);
    await expectAccessible(page, "viewer");
    await shoot(page, "23-viewer-with-note");
    await page.keyboard.press("Escape");

    // The note is searchable at once.
    const answer = await ask(page, "the causeway");
    await expect(answer.getByTestId("result")).toHaveCount(1);
    await expect(answer.getByTestId("result").first()).toHaveAttribute("data-name", "IMG_0004.jpg");

    await openView(page, "places");
    await expect(page.getByRole("group", { name: /^Map of \d+ places with photos/ })).toBeVisible();
    await expect(page.getByTestId("place").first()).toContainText("Paris");
    await expect(page.getByTestId("place").first()).toContainText("3 photos");
    await expectAccessible(page, "places");
    await shoot(page, "24-places");
    await page.getByTestId("place").first().click();
    await expect(page.getByRole("heading", { name: "Paris", level: 1 })).toBeVisible();
    await expect(page.getByTestId("library-count")).toHaveText("3 photos");
    await expect(page.getByTestId("grid-tile")).toHaveCount(3);
    await page.getByRole("button", { name: "Back to Places" }).click();
    await expect(page.getByTestId("nav-places")).toHaveAttribute("aria-current", "page");

    await openView(page, "events");
    const outingEvent = page.getByTestId("event").filter({ hasText: /3 May 2024|May 3, 2024/ });
    await expect(outingEvent).toContainText("3 photos");
    await allThumbnailsLoaded(page, "[data-testid=event] img").toBe(true);
    await expectAccessible(page, "events");
    await shoot(page, "25-events");
    await outingEvent.click();
    await expect(page.getByTestId("library-count")).toHaveText("3 photos");
    await expect(page.getByRole("heading", { name: /^May 2024/ })).toBeVisible();

    // Faces were found on this computer (the face models ship with the app): name the one person.
    await openView(page, "people");
    const person = page.getByTestId("person");
    await expect(person).toHaveCount(1);
    await person.getByLabel("Name").fill("Eileen Collins");
    await person.getByLabel("Relation").fill("friend");
    await expectAccessible(page, "people");
    await person.getByRole("button", { name: "Save" }).click();
    await expect(person.getByRole("button", { name: "Save" })).toBeHidden();
    await expect(person.getByLabel("Name")).toHaveValue("Eileen Collins");
    await shoot(page, "26-people");
    // Searchable by that name at once, and the person's photos open from the card.
    const named = await ask(page, "Eileen Collins");
    await expect(named.getByTestId("result").first()).toHaveAttribute("data-name", "IMG_0001.jpg");
    await openView(page, "people");
    await person.getByRole("button", { name: "Photos", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Eileen Collins", level: 1 })).toBeVisible();
    await expect(page.getByTestId("grid-tile")).toHaveCount(1);
    // The viewer names her, and shows where her face is on request.
    await page.getByTestId("grid-tile").first().click();
    await expect(details).toContainText("1 face: Eileen Collins");
    await details.getByRole("button", { name: "Show" }).click();
    await expect(page.getByTestId("face-box")).toHaveText("Eileen Collins");
    await shoot(page, "26b-viewer-faces");
    await page.keyboard.press("Escape");

    await openView(page, "settings");
    await expect(page.getByRole("heading", { name: "Privacy: what stays local" })).toBeVisible();
    // The optional LLM: off; a public server is refused with why; a local one that is not running is kept, said to be silent.
    const llm = page.getByTestId("llm-card");
    await expect(llm).toContainText("Off");
    await llm.getByLabel("Server address (OpenAI-compatible)").fill("https://api.example.com/v1");
    await llm.getByRole("button", { name: "Turn on" }).click();
    await expect(llm.getByRole("alert")).toContainText("api.example.com is not on this computer or your own network.");
    await llm.getByLabel("Server address (OpenAI-compatible)").fill("http://127.0.0.1:9/v1");
    await llm.getByRole("button", { name: "Turn on" }).click();
    await expect(llm).toContainText("not answering now; search goes on without it");
    await expectAccessible(page, "settings");
    await shoot(page, "27-models-and-settings");
    await llm.getByRole("button", { name: "Turn off" }).click();
    await expect(llm).toContainText("Off");

    // "/" jumps to the search box from any view; the conversation is still there.
    await page.keyboard.press("/");
    await expect(page.getByLabel("Describe the photo you are looking for")).toBeFocused();
    await expect(page.getByTestId("answer")).toHaveCount(2);
    await expectAccessible(page, "search");

    // Down to a 900-px-wide window.
    await page.setViewportSize({ width: 900, height: 720 });
    await openView(page, "library");
    await allThumbnailsLoaded(page, "[data-testid=grid-tile] img").toBe(true);
    await shoot(page, "28-library-900px");
  } finally {
    fs.rmSync(outing, { recursive: true, force: true });
  }
});
