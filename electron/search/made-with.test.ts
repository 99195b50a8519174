import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import type { TextHit } from "../index/fulltext";
import { formatOf, isPhoneCamera } from "../index/made-links";
import { library } from "../testing/memory-library";
import { stem } from "../words/terms";
import { wordsOf } from "../words/split-words";
import { parseQuery } from "./query-parser";
import { retrieve, type RetrievalDeps } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
type Lib = ReturnType<typeof library>;

/** A library of photos made in different ways, and a screenshot whose read text says "phone" and "camera". */
function album(): Lib {
  const lib = library();
  lib.add("iphone", { path: "/p/IMG_0001.HEIC", camera: "Apple iPhone 12", lens: "iPhone 12 back dual wide camera 4.2mm f/1.6" });
  lib.add("pixel", { path: "/p/PXL_20240501.jpg", camera: "Google Pixel 7", lens: "Pixel 7 back camera 6.81mm f/1.85" });
  // A phone that writes only its maker's code, with no lens name: the device tables know it.
  lib.add("galaxy", { path: "/p/20240601_101010.jpg", camera: "samsung SM-G991B", lens: null });
  lib.add("canon", { path: "/p/IMG_5001.CR2", camera: "Canon EOS 5D Mark IV", lens: "EF24-105mm f/4L IS USM" });
  lib.add("canon2", { path: "/p/IMG_5002.jpg", camera: "Canon EOS 5D Mark IV", lens: null });
  lib.add("shot", { path: "/p/Screenshot 2024-05-01.png", kind: "screenshot" });
  lib.add("clip", { path: "/p/beach.gif" });
  lib.read("shot", "Call us: phone 555 0100\nCamera settings");
  return lib;
}

/** The full-text index as the store keeps it, over a photo's text read and its file name. */
function fullTextOf(lib: Lib, index: LibraryIndex): RetrievalDeps["fullText"] {
  return async (words) => {
    const hits: TextHit[] = [];
    for (const photo of lib.photos) {
      const stems = new Set(wordsOf(photo.id === "shot" ? "call us phone camera settings" : "").map(stem));
      const matched = words.map((w) => stems.has(stem(w)));
      if (matched.some(Boolean)) hits.push({ n: index.number(photo.id)!, bm25: matched.filter(Boolean).length * 2, matched });
    }
    return hits;
  };
}

/** What a kind of camera, a model said in part or a format is said by, and the photos it means. */
const CUES: Array<{ said: string; photos: string[] }> = [
  { said: "phone", photos: ["iphone", "pixel", "galaxy"] },
  { said: "cellphone", photos: ["iphone", "pixel", "galaxy"] },
  { said: "mobile phone", photos: ["iphone", "pixel", "galaxy"] },
  { said: "digital camera", photos: ["canon", "canon2"] },
  { said: "EOS 5D", photos: ["canon", "canon2"] },
  { said: "mark iv", photos: ["canon", "canon2"] },
  { said: "5D", photos: ["canon", "canon2"] },
  { said: "pixel 7", photos: ["pixel"] },
  // The name a phone that writes only its maker's code is sold under.
  { said: "Galaxy S21", photos: ["galaxy"] },
  { said: "s21", photos: ["galaxy"] },
  { said: "pngs", photos: ["shot"] },
  { said: "png files", photos: ["shot"] },
  { said: "jpegs", photos: ["canon2", "pixel", "galaxy"] },
  { said: "heic", photos: ["iphone"] },
  { said: "gifs", photos: ["clip"] },
  { said: "raw files", photos: ["canon"] },
];
/** Where people say it. */
const FRAMES = ["{c}", "pics from my {c}", "{c} shots", "photos taken with the {c}", "all the {c} ones"];

describe("how a photo was made: the kind of camera, its model said in part, its file format", () => {
  it("finds the photos made that way, whatever the frame (cue × frame)", async () => {
    const lib = album();
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    let asked = 0;
    const misses: string[] = [];
    for (const cue of CUES) {
      for (const frame of FRAMES) {
        const query = frame.replace("{c}", cue.said);
        const plan = parseQuery(query, NOW, { ...index.parseContext() });
        const found = await retrieve(plan, { index, fullText: fullTextOf(lib, index) });
        // The screenshot whose text says "phone" and "camera" is found by that text as well.
        const expected = cue.said === "phone" ? [...cue.photos, "shot"] : cue.photos;
        const got = found.passing.map((c) => c.id).sort();
        if (JSON.stringify(got) !== JSON.stringify([...expected].sort())) misses.push(`${query}: ${got.join(",")} [${plan.words.join(",")}]`);
        asked++;
      }
    }
    expect(misses).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("leaves out the photos made that way when that is excluded (cue × negation frame)", async () => {
    const lib = album();
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const everything = lib.photos.map((p) => p.id);
    const frames = ["not the {c} ones", "everything except the {c} shots", "photos not taken with the {c}", "all but the {c} pics"];
    const misses: string[] = [];
    let asked = 0;
    for (const cue of CUES) {
      for (const frame of frames) {
        const query = frame.replace("{c}", cue.said);
        const plan = parseQuery(query, NOW, { ...index.parseContext() });
        const found = await retrieve(plan, { index, fullText: fullTextOf(lib, index) });
        // The screenshot whose text says "phone" is left out by that text as well.
        const left = new Set(cue.said === "phone" ? [...cue.photos, "shot"] : cue.photos);
        const expected = everything.filter((id) => !left.has(id)).sort();
        const got = found.passing.map((c) => c.id).sort();
        if (JSON.stringify(got) !== JSON.stringify(expected)) misses.push(`${query}: ${got.join(",")} [not ${plan.notWords.join(",")}]`);
        asked++;
      }
    }
    expect(misses).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("still finds a photo by the words read in it, and a thing in a photo by its name", async () => {
    const lib = album();
    lib.add("still-life", { path: "/p/IMG_0002.jpg", camera: "Apple iPhone 12", lens: "iPhone 12 back camera" }, { keywords: "camera\ntable" });
    const index = new LibraryIndex();
    await index.refresh(lib.source);
    const ask = async (query: string) => (await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort();
    expect(await ask("phone number")).toEqual(["shot"]);
    // A camera on a table, shot with a phone: the thing is the photo's tag, and the cameras' own photos show no table.
    expect(await ask("camera on the table")).toEqual(["still-life"]);
    expect(await ask("camera")).toEqual(expect.arrayContaining(["still-life", "canon", "canon2"]));
  });

  it("tells a phone's camera from a camera of its own by the EXIF names", () => {
    expect(isPhoneCamera("Apple iPhone 12", null)).toBe(true);
    expect(isPhoneCamera("Google Pixel 7", "Pixel 7 front camera")).toBe(true);
    expect(isPhoneCamera("Canon EOS 5D Mark IV", "EF24-105mm f/4L IS USM")).toBe(false);
    expect(isPhoneCamera("NIKON D750", null)).toBe(false);
  });

  it("names a file's format from mime-db, and a decoded format with no image type as raw", () => {
    expect(formatOf("/p/a.JPG")?.words).toEqual(expect.arrayContaining(["jpeg", "jpg"]));
    expect(formatOf("/p/a.mov")?.words).toEqual(expect.arrayContaining(["mov", "quicktime"]));
    expect(formatOf("/p/a.nef")?.words).toEqual(expect.arrayContaining(["nef", "raw"]));
    expect(formatOf("/p/notes")).toBeNull();
  });
});
