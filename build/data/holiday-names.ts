/**
 * @file Builds `electron/search/holiday-names.json`: every everyday phrase for a holiday ("Groundhog Day", "MLK
 * day", "Bonfire Night") → the calendar of `date-holidays` to ask and the name it gives there.
 *
 * Runs at development time only (`node --import tsx build/data/holiday-names.ts`), and
 * in the test that checks the JSON is not stale: the search reads the JSON so that it can tell a
 * query names a holiday without loading date-holidays, whose rules are a large part of a cold
 * CLI search to load. The dates themselves are still date-holidays', asked when a holiday is named.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import damerauLevenshtein from "damerau-levenshtein";
import Holidays from "date-holidays";
import type { HolidayEntry } from "../../electron/search/holidays";
import { phraseKey } from "../../electron/search/holiday-phrase";
import { isGivenName } from "../../electron/words/first-names";
import { LEXFILE, hasLemma, nounsFiledIn, senses, synset } from "../../electron/words/wordnet";


/**
 * Calendars whose own holidays become phrases, first one's date winning a shared name: "Labour
 * Day" and "Independence Day" are the American ones, as the hand-listed holidays always were.
 * These are the countries whose holidays are named in English; CA-ON and GB-SCT/GB-NIR because
 * Canada's and Scotland's best-known days (Victoria Day, Remembrance Day, St Andrew’s Day) are
 * provincial there, and England's August bank holiday is not Scotland's.
 */
export const ENGLISH_CALENDARS = ["US", "GB", "GB-ENG", "CA-ON", "AU", "NZ", "IE", "GB-SCT", "GB-NIR", "IN"];

/** Single-word names nobody says for anything else; any other name must be several words. */
const ONE_WORD_NAMES = new Set(["juneteenth", "halloween", "matariki"]);

/** Names that are also everyday phrases ("a family day out"), read as the date they are, or shared by two festivals (Diwali and Hanukkah are both "the festival of lights"). */
const NOT_A_NAME = /^(?:family day|festival of lights$|civic holiday|national day|day after|the |first |second |third |fourth |last |january|\w+ \d)|\bsubstitute\b/;

/**
 * Everyday names the calendars spell otherwise, festivals only other calendars carry, and the
 * spans of the holidays people photograph over several days. A calendar for a festival is one
 * that carries it for the library's years (SG's Deepavali runs on past 2026, FJ's Diwali stops).
 */
