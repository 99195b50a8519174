import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { _electron as electron, expect, test } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Where `npm ci` put the Electron binary, or null. Asking the `electron` package itself would
 * start a download when the binary is missing, which must never happen in a test.
 */
function electronBinary(): string | null {
  const pathFile = path.join(ROOT, "node_modules", "electron", "path.txt");
  if (!fs.existsSync(pathFile)) return null;
  const binary = path.join(ROOT, "node_modules", "electron", "dist", fs.readFileSync(pathFile, "utf8").trim());
  return fs.existsSync(binary) ? binary : null;
}

const binary = electronBinary();
const SKIP_REASON = "Electron's binary was not downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD=1); the same UI is tested through `serve`.";

test("the desktop app opens its window on the search pane, sandboxed", async () => {
  if (binary === null) console.log(`Skipping the desktop-app test: ${SKIP_REASON}`);
  test.skip(binary === null, SKIP_REASON);
  const library = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-electron-"));
  const app = await electron.launch({ executablePath: binary!, args: [ROOT], env: { ...process.env, RECOLLECT_LIBRARY: library } });
  try {
    const page = await app.firstWindow();
    await expect(page.getByRole("heading", { name: "Find any photo by describing it" })).toBeVisible();
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe("undefined");
    expect(await page.evaluate(() => typeof (window as { recollect?: { search?: unknown } }).recollect?.search)).toBe("function");
  } finally {
    await app.close();
    fs.rmSync(library, { recursive: true, force: true });
  }
});
