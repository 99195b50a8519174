import { describe, expect, it } from "vitest";
import { folderCrumbs } from "./folder-crumbs";

describe("a folder's breadcrumb trail", () => {
  it("has a step per folder from the root, each opening its own path", () => {
    expect(folderCrumbs("/home/ana/Pictures")).toEqual([
      { label: "/", path: "/" },
      { label: "home", path: "/home" },
      { label: "ana", path: "/home/ana" },
      { label: "Pictures", path: "/home/ana/Pictures" },
    ]);
    expect(folderCrumbs("/")).toEqual([{ label: "/", path: "/" }]);
  });

  it("keeps a Windows drive or share as its first step", () => {
    expect(folderCrumbs("C:\\Users\\Ana\\Pictures").map((c) => c.path)).toEqual(["C:\\", "C:\\Users", "C:\\Users\\Ana", "C:\\Users\\Ana\\Pictures"]);
    expect(folderCrumbs("D:\\")).toEqual([{ label: "D:\\", path: "D:\\" }]);
    expect(folderCrumbs("\\\\nas\\photos\\2024").map((c) => c.path)).toEqual(["\\\\nas\\photos\\", "\\\\nas\\photos\\2024"]);
  });

  it("keeps names with spaces, dots and non-Latin letters whole", () => {
    expect(folderCrumbs("/media/ana/Canon EOS/.thumbs/東京").map((c) => c.label)).toEqual(["/", "media", "ana", "Canon EOS", ".thumbs", "東京"]);
  });
});
