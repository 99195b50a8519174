/**
 * @file The preload: builds `window.recollect` (the contract's bridge) for the sandboxed
 * renderer.
 *
 * Runs in the renderer's isolated world with only Electron's sandboxed APIs; it is bundled on its
 * own and carries nothing but the call names. Answers cross as envelopes so typed errors survive
 * the bridge (thrown errors would lose their code).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from "electron";
import { IPC_CALL, IPC_COMMAND, IPC_PROGRESS, METHODS } from "../api/methods";

const bridge: Record<string, unknown> = Object.fromEntries(
  METHODS.map((method) => [method, (input?: unknown) => ipcRenderer.invoke(IPC_CALL, method, input ?? {})]),
);

bridge.onIndexProgress = (listener: (progress: unknown) => void) => {
  const forward = (_event: IpcRendererEvent, progress: unknown) => listener(progress);
  ipcRenderer.on(IPC_PROGRESS, forward);
  return () => ipcRenderer.removeListener(IPC_PROGRESS, forward);
};

bridge.onCommand = (listener: (command: unknown) => void) => {
  const forward = (_event: IpcRendererEvent, command: unknown) => listener(command);
  ipcRenderer.on(IPC_COMMAND, forward);
  return () => ipcRenderer.removeListener(IPC_COMMAND, forward);
};

contextBridge.exposeInMainWorld("recollect", bridge);
