import { describe, expect, it } from "vitest";
import { readDayParts } from "./day-parts";

/** A part of the day said as one word of a thing's name (WordNet's compounds): no time of day. */
const THINGS = ["good night", "good morning", "morning glory", "morning dress", "morning star", "morning sickness", "afternoon tea", "evening gown", "evening dress", "evening bag", "night club", "night owl", "night school", "night watchman"];
/** A part of the day said with a word that makes it no thing's name, or a time's ("night shift", "wedding night"), or a doing at that time. */
const TIMES = ["night sky", "morning walk", "evening light", "night shift", "wedding night", "morning prayer", "evening shift", "night game", "morning coffee", "afternoon nap"];
/** Where the phrase is said. */
const FRAMES = ["{}", "pics of the {}", "{} from last summer", "my {} photos", "the {} at gran's"];

describe("a part of the day that is one word of a thing's name is no time", () => {
  const grid = FRAMES.flatMap((frame) => [...THINGS.map((phrase) => ({ query: frame.replace("{}", phrase), time: false })), ...TIMES.map((phrase) => ({ query: frame.replace("{}", phrase), time: true }))]);
  it.each(grid)("'$query' names a time of day: $time", ({ query, time }) => {
    expect(readDayParts(query).length > 0).toBe(time);
  });

  it.each(["in the morning", "at night", "during the evening", "this afternoon", "tonight"])("'%s', said as a time, stays one beside any word", (said) => {
    expect(readDayParts(`${said} glory`).length).toBeGreaterThan(0);
    expect(readDayParts(`good ${said}`).length).toBeGreaterThan(0);
  });
});
