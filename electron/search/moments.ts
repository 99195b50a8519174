/**
 * @file What a person said of one photo of a moment, said of the moment: a memory, a caption or
 * a tag on one of the shots taken at one spot within minutes ("the lanterns at the harbour" on
 * the third of six) finds the other shots too, after it. People note one photo of a scene, not
 * each; the others show the same thing from a step aside. A thing the detector found in one shot
 * of a burst, seconds apart, is lent to the burst's other shots, where it missed it: the dog is in
 * all five.
 *
 * A moment is the photos taken at the same spot (within `SPOT_METRES`, by GPS), each within
 * `GAP_MS` of the one before (a burst: `BURST_GAP_MS`): a chain, found from the space-time index
 * around each photo the words reached, so no grouping of the whole library is made. Photos without
 * GPS or a camera's time (screenshots, scans, files dated by when they were saved) are in no
 * moment: nothing says where they were. Runs in the engine's process, from `retrieve.ts`, on the
 * graph's hits.
 */
import type { EntityKind, GraphHit } from "../index/graph/semantic-graph";
import type { LibraryIndex } from "../index/library-index";
import { boxAround } from "../index/spacetime/geo-box";
import { kmBetween } from "../domain/great-circle";

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
/** A moment's most photos: a chain longer than this is an afternoon in one spot, not a moment. */
const MOST = 40;
/** The graph's hits whose moments are looked for, strongest first: the rest are too weak to lend. */
const MOST_LENDERS = 200;
/** What a shot of the moment gets of the word its neighbour's words said: found, after that one. */
const LENT = 0.8;
/** What a person says of a photo: the words lent to its moment. Text read is of that shot only. */
const SAID: ReadonlySet<EntityKind> = new Set(["memory", "caption", "tag"]);
/** What the detector found in a photo: lent to its burst only. */
const SEEN: ReadonlySet<EntityKind> = new Set(["object"]);
const GAPS = [GAP_MS, BURST_GAP_MS];

/** Degrees of latitude in a kilometre, for the box a spot's neighbours are looked for in. */
const DEGREES_PER_KM = 1 / 111.32;

/**
 * Lends each word said of a photo (a memory, caption or tag the graph reached it by) to the other
 * photos of its moment, in `graph`, and says which words of which photos were lent. `names` says
 * which words are someone's (or a pet's) name: a memory that names them ("Petra laughing") is lent
 * to a burst, seconds apart, where they are, and not to a moment's minutes, where they may not be.
 */
export function lendToMoments(graph: Map<number, GraphHit>, index: LibraryIndex, names: readonly boolean[]): Map<number, boolean[]> {
  const words = names.length;
  const lent = new Map<number, boolean[]>();
  // The words a hit lends to its moment (a memory's, not a name) and to its burst (a name, a thing seen).
  const lentWords = (hit: GraphHit, gap: number) =>
    hit.why.flatMap((why, w) => (why && hit.direct[w]! >= 0.5 && (gap === GAP_MS ? SAID.has(why.kind) && !names[w] : SEEN.has(why.kind) || (SAID.has(why.kind) && names[w])) ? [w] : []));
  const lenders = [...graph].flatMap(([n, hit]) => {
    const byGap = GAPS.map((gap) => ({ gap, lends: lentWords(hit, gap) })).filter((g) => g.lends.length > 0);
    return byGap.length ? [{ n, hit, byGap }] : [];
  });
  if (!lenders.length) return lent;
  lenders.sort((a, b) => Math.max(...b.hit.direct) - Math.max(...a.hit.direct));
  const groups = new Map<number, Map<number, readonly number[]>>(GAPS.map((gap) => [gap, new Map()]));
  const groupOf = (n: number, gap: number) => {
    const known = groups.get(gap)!;
    let group = known.get(n);
    if (!group) {
      group = momentAround(n, index, gap);
      for (const m of group) known.set(m, group);
    }
    return group;
  };
  for (const { n, hit, byGap } of lenders.slice(0, MOST_LENDERS)) {
    for (const { gap, lends } of byGap) {
      for (const m of groupOf(n, gap)) {
        if (m === n) continue;
        for (const w of lends) {
          const strength = hit.direct[w]! * LENT;
          let mate = graph.get(m);
          if (!mate) graph.set(m, (mate = { direct: new Array(words).fill(0), viaEvent: new Array(words).fill(0), why: new Array(words).fill(null) }));
          if (mate.direct[w]! >= strength) continue;
          mate.direct[w] = strength;
          mate.why[w] = hit.why[w]!;
          let said = lent.get(m);
          if (!said) lent.set(m, (said = new Array(words).fill(false)));
          said[w] = true;
        }
      }
    }
  }
  return lent;
}

/** The photos of the moment a photo is in, itself included: alone where it has no GPS or camera time. */
export function momentAround(n: number, index: LibraryIndex, gap = GAP_MS): readonly number[] {
  const start = index.facts(n);
  if (!start || !placedInTime(start)) return [n];
  const found = new Set([n]);
  const queue = [start];
  while (queue.length && found.size <= MOST) {
    const at = queue.pop()!;
    const near = index.spaceTime.query({ times: [[at.takenMs - gap, at.takenMs + gap + 1]], boxes: [boxAround(at.lat, at.lon, (SPOT_METRES / 1000) * DEGREES_PER_KM)] });
    near?.ids.forEach((m) => {
      if (found.has(m)) return;
      const facts = index.facts(m);
      if (!facts || !placedInTime(facts) || kmBetween(at, facts) * 1000 > SPOT_METRES) return;
      found.add(m);
      queue.push(facts);
    });
  }
  return found.size > MOST ? [n] : [...found];
}

function placedInTime(facts: { takenMs: number | null; mtimeOnly: boolean; lat: number | null; lon: number | null }): facts is { takenMs: number; mtimeOnly: false; lat: number; lon: number } {
  return facts.takenMs !== null && !facts.mtimeOnly && facts.lat !== null && facts.lon !== null;
}
