/**
 * @file Starts a CLI command from the CLI's startup snapshot (dist/app/cli-snapshot.blob; see
 * [Note: The CLI's startup snapshot] in electron/cli-snapshot.ts): a second Node, started with
 * `--snapshot-blob`, runs the command with this one's arguments, streams and environment, and this
 * one exits with its status. Runs in the CLI's first process (imported by `bin/recollect.mjs`);
 * plain JavaScript, since nothing is compiled for it.
 *
 * A snapshot serves only the Node that built it, in the folder it was built in, for the build of
 * the bundle beside it: the stamp written with it (cli-snapshot.json) says which, and a snapshot
 * whose stamp this Node does not match is not started (`runFromSnapshot` answers null, and the
 * command runs with the code cache). Should Node refuse the blob all the same (exit code 14, before
 * any of the CLI runs), the command runs with the code cache too.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const BLOB_FILE = "cli-snapshot.blob";
export const STAMP_FILE = "cli-snapshot.json";
/** Node's exit code when it cannot start from a snapshot (another Node's, other V8 flags, damaged). */
const SNAPSHOT_REFUSED = 14;
/**
 * The commands started from the snapshot: the one-shot commands whose start it shortens. Not those
 * that run long (`serve`, `index`): whoever stops them signals this process, which would leave the
 * second one running.
 */
const STARTED_FROM_SNAPSHOT = new Set(["search"]);

/** What a snapshot built in `dir` was made by and for; equal to the stamp beside it when this Node may start from it. */
export function snapshotStamp(dir) {
  const real = fs.realpathSync(dir);
  const file = (name) => {
    const stat = fs.statSync(name);
    return `${stat.size} ${Math.trunc(stat.mtimeMs)}`;
  };
  return {
    node: `${process.version} ${process.arch} ${process.platform}`,
    binary: `${process.execPath} ${file(process.execPath)}`,
    dir: real,
    blob: file(path.join(real, BLOB_FILE)),
    bundle: file(path.join(real, "cli.cjs")),
  };
}

/** The Node flags to start from the snapshot in `dir` with, when this Node may start from it; else null. */
export function snapshotFlags(dir) {
  try {
    const { flags, ...stamp } = JSON.parse(fs.readFileSync(path.join(dir, STAMP_FILE), "utf8"));
    return JSON.stringify(stamp) === JSON.stringify(snapshotStamp(dir)) && Array.isArray(flags) ? flags : null;
  } catch {
    return null;
  }
}

/**
 * Runs `args` (command `command`) from the snapshot in `dir`, as `bin` would run them. Returns the
 * exit status to exit with; null when the command is not one started from the snapshot, or there
 * is none this Node can start from (it ran nothing then).
 */
export function runFromSnapshot(dir, bin, command, args) {
  // A Node started with options of its own (--inspect, --cpu-prof) runs the command itself.
  const flags = STARTED_FROM_SNAPSHOT.has(command) && process.execArgv.length === 0 ? snapshotFlags(dir) : null;
  if (!flags) return null;
  const child = spawnSync(process.execPath, [...flags, "--snapshot-blob", path.join(dir, BLOB_FILE), "--", bin, ...args], { stdio: "inherit" });
  if (child.error || child.status === SNAPSHOT_REFUSED) return null;
  // Killed (Ctrl-C reaches both processes): so is this one, as the shell expects.
  if (child.signal) process.kill(process.pid, child.signal);
  return child.status ?? 1;
}
