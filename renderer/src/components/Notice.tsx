import type { ReactNode } from "react";

/** A problem the user should read now, announced to screen readers; nothing when there is none. */
export function ErrorNote({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="error" role="alert">
      {error}
    </p>
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
