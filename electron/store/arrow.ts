/**
 * @file Apache Arrow as LanceDB itself loads it: through require(), the package's CommonJS copy.
 *
 * Runs wherever the store does. An `import` from "apache-arrow" would load its ES-module copy
 * beside the one LanceDB already required: ~135 more files at every start (a CLI search loaded
 * both), and a second set of classes, whose tables LanceDB's instanceof checks do not recognise
 * (bench/search.ts met that as zero rows written). Schemas and types come from here instead.
 * The CLI's bundle compiles LanceDB and that copy in, and reads the require below as an import of
 * it (`build/bundle-cli.mjs`): keep it written exactly so.
 */
import { createRequire } from "node:module";

const arrow = createRequire(import.meta.url)("apache-arrow") as typeof import("apache-arrow");

export const { Bool, Field, FixedSizeList, Float32, Float64, Int32, Schema, Utf8 } = arrow;
export type Schema = import("apache-arrow").Schema;
