/**
 * @file The contract: every call the UI (or the CLI, or a test) can make of the engine.
 *
 * One definition per call — name, input schema, output schema — from which the three doors are
 * built: Electron IPC (`electron/app/ipc.ts`), HTTP on 127.0.0.1 (`electron/serve.ts`) and direct
 * calls (`electron/cli.ts`, tests). This file is pure data and types so the renderer can import
 * its types without pulling in any Node code.
 */
import { z } from "zod";
import type { AppCommand } from "./methods";
import { IndexProgress } from "../domain/index-progress";
import { ProviderPreference } from "../domain/inference";
import { FaceBox, Memory, PhotoDetails } from "../domain/photo-details";
import { Chip, Interpretation, Reading, SearchAnswer, SearchResult, TimeRange } from "../domain/search-answer";
import { Completion, ExampleAspect, Highlight, SuggestedSearch } from "../domain/suggestions";

// Shared domain types, defined below the contract so the engine's layers need not import it.
export { Chip, Reading, Completion, ExampleAspect, Highlight, IndexProgress, Interpretation, Memory, PhotoDetails, ProviderPreference, SearchAnswer, SearchResult, SuggestedSearch, TimeRange };

// [Note: The contract's schemas are built when first used]
// Each schema below is `z.lazy`: zod builds it (a few hundred objects and closures for the
// contract) when a call first parses with it, rather than all of them in every process that imports
// the contract, a cold CLI search's among them, which parses one call's input; the outputs are
// types for the renderer and the doors, never parsed at run time. `Empty`, the input of most
// calls, is built at once.

/** Absolute path of a folder or file on the user's machine. */
const FsPath = z.lazy(() => z.string().trim().min(1, "a path is required").max(4096));
const PhotoId = z.lazy(() => z.string().regex(/^[0-9a-f]{16}$/, "not a photo id"));

export const Folder = z.lazy(() => z.object({
  path: z.string(),
  addedAt: z.string(),
  /** False when the folder has gone missing (unplugged drive, deleted); its photos stay listed. */
  exists: z.boolean(),
  photos: z.number().int(),
  problems: z.number().int(),
}));
export type Folder = z.infer<typeof Folder>;

export const FolderListing = z.lazy(() => z.object({
  /** The folder listed, as an absolute path. */
  path: z.string(),
  /** The folder around it; null at the top of a drive. */
  parent: z.string().nullable(),
  home: z.string(),
  /** The person's Pictures folder, proposed first; null where there is none. */
  pictures: z.string().nullable(),
  folders: z.array(z.object({
    name: z.string(),
    path: z.string(),
    /** Hidden by its name (".cache") or one of the system's own folders; listed only with `showHidden`. */
    hidden: z.boolean(),
    /** Already a library folder, or inside one. */
    inLibrary: z.boolean(),
  })),
  /** Hidden and system folders left out of `folders` (without `showHidden`). */
  hiddenCount: z.number().int(),
  /** Sub-folders beyond the first thousand, not listed. */
  more: z.number().int(),
  /** Photos and videos directly in this folder (its sub-folders are indexed too, but not counted here). */
  media: z.number().int(),
  /** This folder is already a library folder, or inside one. */
  inLibrary: z.boolean(),
}));
export type FolderListing = z.infer<typeof FolderListing>;


export const Problem = z.lazy(() => z.object({ path: z.string(), reason: z.string(), at: z.string() }));
export type Problem = z.infer<typeof Problem>;

export const IndexStatus = z.lazy(() => z.object({
  library: z.string(),
  /** True when the library's folder cannot be written: it is read as it is, and every change is refused ("library_read_only"). Absent or false otherwise. */
  readOnly: z.boolean().optional(),
  photos: z.number().int(),
  folders: z.array(Folder),
  progress: IndexProgress,
  problems: z.array(Problem),
  unsupported: z.number().int(),
  /**
   * The last time part of the library's database could not be read and was rebuilt: what happened,
   * in words for the user, and where the damaged part was moved. Null once that folder is deleted,
   * or when there was no repair.
   */
  repaired: z.object({ at: z.string(), message: z.string(), movedTo: z.string() }).nullable(),
}));
export type IndexStatus = z.infer<typeof IndexStatus>;




export const Correction = z.lazy(() => z.object({
  /** For undoFeedback; one "this one, not those" is one correction, over several photos. */
  feedbackId: z.string(),
  photoId: z.string(),
  verdict: z.enum(["good", "bad", "better"]),
  /** For "better": the photo it was preferred to. */
  over: z.string().nullable(),
  at: z.string(),
  undone: z.boolean(),
  thumbnailUrl: z.string(),
}));
export type Correction = z.infer<typeof Correction>;

