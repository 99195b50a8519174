/**
 * @file Recognisers of the things a query names: half the globe ("the southern hemisphere"), and
 * a unit the reader finds (`reader.ts`): a kind of photo, people in general or nobody, an alias the
 * user taught, a person (with "or" choices and a negation said after them), a place. Each goes to
 * the plan's wanted or left-out list as the state's negation says, and ends it. They come after
 * the cues and counts, which may wrap them, and before content words: a name is a unit before it
 * is a word. Pure.
 */
import { AREA_CHIP, key, PEOPLE_CHIP, placeIn, placeKindChip, placeName, type AreaRef, type PersonRef } from "../../query/plan";
import { isCompoundNoun } from "../meanings";
import { placeKindOf } from "../place-kinds";
import { fold } from "../../words/terms";
import { EVENT_NOUNS, FILLER } from "./english-words";
import { isContent, PHOTO_NOUNS } from "./content-words";
import { spanOf, type ParseState } from "./parse-state";
import type { Token } from "./query-tokens";
import { kindPlural } from "../wording";

const SOUTH: AreaRef = { label: "the southern hemisphere", south: -90, north: 0, west: -180, east: 180 };
const NORTH: AreaRef = { label: "the northern hemisphere", south: 0, north: 90, west: -180, east: 180 };
/**
 * Words before a town that take in its surroundings: "near", "close to", "next to", "not far
 * from", "nearby", "in and around". Not "around" alone: "a walk around Eixample" is in it.
 */
const NEAR_CUE = /(?:^|\s)(?:near|nearby|close\s+to|next\s+to|not\s+far\s+from|just\s+outside(?:\s+of)?|in\s+and\s+around)$/;

/** Halves of the globe people name; a photo's GPS says which it is in. */
const HEMISPHERES: Array<{ said: string[]; area: AreaRef }> = [
  { said: ["southern", "hemisphere"], area: SOUTH }, { said: ["south", "of", "the", "equator"], area: SOUTH }, { said: ["below", "the", "equator"], area: SOUTH },
  { said: ["northern", "hemisphere"], area: NORTH }, { said: ["north", "of", "the", "equator"], area: NORTH }, { said: ["above", "the", "equator"], area: NORTH },
];

/** Said after a person, that they are in the photo, which asks no more than the person: "where Maria appears", "Leo shows up", "Aiko is in them". */
const PERSON_PRESENT: string[][] = [
  ["appear"], ["feature"], ["show", "up"], ["turn", "up"], ["pop", "up"],
  ...["is", "are", "was", "were", "'s"].flatMap((be) => [[be, "there"], [be, "in", "it"], [be, "in", "them"], [be, "in", "the", "photo"], [be, "in", "the", "picture"], [be, "in", "the", "shot"], [be, "in", "frame"], [be, "in", "the", "frame"]]),
];

/** Joins two things asked for together: "photos and videos", "pics & clips", "videos or photos". */
const BOTH = /^(and|or|&|\+|n|plus|\/)$/;

/** "the southern hemisphere", "south of the equator": half the globe, as an area of the map. */
export function hemisphere(state: ParseState, i: number): number {
  const the = state.tokens[i]!.word === "the" ? 1 : 0;
  const half = state.negate ? undefined : HEMISPHERES.find((h) => state.reader.sequence(i + the, [h.said]) > 0);
  if (!half) return 0;
  state.plan.area = half.area;
  state.chips.push({ id: AREA_CHIP, kind: "place", label: half.area.label, span: spanOf(state, i, the + half.said.length) });
  return the + half.said.length;
}

/** A kind, people, an alias, a person or a place at `i` (`reader.ts`'s `unitAt`), into the plan. */
/**
 * "close to", "next to", "not far from" right before a place: read with it (the place's reader
 * sees them as `NEAR_CUE`), not as words to find or a negation.
 */
export function nearCue(state: ParseState, i: number): number {
  const words = state.tokens.slice(i, i + 3).map((t) => t.word);
  const n = words[0] === "not" && words[1] === "far" && words[2] === "from" ? 3 : (words[0] === "close" || words[0] === "next") && words[1] === "to" ? 2 : 0;
  const place = n ? state.reader.unitAt(i + n, false) : null;
  return place?.value.kind === "place" ? n : 0;
}

