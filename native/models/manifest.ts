/**
 * @file The model manifest (`models/manifest.json`): what can be downloaded, pinned to the byte.
 *
 * Read by the model manager in the engine and by the inference worker, so it lives in `native/`
 * and is validated with zod at the edge like anything else that comes from disk.
 */
import fs from "node:fs";
import { z } from "zod";
import shipped from "../../models/manifest.json" with { type: "json" };

/**
 * The manifest's schema, built when a manifest from outside is first parsed (see [Note: The
 * contract's schemas are built when first used] in electron/api/contract.ts): building it is zod
 * work that every start of a process would pay, a cold search's among them, though most need none
 * (the shipped manifest is trusted, below).
 */
const Manifest = z.lazy(() => {
  const sha256 = z.string().regex(/^[0-9a-f]{64}$/, "a sha256 is 64 lowercase hex digits");

  const ModelFile = z.object({
    role: z.string(),
    url: z.string().url(),
    bytes: z.number().int().positive(),
    sha256,
  });

  const common = {
    name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    title: z.string(),
    use: z.string(),
    license: z.string(),
    source: z.string().url(),
    revision: z.string().min(1),
    files: z.array(ModelFile).min(1),
  };

  const ClipEntry = z.object({
    ...common,
    kind: z.literal("clip"),
    dimensions: z.number().int().positive(),
    preprocess: z
      .object({ size: z.number().int().positive(), crop: z.number().int().positive(), mean: z.tuple([z.number(), z.number(), z.number()]), std: z.tuple([z.number(), z.number(), z.number()]) })
      .refine((p) => p.size === p.crop, "only 'shortest side to size, centre crop of the same size' preprocessing is supported"),
  });

  /**
   * A sentence-transformer in ONNX with its own `tokenizer.json` (roles `model` and `tokenizer`):
   * memories and searches as vectors, so a memory is found by a search in other words.
   */
  const SentenceEntry = z.object({
    ...common,
    kind: z.literal("sentence"),
    dimensions: z.number().int().positive(),
    maxTokens: z.number().int().min(8),
    /** Cosine at or above which a memory says what a search means: the model's own scale, so each entry has its own. */
    match: z.number().gt(0).lt(1),
    prefixes: z.object({ query: z.string(), passage: z.string() }).default({ query: "", passage: "" }),
  }).refine((m) => ["model", "tokenizer"].every((role) => m.files.some((f) => f.role === role)), "a sentence model has a 'model' file and a 'tokenizer' file");

  const OcrEntry = z.object({ ...common, kind: z.literal("ocr-language"), language: z.string().regex(/^[a-z_]{3,12}$/) });

  /** Weights inside an npm package: nothing to download or manage, listed for what they do and their licence. */
  const ShippedEntry = z.object({
    name: z.string(),
    /** The analysis that runs it, whose switch turns it off. */
    kind: z.enum(["objects", "faces", "text"]),
    title: z.string(),
    use: z.string(),
    package: z.string(),
    files: z.array(z.string()),
    bytes: z.number().int().positive(),
    license: z.string(),
  });

  return z.object({
    version: z.literal(2),
    /** `sentence`: the sentence model offered for memories in other words; none offered without it. */
    defaults: z.object({ clip: z.string(), sentence: z.string().optional() }),
    models: z.array(z.union([ClipEntry, OcrEntry, SentenceEntry])),
    shipped: z.array(ShippedEntry).default([]),
  });
});

export type Manifest = z.infer<typeof Manifest>;
export type ModelEntry = Manifest["models"][number];
export type ClipEntry = Extract<ModelEntry, { kind: "clip" }>;
export type SentenceEntry = Extract<ModelEntry, { kind: "sentence" }>;
export type ModelFile = ModelEntry["files"][number];
export type ShippedEntry = Manifest["shipped"][number];

/** A manifest read from anywhere but Recollect itself, checked in whole (a clear error when it is not one). */
export function parseManifest(data: unknown): Manifest {
  return Manifest.parse(data);
}

/**
 * The manifest that ships with Recollect, a copy for each caller. The bundle carries it and
 * `models.test.ts` checks it against the schema, so it is not checked again at each start.
 */
export const shippedManifest = (): Manifest => structuredClone(shipped) as Manifest;

/** The manifest that ships with Recollect (imported, so the app's bundle carries it), or another file's. */
export function loadManifest(file?: string): Manifest {
  return file ? parseManifest(JSON.parse(fs.readFileSync(file, "utf8"))) : shippedManifest();
}

/** The weights inside Recollect's npm packages: the same whichever manifest downloads come from. */
export function shippedModels(): ShippedEntry[] {
  return shippedManifest().shipped;
}

/** A file's name on disk: the last part of its URL, which is unique within a model. */
export function fileName(file: ModelFile): string {
  return decodeURIComponent(new URL(file.url).pathname.split("/").pop()!);
}
