/**
 * @file The query plan: what a sentence asks for, as constraints and words, and the chips that
 * show it. Parsers (one per language, `parsers/`) write plans; follow-ups and removed chips
 * rewrite them; retrieval reads them. Pure data and pure functions.
 */

/** When the photos were taken, as a query said it: `search/time-constraint.ts` reads it. */
export interface TimeConstraint {
  /** Half-open wall-clock ranges [start, end) in floating ms, earliest first; null: any date. */
  ranges: Array<[number, number]> | null;
  /** Hours of the day [from, to); wraps past midnight when from > to ("night": 21 → 5). */
  hours: [number, number] | null;
  /** The hours are the night's ("night": a photo taken once it was dark where it was meets them too) or the dark's ("after": the sun decides near dusk and dawn): `search/darkness.ts`. */
  dark?: "night" | "after";
  /** More hours of the day, any of which will do as well as `hours`: "no mornings and no evenings". */
  otherHours?: Array<[number, number]>;
  /** True: weekends only; false: weekdays only. */
  weekend: boolean | null;
  /** Days of the week, 0 for Sunday: "on Saturdays", "every Sunday". */
  days?: number[] | null;
  label: string;
  /** Where the phrases were in the query, as [start, end). */
  spans: Array<[number, number]>;
  /**
   * When the query implied the year rather than said it ("Seattle trip in March", "14 June"):
   * the same days in every year the library covers, earliest first. `ranges` holds the latest
   * of them that has begun; the constraint check falls back to these when that year leaves the
   * query's other hard constraints (place, people) with nothing, since a trip's month is the
   * trip's (`constraints.ts`).
   */
  anyYear?: Array<[number, number]>;
  /** How `anyYear` reads when it is not the same days of other years: "Tuesdays" for "tuesday pics". */
  anyLabel?: string;
  /**
   * A part at the start or end of a stay, not of the calendar: "the last week in Rome", "our first
   * evening in Kyoto", "my last few days in Barcelona". The places said pick the stay, and the
   * part is cut from its days at retrieval (`search/stay-part-photos.ts`); `hours` keeps the part of
   * the day said.
   */
  ofStay?: StayPart;
  /**
   * A time said by what happened then: "the day after the picnic", "the evening before the
   * wedding", "the week after the marathon". The words pick the photos of what happened, and the
   * time is found beside their days at retrieval (`search/beside-words.ts`).
   */
  besideWords?: BesideWords;
  /**
   * A holiday said by its name, as the stems each way of saying it takes (the query's words, the
   * holiday's own name): a photo whose memory names it a few days off its days is of it too
   * ("for valentines, a day early"), `search/holiday-said.ts`.
   */
  namedBy?: string[][];
  /**
   * Whose birthday the days are, where said by its age ("nan's 70th", `parsers/age-birthdays.ts`):
   * their photos of it are those that show them, and those whose banner or memory names them.
   */
  birthdayOf?: string;
}

/** The part of a `TimeConstraint` said beside what happened: which time, on which side of it, and what. */
export interface BesideWords {
  /** "then": later or earlier the same day ("lunch after seeing the penguins"). */
  unit: "day" | "week" | "weekend" | "morning" | "afternoon" | "evening" | "night" | "then";
  after: boolean;
  /** The words that find what happened ("picnic"), lower-case. */
  words: string[];
  /** As said: "the picnic". */
  said: string;
}

/** Which part of a stay: its first or last day(s), week, weekend, fortnight or month. */
export interface StayPart {
  edge: "first" | "last";
  unit: "day" | "week" | "weekend" | "fortnight" | "month";
  /** How many days, for "the last few days", "the first 3 days"; 1 for a day or a part of one. */
  days: number;
  /** As said: "the last week". */
  said: string;
  /** The part of the day said ("evening"), whose hours the constraint keeps. */
  dayPart?: string;
}

/** What kind of picture: kinds the library records, and kinds judged from what the models found. */
/** What a photo is, as a person asks for it; "copy" is a photo the library holds more than once. */
export type MediaKind = "screenshot" | "video" | "selfie" | "document" | "receipt" | "menu" | "ticket" | "boarding" | "chat" | "copy";

