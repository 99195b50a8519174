/**
 * @file The question asked once, on first launch: download visual search? It says what it
 * finds, how big it is, and that it runs on this computer; with it, where the manifest offers
 * one, the sentence model that finds memories in other words, with its own size and licence.
 * "Later" is remembered by the library and the question does not come back (Models & settings
 * still offers each download). It sits in the first screen's flow, under the offer to add a
 * folder, so it never covers a view.
 */
import { useEffect, useState } from "react";
import type { VisualSearchOffer as Offer } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { formatBytes } from "../format";

export function VisualSearchOffer({ client }: { client: Client }) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    client.visualSearchOffer().then(setOffer, () => undefined);
  }, [client]);
  if (!offer?.ask || !offer.model) return null;
  const bytes = offer.model.bytes + (offer.sentence?.bytes ?? 0);
  const answer = (reply: "download" | "later") => client.answerVisualSearchOffer({ answer: reply }).then(setOffer, (e: unknown) => setError(errorText(e)));
  return (
    <section className="offer" aria-labelledby="offer-title" data-testid="visual-search-offer">
      <h2 id="offer-title">Find photos by what they show?</h2>
      <p>
        Visual search finds “sunset on the beach” or “a birthday cake” even where nothing is written. It needs {offer.model.title} ({formatBytes(offer.model.bytes)}, {offer.model.license} licence),
        downloaded once. It runs on this computer: your photos never leave it.
      </p>
      {offer.sentence && (
        <p data-testid="offer-sentence">
          With it comes {offer.sentence.title} ({formatBytes(offer.sentence.bytes)}, {offer.sentence.license} licence), which finds the memories you add by what they mean: “the streetcar” finds “we took the tram”.
        </p>
      )}
      <p className="muted small">Without it, Recollect still finds photos by date, place, people, text in them and the things its built-in detector knows.</p>
      {error && <p className="error small">{error}</p>}
      <div className="row actions">
        <button className="button primary" onClick={() => void answer("download")}>
          Download ({formatBytes(bytes)})
        </button>
        <button className="button" onClick={() => void answer("later")}>
          Later
        </button>
      </div>
    </section>
  );
}
