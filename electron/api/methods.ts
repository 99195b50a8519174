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
  "listSubfolders",
  "reindex",
  "pauseIndexing",
  "resumeIndexing",
  "indexStatus",
  "search",
  "moreResults",
  "feedback",
  "undoFeedback",
  "history",
  "forgetSearches",
  "learning",
  "setPersonalize",
  "exportLearning",
  "importLearning",
  "resetLearning",
  "suggestions",
  "suggestionClicked",
  "complete",
  "examples",
  "highlights",
  "addMemory",
  "removeMemory",
  "photo",
  "thumbnailUrl",
  "showInFolder",
  "models",
  "downloadModel",
  "removeModel",
  "inferenceStatus",
  "visualSearchOffer",
  "answerVisualSearchOffer",
  "analyses",
  "setAnalysis",
  "setProvider",
  "timeline",
  "timelinePhotos",
  "copies",
  "splitCopy",
  "collections",
  "setFavourite",
  "createAlbum",
  "addToAlbum",
  "removeFromAlbum",
  "renameAlbum",
  "setAlbumOrder",
  "deleteAlbum",
  "exportPhotos",
  "exportStatus",
  "cancelExport",
  "openPhoto",
  "copyImage",
  "dragOut",
  "downloadZip",
  "places",
  "events",
  "llmStatus",
  "setLlm",
  "people",
  "personFaces",
  "namePerson",
  "mergePeople",
  "splitPerson",
] as const;

export const IPC_CALL = "recollect:call";
export const IPC_PROGRESS = "recollect:progress";
/** Main → renderer: a menu or tray command ("view:people", "add-folder"). */
export const IPC_COMMAND = "recollect:command";

/** What the app menu and the tray ask of the window. */
export const APP_COMMANDS = ["add-folder", "view:search", "view:library", "view:people", "view:places", "view:events", "view:history", "view:indexing", "view:settings"] as const;
export type AppCommand = (typeof APP_COMMANDS)[number];