/** What kind of place a name is; a place without one is a city (or whatever the library named its photos by). */
export type PlaceKind = "city" | "state" | "country" | "continent" | "region";

export interface PlaceRef {
  /** The name as the library or the gazetteer knows it ("Paris"). */
  label: string;
  /** "library": a place name of the user's own photos; "gazetteer": a world place by name. */
  source: "library" | "gazetteer";
  kind?: PlaceKind;
  lat?: number;
  lon?: number;
  /** How far a gazetteer city reaches, in degrees: the box for photos with GPS but no place name. */
  radiusDeg?: number;
  /** A small town the gazetteer found by its name alone: where no photo is in it, the library's words may place a namesake (`said-nearby.ts`). */
  town?: boolean;
  /** A country, continent or region of countries: the ISO 3166-1 codes of its countries. */
  countries?: string[];
  /** A state, province or area of them: the ISO 3166-2 codes of its divisions ("US-CA"). */
  divisions?: string[];
  /** A mountain range, island, coast or sea: the id of its shape in `library/places/regions.json`. */
  shape?: string;
  /** A city said with its state or country ("Portland, OR"): the ISO codes of where it is, so a namesake elsewhere is not it. */
  within?: string[];
  /** Read from a word for the people ("Japanese"), not said as a place. */
  demonym?: boolean;
  /** Read through a phrase the user's corrections taught, not said by name. */
  viaAlias?: boolean;
  /** Said as near it ("near Seattle", "close to Lyon"): its surroundings count too, not only what is in it. */
  near?: boolean;
  /** Left out as "outside" it ("outside Finland"): what is wanted is known to be elsewhere, not only not known to be there. */
  outside?: boolean;
  /** A side of a country, state or region said with it ("northern Spain", "the north coast of Spain"): only photos there. */
  part?: PlacePart;
}

/** A side of a place, by the compass: "north", and the diagonals written with a hyphen ("north-east"). */
export type CompassSide = "north" | "south" | "east" | "west" | "north-east" | "north-west" | "south-east" | "south-west";

/**
 * A side of a place said with it: "northern Spain", "the north of Italy", "north-east Scotland".
 * Retrieval keeps the photos whose GPS lies on that side of the place's extent (`search/compass-part.ts`).
 */
export interface PlacePart {
  side: CompassSide;
  /**
   * Said of its coast ("the north coast of Spain", "the east coast of Australia"): the kinds of
   * place of the sea's shore (as "by the sea" reads them, `search/place-kinds.ts`), by which the
   * photo must be taken too.
   */
  coast?: string[];
}

/** How a side reads before a name: "northern", "north-eastern". */
const SIDE_ADJECTIVE: Record<CompassSide, string> = {
  north: "northern", south: "southern", east: "eastern", west: "western",
  "north-east": "north-eastern", "north-west": "north-western", "south-east": "south-eastern", "south-west": "south-western",
};

/** A place as said, its side included: "Spain", "northern Spain", "the north coast of Spain". */
export function placeName(place: PlaceRef): string {
  const part = place.part;
  if (!part) return place.label;
  return part.coast ? `the ${part.side} coast of ${place.label}` : `${SIDE_ADJECTIVE[part.side]} ${place.label}`;
}

/** Where a photo taken there was: "in Spain", "in northern Spain", "on the north coast of Spain". */
export function placeIn(place: PlaceRef): string {
  return `${place.part?.coast ? "on" : "in"} ${placeName(place)}`;
}

/**
 * A kind of place said without a name ("at the lake", "in the mountains", "seaside"): the photos
 * taken in or by any shape of its kinds (`library/places/regions.json`), or whose own words say it.
 */
export interface PlaceKindRef {
  /** How it reads in an answer: "by a lake". */
  label: string;
  /** The word said ("lakeside"), which a photo's memory or tags may say too. */
  word: string;
  /** Natural Earth's feature classes of its shapes ("lake", "Range/mtn"). */
  kinds: string[];
}

export interface PersonRef {
  /** The person's name, or the relation said when no name is known ("my son"). */
  label: string;
  /** Names this reference stands for (a relation may name several people). */
  names: string[];
  /** Read through a phrase the user's corrections taught, not said by name. */
  viaAlias?: boolean;
}