export const PastSearch = z.lazy(() => z.object({
  /** Its latest asking's. */
  queryId: z.string(),
  query: z.string(),
  /** When it was last asked. */
  at: z.string(),
  /** How many times it was asked: the same words asked again are one entry. */
  asked: z.number().int(),
  chips: z.array(Chip),
  corrections: z.array(Correction),
  /**
   * What its latest asking found: how many results, and the first few that are still in the
   * library. Null for a search kept before Recollect noted this.
   */
  found: z.object({ total: z.number().int(), photos: z.array(z.object({ id: z.string(), thumbnailUrl: z.string() })) }).nullable(),
}));
export type PastSearch = z.infer<typeof PastSearch>;

export const History = z.lazy(() => z.object({
  searches: z.array(PastSearch),
  /** How many searches the history holds in all, a search asked several times counted once. */
  total: z.number().int(),
}));
export type History = z.infer<typeof History>;

export const RefusedAlias = z.lazy(() => z.object({ phrase: z.string(), meaning: z.string(), learnedFrom: z.string(), reason: z.string() }));

export const LearningStatus = z.lazy(() => z.object({
  searches: z.number().int(),
  corrections: z.number().int(),
  /** Phrases learned from corrections and what they mean ("son" → Leo). */
  aliases: z.array(z.object({ phrase: z.string(), meaning: z.string(), kind: z.enum(["person", "place", "thing"]), learnedFrom: z.string(), confirmed: z.number().int() })),
  /** Phrases corrections would have taught but that already mean something ("from", "March", a person's name), with why. */
  refusedAliases: z.array(RefusedAlias),
  /** True once enough corrections have moved the fusion weights from their defaults. */
  weightsLearned: z.boolean(),
  personalize: z.boolean(),
}));
export type LearningStatus = z.infer<typeof LearningStatus>;

export const LearningCounts = z.lazy(() => z.object({
  searches: z.number().int(),
  corrections: z.number().int(),
  suggestionClicks: z.number().int(),
  /** Favourites and albums the file carried (exported) or added (imported); absent for a reset. */
  favourites: z.number().int().optional(),
  albums: z.number().int().optional(),
  /** Of an import: the phrases its searches would have taught that already mean something, with why. */
  refusedAliases: z.array(RefusedAlias).optional(),
}));



export const AppInfo = z.lazy(() => z.object({
  version: z.string(),
  library: z.string(),
  /** "electron" offers a native folder picker; "browser" (serve) types a path instead. */
  shell: z.enum(["electron", "browser", "cli"]),
}));
export type AppInfo = z.infer<typeof AppInfo>;

export const ModelInfo = z.lazy(() => z.object({
  name: z.string(),
  kind: z.enum(["clip", "ocr-language", "sentence"]),
  title: z.string(),
  use: z.string(),
  license: z.string(),
  revision: z.string(),
  bytes: z.number(),
  downloadedBytes: z.number(),
  /** "downloading" while this app fetches it; "partial" when a download stopped and can resume. */
  state: z.enum(["installed", "missing", "partial", "damaged", "downloading"]),
  /** Why the last download failed, in plain words. */
  error: z.string().nullable(),
}));
export type ModelInfo = z.infer<typeof ModelInfo>;

/** The analyses the models' pass runs with what ships inside Recollect; each can be turned off. */
export const AnalysisName = z.lazy(() => z.enum(["objects", "faces", "text"]));
export type AnalysisName = z.infer<typeof AnalysisName>;

export const AnalysisSwitch = z.lazy(() => z.object({
  name: AnalysisName,
  title: z.string(),
  /** What it lets a search find, in a sentence. */
  finds: z.string(),
  on: z.boolean(),
  /** Off for this run whatever the setting says (`--no-ocr`, `--no-faces`, `--no-objects`). */
  forcedOff: z.boolean(),
  /** The shipped models it runs: nothing to download. */
  models: z.array(z.object({ name: z.string(), title: z.string(), use: z.string(), package: z.string(), bytes: z.number(), license: z.string() })),
}));
export type AnalysisSwitch = z.infer<typeof AnalysisSwitch>;

