/**
 * @file The hard constraints of a plan — time, place, people, kinds and their negations — checked
 * against the index: layer 1 answers time and place as range queries, the facts answer the rest.
 * A photo lacking what a constraint asks about (no GPS for "in Paris") fails only that
 * constraint, and a memory or folder that names the place or person stands in for the missing
 * fact. Pure over the in-memory index.
 */
import { DAY } from "./calendar";
import type { TypedFastBitSet } from "typedfastbitset";
import { folderOf, type Facts, type LibraryIndex } from "../index/library-index";
import type { EntityKind } from "../index/graph/semantic-graph";
import { fold } from "../words/terms";
import type { GeoBox } from "../index/spacetime/space-time-index";
import { boxAround, widened } from "../index/spacetime/geo-box";
import { placeIn, type MediaKind, type PersonRef, type PlaceKindRef, type PlaceRef, type QueryPlan, type TripAnchor, type TripOrder } from "../query/plan";
import { FILLER, KINDS, RELATIONS, SEX_OF_RELATION, toldRelation, toldWord } from "./parsers/english-words";
import { anyYearLabel, withinDayParts } from "./time-constraint";
import { stayLengthSaid } from "./trip-anchor";
import { anchorPhotos, everyTrip, onTrips, orderedTrip, tripsInTime } from "./trip-scope";
import { stayPartPhotos } from "./stay-part-photos";
import { photosNaming, photosSaidOf } from "./holiday-said";
import { atHome, homeOf } from "./home";
import { GROUP_FACES } from "../library/analysis/expressions";
import { allShapes, insideKinds, insideShape, shapeBox, shapesHolding } from "../library/places/regions";
import { reverseGeocode } from "../library/places/reverse-geocode";
import { photosNearWhereSaid } from "./said-nearby";
import { firstPast } from "../domain/sorted-search";
import { kmBetween } from "../domain/great-circle";
import { clocklessByName } from "../library/file-name-date";
import { shoreInset } from "./place-kinds";
import { photosInReach } from "./city-reach";
import { sideTest } from "./compass-part";
import { besideHappeningPhotos } from "./beside-happening-photos";
import { personIn } from "./wording";
import { spotAround } from "./moments";
import { namesThere } from "./named-as-owner";
import { byModel, camerasNamed, modelPhotos, shownCamera } from "./camera-models";
import { namesACamera } from "../index/made-links";

/** Graph links that say a place or a person is in a photo when its facts do not. */
const MENTIONS = new Set<EntityKind>(["memory", "caption", "folder", "tag", "event"]);
/**
 * What says a photo without GPS was at a place: its memories, captions, folders and tags, not its
 * event's title, which grouping made from the event's located photos ("Cusco, 3–9 May" for a trip
 * to Cusco and Lima), so it says where most of them were, not this one; the photos beside it in
 * time say that (`dayOutsOf`).
 */
const PLACE_SAID = new Set<EntityKind>([...MENTIONS].filter((kind) => kind !== "event"));
/**
 * For a place, text read in the photo says it too: a boarding pass without GPS that reads "LIS
 * Lisbon", a screenshot of one that reads "Seattle-Tacoma". Only for photos without GPS: a receipt
 * from "Paris Baguette" in Seattle has GPS, which says where it was, and GPS wins over any text.
 * A screenshot's text is what was on its screen, so it names what the screenshot is about (the
 * flight, the booking), which a place said in a query asks for as much as where it was taken.
 */
const PLACE_MENTIONS = new Set<EntityKind>([...PLACE_SAID, "text"]);
/** Text read in a photo, alone: what a ticket with GPS says of where it goes. */
const READ_ONLY = new Set<EntityKind>(["text"]);
/** The kinds of paper that say where they go: a ticket, a boarding pass. */
const PAPER_TRAVEL = ["ticket", "boarding"] as const;

export interface ConstraintCheck {
  /** True when the plan has any hard constraint. */
  constrained: boolean;
  /** The constraints photo `n` fails, as short phrases ("not in Tokyo"); empty when it passes. */
  failures(n: number): string[];
  /** Every photo that passes, or null when nothing constrains. */
  passing(): TypedFastBitSet | null;
  /** Why a photo passed the people and place constraints, for its reasons. */
  via(n: number): string[];
  /** The sets layer 1 and the facts give for each time, place and person constraint. */
  seeds(): TypedFastBitSet[];
  /**
   * How the time was read against this library, when the plan has one: its own label, or — for
   * a month whose year the query left open, in years the place or people were not there — "March,
   * any year" (see `timeReading`).
   */
  timeLabel: string | null;
  /** The places searched: a place inside another one asked for stands for both ("Sydney, Australia" is Sydney). */
  places: string[];
  /** Words to leave out that nothing in the library says ("not at the lake"): leaving them out changed nothing. */
  notFound: string[];
  /** A trip the time was to pick ("the trip in May 2024") where no trip has a photo then: the time's photos answered instead. */
  noTripThen: boolean;
  /** Each camera model said that no photo was taken with ("iphone 9"): the words of its name said ("iphone") and the library's cameras they name, as shown. */
  modelsNotFound: Array<{ name: string; cameras: string[] }>;
}

/** The photos of each favourites or album the plan names, by its key: looked up when the plan is answered. */
export type CollectionPhotos = ReadonlyMap<string, readonly string[]>;

