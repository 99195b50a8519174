/**
 * @file The MSTS index of one library, in memory: the facts search filters on (time, place,
 * people, kind), layer 1 (space-time tree) and layer 2 (semantic graph), kept in step with the
 * store. Layer 3 (vectors) is `vectors/vector-layer.ts`; full text stays in LanceDB.
 *
 * Runs in the engine's process. A refresh reads the columns it needs from the store and applies
 * what changed to the structures (inserts, moves, removals), so the trees are never rebuilt for a
 * few new photos; a memory the user adds is applied at once.
 */
import * as chrono from "chrono-node";
import { TypedFastBitSet } from "typedfastbitset";
import { SELF_RELATIONS, saysUserIsIn } from "../domain/self-in-words";
import { SemanticGraph, type EntityKind, type Link } from "./graph/semantic-graph";
import { codeGlosses } from "./graph/code-words";
import { foreignGlosses, gluedParts, type ForeignGloss } from "./graph/foreign-words";
import { homographGlosses } from "./graph/homographs";
import { textLanguages, writtenIn } from "./graph/text-languages";
import { paperKinds } from "./paper-kinds";
import { signGlosses } from "./graph/sign-words";
import { agesOwned, saysAgeReached } from "../words/ages-reached";
import { codesIn, fold } from "../words/terms";
import { FactColumns, KIND_BITS } from "./fact-columns";
import { compact, lengthOf, valueAt, type Column } from "./facts-cache";
import type { IndexSnapshots, SavedIndex, SavedLinks } from "./index-snapshot";
import { madeLinks, namesACamera, namesADevice } from "./made-links";
import { RowAddresses } from "./row-addresses";
import { SpaceTimeIndex, type GeoBox } from "./spacetime/space-time-index";
import { faceLinks, faceScene, GROUP_FACES, type FaceScene } from "../library/analysis/expressions";
import { AGREED_OBJECT_WEIGHT, objectTags, objectWords, PROBABLE_OBJECT_WEIGHT, probableEntity } from "../library/analysis/objects";
import { colourLinks } from "../library/analysis/object-colours";
import { wordsOf } from "../words/split-words";
import { englishHas } from "../words/english-word";
import { hasLemma } from "../words/wordnet";
import { UNSURE_KIND_WEIGHT, unsureKinds } from "../library/analysis/object-kinds";
import type { PhotoRow } from "../store/store";

/**
 * A photo as the filters see it: the columns of `photos` read first. `indexed_at` changes when
 * ingestion rewrites the row (a changed file or sidecar), so it stands for the row in signatures.
 */
/** A save of the index's state slower than this (a library of hundreds of thousands) is rationed. */
const SLOW_SAVE_MS = 200;
/** The most of the time slow saves may take while refreshes keep coming. */
const SAVE_SHARE = 0.1;
/**
 * The most photos whose graph is saved with the index's state (`#saveLinks`). Below 20,000 the
 * service builds the graph before the first answer (`api/search/fresh-index.ts`), so reading it back
 * is what a start waits for; above, a start answers first and reads the graph back behind, once no
 * query is under way, in a fraction of the time linking every photo again takes (its lists are
 * kept as read: `SemanticGraph.restore`). At a million the file would be more than the state's
 * own, and the graph is linked again in slices.
 */
const SAVED_GRAPH_MAX = 200_000;

export type FactRow = Pick<PhotoRow, "id" | "path" | "kind" | "taken_ms" | "lat" | "lon" | "place" | "region" | "country" | "region_code" | "country_code" | "people" | "event_id" | "dup_group" | "camera" | "lens" | "taken_source" | "indexed_at"> & {
  /** The part of the city the geocoder named ("Kreuzberg"); absent where a source has none. */
  district?: string | null;
  /** LanceDB's address of the row when the facts were read, to fetch shown rows by; absent for sources without one. */
  _rowid?: number | null;
};

/** The words the graph links a photo to, read after the facts. */
export type TextRow = Pick<PhotoRow, "id" | "rel_dir" | "title" | "description" | "keywords">;

/** Where the index reads from; the service implements it on the store and the analysis tables. */
export interface IndexSource {
  photos(): Promise<FactRow[]>;
  texts(): Promise<TextRow[]>;
  /** What the models found: visual tags as JSON, text read, faces counted (null: not yet). */
  analysis(): Promise<Array<AnalysisFacts & { id: string }>>;
  /** Faces of people the user named. */
  namedFaces(): Promise<Array<{ photo_id: string; name: string }>>;
  people(): Promise<Array<{ name: string; relation: string | null }>>;
  memories(): Promise<Array<{ photo_id: string; text: string }>>;
  /** Events by id and title; trips (`grouping/trips.ts`) also say when they began and ended. */
  events(): Promise<Array<{ id: string; title: string; kind?: string; start_at?: string; end_at?: string }>>;
  /** Where the person said they live, if they did: what "at home" means in search. */
  homeSetting?(): { lat: number; lon: number } | null;
  /** Where the index's built state is kept between starts (`index-snapshot.ts`); without it, an opening builds it from the rows. */
  snapshots?: IndexSnapshots;
}

/** A trip away from home, as the events table holds it: when it began and ended, in floating ms. */
export interface TripSpan {
  id: string;
  title: string;
  startMs: number;
  endMs: number;
}

export type KindFlag = "screenshot" | "video" | "selfie" | "document" | "receipt" | "menu" | "ticket" | "boarding" | "chat";

export interface Facts {
  id: string;
  path: string;
  takenMs: number | null;
  /** The time is only the file's modification time, which a copy resets. */
  mtimeOnly: boolean;
  lat: number | null;
  lon: number | null;
  /** Folded place names: city, region, country, then the part of the city when one was named. */
  places: string[];
  /** The first of `places` is a city (the geocoder found one nearby), not a region or country. */
  inCity: boolean;
  /**
   * Where the boundaries put it: ISO 3166-1 country and ISO 3166-2 division ("US", "US-CA"), what
   * a search for a country, state or continent tests; null without GPS.
   */
  countryCode: string | null;
  regionCode: string | null;
  /** Folded names of the people in it: metadata regions and named faces. */
  people: string[];
  faces: number | null;
  /** People the object detector saw, faces visible or not (a back, a far-off walker). */
  bodies: number;
  /** Whether the object detector has looked at it: a thing it has no word for was then not seen. */
  objectsLookedFor: boolean;
  kinds: ReadonlySet<KindFlag>;
  eventId: string | null;
  /** Copies of the same picture share a group; the answer shows one of them. */
  dupGroup: string | null;
}

/** Most cities of a region whose names are looked for in photos without GPS: the most photographed. */
const CITIES_NAMED_MOST = 24;

/** Kinds of photo whose writing is on paper or a screen, not a sign. */
const PAPER: KindFlag[] = ["receipt", "document", "screenshot"];
/**
 * What makes a photo with no colour a page rather than a black-and-white photo: a kind of paper or
 * screen, or this many words read in it (a note, a sign on a grey wall; an old print has a caption at most).
 */
const PAGES: KindFlag[] = [...PAPER, "menu", "ticket", "boarding", "chat"];
const PAGE_WORDS = 5;

/** CLIP tags at or above this similarity describe the photo (ViT-B/32 scale). */
const TAG_MIN = 0.24;
/** The links whose words are the names of the places photos were taken in: a place's own, and an event's title made of it ("Bath, 11–12 Jun 2022"). */
const PLACE_NAMED: ReadonlySet<EntityKind> = new Set(["place", "event"]);
const FOLDER_NOISE = /^(dcim|camera|pictures|photos|images|\d{3}[a-z_]*|\d{4}(-\d\d)?(-\d\d)?|img|misc|export|exports|backup|upload|uploads|takeout|google photos)$/i;

