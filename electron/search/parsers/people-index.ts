/**
 * @file Who the library's people are as a query says them (names, first names, relations, groups),
 * and the phrases the user's corrections taught. Pure; built once per parse from the context.
 */
import { fold } from "../../words/terms";
import { englishHas } from "../../words/english-word";
import type { PersonRef } from "../../query/plan";
import { FILLER, GROUPS, RELATIONS, RELATION_WORDS, SEX_OF_RELATION, relationOf, toldRelation, toldWord } from "./english-words";
import { SELF_RELATIONS } from "../../domain/self-in-words";
import { isPartnerRelation } from "../partner-words";
import type { ParseContext } from "./parser";
import { petNames } from "./pet-names";
import { namedWithEnding } from "./case-endings";
import type { Token } from "./query-tokens";

/**
 * Starts the key of a short or pet form of one person's first name ("\u0005gabi"): a name the
 * reader takes only as written like one (`Reader.person`), and only where it is no one's own.
 */
export const PET_NAME = "\u0005";

export type Alias = NonNullable<ParseContext["aliases"]>[number];


/**
 * A phrase the user's corrections taught, starting at token `i`: its words in order, with filler
 * words between them allowed ("house by the lake" is not "lake house", but "lake, the house" is).
 * The longest phrase wins.
 */
export function learnedAlias(i: number, tokens: Token[], context: ParseContext): { value: Alias; n: number } | null {
  // Asked past the last word ("Leo only", "Maria solo" look for a person after the cue): nothing there.
  if (!tokens[i]) return null;
  let best: { value: Alias; n: number; words: number } | null = null;
  // "old man" taught as "dad": a relation said in two words is one word of the phrase.
  const pair = tokens[i + 1] ? `${tokens[i]!.word} ${tokens[i + 1]!.word}` : "";
  for (const alias of context.aliases ?? []) {
    const two = RELATION_WORDS.has(pair) && sameWord(pair, alias.words[0]!);
    if (!two && !sameWord(tokens[i]!.word, alias.words[0]!)) continue;
    let at = i + (two ? 2 : 1);
    let matched = 1;
    while (matched < alias.words.length && at < tokens.length) {
      if (sameWord(tokens[at]!.word, alias.words[matched]!)) matched++;
      else if (!FILLER.has(tokens[at]!.word)) break;
      at++;
    }
    if (matched === alias.words.length && (!best || matched > best.words)) best = { value: alias, n: at - i, words: matched };
  }
  if (best) return { value: best.value, n: best.n };
  for (const alias of context.aliases ?? []) {
    const n = gluedOtherwise(i, tokens, alias.words);
    if (n && (!best || alias.words.length > best.words)) best = { value: alias, n, words: alias.words.length };
  }
  return best && { value: best.value, n: best.n };
}

/**
 * How many tokens at `i` say the taught words as a compound written the other way, or 0: "our
 * lakehouse" where "lake house" was taught, "the lake house" where "lakehouse" was ([Note:
 * Compounds written closed or open] in `words/terms.ts`). Each piece three letters or more.
 */
function gluedOtherwise(i: number, tokens: Token[], taught: readonly string[]): number {
  const whole = taught.join("");
  if (taught.some((w) => !/^\p{L}{3,}$/u.test(w))) return 0;
  let said = "";
  for (let n = 1; n <= taught.length + 1 && tokens[i + n - 1]; n++) {
    const word = tokens[i + n - 1]!.word;
    if (!/^\p{L}{3,}$/u.test(word)) return 0;
    said += word;
    if (said === whole) return n === taught.length ? 0 : n;
    if (!whole.startsWith(said)) return 0;
  }
  return 0;
}

/** The same word, or words for the same relation: "mother" said where "mom" was taught. */
function sameWord(said: string, taught: string): boolean {
  if (said === taught) return true;
  // "dads pics": the possessive typed without its apostrophe.
  if (said === `${taught}s` && RELATION_WORDS.has(taught)) return true;
  const r = RELATION_WORDS.has(taught) && relationOf(taught);
  return Boolean(r && r === relationOf(said));
}

