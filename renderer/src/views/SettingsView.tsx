import type { AppInfo, IndexStatus } from "../../../electron/api/contract";
import type { Client } from "../client";
import { ModelsCard } from "../components/ModelsCard";

/** Models (downloads, languages, where they run), and what Recollect keeps and where. */
export function SettingsView({ client, info, status }: { client: Client; info: AppInfo | null; status: IndexStatus | null }) {
  return (
    <main className="view" aria-labelledby="settings-title">
      <header className="view-head">
        <h1 tabIndex={-1} id="settings-title">Models & settings</h1>
        <p className="muted">Models run on this computer. Nothing is downloaded until you ask for it.</p>
      </header>
      <div className="view-body cards">
        <ModelsCard client={client} activity={`${status?.progress.state}:${status?.progress.analysis?.phase ?? ""}`} />

        <section className="card" aria-labelledby="privacy-title">
          <h2 id="privacy-title">Privacy: what stays local</h2>
          <ul className="plain-list">
            <li>Your photos are read where they are and never changed, moved or uploaded.</li>
            <li>The index — dates, places, text found in photos, faces, what you told Recollect — is kept in one folder on this computer{info ? ":" : "."}</li>
          </ul>
          {info && <p className="path">{info.library}</p>}
          <ul className="plain-list">
            <li>Searches run here. Recollect goes online only to download a model you asked for.</li>
            <li>The optional language model that helps read queries is off. Started with <code>--llm</code>, Recollect sends queries — never photos — only to the local endpoint you name.</li>
            <li>Place names come from a list of cities shipped with the app; maps are drawn from data shipped with it too. No map tiles are fetched.</li>
          </ul>
        </section>

        <section className="card" aria-labelledby="about-title">
          <h2 id="about-title">About</h2>
          <dl className="facts">
            <dt>Version</dt>
            <dd>{info?.version ?? "…"}</dd>
            <dt>Appearance</dt>
            <dd>Light or dark, following your system's setting.</dd>
            <dt>Languages</dt>
            <dd>Queries in English; text in photos in the languages installed above.</dd>
            <dt>Keyboard</dt>
            <dd>
              <kbd>/</kbd> search · <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>1</kbd>…<kbd>7</kbd> views · <kbd>←</kbd> <kbd>→</kbd> step through photos · <kbd>Esc</kbd> close
            </dd>
          </dl>
        </section>
      </div>
    </main>
  );
}
