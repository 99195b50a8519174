import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ARTIFACTS, FIXTURES, addFolder, ask, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

test("add the fixtures folder, watch it index, and find the two photos from July 2024", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.goto(served.url);
  await expect(page.getByRole("heading", { name: "Find any photo by describing it" })).toBeVisible();
  // The token has left the address bar.
  expect(page.url()).not.toContain("token=");
  await page.screenshot({ path: path.join(ARTIFACTS, "01-empty-library.png") });

  await addFolder(page, path.join(FIXTURES, "photos"));
  await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed · up to date/, { timeout: 60_000 });
  // Every file that could not be read is listed with why.
  const problems = page.getByTestId("problems");
  await expect(problems.locator("tbody tr")).toHaveCount(3);
  await expect(problems).toContainText("The file is empty (0 bytes).");
  await page.screenshot({ path: path.join(ARTIFACTS, "02b-problems.png") });

  const answer = await ask(page, "photos from July 2024");
  await expect(answer.getByTestId("message")).toHaveText("2 photos taken in July 2024.");
  await expect(answer.getByTestId("chip")).toHaveText(["WhenJuly 2024×"]);
  const names = await answer.getByTestId("result").evaluateAll((tiles) => tiles.map((t) => t.getAttribute("data-name")));
  expect(names).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
  // Every thumbnail really loaded (served by id, with the session cookie).
  await expect
    .poll(() => answer.locator("img").evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS, "02-search-july-2024.png") });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: path.join(ARTIFACTS, "02-search-july-2024-dark.png") });
  await page.emulateMedia({ colorScheme: "light" });

  await answer.getByRole("button", { name: "Open IMG_0004.jpg" }).click();
  const details = page.getByTestId("photo-details");
  await expect(details).toContainText("Canon EOS 5D");
  await expect(details).toContainText("427 × 640");
  await expect(details).toContainText("28.6080° N, 80.6040° W");
  await expect(details).toContainText("Merritt Island, Florida, United States");
  await expect(details).toContainText("from the camera");
  await expect(details).toContainText("afternoon");
  await expect
    .poll(() => page.locator(".viewer-image").evaluate((i) => (i as HTMLImageElement).naturalWidth))
    .toBe(427);
  await page.screenshot({ path: path.join(ARTIFACTS, "03-photo-viewer.png") });
  await page.getByTestId("photo-details").locator("summary, .facts").first().waitFor();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: path.join(ARTIFACTS, "03-photo-viewer-dark.png") });
  await page.emulateMedia({ colorScheme: "light" });
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // Correcting a result: N on the focused one says it is not it; the answer re-ranks at once.
  await answer.getByRole("button", { name: "Open IMG_0001.jpg" }).focus();
  await page.keyboard.press("n");
  await expect(answer.getByTestId("result")).toHaveCount(1);
  await expect(answer.getByTestId("miss").first()).toContainText("you said it is not this");
  await expect(answer.getByTestId("correction")).toContainText("Marked IMG_0001.jpg as not it.");
  await page.screenshot({ path: path.join(ARTIFACTS, "03b-corrected.png") });
  await answer.getByRole("button", { name: "Undo" }).click();
  await expect(answer.getByTestId("result")).toHaveCount(2);
  // The Undo says what it took back, until the next correction.
  await expect(answer.getByTestId("undone")).toHaveText("Undone: IMG_0001.jpg is no longer marked as not it.");
  await expect(answer.getByTestId("correction")).toHaveCount(0);
  await page.screenshot({ path: path.join(ARTIFACTS, "03c-undone.png") });
  // ✓ by mouse: the rocket photo leads, saying why.
  await answer.getByTestId("result").nth(1).hover();
  await answer.getByRole("button", { name: "Right: IMG_0004.jpg is what I meant" }).click();
  await expect(answer.getByTestId("result").first()).toHaveAttribute("data-name", "IMG_0004.jpg");
  await expect(answer.getByTestId("result").first()).toContainText("you marked it right for this search");
  await expect(answer.getByTestId("undone")).toHaveCount(0);
});