/** The words for a partner a query may say, each found on whoever is told as a partner of its sex (`partner-words.ts` says who is one). */
const PARTNER_WORDS = ["partner", "wife", "husband", "girlfriend", "boyfriend"];
/** The sex a relation says, with the betrothed's spellings English marks it in. */
const sexOf = (relation: string) => SEX_OF_RELATION[relation] ?? ({ fiance: "male", fiancee: "female" } as const)[relation as "fiance" | "fiancee"];

/** A relation as the user's children say it, and whom the user calls so: their grandmother is the user's mother. */
const AS_THE_CHILDREN_SAY: Readonly<Record<string, readonly string[]>> = {
  grandmother: ["mother"], grandfather: ["father"], aunt: ["sister"], uncle: ["brother"], cousin: ["niece", "nephew"],
};

/** What the user's children call someone the user is told of as `relation` ("father" → grandfather), if they say it otherwise. */
export function asTheChildrenSay(relation: string): string | undefined {
  return Object.entries(AS_THE_CHILDREN_SAY).find(([, mine]) => mine.includes(relation))?.[0];
}

/**
 * Names (full and first) and relations ("my son", "mom") → who they mean. A person whose name is
 * a relation word ("Mom", "Grandpa") is who that relation means when no one else has it.
 */
export function personIndex(context: ParseContext): Map<string, PersonRef> {
  const index = new Map<string, PersonRef>();
  const add = (phrase: string, ref: PersonRef) => {
    const existing = index.get(phrase);
    if (!existing) index.set(phrase, ref);
    else if (existing.label !== ref.label) index.set(phrase, { label: existing.label, names: [...new Set([...existing.names, ...ref.names])] });
  };
  const byRelation = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  for (const { name, relation } of context.people ?? []) {
    add(fold(name), { label: name, names: [name] });
    const first = fold(name).split(" ")[0]!;
    if (first.length > 2 && !FILLER.has(first)) add(first, { label: name, names: [name] });
    // The user themselves is said as "me" only where asked for (`selfAsked`), never as "show me".
    if (relation && !SELF_RELATIONS.has(fold(relation))) {
      const said = toldWord(relation);
      const canonical = relationOf(said) ?? said;
      byRelation.set(canonical, [...(byRelation.get(canonical) ?? []), name]);
    }
    // "Nana" told as the user's father is no grandmother, whatever the word says in English.
    const namedAs = relationOf(fold(name));
    const told = toldRelation(relation);
    if (namedAs && !(told && SEX_OF_RELATION[told] && SEX_OF_RELATION[namedAs] && SEX_OF_RELATION[told] !== SEX_OF_RELATION[namedAs])) byName.set(namedAs, [...(byName.get(namedAs) ?? []), name]);
  }
  for (const [canonical, names] of byName) if (!byRelation.has(canonical)) byRelation.set(canonical, names);
  // "my partner" is the wife a person is told as, "the missus" the partner: one's partner is said
  // by any word for one, of the sex it says where it says one.
  const partners = [...byRelation].filter(([relation]) => isPartnerRelation(relation));
  for (const word of PARTNER_WORDS) {
    const sex = sexOf(word);
    const names = [...new Set(partners.filter(([relation]) => !sex || !sexOf(relation) || sexOf(relation) === sex).flatMap(([, names]) => names))];
    if (!byRelation.has(word) && names.length) byRelation.set(word, names);
  }
  // Parents speak of their family as their children call it: "grandma" is the user's mother where
  // the user has children (told as a son or a daughter, or said in memories) and no one is told as
  // a grandmother, "auntie" their sister.
  const childrenSay = new Set<string>();
  if (byRelation.has("son") || byRelation.has("daughter") || context.hasChildren) {
    for (const [relation, mine] of Object.entries(AS_THE_CHILDREN_SAY)) {
      const names = [...new Set(mine.flatMap((m) => byRelation.get(m) ?? []))];
      if (byRelation.has(relation) || !names.length) continue;
      byRelation.set(relation, names);
      childrenSay.add(relation);
    }
  }
  for (const [canonical, names] of byRelation) {
    // A group given as a relation ("kids": which of them is not said) is said as the group, below.
    if (GROUPS[canonical]) continue;
    for (const word of RELATIONS[canonical] ?? [canonical]) {
      // Someone called "Nana" is who "nana" means, not also the grandmother the children's word makes of the user's mother.
      if (childrenSay.has(canonical) && index.has(word)) continue;
      add(word, { label: `my ${word}`, names });
      // "my dads photos": the possessive typed without its apostrophe (or more than one of them).
      if (!word.includes(" ") && !RELATION_WORDS.has(`${word}s`)) add(`${word}s`, { label: `my ${word}`, names });
    }
  }
  // "Gabi", "Bob", "Santi": the forms one person's first name is said by. A form two people's
  // names share says neither ("Gabi" of Gabriel and Gabriela), and a name of its own wins.
  // "Emre" of Mehmet Emre Yıldız, "Pedro" of João Pedro Silva: many go by a given name after the
  // first, said as it is (a name, so "Can" of Mustafa Can Arslan, an English word, only as written like one);
  // "Dahye" of Kim Da-hye, "Lan" of Nguyễn Thị Lan: where the family name comes first, the given name is last.
  const pets = new Map<string, PersonRef | null>();
  const offer = (form: string, name: string) => {
    const other = pets.get(form);
    pets.set(form, other === undefined || other?.label === name ? { label: name, names: [name] } : null);
  };
  for (const { name, calledBy } of context.people ?? []) {
    const first = fold(name).split(" ")[0]!;
    // "Minnie" of Kim Min-ji: a name the user's memories call them by (`said-beside.ts`).
    for (const form of [...petNames(first), ...(calledBy ?? [])]) if (!index.has(form) && !FILLER.has(form)) offer(form, name);
    for (const given of namesAfterTheFirst(name)) {
      // Hyphened, it is read as the words it spans ("Da-hye"), which no word of a sentence is.
      // As said, not its short forms: those of a family name ("Wójcik") would take another's ("Wojtek").
      if (given.includes("-")) add(given, { label: name, names: [name] });
      else if (!index.has(given)) offer(given, name);
    }
  }
  for (const [form, ref] of pets) if (ref) index.set(`${PET_NAME}${form}`, ref);
  for (const [group, members] of Object.entries(GROUPS)) {
    // "kids" and "children" are one group: someone told as either is in both.
    const alike = Object.entries(GROUPS).filter(([, other]) => other.join() === members.join()).map(([name]) => name);
    const names = [...new Set([...members.flatMap((m) => byRelation.get(m) ?? []), ...alike.flatMap((g) => byRelation.get(g) ?? [])])];
    if (names.length) add(group, { label: `my ${group}`, names });
  }
  return index;
}

