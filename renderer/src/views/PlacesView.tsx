import { useEffect, useRef, useState } from "react";
import type { Area, Place } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { PlacesMap } from "../components/PlacesMap";
import { countOf } from "../format";
import { useWidth } from "../use-width";
import { EmptyState, ErrorNote, Loading } from "../components/Notice";

/** Where the photos were taken: a map that ships with the app, and every place with its count. */
/** `onArea`: a rectangle drawn on the map (Shift+drag), to search. */
export function PlacesView({ client, onPlace, onArea }: { client: Client; onPlace: (place: Place) => void; onArea: (area: Area) => void }) {
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);

  useEffect(() => {
    client.places().then(setPlaces, (e: unknown) => setError(errorText(e)));
  }, [client]);

  const pinned = (places ?? []).filter((p): p is Place & { lat: number; lon: number } => p.lat !== null && p.lon !== null);
  const byKey = new Map((places ?? []).map((p) => [p.key, p]));
  return (
    <main className="view" aria-labelledby="places-title">
      <header className="view-head">
        <h1 tabIndex={-1} id="places-title">Places</h1>
        <p className="muted">{places === null ? "\u00a0" : places.length === 0 ? "" : `${countOf(places.length, "place")}, from GPS and from the places your captions and folders name`}</p>
      </header>
      <div className="view-body">
        {places === null && !error && <Loading>Finding your places…</Loading>}
        <div className="map-box" ref={box}>
          {width > 0 && (
            <PlacesMap width={width} height={Math.round(Math.min(420, width * 0.48))} places={pinned} onPlace={(key) => onPlace(byKey.get(key)!)} onArea={onArea} />
          )}
        </div>
        <ErrorNote error={error} />
        {places?.length === 0 && (
          <EmptyState title="No places yet">Photos with GPS, or whose captions or folders name a place, appear here.</EmptyState>
        )}
        <ul className="place-list" aria-label="Places">
          {places?.map((place) => (
            <li key={place.key}>
              <button className="place" onClick={() => onPlace(place)} data-testid="place">
                <img src={place.coverUrl} alt="" loading="lazy" decoding="async" />
                <span className="place-text">
                  <span className="place-name">{place.name}</span>
                  <span className="muted small">
                    {[place.country !== place.name ? place.country : null, countOf(place.photos, "photo")].filter(Boolean).join(" · ")}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
