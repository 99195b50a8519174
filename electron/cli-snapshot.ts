/**
 * @file The entry of the CLI's startup snapshot (dist/app/cli.snapshot.blob, built by
 * build/bundle-cli.mjs): run once at build time by `node --build-snapshot`, it evaluates the query
 * parser's modules and parses a few queries, so that chrono's parsers, the tagger's model and the
 * regular expressions are in the heap the snapshot saves; then each `recollect` started from the
 * snapshot (`bin/recollect.mjs`) runs the CLI from there.
 *
 * [Note: The CLI's startup snapshot]
 * `node --snapshot-blob <blob>` starts with the heap the build left, instead of evaluating the
 * bundle again. What the build may do is narrow: it runs one file (this one, bundled, with its
 * packages compiled in) and may require only Node's built-in modules, so it warms only code that
 * loads no package from node_modules (no native addon: LanceDB, sharp and onnxruntime load after
 * the start, as the command needs them, through `useRequire`'s require); it may leave no open file
 * (WordNet's are closed before the heap is saved) nor any Intl object (V8 cannot save them: the
 * build aborts). Paths (`__dirname`) are the build's: the blob serves only the folder it was built
 * in, and only the Node that built it (V8 refuses another's blob and exits with code 14), which
 * bin/startup-snapshot.mjs checks before starting it (the code cache runs the command otherwise).
 * The Node started from it runs `node --snapshot-blob <blob> -- <bin> <args…>`: argv is then what
 * commander reads, as when bin/recollect.mjs runs the bundle itself.
 */
import { createRequire } from "node:module";
import { startupSnapshot } from "node:v8";
import { parseQuery } from "./search/query-parser";
import { warmTagger } from "./search/parsers/tagger";
import { closeWordNetFiles } from "./search/wordnet";

declare const __recollectUseRequire: (require: NodeJS.Require) => void;

warmTagger();
for (const query of ["the beach on 14 July 2024, not screenshots", "yesterday evening", "Seattle in March 2024", "a red bicycle"]) parseQuery(query, new Date());

startupSnapshot.addSerializeCallback(closeWordNetFiles);
startupSnapshot.setDeserializeMainFunction(() => {
  // The packages outside the bundle load from here on, with Node's own require for this file.
  __recollectUseRequire(createRequire(__filename));
  void import("./cli");
});
