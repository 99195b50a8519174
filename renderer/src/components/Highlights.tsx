import { useEffect, useState } from "react";
import type { Highlight } from "../../../electron/api/contract";
import type { Client } from "../client";
import { countOf } from "../format";

/**
 * What the home screen shows of a library with photos: "on this day" in each earlier year and the
 * latest trip, each a card that asks its search in the chat, where it can be narrowed as any
 * answer ("only Leo", "without the receipts"). `settled`: the photo count once indexing is idle;
 * a new value asks again.
 */
export function Highlights({ client, settled, onAsk }: { client: Client; settled: number | null; onAsk: (query: string) => void }) {
  const [highlights, setHighlights] = useState<Highlight[]>([]);
  useEffect(() => {
    if (!settled) return;
    let live = true;
    client.highlights().then(
      (h) => live && setHighlights(h.highlights),
      () => live && setHighlights([]),
    );
    return () => {
      live = false;
    };
  }, [client, settled]);
  if (highlights.length === 0) return null;
  return (
    <ul className="highlights" aria-label="From your library" data-testid="highlights">
      {highlights.map((h) => (
        <li key={h.query}>
          <button className="highlight" onClick={() => onAsk(h.query)} data-testid={`highlight-${h.kind}`} title={`Search for “${h.query}”`}>
            <span className={`highlight-photos n${Math.min(h.thumbnailUrls.length, 4)}`} aria-hidden="true">
              {h.thumbnailUrls.slice(0, 4).map((url) => (
                <img key={url} src={url} alt="" loading="lazy" decoding="async" />
              ))}
            </span>
            <span className="highlight-text">
              <span className="highlight-title">{h.title}</span>
              <span className="highlight-query">{h.query}</span>
              <span className="muted small">{countOf(h.photos, "photo")}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
