/**
 * @file One result of an answer, or one of its nearest misses: a square photo whose name, date
 * and telling reason show over it on hover and focus (a miss says what it lacks at all times), the
 * round check that selects it, and ✓ ✕ ↑ to correct the answer, each with its key.
 *
 * Renderer; the answer's grid (`AnswerGrid`) places these tiles, `Answer` gives them their actions.
 */
import type { DragEvent } from "react";
import type { SearchResult } from "../../../electron/api/contract";
import { formatTaken } from "../format";
import { SelectMark } from "./SelectMark";

export type Verdict = "good" | "bad" | "better";

interface Props {
  result: SearchResult;
  index: number;
  /** The grid's one Tab stop. */
  focusable: boolean;
  /** What tells this result apart, or what a miss lacks. */
  reason: string | null;
  onOpen: () => void;
  onFeedback: (verdict: Verdict) => void;
  /** A near miss: it can only be marked right ("this is it"). */
  miss?: boolean;
  selected?: boolean;
  favourite?: boolean;
  /** A click or key that selects rather than opens; returns false to open instead. */
  onSelect?: (keys: { ctrl: boolean; shift: boolean; toggle?: boolean }) => boolean;
  onSelectAll?: () => void;
  onMenu?: (at: { x: number; y: number }) => void;
  onDragOut?: (event: DragEvent<HTMLButtonElement>) => void;
}

export function ResultTile({ result, index, focusable, reason, onOpen, onFeedback, miss = false, selected = false, favourite = false, onSelect, onSelectAll, onMenu, onDragOut }: Props) {
  const better = !miss && index > 0;
  const taken = result.takenAt ? formatTaken(result.takenAt) : "No date";
  return (
    <>
      <button
        className={selected ? "tile selected" : "tile"}
        data-testid={miss ? "miss-tile" : "result"}
        data-name={result.name}
        tabIndex={focusable ? 0 : -1}
        onClick={(e) => {
          if (!onSelect?.({ ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey })) onOpen();
        }}
        onContextMenu={(e) => {
          if (!onMenu) return;
          e.preventDefault();
          onMenu({ x: e.clientX, y: e.clientY });
        }}
        aria-pressed={onSelect ? selected : undefined}
        draggable={Boolean(onDragOut)}
        onDragStart={onDragOut}
        aria-label={`Open ${result.name}, ${taken}${favourite ? ", favourite" : ""}`}
        aria-keyshortcuts={miss ? "Y" : better ? "Y N B" : "Y N"}
        title={result.reasons.length ? result.reasons.join("; ") : undefined}
        onKeyDown={(e) => {
          // Y and N mark the focused result right or wrong, B puts it above those before it.
          if ((e.ctrlKey || e.metaKey) && (e.key === "a" || e.key === "A") && onSelectAll) {
            e.preventDefault();
            return onSelectAll();
          }
          if (e.key === " " && onSelect) {
            e.preventDefault();
            onSelect({ ctrl: true, shift: false, toggle: true });
            return;
          }
          if (e.altKey || e.ctrlKey || e.metaKey) return;
          if (e.key === "y" || e.key === "Y") onFeedback("good");
          if (!miss && (e.key === "n" || e.key === "N")) onFeedback("bad");
          if (better && (e.key === "b" || e.key === "B")) onFeedback("better");
        }}
      >
        <span className="tile-image">
          {result.kind === "video" ? (
            <span className="tile-video" aria-hidden="true">
              <span className="play">▶</span>
              <span className="small">Video · not analysed yet</span>
            </span>
          ) : (
            <img src={result.thumbnailUrl} alt="" loading="lazy" decoding="async" draggable={false} />
          )}
          {favourite && <span className="tile-heart" aria-hidden="true">♥</span>}
          {result.similar > 0 && (
            <span className="tile-badge" title={`${result.similar} more ${result.similar === 1 ? "copy" : "copies"} of this photo`}>
              +{result.similar}
            </span>
          )}
        </span>
        <span className="tile-caption" aria-hidden="true">
          <span className="tile-name">{result.name}</span>
          <span className="tile-date">{taken}</span>
          {reason && <span className="tile-reason">{reason}</span>}
        </span>
      </button>
      {onSelect && <SelectMark name={result.name} selected={selected} onToggle={(e) => onSelect({ ctrl: false, shift: e.shiftKey, toggle: !e.shiftKey })} />}
      <span className="verdicts">
        <button className="verdict good" tabIndex={-1} onClick={() => onFeedback("good")} aria-label={`Right: ${result.name} is what I meant`} title="Right (Y)">
          ✓<kbd>Y</kbd>
        </button>
        {!miss && (
          <button className="verdict bad" tabIndex={-1} onClick={() => onFeedback("bad")} aria-label={`Wrong: ${result.name} is not it`} title="Wrong (N)">
            ✕<kbd>N</kbd>
          </button>
        )}
        {better && (
          <button className="verdict better" tabIndex={-1} onClick={() => onFeedback("better")} aria-label={`Better: ${result.name} beats the results before it`} title="This one, not those before it (B)">
            ↑<kbd>B</kbd>
          </button>
        )}
      </span>
    </>
  );
}
