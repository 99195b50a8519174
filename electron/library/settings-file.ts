/**
 * @file The library's settings (`settings.json` in the library folder): where models run, which
 * analyses run, and the optional local language model. One object owns the file, so two parts of the engine never
 * overwrite each other's keys.
 *
 * Runs in the engine's process. A damaged file is reported once and read as defaults; it is
 * replaced, whole and atomically, on the next change.
 */
import fs from "node:fs/promises";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { z } from "zod";
import { ProviderPreference } from "../domain/inference";

const Settings = z.object({
  provider: ProviderPreference.catch("auto").default("auto"),
  /** An OpenAI-compatible endpoint that refines query plans; null: off. */
  llmEndpoint: z.string().nullable().catch(null).default(null),
  /** Whether corrections of similar searches personalize a search (PBR); on unless the user turns it off. */
  personalize: z.boolean().catch(true).default(true),
  /**
   * The first-launch question about downloading visual search: still to "ask", put off ("later",
   * not asked again), or "accepted".
   */
  visualSearchOffer: z.enum(["ask", "later", "accepted"]).catch("ask").default("ask"),
  /** Which of the shipped analyses run; all on unless the user turns one off. */
  analyses: z
    .object({ objects: z.boolean().catch(true).default(true), faces: z.boolean().catch(true).default(true), text: z.boolean().catch(true).default(true) })
    .catch({ objects: true, faces: true, text: true })
    .default({ objects: true, faces: true, text: true }),
  /**
   * Where the person lives, when they said so: what "at home" means in search, and what a trip is
   * away from. Null: found from the photos (`grouping/trips.ts`).
   */
  home: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).nullable().catch(null).default(null),
});
export type Settings = z.infer<typeof Settings>;

export class LibrarySettings {
  private constructor(
    private readonly file: string,
    private values: Settings,
  ) {}

  static async open(libraryDir: string): Promise<LibrarySettings> {
    const file = path.join(libraryDir, "settings.json");
    let raw: unknown = {};
    try {
      raw = JSON.parse(await fs.readFile(file, "utf8"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") process.stderr.write(`recollect: ${file} could not be read (${(error as Error).message}); using the default settings.\n`);
    }
    const parsed = Settings.safeParse(raw && typeof raw === "object" ? raw : {});
    return new LibrarySettings(file, parsed.success ? parsed.data : Settings.parse({}));
  }

  get<K extends keyof Settings>(key: K): Settings[K] {
    return this.values[key];
  }

  async set(patch: Partial<Settings>): Promise<void> {
    this.values = { ...this.values, ...patch };
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    // Whole or not at all, synced: see [Note: Writing a file whole].
    await writeFileAtomic(this.file, `${JSON.stringify(this.values, null, 2)}\n`);
  }
}
