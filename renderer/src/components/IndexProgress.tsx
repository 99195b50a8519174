/**
 * @file How far indexing has got: the files found and read, the speed and time left, the models'
 * pass after it, with Pause and Resume. Shown in Folders & indexing, and on the first screen right
 * after a first folder is added.
 */
import type { IndexProgress } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";

/** `title`: the card's heading, "Index" where it sits among the folders. */
export function IndexProgressCard({ client, progress, photos, onError, title = "Index" }: { client: Client; progress: IndexProgress; photos: number; onError: (message: string) => void; title?: string }) {
  // Derived data owed by an interrupted run is rebuilt at open, before the indexer says "grouping".
  const grouping = progress.state === "grouping" || (progress.state === "idle" && progress.rebuilding === true);
  const busy = progress.state !== "idle" || grouping;
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const toggle = async () => {
    try {
      await (progress.paused ? client.resumeIndexing() : client.pauseIndexing());
    } catch (e) {
      onError(errorText(e));
    }
  };
  return (
    <section className="card" aria-labelledby="index-title" aria-live="polite">
      <div className="panel-head">
        <h2 id="index-title">{title}</h2>
        {busy && !grouping && (
          <button className="button small" onClick={() => void toggle()} data-testid="pause-toggle">
            {progress.paused ? "Resume" : "Pause"}
          </button>
        )}
      </div>
      {busy ? (
        <>
          <p className="status-line" data-testid="index-state">
            {progress.state === "scanning"
              ? `Looking for photos… ${progress.total} found`
              : grouping
                ? "Grouping events and duplicates…"
                : progress.paused
                  ? `Paused at ${progress.done} of ${progress.total}`
                  : `Indexing ${progress.done} of ${progress.total}`}
          </p>
          <div className="progress" role="progressbar" aria-label="Indexing progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className={progress.paused ? "progress-fill paused" : "progress-fill"} style={{ width: `${percent}%` }} />
          </div>
          {progress.state === "indexing" && !progress.paused && (
            <p className="muted small" data-testid="index-rate">
              {progress.ratePerSecond !== null ? `${progress.ratePerSecond} files/s` : "Measuring speed…"}
              {progress.etaSeconds !== null && progress.etaSeconds > 0 ? ` · about ${formatDuration(progress.etaSeconds)} left` : ""}
            </p>
          )}
          {progress.rebuilding && (
            <p className="muted small" data-testid="rebuilding">
              Putting trips and copies back together: until it is done, searches may miss some of them.
            </p>
          )}
          {progress.paused && <p className="muted small">Search still answers from the {photos} photos indexed so far.</p>}
          {progress.currentFile && !progress.paused && <p className="muted small ellipsis">{baseName(progress.currentFile)}</p>}
        </>
      ) : progress.analysis ? (
        <>
          <p className="status-line" data-testid="index-state">
            {photos === 1 ? "1 photo indexed" : `${photos} photos indexed`} · {ANALYSIS_PHASES[progress.analysis.phase]}
            {progress.analysis.phase === "starting" ? "" : ` ${progress.analysis.done} of ${progress.analysis.total}`}
          </p>
          <div className="progress" role="progressbar" aria-label="Analysis progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((progress.analysis.done / Math.max(1, progress.analysis.total)) * 100)}>
            <div className="progress-fill" style={{ width: `${Math.round((progress.analysis.done / Math.max(1, progress.analysis.total)) * 100)}%` }} />
          </div>
          <p className="muted small">Search already answers; it gets better as this runs.</p>
        </>
      ) : (
        <p className="status-line" data-testid="index-state">
          {photos === 1 ? "1 photo indexed" : `${photos} photos indexed`} · up to date
        </p>
      )}
    </section>
  );
}

const ANALYSIS_PHASES: Record<NonNullable<IndexProgress["analysis"]>["phase"], string> = {
  starting: "looking for photos to analyse…",
  clip: "learning what each photo shows,",
  objects: "finding things and faces in photos,",
  ocr: "reading text in photos,",
  faces: "finding faces,",
};

function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  const hours = Math.floor(seconds / 3600);
  return `${hours} h ${Math.round((seconds % 3600) / 60)} min`;
}

function baseName(path: string): string {
  const parts = path.split(/[\\/]/).filter(Boolean);
  return parts[parts.length - 1] ?? path;
}