export function checkConstraints(plan: QueryPlan, index: LibraryIndex, collectionPhotos: CollectionPhotos = new Map()): ConstraintCheck {
  const time = plan.time;
  // "photos in Denver" asks where they were taken; "the Denver ticket", "screenshots from Denver" ask about what they say.
  const aboutText = plan.words.length > 0 || plan.kinds.some((kind) => kind !== "video" && kind !== "selfie" && kind !== "copy");
  // "the ticket to Gernika", "boarding passes to Madrid": where a ticket goes is printed on it, wherever it was photographed.
  const printedOn = plan.kinds.some((kind) => kind === "ticket" || kind === "boarding");
  const places = innermost(plan.places.map((place) => ({ place, ...placeMatcher(place, index, aboutText, printedOn) })));
  const notPlaces = plan.notPlaces.map((place) => placeMatcher(place, index));
  // "Priya's recipe" asks for what a memory says is hers; "Priya" alone, for photos she is in.
  // With what is theirs asked too ("Sandra's cake", "nan's 70th"), a memory or banner that names them is of them.
  const people = plan.people.map((person) => personMatcher(person, index, plan.words.length > 0 || plan.time?.birthdayOf === person.label));
  const notPeople = plan.notPeople.map((person) => personMatcher(person, index));
  const placeKinds = (plan.placeKinds ?? []).map((kind) => placeKindMatcher(kind, index));
  const notPlaceKinds = (plan.notPlaceKinds ?? []).map((kind) => placeKindMatcher(kind, index));
  // "except the hostel one": what a photo's own text or tags say excludes it too, not only what is said of it.
  const notWordSets = plan.notWords.map((word) => leftOutBy(index, word));
  const notWords = notWordSets.length ? notWordSets.slice(1).reduce((all, set) => all.union(set), notWordSets[0]!.clone()) : null;
  // "since the Rome trip", "the trip before Rome": the places pick the trip, and the trip the photos.
  // A trip the time picks ("the trip in July 2022") is found once the time is read, below.
  const byTime = plan.tripAnchor?.byTime ? plan.tripAnchor : null;
  const during = plan.tripAnchor?.during?.length ? plan.tripAnchor.during.map((place) => placeMatcher(place, index).set).reduce((u, s) => u.union(s)) : null;
  // "the trip with Nico": the trips with a photo of who went pick the trip; who went is no filter of its photos.
  const went = plan.tripAnchor?.with?.length ? plan.tripAnchor.with.map((person) => personMatcher(person, index).set).reduce((u, set) => u.union(set)) : null;
  const placed = plan.tripAnchor && !byTime ? anchorPhotos(plan.tripAnchor, index, anchorPicks(plan.tripAnchor, index), during, went, plan.order !== null) : null;
  // Photos of any of the places, of every person and of the trip said: what a time must leave
  // something of ("the Seattle trip on 3 March" is the March of the trip's year).
  const others = () => [...(places.length ? [places.slice(1).reduce((union, p) => union.union(p.set), places[0]!.set.clone())] : []), ...placeKinds.map((k) => k.set), ...people.map((p) => p.set), ...(placed ? [placed.set] : [])];
  // "the last week in Rome", "the last two days of our Lisbon holiday": the places (or the trip) pick the stay, and the part of it is the time.
  const placePhotos = () => (places.length ? places.slice(1).reduce((union, p) => union.union(p.set), places[0]!.set.clone()) : plan.tripAnchor?.relation === "in" && placed ? placed.set : null);
  const stayLabels = places.length ? places.map((p) => p.place.label) : plan.tripAnchor?.places.map((p) => p.label) ?? [];
  const when = time ? (time.ofStay ? stayPartPhotos(time, time.ofStay, placePhotos(), stayLabels, index) : time.besideWords ? besideHappeningPhotos(time, time.besideWords, index) : timeReading(time, others, index)) : null;
  const timeSet = when?.set ?? null;
  // The trips the time picks, whole; where it picks none, the time's own photos, as if no trip were said.
  // No time at all ("vacation pics"): every trip, or none where the library has no days away.
  const timeTrips = byTime && timeSet ? tripsInTime(byTime, index, timeSet, went) : byTime && !time ? everyTrip(byTime, index, went) : null;
  const anchor = placed ?? (timeTrips ? { set: timeTrips, label: byTime!.label } : null);
  // Until the trips leave nothing of the rest ("Leo on the trip in July 2022", and Leo stayed
  // home): then the time picks the photos, as it would with no trip said.
  let timePicksTrip = Boolean(byTime && timeTrips);
  const notTime = plan.notTime?.ranges || plan.notTime?.hours || plan.notTime?.weekend != null || plan.notTime?.days ? plan.notTime : null;
  const collections = (plan.collections ?? []).map((c) => ({ label: c.label, set: index.bitmap((collectionPhotos.get(c.key) ?? []).map((id) => index.number(id)).filter((n): n is number => n !== undefined)) }));
  const area = plan.area;
  const models = (plan.models ?? []).map((model) => ({ model, set: modelPhotos(model, index) }));
  const notModels = (plan.notModels ?? []).map((model) => modelPhotos(model, index));
  const home = plan.home ? homeOf(index) : null;
  const constrained = Boolean(plan.home || plan.notTrips || plan.unlocated || anchor || plan.undated || plan.trip || plan.peopleCount || plan.peopleAtLeast || plan.group || area || collections.length || models.length || notModels.length || time || notTime || places.length || placeKinds.length || notPlaceKinds.length || people.length || plan.kinds.length || plan.notKinds.length || notPlaces.length || notPeople.length || plan.withoutPeople || plan.withPeople || notWords);

  // One test per constraint; its phrase is built only for a photo that fails it, so the tens of
  // thousands of photos a year or a place holds are checked without building any.
  const tests: Test[] = [];
  if (time) {
    tests.push({
      // A file's own date says the day well enough, but not the hour: that is when it was copied.
      fails: (n, f) => !timePicksTrip && !(timeSet ? timeSet.has(n) : f.takenMs !== null) || (f.takenMs !== null && (!withinDayParts(time, f.takenMs, f) || (hourly(time) && clockless(f)) || (f.mtimeOnly && index.copyDated(n)))),
      why: (f) => (f.takenMs === null ? "no date known" : `not ${when!.label}`),
    });
  }
  if (notTime) {
    // "not the evening ones", "Paris, not 2024": a photo taken then, in every part said, is left out.
    const ranges = notTime.ranges;
    tests.push({
      // A photo whose only date is when it was copied was not taken then, as far as anyone knows.
      fails: (n, f) =>
        f.takenMs !== null && (!ranges || ranges.some(([from, to]) => f.takenMs! >= from && f.takenMs! < to)) && withinDayParts(notTime, f.takenMs) && !(hourly(notTime) && clockless(f)) && !(f.mtimeOnly && index.copyDated(n)),
      why: () => `taken ${notTime.label}`,
    });
  }
  if (places.length) {
    tests.push({
      fails: (n) => !places.some((p) => p.has(n)),
      byNumber: true,
      why: (f) => (f.lat === null && !f.places.length ? "no location known" : f.lat === null && places.every((p) => p.place.part) ? "no GPS position" : `not ${places.map((p) => placeIn(p.place)).join(" or ")}`),
    });
  }
  people.forEach((p, i) => tests.push({ fails: (n) => !p.has(n), why: () => personIn([plan.people[i]!.label], true), byNumber: true }));
  placeKinds.forEach((k, i) => tests.push({ fails: (n) => !k.has(n), why: () => `not ${plan.placeKinds![i]!.label}`, byNumber: true }));
  notPlaceKinds.forEach((k, i) => tests.push({ fails: orCopies(index, k.set), why: () => plan.notPlaceKinds![i]!.label, byNumber: true }));
  for (const c of collections) tests.push({ fails: (n) => !c.set.has(n), why: () => `not in ${c.label}`, byNumber: true });
  // "iphone 8 or pixel 7": a photo is taken with one camera, so the models said are alternatives.
  if (models.length) tests.push({ fails: (n) => !models.some((m) => m.set.has(n)), why: () => `not shot on ${models.map((m) => `“${m.model.label}”`).join(" or ")}`, byNumber: true });
  notModels.forEach((set, i) => tests.push({ fails: orCopies(index, set), why: () => `shot on “${plan.notModels![i]!.label}”`, byNumber: true }));
  if (anchor) tests.push({ fails: (n) => (placed !== null || timePicksTrip) && !anchor.set.has(n), why: () => `not ${anchor.label}`, byNumber: true });
  if (area) {
    const outside = (f: Facts) => f.lat === null || f.lon === null || f.lat < area.south || f.lat > area.north || f.lon < area.west || f.lon > area.east;
    // A photo without GPS from a day out whose photos were all in the area was there too, as for a named place.
    const inside = index.spaceTime.query({ boxes: [{ latMin: area.south, latMax: area.north, lonMin: area.west, lonMax: area.east }] })!.ids;
    const sameDay = dayOutsOf(index, inside);
    tests.push({
      fails: (n, f) => outside(f) && !sameDay.has(n),
      why: (f) => (f.lat === null ? "no GPS position" : `not in ${area.label}`),
    });
  }
  if (plan.unlocated) tests.push({ fails: (_, f) => f.lat !== null && f.lon !== null, why: () => "has a GPS position" });
  if (plan.notTrips) {
    const away = onTrips(index, plan.notTrips === "overnight");
    tests.push({ fails: orCopies(index, away), why: () => (plan.notTrips === "overnight" ? "taken on holiday" : "taken on a trip"), byNumber: true });
  }
  if (plan.home === "abroad") {
    // Another country than home's, by where the boundaries put each photo; a photo nothing places is not known to be abroad.
    const country = home ? reverseGeocode(home.lat, home.lon)?.countryCode ?? null : null;
    const abroad = (f: Facts) => f.countryCode !== null && f.countryCode !== country;
    // A photo without GPS from a trip abroad was abroad too (the last night's dinner, the boarding pass), as for a named place.
    const sameDay = country ? dayOutsOf(index, locatedOnDaysOut(index, (_, f) => abroad(f))) : index.bitmap();
    tests.push({ fails: (n, f) => !country || (!abroad(f) && !sameDay.has(n)), why: (f) => (!country ? "no home known" : f.countryCode === null ? "no location known" : "in home's country") });
  } else if (plan.home) {
    // With no home to be found (no located photo), "at home" is nowhere this library knows.
    const wanted = plan.home === "at";
    tests.push({ fails: (_, f) => (home ? atHome(home, f) !== wanted : true), why: (f) => (!home ? "no home known" : atHome(home, f) === null ? "no location known" : wanted ? "not at home" : "at home") });
  }
  const isKind = (f: Facts, k: MediaKind) => k !== "copy" && isOfKind(f, k);
  // Kinds are alternatives ("screenshots or receipts"); being held twice is said of any of them ("duplicate screenshots").
  const kinds = plan.kinds.filter((k) => k !== "copy");
  if (kinds.length) tests.push({ fails: (_, f) => !(plan.kindsTogether ? kinds.every((k) => isKind(f, k)) : kinds.some((k) => isKind(f, k))), why: () => `not a ${kinds.join(plan.kindsTogether ? " " : " or ")}` });
  if (plan.kinds.includes("copy")) tests.push({ fails: (n) => !index.isCopied(n), why: () => "held only once" });
  // "No duplicates" is what every answer shows already: one photo of each picture, its copies folded into it.
  for (const k of plan.notKinds) if (k !== "copy") tests.push({ fails: (_, f) => isKind(f, k), why: () => `a ${k}` });
  notPlaces.forEach((p, i) => tests.push({ fails: orCopies(index, p.set), why: () => placeIn(plan.notPlaces[i]!), byNumber: true }));
  // "outside Australia": a photo nothing places (a screenshot, a file without EXIF) is not known to be elsewhere, unless its trip was.
  plan.notPlaces.forEach((place, i) => {
    if (!place.outside) return;
    const elsewhere = dayOutsOf(index, locatedOnDaysOut(index, (n, f) => f.lat !== null && !notPlaces[i]!.set.has(n)));
    tests.push({ fails: (n, f) => f.lat === null && f.countryCode === null && !elsewhere.has(n), why: () => "no location known" });
  });
  notPeople.forEach((p, i) => tests.push({ fails: orCopies(index, p.set), why: () => personIn([plan.notPeople[i]!.label]), byNumber: true }));
  if (plan.onlyPeople && plan.people.length) {
    // "just Aiko": everyone it names is one of those asked for, and no more faces than them.
    const asked = new Set(plan.people.flatMap((p) => p.names.map((name) => fold(name))));
    const most = plan.people.length;
    // A memory that names someone else known to the library ("this is Ines at the graduation") puts them in it too.
    const named = namedInWhatWasSaid(index, (name) => !asked.has(name));
    tests.push({
      fails: (n, f) => f.people.some((name) => !asked.has(name)) || f.people.length > most || (f.faces ?? 0) > most || named.has(n),
      why: () => `others are in it too`,
    });
  }
  if (plan.withoutPeople || plan.withPeople) {
    // A memory that names someone the library knows puts them in it too: "Ines at the festival".
    const named = namedInWhatWasSaid(index, () => true);
    const someone = (n: number, f: Facts) => f.people.length > 0 || (f.faces ?? 0) > 0 || f.bodies > 0 || named.has(n);
    if (plan.withoutPeople) tests.push({ fails: someone, why: () => "has people" });
    if (plan.withPeople) tests.push({ fails: (n, f) => !someone(n, f), why: () => "nobody in it" });
  }
  if (notWords) tests.push({ fails: orCopies(index, notWords), why: () => `mentions ${plan.notWords.join(" or ")}`, byNumber: true });
  if (plan.undated) tests.push({ fails: (n) => index.takenMs(n) !== null && !index.mtimeOnly(n), why: () => "has a date", byNumber: true });
  // Named or seen, whichever says more: a face not yet named is someone, and so is a name whose
  // face was not found, or who a memory says is there ("this is Leo at the regatta"), and so is a
  // person the object detector saw with their back turned or too small for a face (a crowd, a band).
  const said = plan.peopleCount || plan.group || plan.peopleAtLeast ? namesSaidOf(index) : null;
  const inIt = (n: number, f: Facts) => {
    const also = said?.get(n);
    const named = also ? new Set([...f.people.map((name) => fold(name).split(" ")[0]!), ...also]).size : f.people.length;
    return Math.max(named, f.faces ?? 0, f.bodies);
  };
  const howMany = (f: Facts) => {
    const many = inIt(index.number(f.id) ?? -1, f);
    return `${many === 0 ? "nobody" : many === 1 ? "1 person" : `${many} people`} in it`;
  };
  const count = plan.peopleCount;
  if (count) tests.push({ fails: (n, f) => inIt(n, f) !== count, why: howMany });
  if (plan.group) tests.push({ fails: (n, f) => inIt(n, f) < GROUP_FACES, why: howMany });
  const least = plan.peopleAtLeast;
  if (least) tests.push({ fails: (n, f) => inIt(n, f) < least, why: howMany });

  const failures = (n: number): string[] => {
    const facts = index.facts(n);
    return facts ? tests.filter((t) => t.fails(n, facts)).map((t) => t.why(facts)) : ["gone"];
  };
  // Tests of the number alone go first, and a photo's facts are made only for the tests that read
  // them: "photos in Asia" passes 666,000 of a million, and making each one's facts would be a third of the work.
  const numberTests = tests.filter((t) => t.byNumber);
  const factTests = tests.filter((t) => !t.byNumber);
  const passes = (n: number): boolean => {
    if (!index.has(n)) return false;
    // Loops, not every(): this runs for each photo of a year, and a closure per call would be most of a query's garbage.
    for (const test of numberTests) if (test.fails(n, NO_FACTS)) return false;
    if (!factTests.length) return true;
    const facts = index.facts(n);
    if (!facts) return false;
    for (const test of factTests) if (test.fails(n, facts)) return false;
    return true;
  };

  let seedSets: TypedFastBitSet[] | null = null;
  const seeds = (): TypedFastBitSet[] => {
    if (seedSets) return seedSets;
    const anyPlace = places.length ? places.slice(1).reduce((union, p) => union.union(p.set), places[0]!.set.clone()) : null;
    return (seedSets = [...(timeSet && !timePicksTrip ? [timeSet] : []), ...(anyPlace ? [anyPlace] : []), ...placeKinds.map((k) => k.set), ...people.map((p) => p.set), ...collections.map((c) => c.set), ...(models.length ? [models.slice(1).reduce((union, m) => union.union(m.set), models[0]!.set.clone())] : []), ...(anchor && (placed || timePicksTrip) ? [anchor.set] : [])]);
  };
  return {
    constrained,
    failures,
    seeds,
    timeLabel: when?.label ?? null,
    places: places.map((p) => p.place.label),
    // "not at the lake" where no photo is by a lake or says so: leaving it out changed nothing, as for a word.
    notFound: [...plan.notWords.filter((_, i) => notWordSets[i]!.isEmpty()), ...(plan.notPlaceKinds ?? []).filter((_, i) => notPlaceKinds[i]!.set.isEmpty()).map((k) => k.word)],
    modelsNotFound: models.filter((m) => m.set.isEmpty()).map((m) => ({ name: m.model.name.join(" "), cameras: [...new Set(camerasNamed(m.model, index).map((c) => shownCamera(c.label)))].sort(byModel) })),
    get noTripThen() {
      return Boolean(byTime && timeSet && !timePicksTrip);
    },
    passing() {
      if (!constrained) return null;
      const out = passingNow();
      // With no time to fall back on ("vacation pics" and no trip left), nothing answers.
      if (!out.isEmpty() || !timePicksTrip || !time) return out;
      timePicksTrip = false;
      seedSets = null;
      return passingNow();
    },
    via(n) {
      const camera = models.length ? index.graph.labelsOf(n, "made").find(namesACamera) : undefined;
      return [...places.map((p) => p.why(n)), ...placeKinds.map((k) => k.why(n)), ...people.map((p) => p.why(n)), ...(camera ? [`taken with ${shownCamera(camera)}`] : [])].filter((r): r is string => r !== null);
    },
  };

  /** Every photo that passes, read as the plan stands (a trip the time picks, or the time itself). */
  function passingNow(): TypedFastBitSet {
    // Layer 1 and the facts give a set per time, place and person: intersected a word of 32
    // photos at a time, then only the survivors are checked against the rest (kinds, day parts, nots).
    const sets = seeds();
    const base = sets.length ? sets.slice(1).reduce((both, set) => both.intersection(set), sets[0]!.clone()) : index.bitmap(index.all());
    const out = index.bitmap();
    base.forEach((n) => {
      if (passes(n)) out.add(n);
    });
    // Which trip: among the library's trips away from home that have any; the photos' own stays where none has.
    return plan.trip ? (orderedTrip(out, plan.trip, index, stayLengthSaid(plan.eventWords ?? [])) ?? oneTrip(out, plan.trip, index)) : out;
  }
}