export class LibraryIndex {
  readonly spaceTime = new SpaceTimeIndex();
  readonly graph = new SemanticGraph();
  /**
   * Photo number by id, made when first asked for, from the facts' ids: a first refresh numbers
   * the photos in the order it reads them and needs no lookup (at a million photos the Map took
   * about a second of the first answer's; the graph, behind it, makes it). Kept up to date after.
   */
  #numberMap: Map<string, number> | null = null;
  /** How many photos a first refresh numbered, while `#numberMap` is not made. */
  #numbered = 0;
  #facts = new FactColumns();
  /** A digest of what each photo's facts were made from: at a million photos the texts themselves would take far more memory. */
  #signatures: number[] = [];
  /** Each photo's LanceDB row address as of the last refresh; −1 for none. */
  #rowIds: number[] = [];
  #placeNames = new Map<string, string>();
  #people: Array<{ name: string; relation: string | null }> = [];
  #years: [number, number] | null = null;
  /** Whether most photos with a position were taken south of the equator: there the seasons are the other months. */
  #southOfEquator = false;
  #birthday: { month: number; day: number } | null = null;
  #trips: TripSpan[] = [];
  #memories = new Map<string, string[]>();
  /** Person → photos, place → photos and extent, duplicate group → size. Remade on refresh. */
  #lookupTables: Lookups | null = null;
  /**
   * Photo numbers by row address, apart from the other lookups: a full-text hit needs only these,
   * so the first word search does not wait for every other lookup to be built.
   */
  #rowAddresses: RowAddresses | null = null;

  get size(): number {
    return this.#numberMap?.size ?? this.#numbered;
  }

  /** Goes up with every refresh, so that views derived from the facts know when to remake themselves. */
  /** The library's trips away from home, earliest first: the Events view's, for search's anchors. */
  trips(): readonly TripSpan[] {
    return this.#trips;
  }

  /** Where the person said they live, as the source said at the last refresh; null when they did not. */
  get homeSetting(): { lat: number; lon: number } | null {
    return this.#homeSetting;
  }
  #homeSetting: { lat: number; lon: number } | null = null;

  get generation(): number {
    return this.#generation;
  }
  #generation = 0;

  /** A place as the library spells it ("São Paulo"), from its folded form; the folded form when unknown. */
  placeName(folded: string): string {
    return this.#placeNames.get(folded) ?? folded;
  }

  number(id: string): number | undefined {
    return this.#numbers().get(id);
  }

  /** Whether photo `n` is in the index, without making its facts. */
  has(n: number): boolean {
    return this.#facts.has(n);
  }

  /** Whether photo `n` is there without a GPS position: a photo (or screenshot) its words may place. */
  unlocated(n: number): boolean {
    return this.#facts.has(n) && !this.#facts.located(n);
  }