test("a query whose date matches nothing says so instead of showing other photos", async ({ page, served }) => {
  await page.goto(served.url);
  await addFolder(page, path.join(FIXTURES, "photos"));
  await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed/);
  const answer = await ask(page, "photos from 2019");
  await expect(answer.getByTestId("message")).toContainText("No photos taken in 2019");
  await expect(answer.getByTestId("result")).toHaveCount(0);
  await page.screenshot({ path: path.join(ARTIFACTS, "04-no-such-photo.png") });

  // Time and place that never meet: "no such photo", with the nearest misses shown apart.
  await page.getByLabel("Describe the photo you are looking for").fill("photos from Seattle in July 2024");
  await page.keyboard.press("Enter");
  const never = page.getByTestId("answer").last();
  await expect(never.getByTestId("message")).toContainText("No such photo: none taken in July 2024, in Seattle.");
  await expect(never.getByTestId("miss").first()).toContainText(/not July 2024|not in Seattle/);
  await page.screenshot({ path: path.join(ARTIFACTS, "04b-nearest-misses.png") });
  // Removing the place chip asks again without it; a follow-up narrows the answer.
  await never.getByRole("button", { name: "Search again without Seattle" }).click();
  const july = page.getByTestId("answer").last();
  await expect(page.getByTestId("turn").last().locator(".bubble")).toHaveText("photos from Seattle in July 2024 — without Seattle");
  await expect(july.getByTestId("message")).toHaveText("2 photos taken in July 2024.");
  await page.getByLabel("Describe the photo you are looking for").fill("only the nostalgic ones");
  await page.keyboard.press("Enter");
  const nostalgic = page.getByTestId("answer").last();
  // Nothing says "nostalgic", and no model could see it: July 2024 stands, the word is shown unused.
  // (A thing, "the rocket", would be no such photo once the object detector has looked at July's photos.)
  await expect(nostalgic.getByTestId("chip")).toHaveText(["WhenJuly 2024×", "Not usednostalgic×"]);
  await expect(nostalgic.getByTestId("message")).toContainText("Nothing in your library mentions “nostalgic”, so it was not used.");
  await page.screenshot({ path: path.join(ARTIFACTS, "04c-follow-up.png") });
  // A long conversation scrolls inside the chat; the page itself (and the sidebar) stays put.
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBe(page.viewportSize()!.height);

  // A chip's words can be edited in place: the query runs again with them.
  const seattle = page.getByTestId("answer").nth(1);
  await seattle.getByRole("button", { name: "Change July 2024" }).click();
  const editor = seattle.getByRole("textbox", { name: "Change “July 2024” and search again" });
  await expect(editor).toHaveValue("July 2024");
  await editor.fill("March 2025");
  await editor.press("Enter");
  const edited = page.getByTestId("answer").last();
  await expect(page.getByTestId("turn").last().locator(".bubble")).toHaveText("photos from Seattle in March 2025");
  await expect(edited.getByTestId("chip")).toHaveText(["WhenMarch 2025×", "WhereSeattle×"]);
  // The coffee photo and its larger copy: one result with a +1 badge.
  await expect(edited.getByTestId("message")).toHaveText("1 photo taken in March 2025, in Seattle. 1 is a copy of another and shown with it.");
});

test("a search typed the way people type: a trip word is the trip, a word nothing explains is shown greyed and left out", async ({ page, served }) => {
  await page.goto(served.url);
  await addFolder(page, path.join(FIXTURES, "photos"));
  await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed/);
  const trip = await ask(page, "can you find our Seattle trip in March 2025?");
  // The trip is the days away: the coffee in Seattle and the next day's receipt from Renton, a suburb.
  await expect(trip.getByTestId("message")).toHaveText("2 photos taken in March 2025, from our Seattle trip. 1 is a copy of another and shown with it.");
  await expect(trip.getByTestId("chip")).toHaveText(["WhenMarch 2025×", "Tripour Seattle trip×"]);
  // A mood nothing could confirm or refute; a thing ("zebra") is no such photo once the detector has looked.
  const gloom = await ask(page, "Seattle gloom in March 2025");
  await expect(gloom.getByTestId("result")).toHaveCount(1);
  await expect(gloom.getByTestId("message")).toContainText("Nothing in your library mentions “gloom”, so it was not used.");
  const unused = gloom.getByTestId("chip").filter({ hasText: "gloom" });
  await expect(unused).toHaveText("Not usedgloom×");
  await expect(unused).toHaveAttribute("title", /Nothing in your library mentions “gloom”/);
  await expectAccessible(page, "an answer with an unused word");
  await shoot(page, "04d-unused-word");
  // Removing the greyed chip asks again without the word.
  await gloom.getByRole("button", { name: "Search again without gloom" }).click();
  await expect(page.getByTestId("answer").last().getByTestId("chip")).toHaveText(["WhenMarch 2025×", "WhereSeattle×"]);
});

test("a folder that does not exist is refused with a clear message", async ({ page, served }) => {
  await page.goto(served.url);
  await addFolder(page, "/no/such/folder");
  await expect(page.getByRole("alert")).toContainText("There is no folder at /no/such/folder");

  // When the engine goes away, the page says so rather than going quiet.
  await served.stop();
  await expect(page.locator(".banner")).toContainText("Recollect is not answering. Is recollect serve still running?", { timeout: 25_000 });
  await page.screenshot({ path: path.join(ARTIFACTS, "04d-not-answering.png") });
});

