/**
 * @file What a query parser is, and which one reads a language. One parser per language; English
 * is the first. Pure types and a registry.
 */
import type { MediaKind, PersonRef, PlaceKind, PlaceRef, QueryPlan } from "../../query/plan";
import type { TimeContext } from "../time-constraint";
import { english } from "./english";

export interface ParseContext extends TimeContext {
  /** The library's people with their names and relations to the user ("my son"). */
  people?: Array<{ name: string; relation: string | null; calledBy?: string[] }>;
  /** Place names of the library's own photos (city, region, country), as shown. */
  places?: string[];
  /** A world place by name (city, state, country, continent, area), for places the library has no photo of yet. */
  gazetteer?: (name: string) => GazetteerPlace | null;
  /** The lake, island, range or region one word of whose name is this one and no other's ("tahoe" → Lake Tahoe). */
  placeByPart?: (word: string) => GazetteerPlace | null;
  /** Whether the library's own words (memories, text read in photos, folders, tags) include this one. */
  knowsWord?: (word: string) => boolean;
  /** Whether the library's own words include this one other than as the name of a place its photos were taken in, or an event's title made of it. */
  knowsWordBesidesPlaces?: (word: string) => boolean;
  /** Whether the library has a word this one is a slip of ("carnaval" for carnival): no two words glued. */
  knowsSlipOf?: (word: string) => boolean;
  /**
   * Whether the user's memories write this word only as someone's name ("lunch with Sofia",
   * `search/memory-names.ts`): a place of the name the library has no photo of is then them.
   */
  namedInMemories?: (word: string) => boolean;
  /**
   * Whether the user's memories speak of their own children ("with the kids", `search/own-children.ts`):
   * a parent says their mother as "nan", as the children do, though no child was named.
   */
  hasChildren?: boolean;
  /** Whether a camera or format of the library's photos is called by this word ("olympus", "leica"). */
  knowsMade?: (word: string) => boolean;
  /** Whether a camera's own name among the library's (not a kind of camera, nor a format) has this word: "iphone", "canon", "lumix". */
  knowsCamera?: (word: string) => boolean;
  /**
   * Whether the library has any photo of this kind. A kind's other words ("movie", "clip", "bill")
   * are ordinary words too: where the library has none of that kind, they are read as words (the
   * cinema's sign), not as a kind that can only answer "none".
   */
  hasKind?: (kind: MediaKind) => boolean;
  /**
   * The ages the library's memories and text say someone named by one of these words reached
   * ("alfie's 8th", "HAPPY 70TH CAROL"), each with when its photo was taken: a query's "Alfie's
   * 10th" is the days of that birthday (`age-birthdays.ts`).
   */
  agesSaid?: (owners: readonly string[]) => Array<{ age: number; takenMs: number }>;
  /** Phrases the user's corrections taught ("son" → Leo, "lake house" → Truckee): `../../learn/aliases.ts`. */
  aliases?: ReadonlyArray<{ words: string[]; person?: PersonRef; place?: PlaceRef; term?: string }>;
  /** Ids of the plan's unsure negation readings (`QueryPlan.readings`) to read the other way: the person flipped them. */
  flipped?: readonly string[];
}

/** What the gazetteer knows of a name: `library/places/gazetteer.ts`'s `NamedPlace`. */
export interface GazetteerPlace {
  label: string;
  lat: number;
  lon: number;
  radiusDeg?: number;
  /** Absent from older gazetteers: then a city. */
  kind?: PlaceKind;
  /** A country, continent or region of countries: ISO 3166-1 codes. */
  countries?: string[];
  /** A state, province or area: ISO 3166-2 codes. */
  divisions?: string[];
  /** A range, island, coast or sea: its shape's id (`library/places/regions.ts`). */
  shape?: string;
  /** A city said with its state or country ("Portland, OR"): the codes of where it is. */
  within?: string[];
  /** Read from a demonym ("Japanese"). */
  demonym?: boolean;
  /** A town too small to be named alone, found by a name no word begins ("Healesville"). */
  town?: boolean;
}

export interface QueryParser {
  /** BCP 47 language of the queries it reads ("en"). */
  language: string;
  parse(query: string, context: ParseContext): QueryPlan;
}

const PARSERS = new Map<string, QueryParser>([[english.language, english]]);

/** The parser for a language, falling back to English, which every library has. */
export function parserFor(language = "en"): QueryParser {
  return PARSERS.get(language.split("-")[0]!.toLowerCase()) ?? english;
}
