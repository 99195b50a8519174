/**
 * @file The CLI's fast path (`cli-fast.ts`, run from its own small bundle by `bin/recollect.cjs`):
 * while an engine has the library open, the commands it can answer are answered before the CLI's
 * bundle loads, printing what the bundle prints; whatever it cannot answer exactly, it leaves to the
 * bundle having printed nothing. The engine runs in this process, so the CLI is spawned
 * asynchronously: a synchronous spawn would hold the engine's event loop while the CLI waits on it.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINE_FILE, type EngineFile } from "./api/engine-link";
import type { RecollectService } from "./api/service";
import { readFastArgs } from "./cli-fast";
import { closeAndDelete, indexedLibrary, NO_MODELS, PHOTOS, ROOT, tempDir } from "./testing/fixtures";

const BIN = path.join(ROOT, "bin", "recollect.cjs");
const BUNDLE = path.join(ROOT, "dist", "app", "cli.cjs");
const FAST = path.join(ROOT, "dist", "app", "cli-fast.cjs");

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function node(args: string[]): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { encoding: "utf8", env: { ...process.env, RECOLLECT_MODELS: NO_MODELS }, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

/** `recollect …` as users run it. */
const recollect = (args: string[]) => node([BIN, ...args]);
/** The full CLI alone, never the fast path: what `recollect …` printed before it. */
const fullCli = (args: string[]) => node([BUNDLE, ...args]);
/** The fast path alone (its bundle): what it printed, and its exit code, or "miss". */
async function fastPath(args: string[]): Promise<Ran & { answered: number | "miss" }> {
  const script = `require(${JSON.stringify(FAST)}).answerThroughEngine(${JSON.stringify(args)}).then((code) => process.stderr.write("\\n=" + (code ?? "miss")));`;
  const ran = await node(["-e", script]);
  const at = ran.stderr.lastIndexOf("\n=");
  const told = ran.stderr.slice(at + 2);
  return { ...ran, stderr: ran.stderr.slice(0, at), answered: told === "miss" ? "miss" : Number(told) };
}

/** What differs between two searches of the same words: the search's id and how long it took. */
const sameSearch = (text: string) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<queryId>").replace(/"tookMs":[0-9.]+/g, '"tookMs":0');
const printed = (ran: Ran) => ({ code: ran.code, stdout: sameSearch(ran.stdout), stderr: ran.stderr });

