import { describe, expect, it } from "vitest";
import { HOME, parseRoute, routeHash, type Route } from "./route";

const lisbon: Route = { view: "library", scope: { filter: { place: "pt/lisbon" }, title: "Lisbon", from: "places" }, photo: null, query: null };

describe("a view's URL", () => {
  it("reads back as the view it was made from", () => {
    const routes: Route[] = [
      HOME,
      { ...HOME, view: "places" },
      lisbon,
      { ...lisbon, photo: "abc123" },
      { view: "library", scope: { filter: { person: "Ines Ló" }, title: "Ines Ló", from: "people" }, photo: null, query: null },
      { view: "library", scope: { filter: { event: "ev-9" }, title: "Paris, 24–26 Dec 2023", from: "events" }, photo: null, query: null },
      { view: "library", scope: { filter: { collection: "album:a1" }, title: "Kyoto best", from: "library" }, photo: "p3", query: null },
      { view: "library", scope: { filter: { collection: "favourites" }, title: "Favourites", from: "library" }, photo: null, query: null },
      { ...HOME, query: "Leo & Maria in Paris?", photo: "p1" },
      { ...HOME, view: "library", photo: "p2" },
    ];
    for (const route of routes) expect(parseRoute(routeHash(route))).toEqual(route);
  });

  it("is readable where it can be", () => {
    expect(routeHash({ ...HOME, view: "history" })).toBe("#/history");
    expect(routeHash(lisbon)).toBe("#/places/pt%2Flisbon?title=Lisbon");
    expect(routeHash({ ...HOME, query: "photos from 2024" })).toBe("#/search?q=photos+from+2024");
  });

  it("opens the Search view for a URL it cannot read, keeping what it can", () => {
    expect(parseRoute("")).toEqual(HOME);
    expect(parseRoute("#/no-such-view")).toEqual(HOME);
    expect(parseRoute("#/places/%E0%A4%A")).toEqual(HOME);
    expect(parseRoute("#/places/")).toEqual({ ...HOME, view: "places" });
    // A question belongs to the Search view only.
    expect(parseRoute("#/history?q=beach")).toEqual({ ...HOME, view: "history" });
  });
});
