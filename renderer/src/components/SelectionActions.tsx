/**
 * @file What can be done with the selected photos, from the selection bar, a right-click menu or
 * a key: favourite (F), add to an album, copy to a folder (originals or resized, with or without
 * their location), copy one to the clipboard (Ctrl/⌘+C), open in the system's app, show in folder
 * (desktop app), download (browser). Dragging tiles out of the window is the grids' (`hand-over.ts`).
 * Every action copies or records; none touches the originals.
 */
import { useEffect, useRef, useState } from "react";
import type { Collections, ExportJob } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { countOf } from "../format";
import { clipboardCountRefusal, copyToClipboard, downloadOriginals } from "../hand-over";

export interface SelectionContext {
  client: Client;
  collections: Collections | null;
  /** The favourites or albums changed: read them again. */
  onCollections: (next: Collections) => void;
  /** "electron" has a folder picker, Open and Show in folder; "browser" downloads instead. */
  shell: "electron" | "browser" | "cli" | null;
}

interface Props extends SelectionContext {
  count: number;
  /** The grid's Select button is on: the bar shows with nothing chosen yet, and Done (or Escape) ends it. */
  selecting?: boolean;
  /** The selected photos' ids, in grid order (pages not loaded yet are loaded). */
  ids: () => Promise<string[]>;
  onClear: () => void;
  /** Set when the grid shows a manual album: its photos can be taken out of it. */
  album?: { id: string; name: string } | null;
  /** A right-click's place: the same actions as a menu there. */
  menu: { x: number; y: number } | null;
  onMenuClose: () => void;
}

type Dialog = "album" | "export" | null;

