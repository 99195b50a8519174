/**
 * @file The files a LanceDB table's newest version is made of, as its own manifest lists them,
 * read straight from disk: which data and deletion files, and how many bytes each data file had
 * when it was written. Lets a library's opening see a file gone or cut short by a stat, without
 * reading the file (`table-damage.ts`).
 *
 * Runs in the engine's process, before LanceDB opens the library. Knows only the little of Lance's
 * on-disk format it needs, which Lance keeps readable across its versions: a manifest ends in
 * `[i64 position][u16 major][u16 minor]"LANC"`, and at `position` lies a u32 length and the
 * `Manifest` protobuf (`protos/table.proto` in Lance). What it cannot read it throws on, and the
 * caller asks LanceDB instead.
 */
import fs from "node:fs";
import path from "node:path";

/** A file of a table's newest version, relative to the table's folder. */
export interface TableFile {
  path: string;
  /** Its size when written; null when the manifest does not say. */
  bytes: number | null;
}

export interface NewestVersion {
  /** The manifest's file name in `_versions/`. */
  manifest: string;
  files: TableFile[];
}

/** The table's folder holds no version to open (its `_versions` folder is gone or empty). */
export class NoVersionError extends Error {}

const U64_MAX = (1n << 64n) - 1n;
const MAGIC = "LANC";

/**
 * The newest version of the table in `tableDir` and its files. Lance names a version's manifest
 * either by its number or, in the newer scheme, by u64-max less it (so that a listing shows the
 * newest first); both are read.
 */
export function newestVersion(tableDir: string): NewestVersion {
  const versions = path.join(tableDir, "_versions");
  let names: string[];
  try {
    names = fs.readdirSync(versions);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") throw new NoVersionError("version files missing");
    throw error;
  }
  let newest: { name: string; version: bigint } | null = null;
  for (const name of names) {
    const match = /^(\d+)\.manifest$/.exec(name);
    if (!match) continue;
    const number = BigInt(match[1]!);
    const version = match[1]!.length === 20 ? U64_MAX - number : number;
    if (!newest || version > newest.version) newest = { name, version };
  }
  if (!newest) throw new NoVersionError("version files missing");
  return { manifest: newest.name, files: manifestFiles(fs.readFileSync(path.join(versions, newest.name))) };
}

/** The data and deletion files a manifest's fragments name. Throws on anything that is not a manifest. */
export function manifestFiles(bytes: Uint8Array): TableFile[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 16 || new TextDecoder().decode(bytes.subarray(bytes.length - 4)) !== MAGIC) throw new Error("not a Lance manifest");
  const position = Number(view.getBigInt64(bytes.length - 16, true));
  if (position < 0 || position + 4 > bytes.length) throw new Error("manifest position out of range");
  const length = view.getUint32(position, true);
  if (position + 4 + length > bytes.length) throw new Error("manifest cut short");
  const files: TableFile[] = [];
  for (const fragment of fields(bytes.subarray(position + 4, position + 4 + length))) {
    if (fragment.number !== 2 || !(fragment.value instanceof Uint8Array)) continue;
    let id = 0n;
    const deletions: Uint8Array[] = [];
    for (const part of fields(fragment.value)) {
      if (part.number === 1 && typeof part.value === "bigint") id = part.value;
      else if (part.number === 2 && part.value instanceof Uint8Array) {
        const file = dataFile(part.value);
        if (file) files.push(file);
      } else if (part.number === 3 && part.value instanceof Uint8Array) deletions.push(part.value);
    }
    for (const deletion of deletions) {
      const file = deletionFile(id, deletion);
      if (file) files.push(file);
    }
  }
  return files;
}

/** A `DataFile`: path (1), size (6); one kept under another base path (7) is not this table's to check. */
function dataFile(message: Uint8Array): TableFile | null {
  let name = "";
  let bytes: number | null = null;
  for (const { number, value } of fields(message)) {
    if (number === 1 && value instanceof Uint8Array) name = new TextDecoder().decode(value);
    else if (number === 6 && typeof value === "bigint" && value > 0n) bytes = Number(value);
    else if (number === 7) return null;
  }
  return name ? { path: `data/${name}`, bytes } : null;
}

/** A `DeletionFile`: `_deletions/{fragment}-{read_version}-{id}.{arrow|bin}`, by its type (1). */
function deletionFile(fragment: bigint, message: Uint8Array): TableFile | null {
  let type = 0n;
  let readVersion = 0n;
  let id = 0n;
  for (const { number, value } of fields(message)) {
    if (typeof value !== "bigint") continue;
    if (number === 1) type = value;
    else if (number === 2) readVersion = value;
    else if (number === 3) id = value;
    else if (number === 7) return null;
  }
  return { path: `_deletions/${fragment}-${readVersion}-${id}.${type === 1n ? "bin" : "arrow"}`, bytes: null };
}

/** The fields of a protobuf message: varints as bigints, length-delimited ones as bytes. */
function* fields(message: Uint8Array): Generator<{ number: number; value: bigint | Uint8Array | null }> {
  const at = { i: 0 };
  while (at.i < message.length) {
    const key = varint(message, at);
    const number = Number(key >> 3n);
    switch (Number(key & 7n)) {
      case 0:
        yield { number, value: varint(message, at) };
        break;
      case 2: {
        const length = Number(varint(message, at));
        if (at.i + length > message.length) throw new Error("field cut short");
        yield { number, value: message.subarray(at.i, at.i + length) };
        at.i += length;
        break;
      }
      case 1:
        at.i += 8;
        yield { number, value: null };
        break;
      case 5:
        at.i += 4;
        yield { number, value: null };
        break;
      default:
        throw new Error("not a protobuf message");
    }
  }
}

function varint(bytes: Uint8Array, at: { i: number }): bigint {
  let value = 0n;
  for (let shift = 0n; shift < 70n; shift += 7n) {
    if (at.i >= bytes.length) throw new Error("varint cut short");
    const byte = bytes[at.i++]!;
    value |= BigInt(byte & 0x7f) << shift;
    if (byte < 0x80) return value;
  }
  throw new Error("varint too long");
}
