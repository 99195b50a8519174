import { useCallback, useEffect, useRef, useState } from "react";
import type { LearningStatus } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { countOf } from "../format";
import { ErrorNote } from "./Notice";

/**
 * What Recollect learned from corrections: the phrases it now understands, personalization on or
 * off, and the learning file — saved, loaded, or forgotten.
 */
export function LearningCard({ client, onHistory }: { client: Client; onHistory: () => void }) {
  const [status, setStatus] = useState<LearningStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const load = useCallback(() => client.learning().then(setStatus, (e: unknown) => setError(errorText(e))), [client]);
  useEffect(() => void load(), [load]);

  const run = async (work: () => Promise<string | null>) => {
    setError(null);
    setNote(null);
    try {
      setNote(await work());
    } catch (e) {
      setError(errorText(e));
    }
    void load();
  };
  const exportFile = () =>
    run(async () => {
      const exported = await client.exportLearning();
      const url = URL.createObjectURL(new Blob([`${JSON.stringify(exported.document, null, 2)}\n`], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = `recollect-learning-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return `Saved ${countOf(exported.searches, "search", "searches")} and ${countOf(exported.corrections, "correction")}.`;
    });
  const setPersonalize = (on: boolean) =>
    run(async () => {
      await client.setPersonalize({ on });
      return null;
    });
  const reset = () =>
    run(async () => {
      setConfirmReset(false);
      const forgotten = await client.resetLearning({ confirm: true });
      return `Forgot ${countOf(forgotten.corrections, "correction")}.`;
    });
  const importFile = (chosen: File) =>
    run(async () => {
      const added = await client.importLearning({ document: await chosen.text() });
      return `Added ${countOf(added.searches, "search", "searches")}, ${countOf(added.corrections, "correction")} and ${countOf(added.suggestionClicks, "suggestion click")}; what was already here was skipped.`;
    });

  return (
    <section className="card" aria-labelledby="learning-title" data-testid="learning-card">
      <div className="model-head">
        <h2 id="learning-title">What Recollect learned from you</h2>
        <span className="badge installed">{status ? countOf(status.corrections, "correction") : "…"}</span>
      </div>
      <p className="muted small">
        Marking results right or wrong teaches it what you mean. Corrections stay in your library on this computer.{" "}
        <button className="button small link" onClick={onHistory}>
          See them in History
        </button>
      </p>
      {status && status.aliases.length > 0 && (
        <>
          <h3 className="small">Phrases it understands now</h3>
          <ul className="plain-list aliases">
            {status.aliases.map((a) => (
              <li key={a.phrase}>
                “{a.phrase}” means <strong>{a.meaning}</strong> <span className="muted small">· from “{a.learnedFrom}”, {countOf(a.confirmed, "photo")} you confirmed</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <label className="toggle">
        <input type="checkbox" checked={status?.personalize ?? true} disabled={!status} onChange={(e) => void setPersonalize(e.target.checked)} />
        <span>
          Personalize searches: use what you confirmed for similar searches, and the photos you wrote notes about
          <span className="muted small"> · {status?.weightsLearned ? "the ranking has adapted to your corrections" : "the ranking adapts once you have made a dozen or so corrections"}</span>
        </span>
      </label>
      <div className="row actions">
        <button className="button small" onClick={() => void exportFile()}>
          Export…
        </button>
        <button className="button small" onClick={() => file.current?.click()}>
          Import…
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Learning file to import"
          data-testid="learning-import"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = "";
            if (chosen) void importFile(chosen);
          }}
        />
        {confirmReset ? (
          <>
            <span className="small warn">Forget every search and correction?</span>
            <button className="button small danger" onClick={() => void reset()}>
              Forget all
            </button>
            <button className="button small" onClick={() => setConfirmReset(false)}>
              Keep
            </button>
          </>
        ) : (
          <button className="button small" onClick={() => setConfirmReset(true)}>
            Reset…
          </button>
        )}
      </div>
      {note && (
        <p className="small" role="status">
          {note}
        </p>
      )}
      <ErrorNote error={error} />
    </section>
  );
}
