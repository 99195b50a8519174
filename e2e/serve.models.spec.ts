import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveTinyModels, tinyManifest } from "../electron/testing/tiny-models";
import { ARTIFACTS, FIXTURES, addFolder, ask, expect, openView, shoot, test as serveTest } from "./serve-fixture";

/** `serve` offered the generated test CLIP and sentence models, from a real HTTP server on 127.0.0.1. */
const test = serveTest.extend<{ modelsEnv: Record<string, string> }>({
  modelsEnv: async ({}, use) => {
    const server = await serveTinyModels();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-e2e-manifest-"));
    const manifest = path.join(dir, "manifest.json");
    fs.writeFileSync(manifest, JSON.stringify(tinyManifest(server.baseUrl, { sentence: true })));
    await use({ RECOLLECT_MANIFEST: manifest });
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  },
});

test.use({ visualSearchAnswered: false });

test("the models' pass reads text and finds faces; the CLIP and sentence models download when asked", async ({ page, served }) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.goto(served.url);
  // First launch asks once about visual search; "Later" is remembered.
  const offer = page.getByTestId("visual-search-offer");
  await expect(offer).toContainText("Find photos by what they show?");
  await expect(offer).toContainText("It runs on this computer");
  await expect(offer.getByTestId("offer-sentence")).toContainText("finds the memories you add by what they mean");
  await expect(offer.getByRole("button", { name: /^Download \(/ })).toBeVisible();
  await shoot(page, "09-visual-search-offer");
  await offer.getByRole("button", { name: "Later" }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await openView(page, "settings");
  const card = page.getByTestId("models-card");
  await expect(card.getByTestId("model-clip")).toContainText("Off");
  await expect(offer).toBeHidden();
  await expect(card.getByTestId("model-clip")).toContainText("Off");
  await expect(card.getByTestId("model-clip").getByRole("button", { name: /^Download \(/ })).toBeVisible();
  await expect(card.getByTestId("model-sentence")).toContainText("Off");

  await addFolder(page, path.join(FIXTURES, "photos"));
  // Indexing, then the models' pass (text, faces), then nothing left to do.
  await expect(page.getByTestId("index-state")).toHaveText(/11 photos indexed · up to date/, { timeout: 90_000 });
  await openView(page, "settings");
  await expect(card.getByTestId("provider")).toContainText("Runs on CPU");
  // Only this platform's accelerators are offered (the CI machine runs Linux: no Core ML, no DirectML).
  const options = await card.getByRole("combobox", { name: "Where models run" }).locator("option").allTextContents();
  expect(options).toEqual(process.platform === "linux" ? ["Best available", "CPU", "NVIDIA GPU (CUDA)"] : expect.arrayContaining(["Best available", "CPU"]));
  // The analyses that need no download, each with its switch and its models' licences.
  const objects = card.getByTestId("analysis-objects");
  await expect(objects.getByRole("switch", { name: "Things in photos" })).toBeChecked();
  await objects.getByText("Model and licence").click();
  await expect(objects).toContainText("licence: none stated");
  await expect(card.getByTestId("analysis-faces")).toContainText("Faces and smiles");
  await expect(card.getByTestId("analysis-text")).toContainText("Text in photos");
  await card.getByTestId("analysis-objects").scrollIntoViewIfNeeded();
  await shoot(page, "10-models-card");

  const answer = await ask(page, "STRANDMON");
  await expect(answer.getByTestId("result")).toHaveCount(1);
  await answer.getByRole("button", { name: "Open IMG_0100.jpg" }).click();
  const details = page.getByTestId("photo-details");
  await expect(details).toContainText("Text in photo");
  await expect(details).toContainText("STRANDMON wing chair");
  await page.screenshot({ path: path.join(ARTIFACTS, "11-text-in-photo.png") });
  await page.keyboard.press("Escape");

  await openView(page, "settings");
  await card.getByTestId("model-clip").getByRole("button", { name: /^Download \(/ }).click();
  await expect(card.getByTestId("model-clip")).toContainText("On", { timeout: 30_000 });
  await expect(card.getByTestId("model-clip")).toContainText("Finds photos by what they show.");
  await openView(page, "indexing");
  await expect(page.getByTestId("index-state")).toHaveText(/up to date/, { timeout: 60_000 });

  await (await ask(page, "photos from July 14 2024")).getByRole("button", { name: "Open IMG_0001.jpg" }).click();
  await expect(details).toContainText("1 face");
  await page.screenshot({ path: path.join(ARTIFACTS, "12-faces-in-viewer.png") });

  await page.keyboard.press("Escape");

  // Memories in other words: a note found by a search that shares none of its words.
  await openView(page, "settings");
  await card.getByTestId("model-sentence").getByRole("button", { name: /^Download \(/ }).click();
  await expect(card.getByTestId("model-sentence")).toContainText("On", { timeout: 30_000 });
  await (await ask(page, "photos from July 14 2024")).getByRole("button", { name: "Open IMG_0001.jpg" }).click();
  await details.getByPlaceholder("Add a note: who, where, what happened").fill("a pooch asleep by the sea");
  await details.getByPlaceholder("Add a note: who, where, what happened").press("Enter");
  await expect(details.getByTestId("note")).toContainText("a pooch asleep by the sea");
  await page.keyboard.press("Escape");
  const other = await ask(page, "hound");
  await expect(other.getByTestId("result")).toHaveCount(1);
  await expect(other).toContainText("says it in other words");
});