/** The question asked once, on first launch: download visual search (and memories in other words)? */
export const VisualSearchOffer = z.lazy(() => z.object({
  /** True until the user answers, and only while the model is not here. */
  ask: z.boolean(),
  /** The CLIP model on offer: its size and licence for the question. */
  model: ModelInfo.nullable(),
  /**
   * The sentence model offered with it, for memories in other words (its size and licence are
   * shown beside CLIP's, and "download" fetches both); null when the manifest has none or it is here.
   */
  sentence: ModelInfo.nullable(),
}));
export type VisualSearchOffer = z.infer<typeof VisualSearchOffer>;


export const InferenceStatus = z.lazy(() => z.object({
  /** Where models run now ("cpu", "cuda"…), null until a model has run. */
  provider: z.string().nullable(),
  providerLabel: z.string().nullable(),
  /** What the user asked for, from settings or --provider. */
  preference: ProviderPreference,
  /** Where models will be tried, best first, until one has run ("CUDA (NVIDIA GPU)", "CPU"). */
  candidates: z.array(z.string()),
  /** The choices this platform has: no Core ML on Linux, no DirectML off Windows. */
  offered: z.array(ProviderPreference),
  /** Why an accelerator was not used, when one was asked for or found. */
  fallbackReason: z.string().nullable(),
  threads: z.number().int().nullable(),
  /** The CLIP model in use, or null: visual search then says how to get one. */
  clipModel: z.string().nullable(),
  /** False when analysis is off (`serve --no-analysis`, tests). */
  analysisEnabled: z.boolean(),
}));
export type InferenceStatus = z.infer<typeof InferenceStatus>;

const PersonId = z.lazy(() => z.string().uuid("not a person id"));

export const Person = z.lazy(() => z.object({
  id: z.string(),
  name: z.string().nullable(),
  relation: z.string().nullable(),
  faces: z.number().int(),
  /** Photos of them: with their face, or naming them in the photo's metadata (face regions, Takeout). */
  photos: z.number().int(),
  /** A photo of them and where their face is in it, for an avatar. */
  cover: z.object({ photoId: z.string(), thumbnailUrl: z.string(), box: FaceBox }).nullable(),
}));
export type Person = z.infer<typeof Person>;

export const Face = z.lazy(() => z.object({ id: z.string(), photoId: z.string(), personId: z.string().nullable(), thumbnailUrl: z.string(), box: FaceBox, score: z.number() }));
export type Face = z.infer<typeof Face>;

const AlbumId = z.lazy(() => z.string().uuid("not an album id"));
/** "favourites", or "album:" and an album's id. */
const CollectionKey = z.lazy(() => z.string().regex(/^(favourites|album:[0-9a-f-]{36})$/, "not favourites or an album"));

/** Narrows the Library view's timeline to one place, event, person, or the favourites or an album. */
/** A rectangle of latitude and longitude, south-west to north-east, as drawn on the Places map. */
export const Area = z.lazy(() =>
  z
    .object({
      south: z.number().min(-90).max(90),
      west: z.number().min(-180).max(180),
      north: z.number().min(-90).max(90),
      east: z.number().min(-180).max(180),
    })
    .strict()
    .refine((a) => a.north > a.south && a.east > a.west, "the area drawn has no size: drag a rectangle on the map, from one corner to the other"),
);
export type Area = z.infer<typeof Area>;

export const BrowseFilter = z.lazy(() =>
  z
    .object({
      place: z.string().trim().min(1).max(200).optional(),
      event: z.string().min(1).max(100).optional(),
      person: z.string().trim().min(1).max(100).optional(),
      collection: CollectionKey.optional(),
    })
    .strict(),
);
export type BrowseFilter = z.infer<typeof BrowseFilter>;

export const Timeline = z.lazy(() => z.object({
  total: z.number().int(),
  /** Capture months, newest first ("2024-07"), with how many photos each holds, in timeline order. */
  months: z.array(z.object({ key: z.string(), count: z.number().int() })),
  /** Photos without a capture date in their metadata (a file's own time is none), listed after every month. */
  undated: z.number().int(),
}));
export type Timeline = z.infer<typeof Timeline>;

export const TimelinePhoto = z.lazy(() => z.object({
  id: z.string(),
  name: z.string(),
  takenAt: z.string().nullable(),
  kind: z.enum(["photo", "screenshot", "video"]),
  thumbnailUrl: z.string(),
}));
export type TimelinePhoto = z.infer<typeof TimelinePhoto>;

