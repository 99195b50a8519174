/**
 * @file `recollect`, the headless front door: index, search, status and serve without Electron.
 *
 * Runs in plain Node (through `bin/recollect.cjs`). Answers go to stdout — `search --json`
 * prints exactly one JSON object there — and progress and errors to stderr, so the output can
 * be piped.
 */
import fs from "node:fs";
import path from "node:path";
import { Command, InvalidArgumentError } from "commander";
import type { IndexProgress } from "./api/contract";
import type { ProviderPreference as Provider } from "../native/runtime";
import { RecollectError } from "./api/errors";
import { doorName, errorText, historyOutput, learningOutput, limitOf, ownSettingsNote, plural, searchOutput, statusOutput } from "./cli-output";
import { openSession, type Session } from "./cli-session";
import { resolveLibraryDir, resolveModelsDir } from "./library/library-dir";
import type { ModelStatus } from "../native/models/manager";
import { FileTooLargeError, NotARegularFileError, readRegularFile } from "../native/regular-file";

// Only what every command needs is imported above. The engine, zod's schemas, the models, the
// progress bar and the server are imported by the commands that use them, so that `--version`,
// `--help` and `models list` never load LanceDB, sharp or the place and holiday tables.
/** The package's folder: this file runs from electron/ (sources) or dist/app/ (the bundle). */
const ROOT = packageRoot(import.meta.dirname);
const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
/** How long `serve` waits for the engine to close on Ctrl+C before it exits anyway. */
const STOP_GRACE_MS = 15_000;

const program = new Command()
  .name("recollect")
  .description("Find any photo in your folders from a sentence. Everything runs on this machine.")
  .version(VERSION)
  .option("--library <dir>", "library folder (default: $RECOLLECT_LIBRARY, else the app's user-data folder)")
  .option("--models <dir>", "folder of downloaded models (default: $RECOLLECT_MODELS, else <user data>/models)")
  .option("--provider <name>", "where models run: auto, cpu, cuda, dml or coreml (default: the library's setting, else auto)", providerName)
  .option("--llm <url>", "refine queries with a local OpenAI-compatible LLM server, e.g. http://127.0.0.1:8080/v1 (default: $RECOLLECT_LLM_URL, else off)")
  .showHelpAfterError();

const libraryDir = () => resolveLibraryDir(program.opts<{ library?: string }>().library);
const globals = () => program.opts<{ models?: string; provider?: Provider; llm?: string }>();
/**
 * The library's engine for one command: the app's, `serve`'s or a running `index`'s when one has
 * the library open (its answers in milliseconds, and no second writer), else one opened for it.
 * `answer`: this command's own engine answers other commands meanwhile (`index`, which runs long).
 */
const open = async (extra: { indexOnOpen?: boolean; jobs?: number; analyse?: boolean; answer?: boolean } = {}): Promise<Session> => {
  const session = await openSession(libraryDir(), async () => {
    const { llmEndpoint } = await import("./search/llm-refine");
    return {
      libraryDir: libraryDir(),
      shell: "cli",
      version: VERSION,
      indexOnOpen: extra.indexOnOpen,
      answerOnSocket: extra.answer,
      // Only `index` stays open long enough for warm-ups and loaded vectors to pay off.
      staysOpen: extra.answer ?? false,
      // Nor to write its search to LanceDB before it exits: it appends it to a journal.
      appendHistory: !(extra.answer ?? false),
      indexer: { concurrency: extra.jobs },
      analysis: { modelsDir: resolveModelsDir(globals().models), provider: globals().provider, enabled: extra.analyse ?? false },
      llm: llmUrl() ? llmEndpoint({ url: llmUrl()! }) : null,
    };
  });
  if (session.answeredBy && (llmUrl() || globals().provider || globals().models)) process.stderr.write(ownSettingsNote(session.answeredBy));
  return session;
};

const llmUrl = () => globals().llm ?? (process.env.RECOLLECT_LLM_URL || undefined);

