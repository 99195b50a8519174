import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call } from "./dispatch";
import { openService } from "./service";
import { tempDir } from "../testing/fixtures";
import { serveTinyModels, TINY_CLIP, TINY_SENTENCE, tinyManifest } from "../testing/tiny-models";

describe("the first-launch question about visual search", () => {
  it("is asked until answered; 'later' is remembered with the library and never asked again", async () => {
    const library = tempDir("offer-later");
    const modelsDir = tempDir("offer-models");
    const open = () => openService({ libraryDir: library, shell: "cli", analysis: { modelsDir, manifest: tinyManifest() } });
    try {
      let service = await open();
      const offer = await call(service.handlers, "visualSearchOffer", {});
      expect(offer.ask).toBe(true);
      expect(offer.model).toMatchObject({ name: TINY_CLIP, state: "missing", license: "MIT" });
      // A manifest without a sentence model offers CLIP alone.
      expect(offer.sentence).toBeNull();
      expect((await call(service.handlers, "answerVisualSearchOffer", { answer: "later" })).ask).toBe(false);
      await service.close();
      service = await open();
      expect((await call(service.handlers, "visualSearchOffer", {})).ask).toBe(false);
      // Nothing was downloaded.
      expect(fs.readdirSync(modelsDir)).toEqual([]);
      await service.close();
    } finally {
      for (const dir of [library, modelsDir]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("'download' starts the download the user agreed to, and the question is not asked again", async () => {
    const server = await serveTinyModels();
    const library = tempDir("offer-download");
    const modelsDir = tempDir("offer-models");
    const manifest = tinyManifest(server.baseUrl);
    const service = await openService({ libraryDir: library, shell: "cli", analysis: { modelsDir, manifest } });
    try {
      expect((await call(service.handlers, "answerVisualSearchOffer", { answer: "download" })).ask).toBe(false);
      for (let i = 0; i < 100 && (await call(service.handlers, "models", {}))[0]!.state !== "installed"; i++) await new Promise((r) => setTimeout(r, 100));
      expect((await call(service.handlers, "models", {}))[0]!.state).toBe("installed");
      expect(JSON.parse(fs.readFileSync(path.join(library, "settings.json"), "utf8")).visualSearchOffer).toBe("accepted");
    } finally {
      await service.close();
      server.close();
      for (const dir of [library, modelsDir]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("offers the sentence model beside CLIP, and 'download' fetches both, each checked against its pin", async () => {
    const server = await serveTinyModels();
    const library = tempDir("offer-sentence");
    const modelsDir = tempDir("offer-models");
    const service = await openService({ libraryDir: library, shell: "cli", analysis: { modelsDir, manifest: tinyManifest(server.baseUrl, { sentence: true }) } });
    try {
      const offer = await call(service.handlers, "visualSearchOffer", {});
      expect(offer.ask).toBe(true);
      expect(offer.sentence).toMatchObject({ name: TINY_SENTENCE, kind: "sentence", state: "missing", license: "MIT" });
      await call(service.handlers, "answerVisualSearchOffer", { answer: "download" });
      const states = async () => Object.fromEntries((await call(service.handlers, "models", {})).map((m) => [m.name, m.state]));
      for (let i = 0; i < 100 && Object.values(await states()).some((s) => s !== "installed"); i++) await new Promise((r) => setTimeout(r, 100));
      expect(await states()).toEqual({ [TINY_CLIP]: "installed", [TINY_SENTENCE]: "installed" });
      expect((await call(service.handlers, "visualSearchOffer", {})).sentence).toBeNull();
    } finally {
      await service.close();
      server.close();
      for (const dir of [library, modelsDir]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
