import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { PhotoDetails, SearchResult, SuggestedSearch } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { countOf, formatBytes, formatCoordinates, formatTaken } from "../format";
import { PathText } from "./PathText";
import { STEP } from "../zoom";
import { CopiesPanel } from "./CopiesPanel";
import { Icon } from "./Icon";
import { usePhotoZoom } from "./use-photo-zoom";
import { useViewerLayout } from "./use-viewer-layout";
import { useViewerRoute } from "./viewer-route";
import { WorldMap } from "./WorldMap";

/** How long the slideshow shows each photo. */
export const SLIDE_MS = 4000;
/** How far an arrow key moves a zoomed photo. */
const PAN_STEP = 80;

/** What the viewer needs of each photo it steps through: a search result or a timeline photo. */
export type ViewerPhoto = Pick<SearchResult, "id" | "name" | "kind" | "thumbnailUrl"> & { reasons?: string[] };

interface Props {
  client: Client;
  /** The desktop app can open the photo's folder in the file manager. */
  canShowInFolder?: boolean;
  results: ViewerPhoto[];
  index: number;
  /**
   * Where `results` sits in a longer list that loads as the user steps (the Library's timeline):
   * the place of its first photo, and how many there are in all. Absent: `results` is all of it.
   */
  window?: { first: number; total: number };
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Runs a suggested search ("search like this"); the viewer closes for the answer. */
  onSearch?: (query: string) => void;
  /**
   * Marks the photo right or wrong for the search it is a result of (Y / N), or better than the
   * results before it (B: "this one, not those"); absent outside an answer.
   */
  onVerdict?: (verdict: "good" | "bad" | "better") => void;
}

