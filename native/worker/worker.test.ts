import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PHOTOS, ROOT } from "../../electron/testing/fixtures";
import { ClipModel, type ClipFiles } from "../clip/clip-model";
import { pixelValues } from "../clip/preprocess";
import { shippedLanguage } from "../ocr";
import { InferenceClient, threadSpawner, WorkerCrashError, type Spawn } from "./client";
import type { ImageItem, Request, WorkerConfig } from "./protocol";

const TINY: ClipFiles = {
  name: "tiny-test-clip",
  vision: path.join(ROOT, "models", "test", "clip-vision.onnx"),
  text: path.join(ROOT, "models", "test", "clip-text.onnx"),
  dimensions: 512,
  preprocess: { size: 224, crop: 224, mean: [0.48145466, 0.4578275, 0.40821073], std: [0.26862954, 0.26130258, 0.27577711] },
};
const CONFIG: WorkerConfig = { clip: TINY, provider: "cpu", ocrLanguages: [shippedLanguage()] };
const item = (name: string): ImageItem => ({ path: path.join(PHOTOS, name), container: "jpeg" });
const PHOTO_NAMES = ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg", "IMG_0004.jpg", "hubble.jpg", "large_coffee.jpg", "IMG_0100.jpg", "IMG_0101.jpg"];

/** The real thread spawner, recording what is sent and how many workers were started. */
function recording(): { spawn: Spawn; sent: Request[]; spawned: () => number; exits: Array<number | null> } {
  const sent: Request[] = [];
  const exits: Array<number | null> = [];
  let spawned = 0;
  const inner = threadSpawner();
  return {
    sent,
    exits,
    spawned: () => spawned,
    spawn: () => {
      spawned++;
      const transport = inner();
      return {
        ...transport,
        post: (request) => (sent.push(request), transport.post(request)),
        onExit: (listener) => transport.onExit((code) => (exits.push(code), listener(code))),
      };
    },
  };
}

let clients: InferenceClient[] = [];
const open = (config: WorkerConfig, extra: Partial<ConstructorParameters<typeof InferenceClient>[0]> = {}) => {
  const client = new InferenceClient({ config, ...extra });
  clients.push(client);
  return client;
};
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
});

