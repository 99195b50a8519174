/**
 * @file How the viewer is laid out: framed or filling the window, with or without its info panel
 * (both remembered in this browser's storage, as a gallery remembers them), and full screen
 * through the Fullscreen API, whose state the browser owns (Escape leaves it without us).
 */
import { useCallback, useEffect, useState, type RefObject } from "react";

const KEY = "recollect.viewer";
interface Stored {
  fill: boolean;
  info: boolean;
}
const DEFAULT: Stored = { fill: false, info: true };

/** Two booleans checked by hand: the renderer does not carry zod for them. Anything else reads as the default. */
function read(): Stored {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<Stored> | null;
    return { fill: value?.fill === true, info: value?.info !== false };
  } catch {
    return DEFAULT;
  }
}

export function useViewerLayout(dialog: RefObject<HTMLElement | null>) {
  const [stored, setStored] = useState<Stored>(read);
  const [fullScreen, setFullScreen] = useState(false);
  const change = useCallback((next: Partial<Stored>) => {
    setStored((now) => {
      const merged = { ...now, ...next };
      try {
        localStorage.setItem(KEY, JSON.stringify(merged));
      } catch {
        // Storage refused (a private window, a full disk): the choice lasts this session only.
      }
      return merged;
    });
  }, []);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === dialog.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      // The viewer closing ends its full screen too.
      if (document.fullscreenElement && document.fullscreenElement === dialog.current) void document.exitFullscreen().catch(() => undefined);
    };
  }, [dialog]);

  const toggleFullScreen = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await dialog.current?.requestFullscreen();
    } catch {
      // Refused (no user gesture, a policy): the viewer stays as it is, which is all there is to say.
    }
  }, [dialog]);

  return {
    fill: stored.fill,
    info: stored.info,
    fullScreen,
    toggleFill: () => change({ fill: !stored.fill }),
    toggleInfo: () => change({ info: !stored.info }),
    toggleFullScreen,
  };
}
