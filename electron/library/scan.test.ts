import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTOS, tempDir } from "../testing/fixtures";
import { scanFolder, type ScanEntry } from "./scan";

async function scan(root: string): Promise<ScanEntry[]> {
  const entries: ScanEntry[] = [];
  for await (const entry of scanFolder(root)) entries.push(entry);
  return entries;
}

const rel = (root: string, entry: ScanEntry) => path.relative(root, entry.kind === "image" ? entry.file.path : entry.path);

describe("scanning a folder", () => {
  let root: string;
  beforeAll(() => {
    root = tempDir("scan");
    const jpeg = path.join(PHOTOS, "IMG_0001.jpg");
    fs.mkdirSync(path.join(root, "2024", "Été à Montréal"), { recursive: true });
    fs.copyFileSync(jpeg, path.join(root, "2024", "Été à Montréal", "Plage.JPG"));
    fs.copyFileSync(jpeg, path.join(root, "photo.webp"));
    fs.copyFileSync(jpeg, path.join(root, ".hidden.jpg"));
    fs.mkdirSync(path.join(root, ".thumbnails"));
    fs.copyFileSync(jpeg, path.join(root, ".thumbnails", "cache.jpg"));
    fs.writeFileSync(path.join(root, "clip.mov"), "not analysed");
    fs.writeFileSync(path.join(root, "notes.txt"), "hello");
    // Sidecars read with their photo: Takeout's JSON and an XMP file. A JSON with no photo beside it is not one.
    fs.writeFileSync(path.join(root, "photo.webp.supplemental-metadata.json"), "{}");
    fs.writeFileSync(path.join(root, "photo.xmp"), "<x:xmpmeta/>");
    fs.writeFileSync(path.join(root, "orphan.jpg.json"), "{}");
    // A link back to the top would make a naive walk loop for ever.
    fs.symlinkSync(root, path.join(root, "2024", "loop"));
    fs.symlinkSync(path.join(root, "photo.webp"), path.join(root, "link-to-photo.jpg"));
    fs.symlinkSync(path.join(root, "missing.jpg"), path.join(root, "dangling.jpg"));
    fs.writeFileSync(path.join(root, `${"long-name-".repeat(24)}.png`), "x");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("finds photos and videos in sub-folders by extension, any case, and names their folder", async () => {
    const images = (await scan(root)).filter((e) => e.kind === "image");
    expect(images.map((e) => rel(root, e)).sort()).toEqual(
      ["2024/Été à Montréal/Plage.JPG", "clip.mov", `${"long-name-".repeat(24)}.png`, "link-to-photo.jpg", "photo.webp"].sort(),
    );
    const plage = images.find((e) => e.kind === "image" && e.file.name === "Plage.JPG");
    expect(plage?.kind === "image" && plage.file.relDir).toBe("2024/Été à Montréal");
  });

  it("counts other files as unsupported, not the sidecars it reads with a photo, and skips hidden files and folders", async () => {
    const entries = await scan(root);
    expect(entries.filter((e) => e.kind === "unsupported").map((e) => rel(root, e)).sort()).toEqual(["notes.txt", "orphan.jpg.json"]);
    expect(entries.some((e) => rel(root, e).includes(".hidden") || rel(root, e).includes(".thumbnails"))).toBe(false);
  });

  it("does not follow linked folders (no loops) and reports a dangling link with a reason", async () => {
    const entries = await scan(root);
    expect(entries.some((e) => rel(root, e).startsWith("2024/loop"))).toBe(false);
    const dangling = entries.find((e) => rel(root, e) === "dangling.jpg");
    expect(dangling).toMatchObject({ kind: "unreadable", reason: "A symbolic link whose target does not exist." });
  });

  // Root reads every folder whatever its mode, so a denial cannot be staged when tests run as root.
  it.skipIf(process.getuid?.() === 0)("reports a folder it is not allowed to read, and goes on (needs a non-root user)", async () => {
    const locked = path.join(root, "locked");
    fs.mkdirSync(locked);
    fs.chmodSync(locked, 0o000);
    try {
      const entries = await scan(root);
      expect(entries.find((e) => rel(root, e) === "locked")).toMatchObject({ kind: "unreadable", reason: expect.stringMatching(/Permission denied/) });
      expect(entries.filter((e) => e.kind === "image").length).toBe(4);
    } finally {
      fs.chmodSync(locked, 0o755);
    }
  });
});
