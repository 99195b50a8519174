/**
 * @file Remembers which files were being read when the process died, so that a file that kills
 * Recollect is named and skipped instead of killing every later run.
 *
 * Runs in the engine's process, beside the indexer. Decoding happens in this process (sharp's
 * threads, libheif in WebAssembly); a parser bug that a hostile file triggers can exhaust the heap
 * or abort the process, and no `catch` runs then (a 34-byte DNG killed `index` and, on
 * every restart, `serve`). So the evidence is written *before* each read: one line when a file is
 * taken up, one when it is done, appended with a synchronous write so it is on disk when a crash
 * comes. The same rule as the inference worker's (`native/worker/client.ts`): a crash with several
 * files in hand only makes them suspects, each then read alone; a file the process dies on while
 * it is read alone is the culprit.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isReadOnlyError } from "./read-only";

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
/** A file as the journal knows it: where, and which bytes (a changed file is a new chance). */
const JournalFile = z.lazy(() => z.object({ path: z.string(), bytes: z.number(), mtimeMs: z.number() }));
export type JournalFile = z.infer<typeof JournalFile>;

const Line = z.lazy(() => z.discriminatedUnion("op", [
  /** Carried over from a crash before: in hand among others then, not yet read alone since. */
  z.object({ op: z.literal("suspect"), file: JournalFile }),
  z.object({ op: z.literal("begin"), file: JournalFile, alone: z.boolean() }),
  z.object({ op: z.literal("end"), path: z.string() }),
]));
type Line = z.infer<typeof Line>;

export const CULPRIT_REASON =
  "Reading this file stopped Recollect: the process crashed while it was being read, and again when it was read on its own. It is skipped until the file changes.";

export interface Verdict {
  /** Files the process died on while reading them alone: record them, do not read them again. */
  culprits: JournalFile[];
  /** Files in hand at a crash among others: read each of them alone. */
  suspects: JournalFile[];
}

export class CrashJournal {
  private fd: number | null = null;
  private readonly suspects: Map<string, JournalFile>;

  private constructor(readonly culprits: JournalFile[], suspects: JournalFile[]) {
    this.suspects = new Map(suspects.map((s) => [s.path, s]));
  }

  /** Reads what the last process left unfinished, and starts a fresh journal that remembers the suspects. */
  static open(libraryDir: string): CrashJournal {
    const file = path.join(libraryDir, "reading.log");
    const { culprits, suspects } = judge(readLines(file));
    const journal = new CrashJournal(culprits, suspects);
    try {
      fs.mkdirSync(libraryDir, { recursive: true });
      // Append mode: every line lands at the end, also after `compact` truncates the file.
      journal.fd = fs.openSync(file, "a");
    } catch (error) {
      // A library that cannot be written is never indexed (read-only.ts): there is nothing to journal.
      if (isReadOnlyError(error)) return journal;
      throw error;
    }
    journal.compact();
    return journal;
  }

  /** Whether this file was in hand at a crash and has not been read alone since. */
  isSuspect(file: Pick<JournalFile, "path">): boolean {
    return this.suspects.has(file.path);
  }

  /** Before a file is read. `alone`: nothing else is being read meanwhile. */
  begin(file: JournalFile, alone: boolean): void {
    this.write({ op: "begin", file: { path: file.path, bytes: file.bytes, mtimeMs: file.mtimeMs }, alone });
  }

  /** After a file was read, whatever came of it. */
  end(file: Pick<JournalFile, "path">, alone: boolean): void {
    this.write({ op: "end", path: file.path });
    if (alone) this.suspects.delete(file.path);
  }

  /** Starts the journal over with only the open suspects; call when no file is in hand. */
  compact(): void {
    if (this.fd === null) return;
    fs.ftruncateSync(this.fd, 0);
    for (const file of this.suspects.values()) this.write({ op: "suspect", file });
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }

  private write(line: Line): void {
    if (this.fd !== null) fs.writeSync(this.fd, `${JSON.stringify(line)}\n`);
  }
}

function readLines(file: string): Line[] {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return [];
  }
  // A line cut short by the crash itself is skipped: the others still say enough.
  return text.split("\n").flatMap((raw) => {
    try {
      const parsed = Line.safeParse(JSON.parse(raw));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

/**
 * What a journal says about its crash. Culprits: begun alone, never ended. Suspects: begun among
 * others and never ended, or carried over and not yet read alone.
 */
export function judge(lines: Line[]): Verdict {
  const suspects = new Map<string, JournalFile>();
  const open = new Map<string, { file: JournalFile; alone: boolean }>();
  for (const line of lines) {
    if (line.op === "suspect") suspects.set(line.file.path, line.file);
    else if (line.op === "begin") open.set(line.file.path, { file: line.file, alone: line.alone });
    else {
      if (open.get(line.path)?.alone) suspects.delete(line.path);
      open.delete(line.path);
    }
  }
  const culprits: JournalFile[] = [];
  for (const { file, alone } of open.values()) {
    if (alone) {
      culprits.push(file);
      suspects.delete(file.path);
    } else suspects.set(file.path, file);
  }
  return { culprits, suspects: [...suspects.values()] };
}
