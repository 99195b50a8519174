/**
 * @file Moving keyboard focus to a tile a virtual grid has not laid out yet (End in an answer of
 * 5,000, Page Down past the photos loaded). The tile can take a few frames, and its page a
 * round trip, to arrive; keys pressed meanwhile are meant for where focus is going, not for the
 * tile it is leaving, so they are held and played on the new tile once it has focus: End then
 * Enter opens the last photo, as a person typing fast expects, not the one focus left.
 *
 * Runs in the renderer; grids call `moveFocus` from their key handlers and put `holdKeys` on
 * their root as a capture-phase handler.
 */
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from "react";

/** Keys that leave the grid or only modify others: never held. */
const PASS = new Set(["Tab", "Escape", "Shift", "Control", "Alt", "Meta", "CapsLock"]);
/** How many frames to wait for the tile (and its page) before giving up: about two seconds. */
const FRAMES = 120;

export function useFocusMove() {
  /** The move under way: the keys held for it, and how to stop waiting. */
  const moving = useRef<{ held: KeyboardEvent[]; frame: number } | null>(null);
  useEffect(() => () => cancelAnimationFrame(moving.current?.frame ?? 0), []);

  /** Focuses what `find` returns once it exists and can take focus, then plays the keys held meanwhile on it. */
  const moveFocus = (find: () => HTMLElement | null) => {
    if (moving.current) cancelAnimationFrame(moving.current.frame);
    const move = { held: moving.current?.held ?? [], frame: 0 };
    moving.current = move;
    let tries = FRAMES;
    const attempt = () => {
      const target = find();
      if (target && !(target as HTMLButtonElement).disabled) {
        moving.current = null;
        target.focus();
        move.held.forEach((key) => {
          // A held arrow key starts a move of its own: the keys after it wait for that one.
          if (moving.current) moving.current.held.push(key);
          else replay(target, key);
        });
      } else if (tries-- > 0) move.frame = requestAnimationFrame(attempt);
      else moving.current = null;
    };
    move.frame = requestAnimationFrame(attempt);
  };

  /** A capture-phase key handler: while focus is on its way, the key waits for it. */
  const holdKeys = (event: ReactKeyboardEvent<HTMLElement>) => {
    const move = moving.current;
    if (!move || PASS.has(event.key) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    move.held.push(event.nativeEvent);
  };

  return { moveFocus, holdKeys };
}

/** Plays a held key on `target` as if pressed there; Enter on a button clicks it, as the browser would have. */
function replay(target: HTMLElement, key: KeyboardEvent) {
  const copy = new KeyboardEvent("keydown", {
    key: key.key,
    code: key.code,
    shiftKey: key.shiftKey,
    ctrlKey: key.ctrlKey,
    altKey: key.altKey,
    metaKey: key.metaKey,
    bubbles: true,
    cancelable: true,
  });
  const unhandled = target.dispatchEvent(copy);
  if (unhandled && key.key === "Enter" && target instanceof HTMLButtonElement) target.click();
}
