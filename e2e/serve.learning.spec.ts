import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writePersonalAlbum } from "../electron/testing/personal-album";
import { ARTIFACTS, addFolder, ask, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

test("corrections teach it: pick the photos a search missed, a phrase learned, this one not those, suggestions, completions, history and the learning file", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const album = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-personal-"));
  await writePersonalAlbum(album);
  try {
    await page.goto(served.url);
    await addFolder(page, album);
    await expect(page.getByTestId("index-state")).toHaveText(/15 photos indexed · up to date/, { timeout: 60_000 });

    // Nothing says who "my son" is: the user picks his photos from the library.
    await ask(page, "photos of my son");
    const son = page.getByTestId("answer").first();
    await expect(son.getByTestId("message")).toContainText("No such photo");
    await son.getByTestId("open-missed").click();
    const picker = page.getByTestId("missed-picker");
    await expect(picker.getByTestId("pick")).toHaveCount(15);
    await picker.getByLabel("Find photos in your library").fill("Leo");
    await picker.getByRole("button", { name: "Find" }).click();
    await expect(picker.getByTestId("pick")).toHaveCount(4);
    await picker.getByRole("button", { name: "kyoto-1.jpg" }).click();
    await picker.getByRole("button", { name: "lisbon-1.jpg" }).click();
    await expect(picker.getByTestId("add-missed")).toHaveText("Add 2 to the answer");
    await expectAccessible(page, "picker");
    await shoot(page, "30-add-missed-photos");
    await picker.getByTestId("add-missed").click();
    await expect(picker).toBeHidden();
    await expect(son.getByTestId("correction")).toContainText("Added 2 photos as right for this search.");
    await expect(son.getByTestId("result")).toHaveCount(2);

    // Learned: "son" now reads as Leo, in a search never corrected.
    await ask(page, "my son in Kyoto");
    // Pinned to its turn: `ask` returns the latest answer, which later turns replace.
    const kyoto = page.getByTestId("turn").filter({ has: page.locator(".bubble", { hasText: /^my son in Kyoto$/ }) }).getByTestId("answer");
    await expect(kyoto.getByTestId("chip").filter({ hasText: "son → Leo" })).toBeVisible();
    await expect(kyoto.getByTestId("result")).toHaveCount(2);
    const second = await kyoto.getByTestId("result").nth(1).getAttribute("data-name");
    // "This one, not those": B on the second result puts it first.
    await kyoto.getByTestId("result").nth(1).focus();
    await page.keyboard.press("b");
    await expect(kyoto.getByTestId("correction")).toContainText(`Put ${second} above the result it beats.`);
    await expect(kyoto.getByTestId("result").first()).toHaveAttribute("data-name", second!);
    await expectAccessible(page, "corrected answer");
    await shoot(page, "31-learned-alias");

    // The search box completes past searches and the library's names.
    const box = page.getByLabel("Describe the photo you are looking for");
    await box.fill("my s");
    const completions = page.getByTestId("completions");
    await expect(completions.getByRole("option").first()).toContainText("my son in Kyoto");
    await box.fill("Maria and Le");
    await expect(completions.getByRole("option", { name: /Maria and Leo/ })).toBeVisible();
    await shoot(page, "32-completions");
    await page.keyboard.press("ArrowDown");
    await expect(completions.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("answer").last().getByTestId("chip").filter({ hasText: "Leo" })).toHaveCount(1);

    // Under an opened photo: searches like it; a click runs one.
    await kyoto.getByTestId("result").first().click();
    const suggestions = page.getByTestId("suggestions");
    await expect(suggestions.getByTestId("suggestion").first()).toBeVisible();
    await expect(suggestions.getByRole("button", { name: "photos in Kyoto" })).toBeVisible();
    await shoot(page, "33-viewer-suggestions");
    await suggestions.getByRole("button", { name: "photos in Kyoto" }).click();
    await expect(page.getByTestId("turn").last().locator(".bubble")).toHaveText("photos in Kyoto");
    await expect(page.getByTestId("answer").last().getByTestId("result")).toHaveCount(3);

    // History: every search, with its corrections, each of which can be taken back.
    await page.keyboard.press("Control+6");
    await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
    const taught = page.getByTestId("history-item").filter({ hasText: "photos of my son" });
    await expect(taught.getByTestId("history-correction")).toHaveCount(2);
    await expectAccessible(page, "history");
    await shoot(page, "34-history");
    const better = page.getByTestId("history-item").filter({ hasText: "my son in Kyoto" }).first();
    await better.getByRole("button", { name: /^Take back/ }).click();
    await expect(better.getByText("taken back")).toBeVisible();

    // Settings: what was learned; the learning file saved, forgotten, and loaded again.
    await openView(page, "settings");
    const learning = page.getByTestId("learning-card");
    await expect(learning).toContainText("“son” means Leo");
    await expectAccessible(page, "settings with learning");
    await learning.scrollIntoViewIfNeeded();
    await shoot(page, "35-learning-settings");
    const [download] = await Promise.all([page.waitForEvent("download"), learning.getByRole("button", { name: "Export…" }).click()]);
    const saved = path.join(album, "..", `${path.basename(album)}-learning.json`);
    await download.saveAs(saved);
    expect(JSON.parse(fs.readFileSync(saved, "utf8"))).toMatchObject({ format: "recollect-learning", version: 2 });
    await learning.getByRole("button", { name: "Reset…" }).click();
    await learning.getByRole("button", { name: "Forget all" }).click();
    await expect(learning.getByRole("status")).toContainText("Forgot");
    await expect(learning).not.toContainText("“son” means Leo");
    await learning.getByTestId("learning-import").setInputFiles(saved);
    await expect(learning.getByRole("status")).toContainText("Added");
    await expect(learning).toContainText("“son” means Leo");
    // A file that is not one is refused, saying why.
    fs.writeFileSync(saved, "{ cut short");
    await learning.getByTestId("learning-import").setInputFiles(saved);
    await expect(learning.getByRole("alert")).toContainText("not JSON, or it is cut short");
    fs.rmSync(saved);
  } finally {
    fs.rmSync(album, { recursive: true, force: true });
  }
});