/** A gap this long between two photos that pass ends one trip and starts the next. */
const TRIP_GAP_MS = 2 * 86_400_000;

/**
 * Of the photos that pass, those of the one trip asked for ("our second trip to Cape Town"): the
 * dated photos, in time order, fall into trips wherever two days or more pass between them, and
 * the trips are counted from the first or the last. A photo with no date taken (or only its file's)
 * is in the trip its event (`eventId`) or its folder is in.
 */
function oneTrip(passing: TypedFastBitSet, which: TripOrder, index: LibraryIndex): TypedFastBitSet {
  const dated: Array<[number, number]> = [];
  const undated: number[] = [];
  passing.forEach((n) => {
    const facts = index.facts(n);
    // A file's own date is when it was copied, not when the trip was.
    if (!facts || facts.takenMs === null || facts.mtimeOnly) undated.push(n);
    else dated.push([facts.takenMs, n]);
  });
  dated.sort((a, b) => a[0] - b[0]);
  const trips: number[][] = [];
  dated.forEach(([taken, n], i) => {
    if (i === 0 || taken - dated[i - 1]![0] >= TRIP_GAP_MS) trips.push([]);
    trips.at(-1)!.push(n);
  });
  const picked = trips[which.from === "first" ? which.nth - 1 : trips.length - which.nth] ?? [];
  // A photo whose date says nothing of the trip is in it when its event or its folder is.
  const folder = (n: number) => folderOf(index.facts(n)?.path ?? "");
  const events = new Set(picked.map((n) => index.facts(n)?.eventId).filter(Boolean));
  const folders = new Set(picked.map(folder));
  return index.bitmap([...picked, ...undated.filter((n) => events.has(index.facts(n)?.eventId) || folders.has(folder(n)))]);
}

