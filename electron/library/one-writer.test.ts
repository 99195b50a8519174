import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as lancedb from "@lancedb/lancedb";
import { afterAll, describe, expect, it } from "vitest";
import { openService } from "../api/service";
import { NO_MODELS, PHOTOS, ROOT, tempDir } from "../testing/fixtures";

const BIN = path.join(ROOT, "bin", "recollect.mjs");
const open = (libraryDir: string) => openService({ libraryDir, shell: "cli", analysis: { modelsDir: NO_MODELS } });

async function photoRows(library: string): Promise<Array<{ id: string; path: string }>> {
  const db = await lancedb.connect(path.join(library, "db"));
  try {
    return (await (await db.openTable("photos")).query().select(["id", "path"]).toArray()) as Array<{ id: string; path: string }>;
  } finally {
    db.close();
  }
}

describe("one writer per library", () => {
  const dirs: string[] = [];
  const dir = (prefix: string) => {
    const made = tempDir(prefix);
    dirs.push(made);
    return made;
  };
  afterAll(() => {
    for (const made of dirs) fs.rmSync(made, { recursive: true, force: true });
  });

  it("refuses a second engine on an open library with a message naming the process that has it", async () => {
    const library = dir("one-writer");
    const first = await open(library);
    try {
      await expect(open(library)).rejects.toThrow(`This library is open in another recollect command (pid ${process.pid}); close it or use --library`);
    } finally {
      await first.close();
    }
    // Closed, it opens again.
    await (await open(library)).close();
  });

  it("hands `recollect index` to a running `serve` (one writer indexes each photo once), and a lock left by a kill -9 does not keep the library shut", async () => {
    const photos = dir("one-writer-photos");
    const library = dir("one-writer-library");
    const count = 20;
    for (let i = 0; i < count; i++) fs.copyFileSync(path.join(PHOTOS, i % 2 ? "IMG_0001.jpg" : "IMG_0002.jpg"), path.join(photos, `p${i}.jpg`));
    const serve = spawn(process.execPath, [BIN, "--library", library, "serve", "--no-analysis"], { stdio: "ignore" });
    const holder = path.join(library, "writer.json");
    const started = Date.now();
    while (!fs.existsSync(holder) && Date.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 50));

    // Started while serve may still be opening the library: it waits for serve's socket.
    const second = spawnSync(process.execPath, [BIN, "--library", library, "index", "--no-analysis", photos], { encoding: "utf8", timeout: 120_000 });
    expect(second.status, second.stderr).toBe(0);
    expect(second.stderr).toContain("recollect serve has this library open: it indexes the folders");
    expect(second.stdout).toContain(`${count} photos in the library`);
    expect(JSON.parse(fs.readFileSync(holder, "utf8"))).toMatchObject({ pid: serve.pid, door: "browser" });

    serve.kill("SIGKILL");
    await new Promise((resolve) => serve.once("exit", resolve));
    // Its engine.json and socket are left behind too: the next command opens the library itself.
    const third = spawnSync(process.execPath, [BIN, "--library", library, "index", "--no-analysis", photos], { encoding: "utf8", timeout: 120_000 });
    expect(third.status, third.stderr).toBe(0);
    expect(third.stderr).not.toContain("has this library open");
    const rows = await photoRows(library);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r.id)).size).toBe(count);
  }, 300_000);

  it("repairs a library in which two engines wrote every photo twice", async () => {
    const photos = dir("doubled-photos");
    for (const name of ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg"]) fs.copyFileSync(path.join(PHOTOS, name), path.join(photos, name));
    const library = dir("doubled-library");
    const service = await open(library);
    await service.handlers.addFolder({ path: photos });
    await service.idle();
    await service.close();
    // What two writers left behind: the same rows appended a second time.
    const db = await lancedb.connect(path.join(library, "db"));
    const table = await db.openTable("photos");
    await table.add(await table.query().toArray());
    db.close();
    expect(await photoRows(library)).toHaveLength(6);

    const reopened = await open(library);
    try {
      expect(await photoRows(library)).toHaveLength(3);
      // Merges keyed by id work again ("Ambiguous merge inserts are prohibited" before).
      fs.utimesSync(path.join(photos, "IMG_0001.jpg"), new Date(), new Date());
      await reopened.handlers.reindex({});
      await reopened.idle();
      expect((await reopened.handlers.indexStatus({})).problems).toEqual([]);
      expect(await photoRows(library)).toHaveLength(3);
    } finally {
      await reopened.close();
    }
  });

  it("reads a library's tables for that repair once per version of them, not at every opening", async () => {
    const photos = dir("checked-photos");
    for (const name of ["IMG_0001.jpg", "IMG_0002.jpg"]) fs.copyFileSync(path.join(PHOTOS, name), path.join(photos, name));
    const library = dir("checked-library");
    const service = await open(library);
    await service.handlers.addFolder({ path: photos });
    await service.idle();
    await service.close();
    // Indexing wrote since the opening checked them: the next opening checks them again.
    await (await open(library)).close();
    const record = path.join(library, "cache", "rows-unique-at");
    const db = await lancedb.connect(path.join(library, "db"));
    const [table, problems] = [await db.openTable("photos"), await db.openTable("problems")];
    const versions = async () => {
      await Promise.all([table.checkoutLatest(), problems.checkoutLatest()]);
      return `${await table.version()} ${await problems.version()}`;
    };
    // Recorded as found whole at the versions the tables are at now.
    expect(fs.readFileSync(record, "utf8")).toBe(await versions());
    // A record of the versions the tables are at is believed: rows doubled and then recorded as
    // checked are not read again (what a record proves is only that they were not doubled then).
    await table.add(await table.query().toArray());
    fs.writeFileSync(record, await versions());
    await (await open(library)).close();
    expect(await photoRows(library)).toHaveLength(4);
    // Any other version, or no record, and they are read and repaired.
    fs.writeFileSync(record, "1 1");
    await (await open(library)).close();
    expect(await photoRows(library)).toHaveLength(2);
    expect(fs.readFileSync(record, "utf8")).toBe(await versions());
    db.close();
  });
});
