/**
 * @file The model manager: which pinned models are on this machine, and fetching, checking and
 * removing them when the user asks.
 *
 * Runs in the engine. Models live in one folder per machine (default `<user data>/models`,
 * shared by every library), one subfolder per model. A model is "installed" when every file
 * is there at its pinned size; `verify` re-hashes them. Nothing here starts a download by
 * itself.
 */
import fsp from "node:fs/promises";
import path from "node:path";
import type { ClipFiles } from "../clip/clip-model";
import type { SentenceFiles } from "../sentence/sentence-model";
import { downloadFile, sha256File, type DownloadProgress } from "./download";
import { fileName, loadManifest, type Manifest, type ModelEntry } from "./manifest";

export type ModelState = "installed" | "missing" | "partial" | "damaged";

export interface ModelStatus {
  name: string;
  kind: ModelEntry["kind"];
  title: string;
  use: string;
  license: string;
  revision: string;
  bytes: number;
  /** Bytes on disk, complete files and partial downloads together. */
  downloadedBytes: number;
  state: ModelState;
  folder: string;
}

export class UnknownModelError extends Error {
  constructor(name: string, known: string[]) {
    super(`There is no model called "${name}". Known models: ${known.join(", ")}.`);
    this.name = "UnknownModelError";
  }
}

export interface VerifyResult {
  name: string;
  ok: boolean;
  /** One line per file that is missing or whose sha256 does not match. */
  problems: string[];
}

export class ModelManager {
  readonly #downloads = new Map<string, Promise<void>>();

  constructor(readonly dir: string, readonly manifest: Manifest = loadManifest()) {}

  entry(name: string): ModelEntry {
    const found = this.manifest.models.find((m) => m.name === name);
    if (!found) throw new UnknownModelError(name, this.manifest.models.map((m) => m.name));
    return found;
  }

  folder(entry: ModelEntry): string {
    return path.join(this.dir, entry.name);
  }

  filePath(entry: ModelEntry, role: string): string {
    const file = entry.files.find((f) => f.role === role);
    if (!file) throw new Error(`Model ${entry.name} has no ${role} file.`);
    return path.join(this.folder(entry), fileName(file));
  }

  async status(name: string): Promise<ModelStatus> {
    const entry = this.entry(name);
    let downloaded = 0;
    let complete = 0;
    let damaged = false;
    for (const file of entry.files) {
      const at = path.join(this.folder(entry), fileName(file));
      const size = await fileSize(at);
      if (size === file.bytes) complete++;
      else if (size !== null) damaged = true;
      downloaded += (size ?? 0) + ((await fileSize(`${at}.partial`)) ?? 0);
    }
    const state: ModelState = damaged ? "damaged" : complete === entry.files.length ? "installed" : downloaded > 0 ? "partial" : "missing";
    const { kind, title, use, license, revision } = entry;
    return { name, kind, title, use, license, revision, bytes: entry.files.reduce((s, f) => s + f.bytes, 0), downloadedBytes: downloaded, state, folder: this.folder(entry) };
  }

  async list(): Promise<ModelStatus[]> {
    return Promise.all(this.manifest.models.map((m) => this.status(m.name)));
  }

  async installed(name: string): Promise<boolean> {
    return (await this.status(name)).state === "installed";
  }

  /** Downloads what is missing of a model; a second call while one runs joins it. */
  download(name: string, options: { signal?: AbortSignal; onProgress?: (p: DownloadProgress) => void } = {}): Promise<void> {
    const entry = this.entry(name);
    const running = this.#downloads.get(name);
    if (running) return running;
    const total = entry.files.reduce((s, f) => s + f.bytes, 0);
    const job = (async () => {
      let before = 0;
      for (const file of entry.files) {
        const dest = path.join(this.folder(entry), fileName(file));
        if ((await fileSize(dest)) !== file.bytes) {
          await fsp.rm(dest, { force: true });
          await downloadFile(file, dest, { signal: options.signal, onProgress: (p) => options.onProgress?.({ received: before + p.received, total }) });
        }
        before += file.bytes;
        options.onProgress?.({ received: before, total });
      }
    })().finally(() => this.#downloads.delete(name));
    this.#downloads.set(name, job);
    return job;
  }

  async verify(name: string): Promise<VerifyResult> {
    const entry = this.entry(name);
    const problems: string[] = [];
    for (const file of entry.files) {
      const at = path.join(this.folder(entry), fileName(file));
      if ((await fileSize(at)) === null) problems.push(`${fileName(file)} is missing`);
      else if ((await sha256File(at)) !== file.sha256) problems.push(`${fileName(file)} does not match its pinned sha256`);
    }
    return { name, ok: problems.length === 0, problems };
  }

  async remove(name: string): Promise<void> {
    await fsp.rm(this.folder(this.entry(name)), { recursive: true, force: true });
  }

  /** The default CLIP model's files, or null (with the reason) when it is not installed. */
  async clip(name = this.manifest.defaults.clip): Promise<ClipFiles | null> {
    const entry = this.entry(name);
    if (entry.kind !== "clip" || !(await this.installed(name))) return null;
    return { name, vision: this.filePath(entry, "vision"), text: this.filePath(entry, "text"), dimensions: entry.dimensions, preprocess: entry.preprocess };
  }

  /** The default sentence model's files, or null when the manifest offers none or it is not installed. */
  async sentence(name = this.manifest.defaults.sentence): Promise<SentenceFiles | null> {
    if (!name) return null;
    const entry = this.entry(name);
    if (entry.kind !== "sentence" || !(await this.installed(name))) return null;
    const { dimensions, maxTokens, match, prefixes } = entry;
    return { name, model: this.filePath(entry, "model"), tokenizer: this.filePath(entry, "tokenizer"), dimensions, maxTokens, match, prefixes };
  }
}

async function fileSize(file: string): Promise<number | null> {
  return fsp.stat(file).then((s) => s.size, () => null);
}