export function unit(state: ParseState, i: number): number {
  const { tokens, reader, plan, chips, context } = state;
  const negate = state.negate;
  const found = reader.unitAt(i, negate);
  // "the Middle East", "the Bay Area", "Ciudad de México": a place inside a longer name is not that place.
  const unit = found?.value.kind === "place" && reader.insideLongerName(i, found.n) ? null : found;
  if (!unit) return 0;
  const { value, n } = unit;
  const s = spanOf(state, i, n);
  if (value.kind === "media") {
    // "photos and videos", "clips or pics": a kind asked for beside the photos themselves is everything, no kind.
    if (!negate && besidePhotos(tokens, i, n)) return n;
    // "a document scan": two words for one kind are one chip.
    const kinds = negate ? plan.notKinds : plan.kinds;
    if (kinds.includes(value.value)) {
      state.negatedList = negate;
      state.negate = false;
      return n;
    }
    // "chat screenshots", "selfie videos": a kind said right before another, nothing between, is said of the same photos.
    const before = chips.at(-1);
    const together = !negate && before?.id.startsWith("kind:") === true && before.span?.[1] === tokens[i - 1]?.end && tokens[i]!.start - tokens[i - 1]!.end <= 1;
    if (together) plan.kindsTogether = true;
    kinds.push(value.value);
    chips.push({ id: `${negate ? "not:" : ""}kind:${value.value}`, kind: negate ? "not" : "kind", label: negate ? `not ${kindPlural(value.value)}` : kindPlural(value.value), span: s });
  } else if (value.kind === "people") {
    plan.withoutPeople = true;
    chips.push({ id: "not:people", kind: "not", label: "no people", span: s });
  } else if (value.kind === "somebody") {
    plan.withPeople = true;
    if (!chips.some((c) => c.id === PEOPLE_CHIP)) chips.push({ id: PEOPLE_CHIP, kind: "person", label: "with people", span: s });
  } else if (value.kind === "alias") {
    const { person, place, term } = value.value;
    const label = person?.label ?? place?.label ?? term!;
    const said = tokens.slice(i, i + n).filter((t) => !FILLER.has(t.word)).map((t) => t.text).join(" ");
    plan.aliased = [...(plan.aliased ?? []), ...value.value.words];
    if (person) (negate ? plan.notPeople : plan.people).push({ ...person, viaAlias: true });
    else if (place) (negate ? plan.notPlaces : plan.places).push({ ...place, viaAlias: true });
    else {
      const list = negate ? plan.notWords : plan.words;
      if (!list.includes(term!)) list.push(term!);
    }
    // "my dad on his own" where corrections taught who dad is: what follows is said of him too.
    if (person && !negate) state.personEnd = i + n;
    // Its own id: removing the chip reads the words as words again, not as "without Leo".
    chips.push({ id: `${negate ? "not:" : ""}alias:${value.value.words.join("-")}`, kind: negate ? "not" : person ? "person" : place ? "place" : "words", label: `${negate ? "not " : ""}${said} → ${label}`, span: s });
  } else if (value.kind === "person") {
    return person(state, i, value.value, value.said, n);
  } else {
    const place = value.value;
    // "Aiko outside Finland": anywhere but that country or state (outside a city is still near it).
    const outside = /^(outside|beyond)$/.test(tokens[i - 1]?.word ?? "") || (tokens[i - 1]?.word === "of" && tokens[i - 2]?.word === "outside");
    const kind = place.kind ?? context.gazetteer?.(place.label)?.kind;
    if (outside && kind && kind !== "city") state.negate = true;
    const list = state.negate ? plan.notPlaces : plan.places;
    // "near Seattle", "close to Lyon", outside a city: the town and what is around it.
    const near = !state.negate && (!kind || kind === "city") && (NEAR_CUE.test(tokens.slice(Math.max(0, i - 3), i).map((t) => t.word).join(" ")) || outside);
    if (!list.some((p) => placeName(p) === placeName(place))) list.push(near ? { ...place, near } : outside && state.negate ? { ...place, outside } : place);
    // "northern Spain" says what it is; "Spain (country)" tells a country from a town of the name.
    const what = place.kind && place.kind !== "city" && !place.part ? ` (${place.kind})` : "";
    chips.push({ id: `${state.negate ? "not:" : ""}place:${key(place.label)}`, kind: state.negate ? "not" : "place", label: state.negate ? `not ${placeIn(place)}` : `${near ? "near " : ""}${placeName(place)}${what}`, span: s });
  }
  state.negatedList = state.negate;
  state.negate = false;
  return n;
}

/**
 * A person read at `i` (`n` tokens), with what is said with them: an unknown name offered before
 * ("Priya or Leo"), a choice listed after ("Tomas, Kwame or Priya", "Leo or Mom"), and a negation
 * ("where Leo isn't in them") or a presence ("where Maria appears") said after. Ends where they end.
 */
