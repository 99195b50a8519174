import { useEffect, useState, type FormEvent } from "react";
import type { AppInfo, IndexStatus, LlmStatus } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { LearningCard } from "../components/LearningCard";
import { PathText } from "../components/PathText";
import { ModelsCard } from "../components/ModelsCard";
import { ErrorNote } from "../components/Notice";

/** Models (downloads, languages, where they run), and what Recollect keeps and where. */
export function SettingsView({ client, info, status, onHistory }: { client: Client; info: AppInfo | null; status: IndexStatus | null; onHistory: () => void }) {
  return (
    <main className="view" aria-labelledby="settings-title">
      <header className="view-head">
        <h1 tabIndex={-1} id="settings-title">Models & settings</h1>
        <p className="muted">Models run on this computer. Nothing is downloaded until you ask for it.</p>
      </header>
      <div className="view-body cards">
        <ModelsCard client={client} activity={`${status?.progress.state}:${status?.progress.analysis?.phase ?? ""}`} />
        <LlmCard client={client} />
        <LearningCard client={client} onHistory={onHistory} />

        <section className="card" aria-labelledby="privacy-title">
          <h2 id="privacy-title">Privacy: what stays local</h2>
          <ul className="plain-list">
            <li>Your photos are read where they are and never changed, moved or uploaded.</li>
            <li>The index — dates, places, text found in photos, faces, what you told Recollect — is kept in one folder on this computer{info ? ":" : "."}</li>
          </ul>
          {info && (
            <p className="path">
              <PathText path={info.library} />
            </p>
          )}
          <ul className="plain-list">
            <li>Searches run here. Recollect goes online only to download a model you asked for.</li>
            <li>Your searches and corrections are kept in the same folder, to learn from; you can export or forget them above.</li>
            <li>The optional language model that helps read queries is off unless you turn it on above; it then gets your queries — never photos — and only from a server on this computer or your own network.</li>
            <li>Place names come from a list of cities shipped with the app; maps are drawn from data shipped with it too. No map tiles are fetched.</li>
          </ul>
        </section>

        <section className="card" aria-labelledby="about-title">
          <h2 id="about-title">About</h2>
          <dl className="facts">
            <dt>Version</dt>
            <dd>{info?.version ?? "…"}</dd>
            <dt>Appearance</dt>
            <dd>Light or dark, following your system's setting.</dd>
            <dt>Languages</dt>
            <dd>Queries in English; text in photos in the languages installed above.</dd>
            <dt>Keyboard</dt>
            <dd>
              <kbd>/</kbd> search · <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>1</kbd>…<kbd>8</kbd> views · <kbd>Y</kbd> <kbd>N</kbd> <kbd>B</kbd> right, wrong, better than those above · <kbd>←</kbd> <kbd>→</kbd> step through photos · <kbd>Esc</kbd> close
            </dd>
          </dl>
        </section>
      </div>
    </main>
  );
}

/** The optional LLM that helps read queries: off by default, on with a server the user runs. */
function LlmCard({ client }: { client: Client }) {
  const [llm, setLlm] = useState<LlmStatus | null>(null);
  const [draft, setDraft] = useState("http://127.0.0.1:8080/v1");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    client.llmStatus().then(setLlm, (e: unknown) => setError(errorText(e)));
  }, [client]);
  const apply = async (endpoint: string | null) => {
    setBusy(true);
    setError(null);
    try {
      setLlm(await client.setLlm({ endpoint }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply(draft.trim());
  };
  return (
    <section className="card" aria-labelledby="llm-title" data-testid="llm-card">
      <div className="model-head">
        <h2 id="llm-title">Reading queries with a language model</h2>
        <span className={`badge ${llm?.endpoint ? "installed" : ""}`}>{llm?.endpoint ? "On" : "Off"}</span>
      </div>
      <p className="muted small">
        Optional. A language model you run yourself (llama.cpp's server, Ollama, LM Studio) can help with unusual phrasings. Search never waits for it more than a
        second and a half.
      </p>
      {llm?.endpoint ? (
        <>
          <p>
            Using <span className="path">{llm.endpoint}</span>
            {llm.reachable === false && <strong className="warn"> · not answering now; search goes on without it</strong>}
            {llm.reachable === true && <span className="muted"> · answering</span>}
          </p>
          {llm.source === "command-line" ? (
            <p className="muted small">Set with --llm when Recollect was started, for this run.</p>
          ) : (
            <button className="button small" onClick={() => void apply(null)} disabled={busy}>
              Turn off
            </button>
          )}
        </>
      ) : (
        <form className="add-folder" onSubmit={submit}>
          <label htmlFor="llm-endpoint">Server address (OpenAI-compatible)</label>
          <div className="row">
            <input id="llm-endpoint" value={draft} onChange={(e) => setDraft(e.target.value)} spellCheck={false} autoComplete="off" />
            <button className="button primary" type="submit" disabled={busy || draft.trim() === ""}>
              Turn on
            </button>
          </div>
        </form>
      )}
      <ErrorNote error={error} />
    </section>
  );
}