test("a HEIC photo, a video and copies of one photo show as a person expects", async ({ page, served }) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-formats-"));
  const formats = path.join(import.meta.dirname, "..", "electron", "testing", "formats");
  fs.copyFileSync(path.join(formats, "IMG_2001.heic"), path.join(folder, "IMG_2001.heic"));
  fs.copyFileSync(path.join(formats, "IMG_2002.mov"), path.join(folder, "IMG_2002.mov"));
  for (const name of ["IMG_0002.jpg", "IMG_0002 (copy).jpg", "IMG_0003.jpg"]) fs.copyFileSync(path.join(FIXTURES, "photos", name), path.join(folder, name));
  try {
    await page.goto(served.url);
    await addFolder(page, folder);
    await expect(page.getByTestId("index-state")).toHaveText(/5 photos indexed · up to date/, { timeout: 60_000 });

    const answer = await ask(page, "photos from 2022");
    await expect(answer.getByTestId("result")).toHaveCount(2);
    await expect(answer.getByRole("button", { name: "Open IMG_2002.mov" })).toContainText("Video · not analysed yet");
    await page.screenshot({ path: path.join(ARTIFACTS, "07-heic-and-video.png") });

    // Browsers cannot decode HEIC: the viewer shows a large WebP made from it.
    await answer.getByRole("button", { name: "Open IMG_2001.heic" }).click();
    const details = page.getByTestId("photo-details");
    await expect(details).toContainText("Lisbon, Portugal");
    await expect(details).toContainText("Apple iPhone 13");
    await expect.poll(() => page.locator(".viewer-image").evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(320);
    await page.screenshot({ path: path.join(ARTIFACTS, "08-heic-viewer.png") });
    await page.keyboard.press("Escape");

    // The cat, its copy and the HEIC made from it are one picture: the December answer shows it
    // once, and its badge counts the two other copies in the library.
    await page.getByLabel("Describe the photo you are looking for").fill("photos from December 2023");
    await page.keyboard.press("Enter");
    const cats = page.getByTestId("answer").last();
    await expect(cats.getByTestId("result")).toHaveCount(1);
    await expect(cats.getByTestId("result").first()).toContainText("+2");
    // The original leads its group, not the file named "(copy)".
    await expect(cats.getByTestId("result").first()).toContainText("IMG_0002.jpg");
    await expect(cats.getByTestId("message")).toContainText("1 is a copy of another and shown with it.");
    await page.screenshot({ path: path.join(ARTIFACTS, "09-duplicates-folded.png") });
    // The user can still see every copy.
    await cats.getByTestId("show-copies").click();
    await expect(cats.getByTestId("result")).toHaveCount(2);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test("a negation that could be read two ways shows the reading it took, and the other is one key press away", async ({ page, served }) => {
  await page.goto(served.url);
  await addFolder(page, path.join(FIXTURES, "photos"));
  await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed/);
  const answer = await ask(page, "not Seattle and Paris");
  // How many depends on what the text reader has read yet (a boarding pass says "Seattle").
  await expect(answer.getByTestId("message")).toHaveText(/^\d+ photos not in Seattle, not in Paris\.$/);
  const reading = answer.getByTestId("reading");
  await expect(reading).toHaveText("Read asnot in Paris⇄ with Paris instead");
  await expect(reading).toHaveAttribute("title", "“and” may carry what is left out on to the next, or end it: this could be read either way.");
  await expectAccessible(page, "an answer with an unsure negation", { every: true });
  await shoot(page, "04e-unsure-negation");

  // Reached by keyboard: the other reading answers in place, Paris without Seattle, not the photos first left out.
  const flip = answer.getByRole("button", { name: "Search again with Paris instead of not in Paris" });
  await flip.focus();
  await page.keyboard.press("Enter");
  await expect(answer.getByTestId("message")).toHaveText("1 photo in Paris, not in Seattle. 2 are copies of another and shown with it.");
  await expect(reading).toHaveText("Read aswith Paris↶ Back to not in Paris");
  await expect(page.getByTestId("answer")).toHaveCount(1);
  // Focus stays on the chip's button, which now goes back.
  await expect(answer.getByRole("button", { name: "Search again as first read: not in Paris" })).toBeFocused();
  await expectAccessible(page, "an answer read the other way", { every: true });
  await shoot(page, "04f-unsure-negation-flipped");
  await page.keyboard.press("Enter");
  await expect(answer.getByTestId("message")).toHaveText(/^\d+ photos not in Seattle, not in Paris\.$/);
  await expect(reading).toHaveText("Read asnot in Paris⇄ with Paris instead");

  // Read the other way, a chip removed keeps that reading.
  await page.keyboard.press("Enter");
  await expect(reading).toHaveText("Read aswith Paris↶ Back to not in Paris");
  await answer.getByRole("button", { name: "Search again without not in Seattle" }).click();
  const dropped = page.getByTestId("answer").last();
  await expect(page.getByTestId("answer")).toHaveCount(2);
  await expect(dropped.getByTestId("message")).toHaveText("1 photo in Paris. 2 are copies of another and shown with it.");
  await expect(dropped.getByTestId("reading")).toHaveText("Read aswith Paris↶ Back to not in Paris");
});
