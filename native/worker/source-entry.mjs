// The inference worker run from TypeScript source (tests, the CLI from a checkout): registers
// tsx in the worker's own thread, as bin/recollect.cjs does for the engine, then starts it.
// A built app starts the bundled `inference-worker.mjs` instead.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
