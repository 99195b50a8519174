/**
 * @file The generated test models (`models/test/`, made by `models/make-test-models.py`) laid out
 * as the model manager installs real ones, with a manifest that pins them by size and sha256.
 *
 * Test-only. The engine cannot tell them from a downloaded model: the whole path from manifest
 * to worker to stored vectors runs unchanged.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseManifest, type Manifest } from "../../native/models/manifest";
import { ROOT } from "./fixtures";

export const TINY_CLIP = "tiny-test-clip";
export const TINY_SENTENCE = "tiny-test-sentence";

const TINY_FILES = [
  { role: "vision", source: path.join(ROOT, "models", "test", "clip-vision.onnx") },
  { role: "text", source: path.join(ROOT, "models", "test", "clip-text.onnx") },
];

const SENTENCE_FILES = [
  { role: "model", source: path.join(ROOT, "models", "test", "sentence.onnx") },
  { role: "tokenizer", source: path.join(ROOT, "models", "test", "sentence-tokenizer.json") },
];

/**
 * The tiny sentence model's cut: a memory sharing its meaning with a search sits at 0.5–0.9 in
 * its geometry (`make-test-models.py`), an unrelated one within ±0.3.
 */
export const TINY_SENTENCE_MATCH = 0.4;

export interface TinyOptions {
  /** Offer (and install) the tiny sentence model too, as the default for memories in other words. */
  sentence?: boolean;
}

const pinned = (baseUrl: string, files: Array<{ role: string; source: string }>) =>
  files.map((f) => {
    const bytes = fs.readFileSync(f.source);
    return { role: f.role, url: `${baseUrl}/${path.basename(f.source)}`, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
  });

/** A manifest offering the tiny CLIP model as the default (and the tiny sentence model, if asked), downloadable from `baseUrl/<file>`. */
export function tinyManifest(baseUrl = "http://127.0.0.1:9/tiny", options: TinyOptions = {}): Manifest {
  const sentence = options.sentence
    ? [{ name: TINY_SENTENCE, kind: "sentence", title: "Tiny test sentence model", use: "tests", license: "MIT", source: baseUrl, revision: "test", dimensions: 64, maxTokens: 32, match: TINY_SENTENCE_MATCH, files: pinned(baseUrl, SENTENCE_FILES) }]
    : [];
  return parseManifest({
    version: 2,
    defaults: { clip: TINY_CLIP, ...(options.sentence ? { sentence: TINY_SENTENCE } : {}) },
    models: [
      {
        name: TINY_CLIP,
        kind: "clip",
        title: "Tiny test CLIP",
        use: "tests",
        license: "MIT",
        source: baseUrl,
        revision: "test",
        dimensions: 512,
        preprocess: { size: 224, crop: 224, mean: [0.48145466, 0.4578275, 0.40821073], std: [0.26862954, 0.26130258, 0.27577711] },
        files: pinned(baseUrl, TINY_FILES),
      },
      ...sentence,
    ],
  });
}

/** The tiny models already in place, as if downloaded; returns their manifest. */
export function installTinyModels(modelsDir: string, options: TinyOptions = {}): Manifest {
  const install = (name: string, files: Array<{ source: string }>) => {
    fs.mkdirSync(path.join(modelsDir, name), { recursive: true });
    for (const file of files) fs.copyFileSync(file.source, path.join(modelsDir, name, path.basename(file.source)));
  };
  install(TINY_CLIP, TINY_FILES);
  if (options.sentence) install(TINY_SENTENCE, SENTENCE_FILES);
  return tinyManifest(undefined, options);
}

/** The files behind `tinyManifest`, by URL file name, for a test server to hand out. */
export function tinyModelFiles(): Map<string, Buffer> {
  return new Map([...TINY_FILES, ...SENTENCE_FILES].map((f) => [path.basename(f.source), fs.readFileSync(f.source)]));
}

/**
 * A real HTTP server on 127.0.0.1 that hands out the tiny models; `close` stops it. `replace`
 * hands out other bytes under a file's name (a damaged or changed download).
 */
export async function serveTinyModels(replace: Record<string, Buffer> = {}): Promise<{ baseUrl: string; close(): void }> {
  const files = tinyModelFiles();
  for (const [name, body] of Object.entries(replace)) files.set(name, body);
  const server = http.createServer((req, res) => {
    const body = files.get(path.basename(req.url ?? ""));
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Length": body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tiny`, close: () => void server.close() };
}
