import { useState, type FormEvent } from "react";
import type { AppInfo, IndexProgress, IndexStatus } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { ErrorNote } from "../components/Notice";

interface Props {
  client: Client;
  info: AppInfo | null;
  status: IndexStatus | null;
  onChange: () => void;
}

/** The folders Recollect indexes, how far it has got, and every file it could not read, with why. */
export function IndexingView({ client, info, status, onChange }: Props) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (path: string | null) => {
    if (!path) return;
    setBusy(true);
    setError(null);
    try {
      await client.addFolder({ path });
      setDraft("");
      onChange();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const choose = async () => {
    try {
      await add((await client.chooseFolder()).path);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add(draft.trim());
  };
  const remove = async (path: string) => {
    if (!window.confirm(`Remove ${path} from Recollect?\n\nYour photos stay where they are; only Recollect's index of them is removed.`)) return;
    try {
      await client.removeFolder({ path });
      onChange();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <main className="view" aria-labelledby="indexing-title">
      <header className="view-head">
        <h1 tabIndex={-1} id="indexing-title">Folders & indexing</h1>
        <p className="muted">Recollect reads your photos where they are and never changes them.</p>
        {status?.readOnly && (
          <p className="warn" role="status" data-testid="read-only">
            This library is read-only: Recollect cannot write in its folder, so it can be searched and browsed, but nothing in it can be changed.
          </p>
        )}
        {status?.repaired && (
          <p className="warn" role="status" data-testid="repaired">
            {status.repaired.message}
          </p>
        )}
      </header>
      <div className="view-body cards">
        <section className="card" aria-labelledby="folders-title">
          <h2 id="folders-title">Folders</h2>
          {status && status.folders.length === 0 && <p className="muted">No folders yet. Add the folder where your photos live.</p>}
          <ul className="folders">
            {status?.folders.map((folder) => (
              <li key={folder.path} className="folder" title={folder.path}>
                <div className="folder-text">
                  <span className="folder-name">{baseName(folder.path)}</span>
                  <span className="folder-path">{folder.path}</span>
                  <span className="folder-meta">
                    {folder.photos.toLocaleString()} photos{folder.problems > 0 ? ` · ${folder.problems} unreadable` : ""}
                    {!folder.exists && <strong className="warn"> · missing: its photos stay listed until it is back or removed</strong>}
                  </span>
                </div>
                <button className="icon-button" aria-label={`Remove ${folder.path}`} title="Remove from Recollect" onClick={() => void remove(folder.path)}>
                  ×
                </button>
              </li>
            ))}
          </ul>

          {info === null ? null : info.shell === "electron" ? (
            <button className="button primary" onClick={() => void choose()} disabled={busy}>
              Add a folder…
            </button>
          ) : (
            <form className="add-folder" onSubmit={submit}>
              <label htmlFor="folder-path">Add a folder by path</label>
              <div className="row">
                <input
                  id="folder-path"
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  placeholder="/home/you/Pictures"
                  spellCheck={false}
                  autoComplete="off"
                />
                <button className="button primary" type="submit" disabled={busy || draft.trim() === ""}>
                  Add
                </button>
              </div>
            </form>
          )}
          <ErrorNote error={error} />
        </section>

        {status && <ProgressCard client={client} progress={status.progress} photos={status.photos} onError={setError} />}

        {status && (
          <section className="card" aria-labelledby="problems-title">
            <h2 id="problems-title">Files that could not be read</h2>
            {status.problems.length === 0 ? (
              <p className="muted">None: every file found was read{status.unsupported > 0 ? `, apart from ${status.unsupported} of kinds Recollect does not index` : ""}.</p>
            ) : (
              <table className="problems" data-testid="problems">
                <thead>
                  <tr>
                    <th scope="col">File</th>
                    <th scope="col">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {status.problems.map((p) => (
                    <tr key={p.path}>
                      <td className="problem-name" title={p.path}>
                        {baseName(p.path)}
                        <span className="problem-folder">{p.path}</span>
                      </td>
                      <td className="problem-reason">{p.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )}
      </div>
    </main>
  );
}

function ProgressCard({ client, progress, photos, onError }: { client: Client; progress: IndexProgress; photos: number; onError: (message: string) => void }) {
  // Derived data owed by an interrupted run is rebuilt at open, before the indexer says "grouping".
  const grouping = progress.state === "grouping" || (progress.state === "idle" && progress.rebuilding === true);
  const busy = progress.state !== "idle" || grouping;
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const toggle = async () => {
    try {
      await (progress.paused ? client.resumeIndexing() : client.pauseIndexing());
    } catch (e) {
      onError(errorText(e));
    }
  };
  return (
    <section className="card" aria-labelledby="index-title" aria-live="polite">
      <div className="panel-head">
        <h2 id="index-title">Index</h2>
        {busy && !grouping && (
          <button className="button small" onClick={() => void toggle()} data-testid="pause-toggle">
            {progress.paused ? "Resume" : "Pause"}
          </button>
        )}
      </div>
      {busy ? (
        <>
          <p className="status-line" data-testid="index-state">
            {progress.state === "scanning"
              ? `Looking for photos… ${progress.total} found`
              : grouping
                ? "Grouping events and duplicates…"
                : progress.paused
                  ? `Paused at ${progress.done} of ${progress.total}`
                  : `Indexing ${progress.done} of ${progress.total}`}
          </p>
          <div className="progress" role="progressbar" aria-label="Indexing progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className={progress.paused ? "progress-fill paused" : "progress-fill"} style={{ width: `${percent}%` }} />
          </div>
          {progress.state === "indexing" && !progress.paused && (
            <p className="muted small" data-testid="index-rate">
              {progress.ratePerSecond !== null ? `${progress.ratePerSecond} files/s` : "Measuring speed…"}
              {progress.etaSeconds !== null && progress.etaSeconds > 0 ? ` · about ${formatDuration(progress.etaSeconds)} left` : ""}
            </p>
          )}
          {progress.rebuilding && (
            <p className="muted small" data-testid="rebuilding">
              Putting trips and copies back together: until it is done, searches may miss some of them.
            </p>
          )}
          {progress.paused && <p className="muted small">Search still answers from the {photos} photos indexed so far.</p>}
          {progress.currentFile && !progress.paused && <p className="muted small ellipsis">{baseName(progress.currentFile)}</p>}
        </>
      ) : progress.analysis ? (
        <>
          <p className="status-line" data-testid="index-state">
            {photos === 1 ? "1 photo indexed" : `${photos} photos indexed`} · {ANALYSIS_PHASES[progress.analysis.phase]}
            {progress.analysis.phase === "starting" ? "" : ` ${progress.analysis.done} of ${progress.analysis.total}`}
          </p>
          <div className="progress" role="progressbar" aria-label="Analysis progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((progress.analysis.done / Math.max(1, progress.analysis.total)) * 100)}>
            <div className="progress-fill" style={{ width: `${Math.round((progress.analysis.done / Math.max(1, progress.analysis.total)) * 100)}%` }} />
          </div>
          <p className="muted small">Search already answers; it gets better as this runs.</p>
        </>
      ) : (
        <p className="status-line" data-testid="index-state">
          {photos === 1 ? "1 photo indexed" : `${photos} photos indexed`} · up to date
        </p>
      )}
    </section>
  );
}

const ANALYSIS_PHASES: Record<NonNullable<IndexProgress["analysis"]>["phase"], string> = {
  starting: "looking for photos to analyse…",
  clip: "learning what each photo shows,",
  objects: "finding things and faces in photos,",
  ocr: "reading text in photos,",
  faces: "finding faces,",
};

function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  const hours = Math.floor(seconds / 3600);
  return `${hours} h ${Math.round((seconds % 3600) / 60)} min`;
}

function baseName(path: string): string {
  const parts = path.split(/[\\/]/).filter(Boolean);
  return parts[parts.length - 1] ?? path;
}
