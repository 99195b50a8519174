/**
 * @file Binds the contract to Electron IPC: one `invoke` channel for calls, one push channel for
 * indexing progress.
 *
 * Main process only. Every call is checked to come from our own UI's frame, then validated and
 * answered by `api/dispatch.ts`, exactly as over HTTP.
 */
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from "electron";
import { dispatch } from "../api/dispatch";
import { IPC_CALL, IPC_PROGRESS } from "../api/methods";
import type { RecollectService } from "../api/service";
import { APP_ORIGIN } from "./protocols";

export function bindIpc(service: RecollectService, windows: () => BrowserWindow[]): () => void {
  ipcMain.handle(IPC_CALL, async (event: IpcMainInvokeEvent, method: unknown, input: unknown) => {
    if (!isOurFrame(event)) {
      return { ok: false, error: { code: "unauthorized", message: "Calls are only accepted from Recollect's own window." } };
    }
    return dispatch(service.handlers, method, input);
  });
  const stop = service.onIndexProgress((progress) => {
    for (const window of windows()) if (!window.isDestroyed()) window.webContents.send(IPC_PROGRESS, progress);
  });
  return () => {
    ipcMain.removeHandler(IPC_CALL);
    stop();
  };
}

function isOurFrame(event: IpcMainInvokeEvent): boolean {
  const url = event.senderFrame?.url ?? "";
  return url.startsWith(`${APP_ORIGIN}/`);
}
