import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, dispatch, type Handlers } from "./dispatch";
import { folderPickerHandlers, type FolderPickerOptions } from "./folder-picker-service";

/** The picker's calls over the contract's own validation, as the page makes them. */
function picker(options: FolderPickerOptions, libraryFolders: string[] = []) {
  const handlers = folderPickerHandlers(options, async () => libraryFolders) as unknown as Handlers;
  return {
    list: (input: unknown) => call(handlers, "listSubfolders", input),
    error: async (method: string, input: unknown) => {
      const envelope = await dispatch(handlers, method, input);
      if (envelope.ok) throw new Error(`${method} accepted ${JSON.stringify(input)}`);
      return envelope.error;
    },
  };
}

describe("the folder picker's listing", () => {
  let home: string;
  beforeAll(() => {
    home = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-picker-home-"));
    for (const name of ["Pictures/2023 Lisbon", "Pictures/2024 Tahoe", "Documents", ".cache", ".local/share"]) fs.mkdirSync(path.join(home, name), { recursive: true });
    fs.writeFileSync(path.join(home, "Pictures", "cover.jpg"), "");
    fs.writeFileSync(path.join(home, "todo.txt"), "");
  });
  afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

  it("starts at the home folder, proposes Pictures, and leaves hidden folders out, counting them", async () => {
    const listing = await picker({ home }).list({});
    expect(listing).toMatchObject({ path: home, parent: path.dirname(home), home, pictures: path.join(home, "Pictures"), hiddenCount: 2, more: 0, media: 0, inLibrary: false });
    expect(listing.folders.map((f) => f.name)).toEqual(["Documents", "Pictures"]);
  });

  it("shows the hidden ones when asked", async () => {
    const listing = await picker({ home }).list({ showHidden: true });
    expect(listing.folders.map((f) => [f.name, f.hidden])).toEqual([[".cache", true], [".local", true], ["Documents", false], ["Pictures", false]]);
    expect(listing.hiddenCount).toBe(0);
  });

  it("walks into a folder, says how many photos lie directly in it, and which folders are in the library already", async () => {
    const pictures = path.join(home, "Pictures");
    const listing = await picker({ home }, [path.join(pictures, "2024 Tahoe")]).list({ path: pictures });
    expect(listing).toMatchObject({ path: pictures, parent: home, media: 1, inLibrary: false });
    expect(listing.folders.map((f) => [f.name, f.inLibrary])).toEqual([["2023 Lisbon", false], ["2024 Tahoe", true]]);
    const inside = await picker({ home }, [pictures]).list({ path: path.join(pictures, "2023 Lisbon") });
    expect(inside.inLibrary).toBe(true);
  });

  it("reads ~ as the home folder and tidies a typed path", async () => {
    const p = picker({ home });
    expect((await p.list({ path: "~" })).path).toBe(home);
    expect((await p.list({ path: "~/Pictures/" })).path).toBe(path.join(home, "Pictures"));
    expect((await p.list({ path: `${home}/Documents/../Pictures` })).path).toBe(path.join(home, "Pictures"));
  });

  it("has no folder above the top of the drive", async () => {
    const top = await picker({ home }).list({ path: path.parse(home).root });
    expect(top.parent).toBeNull();
    // The system's own folders are set apart there, as hidden ones are.
    if (process.platform === "linux") {
      expect(top.folders.map((f) => f.name)).not.toContain("proc");
      expect(top.folders.map((f) => f.name)).not.toContain("usr");
      expect(top.hiddenCount).toBeGreaterThan(0);
    }
  });

  it("proposes the Pictures folder the desktop app names, and none that is not there", async () => {
    expect((await picker({ home, picturesFolder: path.join(home, "Documents") }).list({})).pictures).toBe(path.join(home, "Documents"));
    expect((await picker({ home, picturesFolder: path.join(home, "Gone") }).list({})).pictures).toBeNull();
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-picker-bare-"));
    try {
      expect((await picker({ home: bare }).list({})).pictures).toBeNull();
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  describe("says what went wrong, and what to do", () => {
    it("for a folder that is not there", async () => {
      const missing = path.join(home, "Nope");
      expect(await picker({ home }).error("listSubfolders", { path: missing })).toEqual({
        code: "folder_not_found",
        message: `There is no folder at ${missing}.`,
        hint: "Check the path for typos, or that the drive is connected.",
      });
    });

    it("for a file", async () => {
      const file = path.join(home, "todo.txt");
      expect(await picker({ home }).error("listSubfolders", { path: file })).toEqual({ code: "not_a_folder", message: `${file} is a file, not a folder.`, hint: "Choose the folder that contains it." });
    });

    it("for a path that is not a full one", async () => {
      const wire = await picker({ home }).error("listSubfolders", { path: "Pictures" });
      expect(wire).toMatchObject({ code: "invalid_input", message: "“Pictures” is not a full path." });
      expect(wire.hint).toMatch(/Type the whole path, like .*Pictures, or start with ~ for your home folder\./);
    });

    it("for a link that leads back to itself", async () => {
      const loop = path.join(home, "loop");
      fs.symlinkSync(loop, loop);
      try {
        expect(await picker({ home }).error("listSubfolders", { path: loop })).toMatchObject({ code: "folder_not_found", message: `${loop} is a link that leads back to itself.` });
      } finally {
        fs.rmSync(loop);
      }
    });

    it.skipIf(process.platform !== "linux")("for where the system shows its live state", async () => {
      expect(await picker({ home }).error("listSubfolders", { path: "/proc/self" })).toMatchObject({ code: "unsupported", hint: "Choose the folder your photos are in." });
    });

    // Root reads every folder whatever its permissions: the refusal only happens to a person.
    it.skipIf(process.getuid?.() === 0 || process.platform === "win32")("for a folder the person may not open", async () => {
      const locked = path.join(home, "Locked");
      fs.mkdirSync(locked, { mode: 0o000 });
      try {
        expect(await picker({ home }).error("listSubfolders", { path: locked })).toEqual({ code: "folder_unreadable", message: `Recollect is not allowed to open ${locked}.`, hint: "Check the folder's permissions, or choose another." });
      } finally {
        fs.chmodSync(locked, 0o700);
        fs.rmSync(locked, { recursive: true });
      }
    });

    it("for input the contract refuses", async () => {
      for (const input of [{ path: "" }, { path: 7 }, { showHidden: "yes" }, { path: "/", extra: true }]) {
        expect((await picker({ home }).error("listSubfolders", input)).code, JSON.stringify(input)).toBe("invalid_input");
      }
    });
  });
});

describe("the desktop app's folder dialog", () => {
  it("opens at the Pictures folder and gives back the folder chosen, or null when cancelled", async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-dialog-home-"));
    try {
      fs.mkdirSync(path.join(home, "Pictures"));
      const opened: (string | null)[] = [];
      const handlers = folderPickerHandlers({ home, chooseFolder: async (at) => (opened.push(at), opened.length === 1 ? "/media/camera" : null) }, async () => []) as unknown as Handlers;
      expect(await call(handlers, "chooseFolder", {})).toEqual({ path: "/media/camera" });
      expect(await call(handlers, "chooseFolder", {})).toEqual({ path: null });
      expect(opened).toEqual([path.join(home, "Pictures"), path.join(home, "Pictures")]);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
