/**
 * @file "Alfie's 10th", "mum's 70th", "my 40th", "grandma's 90th birthday": a birthday said by the
 * age reached is the days of that one birthday, where the library says when its owner reached
 * some age. A banner read in a photo ("HAPPY 6TH BIRTHDAY ALFIE", 12 March 2021) or a memory
 * ("alfie's 8th", "mum's 70th at the italian") says both the day and the year they were born,
 * so any other age's day follows: Alfie's 10th is about 12 March 2025. Without it the age was
 * dropped and every birthday of theirs answered.
 *
 * Runs in the parser (`english.ts`, once the sentence is read), over what the library says
 * (`ParseContext.agesSaid`). Pure.
 */
import { ageSaid, givenNameTyped } from "../../words/ages-reached";
import { fold } from "../../words/terms";
import type { PlanChip, QueryPlan } from "../../query/plan";
import { RELATIONS, toldRelation } from "./english-words";
import { asTheChildrenSay } from "./people-index";
import type { ParseContext } from "./parser";
import type { Token } from "./query-tokens";

const DAY = 86_400_000;
/** A birthday's photos: the party may be the weekend before, the meal or the cake a few days after. */
const DAYS_BEFORE = 5;
const DAYS_AFTER = 4;
/** The possessive pronouns that point back to someone named earlier in the query. */
const BACK_REFERENCES = new Set(["his", "her", "their"]);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Whose birthday: the words the library says them by, how the answer names them, where the query says them. */
interface Owner {
  words: string[];
  label: string;
  span: [number, number];
  /** The query's words for a name no one of the library is told as ("emmas"). */
  typed?: string[];
  /** The person of the plan whose birthday it is. */
  person?: string;
}

/** The birthday the query asks by its age, read as its days where the library says when its owner reached an age. */
export function birthdayByAge(plan: QueryPlan, chips: PlanChip[], tokens: readonly Token[], context: ParseContext): void {
  if (plan.time || !context.agesSaid) return;
  const k = tokens.findIndex((t) => t.word === "birthday" && ageSaid(t.text) !== null);
  if (k < 1) return;
  const age = ageSaid(tokens[k]!.text)!;
  const owner = ownerBefore(tokens, k, chips, plan, context);
  if (!owner) return;
  const ages = context.agesSaid(owner.words);
  const born = birthOf(ages);
  if (!born) return;
  const day = Date.UTC(born.year + age, born.month, born.day);
  // The very age the library says ("Tom turned 60", a banner's "HAPPY 6TH"): the day it was said,
  // and the days either side, not the days around the birthday, which hold the next days' walks too.
  const saidOn = ages.filter((a) => a.age === age).map((a) => Math.floor(a.takenMs / DAY) * DAY);
  const ranges: Array<[number, number]> = saidOn.length ? [...new Set(saidOn)].sort((a, b) => a - b).map((on) => [on - DAY, on + 2 * DAY]) : [[day - DAYS_BEFORE * DAY, day + DAYS_AFTER * DAY]];
  const when = saidOn.length ? new Date(saidOn[0]!) : new Date(day);
  const said = `${owner.label} ${age}${ordinalEnding(age)} birthday, ${saidOn.length ? "" : "around "}${when.getUTCDate()} ${MONTHS[when.getUTCMonth()]} ${when.getUTCFullYear()}`;
  const start = owner.span[0];
  const end = tokens[k + 1]?.word === "birthday" && ageSaid(tokens[k + 1]!.text) === null ? tokens[k + 1]!.end : tokens[k]!.end;
  plan.time = { ranges, hours: null, weekend: null, label: said, spans: [[start, end]], ...(owner.person !== undefined ? { birthdayOf: owner.person } : {}) };
  // A name no one of the library is told as is whose day it was, not a word the photos must say.
  const dropped = new Set(["birthday", ...(owner.typed ?? [])]);
  plan.words = plan.words.filter((w) => !dropped.has(w));
  for (const word of owner.typed ?? []) {
    const at = chips.findIndex((c) => c.kind === "words" && c.label === word);
    if (at >= 0) chips.splice(at, 1);
  }
  const at = chips.findIndex((c) => c.kind === "words" && c.label === "birthday");
  if (at >= 0) chips.splice(at, 1);
  chips.push({ id: "time", kind: "time", label: said, span: [start, end] });
}

