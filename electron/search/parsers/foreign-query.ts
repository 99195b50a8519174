/**
 * @file A query typed in another language, read word by word into English before the English
 * parser reads it: "perros en la playa" as "dogs in the beach", "fotos del verano" as "photos of
 * the summer", "chiens sans Gabi" as "dogs without Gabi".
 *
 * Runs in the parser (`english.ts`), for every query; the dictionary is asked only of a query that
 * has a word of another language in it and no English one of its own. People abroad type in their
 * language, and a photo library's own words (what it sees, the memories written in English) are
 * English: the words that name things come from FreeDict's dictionaries, as photos' foreign text
 * does at indexing (`index/graph/foreign-words.ts`); the few little words that carry the sentence's
 * shape (in, with, without, my, not) are a closed class, listed here per language.
 *
 * A query is read so only where one language has two signs in it: two of its words that the
 * dictionary has and English has not, or one such word and one of its little words; or where it
 * has one word of the language's grammar English has not, of 3 letters or more ("ohne lena",
 * "alles von 2023"); or where it is one word alone that English has not and nothing in the library
 * says ("ovejas"). Names written as names, the words of a place's name
 * ("El Paso", "Rio de Janeiro") and phrases English has taken whole ("café au lait") are never
 * translated.
 */
import { foreignGlosses, wholeWordEnglish } from "../../index/graph/foreign-words";
import { englishHas } from "../../words/english-word";
import { hasLemma } from "../../words/wordnet";
import { ENGLISH_LITTLE, littleWordsOf, writesLetters, type DictionaryLanguage } from "../../words/little-words";
import { homographEnglish, homographLanguages } from "../../index/graph/homographs";
import { fold } from "../../words/terms";
import type { ParseContext } from "./parser";
import { isPhotoWord } from "./photo-words";
import { petNames } from "./pet-names";
import { isHolidayToken } from "../local-holidays";
import { isEnglishWord } from "../meanings";
import { CHAT_WORDS } from "../../words/chat-words";
import { writtenIn } from "../../index/graph/text-languages";
import { boundedCache } from "../../domain/bounded-cache";

type Language = DictionaryLanguage;

