/**
 * @file Imports a learning file all or nothing, across a crash: the checked document is written
 * beside the library before any of it is stored, and a document found there on open is imported
 * again to the end.
 *
 * Runs in the engine's process, under the `importLearning` call. Searches, corrections and
 * suggestion clicks live in three tables, and LanceDB has no transaction over them: 3 of 19 kills
 * mid-import left searches without their corrections. Storing each row is idempotent
 * (rows already there are skipped), so finishing an interrupted import is the same as doing it once.
 */
import fs from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { readLearningDocument, type LearningDocument } from "../learn/learning-file";
import type { Learning } from "../learn/learning";

type Counts = Awaited<ReturnType<Learning["import"]>>;

const PENDING = "learning-import.json";

/** Stores a document `readLearningDocument` checked whole. */
export async function importLearningDocument(learning: Learning, libraryDir: string, document: LearningDocument): Promise<Counts> {
  const pending = path.join(libraryDir, PENDING);
  writeFileAtomic.sync(pending, JSON.stringify(document));
  const counts = await learning.import(document);
  fs.rmSync(pending, { force: true });
  return counts;
}

/** Finishes an import a crash cut short; nothing when none was. */
export async function finishPendingImport(learning: Learning, libraryDir: string): Promise<void> {
  const pending = path.join(libraryDir, PENDING);
  let document: LearningDocument;
  try {
    document = readLearningDocument(fs.readFileSync(pending, "utf8"));
  } catch (error) {
    // No pending import (the usual case), or a document cut short while being written: then nothing of it was stored.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") fs.rmSync(pending, { force: true });
    return;
  }
  await learning.import(document);
  fs.rmSync(pending, { force: true });
}
