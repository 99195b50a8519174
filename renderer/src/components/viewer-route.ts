/**
 * @file How any open viewer (the Library's, an answer's, its near misses') and the URL keep each
 * other informed: the viewer says which photo it shows, and closes when Back leaves that photo's
 * URL. `App` provides it; a viewer outside one (a test) goes without.
 */
import { createContext, useContext, useEffect, useRef } from "react";

export interface ViewerRoute {
  /** The photo the URL says is open; null once Back has left it. */
  photo: string | null;
  shown: (id: string | null) => void;
}

export const ViewerRouteContext = createContext<ViewerRoute | null>(null);

/** Reports the photo a viewer shows, and calls `close` when the URL no longer has one open. */
export function useViewerRoute(photoId: string, close: () => void): void {
  const route = useContext(ViewerRouteContext);
  const shown = route?.shown;
  useEffect(() => shown?.(photoId), [shown, photoId]);
  useEffect(() => () => shown?.(null), [shown]);
  // Only after the URL has shown this viewer's photo does its absence mean Back was pressed.
  const reached = useRef(false);
  const photo = route?.photo;
  useEffect(() => {
    if (photo) reached.current = true;
    else if (photo === null && reached.current) close();
    // `close` is a new function each render; the URL's photo is what decides.
  }, [photo]);
}
