import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { closeAndDelete, indexedLibrary, PHOTOS } from "../testing/fixtures";

/** The fixture library took photos in July 2024 at home, and was away at Christmas 2023, in August 2024 and in March 2025. */
const NOUNS = ["vacation", "holiday", "trip", "getaway", "trips"];
const TIMES = ["in July 2024", "July 2024", "from July 2024", "in mid-July 2024", "during July 2024"];
const FRAMES = ["our {n} {t}", "{n} {t}"];

describe("a trip asked for at a time with none is no such photo, the photos then shown apart ('vacation in 2020')", () => {
  let service: RecollectService;
  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS]);
  }, 120_000);
  afterAll(() => closeAndDelete(service));
  const search = (query: string) => service.handlers.search({ query, limit: 50 });

  const grid = NOUNS.flatMap((n) => TIMES.flatMap((t) => FRAMES.map((frame) => frame.replace("{n}", n).replace("{t}", t))));
  it("covers at least 50 phrasings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s'", async (query) => {
    const answer = await search(query);
    expect(answer.rejected).toBe(true);
    expect(answer.results).toEqual([]);
    expect(answer.message).toMatch(/^No such photo: no trip was found/);
    expect(answer.misses.map((m) => m.name)).toEqual(expect.arrayContaining(["IMG_0001.jpg", "IMG_0004.jpg"]));
  });

  it("answers a time with a trip in it with the trip", async () => {
    expect((await search("vacation in 2023")).results.map((r) => r.name)).toEqual(["IMG_0002.jpg"]);
    expect((await search("photos from July 2024")).results.map((r) => r.name)).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
  });
});
