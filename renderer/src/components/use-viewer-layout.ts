/**
 * @file How the viewer is laid out: framed or filling the window, with or without its info panel
 * (both remembered in this browser's storage, as a gallery remembers them), and full screen
 * through the Fullscreen API, whose state the browser owns (Escape leaves it without us). A
 * <dialog> cannot be made full screen itself ("Dialog elements are invalid"): the page is, and
 * the viewer, a modal dialog in the top layer above it, then fills the screen.
 */
import { useCallback, useEffect, useRef, useState } from "react";

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

export function useViewerLayout() {
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

  /** Set while the page is full screen because the viewer asked: closing the viewer ends it. */
  const entered = useRef(false);
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) entered.current = false;
      setFullScreen(entered.current);
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      if (entered.current && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  const toggleFullScreen = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else {
        entered.current = true;
        await document.documentElement.requestFullscreen();
      }
    } catch {
      // Refused (no user gesture, a policy): the viewer stays as it is, which is all there is to say.
      entered.current = false;
    }
  }, []);

  return {
    fill: stored.fill,
    info: stored.info,
    fullScreen,
    toggleFill: () => change({ fill: !stored.fill }),
    toggleInfo: () => change({ info: !stored.info }),
    toggleFullScreen,
  };
}
