import { useState, type RefObject } from "react";
import type { Chip, SearchAnswer } from "../../../electron/api/contract";
import { formatTaken } from "../format";
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
  /** The last correction, to say what was done and offer to take it back. */
  lastCorrection: { name: string; verdict: Verdict; count?: number } | null;
  onUndo: () => void;
  /** Opens the picker to add photos the answer missed. */
  onAddMissed: () => void;
  /** The chat's scroller, which the results grid scrolls with. */
  scroller: RefObject<HTMLElement | null>;
  /** Asks for the results from `offset` on (they arrive in `answer.results`). */
  onMore: (offset: number) => void;
  /** A result to move focus to; each new `n` moves it once. */
  focusRequest?: { index: number; n: number } | null;
}

export type Verdict = "good" | "bad" | "better";

/** What the last correction did, in words. */
function correctionText({ name, verdict, count = 1 }: { name: string; verdict: Verdict; count?: number }): string {
  if (verdict === "better") return `Put ${name} above ${count === 1 ? "the result" : `the ${count} results`} it beats.`;
  if (verdict === "bad") return `Marked ${name} as not it.`;
  return count > 1 ? `Added ${count} photos as right for this search.` : `Marked ${name} as right for this search.`;
}

const CHIP_KIND: Record<SearchAnswer["interpretation"]["chips"][number]["kind"], string> = {
  time: "When", place: "Where", person: "Who", words: "Words", kind: "Kind", not: "Not", count: "Order", event: "Trip", unused: "Not used",
};

export function Answer({ answer, onOpen, onShowCopies, onDropChip, editable, onAsk, onFeedback, lastCorrection, onUndo, onAddMissed, scroller, onMore, focusRequest }: Props) {
  const { interpretation, results } = answer;
  const [editing, setEditing] = useState<string | null>(null);
  const copies = answer.copiesFolded;
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
      <p className={results.length === 0 ? "message message-empty" : "message"} data-testid="message">
        {answer.message}
      </p>
      {results.length > 0 && (
        <AnswerGrid
          scroller={scroller}
          results={results}
          total={answer.total}
          onMore={onMore}
          focusRequest={focusRequest}
          tile={(result, index, focusable) => (
            <>
              <button
                className="tile"
                data-testid="result"
                data-name={result.name}
                tabIndex={focusable ? 0 : -1}
                onClick={() => onOpen(index)}
                aria-label={`Open ${result.name}`}
                aria-keyshortcuts={index > 0 ? "Y N B" : "Y N"}
                onKeyDown={(e) => {
                  // Y and N mark the focused result right or wrong, B puts it above those before it.
                  if (e.altKey || e.ctrlKey || e.metaKey) return;
                  if (e.key === "y" || e.key === "Y") onFeedback(result.id, "good");
                  if (e.key === "n" || e.key === "N") onFeedback(result.id, "bad");
                  if ((e.key === "b" || e.key === "B") && index > 0) onFeedback(result.id, "better");
                }}
              >
                <span className="tile-image">
                  {result.kind === "video" ? (
                    <span className="tile-video" aria-hidden="true">
                      <span className="play">▶</span>
                      <span className="small">Video · not analysed yet</span>
                    </span>
                  ) : (
                    <img src={result.thumbnailUrl} alt="" loading="lazy" decoding="async" />
                  )}
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
                {result.reasons.length > 0 && <span className="tile-reason">{result.reasons[0]}</span>}
              </button>
              <span className="verdicts">
                <button className="verdict good" tabIndex={-1} onClick={() => onFeedback(result.id, "good")} aria-label={`Right: ${result.name} is what I meant`} title="Right (Y)">
                  ✓
                </button>
                <button className="verdict bad" tabIndex={-1} onClick={() => onFeedback(result.id, "bad")} aria-label={`Wrong: ${result.name} is not it`} title="Wrong (N)">
                  ✕
                </button>
                {index > 0 && (
                  <button className="verdict better" tabIndex={-1} onClick={() => onFeedback(result.id, "better")} aria-label={`Better: ${result.name} beats the results before it`} title="This one, not those before it (B)">
                    ↑
                  </button>
                )}
              </span>
            </>
          )}
        />
      )}
      {lastCorrection && (
        <p className="correction small" role="status" data-testid="correction">
          {correctionText(lastCorrection)}{" "}
          <button className="button small link" onClick={onUndo}>
            Undo
          </button>
        </p>
      )}
      {answer.misses.length > 0 && (
        <section className="misses" aria-label="Nearest misses" data-testid="misses">
          <p className="muted small">{results.length ? "Close, but not quite:" : "Nearest misses:"}</p>
          <ul className="miss-list">
            {answer.misses.map((miss) => (
              <li key={miss.id} className="miss" data-testid="miss">
                <img src={miss.thumbnailUrl} alt="" loading="lazy" decoding="async" />
                <span className="miss-text">
                  <span className="tile-name">{miss.name}</span>
                  <span className="small">{miss.missed.join(", ")}</span>
                </span>
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
      {copies > 0 && (
        <button className="button small link" onClick={onShowCopies} data-testid="show-copies">
          Show the {copies === 1 ? "copy" : `${copies} copies`} too
        </button>
      )}
      <p className="took muted small">{answer.tookMs < 1000 ? `${Math.round(answer.tookMs)} ms` : `${(answer.tookMs / 1000).toFixed(1)} s`}</p>
    </div>
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
