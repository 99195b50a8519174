/**
 * @file One answer in the chat: a head that stays in sight while its results scroll (the question,
 * how it was read as chips a person can change or drop, how the grid is grouped, Select), then what
 * the answer says, its grid, its corrections with Undo, and its nearest misses.
 *
 * Renderer; `ChatPane` holds the turns and their selection, this draws one of them.
 */
import { useMemo, useRef, useState, type DragEvent, type ReactNode, type RefObject } from "react";
import type { Chip, SearchAnswer, SearchResult } from "../../../electron/api/contract";
import { defaultGrouping, type Grouping } from "../answer-layout";
import { commonReasons, tileReason } from "../reasons";
import { AnswerGrid } from "./AnswerGrid";
import { ResultTile, type Verdict } from "./ResultTile";
import { correctionText } from "../correction-text";
import { readingText } from "../reading-text";

export type { Verdict };

interface Props {
  /** The question, as the chat shows it: it heads the answer and stays in sight as it scrolls. */
  question: ReactNode;
  /** How many times the chat asked this question before this answer (0 the first time). */
  askedBefore?: number;
  answer: SearchAnswer;
  onOpen: (index: number) => void;
  /** Lists every copy of the duplicated photos this answer folded together. */
  onShowCopies: () => void;
  /** Runs the query again without one part of its reading. */
  onDropChip: (chipId: string) => void;
  /** Runs the query again with an unsure negation read the other way (`interpretation.readings`). */
  onFlipReading: (readingId: string) => void;
  /** The words the user typed for a chip, and a new query with them replaced; null when the chip cannot be edited. */
  editable: (chip: Chip) => { said: string; replace: (text: string) => string } | null;
  onAsk: (query: string) => void;
  /** Marks a result right or wrong, or better than those above it, for this search; the answer comes back corrected. */
  onFeedback: (photoId: string, verdict: Verdict) => void;
  /** The corrections given to this answer, oldest first: the last is said, every one can be taken back. */
  corrections: Array<{ name: string; verdict: Verdict; count?: number }>;
  /** What the last Undo took back, said while no correction is newer. */
  undone?: string;
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
  /** Whether this answer is selecting: a click on a photo selects it instead of opening it. */
  selecting?: boolean;
  /** Select (on) and Done (off): a click selects until Done, Escape or the bar's Done. */
  onSelecting?: (on: boolean) => void;
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

/** What a correction did, in words. */

const CHIP_KIND: Record<SearchAnswer["interpretation"]["chips"][number]["kind"], string> = {
  time: "When", place: "Where", person: "Who", words: "Words", kind: "Kind", not: "Not", count: "Order", event: "Trip", unused: "Not used", album: "In", camera: "Camera",
};

/** A chip's words beside its kind: the kind already says "Not", so a left-out chip reads "Not | in Rome", not "Not | not in Rome". */
function chipText(chip: SearchAnswer["interpretation"]["chips"][number]): string {
  return chip.kind === "not" ? chip.label.replace(/^not\s+/i, "") : chip.label;
}

export function Answer({ question, askedBefore = 0, answer, onOpen, onShowCopies, onDropChip, onFlipReading, editable, onAsk, onFeedback, corrections, undone, onUndo, onAddMissed, scroller, onMore, focusRequest, onOpenMiss, showVisualOff, onSetUpVisual, selecting = false, onSelecting, selected, onSelect, onSelectAll, onExtend, onMenu, onDragOut, favourites, onSaveAlbum }: Props) {
  const { interpretation, results } = answer;
  const [editing, setEditing] = useState<string | null>(null);
  const copies = answer.copiesFolded;
  const common = useMemo(() => commonReasons(results), [results]);
  const head = useRef<HTMLDivElement>(null);
  // The grouping the answer opens with is read from its first page, so it does not change as later pages arrive.
  const firstPage = results.slice(0, 200).map((r) => r.takenAt ?? "").join("|");
  const suggested = useMemo(() => defaultGrouping(results.slice(0, 200).map((r) => r.takenAt)), [firstPage]);
  const [chosenGrouping, setGrouping] = useState<Grouping | null>(null);
  /** The day or month being looked at, once its heading has scrolled under the head. */
  const [dayInView, setDayInView] = useState<string | null>(null);
  // Headings read as a calendar only where the results come in time order; a ranking has none.
  const grouping = suggested === "none" ? "none" : (chosenGrouping ?? suggested);
  return (
    <div className="answer" data-testid="answer">
      <div className="answer-head" ref={head} data-testid="answer-head">
        {question}
        <div className="answer-bar">
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
                  {chipText(chip)}
                </button>
              ) : (
                chipText(chip)
              )}
              <button className="chip-remove" onClick={() => onDropChip(chip.id)} aria-label={`Search again without ${chip.label}`} title="Search again without this">
                ×
              </button>
            </span>
          ))}
          {interpretation.readings.map((reading) => {
            const text = readingText(reading, answer.query);
            return (
              <span key={reading.id} className="chip chip-reading" data-testid="reading" title={text.why}>
                <span className="chip-kind">Read as</span>
                {text.said}
                <button type="button" className="chip-flip" onClick={() => onFlipReading(reading.id)} aria-label={text.name} data-testid="reading-flip">
                  <span aria-hidden="true">{reading.flipped ? "↶" : "⇄"}</span> {text.button}
                </button>
              </span>
            );
          })}
        </div>
          )}
          {results.length > 0 && (
            <div className="answer-tools">
              {grouping !== "none" && dayInView && (
                <span className="day-in-view" data-testid="day-in-view">
                  {dayInView}
                </span>
              )}
              {suggested === "none" ? (
                <span className="muted small" title="The photos that match best come first, so they are not grouped by date">Best match first</span>
              ) : (
                <div className="segmented" role="group" aria-label="Group the photos by" data-testid="grouping">
                  {(["day", "month", "none"] as const).map((g) => (
                    <button key={g} type="button" className="segment" aria-pressed={grouping === g} onClick={() => setGrouping(g)} data-testid={`group-${g}`}>
                      {g === "day" ? "Days" : g === "month" ? "Months" : "None"}
                    </button>
                  ))}
                </div>
              )}
              {onSelecting && (
                <button type="button" className={selecting ? "button small primary" : "button small"} aria-pressed={selecting} onClick={() => onSelecting(!selecting)} data-testid="select-mode" title={selecting ? "Stop selecting (Esc)" : "Choose photos with a click"}>
                  {selecting ? "Done" : "Select"}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
      <div className={`answer-card${selecting ? " selecting" : ""}${selected?.size ? " has-selection" : ""}`}>
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
          head={head}
          results={results}
          total={answer.total}
          grouping={grouping}
          onDayInView={setDayInView}
          isSelected={(i) => selected?.has(i) ?? false}
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
      {undone && (
        <p className="correction small" role="status" data-testid="undone">
          {undone}
        </p>
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
        // Named by its question, and by which time it was asked: landmarks' names are unique.
        <section className="misses" aria-label={`Nearest misses for “${answer.query}”${askedBefore ? `, asked ${askedBefore + 1} times` : ""}`} data-testid="misses">
          <h2 className="misses-title muted small">{results.length ? "Close, but not quite — mark one ✓ if it is what you meant" : "Nearest misses — mark one ✓ if it is what you meant"}</h2>
          <ul className="miss-grid">
            {answer.misses.map((miss, index) => (
              <li key={miss.id} className="result miss" data-testid="miss">
                <ResultTile result={miss} index={index} focusable reason={nearBecause(miss)} onOpen={() => onOpenMiss(index)} onFeedback={(verdict) => onFeedback(miss.id, verdict)} miss />
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

/** A miss's line: why it is near (the engine sends none without a reason), then what it lacks. */
function nearBecause(miss: SearchResult): string {
  return [miss.reasons[0], miss.missed.join(", ")].filter(Boolean).join("; ");
}
