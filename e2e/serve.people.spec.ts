import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ARTIFACTS, addFolder, ask, expect, expectAccessible, openView, shoot, test } from "./serve-fixture";

/** An MWG face-region sidecar naming these people, as Lightroom and digiKam write it. */
const xmp = (names: string[]) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>${names
    .map((n) => `<rdf:li rdf:parseType="Resource"><mwg-rs:Name>${n}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type></rdf:li>`)
    .join("")}</rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;

test("people named in face regions and Takeout are in People with their photos; renamed, given a relation and merged", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const album = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-named-"));
  try {
    for (const [i, name] of ["garden.jpg", "kitchen.jpg", "beach.jpg"].entries()) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${i * 110},40%,65%)"/><circle cx="${90 + i * 60}" cy="120" r="60" fill="hsl(${i * 110 + 180},60%,45%)"/></svg>`;
      await sharp(Buffer.from(svg)).jpeg().toFile(path.join(album, name));
    }
    fs.writeFileSync(path.join(album, "garden.xmp"), xmp(["Mom"]));
    fs.writeFileSync(path.join(album, "kitchen.xmp"), xmp(["Mom", "Leo"]));
    fs.writeFileSync(path.join(album, "beach.jpg.json"), JSON.stringify({ title: "beach.jpg", people: [{ name: "Leo" }] }));

    await page.goto(served.url);
    await addFolder(page, album);
    await expect(page.getByTestId("index-state")).toHaveText(/3 photos indexed · up to date/, { timeout: 120_000 });
    await openView(page, "people");
    const person = page.getByTestId("person");
    await expect(person).toHaveCount(2);
    // Leo and Mom, two photos each, in the order of their names.
    await expect(person.nth(0).getByLabel("Name")).toHaveValue("Leo");
    const mom = person.nth(1);
    await expect(mom.getByLabel("Name")).toHaveValue("Mom");
    await expect(mom).toContainText("2 photos · named in their metadata");
    await expectAccessible(page, "people from metadata");
    await shoot(page, "62-people-from-metadata");

    // Typing renames no one: Escape puts the name back, and Enter renames her on her photos, said with Undo.
    await mom.getByLabel("Name").fill("Ana");
    await mom.getByLabel("Name").press("Escape");
    await expect(mom.getByLabel("Name")).toHaveValue("Mom");
    await expect(page.getByTestId("person-change")).toHaveCount(0);
    await mom.getByLabel("Name").fill("Ana");
    await mom.getByLabel("Name").press("Enter");
    await expect(page.getByTestId("person-change")).toHaveText("Renamed “Mom” to “Ana” on 2 photos. Undo");
    await expect(person.nth(0).getByLabel("Name")).toHaveValue("Ana");
    await expectAccessible(page, "a rename said with undo");
    for (const [width, height] of [[1440, 900], [800, 700]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(process.env.RECOLLECT_SCREENSHOTS ?? ARTIFACTS, `people-renamed-${width}x${height}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 820 });
    await page.getByTestId("person-change-undo").click();
    await expect(page.getByTestId("person-change")).toHaveText("Undone: the name is “Mom” again on 2 photos, not “Ana”.");
    await expect(person.nth(1).getByLabel("Name")).toHaveValue("Mom");

    // Leaving the field saves as Enter does: a click elsewhere, another view. An emptied name left keeps the name.
    await mom.getByLabel("Name").fill("");
    await mom.getByLabel("Name").press("Tab");
    await expect(mom.getByLabel("Name")).toHaveValue("Mom");
    await expect(page.getByTestId("person-change")).toHaveText("Undone: the name is “Mom” again on 2 photos, not “Ana”.");
    await mom.getByLabel("Name").fill("Ana");
    await page.getByRole("heading", { name: "People", level: 1 }).click();
    await expect(page.getByTestId("person-change")).toHaveText("Renamed “Mom” to “Ana” on 2 photos. Undo");
    await page.getByTestId("person-change-undo").click();
    await expect(page.getByTestId("person-change")).toHaveText("Undone: the name is “Mom” again on 2 photos, not “Ana”.");
    await expect(mom.getByLabel("Name")).toHaveValue("Mom");
    for (const leave of ["a click", "a shortcut"]) {
      await mom.getByLabel("Name").fill("Ana");
      if (leave === "a click") await page.getByTestId("nav-places").click();
      else await page.keyboard.press("Control+4");
      await expect(page.getByTestId("nav-places")).toHaveAttribute("aria-current", "page");
      await openView(page, "people");
      await expect(person.nth(0).getByLabel("Name")).toHaveValue("Ana");
      await person.nth(0).getByLabel("Name").fill("Mom");
      await person.nth(0).getByLabel("Name").press("Enter");
      await expect(person.nth(1).getByLabel("Name")).toHaveValue("Mom");
    }

    // Her name and who she is to the user, each saved with Tab as it is left.
    await mom.getByLabel("Name").fill("Anna");
    await mom.getByLabel("Name").press("Tab");
    await expect(page.getByTestId("person-change")).toHaveText("Renamed “Mom” to “Anna” on 2 photos. Undo");
    const anna = person.nth(0);
    await expect(anna.getByLabel("Relation")).toBeFocused();
    await page.keyboard.type("Mom");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("person-change")).toHaveText("“Anna” is “Mom” to you on 2 photos. Undo");
    await expect(anna.getByRole("button", { name: "Save" })).toBeHidden();
    await expect(anna.getByLabel("Name")).toHaveValue("Anna");
    await expect(anna.getByLabel("Relation")).toHaveValue("Mom");
    await anna.getByRole("button", { name: "Photos", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Anna", level: 1 })).toBeVisible();
    await expect(page.getByTestId("grid-tile")).toHaveCount(2);
    // Her photos are a page of People: the sidebar says so, not Library.
    await expect(page.getByTestId("nav-people")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("nav-library")).not.toHaveAttribute("aria-current", "page");
    await shoot(page, "63-a-persons-photos");
    const answer = await ask(page, "photos of my mom");
    await expect(answer.getByTestId("result")).toHaveCount(2);

    // Her face on her card asks for her photos in the chat, by click or by Enter: an answer to narrow.
    for (const how of ["click", "Enter"] as const) {
      await openView(page, "people");
      const face = person.nth(0).getByTestId("person-open");
      await expect(face).toHaveAccessibleName("Search for “photos of Anna”");
      if (how === "click") await face.click();
      else {
        await face.focus();
        await page.keyboard.press("Enter");
      }
      await expect(page.getByTestId("nav-search")).toHaveAttribute("aria-current", "page");
      const hers = page.getByTestId("answer").last();
      await expect(hers.getByTestId("result")).toHaveCount(2);
      await expect(hers).toContainText("photos of Anna");
    }

    // Two of them are one person.
    await openView(page, "people");
    // Escape clears the people chosen, as it clears chosen photos.
    await person.nth(0).getByRole("checkbox").check();
    await page.keyboard.press("Escape");
    await expect(person.nth(0).getByRole("checkbox")).not.toBeChecked();
    await person.nth(0).getByRole("checkbox").check();
    await person.nth(1).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Merge into one person" }).click();
    await expect(person).toHaveCount(1);
    await expect(person).toContainText("3 photos");
  } finally {
    fs.rmSync(album, { recursive: true, force: true });
  }
});
