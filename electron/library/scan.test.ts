import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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

  it("finds the same entries in the same order when the drive is slow and its stats go through the thread pool", async () => {
    // A folder of many photos, so that the window of stats in flight is full and wraps.
    const many = path.join(root, "many");
    fs.mkdirSync(many);
    for (let i = 0; i < 150; i++) fs.writeFileSync(path.join(many, `IMG_${String(i).padStart(4, "0")}.jpg`), "x");
    fs.writeFileSync(path.join(many, "readme.txt"), "x");
    try {
      const quick = await scan(root);
      // Every stat looks 5 ms long, as on a network share: the walk leaves this thread after a few.
      let clock = 0;
      const slow = vi.spyOn(performance, "now").mockImplementation(() => (clock += 5));
      let pooled: ScanEntry[];
      try {
        pooled = await scan(root);
      } finally {
        slow.mockRestore();
      }
      expect(pooled.map((e) => [e.kind, rel(root, e)])).toEqual(quick.map((e) => [e.kind, rel(root, e)]));
      expect(pooled.filter((e) => rel(root, e).startsWith("many/IMG_")).length).toBe(150);
    } finally {
      fs.rmSync(many, { recursive: true, force: true });
    }
  });

  it("gives the thread back while it walks a large folder", async () => {
    const many = path.join(root, "large");
    fs.mkdirSync(many);
    for (let i = 0; i < 300; i++) fs.writeFileSync(path.join(many, `IMG_${String(i).padStart(5, "0")}.jpg`), "x");
    try {
      // Counts the turns anything else queued gets while the walk runs.
      let ticks = 0;
      let ticking = true;
      const tick = () => ticking && (ticks++, setImmediate(tick));
      setImmediate(tick);
      let found = 0;
      // A clock that moves on at every reading: the walk's slices end after a few stats each.
      let clock = 0;
      const fast = vi.spyOn(performance, "now").mockImplementation(() => (clock += 1));
      try {
        for await (const entry of scanFolder(many)) if (entry.kind === "image") found++;
      } finally {
        fast.mockRestore();
        ticking = false;
      }
      expect(found).toBe(300);
      expect(ticks).toBeGreaterThan(30);
    } finally {
      fs.rmSync(many, { recursive: true, force: true });
    }
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

describe("the order of a folder's names", () => {
  const real = Intl.Collator;
  afterAll(() => {
    Intl.Collator = real;
  });

  it("is made by the first walk, not when the module loads, and lists names as localeCompare orders them (60 names)", async () => {
    let made = 0;
    Intl.Collator = new Proxy(real, {
      construct(target, args: ConstructorParameters<typeof Intl.Collator>) {
        made++;
        return new target(...args);
      },
    }) as typeof Intl.Collator;
    vi.resetModules();
    const fresh = await import("./scan");
    expect(made).toBe(0);
    const root = tempDir("scan-order");
    try {
      const names = ["été", "Ete", "ete", "Zoë", "zoe", "Åsa", "asa", "IMG_10", "IMG_2", "img_3", "Ørsted", "orsted", "Çay", "cay", "naïve", "Naive"].flatMap((stem, i) => [`${stem}.jpg`, `${stem} ${i}.png`, `_${stem}.mov`, `${stem}-copy.txt`]).slice(0, 60);
      for (const name of names) fs.writeFileSync(path.join(root, name), "x");
      const listed: string[] = [];
      for await (const entry of fresh.scanFolder(root)) listed.push(path.basename(entry.kind === "image" ? entry.file.path : entry.path));
      expect(made).toBe(1);
      expect(listed).toEqual([...new Set(names)].sort((a, b) => a.localeCompare(b)));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
