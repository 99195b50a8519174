/**
 * @file Chooses where ONNX models run — CUDA, DirectML, CoreML or the CPU — and opens sessions
 * there, falling back to the CPU with a reason a person can read when an accelerator fails.
 *
 * Runs in the inference worker. The choice is made once, at the first session, and reported by
 * `recollect status` and the UI. CUDA needs onnxruntime-node's CUDA binaries, which this
 * project skips at install (`.npmrc`); a user with an NVIDIA GPU opts in with
 * `npm install --onnxruntime-node-install=cuda` (see README).
 */
import fs from "node:fs";
import os from "node:os";
import type * as ort from "onnxruntime-node";

export type ProviderName = "cuda" | "dml" | "coreml" | "cpu";
/** What the user asked for: a provider by name, or "auto" for the best one this machine has. */
export type ProviderPreference = ProviderName | "auto";

export const PROVIDER_LABELS: Record<ProviderName, string> = { cuda: "CUDA (NVIDIA GPU)", dml: "DirectML (GPU)", coreml: "Core ML (Apple)", cpu: "CPU" };

export interface RuntimeReport {
  /** Where sessions run now. */
  provider: ProviderName;
  /** Set when a preferred provider could not be used, saying why. */
  fallbackReason: string | null;
  threads: number;
}

/** Accelerators worth trying on this platform, best first; the CPU always comes last. */
export function candidateProviders(preference: ProviderPreference, platform = process.platform): ProviderName[] {
  if (preference !== "auto") return preference === "cpu" ? ["cpu"] : [preference, "cpu"];
  if (platform === "win32") return ["dml", "cpu"];
  if (platform === "darwin") return ["coreml", "cpu"];
  // Trying CUDA without an NVIDIA driver only costs a failed library load and a confusing log line.
  if (platform === "linux" && fs.existsSync("/proc/driver/nvidia/version")) return ["cuda", "cpu"];
  return ["cpu"];
}

/**
 * What a person on this platform can choose between: CUDA on Linux and Windows, DirectML on
 * Windows, Core ML on macOS; never an accelerator the platform has no build of.
 */
export function offeredProviders(platform = process.platform): ProviderPreference[] {
  if (platform === "win32") return ["auto", "cpu", "cuda", "dml"];
  if (platform === "darwin") return ["auto", "cpu", "coreml"];
  return ["auto", "cpu", "cuda"];
}

/**
 * Threads for one session: every core, up to eight (past that ViT-sized models gain little). The
 * worker runs at low priority, so the UI still gets the CPU when it wants it.
 */
export function sessionThreads(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(8, cores));
}

export interface SessionOptions {
  preference?: ProviderPreference;
  threads?: number;
  /** Where a fallback is reported. */
  log?: (message: string) => void;
  /**
   * onnxruntime's CPU memory arena (default on): it keeps the largest input's buffers for good,
   * which suits fixed shapes (CLIP) and not inputs that change size per photo ([Note: PaddleOCR's memory]).
   */
  memoryArena?: boolean;
  /**
   * onnxruntime's memory patterns (default on): a plan of the activations' buffers kept for each
   * input shape it has seen, which costs memory where shapes change per photo ([Note: CenterNet on
   * ONNX Runtime]).
   */
  memoryPattern?: boolean;
}

/**
 * ONNX Runtime's threads wait for work by spinning, which suits a server with cores to spare. Here
 * they share the machine with the other analysis worker and the user's apps, and every spin is CPU
 * the pass is charged for. Without spinning, PaddleOCR reads the same text, no slower, for a good
 * deal less CPU (docs/MEASUREMENTS.md, "The analysis pass").
 */
const NO_SPINNING = "0";

export interface OpenedSession {
  session: ort.InferenceSession;
  report: RuntimeReport;
}

/** Opens a model (a file, or the bytes of one built in memory) on the first provider that accepts it. */
export async function openSession(model: string | Uint8Array, options: SessionOptions = {}): Promise<OpenedSession> {
  const threads = options.threads ?? sessionThreads();
  const candidates = candidateProviders(options.preference ?? "auto");
  const failures: string[] = [];
  // Loaded here, not at import: the engine reads provider names from this module without running a model.
  const { InferenceSession } = await import("onnxruntime-node");
  for (const provider of candidates) {
    try {
      const sessionOptions: ort.InferenceSession.SessionOptions = {
        executionProviders: [provider],
        intraOpNumThreads: threads,
        interOpNumThreads: 1,
        graphOptimizationLevel: "all",
        enableCpuMemArena: options.memoryArena ?? true,
        enableMemPattern: options.memoryPattern ?? true,
        extra: { session: { intra_op: { allow_spinning: NO_SPINNING }, inter_op: { allow_spinning: NO_SPINNING } } },
      };
      const session = typeof model === "string" ? await InferenceSession.create(model, sessionOptions) : await InferenceSession.create(model, sessionOptions);
      const fallbackReason = failures.length ? failures.join("; ") : null;
      if (fallbackReason) options.log?.(`Running models on the ${PROVIDER_LABELS[provider]}: ${fallbackReason}`);
      return { session, report: { provider, fallbackReason, threads } };
    } catch (error) {
      if (provider === "cpu") throw error;
      failures.push(`${PROVIDER_LABELS[provider]} could not be used (${firstLine(error)})`);
    }
  }
  throw new Error(`No execution provider could open ${typeof model === "string" ? model : "a model built in memory"}: ${failures.join("; ")}`);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 200);
}
