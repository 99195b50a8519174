/**
 * @file `npm run bench:cli`: how long the `recollect` command takes as a person feels it, each run
 * a fresh process (cold): `--version`, `search` and `status` on a generated album of ~220 photos,
 * from the prebuilt bundle (`bin/recollect.cjs`, what `npm ci` leaves) against the sources run
 * through tsx, and against `--before <checkout>` (an older checkout's `recollect` bin, with
 * its node_modules) when given (`--skip-source` leaves the sources out: on a busy machine they take
 * most of the bench's time). Bare `node -e 0` is timed beside them: on a loaded machine it says
 * what a millisecond is worth. The ways are interleaved run by run, so a busy machine slows all
 * alike; medians in ms and ratios to the bundle, as one JSON line. The bundle's code caches are
 * removed first, and its first search (the one that leaves the cache: what a search costs once
 * after each build) is timed apart (`firstSearchMs`); the medians are of the runs after it.
 * Then `serve` opens the album and the same commands run again while it has it open, answered by
 * its engine over the socket (`throughServe`, each way but the sources, interleaved, with each
 * median's ratio to bare Node's in the same loop), beside the round trip of one call on that socket
 * from a process already running (`socketRoundTripMs`: what the engine adds to Node's start).
 *
 *   npm run build && npm run bench:cli -- [--runs 9] [--before /tmp/old-checkout] [--skip-source] [--dir /tmp/recollect-cli] [--keep]
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { connectToEngine } from "../electron/api/engine-client";
import { ENGINE_FILE } from "../electron/api/engine-link";
import { generateAlbum } from "./eval/album";
import { percentile } from "./eval/metrics";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "9" },
    dir: { type: "string", default: path.join(os.tmpdir(), "recollect-cli") },
    keep: { type: "boolean", default: false },
    before: { type: "string" },
    "skip-source": { type: "boolean", default: false },
  },
});
const ROOT = path.resolve(import.meta.dirname, "..");
const BUNDLE = path.join(ROOT, "dist", "app", "cli.cjs");
if (!fs.existsSync(BUNDLE)) throw new Error("dist/app/cli.cjs is missing: run `npm run build` first.");
const library = path.join(values.dir, "library");
const models = path.join(values.dir, "no-models");

/** How each way of starting the CLI is spawned: node and its arguments before the command's own. */
const WAYS: Record<string, string[]> = {
  bundle: [path.join(ROOT, "bin", "recollect.cjs")],
  ...(values["skip-source"] ? {} : { source: ["--import", "tsx", path.join(ROOT, "electron", "cli.ts")] }),
  ...(values.before ? { before: [olderBin(path.resolve(values.before))] } : {}),
};
type Way = string;

/** The `recollect` an older checkout runs: its package.json's bin (bin/recollect.mjs before it was CommonJS). */
function olderBin(checkout: string): string {
  const { bin } = JSON.parse(fs.readFileSync(path.join(checkout, "package.json"), "utf8")) as { bin: { recollect: string } };
  return path.join(checkout, bin.recollect);
}

function run(way: Way, args: string[]): { ms: number; stdout: string } {
  const started = performance.now();
  const child = spawnSync(process.execPath, [...WAYS[way]!, ...args], { encoding: "utf8", cwd: ROOT, env: { ...process.env, RECOLLECT_MODELS: models } });
  const ms = performance.now() - started;
  if (child.status !== 0) throw new Error(`recollect ${args.join(" ")} (${way}) failed: ${child.stderr}`);
  return { ms, stdout: child.stdout };
}

if (!fs.existsSync(path.join(library, "db"))) {
  const album = await generateAlbum(1, path.join(values.dir, "photos"));
  process.stderr.write(`Indexing ${album.photos.length} generated photos (text in photos read, no CLIP)…\n`);
  run("bundle", ["--library", library, "index", album.dir]);
}
const photos = (JSON.parse(run("bundle", ["--library", library, "status", "--json"]).stdout) as { photos: number }).photos;

