/**
 * @file The contract's calls about one photo: its details (with its notes and what the models found
 * in it), its thumbnail's address, and showing or opening it with the system where the door can.
 *
 * Runs in the engine's process. Each call checks the photo is in the library first, and that its
 * file is still there before handing it to the system, so that a moved photo is a clear message.
 */
import type { PhotoRow, PhotoStore } from "../../store/store";
import type { Memory, PhotoDetails } from "../contract";
import type { Handlers } from "../dispatch";
import { RecollectError } from "../errors";
import type { PhotoUrls } from "../service";
import { isFile } from "./file-kinds";
import { WEB_FORMATS } from "./photo-files";

export type PhotoMethods = "photo" | "thumbnailUrl" | "showInFolder" | "openPhoto";

export interface PhotoParts {
  store: Pick<PhotoStore, "photo">;
  urls: PhotoUrls;
  memories: (id: string) => Promise<Memory[]>;
  analysis: (id: string) => Promise<PhotoDetails["analysis"]>;
  /** Opens a file's folder in the system's file manager, where there is one. */
  showInFolder?: (file: string) => void;
  /** Opens a file in the system's default app for it; resolves to an error message, or "" when it opened. */
  openPath?: (file: string) => Promise<string>;
}

export function photoHandlers({ store, urls, memories, analysis, showInFolder, openPath }: PhotoParts): Pick<Handlers, PhotoMethods> {
  const requirePhoto = async (id: string): Promise<PhotoRow> => {
    const row = await store.photo(id);
    if (!row) throw new RecollectError("not_found", `No photo with id ${id} in this library.`, "It may have been deleted or its folder removed; search again.");
    return row;
  };
  const requireFile = async (file: string) => {
    if (!(await isFile(file))) throw new RecollectError("not_found", `${file} is no longer there.`, "It may have been moved or its drive unplugged; Recollect notices on the next re-index.");
  };

  return {
    async photo({ id }) {
      return { ...details(await requirePhoto(id), urls), memories: await memories(id), analysis: await analysis(id) };
    },

    async thumbnailUrl({ id }) {
      await requirePhoto(id);
      return { url: urls.thumbnail(id) };
    },

    async showInFolder({ id }) {
      const row = await requirePhoto(id);
      if (!showInFolder) throw new RecollectError("unsupported", "Showing a photo in its folder needs the desktop app.", `It is at ${row.path}`);
      await requireFile(row.path);
      showInFolder(row.path);
      return { shown: true };
    },

    async openPhoto({ id }) {
      const row = await requirePhoto(id);
      if (!openPath) throw new RecollectError("unsupported", "Opening a photo in another app needs the desktop app.", `It is at ${row.path}`);
      await requireFile(row.path);
      const failed = await openPath(row.path);
      if (failed) throw new RecollectError("unsupported", `No app would open ${row.name}: ${failed}`, "Choose a default app for this kind of file in your system's settings.");
      return { opened: true };
    },
  };
}

/** A photo's row as the contract shows it, with the addresses its door serves it at. */
export function details(row: PhotoRow, urls: PhotoUrls): Omit<PhotoDetails, "analysis" | "memories"> {
  return {
    id: row.id,
    path: row.path,
    name: row.name,
    folder: row.folder,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    orientation: row.orientation,
    takenAt: row.taken_at,
    takenOffset: row.taken_offset,
    takenSource: row.taken_source,
    lat: row.lat,
    lon: row.lon,
    camera: row.camera,
    lens: row.lens,
    kind: row.kind,
    format: row.format,
    status: row.status,
    durationS: row.duration_s,
    place: row.place,
    region: row.region,
    country: row.country,
    timeTags: row.time_tags ? row.time_tags.split("\n") : [],
    people: row.people ? row.people.split("\n") : [],
    sources: JSON.parse(row.sources) as Record<string, string>,
    eventId: row.event_id,
    duplicateGroup: row.dup_group,
    burstGroup: row.burst_group,
    title: row.title,
    description: row.description,
    keywords: row.keywords ? row.keywords.split("\n") : [],
    thumbnailUrl: urls.thumbnail(row.id),
    displayUrl: WEB_FORMATS.has(row.format) ? urls.original(row.id, row.path) : urls.display(row.id),
    originalUrl: urls.original(row.id, row.path),
  };
}
