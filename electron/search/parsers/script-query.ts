/**
 * @file A query's words in Greek, Cyrillic or Korean letters, read in Latin ones where the library does
 * not say them as written: "Θεσσαλονίκη" is Thessaloniki, "Γιώτα" Giota, "Пловдив" Plovdiv,
 * "광주" Gwangju, "다혜랑" Dahye (with the particle that says "with" left off). The
 * library names its places in Latin letters (GeoNames' names, Natural Earth's) and people are
 * tagged as their cameras and apps wrote them, so a name typed in its own script reaches them in
 * its Latin spelling.
 *
 * Runs in the parser (`english.ts`), only for a query with such letters; the spelling is
 * `@sindresorhus/transliterate`'s (MIT), and for Korean the Revised Romanization of `es-hangul`
 * (MIT), as the country's maps and its people's passports write it; each required on first use. A word the library's photos or
 * memories say in its own script (a Greek sign read by OCR) is left as typed, but for a person's name; the
 * languages' little words ("στην", "в") and their words for a photo ("φωτογραφίες", "фото") are left out.
 */
import { createRequire } from "node:module";
import { fold } from "../../words/terms";
import { littleWordsOfOtherScripts } from "../../words/little-words";
import type { ParseContext } from "./parser";
import { piecesOf, readPieceByPiece, type ReadForeign } from "./foreign-query";
import { namesAfterTheFirst } from "./people-index";
import { petNames } from "./pet-names";

/** A word of Greek or Cyrillic letters, with their accents. */
const OTHER_SCRIPT = /^[\p{Script=Greek}\p{Script=Cyrillic}][\p{Script=Greek}\p{Script=Cyrillic}\p{M}]*$/u;
/** A word of Korean letters. */
const HANGUL = /^\p{Script=Hangul}+$/u;
/**
 * The particles Korean writes on the end of a noun (a closed class), longest first: "부산에서" is
 * Busan and "in", "다혜랑" Dahye and "with". Taken off only a word of three syllables or more.
 */
const PARTICLES = ["에서는", "에서도", "에서", "에게", "으로", "까지", "부터", "처럼", "하고", "이랑", "에는", "에도", "과", "와", "랑", "의", "에", "은", "는", "을", "를", "도", "로", "만", "가", "이"];
/** Of the particles, those that join what they end to what follows: "언니하고 다혜" is my sister and Dahye. */
const JOINING = new Set(["하고", "이랑", "랑", "와", "과"]);
let romanize: ((hangul: string) => string) | null = null;
/** Korean words that say how the rest is asked (a closed class), as English says them: "보라 없이" is without Bora. */
const KOREAN_SAYS: Record<string, string> = { 없이: "without", 빼고: "except", 말고: "not", 제외하고: "except", 제외: "except", 그리고: "and", 및: "and", 또는: "or", 아니면: "or" };
/** Korean's words for family and partners (a closed class), as the English relation words people are told by. */
const KOREAN_KIN: Record<string, string> = {
  엄마: "mum", 어머니: "mother", 아빠: "dad", 아버지: "father", 언니: "sister", 누나: "sister", 오빠: "brother", 형: "brother", 동생: "sibling",
  // 조카 is a niece or a nephew, which English has no one word for: read as "niece", it misses a nephew told as one.
  여동생: "sister", 남동생: "brother", 할머니: "grandmother", 할아버지: "grandfather", 조카: "niece", 남자친구: "boyfriend", 여자친구: "girlfriend",
  남편: "husband", 아내: "wife", 이모: "aunt", 고모: "aunt", 삼촌: "uncle", 가족: "family",
};
/** Of those, the ones said after what they leave out, where English says them before it. */
const SAID_AFTER = new Set(["없이", "빼고", "말고", "제외하고", "제외"]);

let transliterate: ((text: string) => string) | null = null;
/** The words for a photo itself, as "photos" and "pics" are in English: a way of asking, no word to find. */
const PHOTO_WORDS = new Set(["φωτογραφια", "φωτογραφιες", "φωτο", "φωτακια", "фото", "фотографии", "фотография", "фотки", "снимки", "снимка", "снимок", "світлини", "фотографії", "사진", "사진들", "포토"]);

