import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";

// Wednesday 2 December 2026, noon.
const NOW = new Date(2026, 11, 2, 12);
const plan = (query: string) => parseQuery(query, NOW);
const chips = (query: string) => plan(query).chips.map((c) => `${c.kind}:${c.label}`);

const FRAMES = ["{}", "beach pics {}", "photos of the kids {}"];

describe("a time hedged with -ish is the time", () => {
  // Each as people type it: hyphened, glued after a number, or said apart.
  const TIMES: Array<[string, string[]]> = [
    ["2019", ["-ish", "ish", " ish"]],
    ["2023", ["-ish", "ish", " ish"]],
    ["summer 2021", ["-ish", " ish"]],
    ["5pm", ["-ish", "ish"]],
    ["the 90s", ["-ish"]],
    ["christmas", ["-ish", " ish"]],
    ["july 2022", ["-ish", " ish"]],
    ["march 2024", ["-ish", " ish"]],
  ];
  const grid = TIMES.flatMap(([time, hedges]) => hedges.flatMap((hedge) => FRAMES.map((frame) => [frame.replace("{}", `${time}${hedge}`), frame.replace("{}", time)] as const)));
  it("covers at least 50 sayings", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' reads as '%s'", (hedged, plain) => {
    const read = chips(hedged);
    expect(read).toEqual(chips(plain));
    expect(read.some((c) => c.startsWith("time:"))).toBe(true);
    expect(plan(hedged).words).not.toContain("ish");
  });

  it.each(["reddish car", "the polish food", "english breakfast", "radish salad", "a childish drawing"])("'%s' keeps its word whole", (query) => {
    expect(plan(query).words.join(" ")).not.toMatch(/\b(red|pol|engl|rad|child)\b/);
  });
});

describe("a word that leads a time, hyphened to it", () => {
  const LEADS = ["mid", "early", "late"];
  const YEARS = ["2019", "2020", "2021", "2022", "2024"];
  const grid = LEADS.flatMap((lead) => YEARS.flatMap((year) => ["{}", "the lake {}"].map((frame) => [frame.replace("{}", `${lead}-${year}`), frame.replace("{}", `${lead} ${year}`)] as const)));
  const OPEN = ["pre", "post"].flatMap((prefix) => ["2018", "2020", "2022"].flatMap((year) => ["-", " "].map((joint) => [`${prefix}${joint}${year}`, `${prefix === "pre" ? "before" : "after"} ${year}`] as const)));
  const HOLIDAYS = ["pre", "post"].flatMap((prefix) => ["christmas", "easter 2024", "christmas 2023"].flatMap((holiday) => ["-", " "].map((joint) => [`${prefix}${joint}${holiday}`, `the week ${prefix === "pre" ? "before" : "after"} ${holiday}`] as const)));

  it("covers at least 50 sayings", () => expect(grid.length + OPEN.length + HOLIDAYS.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' reads as '%s'", (hyphened, apart) => {
    expect(chips(hyphened)).toEqual(chips(apart));
    expect(plan(hyphened).time).not.toBeNull();
  });

  it.each(OPEN)("'%s' reads as '%s'", (prefixed, said) => {
    expect(chips(prefixed)).toEqual(chips(said));
    expect(plan(prefixed).words).toEqual([]);
  });

  it.each(HOLIDAYS)("'%s' reads as '%s'", (prefixed, said) => {
    expect(chips(prefixed)).toEqual(chips(said));
    expect(plan(prefixed).words).toEqual([]);
  });

  it("a word hyphened to a number that leads no time is still a code or a name's number", () => {
    expect(plan("Alpen-2025").time).toBeNull();
    expect(plan("the COVID-19 test").time).toBeNull();
    expect(plan("post office").words).toEqual(["post", "office"]);
  });
});
