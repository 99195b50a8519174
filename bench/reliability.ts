/**
 * @file `npm run bench:reliability` — what hostile files, kills and a second writer do to a
 * library. Prints one JSON object on stdout; progress goes to stderr.
 *
 *   node --import tsx bench/reliability.ts [--photos 200] [--kills 6] [--soak 30] [--only hostile|kills|writer|soak|swap|location|disk] [--keep]
 *
 * 1. Hostile files: the generated corpus of `electron/testing/hostile-files.ts` (self-looping
 *    DNGs, pipes and devices under photo and sidecar names, a dangling link, a sparse 1.9-GB HEIC,
 *    oversized Takeout JSON, a non-UTF-8 name) is indexed by `recollect index` in a child process:
 *    files tried, the reason given for each, the child's exit, and its peak RSS (target ≤ 1 GB).
 * 2. Kill anywhere: a folder of dated photos is indexed while a child is killed with SIGKILL at
 *    random points (`--kills` times, the first at the moment the last row is written, when the
 *    derived data is being built), then once to the end; the result is compared with an uncut
 *    run: rows lost, rows duplicated, events, duplicate groups and the text index.
 * 3. A second writer: `recollect index` beside a running `serve` must be refused.
 * 4. Compaction soak: `serve` compacting every second through `--soak` seconds (30) of reads and
 *    writes over HTTP while a folder is indexed: calls that failed, and whether it still runs.
 * 5. Swapped files: photos replaced after indexing by a link or another file of the same size and
 *    time are neither served nor exported as the photo.
 * 6. Remove location: copies exported without location, read back by ExifTool, carry none.
 * 7. A full disk: indexing into a 400 KB tmpfs exits non-zero saying so; with space it resumes.
 * Targets: 0 crashes, 0 lost, 0 duplicated.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { writeDatedPhotos } from "../electron/testing/dated-photos";
import { derivedFacts, photoRowCount, type DerivedFacts } from "../electron/testing/derived-facts";
import { writeHostileCorpus } from "../electron/testing/hostile-files";

const args = process.argv.slice(2);
const value = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const PHOTOS = value("photos", 200);
const KILLS = value("kills", 6);
const BIN = path.join(import.meta.dirname, "..", "bin", "recollect.mjs");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-reliability-"));
const log = (line: string) => process.stderr.write(`${line}\n`);

/** Peak resident memory of a running child, in bytes, from Linux's high-water mark; null elsewhere. */
function peakRss(pid: number): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Runs the CLI to its end, following its peak RSS. */
async function recollect(cliArgs: string[]): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string; peakRss: number | null }> {
  const child = spawn(process.execPath, [BIN, ...cliArgs], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let peak: number | null = null;
  const poll = setInterval(() => {
    const now = peakRss(child.pid!);
    if (now !== null) peak = Math.max(peak ?? 0, now);
  }, 50);
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.once("exit", (c, s) => resolve([c, s])));
  clearInterval(poll);
  return { code, signal, stdout, stderr, peakRss: peak };
}

async function kill(child: ChildProcess): Promise<void> {
  child.kill("SIGKILL");
  if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once("exit", resolve));
}

async function hostileFiles() {
  const dir = path.join(work, "hostile");
  fs.mkdirSync(dir);
  const plain = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#468" } }).jpeg().toBuffer();
  const corpus = writeHostileCorpus(dir, plain);
  const library = path.join(work, "hostile-library");
  log(`hostile files: indexing ${corpus.length} files`);
  const started = Date.now();
  const run = await recollect(["--library", library, "index", "--no-analysis", dir]);
  const status = spawnSync(process.execPath, [BIN, "--library", library, "status", "--errors"], { encoding: "utf8" });
  const reasons: Record<string, string | null> = {};
  for (const file of corpus) {
    const at = status.stdout.indexOf(path.join(dir, file.name));
    reasons[file.name] = at < 0 ? null : status.stdout.slice(at).split("\n")[1]!.trim();
  }
  const expectedReasons = corpus.filter((f) => f.reason);
  return {
    filesTried: corpus.length,
    seconds: (Date.now() - started) / 1000,
    exit: run.signal ?? run.code,
    crashed: run.code !== 0,
    peakRssMB: run.peakRss === null ? null : Math.round(run.peakRss / 2 ** 20),
    reasonsGiven: expectedReasons.filter((f) => reasons[f.name] && f.reason!.test(reasons[f.name]!)).length,
    reasonsExpected: expectedReasons.length,
    reasons,
    stdoutClean: !/Could not parse/.test(run.stdout),
  };
}

/** The folder of dated photos the kills and the soak index, written once. */
async function datedPhotos(): Promise<string> {
  const photos = path.join(work, "dated");
  if (!fs.existsSync(photos)) {
    fs.mkdirSync(photos);
    await writeDatedPhotos(photos, PHOTOS);
  }
  return photos;
}

