/**
 * @file Keeps the URL and where the user is in step (see `route.ts` for the URL's shape): a new
 * view or page pushes an entry, stepping through photos or asking another question replaces it,
 * closing a viewer takes back the entry its opening pushed, and Back and Forward bring the app to
 * the entry's view and photo.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ViewerRoute } from "./components/viewer-route";
import { parseRoute, routeHash, type Route } from "./route";
import type { LibraryScope, ViewId } from "./views/views";

interface Handlers {
  /** Back or Forward reached another entry: show its view (and close a viewer it has no photo for). */
  onPop: (route: Route) => void;
  /** Opens one photo by id over the current view; false when it is gone. */
  openPhoto: (id: string) => Promise<boolean>;
}

export function useUrlRoute(start: Route, at: { view: ViewId; scope: LibraryScope | null }, handlers: Handlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  /** The photo a viewer shows (any viewer: the Library's, an answer's), as the URL has it. */
  const [shownPhoto, setShownPhoto] = useState<string | null>(start.photo);
  const shown = useRef(shownPhoto);
  shown.current = shownPhoto;
  const [asked, setAsked] = useState<string | null>(start.query);
  /** A Back asked for by a closing viewer, whose popstate has not come yet. */
  const backing = useRef(false);
  /** A Back the user asked for while that one was on its way ("Escape, Escape"): taken when it arrives, or the browser drops it. */
  const queuedBack = useRef(false);

  const route: Route = { view: at.view, scope: at.view === "library" ? at.scope : null, photo: shownPhoto, query: at.view === "search" ? asked : null };
  const hash = routeHash(route);
  const before = useRef(route);
  useEffect(() => {
    const previous = before.current;
    before.current = route;
    if (hash === window.location.hash) return;
    const same = routeHash({ ...previous, photo: null, query: null }) === routeHash({ ...route, photo: null, query: null });
    if (same && previous.photo && !route.photo && (window.history.state as { photo?: boolean } | null)?.photo) {
      // The viewer closed on the entry its opening added: that entry goes, so Back does not reopen it.
      backing.current = true;
      return window.history.back();
    }
    // Stepping through photos, or asking another question, is one place in the history, kept current.
    const step = same && ((previous.photo !== null && route.photo !== null) || previous.query !== route.query || (!route.photo && !previous.photo));
    if (step) window.history.replaceState(window.history.state, "", hash);
    else window.history.pushState({ photo: Boolean(route.photo) && !previous.photo }, "", hash);
  }, [hash]);

  const open = (id: string) => void latest.current.openPhoto(id).then((found) => found || setShownPhoto(null));
  useEffect(() => {
    if (start.photo) open(start.photo);
  }, [start]);
  useEffect(() => {
    const onPop = () => {
      const next = parseRoute(window.location.hash);
      // The Back a closing viewer asked for arrives late: a photo opened meanwhile (Escape, then
      // Enter at once) keeps its viewer, and its URL is added again.
      if (backing.current) {
        backing.current = false;
        if (shown.current && !next.photo) {
          // The user went on to another photo: a Back asked before it is no longer theirs.
          queuedBack.current = false;
          before.current = { ...next, photo: shown.current };
          window.history.pushState({ photo: true }, "", routeHash(before.current));
          return;
        }
      }
      before.current = next;
      latest.current.onPop(next);
      if (next.photo && next.photo !== shown.current) open(next.photo);
      setShownPhoto(next.photo);
      if (queuedBack.current) {
        queuedBack.current = false;
        window.history.back();
      }
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const viewerRoute = useMemo<ViewerRoute>(() => ({ photo: shownPhoto, shown: setShownPhoto }), [shownPhoto]);
  /** Back, as the user asks it: after the Back a closing viewer asked for, where that one has not arrived yet. */
  const back = useCallback(() => {
    if (backing.current) queuedBack.current = true;
    else window.history.back();
  }, []);
  return { viewerRoute, setAsked, back };
}