/** The little words whose meaning the English reader needs, in English (a closed class; the others are dropped). */
const SAYS: Record<Language, Record<string, string>> = {
  es: { yo: "I", ultimo: "last", ultima: "last", pasado: "last", pasada: "last", proximo: "next", proxima: "next", primer: "first", primero: "first", primera: "first", este: "this", esta: "this", en: "in", de: "of", del: "of the", con: "with", sin: "without", y: "and", e: "and", mi: "my", mis: "my", nuestro: "our", nuestra: "our", nuestros: "our", nuestras: "our", el: "the", la: "the", los: "the", las: "the", al: "at the", no: "not", sobre: "on", desde: "since", antes: "before", despues: "after" },
  pt: { eu: "I", ultimo: "last", ultima: "last", passado: "last", passada: "last", proximo: "next", proxima: "next", primeiro: "first", primeira: "first", este: "this", esta: "this", em: "in", no: "in the", na: "in the", nos: "in the", nas: "in the", de: "of", do: "of the", da: "of the", dos: "of the", das: "of the", com: "with", sem: "without", e: "and", meu: "my", minha: "my", meus: "my", minhas: "my", nosso: "our", nossa: "our", o: "the", a: "the", os: "the", as: "the", nao: "not" },
  fr: { moi: "me", dernier: "last", derniere: "last", derniers: "last", dernieres: "last", prochain: "next", prochaine: "next", premier: "first", premiere: "first", cette: "this", en: "in", dans: "in", a: "at", au: "at the", aux: "at the", de: "of", du: "of the", des: "of the", avec: "with", sans: "without", et: "and", mon: "my", ma: "my", mes: "my", notre: "our", nos: "our", le: "the", la: "the", les: "the", pas: "not", sur: "on" },
  it: { io: "I", ultimo: "last", ultima: "last", scorso: "last", scorsa: "last", prossimo: "next", prossima: "next", primo: "first", questo: "this", questa: "this", in: "in", nel: "in the", nella: "in the", a: "at", al: "at the", alla: "at the", di: "of", del: "of the", della: "of the", dei: "of the", con: "with", senza: "without", e: "and", mio: "my", mia: "my", miei: "my", mie: "my", nostro: "our", nostra: "our", il: "the", lo: "the", la: "the", i: "the", gli: "the", le: "the", non: "not" },
  de: { ich: "I", meinem: "my", meinen: "my", meiner: "my", meines: "my", unserem: "our", unseren: "our", unserer: "our", unseres: "our", letzte: "last", letzten: "last", letzter: "last", letztes: "last", vorige: "last", vorigen: "last", voriges: "last", nachste: "next", nachsten: "next", erste: "first", ersten: "first", erster: "first", diese: "this", diesen: "this", dieses: "this", diesem: "this", zum: "at the", zur: "at the", beim: "at the", bei: "at", in: "in", im: "in the", an: "at", am: "at the", von: "from", vom: "from the", aus: "from", mit: "with", ohne: "without", und: "and", mein: "my", meine: "my", unser: "our", unsere: "our", der: "the", die: "the", das: "the", den: "the", dem: "the", nicht: "not", kein: "no", keine: "no" },
  nl: { ik: "I", vorige: "last", laatste: "last", volgende: "next", eerste: "first", deze: "this", dit: "this", in: "in", op: "on", bij: "at", van: "of", met: "with", zonder: "without", en: "and", mijn: "my", onze: "our", ons: "our", de: "the", het: "the", niet: "not", geen: "no" },
  // Polish, Czech and Turkish say "the" with no word; Turkish says "in" and "of" with endings.
  pl: { w: "in", we: "in", na: "on", z: "with", ze: "with", bez: "without", i: "and", oraz: "and", moj: "my", moja: "my", moje: "my", moi: "my", nasz: "our", nasza: "our", nasze: "our", nie: "not", od: "from", przy: "at" },
  cs: { v: "in", ve: "in", na: "on", s: "with", se: "with", bez: "without", a: "and", muj: "my", moje: "my", nas: "our", nase: "our", ne: "not", z: "from", ze: "from", u: "at" },
  sv: { i: "in", pa: "on", med: "with", utan: "without", och: "and", min: "my", mitt: "my", mina: "my", var: "our", vart: "our", vara: "our", inte: "not", fran: "from", vid: "at" },
  da: { i: "in", pa: "on", med: "with", uden: "without", og: "and", min: "my", mit: "my", mine: "my", vores: "our", ikke: "not", fra: "from", ved: "at" },
  tr: { ve: "and", ile: "with", benim: "my", bizim: "our", degil: "not" },
  // Slovene's "in" is "and"; Slovene, Slovak and Lithuanian say "the" with no word, Lithuanian "in" with an ending.
  sl: { v: "in", na: "on", z: "with", s: "with", brez: "without", in: "and", moj: "my", moja: "my", moje: "my", nas: "our", nasa: "our", nase: "our", ne: "not", od: "from", iz: "from", pri: "at" },
  sk: { v: "in", vo: "in", na: "on", s: "with", so: "with", bez: "without", a: "and", moj: "my", moja: "my", moje: "my", nas: "our", nasa: "our", nase: "our", nie: "not", z: "from", zo: "from", pri: "at" },
  lt: { su: "with", be: "without", ir: "and", mano: "my", musu: "our", ne: "not", prie: "at" },
  af: { in: "in", op: "on", by: "at", van: "of", met: "with", sonder: "without", en: "and", my: "my", ons: "our", die: "the", nie: "not", geen: "no" },
  ga: { i: "in", ar: "on", ag: "at", le: "with", gan: "without", agus: "and", mo: "my", an: "the", na: "the", ni: "not", nil: "not", o: "from", de: "of" },
};

let little: Record<Language, ReadonlySet<string>> | null = null;

/** Each language's little words (`little-words.ts`, and those `SAYS` reads): a sign of the language, and dropped when read. */
function littleWords(): Record<Language, ReadonlySet<string>> {
  if (little) return little;
  const lists = littleWordsOf();
  const made = {} as Record<Language, ReadonlySet<string>>;
  for (const language of Object.keys(SAYS) as Language[]) made[language] = new Set([...lists[language], ...Object.keys(SAYS[language])]);
  return (little = made);
}

