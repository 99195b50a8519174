/**
 * @file Which of the places called by one name a query means: the one this library has photos at.
 *
 * Runs in the engine, as the gazetteer a query is parsed with (`api/search/answers.ts`). The
 * gazetteer alone gives a name its biggest or first place: "Córdoba" is a department of Colombia,
 * "San Jose" one of Uruguay, "Big Ben" a volcano in the southern ocean. A person who types the name
 * means the place they took photos at, so where the gazetteer's place has none and a namesake
 * (`lookUpNamesakes`) has some, the namesake is read. Where neither or both have photos, the
 * gazetteer's reading stands: a no-answer query stays one.
 */
import { lookUpNamesakes, type NamedPlace } from "../library/places/gazetteer";
import { insideShape, shapeBox } from "../library/places/regions";
import type { LibraryIndex } from "../index/library-index";
import { fold } from "../words/terms";

/** The gazetteer a query of this library is read with; answers are kept while the index is unchanged. */
export function libraryGazetteer(index: LibraryIndex, namesakes: (name: string) => NamedPlace[] = lookUpNamesakes): (name: string) => NamedPlace | null {
  const chosen = new Map<string, NamedPlace | null>();
  let generation = index.generation;
  return (name) => {
    if (index.generation !== generation) {
      chosen.clear();
      generation = index.generation;
    }
    if (chosen.has(name)) return chosen.get(name)!;
    const places = namesakes(name);
    const place = places.length > 1 && !photographedAt(index, places[0]!) ? (places.slice(1).find((other) => photographedAt(index, other)) ?? places[0]!) : (places[0] ?? null);
    chosen.set(name, place);
    return place;
  };
}

/** Whether any photo of the library lies in the place: its countries or divisions, its shape, or a city's name and reach. */
function photographedAt(index: LibraryIndex, place: NamedPlace): boolean {
  if (place.countries?.length || place.divisions?.length) return !index.photosWithin(place).isEmpty();
  if (place.shape) {
    const box = shapeBox(place.shape);
    const inBox = box && index.spaceTime.query({ boxes: [box] });
    let inside = false;
    inBox?.ids.forEach((n) => {
      const facts = index.facts(n);
      inside ||= facts?.lat != null && facts.lon != null && insideShape(place.shape!, facts.lat, facts.lon);
    });
    return inside;
  }
  // A city: photos labelled with its name, or taken within its reach of its centre (a box query, not
  // its area's shape: this runs for every name of a query that has namesakes, before any search).
  if (!index.photosNamed(fold(place.label)).isEmpty()) return true;
  const reach = place.radiusDeg ?? 0.3;
  const around = index.spaceTime.query({ boxes: [{ latMin: place.lat - reach, latMax: place.lat + reach, lonMin: place.lon - reach, lonMax: place.lon + reach }] });
  return Boolean(around && !around.ids.isEmpty());
}
