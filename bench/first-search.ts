/**
 * @file `npm run bench:first-search`: the engine time (`tookMs`) of the first search in a fresh
 * process, on a generated album of ~200 photos, as one JSON line. Each query is asked first in a
 * process of its own, two ways:
 * - `app`: the library opened as the app and `serve` open it (the index read at open, the parser
 *   warmed behind it), the query asked once that is done, as a person types it after the window
 *   shows;
 * - `cli`: opened and asked at once, as `recollect search` does, so the first query reads the
 *   index and the parser's tables itself.
 * A second query in the same process is timed beside each, for what warm costs.
 *
 *   npm run bench:first-search -- [--dir /tmp/recollect-first-search] [--keep]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openService } from "../electron/api/service";
import { generateAlbum } from "./eval/album";
import { percentile } from "./eval/metrics";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: path.join(os.tmpdir(), "recollect-first-search") },
    keep: { type: "boolean", default: false },
    child: { type: "string" },
    mode: { type: "string" },
  },
});
const library = path.join(values.dir, "library");
/** Phrasings none of which is one the warm-up parses itself. */
const QUERIES = ["Seattle in March 2024", "Leo at the beach last summer", "photos from 3 years ago", "dinner around 7pm", "Kyoto temples in the autumn of 2023", "Maria and Omar on Christmas", "screenshots from last week"];
const SECOND = "sunset over the water in Lisbon";

if (values.child !== undefined) {
  const service = await openService({ libraryDir: library, shell: "cli", loadIndexOnOpen: values.mode === "app", staysOpen: values.mode === "app" });
  if (values.mode === "app") {
    await service.search.current();
    await service.search.parserWarmed();
  }
  const first = await service.handlers.search({ query: values.child, limit: 50 });
  const second = await service.handlers.search({ query: SECOND, limit: 50 });
  await service.close();
  console.log(JSON.stringify({ first: first.tookMs, second: second.tookMs }));
  process.exit(0);
}

if (!fs.existsSync(path.join(library, "db"))) {
  const album = await generateAlbum(1, path.join(values.dir, "photos"));
  process.stderr.write(`Indexing ${album.photos.length} generated photos…\n`);
  const service = await openService({ libraryDir: library, shell: "cli" });
  await service.handlers.addFolder({ path: album.dir });
  await service.idle();
  await service.close();
}

const results: Record<string, { first: number[]; second: number[] }> = { app: { first: [], second: [] }, cli: { first: [], second: [] } };
const byQuery: Record<string, Record<string, number>> = {};
for (const query of QUERIES) {
  for (const mode of ["app", "cli"]) {
    const child = spawnSync(process.execPath, ["--import", "tsx", import.meta.filename, "--dir", values.dir, "--mode", mode, "--child", query], { encoding: "utf8" });
    if (child.status !== 0) throw new Error(`${mode} "${query}" failed: ${child.stderr}`);
    const { first, second } = JSON.parse(child.stdout.trim().split("\n").at(-1)!) as { first: number; second: number };
    results[mode]!.first.push(first);
    results[mode]!.second.push(second);
    (byQuery[query] ??= {})[mode] = first;
  }
}
if (!values.keep) fs.rmSync(values.dir, { recursive: true, force: true });

const median = (xs: number[]) => percentile(xs, 50);
console.log(
  JSON.stringify({
    firstSearchMedianMs: { app: median(results.app!.first), cli: median(results.cli!.first) },
    firstSearchMaxMs: { app: Math.max(...results.app!.first), cli: Math.max(...results.cli!.first) },
    secondSearchMedianMs: { app: median(results.app!.second), cli: median(results.cli!.second) },
    firstByQuery: byQuery,
  }),
);
