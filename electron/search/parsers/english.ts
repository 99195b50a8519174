/**
 * @file The English query parser: time, places, people and relations, media kinds, negation,
 * order and count, and the words left to match. Deterministic and pure (the library's names and
 * the current time come in the context), so every reading is testable; an LLM may refine its
 * plan (`../llm-refine.ts`) but is never needed.
 */
import { eng as STOPWORDS } from "stopword";
import { EMPTY_PLAN, key, type MediaKind, type PersonRef, type PlaceRef, type PlanChip, type QueryPlan } from "../../query/plan";
import { readTime } from "../time-constraint";
import { fold } from "../../index/graph/terms";
import type { ParseContext, QueryParser } from "./parser";

/** Words that say "find photos" rather than what is in them. */
const FILLER = new Set([
  ..."a an the of from in on at during since taken shot photo photos picture pictures pic pics image images shots snap snaps show me find get give all any some my our i we with and or that those these this was were is are be to for which where when please one ones only just also".split(" "),
  // How people say they remember a photo, not what is in it: "the chair I saw at IKEA".
  ..."saw seen see took take liked loved bought went had got remember remembered looked look visited kept made says said saying reads written".split(" "),
  ...STOPWORDS,
]);

const KINDS: Record<string, MediaKind> = {
  screenshot: "screenshot", screenshots: "screenshot", "screen-shot": "screenshot", screengrab: "screenshot",
  selfie: "selfie", selfies: "selfie",
  document: "document", documents: "document", doc: "document", docs: "document", scan: "document", scans: "document",
  receipt: "receipt", receipts: "receipt", invoice: "receipt", bill: "receipt",
  video: "video", videos: "video", clip: "video", clips: "video", movie: "video", movies: "video",
};

/** What people call a relation → how it may be written on a person. */
const RELATIONS: Record<string, string[]> = {
  mother: ["mom", "mum", "mommy", "mummy", "mama", "mother", "ma"],
  father: ["dad", "daddy", "papa", "father", "pa"],
  son: ["son", "boy"], daughter: ["daughter", "girl"],
  wife: ["wife"], husband: ["husband"], partner: ["partner", "spouse"],
  girlfriend: ["girlfriend"], boyfriend: ["boyfriend"],
  brother: ["brother", "bro"], sister: ["sister", "sis"],
  grandmother: ["grandma", "grandmother", "granny", "nana", "gran"],
  grandfather: ["grandpa", "grandfather", "granddad", "grandad"],
  baby: ["baby"], friend: ["friend"], colleague: ["colleague", "coworker"],
  uncle: ["uncle"], aunt: ["aunt", "auntie"], cousin: ["cousin"], niece: ["niece"], nephew: ["nephew"],
};
const RELATION_WORDS = new Set(Object.values(RELATIONS).flat());
const GROUPS: Record<string, string[]> = { kids: ["son", "daughter"], children: ["son", "daughter"], parents: ["mother", "father"] };

const NEGATIONS = new Set(["not", "no", "without", "except", "excluding", "exclude", "minus", "but"]);
const PLACE_PREPOSITIONS = new Set(["in", "at", "from", "near", "around", "to", "visiting"]);
const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20 };

type Token = { text: string; word: string; start: number; end: number };

