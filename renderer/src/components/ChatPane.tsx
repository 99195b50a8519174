/**
 * @file The chat: the question box with its completions, each question's answer as a turn
 * (follow-ups narrow the one before), the corrections a person gives an answer, and the first
 * screen's examples.
 *
 * Runs in the renderer; every search, page and correction goes through `client`.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import type { Area, Completion, SearchAnswer } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { Answer, type Verdict } from "./Answer";
import { Highlights } from "./Highlights";
import { MissedPicker } from "./MissedPicker";
import { ErrorNote } from "./Notice";
import { PhotoViewer } from "./PhotoViewer";
import { focusWhenThere } from "../use-focus-move";
import { SelectionActions, type SelectionContext } from "./SelectionActions";
import { startDragOut } from "../hand-over";
import { all, clicked, extendByKey, NOTHING, ordered, toggle, type Selection } from "../selection";
import { countOf } from "../format";
import { undoneText } from "../correction-text";

/** `without`: the parts of the query the user removed, as their chips read, for the bubble to say. */
/** `area`: a rectangle drawn on the Places map, searched with the words (or alone, with none). */
type Turn = { id: number; query: string; without?: string[]; area?: Area } & (
  | { state: "pending" }
  | {
      state: "done";
      answer: SearchAnswer;
      dropped?: string[];
      /** The corrections given to this answer, oldest first; any can be taken back. */
      corrections?: TurnCorrection[];
      problem?: string;
      /** What the last Undo took back, said until the next correction. */
      undone?: string;
      /** A result to move focus to after the viewer closes or a correction lands. */
      focus?: { index: number; n: number };
    }
  | { state: "failed"; error: string }
);

type TurnCorrection = { feedbackIds: string[]; name: string; verdict: Verdict; count?: number };

const COMPLETION_KIND: Record<Completion["kind"], string> = { history: "Before", person: "Who", place: "Where", event: "Day", thing: "What" };

/** Results asked for at a time as an answer's grid scrolls. */
const PAGE = 200;
/** Space kept above a turn scrolled to the top of the chat. */
const TURN_MARGIN = 16;

/** A turn that narrows or shifts the previous answer rather than starting afresh. */
const FOLLOW_UP = /^\s*(only|just|and|but|not|without|except|earlier|later|before that|after that|what about|now)\b/i;

interface Props {
  client: Client;
  photoCount: number | null;
  indexing: boolean;
  /** Kept in the page while other views show, so the conversation survives a look elsewhere. */
  hidden: boolean;
  canShowInFolder: boolean;
  /** A search asked from elsewhere (the history, a suggestion, an area drawn on the map): run once per new `n`. */
  request?: { query: string; n: number; area?: Area } | null;
  /** Shows where visual search is set up (Models & settings). */
  onSetUpVisual: () => void;
  /** A new question was answered (not a follow-up): the URL says it, so a reload asks it again. */
  onAsked?: (query: string) => void;
  /** What selected results can be done with. */
  actions?: SelectionContext;
  /** What the first screen offers before any question: adding a folder and its progress, then the visual-search download. */
  start?: ReactNode;
  offer?: ReactNode;
}

