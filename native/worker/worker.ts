/**
 * @file The inference worker's entry point: CLIP embeddings, OCR, faces and objects, off the engine's
 * thread.
 *
 * This code runs in an Electron `utilityProcess` in the app and in a `worker_thread` headless
 * (CLI, `serve`, tests); it may not import Electron or anything from `electron/` — see
 * [Note: One worker, two hosts] in `client.ts`. Each verb of `protocol.ts` has one handler here;
 * models are loaded on first use and kept. An error in one photo is that photo's result, not
 * the batch's; only a real crash (a native abort, running out of memory) ends the worker, and
 * the client restarts it.
 */
import { parentPort } from "node:worker_threads";
import { ClipModel } from "../clip/clip-model";
import { SentenceModel } from "../sentence/sentence-model";
import { pixelValues } from "../clip/preprocess";
import { analysePhoto, shippedObjectDetector } from "../analyse-photo";
import type { ObjectDetector } from "../objects";
import { shippedLanguage, TextReader } from "../ocr";
import { ocrEngineFor } from "../ocr-engine";
import { PaddleTextReader } from "../paddle-ocr";
import { likelyHoldsText } from "../text-likelihood";
import { isStop, type ArgOf, type ImageItem, type Incoming, type ItemResult, type Request, type Response, type ResultOf, type Verb, type WorkerConfig, type WorkerInfo } from "./protocol";

let config: WorkerConfig = { clip: null, provider: "auto", ocrLanguages: [shippedLanguage()] };
let clip: ClipModel | null = null;
let sentence: SentenceModel | null = null;
let reader: TextReader | null = null;
/** PaddleOCR, for camera photos ([Note: Two OCR engines] in `ocr-engine.ts`); its sessions open on first use. */
let paddle: PaddleTextReader | null = null;
/** The one object detector, looking again closer where it pays; its weights load on first use. */
const detector: ObjectDetector = shippedObjectDetector();

function info(): WorkerInfo {
  return { runtime: clip?.report ?? null, clipModel: config.clip?.name ?? null, ocrLanguages: config.ocrLanguages.map((l) => l.code), pid: process.pid };
}

class MissingModelError extends Error {}

function clipModel(): ClipModel {
  if (!config.clip) throw new MissingModelError("Visual search needs the CLIP model, which is not installed. Download it with `recollect models download clip-vit-b32`, or with Download under Models in the app.");
  return (clip ??= new ClipModel(config.clip, { preference: config.provider, log: (m) => console.warn(m) }));
}

function sentenceModel(): SentenceModel {
  if (!config.sentence) throw new MissingModelError("Memories in other words need the sentence model, which is not installed. Download it with `recollect models download minilm-l6-v2`, or with Download under Models in the app.");
  return (sentence ??= new SentenceModel(config.sentence, { preference: config.provider, log: (m) => console.warn(m) }));
}

/**
 * Runs `work` on each photo, so one unreadable file becomes one error, not a failed batch.
 * `together` photos at a time: decoding runs on libuv's threads, so a batch's photos decode in
 * parallel; OCR and faces run on this thread and gain nothing from it.
 */
async function eachItem<I extends ImageItem, T>(items: I[], work: (item: I) => Promise<T>, together = 1): Promise<Array<ItemResult<T>>> {
  const results: Array<ItemResult<T>> = items.map(() => ({ ok: false, error: "The inference worker stopped before this photo." }));
  let next = 0;
  const lane = async () => {
    // A stop ends the batch between photos; the client that asked for it takes no results.
    while (!stopping && next < items.length) {
      const at = next++;
      const item = items[at]!;
      crashIfAsked(item);
      try {
        results[at] = { ok: true, value: await work(item) };
      } catch (error) {
        results[at] = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(together, items.length) }, lane));
  return results;
}

function crashIfAsked(item: ImageItem): void {
  if (config.crashOnPathContaining && item.path.includes(config.crashOnPathContaining)) process.exit(70);
}

/** Photos decoded at once for CLIP: one per libuv thread (4 by default). */
const DECODE_LANES = 4;
/**
 * Photos analysed at once: while one is in the detectors (on this thread), the next decodes on
 * libuv's threads.
 */
const ANALYSIS_LANES = 2;

type Handlers = { [V in Verb]: (arg: ArgOf<V>) => Promise<ResultOf<V>> };