/** What `SAYS` gives a word in any language, the first it has it in. */
const saysOf = (word: string) => Object.values(SAYS).find((words) => words[word] !== undefined)?.[word];

/**
 * What a little word of a text written in `language` says in English, where `SAYS` reads it
 * ("im": "in the", "beim": "at the", "dans": "in"), else undefined. A memory in German says where
 * with "im Tierpark" as one in English does with "at the zoo": what reads a memory's where and its
 * names (`moments.ts`, `said-beside.ts`) asks this of the language `writtenIn` finds.
 */
export function littleWordInEnglish(language: Language | null, word: string): string | undefined {
  return language ? SAYS[language][fold(word)] : undefined;
}

/** A text in `language` with each little word `SAYS` reads said in English: "Hochzeit im Seehaus" as "Hochzeit in the Seehaus". */
export function littleWordsInEnglish(text: string, language: Language | null): string {
  return language ? text.replace(/\p{L}+/gu, (word) => littleWordInEnglish(language, word) ?? word) : text;
}

/** Memories asked of again and again, query after query: their language is read once. */
const languagesOfTexts = boundedCache<string, { language: Language | null }>(4_000);

/**
 * The language of the dictionaries a memory is written in rather than English (`writtenIn`), or
 * null. Read only where it says a little word of another language English has not ("im", "dans",
 * "und"): weighing a text's words takes a millisecond, and most memories are English.
 */
export function memoryLanguage(text: string): Language | null {
  const known = languagesOfTexts.get(text);
  if (known) return known.language;
  const foreign = (fold(text).match(/\p{L}+/gu) ?? []).some((word) => SAID_LITTLE.has(word) && !ENGLISH_LITTLE.has(word));
  const language = foreign ? writtenIn(text) : null;
  languagesOfTexts.set(text, { language });
  return language;
}

/**
 * Whether English has a word as itself: one of its little words, a word it says, or one WordNet
 * has as written ("van", "mit" for MIT); not a word `englishHas` finds only as the inflection of
 * another ("und", as if UN's past tense). A chat clipping is English's too ("vid" is no Swedish "at").
 */
const englishUses = (word: string) =>
  CHAT_WORDS[word] !== undefined || (englishHas(word) && (ENGLISH_LITTLE.has(word) || isEnglishWord(word) || (["noun", "verb", "adj", "adv"] as const).some((pos) => hasLemma(word, pos))));

/** What a word of grammar alone may say for its language to be read: how things are linked, not which ("primera air" is an airline). */
const LINKS: ReadonlySet<string> = new Set(["with", "without", "from", "from the", "in", "in the", "at", "at the", "of", "of the", "and", "on", "since", "before", "after"]);

const calledByOf = new WeakMap<object, ReadonlySet<string>>();

/** Every form the library's people are called by ("agus" for Agustín is no Irish "and"), made once per list of people. */
function calledBy(people: ParseContext["people"]): ReadonlySet<string> {
  if (!people?.length) return new Set();
  let forms = calledByOf.get(people);
  if (!forms) calledByOf.set(people, (forms = new Set(people.flatMap((person) => { const first = fold(person.name).split(" ")[0]!; return [first, ...petNames(first)]; }))));
  return forms;
}

/** The little words `SAYS` reads, of any language: enough to tell that a query may be foreign before any list is read. */
const SAID_LITTLE: ReadonlySet<string> = new Set(Object.values(SAYS).flatMap((words) => Object.keys(words)));

/** A query read into English, and where each of its pieces was in what was typed. */
export interface ReadForeign {
  english: string;
  /** The span of `english` from `start` to `end`, as the span of the query it was read from. */
  spanBack(span: readonly [number, number]): [number, number];
}

export interface Piece {
  text: string;
  start: number;
  end: number;
}

