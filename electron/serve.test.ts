import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./serve";
import { PHOTOS, tempDir } from "./testing/fixtures";

/** A raw request, so tests can send what a browser would not (wrong Host, no token). */
function request(server: RunningServer, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  const url = new URL(server.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: url.port, method: options.method ?? "GET", path: options.path, headers: { Host: url.host, ...options.headers } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A request whose answer is kept as bytes (a photo's or a zip's). */
function requestBytes(server: RunningServer, options: { method?: string; path: string; headers?: Record<string, string> }) {
  const url = new URL(server.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: url.port, method: options.method ?? "GET", path: options.path, headers: { Host: url.host, ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Bytes as sent, for request lines no HTTP client would write; resolves to the whole response. */
function rawRequest(server: RunningServer, text: string) {
  const url = new URL(server.url);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(url.port), "127.0.0.1", () => socket.write(text));
    let response = "";
    socket.on("data", (chunk) => (response += chunk.toString()));
    socket.on("end", () => resolve(response));
    socket.on("error", reject);
  });
}

describe("recollect serve", () => {
  let server: RunningServer;
  let renderer: string;
  const api = (method: string, input: unknown, token = server.token) =>
    request(server, { method: "POST", path: `/api/${method}`, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify(input) });

  beforeAll(async () => {
    renderer = tempDir("renderer");
    fs.writeFileSync(path.join(renderer, "index.html"), "<!doctype html><title>Recollect</title>");
    server = await startServer({ libraryDir: tempDir("library"), port: 0, rendererDir: renderer });
    await api("addFolder", { path: PHOTOS });
    await server.service.idle();
  });
  afterAll(async () => {
    const library = server.service.libraryDir;
    await server.close();
    fs.rmSync(library, { recursive: true, force: true });
    fs.rmSync(renderer, { recursive: true, force: true });
  });

  it("listens on 127.0.0.1 only, with a token in the URL it prints", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{32}$/);
  });

  it("answers contract calls with the same envelope as IPC", async () => {
    const res = await api("search", { query: "photos from July 2024" });
    expect(res.status).toBe(200);
    const envelope = JSON.parse(res.body);
    expect(envelope.ok).toBe(true);
    expect(envelope.value.results.map((r: { name: string }) => r.name)).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
    expect(envelope.value.results[0].thumbnailUrl).toMatch(/^\/photos\/[0-9a-f]{16}\/thumbnail$/);
  });

  it("turns bad input into a 4xx with a typed error", async () => {
    const bad = await api("search", { query: 5 });
    expect([bad.status, JSON.parse(bad.body).error.code]).toEqual([400, "invalid_input"]);
    const unknown = await api("formatDisk", {});
    expect([unknown.status, JSON.parse(unknown.body).error.code]).toEqual([404, "unknown_method"]);
    const notJson = await request(server, { method: "POST", path: "/api/search", headers: { Authorization: `Bearer ${server.token}` }, body: "{oops" });
    expect([notJson.status, JSON.parse(notJson.body).error.code]).toEqual([400, "invalid_input"]);
    const missing = await api("addFolder", { path: "/no/such/folder" });
    expect([missing.status, JSON.parse(missing.body).error.code]).toEqual([422, "folder_not_found"]);
  });

  it("refuses calls without the token, with a wrong one, and from pages naming another host", async () => {
    expect((await api("search", { query: "x" }, "wrong")).status).toBe(401);
    expect((await request(server, { method: "POST", path: "/api/search", body: "{}" })).status).toBe(401);
    const rebound = await request(server, { path: "/", headers: { Host: "evil.example:80" } });
    expect(rebound.status).toBe(421);
  });

  it("serves thumbnails and originals only by id of an indexed photo, and only with the session cookie", async () => {
    const answer = JSON.parse((await api("search", { query: "July 2024" })).body).value;
    const thumb = answer.results[0].thumbnailUrl as string;
    expect((await request(server, { path: thumb })).status).toBe(401);

    const page = await request(server, { path: `/?token=${server.token}` });
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    const cookie = String(page.headers["set-cookie"]).split(";")[0]!;
    expect(String(page.headers["set-cookie"])).toMatch(/HttpOnly; SameSite=Strict/);

    const image = await request(server, { path: thumb, headers: { Cookie: cookie } });
    expect([image.status, image.headers["content-type"]]).toEqual([200, "image/webp"]);
    const original = await request(server, { path: thumb.replace("thumbnail", "original"), headers: { Cookie: cookie } });
    expect([original.status, original.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    expect((await request(server, { path: "/photos/0123456789abcdef/original", headers: { Cookie: cookie } })).status).toBe(404);
    expect((await request(server, { path: "/photos/..%2F..%2Fetc%2Fpasswd/original", headers: { Cookie: cookie } })).status).toBe(404);
  });

  it("lets a video seek: a range is a 206 of those bytes, a copy the browser has is a 304, a range past the end a 416", async () => {
    const folder = tempDir("video");
    const video = path.join(folder, "IMG_2002.mov");
    fs.copyFileSync(path.join(import.meta.dirname, "testing", "formats", "IMG_2002.mov"), video);
    try {
      await api("addFolder", { path: folder });
      await server.service.idle();
      const all = JSON.parse((await api("search", { query: "", limit: 100, showDuplicates: true })).body).value.results as Array<{ id: string; path: string }>;
      const id = all.find((r) => r.path === video)!.id;
      const cookie = String((await request(server, { path: `/?token=${server.token}` })).headers["set-cookie"]).split(";")[0]!;
      const get = (headers: Record<string, string> = {}, method = "GET") => requestBytes(server, { method, path: `/photos/${id}/original`, headers: { Cookie: cookie, ...headers } });
      const bytes = fs.readFileSync(video);

      const whole = await get();
      expect([whole.status, whole.headers["content-type"], whole.headers["accept-ranges"], whole.body.equals(bytes)]).toEqual([200, "video/quicktime", "bytes", true]);
      const part = await get({ Range: "bytes=100-1099" });
      expect([part.status, part.headers["content-range"], part.headers["content-length"]]).toEqual([206, `bytes 100-1099/${bytes.length}`, "1000"]);
      expect(part.body.equals(bytes.subarray(100, 1100))).toBe(true);
      const tail = await get({ Range: "bytes=-10" });
      expect(tail.body.equals(bytes.subarray(bytes.length - 10))).toBe(true);
      const beyond = await get({ Range: `bytes=${bytes.length}-` });
      expect([beyond.status, beyond.headers["content-range"], beyond.body.length]).toEqual([416, `bytes */${bytes.length}`, 0]);
      // Two parts apart are answered with the whole file (RFC 9110 lets a server ignore a Range).
      const several = await get({ Range: "bytes=0-9,100-109" });
      expect([several.status, several.body.length]).toEqual([200, bytes.length]);
      const head = await get({ Range: "bytes=0-9" }, "HEAD");
      expect([head.status, head.headers["content-length"], head.body.length]).toEqual([200, String(bytes.length), 0]);

      const again = await get({ "If-None-Match": String(whole.headers.etag) });
      expect([again.status, again.body.length, again.headers.etag]).toEqual([304, 0, whole.headers.etag]);
      expect((await get({ "If-Modified-Since": String(whole.headers["last-modified"]) })).status).toBe(304);
      // A range of a copy that is no longer the file: the whole file instead.
      expect((await get({ Range: "bytes=0-9", "If-Range": '"another"' })).status).toBe(200);
      expect((await get({ Range: "bytes=0-9", "If-Range": String(whole.headers.etag) })).status).toBe(206);
    } finally {
      await api("removeFolder", { path: folder });
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("sends several photos as one zip of their originals, as long as its Content-Length says, only with the session cookie", async () => {
    const all = JSON.parse((await api("search", { query: "", limit: 100 })).body).value.results as Array<{ id: string; name: string; path: string }>;
    const chosen = all.filter((r) => /^IMG_000[1-4]\.jpg$/.test(r.name));
    expect(chosen.length).toBeGreaterThanOrEqual(3);
    const prepared = await api("downloadZip", { ids: chosen.map((r) => r.id) });
    const answer = JSON.parse(prepared.body).value;
    expect(answer).toMatchObject({ name: `Recollect ${chosen.length} photos.zip`, photos: chosen.length, leftOut: [] });
    expect(answer.url).toMatch(/^\/downloads\/[\w-]{24}\/Recollect%20\d+%20photos\.zip$/);

    expect((await requestBytes(server, { path: answer.url })).status).toBe(401);
    const cookie = String((await request(server, { path: `/?token=${server.token}` })).headers["set-cookie"]).split(";")[0]!;
    const zip = await requestBytes(server, { path: answer.url, headers: { Cookie: cookie } });
    expect([zip.status, zip.headers["content-type"], zip.headers["content-disposition"]]).toEqual([200, "application/zip", `attachment; filename="Recollect ${chosen.length} photos.zip"`]);
    expect(Number(zip.headers["content-length"])).toBe(zip.body.length);
    const dir = tempDir("zip");
    try {
      fs.writeFileSync(path.join(dir, "photos.zip"), zip.body);
      expect(execFileSync("unzip", ["-t", path.join(dir, "photos.zip")]).toString()).toContain("No errors detected");
      execFileSync("unzip", ["-q", path.join(dir, "photos.zip"), "-d", path.join(dir, "out")]);
      expect(fs.readdirSync(path.join(dir, "out")).sort()).toEqual(chosen.map((r) => r.name).sort());
      for (const r of chosen) expect(fs.readFileSync(path.join(dir, "out", r.name)).equals(fs.readFileSync(r.path))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const unknown = await request(server, { path: `/downloads/${"x".repeat(24)}/photos.zip`, headers: { Cookie: cookie } });
    expect([unknown.status, unknown.body]).toEqual([410, "This download has expired. Select the photos and download them again."]);
  });

  it("never serves files outside the built UI", async () => {
    for (const p of ["/../package.json", "/%2e%2e/package.json", "/..%2f..%2fpackage.json"]) {
      expect((await request(server, { path: p })).status, p).toBe(404);
    }
  });

  it("streams indexing progress as server-sent events", async () => {
    const url = new URL(server.url);
    const first = await new Promise<string>((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port: url.port, path: `/api/events?token=${server.token}`, headers: { Host: url.host } }, (res) => {
        expect(res.headers["content-type"]).toBe("text/event-stream");
        res.once("data", (chunk: Buffer) => {
          resolve(chunk.toString());
          req.destroy();
        });
      });
      req.on("error", reject);
    });
    expect(JSON.parse(first.replace(/^data: /, ""))).toMatchObject({ state: "idle" });
  });

  it("refuses a port that is taken with a clear error, and leaves the first server running", async () => {
    const port = Number(new URL(server.url).port);
    const second = tempDir("library");
    try {
      await expect(startServer({ libraryDir: second, port, rendererDir: renderer })).rejects.toMatchObject({ code: "port_in_use", message: `Port ${port} is already in use.` });
      expect((await api("listFolders", {})).status).toBe(200);
    } finally {
      fs.rmSync(second, { recursive: true, force: true });
    }
  });

  it("answers malformed requests with a 4xx, never a 500 or a dropped connection", async () => {
    // Broken %-encoding, in a static path (no token needed) and in a method name.
    const page = await request(server, { path: "/%E0%A4%A" });
    expect(page.status).toBe(400);
    const method = await request(server, { method: "POST", path: "/api/%zz", headers: { Authorization: `Bearer ${server.token}` }, body: "{}" });
    expect([method.status, JSON.parse(method.body).error.code]).toEqual([400, "invalid_input"]);
    // A body over the limit: a JSON 413, not a reset connection.
    const huge = await api("search", { query: "x".repeat(17 << 20) });
    expect([huge.status, JSON.parse(huge.body).error.message]).toEqual([413, "The request body is larger than 16 MB."]);
    // Two Host headers: which one would be checked is ambiguous, so neither is.
    const url = new URL(server.url);
    const twice = await rawRequest(server, `GET / HTTP/1.1\r\nHost: ${url.host}\r\nHost: evil.example\r\n\r\n`);
    expect(twice).toMatch(/^HTTP\/1\.1 400/);
  });

  it("answers a request target that is no URL with a 400, and one naming another host as one with another Host header", async () => {
    const host = new URL(server.url).host;
    const statusOf = async (method: string, target: string) => {
      const response = await rawRequest(server, `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
    };
    const targets = ["http://[::1", "http://[::1]:x/", `http://127.0.0.1:99999/`, "http://", "*", "ftp://127.0.0.1/"];
    for (const method of ["GET", "POST"]) {
      expect(await Promise.all(targets.map((target) => statusOf(method, target)))).toEqual(targets.map(() => 400));
    }
    // A path that starts with two slashes is a path, not a host.
    expect(await statusOf("GET", "//[::1")).toBe(404);
    expect(await statusOf("GET", "//evil.example/")).toBe(404);
    // The whole URL, as a proxy is sent it: this server's own is served, another host's is refused.
    expect(await statusOf("GET", `http://${host}/`)).toBe(200);
    expect(await statusOf("POST", "http://evil.example/api/search")).toBe(421);
  });

  it("never serves a photo swapped for a link to another file as that photo", async () => {
    const folder = tempDir("swapped");
    try {
      fs.copyFileSync(path.join(PHOTOS, "IMG_0002.jpg"), path.join(folder, "swapped.jpg"));
      await api("addFolder", { path: folder });
      await server.service.idle();
      const all = JSON.parse((await api("search", { query: "", limit: 100, showDuplicates: true })).body).value.results as Array<{ id: string; path: string }>;
      const id = all.find((r) => r.path === path.join(folder, "swapped.jpg"))!.id;
      const cookie = String((await request(server, { path: `/?token=${server.token}` })).headers["set-cookie"]).split(";")[0]!;
      expect((await request(server, { path: `/photos/${id}/original`, headers: { Cookie: cookie } })).status).toBe(200);

      fs.rmSync(path.join(folder, "swapped.jpg"));
      fs.symlinkSync("/etc/passwd", path.join(folder, "swapped.jpg"));
      const swapped = await request(server, { path: `/photos/${id}/original`, headers: { Cookie: cookie } });
      expect(swapped.status).not.toBe(200);
      expect(swapped.body).not.toContain("root:");
    } finally {
      await api("removeFolder", { path: folder });
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it.skipIf(process.platform === "win32")("never serves a photo swapped for a link to a file of its very size and time (touch -r), as original or display", async () => {
    const [folder, elsewhere] = [tempDir("swapped-same"), tempDir("elsewhere")];
    try {
      // A JPEG (served as it is) and a TIFF (shown through a display copy made on first view);
      // beside each, outside the library, another file padded to its size and given its time.
      const jpeg = path.join(folder, "same.jpg");
      const tiff = path.join(folder, "same.tif");
      fs.copyFileSync(path.join(PHOTOS, "IMG_0002.jpg"), jpeg);
      await sharp(path.join(PHOTOS, "IMG_0003.jpg")).tiff().toFile(tiff);
      const secretText = path.join(elsewhere, "passwd");
      fs.writeFileSync(secretText, "root:x:0:0:root:/root:/bin/bash\n".repeat(3000).slice(0, fs.statSync(jpeg).size));
      const secretPicture = path.join(elsewhere, "secret.tif");
      const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ff0000" } }).tiff().toBuffer();
      fs.writeFileSync(secretPicture, Buffer.concat([picture, Buffer.alloc(fs.statSync(tiff).size - picture.length)]));
      execFileSync("touch", ["-r", jpeg, secretText]);
      execFileSync("touch", ["-r", tiff, secretPicture]);

      await api("addFolder", { path: folder });
      await server.service.idle();
      const all = JSON.parse((await api("search", { query: "", limit: 100, showDuplicates: true })).body).value.results as Array<{ id: string; path: string }>;
      const idOf = (file: string) => all.find((r) => r.path === file)!.id;
      const cookie = String((await request(server, { path: `/?token=${server.token}` })).headers["set-cookie"]).split(";")[0]!;
      const get = (id: string, variant: string) => request(server, { path: `/photos/${id}/${variant}`, headers: { Cookie: cookie } });

      for (const [file, secret] of [[jpeg, secretText], [tiff, secretPicture]] as const) {
        fs.rmSync(file);
        fs.symlinkSync(secret, file);
      }
      // Refused (409), or not found (404) once the watcher has seen the swap and dropped the photo.
      for (const variant of ["original", "display"]) {
        const text = await get(idOf(jpeg), variant);
        expect([variant, text.status]).toEqual([variant, expect.toBeOneOf([404, 409])]);
        expect(text.body).not.toContain("root:");
      }
      // No display copy is made from the other picture either.
      for (const variant of ["original", "display"]) expect([variant, (await get(idOf(tiff), variant)).status]).toEqual([variant, expect.toBeOneOf([404, 409])]);
    } finally {
      await api("removeFolder", { path: folder });
      fs.rmSync(folder, { recursive: true, force: true });
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
