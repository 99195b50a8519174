import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { NamedPlace } from "./gazetteer";
import { cachedPlaceNames, cacheFile, type NameTable } from "./place-names";

const japan: NamedPlace = { label: "Japan", kind: "country", lat: 36, lon: 138, radiusDeg: 0, countries: ["JP"] };
const kyoto: NamedPlace = { label: "Kyoto", kind: "city", lat: 35.02, lon: 135.75, radiusDeg: 0.3 };
const kansai: NamedPlace = { label: "Kinki", kind: "region", lat: 34.7, lon: 135.5, radiusDeg: 0, divisions: ["JP-26", "JP-27"] };
const tahoe: NamedPlace = { label: "Lake Tahoe", kind: "region", lat: 39.09, lon: -120.04, radiusDeg: 0, shape: "lake-tahoe" };

/**
 * A table of the test's own (so its file is never the real gazetteer's), big enough to span many
 * of the file's blocks: `towns` cities named in several scripts and with the gazetteer's key marks,
 * beside the small table's places.
 */
function tableOf(towns: number): { make: () => NameTable; made: () => number; expected: Map<string, NamedPlace> } {
  let made = 0;
  const expected = new Map<string, NamedPlace>([["japan", japan], ["nippon", japan], ["japanese", { ...japan, demonym: true }], ["kyoto", kyoto], ["kinki", kansai], ["\u0003tahoe", tahoe]]);
  const scripts = ["town", "ville", "städt", "город", "東京", "ñu"];
  for (let i = 0; i < towns; i++) {
    const name = `${scripts[i % scripts.length]} ${i}${i % 7 === 0 ? "\u0001US" : ""}`;
    expected.set(name, { label: `Town ${i}`, kind: i % 3 === 0 ? "state" : "city", lat: (i % 180) - 90 + 0.125, lon: (i % 360) - 180 + 1 / 3, radiusDeg: 0.09 + i / 1e6, ...(i % 3 === 0 ? { divisions: [`US-${i}`] } : {}) });
  }
  const make = (): NameTable => {
    made++;
    return { names: new Map(expected), codes: new Map([["JP", japan], ["JPN", japan]]) };
  };
  return { make, made: () => made, expected };
}

/** What a fresh table and the file answer alike, for every name it holds and some it does not. */
function expectAnswers(names: ReturnType<typeof cachedPlaceNames>, expected: Map<string, NamedPlace>): void {
  for (const [name, place] of expected) expect(names.byName(name)).toEqual(place);
  expect(names.byName("nippon")).toBe(names.byName("japan"));
  expect(names.byCode("JPN")).toEqual(japan);
  expect(names.byCode("JP")).toBe(names.byCode("JPN"));
  for (const missing of ["osaka", "", "a", "zzzz", "town 1x", "\u0000", "\uffff"]) expect(names.byName(missing)).toBeNull();
  expect(names.byCode("US")).toBeNull();
  expect(names.size).toBe(expected.size);
}

describe("the gazetteer's names, kept in a file read by blocks", () => {
  it("answers from the file what it answered when the table was made, for names in every block", () => {
    const { make, made, expected } = tableOf(1_000);
    const file = cacheFile(make);
    fs.rmSync(file, { force: true });
    try {
      const fresh = cachedPlaceNames(make);
      const cached = cachedPlaceNames(make);
      expect(made()).toBe(1);
      expectAnswers(fresh, expected);
      expectAnswers(cached, expected);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it("reads only the header at open, and a block and a record for a name", () => {
    const { make } = tableOf(5_000);
    const file = cacheFile(make);
    fs.rmSync(file, { force: true });
    try {
      cachedPlaceNames(make);
      const size = fs.statSync(file).size;
      const reads: number[] = [];
      const readSync = fs.readSync;
      fs.readSync = ((fd: number, buffer: NodeJS.ArrayBufferView, ...rest: [number, number, number]) => {
        const n = readSync(fd, buffer, ...rest);
        reads.push(n);
        return n;
      }) as typeof fs.readSync;
      try {
        const names = cachedPlaceNames(make);
        names.byName("town 6");
      } finally {
        fs.readSync = readSync;
      }
      expect(reads.reduce((a, b) => a + b, 0)).toBeLessThan(size / 4);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it("makes the table again when the file is foreign, cut short, or a block or record in it is damaged", () => {
    const { make, made, expected } = tableOf(1_000);
    const file = cacheFile(make);
    fs.rmSync(file, { force: true });
    try {
      cachedPlaceNames(make);
      const whole = fs.readFileSync(file);
      const headerEnd = 12 + whole.readUInt32LE(8);
      /** Damage done to a good file, and whether it shows at open (else at the lookup that reads it). */
      const damages: Array<[string, (bytes: Buffer) => Buffer]> = [
        ["not a table", () => Buffer.from("not a table")],
        ["empty", () => Buffer.alloc(0)],
        ["cut short, as a write torn by a crash", (bytes) => bytes.subarray(0, bytes.length - 100)],
        ["cut inside the header", (bytes) => bytes.subarray(0, headerEnd - 10)],
        ["another format", (bytes) => { const copy = Buffer.from(bytes); copy.writeUInt32LE(copy.readUInt32LE(4) + 1, 4); return copy; }],
        ["a block's bytes overwritten", (bytes) => { const copy = Buffer.from(bytes); copy.fill(0x41, headerEnd + 10, headerEnd + 400); return copy; }],
        ["a record's bytes overwritten", (bytes) => { const copy = Buffer.from(bytes); copy.fill(0x7b, bytes.length - 40_000, bytes.length - 100); return copy; }],
      ];
      let expectedMade = made();
      for (const [, damage] of damages) {
        fs.writeFileSync(file, damage(whole));
        const names = cachedPlaceNames(make);
        expectAnswers(names, expected);
        expect(made()).toBe(++expectedMade);
        // Written again whole for the next process.
        expect(fs.readFileSync(file).equals(whole)).toBe(true);
        expectAnswers(cachedPlaceNames(make), expected);
        expect(made()).toBe(expectedMade);
      }
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
