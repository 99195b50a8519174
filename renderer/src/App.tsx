/**
 * @file The renderer's root: the sidebar, the view open, the chat and the photo viewer, kept in
 * step with the URL (`use-url-route.ts`) so that a reload or a link opens the same place.
 *
 * Runs in the renderer (Electron's sandboxed window or a browser under `serve`). It knows the
 * engine only through `client`, so neither it nor any component depends on the transport.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { AppInfo, Area, Collections, IndexStatus } from "../../electron/api/contract";
import type { SelectionContext } from "./components/SelectionActions";
import type { Client } from "./client";
import { ChatPane } from "./components/ChatPane";
import { VisualSearchOffer } from "./components/VisualSearchOffer";
import { PhotoViewer } from "./components/PhotoViewer";
import { Sidebar } from "./components/Sidebar";
import { StartPanel } from "./components/StartPanel";
import { PAGE, type OpenedPage } from "./components/TimelineGrid";
import { ViewerRouteContext } from "./components/viewer-route";
import { parseRoute } from "./route";
import { useUrlRoute } from "./use-url-route";
import { EventsView, eventName } from "./views/EventsView";
import { HistoryView } from "./views/HistoryView";
import { IndexingView } from "./views/IndexingView";
import { LibraryView } from "./views/LibraryView";
import { PeopleView } from "./views/PeopleView";
import { PlacesView } from "./views/PlacesView";
import { SettingsView } from "./views/SettingsView";
import { VIEWS, type LibraryScope, type ViewId } from "./views/views";

export function App({ client }: { client: Client }) {
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [status, setStatus] = useState<IndexStatus | null>(null);
  // The URL says where to start: a reload, or a link, opens the view it names.
  const [start] = useState(() => parseRoute(window.location.hash));
  const [view, setView] = useState<ViewId>(start.view);
  const [scope, setScope] = useState<LibraryScope | null>(start.scope);
  /** Whether a person's, place's or event's page was opened in this window, so Back leaves it. */
  const scopeOpenedHere = useRef(false);
  /** The open viewer; `fromGrid`: opened from a tile of the Library's grid (not from a URL), which gets focus back when it closes. */
  const [viewing, setViewing] = useState<{ opened: OpenedPage; index: number; fromGrid?: boolean } | null>(null);
  const viewingNow = useRef(viewing);
  viewingNow.current = viewing;
  /** The tile to give focus to when the viewer closes: the photo it was showing, by its place in the timeline. */
  const [returnFocus, setReturnFocus] = useState<{ index: number; n: number } | null>(null);
  /** Closes the viewer, and focus goes back to the photo it showed, as in a gallery; or to the view's heading when no tile is that photo. */
  const closeViewer = useCallback(() => {
    const was = viewingNow.current;
    setViewing(null);
    if (!was) return;
    if (was.fromGrid) setReturnFocus((r) => ({ index: was.opened.first + was.index, n: (r?.n ?? 0) + 1 }));
    else requestAnimationFrame(() => document.querySelector<HTMLElement>("main:not([hidden]) h1")?.focus());
  }, []);
  /** Steps the viewer through the timeline, loading the page beyond either end of what it holds. */
  const loadingPage = useRef(false);
  const step = async (index: number) => {
    // While the page beyond an end loads, further steps wait for it rather than load it again.
    if (!viewing || loadingPage.current) return;
    const { opened } = viewing;
    if (index >= 0 && index < opened.photos.length) return setViewing({ ...viewing, opened, index });
    loadingPage.current = true;
    try {
      await loadBeyond(opened, index);
    } finally {
      loadingPage.current = false;
    }
  };
  const loadBeyond = async (opened: OpenedPage, index: number) => {
    if (index >= opened.photos.length) {
      const more = await opened.load(opened.first + opened.photos.length);
      if (more.length) setViewing((v) => v && { ...v, opened: { ...opened, photos: [...opened.photos, ...more] }, index });
    } else if (opened.first > 0) {
      const from = Math.max(0, opened.first - PAGE);
      const earlier = await opened.load(from);
      const added = earlier.slice(0, opened.first - from);
      setViewing((v) => v && { ...v, opened: { ...opened, photos: [...added, ...opened.photos], first: from }, index: index + added.length });
    }
  };

  /** The favourites and albums, for the sidebar, the ♥ on tiles and the selection's actions. */
  const [collections, setCollections] = useState<Collections | null>(null);
  useEffect(() => {
    client.collections().then(setCollections, () => undefined);
  }, [client]);
  const actions: SelectionContext = { client, collections, onCollections: setCollections, shell: info?.shell ?? null };

  /** Set when the engine stops answering (a `serve` that was stopped); cleared when it answers again. */
  const [unreachable, setUnreachable] = useState(false);
  const refresh = useCallback(() => {
    client.indexStatus().then(
      (s) => {
        setStatus(s);
        setUnreachable(false);
      },
      () => setUnreachable(true),
    );
  }, [client]);

  useEffect(() => {
    client.appInfo().then(setInfo, () => undefined);
    refresh();
    let wasBusy = false;
    return client.onIndexProgress((progress) => {
      setStatus((s) => (s ? { ...s, progress } : s));
      // Counts and the problem list change as a run goes; refresh them at its end and now and then during it.
      const busy = progress.state !== "idle" || progress.analysis !== null;
      if (!busy && wasBusy) refresh();
      wasBusy = busy;
    });
  }, [client, refresh]);

  // Counts refresh every 2 s while work runs; otherwise a 10-s heartbeat notices an engine gone.
  const busy = status !== null && (status.progress.state !== "idle" || status.progress.analysis !== null);
  useEffect(() => {
    const timer = setInterval(refresh, busy ? 2000 : unreachable ? 5000 : 10_000);
    return () => clearInterval(timer);
  }, [busy, unreachable, refresh]);

  const go = useCallback((next: ViewId) => {
    setView(next);
    if (next === "library") setScope(null);
  }, []);
  /** The question box, from any view: "/" and the skip link before the sidebar. */
  const toQuestion = useCallback(() => {
    setView("search");
    requestAnimationFrame(() => document.getElementById("query")?.focus());
  }, []);

  /** Back as the URL's keeper takes it (`useUrlRoute`, below): after a closing viewer's own. */
  const back = useRef<() => void>(() => window.history.back());
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement;
      // ⌘/Ctrl + 1…8 switch views, from anywhere.
      if ((event.metaKey || event.ctrlKey) && !event.altKey && /^[1-8]$/.test(event.key)) {
        event.preventDefault();
        go(VIEWS[Number(event.key) - 1]!.id);
      } else if (scope && view === "library" && !typing && !document.querySelector("dialog[open]") && !(event.key === "Escape" && document.querySelector(".selection-bar")) && (event.key === "Escape" || event.key === "Backspace" || (event.altKey && event.key === "ArrowLeft"))) {
        // A person's, place's or event's page is left as a browser page is: Escape, Backspace, Alt+←.
        // Opened from a view in this window, that is Back, so no entry piles up; reached by its URL, the view it came from.
        event.preventDefault();
        if (scopeOpenedHere.current) back.current();
        else go(scope.from);
      } else if (event.key === "/" && !typing && !document.querySelector("dialog[open]")) {
        // "/" jumps to the search box, as in most search-first apps.
        event.preventDefault();
        toQuestion();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, toQuestion, scope, view]);

  // The app menu and the tray (desktop app only) send commands: a view to show, a folder to add.
  useEffect(
    () =>
      client.onCommand((command) => {
        if (command.startsWith("view:")) return go(command.slice(5) as ViewId);
        go("indexing");
        void client
          .chooseFolder()
          .then(({ path }) => (path ? client.addFolder({ path }) : null))
          .then(refresh, () => refresh());
      }),
    [client, go, refresh],
  );

  // The view's heading takes focus on a switch, so a screen reader says where the user is. Back
  // from a photo's URL gives the same page again, as a new object: that is no switch. A scope is
  // the Library's page only: one left over from an earlier visit, cleared when Back closes a
  // viewer elsewhere (an answer's), is no switch either, so focus stays on the photo's tile.
  const scopeKey = view === "library" && scope ? JSON.stringify(scope.filter) : "";
  // Search's place is its question box, which says where the user is as well.
  useEffect(() => {
    requestAnimationFrame(() => (view === "search" ? document.getElementById("query") : document.querySelector<HTMLElement>("main:not([hidden]) h1"))?.focus());
  }, [view, scopeKey]);

  /** A search asked from elsewhere (the history, a suggestion under a photo, the URL): the chat runs it. */
  const [request, setRequest] = useState<{ query: string; n: number; area?: Area } | null>(start.query ? { query: start.query, n: 1 } : null);
  const searchFor = useCallback((query: string, area?: Area) => {
    setViewing(null);
    setView("search");
    setRequest((r) => ({ query, area, n: (r?.n ?? 0) + 1 }));
  }, []);

  const browse = (next: LibraryScope) => {
    scopeOpenedHere.current = true;
    setScope(next);
    setView("library");
  };
  /** Opens one photo by id over the current view: a URL's photo, reloaded or reached with Forward. */
  const openPhoto = useCallback(
    (id: string) =>
      client.photo({ id }).then(
        (d) => {
          const photo = { id: d.id, name: d.name, kind: d.kind, takenAt: d.takenAt, thumbnailUrl: d.displayUrl };
          setViewing({ opened: { photos: [photo], first: 0, total: 1, load: async () => [] }, index: 0 });
          return true;
        },
        // Gone since (deleted, its folder removed): the view shows without it.
        () => false,
      ),
    [client],
  );
  // Where the user is, in the URL: Back and Forward move between views, a reload comes back here.
  const { viewerRoute, setAsked, back: backAfterViewer } = useUrlRoute(start, { view, scope }, {
    onPop: (next) => {
      // Reached with Back or Forward: there is an entry before it.
      if (next.scope) scopeOpenedHere.current = true;
      setView(next.view);
      setScope(next.scope);
      if (!next.photo) closeViewer();
    },
    openPhoto,
  });
  back.current = backAfterViewer;

  const activity = `${status?.progress.state}:${status?.progress.analysis?.phase ?? ""}`;
  const indexing = status ? status.progress.state !== "idle" : false;

  // Any viewer (the Library's, an answer's) reports its photo to the URL through this context.
  const body = (
    <div className="app">
      {/* The first Tab stop: the question box is past a dozen of the sidebar's otherwise. */}
      <a
        className="skip-link"
        href="#query"
        onClick={(event) => {
          event.preventDefault();
          toQuestion();
        }}
        data-testid="skip-to-search"
      >
        Skip to search
      </a>
      {unreachable && (
        <p className="banner" role="alert">
          Recollect is not answering.{" "}
          {info?.shell === "browser" && (
            <>
              Is <code>recollect serve</code> still running?{" "}
            </>
          )}
          Nothing is lost; this page reconnects on its own.
        </p>
      )}
      <Sidebar
        // A person's, place's or event's photos are a page of that view, not the Library; an album is marked itself, below the views.
        view={view === "library" && scope ? (scope.filter.collection ? null : scope.from) : view}
        onView={go}
        info={info}
        status={status}
        unreachable={unreachable}
        collections={collections}
        openCollection={view === "library" ? (scope?.filter.collection ?? null) : null}
        onCollection={(key, title) => browse({ filter: { collection: key }, title, from: "library" })}
      />
      <ChatPane
        client={client}
        photoCount={status?.photos ?? null}
        indexing={indexing}
        hidden={view !== "search"}
        canShowInFolder={info?.shell === "electron"}
        request={request}
        onSetUpVisual={() => go("settings")}
        onAsked={setAsked}
        actions={actions}
        // Mounted only while Search shows: Folders & indexing has the same progress and the same path field.
        start={view === "search" ? <StartPanel client={client} info={info} status={status} onChange={refresh} /> : null}
        offer={<VisualSearchOffer client={client} />}
      />
      {view === "library" && (
        <LibraryView
          client={client}
          scope={scope}
          photoCount={status?.photos ?? null}
          indexing={indexing}
          onBack={() => go(scope?.from ?? "library")}
          onOpen={(opened, index) => setViewing({ opened, index, fromGrid: true })}
          focusRequest={returnFocus}
          actions={actions}
        />
      )}
      {view === "people" && <PeopleView client={client} activity={activity} onAsk={searchFor} onPhotos={(p) => browse({ filter: { person: p.name! }, title: p.name!, from: "people" })} />}
      {view === "places" && <PlacesView client={client} onPlace={(p) => browse({ filter: { place: p.key }, title: p.name, from: "places" })} onArea={(area) => searchFor("", area)} />}
      {view === "events" && <EventsView client={client} onEvent={(e) => browse({ filter: { event: e.id }, title: eventName(e), from: "events" })} />}
      {view === "history" && <HistoryView client={client} onSearch={searchFor} />}
      {view === "indexing" && <IndexingView client={client} info={info} status={status} onChange={refresh} />}
      {view === "settings" && <SettingsView client={client} info={info} status={status} onHistory={() => go("history")} />}
      {viewing && (
        <PhotoViewer
          client={client}
          canShowInFolder={info?.shell === "electron"}
          results={viewing.opened.photos}
          index={viewing.index}
          window={{ first: viewing.opened.first, total: viewing.opened.total }}
          onIndex={(index) => void step(index)}
          onClose={closeViewer}
          onSearch={searchFor}
        />
      )}
    </div>
  );
  return <ViewerRouteContext.Provider value={viewerRoute}>{body}</ViewerRouteContext.Provider>;
}
