import { useCallback, useEffect, useState } from "react";
import type { Correction, History, PastSearch } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { EmptyState, ErrorNote, Loading } from "../components/Notice";
import { countOf, formatInstant } from "../format";
import { useAction } from "../use-action";

const PAGE = 50;
const VERDICT: Record<Correction["verdict"], { mark: string; say: string }> = {
  good: { mark: "✓", say: "marked right" },
  bad: { mark: "✕", say: "marked wrong" },
  better: { mark: "↑", say: "preferred to another result" },
};

/**
 * Past searches, newest first, one entry however often each was asked: what it found, the
 * corrections given for it (each can be taken back), search again, or forget it.
 */
export function HistoryView({ client, onSearch }: { client: Client; onSearch: (query: string) => void }) {
  const [history, setHistory] = useState<History | null>(null);
  const [shown, setShown] = useState(PAGE);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** Every page up to what is shown, read again together, so that an undo anywhere shows at once. */
  const load = useCallback(() => {
    const pages = Array.from({ length: Math.ceil(shown / 200) }, (_, i) => client.history({ offset: i * 200, limit: Math.min(200, shown - i * 200) }));
    Promise.all(pages).then(
      (read) => setHistory({ searches: read.flatMap((page) => page.searches), total: read[0]!.total }),
      (e: unknown) => setLoadError(errorText(e)),
    );
  }, [client, shown]);
  useEffect(load, [load]);
  const { error, act } = useAction(load);
  const corrections = history?.searches.reduce((n, s) => n + standing(s), 0) ?? 0;
  const [confirmClear, setConfirmClear] = useState(false);
  const [confirmForget, setConfirmForget] = useState<string | null>(null);
  const forget = (search: PastSearch) => {
    if (standing(search) > 0 && confirmForget !== search.queryId) return setConfirmForget(search.queryId);
    setConfirmForget(null);
    void act(() => client.forgetSearches({ queryIds: [search.queryId] }));
  };

  return (
    <main className="view" aria-labelledby="history-title">
      <header className="view-head">
        <h1 tabIndex={-1} id="history-title">History</h1>
        <div className="history-summary">
          <p className="muted">{history && history.total > 0 ? `${countOf(history.total, "search", "searches")}, ${countOf(corrections, "correction")} standing · what Recollect learns from` : "\u00a0"}</p>
          {history && history.total > 0 &&
            (confirmClear ? (
              <span className="row" role="group" aria-label="Clear the history">
                <span className="small warn">Forget every search and the corrections given for them?</span>
                <button
                  className="button small danger"
                  onClick={() => {
                    setConfirmClear(false);
                    void act(() => client.forgetSearches({ all: true }));
                  }}
                >
                  Forget all
                </button>
                <button className="button small" onClick={() => setConfirmClear(false)}>
                  Keep
                </button>
              </span>
            ) : (
              <button className="button small" onClick={() => setConfirmClear(true)}>
                Clear history…
              </button>
            ))}
        </div>
      </header>
      <div className="view-body">
        {history === null && !loadError && <Loading>Reading your searches…</Loading>}
        <ErrorNote error={loadError ?? error} />
        {history?.total === 0 && (
          <EmptyState title="No searches yet">Every search you make is kept here, on this computer, with the results you marked right or wrong. Corrections teach Recollect what you mean.</EmptyState>
        )}
        <ol className="history" aria-label="Past searches">
          {history?.searches.map((search) => (
            <li key={search.queryId} className="history-item" data-testid="history-item">
              <div className="history-head">
                <span className="history-query">{search.query}</span>
                <span className="history-actions">
                  <button className="button small" onClick={() => onSearch(search.query.split(" → ")[0]!)} aria-label={`Search again: ${search.query}`}>
                    Search again
                  </button>
                  <button className="button small" onClick={() => forget(search)} aria-label={`Forget: ${search.query}`} data-testid="history-forget">
                    Forget
                  </button>
                </span>
              </div>
              {confirmForget === search.queryId && (
                <p className="row small" role="group" aria-label={`Forget ${search.query}`}>
                  <span className="warn">Forget this search and its {countOf(standing(search), "correction")}? What Recollect learned from them goes too.</span>
                  <button className="button small danger" onClick={() => forget(search)}>
                    Forget
                  </button>
                  <button className="button small" onClick={() => setConfirmForget(null)}>
                    Keep
                  </button>
                </p>
              )}
              <p className="history-meta muted small">
                <Outcome search={search} />
                {search.asked > 1 && <span>asked {search.asked} times</span>}
                <span>{search.asked > 1 ? `last ${formatInstant(search.at)}` : formatInstant(search.at)}</span>
              </p>
              {search.found && search.found.photos.length > 0 && (
                <ul className="history-strip" aria-label={`First results of ${search.query}`} data-testid="history-strip">
                  {search.found.photos.map((photo) => (
                    <li key={photo.id}>
                      <img src={photo.thumbnailUrl} alt="" loading="lazy" decoding="async" />
                    </li>
                  ))}
                  {search.found.total > search.found.photos.length && <li className="history-strip-more muted small">+{(search.found.total - search.found.photos.length).toLocaleString()}</li>}
                </ul>
              )}
              {search.chips.length > 0 && (
                <div className="history-chips" aria-label="Understood as">
                  {search.chips.map((chip) => (
                    <span key={chip.id} className={`chip chip-${chip.kind} chip-static`}>
                      {chip.label}
                    </span>
                  ))}
                </div>
              )}
              {search.corrections.length > 0 && (
                <ul className="corrections" aria-label={`Corrections for ${search.query}`}>
                  {actions(search.corrections).map(({ correction: c, over }) => (
                    <li key={c.feedbackId} className={c.undone ? "correction-item undone" : "correction-item"} data-testid="history-correction" title={over > 1 ? `Preferred to ${over} results` : undefined}>
                      <img src={c.thumbnailUrl} alt="" loading="lazy" decoding="async" />
                      <span className={`correction-mark ${c.verdict}`} aria-hidden="true">
                        {VERDICT[c.verdict].mark}
                      </span>
                      <span className="visually-hidden">{VERDICT[c.verdict].say}{over > 1 ? ` over ${over} results` : ""}</span>
                      {c.undone ? (
                        <span className="muted small">taken back</span>
                      ) : (
                        <button className="button small link" onClick={() => void act(() => client.undoFeedback({ feedbackId: c.feedbackId }))} aria-label={`Take back: ${VERDICT[c.verdict].say}, ${formatInstant(c.at)}`}>
                          Undo
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        {history && history.total > history.searches.length && (
          <button className="button" onClick={() => setShown((n) => n + PAGE)}>
            Show older searches
          </button>
        )}
      </div>
    </main>
  );
}

/** Corrections standing (not taken back) for a search: one "this one, not those" counts once. */
function standing(search: PastSearch): number {
  return new Set(search.corrections.filter((c) => !c.undone).map((c) => c.feedbackId)).size;
}

/** "12 photos", or a marker that it found nothing; nothing for a search kept before counts were. */
function Outcome({ search }: { search: PastSearch }) {
  if (!search.found) return null;
  if (search.found.total === 0)
    return (
      <span className="history-none" data-testid="history-found-nothing">
        found nothing
      </span>
    );
  return <span data-testid="history-count">{countOf(search.found.total, "photo")}</span>;
}

/** One entry per user action: "this one, not those" over four photos is one correction, not four rows. */
function actions(corrections: Correction[]): Array<{ correction: Correction; over: number }> {
  const byId = new Map<string, { correction: Correction; over: number }>();
  for (const correction of corrections) {
    const seen = byId.get(correction.feedbackId);
    if (seen) seen.over++;
    else byId.set(correction.feedbackId, { correction, over: 1 });
  }
  return [...byId.values()];
}
