import { describe, expect, it } from "vitest";
import { readXmpSidecar } from "../metadata";
import type { FaceRow } from "./analysis-store";
import { overlap } from "../../../native/boxes";
import { namedFace, upright } from "./region-face";

const face = (id: string, x: number, y: number, width: number, height: number): FaceRow => ({ id, photo_id: "p", hash: "h", x, y, width, height, score: 0.9, descriptor: [], person_id: null });

/** An MWG region list as Lightroom and digiKam write it: each area a centre and a size. */
const mwg = (regions: Array<[string, number, number, number, number]>) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/" xmlns:stArea="http://ns.adobe.com/xmp/sType/Area#"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>${regions
    .map(([name, x, y, w, h]) => `<rdf:li rdf:parseType="Resource"><mwg-rs:Name>${name}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type><mwg-rs:Area stArea:x="${x}" stArea:y="${y}" stArea:w="${w}" stArea:h="${h}" stArea:unit="normalized"/></rdf:li>`)
    .join("")}</rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** Windows Photo Gallery's regions: each rectangle a corner and a size. */
const microsoft = (name: string, rectangle: string) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:MP="http://ns.microsoft.com/photo/1.2/" xmlns:MPRI="http://ns.microsoft.com/photo/1.2/t/RegionInfo#" xmlns:MPReg="http://ns.microsoft.com/photo/1.2/t/Region#"><MP:RegionInfo rdf:parseType="Resource"><MPRI:Regions><rdf:Bag><rdf:li rdf:parseType="Resource"><MPReg:Rectangle>${rectangle}</MPReg:Rectangle><MPReg:PersonDisplayName>${name}</MPReg:PersonDisplayName></rdf:li></rdf:Bag></MPRI:Regions></MP:RegionInfo></rdf:Description></rdf:RDF></x:xmpmeta>`;

describe("named face regions", () => {
  it("are read as boxes from a corner, whether the writer gave a centre (MWG) or a corner (Microsoft)", async () => {
    const two = await readXmpSidecar(Buffer.from(mwg([["Ann", 0.5, 0.4, 0.2, 0.3], ["Bo", 0.2, 0.5, 0.1, 0.1]])));
    expect(two.people).toEqual(["Ann", "Bo"]);
    expect(two.regions.map((r) => [r.name, ...Object.values(r.box!).map((v) => +v.toFixed(3))])).toEqual([["Ann", 0.4, 0.25, 0.2, 0.3], ["Bo", 0.15, 0.45, 0.1, 0.1]]);
    const windows = await readXmpSidecar(Buffer.from(microsoft("Cy", "0.1, 0.2, 0.3, 0.4")));
    expect(windows.regions).toEqual([{ name: "Cy", box: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 } }]);
  });

  it("keep their name but place no face when the numbers are not a box on the photo", async () => {
    for (const rectangle of ["0.9, 0.2, 0.5, 0.4", "0.1, 0.2, 0, 0.4", "a, b, c, d", "0.1, 0.2"]) {
      expect((await readXmpSidecar(Buffer.from(microsoft("Cy", rectangle)))).regions).toEqual([{ name: "Cy", box: null }]);
    }
    expect((await readXmpSidecar(Buffer.from(mwg([["Ann", 0.05, 0.5, 0.3, 0.3]])))).regions).toEqual([{ name: "Ann", box: null }]);
  });

  it("find the detected face they cover, by name in any case, and none that lies elsewhere", () => {
    const regions = [{ name: "Ann", box: { x: 0.4, y: 0.25, width: 0.2, height: 0.3 } }, { name: "Bo", box: { x: 0, y: 0, width: 0.1, height: 0.1 } }];
    const faces = [face("left", 0.05, 0.3, 0.15, 0.2), face("middle", 0.42, 0.28, 0.17, 0.25)];
    expect(namedFace(regions, "ann", faces, 1)?.id).toBe("middle");
    expect(namedFace(regions, "Bo", faces, 1)).toBeNull();
    expect(namedFace(regions, "Cy", faces, 1)).toBeNull();
    expect(namedFace([{ name: "Ann", box: null }], "Ann", faces, 1)).toBeNull();
  });

  it("on a turned photo match whether the writer placed them on the photo as stored or as shown", () => {
    // Stored: a face at the stored image's top-left. Shown after each orientation, that corner moves.
    const stored = { x: 0.05, y: 0.1, width: 0.2, height: 0.3 };
    const shownCorner: Record<number, [number, number]> = { 1: [0, 0], 2: [1, 0], 3: [1, 1], 4: [0, 1], 5: [0, 0], 6: [1, 0], 7: [1, 1], 8: [0, 1] };
    for (let orientation = 1; orientation <= 8; orientation++) {
      const shown = upright(stored, orientation);
      const [cx, cy] = shownCorner[orientation]!;
      // The box stays next to the corner its stored top-left corner went to.
      expect(Math.abs(cx - (cx ? shown.x + shown.width : shown.x))).toBeLessThan(0.11);
      expect(Math.abs(cy - (cy ? shown.y + shown.height : shown.y))).toBeLessThan(0.11);
      expect(shown.width * shown.height).toBeCloseTo(stored.width * stored.height);
      expect(upright(upright(stored, orientation), [1, 2, 3, 4, 5, 8, 7, 6][orientation - 1]!)).toEqual(expect.objectContaining({ width: expect.closeTo(stored.width), height: expect.closeTo(stored.height) }));
      const detected = face("f", shown.x, shown.y, shown.width, shown.height);
      expect(namedFace([{ name: "Ann", box: stored }], "Ann", [detected], orientation)?.id).toBe("f");
      expect(namedFace([{ name: "Ann", box: shown }], "Ann", [detected], orientation)?.id).toBe("f");
    }
  });

  it("overlap is intersection over union", () => {
    const a = { x: 0, y: 0, width: 0.2, height: 0.2 };
    expect(overlap(a, a)).toBeCloseTo(1);
    expect(overlap(a, { x: 0.1, y: 0, width: 0.2, height: 0.2 })).toBeCloseTo(1 / 3);
    expect(overlap(a, { x: 0.3, y: 0.3, width: 0.1, height: 0.1 })).toBe(0);
  });
});