/**
 * The photos a time constraint holds, and how to say it. A month or day whose year the query
 * left open ("Seattle trip in March", "the weekend of 14 June") reads as the latest one that has
 * begun, but when that year has no photo of the query's places or people and another year's has,
 * it means that other year: people name the month of a trip, not its year. Then every year's
 * March counts, and the places and people pick the trip out of them. Said alone, a whole month
 * ("December", "June to August") is every year's, as a person asking for their Decembers means;
 * a day or part of one ("the weekend of 14 June", "tuesday pics") is every year's only when the
 * latest has no photo at all.
 */
function timeReading(time: NonNullable<QueryPlan["time"]>, placesAndPeople: () => TypedFastBitSet[], index: LibraryIndex): { set: TypedFastBitSet | null; label: string } {
  if (!time.ranges) return { set: null, label: time.label };
  // A holiday said by name is also the photos a memory says were of it, a day or two off its days:
  // the memories are read once, for this year's days and every year's.
  const naming = time.namedBy ? photosNaming(time.namedBy, [...time.ranges, ...(time.anyYear ?? [])], index) : null;
  const photosOf = (ranges: Array<[number, number]>) => {
    const set = index.spaceTime.query({ times: ranges })!.ids;
    return naming?.length ? set.clone().union(photosSaidOf(naming, ranges, index)) : set;
  };
  const latest = photosOf(time.ranges);
  if (!time.anyYear?.length) return { set: latest, label: time.label };
  const anyYear = () => ({ set: photosOf(time.anyYear!), label: anyYearLabel(time) });
  const others = placesAndPeople();
  // "Photos from August" in November with no photo this August: the Augusts there are.
  if (others.length === 0) {
    if (!latest.isEmpty() && !time.ranges.every(wholeMonths)) return { set: latest, label: time.label };
    const every = anyYear();
    // A whole month said alone is every year's, found or not: "no photos taken in October, any year".
    return every.set.isEmpty() && !time.ranges.every(wholeMonths) ? { set: latest, label: time.label } : every;
  }
  const withOthers = (set: TypedFastBitSet) => others.every((o) => o.intersects(set)) && !others.reduce((both, o) => both.intersection(o), set.clone()).isEmpty();
  if (withOthers(latest)) return { set: latest, label: time.label };
  const every = anyYear();
  return withOthers(every.set) || time.ranges.every(wholeMonths) ? every : { set: latest, label: time.label };
}

/** Whether a range runs from the first of a month to the first of another. */
function wholeMonths([start, end]: [number, number]): boolean {
  return start % DAY === 0 && end % DAY === 0 && new Date(start).getUTCDate() === 1 && new Date(end).getUTCDate() === 1;
}

/** Whether a time names hours of the day ("in the evening", "at night"), which a file's own date cannot say. */
function hourly(time: NonNullable<QueryPlan["time"]>): boolean {
  return time.hours !== null;
}

/**
 * Whether a photo's date says no time of day: a file's save time (which a copy resets), or only the
 * day its file name says ("IMG-20190612-WA0003.jpg", dated at the day's start).
 */
function clockless(f: Facts): boolean {
  return f.mtimeOnly || (f.takenMs !== null && clocklessByName(f.path, f.takenMs));
}

/** What a test of the number alone is given for the facts it does not read. */
const NO_FACTS = Object.freeze({}) as Facts;

interface Test {
  fails(n: number, facts: Facts): boolean;
  /** The phrase for a photo that fails ("not in Tokyo"). */
  why(facts: Facts): string;
  /** Whether `fails` asks only the photo's number: then no facts are made for it. */
  byNumber?: true;
}

