/**
 * @file Retrieval over the three layers: the plan's hard constraints pick the candidates (layer 1
 * and the facts), the words gather evidence from the full-text index and the semantic graph
 * (layer 2), CLIP scores the candidates (layer 3), and fusion turns the evidence into one
 * calibrated score. Runs in the engine's process; all I/O comes in through `RetrievalDeps`.
 */
import quickselect from "quickselect";
import type { TypedFastBitSet } from "typedfastbitset";
import type { TextHit } from "../index/fulltext";
import type { LibraryIndex } from "../index/library-index";
import { isTripNoun } from "./trip-anchor";
import { namesACamera } from "../index/made-links";
import type { VectorLayer } from "../index/vectors/vector-layer";
import type { EntityKind, GraphHit, Meant, Spelling } from "../index/graph/semantic-graph";
import { signSynonyms } from "../index/graph/sign-words";
import { ownRelationsInGraph, ownRelationsInText, strangerRelations } from "./own-relations";
import { doingOf, lendToMoments, namesAnOccasion, ownersOfOccasions, type LentBy } from "./moments";
import { foreignMeanings, saidInTheirEnglish, spokenWhereTaken } from "./foreign-meanings";
import { checkConstraints, type CollectionPhotos, type ConstraintCheck } from "./constraints";
import { DEFAULT_FUSION, fuse, visualEvidence, type Evidence, type FusionWeights } from "../query/fuse";
import type { QueryPlan } from "../query/plan";
import { fold, stem } from "../words/terms";
import { firstSenseIn, hasLemma, LEXFILE } from "../words/wordnet";
import { findMention } from "../index/mentions";
import { wordsOf } from "../words/split-words";
import { calibrate } from "../query/fuse";
import { describedIn, isTooGeneral, wordsNamedBy } from "./definitions";
import { servedIn } from "./served-in";
import { isColourWord } from "../library/analysis/object-colours";
import { thingsInMemories } from "./memory-things";
import { compoundIsKindOf, compoundOf, inDictionary, isCompoundNoun, isKindOfWord, meaningsOf, phraseMeanings, synonymsOf } from "./meanings";
import type { MemoryMatch } from "./memory-meanings";
import { namesInMemories } from "./memory-names";
import { petsInLibrary } from "./pet-kinds";
import { inTaggerLexicon } from "./parsers/tagger";
import { isGivenName } from "../words/first-names";
import { bearsWriting, describesOnly, firstSense, isDetectable, isSpecificThing, mayBeWhere, saidMoreToDescribe, wordRole } from "./word-role";

export interface RetrievalDeps {
  index: LibraryIndex;
  /** LanceDB full-text search over the photos' text: the best `limit` photos for the words (and `extra` words that only add to the score), with the words each has. */
  fullText(words: string[], extra: string[], limit: number): Promise<TextHit[]>;
  /** The CLIP text embedding of the words, or null when no model is installed. */
  embed?: (text: string) => Promise<Float32Array | null>;
  vectors?: VectorLayer | null;
  /** Activation threshold δ of the semantic graph. */
  delta?: number;
  fusion?: FusionWeights;
  /**
   * PBR: the query embedding moved toward this user's confirmed photos and themes
   * (`../learn/personalize.ts`), or null to search with it as it is. Absent: never personalized.
   */
  personalize?: (query: Float32Array) => Float32Array | null;
  /**
   * Memories that say what the words mean in other words (`memory-meanings.ts`): the photos they
   * are about, at or above the sentence model's cut. Absent without a sentence model.
   */
  memoryMatches?: (text: string) => Promise<MemoryMatch[]>;
  /** Concepts a word's CLIP text embedding is close to; absent without a model. */
  relatedConcepts?: (word: string) => Promise<Array<{ label: string; similarity: number }>>;
  /** Sees every scored candidate that passes the constraints (to fit fusion weights on). */
  onCandidate?: (candidate: Candidate) => void;
  /**
   * What corrections of similar searches say, by photo number (`../learn/similar-searches.ts`):
   * a photo confirmed for one becomes a candidate here, and the words the two share count as
   * covered by as much as the searches are alike.
   */
  learned?: ReadonlyMap<number, { value: number; from: string; words: readonly string[] }>;
  /** The photos of the favourites and albums the plan names, by their keys. */
  collectionPhotos?: CollectionPhotos;
}

/**
 * δ chosen on `bench/eval`'s training seeds: 0.7 keeps a dropped letter ("carnval") while no
 * zero-ground-truth query got an answer; 0.8 lost some misspelt queries, 0.9 most of them.
 */
export const DEFAULT_DELTA = 0.7;

/** The library's own words a query word may describe: what people said and what is seen, not every word read in a photo. */
const DESCRIBED_KINDS = new Set<EntityKind>(["memory", "caption", "tag", "looks"]);
/** Words whose own activation links fewer photos than this are widened by what they mean (`meanings.ts`). */
const EXPAND_BELOW = 200;
/**
 * Whether a library word is an English word, in any of its forms: a query word's slip never lands on
 * one ("tent" is no slip of a memory's "went"). WordNet has no irregular forms; the tagger's lexicon does.
 */
const isEnglishForm = (word: string) => inDictionary(word) || inTaggerLexicon(word);
/** How surely a pet's name means its animal seen in a photo: the one the family keeps, mostly, but a memory naming it says more. */
const PET_SEEN = 0.9;
const NO_PETS: ReadonlyMap<string, string> = new Map();

/** Above this many constrained candidates, CLIP asks the ANN index rather than scoring each. */
const SCORE_IN_MEMORY_MAX = 50_000;

export interface Candidate {
  n: number;
  id: string;
  evidence: Evidence;
  /** Copies of it folded into it, counted when the answer is built (`search.ts`). */
  similar: number;
  score: number;
  /** Constraints it fails; empty for a photo in the answer. */
  failed: string[];
  /** Per query word: what found it ("text", the graph's entity kind and label, or a correction of a similar search), and the word it means when not the word itself ("tram" for "streetcar"). */
  found: Array<{ source: "text" | EntityKind | "event" | LentBy | "feedback" | "meaning"; label: string; means?: string } | null>;
  similarity?: number;
  /** What the user said of it for this very search, set when the answer is corrected. */
  marked?: "right" | "better";
}

export interface Retrieval {
  constraints: ConstraintCheck;
  /** Photos that pass every constraint and, with words, enough evidence; best first. */
  passing: Candidate[];
  /**
   * With no word to score by, the photos that pass as numbers; `passing` then makes their
   * candidates when first asked. The answer makes one only for what it shows: at a million photos
   * "photos in Asia" passes 666,000, and making every candidate would take seconds.
   */
  photos?: readonly number[];
  /** Photos that came close: below the threshold, or failing one constraint. */
  near: Candidate[];
  /** True when the CLIP model was asked (false without one). */
  visual: boolean | null;
  /**
   * Query words nothing in the library explains (no text, memory, tag, folder or look has them or
   * a word they mean). With a hard constraint they are left out of the scores, so one unexplained
   * word cannot empty an answer whose constraints match (with every word unexplained, the
   * constraints alone decide); without one they stay needed.
   */
  unused: string[];
  /** The unused words the answer was made without (those said beside a time or place). */
  dropped: string[];
  /** Words each met by some photos but never by one photo together: why there is no answer. */
  apart?: string[];
}

