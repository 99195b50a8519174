import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryVectorTable } from "../library/memory-vectors";
import { eventually } from "../testing/eventually";
import { closeAndDelete, copyOfPhotos, indexedLibrary, tempDir } from "../testing/fixtures";
import { serveTinyModels, TINY_SENTENCE, tinyManifest, tinyModelFiles } from "../testing/tiny-models";
import type { RecollectService } from "./service";

/** What people told Recollect, by photo; the searches below say it in other words. */
const MEMORIES: Record<string, string> = {
  "IMG_0003.jpg": "We took the tram to the old town",
  "IMG_0004.jpg": "my first bike in the garden",
  "large_coffee.jpg": "a pooch asleep by the sea",
};

async function library(baseUrl: string): Promise<{ service: RecollectService; photos: string; modelsDir: string }> {
  const photos = copyOfPhotos();
  const modelsDir = tempDir("sentence-models");
  // Offered, not installed: nothing is downloaded until the user asks.
  const service = await indexedLibrary([photos], { analysis: { modelsDir, manifest: tinyManifest(baseUrl, { sentence: true }), enabled: false } });
  const all = await service.handlers.search({ query: "", limit: 50, showDuplicates: true });
  for (const [name, text] of Object.entries(MEMORIES)) await service.handlers.addMemory({ photoIds: [all.results.find((r) => r.name === name)!.id], text });
  return { service, photos, modelsDir };
}

const found = async (service: RecollectService, query: string) => (await service.handlers.search({ query, limit: 50 })).results.map((r) => [r.name, r.reasons]);
const sentenceModel = async (service: RecollectService) => (await service.handlers.models({})).find((m) => m.name === TINY_SENTENCE)!;
const tables = (service: RecollectService) => fs.readdirSync(path.join(service.libraryDir, "db"));

describe("memories in other words, offered and downloaded as CLIP is", () => {
  let server: Awaited<ReturnType<typeof serveTinyModels>>;
  let lib: Awaited<ReturnType<typeof library>>;
  beforeAll(async () => {
    server = await serveTinyModels();
    lib = await library(server.baseUrl);
  });
  afterAll(async () => {
    await closeAndDelete(lib.service, path.dirname(lib.photos), lib.modelsDir);
    server.close();
  });

  it("without the model, matches memories by their words and WordNet as before, and embeds nothing", async () => {
    expect(await sentenceModel(lib.service)).toMatchObject({ kind: "sentence", state: "missing", license: "MIT" });
    expect(await found(lib.service, "streetcar")).toEqual([["IMG_0003.jpg", ["a memory you added mentions 'tram' (for “streetcar”)"]]]);
    // WordNet does not make a hound of a pooch, nor cycling of a bike: no answer.
    for (const query of ["hound", "cycling", "violin"]) expect(await found(lib.service, query), query).toEqual([]);
    expect(tables(lib.service)).not.toContain(`${memoryVectorTable(TINY_SENTENCE)}.lance`);
  });

  it("once the user downloads it, embeds the memories written before and finds them in other words", async () => {
    await lib.service.handlers.downloadModel({ name: TINY_SENTENCE });
    await eventually(async () => expect((await sentenceModel(lib.service)).state).toBe("installed"));
    await eventually(async () => expect(await found(lib.service, "hound")).toEqual([["large_coffee.jpg", ["a memory you added says it in other words: “a pooch asleep by the sea”"]]]));
    expect(await found(lib.service, "cycling")).toEqual([["IMG_0004.jpg", ["a memory you added says it in other words: “my first bike in the garden”"]]]);
    // WordNet's matches stay, and what no memory means is still no photo.
    expect((await found(lib.service, "streetcar")).map(([name]) => name)).toEqual(["IMG_0003.jpg"]);
    for (const query of ["violin", "the mountain river"]) expect(await found(lib.service, query), query).toEqual([]);
    expect(tables(lib.service)).toContain(`${memoryVectorTable(TINY_SENTENCE)}.lance`);
  });

  it("embeds a memory as it is written, and forgets it when it is removed", async () => {
    const all = await lib.service.handlers.search({ query: "", limit: 50, showDuplicates: true });
    const [memory] = await lib.service.handlers.addMemory({ photoIds: [all.results.find((r) => r.name === "hubble.jpg")!.id], text: "the wedding of my cousin" });
    expect((await found(lib.service, "marriage")).map(([name]) => name)).toEqual(["hubble.jpg"]);
    // A meaning no memory has finds nothing.
    expect(await found(lib.service, "the youngster")).toEqual([]);
    await lib.service.handlers.removeMemory({ id: memory!.id });
    expect(await found(lib.service, "marriage")).toEqual([]);
  });
});

describe("a sentence model that arrives damaged or changed", () => {
  for (const [file, what] of [["sentence.onnx", "the model"], ["sentence-tokenizer.json", "its tokenizer"]] as const) {
    it(`is refused when ${what} does not match its pin, with a message that says so, and search goes on without it`, async () => {
      const genuine = tinyModelFiles().get(file)!;
      // The same size, other bytes: only the sha256 can tell.
      const changed = Buffer.from(genuine.map((b, i) => (i === genuine.length >> 1 ? b ^ 0xff : b)));
      const server = await serveTinyModels({ [file]: changed });
      const lib = await library(server.baseUrl);
      try {
        await lib.service.handlers.downloadModel({ name: TINY_SENTENCE });
        const model = await eventually(async () => {
          const m = await sentenceModel(lib.service);
          expect(m.state).not.toBe("downloading");
          return m;
        });
        expect(model.state).not.toBe("installed");
        expect(model.error).toMatch(new RegExp(`^${file.replace(".", "\\.")} arrived damaged or changed \\(sha256 [0-9a-f]{12}…, expected [0-9a-f]{12}…\\); it was deleted, so the next try starts fresh\\.$`));
        expect(fs.existsSync(path.join(lib.modelsDir, TINY_SENTENCE, file))).toBe(false);
        expect(await found(lib.service, "hound")).toEqual([]);
        expect((await found(lib.service, "streetcar")).map(([name]) => name)).toEqual(["IMG_0003.jpg"]);
      } finally {
        await closeAndDelete(lib.service, path.dirname(lib.photos), lib.modelsDir);
        server.close();
      }
    });
  }

  it("damaged on disk after it was installed, leaves search to the words and WordNet instead of failing it", async () => {
    const server = await serveTinyModels();
    const lib = await library(server.baseUrl);
    try {
      await lib.service.handlers.downloadModel({ name: TINY_SENTENCE });
      await eventually(async () => expect((await sentenceModel(lib.service)).state).toBe("installed"));
      await lib.service.handlers.removeModel({ name: TINY_SENTENCE });
      // Files of the pinned sizes with other bytes count as installed until verified; ONNX Runtime cannot read the model.
      const folder = path.join(lib.modelsDir, TINY_SENTENCE);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, "sentence.onnx"), Buffer.alloc(tinyModelFiles().get("sentence.onnx")!.length, 7));
      fs.writeFileSync(path.join(folder, "sentence-tokenizer.json"), tinyModelFiles().get("sentence-tokenizer.json")!);
      // Choosing where models run tells the worker of the models again.
      await lib.service.handlers.setProvider({ provider: "cpu" });
      expect((await sentenceModel(lib.service)).state).toBe("installed");
      expect((await found(lib.service, "streetcar")).map(([name]) => name)).toEqual(["IMG_0003.jpg"]);
      expect(await found(lib.service, "hound")).toEqual([]);
    } finally {
      await closeAndDelete(lib.service, path.dirname(lib.photos), lib.modelsDir);
      server.close();
    }
  });
});
