import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { constraintText } from "./wording";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const SEATTLE = { lat: 47.61, lon: -122.33, place: "Seattle", country: "United States" };
const ROME = { lat: 41.9, lon: 12.5, place: "Rome", country: "Italy" };

/** A Seattle trip in March 2025 and a Rome trip in March 2026: places the parser knows. */
async function twoTrips(): Promise<LibraryIndex> {
  const lib = library();
  for (let day = 10; day < 14; day++) lib.add(`seattle-${day}`, { taken_ms: Date.UTC(2025, 2, day, 15), ...SEATTLE });
  for (let day = 1; day < 4; day++) lib.add(`rome-${day}`, { taken_ms: Date.UTC(2026, 2, day, 11), ...ROME });
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return index;
}

/** Each part of an answer's constraints reads after "3 photos": it opens with a preposition (or "that are"). */
const PART = /^(?:from|in|with|taken|at|since|before|after|of|that are|not|without)\b/;
const said = (text: string) => text.trim().split(", ");

describe("an answer says which trip its photos are from, in words that read", () => {
  const ORDINALS: Array<[string, string]> = [
    ["first", "first trip"], ["earliest", "first trip"], ["1st", "first trip"], ["second", "second trip"], ["2nd", "second trip"],
    ["third", "third trip"], ["3rd", "third trip"], ["fourth", "fourth trip"], ["fifth", "fifth trip"],
    ["last", "latest trip"], ["latest", "latest trip"], ["previous", "latest trip"], ["most recent", "latest trip"], ["penultimate", "trip before the latest"],
  ];
  const NOUNS = ["trip", "holiday", "vacation", "getaway"];
  const FRAMES: Array<(ordinal: string, noun: string) => string> = [
    (o, n) => `our ${o} ${n}`,
    (o, n) => `photos from my ${o} ${n}`,
    (o, n) => `the ${o} ${n}`,
  ];

  it("'our last trip', 'photos from my second holiday', 'the penultimate getaway': from the trip counted, for every ordinal, noun and frame", async () => {
    const index = await twoTrips();
    let checked = 0;
    for (const [ordinal, label] of ORDINALS)
      for (const noun of NOUNS)
        for (const frame of FRAMES) {
          const query = frame(ordinal, noun);
          const plan = parseQuery(query, NOW, index.parseContext());
          expect(plan.trip, query).toBeDefined();
          const text = constraintText(plan, false);
          expect(text, query).toBe(` from the ${label}`);
          checked++;
        }
    expect(checked).toBe(ORDINALS.length * NOUNS.length * FRAMES.length);
  });

  it("'our second trip to Seattle', 'the penultimate Rome holiday': the place is said once, with the trip", async () => {
    const index = await twoTrips();
    for (const [ordinal, label] of ORDINALS)
      for (const [query, place] of [[`our ${ordinal} trip to Seattle`, "Seattle"], [`the ${ordinal} Rome holiday`, "Rome"]] as const) {
        const plan = parseQuery(query, NOW, index.parseContext());
        const text = constraintText(plan, false);
        expect(said(text).every((part) => PART.test(part)), `${query} → ${text}`).toBe(true);
        expect(text.match(new RegExp(place, "g")), `${query} → ${text}`).toHaveLength(1);
        const words = label.split(" ");
        expect(text, query).toBe(words.length === 2 ? ` from the ${label} to ${place}` : ` from the trip to ${place} ${words.slice(1).join(" ")}`);
      }
  });

  it("'the trip before Rome', 'whichever holiday came after Seattle': from the trip next to the one named", async () => {
    const index = await twoTrips();
    const RELATIONS = ["before", "after", "right before", "just after", "prior to", "following", "that came before", "we took after"];
    for (const noun of NOUNS)
      for (const relation of RELATIONS)
        for (const place of ["Rome", "Seattle"]) {
          const query = `the ${noun} ${relation} ${place}`;
          const plan = parseQuery(query, NOW, index.parseContext());
          expect(plan.tripAnchor?.relation, query).toBe("trip-next");
          const text = constraintText(plan, false);
          expect(said(text).every((part) => PART.test(part)), `${query} → ${text}`).toBe(true);
          expect(text, query).toBe(` from ${query}`);
        }
  });
});
