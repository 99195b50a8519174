import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);

/** What people ask for, and how they name a folder of it. */
const KINDS: Array<{ said: string; folder: string }> = [
  { said: "scans", folder: "Scans" }, { said: "scanned photos", folder: "Scanned" }, { said: "screenshots", folder: "Screenshots" },
  { said: "screengrabs", folder: "Screenshots" }, { said: "receipts", folder: "Receipts" }, { said: "bills", folder: "Bills" },
  { said: "documents", folder: "Docs" }, { said: "selfies", folder: "Selfies" },
];
/** Where the folder sits: itself, above a year's folder, a name with more words in it. */
const SHAPES: Array<(folder: string) => string> = [(f) => `/home/me/Pictures/${f}`, (f) => `/home/me/Pictures/${f}/2024`, (f) => `/home/me/Pictures/Old ${f} 2019`];

/** A screenshot, a receipt and a letter elsewhere, each known by its name or what was read in it. */
const ELSEWHERE = ["shot", "receipt", "letter"];

async function ask(query: string, folder: string, others = false): Promise<string[]> {
  const lib = library();
  // Named as a camera names them, with nothing read in them: only the folder says what they are.
  const relDir = folder.replace("/home/me/Pictures/", "");
  lib.add("filed", { path: `${folder}/IMG_0042.jpg` }, { rel_dir: relDir });
  lib.add("beach", { path: "/home/me/Pictures/Holiday/IMG_0043.jpg" }, { keywords: "beach", rel_dir: "Holiday" });
  if (others) {
    lib.add("shot", { path: "/home/me/Pictures/Phone/Screenshot_20240101.png", kind: "screenshot" }, { rel_dir: "Phone" });
    lib.add("receipt", { path: "/home/me/Pictures/Phone/IMG_0100.jpg" }, { rel_dir: "Phone" });
    lib.read("receipt", "CAFE\nCoffee 3.50\nCake 4.20\nTOTAL 7.70");
    lib.add("letter", { path: "/home/me/Pictures/Phone/IMG_0101.jpg" }, { rel_dir: "Phone" });
    lib.read("letter", "Dear Anna, thank you so much for the lovely weekend in the mountains with the whole family and the dogs, we will never forget the long walks and the evenings by the fire together");
  }
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  const found = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: async () => [] });
  return (found.photos?.map((n) => index.facts(n)!.id) ?? found.passing.map((c) => c.id)).sort();
}

describe("a kind of photo the person filed in a folder named for it", () => {
  const cases = KINDS.flatMap((kind) => SHAPES.map((shape) => ({ ...kind, folder: shape(kind.folder) })));

  it("covers at least 20 kinds and folder shapes", () => expect(cases.length).toBeGreaterThanOrEqual(20));

  it.each(cases)("'my $said' finds the photo in $folder, with or without others of its kind", async ({ said, folder }) => {
    expect(await ask(`my ${said}`, folder)).toEqual(["filed"]);
    const withOthers = await ask(`my ${said}`, folder, true);
    expect(withOthers).toContain("filed");
    expect(withOthers).not.toContain("beach");
  });

  it.each(cases)("'everything but the $said' leaves out the photo in $folder, with or without others of its kind", async ({ said, folder }) => {
    expect(await ask(`everything but the ${said}`, folder)).toEqual(["beach"]);
    const withOthers = await ask(`everything but the ${said}`, folder, true);
    expect(withOthers).toContain("beach");
    expect(withOthers).not.toContain("filed");
  });

  it("reads no kind into a folder whose name only contains the word's letters", async () => {
    expect(await ask("my receipts", "/home/me/Pictures/Billy", true)).not.toContain("filed");
    expect(await ask("my scans", "/home/me/Pictures/Scandinavia", true)).not.toContain("filed");
  });
});
