import { geoEqualEarth } from "d3-geo";
import { describe, expect, it } from "vitest";
import { areaOf, drawnAreaProblem, onGlobe } from "./map-area";

describe("a rectangle drawn on the map", () => {
  const projection = geoEqualEarth().fitExtent([[4, 4], [796, 396]], { type: "Sphere" });
  const invert = onGlobe((p) => projection(p), (xy) => projection.invert!(xy));
  const at = (lon: number, lat: number) => projection([lon, lat])!;

  it("covers the degrees of what was drawn around Kyoto and Nara, whichever corner it started from", () => {
    const [x0, y0] = at(134.5, 36);
    const [x1, y1] = at(136.5, 34);
    const area = areaOf(x1, y1, x0, y0, invert)!;
    expect(area.south).toBeLessThan(34.69);
    expect(area.north).toBeGreaterThan(35.01);
    expect(area.west).toBeLessThan(135.77);
    expect(area.east).toBeGreaterThan(135.8);
    expect(area.north - area.south).toBeLessThan(3);
  });

  it("says a rectangle drawn off the globe is no area", () => {
    expect(areaOf(0, 0, 3, 3, invert)).toBeNull();
    expect(areaOf(6, 6, 18, 18, invert)).toBeNull();
    expect(drawnAreaProblem(null)).toBe("That rectangle is off the globe. Hold Shift and drag across the part of the map you mean.");
  });
});
