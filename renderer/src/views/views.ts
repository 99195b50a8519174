/**
 * @file The app's views, in sidebar order, and the filters the Library view can be opened with.
 */
import type { BrowseFilter } from "../../../electron/api/contract";

export const VIEWS = [
  { id: "search", label: "Search", icon: "search" },
  { id: "library", label: "Library", icon: "grid" },
  { id: "people", label: "People", icon: "people" },
  { id: "places", label: "Places", icon: "pin" },
  { id: "events", label: "Events", icon: "calendar" },
  { id: "history", label: "History", icon: "clock" },
  { id: "indexing", label: "Folders & indexing", icon: "folder" },
  { id: "settings", label: "Models & settings", icon: "sliders" },
] as const;

export type ViewId = (typeof VIEWS)[number]["id"];

/** The Library view narrowed to one place, event or person, with the title it shows. */
export interface LibraryScope {
  filter: BrowseFilter;
  title: string;
  /** The view to go back to. */
  from: ViewId;
}

/** ⌘1…⌘8 on macOS, Ctrl+1…Ctrl+8 elsewhere. */
export const MOD_KEY = typeof navigator !== "undefined" && /Mac/i.test(navigator.platform) ? "⌘" : "Ctrl+";