/**
 * Whose birthday, by the words before its age: "my" (the user, by "my" and their name), or a
 * person read just before it ("Alfie's", "mum's", "grandma's": their name, the words said, and
 * every word for the relation they were told as, so "nan's 70th" finds a memory's "mum's 70th").
 */
function ownerBefore(tokens: readonly Token[], k: number, chips: PlanChip[], plan: QueryPlan, context: ParseContext): Owner | null {
  const before = tokens[k - 1]!;
  const people = context.people ?? [];
  const wordsOf = (person: { name: string; relation: string | null } | undefined) => {
    if (!person) return [];
    const relation = toldRelation(person.relation);
    // A banner is made by the children as often: "HAPPY 70TH GRANDPA" is the user's father's.
    const children = relation ? asTheChildrenSay(relation) : undefined;
    return [fold(person.name).split(" ")[0]!, ...(relation ? RELATIONS[relation] ?? [] : []), ...(children ? RELATIONS[children] ?? [] : [])];
  };
  if (before.word === "my") {
    const self = people.find((p) => p.relation && /^(me|myself|self)$/i.test(p.relation.trim()));
    return { words: ["my", ...wordsOf(self).slice(0, 1)], label: "your", span: [before.start, before.end] };
  }
  // "poppy on her 7th birthday", "jake at his 10th": a pronoun is the person said last before it.
  const pronoun = BACK_REFERENCES.has(before.word);
  const chip = pronoun
    ? chips.filter((c) => c.kind === "person" && c.span && c.span[1] <= before.start).sort((a, b) => b.span![1] - a.span![1])[0]
    : chips.find((c) => c.kind === "person" && c.span && (c.span[1] === before.end || c.span[1] === tokens[k - 2]?.end));
  const person = chip && plan.people.find((p) => chip.label === p.label || chip.label.endsWith(`→ ${p.label}`));
  if (!chip?.span || !person) return pronoun ? null : namedBefore(tokens, k);
  const typed = tokens.filter((t) => t.start >= chip.span![0] && t.end <= chip.span![1] && /^\p{L}+$/u.test(t.word)).map((t) => t.word);
  const told = person.names.flatMap((name) => wordsOf(people.find((p) => p.name === name)));
  return { words: [...new Set([...typed, ...told])], label: `${person.label}'s`, span: pronoun ? [before.start, before.end] : chip.span, person: person.label };
}

/**
 * Whose birthday, by a name typed before its age that no one of the library is told as ("Marija's
 * 80th", "emmas 11th"): a banner or a memory may still say their age ("HAPPY 10TH BIRTHDAY EMMA").
 */
function namedBefore(tokens: readonly Token[], k: number): Owner | null {
  const marked = /^['’]s$/.test(tokens[k - 1]!.text);
  const token = tokens[marked ? k - 2 : k - 1];
  const name = token ? givenNameTyped(token.word) : null;
  if (!token || !name) return null;
  return { words: [name], label: `${name[0]!.toUpperCase()}${name.slice(1)}'s`, span: [token.start, tokens[k - 1]!.end], typed: [token.word] };
}

/** When someone was born, as most of the ages said of them agree: the year, and the day their photo of it was taken. */
function birthOf(ages: ReadonlyArray<{ age: number; takenMs: number }>): { year: number; month: number; day: number } | null {
  if (!ages.length) return null;
  const byYear = new Map<number, Array<{ month: number; day: number }>>();
  for (const { age, takenMs } of ages) {
    const taken = new Date(takenMs);
    const year = taken.getUTCFullYear() - age;
    byYear.set(year, [...(byYear.get(year) ?? []), { month: taken.getUTCMonth(), day: taken.getUTCDate() }]);
  }
  const [year, days] = [...byYear].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0]!;
  // The day most of them were taken on (a banner's, not the next day's photo of the cake).
  const key = (d: { month: number; day: number }) => d.month * 32 + d.day;
  const counts = new Map<number, number>();
  for (const d of days) counts.set(key(d), (counts.get(key(d)) ?? 0) + 1);
  const best = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  return { year, month: Math.floor(best / 32), day: best % 32 };
}

function ordinalEnding(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return "th";
  return ["th", "st", "nd", "rd"][n % 10] ?? "th";
}
