/**
 * @file What happens around every call the contract answers: a read that finds the database damaged
 * says so plainly and leaves the repair to the next opening; a change to what only the user made is
 * copied out of the tables (`user-copy-service.ts`).
 *
 * Runs in the engine's process, wrapped once around the whole set of handlers as the library opens,
 * so that no handler has to remember either.
 */
import type { Method } from "../contract";
import type { Handlers } from "../dispatch";
import { RecollectError } from "../errors";
import { changesUserCopy, type UserCopyKeeper } from "../user-copy-service";
import { isStorageDamage } from "../../store/table-damage";

/** Wraps each handler in place; `damaged` is the error a damaged read becomes. */
export function wrapEveryCall(handlers: Handlers, damaged: () => RecollectError, userCopy: Pick<UserCopyKeeper, "save">): void {
  for (const method of Object.keys(handlers) as Method[]) {
    const handle = handlers[method] as (input: unknown) => Promise<unknown>;
    (handlers as Record<Method, (input: unknown) => Promise<unknown>>)[method] = async (input) => {
      let output: unknown;
      try {
        output = await handle(input);
      } catch (error) {
        throw !(error instanceof RecollectError) && isStorageDamage(error) ? damaged() : error;
      }
      // Written behind the answer: a click does not wait for every user table to be read and
      // synced. Writes queue in order, and closing waits for the last (`settled`).
      if (changesUserCopy(method, output)) void userCopy.save();
      return output;
    };
  }
}