/**
 * The user's favourites or one of their albums, said in the query ("favourites from Lisbon",
 * "album Kyoto best"). The plan names it; which photos it holds is looked up when the plan is
 * answered, so a logged search answered again sees the album as it is then.
 */
export interface CollectionRef {
  /** "favourites", or "album:" and the album's id. */
  key: string;
  label: string;
}

/** "event": a trip word ("trip", "holiday") read as the photos of that time and place; "unused": a word nothing in the library explains; "album": favourites or an album; "camera": a camera's model ("iphone 8"). */
export type ChipKind = "time" | "place" | "person" | "words" | "kind" | "not" | "count" | "event" | "unused" | "album" | "camera";

/**
 * A camera said by words of its name and its model's number: "iphone 8", "canon 5d", "galaxy
 * s21", "nikon z 6" (`search/camera-models.ts`). Taken with a camera whose name has the number as
 * words of their own: "iphone 8" is an iPhone 8 or an iPhone 8 Plus, never an iPhone 18.
 */
export interface CameraModelRef {
  /** As said: "iphone 8". */
  label: string;
  /** The words of the camera's name said before the number, folded: ["iphone"], ["canon", "eos"]. */
  name: string[];
  /** The number in the parts a camera's name is read in (`modelParts`): ["8"], ["5", "d"], ["s", "21"]. */
  code: string[];
}

/** The chip id of a camera model ("camera:iphone-8"); "not:" before it when left out. */
export const modelChip = (model: CameraModelRef) => `camera:${key(model.label)}`;

