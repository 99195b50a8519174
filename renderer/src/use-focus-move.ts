/**
 * @file Moving keyboard focus to a tile a virtual grid has not laid out yet (End in an answer of
 * 5,000, Page Down past the photos loaded). The tile can take a few frames, and its page a
 * round trip, to arrive; keys pressed meanwhile are meant for where focus is going, not for the
 * tile it is leaving, so they are held and played on the new tile once it has focus: End then
 * Enter opens the last photo, as a person typing fast expects, not the one focus left.
 *
 * Focus is only moved once the tile really takes it: while the viewer's modal dialog is still
 * open the page behind it is inert, and `focus()` there does nothing. And for a moment after, a
 * tile that loses focus to the page because it was laid out again (the grid's width changed as
 * the viewer closed, its answer re-rendered, a page of results arrived) gets it back: the tile
 * of the same place, found again.
 *
 * Runs in the renderer; grids call `moveFocus` from their key handlers and put `holdKeys` on
 * their root as a capture-phase handler; a list that is no virtual grid (near misses) calls
 * `focusWhenThere`.
 */
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from "react";

/** Keys that leave the grid or only modify others: never held. */
const PASS = new Set(["Tab", "Escape", "Shift", "Control", "Alt", "Meta", "CapsLock"]);
/** How many frames to wait for the tile to be laid out before giving up: about two seconds. */
const FRAMES = 120;

/**
 * How long to wait for a tile that is there but still a placeholder, its page of photos on the
 * way: a busy engine can take seconds, and End should still end on the last photo.
 */
const LOADING_MS = 15_000;

/** Frames after a move in which focus lost to the page goes back to the tile: about half a second. */
const SETTLE = 30;

/** Whether nothing has focus: it fell to the page, as it does when the focused element is removed. */
const nothingFocused = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Puts focus back on what `find` returns whenever it falls to the page in the next frames; stops
 * as soon as focus is anywhere else (the user moved on). Returns what stops it.
 */
function holdFocus(find: () => HTMLElement | null, frames = SETTLE): () => void {
  let frame = 0;
  let left = frames;
  const check = () => {
    const now = document.activeElement;
    const target = find();
    if (nothingFocused() && target) target.focus();
    else if (!nothingFocused() && now !== target) return;
    if (left-- > 0) frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  return () => cancelAnimationFrame(frame);
}

/** Focuses what `find` returns once it exists and takes focus, and keeps it there a moment (see the file's note); for lists with no keys to hold. */
export function focusWhenThere(find: () => HTMLElement | null): void {
  let tries = FRAMES;
  const attempt = () => {
    const target = find();
    target?.focus();
    if (target && document.activeElement === target) holdFocus(find);
    else if (tries-- > 0) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

export function useFocusMove() {
  /** The move under way: the keys held for it, and how to stop waiting. */
  const moving = useRef<{ held: KeyboardEvent[]; frame: number } | null>(null);
  /** Stops holding focus on the tile of the last move. */
  const holding = useRef<() => void>(() => undefined);
  useEffect(
    () => () => {
      cancelAnimationFrame(moving.current?.frame ?? 0);
      holding.current();
    },
    [],
  );

  /** Focuses what `find` returns once it exists and takes focus, then plays the keys held meanwhile on it. */
  const moveFocus = (find: () => HTMLElement | null) => {
    if (moving.current) cancelAnimationFrame(moving.current.frame);
    holding.current();
    const move = { held: moving.current?.held ?? [], frame: 0 };
    moving.current = move;
    let tries = FRAMES;
    const leaving = document.activeElement;
    const loadingUntil = performance.now() + LOADING_MS;
    const attempt = () => {
      const target = find();
      // A click elsewhere meanwhile is the user moving on: the keys held were for this move.
      if (!nothingFocused() && document.activeElement !== leaving && document.activeElement !== target) {
        moving.current = null;
        return;
      }
      const loading = target !== null && (target as HTMLButtonElement).disabled;
      if (target && !loading) target.focus();
      // Inside an inert page (a modal dialog still open over it) focus() does nothing: wait.
      if (target && document.activeElement === target) {
        moving.current = null;
        holding.current = holdFocus(find);
        move.held.forEach((key) => {
          // A held arrow key starts a move of its own: the keys after it wait for that one.
          if (moving.current) moving.current.held.push(key);
          else replay(target, key);
        });
      } else if (tries-- > 0 || (loading && performance.now() < loadingUntil)) move.frame = requestAnimationFrame(attempt);
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
