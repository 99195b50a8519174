/**
 * @file Mounts for tests that need a real filesystem of another kind: a small tmpfs that fills up,
 * a proc inside a photo folder.
 *
 * Test-only. Mounting needs root, which the tests and CI have; where the machine still refuses
 * (EPERM: an unprivileged container), the test says so and is skipped, and any other failure fails it.
 */
import { execFileSync } from "node:child_process";

/** Runs `mount` with these arguments; false, with the reason said, where this machine does not permit mounting. */
export function mountForTest(args: string[], what: string): boolean {
  try {
    execFileSync("mount", args, { stdio: "pipe" });
    return true;
  } catch (error) {
    const said = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    if (!/permission denied|not permitted|must be superuser|EPERM/i.test(said)) throw error;
    process.stderr.write(`Skipping ${what}: this machine does not permit mounting (${said}).\n`);
    return false;
  }
}

/**
 * Unmounts, detaching lazily when something still holds the mount (a watcher thread winding
 * down): once this returns, nothing under `dir` is on the mounted filesystem any more.
 */
export function unmount(dir: string): void {
  try {
    execFileSync("umount", [dir], { stdio: "pipe" });
  } catch {
    execFileSync("umount", ["-l", dir], { stdio: "pipe" });
  }
}