program
  .command("index")
  .description("add folders to the library and index them (already-indexed, unchanged files are skipped)")
  .argument("<dir...>", "folders of photos")
  .option("--jobs <n>", "files decoded at once (default: two more than the number of cores, 3 to 6)", positiveInt)
  .option("--no-analysis", "index files only; skip the models' pass (visual search, text in photos, faces)")
  .action(async (dirs: string[], opts: { jobs?: number; analysis: boolean }) => {
    const service = await open({ jobs: opts.jobs, analyse: opts.analysis, answer: true });
    if (service.answeredBy) process.stderr.write(`${doorName(service.answeredBy) ?? "Another Recollect"} has this library open: it indexes the folders, with its own settings.\n`);
    let failed = false;
    try {
      for (const dir of dirs) {
        try {
          const folder = await service.call("addFolder", { path: dir });
          process.stderr.write(`Indexing ${folder.path}\n`);
        } catch (error) {
          failed = true;
          report(error);
        }
      }
      const last = await followProgress(service);
      const status = await service.call("indexStatus", {});
      const stopped = status.progress.stopped;
      if (stopped) {
        // Said instead of the summary: the files counted as new or changed were not all kept.
        const kept = `${plural(status.photos, "photo")} ${status.photos === 1 ? "is" : "are"} safely in the library`;
        process.stderr.write(`recollect: ${stopped.message} Indexing stopped; ${kept}.\n  Free some space (or choose a library on another disk with --library), then run the same command again: it goes on from there.\n`);
        failed = true;
      } else {
        const moved = last.moved > 0 ? `, ${last.moved} renamed or moved` : "";
        const removed = last.removed > 0 ? `, ${last.removed} gone` : "";
        const summary = `${plural(status.photos, "photo")} in the library (${last.indexed} new or changed, ${last.unchanged} unchanged${moved}${removed}, ${last.failed} could not be read, ${plural(status.unsupported, "unsupported file")} skipped).`;
        process.stdout.write(`${summary}\n`);
        if (status.problems.length > 0) process.stdout.write(`Run \`recollect status --errors\` to see the ${status.problems.length} files that could not be read.\n`);
      }
    } finally {
      await service.close();
    }
    if (failed) process.exitCode = 1;
  });

program
  .command("search")
  .description("find photos from a sentence, e.g. \"photos from July 2024\"")
  .argument("<query...>", "what you remember")
  .option("--limit <n>", "most results to show", positiveInt, 50)
  .option("--json", "print one JSON object: { queryId, query, interpretation, results, total, more, misses, rejected, copiesFolded, message, visualOff, tookMs, … }; `more` counts the results past --limit")
  .action(async (words: string[], opts: { limit: number; json?: boolean }) => {
    const service = await open();
    try {
      process.stdout.write(await searchOutput(service.call, { query: words.join(" "), limit: opts.limit, json: opts.json }));
    } finally {
      await service.close();
    }
  });

program
  .command("remember")
  .description("tell Recollect something about a photo, e.g. recollect remember IMG_0042.jpg \"Leo at the airport before our Seattle trip\"")
  .argument("<photo>", "the photo's file (path) or id")
  .argument("<words...>", "what to remember; it is searchable at once")
  .action(async (photo: string, words: string[]) => {
    const service = await open();
    try {
      const id = await photoIdOf(service, photo);
      const [memory] = await service.call("addMemory", { photoIds: [id], text: words.join(" ") });
      process.stdout.write(`Remembered for ${photo}: “${memory!.text}”\n`);
    } finally {
      await service.close();
    }
  });

program
  .command("copies")
  .description("the photos folded with this one as copies of one picture; --split says it is not a copy of them")
  .argument("<photo>", "the photo's file (path) or id")
  .option("--split", "keep this photo apart from the others from now on")
  .option("--json", "print one JSON object: { photos }")
  .action(async (photo: string, opts: { split?: boolean; json?: boolean }) => {
    const service = await open();
    try {
      const id = await photoIdOf(service, photo);
      const { photos } = await service.call(opts.split ? "splitCopy" : "copies", { id });
      if (opts.json) {
        process.stdout.write(`${JSON.stringify({ photos })}\n`);
        return;
      }
      if (opts.split) process.stdout.write(`${photo} is no longer folded with its copies. `);
      if (photos.length === 0) process.stdout.write(opts.split ? "Nothing else was folded with it.\n" : `${photo} has no copies.\n`);
      else process.stdout.write(`${opts.split ? "They stay together" : "Copies of one picture"}:\n${photos.map((p) => `  ${p.path}  ${p.width} × ${p.height}, ${p.format}\n`).join("")}`);
    } finally {
      await service.close();
    }
  });

