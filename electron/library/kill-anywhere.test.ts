import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as lancedb from "@lancedb/lancedb";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { closeAndDelete, indexedLibrary, ROOT, tempDir } from "../testing/fixtures";

const BIN = path.join(ROOT, "bin", "recollect.mjs");

/** What the post-indexing phase derives, read straight from the database (opening an engine would repair it). */
async function derived(library: string) {
  const db = await lancedb.connect(path.join(library, "db"));
  try {
    const photos = await db.openTable("photos");
    const rows = await photos.query().select(["id", "dup_group", "event_id"]).toArray();
    return {
      photos: rows.length,
      ids: new Set(rows.map((r) => r.id)).size,
      events: await (await db.openTable("events")).countRows(),
      withEvent: rows.filter((r) => r.event_id !== null).length,
      duplicateGroups: new Set(rows.map((r) => r.dup_group).filter((g) => g !== null)).size,
      textIndex: (await photos.listIndices()).some((index) => index.columns.includes("search_text")),
    };
  } finally {
    db.close();
  }
}

async function rowCount(library: string): Promise<number> {
  try {
    const db = await lancedb.connect(path.join(library, "db"));
    const n = await (await db.openTable("photos")).countRows();
    db.close();
    return n;
  } catch {
    return 0;
  }
}

describe("kill -9 at any point of an indexing run, the post-indexing phase included", () => {
  const photos = tempDir("anywhere-photos");
  const library = tempDir("anywhere-library");
  const count = 120;
  // Six days of twenty photos, ten minutes apart (times from the names), every tenth an exact copy
  // of the one before: events, duplicate groups and words for the text index to derive.
  const writePhotos = async () => {
    let previous: Buffer | null = null;
    for (let i = 0; i < count; i++) {
      const day = String(1 + Math.floor(i / 20)).padStart(2, "0");
      const minutes = (i % 20) * 10;
      const time = `${String(9 + Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}00`;
      const noise = { type: "gaussian" as const, mean: 128, sigma: 40 };
      const bytes: Buffer = i % 10 === 9 && previous ? previous : await sharp({ create: { width: 48, height: 32, channels: 3, background: "#000", noise } }).jpeg().toBuffer();
      fs.writeFileSync(path.join(photos, `IMG_202405${day}_${time}.jpg`), bytes);
      previous = bytes;
    }
  };
  afterAll(() => {
    for (const dir of [photos, library]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("loses no event, duplicate group or text index: the next run rebuilds what the kill cut short", async () => {
    await writePhotos();
    const reference = await indexedLibrary([photos]);
    const expected = await derived(reference.libraryDir);
    await closeAndDelete(reference);
    expect(expected.events).toBeGreaterThan(0);
    expect(expected.duplicateGroups).toBeGreaterThan(0);
    expect(expected.textIndex).toBe(true);

    const index = () => spawn(process.execPath, [BIN, "--library", library, "index", "--no-analysis", photos], { stdio: "ignore" });
    const kill = async (child: ReturnType<typeof spawn>) => {
      child.kill("SIGKILL");
      if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once("exit", resolve));
    };
    // First kill: the moment the last photo row is on disk, when events, groups and the text index are being derived.
    const first = index();
    const started = Date.now();
    while ((await rowCount(library)) < count && first.exitCode === null && Date.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 20));
    await kill(first);
    // Then kills at random points of whole runs (startup, files, derived data).
    for (let round = 0; round < 2; round++) {
      const child = index();
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 4000));
      await kill(child);
    }
    const last = spawnSync(process.execPath, [BIN, "--library", library, "index", "--no-analysis", photos], { encoding: "utf8", timeout: 120_000 });
    expect(last.status, last.stderr).toBe(0);
    expect(await derived(library)).toEqual(expected);
  }, 400_000);
});
