/**
 * @file How a holiday's phrase is looked up, shared by the build of `holiday-names.json` and the
 * search that reads it: its own module so that neither loads the other (the build loads
 * date-holidays; the search must not until a holiday is named). Pure.
 */

/** A phrase as it is looked up: lower case, no apostrophes or full stops, "saint" as "st". */
export function phraseKey(phrase: string): string {
  return phrase.toLowerCase().replace(/[’'.]/g, "").replace(/\bsaint\b/g, "st").replace(/[\s-]+/g, " ").trim();
}

/** How a token of a holiday only a calendar abroad has begins (`local-holidays.ts`): a word nothing else reads. */
export const TOKEN_START = "qxhol";
/** The token as a pattern's source, for the holiday readers (`holidays.ts`). */
export const TOKEN_PATTERN = `${TOKEN_START}[a-p]+z`;
