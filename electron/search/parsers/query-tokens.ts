/**
 * @file The parser's one token stream: a query, after its times and settings are blanked, as the
 * tagger's tokens (`tagger.ts`) with each one's folded word. Every recogniser (`english.ts`) reads
 * these tokens and nothing else, so a word is split, folded and tagged once, the same way for all.
 * Pure; runs wherever the parser runs.
 */
import { fold, spacedCompound } from "../../words/terms";
import { agesReached } from "../../words/ages-reached";
import { CHAT_WORDS } from "../../words/chat-words";
import { tag, type Tagged } from "./tagger";
import { isPhotoWord } from "./photo-words";
import { unstretched } from "../../words/stretched-words";
import { FILLER, FUNCTION_SPELLINGS, GROUPS, RELATION_WORDS } from "./english-words";

export interface Token extends Tagged {
  /** Folded, without a trailing "'s" or dot; a chat clipping as the word it clips ("bday" → "birthday"), a word for photos as "photos" ("fotky"). */
  word: string;
}

/** The tokens of `text`, spaces left out; offsets point into `text`. */
export function queryTokens(text: string): Token[] {
  const tokens = tag(text)
    .filter((t) => t.pos !== "SPACE" && t.text.trim())
    .map((t) => {
      // "sooo", "ummm": a word typed stretched is the word it stretches.
      const word = unstretched(fold(t.text).replace(/['’](s|m|re|ve|ll|d)$/, "").replace(/\.+$/, ""));
      // "fotky", "fotki": a word for photos in another language asks for photos, as "photos" does.
      return { ...t, word: CHAT_WORDS[word] ?? (isPhotoWord(word) ? "photos" : word) };
    });
  return withBirthdays(possessiveMe(functionWordsSpelt(tokens)));
}

/**
 * "fae arran", "wi the cousins": a function word in Scots or chat spelling is the word it spells
 * (`FUNCTION_SPELLINGS`), and says no more than it; not where it and the next word are one word
 * written apart ("Wi-Fi", "wi fi").
 */
function functionWordsSpelt(tokens: Token[]): Token[] {
  return tokens.map((t, i) => {
    const spelt = FUNCTION_SPELLINGS[t.word];
    const next = tokens[i + 1]?.text === "-" ? tokens[i + 2] : tokens[i + 1];
    return spelt && !(next && !FILLER.has(next.word) && spacedCompound(t.word, next.word)) ? { ...t, word: spelt } : t;
  });
}

/**
 * "me mum", "me brother's wedding", "me kids at the beach": "me" said straight before a word for
 * someone of the family is "my", as in the north of England, Ireland and Australia, not the user
 * beside them ("me and mum", "me, mum and dad" are both).
 */
function possessiveMe(tokens: Token[]): Token[] {
  return tokens.map((t, i) => {
    const next = tokens[i + 1];
    if (t.word !== "me" || !next || next.start !== t.end + 1) return t;
    const said = [next.word, `${next.word} ${tokens[i + 2]?.word ?? ""}`];
    return said.some((w) => RELATION_WORDS.has(w) || RELATION_WORDS.has(w.replace(/s$/, "")) || GROUPS[w]) ? { ...t, word: "my", lemma: "my" } : t;
  });
}

/**
 * "grandma's 80th", "when Leo turned five": an age reached is a birthday ([Note: An age reached]
 * in `words/ages-reached.ts`), each of its tokens the word "birthday", as a memory saying so is
 * found by it.
 */
function withBirthdays(tokens: Token[]): Token[] {
  // The tagger gives "'s" a token of its own; the sentence's words keep it on its owner.
  const said: string[] = [];
  const tokenOf: number[] = [];
  tokens.forEach((t, i) => {
    if (/^['’]s$/.test(t.text) && said.length) said[said.length - 1] += "'s";
    else {
      said.push(t.pos === "PUNCT" ? "," : t.text.toLowerCase().replace(/’/g, "'"));
      tokenOf.push(i);
    }
  });
  // "dads 70th", "grandmas 90th": a relation's possessive typed without its apostrophe is someone's too.
  const spans = agesReached(said, (word) => word.endsWith("s") && RELATION_WORDS.has(word.slice(0, -1)));
  if (!spans.length) return tokens;
  const out = [...tokens];
  for (const [from, to] of spans) {
    for (let k = from; k <= to; k++) out[tokenOf[k]!] = { ...out[tokenOf[k]!]!, word: "birthday", lemma: "birthday", pos: "NOUN" };
  }
  return out;
}