/**
 * Whether a photo is in the set or is a copy of one that is: a copy shows what its original
 * shows, so what is left out of one is left out of all ("2025 but not the coffee" leaves out the
 * coffee photo's larger copy, whose own words say nothing of coffee).
 */
function orCopies(index: LibraryIndex, set: TypedFastBitSet): (n: number) => boolean {
  const groups = new Set<string>();
  set.forEach((n) => {
    const group = index.dupGroupOf(n);
    if (group !== null) groups.add(group);
  });
  if (!groups.size) return (n) => set.has(n);
  return (n) => {
    if (set.has(n)) return true;
    const group = index.dupGroupOf(n);
    return group !== null && groups.has(group);
  };
}

interface Matcher {
  has(n: number): boolean;
  /** Every photo it holds. */
  set: TypedFastBitSet;
  why(n: number): string | null;
}

/**
 * The photos a left-out word or name says: those that mention it, or for one thing said in several
 * words ("golden gate bridge", "boarding pass") those that mention each of them the library knows.
 * A word nothing mentions narrows nothing ("Amalfi Coast" where no photo says "coast").
 */
function leftOutBy(index: LibraryIndex, said: string): TypedFastBitSet {
  const sets = said.split(" ").map((word) => mentioned(index, [word], () => true, EXCLUDED_BY)).filter((set) => !set.isEmpty());
  return sets.length ? sets.slice(1).reduce((all, set) => all.intersection(set), sets[0]!.clone()) : index.bitmap();
}

/** What a photo's own words say it has, and how it was made: enough to leave it out of "except X" ("not the phone pics", "no PNGs"). */
const EXCLUDED_BY = new Set<EntityKind>([...MENTIONS, "text", "looks", "object", "made"]);

/** What a trip is said by, besides its place: its file and folder names, captions, memories, text and what is in its photos ("the Tahoe trip", "the ski holiday"). */
const TRIP_SAID_BY = new Set<EntityKind>([...EXCLUDED_BY, "place"]);

/**
 * The photos that pick an anchor's trip: in any of its places, and saying all of its words; null
 * when it names neither, and any trip will do.
 */
function anchorPicks(anchor: TripAnchor, index: LibraryIndex): TypedFastBitSet | null {
  const places = anchor.places.map((place) => placeMatcher(place, index).set);
  const inPlaces = places.length ? places.slice(1).reduce((u, s) => u.union(s), places[0]!.clone()) : null;
  const words = anchor.words?.length ? mentioned(index, anchor.words, () => true, TRIP_SAID_BY) : null;
  return inPlaces && words ? inPlaces.intersection(words) : inPlaces ?? words;
}

/** Photos whose memories, captions or folders name one of the library's people that `counts` (by first name). */
function namedInWhatWasSaid(index: LibraryIndex, counts: (name: string) => boolean): TypedFastBitSet {
  const names = index.parseContext().people.map((p) => fold(p.name)).filter(counts);
  return names.length ? mentionedAny(index, names.map((name) => [name.split(" ")[0]!]), () => true, MENTIONS) : index.bitmap();
}

const namesSaid = new WeakMap<LibraryIndex, { generation: number; byPhoto: Map<number, string[]> }>();

/** Per photo, the library's people (first names, folded) its memories, captions or folders name; kept until the library changes. */
function namesSaidOf(index: LibraryIndex): Map<number, string[]> {
  const cached = namesSaid.get(index);
  if (cached?.generation === index.generation) return cached.byPhoto;
  const names = [...new Set(index.parseContext().people.map((p) => fold(p.name).split(" ")[0]!))];
  const out = new Map<number, string[]>();
  namesSaid.set(index, { generation: index.generation, byPhoto: out });
  if (!names.length) return out;
  const hits = index.graph.gather(names, { delta: 0.9, maxEventSize: 0, kinds: MENTIONS, spelling: names.map(() => "literal" as const) });
  hits.forEach((hit, n) => {
    const named = names.filter((_, w) => MENTIONS.has(hit.why[w]?.kind as EntityKind));
    if (named.length) out.set(n, named);
  });
  return out;
}

/** Photos a word is said of in memories, captions, folders, keywords or event titles (or, for places, text read in them). */
function mentioned(index: LibraryIndex, words: string[], accept: (n: number) => boolean, kinds = MENTIONS): TypedFastBitSet {
  const out = index.bitmap();
  const hits = index.graph.gather(words, { delta: 0.9, maxEventSize: 0, kinds, only: accept });
  hits.forEach((hit, n) => {
    if (hit.why.every((why) => why && kinds.has(why.kind))) out.add(n);
  });
  return out;
}

/** Whether a photo is of a kind: what was read in it says so, or the folder the person filed it in ("Scans"). */
export function isOfKind(facts: Pick<Facts, "kinds" | "path">, kind: Exclude<MediaKind, "copy">): boolean {
  return facts.kinds.has(kind) || filedAs(facts.path).has(kind);
}

/** Per folder, the kinds its name says; a library has far fewer folders than photos. */
const folderKinds = new Map<string, ReadonlySet<MediaKind>>();

/**
 * The kinds of photo a file's folder is named for ("Scans", "Screenshots 2024", "Receipts/2023"):
 * the person filed them as that kind, whatever the file is named or what was read in it. The
 * folder itself, or for a folder of a year or a number the first one above it with a name.
 */
function filedAs(path: string): ReadonlySet<MediaKind> {
  const folder = folderOf(path);
  let kinds = folderKinds.get(folder);
  if (!kinds) {
    const segments = folder.split(/[\\/]/).filter(Boolean);
    let at = segments.length - 1;
    while (at > 0 && !/\p{L}/u.test(segments[at]!)) at--;
    const words = (segments[at] ?? "").toLowerCase().split(/[^\p{L}-]+/u);
    kinds = new Set(words.flatMap((word) => (Object.hasOwn(KINDS, word) ? [KINDS[word]!] : [])));
    folderKinds.set(folder, kinds);
  }
  return kinds;
}

const namingCities = new WeakMap<LibraryIndex, { generation: number; byRegion: Map<string, TypedFastBitSet> }>();

/**
 * Photos without GPS that name one of the region's cities, kept per region until the library
 * changes: at 100,000 photos the graph question for a continent's cities takes about a second.
 */
function namingCitiesOf(place: PlaceRef, index: LibraryIndex, accept: (n: number) => boolean, readText: boolean): TypedFastBitSet {
  let cached = namingCities.get(index);
  if (!cached || cached.generation !== index.generation) namingCities.set(index, (cached = { generation: index.generation, byRegion: new Map() }));
  // As for a city (`placeMatcher`'s `readText`): a flight confirmation that reads "Madrid" was not taken in Spain.
  const key = [...(place.countries ?? []), ...(place.divisions ?? []), place.shape ?? "", readText ? "text" : ""].join(",");
  let found = cached.byRegion.get(key);
  if (!found) cached.byRegion.set(key, (found = mentionedAny(index, index.citiesWithin(place).map((city) => city.split(/\s+/)), accept, readText ? PLACE_MENTIONS : PLACE_SAID)));
  return found;
}

