import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call } from "./dispatch";
import { closeAndDelete, copyOfPhotos, indexedLibrary, ROOT } from "../testing/fixtures";

// Electron's shell.openPath cannot run here: the app passes it in as `openPath`, and these tests
// stand in for it, up to that boundary.
describe("open in the system's default app", () => {
  it("hands the shell the original file, never the copy shown in the viewer; says why where there is no shell, for a file gone, and when no app opens it", async () => {
    const photos = copyOfPhotos();
    fs.copyFileSync(path.join(ROOT, "electron", "testing", "formats", "IMG_2001.heic"), path.join(photos, "IMG_2001.heic"));
    const opened: string[] = [];
    let answer = "";
    const desktop = await indexedLibrary([photos], { openPath: async (file) => (opened.push(file), answer) });
    const browser = await indexedLibrary([photos]);
    try {
      const idOf = async (service: typeof desktop, name: string) => (await call(service.handlers, "timelinePhotos", { offset: 0 })).find((p) => p.name === name)!.id;
      const jpeg = await idOf(desktop, "IMG_0003.jpg");
      expect(await call(desktop.handlers, "openPhoto", { id: jpeg })).toEqual({ opened: true });
      expect(opened).toEqual([path.join(photos, "IMG_0003.jpg")]);

      // A HEIC is shown from a WebP the library made; the app gets the HEIC itself.
      const heic = await idOf(desktop, "IMG_2001.heic");
      const shown = await desktop.photoFile(heic, "display");
      expect(shown).toMatchObject({ mime: "image/webp" });
      expect(await call(desktop.handlers, "openPhoto", { id: heic })).toEqual({ opened: true });
      expect(opened.at(-1)).toBe(path.join(photos, "IMG_2001.heic"));

      // The shell's own refusal, said with what to do.
      answer = "Failed to open path";
      await expect(call(desktop.handlers, "openPhoto", { id: jpeg })).rejects.toMatchObject({
        code: "unsupported",
        message: "No app would open IMG_0003.jpg: Failed to open path",
        hint: "Choose a default app for this kind of file in your system's settings.",
      });
      answer = "";

      // Under serve or the CLI there is no app to open it with: where the file is, instead.
      await expect(call(browser.handlers, "openPhoto", { id: await idOf(browser, "IMG_0003.jpg") })).rejects.toMatchObject({
        code: "unsupported",
        message: "Opening a photo in another app needs the desktop app.",
        hint: `It is at ${path.join(photos, "IMG_0003.jpg")}`,
      });
      await expect(call(desktop.handlers, "openPhoto", { id: "0000000000000000" })).rejects.toMatchObject({ code: "not_found", message: "No photo with id 0000000000000000 in this library." });

      // A file moved away since it was indexed is never handed over.
      const before = opened.length;
      fs.rmSync(path.join(photos, "IMG_0003.jpg"));
      await expect(call(desktop.handlers, "openPhoto", { id: jpeg })).rejects.toMatchObject({
        code: "not_found",
        message: `${path.join(photos, "IMG_0003.jpg")} is no longer there.`,
        hint: "It may have been moved or its drive unplugged; Recollect notices on the next re-index.",
      });
      expect(opened).toHaveLength(before);
    } finally {
      await closeAndDelete(browser);
      await closeAndDelete(desktop, path.dirname(photos));
    }
  });
});
