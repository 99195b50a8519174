import { describe, expect, it } from "vitest";
import type { MenuItemConstructorOptions } from "electron";
import { menuTemplate } from "./menu";
import { APP_COMMANDS } from "../api/methods";

const items = (menu: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  menu.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);

describe("the application menu", () => {
  it("has the platform's standard menus and shortcuts", () => {
    const mac = items(menuTemplate("darwin", () => undefined, () => undefined));
    expect(mac.map((i) => i.role).filter(Boolean)).toEqual(expect.arrayContaining(["appMenu", "editMenu", "windowMenu", "close", "togglefullscreen"]));
    const linux = items(menuTemplate("linux", () => undefined, () => undefined));
    expect(linux.map((i) => i.role)).toContain("quit");
    expect(linux.map((i) => i.role)).not.toContain("appMenu");
  });

  it("reaches every view and Add Folder… by a shortcut, each sending one command the window knows", () => {
    const sent: string[] = [];
    const all = items(menuTemplate("linux", (c) => sent.push(c), () => undefined));
    const shortcuts = all.filter((i) => i.accelerator).map((i) => i.accelerator);
    expect(shortcuts).toEqual(["CmdOrCtrl+O", ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `CmdOrCtrl+${n}`)]);
    expect(new Set(shortcuts).size).toBe(shortcuts.length);
    for (const item of all) if (item.click && item.label !== "Show Library Data Folder") (item.click as () => void)();
    expect(new Set(sent)).toEqual(new Set(APP_COMMANDS));
  });
});
