/**
 * @file Waiting in tests for what settles on its own (watcher events, indexing after them).
 *
 * Test-only.
 */

/** Runs `check` until it passes, polling every 100 ms; past `timeoutMs` its last failure is thrown. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
