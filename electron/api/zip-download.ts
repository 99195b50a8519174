/**
 * @file Several photos as one download: a zip of their originals, streamed as it is read.
 *
 * Runs in the engine's process, in plain Node. A browser under `serve` cannot write to a folder
 * of its choosing, so a selection is one zip rather than a download per photo; the desktop app
 * copies to a folder instead (`export/`). The contract's `downloadZip` checks the photos and hands
 * back a short-lived address; `serve` answers that address with `zipResponse`.
 *
 * Every original is opened through `openIndexedFile` (`../library/safe-open.ts`), as a single
 * download is: one swapped for something else since it was indexed, or gone, is left out and named
 * in "Not included.txt" inside the zip. The entries are stored, not deflated (photos and videos are
 * compressed already), so the zip's exact length is known before its first byte (yazl's
 * calculated total size) and is sent as Content-Length. A file swapped in the moment between that
 * check and its turn to be read stops the download, which then fails in the browser, rather than
 * put other bytes in the zip.
 */
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { indexedFile, NotTheIndexedFileError, openIndexedFile, type IndexedFile } from "../library/safe-open";
import type { PhotoRow, PhotoStore } from "../store/store";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";

/** How long a download's address works after `downloadZip` gave it. */
const TICKET_LIFETIME_MS = 10 * 60_000;
/** Addresses kept at once; the oldest goes first. */
const TICKETS_KEPT = 32;
/** The entry that names what was left out, and why. */
export const NOT_INCLUDED = "Not included.txt";

/** A photo to put in a zip: its name there and the file as indexed. */
export interface ZipEntry {
  name: string;
  indexed: IndexedFile;
}

/** A photo left out, and why, in words for a person. */
export interface LeftOut {
  name: string;
  path: string;
  reason: string;
}

/**
 * Names unique within one folder of the zip, each file keeping its own where it can: a second
 * "IMG_0001.jpg" becomes "IMG_0001 (2).jpg". Compared without case, as the folders of Windows and
 * macOS compare names, so unpacking there loses nothing.
 */
export function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The zip's own name: what it holds, for the Downloads folder. */
export function zipName(count: number): string {
  return `Recollect ${count} ${count === 1 ? "photo" : "photos"}.zip`;
}

/** Why a photo's file cannot go in the zip, in words for a person. */
function reasonOf(error: unknown): string {
  if (error instanceof NotTheIndexedFileError) return "it has changed on disk since it was indexed";
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return "its file is no longer there";
  return `its file could not be read (${error instanceof Error ? error.message : String(error)})`;
}

/** The photos whose files are still the ones indexed, and the rest with why; nothing is held open. */
export async function checkEntries(entries: ZipEntry[]): Promise<{ included: ZipEntry[]; leftOut: LeftOut[] }> {
  const included: ZipEntry[] = [];
  const leftOut: LeftOut[] = [];
  for (const entry of entries) {
    const opened = await openIndexedFile(entry.indexed).catch((error: unknown) => error as Error);
    if (opened instanceof Error) leftOut.push({ name: entry.name, path: entry.indexed.path, reason: reasonOf(opened) });
    else await opened.handle.close();
    if (!(opened instanceof Error)) included.push(entry);
  }
  return { included, leftOut };
}

/** The words of "Not included.txt". */
export function notIncludedText(leftOut: LeftOut[]): string {
  return [
    "These photos are not in this zip. Recollect gives out a photo only while its file is the one it indexed;",
    "each is included again once Recollect has indexed it anew.",
    "",
    ...leftOut.map((photo) => `${photo.path}: ${photo.reason}.`),
    "",
  ].join("\n");
}

/** A zip on its way: its exact length, and its bytes as they are read. */
export interface ZipStream {
  bytes: number;
  stream: Readable;
  included: number;
  leftOut: LeftOut[];
}

/**
 * A zip of these photos, names made unique, the ones that are not the files indexed left out and
 * listed. Each file is opened again, checked, when its turn comes; the stream errors (and the
 * caller drops the connection) if one is not the file it was a moment before.
 */
