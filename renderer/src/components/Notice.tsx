/**
 * @file The few ways a view says how it stands: a problem to read (with its technical part folded
 * away), an empty state, and a loading line. Shared so that every view says them alike.
 */
import type { ReactNode } from "react";

/** The technical part of a message ("(TypeError: Failed to fetch)"), for those who want it. */
const TECHNICAL = /\s*\(([^()]*(?:Error|errno|ECONN)[^()]*)\)/;

/**
 * A problem the user should read now, announced to screen readers; nothing when there is none.
 * The technical detail is folded away; `onRetry` offers to try again.
 */
export function ErrorNote({ error, onRetry }: { error: string | null; onRetry?: () => void }) {
  if (!error) return null;
  const technical = TECHNICAL.exec(error);
  return (
    <div className="error" role="alert">
      <span>{technical ? error.replace(TECHNICAL, "") : error}</span>
      {onRetry && (
        <button className="button small" onClick={onRetry} data-testid="retry">
          Try again
        </button>
      )}
      {technical && (
        <details className="error-details">
          <summary>Details</summary>
          <code>{technical[1]}</code>
        </details>
      )}
    </div>
  );
}

/** What a view says when it has nothing to show yet, and how that changes. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="empty-state">
      <h2>{title}</h2>
      <p className="muted">{children}</p>
    </div>
  );
}

/** A view waiting for its data: said, not blank. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="muted loading" role="status">
      {children}
    </p>
  );
}
