/**
 * @file Turns a plan into an answer: retrieval over the three layers (`retrieve.ts`), order and
 * count, one result per duplicate group, reasons for each result, and — when nothing passes —
 * an honest "no such photo" with the nearest misses shown apart.
 *
 * Runs in the engine's process; the store is read only for the rows of the photos shown.
 */
import type { IndexProgress } from "../domain/index-progress";
import type { SearchAnswer, SearchResult } from "../domain/search-answer";
import { inList, inSlices, type PhotoRow, type PhotoStore } from "../store/store";
import { objectReason } from "../library/analysis/objects";
import { formatTaken, wordReasons } from "./explain";
import { placeKindChip, SELF_UNKNOWN, TRIP_ANCHOR_CHIP, type QueryPlan } from "../query/plan";
import { describeTime } from "./query-parser";
import { constraintText, countNoun, kindSingular, personIn, whenPhrase } from "./wording";
import { candidate, retrieve, type Candidate, type RetrievalDeps } from "./retrieve";
import type { LibraryIndex } from "../index/library-index";
import { inOrder, photoOrder, photosInOrder } from "../index/photo-order";
import { firstOccasion } from "./first-occasion";
import type { Verdict } from "../query/plan";

export interface SearchOptions {
  limit: number;
  /** Where in the answer's order the results start: a later page of the same answer. Default 0. */
  offset?: number;
  thumbnailUrl: (id: string) => string;
  /**
   * The indexing run under way, if any: an empty answer then says more photos may still match; and
   * every answer says so while derived data is rebuilt (`rebuilding`), since trips and copies are missing.
   */
  indexing?: IndexProgress | null;
  /** Show every copy of a duplicated photo instead of one with a count. Default false. */
  showDuplicates?: boolean;
  retrieval: RetrievalDeps;
  /** Whether a CLIP model is installed: without one, word queries say how to get visual search. */
  visualAvailable: boolean;
  /** What the user said of photos (by number) for this very search: right ones lead, wrong ones leave, better ones go above. */
  feedback?: { verdicts: ReadonlyMap<number, Verdict>; pairs: ReadonlyArray<{ better: number; worse: number }> };
}

type Answer = Omit<SearchAnswer, "queryId" | "tookMs" | "refines">;

/** Said with every answer while events, copies and the text index are worked out again (`IndexProgress.rebuilding`). */
export const REBUILDING_NOTE = "Recollect is still putting this library's trips and copies back together, so some may be missing from this answer for a few seconds.";

/** What a result and its reasons need; the rest of a row stays on disk. */
const RESULT_COLUMNS = [
  "id", "path", "name", "rel_dir", "kind", "taken_at", "taken_source", "width", "height", "title", "description", "keywords",
  "people", "place", "region", "country", "camera", "search_text",
];

export function runSearch(store: PhotoStore, plan: QueryPlan, options: SearchOptions): Promise<Answer> {
  // What the index builds behind a start's first answers waits for this one (`LibraryIndex.answering`).
  return options.retrieval.index.answering(() => answer(store, plan, options));
}

