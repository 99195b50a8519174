import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { exifSegment, withExif } from "../electron/testing/exif-segment";
import { ARTIFACTS, FIXTURES, addFolder, ask, expect, expectAccessible, focusTile, openView, shoot, test } from "./serve-fixture";

test.setTimeout(300_000);

const hashes = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.join(e.parentPath, e.name), createHash("sha256").update(fs.readFileSync(path.join(e.parentPath, e.name))).digest("hex")]),
  );

test("photos are selected, favourited, put in an album and copied to a folder without their location; the originals stay as they were", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const photos = path.join(FIXTURES, "photos");
  const before = hashes(photos);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-e2e-export-"));
  try {
    await page.goto(served.url);
    await addFolder(page, photos);
    await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed · up to date/, { timeout: 180_000 });

    // Library: a plain click opens; Ctrl-click selects, Shift-click extends, Escape clears.
    await openView(page, "library");
    const tiles = page.getByTestId("grid-tile");
    await expect(tiles).toHaveCount(11);
    await tiles.nth(0).click({ modifiers: ["ControlOrMeta"] });
    await expect(page.getByTestId("selection-count")).toHaveText("1 photo selected");
    await tiles.nth(3).click({ modifiers: ["Shift"] });
    await expect(page.getByTestId("selection-count")).toHaveText("4 photos selected");
    await expect(tiles.nth(2)).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("selection-bar")).toHaveCount(0);
    await expect(page.getByTestId("nav-library")).toHaveAttribute("aria-current", "page");

    // Select: a click chooses instead of opening, the round check shows on each tile, Done or Escape ends it.
    await page.locator("[data-testid=select-mode]:visible").click();
    await expect(page.getByTestId("selection-count")).toHaveText("Click photos to select them");
    await tiles.nth(4).click();
    await expect(page.getByTestId("selection-count")).toHaveText("1 photo selected");
    await expect(page.locator("dialog.viewer")).toBeHidden();
    await tiles.nth(6).locator("xpath=following-sibling::span[1]").getByTestId("select-mark").click();
    await expect(page.getByTestId("selection-count")).toHaveText("2 photos selected");
    await expect(tiles.nth(6)).toHaveAttribute("aria-pressed", "true");
    await shoot(page, "75-library-selecting");
    await page.getByTestId("selection-clear").click();
    await expect(page.getByTestId("selection-bar")).toHaveCount(0);
    await expect(page.locator("[data-testid=select-mode]:visible")).toHaveText("Select");
    // Without Select, the check on a hovered tile still chooses it; the tile says its name and day.
    await tiles.nth(2).hover();
    const caption = tiles.nth(2).locator(".tile-caption");
    await expect(caption).toHaveCSS("opacity", "1");
    await expect(caption.locator(".tile-name")).toHaveText((await tiles.nth(2).getAttribute("aria-label"))!.split(",")[0]!);
    await tiles.nth(2).locator("xpath=following-sibling::span[1]").getByTestId("select-mark").click();
    await expect(page.getByTestId("selection-count")).toHaveText("1 photo selected");
    await page.keyboard.press("Escape");

    // Ctrl+A takes all; Space on a focused tile toggles it.
    await tiles.nth(1).focus();
    await page.keyboard.press("ControlOrMeta+a");
    await expect(page.getByTestId("selection-count")).toHaveText("11 photos selected");
    // At 1440×900 the bar floats over the grid's bottom: scrolled to the end, the last row is above it.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId("timeline").evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
    await expect(tiles.last()).toBeInViewport();
    await expect.poll(async () => (await tiles.last().boundingBox())!.y + (await tiles.last().boundingBox())!.height <= (await page.getByTestId("selection-bar").boundingBox())!.y).toBe(true);
    await shoot(page, "75b-library-selection-bar-clear-of-last-row");
    await page.setViewportSize({ width: 1280, height: 820 });
    await tiles.nth(1).focus();
    await page.keyboard.press(" ");
    await expect(page.getByTestId("selection-count")).toHaveText("10 photos selected");
    await page.keyboard.press("Escape");

    // Favourites: F on the selection; "favourites from Paris" finds the one from Paris.
    const paris = (await ask(page, "photos from Paris")).getByTestId("result").first();
    const parisName = await paris.getAttribute("data-name");
    await paris.click({ modifiers: ["ControlOrMeta"] });
    await expect(paris).toHaveAttribute("aria-pressed", "true");
    await shoot(page, "73-answer-selection");
    await page.keyboard.press("f");
    await expect(page.getByTestId("selection-note")).toHaveText("Added 1 photo to Favourites.");
    await page.keyboard.press("Escape");
    await openView(page, "library");
    await tiles.nth(0).click({ modifiers: ["ControlOrMeta"] });
    await tiles.nth(0).press("f");
    await expect(page.getByTestId("nav-favourites")).toContainText("2");
    await page.keyboard.press("Escape");
    const favourites = await ask(page, "favourites from Paris");
    await expect(favourites.getByTestId("result")).toHaveCount(1);
    await expect(favourites.getByTestId("result").first()).toHaveAttribute("data-name", parisName!);
    await expect(favourites.getByTestId("chip").first()).toContainText("Favourites");

    // An album from a right-click; searchable by its name, listed in the sidebar.
    await openView(page, "library");
    await tiles.nth(1).click({ button: "right" });
    await expect(page.getByTestId("context-menu")).toBeVisible();
    await shoot(page, "74-context-menu");
    await page.getByTestId("context-menu").getByTestId("action-album").click();
    await page.getByTestId("album-name").fill("Kyoto best");
    await page.getByTestId("album-add").click();
    await expect(page.getByTestId("selection-note")).toHaveText("Added 1 photo to “Kyoto best”.");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("nav-album")).toContainText("Kyoto best");
    const albumAnswer = await ask(page, "album Kyoto best");
    await expect(albumAnswer.getByTestId("result")).toHaveCount(1);
    await page.getByTestId("nav-album").click();
    await expect(page.locator("#library-title")).toHaveText("Kyoto best");
    await expect(page.getByTestId("grid-tile")).toHaveCount(1);
    await page.getByTestId("grid-tile").first().click({ modifiers: ["ControlOrMeta"] });
    await expectAccessible(page, "album with a selection");
    await shoot(page, "70-album-selection");
    await page.keyboard.press("Escape");

    // Copy to a folder: resized, without location; the copies are read back, the originals unchanged.
    await openView(page, "library");
    await tiles.nth(0).click({ modifiers: ["ControlOrMeta"] });
    await tiles.nth(3).click({ modifiers: ["Shift"] });
    await page.getByTestId("action-export").click();
    await page.getByTestId("export-folder").fill(path.join(out, "missing"));
    await page.getByTestId("export-start").click();
    await expect(page.getByTestId("export-error")).toContainText(`There is no folder at ${path.join(out, "missing")}.`);
    await page.getByTestId("export-folder").fill(out);
    await page.getByTestId("export-resized").check();
    await page.getByTestId("export-long-side").selectOption("1024");
    await page.getByTestId("export-strip").check();
    await page.getByTestId("export-start").click();
    await expect(page.getByTestId("export-status")).toContainText(`Copied 4 photos to ${out}.`, { timeout: 60_000 });
    await expectAccessible(page, "copy to folder");
    await shoot(page, "71-export-done");
    await page.getByTestId("export-close").click();
    const copies = fs.readdirSync(out).filter((f) => !f.startsWith("."));
    expect(copies).toHaveLength(4);
    for (const copy of copies) {
      expect(copy).toMatch(/\.jpg$/);
      expect(await exifr.gps(path.join(out, copy))).toBeUndefined();
    }
    expect(fs.readdirSync(out).filter((f) => f.endsWith(".recollect-partial"))).toEqual([]);
    expect(hashes(photos)).toEqual(before);

    // Under serve, there is no folder to show and no app to open: a download instead.
    await expect(page.getByTestId("action-download")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByTestId("selection-clear").click();
    await tiles.nth(0).click({ modifiers: ["ControlOrMeta"] });
    await page.getByTestId("action-download").click();
    expect((await download).suggestedFilename()).toMatch(/\.(jpe?g|png)$/i);
    await shoot(page, "72-library-selection");
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

test("Shift+arrows extend a selection in an answer; one photo goes to the clipboard as a PNG, several are refused with what to do; a tile dragged out of the window downloads; an album shows oldest first", async ({ page, served, context }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(served.url).origin });
  await page.goto(served.url);
  await addFolder(page, path.join(FIXTURES, "photos"));
  await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed/, { timeout: 180_000 });

  // Shift+arrows from the focused result select it and the ones the focus passes; Space toggles one back.
  const answer = await ask(page, "photos from 2024");
  const results = answer.getByTestId("result");
  await expect(results).toHaveCount(3);
  await results.first().focus();
  await page.keyboard.press("Shift+ArrowRight");
  await expect(page.getByTestId("selection-count")).toHaveText("2 photos selected");
  await page.keyboard.press("Shift+ArrowRight");
  await expect(page.getByTestId("selection-count")).toHaveText("3 photos selected");
  await expect(results.nth(1)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press(" ");
  await expect(page.getByTestId("selection-count")).toHaveText("2 photos selected");

  // Ctrl/⌘+C with two selected: the clipboard holds one picture, and the bar says what to do instead.
  await page.keyboard.press("ControlOrMeta+c");
  await expect(page.getByTestId("selection-note")).toHaveText("The clipboard holds one picture at a time, and 2 photos are selected. Select one, or use Copy to folder or drag them out.");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("selection-bar")).toHaveCount(0);

  // One photo: Ctrl/⌘+C puts it on the clipboard as a PNG.
  await results.first().click({ modifiers: ["ControlOrMeta"] });
  await expect(page.getByTestId("action-copy")).toBeVisible();
  await results.first().focus();
  await page.keyboard.press("ControlOrMeta+c");
  await expect(page.getByTestId("selection-note")).toHaveText(/^Copied .+ to the clipboard\.$/);
  const pasted = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const blob = await item!.getType("image/png");
    const bitmap = await createImageBitmap(blob);
    return { type: blob.type, width: bitmap.width, height: bitmap.height };
  });
  expect(pasted.type).toBe("image/png");
  expect(pasted.width).toBeGreaterThan(0);
  await shoot(page, "75-answer-copied");

  // A browser that refuses the clipboard: the message says how to allow it.
  await page.evaluate(() => {
    navigator.clipboard.write = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
  });
  await page.getByTestId("action-copy").click();
  await expect(page.getByTestId("selection-note")).toContainText("The browser did not allow this page to use the clipboard. Allow clipboard access for this site");
  await page.keyboard.press("Escape");

  // A tile let go outside the window is downloaded; let go inside, nothing happens.
  await openView(page, "library");
  const tiles = page.getByTestId("grid-tile");
  await expect(tiles).toHaveCount(11);
  const downloads: string[] = [];
  page.on("download", (d) => downloads.push(d.suggestedFilename()));
  const drag = async (clientX: number) => {
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await tiles.nth(2).dispatchEvent("dragstart", { dataTransfer });
    await tiles.nth(2).dispatchEvent("dragend", { dataTransfer, clientX, clientY: 300 });
  };
  await drag(400);
  await page.waitForTimeout(500);
  expect(downloads).toEqual([]);
  const download = page.waitForEvent("download");
  await drag(-20);
  expect((await download).suggestedFilename()).toMatch(/\.(jpe?g|png)$/i);

  // A manual album, shown newest first, then oldest first as chosen; the choice stays after a reload.
  await tiles.nth(0).click({ modifiers: ["ControlOrMeta"] });
  await tiles.nth(4).click({ modifiers: ["Shift"] });
  await page.getByTestId("action-album").click();
  await page.getByTestId("album-name").fill("Spring");
  await page.getByTestId("album-add").click();
  await page.keyboard.press("Escape");
  await page.getByTestId("nav-album").click();
  await expect(page.locator("#library-title")).toHaveText("Spring");
  // The album is the page marked current in the sidebar, not the Library too.
  await expect(page.getByTestId("nav-album")).toHaveAttribute("aria-current", "page");
  await expect(page.locator("[aria-current=page]")).toHaveCount(1);
  const months = page.locator(".month");
  // The title shows before the album's photos are read: wait for its months, as a person would.
  await expect(months.nth(1)).toBeVisible();
  const newestFirst = await months.allInnerTexts();
  expect(newestFirst.length).toBeGreaterThan(1);
  await page.getByTestId("album-order").selectOption("oldest");
  await expect(months.first()).toHaveText(newestFirst.at(-1)!);
  await expectAccessible(page, "album oldest first");
  await shoot(page, "76-album-oldest-first");
  await page.reload();
  await page.getByTestId("nav-album").click();
  await expect(page.getByTestId("album-order")).toHaveValue("oldest");
  await expect(months.first()).toHaveText(newestFirst.at(-1)!);
  // Folded to icons at 800 px, the album keeps its cover and its name.
  await page.setViewportSize({ width: 800, height: 700 });
  await expect(page.getByTestId("nav-album").locator(".nav-cover img")).toBeVisible();
  await expect(page.getByTestId("nav-album").locator(".nav-label")).toBeVisible();
  expect((await page.getByTestId("nav-album").locator(".nav-label").boundingBox())!.width).toBeGreaterThan(20);
  await shoot(page, "77-albums-folded-sidebar");
});

