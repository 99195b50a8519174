import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { allGroups, allShapes, insideShape, shapeBox, shapesHolding } from "./regions";
import { lookUpPlace } from "./gazetteer";

const shapeOf = (label: string) => allShapes().find((s) => s.label === label)!.id;

describe("regions from Natural Earth and CLDR", () => {
  it("says where its data comes from and under which licence", () => {
    const file = JSON.parse(fs.readFileSync(new URL("./regions.json", import.meta.url), "utf8")) as { source: Record<string, string> };
    expect(Object.keys(file.source).join(" ")).toMatch(/Natural Earth.*CLDR/s);
    expect(Object.values(file.source).join(" ")).toMatch(/public domain.*Unicode License/s);
  });

  it("gives every shape its own id, even two ranges both called Sierra Nevada", () => {
    const ids = allShapes().map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(allShapes().filter((s) => s.label === "Sierra Nevada").length).toBeGreaterThan(1);
  });

  it("puts a point in a range by its outline, not by a box around it", () => {
    const alps = shapeOf("Alps");
    expect(insideShape(alps, 46.02, 7.75)).toBe(true); // Zermatt
    expect(insideShape(alps, 45.92, 6.87)).toBe(true); // Chamonix
    expect(insideShape(alps, 48.14, 11.58)).toBe(false); // Munich, inside the box from Nice to Vienna
    const box = shapeBox(alps)!;
    expect(box.latMin < 48.14 && box.latMax > 48.14 && box.lonMin < 11.58 && box.lonMax > 11.58).toBe(true);
  });

  it("reads a sea as its waters and coast, with the seas it borders: Venice and Nice are on the Mediterranean, Florence and Lisbon are not", () => {
    const med = shapeOf("Mediterranean Sea");
    expect(insideShape(med, 45.44, 12.33)).toBe(true); // Venice, on the Adriatic
    expect(insideShape(med, 43.7, 7.27)).toBe(true); // Nice
    expect(insideShape(med, 43.77, 11.25)).toBe(false); // Florence, 80 km inland
    expect(insideShape(med, 38.72, -9.14)).toBe(false); // Lisbon, on the Atlantic
  });

  it("knows the UN's regions, the EU and ISO 3166-2's regions of divisions as codes", () => {
    const group = (label: string) => allGroups().find((g) => g.label === label);
    expect(group("European Union")?.countries).toContain("HR");
    expect(group("European Union")?.countries).not.toContain("NO");
    expect(group("Southern Europe")?.countries).toEqual(expect.arrayContaining(["HR", "IT", "ES", "PT", "GR"]));
    expect(group("Brittany")?.divisions?.sort()).toEqual(["FR-22", "FR-29", "FR-35", "FR-56"]);
  });

  it("knows lakes with their shore, by the names English speakers and locals give them, and no lake named only in ordinary words", () => {
    const tahoe = shapeOf("Lake Tahoe");
    expect(insideShape(tahoe, 39.2377, -120.0266)).toBe(true); // Kings Beach, on the north shore
    expect(insideShape(tahoe, 38.9332, -119.9844)).toBe(true); // South Lake Tahoe
    expect(insideShape(tahoe, 39.5296, -119.8138)).toBe(false); // Reno, 40 km off
    for (const [said, lake] of [["Lake Como", "Lake Como"], ["Lago di Como", "Lake Como"], ["Bodensee", "Lake Constance"], ["Lac Léman", "Lake Geneva"], ["lake tahoe", "Lake Tahoe"], ["Lake Superior", "Lake Superior"]]) {
      expect(lookUpPlace(said!)?.label, said).toBe(lake);
    }
    for (const words of ["blue lake", "Long Lake", "the big lake"]) expect(lookUpPlace(words), words).toBeNull();
  });

  it("keeps a cape or a peak, which the data has only as a point, as the land within reach of it", () => {
    const canaveral = lookUpPlace("cape canaveral")!;
    expect(canaveral).toMatchObject({ label: "Cape Canaveral", kind: "region" });
    expect(insideShape(canaveral.shape!, 28.6083, -80.6041)).toBe(true); // Launch Complex 39A, 16 km from the point
    expect(insideShape(canaveral.shape!, 28.0836, -80.6081)).toBe(false); // Melbourne, 45 km south
    for (const said of ["Mont Blanc", "Mt. Blanc", "mont blanc", "Mount Fuji", "Mt Fuji", "the Matterhorn", "Denali", "Mount McKinley"]) {
      expect(lookUpPlace(said)?.shape, said).toBeDefined();
    }
    expect(insideShape(lookUpPlace("Mont Blanc")!.shape!, 45.9237, 6.8694)).toBe(true); // Chamonix
    expect(insideShape(lookUpPlace("Mont Blanc")!.shape!, 46.2044, 6.1432)).toBe(false); // Geneva, 60 km off
    // A city of the name is what the name alone means: Fuji is the city, Mount Fuji the peak.
    expect(lookUpPlace("Fuji")).toMatchObject({ kind: "city" });
    // A one-word peak named like a word or a person is not a place: "photos with Jarvis" is someone.
    for (const said of ["jarvis", "pagan", "bikini"]) expect(lookUpPlace(said)?.shape, said).toBeUndefined();
  });

  it("lists the lakes and islands that hold a point, smallest first", () => {
    const kinds = new Set(["lake", "Island", "Island group"]);
    expect(shapesHolding(39.5696, 2.6502, kinds).map((s) => s.label)).toEqual(["Mallorca", "Balearic Islands"]); // Palma
    expect(shapesHolding(48.8566, 2.3522, kinds)).toEqual([]); // Paris
  });

  it("is false for an id no shape has and for a point that is no number", () => {
    expect(insideShape("no such shape", 0, 0)).toBe(false);
    expect(insideShape(shapeOf("Alps"), Number.NaN, 7.75)).toBe(false);
    expect(shapeBox("no such shape")).toBeNull();
  });
});