async function answer(store: PhotoStore, plan: QueryPlan, options: SearchOptions): Promise<Answer> {
  let interpretation = interpret(plan, [], []);
  const busy = options.indexing && options.indexing.state !== "idle" ? options.indexing : null;
  const stillIndexing = busy ? ` Indexing is still running (${busy.done} of ${busy.total} files), so more photos may match soon.` : "";
  const rebuilding = options.indexing?.rebuilding === true;
  const rebuildNote = rebuilding ? ` ${REBUILDING_NOTE}` : "";
  // Said once by the door that shows the answer (a button in the app, a line in the CLI), not in every message.
  const visualOff = plan.words.length > 0 && !options.visualAvailable;
  const empty = (message: string, misses: SearchResult[] = []): Answer => ({
    query: plan.query, interpretation, results: [], copiesFolded: 0, total: 0, more: 0, rejected: true, misses, remembered: null, visualOff, ...(rebuilding ? { rebuilding } : {}), message: `${message}${stillIndexing}${rebuildNote}`,
  });

  if (options.retrieval.index.size === 0) {
    return empty(busy ? "Nothing is indexed yet." : "Your library has no photos yet. Add a folder and Recollect will index it.");
  }
  const found = await options.retrieval.index.answering(() => retrieve(plan, options.retrieval));
  const { index } = options.retrieval;
  // A month said without its year may have been read as that month of any year (a trip's March):
  // the answer and its reasons say the time that was searched.
  const timeLabel = found.constraints.timeLabel;
  if (plan.time && timeLabel && timeLabel !== plan.time.label) {
    plan = { ...plan, time: { ...plan.time, label: timeLabel }, chips: plan.chips.map((c) => (c.id === "time" ? { ...c, label: timeLabel } : c)) };
  }
  // "the trip in May 2024" with no trip then: the photos taken then, and the trip's chip says why.
  const noTripWhen = found.constraints.noTripThen && plan.tripAnchor ? whenPhrase(plan.time!.label).replace(/^taken /, "") : null;
  const noTripThen = noTripWhen ? ` No trip was found ${noTripWhen}, so these are the photos taken then.` : "";
  if (noTripThen) plan = { ...plan, tripAnchor: undefined, chips: plan.chips.map((c) => (c.id === TRIP_ANCHOR_CHIP ? { ...c, kind: "unused" as const, note: noTripThen.trim() } : c)) };
  if (found.constraints.places.length < plan.places.length) plan = { ...plan, places: plan.places.filter((p) => found.constraints.places.includes(p.label)) };
  // "not at the lake" where nothing says lake: the chip is greyed and the answer does not claim to have left anything out.
  // A kind of place left out that no photo is at ("not by the fjord") is such a word too.
  const saidOf = new Map<string, string>(found.constraints.notFound.map((word) => [`not:word:${word}`, word]));
  for (const kind of plan.notPlaceKinds ?? []) if (found.constraints.notFound.includes(kind.word)) saidOf.set(`not:${placeKindChip(kind)}`, kind.word);
  if (saidOf.size) plan = { ...plan, chips: plan.chips.map((c) => (saidOf.has(c.id) ? { ...c, kind: "unused" as const, note: `Nothing in your library mentions “${saidOf.get(c.id)}”, so leaving it out changed nothing.` } : c)) };
  interpretation = interpret(plan, found.unused, found.dropped);
  // What the answer used: a word nothing explains is shown, greyed, and left out of the wording.
  const { dropped } = found;
  const words = plan.words.filter((w) => !dropped.includes(w));
  const { notFound } = found.constraints;
  const unusedNote = `${found.unused.length ? ` Nothing in your library mentions ${quoted(found.unused)}${dropped.length ? `, so ${dropped.length === 1 ? "it was" : "they were"} not used` : ""}.` : ""}${
    notFound.length ? ` Nothing in your library mentions ${quoted(notFound)}, so leaving ${notFound.length === 1 ? "it" : "them"} out changed nothing.` : ""}`;
  // With no word to rank by, the answer is its photos in time order: numbers until a page is
  // shown, unless corrections of this search move single photos about.
  const byPhotos = words.length === 0 && !options.feedback?.verdicts.size && !options.feedback?.pairs.length;
  const noWords = (photos: ArrayLike<number>) => Array.from(photos, (n) => candidate(n, index, [], 1));
  // "the first 2 photos" or nothing at all: nothing to constrain on, so every photo is in the running.
  const everyPhoto = words.length === 0 && !found.constraints.constrained;
  let photos: ArrayLike<number> | null = null;
  let passing = byPhotos && found.photos ? [] : found.passing;
  if (plan.order) {
    const order = plan.order.direction === "asc" ? "oldest" : "newest";
    // "My latest photo of Ines": a photo dated only by its file's time was copied then, not taken,
    // so it is put in order only where no photo says when it was taken.
    const ordered = <T>(items: T[], numberOf: (item: T) => number) => {
      const dated = items.filter((item) => index.takenMs(numberOf(item)) !== null);
      const taken = dated.filter((item) => !index.mtimeOnly(numberOf(item)));
      return taken.length ? taken : dated;
    };
    if (byPhotos) photos = ordered(Array.from(everyPhoto ? photoOrder(index, order).photos : photosInOrder(found.photos ?? [], index, order)), (n) => n);
    else passing = inOrder(ordered(everyPhoto ? noWords(photoOrder(index, "recent").photos) : passing, byNumber), byNumber, index, order);
    // "The most recent Thanksgiving": the photos of the one that comes first.
    if (plan.order.occasion) {
      if (photos) photos = firstOccasion(Array.from(photos), (n) => n, index);
      else passing = firstOccasion(passing, byNumber, index);
    }
  } else if (words.length === 0) {
    // A time or place alone: in time order, oldest first, like an album; nothing at all: the latest first.
    if (byPhotos) photos = found.constraints.constrained ? photosInOrder(found.photos ?? [], index, "oldest") : photoOrder(index, "recent").photos;
    else passing = found.constraints.constrained ? inOrder(passing, byNumber, index, "oldest") : noWords(photoOrder(index, "recent").photos);
  }

  let near = found.near;
  if (options.feedback?.verdicts.size) [passing, near] = corrected(passing, near, options.feedback.verdicts, index);
  if (options.feedback?.pairs.length) passing = ranked(passing, options.feedback.pairs);

  // Copies fold by the in-memory facts; only the rows of what is shown are read from the store.
  const groupOf = (c: Candidate) => index.dupGroupOf(c.n);
  // "My duplicates": every copy is the answer, each beside the others of its picture.
  const copiesAsked = plan.kinds.includes("copy");
  const showAll = (options.showDuplicates ?? false) || copiesAsked;
  if (copiesAsked && photos) photos = besideTheirCopies(Array.from(photos), (n) => index.dupGroupOf(n));
  if (copiesAsked) passing = besideTheirCopies(passing, groupOf);
  const answer = photos ? foldPhotos(photos, index, showAll) : foldCandidates(passing, groupOf, showAll);
  // "The first 5 photos" reaches five, however many pass; the rest are reached a page at a time.
  const reachable = plan.order?.count ? Math.min(plan.order.count, answer.size) : answer.size;
  const offset = options.offset ?? 0;
  const wanted = Math.max(0, Math.min(reachable - offset, options.limit));
  const shownGroups = new Set(answer.groups(offset + wanted).filter(Boolean));
  // A miss that is a copy of a result, or of another miss, is not shown again.
  const nearest = collapse(near.filter((c) => !shownGroups.has(groupOf(c))), groupOf, false);
  // A few more than shown, in case some were deleted since the index last caught up.
  const page = answer.slice(offset, offset + wanted + 10);
  const rows = await rowsOf(store, index, [...page, ...nearest]);
  const shown = page.filter((c) => rows.has(c.id)).slice(0, wanted);
  if (!showAll) {
    // The badge counts every copy in the library, not only those this answer passed.
    for (const item of shown) {
      const group = groupOf(item);
      if (group) item.similar = Math.max(item.similar, index.copies(group) - 1);
    }
  }
  const toResult = (c: Candidate, missed: string[] = []): SearchResult => result(c, rows.get(c.id)!, plan, found.constraints.via(c.n), missed, options);
  // What a miss lacks: the hard constraint it failed, else the words nothing in it matched.
  const lacking = (c: Candidate) => {
    const unmatched = plan.words.filter((word, w) => !dropped.includes(word) && !c.found[w]);
    if (unmatched.length) return [`nothing in it says ${quoted(unmatched)}`];
    return [words.length ? `only a weak match for ${quoted(words)}` : "a weak match"];
  };
  // A miss is shown with why it is near (a word it has, how it looks, the time or place it shares);
  // one with nothing to say for it is any photo, and is left out.
  const misses = nearest
    .filter((c) => rows.has(c.id))
    .map((c) => toResult(c, c.failed.length ? c.failed : lacking(c)))
    .filter((miss) => miss.reasons.length > 0);

  if (shown.length === 0 && offset === 0) {
    // "my son" with no one the library knows as a son: say how to teach it, not only that nothing matched.
    const unknownRelations = (plan.relationWords ?? []).filter((word) => plan.words.includes(word));
    const others = unknownRelations.filter((word) => word !== "me");
    const relationNote = `${others.length ? ` Recollect does not know who your ${others.join(" or ")} is yet: give them that relation in People, and “my ${others[0]}” will find them.` : ""}${
      unknownRelations.includes("me") ? " Recollect does not know which person is you yet: give yourself the relation “me” in People, and “photos of me” will find you." : plan.selfUnknown ? ` ${SELF_UNKNOWN}` : ""}`;
    // "dog at the beach" where the dogs are at home: each idea is met, never both in one photo.
    if (found.apart && found.apart.length >= 2) return empty(`No such photo: no photo has ${found.apart.map((w) => `“${w}”`).join(found.apart.length === 2 ? " and " : ", ")} together; the nearest misses, shown apart, have one of them.${unusedNote}`, misses);
    if (found.unused.length === plan.words.length && found.unused.length && !found.constraints.constrained) return empty(`No such photo: nothing in your library mentions ${quoted(found.unused)}. Try other words, a place, a person or a date.${relationNote}`, misses);
    // "iphone 9" where the iPhones here are an 8 and a 13: which models the words do name.
    const modelNote = found.constraints.modelsNotFound
      .map(({ name, cameras }) => (cameras.length ? ` Your cameras called “${name}” are ${cameras.join(", ")}.` : ""))
      .join("");
    return empty(`${await noSuchPhoto(store, { ...plan, words }, found.constraints.constrained, misses.length > 0)}${modelNote}${unusedNote}${relationNote}`, misses);
  }
  // "vacation in 2020" with no trip then: the trip is what was asked, and there is none; the photos
  // taken then are the nearest misses, not the answer.
  if (noTripWhen && offset === 0) {
    const then = shown.slice(0, 4).map((c) => toResult(c, [`no trip ${noTripWhen}`]));
    return empty(`No such photo: no trip was found ${noTripWhen}; the photos taken then are shown apart.${unusedNote}`, then);
  }
  const copies = answer.copies;
  const folded = copies > 0 ? ` ${copies === 1 ? "1 is a copy" : `${copies} are copies`} of another and shown with it.` : "";
  return {
    query: plan.query,
    interpretation,
    results: shown.map((c) => toResult(c)),
    copiesFolded: copies,
    total: reachable,
    more: Math.max(0, reachable - offset - wanted),
    rejected: false,
    misses: words.length || found.constraints.constrained ? misses.slice(0, 4) : [],
    remembered: null,
    visualOff,
    // Only while it is true: an answer's keys are the same as ever otherwise.
    ...(rebuilding ? { rebuilding } : {}),
    // The words the photos match: one nothing mentions is said apart ("Nothing in your library mentions …").
    message: `${describeFound({ ...plan, words: words.filter((w) => !found.unused.includes(w)) }, answer.size, found.constraints.constrained)}${noTripThen}${unusedNote}${plan.selfUnknown ? ` ${SELF_UNKNOWN}` : ""}${folded}${rebuildNote}`,
  };
}

