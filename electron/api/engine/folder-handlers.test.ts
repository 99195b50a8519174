import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../../testing/fixtures";
import { RecollectError } from "../errors";
import { checkFolder, isInside } from "./folder-handlers";

describe("a folder the user names to add", () => {
  const dir = tempDir("recollect-check-folder-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const refusal = async (requested: string) => {
    const error = await checkFolder(requested).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(RecollectError);
    return error as RecollectError;
  };

  it("is added as its real path, through a link or with a trailing slash", async () => {
    const photos = path.join(dir, "Photos");
    fs.mkdirSync(photos);
    fs.symlinkSync(photos, path.join(dir, "link"));
    const real = fs.realpathSync(photos);
    expect(await checkFolder(photos)).toBe(real);
    expect(await checkFolder(`${photos}/`)).toBe(real);
    expect(await checkFolder(path.join(dir, "link"))).toBe(real);
    expect(await checkFolder(path.join(dir, "Photos", "..", "Photos"))).toBe(real);
  });

  it("starting with ~ is under the home folder", async () => {
    expect(await checkFolder("~")).toBe(fs.realpathSync(os.homedir()));
    const missing = await refusal("~/no-such-folder-for-recollect");
    expect(missing.message).toContain(path.join(os.homedir(), "no-such-folder-for-recollect"));
  });

  it("is refused with what to do when it is missing, a file, or the system's live state", async () => {
    expect(await refusal(path.join(dir, "nowhere"))).toMatchObject({ code: "folder_not_found", hint: expect.stringContaining("typos") });
    fs.writeFileSync(path.join(dir, "photo.jpg"), "");
    expect(await refusal(path.join(dir, "photo.jpg"))).toMatchObject({ code: "not_a_folder", hint: "Add the folder that contains it." });
    if (fs.existsSync("/proc/self")) expect(await refusal("/proc")).toMatchObject({ code: "unsupported" });
  });
});

describe("whether one folder is inside another", () => {
  it("is true strictly below it, at any depth, and false for the folder itself, its parents, siblings and name-alikes", () => {
    let cases = 0;
    for (const parent of ["/home/ana/Pictures", "/Volumes/Backup Drive/Photos", "/srv/photos", "/tmp/x y"]) {
      for (const below of ["2024", "2024/Lisbon", "a/b/c/d", ".hidden", "Trip ..", "ü"]) {
        expect(isInside(path.join(parent, below), parent), `${below} in ${parent}`).toBe(true);
        cases++;
      }
      for (const other of [parent, path.dirname(parent), "/", `${parent}-old`, `${parent}2`, path.join(path.dirname(parent), "Other"), path.join(parent, ".."), path.join(parent, "a", "..")]) {
        expect(isInside(other, parent), `${other} in ${parent}`).toBe(false);
        cases++;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(50);
  });
});