/** The query in English where it is in another language, else null. */
export function readForeign(query: string, context: Pick<ParseContext, "gazetteer" | "places" | "knowsWord" | "people">): ReadForeign | null {
  const pieces = piecesOf(query);
  const words = pieces.map((p) => fold(p.text));
  // A word alone that English has not and nothing in the library says ("ovejas", "recibos"): its
  // dictionary's English, when the dictionary has it and it names no place or person.
  if (pieces.length === 1) return aloneInEnglish(pieces[0]!, words[0]!, context);
  // Cheap first, before the dictionary is read: two signs need a word English has not, and another
  // such word or a little word of another language.
  // A word typed with marks English never writes ("mère", "fête") is another language's, though its
  // letters spell an English word, and so may be one another language spells so after one of its little words ("il mare").
  const foreignLittle = (w: string | undefined) => w !== undefined && !ENGLISH_LITTLE.has(w) && SAID_LITTLE.has(w);
  // Cheapest first: most words are English, typed plain, after no little word of another language.
  const strange = words.filter((w, k) => (/^\p{L}{4,}$/u.test(w) && !englishHas(w)) || ((marked(pieces[k]!.text) || (foreignLittle(words[k - 1]) && homographLanguages(w).length > 0)) && spelt(w))).length;
  // A word of a language's grammar that English has not, linking words ("ohne", "von", "avec"; not "Nella", nor anyone's
  // pet form), is a sign alone, though the library's texts say it too: a German letter says "von" as a query does.
  // Typed small and standing apart: a word hyphened to others is part of a name ("ile-de-france").
  const hyphened = (k: number) => pieces[k - 1]?.text === "-" || pieces[k + 1]?.text === "-";
  const small = new Set(pieces.flatMap((piece, k) => (/^\p{Ll}+$/u.test(piece.text) && !hyphened(k) ? [words[k]!] : [])));
  const grammar = (w: string) => w.length >= 3 && small.has(w) && LINKS.has(saysOf(w) ?? "") && !englishUses(w) && !calledBy(context.people).has(w);
  // A little word English and the language share ("am", "in") says the language right before one of its words typed small:
  // "am meer", not "photos in Sarnadel" (a name), nor "a canon" (English's "a").
  const sharedBefore = (k: number) => k > 0 && small.has(words[k]!) && words[k - 1]!.length > 1 && small.has(words[k - 1]!) && ENGLISH_LITTLE.has(words[k - 1]!) && SAID_LITTLE.has(words[k - 1]!);
  const sharedBeforeStrange = words.some((w, k) => sharedBefore(k) && ((/^\p{L}{4,}$/u.test(w) && !englishHas(w)) || (homographLanguages(w).length > 0 && spelt(w))));
  // A word the dictionary has whole, not by a compound's last part: "sarnadel" is a name, whatever "Nadel" is.
  const whole = (k: number) => wholeWordEnglish(words[k]!) !== null;
  if (!words.some(grammar) && !sharedBeforeStrange && (!strange || (strange < 2 && !words.some(foreignLittle)))) return null;
  const lists = littleWords();
  const kept = keptSpans(pieces, context);
  const capitalised = new Set(pieces.flatMap((piece, k) => (k > 0 && /^\p{Lu}/u.test(piece.text) ? [k] : [])));
  const glosses = words.map((word, k) => (kept.has(k) ? null : spelt(word) ? homographAt(pieces, words, k, lists) : /^\p{L}{4,}$/u.test(word) ? (foreignGlosses(word)[0] ?? null) : null));
  // Names are written with a capital; in German, so are nouns, and a capitalised word the dictionary has is one.
  // A little word of the language typed small is that word, though a place be called so ("med": with, not the Med).
  const nameIn = (language: Language) => new Set([
    ...[...kept].filter((k) => capitalised.has(k) || !lists[language].has(words[k]!)),
    ...[...capitalised].filter((k) => language !== "de" || !glosses[k]?.languages.includes("de")),
  ]);
  // The languages each word is one of those English spells too, asked once for every language weighed.
  const homographsOf = words.map((word) => (spelt(word) ? homographLanguages(word) : []));
  const language = languageOf(words, glosses, homographsOf, nameIn, grammar, (k) => sharedBefore(k) && (spelt(words[k]!) || whole(k)));
  if (!language) return null;
  const named = nameIn(language);

  return readPieceByPiece(query, pieces, (piece, k) => {
    const word = words[k]!;
    const gloss = glosses[k];
    const little = !named.has(k) && lists[language].has(word) ? (SAYS[language][word] ?? "") : null;
    if (named.has(k)) return piece.text;
    // "Bilder vom Strand": a word for photos is photos, whatever sense its dictionary gives first (a figure).
    if (isPhotoWord(word, { dictionary: true })) return "photos";
    if (little !== null) return little;
    // In a query read as the language, its word English spells too after one of its little words is its own: "urlaub am see".
    if (!gloss && k > 0 && spelt(word) && !named.has(k - 1) && lists[language].has(words[k - 1]!)) return homographEnglish(word, language)?.[0] ?? piece.text;
    if (!gloss?.languages.includes(language)) return piece.text;
    return (spelt(word) ? homographEnglish(word, language)?.[0] : gloss.english[0]) ?? piece.text;
  });
}