/** The reading shown with an answer: its chips, with the words nothing explains marked unused. */
function interpret(plan: QueryPlan, unused: string[], dropped: string[]): Answer["interpretation"] {
  const chips = plan.chips.map((chip) => {
    const word = chip.kind === "words" && chip.id.startsWith("word:") ? chip.id.slice(5) : null;
    if (word === null || !unused.includes(word)) return chip;
    if (!dropped.includes(word)) return { ...chip, note: `Nothing in your library mentions “${word}”.` };
    return { ...chip, kind: "unused" as const, note: `Nothing in your library mentions “${word}”, so it was not used. Remove it, or say it another way.` };
  });
  const readings = (plan.readings ?? []).map(({ id, kind, span, flipped, chosen, other }) => ({ id, kind, span, flipped, chosen, other }));
  return { time: plan.time ? describeTime(plan.time) : null, words: plan.words, unused, chips, language: plan.language, refinedByLlm: false, readings };
}

function describeFound(plan: QueryPlan, count: number, constrained: boolean): string {
  if (!constrained && plan.words.length === 0 && !plan.order) return "Your most recent photos. Describe a time, a place, a person or what is in the photo to narrow it down.";
  const n = plan.order?.count ? Math.min(plan.order.count, count) : count;
  const noun = countNoun(n, plan.kinds, plan.kindsTogether);
  // "The first photo", "The latest 3 receipts", "12 photos": the count is said once, where it reads.
  const which = plan.order?.direction === "asc" ? "first" : "latest";
  const said = `${constraintText(plan, false)}${plan.words.length ? ` matching ${quoted(plan.words)}` : ""}`;
  // "The latest Thanksgiving": its photos, however many, said as the one occasion.
  if (plan.order?.occasion) return `${n} ${noun}${said}: the ${which} occasion only.`;
  const what = plan.order ? `The ${which} ${n === 1 ? noun : `${n} ${noun}`}` : `${n} ${noun}`;
  return `${what}${said}.`;
}

