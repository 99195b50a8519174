/**
 * @file Word roles for the English parser: wink-nlp with its English "lite" model tags each token
 * of a query with its part of speech (Universal POS) and dictionary form, so the parser can tell
 * a content word ("tram", "swimming") from the words of a request ("can you find", "that", "it").
 *
 * Why wink-nlp: a maintained, MIT-licensed, dependency-free tagger whose model ships in npm
 * (`wink-eng-lite-web-model`, ~95% POS accuracy on English), parses a query in well under a
 * millisecond once loaded, and runs the same in Node, the CLI and Electron. `compromise` tags by
 * hand-written rules and was weaker on the short noun phrases queries are made of; `natural`
 * brings database clients (pg, redis, mongoose) with it. Loading the model is the tagger's one
 * large cost (`wink-model.ts`), so it is loaded once per process, lazily, and warmed at open
 * (`warmTagger`).
 */
import winkNLP from "wink-nlp";
import { lexiconHas, winkEnglishModel } from "./wink-model";
import { fold } from "../../words/terms";
import { boundedCache } from "../../domain/bounded-cache";

/** Universal POS tags as wink's model writes them. */
export type Pos = "ADJ" | "ADP" | "ADV" | "AUX" | "CCONJ" | "DET" | "INTJ" | "NOUN" | "NUM" | "PART" | "PRON" | "PROPN" | "PUNCT" | "SCONJ" | "SYM" | "VERB" | "X" | "SPACE";

export interface Tagged {
  /** As written ("Leo", "n't"). */
  text: string;
  pos: Pos;
  /** Dictionary form, lower case ("swimming" → "swim", "n't" → "not"). */
  lemma: string;
  /** Where in the text it was written, [start, end). */
  start: number;
  end: number;
}

type Nlp = { readDoc(text: string): { tokens(): { out(f: unknown): unknown[] } }; its: Record<"value" | "pos" | "lemma", unknown> };

let nlp: Nlp | null = null;

function tagger(): Nlp {
  if (nlp) return nlp;
  // The package's own model, read faster (`wink-model.ts`).
  nlp = (winkNLP as unknown as (model: unknown, pipe: string[]) => Nlp)(winkEnglishModel(), ["pos"]);
  return nlp;
}

/** Loads the model now, so the first query does not wait for it. */
export function warmTagger(): void {
  tagger().readDoc("photos of Leo at the beach");
}

/**
 * Whether the tagger learned the word from English text written small: "van" and "bath" are
 * ordinary words though WordNet has seen them too rarely to say so (`meanings.ts`'s
 * `isEnglishWord`); "maria", "kyoto" and "leo" are names.
 */
export function inTaggerLexicon(word: string): boolean {
  tagger();
  return lexiconHas(word.toLowerCase()) ?? false;
}

/** Memories tagged, by their text: several readers tag them again after every change to the library, and they rarely change. */
const memories = boundedCache<string, readonly Tagged[]>(20_000);

/** `tag` of a memory, kept: the same tokens for every reader (who must not change them). */
export function tagMemory(text: string): readonly Tagged[] {
  let found = memories.get(text);
  if (!found) memories.set(text, (found = tag(text)));
  return found;
}

export function tag(text: string): Tagged[] {
  const { its } = tagger();
  const read = withLettersWinkKnows(text);
  const tokens = tagger().readDoc(read).tokens();
  const values = tokens.out(its.value) as string[];
  const tags = tokens.out(its.pos) as Pos[];
  const lemmas = tokens.out(its.lemma) as string[];
  const out: Tagged[] = [];
  let at = 0;
  values.forEach((value, i) => {
    // wink keeps the text of each token, so it is found again in order; a token it rewrote gets an empty span where it stood.
    const found = read.indexOf(value, at);
    const start = found >= 0 && read.slice(at, found).trim() === "" ? found : at;
    const end = start === found ? start + value.length : start;
    at = end;
    out.push({ text: end > start ? text.slice(start, end) : value, pos: tags[i]!, lemma: (lemmas[i] ?? value).toLowerCase(), start, end });
  });
  return out;
}

/**
 * The text with each letter past Latin-1 that is a Latin letter with a mark ("ł", "ż", "ę", "ś",
 * "č", "ő", "ș", "ạ") as its plain letter, one for one, so positions are the text's. wink splits
 * a word at such a letter ("żaglówka" into "ż" and "aglówka", "zdjęcia" into "zdj", "cia");
 * the tokens keep the letters as written.
 */
function withLettersWinkKnows(text: string): string {
  if (/^[\x00-\xff]*$/.test(text)) return text;
  return text.replace(/[\u0100-\u024f\u1e00-\u1eff]/g, (letter) => {
    const plain = fold(letter);
    if (!/^[a-z]$/.test(plain)) return letter;
    return letter === letter.toLowerCase() ? plain : plain.toUpperCase();
  });
}