export async function retrieve(plan: QueryPlan, deps: RetrievalDeps): Promise<Retrieval> {
  const { index } = deps;
  const words = plan.words;
  // Full-text search and the text encoder run off this thread: started first, they work while
  // the constraints are checked here.
  const textSearch = words.length ? deps.fullText(words, expansionWords(plan), 1000) : null;
  const embedding = words.length && deps.embed && deps.vectors ? deps.embed(words.join(" ")) : null;
  const told = words.length && deps.memoryMatches ? deps.memoryMatches(words.join(" ")) : null;
  // Settled even when an early failure means they are never awaited.
  textSearch?.catch(() => undefined);
  embedding?.catch(() => undefined);
  told?.catch(() => undefined);
  const constraints = checkConstraints(plan, index, deps.collectionPhotos);
  const fusion = deps.fusion ?? DEFAULT_FUSION;
  const allowed = constraints.passing();
  const byConstraints = (unused: string[], dropped: string[]): Retrieval => {
    const photos = allowed?.array() ?? [];
    // Nothing passes: the photos that fail only one of two or more constraints are the nearest
    // misses. With one constraint, every other photo fails only it, which says nothing.
    const near = photos.length === 0 && constraints.seeds().length >= 2 ? nearMisses(index, constraints, []) : [];
    let passing: Candidate[] | null = null;
    return {
      constraints,
      get passing() {
        return (passing ??= photos.map((n) => candidate(n, index, words, 1)));
      },
      photos,
      near,
      visual: null,
      unused,
      dropped,
    };
  };
  if (!textSearch) return byConstraints([], []);

  const [found, visual, meant] = await Promise.all([textSearch, visualScores(embedding, deps, allowed), told ?? []]);
  const related = deps.relatedConcepts ? await Promise.all(words.map((w) => deps.relatedConcepts!(w))) : undefined;
  const delta = deps.delta ?? DEFAULT_DELTA;
  // What a word means is asked only where the word itself finds little: a word the library uses
  // often already says what it says, and at a hundred thousand photos its synonyms and narrower
  // words would be most of a query's time.
  // A word asked for as written ("the word hostel") or a person's name ("Jake") means itself only:
  // no meanings, no near spellings ("lake"). A dictionary word is that word, give or take a slip.
  const spelling = words.map((word): Spelling => ((plan.literal ?? []).includes(word) || ((plan.names ?? []).includes(word) && isGivenName(word)) ? "literal" : inDictionary(word) ? "slips" : "near"));
  const literal = spelling.map((s) => s === "literal");
  const together = saidTogether(words, literal, plan.modifiers ?? []);
  // "my sister" where no one is: only a memory that says the user's sister speaks of her.
  const strangers = strangerRelations(plan.query, words, plan.relationWords);
  const text = ownRelationsInText(readTogether(found, together), words, strangers, index);
  // A word the person's memories say among English ones ("masala dosa at MTR") is a word of their
  // English: what another language's dictionary makes of it ("box") is not what they mean, unless
  // they take photos where that language is spoken ("ouma" in South Africa is granny).
  const theirs = (word: string) => saidInTheirEnglish(word, index) && !spokenWhereTaken(word, index);
  // A meaning never reaches the name of a place the library was taken in: "game" means the card
  // game chicago, which is no photo taken in Chicago.
  const places = placeNamesOf(index);
  // A pet's name ("Mochi") is the animal it is (`pet-kinds.ts`), seen in photos no memory names it in.
  // Read only where a query word is in a memory at all: the memories are read once a library change.
  const pets = words.some((word) => index.graph.knowsAs(word, "memory")) ? petsInLibrary(index) : NO_PETS;
  const meanings = heldToObjects(meaningsOfWords(words, words.map((word, w) => !literal[w] && index.graph.reach(word, delta) < EXPAND_BELOW), theirs), words, together)
    .map((meant) => (meant.length ? meant.filter((m) => !places.has(fold(m.word)) && !places.has(stem(fold(m.word)))) : meant))
    .map((meant, w) => {
      const animal = pets.get(fold(words[w]!));
      return animal ? [...meant, { word: animal, similarity: PET_SEEN, named: true, objectsOnly: true }] : meant;
    });
  const gatherOptions = { delta, maxPostings: Math.max(5000, index.size / 4), related, meanings, together, spelling, isWord: isEnglishForm, namesInMemories: namesInMemories(index), placeNames: places, namesWhereTaken: (word: string) => index.takenInPlaceNamed(word) };
  let graph = index.graph.gather(words, gatherOptions);
  ownRelationsInGraph(graph, strangers, index);
  const explained = await explainedWords(words, { text, graph, visual, meant, learned: deps.learned, embedding, deps, fusion });
  // "the beach at Formby", "sands at Whitby": at a place or a time, a word only a part of other
  // towns' names says ("Daytona Beach", "Sandsend") is no beach of the library's: it was needed,
  // and emptied an answer whose place matched. It is left unexplained, as a word nothing says is.
  if (plan.time?.ranges || plan.places.length || plan.placeKinds?.length) words.forEach((word, w) => explained[w] && onlyPartOfPlaceNames(word, w, text, graph) && (explained[w] = false));
  // Still unexplained, a word may describe what the library names ("boat race" for a regatta): asked
  // only now, as it reads the definitions of the library's own words.
  if (!explained.every(Boolean)) {
    const vocabulary = index.graph.vocabulary(DESCRIBED_KINDS);
    // A word of a place's name in a memory ("before our Cape Town trip") is no town the person wrote of.
    const naming = new Set(index.parseContext().places.flatMap((place) => (/\s/.test(place) ? place.toLowerCase().split(/\s+/) : [])));
    // A word a memory says only as something done ("found it", "we saw a deer") is no thing it wrote of.
    const things = thingsInMemories(index);
    const noted = new Set(vocabulary.filter((v) => v.kind === "memory").map((v) => v.label.toLowerCase()).filter((word) => !naming.has(word) && things.has(fold(word))));
    // Words read in photos are too many to read each: only those WordNet names with the query's words.
    const named = wordsNamedBy(words).filter((word) => index.graph.knows(word));
    const described = describedIn(words, [...new Set([...vocabulary.map((v) => v.label), ...named])], noted);
    const widened = meanings.map((m, w) => (explained[w] || literal[w] ? m : [...m, ...described[w]!.map((d) => ({ ...d, definedBy: true }))]));
    if (widened.some((m, w) => m.length > meanings[w]!.length)) {
      graph = index.graph.gather(words, { ...gatherOptions, meanings: widened });
      ownRelationsInGraph(graph, strangers, index);
      for (const hit of graph.values()) hit.direct.forEach((d, w) => (explained[w] ||= d > 0));
    }
  }
  // At a time or a place, a word read elsewhere stays needed: "a rocket in 2025" where only a 2019 poster reads ROCKET is no such photo.
  const readOnlyElsewhere = plan.time?.ranges || plan.places.length || plan.placeKinds?.length ? [] : readElsewhere(words, explained, text, graph, constraints.constrained ? allowed : null);
  // A memory, caption or tag of one shot of a moment is said of the moment's other shots too, after it.
  // A name is lent to a burst only: a memory that says "Petra" is of Petra's shot, not of the
  // party's others. A word typed small that no list names ("pintxos") is a word; one capitalised, a name.
  const typedCapitalised = (word: string) => plan.chips.some((chip) => chip.kind === "words" && chip.label === word && chip.span && /^\p{Lu}/u.test(plan.query.slice(chip.span[0], chip.span[1])));
  // A word for an occasion ("christening", "party") is lent to the occasion's hours at its venue.
  const occasions = words.map(namesAnOccasion);
  // What was done or went on ("ride", "snow") is lent to the outing's photos an hour apart, at one spot or along its way.
  const names = words.map((word) => isGivenName(word) || ((plan.names ?? []).includes(word) && typedCapitalised(word)));
  // Someone the query asks for at the occasion ("marco at the reunion"), whom a memory that says the
  // occasion names, was there its hours, as whose it is would be: lent with it, though in no shot but one.
  const atTheOccasion = ownersOfOccasions(plan.query, words, occasions).map((owner, w) => owner || names[w]! || (plan.names ?? []).includes(words[w]!));
  const lent = lendToMoments(graph, index, names, occasions, atTheOccasion, words.map(doingOf));
  // A relation no one has yet ("my son") names a person, not a word to do without: it stays needed,
  // so the answer says no such photo until the user says who that is (or corrections teach it).
  const used = explained.map((u, w) => u || (plan.relationWords ?? []).includes(words[w]!) || (plan.names ?? []).includes(words[w]!));
  const unused = words.filter((_, w) => !used[w]);
  // A time or a place names an occasion, and its photos answer "X at <occasion>" even when nothing
  // confirms the X: the unexplained words are left out. A person or a kind alone names no occasion
  // ("Leo at the regatta" is not every photo of Leo), so there every word stays needed and a query
  // about what the library does not have gets an honest "no such photo".
  const occasion = Boolean(plan.time?.ranges || plan.places.length || plan.placeKinds?.length);
  // But one kind of thing nothing in the library has, asked for alone at an occasion ("a tractor
  // in Toronto", "the snowman last winter"), names something not found: the occasion's photos are
  // its nearest misses and the answer is no such photo. Only where the object detector has looked
  // at the occasion's photos and no visual model could see what no word says, and not a broad
  // class ("trees in Kyoto") whose photos a word rarely names.
  // A thing the detector looks for by name ("a dog") is missing however broad its class.
  const someone = new Set([...(plan.relationWords ?? []), ...(plan.names ?? [])]);
  const lookedAt = () => (allowed?.array() ?? []).some((n) => index.facts(n)?.objectsLookedFor);
  const isMissingThing = (word: string) => !someone.has(word) && !isTooGeneral(word) && (isSpecificThing(word) || isDetectable(word));
  // Over a whole year, month or season, or the town the user lives in ("skiing in 2022", "kayaking
  // in halifax"), no one day out: what was done there is what is asked, and no word says it. One
  // occasion's photos are of a week's days at most.
  const longTime = (plan.time?.ranges ?? []).some(([start, end]) => end - start > OCCASION_DAYS * 86_400_000);
  let manyDays: boolean | null = null;
  const overManyDays = () => (manyDays ??= longTime || daysOf(allowed?.array() ?? [], index) > OCCASION_DAYS);
  // A doing WordNet has as a noun ("skiing", "swimming"), or only as a verb said in "-ing" ("kayaking").
  const isMissingDoing = (word: string) => overManyDays() && !someone.has(word) && !isTooGeneral(word) && wordRole(word) !== "asking" && (doingOf(word) !== null || (/ing$/.test(word) && !hasLemma(word, "noun") && firstSense(word, "verb") !== null));
  const missingThings = occasion && !deps.embed && unused.length === words.length ? unused.filter((word) => (isMissingThing(word) && lookedAt()) || isMissingDoing(word)) : [];
  // "Ines at the live show" where a memory says concert: the show is explained, "live" only
  // qualifies it and nothing could confirm or refute it, so the show's photos answer.
  // "the mountain bike" where a memory says bicycle: a noun that makes a kind of the thing the
  // library says itself (or by a synonym) leaves that thing's photos. Not a noun that makes a thing
  // of its own (a cable car, a petting zoo), nor where only a narrower word explained the head: a
  // boat race is not the marathon that explained "race".
  const modifiers = plan.modifiers ?? [];
  const itself = modifiers.some(([, , pos]) => pos === "noun") ? saidItself(words, text, graph) : explained;
  // "waiting for our flight": what someone was doing, which nothing could confirm or refute, where
  // another word of the query is found ("flight" of the airport memory). A person's name is not
  // such a word: "Leo swimming" where nothing says swimming is not every photo of Leo.
  const doing = new Set(plan.doing ?? []);
  const foundOther = (w: number) => words.some((word, k) => k !== w && explained[k] && !doing.has(word) && !(plan.names ?? []).includes(word));
  // "the place selling books": a word too general to name a thing of its own ("place", "thing")
  // names nothing the found words beside it do not.
  // "shots featuring Ines", "headshots of Ines": a word about the picture itself names nothing in it.
  const moment = new Set(plan.moment ?? []);
  // "the lamp annika bought for the lounge", "pa's bakkie in the driveway": a thing nothing says,
  // where two other ideas of the query are found (a word and a person, or two words), is where or
  // what the found thing was with, which no word or look of this library could confirm or refute:
  // the found photos answer without it. Not a thing the detector looks for, which it would have
  // seen ("coffee with a horse"), nor a landform a position may say ("dog at the beach"), nor beside
  // one idea only ("a dog in a tent" stays no such photo).
  const ideasBeside = (w: number) => words.filter((word, k) => k !== w && explained[k] && !doing.has(word) && !(plan.names ?? []).includes(word)).length + plan.people.length;
  const unseeable = (word: string) => wordRole(word) === "thing" && !isDetectable(word) && !mayBeWhere(word) && !someone.has(word) && !isGivenName(word);
  // "the rabbit sitting in the box": a word that only describes, beside two found ideas. Not one
  // said before the noun it makes a thing of ("hot air balloon"), nor beside one idea ("pick n pay receipts").
  const describing = (word: string) => describesOnly(word) && !someone.has(word) && !isGivenName(word) && !modifiers.some(([said]) => said === word);
  // "the bears game", "Jess's birthday party": an occasion, a doing or a gathering nothing says,
  // made a kind by a word the person said of a photo (a memory, caption, tag, folder or event), is
  // the occasion that word names, whose photos answer. A time of it is one too ("the beach weekend",
  // "the school picnic"). Not what befell ("car accident", "kitchen fire": an event no one went to),
  // nor a word only seen ("car" the detector saw) or read ("bulls game" where a poster reads BULLS).
  const occasionOfFound = (word: string) =>
    (namesAnOccasion(word) || [LEXFILE.act, LEXFILE.group, LEXFILE.time].some((lexfile) => firstSenseIn(word, lexfile))) && modifiers.some(([modifier, head]) => head === word && saysWord(words.indexOf(modifier)));
  // "the graduation ceremony", "my kayak boat": a word that only says what kind of thing the word
  // before it is, which is found, asks for nothing more: a graduation is a ceremony.
  const saysItsKind = (w: number) => modifiers.some(([modifier, head, pos]) => head === words[w] && pos === "noun" && explained[words.indexOf(modifier)] === true && isKindOfWord(modifier, head));
  // Which words a person said of some photo, read in one pass over the graph when first asked.
  let said: boolean[] | null = null;
  const saysWord = (w: number) => w >= 0 && (said ??= wordsSaid(words.length, graph))[w]!;
  const loose = words.map(
    (word, w) =>
      !used[w] &&
      !moment.has(word) &&
      (qualifiesExplained(words, w, explained, modifiers, itself) ||
        ((doing.has(word) || isTooGeneral(word)) && foundOther(w)) ||
        ((describing(word) || unseeable(word)) && foundOther(w) && ideasBeside(w) >= 2) ||
        occasionOfFound(word) ||
        saysItsKind(w) ||
        wordRole(word) === "asking"),
  );
  // A word read elsewhere that those rules keep needed is found by what reads it, as any word is.
  for (const w of readOnlyElsewhere) {
    if (loose[w]) continue;
    explained[w] = used[w] = true;
    unused.splice(unused.indexOf(words[w]!), 1);
  }
  if (!occasion) used.forEach((u, w) => (used[w] = u || !loose[w]));
  if (unused.length === words.length) {
    // Nothing in the library says any of the words: the occasion alone answers, or nothing does.
    if (occasion && missingThings.length) {
      const misses = byConstraints(unused, unused.filter((word) => !missingThings.includes(word)));
      return { ...misses, passing: [], photos: undefined, near: misses.passing.slice(0, MISSES_OF_A_KIND) };
    }
    if (occasion) return byConstraints(unused, unused);
    // "pictures featuring Ines": the person alone answers, as "pictures of Ines" would.
    if (constraints.constrained && unused.every((word) => wordRole(word) === "asking" && !moment.has(word))) return byConstraints(unused, unused);
    return { constraints, passing: [], near: [], visual: visual === null ? (deps.embed ? false : null) : true, unused, dropped: [] };
  }
  const dropped = occasion ? unused : words.filter((_, w) => loose[w]);
  const usedCount = used.filter(Boolean).length;

  const pool = new Map<number, Candidate>();
  const take = (n: number | undefined) => {
    if (n === undefined) return null;
    let c = pool.get(n);
    if (!c) pool.set(n, (c = candidate(n, index, words, 0)));
    return c;
  };
  for (const hit of text) {
    const c = take(hit.n)!;
    c.evidence.bm25 = hit.bm25 / (hit.bm25 + 4);
    hit.matched.forEach((matched, w) => {
      if (matched) c.found[w] = { source: "text", label: words[w]! };
    });
  }
  // "our honeymoon trip", "the anniversary holiday": a trip said with a word one of its photos has
  // names that trip, so its other photos are found by the word nearly as strongly as the one that
  // has it (the graph's second hop gives them half), which still leads. Not a visit or a day ("the
  // aquarium visit" is the aquarium's photos, not the rest of the trip it was part of).
  const outingSaid = (plan.eventWords ?? []).some(isTripNoun);
  const eventStrength = (viaEvent: number) => 0.9 * Math.min(1, 2 * viaEvent);
  for (const n of graphHitsWorthScoring(graph, allowed, pool)) {
    const hit = graph.get(n)!;
    const c = take(n)!;
    let direct = 0;
    let viaEventOnly = 0;
    for (let w = 0; w < words.length; w++) {
      const why = hit.why[w];
      if (!c.found[w] && hit.direct[w]! >= 0.5 && why) c.found[w] = { source: lent.get(n)?.[w] ?? why.kind, label: why.means ?? why.label, ...(why.means ? { means: words[w]! } : {}) };
      else if (!c.found[w] && hit.viaEvent[w]! >= 0.25) c.found[w] = { source: "event", label: words[w]! };
      if (!used[w]) continue;
      direct += outingSaid ? Math.max(hit.direct[w]!, eventStrength(hit.viaEvent[w]!)) : hit.direct[w]!;
      viaEventOnly += Math.max(0, hit.viaEvent[w]! - hit.direct[w]!);
    }
    c.evidence.graph = usedCount ? direct / usedCount : 0;
    c.evidence.graphEvent = usedCount ? viaEventOnly / usedCount : 0;
  }
  // A memory that says it in other words covers every word, as CLIP's look does (the sentence
  // model judges the words as one phrase), and counts as strongly as its similarity.
  for (const match of meant) {
    const c = take(index.number(match.photoId));
    if (!c) continue;
    c.evidence.graph = Math.max(c.evidence.graph, match.similarity);
    words.forEach((_, w) => (c.found[w] ??= { source: "meaning", label: match.memory }));
  }
  for (const [n, said] of deps.learned ?? []) {
    if (said.value <= 0 && !pool.has(n)) continue;
    const c = take(n)!;
    c.evidence.feedback = said.value;
    if (said.value <= 0) continue;
    const shared = new Set(said.words.map(stem));
    words.forEach((word, w) => {
      if (!c.found[w] && shared.has(stem(word))) c.found[w] = { source: "feedback", label: said.from };
    });
  }
  // Most photos CLIP scores have no other evidence. Of those, only the ones their looks alone
  // pass, and the best few below (as misses), can be shown: the rest get no candidate, which at a
  // million photos was 15,000 objects for "beach in summer 2019".
  const lone: Array<[number, number]> = [];
  const looks = (n: number, similarity: number) => {
    const c = take(n)!;
    c.similarity = similarity;
    c.evidence.visual = visualEvidence(similarity);
  };
  const alone = lookOnly(0);
  for (let i = 0; i < (visual?.photos.length ?? 0); i++) {
    const n = visual!.photos[i]!;
    const similarity = visual!.similarities[i]!;
    if (Number.isNaN(similarity)) continue; // no vector
    alone.visual = alone.coverage = visualEvidence(similarity);
    if (pool.has(n) || graph.has(n) || deps.onCandidate || fuse(alone, fusion) >= fusion.threshold) looks(n, similarity);
    else if (!allowed || allowed.has(n)) keepBest(lone, n, similarity, MISSES_OF_A_KIND);
  }
  for (const [n, similarity] of lone) looks(n, similarity);

  const passing: Candidate[] = [];
  const below: Candidate[] = [];
  const outside: Candidate[] = [];
  /** Candidates that have nothing for one of the needed words; of those, for one that is not what was done. */
  /** Per word, the words of the choice it was said in ("beach or lake"), or itself alone. */
  const choiceOf = words.map((word, w) => plan.choices?.find((group) => group.includes(word))?.map((said) => words.indexOf(said)).filter((k) => k >= 0) ?? [w]);
  const partial = new Set<Candidate>();
  const lacksAThing = new Set<Candidate>();
  /** Candidates that meet a word only as part of the name of the place they were taken in ("beach" by Kings Beach). */
  const byPlaceName = new Set<Candidate>();
  /** Per candidate, the words it meets. */
  const meets = new Map<Candidate, boolean[]>();
  // Each candidate's words are scored in these arrays, not in new ones: a word that reaches a
  // tenth of a large library scores every photo it reaches here.
  const perWord = new Float64Array(words.length);
  const chosen = new Float64Array(words.length);
  const usedMeanOf = (values: Float64Array) => {
    let sum = 0;
    for (let w = 0; w < words.length; w++) if (used[w]) sum += values[w]!;
    return usedCount ? sum / usedCount : 0;
  };
  for (const c of pool.values()) {
    const hit = graph.get(c.n);
    let inText = 0;
    for (let w = 0; w < words.length; w++) if (used[w] && c.found[w]?.source === "text") inText++;
    c.evidence.textCoverage = usedCount ? inText / usedCount : 0;
    for (let w = 0; w < words.length; w++) {
      const found = c.found[w];
      // CLIP judges the words as one phrase, so its evidence covers each of them.
      // The event hop is weaker evidence and has its own feature; it does not count as covering a word,
      // unless a trip was said with the word: then the word names it (`outingSaid`).
      // A word a similar search's correction covers counts for as much as the searches are alike.
      const covers = found?.source === "feedback" ? c.evidence.feedback : 0;
      const eventCovers = outingSaid && found?.source === "event" ? eventStrength(hit?.viaEvent[w] ?? 0) : 0;
      perWord[w] = found && found.source !== "event" && found.source !== "feedback" ? 1 : Math.max(hit?.direct[w] ?? 0, c.evidence.visual, covers, eventCovers);
    }
    for (let w = 0; w < words.length; w++) {
      if (used[w] && perWord[w]! >= 0.5 && c.evidence.visual < 0.5 && onlyInPlaceName(c, w, words[w]!, hit, index)) {
        byPlaceName.add(c);
        break;
      }
    }
    // A word of a choice ("beach or lake") is met, and covered, by any word of it.
    const met = new Array<boolean>(words.length);
    for (let w = 0; w < words.length; w++) {
      let best = -Infinity;
      for (const k of choiceOf[w]!) best = Math.max(best, perWord[k]!);
      chosen[w] = best;
      met[w] = best >= 0.5;
    }
    meets.set(c, met);
    c.evidence.coverage = usedMeanOf(chosen);
    if (met.some((m, w) => used[w] && !m)) partial.add(c);
    if (met.some((m, w) => used[w] && !m && !doing.has(words[w]!))) lacksAThing.add(c);
    c.score = fuse(c.evidence, fusion);
    if (allowed && !allowed.has(c.n)) {
      // Only a strong match outside the constraints can be a nearest miss; the rest need no reasons.
      if (c.score < fusion.threshold) continue;
      c.failed = constraints.failures(c.n);
      if (c.failed.length <= 1) outside.push(c);
    } else {
      deps.onCandidate?.(c);
      (c.score >= fusion.threshold ? passing : below).push(c);
    }
  }
  // Someone asked for whom nothing in the library names ("my son" with no son known, "Jack" whom it
  // has never met) leaves no photo that has them: no photo answers, the best are misses. (A vague
  // word nothing explains, "that harbour place", only lowers the score.)
  if (words.some((word, w) => someone.has(word) && !explained[w])) below.push(...passing.splice(0, passing.length));
  // "book shop": where some photos have every word, a photo with only some of them ("shop" on a
  // bakery) is a near miss, not an answer. With none that has them all, the best partial ones answer.
  // With none, one that has every thing said ("books") answers before one that has only what was
  // done ("selling", which a market's sign explains): "the place selling books" is the bookshop.
  for (const lacking of [partial, lacksAThing]) {
    if (used.filter(Boolean).length >= 2 && passing.some((c) => !lacking.has(c))) {
      const whole = passing.filter((c) => !lacking.has(c));
      below.push(...passing.filter((c) => lacking.has(c)));
      passing.splice(0, passing.length, ...whole);
    }
  }
  // "dog at the beach" where the dogs are at home and "beach" is met only by a town's name: no
  // photo meets every idea, so none answers and the best of each are the misses, saying which idea
  // they meet. A word that says how to search ("shots", "featuring") or what was done ("selling")
  // never empties an answer this way.
  const best = (a: Candidate, b: Candidate) => b.score - a.score || deps.index.tieOrder(a.n, b.n);
  // One idea per choice ("beach or lake" is one); a word said to qualify the next ("red" bicycle,
  // "mountain" bike) is part of its head's idea, not one of its own.
  const qualifier = new Set(modifiers.filter(([, head]) => words.includes(head)).map(([word]) => word));
  // Only an idea some photo meets: a word nothing mentions is said so, and answered without (above).
  // Asked per word by several rules below: read once each.
  const metBy = new Map<number, boolean>();
  const metBySome = (w: number) => {
    let met = metBy.get(w);
    if (met === undefined) metBy.set(w, (met = [...meets.values()].some((m) => m[w])));
    return met;
  };
  const things = words.flatMap((word, w) => (used[w] && !doing.has(word) && !qualifier.has(word) && wordRole(word) !== "asking" && choiceOf[w]![0] === w && metBySome(w) ? [w] : []));
  let eachIdea: Candidate[] | null = null;
  if (things.length >= 2 && passing.length && passing.every((c) => things.some((w) => !meets.get(c)?.[w]))) {
    below.push(...passing.splice(0, passing.length));
    eachIdea = missesOfEachIdea(below, things, meets, best);
  }
  // "my dog at the beach", "coffee with a horse": one thing nothing in the library says or shows,
  // beside words that are found. Where the detector looked at the photos the other words find and
  // no visual model could see what no word says, the library has no such photo: they are misses.
  // Only a thing the detector looks for by name: it would have seen one, where a rarer thing
  // ("a kayak") may be in a photo no word describes. Not a landform ("launch day at the cape").
  const missing = deps.embed ? [] : unused.filter((word) => !doing.has(word) && !qualifier.has(word) && wordRole(word) === "thing" && !mayBeWhere(word) && !someone.has(word) && isDetectable(word));
  if (!eachIdea && missing.length && passing.some((c) => index.facts(c.n)?.objectsLookedFor)) below.push(...passing.splice(0, passing.length));
  // "fish tank" where a menu reads FISH, "baby shower" where a memory says baby: two nouns said as
  // one thing, one found and the other, needed, met by no photo (nothing says it, or only a far
  // meaning does). The found one's photos are of another thing, a fish no fish tank; with no visual
  // model to see it, the library has no such photo: they are misses. Two things said apart
  // ("launch and a kayak") are two ideas, the found one answering. A thing only where WordNet
  // names the two words as one ("fish tank", "beach towel"), and no look of the detector settles it
  // (that is `missing`'s): "market stalls" are the market's, which its photos may show. An occasion
  // or what is done at one ("ballet recital", "engagement party") however said. Not a word said
  // more to describe ("grand"), nor a thing made to bear writing ("birthday banners"), which a photo
  // whose words were read may be.
  const occasionWord = (word: string) => namesAnOccasion(word) || NAMED_DOINGS.some((lexfile) => firstSenseIn(word, lexfile));
  const namesOneThing = (word: string, partner: string, head: boolean) =>
    ((head && isCompoundNoun(partner, word) && isSpecificThing(word) && !isDetectable(word)) || occasionWord(word)) && !bearsWriting(word) && !saidMoreToDescribe(word);
  // A modifier the tagger read as an adjective after "the" ("the garden tank") is a noun where WordNet's texts say it most as one.
  const saidAsOneWith = (w: number) =>
    modifiers.some(
      ([modifier, head, pos]) =>
        (pos === "noun" || !saidMoreToDescribe(modifier)) &&
        ((head === words[w] && metBySome(words.indexOf(modifier)) && namesOneThing(head, modifier, true)) || (modifier === words[w] && metBySome(words.indexOf(head)) && namesOneThing(modifier, head, false))),
    );
  const unmet = deps.embed ? [] : words.filter((word, w) => used[w] && !loose[w] && !metBySome(w) && !someone.has(word) && !isGivenName(word) && !isTooGeneral(word) && saidAsOneWith(w));
  if (!eachIdea && unmet.length) below.push(...passing.splice(0, passing.length));
  // "beach" where some photos show or mention one: a photo that meets it only by the name of the
  // place it was taken in ("Kings Beach") is a weaker match, and a near miss beside them.
  if (passing.some((c) => !byPlaceName.has(c))) {
    below.push(...passing.filter((c) => byPlaceName.has(c)));
    passing.splice(0, passing.length, ...passing.filter((c) => !byPlaceName.has(c)));
  }
  // "pixel photos", "nikon": where some photos were taken with a camera the word names, a photo
  // that only reads it ("pixels" on a scanned page, "Nikon" on a shop's sign) is a weaker match,
  // and a near miss beside them.
  const takenWith = (c: Candidate, w: number) => {
    const why = graph.get(c.n)?.why[w];
    return why?.kind === "made" && namesACamera(why.label);
  };
  const madeBy = words.map((_, w) => used[w] && passing.some((c) => takenWith(c, w)));
  if (madeBy.some(Boolean)) {
    const onlyReads = (c: Candidate) => c.found.some((found, w) => madeBy[w] && found !== null && !takenWith(c, w));
    below.push(...passing.filter(onlyReads));
    passing.splice(0, passing.length, ...passing.filter((c) => !onlyReads(c)));
  }
  // [Note: A thing seen, not read] "animals", "food", "a horse": where some photos show what a word
  // names (the detector's or CLIP's tag reaches it, or CLIP's look), a photo that only reads it (a
  // zoo's sign saying ANIMALS, CAT FOOD on a tin) is a weaker match, and a near miss beside them.
  // Not a word asked for as written ("the word horse"), nor beside a word that asks for writing
  // ("the sign saying animals"), nor a photo a person's own words name it in (a caption, a file name).
  const seeable = words.some((word) => WRITTEN.has(word)) ? [] : words.flatMap((_, w) => (used[w] && !literal[w] ? [w] : []));
  // Asked again by kind of link only where a photo may read a word: its text matched, or its best link for it is text read in it.
  const mayRead = (c: Candidate, w: number) => c.found[w]?.source === "text" || graph.get(c.n)?.why[w]?.kind === "text";
  if (passing.length >= 2 && passing.some((c) => seeable.some((w) => mayRead(c, w)))) {
    const only = new Set(passing.map((c) => c.n));
    const reach = (kinds: ReadonlySet<EntityKind>) => index.graph.gather(words, { ...gatherOptions, maxEventSize: 0, kinds, only: (n) => only.has(n) });
    const [read, seen, said] = [reach(READ_KINDS), reach(SEEN_KINDS), reach(SAID_KINDS)];
    const shows = (c: Candidate, w: number) => (seen.get(c.n)?.direct[w] ?? 0) > 0 || c.evidence.visual >= 0.5;
    const onlyReads = (c: Candidate, w: number) => (read.get(c.n)?.direct[w] ?? 0) > 0 && !shows(c, w) && !((said.get(c.n)?.direct[w] ?? 0) > 0) && !findMention(fileName(index.facts(c.n)?.path ?? ""), words[w]!);
    const shown = seeable.filter((w) => passing.some((c) => shows(c, w)));
    const weaker = (c: Candidate) => shown.some((w) => onlyReads(c, w));
    below.push(...passing.filter(weaker));
    passing.splice(0, passing.length, ...passing.filter((c) => !weaker(c)));
  }
  passing.sort(best);
  // Thousands may fall below or outside; only the best six of each can be shown as misses.
  const bestSix = (items: Candidate[]) => {
    if (items.length > MISSES_OF_A_KIND) quickselect(items, MISSES_OF_A_KIND - 1, 0, items.length - 1, best);
    return items.slice(0, MISSES_OF_A_KIND);
  };
  return { constraints, passing, near: eachIdea ?? [...bestSix(outside), ...bestSix(below)].sort(best).slice(0, 8), visual: visual === null ? (deps.embed ? false : null) : true, unused, dropped, ...(eachIdea ? { apart: things.map((w) => choiceOf[w]!.map((k) => words[k]!).join(" or ")) } : {}) };
}