export const english: QueryParser = {
  language: "en",
  parse(query: string, context: ParseContext): QueryPlan {
    const plan: QueryPlan = { ...structuredClone(EMPTY_PLAN), query, language: "en" };
    const chips: PlanChip[] = [];
    plan.time = readTime(query, context);
    if (plan.time) chips.push({ id: "time", kind: "time", label: plan.time.label, span: [plan.time.spans[0]![0], plan.time.spans.at(-1)![1]] });
    let rest = query;
    for (const [start, end] of plan.time?.spans ?? []) rest = rest.slice(0, start) + " ".repeat(end - start) + rest.slice(end);

    const tokens: Token[] = [...rest.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.\-]*/gu)].map((m) => ({
      text: m[0].replace(/[.'’\-]+$/, ""),
      word: fold(m[0]).replace(/[.'\-]+$/, "").replace(/'s$/, ""),
      start: m.index,
      end: m.index + m[0].length,
    }));
    const people = personIndex(context);
    const places = new Map((context.places ?? []).map((name) => [fold(name), name]));
    let negate = false;
    for (let i = 0; i < tokens.length; ) {
      const token = tokens[i]!;
      const span = (n: number): [number, number] => [token.start, tokens[i + n - 1]!.end];
      const phrase = (n: number) => tokens.slice(i, i + n).map((t) => t.word).join(" ");
      if (NEGATIONS.has(token.word)) {
        negate = true;
        i++;
        continue;
      }
      if (negate && ["any", "the", "a", "an", "of", "in", "at", "from", "with"].includes(token.word)) {
        i++;
        continue;
      }
      // Order and count: "the first photo", "the last 3", "latest".
      const order = /^(first|earliest|oldest)$/.test(token.word) ? "asc" : /^(last|latest|newest|recent)$/.test(token.word) ? "desc" : null;
      if (order && !negate) {
        const next = tokens[i + 1]?.word;
        const count = next && (Number(next) || NUMBERS[next]);
        const singular = !count && (!next || /^(photo|picture|pic|image|shot|one|video|selfie|screenshot|time)$/.test(next));
        plan.order = { direction: order, count: count || (singular ? 1 : null) };
        chips.push({ id: "count", kind: "count", label: `${order === "asc" ? "first" : "latest"}${plan.order.count ? ` ${plan.order.count}` : ""}`, span: span(count ? 2 : 1) });
        i += count ? 2 : 1;
        continue;
      }
      const kind = KINDS[token.word];
      if (kind) {
        (negate ? plan.notKinds : plan.kinds).push(kind);
        chips.push({ id: `${negate ? "not:" : ""}kind:${kind}`, kind: negate ? "not" : "kind", label: negate ? `not ${kind}s` : `${kind}s`, span: span(1) });
        negate = false;
        i++;
        continue;
      }
      if (negate && /^(people|person|anyone|anybody|faces|humans)$/.test(token.word)) {
        plan.withoutPeople = true;
        chips.push({ id: "not:people", kind: "not", label: "no people", span: span(1) });
        negate = false;
        i++;
        continue;
      }
      const alias = learnedAlias(i, tokens, context);
      if (alias) {
        const { person, place, term } = alias.value;
        const label = person?.label ?? place?.label ?? term!;
        const said = tokens.slice(i, i + alias.n).filter((t) => !FILLER.has(t.word)).map((t) => t.text).join(" ");
        plan.aliased = [...(plan.aliased ?? []), ...alias.value.words];
        if (person) (negate ? plan.notPeople : plan.people).push({ ...person, viaAlias: true });
        else if (place) (negate ? plan.notPlaces : plan.places).push({ ...place, viaAlias: true });
        else {
          const list = negate ? plan.notWords : plan.words;
          if (!list.includes(term!)) list.push(term!);
        }
        // Its own id: removing the chip reads the words as words again, not as "without Leo".
        const id = `${negate ? "not:" : ""}alias:${alias.value.words.join("-")}`;
        chips.push({ id, kind: negate ? "not" : person ? "person" : place ? "place" : "words", label: `${negate ? "not " : ""}${said} → ${label}`, span: span(alias.n) });
        negate = false;
        i += alias.n;
        continue;
      }
      const person = matchLongest(i, tokens, (n) => people.get(phrase(n)) ?? (tokens[i]!.word === "my" && n > 1 ? people.get(tokens.slice(i + 1, i + n).map((t) => t.word).join(" ")) : undefined));
      if (person) {
        (negate ? plan.notPeople : plan.people).push(person.value);
        chips.push({ id: `${negate ? "not:" : ""}person:${key(person.value.label)}`, kind: negate ? "not" : "person", label: negate ? `not ${person.value.label}` : person.value.label, span: span(person.n) });
        negate = false;
        i += person.n;
        continue;
      }
      const afterPreposition = i > 0 && PLACE_PREPOSITIONS.has(tokens[i - 1]!.word);
      const place = matchLongest(i, tokens, (n): PlaceRef | undefined => {
        const name = places.get(phrase(n));
        // A place called like a word of the sentence ("IN", India's code) only when written as it is.
        if (name && (n > 1 || !FILLER.has(token.word) || token.text === name)) return { label: name, source: "library" };
        // A capital letter marks a name except at the start of the query ("Reading glasses").
        const city = afterPreposition || (i > 0 && /^\p{Lu}/u.test(tokens[i]!.text)) ? context.gazetteer?.(tokens.slice(i, i + n).map((t) => t.text).join(" ")) : null;
        return city ? { label: city.label, source: "gazetteer", lat: city.lat, lon: city.lon, radiusDeg: city.radiusDeg } : undefined;
      });
      if (place) {
        (negate ? plan.notPlaces : plan.places).push(place.value);
        chips.push({ id: `${negate ? "not:" : ""}place:${key(place.value.label)}`, kind: negate ? "not" : "place", label: negate ? `not in ${place.value.label}` : place.value.label, span: span(place.n) });
        negate = false;
        i += place.n;
        continue;
      }
      if (!FILLER.has(token.word) && !/^\d{1,2}$/.test(token.word)) {
        if (RELATION_WORDS.has(token.word)) plan.relationWords = [...(plan.relationWords ?? []), token.word];
        const list = negate ? plan.notWords : plan.words;
        if (!list.includes(token.word)) {
          list.push(token.word);
          chips.push({ id: `${negate ? "not:" : ""}word:${token.word}`, kind: negate ? "not" : "words", label: negate ? `not “${token.word}”` : token.word, span: span(1) });
        }
        negate = false;
      }
      i++;
    }
    plan.chips = chips;
    return plan;
  },
};

/** The longest phrase of up to four tokens from `i` that `find` knows. */
function matchLongest<T>(i: number, tokens: Token[], find: (n: number) => T | undefined): { value: T; n: number } | null {
  for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
    const value = find(n);
    if (value) return { value, n };
  }
  return null;
}

