import { useMemo, useState, type DragEvent, type RefObject } from "react";
import type { Chip, SearchAnswer, SearchResult } from "../../../electron/api/contract";
import { formatTaken } from "../format";
import { commonReasons, tileReason } from "../reasons";
import { AnswerGrid } from "./AnswerGrid";

interface Props {
  answer: SearchAnswer;
  onOpen: (index: number) => void;
  /** Lists every copy of the duplicated photos this answer folded together. */
  onShowCopies: () => void;
  /** Runs the query again without one part of its reading. */
  onDropChip: (chipId: string) => void;
  /** The words the user typed for a chip, and a new query with them replaced; null when the chip cannot be edited. */
  editable: (chip: Chip) => { said: string; replace: (text: string) => string } | null;
  onAsk: (query: string) => void;
  /** Marks a result right or wrong, or better than those above it, for this search; the answer comes back corrected. */
  onFeedback: (photoId: string, verdict: Verdict) => void;
  /** The corrections given to this answer, oldest first: the last is said, every one can be taken back. */
  corrections: Array<{ name: string; verdict: Verdict; count?: number }>;
  onUndo: (which: number) => void;
  /** Opens the picker to add photos the answer missed. */
  onAddMissed: () => void;
  /** The chat's scroller, which the results grid scrolls with. */
  scroller: RefObject<HTMLElement | null>;
  /** Asks for the results from `offset` on (they arrive in `answer.results`). */
  onMore: (offset: number) => void;
  /** A result to move focus to; each new `n` moves it once. */
  focusRequest?: { index: number; n: number } | null;
  /** Opens the viewer on the nearest misses. */
  onOpenMiss: (index: number) => void;
  /** This answer is the one that says visual search is off (the first of the chat that would have used it). */
  showVisualOff: boolean;
  onSetUpVisual: () => void;
  /** Positions of the results the user selected. */
  selected?: ReadonlySet<number>;
  /** A click or key that selects rather than opens (Ctrl/⌘, Shift, Space); returns false to open instead. */
  onSelect?: (index: number, keys: { ctrl: boolean; shift: boolean; toggle?: boolean }) => boolean;
  onSelectAll?: () => void;
  /** Shift+arrows moved focus from one result to another: the selection grows to it. */
  onExtend?: (from: number, to: number) => void;
  /** A right-click on a result: its menu of actions, there. */
  onMenu?: (index: number, at: { x: number; y: number }) => void;
  /** A result's tile is being dragged: out of the window, it takes the photos along. */
  onDragOut?: (index: number, event: DragEvent<HTMLButtonElement>) => void;
  favourites?: ReadonlySet<string>;
  /** Saves this search as a smart album called `name`; resolves to what to tell the user. */
  onSaveAlbum?: (name: string) => Promise<string>;
}

export type Verdict = "good" | "bad" | "better";

/** What a correction did, in words. */
function correctionText({ name, verdict, count = 1 }: { name: string; verdict: Verdict; count?: number }): string {
  if (verdict === "better") return `Put ${name} above ${count === 1 ? "the result" : `the ${count} results`} it beats.`;
  if (verdict === "bad") return `Marked ${name} as not it.`;
  return count > 1 ? `Added ${count} photos as right for this search.` : `Marked ${name} as right for this search.`;
}

const CHIP_KIND: Record<SearchAnswer["interpretation"]["chips"][number]["kind"], string> = {
  time: "When", place: "Where", person: "Who", words: "Words", kind: "Kind", not: "Not", count: "Order", event: "Trip", unused: "Not used", album: "In",
};

