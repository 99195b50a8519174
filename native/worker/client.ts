/**
 * @file The engine's side of the inference worker: a priority queue of jobs, batched per verb,
 * cancellable, and surviving the worker's crashes.
 *
 * Runs in the engine's process. [Note: One worker, two hosts] The worker is an Electron
 * `utilityProcess` in the app (a real process: a native crash in ONNX Runtime or libvips cannot
 * take the window down, and it can run at low priority) and a `worker_thread` headless, where
 * there is no Electron. Both are a `Transport`; `electron/app` supplies the utility-process one,
 * and this file the thread one, so the queue and recovery below are the same code for both.
 *
 * Scheduling: interactive jobs (a query's text embedding) are sent at once, beside whatever
 * bulk batch is running; bulk jobs (indexing) go one batch at a time, up to `batchSize` items
 * of one verb. When the worker dies, the photos it was working on are retried one by one; the
 * one it dies on alone is reported through `onCrash` (the engine records it and skips it next
 * time) and its job fails with `WorkerCrashError`. Nothing queued is lost.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { IMAGE_VERBS, STOP, type AnalysisItem, type ImageItem, type ImageVerb, type ItemResult, type Request, type Response, type ResultOf, type TextItem, type Verb, type WorkerConfig, type WorkerInfo } from "./protocol";

/** What one photo's job resolves to, for a batched image verb. */
type ItemValue<V extends ImageVerb> = ResultOf<V>[number] extends ItemResult<infer T> ? T : never;

export interface Transport {
  post(request: Request): void;
  onMessage(listener: (response: Response) => void): void;
  /** Called once when the worker ends, whether it was asked to or not. */
  onExit(listener: (code: number | null) => void): void;
  terminate(): Promise<void>;
}

export type Spawn = () => Transport;

export type Priority = "interactive" | "bulk";

export interface JobOptions {
  priority?: Priority;
  signal?: AbortSignal;
}

export class WorkerCrashError extends Error {
  constructor(readonly item: ImageItem | null, code: number | null) {
    super(item ? `The inference worker crashed while reading ${path.basename(item.path)} (exit code ${code}); it will be skipped.` : `The inference worker crashed (exit code ${code}).`);
    this.name = "WorkerCrashError";
  }
}

export interface InferenceClientOptions {
  config: WorkerConfig;
  spawn?: Spawn;
  /** Most photos sent in one bulk call. Default 8. */
  batchSize?: number;
  /** Called for a photo the worker died on, alone. */
  onCrash?: (item: ImageItem, reason: string) => void;
  /** Crashes allowed within a minute before the client gives up. Default 5. */
  maxCrashesPerMinute?: number;
}

interface Job {
  verb: Verb;
  /** One photo for image verbs, one text for `embedTexts`, the argument itself otherwise. */
  arg: unknown;
  priority: Priority;
  seq: number;
  /** Sent alone: the photo was in a batch when the worker died. */
  isolate: boolean;
  crashes: number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  signal?: AbortSignal;
}

interface Call {
  jobs: Job[];
  bulk: boolean;
}

const BATCHED = new Set<Verb>([...IMAGE_VERBS, "embedTexts"]);

export class InferenceClient {
  #transport: Transport | null = null;
  #config: WorkerConfig;
  readonly #spawn: Spawn;
  readonly #batchSize: number;
  readonly #queue: Job[] = [];
  readonly #calls = new Map<number, Call>();
  #nextId = 1;
  #seq = 0;
  #bulkBusy = false;
  #crashTimes: number[] = [];
  #closed = false;
  #fatal: Error | null = null;
  #runtime: WorkerInfo["runtime"] = null;

  constructor(private readonly options: InferenceClientOptions) {
    this.#config = options.config;
    this.#spawn = options.spawn ?? threadSpawner();
    this.#batchSize = options.batchSize ?? 8;
  }

  get config(): WorkerConfig {
    return this.#config;
  }

  embedImage(item: ImageItem, options: JobOptions = {}): Promise<Float32Array> {
    return this.#enqueue("embedImages", item, { priority: "bulk", ...options }) as Promise<Float32Array>;
  }

  embedText(text: string, options: JobOptions = {}): Promise<Float32Array> {
    return this.#enqueue("embedTexts", text, { priority: "interactive", ...options }) as Promise<Float32Array>;
  }

  /** Sentence embeddings of the texts, together (memories are embedded a batch at a time). */
  embedSentences(texts: string[], options: JobOptions = {}): Promise<Float32Array[]> {
    return this.#enqueue("embedSentences", texts, { priority: "interactive", ...options }) as Promise<Float32Array[]>;
  }

