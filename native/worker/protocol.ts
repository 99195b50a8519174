/**
 * @file The one typed channel between the engine and the inference worker: the verbs the worker
 * offers, their arguments and results, and the envelope every message travels in.
 *
 * Shared by both sides (`client.ts` in the engine, `worker.ts` in the worker), so it holds types
 * and nothing that runs. Messages are structured-cloned, by `worker_threads` headless and by
 * Electron's `utilityProcess` in the app; vectors travel as Float32Array.
 */
import type { ClipFiles } from "../clip/clip-model";
import type { SentenceFiles } from "../sentence/sentence-model";
import type { AnalysesWanted, PhotoAnalysis } from "../analyse-photo";
import type { OcrLanguage, RecognizedText } from "../ocr";
import type { OcrEngine } from "../ocr-engine";
import type { ProviderPreference, RuntimeReport } from "../runtime";
import type { Container } from "../sniff";

export interface WorkerConfig {
  /** The CLIP model to use, or null when none is installed (visual verbs then fail, saying so). */
  clip: ClipFiles | null;
  /** The sentence model for memories in other words, or null when none is installed (absent: none). */
  sentence?: SentenceFiles | null;
  provider: ProviderPreference;
  /** Languages OCR reads, each with the folder its traineddata is in. */
  ocrLanguages: OcrLanguage[];
  /** Refuse images above this many pixels. */
  maxPixels?: number;
  /**
   * Fault injection for the crash-recovery tests: the worker exits abruptly, as a native crash
   * would, when asked about a path containing this text. Never set outside tests.
   */
  crashOnPathContaining?: string;
}

/** A photo for the worker to read. The worker only ever opens it for reading. */
export interface ImageItem {
  path: string;
  container: Container;
}

/** A photo to read text from, with what decides cheaply whether it is worth reading. */
export interface TextItem extends ImageItem {
  /** Screenshots are always read. */
  screenshot: boolean;
  /** The photo's small thumbnail, which the text-likelihood check looks at instead of the photo. */
  thumbnail: string | null;
  /** The analysis pass already found it likely to hold text: no check is needed. */
  checked?: boolean;
}

/** A photo for the analysis pass, with what it still needs. */
export interface AnalysisItem extends ImageItem {
  wanted: AnalysesWanted;
}

/** Per-item outcome of a batched verb: one bad photo does not fail its batch. */
export type ItemResult<T> = { ok: true; value: T } | { ok: false; error: string };

export interface WorkerInfo {
  runtime: RuntimeReport | null;
  clipModel: string | null;
  ocrLanguages: string[];
  pid: number;
}

/** What the worker can do. Each verb takes one argument and returns a promise of one result. */
export interface WorkerVerbs {
  configure(config: WorkerConfig): WorkerInfo;
  info(): WorkerInfo;
  embedImages(items: ImageItem[]): Array<ItemResult<Float32Array>>;
  embedTexts(texts: string[]): Float32Array[];
  /** Sentence embeddings (memories, searches), unit length, one per text. */
  embedSentences(texts: string[]): Float32Array[];
  /** Each photo is read by the engine `ocrEngineFor` picks; `engine` is null when the check skipped it. */
  recognizeText(items: TextItem[]): Array<ItemResult<RecognizedText & { skipped: boolean; engine: OcrEngine | null }>>;
  /**
   * The analysis pass's look at each photo, one decode for all its models: things in it (COCO's
   * 80 classes, every detection above the detector's floor), faces, the text check, CLIP.
   */
  analysePhotos(items: AnalysisItem[]): Array<ItemResult<PhotoAnalysis>>;
}

export type Verb = keyof WorkerVerbs;
export type ArgOf<V extends Verb> = Parameters<WorkerVerbs[V]>[0];
export type ResultOf<V extends Verb> = ReturnType<WorkerVerbs[V]>;

export interface Request<V extends Verb = Verb> {
  id: number;
  verb: V;
  arg: ArgOf<V>;
}

/** Asks the worker to end once the calls under way are done ([Note: The worker stops between photos] in `worker.ts`). */
export const STOP = { stop: true } as const;
export type Incoming = Request | typeof STOP;
export const isStop = (message: Incoming): message is typeof STOP => "stop" in message;

export type Response = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** The verbs whose argument is a list of photos, batched and isolated item by item. */
export const IMAGE_VERBS = ["embedImages", "recognizeText", "analysePhotos"] as const;
export type ImageVerb = (typeof IMAGE_VERBS)[number];
