/**
 * @file The test photos (`fixtures/`, or the folder `RECOLLECT_FIXTURES` names) and throwaway libraries
 * for tests.
 *
 * Test-only. The fixture photos are read-only to tests as they are to the app; a test that needs
 * to change files works on a copy.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IndexProgress, PhotoDetails } from "../api/contract";
import { openService, type RecollectService, type ServiceOptions } from "../api/service";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
/** Real path: the library stores folders by their real path, so a symlinked checkout compares equal. */
export const FIXTURES = realFixtures(path.resolve(process.env.RECOLLECT_FIXTURES ?? path.join(ROOT, "fixtures")));
export const PHOTOS = path.join(FIXTURES, "photos");

function realFixtures(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    throw new Error(`The test photos are not at ${dir}: they live in the repository's fixtures/ folder, or where RECOLLECT_FIXTURES points.`);
  }
}

export interface FixtureFact {
  file: string;
  kind: string;
  taken?: string;
  lat?: number;
  lon?: number;
  orientation?: number;
  contains?: string[];
  note?: string;
}

export function fixtureFacts(): FixtureFact[] {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, "photos.json"), "utf8")) as FixtureFact[];
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `recollect-${prefix}-`));
}

/** A copy of the fixture photos that a test may change. */
export function copyOfPhotos(): string {
  const dir = path.join(tempDir("photos"), "photos");
  fs.cpSync(PHOTOS, dir, { recursive: true });
  for (const file of listFiles(dir)) fs.chmodSync(file, 0o644);
  return dir;
}

export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Content hash and mtime of every file, to prove nothing under a folder was touched. */
export function fingerprint(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir).map((file) => {
      const stat = fs.statSync(file);
      return [file, `${createHash("sha256").update(fs.readFileSync(file)).digest("hex")}:${stat.mtimeMs}:${stat.mode}`];
    }),
  );
}

/** A models folder that is never created, so no model is installed. */
export const NO_MODELS = path.join(os.tmpdir(), "recollect-tests-no-models");

/** A fresh library with the given folders indexed. */
export async function indexedLibrary(folders: string[], options: Partial<ServiceOptions> = {}): Promise<RecollectService> {
  const service = await openService({
    libraryDir: tempDir("library"),
    shell: "cli",
    now: () => new Date(2026, 10, 22, 12),
    ...options,
    // Never the models of whoever runs the tests: none, unless the test installs some.
    analysis: { modelsDir: NO_MODELS, ...options.analysis },
  });
  for (const folder of folders) await service.handlers.addFolder({ path: folder });
  await service.idle();
  return service;
}

/** Re-indexes every folder and returns the run's last progress report. */
export async function reindex(service: RecollectService): Promise<IndexProgress> {
  const seen: IndexProgress[] = [];
  const stop = service.onIndexProgress((p) => seen.push(p));
  await service.handlers.reindex({});
  await service.idle();
  stop();
  const last = seen.filter((p) => p.state === "indexing").at(-1);
  if (!last) throw new Error("re-indexing reported no progress");
  return last;
}

/** Closes a library and deletes it, with any other throwaway folders the test made. */
export async function closeAndDelete(service: RecollectService, ...alsoDelete: string[]): Promise<void> {
  await service.close();
  for (const dir of [service.libraryDir, ...alsoDelete]) fs.rmSync(dir, { recursive: true, force: true });
}

/** Every photo in a library with its details, keyed by file name (or by `key`). */
export async function detailsByName(service: RecollectService, key: (path: string) => string = path.basename): Promise<Map<string, PhotoDetails>> {
  const all = await service.handlers.search({ query: "", limit: 1000, showDuplicates: true });
  const map = new Map<string, PhotoDetails>();
  for (const result of all.results) map.set(key(result.path), await service.handlers.photo({ id: result.id }));
  return map;
}