program
  .command("feedback")
  .description("say a photo is right or wrong for an earlier search (its queryId is printed with the answer), or better than others")
  .argument("<queryId>", "the search, from `recollect search` or `recollect history`")
  .argument("<photo>", "the photo's file (path) or id; a photo the answer missed can be added this way")
  .argument("<verdict>", "good, bad or better", verdictName)
  .option("--over <photos...>", "with better: the results this photo is better than")
  .option("--json", "print the corrected answer as one JSON object")
  .action(async (queryId: string, photo: string, verdict: "good" | "bad" | "better", opts: { over?: string[]; json?: boolean }) => {
    const service = await open();
    try {
      const photoId = await photoIdOf(service, photo);
      const over = opts.over ? await Promise.all(opts.over.map((other) => photoIdOf(service, other))) : undefined;
      const { feedbackId, answer } = await service.call("feedback", { queryId, photoId, verdict, over });
      if (opts.json) {
        process.stdout.write(`${JSON.stringify({ feedbackId, answer })}\n`);
        return;
      }
      const said = verdict === "better" ? `better than ${plural(over?.length ?? 0, "other result")}` : verdict === "good" ? "right" : "wrong";
      process.stdout.write(`Marked ${photo} ${said} for “${answer.query}”. ${answer.message}\n`);
      for (const r of answer.results.slice(0, 10)) process.stdout.write(`  ${r.path}${r.reasons.length ? ` · ${r.reasons[0]}` : ""}\n`);
      process.stdout.write(`Undo with: recollect undo ${feedbackId}\n`);
    } finally {
      await service.close();
    }
  });

program
  .command("undo")
  .description("take back a correction")
  .argument("<feedbackId>", "printed when the correction was given, and listed by `recollect history`")
  .action(async (feedbackId: string) => {
    const service = await open();
    try {
      await service.call("undoFeedback", { feedbackId });
      process.stdout.write("Correction taken back.\n");
    } finally {
      await service.close();
    }
  });

program
  .command("history")
  .description("past searches, newest first, with the corrections given for each")
  .option("--limit <n>", "how many searches", positiveInt, 20)
  .option("--json", "print one JSON object: { searches, total }")
  .action(async (opts: { limit: number; json?: boolean }) => {
    const service = await open();
    try {
      process.stdout.write(await historyOutput(service.call, opts));
    } finally {
      await service.close();
    }
  });

program
  .command("forget")
  .description("forget past searches and the corrections given for them (from `recollect history`), or every one with --all")
  .argument("[queryIds...]", "the searches to forget")
  .option("--all", "clear the whole history")
  .action(async (queryIds: string[], opts: { all?: boolean }) => {
    if (!opts.all && queryIds.length === 0) program.error("recollect: name the searches to forget (their ids are in `recollect history`), or pass --all to clear the history.");
    if (opts.all && queryIds.length) program.error("recollect: pass either search ids or --all, not both.");
    const service = await open();
    try {
      const gone = await service.call("forgetSearches", opts.all ? { all: true } : { queryIds });
      process.stdout.write(`Forgot ${gone.searches} search${gone.searches === 1 ? "" : "es"} and ${gone.corrections} correction${gone.corrections === 1 ? "" : "s"}.\n`);
    } finally {
      await service.close();
    }
  });

const learningCommand = program.command("learning").description("what Recollect learned from your corrections: show, export, import or reset it");

learningCommand
  .command("show", { isDefault: true })
  .description("aliases learned, how many searches and corrections, whether personalization is on")
  .action(async () => {
    const service = await open();
    try {
      process.stdout.write(await learningOutput(service.call));
    } finally {
      await service.close();
    }
  });

learningCommand
  .command("export")
  .description("write everything learned to a JSON file")
  .argument("<file>", "where to write it")
  .action(async (file: string) => {
    const service = await open();
    try {
      const exported = await service.call("exportLearning", {});
      fs.writeFileSync(file, `${JSON.stringify(exported.document, null, 2)}\n`);
      const kept = exported.albums || exported.favourites ? `, ${plural(exported.favourites ?? 0, "favourite")} and ${plural(exported.albums ?? 0, "album")}` : "";
      process.stdout.write(`Wrote ${plural(exported.searches, "search")}${kept ? ", " : " and "}${plural(exported.corrections, "correction")}${kept} to ${file}.\n`);
    } finally {
      await service.close();
    }
  });

