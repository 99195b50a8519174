/**
 * @file The first screen's offer to add a folder, and the indexing it starts, shown right there.
 *
 * While the library has no photos, it proposes the person's Pictures folder and lets them choose
 * another: with the system's dialog in the desktop app, with the page's own folder picker under
 * `serve` (a typed path as the fallback). Once a folder is added, the progress of its indexing
 * takes the offer's place, until search has photos to answer from.
 */
import { useEffect, useState } from "react";
import type { AppInfo, IndexStatus } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { FolderPathForm, FolderPicker } from "./FolderPicker";
import { IndexProgressCard } from "./IndexProgress";
import { ErrorNote } from "./Notice";

interface Props {
  client: Client;
  info: AppInfo | null;
  status: IndexStatus | null;
  /** A folder was added: the status is asked for again. */
  onChange: () => void;
}

export function StartPanel({ client, info, status, onChange }: Props) {
  const [pictures, setPictures] = useState<{ path: string; inLibrary: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const noPhotos = status !== null && status.photos === 0;
  useEffect(() => {
    if (!noPhotos) return;
    let live = true;
    client.listSubfolders({}).then(
      async (home) => {
        if (!home.pictures || !live) return;
        const inside = await client.listSubfolders({ path: home.pictures }).catch(() => null);
        if (live) setPictures({ path: home.pictures, inLibrary: inside?.inLibrary ?? false });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, noPhotos, status?.folders.length]);

  if (!status || !info) return null;
  const busy = status.progress.state !== "idle" || status.progress.analysis !== null;
  if (busy) {
    return (
      <div className="start" data-testid="start-progress">
        <IndexProgressCard client={client} progress={status.progress} photos={status.photos} onError={setError} title="Reading your photos" />
        <p className="muted small start-note">You can ask already: answers come from the photos indexed so far.</p>
        <ErrorNote error={error} />
      </div>
    );
  }
  if (!noPhotos) return null;

  /** Adds a folder; a refusal is thrown back for the picker or the form to say where it was asked. */
  const add = async (path: string) => {
    await client.addFolder({ path });
    onChange();
  };
  const addHere = async (path: string | null) => {
    if (!path) return;
    setAdding(true);
    setError(null);
    try {
      await add(path);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setAdding(false);
    }
  };
  const choose = async () => {
    try {
      await addHere((await client.chooseFolder()).path);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const empty = status.folders.filter((f) => f.photos === 0);
  const proposal = pictures && !pictures.inLibrary ? pictures.path : null;

  return (
    <section className="start card" aria-labelledby="start-title" data-testid="start">
      <h2 id="start-title">Where are your photos?</h2>
      {empty.length > 0 && (
        <p className="warn small" data-testid="start-none-found">
          No photos were found in {empty.map((f) => f.path).join(", ")}. Add the folder they are in; Recollect looks in every folder inside it.
        </p>
      )}
      {proposal && (
        <div className="start-proposal">
          <p>
            Your Pictures folder <code className="start-path">{proposal}</code>
          </p>
          <button className="button primary" onClick={() => void addHere(proposal)} disabled={adding} data-testid="add-pictures">
            Add Pictures
          </button>
        </div>
      )}
      {info.shell === "electron" ? (
        <button className={proposal ? "button" : "button primary"} onClick={() => void choose()} disabled={adding}>
          {proposal ? "Choose another folder…" : "Choose a folder…"}
        </button>
      ) : (
        <>
          {proposal && <p className="muted small">Or choose another folder:</p>}
          <FolderPicker client={client} onAdd={add} />
          <details className="start-typed">
            <summary>Or type its path</summary>
            <FolderPathForm onAdd={add} />
          </details>
        </>
      )}
      <ErrorNote error={error} />
    </section>
  );
}
