/**
 * @file Recognisers of the words left to match: how the speaker felt about a thing ("the lamp I
 * fancied"), which says nothing to find; content words (`content-words.ts`), each a word to find or
 * to leave out, a word for a trip or outing, a verb of what someone was doing, a qualifier of the
 * next noun, or a name nobody taught; and any other token, read past. They come last in the order
 * (`english.ts`) save the stance, which comes before the user's "me" ("caught my eye"): a word is
 * a content word only when no other role claimed it. Whether the library can explain a content
 * word is decided at retrieval (`../retrieve.ts`). Pure.
 */
import { firstSenseIn, hasLemma, LEXFILE } from "../../words/wordnet";
import { placeKindOf } from "../place-kinds";
import { firstSense } from "../word-role";
import { isCompoundNoun, isEnglishWord } from "../meanings";
import { isGivenName } from "../../words/first-names";
import { EVENT_NOUNS, RELATION_WORDS, SPEAKER, STANCE_IDIOMS } from "./english-words";
import { isCommonWord, isContent, isUnknownWord } from "./content-words";
import { spanOf, type ParseState } from "./parse-state";
import type { Token } from "./query-tokens";

/**
 * What qualifies the noun after it without naming another thing: "live" show, "running" race.
 * A noun before a noun often names a kind of its own ("cable car", "florist sign"): not this.
 */
const QUALIFIER_POS = new Set(["ADJ", "VERB"]);

/** Words that say what kind of trip or outing it was, not what its photos show: "a city break", "the work trip". */
const TRIP_KINDS = new Set(["city", "road", "day", "family", "work", "business", "school", "girls", "boys", "lads", "hen", "stag", "long", "short", "quick", "mini", "little", "big", "weekend", "overnight", "whirlwind", "last-minute", "spontaneous", "annual", "yearly"]);
/** The kinds of outing that say only how long or how big it was, or how it came about: no word of its photos. */
const LENGTH_KINDS = new Set(["day", "long", "short", "quick", "mini", "little", "big", "weekend", "overnight", "whirlwind", "last-minute", "spontaneous", "annual", "yearly"]);

/**
 * "the six-string I fancied at Yamaha", "that lamp that caught my eye": how the speaker felt about
 * the thing, not something to find in the photo.
 */
export function speakersStance(s: ParseState, i: number): number {
  const stance = s.reader.sequence(i, STANCE_IDIOMS) || (isSpeakersVerb(s.tokens, i) ? 1 : 0);
  return stance && !s.negate ? stance : 0;
}

/** The longest idiom WordNet lists as an adverb, in words ("day in and day out"). */
const LONGEST_ADVERB_IDIOM = 5;

/**
 * "the spaniels next door", "Haggis, once again", "Leo and Ines face to face": a phrase WordNet
 * has only as an adverb says where, how or how often, as a single adverb does, and names nothing
 * a photo holds, so none of its words is looked for: "door" alone would be a thing no photo of the
 * spaniels has. Idioms it also has as another part of speech ("close up", a verb; "black and
 * white", an adjective) are read word by word, by the recognisers after this one.
 */
export function adverbIdiom(s: ParseState, i: number): number {
  const { tokens } = s;
  for (let n = Math.min(LONGEST_ADVERB_IDIOM, tokens.length - i); n >= 2; n--) {
    const words = tokens.slice(i, i + n);
    if (!words.every((t) => /^\p{L}+$/u.test(t.word))) continue;
    const phrase = words.map((t) => t.word).join(" ");
    if (!hasLemma(phrase, "adv") || hasLemma(phrase, "noun") || hasLemma(phrase, "verb") || hasLemma(phrase, "adj")) continue;
    // "in the south of Spain", "on top of the car": the idiom opens a longer phrase; "by the lake":
    // a place, a person or a kind of place read from one of its words wins.
    if (tokens[i + n]?.word === "of" || words.some((t, k) => s.reader.unitAt(i + k, false) || placeKindOf(t.word))) continue;
    const said = words.map((t) => t.text).join(" ");
    s.chips.push({ id: `idiom:${phrase}`, kind: "unused", label: said, span: spanOf(s, i, n), note: `“${said}” says how, where or how often, not what is in a photo, so it was not looked for.` });
    return n;
  }
  return 0;
}

