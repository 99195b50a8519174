import { useState, type FormEvent } from "react";
import type { AppInfo, IndexProgress, IndexStatus } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";

interface Props {
  client: Client;
  info: AppInfo | null;
  status: IndexStatus | null;
  onChange: () => void;
}

export function LibraryPanel({ client, info, status, onChange }: Props) {
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
    <aside className="sidebar" aria-label="Library">
      <div className="brand">
        <img src="./icon.svg" alt="" width={28} height={28} />
        <span>Recollect</span>
      </div>

      <section className="panel" aria-labelledby="folders-title">
        <h2 id="folders-title">Folders</h2>
        {status && status.folders.length === 0 && <p className="muted">No folders yet. Add the folder where your photos live.</p>}
        <ul className="folders">
          {status?.folders.map((folder) => (
            <li key={folder.path} className="folder" title={folder.path}>
              <div className="folder-text">
                <span className="folder-name">{baseName(folder.path)}</span>
                <span className="folder-meta">
                  {folder.photos} photos{folder.problems > 0 ? ` · ${folder.problems} unreadable` : ""}
                  {!folder.exists && <strong className="warn"> · missing</strong>}
                </span>
              </div>
              <button className="icon-button" aria-label={`Remove ${folder.path}`} onClick={() => void remove(folder.path)}>
                ×
              </button>
            </li>
          ))}
        </ul>

        {info === null ? null : info.shell === "electron" ? (
          <button className="button primary wide" onClick={() => void choose()} disabled={busy}>
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
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </section>

      {status && <ProgressCard progress={status.progress} photos={status.photos} />}

      {status && status.problems.length > 0 && (
        <details className="panel problems">
          <summary>
            {status.problems.length} file{status.problems.length === 1 ? "" : "s"} could not be read
          </summary>
          <ul>
            {status.problems.map((p) => (
              <li key={p.path}>
                <span className="problem-name" title={p.path}>
                  {baseName(p.path)}
                </span>
                <span className="problem-reason">{p.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      )}

      <footer className="sidebar-footer muted">
        <span>Everything stays on this computer.</span>
        {info && <span title={info.library}>v{info.version}</span>}
      </footer>
    </aside>
  );
}

function ProgressCard({ progress, photos }: { progress: IndexProgress; photos: number }) {
  const busy = progress.state !== "idle";
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <section className="panel" aria-labelledby="index-title" aria-live="polite">
      <h2 id="index-title">Index</h2>
      {busy ? (
        <>
          <p className="status-line" data-testid="index-state">
            {progress.state === "scanning" ? `Looking for photos… ${progress.total} found` : `Indexing ${progress.done} of ${progress.total}`}
          </p>
          <div className="progress" role="progressbar" aria-label="Indexing progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className="progress-fill" style={{ width: `${percent}%` }} />
          </div>
          {progress.currentFile && <p className="muted small ellipsis">{baseName(progress.currentFile)}</p>}
        </>
      ) : (
        <p className="status-line" data-testid="index-state">
          {photos === 1 ? "1 photo indexed" : `${photos} photos indexed`} · up to date
        </p>
      )}
    </section>
  );
}

function baseName(path: string): string {
  const parts = path.split(/[\\/]/).filter(Boolean);
  return parts[parts.length - 1] ?? path;
}
