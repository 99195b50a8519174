/**
 * @file The short and pet forms a person's first name is said by: "Bob" for Robert, "Santi" for
 * Santiago, "Gabi" for Gabriela. A tag says the full name; people type what they call each other.
 *
 * Runs in the parser, when the library's people are indexed for a query (`people-index.ts`). Two
 * sources, neither a list written here: the curated nicknames of `nicknames.json` (English given
 * names, which are often not the name's start: Bob, Peggy, Bill), and the way most languages clip
 * a name: its first three to six letters, alone or with a pet ending (Santi, Flor, Agus; Gabi,
 * Tomi, Lucy). A clipped form that is a given name of its own is one only where it is a short
 * one, and not the other sex's: "Gabi" is Gabriela's, "Marian" no Mariana's, "Dan" no Daniela's.
 */
import nicknames from "./nicknames.json" with { type: "json" };
import { isGivenName, namesOfOtherSexes } from "./first-names";

/** The pet endings clipped names take across languages: Gabi, Tomy, Maggie. */
const PET_ENDINGS = ["i", "y", "ie"];
/** How long a clipped form is: "Agus" of Agustín to "Franci" of Francisca; three letters only with a pet ending ("Gabi"). */
const SHORTEST = 3;
const LONGEST = 6;
const SHORTEST_BARE = 4;
/** The longest given name taken for a pet form of another: "Gabi", "Flor", not "Marian". */
const SHORT_GIVEN = 4;

/** The forms a folded first name is said by, the name itself left out. */
export function petNames(first: string): string[] {
  const forms = new Set<string>((nicknames as Record<string, string[]>)[first] ?? []);
  for (let n = SHORTEST; n <= Math.min(LONGEST, first.length - 1); n++) {
    const stem = first.slice(0, n);
    for (const form of [...(n >= SHORTEST_BARE ? [stem] : []), ...PET_ENDINGS.map((ending) => stem + ending)]) if (mayBeSaidFor(form, first)) forms.add(form);
  }
  forms.delete(first);
  return [...forms];
}

/** A short form that is a given name of its own ("Gabi", "Flor") only where it is short, and not given to the other sex ("Dan" is no Daniela's). */
function mayBeSaidFor(form: string, first: string): boolean {
  return !isGivenName(form) || (form.length <= SHORT_GIVEN && !namesOfOtherSexes(form, first));
}
