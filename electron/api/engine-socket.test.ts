import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectToEngine } from "./engine-client";
import { ENGINE_FILE, socketAddress, type EngineFile } from "./engine-link";
import type { RecollectService } from "./service";
import { indexedLibrary, PHOTOS, tempDir } from "../testing/fixtures";

/** One raw line to the socket and the first line back, for requests the client would never send. */
function exchange(address: string, line: string): Promise<{ reply: Record<string, unknown>; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    let buffered = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf("\n");
      if (end >= 0) resolve({ reply: JSON.parse(buffered.slice(0, end)) as Record<string, unknown>, closed });
    });
    socket.once("error", reject);
    socket.write(line);
  });
}

describe("the engine's socket, for CLI commands while the library is open", () => {
  let service: RecollectService;
  let engineFile: string;
  beforeAll(async () => {
    service = await indexedLibrary([PHOTOS], { answerOnSocket: true, shell: "browser" });
    engineFile = path.join(service.libraryDir, ENGINE_FILE);
  });
  afterAll(async () => {
    const library = service.libraryDir;
    await service.close();
    fs.rmSync(library, { recursive: true, force: true });
  });

  it("answers a search with what the engine itself answers, and finds photos by path", async () => {
    const client = await connectToEngine(service.libraryDir);
    expect(client).not.toBeNull();
    try {
      expect(client!.door).toBe("browser");
      const answer = await client!.call("search", { query: "photos from July 2024" });
      expect(answer.results.map((r) => r.name)).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
      const [id, none] = await client!.photoIds([path.join(PHOTOS, "IMG_0001.jpg"), path.join(PHOTOS, "no-such.jpg")]);
      expect(id).toBe(answer.results[0]!.id);
      expect(none).toBeNull();
      // Errors keep their code and hint across the socket.
      await expect(client!.call("photo", { id: "0000000000000000" })).rejects.toMatchObject({ code: "not_found" });
      await expect(client!.call("search", { query: 5 })).rejects.toMatchObject({ code: "invalid_input" });
    } finally {
      client!.close();
    }
  });

  it("is reachable by its user only: engine.json and the socket are private, and a wrong token is turned away", async () => {
    const engine = JSON.parse(fs.readFileSync(engineFile, "utf8")) as EngineFile;
    expect(engine).toMatchObject({ pid: process.pid, door: "browser", address: socketAddress(service.libraryDir) });
    if (process.platform !== "win32") {
      expect(fs.statSync(engineFile).mode & 0o777).toBe(0o600);
      expect(fs.statSync(engine.address).mode & 0o777).toBe(0o600);
    }
    const wrong = await exchange(engine.address, `${JSON.stringify({ token: "guessed", id: 1, method: "search", input: { query: "July 2024" } })}\n`);
    expect(wrong.reply).toMatchObject({ id: 1, ok: false, error: { code: "unauthorized" } });
    await wrong.closed;
    const garbled = await exchange(engine.address, "not json\n");
    expect(garbled.reply).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    await garbled.closed;
  });

  it("is not trusted when engine.json can be read by other users", async () => {
    if (process.platform === "win32") return;
    fs.chmodSync(engineFile, 0o644);
    try {
      await expect(connectToEngine(service.libraryDir)).rejects.toThrow(/is not private to you/);
    } finally {
      fs.chmodSync(engineFile, 0o600);
    }
  });

  it("does not follow an engine.json that is a link, nor look for one where a file is in the library's way", async () => {
    const library = tempDir("engine-link");
    try {
      if (process.platform !== "win32") {
        fs.symlinkSync(engineFile, path.join(library, ENGINE_FILE));
        await expect(connectToEngine(library)).rejects.toThrow(/cannot be read \(ELOOP\)/);
      }
      fs.writeFileSync(path.join(library, "not-a-folder"), "");
      expect(await connectToEngine(path.join(library, "not-a-folder"))).toBeNull();
    } finally {
      fs.rmSync(library, { recursive: true, force: true });
    }
  });

  it("is taken for gone when the engine that wrote engine.json no longer listens (killed)", async () => {
    const library = tempDir("engine-gone");
    try {
      fs.writeFileSync(path.join(library, ENGINE_FILE), JSON.stringify({ pid: 1, address: socketAddress(library), token: "x", door: "browser" }), { mode: 0o600 });
      expect(await connectToEngine(library)).toBeNull();
    } finally {
      fs.rmSync(library, { recursive: true, force: true });
    }
  });

  it("leaves nothing behind when the library closes", async () => {
    const other = await indexedLibrary([], { answerOnSocket: true });
    const address = socketAddress(other.libraryDir);
    expect(fs.existsSync(path.join(other.libraryDir, ENGINE_FILE))).toBe(true);
    await other.close();
    expect(fs.existsSync(path.join(other.libraryDir, ENGINE_FILE))).toBe(false);
    if (process.platform !== "win32") expect(fs.existsSync(address)).toBe(false);
    expect(await connectToEngine(other.libraryDir)).toBeNull();
    fs.rmSync(other.libraryDir, { recursive: true, force: true });
  });
});