/** The most days one occasion's photos are taken on: a week away, a holiday's days. */
const OCCASION_DAYS = 7;

/** On how many days these photos were taken, counting no further than one past `OCCASION_DAYS`. */
function daysOf(photos: readonly number[], index: LibraryIndex): number {
  const days = new Set<number>();
  for (const n of photos) {
    const taken = index.facts(n)?.takenMs;
    if (taken != null) days.add(Math.floor(taken / 86_400_000));
    if (days.size > OCCASION_DAYS) break;
  }
  return days.size;
}

/** noun.act and noun.event (lexnames(5)): what is done or happens at an occasion ("wedding", "recital", "engagement"). */
const NAMED_DOINGS = [LEXFILE.act, LEXFILE.event];

/**
 * The nearest misses where no photo meets every idea: the best of those that meet each, in turn
 * ("dog at the beach": a dog at home, then a photo from Kings Beach, …), so the misses say which
 * idea each meets rather than showing only the commoner one.
 */
function missesOfEachIdea(below: Candidate[], ideas: number[], meets: ReadonlyMap<Candidate, boolean[]>, best: (a: Candidate, b: Candidate) => number): Candidate[] {
  const byIdea = ideas.map((w) => below.filter((c) => meets.get(c)?.[w]).sort(best));
  const out: Candidate[] = [];
  for (let k = 0; out.length < 8 && byIdea.some((list) => k < list.length); k++) {
    for (const list of byIdea) if (list[k] && !out.includes(list[k]!) && out.length < 8) out.push(list[k]!);
  }
  return out;
}

