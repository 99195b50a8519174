import { describe, expect, it } from "vitest";
import { isSystemFolder, parseMounts, pseudoFilesystemOf, pseudoMountPoints, pseudoMountsInside } from "./system-folders";

const TABLE = `proc /proc proc rw,relatime 0 0
sysfs /sys sysfs rw,relatime 0 0
devtmpfs /dev devtmpfs rw,relatime,size=12334432k,mode=755 0 0
tmpfs /dev/shm tmpfs rw,relatime 0 0
devpts /dev/pts devpts rw,relatime,mode=600 0 0
/dev/vda / ext4 rw,relatime 0 0
cgroup /sys/fs/cgroup/cpu cgroup rw,relatime,cpu 0 0
proc /home/ana/Pictures/with\\040space/proc proc rw 0 0
/dev/sdb1 /media/ana/USB\\040STICK vfat rw 0 0
`;

describe("the system's own folders", () => {
  it("reads the mount table, spaces in paths included", () => {
    const mounts = parseMounts(TABLE);
    expect(mounts).toContainEqual({ path: "/media/ana/USB STICK", type: "vfat" });
    expect(mounts).toContainEqual({ path: "/home/ana/Pictures/with space/proc", type: "proc" });
  });

  it("takes proc, sysfs, devtmpfs, devpts and cgroup for pseudo-filesystems, and /proc, /sys and /dev whatever is mounted there", () => {
    const points = pseudoMountPoints(parseMounts(TABLE), "linux");
    expect(points).toEqual(expect.arrayContaining(["/proc", "/sys", "/dev", "/dev/pts", "/sys/fs/cgroup/cpu", "/home/ana/Pictures/with space/proc"]));
    expect(points).not.toContain("/");
    expect(points).not.toContain("/media/ana/USB STICK");
    expect(pseudoMountPoints([], "darwin")).toEqual(["/proc", "/sys", "/dev"]);
    expect(pseudoMountPoints([], "win32")).toEqual([]);
  });

  it("says which paths lie on one, and which lie inside a folder to walk", () => {
    const points = pseudoMountPoints(parseMounts(TABLE), "linux");
    expect(pseudoFilesystemOf("/proc/1/root", points)).toBe("/proc");
    expect(pseudoFilesystemOf("/dev/shm/x", points)).toBe("/dev");
    expect(pseudoFilesystemOf("/home/ana/Pictures", points)).toBeNull();
    expect(pseudoFilesystemOf("/processed", points)).toBeNull();
    expect(pseudoMountsInside("/", points).sort()).toEqual(points.sort());
    expect(pseudoMountsInside("/home/ana/Pictures", points)).toEqual(["/home/ana/Pictures/with space/proc"]);
  });

  it("refuses system folders for writing, but not a home, the temporary folder or a removable drive", () => {
    const at = { platform: "linux" as const, env: {}, home: "/home/ana", tmp: "/tmp" };
    for (const refused of ["/", "/etc", "/etc/ssh", "/dev", "/proc/self", "/sys", "/usr/local/share", "/lib64", "/boot", "/var/lib", "/run/user/1000", "/bin", "/sbin"]) {
      expect(isSystemFolder(refused, at), refused).toBe(true);
    }
    for (const allowed of ["/home/ana/Exports", "/tmp/out", "/media/ana/USB STICK", "/mnt/backup", "/run/media/ana/STICK", "/var/home/ana/Pictures", "/srv/photos", "/etcetera"]) {
      expect(isSystemFolder(allowed, at), allowed).toBe(false);
    }
    expect(isSystemFolder("/root/Exports", { ...at, home: "/root" })).toBe(false);
    // A home at the top of the drive makes nothing the person's.
    expect(isSystemFolder("/etc", { ...at, home: "/" })).toBe(true);
    // macOS keeps the temporary folder under /private/var.
    expect(isSystemFolder("/private/var/folders/xy/T/out", { platform: "darwin", env: {}, home: "/Users/ana", tmp: "/private/var/folders/xy/T" })).toBe(false);
    expect(isSystemFolder("/System/Library", { platform: "darwin", env: {}, home: "/Users/ana", tmp: "/private/var/folders/xy/T" })).toBe(true);
  });
});