  /** Every located photo's number and position, without making facts: a pass over a whole library's GPS. */
  forEachPosition(visit: (n: number, lat: number, lon: number) => void): void {
    for (let n = 0; n < this.#facts.slots; n++) if (this.#facts.located(n)) visit(n, this.#facts.lat(n), this.#facts.lon(n));
  }

  /** Photo `n`'s facts, made from the columns on each call: loops over many photos read the fields below instead. */
  facts(n: number): Facts | null {
    return this.#facts.get(n);
  }

  /** Photo `n`'s id, time and copy group, without making its facts (sorts and scoring ask for thousands). */
  idOf(n: number): string | undefined {
    return this.#facts.id(n);
  }

  takenMs(n: number): number | null {
    return this.#facts.takenMs(n);
  }

  /** Whether photo `n`'s only date is its file's modification time. */
  mtimeOnly(n: number): boolean {
    return this.#facts.mtimeOnly(n);
  }

  dupGroupOf(n: number): string | null {
    return this.#facts.dupGroup(n);
  }

  /**
   * Where photo `n`'s row was when the index last read the store, or null. It goes stale when the
   * table is rewritten (an update, a compaction): a stale address finds no row, never another
   * photo's, so a caller falls back to looking the photo up by id.
   */
  rowId(n: number): number | null {
    const rowId = this.#rowIds[n] ?? -1;
    return rowId >= 0 ? rowId : null;
  }

  /** The photo whose row was at this address when the index last read the store. */
  photoAt(rowId: number): number | undefined {
    return (this.#rowAddresses ??= new RowAddresses(this.#rowIds)).photoAt(rowId);
  }

  /**
   * Orders two photos that rank equal, the same way every run: the shorter file name first, so an
   * original leads its copies ("IMG_0002.jpg" before "IMG_0002 (copy).jpg"), then by path.
   */
  tieOrder(a: number, b: number): number {
    const x = this.#facts.path(a) ?? "";
    const y = this.#facts.path(b) ?? "";
    const byName = x.length - x.lastIndexOf("/") - (y.length - y.lastIndexOf("/"));
    return byName || (x < y ? -1 : x > y ? 1 : 0);
  }

  /** Every photo number in the index. */
  all(): number[] {
    const all: number[] = [];
    for (let n = 0; n < this.#facts.slots; n++) if (this.#facts.has(n)) all.push(n);
    return all;
  }

  #numbers(): Map<string, number> {
    if (this.#numberMap) return this.#numberMap;
    const numbers = new Map<string, number>();
    for (let n = 0; n < this.#facts.slots; n++) {
      const id = this.#facts.id(n);
      if (id !== undefined) numbers.set(id, n);
    }
    return (this.#numberMap = numbers);
  }

  /** What the query parser needs to know of this library. */
  parseContext() {
    return {
      people: this.#people, places: [...this.#placeNames.values()], years: this.#years ?? undefined, southOfEquator: this.#southOfEquator, birthday: this.#birthday,
      knowsWord: (word: string) => this.graph.knows(word), knowsWordBesidesPlaces: (word: string) => {
        const takenIn = this.takenInPlaceNamed(word);
        return this.graph.knowsBesides(word, PLACE_NAMED, (n) => !takenIn(n));
      }, knowsSlipOf: (word: string) => this.graph.knowsSlipOf(word), knowsMade: (word: string) => this.graph.knowsAs(word, "made"),
      knowsCamera: (word: string) => this.graph.namedBy(word, "made").some((made) => namesACamera(made.label)),
      hasKind: (kind: KindFlag | "copy") => (kind === "copy" ? this.hasCopies() : ((this.#kindsPresent ??= this.#facts.kindsPresent()) & KIND_BITS[kind]) !== 0),
      mainCountry: () => this.mainCountry(),
      mainRegion: () => this.mainRegion(),
      saysTogether: (first: string, second: string) => this.saysTogether(first, second),
      agesSaid: (owners: readonly string[]) => this.agesSaid(owners),
    };
  }

  /**
   * Per photo, whether it was taken in a place one of whose names' words is `word` ("UNIVERSITY OF
   * BATH" read in Bath, MARE in Weston-super-Mare: the place's name). The word is read once, for
   * the many photos a common word reaches.
   */
  takenInPlaceNamed(word: string): (n: number) => boolean {
    const said = fold(word).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (!said.length) return () => false;
    return (n) =>
      (this.facts(n)?.places ?? []).some((name) => {
        const named = name.split(/[^\p{L}\p{N}]+/u);
        return said.every((part) => named.includes(part));
      });
  }

  /**
   * The ages its memories, captions and text read in photos say someone named by one of `owners`
   * reached ("alfie's 8th", "HAPPY 70TH CAROL", "my 40th"), each with when the photo it is said of
   * was taken (`words/ages-reached.ts`): what a query's "Alfie's 10th" finds that birthday's days by.
   */
  agesSaid(owners: readonly string[]): Array<{ age: number; takenMs: number }> {
    const wanted = new Set(owners.map((owner) => fold(owner)));
    const said: Array<{ text: string; photos: number[] }> = [];
    // Every memory: "my" is no word the graph keeps, and memories are few.
    for (const [id, memories] of this.#memories) {
      const n = this.number(id);
      if (n !== undefined) for (const text of memories) said.push({ text, photos: [n] });
    }
    for (const owner of wanted) for (const kind of ["text", "caption"] as const) for (const entity of this.graph.namedBy(owner, kind)) said.push({ text: entity.label, photos: entity.photos() });
    const out: Array<{ age: number; takenMs: number }> = [];
    for (const { text, photos } of said) {
      for (const { owner, age } of agesOwned(text)) {
        if (!wanted.has(owner)) continue;
        for (const n of photos) {
          const facts = this.facts(n);
          if (facts?.takenMs != null && !facts.mtimeOnly) out.push({ age, takenMs: facts.takenMs });
        }
      }
    }
    return out;
  }

  /** Whether a memory says these two words one after the other ("the deer in the Phoenix Park": "phoenix", "park"), folded. */
  saysTogether(first: string, second: string): boolean {
    if (this.#pairs?.generation !== this.generation) {
      const pairs = new Set<string>();
      for (const texts of this.#memories.values()) {
        for (const text of texts) {
          const said = wordsOf(text).map((w) => fold(w));
          for (let i = 1; i < said.length; i++) pairs.add(`${said[i - 1]} ${said[i]}`);
        }
      }
      this.#pairs = { generation: this.generation, pairs };
    }
    return this.#pairs.pairs.has(`${fold(first)} ${fold(second)}`);
  }
  #pairs: { generation: number; pairs: Set<string> } | null = null;

  /** The country most of the photos were taken in (ISO 3166-1), worked out when first asked after a change; null with none placed. */
  mainCountry(): string | null {
    return this.#countriesTaken().main;
  }

  /** The region of the main country most of its photos were taken in (ISO 3166-2: "CA-QC"), or null. */
  mainRegion(): string | null {
    return this.#countriesTaken().region;
  }

  /** The countries any photo was taken in (ISO 3166-1). */
  countriesTaken(): ReadonlySet<string> {
    return this.#countriesTaken().all;
  }

  #countriesTaken(): { main: string | null; region: string | null; all: ReadonlySet<string> } {
    if (this.#countries?.generation === this.generation) return this.#countries;
    const counts = new Map<string, number>();
    const regions = new Map<string, number>();
    for (const n of this.all()) {
      const facts = this.facts(n);
      if (facts?.countryCode) counts.set(facts.countryCode, (counts.get(facts.countryCode) ?? 0) + 1);
      if (facts?.regionCode) regions.set(facts.regionCode, (regions.get(facts.regionCode) ?? 0) + 1);
    }
    const most = (tally: Map<string, number>) => [...tally].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    const main = most(counts);
    const region = main ? most(new Map([...regions].filter(([code]) => code.startsWith(`${main}-`)))) : null;
    this.#countries = { generation: this.generation, main, region, all: new Set(counts.keys()) };
    return this.#countries;
  }
  #countries: { generation: number; main: string | null; region: string | null; all: ReadonlySet<string> } | null = null;
  /** The kinds any photo has (`KIND_BITS`), worked out when a query first asks after a refresh. */
  #kindsPresent: number | null = null;

  /**
   * Reads the store and applies what changed since the last refresh. The filters' facts and the
   * space-time tree come first; the graph follows, a slice at a time. With `background`, the
   * refresh returns once the facts are in and the graph fills in behind (`graphReady`), so a large
   * library answers its first query in a second or two, by time, place, people and full text. An
   * empty index whose source saved its state under the same inputs reads that back instead of the
   * rows (`index-snapshot.ts`).
   */
  async refresh(source: IndexSource, options: { background?: boolean } = {}): Promise<{ changed: number; removed: number }> {
    await this.graphReady;
    const { snapshots } = source;
    // Read before the rows: a state saved under it may be newer than it says, never older.
    const version = snapshots ? await snapshots.version().catch(() => null) : null;
    const [analysis, named, people, memories, events] = await Promise.all([source.analysis(), source.namedFaces(), source.people(), source.memories(), source.events()]);
    const analysisById = new Map(analysis.map((a) => [a.id, a]));
    const namedById = group(named, (f) => f.photo_id, (f) => f.name);
    // "Priya and me at the lake": where no person in People is the user, a memory that says "me" puts
    // the user in its photo, as a face named "me" would, so that "me and Priya" finds it.
    const userNamed = people.some((p) => p.relation !== null && SELF_RELATIONS.has(fold(p.relation)));
    const userInMemories = userNamed ? [] : memories.filter((m) => saysUserIsIn(m.text)).map((m) => m.photo_id);
    for (const id of new Set(userInMemories)) namedById.set(id, [...(namedById.get(id) ?? []), USER]);
    const eventTitles = new Map(events.map((e) => [e.id, e.title]));
    this.#trips = events
      .filter((e) => e.kind === "trip" && e.start_at && e.end_at)
      .map((e) => ({ id: e.id, title: e.title, startMs: Date.parse(`${e.start_at}Z`), endMs: Date.parse(`${e.end_at}Z`) }))
      .sort((a, b) => a.startMs - b.startMs);
    this.#homeSetting = source.homeSetting?.() ?? null;
    this.#memories = group(memories, (m) => m.photo_id, (m) => m.text);
    this.#birthday = findBirthday(memories.map((m) => m.text));
    // Everyone the library names: people the user named in the People view (with their relation),
    // and names from face regions and Takeout, which the query parser should read as people too.
    const viewed = people.filter((p): p is { name: string; relation: string | null } => Boolean(p.name));
    if (userInMemories.length) viewed.push({ name: USER, relation: USER });
    const named_ = (tagged: Iterable<string>) => {
      const known = new Set(viewed.map((p) => fold(p.name)));
      this.#people = [...viewed, ...[...tagged].filter((name) => !known.has(fold(name))).map((name) => ({ name, relation: null }))];
    };
    const linkInputs = (row: LinkRow): LinkInputs => {
      const a = analysisById.get(row.id);
      return { row, analysis: a, tags: tagsOf(a), named: namedById.get(row.id) ?? NONE, eventTitle: row.event_id ? eventTitles.get(row.event_id) ?? null : null };
    };
    const inputsKey = version === null ? 0 : inputsDigest(analysis, named, memories, events);
    // The graph saved beside the state: read with it when the first answer waits for the graph,
    // and behind the first answers, as the graph would be linked, when it does not.
    const readLinks = () => snapshots!.readLinks(version!, inputsKey);
    const [saved, savedLinks] = version !== null && this.#facts.slots === 0 ? await Promise.all([snapshots!.read(version, inputsKey), options.background ? null : readLinks()]) : [null, null];
    const restored = saved ? this.#restore(saved) : false;
    if (restored) {
      this.#savedAs = `${version}:${inputsKey}`;
      named_(saved!.tagged);
      const { links } = saved!;
      const inputOf = (n: number) => {
        const id = this.#facts.id(n);
        if (id === undefined) return undefined;
        const text = (column: Column) => valueAt(column, n) as string | null;
        return linkInputs({ id, path: this.#facts.path(n) ?? "", people: text(links.people) ?? "", place: text(links.place), district: text(links.district), region: text(links.region), country: text(links.country), event_id: this.#facts.eventId(n), camera: text(links.camera), lens: text(links.lens) });
      };
      if (options.background) this.#afterFacts(source, inputOf, this.#savedAs, readLinks);
      else this.#afterFacts(source, this.#takeLinks(savedLinks, this.#savedAs) ? null : inputOf, this.#savedAs);
      if (!options.background) await this.graphReady;
      return { changed: this.size, removed: 0 };
    }
    const photos = await source.photos();
    // The same few thousand people lists recur over a library: each distinct one is split once.
    this.#names.clear();
    const tagged = new Set<string>();
    for (const row of photos) {
      if (this.#names.has(row.people)) continue;
      for (const name of this.#namesIn(row.people)) tagged.add(name);
    }
    named_(tagged);
    const placeNames = new Map<string, string>();
    const inputs: Array<LinkInputs<FactRow> | undefined> = [];
    let first = Infinity;
    let last = -Infinity;
    let placed = 0;
    let south = 0;
    let changed = 0;
    // Names repeat across thousands of photos: each distinct one is folded once.
    const folded = new Set<string>();
    // An index with no photos yet numbers them in order: a photo's id is the photos table's key, so
    // no row is met twice, and the lookup by id is made when first asked for.
    const numbers = this.#facts.slots === 0 ? null : this.#numbers();
    if (!numbers) this.#numberMap = null;
    const nameOnce = (name: string | null) => {
      if (name && !folded.has(name)) {
        folded.add(name);
        placeNames.set(fold(name), name);
      }
    };
    for (const row of photos) {
      nameOnce(row.place);
      nameOnce(row.district ?? null);
      nameOnce(row.region);
      nameOnce(row.country);
      if (row.lat !== null) {
        placed++;
        if (row.lat < 0) south++;
      }
      if (row.taken_ms !== null) {
        if (row.taken_ms < first) first = row.taken_ms;
        if (row.taken_ms > last) last = row.taken_ms;
      }
      const input = linkInputs(row) as LinkInputs<FactRow>;
      const a = input.analysis;
      // Cheap to compare at 100,000 photos: what each source says changes when its content does.
      const memoryCount = this.#memories.get(row.id)?.length ?? 0;
      // The path too: a rename or move keeps indexed_at, and the timeline shows the name.
      const signature = digest(row.indexed_at, row.path, row.dup_group ?? "", a?.version ?? "", input.named.length ? input.named.join(",") : "", memoryCount ? String(memoryCount) : "0", input.eventTitle ?? "");
      let n = numbers?.get(row.id);
      const fresh = n === undefined;
      if (n === undefined) {
        n = this.#facts.slots;
        numbers?.set(row.id, n);
      }
      inputs[n] = input;
      // A compaction moves rows without changing them: the address is kept up to date either way.
      this.#rowIds[n] = row._rowid ?? -1;
      if (this.#signatures[n] === signature) continue;
      this.#signatures[n] = signature;
      this.#applyFacts(n, input, fresh);
      changed++;
    }
    let removed = 0;
    if (numbers) for (const [id, n] of numbers) {
      if (inputs[n]) continue;
      this.spaceTime.remove(n);
      this.graph.removePhoto(n);
      this.#facts.remove(n);
      this.#rowIds[n] = -1;
      this.#textSignatures[n] = -1;
      numbers.delete(id);
      removed++;
    }
    this.#numbered = numbers ? 0 : this.#facts.slots;
    this.#placeNames = placeNames;
    this.#southOfEquator = south * 2 > placed;
    this.#years = first <= last ? [new Date(first).getUTCFullYear(), new Date(last).getUTCFullYear()] : null;
    // Making the saved state holds this thread (about a second at a million photos), and indexing
    // refreshes every few seconds: a slow save is made at most a tenth of the time. The state a
    // skipped save would have written is written by the next refresh due, or rebuilt at the next open.
    const due = this.#lastSave.took < SLOW_SAVE_MS || Date.now() - this.#lastSave.at >= this.#lastSave.took / SAVE_SHARE;
    if (version !== null && this.#savedAs !== `${version}:${inputsKey}` && due) {
      const started = performance.now();
      const state = this.#save(inputs, tagged);
      this.#lastSave = { at: Date.now(), took: performance.now() - started };
      this.#savedAs = `${version}:${inputsKey}`;
      this.#saving = snapshots!.write(version, inputsKey, state);
    }
    this.#afterFacts(source, (n) => inputs[n], version !== null && this.#savedAs === `${version}:${inputsKey}` ? this.#savedAs : "");
    if (!options.background) await this.graphReady;
    return { changed, removed };
  }

  /** The inputs and version the saved state was last written or read under: a refresh that changes neither does not write it again. */
  #savedAs = "";
  /** When the saved state was last made, and how long that held the thread. */
  #lastSave = { at: 0, took: 0 };
  /** The write of the saved state under way, which `graphReady` waits for too (tests remove their folders after it). */
  #saving: Promise<void> = Promise.resolve();

  /**
   * Resolves once the state of the last refresh is saved, when its source keeps one (a start that
   * ends soon waits for it). A graph save the ration put off is written now: the next start reads
   * it back instead of linking every photo again.
   */
  get saved(): Promise<void> {
    return this.graphReady.then(() => {
      const due = this.#linksDue;
      if (due) this.#writeLinks(due.source, due.savedAs);
      return Promise.all([this.#saving, this.#savingLinks]).then(() => undefined);
    });
  }

  /**
   * What every refresh does once the facts are in: views are remade, and the graph and the lookups
   * are built behind. `inputOf` null: the graph was read back with the state, and is linked
   * already. `savedAs`: the key the state of these very facts was saved or read under, for the
   * graph to be saved beside it; "" when it was not (no snapshots, or a save skipped).
   */
  #afterFacts(source: IndexSource, inputOf: ((n: number) => LinkInputs | undefined) | null, savedAs: string, savedLinks?: () => Promise<SavedLinks | null>): void {
    this.#lookupTables = null;
    this.#kindsPresent = null;
    this.#rowAddresses = null;
    this.#generation++;
    // The lookups are a pass over every photo (up to a second at a million), and the space-time
    // tree median splits of them: both are built behind the graph, so that no query waits for
    // them (the first queries scan the points instead, `kdtree.ts`).
    const saving = this.#saving;
    // A graph read back, the tree and the lookups each hold the thread for tens of ms at 100,000
    // photos: each waits for the queries under way, so that a first query asked meanwhile answers
    // as soon as without them (a graph linked from the rows lets queries in between its slices).
    const link = async () => {
      const saved = savedLinks ? await this.#quiet().then(savedLinks).catch(() => null) : null;
      if (saved && this.#takeLinks(await this.#quiet().then(() => saved), savedAs)) return;
      if (inputOf) await this.#linkAll(source, inputOf);
    };
    this.graphReady = link().then(async () => {
      await this.#quiet();
      this.spaceTime.settle();
      await this.#quiet();
      this.#lookups();
      this.#saveLinks(source, savedAs);
      await saving;
    });
  }

  #answering = 0;
  #whenQuiet: Array<() => void> = [];

  /**
   * Runs one query's retrieval ahead of what a refresh builds behind the facts (`#quiet`). The
   * work must not wait for `graphReady`, which waits for it.
   */
  async answering<T>(work: () => Promise<T>): Promise<T> {
    this.#answering++;
    try {
      return await work();
    } finally {
      if (--this.#answering === 0) for (const wake of this.#whenQuiet.splice(0)) wake();
    }
  }

  /** A turn of the event loop once no query is under way. */
  #quiet(): Promise<void> {
    return new Promise((resolve) => (this.#answering === 0 ? setImmediate(resolve) : this.#whenQuiet.push(() => setImmediate(resolve))));
  }

  /**
   * Takes the graph saved beside the state read under `savedAs`, when it fits the facts and the
   * graph is still empty (a memory told meanwhile adds to it): whether it did. Otherwise the
   * photos are linked from their rows.
   */
  #takeLinks(saved: SavedLinks | null, savedAs: string): boolean {
    if (!saved || saved.textSignatures.length > this.#facts.slots || !this.graph.isEmpty || !this.graph.restore(saved.graph)) return false;
    this.#linksSavedAs = savedAs;
    saved.textSignatures.forEach((signature, n) => (this.#textSignatures[n] = signature));
    // Made by linking otherwise, and counted by: a removed photo's slot stays in the facts.
    this.#numbers();
    return true;
  }

  /** The state the graph was last saved or read under (`#savedAs`'s key). */
  #linksSavedAs = "";
  #savingLinks: Promise<void> = Promise.resolve();
  #lastLinksSave = { at: 0, took: 0 };

  /**
   * Saves the graph beside the state saved under `savedAs`, once it is linked to the same rows.
   * Only where a query waits for the graph (a library too large has its graph built behind its
   * first answers, and its graph would be most of the file and of the time to write it).
   */
  #saveLinks(source: IndexSource, savedAs: string): void {
    // A save put off earlier is of a graph this refresh has changed since.
    this.#linksDue = null;
    if (!source.snapshots || !savedAs || this.#linksSavedAs === savedAs || this.size > SAVED_GRAPH_MAX) return;
    // Rationed as the state's saves are, while indexing refreshes every few seconds.
    if (this.#lastLinksSave.took >= SLOW_SAVE_MS / 4 && Date.now() - this.#lastLinksSave.at < this.#lastLinksSave.took / SAVE_SHARE) {
      this.#linksDue = { source, savedAs };
      return;
    }
    this.#writeLinks(source, savedAs);
  }

  /** A graph save the ration put off, for `saved` to write. */
  #linksDue: { source: IndexSource; savedAs: string } | null = null;

  #writeLinks(source: IndexSource, savedAs: string): void {
    this.#linksDue = null;
    const [version, inputs] = savedAs.split(":").map(Number) as [number, number];
    const started = performance.now();
    const links = { graph: this.graph.save(), textSignatures: Float64Array.from(this.#textSignatures, (s) => s ?? -1) };
    this.#linksSavedAs = savedAs;
    this.#savingLinks = source.snapshots!.writeLinks(version, inputs, links);
    this.#lastLinksSave = { at: Date.now(), took: performance.now() - started };
  }

  /** The state `index-snapshot.ts` keeps, from the facts just built and the rows they came from. */
  #save(inputs: Array<LinkInputs<FactRow> | undefined>, tagged: Set<string>): SavedIndex {
    const slots = this.#facts.slots;
    // Loops, not `Array.from` with a function: at a million photos that costs a refresh seconds.
    const column = (pick: (row: FactRow) => string | null) => {
      const values = new Array<string | null>(slots);
      for (let n = 0; n < slots; n++) {
        const input = inputs[n];
        values[n] = input ? pick(input.row) : null;
      }
      return compact(values);
    };
    const numbers = (values: number[]) => {
      const out = new Float64Array(slots);
      for (let n = 0; n < slots; n++) out[n] = values[n] ?? -1;
      return out;
    };
    return {
      facts: this.#facts.save(),
      spaceTime: this.spaceTime.save(),
      signatures: numbers(this.#signatures),
      rowIds: numbers(this.#rowIds),
      links: { people: column((r) => r.people), place: column((r) => r.place), district: column((r) => r.district ?? null), region: column((r) => r.region), country: column((r) => r.country), camera: column((r) => r.camera), lens: column((r) => r.lens) },
      placeNames: [...this.#placeNames],
      tagged: [...tagged],
      years: this.#years,
      southOfEquator: this.#southOfEquator,
    };
  }

  /** Takes a saved state in whole, or nothing of it when any part is damaged (then the rows are read as if there were none). */
  #restore(saved: SavedIndex): boolean {
    let facts: FactColumns;
    try {
      facts = FactColumns.restore(saved.facts);
      const { slots } = facts;
      const { links } = saved;
      if (saved.signatures.length !== slots || saved.rowIds.length !== slots || ![links.people, links.place, links.district, links.region, links.country, links.camera, links.lens].every((c) => lengthOf(c) === slots)) return false;
      this.spaceTime.restore(saved.spaceTime);
    } catch {
      return false;
    }
    this.#facts = facts;
    this.#signatures = numbersOf(saved.signatures);
    this.#rowIds = numbersOf(saved.rowIds);
    this.#numberMap = null;
    this.#numbered = facts.slots;
    for (const list of facts.lists) this.#lists.set(list.join("\u0001"), list);
    this.#placeNames = new Map(saved.placeNames);
    this.#years = saved.years;
    this.#southOfEquator = saved.southOfEquator;
    return true;
  }

  /** Resolves when the graph has caught up with the last refresh. */
  graphReady: Promise<void> = Promise.resolve();

  /** A digest of each photo's texts, not the texts: at a million photos they would double the index. */
  readonly #textSignatures: number[] = [];

  async #linkAll(source: IndexSource, inputOf: (n: number) => LinkInputs | undefined): Promise<void> {
    const texts = await source.texts();
    const numbers = this.#numbers();
    for (let i = 0; i < texts.length; i++) {
      const text = texts[i]!;
      const n = numbers.get(text.id);
      const input = n === undefined ? undefined : inputOf(n);
      if (n === undefined || !input) continue;
      const signature = digest(`${this.#signatures[n]}\u0002${text.rel_dir}\u0001${text.title}\u0001${text.description}\u0001${text.keywords}`);
      if (this.#textSignatures[n] !== signature) {
        this.#textSignatures[n] = signature;
        this.#applyLinks(n, input, text);
      }
      // Let queries in between slices: a large library's graph takes seconds to build. A query
      // waits behind one slice at each of its awaits, so slices are kept to a few milliseconds.
      if (i % 250 === 249) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** A memory the user just told: searchable now, before the next refresh. */
  addMemory(photoId: string, text: string): void {
    this.#memories.set(photoId, [...(this.#memories.get(photoId) ?? []), text]);
    const n = this.#numbers().get(photoId);
    if (n === undefined) return;
    const birthday = findBirthday([text]);
    if (birthday) this.#birthday = birthday;
    // The graph links are rebuilt from the photo's texts; forcing the signature stale makes the next refresh agree.
    this.#signatures[n] = -1;
    this.#textSignatures[n] = -1;
    this.graph.addLink(n, { kind: "memory", text });
    for (const link of [...translatedLinks("memory", text), ...birthdayLinks("memory", text)]) this.graph.addLink(n, link);
    // What was said changed: views made from it (who a memory names, which cities) are remade.
    this.#generation++;
  }

  /** Ids of the photos the user told something about: their own corpus, for P-Anchor. */
  photosWithMemories(): string[] {
    return [...this.#memories.keys()];
  }

  /** How many photos have memories, without listing them (asked on every search). */
  get memoryPhotoCount(): number {
    return this.#memories.size;
  }

  memoriesOf(photoId: string): string[] {
    return this.#memories.get(photoId) ?? [];
  }

  /**
   * Where a place the library knows is: the extent of its photos that carry the name, padded, so
   * photos just outside the geocoded town still count.
   */
  placeBoxes(label: string): GeoBox[] {
    const box = this.#lookups().places.get(fold(label))?.box;
    const pad = 0.05;
    return box ? [{ latMin: box.latMin - pad, latMax: box.latMax + pad, lonMin: box.lonMin - pad, lonMax: box.lonMax + pad }] : [];
  }

  /** Photos whose place, region or country is called this. */
  photosNamed(place: string): TypedFastBitSet {
    return this.bitmap(this.#lookups().places.get(fold(place))?.photos ?? []);
  }

  /** Whether some photo was taken in a city of this name: "Osaka" the city, not only a prefecture called so. */
  isCity(place: string): boolean {
    return this.#lookups().cities.has(fold(place));
  }

  /** Photos the boundaries put in any of these countries (ISO 3166-1) or divisions (ISO 3166-2). */
  photosWithin(codes: { countries?: readonly string[]; divisions?: readonly string[] }): TypedFastBitSet {
    const { byCode } = this.#lookups();
    const out = this.bitmap();
    for (const code of [...(codes.countries ?? []), ...(codes.divisions ?? [])]) for (const n of byCode.get(code) ?? []) out.add(n);
    return out;
  }

  /**
   * The library's cities that lie in any of these countries or divisions, by the boundaries their
   * located photos are in: what a photo without GPS may name to be there ("Cape Town trip/").
   */
  citiesWithin(codes: { countries?: readonly string[]; divisions?: readonly string[] }): string[] {
    const wanted = [...(codes.countries ?? []), ...(codes.divisions ?? [])];
    // The most photographed first, and a few dozen at most: one graph question asks for all of them.
    const { cityCodes, places } = this.#lookups();
    const inside = [...cityCodes].filter(([, has]) => wanted.some((code) => has.has(code))).map(([city]) => city);
    return inside.sort((a, b) => (places.get(b)?.photos.length ?? 0) - (places.get(a)?.photos.length ?? 0)).slice(0, CITIES_NAMED_MOST);
  }

  /**
   * Whether the photo's only date is a file time a bulk copy wrote (several files within seconds):
   * that is when they were copied, not taken, so no time asked for holds them.
   */
  copyDated(n: number): boolean {
    return this.#lookups().copyDated.has(n);
  }

  /** Photos a person is in, by their face regions, Takeout tags or named faces. */
  photosOf(name: string): TypedFastBitSet {
    return this.bitmap(this.#lookups().people.get(fold(name)) ?? []);
  }

  /** The days out that have photos without a location, with their located photos: few, so a place query checks them all. */
  dayOuts(): Iterable<DayOut> {
    return this.#lookups().dayOuts.values();
  }

  /** Whether photo `n` is one of two or more copies of a picture. */
  isCopied(n: number): boolean {
    const group = this.#facts.dupGroup(n);
    return group !== null && this.copies(group) > 1;
  }

  /** Whether the library holds any picture more than once. */
  hasCopies(): boolean {
    for (const count of this.#lookups().copies.values()) if (count > 1) return true;
    return false;
  }

  /** How many photos of the library are in a duplicate group. */
  copies(group: string): number {
    return this.#lookups().copies.get(group) ?? 1;
  }

  /** A bitmap of these photos, sized for every photo number so that adding never regrows it. */
  bitmap(photos: Iterable<number> = []): TypedFastBitSet {
    const set = new TypedFastBitSet(null, new Uint32Array((this.#facts.slots + 32) >>> 5));
    for (const n of photos) set.add(n);
    return set;
  }

  /** One pass over the facts for every lookup a query needs. */
  #lookups(): Lookups {
    if (this.#lookupTables) return this.#lookupTables;
    const tables: Lookups = { people: new Map(), places: new Map(), cities: new Set(), cityCodes: new Map(), byCode: new Map(), copies: new Map(), dayOuts: new Map(), copyDated: copiedTogether(this.#facts) };
    // Each pass makes one photo's facts at a time from the columns (it runs behind the graph).
    const each = (visit: (facts: Facts, n: number) => void) => {
      for (let n = 0; n < this.#facts.slots; n++) {
        const facts = this.#facts.get(n);
        if (facts) visit(facts, n);
      }
    };
    // Files dated by their copy time cluster by accident: only a camera's date puts a photo on a day out.
    each((facts, n) => {
      if (!facts.eventId || facts.lat !== null || facts.takenMs === null || facts.mtimeOnly) return;
      let dayOut = tables.dayOuts.get(facts.eventId);
      if (!dayOut) tables.dayOuts.set(facts.eventId, (dayOut = { located: [], unlocated: [] }));
      dayOut.unlocated.push(n);
    });
    each((facts, n) => {
      for (const person of facts.people) {
        let photos = tables.people.get(person);
        if (!photos) tables.people.set(person, (photos = []));
        photos.push(n);
      }
      if (facts.inCity) {
        tables.cities.add(facts.places[0]!);
        let codes = tables.cityCodes.get(facts.places[0]!);
        if (!codes) tables.cityCodes.set(facts.places[0]!, (codes = new Set()));
        if (facts.countryCode) codes.add(facts.countryCode);
        if (facts.regionCode) codes.add(facts.regionCode);
      }
      for (const code of [facts.countryCode, facts.regionCode]) {
        if (!code) continue;
        let photos = tables.byCode.get(code);
        if (!photos) tables.byCode.set(code, (photos = []));
        photos.push(n);
      }
      for (const name of facts.places) {
        let place = tables.places.get(name);
        if (!place) tables.places.set(name, (place = { photos: [], box: null }));
        place.photos.push(n);
        const { lat, lon } = facts;
        if (lat === null || lon === null) continue;
        // Widened in place: a new box per photo was 100,000 objects for the collector.
        const box = (place.box ??= { latMin: lat, latMax: lat, lonMin: lon, lonMax: lon });
        if (lat < box.latMin) box.latMin = lat;
        if (lat > box.latMax) box.latMax = lat;
        if (lon < box.lonMin) box.lonMin = lon;
        if (lon > box.lonMax) box.lonMax = lon;
      }
      if (facts.dupGroup) tables.copies.set(facts.dupGroup, (tables.copies.get(facts.dupGroup) ?? 0) + 1);
      if (facts.eventId && facts.lat !== null) tables.dayOuts.get(facts.eventId)?.located.push(n);
    });
    // In time order, so a place query finds the located photos beside one without GPS by halving.
    const taken = (n: number) => this.#facts.takenMs(n) ?? 0;
    for (const dayOut of tables.dayOuts.values()) dayOut.located.sort((a, b) => taken(a) - taken(b) || a - b);
    return (this.#lookupTables = tables);
  }

  /**
   * One frozen copy of each distinct list of places or people, and of each set of kinds: a
   * million photos share a few thousand of them, so the facts stay small.
   */
  readonly #lists = new Map<string, string[]>();

  #shared(list: string[]): string[] {
    const key = list.join("\u0001");
    let shared = this.#lists.get(key);
    if (!shared) this.#lists.set(key, (shared = Object.freeze(list) as string[]));
    return shared;
  }

  /**
   * A photo's folded places, shared: the same few thousand city, region and country triples recur,
   * and are folded once. Looked up by the names themselves, city then region then country: a key
   * made of the three was a new string per photo.
   */
  readonly #placeLists = new Map<string | null, Map<string | null, Map<string | null, Map<string | null, string[]>>>>();

  #placesOf(row: FactRow): string[] {
    let byRegion = this.#placeLists.get(row.place);
    if (!byRegion) this.#placeLists.set(row.place, (byRegion = new Map()));
    let byCountry = byRegion.get(row.region);
    if (!byCountry) byRegion.set(row.region, (byCountry = new Map()));
    let byDistrict = byCountry.get(row.country);
    if (!byDistrict) byCountry.set(row.country, (byDistrict = new Map()));
    const district = row.district ?? null;
    let list = byDistrict.get(district);
    if (!list) byDistrict.set(district, (list = this.#shared(placeNamesOf(row).map(fold))));
    return list;
  }

  /** The names in a `people` column, split once per distinct value in a refresh (`namesIn`). */
  readonly #names = new Map<string, string[]>();

  #namesIn(people: string): string[] {
    let names = this.#names.get(people);
    if (!names) this.#names.set(people, (names = namesIn(people)));
    return names;
  }

  /** Folded names of a photo's people: shared by every photo with the same `people` and no named faces. */
  readonly #foldedPeople = new Map<string, string[]>();

  #peopleOf(row: LinkRow, named: string[]): string[] {
    if (named.length > 0) return this.#shared(peopleOf(row, named).map(fold));
    let list = this.#foldedPeople.get(row.people);
    if (!list) this.#foldedPeople.set(row.people, (list = this.#shared(this.#namesIn(row.people).map(fold))));
    return list;
  }

  /** `fresh`: the photo is new to the index, so there is nothing of it to move or take out first. */
  #applyFacts(n: number, input: LinkInputs<FactRow>, fresh: boolean): void {
    const { row, analysis, named, tags } = input;
    const text = analysis?.ocr_text ?? "";
    // Flags, not a set per photo: a million photos share a handful of sets (`FactColumns.kindsOf`).
    let kinds = 0;
    if (row.kind === "screenshot") kinds |= KIND_BITS.screenshot;
    if (row.kind === "video") kinds |= KIND_BITS.video;
    if ((row.lens && /front/i.test(row.lens)) || tags.includes("selfie") || (analysis?.expressions && faceScene(analysis.expressions).selfie)) kinds |= KIND_BITS.selfie;
    // Most photos have no text read in them: their checks below would only allocate (at 100,000 photos, GC at open).
    // What the text is printed on (a receipt, a menu, a ticket, a chat), or what CLIP calls it.
    if (text.trim()) for (const kind of paperKinds({ text, screenshot: row.kind === "screenshot", glosses: (input.glosses = foreignGlosses(text)) })) kinds |= KIND_BITS[kind];
    if (tags.includes("receipt")) kinds |= KIND_BITS.receipt;
    if (tags.includes("document") || kinds & KIND_BITS.receipt || (text && text.split(/\s+/).filter((w) => w.length > 2).length >= 25)) kinds |= KIND_BITS.document;
    this.#facts.set(n, {
      id: row.id,
      path: row.path,
      takenMs: row.taken_ms,
      mtimeOnly: row.taken_source === "mtime",
      lat: row.lat,
      lon: row.lon,
      places: this.#placesOf(row),
      inCity: Boolean(row.place),
      countryCode: row.country_code ?? null,
      regionCode: row.region_code ?? null,
      people: this.#peopleOf(row, named),
      faces: analysis?.faces ?? null,
      bodies: analysis?.objects ? (objectTags(analysis.objects).find((o) => o.label === "person")?.count ?? 0) : 0,
      objectsLookedFor: analysis?.objects != null,
      eventId: row.event_id,
      dupGroup: row.dup_group,
    }, kinds);
    if (fresh) this.spaceTime.add(n, row.lat, row.lon, row.taken_ms);
    else this.spaceTime.upsert(n, row.lat, row.lon, row.taken_ms);
  }

  #applyLinks(n: number, { row, analysis, tags, named, eventTitle, glosses }: LinkInputs, texts: TextRow): void {
    const text = analysis?.ocr_text ?? "";
    const folders = texts.rel_dir.split("/").filter((segment) => segment && !FOLDER_NOISE.test(segment));
    const kinds = unsureKinds(analysis?.objects ?? null);
    const confused = new Set(kinds.flatMap((k) => k.classes));
    // Its words of other languages, by their dictionary English: read once for their links and for the language they are in.
    const glossed = glosses ?? (text.trim() ? foreignGlosses(text) : []);
    const links: Array<{ kind: EntityKind; text: string }> = [
      ...peopleOf(row, named).map((text) => ({ kind: "person" as const, text })),
      // The part of a city is a place the parser reads by name, not a word of the graph: its names
      // ("McMahons Point") would be one more near spelling of every query word ("marahon").
      ...[row.place, row.region, row.country].filter((p): p is string => Boolean(p)).map((text) => ({ kind: "place" as const, text })),
      // "Dave iPhone", "Mum's phone": a folder of the device the photos came off says how they were made, and by whose phone, not who is in them.
      ...folders.map((text) => (namesADevice(text) ? { kind: "made" as const, text, strict: true } : { kind: "folder" as const, text })),
      ...texts.keywords.split("\n").filter(Boolean).map((text) => ({ kind: "tag" as const, text })),
      ...[texts.title, texts.description].filter((t): t is string => Boolean(t)).map((text) => ({ kind: "caption" as const, text })),
      ...(this.#memories.get(row.id) ?? []).map((text) => ({ kind: "memory" as const, text })),
      ...(text ? [{ kind: "text" as const, text }] : []),
      // Words OCR glued where the print spaced them ("ENTRADAGENERAL") are found apart: "entrada", "general".
      ...(text ? gluedLinks(text) : []),
      // A name printed glued to what the place is ("FERGBURGER"): found by its last word, "burger".
      ...(text ? namedThingLinks(text) : []),
      // A code printed apart is also found glued, and glued apart: "LH 2034" by "LH2034".
      ...(text ? codesIn(text).map(({ said, forms }) => ({ kind: "text" as const, text: said, words: `${said} ${forms.join(" ")}` })) : []),
      // A sign abroad is found by what it says in English: FARMACIA by "pharmacy" (and so "drugstore").
      ...(text ? signGlosses(text).map(({ said, english }) => ({ kind: "text" as const, text: `${said} (${english[0]})`, words: english.join(" "), strict: true })) : []),
      // Any other word of another language read or written of it, by its dictionary English: PARKSCHEIN by "parking", "Bäckerei" in a memory by "bakery".
      ...translatedLinks("text", text, glossed),
      ...(this.#memories.get(row.id) ?? []).flatMap((memory) => translatedLinks("memory", memory)),
      // "Marija turned 80", "dad's 60th": a birthday, said without the word.
      ...(this.#memories.get(row.id) ?? []).flatMap((memory) => birthdayLinks("memory", memory)),
      ...[texts.title, texts.description].flatMap((caption) => (caption ? birthdayLinks("caption", caption) : [])),
      // "HAPPY 11TH" on a banner, "EMMA IS SIX": a birthday too, though the print never says the word.
      ...(text ? birthdayLinks("text", text) : []),
      // "HAPPY 10TH BIRTHDAY ALFIE" on a banner, a caption's "Mum's 70th": whose age it says, kept whole and reached by whose it is (`agesSaid`).
      ...[["text", text], ["caption", texts.title], ["caption", texts.description]].flatMap(([kind, said]) => {
        const owners = said ? agesOwned(said).map((a) => a.owner) : [];
        return owners.length ? [{ kind: kind as "text" | "caption", text: said!.trim(), words: owners.join(" "), strict: true }] : [];
      }),
      // The language its text is written in, by the word people say it by: "the sign in Japanese".
      ...textLanguages(text, glossed).map((words) => ({ kind: "text" as const, text: `written in ${words.split(" ").at(-1)}`, words, strict: true })),
      // A code is found by what it stands for: "IB 3170" by "Iberia" and "flight", "MAD" by "Madrid", "£" by "pounds".
      ...(text ? codeGlosses(text).map(({ said, words }) => ({ kind: "text" as const, text: `${said} (${words[0]})`, words: words.join(" "), strict: true })) : []),
      // Text read in a photo means it shows writing, whatever the words: "the sign", "the note". A
      // receipt, a document or a screenshot has writing but is no sign ("Sydney minus the signs").
      ...(text.trim() ? [{ kind: "looks" as const, text: PAPER.some((k) => this.#facts.hasKind(n, k)) ? "text writing words" : "text sign writing words" }] : []),
      ...tags.map((text) => ({ kind: "looks" as const, text })),
      // [Note: Two models agree] (library/analysis/objects.ts): CLIP's concepts confirm the detector's things.
      // [Note: Probable tags] (library/analysis/objects.ts): below its class's line, a thing is still found, after the sure ones.
      ...objectTags(analysis?.objects ?? null, undefined, tags, { probable: true }).filter((o) => !(o.probable && confused.has(o.label))).map((o) => (o.probable ? { kind: "object" as const, text: probableEntity(o.label), words: objectWords(o.label), weight: PROBABLE_OBJECT_WEIGHT } : { kind: "object" as const, text: o.label, words: objectWords(o.label), ...(o.agreed ? { weight: AGREED_OBJECT_WEIGHT } : {}) })),
      // A thing the detector saw as several confusable classes, none surely: the kind they share ("an animal"), in place of a probable species.
      ...kinds.map((k) => ({ kind: "object" as const, text: k.label, words: k.words, weight: UNSURE_KIND_WEIGHT })),
      // Black and white, and the colour of each thing found ("red car"): `library/analysis/object-colours.ts`.
      ...colourLinks(analysis?.colours, analysis?.objects, tags, () => PAGES.some((k) => this.#facts.hasKind(n, k)) || wordsOf(text).length >= PAGE_WORDS),
      ...faceLinks(analysis?.faces, groupOfNamed(faceScene(analysis?.expressions), peopleOf(row, named).length)).map((f) => ({ kind: "object" as const, text: f.label, words: f.words })),
      ...(eventTitle ? [{ kind: "event" as const, text: eventTitle }] : []),
      ...madeLinks(row),
    ];
    this.graph.setPhoto(n, { event: row.event_id, links });
  }
}

type AnalysisFacts = {
  tags: string;
  /** What the object detector found (`library/analysis/objects.ts`), or null when it has not run. */
  objects?: string | null;
  /** Each face's smile and width (`library/analysis/expressions.ts`), or null. */
  expressions?: string | null;
  /** Whether it is black and white, and the colour of its parts (`native/colour-grid.ts`), or null before they were read. */
  colours?: string | null;
  ocr_text: string;
  faces: number | null;
  /** Changes whenever the results do: the bytes they came from, the model, and which passes ran. */
  version: string;
};
/** Folded person name → photos; folded place name → photos and extent; country or division code → photos; duplicate group → size. */
type Lookups = {
  people: Map<string, number[]>;
  places: Map<string, { photos: number[]; box: GeoBox | null }>;
  cities: Set<string>;
  /** Folded city → the country and division codes its located photos carry. */
  cityCodes: Map<string, Set<string>>;
  byCode: Map<string, number[]>;
  copies: Map<string, number>;
  dayOuts: Map<string, DayOut>;
  /** Photos dated only by a file time that a bulk copy wrote: `copiedTogether`. */
  copyDated: Set<number>;
};

/** Fewest files dated only by their file time, each within `COPY_GAP_MS` of the next, that make a bulk copy. */
const COPY_BURST = 5;
const COPY_GAP_MS = 10_000;

/** How far from its folder's camera dates a file time may lie and still be when the photo was taken. */
const FOLDER_SPAN_MS = 7 * 86_400_000;

/**
 * Photos dated only by file times that say when they were copied, not taken:
 * - a burst: five or more files each within ten seconds of the next is a copy of a folder, not a
 *   camera (screenshots saved as PNG keep their own times, spread over the day);
 * - the same time to the second on two files or more, which a copy or a sync tool writes;
 * - a time a week or more from every camera date in its folder ("2021/Rome trip" copied in 2026).
 */
function copiedTogether(facts: FactColumns): Set<number> {
  const dated: number[] = [];
  for (let n = 0; n < facts.slots; n++) if (facts.mtimeOnly(n) && facts.takenMs(n) !== null) dated.push(n);
  const out = new Set<number>();
  if (dated.length === 0) return out;
  dated.sort((a, b) => facts.takenMs(a)! - facts.takenMs(b)!);
  for (let start = 0; start < dated.length; ) {
    let end = start + 1;
    while (end < dated.length && facts.takenMs(dated[end]!)! - facts.takenMs(dated[end - 1]!)! <= COPY_GAP_MS) end++;
    const same = dated.slice(start, end).every((n) => facts.takenMs(n) === facts.takenMs(dated[start]!));
    if (end - start >= COPY_BURST || (same && end - start >= 2)) for (let i = start; i < end; i++) out.add(dated[i]!);
    start = end;
  }
  const folder = (n: number) => folderOf(facts.path(n) ?? "");
  const asked = new Map<string, number[]>();
  for (const n of dated) {
    if (out.has(n)) continue;
    const dir = folder(n);
    const photos = asked.get(dir);
    if (photos) photos.push(n);
    else asked.set(dir, [n]);
  }
  if (asked.size === 0) return out;
  // The camera dates of those folders' other photos, in one pass.
  const cameraDates = new Map<string, number[]>();
  for (let n = 0; n < facts.slots; n++) {
    const taken = facts.takenMs(n);
    if (taken === null || facts.mtimeOnly(n)) continue;
    const dir = folder(n);
    if (!asked.has(dir)) continue;
    const dates = cameraDates.get(dir);
    if (dates) dates.push(taken);
    else cameraDates.set(dir, [taken]);
  }
  for (const [dir, photos] of asked) {
    const camera = cameraDates.get(dir);
    if (!camera?.length) continue;
    for (const n of photos) if (camera.every((taken) => Math.abs(taken - facts.takenMs(n)!) > FOLDER_SPAN_MS)) out.add(n);
  }
  return out;
}

/** The folder a photo's file is in: its path up to the last separator. */
export function folderOf(path: string): string {
  return path.slice(0, Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"), 0));
}

/** A day out (an event) with photos that have no location of their own: the camera's date puts them there. */
export interface DayOut {
  /** Its photos with a location, in the order they were taken. */
  located: number[];
  unlocated: number[];
}

/** What one photo's facts and links are made from, read once per refresh; the links need only a few of the row's columns. */
/** `glosses`: its text's foreign words, once read for its kinds (`#applyFacts`), for its links in the same refresh. */
type LinkInputs<Row extends LinkRow = LinkRow> = { row: Row; analysis: AnalysisFacts | undefined; tags: string[]; named: string[]; eventTitle: string | null; glosses?: ForeignGloss[] };
type LinkRow = Pick<FactRow, "id" | "path" | "people" | "place" | "district" | "region" | "country" | "event_id" | "camera" | "lens">;

/** A photo's place names, widest last but for the part of the city, which comes after them so that a city stays first. */
function placeNamesOf(row: Pick<FactRow, "place" | "district" | "region" | "country">): string[] {
  return [row.place, row.region, row.country, row.district ?? null].filter((p): p is string => Boolean(p));
}

/** The user, as memories name them ("Priya and me"): a person whose name and relation are "me". */
const USER = "me";

/** An empty list every photo without names or tags shares: 100,000 of them at open were work for the collector. */
const NONE: string[] = Object.freeze([]) as unknown as string[];

function peopleOf(row: LinkRow, named: string[]): string[] {
  const tagged = namesIn(row.people);
  if (named.length === 0) return tagged;
  return [...new Set([...tagged, ...named].map((p) => p.trim()).filter(Boolean))];
}

/** The names in a photo's `people` column, one a line, trimmed; one name or none without splitting. */
function namesIn(people: string): string[] {
  if (!people.includes("\n")) {
    const name = people.trim();
    return name ? [name] : NONE;
  }
  return [...new Set(people.split("\n").map((p) => p.trim()).filter(Boolean))];
}

function tagsOf(analysis: AnalysisFacts | undefined): string[] {
  return analysis ? conceptsOf(analysis.tags) : NONE;
}

/** The CLIP concepts (stored as JSON) that describe the photo: those at or above `TAG_MIN`. */
export function conceptsOf(tags: string): string[] {
  return (JSON.parse(tags) as Array<[string, number]>).filter(([, score]) => score >= TAG_MIN).map(([concept]) => concept);
}

/**
 * A 53-bit digest (cyrb53) of the parts joined by "|": two different texts share one about once in
 * 10^15. The parts are read where they lie, not joined first: a joined string per photo was a
 * copy of every path at each refresh.
 */
function digest(...parts: string[]): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let p = 0; p < parts.length; p++) {
    if (p > 0) {
      h1 = Math.imul(h1 ^ 124, 2654435761);
      h2 = Math.imul(h2 ^ 124, 1597334677);
    }
    const text = parts[p]!;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A digest of what, beside the photos table, goes into the photos' signatures: the models' results
 * (by their version), named faces, how many memories each photo has, and the events' titles. The
 * same rows in another order give the same digest: each row's digest is summed, halves apart, so
 * that the sums stay exact (2^32 per row, a million rows below 2^53).
 */
function inputsDigest(analysis: Array<{ id: string; version: string }>, named: Array<{ photo_id: string; name: string }>, memories: Array<{ photo_id: string }>, events: Array<{ id: string; title: string }>): number {
  const sums = [0, 0, 0, 0];
  const add = (source: number, d: number) => {
    sums[source] = (sums[source]! + (d >>> 0) + Math.floor(d / 2 ** 32)) % 2 ** 52;
  };
  for (const a of analysis) add(0, digest(a.id, a.version));
  for (const f of named) add(1, digest(f.photo_id, f.name));
  for (const m of memories) add(2, digest(m.photo_id));
  for (const e of events) add(3, digest(e.id, e.title));
  return digest(...sums.map(String), String(analysis.length), String(named.length), String(memories.length), String(events.length));
}

/** A plain array of the values: `Array.from` goes through the iterator, several times slower at a million. */
function numbersOf(values: Float64Array): number[] {
  const out = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i]!;
  return out;
}

function group<T>(items: T[], key: (item: T) => string, value: (item: T) => string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), value(item)]);
  return out;
}

/** "my birthday is 14 March", "my birthday is on March 14th". */
function findBirthday(texts: string[]): { month: number; day: number } | null {
  for (const text of texts.toReversed()) {
    const m = /\bmy birthday is (?:on )?(.+)/i.exec(text);
    const date = m && chrono.en.casual.parse(m[1]!)[0]?.start;
    if (date && date.isCertain("month") && date.isCertain("day")) return { month: date.get("month")!, day: date.get("day")! };
  }
  return null;
}

/** Three people named in a photo (face regions, Takeout tags) make a group photo, faces found or not. */
function groupOfNamed(scene: FaceScene, named: number): FaceScene {
  return named >= GROUP_FACES ? { ...scene, group: true } : scene;
}

/** Each word of a photo's text that OCR glued from words printed apart, as a link with those words. */
function gluedLinks(text: string): Link[] {
  return [...new Set(wordsOf(text))].flatMap((said) => {
    const parts = gluedParts(said);
    const words = parts?.map((part) => part.folded).join(" ");
    return words ? [{ kind: "text" as const, text: `${said} (${words})`, words }] : [];
  });
}

/** The fewest letters of the noun a printed name ends in, and of the name before it: "burger" of "FERGBURGER", not "town" of "Queenstown". */
const HEAD_LETTERS = 5;
const NAME_LETTERS = 3;

/**
 * Names printed as one word with what they name ("FERGBURGER", "Pizzaexpress" is two words and
 * read by `gluedLinks`): a word of the text that is no word itself and ends in an English noun of
 * `HEAD_LETTERS` or more after a name of `NAME_LETTERS` or more is found by that noun, as an
 * English compound is by its last word. A word written small is OCR's noise, and is left.
 */
function namedThingLinks(text: string): Link[] {
  return [...new Set(wordsOf(text))].flatMap((said) => {
    const folded = fold(said);
    if (!/^\p{Lu}/u.test(said) || !/^\p{L}+$/u.test(folded) || folded.length < HEAD_LETTERS + NAME_LETTERS || englishHas(folded) || gluedParts(said)) return [];
    for (let at = NAME_LETTERS; at <= folded.length - HEAD_LETTERS; at++) {
      const head = folded.slice(at);
      if ((hasLemma(head, "noun") || (head.endsWith("s") && hasLemma(head.slice(0, -1), "noun"))) && englishHas(head)) return [{ kind: "text" as const, text: `${said} (${head})`, words: head, strict: true }];
    }
    return [];
  });
}

/**
 * The words of another language in a photo's text or a memory, each a link reached by its English
 * words only (`strict`: a translation, not a looser sense); a word the sign list reads already
 * (`sign-words.ts`) is left to it. `glosses`: the text's, where read already.
 */
/** A memory, caption or text read in a photo that says someone reached an age, found by "birthday" ([Note: An age reached] in `words/ages-reached.ts`). */
function birthdayLinks(kind: "memory" | "caption" | "text", text: string): Link[] {
  return saysAgeReached(text) ? [{ kind, text: `${text} (birthday)`, words: "birthday" }] : [];
}

function translatedLinks(kind: "text" | "memory", text: string, glosses?: readonly ForeignGloss[]): Link[] {
  if (!text.trim()) return [];
  const signs = kind === "text" ? new Set(signGlosses(text).map((gloss) => fold(gloss.said))) : null;
  const glossed = glosses ?? foreignGlosses(text);
  // In a text of one language, its words English spells too are its own: "la plage avec le chat" is a beach and a cat.
  const language = writtenIn(text, glossed);
  return [...glossed, ...(language ? homographGlosses(text, language) : [])]
    .filter((gloss) => !signs?.has(fold(gloss.said)))
    .map(({ said, english }) => ({ kind, text: `${said} (${english[0]})`, words: english.join(" "), strict: true }));
}