describe("the inference worker", () => {
  it("embeds photos and text in its own thread, exactly as in-process", async () => {
    const client = open(CONFIG);
    const vector = await client.embedImage(item("IMG_0002.jpg"));
    const local = new ClipModel(TINY, { preference: "cpu" });
    const [expected] = await local.embedImages([await pixelValues(item("IMG_0002.jpg"), "jpeg", TINY.preprocess)]);
    expect(Array.from(vector)).toEqual(Array.from(expected!));
    expect(await client.embedText("a cat")).toHaveLength(512);
    const info = await client.info();
    expect(info).toMatchObject({ clipModel: "tiny-test-clip", runtime: { provider: "cpu" } });
    await local.release();
  });

  it("batches bulk photos, and a query's text embedding overtakes them", async () => {
    const { spawn, sent } = recording();
    const client = open(CONFIG, { spawn, batchSize: 4 });
    const order: string[] = [];
    const photos = [...PHOTO_NAMES, ...PHOTO_NAMES].map((name, i) => client.embedImage(item(name)).then(() => order.push(`photo ${i}`)));
    // Let the first batch reach the worker, then ask as a user would.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const query = client.embedText("sunset on the beach").then(() => order.push("query"));
    await Promise.all([...photos, query]);
    const batches = sent.filter((r) => r.verb === "embedImages").map((r) => (r.arg as ImageItem[]).length);
    expect(batches.reduce((s, n) => s + n, 0)).toBe(16);
    expect(Math.max(...batches)).toBe(4);
    expect(order.indexOf("query")).toBeLessThan(8);
  });

  it("drops a cancelled job before it reaches the worker", async () => {
    const { spawn, sent } = recording();
    const client = open(CONFIG, { spawn, batchSize: 1 });
    const first = client.embedImage(item("IMG_0001.jpg"));
    const controller = new AbortController();
    const cancelled = client.embedImage(item("IMG_0003.jpg"), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toThrow(/cancelled/);
    await first;
    expect(sent.flatMap((r) => (r.verb === "embedImages" ? (r.arg as ImageItem[]).map((i) => path.basename(i.path)) : []))).toEqual(["IMG_0001.jpg"]);
  });

  it("survives a crash: restarts, keeps the queue, and names the photo it died on", async () => {
    const { spawn, spawned } = recording();
    const crashed: string[] = [];
    const client = open({ ...CONFIG, crashOnPathContaining: "IMG_0003" }, { spawn, batchSize: 8, onCrash: (i) => crashed.push(path.basename(i.path)) });
    const results = await Promise.allSettled(PHOTO_NAMES.map((name) => client.embedImage(item(name))));
    const outcome = Object.fromEntries(PHOTO_NAMES.map((name, i) => [name, results[i]!.status]));
    expect(outcome).toEqual({ ...Object.fromEntries(PHOTO_NAMES.map((n) => [n, "fulfilled"])), "IMG_0003.jpg": "rejected" });
    const failure = results[2] as PromiseRejectedResult;
    expect(failure.reason).toBeInstanceOf(WorkerCrashError);
    expect(failure.reason.message).toMatch(/crashed while reading IMG_0003.jpg .* it will be skipped/);
    expect(crashed).toEqual(["IMG_0003.jpg"]);
    expect(spawned()).toBeGreaterThanOrEqual(2);
    // And it keeps working afterwards.
    expect(await client.embedText("still here")).toHaveLength(512);
  });

  it("rests when idle, giving back what its models hold, and wakes for the next job", async () => {
    const { spawn, spawned } = recording();
    const client = open(CONFIG, { spawn });
    expect(await client.rest()).toBe(false);
    const busy = client.embedImage(item("IMG_0001.jpg"));
    expect(await client.rest()).toBe(false);
    await busy;
    expect(await client.rest()).toBe(true);
    expect(spawned()).toBe(1);
    expect(await client.embedImage(item("IMG_0002.jpg"))).toHaveLength(512);
    expect(spawned()).toBe(2);
  });

  it("closed in the middle of a batch, the worker finishes the photo under way and ends itself, never cut off inside ONNX Runtime", async () => {
    // Cut off (`Worker.terminate`, exit code 1) while a model runs, the process aborts now and then.
    const { spawn, exits } = recording();
    const client = open(CONFIG, { spawn, batchSize: 2 });
    const all = { clip: true, objects: true, faces: true, textCheck: true, colours: true };
    const jobs = PHOTO_NAMES.map((name) => client.analysePhoto({ ...item(name), wanted: all }));
    jobs.forEach((job) => job.catch(() => undefined));
    await jobs[0];
    // The second batch is in the worker now.
    const asked = performance.now();
    await client.close();
    expect(performance.now() - asked).toBeLessThan(8_000);
    expect(exits).toEqual([0]);
    await expect(jobs.at(-1)).rejects.toThrow("The inference worker was stopped.");
  });

  it("fails one unreadable photo without failing its batch", async () => {
    const client = open(CONFIG);
    const [bad, good] = await Promise.allSettled([
      client.embedImage({ path: path.join(PHOTOS, "broken_truncated.jpg"), container: "jpeg" }),
      client.embedImage(item("IMG_0001.jpg")),
    ]);
    expect(bad.status).toBe("rejected");
    expect(good.status).toBe("fulfilled");
  });

  it("looks at each photo once for everything it needs, and runs faces only where it saw a person", async () => {
    const client = open(CONFIG);
    const all = { clip: true, objects: true, faces: true, textCheck: true, colours: true };
    const [astronaut, cat, receipt] = await Promise.all(["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0100.jpg"].map((name) => client.analysePhoto({ ...item(name), wanted: all })));
    expect(astronaut!.objects!.objects.find((o) => o.label === "person")!.score).toBeGreaterThan(0.5);
    expect(astronaut!.personSeen).toBe(true);
    expect(astronaut!.faces).toHaveLength(1);
    expect(astronaut!.faces![0]!.smile).toBeGreaterThan(0.5);
    // The same vector as CLIP alone gives, from the shared decode: same model, nearly the same pixels.
    const alone = await client.embedImage(item("IMG_0001.jpg"));
    expect(cosine(astronaut!.vector!, alone)).toBeGreaterThan(0.99);
    expect(cat!.objects!.objects.map((o) => o.label)).toContain("cat");
    expect(cat!.personSeen).toBe(false);
    expect(cat!.faces).toEqual([]);
    expect([astronaut!.holdsText, cat!.holdsText, receipt!.holdsText]).toEqual([true, false, true]);
    // A colour photo, and a receipt with nothing but black print on white paper.
    expect([astronaut!.colours!.mono, cat!.colours!.mono, receipt!.colours!.mono]).toEqual([false, false, true]);
    // What is not asked for is not run.
    const only = await client.analysePhoto({ ...item("IMG_0002.jpg"), wanted: { clip: false, objects: false, faces: false, textCheck: true, colours: false } });
    expect(only).toEqual({ objects: null, faces: null, personSeen: null, holdsText: false, colours: null, vector: null });
  });

  it("reads a camera photo with PaddleOCR and a screenshot with Tesseract, each as read", async () => {
    const client = open(CONFIG);
    const text = (name: string, screenshot: boolean) => client.recognizeText({ path: path.join(PHOTOS, name), container: name.endsWith(".png") ? "png" : "jpeg", screenshot, thumbnail: null, checked: true });
    const [receipt, pass] = await Promise.all([text("IMG_0100.jpg", false), text("Screenshot 2025-03-01 at 10.02.11.png", true)]);
    expect(receipt).toMatchObject({ engine: "paddle", skipped: false });
    expect(receipt.text).toContain("STRANDMON wing chair");
    expect(pass).toMatchObject({ engine: "tesseract", skipped: false });
    expect(pass.text).toMatch(/\bC14\b/);
  });

  it("says how to get the CLIP model when it is missing", async () => {
    const client = open({ ...CONFIG, clip: null });
    await expect(client.embedText("a cat")).rejects.toThrow(/Visual search needs the CLIP model, which is not installed\. Download it with `recollect models download clip-vit-b32`/);
  });

  it("embeds sentences with the sentence model it is given, and says how to get one when it has none", async () => {
    const sentence = { name: "tiny-test-sentence", model: path.join(ROOT, "models", "test", "sentence.onnx"), tokenizer: path.join(ROOT, "models", "test", "sentence-tokenizer.json"), dimensions: 64, maxTokens: 32, match: 0.4, prefixes: { query: "", passage: "" } };
    const client = open({ ...CONFIG, sentence });
    const [memory, query, other] = await client.embedSentences(["we took the tram", "the streetcar", "a violin"]);
    expect(cosine(memory!, query!)).toBeGreaterThan(sentence.match);
    expect(cosine(memory!, other!)).toBeLessThan(sentence.match);
    await client.configure({ ...CONFIG, sentence: null });
    await expect(client.embedSentences(["the streetcar"])).rejects.toThrow(/Memories in other words need the sentence model, which is not installed\. Download it with `recollect models download minilm-l6-v2`/);
  });
});

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) (dot += a[i]! * b[i]!), (na += a[i]! ** 2), (nb += b[i]! ** 2);
  return dot / Math.sqrt(na * nb);
}
