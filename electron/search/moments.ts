/**
 * @file What a person said of one photo of a moment, said of the moment: a memory, a caption or
 * a tag on one of the shots taken at one spot within minutes ("the lanterns at the harbour" on
 * the third of six) finds the other shots too, after it. People note one photo of a scene, not
 * each; the others show the same thing from a step aside. A thing the detector found in one shot
 * of a burst, seconds apart, is lent to the burst's other shots, where it missed it: the dog is in
 * all five.
 *
 * A moment is the photos taken at the same spot (within `SPOT_METRES`, by GPS), each within
 * `GAP_MS` of the one before (a burst: `BURST_GAP_MS`). [Note: An occasion's hours] A word that
 * names an occasion ("christening", "party", "festival", a birthday) is lent further, to the
 * photos of the occasion: each within `OCCASION.gap` of the one before, at one venue (`OCCASION.metres`);
 * the cake was cut hours after the note "granny's 90th" was written of the first photo. Each is a
 * chain, found from the space-time index around each photo the words reached, so no grouping of
 * the whole library is made. Photos without
 * GPS or a camera's time (screenshots, scans, files dated by when they were saved) are in no
 * moment: nothing says where they were. Runs in the engine's process, from `retrieve.ts`, on the
 * graph's hits.
 */
import type { EntityKind, GraphHit } from "../index/graph/semantic-graph";
import type { LibraryIndex } from "../index/library-index";
import { boxAround } from "../index/spacetime/geo-box";
import { kmBetween } from "../domain/great-circle";
import { fold } from "../words/terms";
import { isKindOf, isWordNotOnlyName, LEXFILE, senses, synset } from "../words/wordnet";
import { singularForms } from "./meanings";
import { firstSense, isSetting, mayBeWhere } from "./word-role";
import { littleWordsInEnglish, memoryLanguage } from "./parsers/foreign-query";

/** How photos of one group follow each other: the longest time between two, how far apart they may be, and their most. */
interface Tier {
  gap: number;
  metres: number;
  most: number;
  /** For a group that moves: how far apart two photos may be, in metres a minute between them, up to `farthest`. */
  pace?: number;
  farthest?: number;
  /** For a group at one venue: `metres` is how far each photo may be from the one the words were said of, not from the one before. */
  venue?: boolean;
}

/** The longest time between two shots of one moment. */
const GAP_MS = 10 * 60_000;
/**
 * The longest time between two shots of one burst: a thing the detector found in one shot of a
 * burst is in the others, seconds apart, though it missed it there; a moment's minutes are too
 * long for that (the dog ran off).
 */
const BURST_GAP_MS = 2 * 60_000;
/** How far apart two shots of one moment may be taken: a step or two, and a phone's GPS wandering. */
const SPOT_METRES = 50;
/**
 * Shots this close in time are one scene however far apart their GPS puts them, within
 * `WANDER_METRES`: nobody walks 80 m between two shots six seconds apart, but a phone's fix
 * wanders that far beside buildings or after a flight (a burst on a runway, fresh26's album).
 */
const WANDER_MS = 30_000;
const WANDER_METRES = 120;
/** A moment's most photos: a chain longer than this is an afternoon in one spot, not a moment. */
const MOST = 40;
/** The graph's hits whose moments are looked for, strongest first: the rest are too weak to lend. */
const MOST_LENDERS = 200;
/**
 * The strongest hits whose occasions are looked for: a few photos of an occasion carry its word,
 * and an occasion's hours are a long chain to follow from each, where a tag is on thousands of
 * photos (the 100k bench's "a wedding").
 */
const OCCASION_LENDERS = 40;
/** What a shot of the moment gets of the word its neighbour's words said: found, after that one. */
const LENT = 0.8;
/** What a person says of a photo: the words lent to its moment. Text read is of that shot only. */
const SAID: ReadonlySet<EntityKind> = new Set(["memory", "caption", "tag"]);
/** How a word reached a photo it was lent to: the moment's, the burst's, the occasion's or the spot's. */
export type LentBy = "moment" | "burst" | "outing" | "occasion" | "spot";
/** What reached a photo for a word: the kind of link, and the word it means where not the word itself. */
type Why = NonNullable<GraphHit["why"][number]>;

