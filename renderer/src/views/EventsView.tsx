import { useEffect, useState } from "react";
import type { EventSummary } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { EmptyState, ErrorNote, Loading } from "../components/Notice";
import { countOf } from "../format";

/** Days out and trips, as Recollect grouped them by time and place, newest first. */
export function EventsView({ client, onEvent }: { client: Client; onEvent: (event: EventSummary) => void }) {
  const [events, setEvents] = useState<EventSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    client.events().then(setEvents, (e: unknown) => setError(errorText(e)));
  }, [client]);

  return (
    <main className="view" aria-labelledby="events-title">
      <header className="view-head">
        <h1 tabIndex={-1} id="events-title">Events</h1>
        <p className="muted">{events === null || events.length === 0 ? "\u00a0" : `${countOf(events.length, "event")}: three or more photos close together in time and place`}</p>
      </header>
      <div className="view-body">
        {events === null && !error && <Loading>Gathering your events…</Loading>}
        <ErrorNote error={error} />
        {events?.length === 0 && (
          <EmptyState title="No events yet">Three or more photos taken within a few hours of each other, or days in one place, become an event.</EmptyState>
        )}
        {byYear(events ?? []).map(([year, inYear]) => (
          <section key={year} className="year-section" aria-labelledby={`events-${year}`}>
            <h2 id={`events-${year}`} className="year-heading" data-testid="events-year">
              {year} <span className="muted small">{countOf(inYear.length, "event")}</span>
            </h2>
            <ul className="cards-grid" aria-label={`Events in ${year}`}>
              {inYear.map((event) => (
                <li key={event.id}>
                  <button className="event" onClick={() => onEvent(event)} data-testid="event">
                    <span className="event-cover">{event.coverUrl && <img src={event.coverUrl} alt="" loading="lazy" decoding="async" />}</span>
                    <span className="event-text">
                      <span className="event-title">{event.title}</span>
                      <span className="muted small">{countOf(event.photos, "photo")}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}

/** Events under the year they began in, in the order they came (newest first). */
function byYear(events: EventSummary[]): Array<[string, EventSummary[]]> {
  const years = new Map<string, EventSummary[]>();
  for (const event of events) {
    const year = event.startAt.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), event]);
  }
  return [...years];
}