/**
 * Whether photo `c` meets word `w` only as a word of the name of a place it was taken in, of two
 * words or more ("beach" of Kings Beach, "lake" of South Lake Tahoe): its text matched, or the
 * graph reached the place, and nothing else of it (a caption, a tag, a look) says the word.
 */
function onlyInPlaceName(c: Candidate, w: number, word: string, hit: GraphHit | undefined, index: LibraryIndex): boolean {
  const found = c.found[w];
  if (!found || (found.source !== "text" && found.source !== "place") || found.means) return false;
  const why = hit?.why[w];
  if (why && why.kind !== "place" && (hit?.direct[w] ?? 0) > 0) return false;
  const places = index.facts(c.n)?.places ?? [];
  const stemmed = stem(word);
  const inName = (place: string) => {
    const parts = wordsOf(place);
    return parts.length >= 2 && parts.some((part) => stem(part) === stemmed);
  };
  return places.some(inName);
}

interface Explainers {
  text: TextHit[];
  graph: Map<number, GraphHit>;
  visual: VisualScores | null;
  meant: MemoryMatch[];
  learned: RetrievalDeps["learned"];
  embedding: Promise<Float32Array | null> | null;
  deps: RetrievalDeps;
  fusion: FusionWeights;
}

/**
 * Per word, whether anything in the whole library explains it: a full-text hit, a graph entity it
 * (or a word it means) reaches, a correction of a similar search, or — the sentence model and CLIP
 * judging the words as one phrase — a memory that says it in other words, or a photo anywhere in
 * the library that its looks alone would put in an answer.
 */