/** Photos that say every word of any of these phrases, asked of the graph once for all of them. */
function mentionedAny(index: LibraryIndex, phrases: string[][], accept: (n: number) => boolean, kinds: ReadonlySet<EntityKind>): TypedFastBitSet {
  const out = index.bitmap();
  const words = [...new Set(phrases.flat())];
  if (!words.length) return out;
  const at = new Map(words.map((word, w) => [word, w]));
  // As written: a city's name, not its near spellings, which at a large vocabulary cost a scan each.
  const hits = index.graph.gather(words, { delta: 0.9, maxEventSize: 0, kinds: kinds as Set<EntityKind>, spelling: words.map(() => "literal" as const), only: accept });
  hits.forEach((hit, n) => {
    const says = (word: string) => kinds.has(hit.why[at.get(word)!]?.kind as EntityKind);
    if (phrases.some((phrase) => phrase.every(says))) out.add(n);
  });
  return out;
}

/**
 * A country, state, continent or area is the photos the boundaries put in it when they were
 * indexed (their codes: exact at a border, and one bitmap per code at any library size). A city
 * is the photos named for it (each photo is named for its best city nearby) and those within its
 * reach that a smaller town named (`city-reach.ts`): "Rome" takes in Ciampino's airport, and
 * "Osaka" is not Kyoto or Nara. Layer 1's box only adds
 * photos with GPS that carry no name, and a photo without GPS is there when what was said or read
 * in it names the place.
 */
/**
 * "Sydney, Australia", "Shibuya in Tokyo": a place all of whose photos are in another place asked
 * for says where in it; the wider one is not a second choice. Places apart ("Kyoto or Nara") stay.
 */
function innermost<T extends { set: TypedFastBitSet }>(places: T[]): T[] {
  // With the same photos ("Sydney, Australia" in an album whose Australia is Sydney), the one said first.
  const inside = (q: number, p: number) => {
    const [a, b] = [places[q]!.set, places[p]!.set];
    return !a.isEmpty() && a.intersection_size(b) === a.size() && (a.size() < b.size() || q < p);
  };
  return places.filter((_, p) => !places.some((_, q) => q !== p && inside(q, p)));
}

/** Photos whose GPS lies in a range's, island's, coast's or sea's shape (`library/places/regions.ts`). */
function photosInShape(id: string, index: LibraryIndex): TypedFastBitSet {
  const out = index.bitmap();
  const box = shapeBox(id);
  if (!box) return out;
  index.spaceTime.query({ boxes: [box] })?.ids.forEach((n) => {
    const facts = index.facts(n);
    if (facts?.lat != null && facts.lon != null && insideShape(id, facts.lat, facts.lon)) out.add(n);
  });
  return out;
}

const inKinds = new WeakMap<LibraryIndex, { generation: number; byKinds: Map<string, TypedFastBitSet> }>();

/** Photos whose GPS lies in any shape of these kinds ("lake", "Range/mtn"), kept per kinds until the library changes. */
function photosInKinds(kinds: readonly string[], index: LibraryIndex): TypedFastBitSet {
  let cached = inKinds.get(index);
  if (!cached || cached.generation !== index.generation) inKinds.set(index, (cached = { generation: index.generation, byKinds: new Map() }));
  const key = [...kinds].sort().join(",");
  let found = cached.byKinds.get(key);
  if (!found) {
    // One pass over the library's positions, one grid per edge that the kind takes off (a lake's shore).
    const byInset = new Map<number, string[]>();
    for (const kind of kinds) byInset.set(shoreInset(kind), [...(byInset.get(shoreInset(kind)) ?? []), kind]);
    const inside = [...byInset].map(([inset, group]) => insideKinds(group, inset));
    const out = (found = index.bitmap());
    index.forEachPosition((n, lat, lon) => {
      if (inside.some((test) => test(lat, lon))) out.add(n);
    });
    cached.byKinds.set(key, found);
  }
  return found;
}

/** The words a photo's own memories, captions, folders, tags and looks say: "lake" in a caption is a lake whatever its GPS. */
const KIND_MENTIONS = new Set<EntityKind>([...MENTIONS, "looks"]);
/** What a person said of a photo. */
const TOLD = new Set<EntityKind>(["memory", "caption", "tag"]);
/** A memory, and what else names a photo's people: its caption, folder, tags and event. */
const MEMORIES = new Set<EntityKind>(["memory"]);
/** What was read in a photo: a banner's, a card's, a sign's words. */
const TEXT = new Set<EntityKind>(["text"]);
/** The shortest first name looked for in what was read in photos: "Al" or "Jo" is in too many codes and words. */
const MIN_NAME_READ = 3;

/**
 * The words the user calls a person by, where they told them as a relation: "mum", "mom",
 * "mother" of the person told as "mum" (`parsers/english-words.ts`'s RELATIONS). Only a relation
 * one person has: "friend" names anyone. Words of two letters ("ma", "pa") are left out: read in a
 * memory they are as often something else.
 */
function callingsOf(person: PersonRef, index: LibraryIndex): string[] {
  const people = index.parseContext().people;
  const words = new Set<string>();
  for (const told of people.filter((p) => person.names.includes(p.name)).map((p) => p.relation)) {
    // The word the user told it by, however short, theirs alone: "da" of the father told as "my da" ("da got his old bike back").
    const own = toldWord(told);
    if (/^\p{L}{2,}$/u.test(own) && !FILLER.has(own) && people.filter((p) => toldWord(p.relation) === own).length === 1) words.add(own);
    const relation = toldRelation(told);
    if (!relation || !SEX_OF_RELATION[relation]) continue;
    const sharing = people.filter((p) => toldRelation(p.relation) === relation);
    if (sharing.length !== 1) continue;
    for (const word of RELATIONS[relation] ?? []) if (word.length > 2 && !word.includes(" ")) words.add(word);
  }
  return [...words];
}
const NOT_MEMORIES = new Set<EntityKind>([...MENTIONS].filter((kind) => kind !== "memory"));

/**
 * "at the lake", "in the mountains": the photos taken in or by any shape of the kind (each shape
 * holds its shore: `build/data/regions.ts`), those whose own words say it, and, from the days out
 * of those taken there, the photos without GPS.
 */
function placeKindMatcher(kind: PlaceKindRef, index: LibraryIndex): Matcher {
  const taken = offTheOwnersIsland(kind, photosInKinds(kind.kinds, index), index);
  const said = mentioned(index, [kind.word], () => true, KIND_MENTIONS).union(mentioned(index, [kind.word], (n) => index.unlocated(n), PLACE_MENTIONS));
  const saidAt = spotsSaid(index, kind.word, said);
  const sameDay = dayOutsOf(index, taken.new_union(said).union(saidAt));
  const set = taken.new_union(said).union(saidAt).union(sameDay);
  const [at] = kind.label.split(" ");
  const where = (n: number) => {
    const facts = index.facts(n);
    const shape = facts?.lat != null && facts.lon != null ? shapesHolding(facts.lat, facts.lon, new Set(kind.kinds))[0] : undefined;
    // The shore of every sea has no name of its own: "by the sea".
    return shape?.label && shape.label !== kind.label.slice(at!.length + 1) ? `taken ${at} ${shape.label}` : `taken ${kind.label}`;
  };
  return {
    has: (n) => set.has(n),
    set,
    why: (n) =>
      taken.has(n)
        ? where(n)
        : said.has(n)
          ? `a memory, tag or look of it says ${kind.word}`
          : saidAt.has(n)
            ? `taken where a photo you described with '${kind.word}' was`
            : sameDay.has(n)
              ? `from the same day out as photos taken ${kind.label}`
              : null,
  };
}

/** The photos whose spots are looked for, at most: a kind said of thousands of photos is said of their spots by their own words. */
const MOST_SPOTS_SAID = 40;

