import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { exifSegment, withExif } from "../electron/testing/exif-segment";
import { ARTIFACTS, addFolder, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

/** A photo of a few shapes, taken at `taken` ("2025:03:02 09:00:00"), where it says (no GPS when null); with no `taken`, undated. */
async function writePhoto(dir: string, name: string, taken: string | null, where: { lat: number; lon: number } | null, n: number) {
  const shapes = [0, 1, 2].map((k) => `<circle cx="${(n * 71 + k * 97) % 320}" cy="${(n * 43 + k * 61) % 240}" r="${30 + ((n + k) * 13) % 50}" fill="hsl(${(n * 47 + k * 120) % 360},60%,50%)"/>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${(n * 29) % 360},35%,70%)"/>${shapes}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  fs.writeFileSync(path.join(dir, name), taken ? withExif(jpeg, exifSegment({ make: "Canon", model: "EOS R6", taken, ...(where ?? {}) })) : jpeg);
}

test("a trip away from home is one event across a quiet day and nearby towns, with its days; undated photos are no event", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const album = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-trip-"));
  const seattle = { lat: 47.6062, lon: -122.3321 };
  const lisbon = { lat: 38.7223, lon: -9.1393 };
  try {
    let n = 0;
    // Home is Lisbon: a Saturday outing most weeks.
    for (const day of ["2024:05:04", "2024:05:11", "2024:06:01", "2025:01:11", "2025:01:18"]) {
      for (const time of ["10:00:00", "10:40:00", "11:20:00"]) await writePhoto(album, `home_${n++}.jpg`, `${day} ${time}`, lisbon, n);
    }
    // Seattle, 2–6 March 2025, with no photo on the 5th, a receipt in Renton (a suburb) and one without GPS.
    const renton = { lat: 47.4829, lon: -122.2171 };
    for (const [at, where] of [["2025:03:02 09:00:00", seattle], ["2025:03:02 12:00:00", seattle], ["2025:03:03 10:00:00", seattle], ["2025:03:03 14:12:00", renton], ["2025:03:04 16:00:00", null], ["2025:03:04 17:00:00", seattle], ["2025:03:06 09:30:00", seattle], ["2025:03:06 11:00:00", seattle]] as const) {
      await writePhoto(album, `trip_${n++}.jpg`, at, where, n);
    }
    // Lake Tahoe, 10–14 Aug 2024: the north and the south shore in turn, named for the lake.
    const kingsBeach = { lat: 39.2377, lon: -120.0266 };
    const southTahoe = { lat: 38.9332, lon: -119.9844 };
    for (let d = 10; d <= 14; d++) {
      for (const [k, time] of ["10:00:00", "15:00:00"].entries()) await writePhoto(album, `tahoe_${n++}.jpg`, `2024:08:${d} ${time}`, (d + k) % 2 ? kingsBeach : southTahoe, n);
    }
    // Three photos with no date at all: copied in one go, they are no event.
    for (let k = 0; k < 3; k++) await writePhoto(album, `undated_${n++}.jpg`, null, null, n);
    await page.goto(served.url);
    await addFolder(page, album);
    await expect(page.getByTestId("index-state")).toHaveText(/36 photos indexed · up to date/, { timeout: 180_000 });

    await openView(page, "events");
    await expect(page.getByTestId("events-year")).toHaveText(["2025 3 events", "2024 4 events"]);
    const seattleTrip = page.getByTestId("event").filter({ hasText: "Seattle" });
    // Where, then when: the days written by the page in its locale's way, as every other date of the app.
    await expect(seattleTrip.locator(".event-title")).toHaveText(["Seattle"]);
    const seattleDays = (await seattleTrip.locator(".event-dates").textContent())!;
    expect(seattleDays).toBe(await page.evaluate(() => new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).formatRange(Date.UTC(2025, 2, 2), Date.UTC(2025, 2, 6))));
    await expect(seattleTrip).toContainText("Trip · 4 days · 8 photos");
    await expect(seattleTrip.getByTestId("event-days").locator(".event-day")).toHaveCount(4);
    await expect(page.getByTestId("event").filter({ hasText: "Lake Tahoe" }).locator(".event-title")).toHaveText(["Lake Tahoe"]);
    await expectAccessible(page, "events by year");
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, "61-events-by-year-1440");
    await page.setViewportSize({ width: 800, height: 700 });
    await shoot(page, "61-events-by-year-800");

    // The home shows the latest trip as a search: a click asks it in the chat, to narrow from there.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openView(page, "search");
    const trip = page.getByTestId("highlight-trip");
    await expect(trip).toContainText("Your latest trip");
    await expect(trip).toContainText("Seattle, 2–6 Mar 2025");
    const shown = Number((await trip.locator(".muted").textContent())!.match(/\d+/)![0]);
    await expectAccessible(page, "home with highlights", { every: true });
    await shoot(page, "62-home-highlights-1440");
    await page.setViewportSize({ width: 800, height: 700 });
    await shoot(page, "62-home-highlights-800");
    await trip.click();
    await expect(page.getByTestId("turn").last().locator(".bubble")).toHaveText("Seattle, 2–6 Mar 2025");
    await expect(page.getByTestId("answer").last().getByTestId("message")).toContainText(`${shown} photos`);
    // A photo of the card's answer, opened and closed (Escape, then ×), has focus again.
    const results = page.getByTestId("answer").last().getByTestId("result");
    for (const [at, close] of [[1, "Escape"], [2, "×"]] as const) {
      await results.nth(at).click();
      await expect(page.locator("dialog.viewer")).toBeVisible();
      if (close === "Escape") await page.keyboard.press("Escape");
      else await page.locator("dialog.viewer").getByRole("button", { name: "Close" }).first().click();
      await expect(page.locator("dialog.viewer")).toBeHidden();
      await expect(results.nth(at)).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("result");
    }
  } finally {
    fs.rmSync(album, { recursive: true, force: true });
  }
});
