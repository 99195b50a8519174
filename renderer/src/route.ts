/**
 * @file Where the user is, as the part of the URL after `#`: the view, the person's, place's or
 * event's page, the photo open in the viewer and the question last asked. Under `serve` it makes
 * Back and Forward move between views and a reload restore the view; in the desktop app it is
 * the same and unseen. The hash, not the path: `serve` and the app's `app://` protocol serve one
 * page, and a hash never reaches either.
 *
 *   #/places                         the Places view
 *   #/places/<key>?title=Lisbon      Lisbon's photos (the Library narrowed to a place)
 *   #/library/album%3A<id>?title=…   an album's photos (or `favourites`)
 *   #/library?photo=<id>             a photo open over the Library
 *   #/search?q=<question>            the answer to a question
 */
import type { BrowseFilter } from "../../electron/api/contract";
import { VIEWS, type LibraryScope, type ViewId } from "./views/views";

export interface Route {
  view: ViewId;
  /** Only with view "library". */
  scope: LibraryScope | null;
  photo: string | null;
  /** The question whose answer the Search view shows; only with view "search". */
  query: string | null;
}

export const HOME: Route = { view: "search", scope: null, photo: null, query: null };

/** The pages a person, place, event or album opens, by the view they are opened from, and the filter each sets. */
const SCOPES = { people: "person", places: "place", events: "event", library: "collection" } as const satisfies Partial<Record<ViewId, keyof BrowseFilter>>;
type ScopeFrom = keyof typeof SCOPES;
const isScopeFrom = (view: string): view is ScopeFrom => view in SCOPES;
const isView = (id: string): id is ViewId => VIEWS.some((v) => v.id === id);

export function routeHash(route: Route): string {
  const params = new URLSearchParams();
  let path: string = route.view;
  const from = route.scope?.from;
  if (route.view === "library" && route.scope && from && isScopeFrom(from)) {
    path = `${from}/${encodeURIComponent(route.scope.filter[SCOPES[from]] ?? "")}`;
    // A person's page is titled with their name, which the path already says.
    if (from !== "people") params.set("title", route.scope.title);
  }
  if (route.view === "search" && route.query) params.set("q", route.query);
  if (route.photo) params.set("photo", route.photo);
  const search = params.toString();
  return `#/${path}${search ? `?${search}` : ""}`;
}

/** Whatever the hash says; anything it cannot read is the Search view, as the app opens. */
export function parseRoute(hash: string): Route {
  const [path = "", search = ""] = hash.replace(/^#\/?/, "").split("?", 2);
  const params = new URLSearchParams(search);
  const [first = "", second] = path.split("/");
  const photo = params.get("photo") || null;
  if (second !== undefined && isScopeFrom(first)) {
    let key: string;
    try {
      key = decodeURIComponent(second);
    } catch {
      return { ...HOME, photo };
    }
    if (!key) return { ...HOME, view: first, photo };
    const scope: LibraryScope = { filter: { [SCOPES[first]]: key }, title: params.get("title") || key, from: first };
    return { view: "library", scope, photo, query: null };
  }
  const view = isView(first) ? first : "search";
  return { view, scope: null, photo, query: view === "search" ? params.get("q") || null : null };
}
