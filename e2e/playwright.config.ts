import { defineConfig } from "@playwright/test";

// Debian's Chromium, never a downloaded one (`npx playwright install` cannot run here or in CI).
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: ".",
  outputDir: "artifacts/results",
  // The models' pass (text, objects, faces) runs before a library is "up to date", on a CPU shared by every test.
  timeout: 150_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: [["list"]],
  projects: [
    {
      name: "browser",
      testMatch: /serve\..*spec\.ts$/,
      use: {
        browserName: "chromium",
        viewport: { width: 1280, height: 820 },
        launchOptions: {
          executablePath: chromium,
          args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
        },
      },
    },
    { name: "electron", testMatch: /electron\.spec\.ts$/ },
  ],
});
