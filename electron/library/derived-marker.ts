/**
 * @file Says on disk whether the library's derived data (events, duplicate groups, bursts, the
 * full-text index) may lag behind its photos, so that a crash cannot leave it behind for good.
 *
 * Runs in the engine's process, for the indexer. The derived data is rebuilt once the files of a
 * run are written; without a mark, a kill in between would lose events, groups and the text
 * index, and the next run would see "0 changed" and never rebuild them. So the mark is set
 * before the first photo row of a run is written, removed only after the rebuild finished, and a
 * mark found when the library opens starts the rebuild.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * How derived data is worked out. Raised when a change makes existing libraries' events or groups
 * wrong, so that opening one rebuilds them: 3, events are trips away from home and outings, and
 * have a kind; 4, a trip across a lake or an island is named for it ("Lake Tahoe"); 5, a trip
 * holds the journey back (photos that say nowhere, within a day of its last photo away); 6, and
 * all the next day from a camera that went along; 7, a town near home visited once is a trip, not home.
 */
export const DERIVED_VERSION = 7;

export class DerivedMarker {
  private readonly file: string;
  private readonly version: string;
  private readonly photos: string;

  constructor(libraryDir: string) {
    this.file = path.join(libraryDir, "derived-stale");
    this.version = path.join(libraryDir, "derived-version");
    this.photos = path.join(libraryDir, "db", "photos.lance");
  }

  /** Whether a rebuild was started (or owed) and never finished, or the data was derived by an older way of deriving it. */
  isSet(): boolean {
    if (fs.existsSync(this.file)) return true;
    // A library from before versions were written has version 1; a new one has nothing to rebuild.
    const written = fs.existsSync(this.version) ? Number(fs.readFileSync(this.version, "utf8").trim()) || 0 : fs.existsSync(this.photos) ? 1 : DERIVED_VERSION;
    return written < DERIVED_VERSION;
  }

  /** Before rows change: from here until `clear`, derived data counts as stale. */
  set(): void {
    // Synchronous, so it is written before the rows it announces. Not fsynced: a killed process
    // loses nothing the OS already holds, and a sync on every run would stall the event loop.
    fs.writeFileSync(this.file, new Date().toISOString());
  }

  /** After the rebuild: derived data matches the photos again. */
  clear(): void {
    fs.writeFileSync(this.version, `${DERIVED_VERSION}\n`);
    fs.rmSync(this.file, { force: true });
  }
}
