/**
 * @file Which folders belong to the operating system rather than to a person: the kernel's
 * pseudo-filesystems (proc, sysfs, devtmpfs, cgroup, …), read from the mount table, and the
 * well-known folders the system keeps its own files in.
 *
 * Runs in the engine's process. The scan and the watcher never enter a pseudo-filesystem: its
 * "files" are the kernel's live state (endless, blocking, or tens of thousands of entries), never
 * photos. Export refuses to write into either kind. Nothing here is cached: a drive or a mount
 * can come and go while the app is open, and the mount table is a few kilobytes.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export interface Mount {
  /** Where it is mounted, as an absolute path. */
  path: string;
  /** The filesystem type, as the mount table names it ("proc", "ext4"). */
  type: string;
}

/** Filesystem types that are views of the kernel's state, not storage. */
export const PSEUDO_FILESYSTEMS: ReadonlySet<string> = new Set([
  "proc", "sysfs", "devtmpfs", "devfs", "devpts", "cgroup", "cgroup2", "tracefs", "debugfs", "securityfs", "pstore", "bpf",
  "configfs", "fusectl", "mqueue", "hugetlbfs", "binfmt_misc", "autofs", "efivarfs", "rpc_pipefs", "nsfs", "selinuxfs", "nfsd",
]);

/**
 * Pseudo-filesystems at their usual places, taken as such whatever the mount table says: in a
 * container `/dev` is often a plain tmpfs, and where there is no mount table (macOS) these are
 * still the system's.
 */
const WELL_KNOWN_PSEUDO = ["/proc", "/sys", "/dev"];

/** Reads a mount table in the format of Linux's /proc/self/mounts; spaces and tabs in paths come escaped as octal. */
export function parseMounts(text: string): Mount[] {
  const mounts: Mount[] = [];
  for (const line of text.split("\n")) {
    const [, where, type] = line.split(" ");
    if (!where || !type) continue;
    mounts.push({ path: where.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8))), type });
  }
  return mounts;
}

/** The mounts of this machine; none where there is no Linux mount table. */
export async function readMounts(): Promise<Mount[]> {
  if (process.platform !== "linux") return [];
  return parseMounts(await fs.readFile("/proc/self/mounts", "utf8").catch(() => ""));
}

/** Where the kernel's pseudo-filesystems are mounted, from `mounts` and the usual places. */
export function pseudoMountPoints(mounts: readonly Mount[], platform: NodeJS.Platform = process.platform): string[] {
  const points = new Set(mounts.filter((m) => PSEUDO_FILESYSTEMS.has(m.type)).map((m) => m.path));
  if (platform !== "win32") for (const known of WELL_KNOWN_PSEUDO) points.add(known);
  return [...points];
}

/** Pseudo-filesystems on this machine, read now. */
export async function currentPseudoMountPoints(): Promise<string[]> {
  return pseudoMountPoints(await readMounts());
}

/** The pseudo-filesystem `file` lies on (equal to or inside its mount point), or null. */
export function pseudoFilesystemOf(file: string, points: readonly string[]): string | null {
  return points.find((point) => isAtOrInside(file, point)) ?? null;
}

/** Pseudo-filesystems mounted somewhere inside `folder` (not at it): what a walk of the folder must step around. */
export function pseudoMountsInside(folder: string, points: readonly string[]): string[] {
  return points.filter((point) => isAtOrInside(point, folder) && point !== folder);
}

/**
 * Folders where the system keeps its own files, and the places inside them that are a person's
 * nonetheless (Fedora Silverblue's homes under /var/home, removable drives under /run/media).
 */
function systemFolders(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): { refused: string[]; allowed: string[] } {
  if (platform === "win32") {
    const refused = [env.SystemRoot ?? "C:\\Windows", env.ProgramFiles ?? "C:\\Program Files", env["ProgramFiles(x86)"] ?? "C:\\Program Files (x86)", env.ProgramData ?? "C:\\ProgramData"];
    return { refused, allowed: [] };
  }
  const refused = ["/etc", "/dev", "/proc", "/sys", "/bin", "/sbin", "/usr", "/lib", "/lib32", "/lib64", "/libx32", "/boot", "/var", "/run"];
  const allowed = ["/var/home", "/run/media"];
  if (platform === "darwin") refused.push("/System", "/Library", "/private", "/cores");
  return { refused, allowed };
}

/**
 * Whether `folder` is one of the system's own folders or inside one. The person's home and the
 * temporary folder are theirs wherever they lie (macOS keeps the latter under /private/var).
 */
export function isSystemFolder(folder: string, options: { platform?: NodeJS.Platform; env?: NodeJS.ProcessEnv; home?: string; tmp?: string } = {}): boolean {
  const platform = options.platform ?? process.platform;
  const { refused, allowed } = systemFolders(platform, options.env ?? process.env);
  // A home or temporary folder at the top of the drive (a service account's) would make everything theirs.
  const theirs = [...allowed, options.home ?? os.homedir(), options.tmp ?? os.tmpdir()].filter((dir) => dir && path.parse(dir).root !== dir);
  if (theirs.some((dir) => isAtOrInside(folder, dir))) return false;
  // The top of a drive is no folder a person keeps files in either.
  if (path.parse(folder).root === folder) return true;
  return refused.some((dir) => isAtOrInside(folder, dir));
}

/** Whether `file` is `dir` or lies inside it. */
export function isAtOrInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}
