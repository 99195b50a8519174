import fs from "node:fs";
import path from "node:path";
import { ARTIFACTS, FIXTURES, addFolder, ask, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

test.setTimeout(300_000);

test("a wrong fold of copies is split from the viewer, and the answer then shows both pictures", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.goto(served.url);
  await addFolder(page, path.join(FIXTURES, "photos"));
  await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed · up to date/, { timeout: 180_000 });

  // The cat in Paris is three files of one picture: shown once, "+2".
  const before = await ask(page, "photos from Paris");
  await expect(before.getByTestId("message")).toHaveText("1 photo in Paris. 2 are copies of another and shown with it.");
  await before.getByTestId("result").first().click();
  const copies = page.getByTestId("copies");
  await expect(copies.getByTestId("copy")).toHaveCount(3);
  await expect(copies).toContainText("451 × 300");
  await copies.scrollIntoViewIfNeeded();
  await expectAccessible(page, "viewer with copies");
  await shoot(page, "60-viewer-copies");

  // Say one of them is not a copy: it leaves the group, and the answer shows it on its own.
  await copies.getByRole("button", { name: "chat mignon.jpg is not a copy" }).click();
  await expect(copies.getByTestId("copy")).toHaveCount(2);
  await expect(copies).not.toContainText("chat mignon.jpg");
  await page.keyboard.press("Escape");
  const after = await ask(page, "photos from Paris");
  await expect(after.getByTestId("result")).toHaveCount(2);
  await expect(after.getByTestId("message")).toHaveText("2 photos in Paris. 1 is a copy of another and shown with it.");
  await openView(page, "search");
});