learningCommand
  .command("import")
  .description("add what a learning file holds to this library's learning")
  .argument("<file>", "a file written by `recollect learning export`")
  .action(async (file: string) => {
    let text: string;
    try {
      // A pipe or a device would never end, and a file past the limit is no learning file.
      const { LEARNING_FILE_MAX_BYTES } = await import("./learn/learning-file");
      text = (await readRegularFile(file, LEARNING_FILE_MAX_BYTES)).toString("utf8");
    } catch (error) {
      if (error instanceof NotARegularFileError || error instanceof FileTooLargeError) throw new RecollectError("invalid_input", `${file}: ${error.message} Nothing was imported.`);
      throw new RecollectError("not_found", `${file} could not be read: ${(error as Error).message}`);
    }
    const service = await open();
    try {
      const added = await service.call("importLearning", { document: text });
      const kept = added.albums || added.favourites ? `, ${plural(added.favourites ?? 0, "favourite")} and ${plural(added.albums ?? 0, "album")}` : "";
      process.stdout.write(`Imported ${plural(added.searches, "search")}${kept ? ", " : " and "}${plural(added.corrections, "correction")}${kept} (what was already here was skipped).\n`);
      for (const r of added.refusedAliases ?? []) process.stdout.write(`Not taught: “${r.phrase}” as ${r.meaning} (from “${r.learnedFrom}”): ${r.reason}.\n`);
    } finally {
      await service.close();
    }
  });

learningCommand
  .command("reset")
  .description("forget every search and correction (export first to keep a copy)")
  .option("--yes", "really forget it all")
  .action(async (opts: { yes?: boolean }) => {
    if (!opts.yes) throw new RecollectError("invalid_input", "Resetting forgets every search and correction.", "Run `recollect learning export <file>` first to keep a copy, then `recollect learning reset --yes`.");
    const service = await open();
    try {
      const gone = await service.call("resetLearning", { confirm: true });
      process.stdout.write(`Forgot ${plural(gone.searches, "search")} and ${plural(gone.corrections, "correction")}.\n`);
    } finally {
      await service.close();
    }
  });

program
  .command("status")
  .description("what is in the library: folders, photo counts, indexing state")
  .option("--errors", "list every file that could not be read, with the reason")
  .option("--json", "print the status as one JSON object")
  .action(async (opts: { errors?: boolean; json?: boolean }) => {
    const service = await open();
    try {
      process.stdout.write(await statusOutput(service.call, opts));
    } finally {
      await service.close();
    }
  });

const models = program.command("models").description("the models Recollect can download: list, download, verify, remove");
const manager = async () => {
  const [{ ModelManager }, { loadManifest }] = await Promise.all([import("../native/models/manager"), import("../native/models/manifest")]);
  return new ModelManager(resolveModelsDir(globals().models), loadManifest(process.env.RECOLLECT_MANIFEST || undefined));
};

models
  .command("list", { isDefault: true })
  .description("every model, whether it is installed, its size, license and use")
  .option("--json", "print the list as one JSON array")
  .action(async (opts: { json?: boolean }) => {
    const m = await manager();
    const list = await m.list();
    if (opts.json) {
      process.stdout.write(`${JSON.stringify(list)}\n`);
      return;
    }
    const lines = [`Models folder: ${m.dir}`];
    for (const m of list) lines.push(`  ${m.name.padEnd(14)} ${describeState(m).padEnd(22)} ${formatBytes(m.bytes).padStart(8)}  ${m.title} (${m.license})\n  ${"".padEnd(14)} ${m.use}`);
    if (list.some((m) => m.state !== "installed")) lines.push("Download one with `recollect models download <name>`.");
    process.stdout.write(`${lines.join("\n")}\n`);
  });

models
  .command("download")
  .description("download a model (default: the CLIP model for visual search); resumes an interrupted download and checks its sha256")
  .argument("[name]", "model name from `recollect models list`")
  .action(async (name: string | undefined) => {
    const m = await manager();
    const chosen = name ?? m.manifest.defaults.clip;
    const entry = m.entry(chosen);
    if (await m.installed(chosen)) {
      process.stdout.write(`${entry.title} is already installed in ${m.folder(entry)}.\n`);
      return;
    }
    const { default: cliProgress } = await import("cli-progress");
    const bar = new cliProgress.SingleBar(
      { stream: process.stderr, format: "{bar} {percentage}% | {got} of {size} | {title}", barsize: 30, hideCursor: true, noTTYOutput: true, notTTYSchedule: 2000 },
      cliProgress.Presets.shades_classic,
    );
    const total = entry.files.reduce((s, f) => s + f.bytes, 0);
    const controller = new AbortController();
    process.once("SIGINT", () => controller.abort());
    bar.start(total, 0, { got: formatBytes(0), size: formatBytes(total), title: entry.title });
    try {
      await m.download(chosen, { signal: controller.signal, onProgress: (p) => bar.update(p.received, { got: formatBytes(p.received) }) });
    } catch (error) {
      if (!controller.signal.aborted) throw error;
      process.stderr.write("Download stopped. Run the same command again to resume where it stopped.\n");
      process.exitCode = 130;
      return;
    } finally {
      bar.stop();
    }
    process.stdout.write(`${entry.title} is installed and verified (sha256) in ${m.folder(entry)}.\n`);
  });

