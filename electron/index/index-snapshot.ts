/**
 * @file The library index's own built state, saved in the library's cache folder: its fact
 * columns, signatures, row addresses, space-time points and shared lists, keyed by the photos
 * table's version and a digest of everything else the facts were made from. When neither changed,
 * a start reads these blocks back instead of making an object per photo and building the index
 * from them again (at a million photos, most of the first answer's time and memory).
 *
 * Runs in the engine's process, for `LibraryIndex.refresh`. Derived data, like the facts snapshot
 * (`facts-cache.ts`): a missing, stale, damaged or foreign file is ignored and rewritten by the
 * refresh that builds the index instead, never half believed.
 */
import fs from "node:fs/promises";
import v8 from "node:v8";
import { writeCacheFile } from "../store/cache-file";
import type { SavedFacts } from "./fact-columns";
import type { SavedGraph } from "./graph/semantic-graph";
import type { Column } from "./facts-cache";
import type { SavedSpaceTime } from "./spacetime/space-time-index";

/** Raised with any change to the layout, or to how photos are linked in the graph (`#applyLinks` in `library-index.ts`): an older file is then rebuilt, not misread. */
const FORMAT = 45;

export interface SavedIndex {
  facts: SavedFacts;
  spaceTime: SavedSpaceTime;
  /** Per photo number, as the index keeps them (`library-index.ts`). */
  signatures: Float64Array;
  rowIds: Float64Array;
  /** What the graph links beyond the facts, as the store spells it: each photo's people and place names. */
  links: LinkColumns;
  placeNames: Array<[string, string]>;
  /** Names the photos' own metadata tags, beside the people the user named. */
  tagged: string[];
  years: [number, number] | null;
  southOfEquator: boolean;
}

export interface LinkColumns {
  people: Column;
  place: Column;
  region: Column;
  country: Column;
  /** The part of the city ("Kreuzberg"), a place name of its own. */
  district: Column;
  /** The camera and lens EXIF names, which say how a photo was made (`made-links.ts`). */
  camera: Column;
  lens: Column;
}

/**
 * The graph as the refresh that saved the state above left it, once built, and each photo's text
 * digest it was linked from: a start reads it instead of the photos' texts and links them again
 * (at a few hundred photos, a fifth of a cold CLI search). Kept apart from the state, since the
 * graph is built after the state is saved; only for libraries whose graph is built before their
 * first answer (`library-index.ts`).
 */
export interface SavedLinks {
  graph: SavedGraph;
  textSignatures: Float64Array;
}

/** Where the index keeps its state between starts; the service makes one per library (`indexSnapshots`). */
export interface IndexSnapshots {
  /** The photos table's version now: a state is saved under the version read before its rows were, so it is never older than its key. */
  version(): Promise<number>;
  /** The state saved under this version and digest of the other inputs, or null. */
  read(version: number, inputs: number): Promise<SavedIndex | null>;
  /** Serializes at once (the state may change after), and writes behind; a failed write is only a slower next start. */
  write(version: number, inputs: number, state: SavedIndex): Promise<void>;
  /** The graph saved under this version and digest, or null. */
  readLinks(version: number, inputs: number): Promise<SavedLinks | null>;
  /** As `write`, for the graph. */
  writeLinks(version: number, inputs: number, links: SavedLinks): Promise<void>;
}

interface Snapshot<T> {
  format: number;
  version: number;
  inputs: number;
  state: T;
}

/** `file`: the state's file; the graph's is beside it (`index-state.v8` → `index-state.links.v8`). */
export function indexSnapshots(file: string, version: () => Promise<number>): IndexSnapshots {
  const linksFile = file.replace(/(\.v8)?$/, ".links$1");
  return {
    version,
    read: (at, inputs) => readSnapshot<SavedIndex>(file, at, inputs),
    write: (at, inputs, state) => writeSnapshot(file, at, inputs, state),
    readLinks: (at, inputs) => readSnapshot<SavedLinks>(linksFile, at, inputs),
    writeLinks: (at, inputs, links) => writeSnapshot(linksFile, at, inputs, links),
  };
}

function readSnapshot<T>(file: string, at: number, inputs: number): Promise<T | null> {
  return fs
    .readFile(file)
    .then((bytes) => {
      const snapshot = v8.deserialize(bytes) as Partial<Snapshot<T>> | null;
      return snapshot?.format === FORMAT && snapshot.version === at && snapshot.inputs === inputs && snapshot.state ? snapshot.state : null;
    })
    .catch(() => null);
}

function writeSnapshot<T>(file: string, at: number, inputs: number, state: T): Promise<void> {
  const bytes = v8.serialize({ format: FORMAT, version: at, inputs, state } satisfies Snapshot<T>);
  return writeCacheFile(file, (handle) => handle.writeFile(bytes)).catch(() => undefined);
}
