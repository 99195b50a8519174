import { useEffect, useState } from "react";
import type { EventSummary } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { EmptyState, ErrorNote, Loading } from "../components/Notice";
import { countOf, formatDay, formatDayRange } from "../format";

/** Trips away from home and days out, as Recollect grouped them by time and place, newest first. */
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
        <p className="muted">{events === null || events.length === 0 ? "\u00a0" : `${countOf(events.filter((e) => e.kind === "trip").length, "trip")} away from home and ${countOf(events.filter((e) => e.kind !== "trip").length, "other event")}`}</p>
      </header>
      <div className="view-body">
        {events === null && !error && <Loading>Gathering your events…</Loading>}
        <ErrorNote error={error} />
        {events?.length === 0 && (
          <EmptyState title="No events yet">Days away from home become a trip; three or more photos taken within a few hours of each other at home become an event. Photos without a date are in none.</EmptyState>
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
                      <span className="event-title" title={eventName(event)}>
                        {event.place ?? formatDayRange(event.startAt, event.endAt)}
                      </span>
                      {event.place && <span className="event-dates">{formatDayRange(event.startAt, event.endAt)}</span>}
                      <span className="muted small">
                        {event.kind === "trip" ? `Trip · ${countOf(event.days.length, "day")} · ` : ""}
                        {countOf(event.photos, "photo")}
                      </span>
                      {event.kind === "trip" && event.days.length > 1 && (
                        <span className="event-days" data-testid="event-days">
                          {event.days.map((day) => (
                            <span key={day.date} className="event-day" title={countOf(day.photos, "photo")}>
                              {formatDay(day.date, { withYear: false })}
                            </span>
                          ))}
                        </span>
                      )}
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

/** An event's name as the renderer writes it: where, then when ("Seattle, 2–6 Mar 2025" or "Seattle, Mar 2 – 6, 2025"); when alone where it has no place. */
export function eventName(event: Pick<EventSummary, "place" | "startAt" | "endAt">): string {
  const when = formatDayRange(event.startAt, event.endAt);
  return event.place ? `${event.place}, ${when}` : when;
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
