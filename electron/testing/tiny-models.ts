/**
 * @file The generated test models (`models/test/`, made by `models/make-test-models.py`) laid out
 * as the model manager installs real ones, with a manifest that pins them by size and sha256.
 *
 * Test-only. The engine cannot tell them from a downloaded model: the whole path from manifest
 * to worker to stored vectors runs unchanged.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Manifest } from "../../native/models/manifest";
import { ROOT } from "./fixtures";

export const TINY_CLIP = "tiny-test-clip";

export function installTinyModels(modelsDir: string): Manifest {
  const files = [
    { role: "vision", source: path.join(ROOT, "models", "test", "clip-vision.onnx") },
    { role: "text", source: path.join(ROOT, "models", "test", "clip-text.onnx") },
  ];
  fs.mkdirSync(path.join(modelsDir, TINY_CLIP), { recursive: true });
  for (const file of files) fs.copyFileSync(file.source, path.join(modelsDir, TINY_CLIP, path.basename(file.source)));
  return Manifest.parse({
    version: 2,
    defaults: { clip: TINY_CLIP },
    models: [
      {
        name: TINY_CLIP,
        kind: "clip",
        title: "Tiny test CLIP",
        use: "tests",
        license: "MIT",
        source: "http://127.0.0.1:9/tiny",
        revision: "test",
        dimensions: 512,
        preprocess: { size: 224, crop: 224, mean: [0.48145466, 0.4578275, 0.40821073], std: [0.26862954, 0.26130258, 0.27577711] },
        files: files.map((f) => {
          const bytes = fs.readFileSync(f.source);
          return { role: f.role, url: `http://127.0.0.1:9/tiny/${path.basename(f.source)}`, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
        }),
      },
    ],
  });
}
