import { useState, type FormEvent } from "react";
import type { AppInfo, IndexStatus } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { ErrorNote } from "../components/Notice";
import { PathText } from "../components/PathText";
import { IndexProgressCard } from "../components/IndexProgress";
import { FolderPicker } from "../components/FolderPicker";

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
  /** Under `serve`, the page's own folder picker; it says a refusal itself. */
  const [picking, setPicking] = useState(false);
  const addPicked = async (path: string) => {
    await client.addFolder({ path });
    setPicking(false);
    onChange();
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
            <>
              {picking ? (
                <FolderPicker client={client} onAdd={addPicked} />
              ) : (
                <button className="button primary" onClick={() => setPicking(true)} data-testid="open-picker">
                  Choose a folder…
                </button>
              )}
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
            </>
          )}
          <ErrorNote error={error} />
        </section>

        {status && <IndexProgressCard client={client} progress={status.progress} photos={status.photos} onError={setError} />}

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
                        <span className="problem-folder">
                          <PathText path={p.path} />
                        </span>
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

function baseName(path: string): string {
  const parts = path.split(/[\\/]/).filter(Boolean);
  return parts[parts.length - 1] ?? path;
}