/**
 * [Note: A kind said of a spot] A lake, a hill or a beach too small for Natural Earth's outlines
 * ("a walk at Agara lake", "sunrise on the hills") is there for every photo taken at that spot: what
 * a person said of one photo's place is true of the photos taken a few steps from it, on any day
 * (`spotAround`, which leaves out the spots photographed most days: home is no lake because of a
 * memory of a picnic). Said in a memory, caption or tag; text read on a sign or a ticket is not.
 */
function spotsSaid(index: LibraryIndex, word: string, said: TypedFastBitSet): TypedFastBitSet {
  const out = index.bitmap();
  const told = mentioned(index, [word], (n) => said.has(n), TOLD);
  let looked = 0;
  told.forEach((n) => {
    if (looked++ >= MOST_SPOTS_SAID) return;
    for (const m of spotAround(n, index)) if (!said.has(m)) out.add(m);
  });
  return out;
}

/** Natural Earth's classes of islands. */
const ISLANDS: ReadonlySet<string> = new Set(["Island", "Island group"]);

/**
 * [Note: The owner's own island] "on an island", said by someone who lives on one (Ireland, Great
 * Britain, Honshu, Tasmania), means another island: their own is the ground under every day, and
 * took in every photo at home. Of the photos on islands, those on no island but the one home is on
 * are left out; the home island said by name is still that island.
 */
function offTheOwnersIsland(kind: PlaceKindRef, taken: TypedFastBitSet, index: LibraryIndex): TypedFastBitSet {
  if (!kind.kinds.some((k) => ISLANDS.has(k))) return taken;
  const home = homeOf(index);
  const own = home ? shapesHolding(home.lat, home.lon, ISLANDS).map((shape) => shape.id) : [];
  if (!own.length) return taken;
  // A photo on home's island is on another only inside one whose box meets home's island's: asked
  // of those few, not of every shape (a library at home holds tens of thousands of such photos).
  const boxes = own.map(shapeBox).filter((box) => box !== null);
  const meets = (box: NonNullable<ReturnType<typeof shapeBox>>) => boxes.some((b) => box.latMin < b.latMax && b.latMin < box.latMax && box.lonMin < b.lonMax && b.lonMin < box.lonMax);
  const within = allShapes().filter((shape) => kind.kinds.includes(shape.kind) && !own.includes(shape.id) && meets(shapeBox(shape.id)!)).map((shape) => shape.id);
  const out = index.bitmap();
  taken.forEach((n) => {
    const facts = index.facts(n);
    if (facts?.lat == null || facts.lon == null) return void out.add(n);
    const onOwn = own.some((id) => insideShape(id, facts.lat!, facts.lon!));
    if (!onOwn || within.some((id) => insideShape(id, facts.lat!, facts.lon!))) out.add(n);
  });
  return out;
}

/** Of these photos, those the boundaries put in the state or country said with the city ("Portland, OR"), and those without GPS. */
function onlyWithin(photos: TypedFastBitSet, within: readonly string[], index: LibraryIndex): TypedFastBitSet {
  const there = index.photosWithin({ countries: within.filter((c) => !c.includes("-")), divisions: within.filter((c) => c.includes("-")) });
  const out = index.bitmap();
  photos.forEach((n) => {
    if (there.has(n) || !index.facts(n)?.countryCode) out.add(n);
  });
  return out;
}

/**
 * `readText`: whether text read in a photo without GPS may place it. A ticket or boarding pass
 * that reads "Denver" is about Denver, not taken there: it answers a query that asks for a thing or
 * a kind of picture with text beside the place, not one that asks only where photos were taken.
 * `printedOn`: the query asks for tickets or boarding passes, whose text places them with GPS too.
 */
function placeMatcher(place: PlaceRef, index: LibraryIndex, readText = true, printedOn = false): Matcher {
  return place.part ? sideMatcher(place, wholePlaceMatcher({ ...place, part: undefined }, index, readText, printedOn), index) : wholePlaceMatcher(place, index, readText, printedOn);
}

/**
 * "northern Spain", "the north coast of Spain": of the place's photos, those whose GPS lies on
 * that side of its land (`compass-part.ts`), and for a coast by the sea too, as "by the sea" reads
 * it (`place-kinds.ts`). A photo without coordinates cannot be judged: a name, a memory or a day
 * out says it was in Spain, not in which part, so it is left out.
 */
function sideMatcher(place: PlaceRef, whole: Matcher, index: LibraryIndex): Matcher {
  const onSide = sideTest(place);
  const shore = place.part?.coast ? photosInKinds(place.part.coast, index) : null;
  const set = index.bitmap();
  if (onSide) {
    whole.set.forEach((n) => {
      const facts = index.facts(n);
      if (facts?.lat != null && facts.lon != null && onSide(facts.lat, facts.lon) && (!shore || shore.has(n))) set.add(n);
    });
  }
  const where = `taken ${placeIn(place)}`;
  return { has: (n) => set.has(n), set, why: (n) => (set.has(n) ? where : null) };
}

function wholePlaceMatcher(place: PlaceRef, index: LibraryIndex, readText = true, printedOn = false): Matcher {
  const townOf = (n: number) => {
    const facts = index.facts(n);
    return facts?.inCity ? facts.places[0]!.replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase()) : "its outskirts";
  };
  const name = fold(place.label);
  const region = Boolean(place.countries?.length || place.divisions?.length || place.shape);
  let taken = place.shape ? photosInShape(place.shape, index) : region ? index.photosWithin(place) : index.bitmap();
  // The photos labelled with the name count too ("Georgia" on Atlanta's photos is no country); a
  // city's name only where it is the photo's city, not its prefecture's ("Osaka", not Sakai in Osaka).
  const city = !region && index.isCity(name);
  index.photosNamed(name).forEach((n) => {
    const facts = index.facts(n);
    if (!city || (facts?.inCity && facts.places[0] === name)) taken.add(n);
  });
  const boxes: GeoBox[] = region
    ? []
    : place.source === "gazetteer" && place.lat !== undefined && place.lon !== undefined
      ? [boxAround(place.lat, place.lon, place.radiusDeg ?? 0.3)]
      : index.placeBoxes(place.label);
  if (boxes.length) {
    index.spaceTime.query({ boxes })!.ids.forEach((n) => {
      if (!index.facts(n)?.places.length) taken.add(n);
    });
  }
  // "Rome": its airport and outskirts too, where a town of their own named them ("Ciampino").
  const reach = city || (!region && place.kind === "city") ? photosInReach(place, index, taken) : index.bitmap();
  taken.union(reach);
  if (place.within?.length) taken = onlyWithin(taken, place.within, index);
  // "near Seattle": the photos taken within reach of it too (Renton, Bellevue), by position.
  const around = place.near && !region ? nearPlace(place, index, taken) : index.bitmap();
  const unlocated = (n: number) => index.unlocated(n);
  const said = mentioned(index, name.split(/\s+/), unlocated, readText ? PLACE_MENTIONS : PLACE_SAID);
  // A ticket photographed at the station at home names where it goes: its text counts though it has GPS.
  if (printedOn) said.union(mentioned(index, name.split(/\s+/), (n) => !unlocated(n) && PAPER_TRAVEL.some((kind) => index.facts(n)?.kinds.has(kind)), READ_ONLY));
  // A country or state holds the photos without GPS that name one of its cities: the receipt in "Cape Town trip/" is South Africa's.
  if (region) said.union(namingCitiesOf(place, index, unlocated, readText));
  // A neighbourhood no gazetteer has, or has only as a small town far from every photo: where the
  // photos that name it were (`said-nearby.ts`). Not a city: "Paris Baguette" in Seattle is no Paris.
  const walk = !region && (place.source === "library" || place.town === true) && taken.isEmpty() && around.isEmpty() ? photosNearWhereSaid(index, mentioned(index, name.split(/\s+/), (n) => !unlocated(n), PLACE_MENTIONS)) : index.bitmap();
  const sameDay = dayOutsOf(index, taken.new_union(said).union(around).union(walk));
  return {
    has: (n) => taken.has(n) || around.has(n) || said.has(n) || walk.has(n) || sameDay.has(n),
    set: taken.new_union(said).union(around).union(walk).union(sameDay),
    why: (n) => (reach.has(n) && taken.has(n) ? `taken in ${townOf(n)}, within ${place.label}'s reach` : taken.has(n) ? `taken in ${place.label}` : around.has(n) ? `taken near ${place.label}` : said.has(n) ? `a memory, folder or text in it names ${place.label}` : walk.has(n) ? `taken where a memory or text names ${place.label}` : sameDay.has(n) ? `from the same day out as photos taken in ${place.label}` : null),
  };
}

