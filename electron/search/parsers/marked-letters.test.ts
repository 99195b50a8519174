import { describe, expect, it } from "vitest";
import { fold } from "../../words/terms";
import { parseQuery } from "../query-parser";
import { tag } from "./tagger";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/**
 * Words with letters past Latin-1 (Polish, Czech, Hungarian, Turkish, Romanian, Croatian,
 * Latvian, Vietnamese), none a place: the tagger split them at such a letter, and the pieces were
 * searched as words ("zdjęcia" as "zdj" and "cia").
 */
const WORDS = ["żaglówka", "zdjęcia", "jabłko", "pączki", "ślub", "náměstí", "hořčice", "gőzfürdő", "şeker", "ıspanak", "brânză", "țuică", "čevapi", "ģimene", "đường", "phở"];
const FRAMES = ["{w}", "photos of {w}", "the {w} sign", "{w} in 2023"];

describe("a word with letters past Latin-1 is one word, searched as written", () => {
  const grid = WORDS.flatMap((word) => FRAMES.map((frame) => [frame.replace("{w}", word), word] as const));
  it("covers at least 50 combinations", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' searches '%s' whole", (query, word) => {
    expect(parseQuery(query, NOW).words).toContain(fold(word));
  });

  it("keeps each token's text and place as written", () => {
    const text = "Kasia w Łodzi, żaglówka";
    expect(tag(text).map((t) => [t.text, text.slice(t.start, t.end)])).toEqual([["Kasia", "Kasia"], ["w", "w"], ["Łodzi", "Łodzi"], [",", ","], ["żaglówka", "żaglówka"]]);
  });
});
