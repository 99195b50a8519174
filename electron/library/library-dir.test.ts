import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveLibraryDir, userDataDir } from "./library-dir";

describe("where the library lives", () => {
  it("matches Electron's user-data folder on each platform", () => {
    const home = os.homedir();
    expect(userDataDir({}, "linux")).toBe(path.join(home, ".config", "Recollect"));
    expect(userDataDir({ XDG_CONFIG_HOME: "/xdg" }, "linux")).toBe(path.join("/xdg", "Recollect"));
    expect(userDataDir({}, "darwin")).toBe(path.join(home, "Library", "Application Support", "Recollect"));
    expect(userDataDir({ APPDATA: "C:\\Users\\me\\AppData\\Roaming" }, "win32")).toBe(path.join("C:\\Users\\me\\AppData\\Roaming", "Recollect"));
  });

  it("lets --library beat RECOLLECT_LIBRARY beat the default", () => {
    expect(resolveLibraryDir("/flag", { RECOLLECT_LIBRARY: "/env" })).toBe("/flag");
    expect(resolveLibraryDir(undefined, { RECOLLECT_LIBRARY: "/env" })).toBe("/env");
    expect(resolveLibraryDir(undefined, { XDG_CONFIG_HOME: "/xdg" })).toBe(path.join(userDataDir({ XDG_CONFIG_HOME: "/xdg" }), "library"));
  });
});
