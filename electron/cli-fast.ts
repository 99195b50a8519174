/**
 * @file The CLI's fast path: a command that a running engine can answer is sent to it before the
 * CLI's bundle loads. Runs in the CLI's process, from `bin/recollect.cjs`, bundled alone into
 * `dist/app/cli-fast.cjs` (tens of kilobytes, no packages), because loading the full bundle and
 * commander costs a command that the engine answers far more than the answer does.
 *
 * [Note: The CLI's fast path]
 * It answers only what it can answer exactly as the full CLI would: `search`, `status`, `history`
 * and `learning [show]`, their options written plainly (`--json`, `--limit 5`, `--limit=5`,
 * `--errors`) and `--library` anywhere, as commander reads it. Anything else — another command or
 * option, `--help`, a value commander would refuse, no engine running, an `engine.json` that is
 * stale or not private to this user, an engine that refuses the token — is a miss: it returns null
 * having printed nothing and sent nothing the engine acted on, and the full CLI runs as if it had
 * never been tried (and says whatever there is to say). The library folder, the engine file's
 * checks and the token are the full CLI's own code (`resolveLibraryDir`, `connectToEngine`), and
 * the output is printed by the same functions (`cli-output.ts`), so a command reads the same byte
 * for byte whichever way it went.
 */
import { connectToEngine, type EngineClient } from "./api/engine-client";
import { RecollectError } from "./api/errors";
import { errorText, historyOutput, learningOutput, limitOf, ownSettingsNote, searchOutput, statusOutput, type Call } from "./cli-output";
import { resolveLibraryDir } from "./library/library-dir";

export type FastCommand =
  | { name: "search"; query: string; limit: number; json: boolean }
  | { name: "status"; errors: boolean; json: boolean }
  | { name: "history"; limit: number; json: boolean }
  | { name: "learning" };

export interface FastAsk {
  /** `--library`'s value, when given. */
  library?: string;
  command: FastCommand;
}

/** The options each command takes, as in `cli.ts`: flags, and `--limit`, whose every value commander checks as it reads it. */
const OPTIONS: Record<FastCommand["name"], Record<string, "flag" | "limit">> = {
  search: { "--json": "flag", "--limit": "limit" },
  status: { "--json": "flag", "--errors": "flag" },
  history: { "--json": "flag", "--limit": "limit" },
  learning: {},
};

/** The command line's arguments (after `recollect`) as a command the fast path answers; null when it is not plainly one. */
export function readFastArgs(args: readonly string[]): FastAsk | null {
  let library: string | undefined;
  let name: FastCommand["name"] | undefined;
  const operands: string[] = [];
  const given = new Map<string, number | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [option, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    // A value that looks like an option is one commander may read otherwise: leave it to commander.
    const value = () => (inline !== undefined ? inline : args[i + 1] === undefined || args[i + 1]!.startsWith("-") ? null : args[++i]!);
    if (option === "--library") {
      const dir = value();
      if (dir === null) return null;
      library = dir;
    } else if (arg.startsWith("-")) {
      const kind = name && OPTIONS[name][option];
      if (!kind || (kind === "flag" && inline !== undefined)) return null;
      const read = kind === "limit" ? value() : true;
      const taken = read === true ? read : read === null ? null : limitOf(read);
      if (taken === null) return null;
      given.set(option, taken);
    } else if (name === undefined) {
      if (!Object.hasOwn(OPTIONS, arg)) return null;
      name = arg as FastCommand["name"];
    } else {
      operands.push(arg);
    }
  }
  const json = given.has("--json");
  const limit = (fallback: number) => (given.get("--limit") as number | undefined) ?? fallback;
  const ask = (command: FastCommand | null): FastAsk | null => (command ? { library, command } : null);
  switch (name) {
    case "search":
      return ask(operands.length > 0 ? { name, query: operands.join(" "), limit: limit(50), json } : null);
    case "status":
      return ask(operands.length === 0 ? { name, errors: given.has("--errors"), json } : null);
    case "history":
      return ask(operands.length === 0 ? { name, limit: limit(20), json } : null);
    case "learning":
      return ask(operands.length === 0 || (operands.length === 1 && operands[0] === "show") ? { name } : null);
    default:
      return null;
  }
}

/**
 * Answers the command in `args` through the engine that has its library open, printing what the
 * full CLI would print; resolves to the exit code, or to null — having printed nothing — when the
 * full CLI must run instead (see the note above).
 */
export async function answerThroughEngine(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number | null> {
  let ask: FastAsk | null;
  let client: EngineClient | null;
  try {
    ask = readFastArgs(args);
    client = ask && (await connectToEngine(resolveLibraryDir(ask.library, env)));
  } catch {
    // engine.json is not private to this user, or no home folder to find the library in: the full CLI says so.
    return null;
  }
  if (!ask || !client) return null;
  let replied = false;
  const call: Call = async (method, input) => {
    try {
      return await client.call(method, input);
    } catch (error) {
      // Refused before anything was done: the full CLI tries again, and explains.
      if (!replied && error instanceof RecollectError && error.code === "unauthorized") throw new Miss();
      throw error;
    } finally {
      replied = true;
    }
  };
  try {
    const output = await outputOf(ask.command, call);
    if (env.RECOLLECT_LLM_URL) process.stderr.write(ownSettingsNote(client.door));
    process.stdout.write(output);
    return 0;
  } catch (error) {
    if (error instanceof Miss) return null;
    if (env.RECOLLECT_LLM_URL) process.stderr.write(ownSettingsNote(client.door));
    process.stderr.write(errorText(error));
    return 1;
  } finally {
    client.close();
  }
}

/** The engine turned the command away before acting on it: the full CLI runs it instead. */
class Miss extends Error {}

function outputOf(command: FastCommand, call: Call): Promise<string> {
  switch (command.name) {
    case "search":
      return searchOutput(call, command);
    case "status":
      return statusOutput(call, command);
    case "history":
      return historyOutput(call, command);
    case "learning":
      return learningOutput(call);
  }
}
