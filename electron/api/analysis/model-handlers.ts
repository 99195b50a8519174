/**
 * @file The contract's model and inference calls: the models on offer and their state, downloads
 * the user starts (resumable, verified by `ModelManager`), removing one, the offer of visual search,
 * and the provider the workers run on.
 *
 * Runs in the engine's process. A download runs behind the call that started it; once it is in,
 * the workers are told (`InferenceWorkers.reconfigure`) and the analysis pass catches up.
 */
import type { ModelManager } from "../../../native/models/manager";
import type { LibrarySettings } from "../../library/settings-file";
import type { ModelInfo, VisualSearchOffer } from "../contract";
import type { Handlers } from "../dispatch";
import { RecollectError } from "../errors";
import type { InferenceWorkers } from "./workers";

export type ModelMethods = "models" | "downloadModel" | "removeModel" | "inferenceStatus" | "setProvider" | "visualSearchOffer" | "answerVisualSearchOffer";

export interface ModelParts {
  manager: ModelManager;
  workers: Pick<InferenceWorkers, "reconfigure" | "status">;
  settings: LibrarySettings;
  /** Whether this run analyses photos (shown with the provider). */
  analysisEnabled: boolean;
}

export function modelHandlers({ manager, workers, settings, analysisEnabled }: ModelParts): Pick<Handlers, ModelMethods> {
  /** Downloads started in this run: whether each still runs, and how it failed. */
  const downloads = new Map<string, { error: string | null; running: boolean }>();

  const modelInfo = async (name: string): Promise<ModelInfo> => {
    const status = await manager.status(name);
    const download = downloads.get(name);
    return {
      name: status.name,
      kind: status.kind,
      title: status.title,
      use: status.use,
      license: status.license,
      revision: status.revision,
      bytes: status.bytes,
      downloadedBytes: status.downloadedBytes,
      state: download?.running ? "downloading" : status.state,
      error: download?.error ?? null,
    };
  };
  const known = (name: string) => {
    try {
      return manager.entry(name);
    } catch (error) {
      throw new RecollectError("not_found", (error as Error).message);
    }
  };
  const visualOffer = async (): Promise<VisualSearchOffer> => {
    const offered = async (name: string | undefined) => (name && manager.manifest.models.some((m) => m.name === name) ? await modelInfo(name) : null);
    const model = await offered(manager.manifest.defaults.clip);
    const sentence = await offered(manager.manifest.defaults.sentence);
    const wanted = (m: ModelInfo | null) => m !== null && m.state !== "installed" && m.state !== "downloading";
    return { ask: settings.get("visualSearchOffer") === "ask" && wanted(model), model, sentence: wanted(sentence) ? sentence : null };
  };

  const handlers: Pick<Handlers, ModelMethods> = {
    async models() {
      return Promise.all(manager.manifest.models.map((m) => modelInfo(m.name)));
    },

    async downloadModel({ name }) {
      known(name);
      if (!downloads.get(name)?.running && !(await manager.installed(name))) {
        const state = { error: null as string | null, running: true };
        downloads.set(name, state);
        manager
          .download(name)
          .then(() => workers.reconfigure())
          .catch((error: unknown) => (state.error = error instanceof Error ? error.message : String(error)))
          .finally(() => (state.running = false));
      }
      return modelInfo(name);
    },

    async removeModel({ name }) {
      known(name);
      if (downloads.get(name)?.running) throw new RecollectError("unsupported", "This model is still downloading.", "Wait for it to finish, then remove it.");
      await manager.remove(name);
      downloads.delete(name);
      await workers.reconfigure();
      return modelInfo(name);
    },

    async inferenceStatus() {
      return workers.status(analysisEnabled);
    },

    async visualSearchOffer() {
      return visualOffer();
    },

    async answerVisualSearchOffer({ answer }) {
      await settings.set({ visualSearchOffer: answer === "download" ? "accepted" : "later" });
      if (answer === "download") {
        const offered = await visualOffer();
        for (const model of [offered.model, offered.sentence]) if (model) await handlers.downloadModel({ name: model.name });
      }
      return visualOffer();
    },

    async setProvider({ provider }) {
      await settings.set({ provider });
      await workers.reconfigure();
      return workers.status(analysisEnabled);
    },
  };
  return handlers;
}