/** One line of the facts list, left out when there is nothing to say. */
function Fact({ label, show, children }: { label: string; show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Where a capture time came from, in words. */
const SOURCE_NAMES: Record<string, string> = {
  exif: "from the camera",
  xmp: "from the photo's XMP",
  "xmp-sidecar": "from its .xmp sidecar",
  takeout: "from Google Takeout",
  video: "from the video",
  filename: "from the file name",
  mtime: "from the file's date (no capture date)",
};

/**
 * The photo, large, with what Recollect knows about it. ←/→ step through the answer (or move a
 * zoomed photo); + − 0, the wheel, a pinch and double-click zoom; F full screen, I the info
 * panel, S the slideshow; Esc closes.
 */
export function PhotoViewer({ client, canShowInFolder = false, results, index, window: span, onIndex, onClose, onSearch, onVerdict }: Props) {
  const first = span?.first ?? 0;
  const total = span?.total ?? results.length;
  const hasPrevious = first + index > 0;
  const hasNext = first + index < total - 1;
  // Read by the one key listener: a key pressed between a render and its effects still sees this render.
  const result = results[index]!;
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const zoom = usePhotoZoom(stage, image, result.id);
  const dialog = useRef<HTMLDialogElement>(null);
  const layout = useViewerLayout();
  useViewerRoute(result.id, onClose);
  const [playing, setPlaying] = useState(false);
  const latest = useRef({ index, hasNext, hasPrevious, onIndex, onVerdict, zoom, layout, playing });
  latest.current = { index, hasNext, hasPrevious, onIndex, onVerdict, zoom, layout, playing };
  const [details, setDetails] = useState<PhotoDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showFaces, setShowFaces] = useState(false);
  /** Where the photo is drawn inside the stage, for the face boxes laid over it. */
  const [frame, setFrame] = useState<{ left: number; top: number; width: number; height: number } | null>(null);
  const measure = () => {
    const element = image.current;
    if (element) setFrame({ left: element.offsetLeft, top: element.offsetTop, width: element.offsetWidth, height: element.offsetHeight });
  };
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [details]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The photo takes focus, not the first button (Previous): arrows step and Escape closes from there.
    stage.current?.focus();
  }, []);

  useEffect(() => {
    let live = true;
    setDetails(null);
    setError(null);
    client.photo({ id: result.id }).then(
      (d) => live && setDetails(d),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [client, result.id]);

  // The slideshow moves on once the photo has been shown its time, and stops after the last.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      const now = latest.current;
      if (now.hasNext) now.onIndex(now.index + 1);
      else setPlaying(false);
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [playing, index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      const now = latest.current;
      const zoomed = now.zoom.zoom.scale > 1;
      const arrow = { ArrowLeft: [PAN_STEP, 0], ArrowRight: [-PAN_STEP, 0], ArrowUp: [0, PAN_STEP], ArrowDown: [0, -PAN_STEP] }[event.key];
      // A zoomed photo is moved by the arrows, as a map is; 0 fits it again, and then they step.
      if (zoomed && arrow) {
        event.preventDefault();
        return now.zoom.panBy(arrow[0]!, arrow[1]!);
      }
      if (event.key === "ArrowRight" && now.hasNext) now.onIndex(now.index + 1);
      if (event.key === "ArrowLeft" && now.hasPrevious) now.onIndex(now.index - 1);
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const command: Record<string, () => void> = {
        "+": () => now.zoom.zoomBy(STEP),
        "=": () => now.zoom.zoomBy(STEP),
        "-": () => now.zoom.zoomBy(1 / STEP),
        "0": () => now.zoom.reset(),
        f: () => void now.layout.toggleFullScreen(),
        i: () => now.layout.toggleInfo(),
        s: () => setPlaying(!now.playing),
      };
      const run = command[event.key.toLowerCase()];
      if (run) {
        event.preventDefault();
        return run();
      }
      if (!now.onVerdict) return;
      if (event.key === "y" || event.key === "Y") now.onVerdict("good");
      if (event.key === "n" || event.key === "N") now.onVerdict("bad");
      if ((event.key === "b" || event.key === "B") && now.hasPrevious) now.onVerdict("better");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <dialog
      ref={dialog}
      className={["viewer", layout.fill && "fill", !layout.info && "no-info", layout.fullScreen && "full-screen"].filter(Boolean).join(" ")}
      aria-label={result.name}
      onClose={onClose}
      onCancel={onClose}
    >
      <div
        className={zoom.zoom.scale > 1 ? "viewer-stage zoomed" : "viewer-stage"}
        ref={stage}
        tabIndex={-1}
        data-testid="viewer-stage"
        data-zoom={zoom.zoom.scale.toFixed(2)}
        {...(result.kind === "video" ? {} : zoom.handlers)}
      >
        <div className="viewer-canvas" style={zoom.style} data-testid="viewer-canvas">
          {/* The thumbnail shows at once; the full photo replaces it when loaded. */}
          {result.kind === "video" ? (
            details && <video className="viewer-image" src={details.displayUrl} controls preload="metadata" aria-label={result.name} />
          ) : (
            <img ref={image} className="viewer-image" src={details?.displayUrl ?? result.thumbnailUrl} alt={details?.description ?? result.name} onLoad={measure} draggable={false} />
          )}
          {showFaces &&
            frame &&
            details?.analysis?.faceBoxes.map((face, k) => (
              <span
                key={k}
                className="face-box"
                data-testid="face-box"
                style={{ left: frame.left + face.box.x * frame.width, top: frame.top + face.box.y * frame.height, width: face.box.width * frame.width, height: face.box.height * frame.height }}
              >
                {face.name && <span className="face-name">{face.name}</span>}
              </span>
            ))}
        </div>
        <div className="viewer-tools" role="toolbar" aria-label="View">
          {result.kind !== "video" && (
            <>
              <button className="viewer-tool" aria-label="Zoom out" title="Zoom out (−)" aria-keyshortcuts="-" disabled={zoom.zoom.scale <= 1} onClick={() => zoom.zoomBy(1 / STEP)}>
                <Icon name="zoom-out" />
              </button>
              <button className="viewer-tool zoom-level" aria-label="Fit the photo" title="Fit (0)" aria-keyshortcuts="0" onClick={zoom.reset} data-testid="zoom-level">
                {Math.round(zoom.zoom.scale * 100)}%
              </button>
              <button className="viewer-tool" aria-label="Zoom in" title="Zoom in (+)" aria-keyshortcuts="+" onClick={() => zoom.zoomBy(STEP)}>
                <Icon name="zoom-in" />
              </button>
            </>
          )}
          <button className="viewer-tool" aria-label={playing ? "Pause the slideshow" : "Play a slideshow"} title={playing ? "Pause (S)" : "Slideshow (S)"} aria-keyshortcuts="S" aria-pressed={playing} disabled={!hasNext && !playing} onClick={() => setPlaying(!playing)}>
            <Icon name={playing ? "pause" : "play"} />
          </button>
          <button className="viewer-tool" aria-label="Fill the window" title="Fill the window" aria-pressed={layout.fill} onClick={layout.toggleFill}>
            <Icon name="fill-window" />
          </button>
          <button className="viewer-tool" aria-label="Full screen" title="Full screen (F)" aria-keyshortcuts="F" aria-pressed={layout.fullScreen} onClick={() => void layout.toggleFullScreen()}>
            <Icon name="full-screen" />
          </button>
          <button className="viewer-tool" aria-label="Show the info panel" title="Info (I)" aria-keyshortcuts="I" aria-pressed={layout.info} onClick={layout.toggleInfo}>
            <Icon name="info" />
          </button>
          {!layout.info && (
            <button className="viewer-tool" aria-label="Close" title="Close (Esc)" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <button className="viewer-nav prev" aria-label="Previous photo" disabled={!hasPrevious} onClick={() => onIndex(index - 1)}>
          ‹
        </button>
        <button className="viewer-nav next" aria-label="Next photo" disabled={!hasNext} onClick={() => onIndex(index + 1)}>
          ›
        </button>
      </div>
      <aside className="viewer-info" data-testid="photo-details" hidden={!layout.info}>
        <div className="viewer-head">
          <h2>{result.name}</h2>
          <button className="icon-button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <p className="muted small">
          {(first + index + 1).toLocaleString()} of {total.toLocaleString()}
        </p>
        {onVerdict && (
          <div className="viewer-verdicts" role="group" aria-label="Is this the photo you meant?">
            <button className="button small" onClick={() => onVerdict("good")} aria-keyshortcuts="Y" data-testid="viewer-right">
              ✓ Right <kbd>Y</kbd>
            </button>
            <button className="button small" onClick={() => onVerdict("bad")} aria-keyshortcuts="N" data-testid="viewer-wrong">
              ✕ Not it <kbd>N</kbd>
            </button>
            {hasPrevious && (
              <button className="button small" onClick={() => onVerdict("better")} aria-keyshortcuts="B" title="Better than the results before it: this one, not those" data-testid="viewer-better">
                ↑ Better <kbd>B</kbd>
              </button>
            )}
          </div>
        )}
        {result.reasons && result.reasons.length > 0 && (
          <ul className="reasons" aria-label="Why it is here">
            {result.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
        {error && <p className="error">{error}</p>}
        {onSearch && <Suggestions client={client} photoId={result.id} onSearch={onSearch} />}
        {details && (
          <dl className="facts">
            <dt>Taken</dt>
            <dd>
              {details.takenAt ? formatTaken(details.takenAt) : "Unknown"}
              {details.takenOffset ? ` (UTC${details.takenOffset})` : ""}
              {details.takenSource && <span className="source"> · {SOURCE_NAMES[details.takenSource] ?? details.takenSource}</span>}
              {details.timeTags.length > 0 && <span className="tags">{details.timeTags.map((t) => <span key={t} className="tag">{t.replace(/^holiday: /, "")}</span>)}</span>}
            </dd>
            <Fact label="Kind" show={details.kind !== "photo"}>
              {details.kind === "video"
                ? `Video${details.durationS !== null ? `, ${Math.round(details.durationS)} s` : ""} · not analysed yet: found by its date and place only`
                : "Screenshot"}
            </Fact>
            {(
              [
                ["Title", details.title],
                ["People", details.people.join(", ")],
                ["Description", details.description],
                ["Keywords", details.keywords.join(", ")],
              ] as const
            ).map(([label, text]) => (
              <Fact key={label} label={label} show={Boolean(text)}>
                {text}
              </Fact>
            ))}
            <Fact label="Place" show={details.lat !== null && details.lon !== null}>
              {[...new Set([details.place, details.region, details.country].filter(Boolean))].join(", ") || "Unnamed place"}
              <span className="source"> · {formatCoordinates(details.lat ?? 0, details.lon ?? 0)}</span>
            </Fact>
            {/* A row of its own, the panel's whole width: beside the labels it was cut off. */}
            {details.lat !== null && details.lon !== null && (
              <dd className="facts-map">
              <WorldMap
                width={272}
                height={150}
                focus={{ lat: details.lat ?? 0, lon: details.lon ?? 0, degrees: 24 }}
                points={[{ key: "here", lat: details.lat ?? 0, lon: details.lon ?? 0, r: 5, label: "Where it was taken" }]}
                label={`Map: taken at ${formatCoordinates(details.lat ?? 0, details.lon ?? 0)}`}
              />
              </dd>
            )}
            <Fact label="Looks like" show={(details.analysis?.tags.length ?? 0) > 0}>
              <span className="tags">
                {details.analysis?.tags.map((t) => (
                  <span key={t.concept} className="tag" title={`CLIP similarity ${t.score}`}>
                    {t.concept}
                  </span>
                ))}
              </span>
            </Fact>
            <Fact label="Text in photo" show={Boolean(details.analysis?.text)}>
              <span className="ocr-text">{details.analysis?.text}</span>
            </Fact>
            <Fact label="Faces" show={(details.analysis?.faces ?? 0) > 0}>
              {countOf(details.analysis?.faces ?? 0, "face")}
              {(() => {
                const named = [...new Set(details.analysis?.faceBoxes.flatMap((f) => (f.name ? [f.name] : [])))];
                return named.length > 0 ? `: ${named.join(", ")}` : "";
              })()}{" "}
              <button className="button small link" aria-pressed={showFaces} onClick={() => setShowFaces(!showFaces)}>
                {showFaces ? "Hide" : "Show"}
              </button>
            </Fact>
            <Fact label="Analysis" show={Boolean(details.analysis?.problem)}>
              {details.analysis?.problem}
            </Fact>
            <Fact label="Camera" show={Boolean(details.camera)}>
              {details.camera}
              {details.lens && <span className="source"> · {details.lens}</span>}
            </Fact>
            <dt>Size</dt>
            <dd>
              {details.width} × {details.height} · {formatBytes(details.bytes)}
            </dd>
            <dt>File</dt>
            <dd className="path">
              <PathText path={details.path} />
              {canShowInFolder && (
                <button className="button small link" onClick={() => void client.showInFolder({ id: details.id }).catch((e: unknown) => setError(errorText(e)))}>
                  Show in folder
                </button>
              )}
            </dd>
          </dl>
        )}
        {details?.duplicateGroup && <CopiesPanel client={client} photoId={details.id} />}
        {details && <Notes client={client} details={details} onChange={(memories) => setDetails({ ...details, memories })} />}
      </aside>
    </dialog>
  );
}

/** "Search like this": searches about this photo's people, place, day, text and looks; clicks teach which to offer. */
function Suggestions({ client, photoId, onSearch }: { client: Client; photoId: string; onSearch: (query: string) => void }) {
  const [suggestions, setSuggestions] = useState<SuggestedSearch[] | null>(null);
  useEffect(() => {
    let live = true;
    setSuggestions(null);
    // Fetched after the details, so that the photo's facts are never kept waiting for them.
    const timer = setTimeout(() => {
      client.suggestions({ photoId, count: 5 }).then(
        (s) => live && setSuggestions(s.suggestions),
        () => live && setSuggestions([]),
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, photoId]);
  if (suggestions !== null && suggestions.length === 0) return null;
  return (
    <section className="suggestions" aria-labelledby="suggestions-title" data-testid="suggestions">
      <h3 id="suggestions-title">Search like this</h3>
      <div className="suggestion-chips">
        {suggestions === null ? (
          <span className="muted small">Finding searches…</span>
        ) : (
          suggestions.map((s) => (
            <button
              key={s.text}
              className="chip chip-button"
              data-testid="suggestion"
              onClick={() => {
                void client.suggestionClicked({ photoId, text: s.text, aspect: s.aspect }).catch(() => undefined);
                onSearch(s.text);
              }}
            >
              {s.text}
            </button>
          ))
        )}
      </div>
    </section>
  );
}

/** What the user told Recollect about this photo; a new note is searchable at once. */
function Notes({ client, details, onChange }: { client: Client; details: PhotoDetails; onChange: (memories: PhotoDetails["memories"]) => void }) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const added = await client.addMemory({ photoIds: [details.id], text: draft });
      onChange([...details.memories, ...added]);
      setDraft("");
    } catch (e) {
      setError(errorText(e));
    }
  };
  const remove = async (id: string) => {
    try {
      await client.removeMemory({ id });
      onChange(details.memories.filter((m) => m.id !== id));
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <section className="notes" aria-labelledby="notes-title">
      <h3 id="notes-title">Your notes</h3>
      {details.memories.length > 0 && (
        <ul className="note-list">
          {details.memories.map((m) => (
            <li key={m.id} data-testid="note">
              <span>{m.text}</span>
              <button className="icon-button" aria-label={`Forget the note “${m.text}”`} onClick={() => void remove(m.id)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="note-form" onSubmit={add}>
        <label htmlFor="note" className="visually-hidden">
          Add a note about this photo
        </label>
        <input id="note" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="Add a note: who, where, what happened" maxLength={2000} />
        <button className="button small" type="submit" disabled={draft.trim() === ""}>
          Add
        </button>
      </form>
      {error && <p className="error small">{error}</p>}
    </section>
  );
}
