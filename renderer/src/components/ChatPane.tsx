import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { SearchAnswer } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { Answer } from "./Answer";
import { ErrorNote } from "./Notice";
import { PhotoViewer } from "./PhotoViewer";

/** `without`: the parts of the query the user removed, as their chips read, for the bubble to say. */
type Turn = { id: number; query: string; without?: string[] } & (
  | { state: "pending" }
  | { state: "done"; answer: SearchAnswer; dropped?: string[]; correction?: { feedbackId: string; name: string; verdict: "good" | "bad" }; problem?: string }
  | { state: "failed"; error: string }
);

const EXAMPLES = ["photos from last summer", "July 2024", "screenshots", "two weeks ago"];

/** A turn that narrows or shifts the previous answer rather than starting afresh. */
const FOLLOW_UP = /^\s*(only|just|and|but|not|without|except|earlier|later|before that|after that|what about|now)\b/i;

interface Props {
  client: Client;
  photoCount: number | null;
  indexing: boolean;
  /** Kept in the page while other views show, so the conversation survives a look elsewhere. */
  hidden: boolean;
  canShowInFolder: boolean;
}

export function ChatPane({ client, photoCount, indexing, hidden, canShowInFolder }: Props) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState("");
  const [open, setOpen] = useState<{ answer: SearchAnswer; index: number } | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight, behavior: "smooth" });
  }, [turns]);

  const ask = async (query: string, drop?: string[], refineId?: string, without?: string[]) => {
    const text = query.trim();
    if (!text) return;
    const id = nextId.current++;
    setDraft("");
    const last = [...turns].reverse().find((t): t is Extract<Turn, { state: "done" }> => t.state === "done");
    const refine = drop ? refineId : last && !last.answer.remembered && FOLLOW_UP.test(text) ? last.answer.queryId : undefined;
    setTurns((t) => [...t, { id, query: text, without, state: "pending" }]);
    const settle = (turn: Turn) => setTurns((t) => t.map((x) => (x.id === id ? turn : x)));
    try {
      const answer = await client.search({ query: text, refine, drop });
      settle({ id, query: text, without, state: "done", answer, dropped: drop });
    } catch (error) {
      settle({ id, query: text, without, state: "failed", error: errorText(error) });
    }
  };

  /** A result marked right or wrong: the turn's answer is replaced by the corrected one, which can be undone. */
  const correct = async (id: number, photoId: string, verdict: "good" | "bad") => {
    const turn = turns.find((t) => t.id === id);
    if (turn?.state !== "done") return;
    const name = [...turn.answer.results, ...turn.answer.misses].find((r) => r.id === photoId)?.name ?? "the photo";
    try {
      const { feedbackId, answer } = await client.feedback({ queryId: turn.answer.queryId, photoId, verdict });
      setTurns((t) => t.map((x) => (x.id === id && x.state === "done" ? { ...x, answer, correction: { feedbackId, name, verdict }, problem: undefined } : x)));
    } catch (error) {
      // The answer stays as it was; the correction's problem is said beside it.
      setTurns((t) => t.map((x) => (x.id === id && x.state === "done" ? { ...x, problem: errorText(error) } : x)));
    }
  };
  const undo = async (id: number) => {
    const turn = turns.find((t) => t.id === id);
    if (turn?.state !== "done" || !turn.correction) return;
    try {
      const { answer } = await client.undoFeedback({ feedbackId: turn.correction.feedbackId, queryId: turn.answer.queryId });
      setTurns((t) => t.map((x) => (x.id === id && x.state === "done" ? { ...x, answer: answer ?? x.answer, correction: undefined, problem: undefined } : x)));
    } catch (error) {
      // The answer stays as it was; the correction's problem is said beside it.
      setTurns((t) => t.map((x) => (x.id === id && x.state === "done" ? { ...x, problem: errorText(error) } : x)));
    }
  };

  /** Runs a turn's query again with every copy of a duplicated photo listed. */
  const showCopies = async (id: number, query: string) => {
    try {
      const answer = await client.search({ query, showDuplicates: true });
      setTurns((t) => t.map((x) => (x.id === id ? { id, query, state: "done", answer } : x)));
    } catch (error) {
      setTurns((t) => t.map((x) => (x.id === id ? { id, query, state: "failed", error: errorText(error) } : x)));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void ask(draft);
    }
  };

  return (
    <main className="chat" aria-label="Search" hidden={hidden}>
      <div className="chat-log" ref={log} role="log" aria-live="polite">
        {turns.length === 0 ? (
          <Welcome photoCount={photoCount} indexing={indexing} onExample={(q) => void ask(q)} />
        ) : (
          turns.map((turn) => (
            <article className="turn" key={turn.id} data-testid="turn">
              <p className="bubble">
                {turn.query}
                {turn.without && turn.without.length > 0 && <span className="bubble-note"> — without {turn.without.join(", ")}</span>}
              </p>
              {turn.state === "pending" && <p className="thinking">Looking through your photos…</p>}
              {turn.state === "failed" && <ErrorNote error={turn.error} />}
              {turn.state === "done" && (
                <Answer
                  answer={turn.answer}
                  onOpen={(index) => setOpen({ answer: turn.answer, index })}
                  onShowCopies={() => void showCopies(turn.id, turn.query)}
                  onDropChip={(chipId) => {
                    const label = turn.answer.interpretation.chips.find((c) => c.id === chipId)?.label ?? chipId;
                    void ask(turn.query, [...(turn.dropped ?? []), chipId], turn.answer.refines ?? undefined, [...(turn.without ?? []), label]);
                  }}
                  editable={(chip) => {
                    // Only what was said in this very turn can be edited in its words.
                    if (!chip.span || turn.answer.refines || turn.dropped?.length) return null;
                    const [from, to] = chip.span;
                    return { said: turn.query.slice(from, to), replace: (text) => `${turn.query.slice(0, from)}${text}${turn.query.slice(to)}` };
                  }}
                  onAsk={(query) => void ask(query)}
                  onFeedback={(photoId, verdict) => void correct(turn.id, photoId, verdict)}
                  lastCorrection={turn.correction ?? null}
                  onUndo={() => void undo(turn.id)}
                />
              )}
              {turn.state === "done" && turn.problem && (
                <ErrorNote error={turn.problem} />
              )}
            </article>
          ))
        )}
      </div>

      <form className="composer" onSubmit={submit}>
        <label htmlFor="query" className="visually-hidden">
          Describe the photo you are looking for
        </label>
        <textarea
          id="query"
          ref={input}
          rows={1}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Describe a photo: “the rocket launch”, “photos from July 2024”…"
          autoFocus
        />
        <button className="button primary" type="submit" disabled={draft.trim() === ""}>
          Search
        </button>
      </form>

      {open && (
        <PhotoViewer
          client={client}
          canShowInFolder={canShowInFolder}
          results={open.answer.results}
          index={open.index}
          onIndex={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
        />
      )}
    </main>
  );
}

function Welcome({ photoCount, indexing, onExample }: { photoCount: number | null; indexing: boolean; onExample: (q: string) => void }) {
  const empty = photoCount === 0 && !indexing;
  return (
    <div className="welcome">
      <h1>Find any photo by describing it</h1>
      <p className="muted">
        {empty
          ? "Start by adding the folder where your photos live. Recollect indexes it on this computer; nothing is uploaded."
          : "Say what you remember — when it was, words from its caption, the folder it is in. Follow up to narrow it down."}
      </p>
      {!empty && (
        <div className="examples" aria-label="Examples">
          {EXAMPLES.map((q) => (
            <button key={q} className="chip chip-button" onClick={() => onExample(q)}>
              {q}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