export const Place = z.lazy(() => z.object({
  /** What `timeline`'s filter names it by. */
  key: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  photos: z.number().int(),
  /** The middle of its photos' positions; null when none has GPS (named by a caption or folder). */
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  coverUrl: z.string(),
}));
export type Place = z.infer<typeof Place>;

export const EventSummary = z.lazy(() => z.object({
  id: z.string(),
  /** Its name as a search reads it ("Seattle, 2–6 Mar 2025"): what a card asks. A view writes its own from `place`, `startAt` and `endAt`. */
  title: z.string(),
  /** Its first and last photo's capture times, as the camera's clock read them. */
  startAt: z.string(),
  endAt: z.string(),
  photos: z.number().int(),
  /** Where it was: the town, or the area of nearby towns a trip went round; null when no photo says. */
  place: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** "trip": days away from home, across nearby towns; "outing": photos together at home or on a day out. */
  kind: z.enum(["trip", "outing"]),
  /** The days it has photos on ("2024-08-10"), first to last, each with how many. */
  days: z.array(z.object({ date: z.string(), photos: z.number().int() })),
}));
export type EventSummary = z.infer<typeof EventSummary>;

/** One file of a group of copies: what tells copies apart (size, format, where it is). */
export const CopyPhoto = z.lazy(() => z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  format: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number(),
  thumbnailUrl: z.string(),
}));
export type CopyPhoto = z.infer<typeof CopyPhoto>;

export const AlbumSummary = z.lazy(() => z.object({
  id: z.string(),
  name: z.string(),
  /** "manual": the photos the user put in it; "smart": what its search finds, answered again as the library changes. */
  kind: z.enum(["manual", "smart"]),
  /** A smart album's search; null for a manual one. */
  query: z.string().nullable(),
  /** Null for a smart album not counted yet: listing the albums answers only as many of their searches as fit in a moment, and a later listing goes on. */
  photos: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  /** Shown by date taken, newest or oldest first; kept with the album. */
  order: z.enum(["newest", "oldest"]),
}));
export type AlbumSummary = z.infer<typeof AlbumSummary>;

export const Collections = z.lazy(() => z.object({
  /** Every favourite photo's id. */
  favourites: z.array(z.string()),
  albums: z.array(AlbumSummary),
}));
export type Collections = z.infer<typeof Collections>;

export const ExportJob = z.lazy(() => z.object({
  id: z.string(),
  state: z.enum(["running", "done", "cancelled", "failed"]),
  folder: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  /** The copies written so far, whole ones only. */
  written: z.array(z.string()),
  /** Originals written as JPEG because that was the only way to remove their location. */
  converted: z.number().int(),
  /** Photos not copied, and why: their file is gone, or no longer the one indexed (swapped for a link or a pipe). */
  skipped: z.array(z.object({ name: z.string(), path: z.string(), reason: z.string() })),
  /** Why it stopped, when it failed. */
  error: z.object({ message: z.string(), hint: z.string().optional() }).nullable(),
}));
export type ExportJob = z.infer<typeof ExportJob>;

export const LlmStatus = z.lazy(() => z.object({
  /** The OpenAI-compatible server that refines queries, or null: off (the default). */
  endpoint: z.string().nullable(),
  /** "command-line": given by --llm or RECOLLECT_LLM_URL for this run; the setting applies from the next. */
  source: z.enum(["setting", "command-line"]).nullable(),
  /** Whether it answered when last asked (on being set); null when off or not asked yet. */
  reachable: z.boolean().nullable(),
}));
export type LlmStatus = z.infer<typeof LlmStatus>;

const Empty = z.object({}).strict().default({});

