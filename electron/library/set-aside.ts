/**
 * @file Moves the damaged parts of a library's database out of its way, into a `damaged-<time>/`
 * folder beside it, and remembers the last repair for `status` to tell.
 *
 * Runs in the engine's process, when a library opens (`api/library-repair.ts`). Nothing is
 * deleted: what LanceDB could not read may still hold something a person (or a later Recollect)
 * can recover, so it is renamed whole, keeping its place under `db/`, and a note beside it says
 * what it is. The user deletes the folder once they no longer want it.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { writeCacheFile } from "../store/cache-file";
import type { Damage } from "../store/table-damage";
import { USER_COPY } from "./user-copy";

/** The last repair, as `status` shows it. */
export interface RepairRecord {
  at: string;
  /** What happened, in words for the user. */
  message: string;
  /** The folder the damaged parts were moved into. */
  movedTo: string;
}

const RecordFile = z.lazy(() => z.object({ at: z.string(), message: z.string(), movedTo: z.string() }));
const RECORD = "repaired.json";

/**
 * Moves each damaged table (or the whole database, for damage to it as a whole) into `into`, or a
 * new `damaged-<time>/`; returns that folder.
 */
export function setAside(libraryDir: string, damage: Damage[], now = new Date(), into?: string): string {
  let folder = into;
  if (!folder) {
    const stamp = now.toISOString().replace(/[:.]/g, "-");
    folder = path.join(libraryDir, `damaged-${stamp}`);
    for (let n = 2; fs.existsSync(folder); n++) folder = path.join(libraryDir, `damaged-${stamp}-${n}`);
  }
  const whole = damage.some((d) => d.table === null);
  const parts = whole ? ["db"] : damage.map((d) => path.join("db", `${d.table}.lance`));
  fs.mkdirSync(whole ? folder : path.join(folder, "db"), { recursive: true });
  for (const part of parts) fs.renameSync(path.join(libraryDir, part), path.join(folder, part));
  const note = path.join(folder, "README.txt");
  if (!fs.existsSync(note)) {
    fs.writeFileSync(
      note,
      [
        `Recollect could not read these parts of its library's database on ${now.toISOString()}, and moved them`,
        "here, out of the library's way. It rebuilt what they held from your photo folders and from the copy",
        `it keeps of what you made (${USER_COPY} in the library folder). Nothing in your photo folders was`,
        "changed. Once the library looks right to you, this folder can be deleted.",
        "",
        "",
      ].join("\n"),
    );
  }
  fs.appendFileSync(note, damage.map((d) => `${d.table === null ? "The database folder" : `The ${d.table} table`}: ${d.reason}.\n`).join(""));
  return folder;
}

/** Keeps the record of a repair for `status`; a record that cannot be written costs only the status line. */
export async function recordRepair(libraryDir: string, record: RepairRecord): Promise<void> {
  await writeCacheFile(path.join(libraryDir, RECORD), (handle) => handle.writeFile(`${JSON.stringify(record)}\n`)).catch(() => undefined);
}

/** The last repair, while the folder it filled is still there: a user who deleted it has seen it. */
export function lastRepair(libraryDir: string): RepairRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(libraryDir, RECORD), "utf8");
  } catch {
    return null;
  }
  let parsed: RepairRecord;
  try {
    parsed = RecordFile.parse(JSON.parse(text));
  } catch {
    return null;
  }
  return fs.existsSync(parsed.movedTo) ? parsed : null;
}
