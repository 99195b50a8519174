import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../testing/fixtures";
import { writeCacheFile } from "./cache-file";

describe("writing a cache file", () => {
  const dir = tempDir("cache-file");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("keeps the last of writes begun together, whole, however long each takes", async () => {
    const file = path.join(dir, "graph.v8");
    // The first is long and slow, the second short: written into one temporary file they mixed.
    const slow = writeCacheFile(file, async (handle) => {
      for (let i = 0; i < 20; i++) {
        await handle.write("a".repeat(1000));
        await new Promise((wait) => setTimeout(wait, 2));
      }
    });
    const quick = writeCacheFile(file, (handle) => handle.writeFile("b".repeat(10)));
    await Promise.all([slow, quick]);
    expect(fs.readFileSync(file, "utf8")).toBe("b".repeat(10));
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("a failed write leaves the file as it was, and the next write goes on", async () => {
    const file = path.join(dir, "state.v8");
    await writeCacheFile(file, (handle) => handle.writeFile("before"));
    const failing = writeCacheFile(file, async (handle) => {
      await handle.writeFile("half");
      throw new Error("disk full");
    });
    const next = writeCacheFile(file, (handle) => handle.writeFile("after"));
    await expect(failing).rejects.toThrow("disk full");
    expect(fs.readFileSync(file, "utf8")).not.toBe("half");
    await next;
    expect(fs.readFileSync(file, "utf8")).toBe("after");
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});
