/**
 * @file `npm run bench:reliability` — what hostile files, kills and a second writer do to a
 * library (issue 17). Prints one JSON object on stdout; progress goes to stderr.
 *
 *   node --import tsx bench/reliability.ts [--photos 200] [--kills 6] [--keep]
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

async function killAnywhere() {
  const photos = path.join(work, "dated");
  fs.mkdirSync(photos);
  await writeDatedPhotos(photos, PHOTOS);
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
  const second = await recollect(["--library", library, "index", "--no-analysis", path.join(work, "dated")]);
  await kill(serve);
  return { refused: second.code !== 0, message: second.stderr.trim().split("\n").find((line) => line.includes("library is open")) ?? null };
}

try {
  const hostile = await hostileFiles();
  const kills = await killAnywhere();
  const writer = await secondWriter();
  process.stdout.write(
    `${JSON.stringify(
      {
        bench: "reliability",
        machine: { cpus: os.availableParallelism(), node: process.version, platform: process.platform },
        hostileFiles: hostile,
        killAnywhere: kills,
        secondWriter: writer,
        summary: {
          crashes: Number(hostile.crashed) + Number(kills.crashed),
          rowsLost: kills.rowsLost,
          rowsDuplicated: kills.rowsDuplicated,
          peakRssMB: hostile.peakRssMB,
          targetsMet: !hostile.crashed && !kills.crashed && kills.rowsLost === 0 && kills.rowsDuplicated === 0 && kills.derivedMatches && writer.refused && (hostile.peakRssMB ?? 0) <= 1024,
        },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  if (!args.includes("--keep")) fs.rmSync(work, { recursive: true, force: true });
}