async function explainedWords(words: string[], { text, graph, visual, meant, learned, embedding, deps, fusion }: Explainers): Promise<boolean[]> {
  const used = words.map(() => false);
  for (const said of learned?.values() ?? []) {
    if (said.value <= 0) continue;
    const shared = new Set(said.words.map(stem));
    words.forEach((word, w) => (used[w] ||= shared.has(stem(word))));
  }
  for (const hit of text) hit.matched.forEach((m, w) => (used[w] ||= m));
  for (const hit of graph.values()) hit.direct.forEach((d, w) => (used[w] ||= d > 0));
  if (meant.length) return used.fill(true);
  if (used.every(Boolean) || !visual) return used;
  const passesAlone = (similarity: number) => fuse(lookOnly(similarity), fusion) >= fusion.threshold;
  if (visual.similarities.some(passesAlone)) return used.fill(true);
  // The constraints may have kept CLIP to a few photos: the rest of the library is asked once, only now.
  const plain = await embedding;
  const anywhere = plain && deps.vectors ? await deps.vectors.nearest(plain, 5) : [];
  return anywhere.some((h) => passesAlone(h.similarity)) ? used.fill(true) : used;
}

/** Whether every photo a word reached, it reached only as a word of a longer place name, in the graph and in the text searched. */
function onlyPartOfPlaceNames(word: string, w: number, text: readonly TextHit[], graph: ReadonlyMap<number, GraphHit>): boolean {
  let reached = false;
  for (const hit of graph.values()) {
    if (!(hit.direct[w]! > 0)) continue;
    const why = hit.why[w];
    if (!why || why.kind !== "place" || fold(why.label) === fold(word)) return false;
    reached = true;
  }
  // The text searched holds the place's name too: a photo whose text has the word is one the graph reached by its place.
  return reached && text.every((hit) => !hit.matched[w] || graph.get(hit.n)?.why[w]?.kind === "place");
}

