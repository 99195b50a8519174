import type { AppInfo, Collections, IndexStatus } from "../../../electron/api/contract";
import { progressLine } from "../../../electron/api/progress-line";
import { MOD_KEY, VIEWS, type ViewId } from "../views/views";
import { Icon } from "./Icon";

interface Props {
  /** The view to mark as current; null on a page that is none of them (an album, the favourites). */
  view: ViewId | null;
  onView: (view: ViewId) => void;
  info: AppInfo | null;
  status: IndexStatus | null;
  /** The engine stopped answering: the last status heard is no longer the truth. */
  unreachable?: boolean;
  collections?: Collections | null;
  /** The favourites or album the Library view shows now ("favourites", "album:<id>"). */
  openCollection?: string | null;
  onCollection?: (key: string, title: string) => void;
}

/** The app's navigation: every view a click or ⌘/Ctrl+number away, and how indexing is doing. */
export function Sidebar({ view, onView, info, status, unreachable = false, collections = null, openCollection = null, onCollection }: Props) {
  const progress = status?.progress;
  const busy = progress ? progressLine(progress) !== null : false;
  return (
    <aside className="sidebar" aria-label="Recollect">
      <div className="brand">
        <img src="./icon.svg" alt="" width={28} height={28} />
        <span>Recollect</span>
      </div>
      <nav aria-label="Views">
        <ul className="nav">
          {VIEWS.map((v, i) => (
            <li key={v.id}>
              <button
                className="nav-item"
                aria-current={view === v.id ? "page" : undefined}
                aria-keyshortcuts={`${MOD_KEY === "⌘" ? "Meta" : "Control"}+${i + 1}`}
                title={`${v.label} (${MOD_KEY}${i + 1})`}
                onClick={() => onView(v.id)}
                data-testid={`nav-${v.id}`}
              >
                <Icon name={v.icon} />
                <span className="nav-label">{v.label}</span>
                {v.id === "indexing" && status && status.problems.length > 0 && (
                  <span className="nav-count" title={`${status.problems.length} files could not be read`}>
                    <span className="visually-hidden">{`, ${status.problems.length} files could not be read`}</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      {collections && onCollection && (
        <nav aria-label="Favourites and albums" className="albums-nav">
          <h2 className="nav-heading muted small">Albums</h2>
          <ul className="nav">
            <li>
              <button className="nav-item" aria-current={openCollection === "favourites" ? "page" : undefined} onClick={() => onCollection("favourites", "Favourites")} data-testid="nav-favourites">
                <span className="nav-heart" aria-hidden="true">♥</span>
                <span className="nav-label">Favourites</span>
                <span className="nav-number muted small">{collections.favourites.length || ""}</span>
              </button>
            </li>
            {collections.albums.map((album) => (
              <li key={album.id}>
                <button
                  className="nav-item"
                  aria-current={openCollection === `album:${album.id}` ? "page" : undefined}
                  onClick={() => onCollection(`album:${album.id}`, album.name)}
                  title={album.kind === "smart" ? `Smart album: what “${album.query}” finds` : album.name}
                  data-testid="nav-album"
                >
                  {/* Its cover tells one album from another, as in a gallery; an empty one shows its kind. */}
                  <span className={`nav-cover${album.kind === "smart" ? " smart" : ""}`} aria-hidden="true">
                    {album.coverUrl ? <img src={album.coverUrl} alt="" loading="lazy" decoding="async" /> : album.kind === "smart" ? "✦" : "▣"}
                  </span>
                  <span className="nav-label">{album.name}</span>
                  <span className="nav-number muted small">{album.photos || ""}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {status && (
        <button className="sidebar-status" data-testid="sidebar-status" onClick={() => onView("indexing")} title="Open Folders & indexing">
          <span className={unreachable ? "dot down" : busy ? "dot busy" : "dot"} aria-hidden="true" />
          <span className="sidebar-status-text">
            {unreachable ? "Not answering — reconnecting…" : ((progress && progressLine(progress)) ?? `${status.photos.toLocaleString()} photos · up to date`)}
          </span>
        </button>
      )}

      <footer className="sidebar-footer muted">
        <span>Everything stays on this computer.</span>
        {info && <span title={info.library}>v{info.version}</span>}
      </footer>
    </aside>
  );
}