export function SelectionActions({ client, collections, onCollections, shell, count, selecting = false, ids, onClear, album, menu, onMenuClose }: Props) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = count > 0 || selecting;
  const bar = useRef<HTMLDivElement>(null);
  // The bar floats over the bottom of the grid: the grid gets that much room under its last row
  // (`--selection-bar-space`), measured as the bar grows a line or the window changes.
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty("--selection-bar-space", `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top) + 12}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty("--selection-bar-space");
    };
  }, [shown]);
  const favourites = new Set(collections?.favourites ?? []);
  /** Whether every selected photo is a favourite already, so ♥ takes them out. */
  const [allFavourite, setAllFavourite] = useState(false);
  useEffect(() => {
    let live = true;
    if (count === 0) return;
    void ids().then((chosen) => live && setAllFavourite(chosen.length > 0 && chosen.every((id) => favourites.has(id))));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, collections, ids]);

  const run = async (work: () => Promise<string | void>) => {
    setBusy(true);
    setNote(null);
    onMenuClose();
    try {
      const said = await work();
      if (said) setNote(said);
    } catch (error) {
      setNote(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const favourite = () =>
    run(async () => {
      const chosen = await ids();
      onCollections(await client.setFavourite({ ids: chosen, on: !allFavourite }));
      return allFavourite ? `Took ${countOf(chosen.length, "photo")} out of Favourites.` : `Added ${countOf(chosen.length, "photo")} to Favourites.`;
    });
  const single = (act: (id: string) => Promise<unknown>) => run(async () => void (await act((await ids())[0]!)));
  // A browser cannot write to a folder of its choosing: one original is a download, several one zip.
  const download = () => run(async () => downloadOriginals(client, await ids()));
  const copy = () =>
    run(async () => {
      const refused = clipboardCountRefusal(count);
      if (refused) return refused;
      return copyToClipboard(client, shell, (await ids())[0]!);
    });
  /** When Ctrl/⌘+C was last taken for the photos, so the Edit menu's copy that may follow it is not a second one. */
  const copiedByKey = useRef(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement;
      if (typing || (count === 0 && !selecting) || document.querySelector("dialog[open]")) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onClear();
      } else if (count === 0) {
        return;
      } else if ((event.key === "f" || event.key === "F") && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        void favourite();
      } else if ((event.key === "c" || event.key === "C") && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && !textSelected()) {
        event.preventDefault();
        copiedByKey.current = Date.now();
        void copy();
      }
    };
    // The desktop app's Edit ▸ Copy, clicked rather than pressed, arrives as the page's copy event.
    const onCopy = (event: ClipboardEvent) => {
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
      if (typing || count === 0 || textSelected() || document.querySelector("dialog[open]") || Date.now() - copiedByKey.current < 1000) return;
      event.preventDefault();
      void copy();
    };
    window.addEventListener("keydown", onKey);
    document.addEventListener("copy", onCopy);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("copy", onCopy);
    };
  });

  const actions = (
    <>
      <button className="button small" onClick={() => void favourite()} disabled={busy} aria-keyshortcuts="F" title="Favourite (F)" data-testid="action-favourite">
        {allFavourite ? "♥ Unfavourite" : "♡ Favourite"}
      </button>
      <button className="button small" onClick={() => (onMenuClose(), setDialog("album"))} disabled={busy} data-testid="action-album">
        Add to album…
      </button>
      {album && (
        <button className="button small" onClick={() => void run(async () => {
          const chosen = await ids();
          await client.removeFromAlbum({ id: album.id, photoIds: chosen });
          onCollections(await client.collections());
          onClear();
          return `Took ${countOf(chosen.length, "photo")} out of “${album.name}”; the photos themselves are untouched.`;
        })} data-testid="action-remove-from-album">
          Remove from album
        </button>
      )}
      <button className="button small" onClick={() => (onMenuClose(), setDialog("export"))} disabled={busy} data-testid="action-export">
        Copy to folder…
      </button>
      {count === 1 && (
        <button className="button small" onClick={() => void copy()} disabled={busy} aria-keyshortcuts="Control+C Meta+C" title="Copy the picture to the clipboard (Ctrl/⌘+C)" data-testid="action-copy">
          Copy picture
        </button>
      )}
      {shell === "electron" ? (
        count === 1 && (
          <>
            <button className="button small" onClick={() => void single((id) => client.openPhoto({ id }))} data-testid="action-open">
              Open
            </button>
            <button className="button small" onClick={() => void single((id) => client.showInFolder({ id }))} data-testid="action-show">
              Show in folder
            </button>
          </>
        )
      ) : (
        <button className="button small" onClick={() => void download()} disabled={busy} title={count === 1 ? "Download the original" : "Download the originals as one zip"} data-testid="action-download">
          Download
        </button>
      )}
    </>
  );

  return (
    <>
      {shown && (
        <div className="selection-bar" ref={bar} role="toolbar" aria-label="Selected photos" data-testid="selection-bar">
          <span className="selection-count" data-testid="selection-count">{count === 0 ? "Click photos to select them" : `${countOf(count, "photo")} selected`}</span>
          {count > 0 && actions}
          <button className={selecting ? "button small primary" : "button small link"} onClick={onClear} aria-keyshortcuts="Escape" title={selecting ? "Stop selecting (Esc)" : "Clear the selection (Esc)"} data-testid="selection-clear">
            {selecting ? "Done" : "Clear"}
          </button>
          {note && (
            <span className="selection-note small" role="status" data-testid="selection-note">
              {note}
            </span>
          )}
        </div>
      )}
      {menu && count > 0 && (
        <ContextMenu at={menu} onClose={onMenuClose}>
          {actions}
        </ContextMenu>
      )}
      {dialog === "album" && (
        <AlbumDialog
          client={client}
          collections={collections}
          onClose={() => setDialog(null)}
          onDone={(next, said) => {
            onCollections(next);
            setNote(said);
            setDialog(null);
          }}
          ids={ids}
        />
      )}
      {dialog === "export" && <ExportDialog client={client} shell={shell} ids={ids} count={count} onClose={() => setDialog(null)} />}
    </>
  );
}

/** Whether the user selected text on the page, which Ctrl/⌘+C then copies as usual. */
function textSelected(): boolean {
  const selection = window.getSelection();
  // The search box keeps its question selected; that shows through `toString()` while the page's own selection is collapsed.
  return Boolean(selection && !selection.isCollapsed && selection.toString().length > 0);
}

function ContextMenu({ at, onClose, children }: { at: { x: number; y: number }; onClose: () => void; children: React.ReactNode }) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector("button")?.focus();
    const away = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    const key = (event: KeyboardEvent) => event.key === "Escape" && (event.stopPropagation(), onClose());
    window.addEventListener("mousedown", away);
    window.addEventListener("keydown", key, true);
    return () => {
      window.removeEventListener("mousedown", away);
      window.removeEventListener("keydown", key, true);
    };
  }, [onClose]);
  return (
    <div ref={menu} className="context-menu" role="menu" style={{ left: Math.min(at.x, window.innerWidth - 220), top: Math.min(at.y, window.innerHeight - 260) }} data-testid="context-menu">
      {children}
    </div>
  );
}

/** A <dialog> shown modally while mounted. */
function Modal({ label, onClose, children }: { label: string; onClose: () => void; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-label={label} onClose={onClose} onCancel={onClose}>
      {children}
    </dialog>
  );
}

function AlbumDialog({ client, collections, ids, onClose, onDone }: { client: Client; collections: Collections | null; ids: () => Promise<string[]>; onClose: () => void; onDone: (next: Collections, said: string) => void }) {
  const manual = (collections?.albums ?? []).filter((a) => a.kind === "manual");
  const [choice, setChoice] = useState<string>(manual[0]?.id ?? "new");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const chosen = await ids();
      const album = choice === "new" ? await client.createAlbum({ name, photoIds: chosen }) : await client.addToAlbum({ id: choice, photoIds: chosen });
      onDone(await client.collections(), `Added ${countOf(chosen.length, "photo")} to “${album.name}”.`);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Modal label="Add to album" onClose={onClose}>
      <form method="dialog" className="modal-body" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <h2>Add to album</h2>
        {manual.length > 0 && (
          <label className="field">
            <span>Album</span>
            <select value={choice} onChange={(e) => setChoice(e.target.value)} data-testid="album-choice">
              {manual.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
              <option value="new">New album…</option>
            </select>
          </label>
        )}
        {choice === "new" && (
          <label className="field">
            <span>New album's name</span>
            <input value={name} onChange={(e) => setName(e.target.value)} autoFocus maxLength={100} data-testid="album-name" />
          </label>
        )}
        {error && <p className="error" role="alert">{error}</p>}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button primary" data-testid="album-add">
            Add
          </button>
        </div>
      </form>
    </Modal>
  );
}

const LONG_SIDES = [1024, 2048, 3840];

function ExportDialog({ client, shell, ids, count, onClose }: { client: Client; shell: SelectionContext["shell"]; ids: () => Promise<string[]>; count: number; onClose: () => void }) {
  const [folder, setFolder] = useState("");
  const [mode, setMode] = useState<"original" | "jpeg">("original");
  const [longSide, setLongSide] = useState(2048);
  const [strip, setStrip] = useState(false);
  const [job, setJob] = useState<ExportJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (job?.state !== "running") return;
    const timer = setTimeout(() => void client.exportStatus({ id: job.id }).then(setJob, (e: unknown) => setError(errorText(e))), 250);
    return () => clearTimeout(timer);
  }, [client, job]);
  const start = async () => {
    setError(null);
    try {
      setJob(await client.exportPhotos({ ids: await ids(), folder, mode, longSide: mode === "jpeg" ? longSide : undefined, location: strip ? "strip" : "keep" }));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const choose = async () => {
    const { path } = await client.chooseFolder();
    if (path) setFolder(path);
  };
  const running = job?.state === "running";
  return (
    <Modal label="Copy to folder" onClose={() => (running && job ? void client.cancelExport({ id: job.id }) : undefined, onClose())}>
      <form method="dialog" className="modal-body" onSubmit={(e) => (e.preventDefault(), void start())}>
        <h2>Copy {countOf(count, "photo")} to a folder</h2>
        <p className="muted small">Copies are made; the originals stay as they are.</p>
        <label className="field">
          <span>Folder</span>
          <span className="field-row">
            <input value={folder} onChange={(e) => setFolder(e.target.value)} placeholder="/home/you/Desktop/For Anna" required disabled={running} data-testid="export-folder" />
            {shell === "electron" && (
              <button type="button" className="button small" onClick={() => void choose()} disabled={running}>
                Choose…
              </button>
            )}
          </span>
        </label>
        <fieldset className="field" disabled={running}>
          <legend>What to copy</legend>
          <label>
            <input type="radio" name="mode" checked={mode === "original"} onChange={() => setMode("original")} data-testid="export-originals" /> The originals, as they are
          </label>
          <label>
            <input type="radio" name="mode" checked={mode === "jpeg"} onChange={() => setMode("jpeg")} data-testid="export-resized" /> JPEGs no larger than{" "}
            <select value={longSide} onChange={(e) => setLongSide(Number(e.target.value))} aria-label="Long side in pixels" data-testid="export-long-side">
              {LONG_SIDES.map((px) => (
                <option key={px} value={px}>
                  {px} px
                </option>
              ))}
            </select>{" "}
            on the long side
          </label>
        </fieldset>
        <label className="field-check">
          <input type="checkbox" checked={strip} onChange={(e) => setStrip(e.target.checked)} disabled={running} data-testid="export-strip" /> Remove where they were taken (GPS and place names)
        </label>
        {job && (
          <div className="export-progress" role="status" data-testid="export-status">
            <progress max={job.total} value={job.done} />
            <span>
              {job.state === "running"
                ? `Copied ${job.done} of ${job.total}…`
                : job.state === "done"
                  ? `Copied ${countOf(job.written.length, "photo")} to ${job.folder}.${job.converted ? ` ${countOf(job.converted, "original")} became JPEG to remove the location.` : ""}`
                  : job.state === "cancelled"
                    ? `Stopped: ${countOf(job.written.length, "photo")} copied before that.`
                    : `${job.error?.message ?? "The copy failed."} ${job.error?.hint ?? ""}`}
            </span>
            {job.skipped.length > 0 && (
              <ul className="export-skipped" data-testid="export-skipped">
                {job.skipped.map((s) => (
                  <li key={s.path}>
                    Not copied: {s.name}. {s.reason}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {error && <p className="error" role="alert" data-testid="export-error">{error}</p>}
        <div className="modal-actions">
          {running ? (
            <button type="button" className="button" onClick={() => void client.cancelExport({ id: job!.id }).then(setJob)} data-testid="export-cancel">
              Cancel
            </button>
          ) : (
            <button type="button" className="button" onClick={onClose} data-testid="export-close">
              {job ? "Close" : "Cancel"}
            </button>
          )}
          {!job || job.state !== "done" ? (
            <button type="submit" className="button primary" disabled={running || !folder.trim()} data-testid="export-start">
              Copy
            </button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
