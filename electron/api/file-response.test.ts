import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileIdOf, mtimeMsOf, type IndexedFile } from "../library/safe-open";
import { PHOTOS, tempDir } from "../testing/fixtures";
import { entityTag, fetchFileResponse, planFileResponse, type FileRequest, type FileValidators } from "./file-response";

const FILE: FileValidators = { size: 1000, mtimeMs: Date.UTC(2024, 7, 10, 12, 0, 0, 0) };
const LAST_MODIFIED = new Date(FILE.mtimeMs).toUTCString();

function asked(headers: Record<string, string> = {}, method = "GET"): FileRequest {
  return { method, header: (name) => headers[name] };
}

/**
 * What RFC 9110 says one `bytes=` range-spec of a file of `size` bytes selects, written out here
 * apart from the code under test: the inclusive range, "unsatisfiable", or "invalid".
 */
function expectedRange(spec: { first?: number; last?: number; suffix?: number }, size: number): { start: number; end: number } | "unsatisfiable" | "invalid" {
  if (spec.suffix !== undefined) return spec.suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - spec.suffix), end: size - 1 };
  const first = spec.first!;
  if (spec.last !== undefined && spec.last < first) return "invalid";
  if (first >= size) return "unsatisfiable";
  return { start: first, end: Math.min(spec.last ?? size - 1, size - 1) };
}

describe("answering a range of a file", () => {
  // A grid: file sizes × the three forms of a range × where in the file it falls.
  const sizes = [0, 1, 2, 10, 1000];
  const specs = (size: number) => {
    const points = [...new Set([0, 1, Math.floor(size / 2), size - 1, size, size + 5].filter((n) => n >= 0))];
    return [
      ...points.flatMap((first) => points.map((last) => ({ first, last }))),
      ...points.map((first) => ({ first })),
      ...points.map((suffix) => ({ suffix })),
    ];
  };
  const text = (spec: { first?: number; last?: number; suffix?: number }) =>
    spec.suffix !== undefined ? `bytes=-${spec.suffix}` : `bytes=${spec.first}-${spec.last ?? ""}`;
  const cases = sizes.flatMap((size) => specs(size).map((spec) => ({ size, spec })));

  it(`answers each of ${cases.length} single ranges as RFC 9110 says: 206 with those bytes, or 416 with the file's length`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
    for (const { size, spec } of cases) {
      const plan = planFileResponse(asked({ range: text(spec) }), { ...FILE, size });
      const expected = expectedRange(spec, size);
      const label = `${text(spec)} of ${size} bytes`;
      if (expected === "unsatisfiable" || expected === "invalid") {
        expect([label, plan.status, plan.headers["Content-Range"], plan.bytes]).toEqual([label, 416, `bytes */${size}`, undefined]);
      } else {
        expect([label, plan.status, plan.bytes]).toEqual([label, 206, expected]);
        expect(plan.headers["Content-Range"]).toBe(`bytes ${expected.start}-${expected.end}/${size}`);
        expect(plan.headers["Content-Length"]).toBe(String(expected.end - expected.start + 1));
      }
    }
  });

  it("sends the whole file for a Range it may ignore: malformed, another unit, or parts that do not merge", () => {
    for (const range of ["bytes", "bytes=", "bytes=a-b", "bytes=0-1x", "items=0-5", "bytes=0-1,5-6", "bytes=0-9,-10"]) {
      const plan = planFileResponse(asked({ range }), FILE);
      expect([range, plan.status, plan.bytes, plan.headers["Content-Length"]]).toEqual([range, 200, { start: 0, end: 999 }, "1000"]);
    }
  });

  it("merges parts that touch or overlap into one 206, and reads the unit in any case", () => {
    expect(planFileResponse(asked({ range: "bytes=0-4,5-9" }), FILE)).toMatchObject({ status: 206, bytes: { start: 0, end: 9 } });
    expect(planFileResponse(asked({ range: "bytes=10-20,15-30" }), FILE)).toMatchObject({ status: 206, bytes: { start: 10, end: 30 } });
    expect(planFileResponse(asked({ range: "Bytes=0-0" }), FILE)).toMatchObject({ status: 206, bytes: { start: 0, end: 0 } });
  });

  it("ranges only a GET: HEAD says the whole length and sends nothing", () => {
    const head = planFileResponse(asked({ range: "bytes=0-9" }, "HEAD"), FILE);
    expect([head.status, head.bytes, head.headers["Content-Length"], head.headers["Accept-Ranges"]]).toEqual([200, undefined, "1000", "bytes"]);
  });

  it("honours a Range under If-Range only while the file is the one named, by strong tag or exact date", () => {
    const tag = entityTag(FILE);
    const status = (ifRange: string) => planFileResponse(asked({ range: "bytes=0-9", "if-range": ifRange }), FILE).status;
    expect(status(tag)).toBe(206);
    expect(status(LAST_MODIFIED)).toBe(206);
    expect(status(`W/${tag}`)).toBe(200);
    expect(status('"another"')).toBe(200);
    expect(status(new Date(FILE.mtimeMs + 1000).toUTCString())).toBe(200);
    expect(status("not a date")).toBe(200);
  });
});

