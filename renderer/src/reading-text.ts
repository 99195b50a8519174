/**
 * @file What the chip of an unsure negation says: the reading the answer took, the other one on its
 * button, and why the query could be read both ways. Runs in the renderer; pure, so each kind of
 * doubt's wording is tested without a page.
 */
import type { Reading } from "../../electron/api/contract";

/** A reading's chip labels as one phrase: "not in Paris", "with Aiko", "not Leo, with Aiko". */
export function readingPhrase(labels: readonly string[]): string {
  return labels.map((label) => (/^not\b/.test(label) ? label : `with ${label}`)).join(", ");
}

/** The chip's words, its button's, the button's accessible name, and its tooltip. */
export function readingText(reading: Reading, query: string): { said: string; button: string; name: string; why: string } {
  const said = readingPhrase(reading.chosen);
  const other = readingPhrase(reading.other);
  const words = `“${query.slice(reading.span[0], reading.span[1]).trim()}”`;
  const why =
    reading.kind === "list"
      ? `${words} may carry what is left out on to the next, or end it: this could be read either way.`
      : reading.kind === "attached"
        ? `What follows ${words} may belong to what is left out, or be wanted: this could be read either way.`
        : `${words} may leave out what follows, or say what the photo shows: this could be read either way.`;
  return reading.flipped
    ? { said, button: `Back to ${other}`, name: `Search again as first read: ${other}`, why }
    : { said, button: `${other} instead`, name: `Search again ${other} instead of ${said}`, why };
}
