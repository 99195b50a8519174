import fs from "node:fs";
import * as lancedb from "@lancedb/lancedb";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../../testing/fixtures";
import { ensureTextIndex, TEXT_COLUMN } from "../../store/text-index";
import { stem } from "../../words/terms";

// Words on which Porter and Porter2 disagree (found by stemming WordNet's lemmas both ways): a
// graph on the older algorithm groups some of them differently from the full-text index.
const WORDS = [
  "absurd", "absurdly", "alarm", "alarmingly", "amazement", "amazingly", "accord", "accordingly",
  "alert", "alertly", "addition", "additionally", "cleanliness", "cleanly", "beastliness", "beastly",
  "cause", "causative", "comb", "combative", "combatively", "community", "communism", "communication",
  "generous", "generously", "abstract", "abstractly", "aimless", "aimlessly", "awfulness", "awed",
];

describe("the graph's stems and the full-text index's", () => {
  const dir = tempDir("stems");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("agree: a query word reaches in the full-text index exactly the words that share its graph stem", async () => {
    const db = await lancedb.connect(dir);
    const table = await db.createTable("words", WORDS.map((word, id) => ({ id, [TEXT_COLUMN]: word })));
    await ensureTextIndex(table);
    const disagreements: string[] = [];
    for (const query of WORDS) {
      const rows = await table.query().fullTextSearch(new lancedb.MatchQuery(query, TEXT_COLUMN)).select(["id", "_score"]).limit(100).toArray();
      const found = new Set(rows.map((row) => WORDS[Number(row.id)]!));
      const expected = new Set(WORDS.filter((word) => stem(word) === stem(query)));
      const same = found.size === expected.size && [...found].every((w) => expected.has(w));
      if (!same) disagreements.push(`${query}: index ${[...found].join(",")} vs graph ${[...expected].join(",")}`);
    }
    expect(disagreements).toEqual([]);
    db.close();
  });
});
