import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTOS, tempDir } from "../electron/testing/fixtures";
import { renderThumbnail } from "./thumbnail";

describe("writing thumbnails", () => {
  const dir = tempDir("thumbs");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("still writes when its folder was deleted since the last thumbnail (a library made again)", async () => {
    const dest = path.join(dir, "thumbs", "ab", "abc.webp");
    await renderThumbnail({ path: path.join(PHOTOS, "IMG_0001.jpg") }, "jpeg", dest);
    fs.rmSync(path.join(dir, "thumbs"), { recursive: true });
    await renderThumbnail({ path: path.join(PHOTOS, "IMG_0001.jpg") }, "jpeg", dest);
    expect(fs.existsSync(dest)).toBe(true);
    expect(fs.readdirSync(path.dirname(dest))).toEqual(["abc.webp"]);
  });
});
