/**
 * @file The application menu: the platform's standard menus (edit, window, quit) with their
 * usual shortcuts, plus Add Folder… and the seven views, sent to the window as commands.
 *
 * Main process. The template is built from plain data so that it is tested without Electron.
 */
import type { MenuItemConstructorOptions } from "electron";
import type { AppCommand } from "../api/methods";

const VIEWS: Array<[AppCommand, string]> = [
  ["view:search", "Search"],
  ["view:library", "Library"],
  ["view:people", "People"],
  ["view:places", "Places"],
  ["view:events", "Events"],
  ["view:history", "History"],
  ["view:indexing", "Folders && Indexing"],
  ["view:settings", "Models && Settings"],
];

export function menuTemplate(platform: NodeJS.Platform, send: (command: AppCommand) => void, showLibraryFolder: () => void): MenuItemConstructorOptions[] {
  const mac = platform === "darwin";
  return [
    ...(mac ? [{ role: "appMenu" as const }] : []),
    {
      label: "&File",
      submenu: [
        { label: "Add Folder…", accelerator: "CmdOrCtrl+O", click: () => send("add-folder") },
        { label: "Show Library Data Folder", click: showLibraryFolder },
        { type: "separator" },
        mac ? { role: "close" } : { role: "quit" },
      ],
    },
    { role: "editMenu" },
    {
      label: "&View",
      submenu: [
        ...VIEWS.map(([command, label], i): MenuItemConstructorOptions => ({ label, accelerator: `CmdOrCtrl+${i + 1}`, click: () => send(command) })),
        { type: "separator" },
        { role: "resetZoom" },
        { role: "zoomIn" },
        { role: "zoomOut" },
        { type: "separator" },
        { role: "togglefullscreen" },
      ],
    },
    { role: "windowMenu" },
    { role: "help", submenu: [{ label: "Privacy: What Stays Local", click: () => send("view:settings") }] },
  ];
}
