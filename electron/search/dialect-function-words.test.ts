import { describe, expect, it } from "vitest";
import { lookUpPlace } from "../library/places/gazetteer";
import { parseQuery } from "./query-parser";

const NOW = new Date(2026, 10, 30, 12);

/** Function words in Scots and northern spelling, or clipped in a chat: none says what to find. */
const SPELLINGS = ["fae", "frae", "fra", "frm", "fm", "wi", "wiv", "wif", "tae", "oor", "yer", "ye", "wiz", "oot", "aboot"];
/** Where such a word stands: before a place, a year, a person, a thing, or between things. */
const FRAMES = ["pics {} arran", "snaps {} 2019", "{} the cousins at the beach", "photos {} gran", "the view {} the top of the hill", "dug {} a stick"];

describe("a function word in dialect or chat spelling says nothing of the photo", () => {
  const read = (query: string) => {
    const plan = parseQuery(query.replace(/\s+/g, " ").trim(), NOW, { gazetteer: lookUpPlace });
    return { words: plan.words, places: plan.places.map((p) => p.label), time: plan.time?.label ?? null };
  };
  const grid = SPELLINGS.flatMap((word) => FRAMES.map((frame) => ({ word, frame })));
  it.each(grid)("'$word' in '$frame'", ({ word, frame }) => {
    const said = read(frame.replace("{}", word));
    expect(said.words).not.toContain(word);
    expect(said).toEqual(read(frame.replace("{}", "")));
  });

  it.each(["wi-fi password", "the wi fi sign", "Wi-Fi at the cafe"])("'%s': one word written apart is that word", (query) => {
    expect(read(query).words).toContain("wi");
  });
});
