/**
 * @file The chrono-node instance that reads the time phrases of queries (`time-phrases.ts`):
 * chrono's English casual parsers and refiners, every one of them, but a parser whose pattern needs
 * a word the text does not hold is not run on it.
 *
 * chrono runs each parser's regular expression over every text it is given. V8 compiles a
 * regular expression to bytecode the first time it runs and to machine code the second time, and
 * for the amount-and-unit patterns ("3 days ago", "3 days later", "in 3 days", "last 3 weeks"),
 * which have no literal to start from, the first costs milliseconds each, and for "ago" and
 * "later" the second costs more than the rest of a query (chrono-node 2.10.3): paid by the first
 * query that reached chrono, and by the second. Those patterns cannot match a text without
 * an amount (and "ago", "later"), so on such a text they are not run at all, nor are the month
 * and weekday patterns without a month or weekday name. A skipped parser is one that would have
 * found nothing, so chrono reads exactly what `chrono.en.casual` reads (`chrono-reader.test.ts`
 * compares the two on a few hundred phrasings).
 *
 * No parser is left out, not even one the app seems not to need, for that changes what chrono
 * reads: in "for 2 hours on 14 July 2024" the "within" parser's "for 2 hours" is the first
 * result, and the day after it is read only without that parser. Skipping a parser where it
 * would find nothing keeps every reading as it was.
 */
import * as chrono from "chrono-node";

/** A month name in any of chrono's spellings ("sept.", "jan", "March") starts with one of these. */
const MONTH = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i;

/**
 * "in 3 days", "last 2 weeks", "within a couple of months", "3 days ago": the last of the amounts
 * is a number (a digit, a word up to twelve, "a", "few", "several", "the", "couple of") and a unit.
 */
const AMOUNT = String.raw`(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half(?:\s*an?)?|an?\b|few|several|the|couple(?:\s*of)?)\s*(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|mo|mon|mos|months?|qtr|quarters?|y|yrs?|years?)`;

/**
 * For each parser skipped, by its class name in chrono-node 2.10, what every match of its pattern
 * holds. A cue has no word boundary before it: chrono also runs a pattern over what is left of a
 * text after a match, where a match may start inside a word. A parser not found by name (a
 * chrono that renamed it) is run on every text: that is slower, never wrong.
 */
const CUES: Readonly<Record<string, RegExp>> = {
  ENTimeUnitAgoFormatParser: new RegExp(String.raw`${AMOUNT}\s*(?:ago|before|earlier)(?=\W|$)`, "i"),
  ENTimeUnitLaterFormatParser: new RegExp(String.raw`${AMOUNT}\s*(?:later|after|from now|henceforth|forward|out)(?=\W|$)`, "i"),
  ENTimeUnitWithinFormatParser: new RegExp(String.raw`${AMOUNT}(?=\W|$)`, "i"),
  ENTimeUnitCasualRelativeFormatParser: new RegExp(String.raw`${AMOUNT}(?=\W|$)`, "i"),
  ENMonthNameLittleEndianParser: MONTH,
  ENMonthNameMiddleEndianParser: MONTH,
  ENMonthNameParser: MONTH,
  ENYearMonthNameParser: MONTH,
  ENWeekdayParser: /sun|mon|tue|wed|thu|fri|sat|week/i,
};

/** Matches nothing, and compiles to next to nothing. */
const NOTHING = /(?!)/;

let reader: chrono.Chrono | undefined;

/** chrono's English casual reading, built on first use; see the file's note for what differs. */
export function chronoReader(): chrono.Chrono {
  if (reader) return reader;
  const configuration = chrono.en.configuration.createCasualConfiguration();
  configuration.parsers = configuration.parsers.map((parser) => {
    const cue = CUES[parser.constructor.name];
    return cue ? runOnlyWith(parser, cue) : parser;
  });
  reader = new chrono.Chrono(configuration);
  return reader;
}

/** The parsers skipped on a text without their cue, by name: for the test that each is still found. */
export function skippedParsers(): string[] {
  return Object.keys(CUES);
}

function runOnlyWith(parser: chrono.Parser, cue: RegExp): chrono.Parser {
  return {
    pattern: (context) => (cue.test(context.text) ? parser.pattern(context) : NOTHING),
    extract: (context, match) => parser.extract(context, match),
  };
}
