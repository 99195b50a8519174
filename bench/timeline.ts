/**
 * @file `npm run bench:timeline`: the Library view on 100,000 photos, in Chromium, as JSON.
 *
 * Uses the synthetic library `bench:search` leaves behind (`-- --keep`), copied without its
 * vectors, with real 256-px WebP thumbnails (sixteen made from the fixture photos, each photo
 * given one by its id, so the browser decodes one image per tile as it would). It serves the copy
 * with `recollect serve`, opens the Library view in Debian's Chromium and measures: the time to
 * the first screen of loaded thumbnails; frame times while scrolling steadily through the
 * timeline (a flick of ~6,000 px/s for ten seconds) and while jumping year to year; how many tiles
 * the page holds at once (the grid is virtualized, so this stays flat); and the engine's
 * `timeline` and `timelinePhotos` calls.
 *
 *   npm run bench:search -- --sizes 100000 --keep && npm run bench:timeline
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as lancedb from "@lancedb/lancedb";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { thumbnailPath } from "../electron/library/derived-paths";
import { percentile } from "./eval/metrics";

const { values } = parseArgs({
  options: {
    library: { type: "string", default: path.join(os.tmpdir(), "recollect-search", "100000") },
    seconds: { type: "string", default: "10" },
  },
});
const ROOT = path.resolve(import.meta.dirname, "..");
const PHOTOS = path.resolve(process.env.RECOLLECT_FIXTURES ?? path.join(ROOT, "fixtures"), "photos");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function main(): Promise<void> {
  const source = path.resolve(values.library!);
  if (!fs.existsSync(path.join(source, "complete"))) throw new Error(`No benchmark library at ${source}: run \`npm run bench:search -- --sizes 100000 --keep\` first.`);
  const library = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-timeline-"));
  try {
    const photos = await prepare(source, library);
    const { url, stop } = await serve(library);
    try {
      const result = await measure(url);
      process.stdout.write(`${JSON.stringify({ machine: `${os.cpus().length} cores`, photos, ...result }, null, 2)}\n`);
    } finally {
      await stop();
    }
  } finally {
    fs.rmSync(library, { recursive: true, force: true });
  }
}

/** A copy of the library's tables (not its CLIP table), every photo given one of sixteen real thumbnails. */
async function prepare(source: string, library: string): Promise<number> {
  const db = path.join(library, "db");
  fs.mkdirSync(db, { recursive: true });
  for (const entry of fs.readdirSync(path.join(source, "db"))) {
    if (!entry.startsWith("clip_")) fs.cpSync(path.join(source, "db", entry), path.join(db, entry), { recursive: true });
  }
  const thumbs = path.join(library, "thumbs");
  fs.mkdirSync(thumbs);
  const files = fs.readdirSync(PHOTOS).filter((f) => /^(IMG_|large_|hubble|Screenshot)/.test(f) && /\.(jpe?g|png)$/i.test(f));
  for (let i = 0; i < 16; i++) {
    const file = path.join(PHOTOS, files[i % files.length]!);
    await sharp(file).rotate().resize(256, 256, { fit: "inside" }).modulate({ hue: i * 22 }).webp({ quality: 80 }).toFile(path.join(thumbs, `t${i.toString(16)}.webp`));
  }
  // Each photo's thumbnail where the library keeps it (thumbs/<2 hex>/<id>.webp), as a hard link
  // to one of the sixteen: no disk used, and a separate URL and decode per tile in the browser.
  const table = await (await lancedb.connect(db)).openTable("photos");
  const ids = (await table.query().select(["id"]).toArray()).map((r) => String(r.id));
  for (const id of ids) {
    const file = path.join(library, thumbnailPath(id));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.linkSync(path.join(thumbs, `t${id.at(-1)}.webp`), file);
  }
  await table.update({ valuesSql: { thumb: "concat('thumbs/', substr(id, 1, 2), '/', id, '.webp')" } });
  return ids.length;
}

function serve(library: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(ROOT, "bin", "recollect.mjs"), "serve", "--port", "0", "--library", library, "--no-analysis"], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(out);
      if (match) resolve({ url: match[1]!, stop: () => new Promise<void>((done) => (child.once("exit", () => done()), child.kill("SIGTERM"))) });
    });
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

