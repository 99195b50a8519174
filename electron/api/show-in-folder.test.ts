import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call } from "./dispatch";
import { closeAndDelete, copyOfPhotos, indexedLibrary } from "../testing/fixtures";

describe("show in folder", () => {
  it("opens the photo's folder where the shell can, says why where it cannot, and never for a file gone", async () => {
    const photos = copyOfPhotos();
    const shown: string[] = [];
    const desktop = await indexedLibrary([photos], { showInFolder: (file) => shown.push(file) });
    const browser = await indexedLibrary([photos]);
    try {
      const find = async (service: typeof desktop) => (await call(service.handlers, "timelinePhotos", { offset: 0 })).find((p) => p.name === "IMG_0003.jpg")!.id;
      const id = await find(desktop);
      expect(await call(desktop.handlers, "showInFolder", { id })).toEqual({ shown: true });
      expect(shown).toEqual([path.join(photos, "IMG_0003.jpg")]);

      await expect(call(browser.handlers, "showInFolder", { id: await find(browser) })).rejects.toMatchObject({ code: "unsupported", hint: `It is at ${path.join(photos, "IMG_0003.jpg")}` });
      await expect(call(desktop.handlers, "showInFolder", { id: "0000000000000000" })).rejects.toMatchObject({ code: "not_found" });

      fs.rmSync(path.join(photos, "IMG_0003.jpg"));
      await expect(call(desktop.handlers, "showInFolder", { id })).rejects.toMatchObject({ code: "not_found", message: `${path.join(photos, "IMG_0003.jpg")} is no longer there.` });
      expect(shown).toHaveLength(1);
    } finally {
      await closeAndDelete(browser);
      await closeAndDelete(desktop, path.dirname(photos));
    }
  });
});