export function ChatPane({ client, photoCount, indexing, hidden, canShowInFolder, request, onSetUpVisual, onAsked, actions, start, offer }: Props) {
  /** The results selected, in one answer at a time; `selecting`: its Select button is on, so a click selects. */
  const [chosen, setChosen] = useState<{ turnId: number; selection: Selection; selecting?: boolean } | null>(null);
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  /** Why photos dragged out of the window did not go. */
  const [dragError, setDragError] = useState<string | null>(null);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState("");
  const [picking, setPicking] = useState<number | null>(null);
  /** Completions of what is typed: the library's names and past searches. `active`: the highlighted one, −1 for none. */
  const [completions, setCompletions] = useState<Completion[]>([]);
  const [active, setActive] = useState(-1);
  const [showCompletions, setShowCompletions] = useState(false);
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    let live = true;
    const timer = setTimeout(() => {
      client.complete({ text: draft, limit: 6 }).then(
        (c) => {
          if (!live) return;
          setCompletions(c.completions);
          setActive(-1);
        },
        () => undefined,
      );
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, draft]);
  /** The viewer, open on one turn's results. */
  const [open, setOpen] = useState<{ turnId: number; index: number; misses?: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  /** The question last asked, which the box shows until something else is typed. */
  const asked = useRef("");
  const log = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);

  // A new question, and then its answer, open at their top: the question, its reading and the
  // first results in view, not the last row of a long answer. Corrections scroll nothing.
  const newest = turns.at(-1);
  useLayoutEffect(() => {
    const scroller = log.current;
    const element = newest && scroller?.querySelector<HTMLElement>(`[data-turn-id="${newest.id}"]`);
    if (!scroller || !element) return;
    const top = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop - TURN_MARGIN;
    scroller.scrollTo({ top, behavior: newest.state === "pending" ? "smooth" : "auto" });
  }, [newest?.id, newest?.state]);

  /** Later pages of a turn's results, asked for once each as the grid scrolls to them. */
  const asking = useRef(new Set<string>());
  const loadMore = useCallback(
    async (id: number, queryId: string, offset: number) => {
      const key = `${queryId}:${offset}`;
      if (asking.current.has(key)) return;
      asking.current.add(key);
      try {
        const page = await client.moreResults({ queryId, offset, limit: PAGE });
        setTurns((t) =>
          t.map((x) =>
            // A page lands only on the answer it was asked for, and only where it continues what is there.
            x.id === id && x.state === "done" && x.answer.queryId === queryId && x.answer.results.length === offset
              ? { ...x, answer: { ...x.answer, results: [...x.answer.results, ...page.results], total: page.total } }
              : x,
          ),
        );
      } catch (error) {
        setTurns((t) => t.map((x) => (x.id === id && x.state === "done" ? { ...x, problem: errorText(error) } : x)));
      } finally {
        asking.current.delete(key);
      }
    },
    [client],
  );

  /** `readings`: the unsure negations read the other way in the answer a chip was dropped from, which stay so. */
  const ask = async (query: string, drop?: string[], refineId?: string, without?: string[], area?: Area, readings?: string[]) => {
    const text = query.trim();
    if (!text && !area) return;
    const id = nextId.current++;
    // The box keeps the question being answered, selected so that what is typed next replaces it.
    asked.current = text;
    setDraft(text);
    requestAnimationFrame(() => {
      if (document.activeElement === input.current) input.current?.select();
    });
    const last = [...turns].reverse().find((t): t is Extract<Turn, { state: "done" }> => t.state === "done");
    const refine = drop ? refineId : last && !last.answer.remembered && !area && FOLLOW_UP.test(text) ? last.answer.queryId : undefined;
    setTurns((t) => [...t, { id, query: text, without, area, state: "pending" }]);
    const settle = (turn: Turn) => setTurns((t) => t.map((x) => (x.id === id ? turn : x)));
    try {
      // "remember that …" is about the results the user selected, when there are some.
      const selection = chosen && /^\s*(?:please\s+)?remember\b/i.test(text) ? (await chosenIds()).slice(0, 1000) : undefined;
      const answer = await client.search({ query: text, refine, drop, selection, area, ...(readings?.length ? { readings } : {}) });
      settle({ id, query: text, without, area, state: "done", answer, dropped: drop });
      if (!refine && !drop && !answer.remembered && !area) onAsked?.(text);
    } catch (error) {
      settle({ id, query: text, without, area, state: "failed", error: errorText(error) });
    }
  };

  useEffect(() => {
    if (request) void ask(request.query, undefined, undefined, undefined, request.area);
    // Only a new request runs: `ask` changes with every turn.
  }, [request?.n]);

  /**
   * An unsure negation read the other way: the turn's answer is replaced by the search read so,
   * its chip offering the way back. Corrections belong to a reading, so the new answer starts without.
   */
  const flipReading = async (id: number, readingId: string) => {
    const turn = turns.find((t) => t.id === id);
    if (turn?.state !== "done") return;
    const readings = turn.answer.interpretation.readings.filter((r) => r.flipped !== (r.id === readingId)).map((r) => r.id);
    try {
      const answer = await client.search({ query: turn.query, refine: turn.answer.refines ?? undefined, drop: turn.dropped, readings, area: turn.area });
      setTurns((t) => t.map((x) => (x.id === id && x.state === "done" ? { ...x, answer, corrections: [], undone: undefined, problem: undefined, focus: undefined } : x)));
    } catch (error) {
      setTurns((t) => t.map((x) => (x.id === id && x.state === "done" ? { ...x, problem: errorText(error) } : x)));
    }
  };

  /**
   * A result marked right or wrong, or better than those above it ("this one, not those"), or
   * photos added that the answer missed: the turn's answer is replaced by the corrected one, and
   * the correction can be undone.
   */
  const correct = async (id: number, photoIds: string[], verdict: Verdict): Promise<SearchAnswer | null> => {
    const turn = turns.find((t) => t.id === id);
    if (turn?.state !== "done" || !photoIds.length) return null;
    const { results } = turn.answer;
    const name = [...results, ...turn.answer.misses].find((r) => r.id === photoIds[0])?.name ?? "the photo";
    const over = verdict === "better" ? results.slice(0, results.findIndex((r) => r.id === photoIds[0])).map((r) => r.id) : undefined;
    try {
      let answer = turn.answer;
      const feedbackIds: string[] = [];
      for (const photoId of photoIds) {
        const done = await client.feedback({ queryId: turn.answer.queryId, photoId, verdict, over });
        feedbackIds.push(done.feedbackId);
        answer = done.answer;
      }
      const count = verdict === "better" ? over?.length : photoIds.length;
      // Focus stays with the photo where it went, or, when it left the results, on the one now in its place.
      const was = results.findIndex((r) => r.id === photoIds[0]);
      const now = answer.results.findIndex((r) => r.id === photoIds[0]);
      const index = now >= 0 ? now : Math.max(0, was);
      setTurns((t) =>
        t.map((x) => (x.id === id && x.state === "done" ? { ...x, answer, corrections: [...(x.corrections ?? []), { feedbackIds, name, verdict, count }], problem: undefined, undone: undefined, focus: was >= 0 ? { index, n: (x.focus?.n ?? 0) + 1 } : x.focus } : x)),
      );
      return answer;
    } catch (error) {
      // The answer stays as it was; the correction's problem is said beside it.
      setTurns((t) => t.map((x) => (x.id === id && x.state === "done" ? { ...x, problem: errorText(error) } : x)));
      return null;
    }
  };
  /** Takes back one of a turn's corrections, the last or any earlier one; the answer comes back with the others still standing. */
  const undo = async (id: number, which: number) => {
    const turn = turns.find((t) => t.id === id);
    const correction = turn?.state === "done" ? turn.corrections?.[which] : undefined;
    if (turn?.state !== "done" || !correction) return;
    try {
      let answer: SearchAnswer | null = null;
      for (const feedbackId of [...correction.feedbackIds].reverse()) answer = (await client.undoFeedback({ feedbackId, queryId: turn.answer.queryId })).answer;
      setTurns((t) => t.map((x) => (x.id === id && x.state === "done" ? { ...x, answer: answer ?? x.answer, corrections: x.corrections?.filter((c) => c !== correction), problem: undefined, undone: undoneText(correction) } : x)));
    } catch (error) {
      // The answer stays as it was; the correction's problem is said beside it.
      setTurns((t) => t.map((x) => (x.id === id && x.state === "done" ? { ...x, problem: errorText(error) } : x)));
    }
  };

  /** Runs a turn's query again with every copy of a duplicated photo listed. */
  const showCopies = async (id: number, query: string, area?: Area) => {
    try {
      const answer = await client.search({ query, showDuplicates: true, area });
      setTurns((t) => t.map((x) => (x.id === id ? { id, query, area, state: "done", answer } : x)));
    } catch (error) {
      setTurns((t) => t.map((x) => (x.id === id ? { id, query, area, state: "failed", error: errorText(error) } : x)));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const listed = completions.length > 0 && showCompletions;
    if (listed && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // −1 (nothing highlighted) sits between the last and the first, as in a browser's address bar.
      setActive((a) => ((a + 1 + step + completions.length + 1) % (completions.length + 1)) - 1);
      return;
    }
    if (listed && event.key === "Escape") {
      event.preventDefault();
      setShowCompletions(false);
      return;
    }
    const chosen = listed && active >= 0 && active < completions.length ? completions[active]! : null;
    if (chosen && event.key === "Tab") {
      // Tab takes the completion into the box, to go on typing.
      event.preventDefault();
      setDraft(`${chosen.text} `);
      setShowCompletions(false);
      return;
    }
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      setShowCompletions(false);
      void ask(chosen ? chosen.text : draft);
    }
  };

  // Visual search being off is said once, on the first answer of the chat it mattered to.
  const visualNote = turns.find((t) => t.state === "done" && t.answer.visualOff)?.id;
  const openTurn = open ? turns.find((t): t is Extract<Turn, { state: "done" }> => t.id === open.turnId && t.state === "done") : undefined;
  const pickingTurn = turns.find((t): t is Extract<Turn, { state: "done" }> => t.id === picking && t.state === "done");

  const chosenTurn = chosen ? turns.find((t): t is Extract<Turn, { state: "done" }> => t.id === chosen.turnId && t.state === "done") : undefined;
  /** The selected results' ids, in answer order; results not loaded yet are asked for. */
  const chosenIds = useCallback(async () => {
    if (!chosen || !chosenTurn) return [];
    const positions = ordered(chosen.selection);
    let results = chosenTurn.answer.results;
    const last = positions[positions.length - 1] ?? -1;
    if (last >= results.length) results = [...results, ...(await client.moreResults({ queryId: chosenTurn.answer.queryId, offset: results.length, limit: Math.min(1000, last + 1 - results.length) })).results];
    return positions.map((i) => results[i]?.id).filter((id): id is string => id !== undefined);
  }, [client, chosen, chosenTurn]);
  const favourites = new Set(actions?.collections?.favourites ?? []);
  // How many times each turn's question was asked before it, counted in one pass: names its misses apart.
  const timesAsked = new Map<string, number>();
  const askedBefore = turns.map((turn) => {
    const before = timesAsked.get(turn.query) ?? 0;
    timesAsked.set(turn.query, before + 1);
    return before;
  });

  return (
    <main className="chat" aria-label="Search" hidden={hidden}>
      {actions && !hidden && chosen && (
        <SelectionActions {...actions} count={chosen.selection.positions.size} selecting={chosen.selecting} ids={chosenIds} onClear={() => setChosen(null)} menu={menu} onMenuClose={() => setMenu(null)} />
      )}
      {dragError && (
        <p className="error small drag-error" role="alert" data-testid="drag-error">
          {dragError}
        </p>
      )}
      <div className="chat-log" ref={log} role="log" aria-live="polite">
        {turns.length > 0 && <h1 className="visually-hidden">Search</h1>}
        {turns.length === 0 ? (
          <Welcome client={client} photoCount={photoCount} indexing={indexing} onExample={(q) => void ask(q)} start={start} offer={offer} />
        ) : (
          turns.map((turn, at) => (
            <article className="turn" key={turn.id} data-testid="turn" data-turn-id={turn.id}>
              {turn.state !== "done" && <Question turn={turn} />}
              {turn.state === "pending" && <p className="thinking">Looking through your photos…</p>}
              {turn.state === "failed" && <ErrorNote error={turn.error} onRetry={() => void ask(turn.query, undefined, undefined, undefined, turn.area)} />}
              {turn.state === "done" && (
                <Answer
                  question={<Question turn={turn} />}
                  askedBefore={askedBefore[at]}
                  answer={turn.answer}
                  onOpen={(index) => setOpen({ turnId: turn.id, index })}
                  onOpenMiss={(index) => setOpen({ turnId: turn.id, index, misses: true })}
                  showVisualOff={turn.id === visualNote}
                  onSetUpVisual={onSetUpVisual}
                  scroller={log}
                  onMore={(offset) => void loadMore(turn.id, turn.answer.queryId, offset)}
                  focusRequest={turn.focus}
                  onShowCopies={() => void showCopies(turn.id, turn.query, turn.area)}
                  onDropChip={(chipId) => {
                    const label = turn.answer.interpretation.chips.find((c) => c.id === chipId)?.label ?? chipId;
                    const flipped = turn.answer.interpretation.readings.filter((r) => r.flipped).map((r) => r.id);
                    void ask(turn.query, [...(turn.dropped ?? []), chipId], turn.answer.refines ?? undefined, [...(turn.without ?? []), label], turn.area, flipped);
                  }}
                  onFlipReading={(readingId) => void flipReading(turn.id, readingId)}
                  editable={(chip) => {
                    // Only what was said in this very turn can be edited in its words.
                    if (!chip.span || turn.answer.refines || turn.dropped?.length) return null;
                    const [from, to] = chip.span;
                    return { said: turn.query.slice(from, to), replace: (text) => `${turn.query.slice(0, from)}${text}${turn.query.slice(to)}` };
                  }}
                  onAsk={(query) => void ask(query)}
                  onFeedback={(photoId, verdict) => void correct(turn.id, [photoId], verdict)}
                  corrections={turn.corrections ?? []}
                  undone={turn.undone}
                  onUndo={(which) => void undo(turn.id, which)}
                  onAddMissed={() => setPicking(turn.id)}
                  selected={chosen?.turnId === turn.id ? chosen.selection.positions : undefined}
                  favourites={favourites}
                  selecting={chosen?.turnId === turn.id && Boolean(chosen.selecting)}
                  onSelecting={actions && ((on) => setChosen(on ? { turnId: turn.id, selection: NOTHING, selecting: true } : null))}
                  onSelect={
                    actions &&
                    ((index, keys) => {
                      const mine = chosen?.turnId === turn.id ? chosen : null;
                      const current = mine?.selection ?? NOTHING;
                      // Selecting (the Select button on), a plain click chooses as a Ctrl-click would.
                      const next = keys.toggle ? toggle(current, index) : clicked(current, index, { ...keys, ctrl: keys.ctrl || Boolean(mine?.selecting) });
                      if (!next) return false;
                      setChosen(next.positions.size || mine?.selecting ? { turnId: turn.id, selection: next, selecting: mine?.selecting } : null);
                      return true;
                    })
                  }
                  onSelectAll={actions && (() => setChosen((c) => ({ turnId: turn.id, selection: all(turn.answer.total), selecting: c?.turnId === turn.id && c.selecting })))}
                  onExtend={actions && ((from, to) => setChosen((c) => ({ turnId: turn.id, selection: extendByKey(c?.turnId === turn.id ? c.selection : NOTHING, from, to), selecting: c?.turnId === turn.id && c.selecting })))}
                  onMenu={
                    actions &&
                    ((index, at) => {
                      if (!(chosen?.turnId === turn.id && chosen.selection.positions.has(index))) setChosen({ turnId: turn.id, selection: toggle(NOTHING, index) });
                      setMenu(at);
                    })
                  }
                  onDragOut={
                    actions &&
                    ((index, event) => {
                      const inSelection = chosen?.turnId === turn.id && chosen.selection.positions.has(index);
                      const id = turn.answer.results[index]?.id;
                      setDragError(null);
                      startDragOut(event, client, actions.shell, inSelection ? chosenIds : async () => (id ? [id] : []), setDragError);
                    })
                  }
                  onSaveAlbum={
                    // A smart album is a sentence answered again; a drawn area has none to keep.
                    actions && !turn.area
                      ? async (name) => {
                          try {
                            const album = await client.createAlbum({ name, query: turn.query });
                            actions.onCollections(await client.collections());
                            return `Saved “${album.name}”, ${countOf(album.photos ?? 0, "photo")} now; it is in the sidebar and follows your library.`;
                          } catch (e) {
                            return errorText(e);
                          }
                        }
                      : undefined
                  }
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
        {showCompletions && completions.length > 0 && (
          <ul className="completions" id="completions" role="listbox" aria-label="Suggestions" data-testid="completions">
            {completions.map((c, i) => (
              <li
                key={c.text}
                id={`completion-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? "completion active" : "completion"}
                // mousedown, not click: the box must not lose focus (and close the list) first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  setShowCompletions(false);
                  void ask(c.text);
                }}
              >
                <span className={`completion-kind kind-${c.kind}`}>{COMPLETION_KIND[c.kind]}</span>
                <span className="completion-text">{c.text}</span>
                <span className="muted small">{c.detail}</span>
              </li>
            ))}
          </ul>
        )}
        <label htmlFor="query" className="visually-hidden">
          Describe the photo you are looking for
        </label>
        {/* An input, not a textarea: a query is one line, and only an input may be a combobox. */}
        <input
          id="query"
          type="text"
          autoComplete="off"
          ref={input}
          value={draft}
          onChange={(e) => {
            typed.current = true;
            setShowCompletions(true);
            setDraft(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={(e) => {
            // Back in the box, the question being answered is selected: what is typed replaces it.
            if (draft === asked.current) e.currentTarget.select();
          }}
          onBlur={() => setShowCompletions(false)}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showCompletions && completions.length > 0}
          aria-controls="completions"
          aria-activedescendant={showCompletions && active >= 0 && active < completions.length ? `completion-${active}` : undefined}
          placeholder="Describe a photo: who, where, when, what was in it…"
          autoFocus
        />
        <button className="button primary" type="submit" disabled={draft.trim() === ""}>
          Search
        </button>
      </form>

      {openTurn && open?.misses && openTurn.answer.misses.length > 0 && (
        <PhotoViewer
          client={client}
          canShowInFolder={canShowInFolder}
          results={openTurn.answer.misses}
          index={Math.min(open.index, openTurn.answer.misses.length - 1)}
          onIndex={(index) => setOpen({ ...open, index })}
          onClose={() => {
            setOpen(null);
            // Focus goes back to the near miss the viewer was showing.
            const { turnId, index } = open;
            focusWhenThere(() => log.current?.querySelectorAll<HTMLElement>(`[data-turn-id="${turnId}"] [data-testid="miss-tile"]`)[index] ?? null);
          }}
          onSearch={(query) => {
            setOpen(null);
            void ask(query);
          }}
        />
      )}
      {openTurn && open && !open.misses && (
        <PhotoViewer
          client={client}
          canShowInFolder={canShowInFolder}
          results={openTurn.answer.results}
          window={{ first: 0, total: openTurn.answer.total }}
          index={open.index}
          onIndex={(index) => {
            // Stepping past the results loaded so far loads the next page first.
            if (index < openTurn.answer.results.length) return setOpen({ ...open, index });
            void loadMore(openTurn.id, openTurn.answer.queryId, openTurn.answer.results.length).then(() => setOpen((o) => (o ? { ...o, index } : o)));
          }}
          onVerdict={(verdict) => {
            const photoId = openTurn.answer.results[open.index]?.id;
            if (!photoId) return;
            void correct(openTurn.id, [photoId], verdict).then((answer) => {
              // A photo marked right leads the answer: the viewer follows it. One marked wrong leaves
              // it, and the viewer shows the one now in its place, as a gallery does after a delete.
              const at = answer?.results.findIndex((r) => r.id === photoId) ?? -1;
              const count = answer?.results.length ?? 0;
              if (count === 0) setOpen(null);
              else setOpen((o) => (o ? { ...o, index: at >= 0 ? at : Math.min(o.index, count - 1) } : o));
            });
          }}
          onClose={() => {
            setOpen(null);
            // Focus goes back to the photo the viewer was showing, as in a gallery.
            setTurns((t) => t.map((x) => (x.id === open.turnId && x.state === "done" ? { ...x, focus: { index: open.index, n: (x.focus?.n ?? 0) + 1 } } : x)));
          }}
          onSearch={(query) => {
            setOpen(null);
            void ask(query);
          }}
        />
      )}
      {pickingTurn && (
        <MissedPicker
          client={client}
          query={pickingTurn.query}
          inAnswer={new Set(pickingTurn.answer.results.map((r) => r.id))}
          onAdd={async (ids) => void (await correct(pickingTurn.id, ids, "good"))}
          onClose={() => setPicking(null)}
        />
      )}
    </main>
  );
}

/** The question a turn asked, as a bubble: it heads the turn's answer, and stays in sight while the answer scrolls. */
function Question({ turn }: { turn: Turn }) {
  return (
    <p className="bubble">
      {turn.query || (turn.area ? "Photos in the area drawn on the map" : "")}
      {turn.without && turn.without.length > 0 && <span className="bubble-note"> — without {turn.without.join(", ")}</span>}
    </p>
  );
}

/** Said the way people ask, to show what kinds of things can be asked before there are photos to ask about. */
const FIXED_EXAMPLES = ["Leo at the beach last summer", "receipts from 2023", "sunset in Lisbon"];

/**
 * The first screen. Its examples come from the library itself (its people, places, trips, busiest
 * month, words read in its photos), each checked by the engine to find photos; an empty library
 * only shows how people ask.
 */
function Welcome({ client, photoCount, indexing, onExample, start, offer }: { client: Client; photoCount: number | null; indexing: boolean; onExample: (q: string) => void; start?: ReactNode; offer?: ReactNode }) {
  const empty = photoCount === 0 && !indexing;
  const [examples, setExamples] = useState<string[] | null>(null);
  // Asked again when an indexing run ends: the library it drew from has changed.
  const settled = indexing ? null : photoCount;
  useEffect(() => {
    if (!settled) return;
    let live = true;
    client.examples({ count: 4 }).then(
      (e) => live && setExamples(e.examples.map((x) => x.text)),
      () => live && setExamples([]),
    );
    return () => {
      live = false;
    };
  }, [client, settled]);
  return (
    <div className="welcome">
      <h1>Find any photo by describing it</h1>
      <p className="muted">
        {empty
          ? "Start by adding the folder where your photos live. Recollect indexes it on this computer; nothing is uploaded."
          : "Say what you remember — who was there, where and when it was, words in the photo or its caption. Follow up to narrow it down."}
      </p>
      {start}
      {!empty && <Highlights client={client} settled={settled} onAsk={onExample} />}
      {empty ? (
        <p className="muted small" data-testid="fixed-examples">
          Then ask the way you would ask a friend: {FIXED_EXAMPLES.map((q) => `“${q}”`).join(", ")}.
        </p>
      ) : (
        examples &&
        examples.length > 0 && (
          <div className="examples" aria-label="Try these, from your library" role="group" data-testid="examples">
            {examples.map((q) => (
              <button key={q} className="chip chip-button" onClick={() => onExample(q)}>
                {q}
              </button>
            ))}
          </div>
        )
      )}
      {offer}
    </div>
  );
}
