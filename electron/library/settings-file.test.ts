import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../testing/fixtures";
import { LibrarySettings } from "./settings-file";

describe("the library's settings file", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps every change made at once, and leaves no temporary file beside it", async () => {
    const dir = tempDir("settings");
    dirs.push(dir);
    const settings = await LibrarySettings.open(dir);
    const endpoints = Array.from({ length: 20 }, (_, i) => `http://127.0.0.1:${8000 + i}/v1`);
    await Promise.all(endpoints.map((llmEndpoint, i) => settings.set(i % 2 ? { llmEndpoint } : { llmEndpoint, personalize: false })));
    const reopened = await LibrarySettings.open(dir);
    expect([reopened.get("llmEndpoint"), reopened.get("personalize")]).toEqual([endpoints.at(-1), false]);
    expect(fs.readdirSync(dir)).toEqual(["settings.json"]);
  });

  it("is replaced whole by the next change when it was damaged", async () => {
    const dir = tempDir("settings");
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, "settings.json"), '{"provider": "cpu", "llmEnd');
    const settings = await LibrarySettings.open(dir);
    expect(settings.get("provider")).toBe("auto");
    await settings.set({ provider: "cpu" });
    expect(JSON.parse(fs.readFileSync(path.join(dir, "settings.json"), "utf8"))).toMatchObject({ provider: "cpu", personalize: true });
  });
});