async function noSuchPhoto(store: PhotoStore, plan: QueryPlan, constrained: boolean, hasMisses: boolean): Promise<string> {
  const apart = hasMisses ? " The nearest misses are shown apart." : "";
  // "the 30th of February": a day no calendar has, said as such rather than as a day with no photos.
  if (plan.time?.ranges?.length && plan.time.ranges.every(([start, end]) => end <= start)) return `There is no ${plan.time.label}: no calendar has that day.`;
  if (plan.words.length === 0 && plan.time && !plan.places.length && !plan.placeKinds?.length && !plan.people.length && !plan.home) {
    const span = await store.takenSpan();
    // Photos dated only by their file are the Library's "No date": said apart, so the two agree.
    const fileDated = span?.fileDated ? `; ${span.fileDated === 1 ? "1 more has" : `${span.fileDated} more have`} only the date ${span.fileDated === 1 ? "its file was" : "their files were"} saved` : "";
    const covers = span ? ` Your photos were taken between ${formatTaken(span.first).split(",")[0]} and ${formatTaken(span.last).split(",")[0]}${fileDated}.` : "";
    return `No ${countNoun(2, plan.kinds, plan.kindsTogether)}${constraintText(plan, false)}.${covers}`;
  }
  if (plan.words.length === 0) return `No such photo: none${constraintText(plan)}.${apart}`;
  // "nothing not on a trip matches" says it twice over: what is left out is said after the words.
  const within = constraintText(plan);
  if (constrained && within.startsWith(" not ")) return `No such photo: nothing matches ${quoted(plan.words)},${within}.${apart} Try other words, or remove a chip.`;
  if (constrained) return `No such photo: nothing${within} matches ${quoted(plan.words)}.${apart} Try other words, or remove a chip.`;
  return `No such photo: nothing matches ${quoted(plan.words)} well enough.${apart} Try other words, or a date.`;
}

