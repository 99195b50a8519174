/**
 * @file Words said to the app before a request: "bro find me the snaps from Goa", "yaar I need that
 * photo of Amma", "dude, show me the beach ones", "ok so can you pull up the receipts". A word or
 * two before the request's own words address the app or exclaim, as people talking to a phone do:
 * no one to find ("bro" is no brother there) and nothing to search for ("yaar" is in no photo).
 * Runs in the query parser, first of the recognisers of the token stream (`english.ts`). Pure.
 *
 * The request is read by its shape, a closed class: a verb of asking for something with what it
 * asks for right after it ("find me", "show all", "pull up"), "I need", "I want", "we're looking",
 * "can you", "please find", "where's", "where are". What may be said before it is read from data (`mayAddress`); words a
 * request does not follow ("kids show at school", "the dog show", "kids get the ball") are left to
 * the other recognisers.
 */
import { fold } from "../../words/terms";
import { firstSenseIn, LEXFILE } from "../../words/wordnet";
import { inDictionary } from "../meanings";
import type { ParseState } from "./parse-state";
import type { Token } from "./query-tokens";

/** Verbs said only as an order to find ("find the", "show all"), and what may follow them. */
const ASKING = new Set(["find", "show", "give", "send", "fetch", "search"]);
const ASKED = new Set(["me", "us", "up", "out", "the", "all", "my", "our", "that", "those", "these", "this", "some", "any", "every", "them", "pics", "photos", "for", "through"]);
/** Verbs said of what people do in photos too ("kids get the ball"): an order only for someone ("get me", "pull up"). */
const ASKING_FOR_SOMEONE = new Set(["get", "pull", "grab", "bring", "dig", "look", "open"]);
const FOR_SOMEONE = new Set(["me", "us", "up", "out"]);
/** Who asks, before a verb of wanting ("I need", "we want", "I'm looking": the tokens drop the "'m"). */
const ASKERS = new Set(["i", "we"]);
const WANTING = new Set(["need", "want", "wanna", "am", "are", "would", "was", "were", "looking", "searching", "trying", "hoping", "wondering"]);
/** "can you …", "could u …", "please …". */
const MODALS = new Set(["can", "could", "would", "will"]);
const PLEASE = new Set(["pls", "please", "plz"]);
const YOU = new Set(["you", "u", "ya"]);

/** The most words taken as said to the app before the request. */
const MOST_LEADING = 2;

/** Whether the request begins at token `j`. */
function requestAt(tokens: readonly Token[], j: number): boolean {
  const [word, next] = [tokens[j]?.word, tokens[j + 1]?.word];
  if (!word) return false;
  if (next === undefined) return false;
  if (ASKING.has(word)) return ASKED.has(next);
  if (ASKING_FOR_SOMEONE.has(word)) return FOR_SOMEONE.has(next);
  if (ASKERS.has(word)) return WANTING.has(next);
  // "please find …": not "sunset pics please", whose words are what is asked for.
  if (PLEASE.has(word)) return ASKING.has(next) || ASKING_FOR_SOMEONE.has(next);
  // "where's the pic of …", "where are my goa pics": asking where a photo is, with what it is after.
  if (word === "where") return tokens[j + 1]!.pos === "AUX" && tokens[j + 2] !== undefined;
  return MODALS.has(word) && YOU.has(next);
}

/**
 * Whether a word before the request may be said to the app: an exclamation or adverb ("hey", "ok",
 * "so"), a word for a person WordNet files first as one ("bro", "dude", "mate"), or a word in no
 * dictionary ("yaar", "arre", "machan"); never a name or place the library knows, a number, or a
 * word for a thing ("sunset pics, can you find them" asks for sunsets).
 */
function mayAddress(state: ParseState, token: Token): boolean {
  const { word } = token;
  if (token.pos === "PUNCT" || token.pos === "NUM" || /\d/.test(word)) return false;
  const known = (names: readonly string[] | undefined) => (names ?? []).some((name) => fold(name) === word);
  if (known(state.context.people?.map((p) => p.name)) || known(state.context.places)) return false;
  const person = (w: string) => firstSenseIn(w, LEXFILE.person);
  return token.pos === "INTJ" || token.pos === "ADV" || !inDictionary(word) || person(word) || (word.endsWith("s") && person(word.slice(0, -1)));
}

/** At the query's start, the words said to the app before its request, and a comma after them: consumed, with nothing read. */
export function addressBeforeRequest(state: ParseState, i: number): number {
  if (i !== 0) return 0;
  const { tokens } = state;
  for (let leading = 1; leading <= MOST_LEADING && leading < tokens.length; leading++) {
    if (!mayAddress(state, tokens[leading - 1]!)) return 0;
    const comma = tokens[leading]?.word === "," ? 1 : 0;
    if (requestAt(tokens, leading + comma)) return leading + comma;
  }
  return 0;
}