export const contract = {
  appInfo: { input: Empty, output: AppInfo },
  addFolder: { input: z.lazy(() => z.object({ path: FsPath }).strict()), output: Folder },
  listFolders: { input: Empty, output: z.lazy(() => z.array(Folder)) },
  removeFolder: {
    input: z.lazy(() => z.object({ path: FsPath }).strict()),
    output: z.lazy(() => z.object({ removedPhotos: z.number().int() })),
  },
  /** Native folder dialog, opening at the person's Pictures folder; only the Electron shell can answer it. */
  chooseFolder: { input: Empty, output: z.lazy(() => z.object({ path: z.string().nullable() })) },
  /**
   * The folders inside a folder (the home folder when none is given), for a folder picker drawn
   * by the page where there is no system dialog; it proposes the person's Pictures folder.
   */
  listSubfolders: {
    input: z.lazy(() => z.object({ path: FsPath.optional(), showHidden: z.boolean().default(false) }).strict()),
    output: FolderListing,
  },
  reindex: { input: Empty, output: IndexProgress },
  /** Holds indexing after the files in hand; search keeps answering from what is indexed. */
  pauseIndexing: { input: Empty, output: IndexProgress },
  resumeIndexing: { input: Empty, output: IndexProgress },
  indexStatus: { input: Empty, output: IndexStatus },
  search: {
    input: z.lazy(() => z
      .object({
        query: z.string().max(1000, "a query is at most 1000 characters"),
        limit: z.number().int().min(1).max(1000).default(50),
        /** Every copy of a duplicated photo instead of one with a count. */
        showDuplicates: z.boolean().optional(),
        /** A follow-up: the queryId of the answer it refines ("only the ones in Paris"). */
        refine: z.string().max(100).optional(),
        /** Chip ids to leave out of the reading (the user removed those chips). */
        drop: z.array(z.string().max(200)).max(50).optional(),
        /** Ids of the answer's `interpretation.readings` to read the other way (the user flipped them). */
        readings: z.array(z.string().max(100)).max(20).optional(),
        /** Photos the user has selected: "remember that …" is about them. */
        selection: z.array(PhotoId).max(1000).optional(),
        /** A rectangle drawn on the Places map: only photos whose GPS is in it. */
        area: Area.optional(),
      })
      .strict()),
    output: SearchAnswer,
  },
  /** A later page of an answer's results, in the order the answer has now (after any corrections). */
  moreResults: {
    input: z.lazy(() => z.object({ queryId: z.string().max(100), offset: z.number().int().min(0), limit: z.number().int().min(1).max(1000).default(200) }).strict()),
    output: z.lazy(() => z.object({ results: z.array(SearchResult), total: z.number().int() })),
  },
  /**
   * The user says a result is right or wrong for this search: the answer comes back corrected at
   * once, and the same search said again is corrected too. No other search is affected.
   */
  feedback: {
    input: z.lazy(() => z
      .object({
        queryId: z.string().max(100),
        photoId: PhotoId,
        /** "good" and "bad" also take photos from outside the answer ("add the ones I missed"); "better" needs `over`. */
        verdict: z.enum(["good", "bad", "better"]),
        /** For "better": the results this photo is better than ("this one, not those"). */
        over: z.array(PhotoId).min(1).max(100).optional(),
      })
      .strict()),
    output: z.lazy(() => z.object({ feedbackId: z.string(), answer: SearchAnswer })),
  },
  /** Takes a correction back; the answer it was given for comes back as it was, when still remembered. */
  undoFeedback: {
    input: z.lazy(() => z.object({ feedbackId: z.string().uuid("not a correction id"), queryId: z.string().max(100).optional() }).strict()),
    output: z.lazy(() => z.object({ answer: SearchAnswer.nullable() })),
  },
  /** Past searches, newest first, each with the corrections given for it. */
  history: {
    input: z.lazy(() => z.object({ offset: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(200).default(50) }).strict().default({ offset: 0, limit: 50 })),
    output: History,
  },
  /**
   * Forgets searches (every asking of each) and the corrections given for them, on disk too;
   * what was learned from them goes with them. `all: true` clears the history.
   */
  forgetSearches: {
    input: z.lazy(() => z
      .object({ queryIds: z.array(z.string().max(100)).min(1).max(200).optional(), all: z.literal(true).optional() })
      .strict()
      .refine((i) => Boolean(i.queryIds) !== Boolean(i.all), "name the searches to forget (queryIds), or pass all: true to forget every one")),
    output: z.lazy(() => z.object({ searches: z.number().int(), corrections: z.number().int() })),
  },
  /** What Recollect has learned from corrections, and whether it personalizes searches. */
  learning: { input: Empty, output: LearningStatus },
  /** Turns on or off personalization from similar searches' corrections; saved with the library. */
  setPersonalize: { input: z.lazy(() => z.object({ on: z.boolean() }).strict()), output: LearningStatus },
  /** Everything learned, as one versioned JSON document (a backup, or to move to another library). */
  exportLearning: { input: Empty, output: z.lazy(() => LearningCounts.unwrap().extend({ document: z.record(z.string(), z.unknown()) })) },
  /** Adds an exported document's searches and corrections; a damaged or newer file is refused whole. */
  importLearning: { input: z.lazy(() => z.object({ document: z.unknown() }).strict()), output: LearningCounts },
  /** Forgets every search and correction; what was learned from them goes too. */
  resetLearning: { input: z.lazy(() => z.object({ confirm: z.literal(true, { error: "pass confirm: true to forget everything learned" }) }).strict()), output: LearningCounts },
  /** "Search like this": 3–6 searches that would find this photo, each about a different aspect of it. */
  suggestions: { input: z.lazy(() => z.object({ photoId: PhotoId, count: z.number().int().min(1).max(6).default(5) }).strict()), output: z.lazy(() => z.object({ suggestions: z.array(SuggestedSearch) })) },
  /** The user clicked a suggestion: what gets clicked is suggested more. */
  suggestionClicked: { input: z.lazy(() => z.object({ photoId: PhotoId, text: z.string().min(1).max(1000), aspect: SuggestedSearch.unwrap().shape.aspect }).strict()), output: z.lazy(() => z.object({ logged: z.boolean() })) },
  /** Completions for what is typed in the search box: the library's names and past searches. */
  /** Searches to offer on the welcome screen, drawn from this library and each checked to find photos; none for an empty library. */
  examples: {
    input: z.lazy(() => z.object({ count: z.number().int().min(1).max(8).default(4) }).strict().default({ count: 4 })),
    output: z.lazy(() => z.object({ examples: z.array(z.object({ text: z.string(), aspect: ExampleAspect })) })),
  },
  /** What the home screen shows of a library with photos: "on this day" in an earlier year and the latest trip, each the search that finds it; none for an empty library. */
  highlights: { input: Empty, output: z.lazy(() => z.object({ highlights: z.array(Highlight) })) },
  complete: { input: z.lazy(() => z.object({ text: z.string().max(1000), limit: z.number().int().min(1).max(20).default(8) }).strict()), output: z.lazy(() => z.object({ completions: z.array(Completion) })) },
  /** Tells Recollect something about photos ("Leo at the airport before our Seattle trip"); searchable at once. */
  addMemory: {
    input: z.lazy(() => z.object({ photoIds: z.array(PhotoId).min(1, "choose at least one photo").max(1000), text: z.string().trim().min(1, "say what to remember").max(2000) }).strict()),
    output: z.lazy(() => z.array(Memory)),
  },
  removeMemory: { input: z.lazy(() => z.object({ id: z.string().uuid("not a memory id") }).strict()), output: z.lazy(() => z.object({ removed: z.boolean() })) },
  photo: { input: z.lazy(() => z.object({ id: PhotoId }).strict()), output: PhotoDetails },
  thumbnailUrl: { input: z.lazy(() => z.object({ id: PhotoId }).strict()), output: z.lazy(() => z.object({ url: z.string() })) },
  /** Opens the photo's folder in the system's file manager with the photo selected; desktop app only. */
  showInFolder: { input: z.lazy(() => z.object({ id: PhotoId }).strict()), output: z.lazy(() => z.object({ shown: z.boolean() })) },
  /** Every model Recollect can download, and whether it is here. */
  models: { input: Empty, output: z.lazy(() => z.array(ModelInfo)) },
  /** Starts (or resumes) a download the user asked for; poll `models` for progress. */
  downloadModel: { input: z.lazy(() => z.object({ name: z.string().min(1).max(100) }).strict()), output: ModelInfo },
  removeModel: { input: z.lazy(() => z.object({ name: z.string().min(1).max(100) }).strict()), output: ModelInfo },
  inferenceStatus: { input: Empty, output: InferenceStatus },
  /** Whether to ask, once, about downloading visual search, and what it would download. */
  visualSearchOffer: { input: Empty, output: VisualSearchOffer },
  /** The answer: "download" starts it (poll `models`); "later" is remembered and not asked again. */
  answerVisualSearchOffer: { input: z.lazy(() => z.object({ answer: z.enum(["download", "later"]) }).strict()), output: VisualSearchOffer },
  /** The analyses that run with the models shipped inside Recollect, each with its switch. */
  analyses: { input: Empty, output: z.lazy(() => z.array(AnalysisSwitch)) },
  /** Turns one analysis on or off for this library; what it already found stays searchable. */
  setAnalysis: { input: z.lazy(() => z.object({ name: AnalysisName, on: z.boolean() }).strict()), output: z.lazy(() => z.array(AnalysisSwitch)) },
  /** Where models should run; saved with the library and applied at once. */
  setProvider: { input: z.lazy(() => z.object({ provider: ProviderPreference }).strict()), output: InferenceStatus },
  /** The library newest first, counted by month; optionally one place's, event's or person's photos. */
  timeline: { input: z.lazy(() => z.object({ filter: BrowseFilter.optional() }).strict().default({})), output: Timeline },
  /** A page of `timeline`'s order, for a grid that loads what scrolls into view. */
  timelinePhotos: {
    input: z.lazy(() => z.object({ filter: BrowseFilter.optional(), offset: z.number().int().min(0), limit: z.number().int().min(1).max(500).default(200) }).strict()),
    output: z.lazy(() => z.array(TimelinePhoto)),
  },
  /** Every photo folded with this one as copies of one picture, this one first; empty when it has none. */
  copies: { input: z.lazy(() => z.object({ id: PhotoId }).strict()), output: z.lazy(() => z.object({ photos: z.array(CopyPhoto) })) },
  /**
   * "Not a copy": keeps this photo apart from the others of its group from now on, whatever their
   * hashes say. Returns the group it left, as it is now.
   */
  splitCopy: { input: z.lazy(() => z.object({ id: PhotoId }).strict()), output: z.lazy(() => z.object({ photos: z.array(CopyPhoto) })) },
  /** The favourites and every album. */
  collections: { input: Empty, output: Collections },
  /** Marks photos as favourites, or not; kept in the library, never in the photos. */
  setFavourite: { input: z.lazy(() => z.object({ ids: z.array(PhotoId).min(1, "choose at least one photo").max(100_000), on: z.boolean() }).strict()), output: Collections },
  /** A manual album of these photos, or (with `query`) a smart album that holds what that search finds. */
  createAlbum: {
    input: z.lazy(() => z.object({ name: z.string().trim().min(1, "an album needs a name").max(100), photoIds: z.array(PhotoId).max(100_000).optional(), query: z.string().trim().min(1).max(1000).optional() }).strict()),
    output: AlbumSummary,
  },
  addToAlbum: { input: z.lazy(() => z.object({ id: AlbumId, photoIds: z.array(PhotoId).min(1, "choose at least one photo").max(100_000) }).strict()), output: AlbumSummary },
  /** Takes photos out of an album; the photos themselves stay where they are. */
  removeFromAlbum: { input: z.lazy(() => z.object({ id: AlbumId, photoIds: z.array(PhotoId).min(1).max(100_000) }).strict()), output: AlbumSummary },
  renameAlbum: { input: z.lazy(() => z.object({ id: AlbumId, name: z.string().trim().min(1, "an album needs a name").max(100) }).strict()), output: AlbumSummary },
  /** Shows an album by date taken, newest or oldest first; kept with the album, the photos untouched. */
  setAlbumOrder: { input: z.lazy(() => z.object({ id: AlbumId, order: z.enum(["newest", "oldest"]) }).strict()), output: AlbumSummary },
  /** Forgets an album; its photos stay in the library and on disk. */
  deleteAlbum: { input: z.lazy(() => z.object({ id: AlbumId }).strict()), output: z.lazy(() => z.object({ deleted: z.boolean() })) },
  /**
   * Starts copying photos to a folder: the originals, or JPEGs resized to `longSide`, with or
   * without where they were taken. Poll `exportStatus`; `cancelExport` stops it between photos.
   */
  exportPhotos: {
    input: z.lazy(() => z
      .object({
        ids: z.array(PhotoId).min(1, "choose at least one photo").max(100_000),
        folder: FsPath,
        mode: z.enum(["original", "jpeg"]),
        longSide: z.number().int().min(64, "the long side is at least 64 pixels").max(20_000).optional(),
        location: z.enum(["keep", "strip"]),
      })
      .strict()),
    output: ExportJob,
  },
  exportStatus: { input: z.lazy(() => z.object({ id: z.string().uuid() }).strict()), output: ExportJob },
  cancelExport: { input: z.lazy(() => z.object({ id: z.string().uuid() }).strict()), output: ExportJob },
  /** Opens the photo in the system's default app for its kind; desktop app only. */
  openPhoto: { input: z.lazy(() => z.object({ id: PhotoId }).strict()), output: z.lazy(() => z.object({ opened: z.boolean() })) },
  /** Puts one photo, upright, on the system clipboard as a picture; desktop app only (a browser copies it itself). */
  copyImage: { input: z.lazy(() => z.object({ id: PhotoId }).strict()), output: z.lazy(() => z.object({ copied: z.boolean(), width: z.number().int(), height: z.number().int() })) },
  /** Starts dragging the photos' files out of the window, to a folder or another app; desktop app only (a browser downloads instead). */
  dragOut: { input: z.lazy(() => z.object({ ids: z.array(PhotoId).min(1, "choose at least one photo").max(1000, "drag at most 1,000 photos at once; use Copy to folder for more") }).strict()), output: z.lazy(() => z.object({ started: z.boolean(), files: z.number().int() })) },
  /**
   * Several photos' originals as one zip, for a browser (under `serve`; the desktop app copies to a
   * folder). Gives the zip's address, good for ten minutes; the photos whose files are not the ones
   * indexed any more are left out, and named here and in the zip.
   */
  downloadZip: {
    input: z.lazy(() => z.object({ ids: z.array(PhotoId).min(1, "choose at least one photo").max(10_000, "download at most 10,000 photos at once") }).strict()),
    output: z.lazy(() => z.object({
      url: z.string(),
      name: z.string(),
      photos: z.number().int(),
      /** The originals' bytes together; the zip adds a little to it. */
      bytes: z.number().int(),
      leftOut: z.array(z.object({ name: z.string(), path: z.string(), reason: z.string() })),
    })),
  },
  places: { input: Empty, output: z.lazy(() => z.array(Place)) },
  events: { input: Empty, output: z.lazy(() => z.array(EventSummary)) },
  llmStatus: { input: Empty, output: LlmStatus },
  /** Turns the optional query-reading LLM on (a local endpoint) or off (null); kept with the library. */
  setLlm: { input: z.lazy(() => z.object({ endpoint: z.string().trim().min(1).max(500).nullable() }).strict()), output: LlmStatus },
  people: { input: Empty, output: z.lazy(() => z.array(Person)) },
  personFaces: { input: z.lazy(() => z.object({ id: PersonId }).strict()), output: z.lazy(() => z.array(Face)) },
  /** Names a person and says who they are to the user; both are kept across re-indexing. */
  namePerson: {
    input: z.lazy(() => z
      .object({ id: PersonId, name: z.string().trim().max(100).nullable(), relation: z.string().trim().max(100).nullable().optional() })
      .strict()),
    output: Person,
  },
  /** The same person seen as several: their faces move into `into`. */
  mergePeople: { input: z.lazy(() => z.object({ into: PersonId, from: z.array(PersonId).min(1).max(100) }).strict()), output: Person },
  /** Faces that are someone else: they become a new person. */
  splitPerson: {
    input: z.lazy(() => z.object({ id: PersonId, faceIds: z.array(z.string().max(100)).min(1).max(10_000) }).strict()),
    output: z.lazy(() => z.object({ kept: Person, created: Person })),
  },
} as const;