function person(state: ParseState, i: number, read: PersonRef, said: string, n: number): number {
  const { tokens, reader, plan, chips, orBefore } = state;
  let negate = state.negate;
  let person = read;
  let end = i + n;
  if (orBefore && !negate) person = { label: `${orBefore.name} or ${person.label}`, names: [...new Set([orBefore.name, ...person.names])] };
  // "Tomas, Kwame or Priya": a list that ends in "or" is a choice of all of them.
  const choice = negate ? null : reader.commaChoiceAfter(end);
  if (choice) {
    person = { label: [person.label, ...choice.people.map((p) => p.label)].join(" or "), names: [...new Set([...person.names, ...choice.people.flatMap((p) => p.names)])] };
    end = choice.end;
  }
  // "Leo or Mom": either of them, one reference.
  for (let next = reader.orPersonAfter(end); next && !negate; next = reader.orPersonAfter(end)) {
    person = { label: `${person.label} or ${next.person.label}`, names: [...new Set([...person.names, ...next.person.names])] };
    end = next.end;
  }
  // "where Leo isn't in them", "Maria not in it": the negation said after the person.
  const notIn = negate ? 0 : reader.personNotIn(end);
  if (notIn) {
    negate = true;
    end += notIn;
  } else if (!negate) end += reader.sequence(end, PERSON_PRESENT);
  const list = negate ? plan.notPeople : plan.people;
  if (!list.some((p) => p.label === person.label)) list.push(person);
  const via = said && fold(said) !== fold(person.label) ? `${said} → ` : "";
  chips.push({ id: `${negate ? "not:" : ""}person:${key(person.label)}`, kind: negate ? "not" : "person", label: negate ? `not ${person.label}` : `${via}${person.label}`, span: [orBefore?.at ?? tokens[i]!.start, tokens[end - 1]!.end] });
  state.orBefore = null;
  state.negatedList = negate;
  state.negate = false;
  state.personEnd = end;
  return end - i;
}

/** Parts of speech a kind of place is said in: "the lake", "lakeside", "seaside" (read as an adjective). */
const PLACE_KIND_POS = new Set(["NOUN", "PROPN", "ADJ"]);

/**
 * "at the lake", "lakeside pics", "in the mountains", "not by the sea": a kind of place said
 * without a name (`../place-kinds.ts`), into the plan's kinds of place or those left out. Not a
 * word that says which kind of the noun after it ("a mountain bike", "the lake house"), nor the
 * head of a thing WordNet names with the word before ("a kitchen island") or of a name ("the Dead
 * Sea"), nor one
 * of a choice of words ("beach or lake"), which the words' own matching answers; a name ("Lake
 * Tahoe") was read as a place before.
 */
export function placeKindWord(state: ParseState, i: number): number {
  const { tokens, plan, chips } = state;
  const token = tokens[i]!;
  if (!PLACE_KIND_POS.has(token.pos) || !isContent(token, tokens[i - 1])) return 0;
  const reading = placeKindOf(token.word);
  if (!reading) return 0;
  const next = tokens[i + 1];
  const qualifies = next !== undefined && (next.pos === "NOUN" || next.pos === "PROPN") && !PHOTO_NOUNS.includes(next.word.replace(/^(photo|picture|pic|image|snap|shot)$/, "$1s")) && !EVENT_NOUNS.has(next.word) && !state.reader.unitAt(i + 1, false);
  const before = tokens[i - 1];
  // "the Dead Sea", "Crater Lake": capitalised after a capitalised word, the end of a name the gazetteer lacks.
  const named = before !== undefined && (((before.pos === "NOUN" || before.pos === "ADJ") && isCompoundNoun(before.word, token.word)) || (/^\p{Lu}/u.test(token.text) && /^\p{Lu}/u.test(before.text) && before.pos !== "PUNCT"));
  const or = (t: Token | undefined) => t !== undefined && BOTH.test(t.word);
  const choice = or(tokens[tokens[i - 1]?.pos === "DET" ? i - 2 : i - 1]) || or(next);
  if (qualifies || named || choice) return 0;
  const negate = state.negate;
  const kind = { label: reading.label, word: reading.word, kinds: reading.kinds };
  const list = negate ? (plan.notPlaceKinds ??= []) : (plan.placeKinds ??= []);
  if (!list.some((k) => k.label === kind.label)) list.push(kind);
  chips.push({ id: `${negate ? "not:" : ""}${placeKindChip(kind)}`, kind: negate ? "not" : "place", label: negate ? `not ${kind.label}` : kind.label, span: spanOf(state, i, 1) });
  state.negatedList = negate;
  state.negate = false;
  return 1;
}

/** Whether the words at `i` (`n` of them) are joined to a word for the photos themselves, before or after. */
function besidePhotos(tokens: readonly Token[], i: number, n: number): boolean {
  const photos = (t: Token | undefined) => t !== undefined && (PHOTO_NOUNS.includes(t.word) || /^(photo|picture|pic|image|shot|snap)$/.test(t.word));
  return (BOTH.test(tokens[i - 1]?.word ?? "") && photos(tokens[i - 2])) || (BOTH.test(tokens[i + n]?.word ?? "") && photos(tokens[i + n + 1]));
}
