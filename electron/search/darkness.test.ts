import { describe, expect, it } from "vitest";
import { parseQuery } from "./query-parser";
import { withinDayParts } from "./time-constraint";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/**
 * Photos by place, wall clock and whether it was dark there then (civil twilight over), from the
 * almanac: Kyoto's April dusk ends about 18:45, Oslo's December one by 16:10, Sydney's June one
 * about 17:20; Valencia's June sun sets at 21:30 and Sydney's December one after 20:00.
 */
const PHOTOS: Array<{ where: string; lat: number; lon: number; clock: string; dark: boolean }> = [
  { where: "Kyoto, April, 8 pm", lat: 34.967, lon: 135.773, clock: "2023-04-04T20:00:00", dark: true },
  { where: "Kyoto, April, 7.30 pm", lat: 34.967, lon: 135.773, clock: "2023-04-04T19:30:00", dark: true },
  { where: "Kyoto, April, 5.30 pm", lat: 34.967, lon: 135.773, clock: "2023-04-04T17:30:00", dark: false },
  { where: "Oslo, December, 4.30 pm", lat: 59.913, lon: 10.752, clock: "2024-12-15T16:30:00", dark: true },
  { where: "Oslo, December, 3 pm", lat: 59.913, lon: 10.752, clock: "2024-12-15T15:00:00", dark: false },
  { where: "Oslo, June, 8 pm", lat: 59.913, lon: 10.752, clock: "2024-06-20T20:00:00", dark: false },
  { where: "Sydney, June, 6 pm", lat: -33.868, lon: 151.209, clock: "2024-06-15T18:00:00", dark: true },
  { where: "Sydney, December, 8 pm", lat: -33.868, lon: 151.209, clock: "2024-12-15T20:00:00", dark: false },
  { where: "Valencia, June, 8 pm", lat: 39.47, lon: -0.376, clock: "2025-06-14T20:00:00", dark: false },
  { where: "Valencia, January, 7 pm", lat: 39.47, lon: -0.376, clock: "2025-01-10T19:00:00", dark: true },
  { where: "Buenos Aires, July, 7 pm", lat: -34.603, lon: -58.382, clock: "2025-07-10T19:00:00", dark: true },
  { where: "Buenos Aires, January, 8 pm", lat: -34.603, lon: -58.382, clock: "2025-01-10T20:00:00", dark: false },
];
const PHRASES = ["at night", "night photos", "after dark", "Japan at night", "pics at night-time"];

describe("the night is when it was dark where the photo was taken, whatever the clock says", () => {
  const grid = PHRASES.flatMap((phrase) => PHOTOS.map((photo) => ({ phrase, ...photo })));
  it("covers at least 50 combinations of phrase and photo", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'$phrase' and $where (dark: $dark)", ({ phrase, lat, lon, clock, dark }) => {
    const time = parseQuery(phrase, NOW).time!;
    expect(time.dark).toBeDefined();
    expect(withinDayParts(time, Date.parse(`${clock}Z`), { lat, lon })).toBe(dark);
  });

  it("keeps the clock's hours for a photo without a position, and for the evening", () => {
    const night = parseQuery("at night", NOW).time!;
    expect(withinDayParts(night, Date.parse("2023-04-04T20:00:00Z"), { lat: null, lon: null })).toBe(false);
    expect(withinDayParts(night, Date.parse("2023-04-04T22:00:00Z"), { lat: null, lon: null })).toBe(true);
    const evening = parseQuery("in the evening", NOW).time!;
    expect(evening.dark).toBeUndefined();
    expect(withinDayParts(evening, Date.parse("2023-04-04T22:30:00Z"), { lat: 34.967, lon: 135.773 })).toBe(false);
  });
});
