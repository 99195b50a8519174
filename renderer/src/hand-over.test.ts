import { describe, expect, it } from "vitest";
import { clipboardCountRefusal, clipboardFailure } from "./hand-over";

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
