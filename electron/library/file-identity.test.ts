import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { IndexProgress } from "../api/contract";
import { openService, type RecollectService } from "../api/service";
import { closeAndDelete, indexedLibrary, NO_MODELS, PHOTOS, tempDir } from "../testing/fixtures";
import { fileIdOf } from "./safe-open";

const made: string[] = [];
const opened: RecollectService[] = [];
afterEach(async () => {
  for (const service of opened.splice(0)) await closeAndDelete(service);
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder of two photos, and beside it a "secret" of the first one's size and (by `touch -r`) its time. */
function folderAndSecret(): { folder: string; photo: string; secret: string } {
  const [folder, elsewhere] = [tempDir("identity-photos"), tempDir("identity-elsewhere")];
  made.push(folder, elsewhere);
  const photo = path.join(folder, "IMG_0001.jpg");
  fs.copyFileSync(path.join(PHOTOS, "IMG_0001.jpg"), photo);
  fs.copyFileSync(path.join(PHOTOS, "IMG_0002.jpg"), path.join(folder, "IMG_0002.jpg"));
  const secret = path.join(elsewhere, "passwd");
  fs.writeFileSync(secret, "root:x:0:0:root:/root:/bin/bash\n".repeat(3000).slice(0, fs.statSync(photo).size));
  execFileSync("touch", ["-r", photo, secret]);
  return { folder, photo, secret };
}

/** Indexes the library's folders again; what the run counted, as last reported before it went idle. */
async function reindex(service: RecollectService): Promise<IndexProgress> {
  let last: IndexProgress | null = null;
  const stop = service.onIndexProgress((progress) => void (progress.state !== "idle" && (last = progress)));
  await service.handlers.reindex({});
  await service.idle();
  stop();
  return last!;
}

describe.skipIf(process.platform === "win32")("which file a photo is", () => {
  it("is recorded when indexing, and a re-scan notices the photo swapped for a link to a file of its size and time", async () => {
    const { folder, photo, secret } = folderAndSecret();
    const service = await indexedLibrary([folder]);
    opened.push(service);
    const [row] = await service.store.photosByPath([photo]);
    expect(row!.file_id).toBe(fileIdOf(fs.statSync(photo, { bigint: true })));

    fs.rmSync(photo);
    fs.symlinkSync(secret, photo);
    const progress = await reindex(service);
    // Read again, found no photo, and recorded so: the path no longer stands for the photo indexed.
    expect(progress).toMatchObject({ unchanged: 1, failed: 1 });
    expect(await service.store.photosByPath([photo])).toEqual([]);
    expect((await service.handlers.indexStatus({})).problems).toEqual([expect.objectContaining({ path: photo, reason: expect.stringMatching(/^Not an image/) })]);
  });

  it("in a library indexed before it was recorded, is recorded by the next scan, and a photo that is a link is read again", async () => {
    const { folder, photo } = folderAndSecret();
    fs.symlinkSync(photo, path.join(folder, "link.jpg"));
    const first = await indexedLibrary([folder]);
    const libraryDir = first.libraryDir;
    // What a library written before identities looks like: no such column.
    await first.store.photos.dropColumns(["file_id"]);
    await first.close();

    const service = await openService({ libraryDir, shell: "cli", analysis: { modelsDir: NO_MODELS } });
    opened.push(service);
    const rows = await service.store.photosByPath([photo, path.join(folder, "link.jpg")]);
    expect(rows.map((r) => r.file_id)).toEqual([null, null]);
    // Served meanwhile as any photo without an identity: a plain file, checked for its size and time.
    expect(await service.photoFile(rows[0]!.id, "original")).toMatchObject({ indexed: { fileId: null } });

    const progress = await reindex(service);
    expect(progress).toMatchObject({ unchanged: 2, indexed: 1 });
    const files = [photo, path.join(folder, "link.jpg"), path.join(folder, "IMG_0002.jpg")];
    const recorded = new Map((await service.store.photosByPath(files)).map((r) => [r.path, r.file_id]));
    // The link is recorded as the file it leads to.
    expect(files.map((file) => recorded.get(file))).toEqual(files.map((file) => fileIdOf(fs.statSync(file, { bigint: true }))));
  });
});