/** A rectangle of latitude and longitude, the user's own (drawn on a map), not a named place. */
export interface AreaRef {
  label: string;
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The chip of "photos of people": removing it searches photos whoever is in them. */
/** The chip of "at home" or "away from home". */
export const HOME_CHIP = "home";
/** The chip of "not on a trip". */
export const NOT_TRIPS_CHIP = "not:trips";
export const PEOPLE_CHIP = "people";
/** The chip of "two people": how many are in it. */
export const PEOPLE_COUNT_CHIP = "people-count";
/** The chip of "group photos". */
export const GROUP_CHIP = "group";
/** The chip of "photos with no date". */
export const UNDATED_CHIP = "undated";
/** The chip of "without GPS", "no location", "not geotagged". */
export const UNLOCATED_CHIP = "unlocated";

/** The chip of a drawn area: "area", so removing it searches without the area. */
export const AREA_CHIP = "area";

/** Said where "me" was left out because no person is the user yet (`QueryPlan.selfUnknown`). */
export const SELF_UNKNOWN = "Recollect does not know which person is you yet, so “me” was left out: give yourself the relation “me” in People.";

export interface PlanChip {
  /** Stable within a plan, so a chip can be dropped by id: "time", "place:paris", "word:cat". */
  id: string;
  kind: ChipKind;
  label: string;
  /** Where in the query it was said, [start, end); null for what a follow-up carried over. */
  span: [number, number] | null;
  /** Why it reads so, for its tooltip. */
  note?: string;
}

export interface QueryPlan {
  query: string;
  language: string;
  time: TimeConstraint | null;
  /** Taken in any of these. */
  places: PlaceRef[];
  /** Every one of these is in the photo. */
  people: PersonRef[];
  kinds: MediaKind[];
  /** The kinds were said together of one photo ("chat screenshots", "selfie videos"): each holds, not any. */
  kindsTogether?: boolean;
  notKinds: MediaKind[];
  notPeople: PersonRef[];
  notPlaces: PlaceRef[];
  /** Taken at a kind of place, each of these: "Paris by the sea" is both. */
  placeKinds?: PlaceKindRef[];
  /** Taken at none of these kinds of place: "not at the lake". */
  notPlaceKinds?: PlaceKindRef[];
  /** Not taken then: "Paris, not 2024", "Lisbon outside of summer 2023". */
  notTime?: TimeConstraint | null;
  /** "at home", "around the house", "back in my hometown": taken where the person lives (`search/home.ts`); "away from home": anywhere else; "abroad": in another country than home's. */
  home?: "at" | "away" | "abroad";
  /**
   * "not on a trip", "no trips": taken on none of the library's trips ("any"); "except on holiday",
   * "no vacation photos": on none of those that spent a night away ("overnight"), as a day trip to
   * a winery is a trip but no holiday.
   */
  notTrips?: "any" | "overnight";
  /** "without people": no face and no named person. */
  withoutPeople: boolean;
  /** "photos of people": someone in it, whoever: a face, a body, a named person. */
  withPeople?: boolean;
  /** "photos with two people", "just one person": how many people are in it, named or seen. */
  peopleCount?: number;
  /** "more than one person", "at least two people", "several people": this many in it or more, named or seen. */
  peopleAtLeast?: number;
  /** "group photos": three people or more in it, named or seen. */
  group?: boolean;
  /** "photos with no date", "undated ones": no camera time (the time a file was saved is none). */
  undated?: boolean;
  /** "photos without GPS", "not geotagged": no GPS position in it. */
  unlocated?: boolean;
  /** Content words, lower-cased, in query order, without duplicates. */
  words: string[];
  /** Words to leave out, each a word or the words of one thing said together ("golden gate bridge"): a photo that mentions all of them is left out. */
  notWords: string[];
  /**
   * How the user might have described such a photo (an LLM's pseudo memories): found photos that
   * share these words rank higher, but none is needed for a match.
   */
  expansion?: string[];
  /** "Leo and me" where no person is the user yet: "me" was left out, and the answer says how to teach it. */
  selfUnknown?: boolean;
  /** Words that name a relation no person in the library has yet ("son"): a person, the words say. */
  relationWords?: string[];
  /**
   * Trip and outing words ("trip", "holiday", "visit") said beside a time, place, person or thing:
   * they mean the photos of that time and place, so they are shown but never needed for a match.
   */
  eventWords?: string[];
  /** "just Aiko", "Leo and Maria by themselves": nobody else is in the photo. */
  onlyPeople?: boolean;
  /** Content words written as names the library does not know ("Lima", "Sven"): never left out as unexplained. */
  names?: string[];
  /**
   * Words said right before a word they qualify, as [modifier, head] ("live" of "show", "road" of
   * "race"): where the library explains the head, a modifier it cannot explain narrows nothing it
   * could check, and the head's photos answer (saying which word went unused). A noun said before a
   * noun ("mountain bike", "petting zoo") is marked: it names which kind of the head was meant.
   */
  modifiers?: Array<[string, string, "noun"?]>;
  /** Words said as a choice ("beach or lake"): a photo that meets one of a group meets what the group asks. */
  choices?: string[][];
  /** Words said as what someone was doing ("waiting" for a flight): left out where nothing says them but the rest is found. */
  doing?: string[];
  /** The verbs of a remembered moment ("the day Javi proposed"): the moment itself, never left out as a way of asking. */
  moment?: string[];
  /** Words asked for as written ("the word hostel", "“MERCADO”"): matched as they are, not by a near spelling or a meaning. */
  literal?: string[];
  /** Words read through a learned alias ("son" → Leo): not matched as words, but still what the user said. */
  aliased?: string[];
  /** In every one of these: the favourites, an album. */
  collections?: CollectionRef[];
  /** Taken with one of these cameras: "iphone 8 photos", "shot on a pixel 7". */
  models?: CameraModelRef[];
  /** Taken with none of these: "not the iphone 8 ones". */
  notModels?: CameraModelRef[];
  /** Within a rectangle drawn on the Places map: photos whose GPS falls in it. */
  area?: AreaRef;
  /**
   * "the first photo", "the last 3": by time, and how many. `occasion`: only the photos of the one
   * occasion that comes first in that order ("the most recent Thanksgiving", "my last birthday",
   * "the first snow"), where what is ordered is something that happens, not photos.
   */
  order: { direction: "asc" | "desc"; count: number | null; occasion?: boolean } | null;
  /**
   * Which of the trips the rest picks out, counted by when each began: "our second trip to Cape
   * Town" is the 2nd from the first, "the last time we were in Toronto" the 1st from the last.
   */
  trip?: TripOrder;
  /** Placed against a trip: in it, after or before it, or the trip next to it. */
  tripAnchor?: TripAnchor;
  /** Where the parse was unsure how far a negation reaches: the reading it took, and the other (`search/negation-readings.ts`). */
  readings?: NegationReading[];
  chips: PlanChip[];
}

/**
 * A negation the parse could read two ways: a list whose "and" may end the negation ("without Leo
 * and Aiko"), a thing said of what is left out that may be left out with it ("no beach photos with
 * Ines"), a verb of leaving out that may say what the photo shows ("Tom skipping stones").
 */
export interface NegationReading {
  /** Stable for the same sentence: "list@12" (its kind and where in the query the doubt stands). */
  id: string;
  kind: "list" | "attached" | "verb";
  /** The words read two ways, [start, end) in the query. */
  span: [number, number];
  /** True when the person asked for the other reading: this plan is that reading. */
  flipped: boolean;
  /** What this reading adds to the other, as chip labels ("not Aiko"); filled once both are read. */
  chosen: string[];
  /** What the other reading has instead ("Aiko"). */
  other: string[];
}

export interface TripOrder {
  nth: number;
  from: "first" | "last";
  /** How many trips from the nth on: "our last 3 trips", "the first two holidays"; one where absent. */
  count?: number;
}

/**
 * An answer placed against a trip (`search/trip-anchor.ts`): "in" its days ("the first day of the
 * trip to Lisbon"), "after" or "before" it ("since we got back from Rome"), or "trip-next": the
 * trip right before or after it ("the trip before Rome"). The places pick the trip, not the photos.
 */
export interface TripAnchor {
  relation: "in" | "after" | "before" | "trip-next";
  /** For "trip-next": the trip before the anchor's, or the one after. */
  which?: "previous" | "next";
  places: PlaceRef[];
  /** Words said of the trip that pick it with its places ("the Tahoe trip", "our ski holiday"). */
  words?: string[];
  /** Which of the trips those places pick; the latest when unsaid. */
  trip?: TripOrder;
  /** Which day of the trip: the first, the last ("the final evening"), the second. */
  day?: TripOrder;
  /**
   * Calendar days on from that day, inwards: "the day after we landed" is the day after the first
   * day's (1), whether or not a photo was taken then; `day` counts only days with photos.
   */
  dayOffset?: number;
  /** The part of that day said ("evening"): read as hours by the time reader. */
  part?: string;
  /**
   * The plan's time picks the trip, not the photos: "the trip in July 2022", "the 2019 trip", "our
   * trip last summer" are the trips that overlap it, whole, and the photos taken then where none does.
   */
  byTime?: boolean;
  /** A trip of a day at its places ("the Sintra day trip"): the days there, not the longer trip they were part of. */
  dayTrip?: boolean;
  /**
   * Said as a holiday ("our last holiday", "the vacation before Rome"): of the trips, those that
   * spent a night away, as `notTrips: "overnight"` leaves out; a day at a relative's is no holiday.
   */
  overnight?: boolean;
  /** Said as trips of a day ("our day trips in 2024", "one-day outings"): of the trips, those that began and ended on one day. */
  sameDay?: boolean;
  /** Who went ("the trip with Nico"): the trips with a photo of any of them, whole; no filter of the photos. */
  with?: PersonRef[];
  /** The places of the longer trip it was part of ("our day trip to Sintra during the Lisbon trip"): they pick the trip too, never the photos. */
  during?: PlaceRef[];
  /**
   * For "after" and "before": which end of the trip bounds the photos. Unsaid, "after" is from its
   * end ("since the Rome trip") and "before" up to its start; a return said ("before we got back
   * from Rome") is its end, a departure ("after we left for Rome") its start.
   */
  edge?: "start" | "end";
  /** The anchor as said, for its chip. */
  label: string;
}

/** The chip of a trip anchor. */
export const TRIP_ANCHOR_CHIP = "trip-anchor";

/** The trip chip's id. */
export const TRIP_CHIP = "trip-order";

/** "second trip", "latest trip": which trip, in words. */
export function tripLabel(trip: TripOrder): string {
  if (trip.count && trip.count > 1) return `${trip.from === "last" ? "latest" : "first"} ${trip.count} trips`;
  if (trip.from === "last") return trip.nth === 1 ? "latest trip" : "trip before the latest";
  return `${["first", "second", "third", "fourth", "fifth"][trip.nth - 1] ?? `${trip.nth}th`} trip`;
}

export const EMPTY_PLAN: Omit<QueryPlan, "query" | "language"> = {
  time: null, places: [], people: [], kinds: [], notKinds: [], notPeople: [], notPlaces: [], withoutPeople: false, words: [], notWords: [], order: null, chips: [],
};

/** The plan without the chips the user removed. */
export function dropChips(plan: QueryPlan, ids: string[]): QueryPlan {
  if (ids.length === 0) return plan;
  const gone = new Set(ids);
  const keep = <T>(items: T[], id: (item: T) => string) => items.filter((item) => !gone.has(id(item)));
  return {
    ...plan,
    time: gone.has("time") ? null : plan.time,
    notTime: gone.has("not:time") ? null : plan.notTime ?? null,
    places: keep(plan.places, (p) => `place:${key(p.label)}`),
    people: keep(plan.people, (p) => `person:${key(p.label)}`),
    kinds: keep(plan.kinds, (k) => `kind:${k}`),
    notKinds: keep(plan.notKinds, (k) => `not:kind:${k}`),
    notPeople: keep(plan.notPeople, (p) => `not:person:${key(p.label)}`),
    notPlaces: keep(plan.notPlaces, (p) => `not:place:${key(p.label)}`),
    placeKinds: plan.placeKinds?.filter((k) => !gone.has(placeKindChip(k))),
    notPlaceKinds: plan.notPlaceKinds?.filter((k) => !gone.has(`not:${placeKindChip(k)}`)),
    home: gone.has(HOME_CHIP) ? undefined : plan.home,
    notTrips: gone.has(NOT_TRIPS_CHIP) ? undefined : plan.notTrips,
    withoutPeople: plan.withoutPeople && !gone.has("not:people"),
    withPeople: plan.withPeople && !gone.has(PEOPLE_CHIP),
    peopleCount: gone.has(PEOPLE_COUNT_CHIP) ? undefined : plan.peopleCount,
    peopleAtLeast: gone.has(PEOPLE_COUNT_CHIP) ? undefined : plan.peopleAtLeast,
    group: gone.has(GROUP_CHIP) ? undefined : plan.group,
    undated: gone.has(UNDATED_CHIP) ? undefined : plan.undated,
    unlocated: gone.has(UNLOCATED_CHIP) ? undefined : plan.unlocated,
    words: keep(plan.words, (w) => `word:${w}`),
    literal: plan.literal?.filter((w) => !gone.has(`word:${w}`)),
    doing: plan.doing?.filter((w) => !gone.has(`word:${w}`)),
    moment: plan.moment?.filter((w) => !gone.has(`word:${w}`)),
    modifiers: plan.modifiers?.filter(([m, h]) => !gone.has(`word:${m}`) && !gone.has(`word:${h}`)),
    notWords: keep(plan.notWords, (w) => `not:word:${w}`),
    order: gone.has("count") ? null : plan.order,
    trip: gone.has(TRIP_CHIP) ? undefined : plan.trip,
    tripAnchor: gone.has(TRIP_ANCHOR_CHIP) ? undefined : plan.tripAnchor,
    eventWords: plan.eventWords?.filter((w) => !gone.has(`event:${w}`)),
    onlyPeople: plan.onlyPeople && !gone.has("alone"),
    selfUnknown: plan.selfUnknown && !gone.has("self"),
    collections: plan.collections?.filter((c) => !gone.has(c.key)),
    models: plan.models?.filter((m) => !gone.has(modelChip(m))),
    notModels: plan.notModels?.filter((m) => !gone.has(`not:${modelChip(m)}`)),
    area: gone.has(AREA_CHIP) ? undefined : plan.area,
    chips: plan.chips.filter((chip) => !gone.has(chip.id)),
  };
}

export const key = (label: string) => label.toLowerCase().replace(/\s+/g, "-");

/** The chip id of a kind of place ("setting:by-a-lake"); "not:" before it when left out. */
export const placeKindChip = (kind: PlaceKindRef) => `setting:${key(kind.label)}`;

/**
 * A follow-up ("only the ones in Paris", "not screenshots", "with Leo") applied to the previous
 * plan: what it names is added, a new time replaces the old one, and the rest carries over.
 */
export function refinePlan(previous: QueryPlan, followUp: QueryPlan): QueryPlan {
  const carried = previous.chips.map((chip) => ({ ...chip, span: null }));
  const replacesTime = followUp.time !== null;
  const chips = [...carried.filter((c) => !(replacesTime && c.id === "time") && !followUp.chips.some((f) => f.id === c.id)), ...followUp.chips];
  const union = <T>(a: T[], b: T[], id: (item: T) => string) => [...a, ...b.filter((item) => !a.some((x) => id(x) === id(item)))];
  return {
    query: `${previous.query} → ${followUp.query}`,
    language: previous.language,
    time: followUp.time ?? previous.time,
    notTime: followUp.notTime ?? previous.notTime ?? null,
    // "only the ones in Paris" narrows to Paris rather than adding Paris to the places asked for.
    places: followUp.places.length ? followUp.places : previous.places,
    people: union(previous.people, followUp.people, (p) => p.label),
    kinds: followUp.kinds.length ? followUp.kinds : previous.kinds,
    kindsTogether: followUp.kinds.length ? followUp.kindsTogether : previous.kindsTogether,
    notKinds: union(previous.notKinds, followUp.notKinds, String),
    notPeople: union(previous.notPeople, followUp.notPeople, (p) => p.label),
    notPlaces: union(previous.notPlaces, followUp.notPlaces, (p) => p.label),
    // "only the ones by the lake": a kind of place narrows, as a second one said at once would.
    placeKinds: union(previous.placeKinds ?? [], followUp.placeKinds ?? [], (k) => k.label),
    notPlaceKinds: union(previous.notPlaceKinds ?? [], followUp.notPlaceKinds ?? [], (k) => k.label),
    withoutPeople: previous.withoutPeople || followUp.withoutPeople,
    withPeople: previous.withPeople || followUp.withPeople,
    ...(followUp.home ?? previous.home ? { home: followUp.home ?? previous.home } : {}),
    ...(followUp.notTrips ?? previous.notTrips ? { notTrips: followUp.notTrips ?? previous.notTrips } : {}),
    words: union(previous.words, followUp.words, String),
    notWords: union(previous.notWords, followUp.notWords, String),
    order: followUp.order ?? previous.order,
    eventWords: union(previous.eventWords ?? [], followUp.eventWords ?? [], String),
    onlyPeople: followUp.onlyPeople ?? previous.onlyPeople,
    selfUnknown: previous.selfUnknown || followUp.selfUnknown || undefined,
    // How many are in it and which trip are carried as their chips are: "group photos" → "only the ones in Paris".
    peopleCount: followUp.peopleCount ?? (followUp.peopleAtLeast ? undefined : previous.peopleCount),
    peopleAtLeast: followUp.peopleAtLeast ?? (followUp.peopleCount ? undefined : previous.peopleAtLeast),
    group: followUp.group ?? previous.group,
    undated: followUp.undated ?? previous.undated,
    trip: followUp.trip ?? previous.trip,
    relationWords: union(previous.relationWords ?? [], followUp.relationWords ?? [], String),
    names: union(previous.names ?? [], followUp.names ?? [], String),
    literal: union(previous.literal ?? [], followUp.literal ?? [], String),
    doing: union(previous.doing ?? [], followUp.doing ?? [], String),
    moment: union(previous.moment ?? [], followUp.moment ?? [], String),
    modifiers: [...(previous.modifiers ?? []), ...(followUp.modifiers ?? [])],
    collections: union(previous.collections ?? [], followUp.collections ?? [], (c) => c.key),
    // "only the iphone 8 ones": a camera said again narrows to it, as a place does.
    models: followUp.models?.length ? followUp.models : previous.models,
    notModels: union(previous.notModels ?? [], followUp.notModels ?? [], (m) => m.label),
    area: followUp.area ?? previous.area,
    chips: followUp.places.length ? chips.filter((c) => !c.id.startsWith("place:") || followUp.chips.includes(c)) : chips,
  };
}

/** What the user said of a photo for a search: it is what they meant, or it is not. */
export type Verdict = "good" | "bad";