export type Contract = typeof contract;
export type Method = keyof Contract;
export type Input<M extends Method> = z.input<Contract[M]["input"]>;
export type ParsedInput<M extends Method> = z.output<Contract[M]["input"]>;
export type Output<M extends Method> = z.output<Contract[M]["output"]>;

export const ErrorCode = z.lazy(() => z.enum([
  "invalid_input",
  "unknown_method",
  "not_found",
  "folder_not_found",
  "not_a_folder",
  "folder_unreadable",
  "folder_already_added",
  "folder_unwritable",
  "unsupported",
  "unauthorized",
  "library_unavailable",
  /** Part of the library's database cannot be read: the next opening repairs it. */
  "library_damaged",
  /** Another live engine has the library open: a CLI command waits for it to answer on its socket. */
  "library_in_use",
  /** The library's folder cannot be written: it answers reads, and refuses every change. */
  "library_read_only",
  "port_in_use",
  "internal",
]));
export type ErrorCode = z.infer<typeof ErrorCode>;

export const WireError = z.lazy(() => z.object({
  code: ErrorCode,
  message: z.string(),
  /** What the user can do next, in plain words. */
  hint: z.string().optional(),
}));
export type WireError = z.infer<typeof WireError>;

/** Every transport answers with this envelope, so typed errors survive IPC and HTTP alike. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: WireError };

/** The object behind `window.recollect`: one function per call, plus the progress stream. */
export type RecollectBridge = {
  [M in Method]: (input?: Input<M>) => Promise<Envelope<Output<M>>>;
} & {
  /** Returns the function that unsubscribes. */
  onIndexProgress(listener: (progress: IndexProgress) => void): () => void;
  /** Commands from the app menu and the tray; never sent in a browser. */
  onCommand(listener: (command: AppCommand) => void): () => void;
};
