/**
 * @file The contract's export calls: copies of photos written to a folder as a job the UI polls,
 * with progress and a cancel, and a reason in plain words when it fails.
 *
 * Runs in the engine's process. The folder is checked before the job starts, so a typo, a
 * read-only folder or one no person would write in (`destination-rules.ts`) is answered at once; a full disk found midway ends the job with what was
 * copied before it. The copying itself is `library/export/export-photos.ts`.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Container } from "../../native/sniff";
import { refusedDestination } from "../library/export/destination-rules";
import { checkDestination, ExportError, exportPhotos, type ExportItem } from "../library/export/export-photos";
import { indexedFile } from "../library/safe-open";
import type { PhotoStore } from "../store/store";
import type { ExportJob } from "./contract";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";

type ExportHandlers = Pick<Handlers, "exportPhotos" | "exportStatus" | "cancelExport">;

/** Finished jobs kept for a late poll; the oldest go first. */
const JOBS_KEPT = 20;

const HINTS: Record<ExportError["reason"], string> = {
  folder_not_found: "Check the path for typos, or that the drive is connected.",
  not_a_folder: "Choose the folder to copy into.",
  unwritable: "Choose a folder you can write in, or check its permissions.",
  disk_full: "Free some space or choose another disk, then copy again.",
};

/** `cancelAll` stops every running job and resolves once each has stopped, its partial copy removed. */
export function exportHandlers(store: PhotoStore, libraryDir: string): ExportHandlers & { cancelAll(): Promise<void> } {
  const jobs = new Map<string, { job: ExportJob; abort: AbortController; settled: Promise<void> }>();
  const find = (id: string) => {
    const found = jobs.get(id);
    if (!found) throw new RecollectError("not_found", "There is no such copy job; it may have finished long ago.");
    return found;
  };

  return {
    async exportPhotos({ ids, folder, mode, longSide, location }) {
      const unique = [...new Set(ids)];
      const rows = await Promise.all(unique.map((id) => store.photo(id)));
      const missing = unique.find((_, i) => !rows[i]);
      if (missing) throw new RecollectError("not_found", `No photo with id ${missing} in this library.`, "It may have been deleted or its folder removed; search again.");
      const target = path.resolve(folder);
      const refused = await refusedDestination(target, libraryDir);
      if (refused) throw new RecollectError("folder_unwritable", refused, "Choose a folder of your own: in your home folder, or on a drive of yours.");
      try {
        await checkDestination(target);
      } catch (error) {
        if (error instanceof ExportError) throw new RecollectError(error.reason === "unwritable" ? "folder_unwritable" : error.reason === "not_a_folder" ? "not_a_folder" : "folder_not_found", error.message, HINTS[error.reason]);
        throw error;
      }
      const items: ExportItem[] = rows.map((row) => ({ ...indexedFile(row!), name: row!.name, format: row!.format as Container, located: row!.lat !== null && row!.lon !== null }));
      const job: ExportJob = { id: randomUUID(), state: "running", folder: target, done: 0, total: items.length, written: [], converted: 0, skipped: [], error: null };
      const abort = new AbortController();
      const settled = exportPhotos(items, { folder: target, mode, longSide, location, signal: abort.signal, onProgress: (done) => (job.done = done) }).then(
        (result) => void Object.assign(job, { state: result.cancelled ? "cancelled" : "done", written: result.written, converted: result.converted, skipped: result.skipped }),
        (error: unknown) => {
          const known = error instanceof ExportError;
          Object.assign(job, {
            state: "failed",
            written: known ? error.written : job.written,
            error: { message: error instanceof Error ? error.message : String(error), hint: known ? HINTS[error.reason] : "This is a bug in Recollect; please report it." },
          });
        },
      );
      jobs.set(job.id, { job, abort, settled });
      for (const old of [...jobs.keys()].slice(0, Math.max(0, jobs.size - JOBS_KEPT))) if (jobs.get(old)!.job.state !== "running") jobs.delete(old);
      return { ...job };
    },

    async exportStatus({ id }) {
      return { ...find(id).job };
    },

    async cancelExport({ id }) {
      const { job, abort } = find(id);
      abort.abort();
      return { ...job };
    },

    async cancelAll() {
      for (const { abort } of jobs.values()) abort.abort();
      await Promise.all([...jobs.values()].map(({ settled }) => settled));
    },
  };
}
