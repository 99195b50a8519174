/**
 * @file A folder picker the page draws itself, for a browser under `serve`, which has no folder
 * dialog: it walks the engine's listing of folders (`listSubfolders`), from the home folder, with
 * the person's Pictures folder a click away, and adds the folder open. A typed path stays the
 * fallback (`FolderPathForm`), for a folder on a share the listing cannot reach.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { FolderListing } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { folderCrumbs } from "../folder-crumbs";
import { countOf } from "../format";
import { Icon } from "./Icon";
import { ErrorNote } from "./Notice";

interface Props {
  client: Client;
  /** Adds a folder; rejects with the engine's error, which the picker says. */
  onAdd: (path: string) => Promise<void>;
  /** Where to open; the home folder when absent. */
  start?: string;
}

export function FolderPicker({ client, onAdd, start }: Props) {
  const [listing, setListing] = useState<FolderListing | null>(null);
  const [showHidden, setShowHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Set when the person moved (not on the first listing): focus goes to the folder just opened. */
  const moved = useRef(false);

  const open = async (path: string | undefined, hidden = showHidden) => {
    setError(null);
    try {
      setListing(await client.listSubfolders({ path, showHidden: hidden }));
    } catch (e) {
      // The folder shown stays; what went wrong is said under it.
      setError(errorText(e));
      moved.current = false;
    }
  };
  useEffect(() => {
    void open(start);
    // Opened once; the person walks from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);

  useEffect(() => {
    if (!listing || !moved.current) return;
    moved.current = false;
    (list.current?.querySelector<HTMLElement>("button") ?? addButton.current)?.focus();
  }, [listing]);

  const go = (path: string) => {
    moved.current = true;
    void open(path);
  };
  const add = async () => {
    if (!listing) return;
    setAdding(true);
    setError(null);
    try {
      await onAdd(listing.path);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setAdding(false);
    }
  };
  /** Arrows move between folders, Enter opens one, Backspace goes up: as in a file dialog. */
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next !== undefined && buttons[next]) {
      event.preventDefault();
      buttons[next]!.focus();
    } else if (event.key === "Backspace" && listing?.parent) {
      event.preventDefault();
      go(listing.parent);
    }
  };

  if (!listing) return error ? <ErrorNote error={error} /> : <p className="muted small">Reading your folders…</p>;
  const crumbs = folderCrumbs(listing.path);
  const here = crumbs.at(-1)!.label;
  return (
    <div className="folder-picker" data-testid="folder-picker">
      <div className="folder-picker-bar">
        <button className="icon-button" onClick={() => listing.parent && go(listing.parent)} disabled={!listing.parent} aria-label="Up one folder" title="Up one folder (Backspace)">
          <Icon name="up" />
        </button>
        <nav aria-label="Folder open" className="crumbs" data-testid="picker-path">
          {crumbs.map((crumb, i) =>
            i === crumbs.length - 1 ? (
              <span key={crumb.path} className="crumb current" aria-current="location">
                {crumb.label}
              </span>
            ) : (
              <button key={crumb.path} className="crumb" onClick={() => go(crumb.path)}>
                {crumb.label}
              </button>
            ),
          )}
        </nav>
      </div>
      <div className="folder-picker-places">
        <button className="chip chip-button" onClick={() => go(listing.home)} aria-pressed={listing.path === listing.home}>
          Home
        </button>
        {listing.pictures && (
          <button className="chip chip-button" onClick={() => go(listing.pictures!)} aria-pressed={listing.path === listing.pictures}>
            Pictures
          </button>
        )}
        <label className="folder-picker-hidden small">
          <input
            type="checkbox"
            checked={showHidden}
            onChange={(e) => {
              setShowHidden(e.target.checked);
              void open(listing.path, e.target.checked);
            }}
          />
          Show hidden and system folders{listing.hiddenCount > 0 ? ` (${listing.hiddenCount})` : ""}
        </label>
      </div>
      {listing.folders.length === 0 ? (
        <p className="muted small folder-picker-empty">No folders inside {here}.</p>
      ) : (
        <ul className="folder-picker-list" ref={list} aria-label={`Folders in ${here}`} onKeyDown={onListKey} data-testid="picker-folders">
          {listing.folders.map((folder) => (
            <li key={folder.path}>
              <button className={folder.hidden ? "folder-picker-folder hidden-folder" : "folder-picker-folder"} onClick={() => go(folder.path)} data-testid="picker-folder">
                <Icon name="folder" />
                <span className="folder-picker-name">{folder.name}</span>
                {folder.path === listing.pictures && <span className="tag">Suggested</span>}
                {folder.inLibrary && <span className="tag">In your library</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {listing.more > 0 && <p className="muted small">…and {countOf(listing.more, "more folder")} not listed here; type the path of one below.</p>}
      <div className="folder-picker-foot">
        <p className="muted small" data-testid="picker-media">
          {listing.inLibrary
            ? `${here} is in your library already.`
            : `${listing.media === 0 ? "No photos or videos" : countOf(listing.media, "photo or video", "photos and videos")} directly in ${here}; Recollect also looks in every folder inside it.`}
        </p>
        {/* The whole home folder is seldom where photos are: offered, not urged. */}
        <button ref={addButton} className={listing.path === listing.home ? "button" : "button primary"} onClick={() => void add()} disabled={adding || listing.inLibrary} data-testid="picker-add">
          Add “{here}”
        </button>
      </div>
      <ErrorNote error={error} />
    </div>
  );
}

/** A folder added by typing or pasting its path: the fallback to any picker. */
export function FolderPathForm({ onAdd }: { onAdd: (path: string) => Promise<void> }) {
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onAdd(draft.trim());
      setDraft("");
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="add-folder" onSubmit={(e) => void submit(e)}>
      <label htmlFor="folder-path">Add a folder by path</label>
      <div className="row">
        <input id="folder-path" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="/home/you/Pictures" spellCheck={false} autoComplete="off" />
        <button className="button primary" type="submit" disabled={busy || draft.trim() === ""}>
          Add
        </button>
      </div>
      <ErrorNote error={error} />
    </form>
  );
}