const placeNames = new WeakMap<LibraryIndex, { generation: number; names: ReadonlySet<string> }>();

/** The folded names of the places the library's photos were taken in, made once a library generation. */
function placeNamesOf(index: LibraryIndex): ReadonlySet<string> {
  const known = placeNames.get(index);
  if (known?.generation === index.generation) return known.names;
  // By stem too: "cairn" (the terrier, a kind of dog) is no photo taken in Cairns.
  const names = new Set(index.parseContext().places.flatMap((place) => [fold(place), stem(fold(place))]));
  placeNames.set(index, { generation: index.generation, names });
  return names;
}

/** Per word, whether some photo has it from what a person said of it (a memory, caption, tag, folder or event), not only seen or read. */
function wordsSaid(count: number, graph: ReadonlyMap<number, GraphHit>): boolean[] {
  const said = new Array<boolean>(count).fill(false);
  for (const hit of graph.values()) {
    hit.why.forEach((why, w) => {
      if (why && hit.direct[w]! > 0 && SAID_KINDS.has(why.kind)) said[w] = true;
    });
  }
  return said;
}

/** A word's meanings in another language's dictionary, asked whether the word is the person's own only where it has some. */
function foreignUnlessTheirs(word: string, theirs: (word: string) => boolean): Meant[] {
  const meant = foreignMeanings(word);
  return meant.length && !theirs(word) ? meant : [];
}

