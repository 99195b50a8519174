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
  },
});
