/**
 * @file Kinds of place said as words: "at the lake", "lakeside", "by the sea", "seaside", "in the
 * mountains", "up in the hills", "on an island", "the desert", "a bay", "by the fjord". A word is
 * such a kind when its commonest noun sense is, or lies under, a sense WordNet gives one of Natural
 * Earth's feature classes (the shapes of `library/places/regions.json`); "lakeside", "seafront",
 * "mountainside" are the side of the kind their first part names. The only list is the closed map
 * from a feature class to its WordNet senses and how the kind is said ("by", "in", "on").
 *
 * Runs in the engine's process: the parser asks it of each word no name claimed
 * (`parsers/unit-recognisers.ts`), and the constraints ask which shapes a kind has
 * (`constraints.ts`). Pure, over WordNet's files.
 */
import { isKindOf, senses, synset, taggedAs } from "../words/wordnet";
import { firstSense } from "./word-role";

export interface PlaceKindReading {
  /** The word as said, lower case ("lakeside"). */
  word: string;
  /** Natural Earth's feature classes of the shapes it reaches ("lake", "Range/mtn"). */
  kinds: string[];
  /** How the kind is said in an answer: "by a lake", "in the mountains". */
  label: string;
}

/**
 * Natural Earth's feature classes (its `featurecla`; "shore" is every sea's and ocean's, built
 * with the regions) and the WordNet senses that say them, each as [lemma, a synonym that picks the
 * sense] or the lemma's first sense. Waters and their shores are "by", land one stands on "on".
 * Left out: classes whose word says something else first ("delta", "basin", "depression",
 * "channel", "sound", "plain"), or as often ("a red cape").
 */
const KINDS: ReadonlyArray<{ kinds: string[]; senses: Array<[string, string?]>; label: string }> = [
  { kinds: ["lake", "Lake"], senses: [["lake"]], label: "by a lake" },
  { kinds: ["shore", "Coast"], senses: [["sea"], ["ocean"], ["coast", "seashore"]], label: "by the sea" },
  { kinds: ["Range/mtn", "mountain", "Foothills"], senses: [["mountain"], ["range", "mountain_range"], ["hill"]], label: "in the mountains" },
  { kinds: ["Island", "Island group"], senses: [["island"], ["isle"], ["archipelago"]], label: "on an island" },
  { kinds: ["Desert"], senses: [["desert"]], label: "in a desert" },
  { kinds: ["bay"], senses: [["bay", "embayment"]], label: "by a bay" },
  { kinds: ["gulf"], senses: [["gulf"]], label: "by a gulf" },
  { kinds: ["fjord"], senses: [["fjord"]], label: "by a fjord" },
  { kinds: ["lagoon"], senses: [["lagoon"]], label: "by a lagoon" },
  { kinds: ["strait"], senses: [["strait"]], label: "by a strait" },
  { kinds: ["Peninsula", "Pen/cape"], senses: [["peninsula"]], label: "on a peninsula" },
  { kinds: ["Plateau"], senses: [["plateau"]], label: "on a plateau" },
  { kinds: ["Valley", "Gorge"], senses: [["valley"]], label: "in a valley" },
  { kinds: ["Tundra"], senses: [["tundra"]], label: "in the tundra" },
  { kinds: ["Wetlands"], senses: [["wetland"]], label: "in wetlands" },
  { kinds: ["Isthmus"], senses: [["isthmus"]], label: "on an isthmus" },
];

/** The senses of each entry of `KINDS`, looked up once. */
let targets: Array<{ entry: (typeof KINDS)[number]; keys: Set<string> }> | null = null;

function kindTargets(): NonNullable<typeof targets> {
  return (targets ??= KINDS.map((entry) => ({
    entry,
    keys: new Set(entry.senses.flatMap(([lemma, alsoCalled]) => {
      const keys = senses(lemma, "noun");
      const key = alsoCalled ? keys.find((k) => synset(k).words.includes(alsoCalled)) : keys[0];
      return key ? [key] : [];
    })),
  })));
}

/**
 * How many cells of a shape of this kind are shore kept for its name, and not "by" it. A lake is
 * built as its waters, the cells its drawn shore crosses and one cell more (`build/data/regions.ts`).
 * Natural Earth's 1:10m lines lie within a few km of the true shore (half a millimetre at
 * 1:10,000,000 is 5 km), and a crossed cell already reaches up to 5.5 km inland: that is "by the
 * lake", while the cell more would put downtown Seattle, 4 km from Lake Washington, by a lake
 * ("Lake Tahoe" by name keeps the whole shape). The sea keeps its cell more: the marine polygons
 * leave out harbours and small bays, and Seattle on Elliott Bay, San Diego, Sydney and Tokyo lie
 * 5–10 km from the water they draw.
 */
export function shoreInset(kind: string): number {
  return kind === "lake" || kind === "Lake" ? 1 : 0;
}

/** What "-side", "-front", "-shore" compounds are a kind of: the land at a place's edge. */
let edges: Set<string> | null = null;

const readings = new Map<string, PlaceKindReading | null>();

/** The kind of place a lower-case word says ("lakes", "seaside", "hills"), or null. */
export function placeKindOf(word: string): PlaceKindReading | null {
  if (!readings.has(word)) readings.set(word, readingOf(word));
  return readings.get(word)!;
}

function readingOf(word: string): PlaceKindReading | null {
  if (!/^\p{Ll}{3,}$/u.test(word)) return null;
  // "a plain shirt", "a sound": a word said more often as an adjective is not a kind of place.
  if (taggedAs(word, "adj") > taggedAs(word, "noun")) return null;
  const sense = firstSense(word, "noun");
  if (!sense) return null;
  const direct = entriesOver(sense);
  if (direct.length) return reading(word, direct, sense);
  // "lakeside", "seafront", "mountainside": a piece of land (or a place) named for the kind its first part says.
  edges ??= new Set([...senses("geological_formation", "noun").slice(0, 1), ...senses("location", "noun").slice(0, 1)]);
  if (!isKindOf(sense, edges)) return null;
  for (let at = 3; at <= word.length - 3; at++) {
    const [first, rest] = [word.slice(0, at), word.slice(at)];
    const firstSenseOf = firstSense(first, "noun");
    if (!firstSenseOf || !firstSense(rest, "noun")) continue;
    const under = entriesOver(firstSenseOf);
    if (under.length) return reading(word, under, firstSenseOf);
  }
  return null;
}

function entriesOver(sense: string): Array<(typeof KINDS)[number]> {
  return kindTargets().filter(({ keys }) => isKindOf(sense, keys)).map(({ entry }) => entry);
}

/** "lagoon" is a lagoon before it is a lake: the label of the entry whose own sense the word is, else of the first. */
function reading(word: string, entries: Array<(typeof KINDS)[number]>, sense?: string): PlaceKindReading {
  const own = entries.find((e) => kindTargets().find((t) => t.entry === e)!.keys.has(sense ?? "")) ?? entries[0]!;
  return { word, kinds: [...new Set(entries.flatMap((e) => e.kinds))], label: own.label };
}