const ALIASES: Array<{ phrases: string[] } & HolidayEntry> = [
  // Christmas Eve to Boxing Day, Easter Good Friday to Easter Monday, New Year's the night into it:
  // the days people photograph, kept from the hand-listed holidays.
  { phrases: ["christmas", "xmas"], calendar: "US", name: "Christmas Day", widen: [24, 24], season: ["christmas eve", "new year's day"] },
  // The season the English-speaking world photographs between Christmas Eve and New Year's Day,
  // named without naming a day of it.
  { phrases: ["holiday season", "festive season", "festive period", "christmastime", "christmastide", "yuletide"], calendar: "US", name: "Christmas Day", season: ["christmas eve", "new year's day"], wholeSeason: true },
  { phrases: ["easter", "easter sunday"], calendar: "GB", name: "Easter Sunday", widen: [48, 24] },
  { phrases: ["new year's eve", "nye"], calendar: "US", name: "New Year's Eve", widen: [0, 6] },
  { phrases: ["new year", "new year's", "new years", "new year day", "new year's day"], calendar: "US", name: "New Year's Day", widen: [6, 0] },
  { phrases: ["thanksgiving", "thanksgiving day"], calendar: "US", name: "Thanksgiving Day" },
  { phrases: ["valentine's", "valentine's day", "valentines day"], calendar: "US", name: "Valentine's Day" },
  { phrases: ["mothers day"], calendar: "US", name: "Mother's Day" },
  { phrases: ["fathers day"], calendar: "US", name: "Father's Day" },
  { phrases: ["fourth of july", "4th of july", "july 4th", "july fourth"], calendar: "US", name: "Independence Day" },
  { phrases: ["st. patrick's", "st. paddy's", "st. paddy's day", "paddy's day", "st. patty's day"], calendar: "US", name: "St. Patrick's Day" },
  { phrases: ["labor day"], calendar: "US", name: "Labour Day" },
  { phrases: ["mlk day", "martin luther king day", "martin luther king jr day"], calendar: "US", name: "Martin Luther King Jr. Day" },
  { phrases: ["presidents' day", "president's day", "washington's birthday"], calendar: "US", name: "Washington's Birthday" },
  { phrases: ["veterans' day"], calendar: "US", name: "Veterans Day" },
  { phrases: ["black friday"], calendar: "US", name: "Day after Thanksgiving Day" },
  { phrases: ["canadian thanksgiving"], calendar: "CA-ON", name: "Thanksgiving" },
  { phrases: ["anzac day"], calendar: "AU", name: "Anzac Day" },
  { phrases: ["st. stephen's day"], calendar: "IE", name: "St. Stephen’s Day" },
  { phrases: ["pancake day", "pancake tuesday", "shrove tuesday", "mardi gras", "fat tuesday"], calendar: "LI", name: "Shrove Tuesday" },
  { phrases: ["earth day"], calendar: "PL", name: "International Mother Earth Day" },
  { phrases: ["bastille day"], calendar: "FR", name: "Bastille Day" },
  { phrases: ["diwali", "deepavali"], calendar: "SG", name: "Deepavali" },
  { phrases: ["chinese new year", "lunar new year"], calendar: "SG", name: "Chinese New Year" },
  { phrases: ["eid", "eid al-fitr", "eid al fitr", "eid ul-fitr", "eid ul fitr"], calendar: "AE", name: "End of Ramadan (Eid al-Fitr)" },
  { phrases: ["eid al-adha", "eid al adha", "eid ul-adha", "eid ul adha"], calendar: "AE", name: "Feast of the Sacrifice (Eid al-Adha)" },
  { phrases: ["hanukkah", "chanukah", "hanukah"], calendar: "IL", name: "Hanukkah" },
  { phrases: ["passover", "pesach"], calendar: "IL", name: "Passover (Pesach)" },
  { phrases: ["rosh hashanah"], calendar: "IL", name: "Rosh Hashanah (Yom Teruah)" },
  { phrases: ["yom kippur"], calendar: "IL", name: "Day of Atonement (Yom Kippur)" },
  { phrases: ["groundhog day"], calendar: "CA-ON", name: "Groundhog Day" },
  // No calendar carries these; each is a fixed day or a count from another, which a rule in
  // date-holidays' own grammar says exactly (leap day's rule is checked to land on 29 February).
  { phrases: ["bonfire night", "guy fawkes", "guy fawkes night", "guy fawkes day"], rule: "11-05", name: "Guy Fawkes Night" },
  { phrases: ["burns night"], rule: "01-25", name: "Burns Night" },
  { phrases: ["cinco de mayo"], rule: "05-05", name: "Cinco de Mayo" },
  { phrases: ["remembrance sunday"], rule: "2nd sunday in November", name: "Remembrance Sunday" },
  { phrases: ["cyber monday"], rule: "monday after 4th thursday in November", name: "Cyber Monday" },
  { phrases: ["leap day"], rule: "02-29", name: "Leap Day" },
];