/**
 * The rows of the photos to show. Taken by the row addresses the index holds, which reads a few
 * pages of each column instead of searching the id index (at a million photos, about half the
 * time); an address that has gone stale finds nothing, and those photos are looked up by id.
 */
async function rowsOf(store: PhotoStore, index: LibraryIndex, candidates: Candidate[]): Promise<Map<string, PhotoRow>> {
  const rows = new Map<string, PhotoRow>();
  const wanted = new Set(candidates.map((c) => c.id));
  const addresses = [...new Set(candidates.map((c) => index.rowId(c.n)).filter((r): r is number => r !== null))];
  if (addresses.length) {
    for (const row of (await store.photos.takeRowIds(addresses).select(RESULT_COLUMNS).toArray()) as PhotoRow[]) if (wanted.has(row.id)) rows.set(row.id, row);
  }
  await inSlices([...wanted].filter((id) => !rows.has(id)), async (slice) => {
    for (const row of (await store.photos.query().where(inList("id", slice)).select(RESULT_COLUMNS).toArray()) as PhotoRow[]) rows.set(row.id, row);
  });
  return rows;
}

const WRONG = "you said it is not this";

/**
 * The user's corrections for this search applied to its answer: a photo said to be wrong leaves
 * it and shows among the misses, saying why; one said to be right leads it, even where this
 * reading of the query no longer reaches it (the user knows better).
 */
function corrected(passing: Candidate[], near: Candidate[], said: ReadonlyMap<number, Verdict>, index: LibraryIndex): [Candidate[], Candidate[]] {
  const wrong = passing.filter((c) => said.get(c.n) === "bad").map((c) => ({ ...c, failed: [WRONG] }));
  const right: Candidate[] = [];
  const rest: Candidate[] = [];
  for (const c of passing) if (said.get(c.n) !== "bad") (said.get(c.n) === "good" ? right : rest).push(c);
  const reached = new Set(right.map((c) => c.n));
  for (const [n, verdict] of said) {
    const facts = index.facts(n);
    if (verdict === "good" && !reached.has(n) && facts) right.push(candidate(n, index, [], 1));
  }
  for (const c of right) {
    c.evidence = { ...c.evidence, feedback: 1 };
    c.marked = "right";
  }
  return [[...right, ...rest], [...wrong, ...near.filter((c) => said.get(c.n) !== "bad")]];
}

/**
 * "This one, not those": each photo the user preferred goes just above the one it was preferred
 * to, when it was below; GAMER's better-than edges. Everything else keeps its place.
 */
function ranked(passing: Candidate[], pairs: ReadonlyArray<{ better: number; worse: number }>): Candidate[] {
  const order = [...passing];
  for (const { better, worse } of pairs) {
    const from = order.findIndex((c) => c.n === better);
    const to = order.findIndex((c) => c.n === worse);
    if (from < 0 || to < 0 || from < to) continue;
    const [moved] = order.splice(from, 1);
    moved!.marked ??= "better";
    order.splice(to, 0, moved!);
  }
  return order;
}

