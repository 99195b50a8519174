/**
 * @file The contract's calls on a library that cannot be written (`library/read-only.ts`): reads
 * answer as ever and say the library is read-only; a change is refused before it starts, and a
 * write the file system refuses along the way is refused in the same words.
 *
 * Runs in the engine's process, around the handlers `service.ts` builds, only for such a library.
 */
import type { Method } from "./contract";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";
import { isReadOnlyError, READ_ONLY_HINT, READ_ONLY_NOTE } from "../library/read-only";

/** The calls that change the library, refused at once rather than partway through. */
const CHANGES: ReadonlySet<Method> = new Set<Method>([
  "addFolder", "removeFolder", "reindex", "feedback", "undoFeedback", "forgetSearches", "setPersonalize", "importLearning", "resetLearning",
  "addMemory", "removeMemory", "answerVisualSearchOffer", "setAnalysis", "splitCopy", "setFavourite", "createAlbum", "addToAlbum",
  "removeFromAlbum", "renameAlbum", "setAlbumOrder", "deleteAlbum", "setLlm", "namePerson", "mergePeople", "splitPerson",
]);

/** The error every refused change gets. */
export function readOnlyError(): RecollectError {
  return new RecollectError("library_read_only", READ_ONLY_NOTE, READ_ONLY_HINT);
}

/** Wraps every handler in place for a library that cannot be written. */
export function readOnlyHandlers(handlers: Handlers): void {
  const table = handlers as Record<Method, (input: unknown) => Promise<unknown>>;
  for (const method of Object.keys(handlers) as Method[]) {
    const handle = table[method];
    table[method] = async (input) => {
      if (CHANGES.has(method)) throw readOnlyError();
      // A click on a suggestion only teaches which suggestions are taken: not worth an error.
      if (method === "suggestionClicked") return { logged: false };
      try {
        const output = await handle(input);
        // Its answer could not be kept: asked, it would come back at every start, over every view.
        if (method === "visualSearchOffer") return { ...(output as object), ask: false };
        return method === "indexStatus" || method === "search" ? { ...(output as object), readOnly: true } : output;
      } catch (error) {
        throw isReadOnlyError(error) ? readOnlyError() : error;
      }
    };
  }
}
