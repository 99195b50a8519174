import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../testing/fixtures";
import { LibraryInUseError, lockLibrary } from "./library-lock";

describe("the library's writer lock", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const library = () => {
    const dir = tempDir("lock");
    dirs.push(dir);
    return dir;
  };

  it("is refused to a second writer while its holder lives", async () => {
    const dir = library();
    const lock = await lockLibrary(dir, "cli");
    await expect(lockLibrary(dir, "cli")).rejects.toBeInstanceOf(LibraryInUseError);
    await lock.release();
    await (await lockLibrary(dir, "cli")).release();
  });

  it("is taken over from a holder that was killed, whether or not it had said who it was", async () => {
    const dir = library();
    // Killed after saying who it was: its pid is gone.
    fs.mkdirSync(path.join(dir, "writer.lock"));
    fs.writeFileSync(path.join(dir, "writer.json"), JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), door: "cli", since: new Date().toISOString() }));
    await (await lockLibrary(dir, "cli")).release();
    // Killed between taking the lock and writing who it was: no holder ever says so.
    fs.mkdirSync(path.join(dir, "writer.lock"));
    const started = Date.now();
    const lock = await lockLibrary(dir, "cli");
    expect(Date.now() - started).toBeLessThan(5_000);
    await lock.release();
  });
});