export function Answer({ answer, onOpen, onShowCopies, onDropChip, editable, onAsk, onFeedback, corrections, onUndo, onAddMissed, scroller, onMore, focusRequest, onOpenMiss, showVisualOff, onSetUpVisual, selected, onSelect, onSelectAll, onExtend, onMenu, onDragOut, favourites, onSaveAlbum }: Props) {
  const { interpretation, results } = answer;
  const [editing, setEditing] = useState<string | null>(null);
  const copies = answer.copiesFolded;
  const common = useMemo(() => commonReasons(results), [results]);
  return (
    <div className="answer" data-testid="answer">
      {interpretation.chips.length > 0 && (
        <div className="understood" aria-label="How the query was understood">
          <span className="muted small">Understood as</span>
          {interpretation.chips.map((chip) => (
            <span key={chip.id} className={`chip chip-${chip.kind}`} data-testid="chip" title={chip.note}>
              <span className="chip-kind">{CHIP_KIND[chip.kind]}</span>
              {editing === chip.id ? (
                <ChipEditor
                  chip={chip}
                  said={editable(chip)!.said}
                  onDone={(text) => {
                    setEditing(null);
                    const edit = editable(chip);
                    if (edit && text !== null && text.trim() && text.trim() !== edit.said) onAsk(edit.replace(text.trim()));
                  }}
                />
              ) : editable(chip) ? (
                <button className="chip-label" onClick={() => setEditing(chip.id)} aria-label={`Change ${chip.label}`} title="Change this and search again">
                  {chip.label}
                </button>
              ) : (
                chip.label
              )}
              <button className="chip-remove" onClick={() => onDropChip(chip.id)} aria-label={`Search again without ${chip.label}`} title="Search again without this">
                ×
              </button>
            </span>
          ))}
        </div>
      )}
      {/* The engine's time is there for the curious, in a tooltip, not in the way. */}
      <p className={results.length === 0 ? "message message-empty" : "message"} data-testid="message" title={`Answered in ${answer.tookMs < 1000 ? `${Math.round(answer.tookMs)} ms` : `${(answer.tookMs / 1000).toFixed(1)} s`}`}>
        {answer.message}
      </p>
      {answer.readOnly && <p className="muted small" data-testid="read-only">This library is read-only: this search is not kept, and cannot be corrected.</p>}
      {showVisualOff && (
        <button className="button small visual-off" onClick={onSetUpVisual} data-testid="visual-off">
          Visual search is off, so what is <em>in</em> the photos was not searched — set it up in Models & settings
        </button>
      )}
      {results.length > 0 && (
        <AnswerGrid
          scroller={scroller}
          results={results}
          total={answer.total}
          onMore={onMore}
          focusRequest={focusRequest}
          onExtend={onExtend}
          tile={(result, index, focusable) => (
            <ResultTile
              result={result}
              index={index}
              focusable={focusable}
              reason={tileReason(result.reasons, common, answer.message)}
              onOpen={() => onOpen(index)}
              onFeedback={(verdict) => onFeedback(result.id, verdict)}
              selected={selected?.has(index) ?? false}
              favourite={favourites?.has(result.id) ?? false}
              onSelect={onSelect && ((keys) => onSelect(index, keys))}
              onSelectAll={onSelectAll}
              onMenu={onMenu && ((at) => onMenu(index, at))}
              onDragOut={onDragOut && ((event) => onDragOut(index, event))}
            />
          )}
        />
      )}
      {corrections.length > 0 && (
        <p className="correction small" role="status" data-testid="correction">
          {correctionText(corrections.at(-1)!)}{" "}
          <button className="button small link" onClick={() => onUndo(corrections.length - 1)}>
            Undo
          </button>
        </p>
      )}
      {corrections.length > 1 && (
        <details className="earlier-corrections small" data-testid="earlier-corrections">
          <summary>{corrections.length === 2 ? "1 earlier correction" : `${corrections.length - 1} earlier corrections`}</summary>
          <ul>
            {corrections.slice(0, -1).map((c, which) => (
              <li key={which}>
                {correctionText(c)}{" "}
                <button className="button small link" onClick={() => onUndo(which)} aria-label={`Undo: ${correctionText(c)}`}>
                  Undo
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {answer.misses.length > 0 && (
        <section className="misses" aria-label="Nearest misses" data-testid="misses">
          <h2 className="misses-title muted small">{results.length ? "Close, but not quite — mark one ✓ if it is what you meant" : "Nearest misses — mark one ✓ if it is what you meant"}</h2>
          <ul className="miss-grid">
            {answer.misses.map((miss, index) => (
              <li key={miss.id} className="result miss" data-testid="miss">
                <ResultTile result={miss} index={index} focusable reason={miss.missed.join(", ")} onOpen={() => onOpenMiss(index)} onFeedback={(verdict) => onFeedback(miss.id, verdict)} miss />
              </li>
            ))}
          </ul>
        </section>
      )}
      {!answer.remembered && (
        <button className="button small link" onClick={onAddMissed} data-testid="open-missed">
          {results.length ? "Add photos it missed…" : "Pick the photos you meant…"}
        </button>
      )}
      {onSaveAlbum && results.length > 0 && !answer.remembered && <SaveAlbum query={answer.query} onSave={onSaveAlbum} />}
      {copies > 0 && (
        <button className="button small link" onClick={onShowCopies} data-testid="show-copies">
          Show the {copies === 1 ? "copy" : `${copies} copies`} too
        </button>
      )}
    </div>
  );
}

/** "Save as smart album": the search kept in the sidebar, answered again as the library changes. */
function SaveAlbum({ query, onSave }: { query: string; onSave: (name: string) => Promise<string> }) {
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState(query.slice(0, 100));
  const [said, setSaid] = useState<string | null>(null);
  if (said) return <span className="small muted" role="status" data-testid="album-saved">{said}</span>;
  if (!naming) {
    return (
      <button className="button small link" onClick={() => setNaming(true)} data-testid="save-album" title="Keep this search in the sidebar; it is answered again as your library changes">
        Save as smart album…
      </button>
    );
  }
  return (
    <form className="save-album" onSubmit={(e) => (e.preventDefault(), void onSave(name).then(setSaid))}>
      <input value={name} onChange={(e) => setName(e.target.value)} aria-label="Smart album's name" autoFocus maxLength={100} data-testid="save-album-name" />
      <button className="button small" type="submit" data-testid="save-album-confirm">Save</button>
    </form>
  );
}

/** The words behind a chip, editable in place: Enter searches again with them, Escape leaves it. */
function ChipEditor({ chip, said, onDone }: { chip: Chip; said: string; onDone: (text: string | null) => void }) {
  const [text, setText] = useState(said);
  return (
    <input
      className="chip-input"
      value={text}
      size={Math.max(6, text.length + 1)}
      autoFocus
      aria-label={`Change “${chip.label}” and search again`}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter") onDone(text);
        if (e.key === "Escape") onDone(null);
      }}
      onBlur={() => onDone(null)}
    />
  );
}

interface TileProps {
  result: SearchResult;
  index: number;
  /** The grid's one Tab stop. */
  focusable: boolean;
  /** The line under the caption: what tells this result apart, or what a miss lacks. */
  reason: string | null;
  onOpen: () => void;
  onFeedback: (verdict: Verdict) => void;
  /** A near miss: it can only be marked right ("this is it"). */
  miss?: boolean;
  selected?: boolean;
  favourite?: boolean;
  onSelect?: (keys: { ctrl: boolean; shift: boolean; toggle?: boolean }) => boolean;
  onSelectAll?: () => void;
  onMenu?: (at: { x: number; y: number }) => void;
  onDragOut?: (event: DragEvent<HTMLButtonElement>) => void;
}

/** One result: its photo, name, date and telling reason, with ✓ ✕ ↑ shown on hover, focus and by key. */
function ResultTile({ result, index, focusable, reason, onOpen, onFeedback, miss = false, selected = false, favourite = false, onSelect, onSelectAll, onMenu, onDragOut }: TileProps) {
  const better = !miss && index > 0;
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
        aria-label={`Open ${result.name}${favourite ? ", favourite" : ""}`}
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
          {selected && <span className="tile-check" aria-hidden="true">✓</span>}
          {result.similar > 0 && (
            <span className="tile-badge" title={`${result.similar} more ${result.similar === 1 ? "copy" : "copies"} of this photo`}>
              +{result.similar}
            </span>
          )}
        </span>
        <span className="tile-caption">
          <span className="tile-name">{result.name}</span>
          <span className="tile-date">{result.takenAt ? formatTaken(result.takenAt) : "Date unknown"}</span>
        </span>
        <span className="tile-reason">{reason}</span>
      </button>
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