const byNumber = (c: Candidate) => c.n;

/** An answer in order with its copies folded: how many, their groups, and a page of it as candidates. */
interface Folded {
  size: number;
  /** How many copies were folded into the photo they copy. */
  copies: number;
  /** The duplicate groups of the first `end`. */
  groups(end: number): Array<string | null>;
  slice(start: number, end: number): Candidate[];
}

function foldCandidates(passing: Candidate[], groupOf: (c: Candidate) => string | null, showAll: boolean): Folded {
  const collapsed = collapse(passing, groupOf, showAll);
  return { size: collapsed.length, copies: passing.length - collapsed.length, groups: (end) => collapsed.slice(0, end).map(groupOf), slice: (start, end) => collapsed.slice(start, end) };
}

/** `foldCandidates` for photos by number, a candidate made only for the page asked for. */
function foldPhotos(photos: ArrayLike<number>, index: LibraryIndex, showAll: boolean): Folded {
  const { kept, folded } = showAll ? { kept: Array.from(photos), folded: new Map<number, number>() } : foldCopies(photos, (n) => index.dupGroupOf(n));
  return {
    size: kept.length,
    copies: photos.length - kept.length,
    groups: (end) => kept.slice(0, end).map((n) => index.dupGroupOf(n)),
    slice: (start, end) =>
      kept.slice(start, end).map((n) => {
        const c = candidate(n, index, [], 1);
        c.similar = folded.get(n) ?? 0;
        return c;
      }),
  };
}

/** The items in order of each duplicate group's first, the copies of a picture together. */
function besideTheirCopies<T>(items: T[], groupOf: (item: T) => string | null): T[] {
  const rank = new Map<string, number>();
  items.forEach((item, i) => {
    const group = groupOf(item);
    if (group !== null && !rank.has(group)) rank.set(group, i);
  });
  return items.map((item, i) => ({ item, at: rank.get(groupOf(item) ?? "") ?? i, i })).sort((a, b) => a.at - b.at || a.i - b.i).map((e) => e.item);
}

/** The items with only the first of each duplicate group kept, and how many copies were folded into each one kept. */
function foldCopies<T>(items: ArrayLike<T>, groupOf: (item: T) => string | null): { kept: T[]; folded: Map<T, number> } {
  const kept: T[] = [];
  const folded = new Map<T, number>();
  const leaders = new Map<string, T>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const group = groupOf(item);
    const leader = group ? leaders.get(group) : undefined;
    if (leader !== undefined) {
      folded.set(leader, (folded.get(leader) ?? 0) + 1);
      continue;
    }
    if (group) leaders.set(group, item);
    kept.push(item);
  }
  return { kept, folded };
}

/**
 * One result per duplicate group, at its best-ranked copy, counting the copies folded into it.
 * The candidates are this answer's own, so each is marked in place rather than copied: thousands
 * may pass.
 */
function collapse(candidates: Candidate[], groupOf: (c: Candidate) => string | null, showAll: boolean): Candidate[] {
  for (const item of candidates) item.similar = 0;
  if (showAll) return candidates;
  const { kept, folded } = foldCopies(candidates, groupOf);
  for (const [leader, copies] of folded) leader.similar = copies;
  return kept;
}

const GRAPH_REASONS: Record<string, (label: string) => string> = {
  memory: (l) => translated(l, (said, means) => `a memory you added says “${said}” (${means})`) ?? `a memory you added mentions '${l}'`,
  meaning: (l) => `a memory you added says it in other words: “${l}”`,
  caption: (l) => `its caption mentions '${l}'`,
  text: (l) => translated(l, (said, means) => `text read in the photo says “${said}” (${means})`) ?? `text read in the photo says '${l}'`,
  // "text sign writing words" is how text read in a photo joins the graph: it has writing, it does not look like it.
  looks: (l) => (/^(text|writing|words)$/i.test(l) ? "text was read in it" : `looks like '${l}'`),
  object: objectReason,
  tag: (l) => `tagged '${l}'`,
  // How the photo was made (`index/made-links.ts`): its camera, the kind of camera, its file's format.
  made: (l) => (/\bfile\b/.test(l) ? `a ${l}` : `taken with ${l}`),
  folder: (l) => `in folder '${l}'`,
  person: (l) => personIn([l]),
  place: (l) => `taken in ${l}`,
  event: (l) => `from the same day out as a photo that matches '${l}'`,
  moment: (l) => `taken at the same moment as a photo you described with '${l}'`,
  burst: (l) => `taken seconds from a photo where '${l}' was seen`,
  outing: (l) => `taken on the same outing as a photo you described with '${l}'`,
  occasion: (l) => `taken at the same occasion as a photo you described with '${l}'`,
  spot: (l) => `taken where a photo you described with '${l}' was`,
  feedback: (l) => `you marked it right for “${l}”`,
};

