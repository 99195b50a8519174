/**
 * @file The one service object components use: the contract's calls, returning values and
 * throwing `ClientError` with the engine's code, message and hint.
 */
import type { IndexProgress, Input, Method, Output, RecollectBridge, WireError } from "../../electron/api/contract";
import type { AppCommand } from "../../electron/api/methods";
import { createHttpBridge } from "./transport/http-bridge";

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a plain browser. */
    recollect?: RecollectBridge;
  }
}

export class ClientError extends Error {
  constructor(readonly wire: WireError) {
    super(wire.message);
    this.name = "ClientError";
  }
}

export type Client = {
  [M in Method]: (input?: Input<M>) => Promise<Output<M>>;
} & { onIndexProgress(listener: (progress: IndexProgress) => void): () => void; onCommand(listener: (command: AppCommand) => void): () => void };

export function createClient(bridge: RecollectBridge = window.recollect ?? createHttpBridge()): Client {
  return new Proxy({} as Client, {
    get(_target, name) {
      if (name === "onIndexProgress") return bridge.onIndexProgress.bind(bridge);
      if (name === "onCommand") return bridge.onCommand.bind(bridge);
      if (typeof name !== "string") return undefined;
      return async (input?: unknown) => {
        const call = bridge[name as Method] as (input?: unknown) => Promise<{ ok: boolean; value?: unknown; error?: WireError }>;
        const envelope = await call(input);
        if (!envelope.ok) throw new ClientError(envelope.error!);
        return envelope.value;
      };
    },
  });
}

export function errorText(error: unknown): string {
  if (error instanceof ClientError) return error.wire.hint ? `${error.wire.message} ${error.wire.hint}` : error.wire.message;
  return error instanceof Error ? error.message : String(error);
}