models
  .command("verify")
  .description("re-check installed models against their pinned sha256")
  .argument("[name]", "one model (default: every installed model)")
  .action(async (name: string | undefined) => {
    const m = await manager();
    const names = name ? [m.entry(name).name] : (await m.list()).filter((s) => s.state !== "missing").map((s) => s.name);
    if (names.length === 0) process.stdout.write("No models are installed.\n");
    for (const each of names) {
      const result = await m.verify(each);
      process.stdout.write(result.ok ? `${each}: ok\n` : `${each}: ${result.problems.join("; ")}\n`);
      if (!result.ok) process.exitCode = 1;
    }
  });

models
  .command("remove")
  .description("delete a downloaded model; features that need it say so until it is downloaded again")
  .argument("<name>", "model name")
  .action(async (name: string) => {
    const m = await manager();
    const entry = m.entry(name);
    await m.remove(name);
    process.stdout.write(`Removed ${entry.title} from ${m.folder(entry)}.\n`);
  });

program
  .command("serve")
  .description("serve the Recollect UI on http://127.0.0.1 for a browser, backed by this library")
  .option("--port <n>", "port to listen on (0 picks a free one)", portNumber, 0)
  .option("--no-analysis", "do not run the models' pass (visual search, text in photos, faces) on indexed photos")
  .option("--compact-every <seconds>", "how often to compact the library's tables while serving", positiveInt, 600)
  .action(async (opts: { port: number; analysis: boolean; compactEvery: number }) => {
    const { startServer } = await import("./serve");
    const server = await startServer({
      libraryDir: libraryDir(),
      port: opts.port,
      rendererDir: path.join(ROOT, "dist", "renderer"),
      version: VERSION,
      analysis: { modelsDir: resolveModelsDir(globals().models), provider: globals().provider, enabled: opts.analysis },
      // A superseded version is kept at most as long as a pass apart, and a minute at most.
      compaction: { everyMs: opts.compactEvery * 1000, keepMs: Math.min(60_000, opts.compactEvery * 500) },
    });
    runsOn = true;
    process.stdout.write(`Recollect is running at ${server.url}\n`);
    process.stderr.write(`Library: ${server.service.libraryDir}\nPress Ctrl+C to stop.\n`);
    let step: string | null = null;
    const stop = () => {
      // A second Ctrl+C is a person who will not wait.
      if (step !== null) process.exit(130);
      step = "stopping";
      setTimeout(() => {
        process.stderr.write(`Recollect did not stop within ${STOP_GRACE_MS / 1000} s (still ${step}); stopping now. The next start carries on from here.\n`);
        process.exit(1);
      }, STOP_GRACE_MS).unref();
      void server.close((now) => (step = now)).then(() => process.exit(0));
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });

interface RunTotals {
  indexed: number;
  unchanged: number;
  failed: number;
  moved: number;
  removed: number;
}

/**
 * Shows indexing progress on stderr until the queue is empty, as a bar on a terminal and as a line
 * a second otherwise (logs, CI). Returns the totals over every folder indexed.
 */
async function followProgress(service: Session): Promise<RunTotals> {
  const totals: RunTotals = { indexed: 0, unchanged: 0, failed: 0, moved: 0, removed: 0 };
  const { default: cliProgress } = await import("cli-progress");
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: "{bar} {percentage}% | {value}/{total} files | {rate} | ETA {etaText} | {folderName}",
      barsize: 30,
      hideCursor: true,
      clearOnComplete: true,
      noTTYOutput: true,
      notTTYSchedule: 1000,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  let folder: string | null = null;
  let lastOfFolder: IndexProgress | null = null;
  const closeFolder = () => {
    if (!lastOfFolder) return;
    for (const key of Object.keys(totals) as (keyof RunTotals)[]) totals[key] += lastOfFolder[key];
    lastOfFolder = null;
  };
  const payload = (p: IndexProgress) => ({
    rate: p.paused ? "paused" : p.ratePerSecond !== null ? `${p.ratePerSecond} files/s` : p.state,
    etaText: p.etaSeconds !== null ? formatSeconds(p.etaSeconds) : "…",
    folderName: p.folder ? path.basename(p.folder) : "",
  });
  await service.followIndexing((p) => {
    if (p.state === "idle" || p.state === "grouping") return;
    if (p.folder !== folder) {
      closeFolder();
      if (folder !== null) bar.stop();
      folder = p.folder;
      bar.start(Math.max(p.total, 1), p.done, payload(p));
    }
    lastOfFolder = p;
    bar.setTotal(Math.max(p.total, 1));
    bar.update(p.done, payload(p));
  });
  closeFolder();
  if (folder !== null) bar.stop();
  return totals;
}

function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${Math.round(seconds % 60)}s`;
  return `${Math.floor(seconds / 3600)}h ${Math.round((seconds % 3600) / 60)}m`;
}

function describeState(model: ModelStatus): string {
  if (model.state === "partial") return `partial (${Math.floor((100 * model.downloadedBytes) / model.bytes)}%)`;
  if (model.state === "damaged") return "damaged: download again";
  return model.state;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 2 ** 20).toFixed(bytes < 100 * 2 ** 20 ? 1 : 0)} MB`;
}