export async function zipStream(entries: ZipEntry[]): Promise<ZipStream> {
  const { included, leftOut } = await checkEntries(entries);
  const zip = new ZipFile();
  const names = uniqueNames([...included.map((entry) => entry.name), ...(leftOut.length > 0 ? [NOT_INCLUDED] : [])]);
  included.forEach((entry, i) => {
    const options = { size: entry.indexed.bytes, mtime: new Date(entry.indexed.mtimeMs), compress: false };
    zip.addReadStreamLazy(names[i]!, options, (done) => {
      openIndexedFile(entry.indexed).then(
        ({ handle, size }) => done(null, size > 0 ? handle.createReadStream({ start: 0, end: size - 1 }) : (void handle.close(), Readable.from([]))),
        (error: unknown) => done(error as Error, undefined as never),
      );
    });
  });
  if (leftOut.length > 0) zip.addBuffer(Buffer.from(notIncludedText(leftOut)), names.at(-1)!, { compress: false, mtime: new Date() });
  // yazl passes the calculated size to this callback; @types/yazl declares it without the argument.
  const bytes = await new Promise<number>((resolve) => zip.end({ forceZip64Format: false, comment: "" }, resolve as () => void));
  const stream = zip.outputStream as Readable;
  // A file that could not be read, or read other than its size, is yazl's error: the stream's.
  zip.on("error", (error: Error) => stream.destroy(error));
  return { bytes, stream, included: included.length, leftOut };
}

/** The photos a download's address stands for, until it expires. */
interface Ticket {
  ids: string[];
  until: number;
}

export interface ZipDownloads {
  handlers: Pick<Handlers, "downloadZip">;
  /** The photos behind a download's address, in the order chosen; null once it expired or if it never was. */
  entries(ticket: string): Promise<ZipEntry[] | null>;
}

/**
 * The contract's `downloadZip` and the addresses it gives. `url`: where a door serves a zip (only
 * `serve` has one); without it the call says what to do instead.
 */
export function zipDownloads(store: PhotoStore, url: ((ticket: string, name: string) => string) | undefined, now: () => number = Date.now): ZipDownloads {
  const tickets = new Map<string, Ticket>();
  const rows = async (ids: string[]): Promise<PhotoRow[]> => {
    const found: PhotoRow[] = [];
    for (const id of new Set(ids)) {
      const row = await store.photo(id);
      if (row) found.push(row);
    }
    return found;
  };
  const entriesOf = (found: PhotoRow[]): ZipEntry[] => found.map((row) => ({ name: row.name, indexed: indexedFile(row) }));

  return {
    handlers: {
      async downloadZip({ ids }) {
        if (!url) throw new RecollectError("unsupported", "Downloading photos as one zip is how a browser takes several; the desktop app copies them to a folder.", "Use Copy to folder…");
        const found = await rows(ids);
        if (found.length === 0) throw new RecollectError("not_found", "None of these photos is in the library any more.", "They may have been deleted or their folder removed; search again.");
        const { included, leftOut } = await checkEntries(entriesOf(found));
        if (included.length === 0) {
          throw new RecollectError("not_found", `None of the ${found.length === 1 ? "photo's file" : `${found.length} photos' files`} can be given out: ${leftOut.map((p) => `${p.name} (${p.reason})`).join(", ")}.`, "Recollect gives them out again once it has indexed them anew.");
        }
        for (const [key, ticket] of tickets) if (ticket.until <= now()) tickets.delete(key);
        while (tickets.size >= TICKETS_KEPT) tickets.delete(tickets.keys().next().value!);
        const ticket = randomBytes(18).toString("base64url");
        tickets.set(ticket, { ids: found.map((row) => row.id), until: now() + TICKET_LIFETIME_MS });
        const bytes = included.reduce((sum, entry) => sum + entry.indexed.bytes, 0);
        return { url: url(ticket, zipName(included.length)), name: zipName(included.length), photos: included.length, bytes, leftOut };
      },
    },
    async entries(ticket) {
      const held = tickets.get(ticket);
      if (!held || held.until <= now()) return null;
      return entriesOf(await rows(held.ids));
    },
  };
}
