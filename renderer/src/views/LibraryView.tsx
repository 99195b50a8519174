import { useEffect, useState } from "react";
import type { Timeline } from "../../../electron/api/contract";
import type { Client } from "../client";
import { Icon } from "../components/Icon";
import { TimelineGrid, type OpenedPage } from "../components/TimelineGrid";
import type { LibraryScope } from "./views";
import { EmptyState } from "../components/Notice";
import { countOf } from "../format";

interface Props {
  client: Client;
  /** A place, event or person to narrow to; null for the whole library. */
  scope: LibraryScope | null;
  onBack: () => void;
  onOpen: (opened: OpenedPage, index: number) => void;
  photoCount: number | null;
  indexing: boolean;
}

/** The whole library as a timeline by month, or one place's, event's or person's photos. */
export function LibraryView({ client, scope, onBack, onOpen, photoCount, indexing }: Props) {
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const total = timeline?.total ?? null;
  // The grid is laid out afresh when an indexing run ends, not at each count it reports: a user
  // browsing while indexing runs keeps their place.
  const [laidOutAt, setLaidOutAt] = useState(photoCount);
  useEffect(() => {
    if (!indexing) setLaidOutAt(photoCount);
  }, [indexing, photoCount]);
  const newSince = indexing && photoCount !== null && laidOutAt !== null ? photoCount - laidOutAt : 0;
  return (
    <main className="view" aria-labelledby="library-title">
      <header className="view-head">
        <div className="view-title">
          {scope && (
            <button className="icon-button" onClick={onBack} aria-label={`Back to ${scope.from === "people" ? "People" : scope.from === "places" ? "Places" : "Events"}`}>
              <Icon name="back" />
            </button>
          )}
          <h1 tabIndex={-1} id="library-title">{scope ? scope.title : "Library"}</h1>
        </div>
        <p className="muted" data-testid="library-count">
          {total === null ? "\u00a0" : total === 0 ? "" : `${countOf(total, "photo")}${timeline && timeline.undated > 0 ? `, ${timeline.undated.toLocaleString()} without a date` : ""}`}
          {newSince > 0 && ` · ${countOf(newSince, "more photo")} indexed since; they appear here when indexing finishes`}
        </p>
      </header>
      {photoCount === 0 && !scope ? (
        <EmptyState title="No photos yet">Add a folder in Folders & indexing; photos appear here, newest first, as they are indexed.</EmptyState>
      ) : (
        <>
          {total === 0 && <p className="muted empty-state">No photos here any more.</p>}
          <TimelineGrid key={JSON.stringify(scope?.filter ?? {}) + String(laidOutAt)} client={client} filter={scope?.filter ?? {}} onOpen={onOpen} onLoaded={setTimeline} />
        </>
      )}
    </main>
  );
}
