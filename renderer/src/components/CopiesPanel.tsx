/**
 * @file The viewer's list of the files folded with a photo as copies of one picture, each with
 * "Not a copy" for a wrong fold (two receipts that merely look alike).
 */
import { useEffect, useState } from "react";
import type { CopyPhoto } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { formatBytes } from "../format";

interface Props {
  client: Client;
  photoId: string;
  /** Called after a split, so the answer or grid behind the viewer can be asked again. */
  onSplit?: () => void;
}

export function CopiesPanel({ client, photoId, onSplit }: Props) {
  const [copies, setCopies] = useState<CopyPhoto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setCopies(null);
    client.copies({ id: photoId }).then(
      (c) => live && setCopies(c.photos),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [client, photoId]);

  const split = async (id: string) => {
    setBusy(id);
    setError(null);
    try {
      const left = await client.splitCopy({ id });
      // Split off this photo: it stands alone now. Split off another: the rest is what remains here.
      setCopies(id === photoId ? [] : left.photos);
      onSplit?.();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  if (!error && (copies === null || copies.length < 2)) return null;
  return (
    <section className="copies" aria-labelledby="copies-title" data-testid="copies">
      <h3 id="copies-title">Copies of this picture</h3>
      <p className="muted small">Shown once, with a “+{(copies?.length ?? 1) - 1}” badge. Not the same picture? Keep it apart.</p>
      <ul className="copy-list">
        {copies?.map((copy) => (
          <li key={copy.id} data-testid="copy">
            <img src={copy.thumbnailUrl} alt="" width={40} height={40} />
            <span className="copy-facts">
              <span className="copy-name" title={copy.path}>
                {copy.name}
              </span>
              <span className="muted small">
                {copy.id === photoId ? "this one · " : ""}
                {copy.width} × {copy.height} · {copy.format.toUpperCase()} · {formatBytes(copy.bytes)}
              </span>
            </span>
            <button className="button small" disabled={busy !== null} onClick={() => void split(copy.id)} aria-label={`${copy.name} is not a copy`}>
              {busy === copy.id ? "Splitting…" : "Not a copy"}
            </button>
          </li>
        ))}
      </ul>
      {error && <p className="error small">{error}</p>}
    </section>
  );
}