/** The query with its Greek, Cyrillic and Korean words in Latin letters (or English, for Korean's little and kin words), and where each piece was typed; null where there are none to read. */
export function readInLatin(query: string, context: Pick<ParseContext, "knowsWord" | "knowsSlipOf" | "people" | "gazetteer">): ReadForeign | null {
  if (!/[\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Hangul}]/u.test(query)) return null;
  transliterate ??= (createRequire(import.meta.url)("@sindresorhus/transliterate") as { default: (text: string) => string }).default;
  // The languages' little words ("στην", "в") and their words for a photo say nothing to find.
  const little = littleWordsOfOtherScripts();
  // "보라 없이": Korean says "without" after whom it leaves out; read in English order.
  const pieces = piecesOf(query);
  for (let k = 1; k < pieces.length; k++) if (SAID_AFTER.has(pieces[k]!.text)) [pieces[k - 1], pieces[k]] = [pieces[k]!, pieces[k - 1]!];
  // "언니하고 다혜": a joining particle joins its word to someone said next ("and"); before a place or a thing it says nothing to find.
  const someoneAt = (k: number) => HANGUL.test(pieces[k]?.text ?? "") && (kinOf(pieces[k]!.text, false) !== null || namesSomeone(hangulInLatin(pieces[k]!.text, context, false), context));
  return readPieceByPiece(query, pieces, ({ text: said }, k) => {
    const joins = someoneAt(k + 1);
    // As typed where the gazetteer knows it so (a country's Korean name: "일본", Japan) or the library says it (or a form of it).
    if (HANGUL.test(said)) return PHOTO_WORDS.has(said) ? "" : KOREAN_SAYS[said] ?? kinOf(said, joins) ?? (context.gazetteer?.(said) || context.knowsWord?.(fold(said)) || context.knowsSlipOf?.(fold(said)) ? said : hangulInLatin(said, context, joins));
    if (!OTHER_SCRIPT.test(said)) return said;
    const word = fold(said);
    if (little.has(word) || PHOTO_WORDS.has(word)) return "";
    // As written where the library says it so, or another form of it ("ΚΛΕΙΣΤΟ" read on a sign,
    // "γιαγιά" where a memory says "γιαγιάς"), but for the name of someone of the library's ("Γιώτα").
    const spelled = spelledInLatin(said);
    const known = context.knowsWord?.(word) || context.knowsSlipOf?.(word);
    return known && !namesSomeone(spelled, context) ? said : spelled;
  });
}

/**
 * Whether a word in Latin letters is a name of one of the library's people: the first, a form it is
 * said by ("Giota" of Panagiota), or another of the full name's words ("Dahye" of Kim Da-hye).
 */
function namesSomeone(latin: string, context: Pick<ParseContext, "people">): boolean {
  const word = fold(latin);
  return (context.people ?? []).some((person) => {
    const first = fold(person.name).split(" ")[0]!;
    return first === word || petNames(first).includes(word) || namesAfterTheFirst(person.name).includes(word);
  });
}

/**
 * Modern Greek as Greeks write it in Latin letters (ELOT 743) where the transliterator's table is
 * the ancient one: β is v ("Βόλος", Volos; "Βασίλης", Vasilis), ου is ou ("Λουκάς", Loukas).
 */
const MODERN_GREEK: Array<[RegExp, string]> = [[/ου/g, "ou"], [/Ου/g, "Ou"], [/ΟΥ/g, "OU"], [/β/g, "v"], [/Β/g, "V"]];

/** "Θεσσαλονίκη" as Thessaloniki: the first letter alone capitalised, as a name is written. */
function spelledInLatin(word: string): string {
  const modern = MODERN_GREEK.reduce((text, [greek, latin]) => text.replace(greek, latin), word.normalize("NFD").replace(/\p{M}/gu, ""));
  const latin = transliterate!(modern);
  return /^\p{Lu}/u.test(word) ? latin[0]!.toUpperCase() + latin.slice(1).toLowerCase() : latin.toLowerCase();
}

/**
 * A Korean word in Latin letters, its particle taken off where the word without it names a place,
 * someone of the library's or a word it has: "광주에서" Gwangju, but "고양이" (a cat) is not Goyang.
 */
function hangulInLatin(word: string, context: Pick<ParseContext, "knowsWord" | "people" | "gazetteer">, joins: boolean): string {
  romanize ??= (createRequire(import.meta.url)("es-hangul") as { romanize: (hangul: string) => string }).romanize;
  const whole = romanize(word);
  const particle = [...word].length >= 3 ? PARTICLES.find((p) => word.endsWith(p)) : undefined;
  const stem = particle ? romanize(word.slice(0, -particle.length)) : null;
  const named = (latin: string) => {
    const place = context.gazetteer?.(latin[0]!.toUpperCase() + latin.slice(1));
    return namesSomeone(latin, context) || Boolean(place && !place.town);
  };
  const known = (latin: string) => context.knowsWord?.(latin) === true || named(latin);
  const said = stem && known(stem) && !known(whole) ? stem : whole;
  // Korean has no capitals: a name is written as one where it is someone's or a city's, and a noun
  // ("바다", the sea) stays a word, not the small town its letters spell.
  const written = named(said) ? said[0]!.toUpperCase() + said.slice(1) : said;
  return joins && said === stem && JOINING.has(particle!) ? `${written} and` : written;
}

/** The relation a Korean kin word says in English ("mum", "sister"), with or without its particle ("엄마랑": with mum), or null. */
export function koreanKin(word: string): string | null {
  return kinOf(word, false);
}

/** The relation a Korean kin word says, with or without its particle ("엄마랑": with mum), or null; `joins`: "and" for a joining particle. */
function kinOf(word: string, joins: boolean): string | null {
  if (KOREAN_KIN[word]) return KOREAN_KIN[word]!;
  const particle = PARTICLES.find((p) => word.endsWith(p) && KOREAN_KIN[word.slice(0, -p.length)]);
  return particle ? `${KOREAN_KIN[word.slice(0, -particle.length)]!}${joins && JOINING.has(particle) ? " and" : ""}` : null;
}