async function killAnywhere() {
  const photos = await datedPhotos();
  log(`kill anywhere: reference run over ${PHOTOS} photos`);
  const referenceLibrary = path.join(work, "reference-library");
  const reference = await recollect(["--library", referenceLibrary, "index", "--no-analysis", photos]);
  const expected = await derivedFacts(referenceLibrary);
  const library = path.join(work, "killed-library");
  const index = () => spawn(process.execPath, [BIN, "--library", library, "index", "--no-analysis", photos], { stdio: "ignore" });
  const killedAt: string[] = [];
  for (let round = 0; round < KILLS; round++) {
    const child = index();
    const started = Date.now();
    if (round === 0) {
      while ((await photoRowCount(library)) < PHOTOS && child.exitCode === null && Date.now() - started < 300_000) await new Promise((resolve) => setTimeout(resolve, 20));
    } else {
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 6000));
    }
    const finished = child.exitCode !== null;
    await kill(child);
    killedAt.push(finished ? "after it ended" : `${((Date.now() - started) / 1000).toFixed(1)} s`);
    log(`kill anywhere: kill ${round + 1}/${KILLS} at ${killedAt.at(-1)}`);
  }
  const last = await recollect(["--library", library, "index", "--no-analysis", photos]);
  const got: DerivedFacts = await derivedFacts(library);
  return {
    photos: PHOTOS,
    kills: killedAt,
    lastRunExit: last.code,
    crashed: reference.code !== 0 || last.code !== 0,
    rowsLost: expected.ids - got.ids,
    rowsDuplicated: got.photos - got.ids,
    derivedMatches: JSON.stringify(got) === JSON.stringify(expected),
    expected,
    got,
  };
}

async function secondWriter() {
  const library = path.join(work, "writer-library");
  const serve = spawn(process.execPath, [BIN, "--library", library, "serve", "--no-analysis"], { stdio: "ignore" });
  const started = Date.now();
  while (!fs.existsSync(path.join(library, "writer.json")) && Date.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 50));
  const second = await recollect(["--library", library, "index", "--no-analysis", await datedPhotos()]);
  await kill(serve);
  return { refused: second.code !== 0, message: second.stderr.trim().split("\n").find((line) => line.includes("library is open")) ?? null };
}

