/**
 * @file One writer per library: an exclusive lock on the library folder, held while an engine has
 * it open, with a clear refusal naming the process that holds it.
 *
 * Runs in the engine's process (app, CLI, serve). Two engines writing one LanceDB database
 * duplicated every photo (600 rows for 300 photos), then failed with "Ambiguous merge inserts are
 * prohibited" and never exited. The lock is proper-lockfile's: an atomic `mkdir`, whose
 * modification time the holder refreshes, so a lock left by a process that died goes stale on any
 * file system, across machines too. Beside it a small file says who holds it (pid, host, door),
 * for the message, and so that a lock whose holder on this machine is no longer running is taken
 * over at once instead of after the stale period.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";
import { z } from "zod";

const Holder = z.object({ pid: z.number().int(), host: z.string(), door: z.string(), since: z.string() });
export type Holder = z.infer<typeof Holder>;

/** How each door is named to a person. */
const DOORS: Record<string, string> = { electron: "the Recollect app", browser: "recollect serve", cli: "another recollect command" };

/** Raised when another live engine holds the library; the message is for a person. */
export class LibraryInUseError extends Error {
  constructor(readonly libraryDir: string, readonly holder: Holder | null) {
    const who = holder ? `${DOORS[holder.door] ?? "Recollect"} (pid ${holder.pid}${holder.host !== os.hostname() ? ` on ${holder.host}` : ""})` : "another Recollect process";
    super(`This library is open in ${who}; close it or use --library to choose another library.`);
    this.name = "LibraryInUseError";
  }
}

export interface LibraryLock {
  /** Lets the next engine open the library. Safe to call twice. */
  release(): Promise<void>;
}

/**
 * How long a lock may go without a refresh before it counts as abandoned. Long, because a busy
 * engine on two cores can miss a refresh for several seconds; a dead holder on this machine is
 * recognised by its pid instead, at once.
 */
const STALE_MS = 60_000;
const REFRESH_MS = 10_000;

/** Takes the library for this process, or throws `LibraryInUseError`. `door`: the shell that opens it (electron, browser, cli). */
export async function lockLibrary(libraryDir: string, door: string): Promise<LibraryLock> {
  const lockPath = path.join(libraryDir, "writer.lock");
  const holderPath = path.join(libraryDir, "writer.json");
  const options: lockfile.LockOptions = {
    lockfilePath: lockPath,
    realpath: false,
    stale: STALE_MS,
    update: REFRESH_MS,
    // A refresh that came too late (the event loop was blocked) is reported, not thrown from a timer.
    onCompromised: (error) => process.stderr.write(`recollect: the library lock was lost: ${error.message}\n`),
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(libraryDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const holder = await holderOf(holderPath);
    // No holder said who it is: one killed between taking the lock and saying so (a live one says
    // it within milliseconds, and was given a second), so the lock is nobody's.
    if (holder && (holder.host !== os.hostname() || isRunning(holder.pid))) throw new LibraryInUseError(libraryDir, holder);
    // Its holder on this machine is gone (killed, crashed): the lock is stale whatever its age.
    fs.rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(libraryDir, options);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === "ELOCKED") throw new LibraryInUseError(libraryDir, readHolder(holderPath));
      throw again;
    }
  }
  const holder: Holder = { pid: process.pid, host: os.hostname(), door, since: new Date().toISOString() };
  fs.writeFileSync(holderPath, JSON.stringify(holder));
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      fs.rmSync(holderPath, { force: true });
      await release().catch(() => undefined);
    },
  };
}

/** Who holds the lock, waiting up to a second for a holder that has just taken it to say so. */
async function holderOf(file: string): Promise<Holder | null> {
  for (let tries = 0; tries < 10; tries++) {
    const holder = readHolder(file);
    if (holder) return holder;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = Holder.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
