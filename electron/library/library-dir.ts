/**
 * @file Where a library lives when the user does not say.
 *
 * The CLI and `serve` run without Electron but must open the same library as the app, so this
 * mirrors Electron's `app.getPath("userData")` for an app named "Recollect".
 */
import os from "node:os";
import path from "node:path";

export const APP_NAME = "Recollect";

export function userDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const home = os.homedir();
  if (platform === "win32") return path.join(env.APPDATA ?? path.join(home, "AppData", "Roaming"), APP_NAME);
  if (platform === "darwin") return path.join(home, "Library", "Application Support", APP_NAME);
  return path.join(env.XDG_CONFIG_HOME || path.join(home, ".config"), APP_NAME);
}

/** `--library` beats `RECOLLECT_LIBRARY` beats the user-data folder. */
export function resolveLibraryDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = flag || env.RECOLLECT_LIBRARY;
  return chosen ? path.resolve(chosen) : path.join(userDataDir(env), "library");
}

/**
 * Where downloaded models live: one folder per machine, shared by every library. `--models`
 * beats `RECOLLECT_MODELS` beats `<user data>/models`.
 */
export function resolveModelsDir(flag?: string, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = flag || env.RECOLLECT_MODELS;
  return chosen ? path.resolve(chosen) : path.join(userDataDir(env), "models");
}