/** An MWG face-region sidecar naming one person, as Lightroom and digiKam write it. */
const namedIn = (name: string) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag><rdf:li rdf:parseType="Resource"><mwg-rs:Name>${name}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type></rdf:li></rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;

test("a place's, an event's and a person's photos are selected as the Library's are: a Shift-click range, Shift+arrows and Ctrl+A, the bar's count, Escape clears and stays", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // A morning in Kyoto with Aiko, five photos: one place, one event, one person named in metadata; and two in Paris without her.
  const album = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-kyoto-morning-"));
  try {
    const shots = [
      ...["09:00", "09:30", "10:00", "10:30", "11:00"].map((time, i) => ({ name: `kyoto_${i}.jpg`, taken: `2024:04:06 ${time}:00`, lat: 35.0116, lon: 135.7681, who: "Aiko" })),
      ...["14:00", "15:00"].map((time, i) => ({ name: `paris_${i}.jpg`, taken: `2023:09:1${i} ${time}:00`, lat: 48.8566, lon: 2.3522, who: null })),
    ];
    for (const [n, shot] of shots.entries()) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${n * 50},40%,62%)"/><circle cx="${60 + n * 30}" cy="${70 + (n % 3) * 50}" r="45" fill="hsl(${n * 50 + 170},60%,42%)"/></svg>`;
      const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
      fs.writeFileSync(path.join(album, shot.name), withExif(jpeg, exifSegment({ make: "Canon", model: "EOS R6", taken: shot.taken, lat: shot.lat, lon: shot.lon })));
      if (shot.who) fs.writeFileSync(path.join(album, shot.name.replace(/\.jpg$/, ".xmp")), namedIn(shot.who));
    }
    await page.goto(served.url);
    await addFolder(page, album);
    await expect(page.getByTestId("index-state")).toHaveText(/7 photos indexed · up to date/, { timeout: 180_000 });
    const tiles = page.getByTestId("grid-tile");
    const count = page.getByTestId("selection-count");

    // A place's photos: Ctrl-click, Shift-click a range; Escape clears the selection and leaves the page open.
    await openView(page, "places");
    await page.getByTestId("place").filter({ hasText: "Kyoto" }).click();
    await expect(page.getByRole("heading", { name: "Kyoto", level: 1 })).toBeVisible();
    await expect(tiles).toHaveCount(5);
    await tiles.nth(1).click({ modifiers: ["ControlOrMeta"] });
    await tiles.nth(3).click({ modifiers: ["Shift"] });
    await expect(count).toHaveText("3 photos selected");
    await expect(tiles.nth(2)).toHaveAttribute("aria-pressed", "true");
    await expect(tiles.nth(0)).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("selection-bar")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Kyoto", level: 1 })).toBeVisible();
    // With nothing selected, Escape leaves the place, as Back would.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { name: "Places", level: 1 })).toBeVisible();

    // An event's photos: a Shift-click range from a Ctrl-click, then a plain click adds one more.
    await openView(page, "events");
    await page.getByTestId("event").filter({ hasText: "5 photos" }).click();
    await expect(tiles).toHaveCount(5);
    await tiles.nth(0).click({ modifiers: ["ControlOrMeta"] });
    await tiles.nth(2).click({ modifiers: ["Shift"] });
    await expect(count).toHaveText("3 photos selected");
    await tiles.nth(4).click();
    await expect(count).toHaveText("4 photos selected");
    await expect(page.getByTestId("action-export")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("selection-bar")).toHaveCount(0);
    await expect(tiles).toHaveCount(5);

    // A person's photos, named only in their metadata: Shift+arrows, Space, Ctrl+A, the bar's actions.
    await openView(page, "people");
    const aiko = page.getByTestId("person").filter({ has: page.locator('input[value="Aiko"]') });
    await aiko.getByRole("button", { name: "Photos", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Aiko", level: 1 })).toBeVisible();
    await expect(tiles).toHaveCount(5);
    await focusTile(tiles.nth(0));
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(count).toHaveText("3 photos selected");
    await page.keyboard.press(" ");
    await expect(count).toHaveText("2 photos selected");
    await tiles.nth(3).click({ modifiers: ["Shift"] });
    await expect(count).toHaveText("4 photos selected");
    await expect(page.getByTestId("action-favourite")).toBeVisible();
    await expectAccessible(page, "a person's photos with a selection");
    await shoot(page, "79-person-selection");
    await page.keyboard.press("ControlOrMeta+a");
    await expect(count).toHaveText("5 photos selected");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("selection-bar")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Aiko", level: 1 })).toBeVisible();
  } finally {
    fs.rmSync(album, { recursive: true, force: true });
  }
});
