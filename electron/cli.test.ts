import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTOS, ROOT, tempDir } from "./testing/fixtures";

const BIN = path.join(ROOT, "bin", "recollect.mjs");
/** Never the user's own models folder: each run of these tests starts with no models. */
const MODELS = tempDir("cli-models");

function recollect(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", env: { ...process.env, RECOLLECT_MODELS: MODELS, ...env }, timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("the recollect CLI", () => {
  let library: string;
  beforeAll(() => {
    library = tempDir("cli");
    const indexed = recollect(["--library", library, "index", PHOTOS]);
    expect(indexed.code, indexed.stderr).toBe(0);
    expect(indexed.stdout).toContain("11 photos in the library (11 new or changed, 0 unchanged, 3 could not be read, 1 unsupported file skipped).");
    // Indexing runs the whole analysis pass (text, objects, faces): as long as the command's own limit.
  }, 120_000);
  afterAll(() => {
    fs.rmSync(library, { recursive: true, force: true });
    fs.rmSync(MODELS, { recursive: true, force: true });
  });

  it("search --json prints exactly one JSON object on stdout, with absolute paths", () => {
    const run = recollect(["--library", library, "search", "photos from July 2024", "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const answer = JSON.parse(lines[0]!);
    expect(Object.keys(answer).sort()).toEqual(["copiesFolded", "interpretation", "message", "misses", "more", "query", "queryId", "refines", "rejected", "remembered", "results", "tookMs", "total", "visualOff"]);
    expect(answer.query).toBe("photos from July 2024");
    expect(answer.results.map((r: { path: string }) => r.path)).toEqual([path.join(PHOTOS, "IMG_0001.jpg"), path.join(PHOTOS, "IMG_0004.jpg")]);
    for (const r of answer.results) {
      expect(r).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{16}$/), score: expect.any(Number), reasons: ["taken in July 2024"] });
      expect(path.isAbsolute(r.path)).toBe(true);
    }
  });

  it("remember makes a memory searchable at once; an unknown photo is refused with a message", () => {
    const told = recollect(["--library", library, "remember", path.join(PHOTOS, "IMG_0003.jpg"), "Leo", "at", "the", "airport"]);
    expect(told.code, told.stderr).toBe(0);
    expect(told.stdout).toContain("Remembered for");
    const found = recollect(["--library", library, "search", "Leo at the airport"]);
    expect(found.stdout).toContain(path.join(PHOTOS, "IMG_0003.jpg"));
    expect(found.stdout).toContain("a memory you added mentions 'airport'");
    const none = recollect(["--library", library, "search", "Leo at the zoo"]);
    expect(none.stdout).toContain("No such photo");
    const unknown = recollect(["--library", library, "remember", "/nowhere/x.jpg", "hello"]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain("is not a photo in this library");
  });

  it("feedback corrects an answer from another run by its queryId; history, undo and the learning file work from the command line", () => {
    const asked = recollect(["--library", library, "search", "photos from July 2024"]);
    const queryId = /recollect feedback (\S+) <photo> good\|bad/.exec(asked.stdout)?.[1];
    expect(queryId, asked.stdout).toBeTruthy();
    const wrong = recollect(["--library", library, "feedback", queryId!, path.join(PHOTOS, "IMG_0001.jpg"), "bad"]);
    expect(wrong.code, wrong.stderr).toBe(0);
    expect(wrong.stdout).toContain("Marked");
    const feedbackId = /recollect undo (\S+)/.exec(wrong.stdout)?.[1];
    const again = JSON.parse(recollect(["--library", library, "search", "photos from July 2024", "--json"]).stdout);
    expect(again.results.map((r: { name: string }) => r.name)).toEqual(["IMG_0004.jpg"]);
    expect(again.misses[0]).toMatchObject({ name: "IMG_0001.jpg", missed: ["you said it is not this"] });

    const history = recollect(["--library", library, "history"]);
    expect(history.stdout).toContain("photos from July 2024");
    expect(history.stdout).toMatch(/photos from July 2024  — 1 photo  \(\S+, asked \d+ times\)/);
    expect(history.stdout).toContain(`bad: `);
    const file = path.join(library, "..", `${path.basename(library)}-learning.json`);
    expect(recollect(["--library", library, "learning", "export", file]).stdout).toMatch(/Wrote \d+ searches and 1 correction to/);
    expect(recollect(["--library", library, "learning", "reset"]).stderr).toContain("learning export");
    expect(recollect(["--library", library, "learning", "reset", "--yes"]).stdout).toContain("1 correction");
    expect(recollect(["--library", library, "learning", "import", file]).stdout).toContain("Imported");
    expect(recollect(["--library", library, "undo", feedbackId!]).stdout).toContain("taken back");
    const restored = JSON.parse(recollect(["--library", library, "search", "photos from July 2024", "--json"]).stdout);
    expect(restored.results).toHaveLength(2);

    fs.writeFileSync(file, "{ not json");
    const refused = recollect(["--library", library, "learning", "import", file]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("not JSON, or it is cut short");
    fs.rmSync(file);
    expect(recollect(["--library", library, "forget"]).stderr).toContain("name the searches to forget");
    expect(recollect(["--library", library, "forget", "no-such-search"]).stderr).toContain("No search with id");
    recollect(["--library", library, "search", "zebra unicorn"]);
    expect(recollect(["--library", library, "history"]).stdout).toMatch(/zebra unicorn  — found nothing/);
    expect(recollect(["--library", library, "forget", "--all"]).stdout).toMatch(/^Forgot \d+ searches and \d+ corrections?\./);
    expect(recollect(["--library", library, "history"]).stdout).toContain("No searches yet.");
    const unknown = recollect(["--library", library, "feedback", "no-such-search", path.join(PHOTOS, "IMG_0001.jpg"), "good"]);
    expect(unknown.stderr).toContain("That answer is no longer remembered");
    expect(recollect(["--library", library, "feedback", queryId!, path.join(PHOTOS, "IMG_0001.jpg"), "maybe"]).stderr).toContain("say good, bad or better");
    // Twenty-one runs of the CLI, each opening the library.
  }, 240_000);

  it("search --limit caps the results and says how many more there are; a bad limit is refused with a message", () => {
    const run = recollect(["--library", library, "search", "photos", "--limit", "2", "--json"]);
    const answer = JSON.parse(run.stdout);
    expect(answer.results).toHaveLength(2);
    expect(answer.more).toBe(answer.total - 2);
    expect(answer.more).toBeGreaterThan(0);
    const text = recollect(["--library", library, "search", "photos", "--limit", "2"]);
    expect(text.stdout).toContain(`… and ${answer.more} more; show them all with --limit ${answer.total}.`);
    const bad = recollect(["--library", library, "search", "photos", "--limit", "lots"]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("must be a whole number from 1 to 1000");
    expect(bad.stdout).toBe("");
  });

  it("search prints a readable answer, and an honest one when nothing matches", () => {
    const run = recollect(["--library", library, "search", "launch"]);
    expect(run.stdout).toContain("Understood: [words: launch]");
    expect(run.stdout).toContain("description mentions 'launch'");
    const none = recollect(["--library", library, "search", "photos from 2019"]);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain("No photos taken in 2019.");
  });

  it("status --errors lists each unreadable file with its reason", () => {
    const run = recollect(["--library", library, "status", "--errors"]);
    expect(run.stdout).toContain("Photos: 11");
    expect(run.stdout).toMatch(/broken_empty\.jpg\n\s+The file is empty/);
    expect(run.stdout).toMatch(/broken_truncated\.jpg\n\s+The image data is damaged/);
    expect(run.stdout).toMatch(/broken_not_an_image\.jpg\n\s+Not an image/);
  });

  it("takes the library from RECOLLECT_LIBRARY, and progress never reaches stdout", () => {
    const fresh = tempDir("cli-env");
    try {
      const run = recollect(["index", path.join(PHOTOS, "Trips")], { RECOLLECT_LIBRARY: fresh });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.trim()).toBe("1 photo in the library (1 new or changed, 0 unchanged, 0 could not be read, 0 unsupported files skipped).");
      expect(run.stderr).toContain("Indexing");
      expect(fs.existsSync(path.join(fresh, "db"))).toBe(true);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });

  it("index reads the text in photos, so a word on a receipt finds it", () => {
    const run = recollect(["--library", library, "search", "STRANDMON", "--json"]);
    expect(JSON.parse(run.stdout).results.map((r: { path: string }) => path.basename(r.path))).toEqual(["IMG_0100.jpg"]);
  });

  it("models list says what can be downloaded, its size and license, and how", () => {
    const run = recollect(["models", "list"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Models folder: ${MODELS}`);
    expect(run.stdout).toMatch(/clip-vit-b32\s+missing\s+147 MB\s+CLIP ViT-B\/32 \(OpenAI, 8-bit quantized\) \(MIT\)/);
    expect(run.stdout).toContain("Download one with `recollect models download <name>`.");
    const json = JSON.parse(recollect(["models", "list", "--json"]).stdout);
    expect(json.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(["ocr-fra", "minilm-l6-v2"]));
  });

  it("models verify, remove and download answer plainly when there is nothing to do or no such model", () => {
    expect(recollect(["models", "verify"]).stdout).toBe("No models are installed.\n");
    expect(recollect(["models", "remove", "clip-vit-b32"]).stdout).toContain("Removed CLIP ViT-B/32");
    const unknown = recollect(["models", "download", "clip-huge"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('recollect: There is no model called "clip-huge". Known models: clip-vit-b32, minilm-l6-v2, ocr-fra, ocr-deu, ocr-spa.');
  });

  it("status says where models run and that visual search needs the CLIP model", () => {
    const run = recollect(["--library", library, "status"]);
    expect(run.stdout).toMatch(/Models run on: (CUDA \(NVIDIA GPU\), else )?CPU; chosen when a model first runs/);
    expect(run.stdout).toContain("Visual search: off — it needs the CLIP model (`recollect models download`)");
    expect(recollect(["--library", library, "--provider", "cpu", "status"]).stdout).toContain("Models run on: CPU (asked for: cpu)");
    const bad = recollect(["--library", library, "--provider", "gpu", "status"]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("must be one of auto, cpu, cuda, dml, coreml");
  });

  it("index of a missing folder fails with a clear message and a non-zero exit", () => {
    const run = recollect(["--library", library, "index", "/no/such/folder"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("recollect: There is no folder at /no/such/folder.");
  });

  it("explains a library path it cannot use, without a stack trace", () => {
    const run = recollect(["--library", path.join(PHOTOS, "notes.txt"), "status"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`recollect: Recollect cannot open its library at ${path.join(PHOTOS, "notes.txt")} (a file is in the way).`);
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
