/**
 * @file Hosts the inference worker in an Electron `utilityProcess`: see [Note: One worker, two
 * hosts] in `native/worker/client.ts`.
 *
 * Runs in the main process. A utility process is a real OS process: a native crash in ONNX
 * Runtime, libvips or Tesseract's WebAssembly ends it, not the app, and the client restarts
 * it. It is started at below-normal priority so photo analysis never takes the CPU from the UI.
 */
import os from "node:os";
import path from "node:path";
import { utilityProcess } from "electron";
import type { Spawn } from "../../native/worker/client";
import type { Request, Response } from "../../native/worker/protocol";

export function utilityProcessSpawner(bundleDir: string): Spawn {
  return () => {
    const child = utilityProcess.fork(path.join(bundleDir, "inference-worker.mjs"), [], { serviceName: "Recollect analysis", stdio: "inherit" });
    child.once("spawn", () => {
      // Lower priority for the whole process: the UI and the engine stay first in line for the CPU.
      if (child.pid) os.setPriority(child.pid, os.constants.priority.PRIORITY_BELOW_NORMAL);
    });
    let exited = false;
    return {
      post: (request: Request) => child.postMessage(request),
      onMessage: (listener: (response: Response) => void) => child.on("message", listener),
      onExit: (listener) =>
        child.once("exit", (code) => {
          if (exited) return;
          exited = true;
          listener(code);
        }),
      terminate: async () => {
        if (exited) return;
        await new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill();
        });
      },
    };
  };
}
