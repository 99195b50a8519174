/**
 * @file The contract's browsing calls: the Library view's timeline and its pages, places and events.
 *
 * Runs in the engine's process, on the same in-memory index search uses (kept as fresh as a query
 * would see it), so browsing a library of 100,000 photos reads no table row by row.
 */
import path from "node:path";
import type { BrowseFilter, TimelinePhoto } from "./contract";
import type { Handlers } from "./dispatch";
import { RecollectError } from "./errors";
import { LibraryBrowser } from "../index/browse";
import type { LibraryIndex } from "../index/library-index";
import type { PhotoStore } from "../store/store";
import type { SearchService } from "./search-service";

type BrowseHandlers = Pick<Handlers, "timeline" | "timelinePhotos" | "places" | "events">;

/** `orderOf`: how a collection ("album:<id>", "favourites") is to be shown; newest first unless its album says otherwise. */
export function browseHandlers(search: SearchService, store: PhotoStore, thumbnailUrl: (id: string) => string, orderOf: (collection: string) => "newest" | "oldest" = () => "newest"): BrowseHandlers {
  let browser: LibraryBrowser | null = null;
  const open = async () => {
    const index = await search.current();
    browser ??= new LibraryBrowser(index);
    return { index, browser };
  };
  const checked = async (filter: BrowseFilter | undefined) => {
    const { index, browser } = await open();
    if (filter?.event && !(await store.event(filter.event))) {
      throw new RecollectError("not_found", "That event is no longer in your library.", "Events are worked out again as photos change; open Events to see the current ones.");
    }
    const within = filter?.collection ? (await search.collectionPhotos(filter.collection)).map((id) => index.number(id)).filter((n): n is number => n !== undefined) : undefined;
    const oldestFirst = filter?.collection ? orderOf(filter.collection) === "oldest" : false;
    return { index, timeline: browser.timeline(filter, within, { oldestFirst }) };
  };

  return {
    async timeline({ filter }) {
      const { timeline } = await checked(filter);
      return { total: timeline.order.length, months: timeline.months, undated: timeline.undated };
    },

    async timelinePhotos({ filter, offset, limit }) {
      const { index, timeline } = await checked(filter);
      const photos: TimelinePhoto[] = [];
      for (const n of timeline.order.subarray(offset, offset + limit)) {
        const facts = index.facts(n);
        if (facts) photos.push(timelinePhoto(facts, thumbnailUrl));
      }
      return photos;
    },

    async places() {
      const { index, browser } = await open();
      return browser.places().map((p) => ({ key: p.key, name: p.name, country: p.country, photos: p.photos, lat: p.lat, lon: p.lon, coverUrl: thumbnailUrl(idOf(index, p.cover)) }));
    },

    async events() {
      const { index, browser } = await open();
      const covers = browser.eventCovers();
      const days = browser.eventDays();
      return (await store.listEvents())
        .map((e) => {
          const cover = covers.get(e.id);
          return {
            id: e.id, title: e.title, startAt: e.start_at, endAt: e.end_at, photos: e.photos, place: e.place ?? null, coverUrl: cover === undefined ? null : thumbnailUrl(idOf(index, cover)),
            kind: e.kind === "trip" ? ("trip" as const) : ("outing" as const), days: days.get(e.id) ?? [],
          };
        })
        .sort((a, b) => (a.startAt < b.startAt ? 1 : a.startAt > b.startAt ? -1 : 0));
    },
  };
}

function idOf(index: LibraryIndex, n: number): string {
  return index.facts(n)!.id;
}

function timelinePhoto(facts: NonNullable<ReturnType<LibraryIndex["facts"]>>, thumbnailUrl: (id: string) => string): TimelinePhoto {
  return {
    id: facts.id,
    name: path.basename(facts.path),
    // The capture time is wall-clock time kept as if it were UTC: this is the camera's reading. A
    // file's own time is none: the timeline lists such photos as undated.
    takenAt: facts.takenMs === null || facts.mtimeOnly ? null : new Date(facts.takenMs).toISOString().slice(0, 19),
    kind: facts.kinds.has("video") ? "video" : facts.kinds.has("screenshot") ? "screenshot" : "photo",
    thumbnailUrl: thumbnailUrl(facts.id),
  };
}