/** The phrases (by `phraseKey`) and what each reads as, sorted so the JSON diffs line by line. */
export function buildHolidayNames(): Record<string, HolidayEntry> {
  const table = new Map<string, HolidayEntry>();
  for (const { phrases, ...entry } of ALIASES) {
    for (const end of entry.season ?? []) if (!ALIASES.some((alias) => alias.phrases.includes(end)) && !calendarNames("US").has(end.replace(/(^|\s)\w/g, (c) => c.toUpperCase()))) throw new Error(`the season of "${phrases[0]}" ends at "${end}", which names no holiday`);
    if (entry.calendar && !calendarNames(entry.calendar).has(entry.name)) throw new Error(`date-holidays' ${entry.calendar} calendar has no "${entry.name}" any more: update ALIASES in build/data/holiday-names.ts`);
    for (const phrase of phrases) table.set(phraseKey(phrase), entry);
  }
  for (const calendar of ENGLISH_CALENDARS) {
    for (const name of calendarNames(calendar)) {
      const key = phraseKey(name);
      if (table.has(key) || NOT_A_NAME.test(name.toLowerCase()) || /\(/.test(name) || (!key.includes(" ") && !ONE_WORD_NAMES.has(key))) continue;
      table.set(key, { calendar, name });
    }
  }
  for (const [phrase, entry] of wordNetNames(table)) if (!table.has(phrase)) table.set(phrase, entry);
  return Object.fromEntries([...table].sort(([a], [b]) => a.localeCompare(b)));
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
/** A day WordNet writes as a word of a holiday's synset: "august_1" (Lammas), "december_31", "feb_2". */
const DATE_WORD = new RegExp(`^(${MONTHS.map((m) => `${m}|${m.slice(0, 3)}`).join("|")})_(\\d{1,2})$`);

/**
 * A phrase of several words that says it names a day ("Lady Day", "St John's Eve", "Feast of
 * Lights"), not a saint or a dogma that is also a church's or a town's name ("St Joseph",
 * "Immaculate Conception"); none with a digit or a month's name ("14 July", "a sunny May day" are
 * dates as they are), and no one's birthday ("Lee's birthday" is the user's friend's,
 * `age-birthdays.ts`).
 */
function dayLike(phrase: string): boolean {
  return !/\d/.test(phrase) && !MONTHS.some((month) => phrase.startsWith(`${month} `)) && !/\bbirthday\b/.test(phrase) && (!phrase.includes(" ") || /\b(?:day|eve|night|tide|feast|festival|year|solstice)\b/.test(phrase));
}

/**
 * [Note: Holidays WordNet names] The names WordNet gives the days of the calendar beside the
 * calendars' own: a holiday's other names and the days it files under one ("Hogmanay", beneath New
 * Year's Eve; "Yule" with Christmas), the same entry; and the days a synset dates by a word of its
 * own ("Lammas", "august_1"; "Michaelmas", "september_29"), that day every year. A phrase of one
 * word only where WordNet has the word as nothing else and it is no given name ("Noel" is one).
 */
function wordNetNames(table: ReadonlyMap<string, HolidayEntry>): Map<string, HolidayEntry> {
  const found = new Map<string, HolidayEntry>();
  const said = (word: string) => phraseKey(word.replace(/_/g, " "));
  const nameOf = (word: string) => word.replace(/_/g, " ").replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
  const onlyThis = (word: string) => word.includes("_") || (!isGivenName(word) && senses(word, "noun").length === 1 && !(["verb", "adj", "adv"] as const).some((pos) => hasLemma(word, pos)));
  // Another spelling of a name already had ("Hannukah") would stop a slip of it being read as the name.
  const spelling = (phrase: string) => [...table.keys()].some((had) => Math.abs(had.length - phrase.length) <= 2 && damerauLevenshtein(had, phrase).steps <= 2);
  const offer = (word: string, entry: HolidayEntry) => {
    const phrase = said(word);
    // "Saint Agnes's Eve": WordNet's possessive of a name ending in s folds to no name ("agness").
    if (!DATE_WORD.test(word) && !/s's(?![a-z])/.test(word) && onlyThis(word) && dayLike(phrase) && !NOT_A_NAME.test(phrase) && !found.has(phrase) && !spelling(phrase)) found.set(phrase, entry);
  };
  for (const { key, words } of nounsFiledIn(LEXFILE.time)) {
    const date = words.map((word) => DATE_WORD.exec(word)).find(Boolean);
    // A synset of the table's holiday: its other words, and the days filed beneath it.
    const entry = words.map((word) => table.get(said(word))).find(Boolean);
    if (entry) {
      for (const word of words) offer(word, entry);
      for (const narrower of synset(key).narrower) for (const word of synset(narrower).words) offer(word, entry);
    } else if (date) {
      const month = MONTHS.findIndex((m) => m.startsWith(date[1]!)) + 1;
      const rule = `${String(month).padStart(2, "0")}-${date[2]!.padStart(2, "0")}`;
      const name = words.find((word) => !DATE_WORD.test(word));
      if (name) for (const word of words) offer(word, { rule, name: nameOf(name) });
    }
  }
  return found;
}

/** Every name a calendar gives over a few years (some days are every four years, or since 2021). */
function calendarNames(code: string): Set<string> {
  const [country, state] = code.split("-");
  const calendar = state ? new Holidays(country!, state, { languages: ["en"] }) : new Holidays(country!, { languages: ["en"] });
  return new Set([2022, 2023, 2024, 2025].flatMap((year) => calendar.getHolidays(year, "en").map((h) => h.name)));
}

export const JSON_PATH = fileURLToPath(new URL("../../electron/search/holiday-names.json", import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(JSON_PATH, `${JSON.stringify(buildHolidayNames(), null, 1)}\n`);
}