/**
 * A word read or written, with what it means, as a translation's or a code's entity is labelled
 * ("FARMACIA (pharmacy)", "IB 3170 (Iberia Airlines)", `library-index.ts`); null for any other label.
 */
function translated(label: string, say: (said: string, means: string) => string): string | null {
  const parts = /^(\S+(?: \d+)?) \((.+)\)$/.exec(label);
  return parts ? say(parts[1]!, parts[2]!) : null;
}

function result(c: Candidate, row: PhotoRow, plan: QueryPlan, via: string[], missed: string[], options: SearchOptions): SearchResult {
  // "from your trips": a trip picked by no time at all says so as a time would.
  const time = (plan.time && !missed.some((m) => m.startsWith("not ") && m.includes(plan.time!.label))) || (!plan.time && plan.tripAnchor?.byTime) ? [constraintText({ ...plan, places: [], people: [], kinds: [], chips: [] }).trim()] : [];
  // Trip words are never needed, but where the photo's own text says them ("Trips/" folder) that is a reason too.
  // A word the graph reached through text read in the photo by another spelling ("bakrey") is not
  // in the row's text as typed: the text it reached says why.
  const textual = [...new Set([
    ...plan.words.flatMap((word, w) => (c.found[w]?.source === "text" ? [wordReasons(row, [word])[0] ?? GRAPH_REASONS.text!(c.found[w]!.label)] : [])),
    ...wordReasons(row, plan.eventWords ?? []),
  ])];
  // One thing found by two words, one of them through what both mean ("wine glass" → wineglass), is one reason.
  const sameThing = (f: NonNullable<Candidate["found"][number]>) => `${f.source}:${f.label.toLowerCase().replace(/\s+/g, "")}`;
  const direct = new Set(c.found.flatMap((f) => (f && !f.means ? [sameThing(f)] : [])));
  const graphed = plan.words.flatMap((_, w) => {
    const f = c.found[w];
    if (!f || f.source === "text" || (f.means && direct.has(sameThing(f)))) return [];
    // Reached by its own name as a meaning (a cup for "coffee"), it needs no "for".
    const means = f.means && sameThing({ ...f, label: f.means }) !== sameThing(f) ? ` (for “${f.means}”)` : "";
    return [`${GRAPH_REASONS[f.source]!(f.label)}${means}`];
  });
  const visual = c.similarity !== undefined && c.evidence.visual > 0 ? [`looks like ${quoted([plan.words.join(" ")])} (CLIP ${c.similarity.toFixed(2)})`] : [];
  const kinds = plan.kinds.length ? [`a ${plan.kinds.map(kindSingular).join(plan.kindsTogether ? " " : " or ")}`] : [];
  // Said of the photo, not of the search: a photo dated only by when its file was saved is one the Library lists under "No date".
  const undated = plan.undated ? [row.taken_source === "mtime" ? "no date from the camera (only when its file was saved)" : "no date from the camera"] : [];
  return {
    id: row.id,
    path: row.path,
    score: Math.round(c.score * 1000) / 1000,
    reasons: [...new Set([...(c.marked ? [MARKED[c.marked]] : []), ...undated, ...time.filter(Boolean), ...via, ...kinds, ...textual, ...graphed, ...visual])],
    name: row.name,
    // When its file was saved is no day it was taken: an answer groups it under "No date", as the Library does.
    takenAt: row.taken_source === "mtime" ? null : row.taken_at,
    kind: row.kind,
    similar: c.similar,
    width: row.width,
    height: row.height,
    thumbnailUrl: options.thumbnailUrl(row.id),
    missed,
  };
}

const MARKED = { right: "you marked it right for this search", better: "you preferred it to another result here" } as const;

const quoted = (words: string[]) => words.map((w) => `“${w}”`).join(" ");
