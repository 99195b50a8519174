import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const DAY_OF = Date.UTC(2019, 5, 12);
const HOUR = 3_600_000;

/** Files whose name says the day and no time: the index dates them at the day's start. */
const NAMES = ["IMG-20190612-WA0003.jpg", "Screenshot_20190612.png", "20190612.jpg", "scan_2019-06-12.jpg", "WhatsApp Image 2019-06-12.jpeg", "PXL_20190612.jpg"];
/** Times of day people ask for, each with an hour a camera photo of it was taken at. */
const CUES: Array<[string, number]> = [["at night", 23], ["in the evening", 19], ["in the morning", 9], ["late at night", 23], ["at midnight", 0], ["in the afternoon", 15]];
const FRAMES: Array<[string, (cue: string) => string]> = [["alone", (c) => c], ["photos", (c) => `photos ${c}`], ["with the month", (c) => `June 2019 ${c}`]];

async function dayLibrary() {
  const lib = library();
  NAMES.forEach((name, k) => lib.add(`named-${k}`, { taken_ms: DAY_OF, taken_source: "filename", path: `/p/${name}` }));
  // A file name with a time says the clock, as a camera does.
  lib.add("named-clock", { taken_ms: DAY_OF + 23 * HOUR + 15 * 60_000, taken_source: "filename", path: "/p/IMG_20190612_231500.jpg" });
  for (const [, hour] of CUES) lib.add(`camera-${hour}`, { taken_ms: DAY_OF + hour * HOUR + (hour === 0 ? 60_000 : 0), taken_source: "exif", path: `/p/DSC_${hour}.jpg` });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

const answer = async (index: LibraryIndex, query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();

describe("a date with no clock answers no time of day, over a generated grid", async () => {
  const index = await dayLibrary();
  const answers = new Map<string, Promise<string[]>>();
  const asked = (query: string) => answers.get(query) ?? answers.set(query, answer(index, query)).get(query)!;
  for (const [cue, hour] of CUES)
    for (const [frame, say] of FRAMES)
      NAMES.forEach((name, k) =>
        it(`${cue} × ${frame} × ${name}: the camera's ${hour}h photo, never the file dated by its name`, async () => {
          const found = await asked(say(cue));
          expect(found).toContain(`camera-${hour}`);
          expect(found).not.toContain(`named-${k}`);
        }));

  it("keeps them for their day, and for a time of day left out: 'June 2019, not at night'", async () => {
    const named = NAMES.map((_, k) => `named-${k}`);
    expect(await answer(index, "June 2019")).toEqual(expect.arrayContaining(named));
    expect(await answer(index, "June 2019, not at night")).toEqual(expect.arrayContaining(named));
    expect(await answer(index, "at night")).toContain("named-clock");
  });
});