/**
 * [Note: A word read elsewhere] A word the library has only as text read in photos that nothing else
 * the query asks for reaches ("Divya's birthday dinner", where "DINNER" is read on a resort's
 * itinerary and no photo of the birthday says dinner) is the label of another photo, not a thing
 * the library knows: it is left unexplained, for the rules of words nothing says to decide
 * (a meal beside two found ideas is where they were, not a thing to find); where they keep it
 * needed, it is found by what reads it, as any word. Returns the words so left. Only where the query
 * has another idea that is found, and names no time or place, where the word stays needed; a word
 * asked alone still finds what reads it.
 */
function readElsewhere(words: string[], explained: boolean[], text: ReadonlyArray<{ n: number; matched: boolean[] }>, graph: ReadonlyMap<number, GraphHit>, allowed: { has(n: number): boolean } | null): number[] {
  const elsewhere: number[] = [];
  const found = explained.filter(Boolean).length + (allowed ? 1 : 0);
  if (found < 2) return elsewhere;
  const readIn = new Map(text.map((hit) => [hit.n, hit.matched]));
  const otherIdea = (n: number, w: number) => allowed?.has(n) || words.some((_, k) => k !== w && ((graph.get(n)?.direct[k] ?? 0) > 0 || readIn.get(n)?.[k]));
  words.forEach((_, w) => {
    if (!explained[w]) return;
    // Read somewhere, or explained another way only (a correction, a look, a memory in other words).
    let read = false;
    for (const [n, hit] of graph) {
      if (hit.direct[w]! <= 0) continue;
      if (hit.why[w] === null || !READ_KINDS.has(hit.why[w]!.kind) || otherIdea(n, w)) return;
      read = true;
    }
    for (const hit of text) {
      if (!hit.matched[w]) continue;
      if (otherIdea(hit.n, w)) return;
      read = true;
    }
    if (!read) return;
    explained[w] = false;
    elsewhere.push(w);
  });
  return elsewhere;
}

/**
 * Words that say a photo has writing in it, which every photo with text read in it answers: said,
 * they mean that; reached through a sense ("book" → a text, "music" → a score's text) they would
 * put every sign and receipt in the answer.
 */
/** How surely a sign word of another language means one that says the same: as a WordNet synonym of a first sense. */
const SIGN_SYNONYM = 0.95;

const WRITTEN = new Set(["text", "texts", "writing", "words", "word", "sign", "signs", "lettering"]);

/** What a photo is seen to show, what is read in it, and what a person said of it ([Note: A thing seen, not read]). */
const SEEN_KINDS: ReadonlySet<EntityKind> = new Set(["object", "looks"]);
const READ_KINDS: ReadonlySet<EntityKind> = new Set(["text"]);
const SAID_KINDS: ReadonlySet<EntityKind> = new Set(["caption", "memory", "tag", "folder", "person", "place", "event", "made"]);

/** A photo's file name without its folder or extension. */
function fileName(path: string): string {
  return (path.split(/[\\/]/).pop() ?? "").replace(/\.[^.]+$/, "");
}

/**
 * What each word means, and what a phrase two of them make means for both: "boat race" is a
 * regatta, "fish tank" an aquarium, though neither word alone is.
 */
function meaningsOfWords(words: string[], wanted: boolean[], theirs: (word: string) => boolean): Meant[][] {
  // A sign word of another language ("gelateria") means what signs that say the same do ("GELATO").
  // A drink is seen as what it is served in ("coffee" → the cups the detector saw).
  // A word of another language among English ones ("sunset at the playa") means its dictionary's English.
  const out: Meant[][] = words.map((w, i) => (wanted[i] ? [...meaningsOf(w).filter((m) => !WRITTEN.has(m.word)), ...signSynonyms(w).map((word) => ({ word, similarity: SIGN_SYNONYM })), ...servedIn(w), ...foreignUnlessTheirs(w, theirs)] : []));
  for (let w = 0; w + 1 < words.length; w++) {
    if (!wanted[w] && !wanted[w + 1]) continue;
    // The thing's own names ("hotdog", "wineglass") reach what the detector saw as it.
    const phrase = phraseMeanings(words[w]!, words[w + 1]!).map((m) => (m.similarity >= SIGN_SYNONYM ? { ...m, named: true } : m));
    if (!phrase.length) continue;
    // A thing named in two words ("boarding pass") is what the two mean together: the first only
    // says which kind, so its own meanings are not the phrase's ("boarding" → to board → a room →
    // a library), and the second keeps only those the phrase shares ("mountain bike" → bicycle,
    // not "pass" → a walk).
    if (compoundOf(words[w]!, words[w + 1]!)) {
      const shared = new Set(phrase.map((m) => m.word));
      out[w] = wanted[w] ? signSynonyms(words[w]!).map((word) => ({ word, similarity: SIGN_SYNONYM })) : [];
      out[w + 1] = out[w + 1]!.filter((m) => shared.has(m.word));
    }
    for (const at of [w, w + 1]) if (wanted[at]) out[at] = [...out[at]!, ...phrase];
  }
  return out;
}

/**
 * [Note: A thing named in two words] "hot dog", "sea lion", "bird house": two words WordNet knows
 * as one thing that is no kind of the second word's. Each word alone names something else (a
 * dog; a sign's "Hot cider"), so a photo answers them only where both are said together (a
 * memory of a sea lion, the object "hot dog", a sign reading HOT DOGS) or by what the two mean
 * together (hotdog, frankfurter). A kind of the second word's thing ("coffee cup", "wine glass")
 * is that thing, and its photos answer as they do.
 *
 * A colour said of a thing ("the red car", "a white dog") is held to it the same way: a red bus
 * is no answer to "the red car". Held by the photo, not by the thing: a red bowl beside a grey
 * car still answers it, which the colours of the things' boxes (`object-colours.ts`) make rare.
 * Where no photo has the two together, the colour is a word nothing explains that qualifies one
 * that is, and is left out (`qualifiesExplained`): "the blue mosque" still finds the mosque of a memory.
 */
function saidTogether(words: string[], literal: boolean[], modifiers: ReadonlyArray<readonly [string, string, "noun"?]>): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (const [said, head] of modifiers) {
    const [w, h] = [words.indexOf(said), words.indexOf(head)];
    if (w >= 0 && h >= 0 && !literal[w] && isColourWord(said)) pairs.push([w, h]);
  }
  for (let w = 0; w + 1 < words.length; w++) {
    // A word is of one thing at most: "hot dog stand" is a hot dog and a stand.
    if (literal[w] || literal[w + 1] || pairs.some((pair) => pair.includes(w))) continue;
    const compound = compoundOf(words[w]!, words[w + 1]!);
    if (!compound || compound.kindOfHead) continue;
    // A word that names the thing alone ("guilt" of "guilt feelings") is not held to its partner.
    if (!compound.alone[0]) pairs.push([w, w + 1]);
    if (!compound.alone[1]) pairs.push([w + 1, w]);
  }
  return pairs;
}

/** Full-text hits as a thing named in two words reads them: a word held to its partner matches only with it (see the note above). */
function readTogether<H extends { matched: boolean[] }>(hits: H[], pairs: ReadonlyArray<readonly [number, number]>): H[] {
  if (!pairs.length) return hits;
  return hits.map((hit) => {
    const alone = pairs.filter(([held, partner]) => hit.matched[held] && !hit.matched[partner]);
    if (!alone.length) return hit;
    const matched = [...hit.matched];
    for (const [held] of alone) matched[held] = false;
    return { ...hit, matched };
  });
}

/** What the two words mean together may be one of them ("teddy" of "teddy bear"): that word reaches, as a meaning, only the objects it names. */
function heldToObjects(meanings: Meant[][], words: string[], pairs: ReadonlyArray<readonly [number, number]>): Meant[][] {
  if (!pairs.length) return meanings;
  const held = new Set(pairs.map(([w]) => stem(words[w]!)));
  return meanings.map((list) => list.map((m) => (held.has(stem(m.word)) ? { ...m, objectsOnly: true } : m)));
}

