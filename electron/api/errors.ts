/**
 * @file The one error type the engine throws at users, and its translation to the wire.
 *
 * Runs wherever the engine runs (Electron main, CLI, serve, tests). Anything else that escapes
 * a call is reported as "internal" with its message, never as a crash of the transport.
 */
import type { ErrorCode, WireError } from "./contract";

export class RecollectError extends Error {
  readonly code: ErrorCode;
  readonly hint?: string;

  constructor(code: ErrorCode, message: string, hint?: string) {
    super(message);
    this.name = "RecollectError";
    this.code = code;
    this.hint = hint;
  }

  toWire(): WireError {
    return this.hint === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, hint: this.hint };
  }
}

export function toWireError(error: unknown): WireError {
  if (error instanceof RecollectError) return error.toWire();
  const message = error instanceof Error ? error.message : String(error);
  return { code: "internal", message, hint: "This is a bug in Recollect; please report it." };
}
