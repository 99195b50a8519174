import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const MAY_2025 = Date.UTC(2025, 4, 2, 9);

/** A beach photo (JPEG), a screenshot (PNG) and a receipt (JPEG) of 2024. */
async function album() {
  const lib = library();
  lib.add("beach", { path: "/p/IMG_0001.jpg", taken_ms: MAY_2025 }, { keywords: "beach" });
  lib.add("shot", { path: "/p/Screenshot_2025.png", taken_ms: MAY_2025 + 86_400_000, kind: "screenshot" });
  lib.add("receipt", { path: "/p/IMG_0002.jpg", taken_ms: Date.UTC(2024, 1, 1) }, { keywords: "receipt" });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

/** What a chat message laughs or sighs with, and the photos' own slang: none says what to find. */
const CHAT = ["lol", "lmao", "haha", "omg", "btw", "tbh", "rn"];
const FRAMES = [(w: string) => `beach pics ${w}`, (w: string) => `${w} the beach photos`, (w: string) => `pix of the beach ${w}`, (w: string) => `where are my beach pictures ${w}`, (w: string) => `${w} any beach shots?`, (w: string) => `beach pix from 2025 ${w}`];
/** "files" said of the photos, with a format, a time, or a thing no photo is. */
const FILES: Array<{ query: string; want: string[] }> = [
  { query: "png files", want: ["shot"] }, { query: "the png file", want: ["shot"] }, { query: "jpeg files", want: ["beach", "receipt"] },
  { query: "files from 2025", want: ["beach", "shot"] }, { query: "my files from 2024", want: ["receipt"] }, { query: "beach files", want: ["beach"] },
  { query: "raw files", want: [] }, { query: "dng files", want: [] }, { query: "broken files", want: [] }
];

describe("words that say nothing of the photo", async () => {
  const index = await album();
  const found = async (query: string) => {
    const answer = await retrieve(parseQuery(query, NOW, { ...index.parseContext() }), { index, fullText: async () => [] });
    return (answer.photos ? Array.from(answer.photos, (n) => index.facts(n)!.id) : answer.passing.map((c) => c.id)).sort();
  };
  const cases = CHAT.flatMap((word) => FRAMES.map((frame) => frame(word)));

  it("covers at least 50 combinations", () => expect(cases.length + FILES.length).toBeGreaterThanOrEqual(50));

  it.each(cases)("'%s' finds the beach", async (query) => {
    expect(await found(query)).toEqual(["beach"]);
  });

  it.each(FILES)("'$query': files are the photos, and a format or state no photo has is no such photo", async ({ query, want }) => {
    expect(await found(query)).toEqual(want);
  });
});