/**
 * Whether a folded word is one the dictionary table leaves to the homographs: English spells it
 * ("chat"), or it has three letters ("mer"); not a little word of several of the languages ("den"
 * is German's, Swedish's and Danish's "the" before it is Dutch's pine; "meer", Dutch's "more", is
 * German's sea).
 */
const spelt = (word: string) => (englishHas(word) || /^\p{L}{3}$/u.test(word)) && Object.values(littleWords()).filter((list) => list.has(word)).length < 2;

/** Whether a word is typed with a letter English never writes ("mère"). */
const marked = (typed: string) => /[^\u0000-\u007f]/.test(typed);

/**
 * A word English spells too, or of three letters, as another language's noun (`index/graph/homographs.ts`): where it is
 * typed with marks English never writes ("ma mère", "fête"), or right after a little word of that
 * language English has not ("la plage", "mit dem Hund") in a query that says more of the language
 * than of English; its English in the first such language, or null.
 */
function homographAt(pieces: readonly Piece[], words: readonly string[], k: number, lists: Record<Language, ReadonlySet<string>>): ReturnType<typeof foreignGlosses>[number] | null {
  const typed = pieces[k]!.text;
  // English's own little words stay English ("and" is no Danish duck), and a word before typed as a name is none of the language's ("Min and Defne").
  if (ENGLISH_LITTLE.has(words[k]!)) return null;
  const before = k > 0 && !ENGLISH_LITTLE.has(words[k - 1]!) && /^\p{Ll}/u.test(pieces[k - 1]!.text) ? words[k - 1]! : null;
  // Unmarked, it is the language's where the query says more of that language than of English: "il mare a Rome", not "dinner at la piazza".
  const saysMore = (language: Language) => {
    const ours = (w: string) => (lists[language].has(w) && !ENGLISH_LITTLE.has(w)) || homographLanguages(w).includes(language);
    return words.filter(ours).length > words.filter((w) => englishHas(w) && !ours(w) && !lists[language].has(w)).length;
  };
  const languages = homographLanguages(words[k]!).filter((language) => writesLetters(language as Language, typed) && (marked(typed) || (before !== null && lists[language as Language].has(before) && saysMore(language as Language))));
  const english = languages.length ? homographEnglish(words[k]!, languages[0] as Language) : null;
  return english ? { said: typed, english, languages } : null;
}

/** A query's words (letters, with their marks and apostrophes) and its other marks, each where it was typed. */
export function piecesOf(query: string): Piece[] {
  return [...query.matchAll(/[\p{L}\p{M}'’]+|[^\p{L}\p{M}'’\s]+/gu)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));
}

/**
 * The query with each piece read as `read` says (empty: left out), joined by spaces, and the way
 * back from a span of it to what was typed; null where nothing changed.
 */
