/**
 * @file Where the person lives, for "at home", "around the house", "back in my hometown": their
 * own setting, else the area come back to most often — found as the Events view
 * finds it (`library/grouping/trips.ts`), so a trip and home never disagree. Runs in the engine's
 * process, once per index generation, on the first query that says home.
 */
import type { LibraryIndex } from "../index/library-index";
import { findHome, type Home, type HomeRow, type HomeSetting } from "../library/grouping/trips";
import { floatingIso } from "./time-phrases";

const found = new WeakMap<LibraryIndex, { generation: number; setting: string; home: Home | null }>();

/** Home as the index's photos say it, with the person's setting when they gave one. */
export function homeOf(index: LibraryIndex): Home | null {
  const setting: HomeSetting | null = index.homeSetting;
  const key = JSON.stringify(setting);
  const kept = found.get(index);
  if (kept && kept.generation === index.generation && kept.setting === key) return kept.home;
  const rows: HomeRow[] = [];
  for (const n of index.all()) {
    const f = index.facts(n);
    if (!f) continue;
    const taken = f.takenMs === null ? null : floatingIso(f.takenMs);
    rows.push({ id: f.id, taken_ms: f.takenMs, taken_at: taken, taken_source: f.mtimeOnly ? "mtime" : "exif", lat: f.lat, lon: f.lon, place: f.places[0] ?? null });
  }
  const home = findHome(rows, setting);
  found.set(index, { generation: index.generation, setting: key, home });
  return home;
}

/** Whether photo facts put it at home: inside home's area by GPS, or, without GPS, named for a place photographed there. Null: nothing says where it was. */
export function atHome(home: Home, facts: { lat: number | null; lon: number | null; places: readonly string[] }): boolean | null {
  if (facts.lat !== null && facts.lon !== null) return home.contains(facts.lat, facts.lon);
  const place = facts.places[0];
  return place === undefined ? null : home.names.has(place);
}
