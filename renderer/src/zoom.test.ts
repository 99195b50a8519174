import { describe, expect, it } from "vitest";
import { FIT, MAX_SCALE, clampPan, panBy, toggleAt, wheelFactor, zoomAt } from "./zoom";

const photo = { width: 800, height: 600 };

describe("zooming the viewer's photo", () => {
  it("keeps the point under the pointer where it is", () => {
    const at = { x: 200, y: -100 };
    const zoomed = zoomAt(FIT, 2, at, photo);
    expect(zoomed).toEqual({ scale: 2, x: -200, y: 100 });
    // The photo point under the pointer, before and after: (at - offset) / scale.
    expect((at.x - zoomed.x) / zoomed.scale).toBe(at.x);
    expect((at.y - zoomed.y) / zoomed.scale).toBe(at.y);
  });

  it("never goes below the fitted size, which is centred, nor above the most", () => {
    expect(zoomAt({ scale: 2, x: 100, y: 50 }, 0.25, { x: 0, y: 0 }, photo)).toEqual(FIT);
    expect(zoomAt(FIT, 100, { x: 0, y: 0 }, photo).scale).toBe(MAX_SCALE);
  });

  it("pans no further than the photo's edges", () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(panBy(zoomed, 10_000, -10_000, photo)).toEqual({ scale: 2, x: 400, y: -300 });
    expect(clampPan({ scale: 1, x: 30, y: 30 }, photo)).toEqual(FIT);
  });

  it("double-click zooms in at the point, and back out", () => {
    const zoomed = toggleAt(FIT, { x: 100, y: 0 }, photo);
    expect(zoomed.scale).toBe(2.5);
    expect(toggleAt(zoomed, { x: 0, y: 0 }, photo)).toEqual(FIT);
  });

  it("reads a wheel turned towards the user as zooming out, away as in", () => {
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(100, 0)).toBeLessThan(1);
    // Lines (Firefox's mouse wheel) count as about 33 px each.
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(99, 0));
  });
});