export function readPieceByPiece(query: string, pieces: readonly Piece[], read: (piece: Piece, k: number) => string): ReadForeign | null {
  let english = "";
  const map: Array<{ from: number; to: number; piece: Piece }> = [];
  for (const [k, piece] of pieces.entries()) {
    const said = read(piece, k);
    if (!said) continue;
    if (english && !/^[,.;:!?)]/.test(said)) english += " ";
    map.push({ from: english.length, to: english.length + said.length, piece });
    english += said;
  }
  const spanBack = ([start, end]: readonly [number, number]): [number, number] => {
    const inside = map.filter((m) => m.to > start && m.from < end);
    // Pieces may be read in another order than typed ("보라 없이" as "without Bora"): the span is all of them.
    return inside.length ? [Math.min(...inside.map((m) => m.piece.start)), Math.max(...inside.map((m) => m.piece.end))] : [0, 0];
  };
  return english === query ? null : { english, spanBack };
}

/**
 * The query with some of its spans said otherwise and the rest as typed, and the way back from a
 * span of it to what was typed (a span inside a replaced one is all of it). `spans` in order, apart.
 */
export function readReplacing(query: string, spans: ReadonlyArray<{ start: number; end: number; text: string }>): ReadForeign {
  let english = "";
  let typed = 0;
  const replaced: Array<{ from: number; to: number; start: number; end: number }> = [];
  for (const span of spans) {
    english += query.slice(typed, span.start);
    replaced.push({ from: english.length, to: english.length + span.text.length, start: span.start, end: span.end });
    english += span.text;
    typed = span.end;
  }
  english += query.slice(typed);
  // Where `at` in `english` was typed: inside a replaced span, that span's typed start or end; else shifted as the spans before it shifted the text.
  const back = (at: number, side: "start" | "end"): number => {
    let shift = 0;
    for (const r of replaced) {
      if (at < r.from || (side === "end" && at === r.from)) break;
      if (at < r.to || (side === "end" && at === r.to)) return side === "start" ? r.start : r.end;
      shift = r.end - r.to;
    }
    return at + shift;
  };
  return { english, spanBack: ([start, end]) => [back(start, "start"), back(end, "end")] };
}

/** One reading and then another of what it gave, as one: the way back goes through both. */
export function thenRead(first: ReadForeign | null, second: ReadForeign | null): ReadForeign | null {
  if (!first || !second) return first ?? second;
  return { english: second.english, spanBack: (span) => first.spanBack(second.spanBack(span)) };
}

/**
 * A query of one word in another language, in English: "ovejas" as "sheep", "recibos" as
 * "receipt". Only a word English has not, that the library's photos and memories do not say as
 * written (a sign reading RECIBOS is found as itself), and that no place of the library's nor a
 * city, region or country is called ("Faro"): a person's name or a place typed small stays as typed.
 */
function aloneInEnglish(piece: Piece, word: string, context: Pick<ParseContext, "gazetteer" | "places" | "knowsWord" | "people">): ReadForeign | null {
  if (!/^\p{L}{4,}$/u.test(word) || englishHas(word) || context.knowsWord?.(word) !== false || namesSomeoneOrSomewhere(piece.text, context)) return null;
  const english = isPhotoWord(word, { dictionary: true }) ? "photos" : wholeWordEnglish(word)?.[0];
  return english ? { english, spanBack: () => [piece.start, piece.end] } : null;
}

const foldedNames = new WeakMap<object, ReadonlySet<string>>();

/** The library's places, or its people's names word by word, folded: made once per context's list, not per word asked. */
function foldedOf(list: readonly string[], split: boolean): ReadonlySet<string> {
  let folded = foldedNames.get(list);
  if (!folded) foldedNames.set(list, (folded = new Set(list.flatMap((name) => (split ? fold(name).split(" ") : [fold(name)])))));
  return folded;
}

/**
 * Whether a word is someone's name or a place's, not a word of a language: "Rosa" where Rosa is
 * someone of the library's (her, not a rose), a place of the library's, or a city, region or
 * country of the world ("Natal"). A small town's name far away ("Ovejas" in Colombia) is no reason
 * to keep a word of the language as it is.
 */
export function namesSomeoneOrSomewhere(said: string, context: Pick<ParseContext, "places" | "gazetteer" | "people">): boolean {
  const word = fold(said);
  const people = context.people ?? [];
  if (people.length && foldedOf(peopleNames(people), true).has(word)) return true;
  if (context.places?.length && foldedOf(context.places, false).has(word)) return true;
  const place = context.gazetteer?.(said);
  return Boolean(place && !place.town);
}