/**
 * A phrase the user's corrections taught, starting at token `i`: its words in order, with filler
 * words between them allowed ("house by the lake" is not "lake house", but "lake, the house" is).
 * The longest phrase wins.
 */
type Alias = NonNullable<ParseContext["aliases"]>[number];

function learnedAlias(i: number, tokens: Token[], context: ParseContext): { value: Alias; n: number } | null {
  let best: { value: Alias; n: number; words: number } | null = null;
  for (const alias of context.aliases ?? []) {
    if (tokens[i]!.word !== alias.words[0]) continue;
    let at = i + 1;
    let matched = 1;
    while (matched < alias.words.length && at < tokens.length) {
      if (tokens[at]!.word === alias.words[matched]) matched++;
      else if (!FILLER.has(tokens[at]!.word)) break;
      at++;
    }
    if (matched === alias.words.length && (!best || matched > best.words)) best = { value: alias, n: at - i, words: matched };
  }
  return best && { value: best.value, n: best.n };
}

/** Names (full and first) and relations ("my son", "mom") → who they mean. */
function personIndex(context: ParseContext): Map<string, PersonRef> {
  const index = new Map<string, PersonRef>();
  const add = (phrase: string, ref: PersonRef) => {
    const existing = index.get(phrase);
    if (!existing) index.set(phrase, ref);
    else if (existing.label !== ref.label) index.set(phrase, { label: existing.label, names: [...new Set([...existing.names, ...ref.names])] });
  };
  const byRelation = new Map<string, string[]>();
  for (const { name, relation } of context.people ?? []) {
    add(fold(name), { label: name, names: [name] });
    const first = fold(name).split(" ")[0]!;
    if (first.length > 2 && !FILLER.has(first)) add(first, { label: name, names: [name] });
    if (relation) {
      const said = fold(relation).replace(/^(my|our)\s+/, "");
      const canonical = Object.entries(RELATIONS).find(([, words]) => words.includes(said))?.[0] ?? said;
      byRelation.set(canonical, [...(byRelation.get(canonical) ?? []), name]);
    }
  }
  for (const [canonical, names] of byRelation) {
    for (const word of RELATIONS[canonical] ?? [canonical]) {
      const label = `my ${word}`;
      add(word, { label, names });
    }
  }
  for (const [group, members] of Object.entries(GROUPS)) {
    const names = members.flatMap((m) => byRelation.get(m) ?? []);
    if (names.length) add(group, { label: `my ${group}`, names });
  }
  return index;
}
