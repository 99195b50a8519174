import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inLibrary, isHiddenName, LISTED_MAX, picturesFolder, readFolder, xdgPicturesDir } from "./folder-listing";

describe("a folder's sub-folders, as the picker lists them", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-listing-"));
    for (const name of ["Pictures", "Documents", ".cache", "Trip 10", "Trip 2", "trip 3", "Ärger"]) fs.mkdirSync(path.join(dir, name));
    for (const name of ["IMG_1.JPG", "clip.mov", "scan.heic", "notes.txt", ".hidden.jpg"]) fs.writeFileSync(path.join(dir, name), "");
    fs.symlinkSync(path.join(dir, "Pictures"), path.join(dir, "Photos link"));
    fs.symlinkSync(path.join(dir, "nowhere"), path.join(dir, "Dangling"));
    fs.symlinkSync(path.join(dir, "notes.txt"), path.join(dir, "Link to a file"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lists folders and links to folders in a file manager's order, never files or links that lead nowhere", async () => {
    const { folders } = await readFolder(dir, []);
    expect(folders.map((f) => f.name)).toEqual([".cache", "Ärger", "Documents", "Photos link", "Pictures", "Trip 2", "trip 3", "Trip 10"]);
    expect(folders.find((f) => f.name === "Pictures")).toEqual({ name: "Pictures", path: path.join(dir, "Pictures"), hidden: false });
  });

  it("sets hidden folders apart rather than dropping them", async () => {
    const { folders } = await readFolder(dir, []);
    expect(folders.filter((f) => f.hidden).map((f) => f.name)).toEqual([".cache"]);
  });

  it("counts the photos and videos directly in the folder by their names, hidden ones too", async () => {
    expect((await readFolder(dir, [])).media).toBe(4);
    expect((await readFolder(path.join(dir, "Pictures"), [])).media).toBe(0);
  });

  it("sets a pseudo-filesystem's mount point apart as the system's", async () => {
    const { folders } = await readFolder(dir, [path.join(dir, "Documents")]);
    expect(folders.find((f) => f.name === "Documents")?.hidden).toBe(true);
  });

  it("orders numbered folders by their numbers, whatever order they were made in", async () => {
    const many = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-listing-many-"));
    try {
      const numbers = Array.from({ length: 60 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
      for (const n of numbers) fs.mkdirSync(path.join(many, `Roll ${n}`));
      const { folders, more } = await readFolder(many, []);
      expect(folders.map((f) => f.name)).toEqual(Array.from({ length: 60 }, (_, i) => `Roll ${i + 1}`));
      expect(more).toBe(0);
    } finally {
      fs.rmSync(many, { recursive: true, force: true });
    }
  });

  it(`lists the first ${LISTED_MAX} of a folder with more, and says how many more`, async () => {
    const huge = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-listing-huge-"));
    try {
      for (let n = 0; n < LISTED_MAX + 25; n++) fs.mkdirSync(path.join(huge, `d${String(n).padStart(5, "0")}`));
      const { folders, more } = await readFolder(huge, []);
      expect(folders).toHaveLength(LISTED_MAX);
      expect(folders.at(-1)!.name).toBe(`d${String(LISTED_MAX - 1).padStart(5, "0")}`);
      expect(more).toBe(25);
    } finally {
      fs.rmSync(huge, { recursive: true, force: true });
    }
  });

  it("gives the file system's own error for a folder that is not there or is a file", async () => {
    await expect(readFolder(path.join(dir, "missing"), [])).rejects.toMatchObject({ code: "ENOENT" });
    await expect(readFolder(path.join(dir, "notes.txt"), [])).rejects.toMatchObject({ code: "ENOTDIR" });
  });
});

describe("which names hide a folder", () => {
  // Every combination of a name's first character and a platform.
  const firsts = [".", "$", "_", "~", "a", "A", "0", "é", " ", "-"];
  const platforms: NodeJS.Platform[] = ["linux", "darwin", "win32", "freebsd", "android"];
  for (const first of firsts) {
    for (const platform of platforms) {
      const name = `${first}folder`;
      const hidden = first === "." || (first === "$" && platform === "win32");
      it(`${JSON.stringify(name)} on ${platform} is ${hidden ? "hidden" : "shown"}`, () => {
        expect(isHiddenName(name, platform)).toBe(hidden);
      });
    }
  }
});

describe("a folder already in the library", () => {
  it("is one of its folders or inside one, not beside one with a longer name", () => {
    const library = ["/home/ana/Pictures", "/media/ana/Camera"];
    expect(inLibrary("/home/ana/Pictures", library)).toBe(true);
    expect(inLibrary("/home/ana/Pictures/2024/Lisbon", library)).toBe(true);
    expect(inLibrary("/home/ana/Pictures old", library)).toBe(false);
    expect(inLibrary("/home/ana", library)).toBe(false);
    expect(inLibrary("/media/ana/Camera/DCIM", library)).toBe(true);
  });
});

describe("the person's Pictures folder", () => {
  let home: string;
  beforeAll(() => {
    home = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-home-"));
  });
  afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

  it("reads the desktop's name for it from user-dirs.dirs, as written by xdg-user-dirs-update", () => {
    const text = `# This file is written by xdg-user-dirs-update\nXDG_DESKTOP_DIR="$HOME/Schreibtisch"\nXDG_PICTURES_DIR="$HOME/Bilder"\n`;
    expect(xdgPicturesDir(text, "/home/ana")).toBe("/home/ana/Bilder");
    expect(xdgPicturesDir(`XDG_PICTURES_DIR="/srv/photos"`, "/home/ana")).toBe("/srv/photos");
    expect(xdgPicturesDir(`XDG_PICTURES_DIR="$HOME/"`, "/home/ana")).toBe("/home/ana");
    expect(xdgPicturesDir(`XDG_PICTURES_DIR="relative/path"`, "/home/ana")).toBeNull();
    expect(xdgPicturesDir(`XDG_MUSIC_DIR="$HOME/Musik"`, "/home/ana")).toBeNull();
    expect(xdgPicturesDir("", "/home/ana")).toBeNull();
  });

  it("is the one the desktop names where it exists, else ~/Pictures where that exists, else none", async () => {
    const config = path.join(home, ".config");
    fs.mkdirSync(config);
    const env = { XDG_CONFIG_HOME: config };
    expect(await picturesFolder(home, env, "linux")).toBeNull();
    fs.mkdirSync(path.join(home, "Pictures"));
    expect(await picturesFolder(home, env, "linux")).toBe(path.join(home, "Pictures"));
    fs.writeFileSync(path.join(config, "user-dirs.dirs"), `XDG_PICTURES_DIR="$HOME/Bilder"\n`);
    // Named but not made: nothing to propose.
    expect(await picturesFolder(home, env, "linux")).toBeNull();
    fs.mkdirSync(path.join(home, "Bilder"));
    expect(await picturesFolder(home, env, "linux")).toBe(path.join(home, "Bilder"));
    // Other systems have no such file: ~/Pictures.
    expect(await picturesFolder(home, env, "darwin")).toBe(path.join(home, "Pictures"));
    // A desktop that set it to the home folder has none.
    fs.writeFileSync(path.join(config, "user-dirs.dirs"), `XDG_PICTURES_DIR="$HOME/"\n`);
    expect(await picturesFolder(home, env, "linux")).toBeNull();
  });
});
