import { describe, expect, it } from "vitest";
import { videoLength, videoPlaceholderSvg } from "./video-placeholder";

describe("the picture a video shows for its thumbnail", () => {
  it("says a length as players do", () => {
    expect([0.4, 1, 7, 59.6, 65, 3599, 3600, 3729].map(videoLength)).toEqual(["0:00", "0:01", "0:07", "1:00", "1:05", "59:59", "1:00:00", "1:02:09"]);
  });

  it("has the video's shape and its length when known, and a play glyph always", () => {
    const shapes: Array<[number | null, number | null, number, number]> = [
      [1920, 1080, 256, 144], [1080, 1920, 144, 256], [160, 120, 256, 192], [null, null, 256, 144], [0, 0, 256, 144], [10_000, 10, 256, 64],
    ];
    for (const [width, height, w, h] of shapes) {
      for (const durationS of [null, 0, 12.4, 4000]) {
        const svg = videoPlaceholderSvg({ width, height, durationS });
        expect(svg, `${width}x${height}`).toContain(`width="${w}" height="${h}"`);
        expect(svg).toMatch(/<path d="M [\d.]+ [\d.]+ L [\d.]+ [\d.]+ L [\d.]+ [\d.]+ Z" fill="#fff"\/>/);
        if (durationS) expect(svg).toContain(`>${videoLength(durationS)}</text>`);
        else expect(svg).not.toContain("<text");
      }
    }
  });
});