const namesOfPeople = new WeakMap<object, readonly string[]>();

/** The people's names as one list, kept with the list of people it was made from. */
function peopleNames(people: NonNullable<ParseContext["people"]>): readonly string[] {
  let names = namesOfPeople.get(people);
  if (!names) namesOfPeople.set(people, (names = people.map((person) => person.name)));
  return names;
}

/** The language two signs of which the query has (see the file's comment), or null. */
function languageOf(words: string[], glosses: Array<ReturnType<typeof foreignGlosses>[number] | null>, homographsOf: ReadonlyArray<readonly string[]>, nameIn: (language: Language) => ReadonlySet<number>, grammar: (word: string) => boolean, sharedBefore: (k: number) => boolean): Language | null {
  const lists = littleWords();
  let best: { language: Language; signs: number } | null = null;
  for (const language of Object.keys(lists) as Language[]) {
    const named = nameIn(language);
    // A country's name for its holiday, read already ("julafton med mormor"), is a word of the language too.
    const content = glosses.filter((g, k) => !named.has(k) && g?.languages.includes(language)).length + words.filter(isHolidayToken).length;
    // A little word English has too counts right before a word of the language: a dictionary word, or one it spells as English does ("am See").
    const ofLanguage = (k: number) => glosses[k]?.languages.includes(language) || homographsOf[k]?.includes(language);
    const little = words.filter((w, k) => !named.has(k) && lists[language].has(w) && (!ENGLISH_LITTLE.has(w) || (sharedBefore(k + 1) && !named.has(k + 1) && ofLanguage(k + 1)))).length;
    const alone = words.some((w, k) => !named.has(k) && SAYS[language][w] !== undefined && grammar(w));
    // A little word before a word the language spells as English does, twice, says it as well ("am see mit lena" once with "mit").
    const homographs = words.filter((_, k) => !named.has(k) && !glosses[k] && k > 0 && lists[language].has(words[k - 1]!) && !named.has(k - 1) && homographsOf[k]!.includes(language)).length;
    const signs = content >= 2 || (content >= 1 && little >= 1) || alone || (homographs >= 1 && little >= 2) ? content + little : 0;
    if (signs && (!best || signs > best.signs)) best = { language, signs };
  }
  return best?.language ?? null;
}

/**
 * The pieces that are words of a place's name the gazetteer or the library has ("el paso", "rio de
 * janeiro"), of a name of the library's people, or of a phrase English has taken whole ("cafe au
 * lait", "pied a terre").
 */
function keptSpans(pieces: Piece[], context: Pick<ParseContext, "gazetteer" | "places" | "people">): Set<number> {
  const named = new Set<number>();
  const places = new Set((context.places ?? []).map(fold));
  // Someone of the library's, typed small: "nani and nana at christmas" is the grandparents, not a dwarf and an elder sister.
  const people = context.people?.length ? foldedOf(peopleNames(context.people), true) : new Set<string>();
  // A country, a state or a region said in one word ("Japón", "Irlanda") or a place of the library's:
  // never a word to translate ("japón" is china, silk, to the dictionary). A city of one word may
  // be a word ("Faro", a lighthouse) and is read as a place by the English reader if it is one.
  pieces.forEach((piece, k) => {
    const kind = /^\p{L}{3,}$/u.test(piece.text) ? context.gazetteer?.(piece.text)?.kind : undefined;
    if (places.has(fold(piece.text)) || people.has(fold(piece.text)) || (kind && kind !== "city")) named.add(k);
  });
  for (let n = 3; n >= 2; n--) {
    for (let k = 0; k + n <= pieces.length; k++) {
      const said = pieces.slice(k, k + n).map((p) => p.text).join(" ");
      if (places.has(fold(said)) || context.gazetteer?.(said)?.kind === "city" || hasLemma(fold(said).replace(/\s+/g, "_"), "noun")) for (let j = k; j < k + n; j++) named.add(j);
    }
  }
  return named;
}
