/**
 * @file The short and pet forms a person's first name is said by: "Bob" for Robert, "Santi" for
 * Santiago, "Gabi" for Gabriela. A tag says the full name; people type what they call each other.
 *
 * Runs in the parser, when the library's people are indexed for a query (`people-index.ts`). Three
 * sources, none a list written here: the curated nicknames of `nicknames.json` (English given
 * names, which are often not the name's start: Bob, Peggy, Bill), Wiktionary's short forms of the
 * given names of every language (`short-names.json`: Gosia for Małgorzata, Kuba for Jakub, Lola
 * for Dolores, built by `build/data/short-names.ts`), and the way most languages clip
 * a name: its first three to six letters, alone or with a pet ending (Santi, Flor, Agus; Gabi,
 * Tomi, Lucy), or its end (Giota for Panagiota, Lena for Magdalena, Katerina for Aikaterini).
 * A clipped start that is a given name of its own is one only where it is a short one, and not
 * the other sex's: "Gabi" is Gabriela's, "Marian" no Mariana's, "Dan" no Daniela's.
 */
import nicknames from "./nicknames.json" with { type: "json" };
import shortNames from "./short-names.json" with { type: "json" };
import { isGivenName, namesOfOtherSexes } from "../../words/first-names";

/** The pet endings clipped names take across languages: Gabi, Tomy, Maggie. */
const PET_ENDINGS = ["i", "y", "ie"];
/** How long a clipped form is: "Agus" of Agustín to "Franci" of Francisca; three letters only with a pet ending ("Gabi"). */
const SHORTEST = 3;
const LONGEST = 6;
const SHORTEST_BARE = 4;
/** The longest given name taken for a pet form of another: "Gabi", "Flor", not "Marian". */
const SHORT_GIVEN = 4;

/** Both tables, one map: the English nicknames and the short forms of every language's names. */
const NICKNAMES: Record<string, string[]> = Object.assign(Object.create(null) as Record<string, string[]>, nicknames);
for (const [name, forms] of Object.entries(shortNames as Record<string, string[]>)) NICKNAMES[name] = [...new Set([...(NICKNAMES[name] ?? []), ...forms])];
let fullNames: Map<string, string[]> | null = null;

/** The names a nickname is a form of ("sam": samuel, samantha), from the same table read the other way. */
function namesOf(nickname: string): string[] {
  if (!fullNames) {
    fullNames = new Map();
    for (const [name, forms] of Object.entries(NICKNAMES)) for (const form of forms) fullNames.set(form, [...(fullNames.get(form) ?? []), name]);
  }
  return fullNames.get(nickname) ?? [];
}

/**
 * The forms a folded first name is said by, the name itself left out. A name that is itself a
 * nickname ("Sam") is said by the names it is short for and their other forms too ("Samantha",
 * "Sammy"), as people tagged by a short name are asked for by another.
 */
export function petNames(first: string): string[] {
  let forms = made.get(first);
  if (!forms) made.set(first, (forms = formsOf(first)));
  return forms;
}

/** The forms of each first name asked for: the library's people are indexed again for every query. */
const made = new Map<string, string[]>();

function formsOf(first: string): string[] {
  const forms = new Set<string>(NICKNAMES[first] ?? []);
  for (const name of namesOf(first)) for (const form of [name, ...(NICKNAMES[name] ?? [])]) forms.add(form);
  for (let n = SHORTEST; n <= Math.min(LONGEST, first.length - 1); n++) {
    const stem = first.slice(0, n);
    for (const form of [...(n >= SHORTEST_BARE ? [stem] : []), ...PET_ENDINGS.map((ending) => stem + ending)]) if (mayBeSaidFor(form, first)) forms.add(form);
  }
  for (const form of endClippings(first)) if (!isGivenName(form) || !namesOfOtherSexes(form, first)) forms.add(form);
  forms.delete(first);
  return [...forms];
}

/** The fewest letters an end clipping keeps, and the fewest it drops: "Giota" of Panagiota, "Lena" of Magdalena. */
const CLIPPED_END = { kept: 4, dropped: 2 };
const VOWELS = ["a", "e", "i", "o"];

/**
 * A name said by its end, as many languages shorten one: "Giota" for Panagiota, "Tina" for
 * Christina, "Lena" for Magdalena, "Dora" for Theodora, "Nando" for Fernando; with its last vowel
 * said another way, as the short form is declined ("Katerina" for Aikaterini). A given name of
 * its own is one only where it is of the same sex ("Anna" for Marianna, never "Mario" for a woman).
 */
function endClippings(first: string): string[] {
  const out: string[] = [];
  for (let dropped = CLIPPED_END.dropped; first.length - dropped >= CLIPPED_END.kept; dropped++) {
    const end = first.slice(dropped);
    out.push(end);
    if (VOWELS.includes(end.at(-1)!)) for (const vowel of VOWELS) if (vowel !== end.at(-1)) out.push(end.slice(0, -1) + vowel);
  }
  return out;
}

/** A short form that is a given name of its own ("Gabi", "Flor") only where it is short, and not given to the other sex ("Dan" is no Daniela's). */
function mayBeSaidFor(form: string, first: string): boolean {
  return !isGivenName(form) || (form.length <= SHORT_GIVEN && !namesOfOtherSexes(form, first));
}
