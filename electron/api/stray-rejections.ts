/**
 * @file Keeps an engine that stays open (the app, `serve`, an answering CLI engine) running when a
 * promise that nobody awaited fails.
 *
 * Runs in the engine's process. Node ends a process on an unhandled rejection; for a one-shot
 * command that is an honest crash, but for an engine a person left open it would be every view
 * going blank for a failed background read. A call that fails still answers its caller with the
 * error (`dispatch.ts`); what reaches this handler had no caller left to tell, so it is logged and
 * the engine goes on.
 */

let holders = 0;

function onRejection(reason: unknown): void {
  const text = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
  process.stderr.write(`recollect: a background task failed and was set aside: ${text}\n`);
}

/**
 * Logs rejections nobody handled instead of ending the process, until the returned function is
 * called. Engines open at once share one process handler; the last one closed removes it.
 */
export function keepRunningOnStrayRejections(): () => void {
  if (holders++ === 0) process.on("unhandledRejection", onRejection);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) process.off("unhandledRejection", onRejection);
  };
}