  recognizeText(item: TextItem, options: JobOptions = {}): Promise<ItemValue<"recognizeText">> {
    return this.#enqueue("recognizeText", item, { priority: "bulk", ...options }) as Promise<ItemValue<"recognizeText">>;
  }

  analysePhoto(item: AnalysisItem, options: JobOptions = {}): Promise<ItemValue<"analysePhotos">> {
    return this.#enqueue("analysePhotos", item, { priority: "bulk", ...options }) as Promise<ItemValue<"analysePhotos">>;
  }

  /** The worker's report; `runtime` is where its sessions last ran, even across a rest (`rest`). */
  async info(): Promise<WorkerInfo> {
    return this.#remember((await this.#enqueue("info", undefined, { priority: "interactive" })) as WorkerInfo);
  }

  #remember(info: WorkerInfo): WorkerInfo {
    this.#runtime = info.runtime ?? this.#runtime;
    return { ...info, runtime: this.#runtime };
  }

  /**
   * Sends new settings (a model installed, another provider chosen); the worker reloads lazily.
   * With `startIfStopped: false` a worker not running is not started for it: it learns the
   * settings when it starts, and the answer is null.
   */
  async configure(config: WorkerConfig): Promise<WorkerInfo>;
  async configure(config: WorkerConfig, options: { startIfStopped: false }): Promise<WorkerInfo | null>;
  async configure(config: WorkerConfig, options: { startIfStopped?: boolean } = {}): Promise<WorkerInfo | null> {
    this.#config = config;
    // Another provider or model: where sessions ran before says nothing of where they will.
    this.#runtime = null;
    if (options.startIfStopped === false && !this.#transport) return null;
    return this.#remember((await this.#enqueue("configure", config, { priority: "interactive" })) as WorkerInfo);
  }

  /** Jobs waiting, not counting those in the worker now. */
  get pending(): number {
    return this.#queue.length;
  }

  /**
   * Ends the worker if it has nothing to do, giving back everything its models hold; the next job
   * starts a fresh one with the same settings. [Note: Workers rest between phases] in
   * `electron/library/analysis/analyzer.ts` says why. False when it was busy (or not running).
   */
  async rest(): Promise<boolean> {
    const idle = () => this.#transport && !this.#calls.size && !this.#queue.length;
    if (!idle()) return false;
    // A fresh worker opens no session until one is used: keep its report for `info`.
    await this.info();
    const transport = this.#transport;
    if (!transport || !idle()) return false;
    this.#transport = null;
    await transport.terminate();
    return true;
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(new Error("The inference worker was stopped."));
    const transport = this.#transport;
    this.#transport = null;
    await transport?.terminate();
    for (const call of this.#calls.values()) for (const job of call.jobs) job.reject(new Error("The inference worker was stopped."));
    this.#calls.clear();
  }

  #enqueue(verb: Verb, arg: unknown, options: JobOptions): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error("The inference worker was stopped."));
    if (this.#fatal) return Promise.reject(this.#fatal);
    if (options.signal?.aborted) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const job: Job = { verb, arg, priority: options.priority ?? "bulk", seq: this.#seq++, isolate: false, crashes: 0, resolve, reject, signal: options.signal };
      options.signal?.addEventListener("abort", () => this.#cancel(job), { once: true });
      this.#queue.push(job);
      this.#pump();
    });
  }

  #cancel(job: Job): void {
    const at = this.#queue.indexOf(job);
    if (at >= 0) this.#queue.splice(at, 1);
    // A job already in the worker runs to the end; its result is simply not delivered.
    job.reject(abortError());
  }

  #pump(): void {
    if (this.#closed || this.#fatal) return;
    // Interactive jobs go straight away, each verb's jobs together.
    while (this.#queue.some((j) => j.priority === "interactive")) this.#send(this.#take("interactive"), false);
    if (!this.#bulkBusy && this.#queue.length > 0) this.#send(this.#take("bulk"), true);
  }

  /** The oldest job of a priority, with the jobs of the same verb that can share its call. */
  #take(priority: Priority): Job[] {
    const first = this.#queue.find((j) => j.priority === priority)!;
    const batch = [first];
    if (BATCHED.has(first.verb) && !first.isolate) {
      for (const job of this.#queue) {
        if (batch.length >= this.#batchSize) break;
        if (job !== first && job.priority === priority && job.verb === first.verb && !job.isolate) batch.push(job);
      }
    }
    for (const job of batch) this.#queue.splice(this.#queue.indexOf(job), 1);
    return batch;
  }

  #send(jobs: Job[], bulk: boolean): void {
    const transport = this.#ensureWorker();
    const id = this.#nextId++;
    const verb = jobs[0]!.verb;
    const arg = BATCHED.has(verb) ? jobs.map((j) => j.arg) : jobs[0]!.arg;
    this.#calls.set(id, { jobs, bulk });
    if (bulk) this.#bulkBusy = true;
    transport.post({ id, verb, arg } as Request);
  }

  #ensureWorker(): Transport {
    if (this.#transport) return this.#transport;
    const transport = this.#spawn();
    this.#transport = transport;
    transport.onMessage((response) => this.#receive(response));
    transport.onExit((code) => this.#exited(transport, code));
    // A fresh worker learns the current settings before anything else.
    transport.post({ id: 0, verb: "configure", arg: this.#config });
    return transport;
  }

  #receive(response: Response): void {
    const call = this.#calls.get(response.id);
    if (!call) return;
    this.#calls.delete(response.id);
    if (call.bulk) this.#bulkBusy = false;
    const verb = call.jobs[0]!.verb;
    if (!response.ok) {
      for (const job of call.jobs) job.reject(new Error(response.error));
    } else if (IMAGE_VERBS.includes(verb as ImageVerb)) {
      const results = response.value as Array<ItemResult<unknown>>;
      call.jobs.forEach((job, i) => {
        const result = results[i]!;
        if (result.ok) job.resolve(result.value);
        else job.reject(new Error(result.error));
      });
    } else if (verb === "embedTexts") {
      const vectors = response.value as Float32Array[];
      call.jobs.forEach((job, i) => job.resolve(vectors[i]));
    } else {
      call.jobs[0]!.resolve(response.value);
    }
    this.#pump();
  }

  #exited(transport: Transport, code: number | null): void {
    if (this.#transport !== transport) return;
    this.#transport = null;
    this.#bulkBusy = false;
    const lost = [...this.#calls.values()];
    this.#calls.clear();
    if (this.#closed) return;
    const now = Date.now();
    this.#crashTimes = [...this.#crashTimes.filter((t) => now - t < 60_000), now];
    for (const call of lost) {
      const alone = call.jobs.length === 1;
      for (const job of call.jobs) {
        job.crashes++;
        const item = IMAGE_VERBS.includes(job.verb as ImageVerb) ? (job.arg as ImageItem) : null;
        if (alone && (item || job.crashes > 1)) {
          // It died on this job and nothing else: this is the one to skip.
          if (item) this.options.onCrash?.(item, `exit code ${code}`);
          job.reject(new WorkerCrashError(item, code));
        } else {
          job.isolate = true;
          this.#queue.unshift(job);
        }
      }
    }
    if (this.#crashTimes.length > (this.options.maxCrashesPerMinute ?? 5)) {
      this.#fatal = new Error(`The inference worker crashed ${this.#crashTimes.length} times in a minute; visual analysis is paused until Recollect restarts.`);
      for (const job of this.#queue.splice(0)) job.reject(this.#fatal);
      return;
    }
    this.#queue.sort((a, b) => Number(b.isolate) - Number(a.isolate) || a.seq - b.seq);
    this.#pump();
  }
}

function abortError(): Error {
  return new DOMException("The job was cancelled.", "AbortError");
}

/** The worker's entry file: the bundled one beside a built app, a tsx bootstrap in a checkout. */
export function workerEntry(): string {
  const here = fileURLToPath(import.meta.url);
  if (/\.[cm]?js$/.test(here)) return path.join(path.dirname(here), "inference-worker.mjs");
  return path.join(path.dirname(here), "source-entry.mjs");
}

/** How long a worker asked to stop has to finish its photo before it is cut off. */
const STOP_WAIT_MS = 8_000;

/** Headless hosting: a worker thread. */
export function threadSpawner(entry = workerEntry()): Spawn {
  return () => {
    const worker = new Worker(entry);
    let exited = false;
    const gone = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    void gone.then(() => (exited = true));
    return {
      post: (request) => worker.postMessage(request),
      onMessage: (listener) => worker.on("message", listener),
      onExit: (listener) => {
        let told = false;
        const once = (code: number | null) => {
          if (told) return;
          told = true;
          listener(code);
        };
        worker.on("exit", once);
        worker.on("error", () => once(null));
      },
      // Asked, not cut off: [Note: The worker stops between photos] in `worker.ts`.
      terminate: async () => {
        if (exited) return;
        worker.postMessage(STOP);
        const late = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
        await gone;
        clearTimeout(late);
      },
    };
  };
}
