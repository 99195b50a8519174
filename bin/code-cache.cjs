/**
 * @file Runs the CLI's CommonJS bundle with V8's code cache: the bytecode of the functions an
 * earlier run of the same command compiled, so that this run deserialises them instead of parsing
 * and compiling the whole bundle again. Runs in the CLI's process, before the bundle (required by
 * `bin/recollect.cjs`); plain JavaScript, since nothing is compiled for it, and CommonJS, since an
 * ES module would start Node's module loader first, which every command would wait for.
 *
 * [Note: The CLI's code cache]
 * Node 20 has no compile cache of its own (`module.enableCompileCache` came in 22) and caches
 * nothing for ES modules, so the bundle is CommonJS, compiled here as `vm.Script` with
 * `cachedData`. One cache per command (`search`, `status`, …) beside the bundle: each holds what
 * its command runs, written at the exit of the first run that had none, or whose cache was
 * refused. V8 checks its own version and flags, but knows the source only by its length, so the
 * file also carries the Node version and a CRC of the source and of the data: a cache of another
 * build, another Node or a damaged file is ignored (and replaced), never run. Writing is
 * best-effort and atomic (a temporary file renamed): a folder that cannot be written means only
 * that the next run compiles again. A run answered by an engine that has the library open (the
 * app, `serve`) compiled little of what a run that opens the library needs, and would leave that
 * little as its command's cache until the next build: it says so (`SKIP_CACHE`), and leaves none.
 * Node's startup snapshot (`--build-snapshot`: the parser's modules evaluated and warmed, the
 * bundle compiled) cannot take this cache's place: only a second Node can start from it (the blob
 * is given on Node's command line), and starting that second Node costs a search more CPU than
 * the snapshot saves it.
 */
"use strict";
const fs = require("node:fs");
const { createRequire, Module } = require("node:module");
const path = require("node:path");
const vm = require("node:vm");
const zlib = require("node:zlib");

const MAGIC = "RCV8";
/** MAGIC, then source CRC, data CRC, data length (uint32 LE each), key length (uint16 LE), key, data. */
const FIXED = 4 + 4 + 4 + 4 + 2;
/** Set on globalThis by a run whose compiled code is no cache for its command (see the note above). */
const SKIP_CACHE = Symbol.for("recollect.codeCache.skip");
/** What else a cache must have been made by: V8 checks its own version, not Node's or the platform's. */
const KEY = `${process.version} ${process.arch} ${process.platform}`;

/**
 * Runs the CommonJS module `file` (as `require` would, in this context) with the code cache in
 * `cacheFile`, and saves a fresh one there at exit when it had none it could use.
 * Returns the module's exports, and how the cache was used.
 */
function runWithCodeCache(file, cacheFile) {
  const bytes = fs.readFileSync(file);
  const sourceCrc = zlib.crc32(bytes);
  // The CRC of the bytes, not of the string: hashing the string would encode it to bytes again.
  const source = bytes.toString("utf8");
  const cached = readCache(cacheFile, sourceCrc);
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData: cached ?? undefined });
  const used = cached !== null && !script.cachedDataRejected;
  if (!used) process.once("exit", () => globalThis[SKIP_CACHE] || writeCache(cacheFile, sourceCrc, script.createCachedData()));
  const module = { exports: {}, filename: file, id: file, loaded: false };
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  module.loaded = true;
  return { exports: module.exports, cache: used ? "used" : cached ? "rejected" : "none" };
}

/** The cache's data when it was made by this Node for this source and is whole; else null. */
function readCache(cacheFile, sourceCrc) {
  let bytes;
  try {
    bytes = fs.readFileSync(cacheFile);
  } catch {
    return null;
  }
  if (bytes.length < FIXED || bytes.toString("latin1", 0, 4) !== MAGIC) return null;
  const keyLength = bytes.readUInt16LE(16);
  const dataAt = FIXED + keyLength;
  if (bytes.length < dataAt || bytes.toString("utf8", FIXED, dataAt) !== KEY) return null;
  if (bytes.readUInt32LE(4) !== sourceCrc || bytes.readUInt32LE(12) !== bytes.length - dataAt) return null;
  const data = bytes.subarray(dataAt);
  return zlib.crc32(data) === bytes.readUInt32LE(8) ? data : null;
}

function writeCache(cacheFile, sourceCrc, data) {
  const key = Buffer.from(KEY, "utf8");
  const head = Buffer.alloc(FIXED);
  head.write(MAGIC, 0, "latin1");
  head.writeUInt32LE(sourceCrc, 4);
  head.writeUInt32LE(zlib.crc32(data), 8);
  head.writeUInt32LE(data.length, 12);
  head.writeUInt16LE(key.length, 16);
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temporary, Buffer.concat([head, key, data]));
    fs.renameSync(temporary, cacheFile);
  } catch {
    fs.rmSync(temporary, { force: true });
  }
}

/** Global options of the CLI that take a value (see electron/cli.ts): their value is not the command. */
const VALUED = new Set(["--library", "--models", "--provider", "--llm"]);

/** The command `args` run (`search`, `models`, …), which names its cache; "other" when unclear. */
function commandOf(args) {
  for (let i = 0; i < args.length; i++) {
    if (VALUED.has(args[i])) i++;
    else if (!args[i].startsWith("-")) return /^[a-z][a-z-]{0,31}$/.test(args[i]) ? args[i] : "other";
  }
  return "other";
}

module.exports = { SKIP_CACHE, runWithCodeCache, readCache, commandOf };
