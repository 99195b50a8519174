import { describe, expect, it } from "vitest";
import { clipboardCountRefusal, clipboardFailure, zipNote } from "./hand-over";

describe("copying a photo to the clipboard", () => {
  it("takes one photo, and says what to do with several instead", () => {
    expect(clipboardCountRefusal(1)).toBeNull();
    expect(clipboardCountRefusal(3)).toBe("The clipboard holds one picture at a time, and 3 photos are selected. Select one, or use Copy to folder or drag them out.");
  });

  it("says how to allow the clipboard when the browser refuses, and what else works where it has none", () => {
    expect(clipboardFailure(new DOMException("Write permission denied.", "NotAllowedError"))).toMatch(/^The browser did not allow this page to use the clipboard\. Allow clipboard access for this site/);
    expect(clipboardFailure({ name: "NoClipboard" })).toBe("This browser cannot put pictures on the clipboard. Use Download, or the desktop app.");
    expect(clipboardFailure(new Error("decode failed"))).toBe("The picture could not be copied: decode failed");
  });
});

describe("downloading several photos as one zip", () => {
  it("says how many photos the zip holds, and names the ones left out with why", () => {
    expect(zipNote({ name: "Recollect 3 photos.zip", photos: 3, leftOut: [] })).toBe("Downloading 3 photos as one zip, “Recollect 3 photos.zip”.");
    const gone = (n: number) => ({ name: `IMG_${n}.jpg`, reason: "its file is no longer there" });
    expect(zipNote({ name: "Recollect 1 photo.zip", photos: 1, leftOut: [gone(1)] })).toBe(
      "Downloading 1 photo as one zip, “Recollect 1 photo.zip”. Not included: IMG_1.jpg (its file is no longer there); the zip lists them in “Not included.txt”.",
    );
    expect(zipNote({ name: "Recollect 2 photos.zip", photos: 2, leftOut: [1, 2, 3, 4, 5].map(gone) })).toMatch(/Not included: IMG_1\.jpg \(its file is no longer there\), IMG_2\.jpg .*, IMG_3\.jpg .* and 2 others; /);
  });
});