/** What the detector found in a photo: lent to its burst only. */
const SEEN: ReadonlySet<EntityKind> = new Set(["object"]);
const MOMENT: Tier = { gap: GAP_MS, metres: SPOT_METRES, most: MOST };
const BURST: Tier = { gap: BURST_GAP_MS, metres: SPOT_METRES, most: MOST };
/**
 * An occasion's photos ([Note: An occasion's hours]): an afternoon's party, a day's wedding at its
 * venue (a house and its garden, a park's lake house, a hotel's rooms); a lull of three hours ends
 * it. Within 150 m of the photo the occasion was said of, as a spot is: a venue's lawn, terrace and
 * shore are that far apart, and a phone's fix wanders besides (fresh30's wedding, 100-140 m).
 * Not 150 m from each photo to the next: that chain walks a city trip's streets, and at 250 m a
 * chain of them took a memory of a wedding to a street's other photos of the day (the default
 * eval's memory queries' precision 1.00 -> 0.97).
 */
const OCCASION: Tier = { gap: 3 * 60 * 60_000, metres: 150, most: 300, venue: true };
/**
 * [Note: An outing's doings] What was done or went on, said of one photo ("the ride up the hill",
 * "the first snow", "boating with Divya"), was done at the outing, not in that shot alone: a
 * morning's photos at one spot, each within an hour of the one before (a walk's stops, a match's
 * innings, a meal's courses), at one venue. A thing seen ("the lanterns", "a crab") stays with its
 * moment's minutes: the shots an hour on show something else.
 */
const OUTING: Tier = { gap: 60 * 60_000, metres: 100, most: 80 };
/**
 * An outing that moves: a hike, a ride, a walk along the river (a doing whose verb is one of
 * motion in WordNet). Its photos are as far apart as a slow walk with stops takes one between
 * them, three kilometres an hour, up to three kilometres: the trail's next bend, not the venue.
 */
const ROAMING: Tier = { ...OUTING, pace: 50, farthest: 3000 };
/**
 * [Note: A spot a memory names] A word a memory says as where it was ("at the bach", "in the
 * Knysna forest", "at Grotto beach") names the spot, whenever a photo was taken there: the other
 * photos within 150 m of it, on any day. Not a spot of every day (`SPOT_DAYS`), nor an occasion
 * said as where ("Ines at the regatta": the regatta was that day's, lent by its hours).
 */
const SPOT: Tier = { gap: Number.POSITIVE_INFINITY, metres: 150, most: 300 };
/**
 * A spot photographed on more days than this is where the person lives or works: a house's
 * stoep, kitchen and garden, or an office's floors, are one spot to a phone's GPS, and what a
 * memory says of one is not said of the rest.
 */
const SPOT_DAYS = 10;
const DAY_MS = 86_400_000;
const TIERS = [MOMENT, BURST, OUTING, ROAMING, OCCASION, SPOT];

/** A memory's word as the graph labels it, and its English where it is another language's: "mariage (wedding)" is both. */
function saidWords(label: string): string[] {
  const glossed = /^(.*?)\s*\((.*)\)$/u.exec(label);
  return glossed ? [glossed[1]!, glossed[2]!] : [label];
}

/**
 * Whether a memory says the word as where its photo was: after "at" ("at the bach", "at Jaco's"),
 * at most an article or someone's and two more words between; after "in", "near" or "by" only a
 * place one is in, or a name no dictionary has ("in the Knysna forest", not "in the box"); after
 * "on" only a landform ("on the beach", not "on the braai").
 */
function saidAsWhere(memory: string, word: string): boolean {
  // "Bella im Tierpark", "à la plage": a memory in another language says where with its own little words.
  const text = littleWordsInEnglish(memory, memoryLanguage(memory));
  // A word of another language is reached by its English too, "Englischen (english)": the memory wrote the first.
  const written = saidWords(word)[0]!;
  const lower = written.toLowerCase();
  const said = written.replace(/[^\p{L}\p{N}]/gu, "");
  // Each cue asked apart: "me on the beach in lahinch" says Lahinch after "in", though "on" comes first.
  if (!text.toLowerCase().includes(lower)) return false;
  return (["at", "in", "inside", "outside", "near", "by", "on"] as const).some((cue) => {
    if (!new RegExp(`\\b${cue}\\s+(?:(?:the|our|my|a|an|\\p{L}+['’]s)\\s+)?(?:\\p{L}+\\s+){0,2}${said}\\b`, "iu").test(text)) return false;
    if (cue === "at") return true;
    if (cue === "on") return mayBeWhere(lower);
    return isSetting(lower) || !isWordNotOnlyName(lower);
  });
}

