import { useEffect, useRef, useState, type FormEvent } from "react";
import { errorText, type Client } from "../client";
import { formatDate } from "../format";
import { ErrorNote, Loading } from "./Notice";

interface Pickable {
  id: string;
  name: string;
  thumbnailUrl: string;
  takenAt: string | null;
}

interface Props {
  client: Client;
  /** The search the photos are added to, as the user said it. */
  query: string;
  /** Photos already in the answer: shown as already there. */
  inAnswer: ReadonlySet<string>;
  onAdd: (photoIds: string[]) => Promise<void>;
  onClose: () => void;
}

const SHOWN = 120;

/**
 * "Add the ones I missed": the library, newest first, or what a quick search finds, to pick the
 * photos the answer should have had. Each one picked is marked right for the search.
 */
export function MissedPicker({ client, query, inAnswer, onAdd, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState("");
  const [photos, setPhotos] = useState<Pickable[] | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    client.timelinePhotos({ offset: 0, limit: SHOWN }).then(setPhotos, (e: unknown) => setError(errorText(e)));
  }, [client]);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPhotos(null);
    try {
      if (!filter.trim()) setPhotos(await client.timelinePhotos({ offset: 0, limit: SHOWN }));
      else {
        const answer = await client.search({ query: filter, limit: SHOWN });
        setPhotos([...answer.results, ...answer.misses]);
      }
    } catch (e) {
      setError(errorText(e));
      setPhotos([]);
    }
  };
  const toggle = (id: string) =>
    setPicked((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const add = async () => {
    setAdding(true);
    setError(null);
    try {
      await onAdd([...picked]);
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setAdding(false);
    }
  };

  return (
    <dialog ref={dialog} className="picker" aria-labelledby="picker-title" onClose={onClose} onCancel={onClose} data-testid="missed-picker">
      <header className="picker-head">
        <h2 id="picker-title">Add the photos “{query}” missed</h2>
        <button className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      <form className="picker-find" onSubmit={find} role="search">
        <label htmlFor="picker-filter" className="visually-hidden">
          Find photos in your library
        </label>
        <input id="picker-filter" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Find them: a date, a place, a name… (empty: newest first)" autoFocus />
        <button className="button" type="submit">
          Find
        </button>
      </form>
      <ErrorNote error={error} />
      <div className="picker-body">
        {photos === null && <Loading>Looking…</Loading>}
        {photos?.length === 0 && <p className="muted">Nothing found. Try other words, or leave the box empty to see your newest photos.</p>}
        <ul className="picker-grid" aria-label="Photos to pick from">
          {photos?.map((photo) => {
            const already = inAnswer.has(photo.id);
            const chosen = picked.has(photo.id);
            return (
              <li key={photo.id}>
                <button
                  className={chosen ? "pick chosen" : "pick"}
                  aria-pressed={chosen}
                  disabled={already}
                  onClick={() => toggle(photo.id)}
                  aria-label={`${photo.name}${already ? ", already in the answer" : ""}`}
                  data-testid="pick"
                >
                  <img src={photo.thumbnailUrl} alt="" loading="lazy" decoding="async" />
                  <span className="pick-caption small">{already ? "In the answer" : photo.takenAt ? formatDate(photo.takenAt) : photo.name}</span>
                  {chosen && <span className="pick-mark" aria-hidden="true">✓</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <footer className="picker-foot">
        <span className="muted small">{picked.size ? `${picked.size} picked: each is marked right for this search.` : "Pick the photos that belong in the answer."}</span>
        <button className="button" onClick={onClose}>
          Cancel
        </button>
        <button className="button primary" disabled={!picked.size || adding} onClick={() => void add()} data-testid="add-missed">
          {adding ? "Adding…" : `Add ${picked.size || ""} to the answer`.replace("  ", " ")}
        </button>
      </footer>
    </dialog>
  );
}