describe("answering a conditional request", () => {
  const tag = entityTag(FILE);
  const status = (headers: Record<string, string>, method = "GET") => planFileResponse(asked(headers, method), FILE).status;

  it("says 304 while the browser's copy is this file's, by tag (strong, weak, listed or *) or by date", () => {
    for (const inm of [tag, `W/${tag}`, `"x", ${tag}`, "*"]) expect([inm, status({ "if-none-match": inm })]).toEqual([inm, 304]);
    expect(status({ "if-modified-since": LAST_MODIFIED })).toBe(304);
    expect(status({ "if-modified-since": new Date(FILE.mtimeMs + 60_000).toUTCString() })).toBe(304);
    expect(status({ "if-none-match": tag }, "HEAD")).toBe(304);
  });

  it("sends the file when the copy is another, older, or the browser asks not to use it", () => {
    expect(status({ "if-none-match": '"another"' })).toBe(200);
    expect(status({ "if-modified-since": new Date(FILE.mtimeMs - 60_000).toUTCString() })).toBe(200);
    // If-None-Match decides when both are sent.
    expect(status({ "if-none-match": '"another"', "if-modified-since": LAST_MODIFIED })).toBe(200);
    expect(status({ "if-none-match": tag, "cache-control": "no-cache" })).toBe(200);
  });

  it("a 304 keeps the validators and caching headers, and says nothing of a body's type or length", () => {
    const plan = planFileResponse(asked({ "if-none-match": tag }), FILE, { "Content-Type": "video/mp4", "Cache-Control": "private, max-age=300" });
    expect(plan.headers).toMatchObject({ ETag: tag, "Last-Modified": LAST_MODIFIED, "Cache-Control": "private, max-age=300" });
    expect(plan.headers["Content-Type"]).toBeUndefined();
    expect(plan.headers["Content-Length"]).toBeUndefined();
    expect(plan.bytes).toBeUndefined();
  });
});

describe.skipIf(process.platform === "win32")("a real file's answer, as the app's photo:// protocol gives it", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  function indexedCopy(): { file: string; indexed: IndexedFile; bytes: Buffer } {
    const dir = tempDir("file-response");
    made.push(dir);
    const file = path.join(dir, "IMG_0001.jpg");
    fs.copyFileSync(path.join(PHOTOS, "IMG_0001.jpg"), file);
    const stat = fs.statSync(file, { bigint: true });
    return { file, indexed: { path: file, bytes: Number(stat.size), mtimeMs: mtimeMsOf(stat), fileId: fileIdOf(stat) }, bytes: fs.readFileSync(file) };
  }
  const get = (headers: Record<string, string> = {}, method = "GET") => new Request("photo://original/0123456789abcdef", { method, headers });

  it("sends the bytes a range names, and the whole file when none is asked", async () => {
    const { file, indexed, bytes } = indexedCopy();
    const served = { path: file, mime: "image/jpeg", indexed };
    const whole = await fetchFileResponse(get(), served);
    expect([whole.status, whole.headers.get("content-length"), whole.headers.get("accept-ranges")]).toEqual([200, String(bytes.length), "bytes"]);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    for (const [range, start, end] of [["bytes=0-99", 0, 99], ["bytes=1000-", 1000, bytes.length - 1], ["bytes=-500", bytes.length - 500, bytes.length - 1]] as const) {
      const part = await fetchFileResponse(get({ Range: range }), served);
      expect([range, part.status, part.headers.get("content-range")]).toEqual([range, 206, `bytes ${start}-${end}/${bytes.length}`]);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    const beyond = await fetchFileResponse(get({ Range: `bytes=${bytes.length}-` }), served);
    expect([beyond.status, beyond.headers.get("content-range"), (await beyond.arrayBuffer()).byteLength]).toEqual([416, `bytes */${bytes.length}`, 0]);
  });

  it("says 304 for the copy the browser has, from the tag it was given", async () => {
    const { file, indexed } = indexedCopy();
    const served = { path: file, mime: "image/jpeg", indexed };
    const first = await fetchFileResponse(get(), served);
    await first.arrayBuffer();
    const again = await fetchFileResponse(get({ "If-None-Match": first.headers.get("etag")! }), served);
    expect([again.status, again.body]).toEqual([304, null]);
  });

  it("gives no range, no 304 and no bytes of a photo swapped for a link to a file of its size and time", async () => {
    const { file, indexed, bytes } = indexedCopy();
    const served = { path: file, mime: "image/jpeg", indexed };
    const tag = (await fetchFileResponse(get({ Range: "bytes=0-0" }), served)).headers.get("etag")!;
    const elsewhere = tempDir("file-response-secret");
    made.push(elsewhere);
    const secret = path.join(elsewhere, "passwd");
    fs.writeFileSync(secret, "root:x:0:0:root:/root:/bin/bash\n".repeat(3000).slice(0, bytes.length));
    execFileSync("touch", ["-r", file, secret]);
    fs.rmSync(file);
    fs.symlinkSync(secret, file);
    for (const headers of [{}, { Range: "bytes=0-99" }, { "If-None-Match": tag }, { "If-Modified-Since": new Date().toUTCString() }] as Array<Record<string, string>>) {
      const answer = await fetchFileResponse(get(headers), served);
      const text = await answer.text();
      expect([JSON.stringify(headers), answer.status]).toEqual([JSON.stringify(headers), 409]);
      expect(text).not.toContain("root:");
    }
  });

  it("answers a photo that is gone with a 404", async () => {
    const { file, indexed } = indexedCopy();
    fs.rmSync(file);
    expect((await fetchFileResponse(get({ Range: "bytes=0-9" }), { path: file, mime: "image/jpeg", indexed })).status).toBe(404);
  });
});
