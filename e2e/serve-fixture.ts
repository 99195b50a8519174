/**
 * @file Starts `recollect serve` as a user would (the CLI, a fresh library) for a browser test,
 * and stops it afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page } from "@playwright/test";

export { expect };

export const ROOT = path.resolve(import.meta.dirname, "..");
export const FIXTURES = path.resolve(process.env.RECOLLECT_FIXTURES ?? path.join(ROOT, "fixtures"));
export const ARTIFACTS = path.join(ROOT, "e2e", "artifacts");

export interface Served {
  url: string;
  library: string;
  /** Stops `serve` now, as a user closing its terminal would. */
  stop(): Promise<void>;
}

export const test = base.extend<{ served: Served; modelsEnv: Record<string, string>; visualSearchAnswered: boolean }>({
  /** Extra environment for `serve`, e.g. a test manifest of models (`RECOLLECT_MANIFEST`). */
  modelsEnv: [{}, { option: true }],
  /** A library whose user already answered the first-launch question about visual search ("later"). */
  visualSearchAnswered: [true, { option: true }],
  served: async ({ modelsEnv, visualSearchAnswered }, use) => {
    const library = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-e2e-"));
    if (visualSearchAnswered) fs.writeFileSync(path.join(library, "settings.json"), JSON.stringify({ visualSearchOffer: "later" }));
    // Never the user's own models: each test starts with none, or with what `modelsEnv` installs.
    const models = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-e2e-models-"));
    const child = spawn(process.execPath, [path.join(ROOT, "bin", "recollect.mjs"), "serve", "--port", "0", "--library", library], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, RECOLLECT_MODELS: models, ...modelsEnv },
    });
    // What serve last said on stderr, shown when it does not stop cleanly (CI keeps no other trace).
    let said = "";
    child.stderr!.on("data", (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    let stopping: Promise<void> | null = null;
    // A crash on the way out (a native abort) fails the test: a user would lose what was being saved.
    const stop = () =>
      (stopping ??= (async () => {
        const asked = Date.now();
        child.kill("SIGTERM");
        const { code, signal } = await exited;
        const took = (Date.now() - asked) / 1000;
        if (code !== 0) throw new Error(`serve did not stop cleanly on SIGTERM: it exited with ${signal ?? `code ${code}`} after ${took} s; it last said:\n${said}`);
        if (took > 5) process.stderr.write(`serve took ${took} s to stop; it last said:\n${said}\n`);
      })());
    try {
      const url = await printedUrl(child);
      await use({ url, library, stop });
    } finally {
      try {
        await stop();
      } finally {
        fs.rmSync(library, { recursive: true, force: true });
        fs.rmSync(models, { recursive: true, force: true });
      }
    }
  },
});

function printedUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => reject(new Error(`serve printed no URL in 30 s.\nstdout: ${out}\nstderr: ${err}`)), 30_000);
    child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}.\nstderr: ${err}`)));
  });
}


type ViewId = "search" | "library" | "people" | "places" | "events" | "indexing" | "settings";

/** Opens a view from the sidebar, as a user would. */
export async function openView(page: Page, view: ViewId): Promise<void> {
  await page.getByTestId(`nav-${view}`).click();
  await expect(page.getByTestId(`nav-${view}`)).toHaveAttribute("aria-current", "page");
}

/** Adds a folder by path in Folders & indexing, and stays there. */
export async function addFolder(page: Page, folder: string): Promise<void> {
  await openView(page, "indexing");
  await page.getByLabel("Add a folder by path").fill(folder);
  await page.getByRole("button", { name: "Add", exact: true }).click();
}

/** Asks the chat, from whichever view is open; resolves to the answer's card. */
export async function ask(page: Page, query: string) {
  await openView(page, "search");
  await page.getByLabel("Describe the photo you are looking for").fill(query);
  await page.keyboard.press("Enter");
  return page.getByTestId("answer").last();
}

/**
 * Zero serious or critical accessibility violations in what is on screen; with `every`, zero of
 * any impact, best practices included (a page's h1, the roles allowed on an element).
 */
/**
 * Focuses a Library tile once its photo has arrived: until its page of photos loads, a tile is a
 * disabled placeholder that `focus()` passes over, and keys pressed next would go to the page.
 */
export async function focusTile(tile: Locator): Promise<void> {
  await expect(tile).toBeEnabled();
  await tile.focus();
  await expect(tile).toBeFocused();
}

export async function expectAccessible(page: Page, view: string, { every = false } = {}): Promise<void> {
  const axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", ...(every ? ["best-practice"] : [])]);
  const { violations } = await axe.analyze();
  const serious = violations.filter((v) => every || v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${view}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The page in light and in dark, as artifacts to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: "light" });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-dark.png`) });
  await page.emulateMedia({ colorScheme: "light" });
}
