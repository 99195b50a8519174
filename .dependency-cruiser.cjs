/**
 * @file The engine's layers as rules a machine checks: `npm run check:layers` (the first step of
 * `npm test`) runs dependency-cruiser over electron/, native/ and renderer/src/ and fails on any
 * import a layer may not make. The layers are the table in `build/layers.cjs`; docs/ARCHITECTURE.md
 * shows the same table, and `build/layers.test.ts` checks both.
 *
 * Each layer lists the layers it may import; everything else under electron/ and native/ is out of
 * bounds for it, the test helpers (electron/testing/), bench/, build/ and e2e/ included. Tests
 * (`*.test.ts`) and electron/testing/ drive the engine from any height and are not held to a layer.
 */

const { LAYERS } = require("./build/layers.cjs");

const pathOf = Object.fromEntries(LAYERS.map(([name, path]) => [name, path]));
const TESTS = "(\\.test\\.ts$|^electron/testing/)";
const anyOf = (paths) => `(${paths.join("|")})`;

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    ...LAYERS.map(([name, path, mayImport]) => ({
      name: `layer-${name}`,
      comment: `${name} (${path}) may import ${mayImport.length ? mayImport.join(", ") : "no other layer"}: see docs/ARCHITECTURE.md`,
      severity: "error",
      from: { path, pathNot: TESTS },
      to: { path: "^(electron|native|bench|build|e2e|renderer)/", pathNot: anyOf([path, ...mayImport.map((layer) => pathOf[layer])]) },
    })),
    {
      name: "renderer-through-the-contract",
      comment: "The renderer knows the engine only by the contract: its types (api/contract.ts, the domain types it re-exports, the names in api/methods.ts) and one pure function shared with the tray (api/progress-line.ts)",
      severity: "error",
      from: { path: "^renderer/" },
      to: { path: "^(electron|native)/", pathNot: "^electron/(api/(contract|methods|progress-line)\\.ts$|domain/)" },
    },
    {
      name: "renderer-types-only",
      comment: "The renderer imports types from the engine, never code, but for api/progress-line.ts (pure, it imports only types): the page is sandboxed and carries no engine",
      severity: "error",
      from: { path: "^renderer/" },
      to: { path: "^(electron|native)/", pathNot: "^electron/api/progress-line\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "electron-only-in-app",
      comment: "Only the Electron shell (electron/app/) imports Electron: the engine runs under plain Node",
      severity: "error",
      from: { pathNot: "^electron/app/" },
      to: { path: "^node_modules/electron/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
