import { describe, expect, it } from "vitest";
import { idsFound } from "../testing/ids-found";
import { wordNetLemmas } from "../testing/wordnet-lemmas";
import { definition, LEXFILE, senses, synset } from "../words/wordnet";

const NOW = new Date(2026, 10, 30, 12);
/** Weather a memory says, as WordNet files it (noun.phenomenon). */
const WEATHER = ["snow", "rain", "wind", "fog", "storm", "sunlight", "frost", "hail", "mist", "lightning", "thunder", "flood", "sunshine", "breeze", "dew", "snowfall", "rainfall", "tide", "wave", "heat", "shade", "moonlight", "drizzle", "gale"].filter((w) => synset(senses(w, "noun")[0]!).lexfile === LEXFILE.phenomenon);

/** Things made by people (noun.artifact, first sense) whose definition says the weather they are of or for: snowman, raincoat, windbreak. */
function madeForWeather(): Array<[thing: string, weather: string]> {
  const out: Array<[string, string]> = [];
  for (const lemma of wordNetLemmas("noun")) {
    if (!/^[a-z]{4,}$/.test(lemma)) continue;
    const first = senses(lemma, "noun")[0];
    if (first === undefined || synset(first).lexfile !== LEXFILE.artifact) continue;
    const said = definition(first).toLowerCase().split(/[^a-z]+/);
    const weather = WEATHER.find((w) => said.includes(w));
    if (weather) out.push([lemma, weather]);
  }
  return out;
}

describe("the weather a made thing is of or for", () => {
  const pairs = madeForWeather();

  it(`is no tie from a memory that says the weather (${pairs.length} things WordNet defines by it)`, async () => {
    expect(pairs.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const [thing, weather] of pairs) {
      const found = await idsFound(thing, NOW, (lib) => {
        lib.add("weather", { taken_ms: Date.UTC(2024, 0, 5) });
        lib.memories.push({ photo_id: "weather", text: `${weather} all day in the yard` });
        lib.add("other", { taken_ms: Date.UTC(2024, 1, 5) });
      });
      if (found.includes("weather")) wrong.push(`${thing} → the memory of ${weather}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

