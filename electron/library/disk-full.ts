/**
 * @file Tells a full disk apart from every other failure to write, whichever layer met it.
 *
 * Runs in the engine's process. Node reports a full disk as an error with code ENOSPC (EDQUOT
 * past a quota); LanceDB, written in Rust, wraps the same OS error in a LanceError whose only
 * trace is its message ("No space left on device (os error 28)"), and libvips puts it in its own
 * message too. A full disk is never a fault of the photo being read: the indexer stops on it
 * (`indexer.ts`) rather than record every file that follows as unreadable.
 */

const CODES = new Set(["ENOSPC", "EDQUOT"]);
/** What the OS says, in the messages of the layers that keep only the words (errno 28 is ENOSPC, 122 EDQUOT on Linux). */
const WORDS = /no space left on device|disk quota exceeded|\bENOSPC\b|\bEDQUOT\b|os error (28|122)\b/i;

export function isDiskFull(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && CODES.has(code)) return true;
  if (typeof message === "string" && WORDS.test(message)) return true;
  return cause !== undefined && cause !== error && isDiskFull(cause);
}