/** Starts `serve` on a library and reads its address and token from what it prints. */
async function startServe(library: string, extra: string[]): Promise<{ child: ChildProcess; url: URL; token: string; stderr: () => string }> {
  const child = spawn(process.execPath, [BIN, "--library", library, "serve", "--no-analysis", "--port", "0", ...extra], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const started = Date.now();
  let at: RegExpExecArray | null = null;
  while (!(at = /Recollect is running at (\S+)/.exec(stdout)) && child.exitCode === null && Date.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!at) throw new Error(`serve did not start: ${stderr}`);
  const url = new URL(at[1]!);
  return { child, url, token: url.searchParams.get("token")!, stderr: () => stderr };
}

/** One call of the contract over HTTP; the envelope's error, or a transport failure, is thrown. */
async function call(server: { url: URL; token: string }, method: string, input: unknown = {}): Promise<any> {
  const response = await fetch(new URL(`/api/${method}`, server.url), { method: "POST", headers: { Authorization: `Bearer ${server.token}`, "Content-Type": "application/json" }, body: JSON.stringify(input) });
  const envelope = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
  if (!envelope.ok) throw new Error(`${method}: ${envelope.error?.message}`);
  return envelope.value;
}

/**
 * Long-running compaction: `serve` compacting every second while two loops read and write through
 * its HTTP API (searches, favourites, albums, renames, notes) and a second folder is indexed. The
 * engine must answer every call and still be running at the end.
 */
async function compactionSoak(seconds: number) {
  const library = path.join(work, "soak-library");
  const first = await datedPhotos();
  await recollect(["--library", library, "index", "--no-analysis", first]);
  const server = await startServe(library, ["--compact-every", "1"]);
  const second = path.join(work, "soak-second");
  fs.cpSync(first, second, { recursive: true });
  const errors: string[] = [];
  let calls = 0;
  const guarded = async (work: () => Promise<unknown>) => {
    calls++;
    try {
      await work();
    } catch (error) {
      errors.push((error as Error).message.slice(0, 300));
    }
  };
  const ids: string[] = (await call(server, "search", { query: "", limit: 100 })).results.map((r: { id: string }) => r.id);
  const album = await call(server, "createAlbum", { name: "Soak", photoIds: ids.slice(0, 2) });
  const until = Date.now() + seconds * 1000;
  await guarded(() => call(server, "addFolder", { path: second }));
  let round = 0;
  const loop = async (reads: boolean) => {
    while (Date.now() < until && server.child.exitCode === null) {
      const id = ids[round++ % ids.length]!;
      if (reads) {
        for (const [method, input] of [["search", { query: round % 2 ? "photos from 2021" : "summer", limit: 20 }], ["timeline", {}], ["collections", {}], ["photo", { id }], ["history", { offset: 0, limit: 20 }], ["indexStatus", {}], ["events", {}], ["places", {}]] as const) await guarded(() => call(server, method, input));
      } else {
        await guarded(() => call(server, "setFavourite", { ids: [id], on: round % 3 !== 0 }));
        await guarded(() => call(server, "addToAlbum", { id: album.id, photoIds: [id] }));
        await guarded(() => call(server, "renameAlbum", { id: album.id, name: `Soak ${round}` }));
        await guarded(() => call(server, "addMemory", { photoIds: [id], text: `note ${round}` }));
      }
    }
  };
  await Promise.all([loop(true), loop(false)]);
  const alive = server.child.exitCode === null;
  // Each search writes a version of the history: few left means the passes ran.
  const historyVersions = fs.readdirSync(path.join(library, "db", "searches.lance", "_versions")).filter((f) => f.endsWith(".manifest")).length;
  const passes = (server.stderr().match(/compacting the library failed/g) ?? []).length;
  await kill(server.child);
  return { seconds, compactEverySeconds: 1, calls, historyVersions, errors: errors.length, firstErrors: errors.slice(0, 5), engineAlive: alive, failedPasses: passes, strayRejections: (server.stderr().match(/set aside/g) ?? []).length };
}

/**
 * A swapped file: photos indexed, then one replaced by a link to a secret of the same size and
 * time and another by a different file of the same size and time (`touch -r`). `serve` must send
 * neither as the photo, as original or display, nor export them.
 */
async function swappedFiles() {
  const dir = path.join(work, "swap-photos");
  fs.mkdirSync(dir);
  await writeDatedPhotos(dir, 6);
  const library = path.join(work, "swap-library");
  await recollect(["--library", library, "index", "--no-analysis", dir]);
  const server = await startServe(library, []);
  try {
    const results: Array<{ id: string; path: string }> = (await call(server, "search", { query: "", limit: 50 })).results;
    const [linked, replaced] = results;
    const secret = (size: number) => Buffer.alloc(size, "root:x:0:0:secret\n");
    const secretFile = path.join(work, "secret");
    fs.writeFileSync(secretFile, secret(fs.statSync(linked!.path).size));
    fs.utimesSync(secretFile, fs.statSync(linked!.path).atime, fs.statSync(linked!.path).mtime);
    fs.rmSync(linked!.path);
    fs.symlinkSync(secretFile, linked!.path);
    // Moved over the photo, as `mv` would: another file (another inode) at the same path.
    const stat = fs.statSync(replaced!.path);
    const other = `${replaced!.path}.other`;
    fs.writeFileSync(other, secret(stat.size));
    fs.utimesSync(other, stat.atime, stat.mtime);
    fs.renameSync(other, replaced!.path);
    const served: Record<string, number> = {};
    let leaked = 0;
    for (const photo of [linked!, replaced!]) {
      for (const variant of ["original", "display"]) {
        const response = await fetch(new URL(`/photos/${photo.id}/${variant}?token=${server.token}`, server.url));
        const body = Buffer.from(await response.arrayBuffer());
        served[`${photo === linked ? "link" : "replaced"} ${variant}`] = response.status;
        if (body.includes("root:x:0:0")) leaked++;
      }
    }
    const out = path.join(work, "swap-export");
    fs.mkdirSync(out);
    let job = await call(server, "exportPhotos", { ids: [linked!.id, replaced!.id, results[2]!.id], folder: out, mode: "original", location: "keep" });
    while (job.state === "running") {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await call(server, "exportStatus", { id: job.id });
    }
    for (const file of fs.readdirSync(out)) if (fs.readFileSync(path.join(out, file)).includes("root:x:0:0")) leaked++;
    return { served, exported: fs.readdirSync(out).length, exportSkipped: job.skipped?.length ?? null, leaked };
  } finally {
    await kill(server.child);
  }
}

/**
 * Remove location: photos whose place is written only in XMP, in IPTC (city, street), or
 * everywhere at once, exported without location as originals and as resized JPEGs, then read back
 * by ExifTool (an independent reader): location tags left in the copies.
 */
async function removeLocation() {
  const { exiftool, locationTags, writeLocatedPhotos } = await import("../electron/testing/located-photos");
  exiftool(["-ver"]);
  const dir = path.join(work, "located");
  fs.mkdirSync(dir);
  const written = await writeLocatedPhotos(dir);
  const library = path.join(work, "located-library");
  await recollect(["--library", library, "index", "--no-analysis", dir]);
  const server = await startServe(library, []);
  try {
    const results: Array<{ id: string; path: string }> = (await call(server, "search", { query: "", limit: 50 })).results;
    const located = [];
    for (const r of results) located.push(Boolean((await call(server, "photo", { id: r.id })).lat));
    const left: Record<string, string[]> = {};
    for (const mode of ["original", "jpeg"]) {
      const out = path.join(work, `located-${mode}`);
      fs.mkdirSync(out);
      let job = await call(server, "exportPhotos", { ids: results.map((r) => r.id), folder: out, mode, longSide: mode === "jpeg" ? 320 : undefined, location: "strip" });
      while (job.state === "running") {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = await call(server, "exportStatus", { id: job.id });
      }
      for (const file of fs.readdirSync(out)) {
        const tags = locationTags(path.join(out, file));
        if (tags.length) left[`${mode}/${file}`] = tags;
      }
    }
    return { photos: written.size, locatedAfterIndexing: located.filter(Boolean).length, copiesWithLocationLeft: Object.keys(left).length, left };
  } finally {
    await kill(server.child);
  }
}

/** A full disk: 40 photos indexed into a library on a 400 KB tmpfs must fail loudly, and resume with space. */
async function fullDisk() {
  const photos = path.join(work, "disk-photos");
  fs.mkdirSync(photos);
  await writeDatedPhotos(photos, 40);
  const library = path.join(work, "disk-library");
  fs.mkdirSync(library);
  const mount = spawnSync("mount", ["-t", "tmpfs", "-o", "size=400k", "tmpfs", library], { encoding: "utf8" });
  if (mount.status !== 0) return { skipped: `mount refused: ${mount.stderr.trim()}` };
  try {
    const full = await recollect(["--library", library, "index", "--no-analysis", photos]);
    spawnSync("mount", ["-o", "remount,size=64m", library]);
    const again = await recollect(["--library", library, "index", "--no-analysis", photos]);
    const status = spawnSync(process.execPath, [BIN, "--library", library, "status", "--json"], { encoding: "utf8" });
    return {
      fullExit: full.code,
      saidFull: /is full/.test(full.stderr),
      message: full.stderr.trim().split("\n")[0],
      resumedExit: again.code,
      photosAfterResume: (JSON.parse(status.stdout) as { photos: number }).photos,
    };
  } finally {
    spawnSync("umount", ["-l", library]);
  }
}

const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
const part = async <T>(name: string, run: () => Promise<T>): Promise<T | null> => (only === null || only === name ? run() : null);

try {
  const hostile = await part("hostile", hostileFiles);
  const kills = await part("kills", killAnywhere);
  const writer = await part("writer", secondWriter);
  const soak = await part("soak", () => compactionSoak(value("soak", 30)));
  const swap = await part("swap", swappedFiles);
  const location = await part("location", removeLocation);
  const disk = await part("disk", fullDisk);
  process.stdout.write(
    `${JSON.stringify(
      {
        bench: "reliability",
        machine: { cpus: os.availableParallelism(), node: process.version, platform: process.platform },
        hostileFiles: hostile,
        killAnywhere: kills,
        secondWriter: writer,
        compactionSoak: soak,
        swappedFiles: swap,
        removeLocation: location,
        fullDisk: disk,
        summary: {
          crashes: Number(hostile?.crashed ?? 0) + Number(kills?.crashed ?? 0) + Number(soak ? !soak.engineAlive : 0),
          rowsLost: kills?.rowsLost ?? null,
          rowsDuplicated: kills?.rowsDuplicated ?? null,
          peakRssMB: hostile?.peakRssMB ?? null,
          soakErrors: soak?.errors ?? null,
          // Each part that ran met its targets.
          targetsMet: [
            hostile ? !hostile.crashed && (hostile.peakRssMB ?? 0) <= 1024 : true,
            kills ? !kills.crashed && kills.rowsLost === 0 && kills.rowsDuplicated === 0 && kills.derivedMatches : true,
            writer ? writer.refused : true,
            soak ? soak.engineAlive && soak.errors === 0 && soak.strayRejections === 0 : true,
            swap ? swap.leaked === 0 : true,
            location ? location.copiesWithLocationLeft === 0 && location.locatedAfterIndexing >= location.photos - 1 : true,
            disk && "fullExit" in disk ? disk.fullExit !== 0 && disk.saidFull && disk.resumedExit === 0 && disk.photosAfterResume === 40 : true,
          ].every(Boolean),
        },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  if (!args.includes("--keep")) fs.rmSync(work, { recursive: true, force: true });
}
