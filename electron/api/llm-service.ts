/**
 * @file The optional LLM that helps read queries: on or off, and where it is. Off by default; the
 * user turns it on with a local OpenAI-compatible endpoint (llama.cpp's server, Ollama, LM Studio),
 * kept in the library's settings, or for one run with `--llm`.
 *
 * Runs in the engine's process. Queries — never photos — go only to a server on this computer or
 * the user's own network: a public address is refused, so the privacy statement stays true.
 */
import { isIP } from "node:net";
import type { LlmStatus } from "./contract";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";
import { llmEndpoint, type LlmRefiner } from "../search/llm-refine";
import type { LibrarySettings } from "../library/settings-file";

export interface LlmService {
  /** The refiner queries use now, or null. */
  current(): LlmRefiner | null;
  handlers: Pick<Handlers, "llmStatus" | "setLlm">;
}

export function openLlm(settings: LibrarySettings, fromCommandLine: LlmRefiner | null): LlmService {
  const saved = settings.get("llmEndpoint");
  let refiner: LlmRefiner | null = fromCommandLine ?? (saved ? llmEndpoint({ url: saved }) : null);
  let reachable: boolean | null = null;
  const status = (): LlmStatus => ({
    endpoint: fromCommandLine ? (fromCommandLine.endpoint ?? null) : (refiner?.endpoint ?? null),
    source: fromCommandLine ? "command-line" : refiner ? "setting" : null,
    reachable: refiner ? reachable : null,
  });

  return {
    current: () => refiner,
    handlers: {
      async llmStatus() {
        return status();
      },
      async setLlm({ endpoint }) {
        const url = endpoint === null ? null : localEndpoint(endpoint);
        await settings.set({ llmEndpoint: url });
        if (!fromCommandLine) refiner = url ? llmEndpoint({ url }) : null;
        reachable = url ? await answers(url) : null;
        return status();
      },
    },
  };
}

/** The endpoint, tidied, if it is on this computer or a private network; else a clear refusal. */
export function localEndpoint(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RecollectError("invalid_input", `“${text}” is not a web address.`, "Give the server's base URL, e.g. http://127.0.0.1:8080/v1.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new RecollectError("invalid_input", `${url.protocol} is not a web address.`, "Give an http:// address, e.g. http://127.0.0.1:8080/v1.");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isLinkLocal(host)) {
    // 169.254.169.254 is where cloud machines hand out their credentials to whoever asks.
    throw new RecollectError("invalid_input", `${host} is a link-local address, where cloud machines answer with their own metadata, not a language model.`, "Give the address of the machine that runs your model, e.g. http://127.0.0.1:8080/v1 or http://192.168.1.20:8080/v1.");
  }
  if (!isLocalHost(host)) {
    throw new RecollectError("invalid_input", `${host} is not on this computer or your own network.`, "Recollect sends your queries only to a language model you run yourself, e.g. http://127.0.0.1:8080/v1.");
  }
  return url.href.replace(/\/$/, "");
}

function isLocalHost(host: string): boolean {
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) return true;
  if (isIP(host) === 4) {
    const [a, b] = host.split(".").map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (isIP(host) === 6) return host === "::1" || /^f[cd]/i.test(host);
  return false;
}

/** 169.254.0.0/16 (also IPv4-mapped), fe80::/10, and AWS's IPv6 metadata address fd00:ec2::254. */
function isLinkLocal(host: string): boolean {
  if (isIP(host) === 4) return host.startsWith("169.254.");
  if (isIP(host) === 6) return /^fe[89ab]/i.test(host) || /^fd00:ec2:(0*:)*:?0*254$/i.test(host) || /^::ffff:(169\.254\.|a9fe:)/i.test(host);
  return false;
}

/** Whether an OpenAI-compatible server answers its model list within a second and a half. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/models`, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}
