import fs from "node:fs";
import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import type { NamedPlace } from "./gazetteer";
import { cachedPlaceNames, cacheFile, type NameTable } from "./place-names";

const japan: NamedPlace = { label: "Japan", kind: "country", lat: 36, lon: 138, radiusDeg: 0, countries: ["JP"] };
const kyoto: NamedPlace = { label: "Kyoto", kind: "city", lat: 35.02, lon: 135.75, radiusDeg: 0.3 };
const kansai: NamedPlace = { label: "Kinki", kind: "region", lat: 34.7, lon: 135.5, radiusDeg: 0, divisions: ["JP-26", "JP-27"] };

describe("the gazetteer's names, kept compact between runs", () => {
  it("answers from the file what it answered when the table was made, and makes it again when the file is damaged", () => {
    let made = 0;
    // A table of this test's own, so its file is never the real gazetteer's.
    const make = (): NameTable => {
      made++;
      return { names: new Map([["japan", japan], ["nippon", japan], ["japanese", { ...japan, demonym: true }], ["kyoto", kyoto], ["kinki", kansai]]), codes: new Map([["JP", japan], ["JPN", japan]]) };
    };
    const file = cacheFile(make);
    fs.rmSync(file, { force: true });
    try {
      const fresh = cachedPlaceNames(make);
      const cached = cachedPlaceNames(make);
      expect(made).toBe(1);
      for (const names of [fresh, cached]) {
        expect(names.byName("nippon")).toEqual(japan);
        expect(names.byName("nippon")).toBe(names.byName("japan"));
        expect(names.byName("japanese")).toEqual({ ...japan, demonym: true });
        expect(names.byName("kyoto")).toEqual(kyoto);
        expect(names.byName("kinki")).toEqual(kansai);
        expect(names.byCode("JPN")).toEqual(japan);
        expect(names.byName("osaka")).toBeNull();
        expect(names.byCode("US")).toBeNull();
      }
      fs.writeFileSync(file, "not a table");
      expect(cachedPlaceNames(make).byName("kyoto")).toEqual(kyoto);
      expect(made).toBe(2);
      // Names whose line ends no longer fit their text (cut short) are not half believed either.
      const stored = v8.deserialize(fs.readFileSync(file)) as { names: string };
      fs.writeFileSync(file, v8.serialize({ ...stored, names: stored.names.slice(0, -2) }));
      expect(cachedPlaceNames(make).byName("kyoto")).toEqual(kyoto);
      expect(made).toBe(3);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