describe("a command while an engine has the library open", () => {
  let service: RecollectService;
  let library: string;
  let engine: EngineFile;
  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS], { answerOnSocket: true, shell: "browser" });
    library = service.libraryDir;
    engine = JSON.parse(fs.readFileSync(path.join(library, ENGINE_FILE), "utf8")) as EngineFile;
  });
  afterAll(() => closeAndDelete(service));

  const COMMANDS = [
    ["search", "photos from July 2024"],
    ["search", "photos", "from", "July", "2024", "--json"],
    ["search", "photos", "--limit", "1", "from", "July", "2024"],
    ["search", "--limit=1", "sunset", "--json"],
    ["status"],
    ["status", "--json"],
    ["status", "--errors"],
    ["history", "--limit", "2"],
    ["history", "--json"],
    ["learning"],
    ["learning", "show"],
  ];

  it("is answered by the engine before the CLI's bundle loads, printing what the bundle prints", async () => {
    for (const command of COMMANDS) {
      const args = ["--library", library, ...command];
      const fast = await fastPath(args);
      expect(fast.answered, `${command.join(" ")}: ${fast.stderr}`).toBe(0);
      const full = await fullCli(args);
      expect(printed(fast), command.join(" ")).toEqual(printed(full));
      expect(printed(await recollect(args)), command.join(" ")).toEqual(printed(full));
    }
  }, 240_000);

  it("says, as the full CLI does, that the engine answers with its own settings when RECOLLECT_LLM_URL asks for an LLM", async () => {
    const args = ["--library", library, "status", "--json"];
    process.env.RECOLLECT_LLM_URL = "http://127.0.0.1:9/v1";
    try {
      const fast = await fastPath(args);
      expect(fast.answered).toBe(0);
      expect(fast.stderr).toContain("recollect serve has this library open and answers with its own settings");
      expect(printed(fast)).toEqual(printed(await fullCli(args)));
    } finally {
      delete process.env.RECOLLECT_LLM_URL;
    }
  }, 60_000);

  it("finds the library as the full CLI does: --library after the command, and RECOLLECT_LIBRARY", async () => {
    const after = await fastPath(["status", "--json", "--library", library]);
    expect(after.answered).toBe(0);
    expect(JSON.parse(after.stdout)).toMatchObject({ library, photos: 11 });
    process.env.RECOLLECT_LIBRARY = library;
    try {
      const fromEnv = await fastPath(["status", "--json"]);
      expect(fromEnv.answered).toBe(0);
      expect(JSON.parse(fromEnv.stdout)).toMatchObject({ library });
    } finally {
      delete process.env.RECOLLECT_LIBRARY;
    }
  }, 60_000);

  it("leaves a bad --limit to the full CLI, which says what it must be", async () => {
    const args = ["--library", library, "search", "--limit", "0", "sunset"];
    expect(await fastPath(args)).toMatchObject({ answered: "miss", stdout: "", stderr: "" });
    const said = await recollect(args);
    expect(said.code).toBe(1);
    expect(said.stderr).toContain("must be a whole number from 1 to 1000");
  }, 60_000);

  it("falls back, printing nothing, when engine.json is stale: its engine was killed", async () => {
    const stale = tempDir("fast-stale");
    try {
      fs.writeFileSync(path.join(stale, ENGINE_FILE), JSON.stringify({ ...engine, address: path.join(stale, "engine.sock"), pid: 1 }), { mode: 0o600 });
      expect(await fastPath(["--library", stale, "status", "--json"])).toMatchObject({ answered: "miss", stdout: "", stderr: "" });
    } finally {
      fs.rmSync(stale, { recursive: true, force: true });
    }
  }, 60_000);

  it("falls back, having had nothing done, when the engine turns its token away; the full CLI then says why", async () => {
    const forged = tempDir("fast-token");
    try {
      fs.writeFileSync(path.join(forged, ENGINE_FILE), JSON.stringify({ ...engine, token: "guessed" }), { mode: 0o600 });
      const before = await service.handlers.history({ offset: 0, limit: 1 });
      const args = ["--library", forged, "search", "a search never made"];
      expect(await fastPath(args)).toMatchObject({ answered: "miss", stdout: "", stderr: "" });
      expect((await service.handlers.history({ offset: 0, limit: 1 })).total).toBe(before.total);
      const full = await fullCli(args);
      expect(full.stderr).toContain("Wrong token");
      expect(printed(await recollect(args))).toEqual(printed(full));
      // status asks three things at once: the first refusal is what counts.
      expect(await fastPath(["--library", forged, "status"])).toMatchObject({ answered: "miss", stdout: "", stderr: "" });
    } finally {
      fs.rmSync(forged, { recursive: true, force: true });
    }
  }, 60_000);

  it("does not trust an engine.json that other users can read, and leaves the full CLI to say so", async () => {
    if (process.platform === "win32") return;
    const file = path.join(library, ENGINE_FILE);
    fs.chmodSync(file, 0o644);
    try {
      expect(await fastPath(["--library", library, "status"])).toMatchObject({ answered: "miss", stdout: "", stderr: "" });
      const said = await recollect(["--library", library, "status"]);
      expect(said.code).toBe(1);
      expect(said.stderr).toContain("is not private to you");
    } finally {
      fs.chmodSync(file, 0o600);
    }
  }, 60_000);
});

describe("the command lines the fast path answers", () => {
  it("reads the plain forms of search, status, history and learning, with --library anywhere", () => {
    expect(readFastArgs(["search", "Leo", "at", "the", "airport"])).toEqual({ command: { name: "search", query: "Leo at the airport", limit: 50, json: false } });
    expect(readFastArgs(["--library", "/lib", "search", "Leo", "--json", "airport", "--limit=3"])).toEqual({ library: "/lib", command: { name: "search", query: "Leo airport", limit: 3, json: true } });
    expect(readFastArgs(["status", "--errors", "--library=/lib"])).toEqual({ library: "/lib", command: { name: "status", errors: true, json: false } });
    expect(readFastArgs(["history", "--limit", "500"])).toEqual({ command: { name: "history", limit: 500, json: false } });
    expect(readFastArgs(["learning", "show"])).toEqual({ command: { name: "learning" } });
  });

  it("leaves to the full CLI anything it might read otherwise than commander", () => {
    for (const args of [
      [],
      ["index", "/photos"],
      ["search"],
      ["search", "--help", "x"],
      ["-h"],
      ["search", "-5", "degrees"],
      ["search", "x", "--"],
      ["search", "x", "--limit", "0"],
      ["search", "x", "--limit", "0", "--limit", "5"],
      ["search", "x", "--limit"],
      ["search", "x", "--json=yes"],
      ["--json", "search", "x"],
      ["--models", "/m", "search", "x"],
      ["search", "x", "--llm", "http://127.0.0.1:8080/v1"],
      ["--library", "search", "x"],
      ["--library"],
      ["status", "extra"],
      ["status", "--limit", "3"],
      ["learning", "export", "file.json"],
      ["help", "search"],
    ]) {
      expect(readFastArgs(args), args.join(" ")).toBeNull();
    }
  });
});
