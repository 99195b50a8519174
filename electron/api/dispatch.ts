/**
 * @file Validates and runs one contract call; shared by IPC, HTTP and direct callers.
 *
 * Input comes from an untrusted renderer or a user's command line, so it is parsed with the
 * contract's schema before the engine sees it; the answer is an envelope, never a throw.
 */
import { z } from "zod";
import { contract, type Envelope, type Method, type Output, type ParsedInput } from "./contract";
import { RecollectError, toWireError } from "./errors";

/** What the engine implements: one async function per call, taking already-validated input. */
export type Handlers = { [M in Method]: (input: ParsedInput<M>) => Promise<Output<M>> };

export function isMethod(name: unknown): name is Method {
  return typeof name === "string" && Object.hasOwn(contract, name);
}

export async function dispatch(handlers: Handlers, method: unknown, rawInput: unknown): Promise<Envelope<unknown>> {
  try {
    if (!isMethod(method)) {
      throw new RecollectError("unknown_method", `There is no call named ${JSON.stringify(method)}.`);
    }
    const spec = contract[method];
    const parsed = spec.input.safeParse(rawInput ?? {});
    if (!parsed.success) {
      throw new RecollectError("invalid_input", `${method}: ${z.prettifyError(parsed.error)}`);
    }
    const handler = handlers[method] as (input: unknown) => Promise<unknown>;
    return { ok: true, value: await handler(parsed.data) };
  } catch (error) {
    return { ok: false, error: toWireError(error) };
  }
}

/** For in-process callers (CLI, tests): the same validation, with errors thrown back as RecollectError. */
export async function call<M extends Method>(handlers: Handlers, method: M, input: unknown): Promise<Output<M>> {
  const envelope = await dispatch(handlers, method, input);
  if (envelope.ok) return envelope.value as Output<M>;
  throw new RecollectError(envelope.error.code, envelope.error.message, envelope.error.hint);
}