/** Whether word `w` qualifies, directly or along a chain ("sea life centre"), a word the library explains. */
function qualifiesExplained(words: string[], w: number, explained: boolean[], modifiers: ReadonlyArray<readonly [string, string, "noun"?]>, itself: boolean[]): boolean {
  const seen = new Set<string>();
  for (let word = words[w]!; !seen.has(word); ) {
    seen.add(word);
    const link = modifiers.find(([m]) => m === word);
    if (link === undefined) return false;
    const [, head, pos] = link;
    const at = words.indexOf(head);
    if (at < 0) return false;
    if (explained[at]) return pos !== "noun" || (itself[at]! && compoundIsKindOf(word, head));
    word = head;
  }
  return false;
}

/**
 * Which words the library says as they are, or by a synonym ("bike" of a memory's bicycle),
 * rather than only through a narrower or a described thing ("race" of a marathon).
 */
function saidItself(words: string[], text: ReadonlyArray<{ matched: boolean[] }>, graph: ReadonlyMap<number, GraphHit>): boolean[] {
  const synonyms = words.map((word) => new Set(synonymsOf(word)));
  const out = words.map((_, w) => text.some((hit) => hit.matched[w]));
  for (const hit of graph.values()) {
    hit.why.forEach((why, w) => {
      if (why && hit.direct[w]! > 0) out[w] ||= why.means === undefined || synonyms[w]!.has(why.means.toLowerCase());
    });
  }
  return out;
}

/** An LLM's pseudo memories widen what full-text search looks for; they count as evidence, never as needed words. */
function expansionWords(plan: QueryPlan): string[] {
  const words = (plan.expansion ?? []).flatMap((m) => wordsOf(m.toLowerCase()));
  return [...new Set(words.filter((w) => w.length > 2 && !plan.words.includes(w)))];
}

/** CLIP similarities, side by side with their photos' numbers. */
interface VisualScores {
  photos: ArrayLike<number>;
  similarities: Float32Array;
}

/** CLIP similarity by photo number: of every candidate when the constraints leave few, else of the nearest. */
async function visualScores(embedding: Promise<Float32Array | null> | null, deps: RetrievalDeps, allowed: TypedFastBitSet | null): Promise<VisualScores | null> {
  const plain = await embedding;
  if (!plain || !deps.vectors) return null;
  const { index, vectors } = deps;
  // Personalized, the order is the shifted query's and the scale the plain one's (see personalize.ts).
  const shifted = deps.personalize?.(plain) ?? null;
  // A snapshot of the 8-bit copy read at open is worth the wait: LanceDB's answer comes slower.
  await vectors.settled();
  if (allowed && allowed.size() <= SCORE_IN_MEMORY_MAX && vectors.loadedRows > 0) {
    // A photo without a vector scores NaN, which never passes and is never a miss.
    const photos = allowed.array();
    const idOf = (n: number) => index.idOf(n)!;
    const similarities = vectors.scorePhotos(plain, photos, idOf);
    return { photos, similarities: shifted ? calibrate(vectors.scorePhotos(shifted, photos, idOf), similarities) : similarities };
  }
  const hits = (await vectors.nearest(shifted ?? plain, 200)).filter((h) => index.number(h.id) !== undefined);
  const similarities = Float32Array.from(hits, (h) => h.similarity);
  return { photos: hits.map((h) => index.number(h.id)!), similarities: shifted ? calibrate(similarities, vectors.scoreEach(plain, hits.map((h) => h.id))) : similarities };
}

/** How many misses below the threshold, and how many outside the constraints, can be shown. */
const MISSES_OF_A_KIND = 6;

/** The evidence of a photo CLIP found and nothing else did: its looks cover every word. */
function lookOnly(similarity: number): Evidence {
  const visual = visualEvidence(similarity);
  return { textCoverage: 0, bm25: 0, graph: 0, graphEvent: 0, coverage: visual, visual, feedback: 0 };
}

/** Keeps the `k` most similar photos in `best`, most similar first. */
function keepBest(best: Array<[number, number]>, n: number, similarity: number, k: number): void {
  if (best.length === k && best[k - 1]![1] >= similarity) return;
  let at = Math.min(best.length, k - 1);
  while (at > 0 && best[at - 1]![1] < similarity) at--;
  best.splice(at, 0, [n, similarity]);
  if (best.length > k) best.length = k;
}

/**
 * Outside the constraints, a graph hit can only be a nearest miss, and only the strongest few are
 * shown: the rest are not scored. At a million photos a common word reaches tens of thousands of
 * photos, and a candidate for each would be most of a query's time and garbage.
 */
const OUTSIDE_SCORED = 300;

function graphHitsWorthScoring(graph: Map<number, GraphHit>, allowed: TypedFastBitSet | null, pool: Map<number, Candidate>): number[] {
  if (!allowed || graph.size <= OUTSIDE_SCORED) return [...graph.keys()];
  // Photo numbers and typed strengths, not an entry per hit: this runs over every photo a word reaches.
  const inside: number[] = [];
  const outside: number[] = [];
  graph.forEach((_, n) => (allowed.has(n) || pool.has(n) ? inside : outside).push(n));
  if (outside.length <= OUTSIDE_SCORED) return [...inside, ...outside];
  const strengths = Float64Array.from(outside, (n) => strength(graph.get(n)!));
  const ranked = Array.from(strengths);
  quickselect(ranked, OUTSIDE_SCORED - 1, 0, ranked.length - 1, (a, b) => b - a);
  const bar = ranked[OUTSIDE_SCORED - 1]!;
  // Those above the bar, then as many at it as there is room for.
  let atBar = OUTSIDE_SCORED - outside.filter((_, i) => strengths[i]! > bar).length;
  for (let i = 0; i < outside.length; i++) if (strengths[i]! > bar || (strengths[i] === bar && atBar-- > 0)) inside.push(outside[i]!);
  return inside;
}

const strength = (hit: GraphHit) => hit.direct.reduce((sum, d, w) => sum + Math.max(d, hit.viaEvent[w]!), 0);

/** Photos that fail exactly one constraint, for an empty answer's "nearest misses". */
function nearMisses(index: LibraryIndex, constraints: ConstraintCheck, words: string[]): Candidate[] {
  const out: Candidate[] = [];
  // A photo failing one constraint passes the others, so it is in one of their sets.
  const pool = constraints.seeds().reduce((union, set) => union.union(set), index.bitmap());
  pool.forEach((n) => {
    const failed = constraints.failures(n);
    if (failed.length !== 1) return;
    const c = candidate(n, index, words, 0.5);
    c.failed = failed;
    out.push(c);
  });
  const taken = (c: Candidate) => index.takenMs(c.n) ?? 0;
  return out.sort((a, b) => taken(b) - taken(a)).slice(0, 8);
}

/**
 * Reads the definitions of the library's own words before a search needs them, a slice per turn
 * of the event loop: otherwise the first word nothing explained pays for all of them, a large part
 * of its answer in a big library, and every later one nothing.
 */
export async function warmDescriptions(index: LibraryIndex): Promise<void> {
  const words = index.graph.vocabulary(DESCRIBED_KINDS).map((v) => v.label);
  for (let at = 0; at < words.length; at += 200) {
    await new Promise((resolve) => setImmediate(resolve));
    // A qualified pair reads what each library word is a kind of as well as its definition.
    describedIn(["animal", "park"], words.slice(at, at + 200));
  }
}

/** A photo as a candidate with no evidence yet. */
export function candidate(n: number, index: LibraryIndex, words: string[], score: number): Candidate {
  return {
    n,
    id: index.idOf(n)!,
    evidence: { textCoverage: 0, bm25: 0, graph: 0, graphEvent: 0, coverage: 0, visual: 0, feedback: 0 },
    score,
    similar: 0,
    failed: [],
    found: words.map(() => null),
  };
}

