/**
 * @file The Electron main process: window, protocols and IPC around the engine.
 *
 * The only place (with `preload.ts`) that imports Electron. The engine runs here in-process, as
 * it does under the CLI; everything this file adds is the desktop shell. Security choices follow
 * Electron's checklist: the renderer is sandboxed and isolated, loaded from our own `app://`
 * scheme, may not navigate or open windows, and reaches photos only by id through `photo://`.
 */
import path from "node:path";
import { app, BrowserWindow, dialog, session } from "electron";
import { openService, type RecollectService } from "../api/service";
import { utilityProcessSpawner } from "./inference-process";
import { bindIpc } from "./ipc";
import { APP_ORIGIN, registerProtocols, registerSchemes } from "./protocols";

const HERE = import.meta.dirname;
const RENDERER_DIR = path.join(HERE, "..", "renderer");
const PRELOAD = path.join(HERE, "preload.cjs");

registerSchemes();

let service: RecollectService | null = null;
let mainWindow: BrowserWindow | null = null;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on("second-instance", () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
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
  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });
  app.on("activate", () => {
    if (BrowserWindow.getAllWindows().length === 0 && service) mainWindow = createWindow();
  });
  app.on("will-quit", () => void service?.close());
}

async function start(): Promise<void> {
  // Nothing the renderer could ask for (camera, notifications, geolocation…) is needed.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  service = await openService({
    libraryDir: process.env.RECOLLECT_LIBRARY || path.join(app.getPath("userData"), "library"),
    shell: "electron",
    version: app.getVersion(),
    indexOnOpen: true,
    watch: true,
    urls: { thumbnail: (id) => `photo://thumbnail/${id}`, display: (id) => `photo://display/${id}`, original: (id) => `photo://original/${id}` },
    analysis: { enabled: true, modelsDir: process.env.RECOLLECT_MODELS || path.join(app.getPath("userData"), "models"), spawn: utilityProcessSpawner(HERE) },
    chooseFolder: async () => {
      const options = { title: "Add a folder of photos", properties: ["openDirectory" as const] };
      const picked = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
      return picked.canceled ? null : (picked.filePaths[0] ?? null);
    },
  });
  registerProtocols(service, RENDERER_DIR);
  bindIpc(service, () => BrowserWindow.getAllWindows());
  mainWindow = createWindow();
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1200,
    height: 820,
    minWidth: 900,
    minHeight: 600,
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
  window.once("ready-to-show", () => window.show());
  window.on("closed", () => {
    if (mainWindow === window) mainWindow = null;
  });
  void window.loadURL(`${APP_ORIGIN}/index.html`);
  return window;
}
