/**
 * @file The engine's layers, bottom to top, and which layers each may import: the one table the
 * layer rules (`.dependency-cruiser.cjs`) are made from, and that docs/ARCHITECTURE.md shows.
 *
 * Read by dependency-cruiser (`npm run check:layers`) and by `build/layers.test.ts`; plain CommonJS
 * data so that both can load it without a build step.
 */

/** [name, the files it holds (a path pattern), the layers it may import]. */
const LAYERS = [
  ["native", "^native/", []],
  ["domain", "^electron/domain/", []],
  ["words", "^electron/words/", ["domain"]],
  ["store", "^electron/store/", ["domain"]],
  ["query", "^electron/query/", ["domain", "words"]],
  ["library", "^electron/library/", ["store", "domain", "words", "native"]],
  ["index", "^electron/index/", ["library", "store", "domain", "words", "native"]],
  ["search", "^electron/search/", ["index", "library", "store", "query", "domain", "words", "native"]],
  ["suggest", "^electron/suggest/", ["index", "library", "store", "domain", "words", "native"]],
  ["learn", "^electron/learn/", ["search", "suggest", "index", "library", "store", "query", "domain", "words", "native"]],
  ["api", "^electron/api/", ["learn", "search", "suggest", "index", "library", "store", "query", "domain", "words", "native"]],
  ["doors", "^electron/[^/]+\\.ts$", ["api", "learn", "search", "suggest", "index", "library", "store", "query", "domain", "words", "native"]],
  ["app", "^electron/app/", ["api", "learn", "search", "suggest", "index", "library", "store", "query", "domain", "words", "native"]],
];

module.exports = { LAYERS };