/** Words that open a verb's object: "painting the deck", "fixing my bike", "washing our car". */
const OBJECT_OPENERS: ReadonlySet<string> = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "your", "some"]);

/** A content word: into the words to find, or to leave out under a negation, with what it says of itself. */
export function contentWord(s: ParseState, i: number): number {
  const { tokens, reader, plan, chips, context, literal, eventWords } = s;
  const token = tokens[i]!;
  if (!isContent(token, tokens[i - 1])) return 0;
  // "the day we moved", "the year Sam and I met", "the weekend my sister came": a time the clause
  // after it remembers names nothing a photo holds; the clause's words do.
  // An outing ("the holiday we took") is a time too, and the trips' own to read; a day is only a day.
  if (!s.negate && token.pos === "NOUN" && remembered(s, i + 1) && !isOuting(token.word) && isTimeNoun(token.word)) {
    s.momentAt = i + 1;
    return 1;
  }
  // "EOS 5D", "the X100V": digits glued to the letters after them are one name, as a camera or a sign writes it, not a count and a letter.
  const glued = reader.gluedCodeAt(i - 1);
  // "the W trek", "plan B": a letter alone names nothing text holds as a word of its own, and the
  // words beside it say what it was. Not a letter glued to a number ("5D"), nor one asked for as written.
  if (!glued && /^\p{L}$/u.test(token.word) && !literal.some(([start, end]) => token.start >= start && token.end <= end)) {
    // "nikon z 6", "the d 850": a model a maker writes spaced, typed as one ("z6").
    const number = tokens[i + 1];
    if (!number || !/^\d{1,4}$/.test(number.word) || number.start !== token.end + 1) return 1;
    const model = `${token.word}${number.word}`;
    const list = s.negate ? plan.notWords : plan.words;
    if (!list.includes(model)) list.push(model);
    chips.push({ id: `${s.negate ? "not:" : ""}word:${model}`, kind: s.negate ? "not" : "words", label: s.negate ? `not “${model}”` : model, span: spanOf(s, i, 2) });
    return 2;
  }
  const words = glued ? [`${tokens[i - 1]!.word}${token.word}`] : reader.split(i);
  // "where Leo isn't in them" with no Leo known: the name is what to leave out.
  // As written, with a code's digits: "5D", not "D".
  const text = glued ? `${tokens[i - 1]!.text}${token.text}` : token.text;
  const name = /^\p{Lu}/u.test(text) && words.length === 1 && !isEnglishWord(words[0]!);
  const notIn = name && !s.negate ? reader.personNotIn(i + 1) : 0;
  if (notIn) s.negate = true;
  const negate = s.negate;
  // "not the Sintra trip": the noun of an outing said right after what was left out is said of it.
  const ofLeftOut = s.negatedList && tokens[i - 1] !== undefined && tokens[i - 1]!.pos !== "PUNCT" && !/^(and|or|nor|&|\/|\+|plus)$/.test(tokens[i - 1]!.word);
  if ((negate || ofLeftOut) && words.length === 1 && EVENT_NOUNS.has(words[0]!)) return leftOutOuting(s, i);
  for (const word of words) {
    if (RELATION_WORDS.has(word)) plan.relationWords = [...(plan.relationWords ?? []), word];
    if (!negate && EVENT_NOUNS.has(word)) {
      // "a city break", "our road trip", "the business trip": what kind of trip, said of the trip
      // itself, not of anything a photo holds: shown with it, never needed.
      const lastWord = s.lastWord;
      const kind = lastWord && lastWord.at === i - 1 && TRIP_KINDS.has(lastWord.word) ? lastWord.word : null;
      if (kind && plan.words.at(-1) === kind) {
        plan.words.pop();
        plan.modifiers = plan.modifiers?.filter(([, head]) => head !== kind);
        eventWords.push(kind);
        const chip = chips.find((c) => c.id === `word:${kind}`);
        if (chip) Object.assign(chip, { id: `event:${kind}`, kind: "event" });
      }
      if (!eventWords.includes(word)) eventWords.push(word);
      chips.push({ id: `event:${word}`, kind: "event", label: word, span: spanOf(s, i, 1) });
      continue;
    }
    const list = negate ? plan.notWords : plan.words;
    if (list.includes(word)) continue;
    list.push(word);
    if (literal.some(([start, end]) => token.start >= start && token.end <= end)) plan.literal = [...(plan.literal ?? []), word];
    // "waiting for our flight": what someone was doing, said as a verb (`retrieve.ts`).
    // "Kwame ran a marathon": a verb said in its past is what was done as well.
    // Not the moment a remembered clause says ("the day Javi proposed"): that is all there is to find.
    const moment = (s.momentAt >= 0 && i >= s.momentAt) || (token.pos === "VERB" && saysMoment(s, i));
    if (!negate && moment && token.pos === "VERB") plan.moment = [...(plan.moment ?? []), word];
    // "painting the deck", "fixing my bike": a word in -ing with its object after it is done, however the tagger read it.
    const withObject = /ing$/.test(word) && !OBJECT_OPENERS.has(tokens[i - 1]?.word ?? "") && OBJECT_OPENERS.has(tokens[i + 1]?.word ?? "") && firstSense(word, "verb") !== null;
    if (!negate && !moment && words.length === 1 && ((token.pos === "VERB" && (/ing$/.test(word) || (token.lemma !== undefined && token.lemma !== word && /^[a-z]+$/.test(token.lemma)))) || withObject)) plan.doing = [...(plan.doing ?? []), word];
    // "the live show", "a road race": a word said right before the noun it qualifies; "the
    // mountain bike": a noun before it, which says which kind of the head (`retrieve.ts`).
    const before = tokens[i - 1];
    const lastWord = s.lastWord;
    if (!negate && words.length === 1 && lastWord && lastWord.at === i - 1 && token.pos === "NOUN" && before && (QUALIFIER_POS.has(before.pos) || before.pos === "NOUN")) {
      plan.modifiers = [...(plan.modifiers ?? []), before.pos === "NOUN" ? [lastWord.word, word, "noun"] : [lastWord.word, word]];
    }
    if (!negate) choice(s, i, word);
    if (!negate) s.lastWord = { word, at: i };
    // "Lima 2024", "photos of Sven": a name the library does not know is what was asked for, never left out.
    // "Jack in Lisbon", "photos of Grace": a given name the tagger reads as a name is one, though
    // also an English word (a jack, grace); before a noun it names a kind ("Crystal glasses", "Rose garden").
    // "kyoto with ines": a given name is someone however it is typed; "seattle 2023": a city's
    // name said without "in" is still what was asked for ("tokyo drift" may be a film, but
    // neither is a word to do without).
    const capital = /^\p{Lu}/u.test(token.text);
    // "priya's trip": what has a possessive and is no English word is someone's name.
    const possessed = /^['’]s$/.test(tokens[i + 1]?.text ?? "");
    const named = !capital && !isCommonWord(word) && (isGivenName(word) || possessed || Boolean(context.gazetteer?.(word)) || isUnknownWord(word));
    if (!negate && ((capital && (!isEnglishWord(word) || (token.pos === "PROPN" && tokens[i + 1]?.pos !== "NOUN" && isGivenName(word)))) || named)) plan.names = [...(plan.names ?? []), word];
    chips.push({ id: `${negate ? "not:" : ""}word:${word}`, kind: negate ? "not" : "words", label: negate ? (name ? `not ${text}` : `not “${word}”`) : word, span: glued ? spanOf(s, i - 1, 2 + notIn) : spanOf(s, i, 1 + notIn) });
  }
  // "not the Amalfi Coast", "except the boarding pass": one name or kind said in several words
  // is one thing left out, a photo that mentions all of them (`constraints.ts`).
  const phrase = negate && !glued && words.length === 1 && !notIn ? oneThingGoesOn(s, i) : 0;
  if (phrase) {
    const said = tokens.slice(i, i + 1 + phrase);
    const joined = said.map((t) => t.word).join(" ");
    plan.notWords.splice(plan.notWords.indexOf(words[0]!), 1, joined);
    Object.assign(chips.at(-1)!, { id: `not:word:${joined}`, label: name ? `not ${said.map((t) => t.text).join(" ")}` : `not “${joined}”`, span: spanOf(s, i, 1 + phrase) });
  }
  // "without the gelato sign": the noun the left-out word qualifies says what kind of thing is
  // left out, not something to find.
  const head = tokens[i + notIn + phrase + 1];
  const qualifiedHead = negate && words.length === 1 && !phrase && head?.pos === "NOUN" && isContent(head, token) && !reader.unitAt(i + notIn + 1, false) && !EVENT_NOUNS.has(head.word) ? 1 : 0;
  s.negatedList = negate;
  // "not the boat trips to Sintra": the outing it qualifies is left out with it, and where it went.
  // "not the EOS 5D ones": a model's name goes on in the code after it.
  s.negate = negate && !qualifiedHead && words.length === 1 && head !== undefined && (EVENT_NOUNS.has(head.word) || reader.gluedCodeAt(i + notIn + phrase + 1));
  return 1 + notIn + phrase + qualifiedHead;
}

/**
 * How many words after `i` go on with it as one thing: a name said in capitals ("Golden Gate
 * Bridge", "Amalfi Coast"), a kind WordNet has in two words or as one ("boarding pass", "wine glass"), or
 * the thing an adjective qualifies ("red boats").
 * Not a place, person or kind the parse knows, an outing's noun, or what no content word is.
 */
function oneThingGoesOn(s: ParseState, i: number): number {
  const { tokens, reader } = s;
  const capital = /^\p{Lu}/u;
  let n = 0;
  for (let j = i + 1; j < tokens.length; j++) {
    const [before, next] = [tokens[j - 1]!, tokens[j]!];
    if (!isContent(next, before) || next.pos === "PUNCT" || EVENT_NOUNS.has(next.word) || reader.unitAt(j, false)) break;
    const named = capital.test(tokens[i]!.text) && capital.test(before.text) && capital.test(next.text);
    // "the red boats": what an adjective says is said of the thing after it, left out together.
    const qualified = j === i + 1 && before.pos === "ADJ" && next.pos === "NOUN";
    // WordNet writes some such kinds as one word ("wineglass").
    if (!named && !qualified && !isCompoundNoun(before.word, next.word) && !hasLemma(`${before.word}${next.word.replace(/(?<=[^s])s$/, "")}`, "noun")) break;
    n++;
  }
  return n;
}

/** Where an outing went, said after its noun: "trips to Sintra", "the day in Cascais". */
const OUTING_TO = new Set(["to", "in", "at", "around", "through", "across", "into", "of"]);

/**
 * "not the day trips to Sintra or Cascais": a word for an outing under a negation says what kind of
 * thing is left out, not a word no photo may hold (every photo of a "Trips" folder holds it), nor is
 * the kind of outing said before it ("day", "boat"…): the negation reaches on to where it went, and
 * to the list that names it. Said with nothing after it, it leaves nothing out.
 */
function leftOutOuting(s: ParseState, i: number): number {
  const { tokens, plan, chips } = s;
  const lastWord = plan.notWords.at(-1);
  const before = tokens[i - 1];
  const next = tokens[i + 1];
  const wentSomewhere = OUTING_TO.has(next?.word ?? "");
  // "not the business trip": with nowhere it went said, a kind that says what the outing was for
  // is what to leave out; one that says only its length ("day", "weekend") is not.
  const kindLeftOut = lastWord !== undefined && before?.word === lastWord && TRIP_KINDS.has(lastWord) && !wentSomewhere && !LENGTH_KINDS.has(lastWord);
  if (lastWord && before && before.word === lastWord && TRIP_KINDS.has(lastWord) && !kindLeftOut) {
    plan.notWords.pop();
    const chip = chips.findIndex((c) => c.id === `not:word:${lastWord}`);
    if (chip >= 0) chips.splice(chip, 1);
  }
  s.negatedList = true;
  s.negate = true;
  if (!kindLeftOut && (!next || (next.pos === "PUNCT" && next.word !== ","))) {
    let from = i;
    while (from > 0 && (EVENT_NOUNS.has(tokens[from - 1]!.word) || TRIP_KINDS.has(tokens[from - 1]!.word))) from--;
    chips.push({ id: `not:event:${tokens[i]!.word}`, kind: "unused", label: `not ${tokens.slice(from, i + 1).map((t) => t.text).join(" ")}`, span: spanOf(s, from, i + 1 - from), note: "Which outings to leave out was not said: say where they went (“not the trips to Sintra”)." });
  }
  return wentSomewhere ? 2 : 1;
}

/**
 * "beach or lake", "a kite or the balloon": a word wanted after "or" and the word wanted right
 * before it are one choice (`QueryPlan.choices`), met by a photo that has either.
 */
function choice(s: ParseState, i: number, word: string): void {
  const { tokens, plan, lastWord } = s;
  const or = tokens[i - 1]?.pos === "DET" ? i - 2 : i - 1;
  if (tokens[or]?.word !== "or" || !lastWord || lastWord.at !== or - 1 || !plan.words.includes(lastWord.word)) return;
  const choices = (plan.choices ??= []);
  const group = choices.find((g) => g.includes(lastWord.word));
  if (group) group.push(word);
  else choices.push([lastWord.word, word]);
}

/** Any other token (a word of the request, punctuation): read past. */
export function anyOtherToken(): number {
  return 1;
}

/** A trip, a holiday, a weekend away: EVENT_NOUNS but the day, which is a time alone. */
const isOuting = (word: string) => EVENT_NOUNS.has(word) && word !== "day" && word !== "days";

/** Whether a noun's first sense is a time: "day", "weekend", "summer", not "trip" or "party". */
const isTimeNoun = (word: string) => firstSenseIn(word, LEXFILE.time);

/**
 * Whether a clause said by the speaker starts at `j`: "(that|when) I/we …", "Sam and I …", "my
 * sister …", "Javi …", each followed by its verb.
 */
function remembered(s: ParseState, j: number): boolean {
  const { tokens, reader } = s;
  let k = j;
  if (tokens[k]?.word === "that" || tokens[k]?.word === "when") k++;
  const subject = tokens[k];
  if (!subject) return false;
  if (tokens[k + 1]?.word === "and" && (tokens[k + 2]?.word === "i" || tokens[k + 2]?.word === "me")) k += 3;
  // A name: written with a capital, or someone of the library's however typed ("javi").
  else if (SPEAKER.has(subject.word) || /^\p{Lu}/u.test(subject.text) || reader.person(k)?.n === 1) k++;
  else if ((subject.word === "my" || subject.word === "our") && tokens[k + 1]?.pos === "NOUN") k += 2;
  else return false;
  return tokens[k]?.pos === "VERB" || tokens[k]?.pos === "AUX";
}

/**
 * Whether the verb at `i` ends a remembered clause whose time the time reader took ("the night
 * Javi proposed", "the evening that we met"): the subject right after the time said.
 */
function saysMoment(s: ParseState, i: number): boolean {
  const { tokens, plan } = s;
  const time = plan.time;
  if (!time?.hours) return false;
  for (const back of [1, 2, 3]) {
    const start = i - back;
    if (start < 0 || !remembered(s, start) || !clauseEndsAt(tokens, start, i)) continue;
    // The time read ends right before the clause, or before its "that" or "when".
    const between = (end: number) => plan.query.slice(end, tokens[start]!.start);
    if (time.spans.some(([, end]) => /^\s*(?:(?:that|when)\s+)?$/i.test(between(end)))) return true;
  }
  return false;
}

/** Whether the clause `remembered` read from `start` has its verb at `verb`. */
function clauseEndsAt(tokens: readonly Token[], start: number, verb: number): boolean {
  const subjectLength = tokens[start + 1]?.word === "and" ? 3 : tokens[start]?.word === "my" || tokens[start]?.word === "our" ? 2 : 1;
  return start + subjectLength === verb;
}

/**
 * A verb the speaker says of themselves inside a description: "the chair [I bought]", "the guitar
 * [that we wanted]". The thing described carries the meaning; the verb is how they remember it.
 * Said alone ("when we kayaked"), the verb is all there is, and it stays.
 */
function isSpeakersVerb(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i]!;
  if (token.pos !== "VERB" || !SPEAKER.has(tokens[i - 1]?.word ?? "")) return false;
  const before = tokens[i - 2]?.word === "that" || tokens[i - 2]?.word === "which" ? tokens[i - 3] : tokens[i - 2];
  // "the day we moved": a time's clause is all there is of the moment, so its verb stays.
  return (before?.pos === "NOUN" && (isOuting(before.word) || !isTimeNoun(before.word))) || before?.pos === "PROPN";
}
