/**
 * @file The Electron main process: window, protocols and IPC around the engine.
 *
 * The only place (with `preload.ts`) that imports Electron. The engine runs here in-process, as
 * it does under the CLI; everything this file adds is the desktop shell. Security choices follow
 * Electron's checklist: the renderer is sandboxed and isolated, loaded from our own `app://`
 * scheme, may not navigate or open windows, and reaches photos only by id through `photo://`.
 */
import path from "node:path";
import { app, BrowserWindow, clipboard, ClipboardItem, dialog, Menu, nativeImage, screen, session, shell, type Tray } from "electron";
import type { AppCommand } from "../api/methods";
import { IPC_COMMAND } from "../api/methods";
import { openService, type RecollectService } from "../api/service";
import { utilityProcessSpawner } from "./inference-process";
import { bindIpc } from "./ipc";
import { menuTemplate } from "./menu";
import { APP_ORIGIN, registerProtocols, registerSchemes } from "./protocols";
import { createTray } from "./tray";
import { DEFAULT_SIZE, fitOnScreen, MIN_SIZE, readWindowState, writeWindowState } from "./window-state";

const HERE = import.meta.dirname;
const RENDERER_DIR = path.join(HERE, "..", "renderer");
const PRELOAD = path.join(HERE, "preload.cjs");

registerSchemes();
// Every renderer sandboxed, whatever a window's own options say.
app.enableSandbox();

let service: RecollectService | null = null;
let mainWindow: BrowserWindow | null = null;
let tray: Tray | null = null;
const windowStateFile = () => path.join(app.getPath("userData"), "window-state.json");

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on("second-instance", () => showWindow());
  app.on("web-contents-created", (_event, contents) => {
    contents.on("will-navigate", (event, url) => {
      if (!url.startsWith(`${APP_ORIGIN}/`)) event.preventDefault();
    });
    contents.setWindowOpenHandler(() => ({ action: "deny" }));
    contents.on("will-attach-webview", (event) => event.preventDefault());
  });
  app.whenReady().then(start, (error: unknown) => {
    dialog.showErrorBox("Recollect could not start", String(error));
    app.quit();
  });
  // With its window closed Recollect keeps running in the tray, so indexing and analysis finish;
  // "Quit Recollect" (tray or menu) ends it.
  app.on("window-all-closed", () => {
    if (!tray) app.quit();
  });
  app.on("activate", () => showWindow());
  app.on("will-quit", () => void service?.close());
}

async function start(): Promise<void> {
  // Nothing the renderer could ask for (camera, notifications, geolocation…) is needed.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  service = await openService({
    libraryDir: process.env.RECOLLECT_LIBRARY || path.join(app.getPath("userData"), "library"),
    shell: "electron",
    version: app.getVersion(),
    indexOnOpen: true,
    loadIndexOnOpen: true,
    answerOnSocket: true,
    watch: true,
    urls: { thumbnail: (id) => `photo://thumbnail/${id}`, display: (id) => `photo://display/${id}`, original: (id) => `photo://original/${id}` },
    analysis: { enabled: true, modelsDir: process.env.RECOLLECT_MODELS || path.join(app.getPath("userData"), "models"), spawn: utilityProcessSpawner(HERE) },
    showInFolder: (file) => shell.showItemInFolder(file),
    openPath: (file) => shell.openPath(file),
    // Electron 45's clipboard is the W3C-shaped one (writeImage is gone): a PNG blob, written atomically.
    copyImage: (png) => clipboard.write([new ClipboardItem({ "image/png": new Blob([png], { type: "image/png" }) })]),
    // The renderer cancelled its own drag and asked for this one while the button is still down.
    startDrag: (files, icon) => mainWindow?.webContents.startDrag({ file: files[0]!, files, icon: nativeImage.createFromBuffer(icon) }),
    picturesFolder: app.getPath("pictures"),
    chooseFolder: async (defaultPath) => {
      const options = { title: "Add a folder of photos", defaultPath: defaultPath ?? undefined, properties: ["openDirectory" as const] };
      const picked = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
      return picked.canceled ? null : (picked.filePaths[0] ?? null);
    },
  });
  registerProtocols(service, RENDERER_DIR);
  bindIpc(service, () => BrowserWindow.getAllWindows());
  const libraryDir = service.libraryDir;
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform, send, () => void shell.openPath(libraryDir))));
  tray = createTray(service, HERE, { open: showWindow, quit: () => app.quit() });
  mainWindow = createWindow();
}

/** A menu or tray command, for the window to carry out (opening it first if it was closed). */
function send(command: AppCommand): void {
  const window = showWindow();
  if (window.webContents.isLoading()) window.webContents.once("did-finish-load", () => window.webContents.send(IPC_COMMAND, command));
  else window.webContents.send(IPC_COMMAND, command);
}

function showWindow(): BrowserWindow {
  if (!mainWindow) mainWindow = createWindow();
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
  return mainWindow;
}

function createWindow(): BrowserWindow {
  const saved = readWindowState(windowStateFile());
  const bounds = saved ? fitOnScreen(saved.bounds, screen.getAllDisplays().map((d) => d.workArea)) : null;
  const window = new BrowserWindow({
    ...(bounds ?? DEFAULT_SIZE),
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: "Recollect",
    show: false,
    backgroundColor: "#111318",
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  window.once("ready-to-show", () => {
    if (saved?.maximized) window.maximize();
    window.show();
  });
  // The size and place to come back to: the normal bounds, even when closed maximized.
  window.on("close", () => {
    try {
      writeWindowState(windowStateFile(), { bounds: window.getNormalBounds(), maximized: window.isMaximized() });
    } catch {
      // A read-only profile folder costs only the window's place next time.
    }
  });
  window.on("closed", () => {
    if (mainWindow === window) mainWindow = null;
  });
  void window.loadURL(`${APP_ORIGIN}/index.html`);
  return window;
}