const handlers: Handlers = {
  async configure(next) {
    const modelChanged = JSON.stringify(next.clip) !== JSON.stringify(config.clip) || next.provider !== config.provider;
    const sentenceChanged = JSON.stringify(next.sentence ?? null) !== JSON.stringify(config.sentence ?? null) || next.provider !== config.provider;
    const languagesChanged = JSON.stringify(next.ocrLanguages) !== JSON.stringify(config.ocrLanguages);
    config = next;
    if (modelChanged) {
      await clip?.release();
      clip = null;
      await paddle?.release();
      paddle = null;
    }
    if (sentenceChanged) {
      await sentence?.release();
      sentence = null;
    }
    if (languagesChanged) {
      await reader?.terminate();
      reader = null;
    }
    return info();
  },
  async info() {
    return info();
  },
  async embedImages(items) {
    const model = clipModel();
    const pixels = await eachItem(items, (item) => pixelValues(item, item.container, model.files.preprocess, config.maxPixels), DECODE_LANES);
    const ready = pixels.flatMap((p) => (p.ok ? [p.value] : []));
    const vectors = await model.embedImages(ready);
    let next = 0;
    return pixels.map((p) => (p.ok ? { ok: true as const, value: vectors[next++]! } : p));
  },
  async embedTexts(texts) {
    return clipModel().embedTexts(texts);
  },
  async embedSentences(texts) {
    return sentenceModel().embed(texts);
  },
  async recognizeText(items) {
    return eachItem(items, async (item) => {
      if (!item.screenshot && !item.checked && !(await likelyHoldsText(item.thumbnail ? { path: item.thumbnail } : item, item.thumbnail ? "webp" : item.container))) {
        return { text: "", confidence: 0, words: 0, skipped: true, engine: null };
      }
      const engine = ocrEngineFor(item, config.ocrLanguages.map((l) => l.code));
      const found = engine === "paddle"
        ? await (paddle ??= new PaddleTextReader({ preference: config.provider })).read(item, item.container, config.maxPixels)
        : await (reader ??= new TextReader(config.ocrLanguages)).read(item, item.container, config.maxPixels);
      return { ...found, skipped: false, engine };
    });
  },
  async analysePhotos(items) {
    const looked = await eachItem(items, (item) => analysePhoto(item, item.container, item.wanted, { detector, clip: clipModel }, config.maxPixels), ANALYSIS_LANES);
    const inputs = looked.flatMap((l) => (l.ok && l.value.clipInput ? [l.value.clipInput] : []));
    const vectors = inputs.length ? await clipModel().embedImages(inputs) : [];
    let next = 0;
    return looked.map((l) => (l.ok ? { ok: true as const, value: { ...l.value.analysis, vector: l.value.clipInput ? vectors[next++]! : null } } : l));
  },
};

/**
 * [Note: The worker stops between photos] Ending this thread (`Worker.terminate`) while ONNX
 * Runtime is being called aborts the whole process: the binding cannot throw into a JavaScript
 * that is going away, and `std::terminate` follows ("terminate called after throwing an
 * instance of 'Napi::Error'"). So the client asks first (`STOP`): no new photo is started, the
 * calls under way finish, and the worker ends itself with nothing native on its stack. A photo
 * takes a second or two at most; the client terminates it only if it does not end in time.
 */
let stopping = false;
const underWay = new Set<Promise<Response>>();

async function stop(): Promise<never> {
  stopping = true;
  await Promise.allSettled(underWay);
  process.exit(0);
}

function answer(request: Request): Promise<Response> {
  if (stopping) return Promise.resolve({ id: request.id, ok: false, error: "The inference worker is stopping." });
  const call = handle(request);
  underWay.add(call);
  void call.finally(() => underWay.delete(call));
  return call;
}

async function handle(request: Request): Promise<Response> {
  try {
    const handler = handlers[request.verb] as (arg: unknown) => Promise<unknown>;
    return { id: request.id, ok: true, value: await handler(request.arg) };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

// Electron's utility process has `process.parentPort`; a worker thread has `parentPort`.
const electronPort = (process as unknown as { parentPort?: { on(e: "message", l: (m: { data: Incoming }) => void): void; postMessage(m: Response): void } }).parentPort;
if (electronPort) {
  electronPort.on("message", async ({ data }) => (isStop(data) ? void stop() : electronPort.postMessage(await answer(data))));
} else if (parentPort) {
  const port = parentPort;
  port.on("message", async (message: Incoming) => (isStop(message) ? void stop() : port.postMessage(await answer(message))));
} else {
  throw new Error("The inference worker must be started by the engine (as a worker thread or utility process).");
}
