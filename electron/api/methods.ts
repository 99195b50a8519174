/**
 * @file The names of the contract's calls, as plain data.
 *
 * The preload script is sandboxed and bundled on its own: it needs the names to build
 * `window.recollect` but must not carry zod or the engine. `contract.test.ts` checks this list
 * against `contract.ts`.
 */
export const METHODS = [
  "appInfo",
  "addFolder",
  "listFolders",
  "removeFolder",
  "chooseFolder",
  "reindex",
  "pauseIndexing",
  "resumeIndexing",
  "indexStatus",
  "search",
  "addMemory",
  "removeMemory",
  "photo",
  "thumbnailUrl",
  "models",
  "downloadModel",
  "removeModel",
  "inferenceStatus",
  "setProvider",
  "timeline",
  "timelinePhotos",
  "places",
  "events",
  "people",
  "personFaces",
  "namePerson",
  "mergePeople",
  "splitPerson",
] as const;

export const IPC_CALL = "recollect:call";
export const IPC_PROGRESS = "recollect:progress";