/**
 * The person a name with a case ending is, or null: "Pavlem" (with Pavel), "Petrou" (with Petra),
 * "Kasią", "Honzíkem" (`case-endings.ts`). `people`: `personIndex`'s keys.
 */
export function inflectedName(word: string, people: ReadonlyMap<string, PersonRef>): PersonRef | null {
  const names = [...people].flatMap(([key, ref]) => {
    const pet = key.startsWith(PET_NAME);
    const name = pet ? key.slice(PET_NAME.length) : key;
    // A pet form that is an English word ("Mercy" of Maria) is read only as written, never with an ending: "mercado" is no Mercy.
    if (pet && englishHas(name)) return [];
    return RELATION_WORDS.has(name) || GROUPS[name] || RELATION_WORDS.has(name.replace(/s$/, "")) ? [] : [[name, ref] as const];
  });
  return namedWithEnding(word, names, (a, b) => a.label === b.label);
}

/**
 * The words of a full name after its first, each written capitalised ("van", "de la" are no one's
 * name): a given name after the first (José of "Maria José García"), the given name of a name
 * said family name first (Da-hye of "Kim Da-hye", also typed "Dahye"), or a family name, which
 * said alone finds its one bearer (a family name two people share says neither: `offer`).
 */
export function namesAfterTheFirst(name: string): string[] {
  const words = name.trim().split(/\s+/).slice(1).filter((w) => /^\p{Lu}[\p{L}-]*\p{L}$/u.test(w));
  return words.flatMap((w) => (w.includes("-") ? [fold(w), fold(w.replace(/-/g, ""))] : [fold(w)]));
}
