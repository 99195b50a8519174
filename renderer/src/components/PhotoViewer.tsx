import { useEffect, useRef, useState } from "react";
import type { PhotoDetails, SearchResult } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { formatBytes, formatCoordinates, formatTaken } from "../format";

interface Props {
  client: Client;
  results: SearchResult[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** The photo, large, with what Recollect knows about it. ←/→ step through the answer; Esc closes. */
export function PhotoViewer({ client, results, index, onIndex, onClose }: Props) {
  const result = results[index]!;
  const [details, setDetails] = useState<PhotoDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
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

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight" && index < results.length - 1) onIndex(index + 1);
      if (event.key === "ArrowLeft" && index > 0) onIndex(index - 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [index, results.length, onIndex]);

  return (
    <dialog ref={dialog} className="viewer" aria-label={result.name} onClose={onClose} onCancel={onClose}>
      <div className="viewer-stage">
        {/* The thumbnail shows at once; the full photo replaces it when loaded. */}
        <img className="viewer-image" src={details?.originalUrl ?? result.thumbnailUrl} alt={details?.description ?? result.name} />
        <button className="viewer-nav prev" aria-label="Previous photo" disabled={index === 0} onClick={() => onIndex(index - 1)}>
          ‹
        </button>
        <button className="viewer-nav next" aria-label="Next photo" disabled={index === results.length - 1} onClick={() => onIndex(index + 1)}>
          ›
        </button>
      </div>
      <aside className="viewer-info" data-testid="photo-details">
        <div className="viewer-head">
          <h2>{result.name}</h2>
          <button className="icon-button" aria-label="Close" onClick={onClose} autoFocus>
            ×
          </button>
        </div>
        <p className="muted small">
          {index + 1} of {results.length}
        </p>
        {result.reasons.length > 0 && (
          <ul className="reasons" aria-label="Why it is here">
            {result.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
        {error && <p className="error">{error}</p>}
        {details && (
          <dl className="facts">
            <dt>Taken</dt>
            <dd>
              {details.takenAt ? formatTaken(details.takenAt) : "Unknown"}
              {details.takenOffset ? ` (UTC${details.takenOffset})` : ""}
            </dd>
            {details.description && (
              <>
                <dt>Description</dt>
                <dd>{details.description}</dd>
              </>
            )}
            {details.keywords.length > 0 && (
              <>
                <dt>Keywords</dt>
                <dd>{details.keywords.join(", ")}</dd>
              </>
            )}
            {details.lat !== null && details.lon !== null && (
              <>
                <dt>Location</dt>
                <dd>{formatCoordinates(details.lat, details.lon)}</dd>
              </>
            )}
            {details.camera && (
              <>
                <dt>Camera</dt>
                <dd>{details.camera}</dd>
              </>
            )}
            <dt>Size</dt>
            <dd>
              {details.width} × {details.height} · {formatBytes(details.bytes)}
            </dd>
            <dt>File</dt>
            <dd className="path">{details.path}</dd>
          </dl>
        )}
      </aside>
    </dialog>
  );
}