const COMMANDS: Record<string, string[]> = {
  version: ["--version"],
  search: ["--library", library, "search", "Seattle in March 2024", "--json"],
  status: ["--library", library, "status", "--json"],
};
for (const name of fs.readdirSync(path.dirname(BUNDLE))) if (name.startsWith("cli.cjs.") && name.endsWith(".v8cache")) fs.rmSync(path.join(path.dirname(BUNDLE), name));
const firstSearchMs = Math.round(run("bundle", COMMANDS.search!).ms);
run("bundle", COMMANDS.status!);
const times: Record<string, Record<Way, number[]>> = {};
const engineMs: number[] = [];
const bareNode: number[] = [];
const ways = Object.keys(WAYS);
for (let i = 0; i < Number(values.runs); i++) {
  const started = performance.now();
  spawnSync(process.execPath, ["-e", "0"]);
  bareNode.push(performance.now() - started);
  for (const [name, args] of Object.entries(COMMANDS)) {
    times[name] ??= Object.fromEntries(ways.map((w) => [w, []]));
    // Rotate which goes first, so that none always follows another's disk reads.
    for (const way of ways.map((_, k) => ways[(k + i) % ways.length]!)) {
      const { ms, stdout } = run(way, args);
      times[name]![way]!.push(ms);
      if (name === "search" && way === "bundle") engineMs.push((JSON.parse(stdout) as { tookMs: number }).tookMs);
    }
  }
}

const serve = spawn(process.execPath, [WAYS.bundle![0]!, "--library", library, "serve", "--no-analysis"], { stdio: "ignore", env: { ...process.env, RECOLLECT_MODELS: models } });
for (const started = Date.now(); !fs.existsSync(path.join(library, ENGINE_FILE)); ) {
  if (Date.now() - started > 120_000) throw new Error("serve did not open the album within 2 minutes");
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const served = ways.filter((w) => w !== "source");
const throughServe: Record<string, Record<Way, number[]>> = Object.fromEntries(["search", "status"].map((name) => [name, Object.fromEntries(served.map((w) => [w, []]))]));
const serveBareNode: number[] = [];
const roundTrip: number[] = [];
const client = (await connectToEngine(library))!;
for (let i = 0; i < Number(values.runs); i++) {
  const started = performance.now();
  spawnSync(process.execPath, ["-e", "0"]);
  serveBareNode.push(performance.now() - started);
  for (const name of ["search", "status"]) for (const way of served.map((_, k) => served[(k + i) % served.length]!)) throughServe[name]![way]!.push(run(way, COMMANDS[name]!).ms);
  const asked = performance.now();
  await client.call("search", { query: "Seattle in March 2024" });
  roundTrip.push(performance.now() - asked);
}
client.close();
serve.kill("SIGTERM");
await new Promise((resolve) => serve.once("exit", resolve));
if (!values.keep) fs.rmSync(values.dir, { recursive: true, force: true });

const median = (xs: number[]) => Math.round(percentile(xs, 50));
console.log(
  JSON.stringify({
    runs: Number(values.runs),
    photos,
    bareNodeMs: median(bareNode),
    medianMs: Object.fromEntries(Object.entries(times).map(([name, t]) => [name, Object.fromEntries(ways.map((w) => [w, median(t[w]!)]))])),
    /** How many times longer each way took than the bundle. */
    ratioToBundle: Object.fromEntries(Object.entries(times).map(([name, t]) => [name, Object.fromEntries(ways.filter((w) => w !== "bundle").map((w) => [w, +(percentile(t[w]!, 50) / percentile(t.bundle!, 50)).toFixed(2)]))])),
    firstSearchMs,
    searchEngineTookMs: median(engineMs),
    throughServe: {
      bareNodeMs: median(serveBareNode),
      medianMs: Object.fromEntries(Object.entries(throughServe).map(([name, t]) => [name, Object.fromEntries(served.map((w) => [w, median(t[w]!)]))])),
      /** How many times longer than bare Node each way took: what a busy machine changes least. */
      ratioToBareNode: Object.fromEntries(Object.entries(throughServe).map(([name, t]) => [name, Object.fromEntries(served.map((w) => [w, +(percentile(t[w]!, 50) / percentile(serveBareNode, 50)).toFixed(2)]))])),
      socketRoundTripMs: +percentile(roundTrip, 50).toFixed(1),
    },
  }),
);