/**
 * WordNet's senses of occasions: a social event (a wedding, a concert, a funeral), a religious
 * ceremony (a christening), a celebration (a festival), a social gathering (a party, a reunion),
 * an anniversary (a birthday).
 */
let occasionSenses: ReadonlySet<string> | null = null;

/**
 * The words a query says an occasion is of ("oisín" of "Oisín's 7th birthday", "niamh" of
 * "Niamh's wedding"): each said with "'s" right before the occasion's word, or before one word before it.
 */
export function ownersOfOccasions(query: string, words: readonly string[], occasions: readonly boolean[]): boolean[] {
  // Folded as the plan's words are ("Oisín" is "oisin").
  const said = fold(query).match(/[\p{L}\p{N}]+(?:'s\b)?/gu) ?? [];
  const owned = new Set<string>();
  said.forEach((word, k) => {
    if (!word.endsWith("'s")) return;
    const next = [said[k + 1], said[k + 2]].map((w) => w?.replace(/'s$/, ""));
    if (next.some((w) => w !== undefined && words.some((q, i) => occasions[i] && q === w))) owned.add(word.slice(0, -2));
  });
  return words.map((word) => owned.has(word));
}

/** Whether one of a word's first two senses is an occasion people gather for. */
export function namesAnOccasion(word: string): boolean {
  occasionSenses ??= new Set(
    [["social_event"], ["religious_ceremony"], ["celebration", 2], ["social_gathering"], ["anniversary"]].flatMap(([lemma, count]) => senses(lemma as string, "noun").slice(0, (count as number | undefined) ?? 1)),
  );
  return singularForms(word).some((form) => senses(form, "noun").slice(0, 2).some((key) => isKindOf(key, occasionSenses!)));
}

/**
 * noun.act, noun.event, noun.group and noun.phenomenon (lexnames(5)): what is done ("ride",
 * "hike"), what happens ("ceremony", "race"), a gathering ("meeting") and the weather ("snow").
 * Not a thing seen, a place, what is said ("ticket", "book"), nor an hour ("sunrise"): the sun was
 * up an hour into the ride.
 */
const DOINGS: ReadonlySet<number> = new Set([LEXFILE.act, LEXFILE.event, LEXFILE.group, LEXFILE.phenomenon]);

/** Whether a word's commonest sense is something done or going on at an outing ([Note: An outing's doings]). */
export function namesADoing(word: string): boolean {
  const sense = firstSense(word, "noun");
  return sense !== null && DOINGS.has(synset(sense).lexfile);
}

/** What an outing's doing does where it is: stays at one venue, or moves ("hike", "ride": ROAMING). */
export type Doing = "still" | "moving";

/** Whether a word names a doing ([Note: An outing's doings]), and whether its verb is one of motion ("hike", "walk", "ride"); null for no doing. */
export function doingOf(word: string): Doing | null {
  if (!namesADoing(word)) return null;
  const verb = firstSense(word, "verb");
  return verb !== null && synset(verb).lexfile === LEXFILE.motion ? "moving" : "still";
}

/** Degrees of latitude in a kilometre, for the box a spot's neighbours are looked for in. */
const DEGREES_PER_KM = 1 / 111.32;

/**
 * Lends each word said of a photo (a memory, caption or tag the graph reached it by) to the other
 * photos of its moment, in `graph`, and says which words of which photos were lent. `names` says
 * which words are someone's (or a pet's) name: a memory that names them ("Petra laughing") is lent
 * to a burst, seconds apart, where they are, and not to a moment's minutes, where they may not be.
 * `occasions`: the words for an occasion, lent to its hours; `owners`: whose occasion the query
 * says it is ("Oisín" of "Oisín's birthday"), lent with it; `doings`: the words for what was
 * done or went on, lent to the outing, and whether it moved (`doingOf`).
 */
export function lendToMoments(
  graph: Map<number, GraphHit>,
  index: LibraryIndex,
  names: readonly boolean[],
  occasions: readonly boolean[] = names.map(() => false),
  owners: readonly boolean[] = names.map(() => false),
  doings: ReadonlyArray<Doing | null> = names.map(() => null),
): Map<number, Array<LentBy | null>> {
  const words = names.length;
  const lent = new Map<number, Array<LentBy | null>>();
  // The words a hit lends to its moment (a memory's, not a name), to its burst (a name, a thing
  // seen) and to its occasion (a memory's word for the occasion).
  // Whose the occasion is, said so ("Oisín's birthday"), is lent with it: the occasion was theirs,
  // whoever is in each shot.
  // An occasion is lent where the memory (or the banner) says it, not where it only means it: "before we got
  // married" is found by "wedding", but that beach day was no wedding.
  // The word for an occasion said of a photo, or read on it: a banner's "HAPPY BIRTHDAY", a card's "JUST MARRIED".
  const saysAnOccasion = (why: Why, w: number) => occasions[w]! && !why.means && (SAID.has(why.kind) || why.kind === "text");
  const saysWhere = (n: number, why: Why) => {
    const id = index.facts(n)?.id;
    return id !== undefined && index.memoriesOf(id).some((text) => saidAsWhere(text, why.label));
  };
  const lends = (tier: Tier, why: Why, w: number, withOccasion: boolean) =>
    tier === MOMENT
      ? SAID.has(why.kind) && !names[w]
      : tier === BURST
        ? SEEN.has(why.kind) || (SAID.has(why.kind) && names[w]!)
        : tier === OUTING || tier === ROAMING
          ? SAID.has(why.kind) && !why.means && !names[w] && doings[w] === (tier === ROAMING ? "moving" : "still")
          : tier === SPOT
          ? why.kind === "memory" && !names[w] && !why.means && !saidWords(why.label).some(namesAnOccasion)
          : saysAnOccasion(why, w) || (SAID.has(why.kind) && !why.means && owners[w]! && withOccasion);
  const saysOccasion = (hit: GraphHit) => hit.why.some((why, w) => why && hit.direct[w]! >= 0.5 && saysAnOccasion(why, w));
  const lentWords = (hit: GraphHit, tier: Tier) => {
    const withOccasion = tier === OCCASION && saysOccasion(hit);
    return hit.why.flatMap((why, w) => (why && hit.direct[w]! >= 0.5 && lends(tier, why, w, withOccasion) ? [w] : []));
  };
  // Only the strongest hits lend: a word that reaches tens of thousands of photos at 100,000 has
  // its tiers read for the strongest few hundred, strongest first. A hit lends no word under 0.5.
  const strongest = (hit: GraphHit) => hit.direct.reduce((most, score) => Math.max(most, score), 0);
  const ranked = [...graph].map(([n, hit]) => ({ n, hit, score: strongest(hit) })).filter((h) => h.score >= 0.5);
  ranked.sort((a, b) => b.score - a.score);
  const lenders: Array<{ n: number; hit: GraphHit; byTier: Array<{ tier: Tier; lends: number[] }> }> = [];
  for (const { n, hit } of ranked) {
    if (lenders.length === MOST_LENDERS) break;
    const byTier = TIERS.map((tier) => ({ tier, lends: lentWords(hit, tier) })).filter((g) => g.lends.length > 0);
    if (byTier.length) lenders.push({ n, hit, byTier });
  }
  if (!lenders.length) return lent;
  const groups = new Map<Tier, Map<number, readonly number[]>>(TIERS.map((tier) => [tier, new Map()]));
  const groupOf = (n: number, tier: Tier) => {
    const known = groups.get(tier)!;
    let group = known.get(n);
    if (!group) {
      group = tier === SPOT ? spotAround(n, index) : momentAround(n, index, tier);
      for (const m of group) known.set(m, group);
    }
    return group;
  };
  for (const [rank, { n, hit, byTier }] of lenders.entries()) {
    for (const { tier, lends: lendable } of byTier) {
      if ((tier === OUTING || tier === ROAMING || tier === OCCASION || tier === SPOT) && rank >= OCCASION_LENDERS) continue;
      // Whether a memory says the word as where: read only for the strongest hits, not every photo a word reached.
      const lends = tier === SPOT ? lendable.filter((w) => saysWhere(n, hit.why[w]!)) : lendable;
      if (!lends.length) continue;
      for (const m of groupOf(n, tier)) {
        if (m === n) continue;
        for (const w of lends) {
          const strength = hit.direct[w]! * LENT;
          let mate = graph.get(m);
          if (!mate) graph.set(m, (mate = { direct: new Array(words).fill(0), viaEvent: new Array(words).fill(0), why: new Array(words).fill(null) }));
          if (mate.direct[w]! >= strength) continue;
          mate.direct[w] = strength;
          mate.why[w] = hit.why[w]!;
          let said = lent.get(m);
          if (!said) lent.set(m, (said = new Array<LentBy | null>(words).fill(null)));
          said[w] = tier === SPOT ? "spot" : tier === OCCASION ? "occasion" : tier === OUTING || tier === ROAMING ? "outing" : hit.why[w]!.kind === "object" ? "burst" : "moment";
        }
      }
    }
  }
  return lent;
}

/** The photos of the moment (or burst, or occasion) a photo is in, itself included: alone where it has no GPS or camera time. */
export function momentAround(n: number, index: LibraryIndex, tier: Tier = MOMENT): readonly number[] {
  const start = index.facts(n);
  if (!start || !placedInTime(start)) return [n];
  const found = new Set([n]);
  const queue = [start];
  while (queue.length && found.size <= tier.most) {
    const at = queue.pop()!;
    const wander = Math.max(tier.metres, WANDER_METRES);
    const reach = Math.max(wander, tier.farthest ?? 0);
    const near = index.spaceTime.query({ times: [[at.takenMs - tier.gap, at.takenMs + tier.gap + 1]], boxes: [boxAround(at.lat, at.lon, (reach / 1000) * DEGREES_PER_KM)] });
    near?.ids.forEach((m) => {
      if (found.has(m)) return;
      const facts = index.facts(m);
      if (!facts || !placedInTime(facts)) return;
      // Seconds apart, a phone's GPS may wander further than a step: still one scene.
      const apart = Math.abs(facts.takenMs - at.takenMs);
      // A group that moves may have gone as far as its pace takes it in the minutes between.
      const roamed = tier.pace ? Math.min(tier.farthest!, (tier.pace * apart) / 60_000) : 0;
      const metres = Math.max(apart <= WANDER_MS ? wander : tier.metres, roamed);
      if (kmBetween(tier.venue ? start : at, facts) * 1000 > metres) return;
      found.add(m);
      queue.push(facts);
    });
  }
  return found.size > tier.most ? [n] : [...found];
}

/** The photos taken within a spot's reach of a photo, on any day, itself included; alone where the spot is one the person is at most days. */
export function spotAround(n: number, index: LibraryIndex): readonly number[] {
  const start = index.facts(n);
  if (start?.lat == null || start.lon == null) return [n];
  const found = [n];
  const days = new Set<number>();
  index.spaceTime.query({ boxes: [boxAround(start.lat, start.lon, (SPOT.metres / 1000) * DEGREES_PER_KM)] })?.ids.forEach((m) => {
    const facts = index.facts(m);
    if (facts?.lat == null || facts.lon == null || kmBetween({ lat: start.lat!, lon: start.lon! }, { lat: facts.lat, lon: facts.lon }) * 1000 > SPOT.metres) return;
    if (m !== n) found.push(m);
    if (facts.takenMs !== null) days.add(Math.floor(facts.takenMs / DAY_MS));
  });
  return found.length > SPOT.most || days.size > SPOT_DAYS ? [n] : found;
}

function placedInTime(facts: { takenMs: number | null; mtimeOnly: boolean; lat: number | null; lon: number | null }): facts is { takenMs: number; mtimeOnly: false; lat: number; lon: number } {
  return facts.takenMs !== null && !facts.mtimeOnly && facts.lat !== null && facts.lon !== null;
}