function report(error: unknown): void {
  process.stderr.write(errorText(error));
}

/** A photo given on the command line: its id, or the path of an indexed file. */
async function photoIdOf(session: Session, photo: string): Promise<string> {
  const id = /^[0-9a-f]{16}$/.test(photo) ? photo : (await session.photoIds([photo]))[0];
  if (!id) throw new RecollectError("not_found", `${photo} is not a photo in this library.`, "Give the path of an indexed photo, or its id from `recollect search --json`.");
  return id;
}

function verdictName(value: string): "good" | "bad" | "better" {
  if (value === "good" || value === "bad" || value === "better") return value;
  throw new InvalidArgumentError("say good, bad or better.");
}

function positiveInt(value: string): number {
  const n = limitOf(value);
  if (n === null) throw new InvalidArgumentError("must be a whole number from 1 to 1000");
  return n;
}

const PROVIDERS = ["auto", "cpu", "cuda", "dml", "coreml"] as const satisfies readonly Provider[];

function providerName(value: string): Provider {
  // The contract's ProviderPreference, spelled out: its zod schema would load for every command.
  if (!(PROVIDERS as readonly string[]).includes(value)) throw new InvalidArgumentError(`must be one of ${PROVIDERS.join(", ")}`);
  return value as Provider;
}

function portNumber(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError("must be a port number from 0 to 65535");
  return n;
}

/** The folder of the package.json named recollect at or above `dir`. */
function packageRoot(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, "package.json");
    if (fs.existsSync(file) && (JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string }).name === "recollect") return at;
    if (path.dirname(at) === at) throw new Error(`No recollect package.json above ${dir}.`);
  }
}

/** Set by a command whose action returns while it goes on (`serve`, until Ctrl+C). */
let runsOn = false;

program
  .parseAsync(process.argv)
  .catch((error: unknown) => {
    report(error);
    process.exitCode = 1;
  })
  .then(() => runsOn || exitOnceWritten());

/**
 * [Note: A one-shot command exits when it is done]
 * A command's action ends with its engine closed: the lock released, the history flushed, the
 * index's snapshot written, every warm-up stopped. Left to itself, Node would still wait before
 * exiting, for work V8 has queued (a garbage collection's marking, begun near the end of each
 * run), a noticeable part of every cold search, with nothing of ours left to do. So the command exits as soon as what it printed is written (a pipe may be
 * asynchronous, as on macOS). Exiting still runs the "exit" handlers (the code cache is saved in
 * one, `bin/code-cache.cjs`). The engine's close waits for every read and write it began
 * (`SearchService.settled`), so that no file is left half-written and no native call runs into the
 * exit; a one-shot engine begins no work for later queries (`staysOpen: false`).
 */
function exitOnceWritten(): void {
  let open = 2;
  const written = () => --open === 0 && process.exit();
  process.stdout.write("", written);
  process.stderr.write("", written);
}