async function measure(url: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // tsx keeps function names with a helper the page does not have: give it one.
    await page.addInitScript({ content: "globalThis.__name = (f) => f;" });
    const calls: Record<string, number[]> = { timeline: [], timelinePhotos: [] };
    const thumbnails: number[] = [];
    page.on("requestfinished", (request) => {
      const method = /\/api\/(timeline|timelinePhotos)$/.exec(request.url())?.[1];
      const timing = request.timing();
      if (method) calls[method]!.push(timing.responseEnd - timing.requestStart);
      else if (/\/photos\/[0-9a-f]{16}\/thumbnail$/.test(request.url())) thumbnails.push(timing.responseEnd - timing.requestStart);
    });
    await page.goto(url);
    await page.getByTestId("nav-search").waitFor();
    // The first call reads the library into the index, as the first search would: timed apart.
    const started = Date.now();
    await page.getByTestId("nav-library").click();
    await page.waitForFunction(() => {
      const imgs = Array.from(document.querySelectorAll<HTMLImageElement>("[data-testid=grid-tile] img"));
      return imgs.length >= 20 && imgs.slice(0, 20).every((i) => i.complete && i.naturalWidth > 0);
    }, undefined, { timeout: 60_000 });
    const firstScreenMs = Date.now() - started;
    const firstTimelineMs = calls.timeline![0] ?? null;
    calls.timeline = [];

    const total = Number(/([\d,]+) photos?/.exec((await page.getByTestId("library-count").textContent()) ?? "")?.[1]?.replaceAll(",", "") ?? 0);
    // Steady scrolling: a fixed distance each frame, frame intervals and long tasks recorded in the page.
    const scroll = await page.evaluate(async (seconds) => {
      const scroller = document.querySelector<HTMLElement>("[data-testid=timeline]")!;
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
      observer.observe({ type: "longtask" as PerformanceObserverInit["type"], buffered: false });
      const frames: number[] = [];
      let tiles = 0;
      await new Promise<void>((done) => {
        let last = performance.now();
        const end = last + seconds * 1000;
        const step = (now: number) => {
          frames.push(now - last);
          last = now;
          scroller.scrollTop += 100;
          tiles = Math.max(tiles, scroller.querySelectorAll("[data-testid=grid-tile]").length);
          if (now < end) requestAnimationFrame(step);
          else done();
        };
        requestAnimationFrame(step);
      });
      observer.disconnect();
      return { frames, longTasks, tiles, scrolledPx: scroller.scrollTop, heightPx: scroller.scrollHeight };
    }, Number(values.seconds));

    // Jumping year by year with the scrubber, each jump waited on until its thumbnails show.
    const years = await page.locator(".year").allTextContents();
    const jumps: number[] = [];
    for (const year of years) {
      const t = Date.now();
      await page.locator(".year", { hasText: year }).first().click();
      await page.waitForFunction(() => {
        const scroller = document.querySelector<HTMLElement>("[data-testid=timeline]")!;
        const view = scroller.getBoundingClientRect();
        const visible = Array.from(scroller.querySelectorAll<HTMLImageElement>("[data-testid=grid-tile] img")).filter((i) => {
          const r = i.getBoundingClientRect();
          return r.bottom > view.top && r.top < view.bottom;
        });
        return visible.length > 0 && visible.every((i) => i.complete && i.naturalWidth > 0);
      }, undefined, { timeout: 30_000 });
      jumps.push(Date.now() - t);
    }
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const stats = (xs: number[]) => ({ n: xs.length, p50: round(percentile(sorted(xs), 50)), p95: round(percentile(sorted(xs), 95)), max: round(Math.max(...xs)) });
    return {
      libraryTotal: total,
      firstScreenMs,
      firstTimelineCallMs: firstTimelineMs === null ? null : round(firstTimelineMs),
      scroll: {
        seconds: Number(values.seconds),
        pxPerFrame: 100,
        scrolledPx: Math.round(scroll.scrolledPx),
        timelineHeightPx: Math.round(scroll.heightPx),
        frameMs: stats(scroll.frames.slice(1)),
        framesOver50Ms: scroll.frames.filter((f) => f > 50).length,
        longTasks: scroll.longTasks.length,
        longTaskMsTotal: round(scroll.longTasks.reduce((a, b) => a + b, 0)),
        mostTilesInPage: scroll.tiles,
      },
      yearJumpsToThumbnailsMs: stats(jumps),
      thumbnailResponseMs: stats(thumbnails),
      callsMs: { timeline: calls.timeline!.length ? stats(calls.timeline!) : null, timelinePhotos: stats(calls.timelinePhotos!) },
    };
  } finally {
    await browser.close();
  }
}

const round = (x: number) => Math.round(x * 10) / 10;

await main();
