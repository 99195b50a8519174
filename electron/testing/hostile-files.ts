/**
 * @file Writes the hostile-file corpus into a folder: files and non-files that would break a
 * careless indexer (loops, pipes, devices, sparse giants, oversized sidecars), each beside a good
 * photo that must still be indexed.
 *
 * Test and benchmark code (`bench/reliability.ts` runs the same corpus). Everything is generated
 * here, nothing downloaded; sizes are scaled down where the real thing is huge (an oversized Takeout
 * JSON becomes a few MB over the sidecar limit; the 1.9-GB HEIC stays sparse, so it costs no disk).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { makeDng } from "./raw-files";

/** A file of the corpus: its name, and what Recollect must say or do about it. */
export interface HostileFile {
  name: string;
  /** A pattern the problem reason must match; null: the file is not a photo and is not reported. */
  reason: RegExp | null;
}

/** A little-endian TIFF with one IFD at offset 8 holding these [tag, type, count, value] entries, then `next`. */
function oneIfdTiff(entries: Array<[number, number, number, number]>, next: number): Buffer {
  const b = Buffer.alloc(8 + 2 + entries.length * 12 + 4);
  b.write("II*\0", 0, "latin1");
  b.writeUInt32LE(8, 4);
  b.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, count, value], i) => {
    b.writeUInt16LE(tag, 10 + i * 12);
    b.writeUInt16LE(type, 12 + i * 12);
    b.writeUInt32LE(count, 14 + i * 12);
    b.writeUInt32LE(value, 18 + i * 12);
  });
  b.writeUInt32LE(next, 10 + entries.length * 12);
  return b;
}

/** A TIFF header and one IFD of two entries whose "next IFD" points back at itself: 38 bytes that loop a naive TIFF reader. */
export function selfLoopingDng(): Buffer {
  return oneIfdTiff([[256, 3, 1, 16], [257, 3, 1, 16]], 8);
}

/** An IFD whose SubIFDs entry names the IFD itself (a stack overflow for a recursive reader). */
export function selfReferencingSubIfdDng(): Buffer {
  return oneIfdTiff([[256, 3, 1, 16], [330, 4, 1, 8]], 0);
}

/** The start of an iPhone HEIC (an `ftyp` box with the `heic` brand). */
const HEIC_HEAD = Buffer.from("0000001866747970686569630000000068656963" + "6d696631", "hex");

/**
 * Writes the corpus into `dir` (which must exist) using `photo` as the good JPEG beside each
 * hostile sidecar. Returns what was written. Named pipes need `mkfifo` (not on Windows).
 */
export function writeHostileCorpus(dir: string, photo: Buffer): HostileFile[] {
  const files: HostileFile[] = [];
  const add = (name: string, reason: RegExp | null, write: (file: string) => void) => {
    write(path.join(dir, name));
    files.push({ name, reason });
  };
  const DAMAGED = /has no embedded preview|could not be read|damaged/;
  add("loop.dng", DAMAGED, (f) => fs.writeFileSync(f, selfLoopingDng()));
  add("subifd-loop.dng", DAMAGED, (f) => fs.writeFileSync(f, selfReferencingSubIfdDng()));
  add("chain.dng", null, (f) => fs.writeFileSync(f, makeDng({ preview: photo, taken: "2024:05:18 07:47:00" })));
  add("pipe.jpg", /Not a regular file \(a named pipe\)/, (f) => execFileSync("mkfifo", [f]));
  add("device.jpg", /Not a regular file \(a device\)/, (f) => fs.symlinkSync("/dev/zero", f));
  add("dangling.jpg", /symbolic link whose target does not exist/, (f) => fs.symlinkSync(path.join(dir, "nowhere.jpg"), f));
  add("sparse.heic", /too large to read safely/, (f) => {
    fs.writeFileSync(f, HEIC_HEAD);
    fs.truncateSync(f, Math.round(1.9 * 1024 ** 3));
  });
  // Good photos with hostile sidecars: each must be indexed, without its sidecar.
  add("piped-json.jpg", null, (f) => {
    fs.writeFileSync(f, photo);
    execFileSync("mkfifo", [`${f}.json`]);
  });
  add("piped-xmp.jpg", null, (f) => {
    fs.writeFileSync(f, photo);
    execFileSync("mkfifo", [f.replace(/\.jpg$/, ".xmp")]);
  });
  add("zero-xmp.jpg", null, (f) => {
    fs.writeFileSync(f, photo);
    fs.symlinkSync("/dev/zero", `${f}.xmp`);
  });
  add("huge-takeout.jpg", null, (f) => {
    fs.writeFileSync(f, photo);
    fs.writeFileSync(`${f}.json`, JSON.stringify({ description: "x".repeat(6 * 1024 * 1024) }));
  });
  add("long-takeout.jpg", null, (f) => {
    fs.writeFileSync(f, photo);
    fs.writeFileSync(`${f}.json`, JSON.stringify({ description: `lighthouse ${"word ".repeat(500_000)}` }));
  });
  // A Latin-1 name ("café" with é as the single byte 0xE9), as an old camera or a Windows share writes it.
  const latin1 = Buffer.concat([Buffer.from(dir + path.sep), Buffer.from("caf"), Buffer.from([0xe9]), Buffer.from(".jpg")]);
  fs.writeFileSync(latin1, photo);
  files.push({ name: "caf\uFFFD.jpg", reason: /not valid UTF-8/ });
  return files;
}