/**
 * How far around a place is still near it: its suburbs, the far shore of a lake. "near Seattle"
 * takes in the photos this close, and a day out's photo this close to one taken in the place was
 * around it too.
 */
const NEARBY_KM = 30;

/** Located photos within `NEARBY_KM` of the place (its own reach, or the photos named after it), not already in it. */
function nearPlace(place: PlaceRef, index: LibraryIndex, taken: TypedFastBitSet): TypedFastBitSet {
  const deg = NEARBY_KM / 111.32;
  const boxes: GeoBox[] =
    place.lat !== undefined && place.lon !== undefined
      ? [boxAround(place.lat, place.lon, (place.radiusDeg ?? 0) + deg)]
      : index.placeBoxes(place.label).map((b) => widened(b, deg));
  const out = index.bitmap();
  if (boxes.length) index.spaceTime.query({ boxes })!.ids.forEach((n) => void (taken.has(n) || out.add(n)));
  return out;
}


/** The located photos of the days out and trips that `holds`: where `dayOutsOf` lends from, for a test that is no place's set ("abroad", "outside Japan"). */
function locatedOnDaysOut(index: LibraryIndex, holds: (n: number, facts: Facts) => boolean): TypedFastBitSet {
  const out = index.bitmap();
  for (const { located } of index.dayOuts()) {
    for (const n of located) {
      const facts = index.facts(n);
      if (facts && holds(n, facts)) out.add(n);
    }
  }
  return out;
}

/**
 * Photos without a location from the days out and trips (events: photos hours apart) of photos
 * that were there: a phone without GPS at the same party, a screenshot saved during the trip, was
 * at the same place. An event every located photo of which is there, or near a photo of the
 * event that is, lends all of them: a Seattle trip with an afternoon in Renton lends Seattle its
 * photos without GPS. A trip through places far apart lends each only where the photos beside it
 * in time were (`besideThere`).
 */
function dayOutsOf(index: LibraryIndex, there: TypedFastBitSet): TypedFastBitSet {
  const out = index.bitmap();
  for (const { located, unlocated } of index.dayOuts()) {
    const inside = located.filter((n) => there.has(n));
    if (!inside.length) continue;
    const whole = inside.length === located.length || located.every((n) => there.has(n) || nearAny(index, n, inside));
    for (const n of unlocated) if (!there.has(n) && (whole || besideThere(index, n, located, there))) out.add(n);
  }
  return out;
}

/** How far in time the located photo beside one without GPS still says where it was taken. */
const BESIDE_MS = 12 * 3_600_000;

/**
 * Whether a photo without GPS was taken beside one there: the event's located photos just before
 * and after it (`located` in time order) both are, or one of them is, within `BESIDE_MS` or nearer
 * in time than the other (the only one: the journey back after a trip's last photo, the way out
 * before its first). Between a morning in Kyoto and an evening in Osaka it was in either; the day
 * after a morning in Tokyo and two before Kyoto, in Tokyo, as a gallery estimates where a photo
 * was from the nearest one that says.
 */
function besideThere(index: LibraryIndex, n: number, located: readonly number[], there: TypedFastBitSet): boolean {
  const at = index.takenMs(n);
  if (at === null) return false;
  const low = firstPast(located.length, (i) => (index.takenMs(located[i]!) ?? 0) > at);
  const before = located[low - 1];
  const after = located[low];
  if (before !== undefined && after !== undefined && there.has(before) && there.has(after)) return true;
  const gap = (other: number | undefined) => (other === undefined ? Infinity : Math.abs((index.takenMs(other) ?? 0) - at));
  const [sinceBefore, untilAfter] = [gap(before), gap(after)];
  return (before !== undefined && there.has(before) && (sinceBefore <= BESIDE_MS || sinceBefore <= untilAfter)) || (after !== undefined && there.has(after) && (untilAfter <= BESIDE_MS || untilAfter <= sinceBefore));
}

/** Whether photo `n` was taken within `NEARBY_KM` of one of `others`. */
function nearAny(index: LibraryIndex, n: number, others: readonly number[]): boolean {
  const at = index.facts(n);
  if (at?.lat == null || at.lon == null) return false;
  return others.some((o) => {
    const other = index.facts(o);
    return other?.lat != null && other.lon != null && kmBetween({ lat: at.lat!, lon: at.lon! }, { lat: other.lat, lon: other.lon }) <= NEARBY_KM;
  });
}

/**
 * The photos a person is in: tagged, or named by a memory ("this is Leo at the airport"), a
 * caption, a folder or a tag. A memory that names them only as a thing's owner ("Leo's
 * favourite", "Leo's new bike", `named-as-owner.ts`) does not put them there; it answers a query
 * that asks for a thing of theirs (`ownedToo`: "Leo's bike"), not one for Leo.
 */
function personMatcher(person: PersonRef, index: LibraryIndex, ownedToo = false): Matcher {
  const firstNames = [...new Set(person.names.map((n) => fold(n).split(" ")[0]!))];
  const tagged = person.names.reduce((union, name) => union.union(index.photosOf(name)), index.bitmap());
  const said = index.bitmap();
  const read = index.bitmap();
  // A memory says someone by what the user calls them too: "mums 70th" of the mother told as "mum".
  const callings = ownedToo ? callingsOf(person, index) : [];
  for (const first of firstNames) {
    said.union(mentioned(index, [first], () => true, NOT_MEMORIES));
    mentioned(index, [first], () => true, MEMORIES).forEach((n) => {
      const id = index.facts(n)?.id;
      if (ownedToo || id === undefined || index.memoriesOf(id).some((text) => namesThere(text, first))) said.add(n);
    });
    // Asked with what is theirs ("Sandra's 70th"), a sign, banner or card that reads the name is of
    // them, as a memory that names them is: HAPPY 70TH SANDRA. As written: no near spelling of a name.
    if (ownedToo && first.length >= MIN_NAME_READ) read.union(mentionedAny(index, [[first]], () => true, TEXT));
  }
  for (const calling of callings) said.union(mentionedAny(index, [[calling]], () => true, MEMORIES));
  said.union(read);
  return {
    has: (n) => tagged.has(n) || said.has(n),
    set: tagged.new_union(said),
    why: (n) => (tagged.has(n) ? personIn(person.names) : read.has(n) ? `text read in it names ${person.names[0]}` : said.has(n) ? `a memory mentions ${person.names[0]}` : null),
  };
}

