import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["electron/**/*.test.ts", "native/**/*.test.ts", "renderer/**/*.test.ts", "bench/**/*.test.ts", "build/**/*.test.ts", "bin/**/*.test.ts"],
    environment: "node",
    globalSetup: ["build/test-setup.mjs"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // LanceDB and sharp have native thread pools of their own; two workers fit a 2-core machine.
    maxWorkers: 2,
    // A worker keeps the modules it loaded from one test file to the next: loading the engine's
    // modules again for each test file was a third of the suite's time. Every test makes its own
    // library and service; what modules keep between files are caches of data that never changes
    // (WordNet, places, the tagger).
    isolate: false,
  },
});
