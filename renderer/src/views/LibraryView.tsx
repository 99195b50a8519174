import { useEffect, useState } from "react";
import type { AlbumSummary, Timeline } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { Icon } from "../components/Icon";
import { TimelineGrid, type OpenedPage } from "../components/TimelineGrid";
import type { LibraryScope } from "./views";
import { EmptyState } from "../components/Notice";
import { countOf } from "../format";
import type { SelectionContext } from "../components/SelectionActions";

interface Props {
  client: Client;
  /** A place, event or person to narrow to; null for the whole library. */
  scope: LibraryScope | null;
  onBack: () => void;
  onOpen: (opened: OpenedPage, index: number) => void;
  /** The photo to give focus back to, by its place in the timeline, when the viewer closes. */
  focusRequest?: { index: number; n: number } | null;
  photoCount: number | null;
  indexing: boolean;
  /** What selected photos can be done with. */
  actions: SelectionContext;
}

/** The whole library as a timeline by month, or one place's, event's or person's photos. */
export function LibraryView({ client, scope, onBack, onOpen, focusRequest, photoCount, indexing, actions }: Props) {
  const albumId = scope?.filter.collection?.startsWith("album:") ? scope.filter.collection.slice(6) : null;
  const album = albumId ? (actions.collections?.albums.find((a) => a.id === albumId) ?? null) : null;
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const total = timeline?.total ?? null;
  // The grid is laid out afresh when an indexing run ends, not at each count it reports: a user
  // browsing while indexing runs keeps their place.
  const [laidOutAt, setLaidOutAt] = useState(photoCount);
  useEffect(() => {
    if (!indexing) setLaidOutAt(photoCount);
  }, [indexing, photoCount]);
  const newSince = indexing && photoCount !== null && laidOutAt !== null ? photoCount - laidOutAt : 0;
  return (
    <main className="view" aria-labelledby="library-title">
      <header className="view-head">
        <div className="view-title">
          {scope && (
            <button className="icon-button" onClick={onBack} aria-label={`Back to ${scope.from === "people" ? "People" : scope.from === "places" ? "Places" : scope.from === "events" ? "Events" : "Library"}`}>
              <Icon name="back" />
            </button>
          )}
          <h1 tabIndex={-1} id="library-title">{album ? album.name : scope ? scope.title : "Library"}</h1>
          {album && <AlbumTools client={client} album={album} actions={actions} onGone={onBack} />}
        </div>
        <p className="muted" data-testid="library-count">
          {total === null ? "\u00a0" : total === 0 ? "" : `${countOf(total, "photo")}${timeline && timeline.undated > 0 ? `, ${timeline.undated.toLocaleString()} without a date` : ""}`}
          {newSince > 0 && ` · ${countOf(newSince, "more photo")} indexed since; they appear here when indexing finishes`}
        </p>
      </header>
      {photoCount === 0 && !scope ? (
        <EmptyState title="No photos yet">Add a folder in Folders & indexing; photos appear here, newest first, as they are indexed.</EmptyState>
      ) : (
        <>
          {total === 0 && <p className="muted empty-state">No photos here any more.</p>}
          <TimelineGrid
            key={JSON.stringify(scope?.filter ?? {}) + String(laidOutAt) + (scope?.filter.collection ? collectionVersion(actions, scope.filter.collection) : "")}
            client={client}
            filter={scope?.filter ?? {}}
            onOpen={onOpen}
            focusRequest={focusRequest}
            onLoaded={setTimeline}
            actions={{ ...actions, album: album?.kind === "manual" ? { id: album.id, name: album.name } : null }}
          />
        </>
      )}
    </main>
  );
}

/** Changes when the favourites, the album's photos or its order do, so its grid is laid out again. */
function collectionVersion(actions: SelectionContext, key: string): string {
  if (key === "favourites") return String(actions.collections?.favourites.length ?? 0);
  const album = actions.collections?.albums.find((a) => `album:${a.id}` === key);
  return album ? `${album.photos}:${album.order}` : "";
}

/** An album's own actions: show it newest or oldest first, rename it, or forget it (its photos stay). */
function AlbumTools({ client, album, actions, onGone }: { client: Client; album: AlbumSummary; actions: SelectionContext; onGone: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(album.name);
  const [error, setError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      actions.onCollections(await client.collections());
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  };
  return (
    <div className="album-tools">
      {album.kind === "smart" && <span className="muted small" title="A smart album holds what this search finds, as the library changes">Smart album: “{album.query}”</span>}
      <label className="album-order small">
        <span className="muted">Order</span>
        <select value={album.order} onChange={(e) => void act(() => client.setAlbumOrder({ id: album.id, order: e.target.value as AlbumSummary["order"] }))} data-testid="album-order">
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </label>
      {renaming ? (
        <form onSubmit={(e) => (e.preventDefault(), void act(() => client.renameAlbum({ id: album.id, name })).then((ok) => ok && setRenaming(false)))}>
          <input value={name} onChange={(e) => setName(e.target.value)} aria-label="Album name" autoFocus maxLength={100} data-testid="album-rename-input" />
          <button className="button small" type="submit">Rename</button>
        </form>
      ) : (
        <button className="button small link" onClick={() => setRenaming(true)} data-testid="album-rename">
          Rename
        </button>
      )}
      <button className="button small link" onClick={() => void act(() => client.deleteAlbum({ id: album.id })).then((ok) => ok && onGone())} data-testid="album-delete" title="Forget this album; its photos stay in your library">
        Delete album
      </button>
      {error && <span className="error small" role="alert">{error}</span>}
    </div>
  );
}
