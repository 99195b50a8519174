/**
 * @file The facts of every photo of a library in typed columns, one slot per photo number: what
 * the library index keeps of each photo for the filters (time, place, people, kinds).
 *
 * Runs in the engine's process, inside `LibraryIndex`. An object per photo would be, at a million
 * photos, a million objects with three boxed numbers each for the collector to trace at every
 * major collection, and far more memory; here a photo is a row across a few typed arrays, and its lists
 * (places, people) and kinds are numbers into tables of the shared values. `get` makes the object
 * a caller asks for; loops over every photo read the columns instead.
 */
import { compact, expand, lengthOf, type Column } from "./facts-cache";
import { TextColumn } from "./text-column";
import type { Facts, KindFlag } from "./library-index";

/** The kinds in the order their flags are numbered. */
export const KIND_ORDER: readonly KindFlag[] = ["screenshot", "video", "selfie", "document", "receipt", "menu", "ticket", "chat", "boarding"];
export const KIND_BITS = Object.fromEntries(KIND_ORDER.map((kind, bit) => [kind, 1 << bit])) as Record<KindFlag, number>;

const PRESENT = 1;
const MTIME_ONLY = 2;
const IN_CITY = 4;
const HAS_TIME = 8;
const HAS_LAT = 16;
const HAS_LON = 32;
const HAS_FACES = 64;
const OBJECTS_LOOKED_FOR = 128;

/** The columns as `index-snapshot.ts` keeps them: typed arrays cut to the slots, strings as `facts-cache.ts` stores a column. */
export interface SavedFacts {
  slots: number;
  ids: Column;
  paths: Column;
  eventIds: Column;
  dupGroups: Column;
  numbers: { flags: Uint8Array<ArrayBuffer>; kinds: Uint16Array<ArrayBuffer>; taken: Float64Array<ArrayBuffer>; lat: Float64Array<ArrayBuffer>; lon: Float64Array<ArrayBuffer>; faces: Int32Array<ArrayBuffer>; bodies: Int32Array<ArrayBuffer>; places: Int32Array<ArrayBuffer>; people: Int32Array<ArrayBuffer>; country: Int32Array<ArrayBuffer>; region: Int32Array<ArrayBuffer> };
  lists: string[][];
  codes: string[];
}

export class FactColumns {
  #slots = 0;
  #ids = new TextColumn();
  #paths = new TextColumn();
  #eventIds: Array<string | null> = [];
  #dupGroups: Array<string | null> = [];
  #flags = new Uint8Array(1024);
  /** Sixteen bits a photo: the kinds outgrew a byte with the boarding pass. */
  #kinds = new Uint16Array(1024);
  #taken = new Float64Array(1024);
  #lat = new Float64Array(1024);
  #lon = new Float64Array(1024);
  #faces = new Int32Array(1024);
  #bodies = new Int32Array(1024);
  /** Into `#lists`: each distinct list of folded places or people once. */
  #places = new Int32Array(1024);
  #people = new Int32Array(1024);
  /** Into `#codes`; −1 for none. */
  #country = new Int32Array(1024);
  #region = new Int32Array(1024);
  readonly #lists: string[][] = [];
  readonly #listNumbers = new Map<string[], number>();
  readonly #codes: string[] = [];
  readonly #codeNumbers = new Map<string, number>();
  readonly #kindSets = new Map<number, ReadonlySet<KindFlag>>();

  /** One more than the highest photo number ever set: removed photos keep their slots. */
  get slots(): number {
    return this.#slots;
  }

  has(n: number): boolean {
    return n < this.#slots && (this.#flags[n]! & PRESENT) !== 0;
  }

  /**
   * Sets photo `n`'s facts. `places` and `people` must be shared lists (the index makes one of each
   * distinct list), and `kinds` the photo's flags (`KIND_BITS`).
   */
  set(n: number, facts: Omit<Facts, "kinds">, kinds: number): void {
    if (n >= this.#flags.length) this.#grow(n + 1);
    if (n >= this.#slots) this.#slots = n + 1;
    this.#ids.set(n, facts.id);
    this.#paths.set(n, facts.path);
    this.#eventIds[n] = facts.eventId;
    this.#dupGroups[n] = facts.dupGroup;
    this.#flags[n] =
      PRESENT |
      (facts.mtimeOnly ? MTIME_ONLY : 0) |
      (facts.inCity ? IN_CITY : 0) |
      (facts.takenMs !== null ? HAS_TIME : 0) |
      (facts.lat !== null ? HAS_LAT : 0) |
      (facts.lon !== null ? HAS_LON : 0) |
      (facts.faces !== null ? HAS_FACES : 0) |
      (facts.objectsLookedFor ? OBJECTS_LOOKED_FOR : 0);
    this.#kinds[n] = kinds;
    this.#taken[n] = facts.takenMs ?? 0;
    this.#lat[n] = facts.lat ?? 0;
    this.#lon[n] = facts.lon ?? 0;
    this.#faces[n] = facts.faces ?? 0;
    this.#bodies[n] = facts.bodies;
    this.#places[n] = this.#list(facts.places);
    this.#people[n] = this.#list(facts.people);
    this.#country[n] = this.#code(facts.countryCode);
    this.#region[n] = this.#code(facts.regionCode);
  }

  remove(n: number): void {
    if (n >= this.#slots) return;
    this.#flags[n] = 0;
    this.#ids.set(n, null);
    this.#paths.set(n, null);
    this.#eventIds[n] = null;
    this.#dupGroups[n] = null;
  }

  /** Photo `n`'s facts as one object, made on each call; null for a number with no photo. */
  get(n: number): Facts | null {
    if (!this.has(n)) return null;
    const flags = this.#flags[n]!;
    const country = this.#country[n]!;
    const region = this.#region[n]!;
    return {
      id: this.#ids.get(n)!,
      path: this.#paths.get(n)!,
      takenMs: flags & HAS_TIME ? this.#taken[n]! : null,
      mtimeOnly: (flags & MTIME_ONLY) !== 0,
      lat: flags & HAS_LAT ? this.#lat[n]! : null,
      lon: flags & HAS_LON ? this.#lon[n]! : null,
      places: this.#lists[this.#places[n]!]!,
      inCity: (flags & IN_CITY) !== 0,
      countryCode: country >= 0 ? this.#codes[country]! : null,
      regionCode: region >= 0 ? this.#codes[region]! : null,
      people: this.#lists[this.#people[n]!]!,
      faces: flags & HAS_FACES ? this.#faces[n]! : null,
      bodies: this.#bodies[n]!,
      objectsLookedFor: (flags & OBJECTS_LOOKED_FOR) !== 0,
      kinds: this.kindsOf(this.#kinds[n]!),
      eventId: this.#eventIds[n]!,
      dupGroup: this.#dupGroups[n]!,
    };
  }

  /** The columns loops over every photo read, without an object per photo. */
  id(n: number): string | undefined {
    return this.#ids.get(n);
  }

  path(n: number): string | undefined {
    return this.#paths.get(n);
  }

  eventId(n: number): string | null {
    return this.#eventIds[n] ?? null;
  }

  dupGroup(n: number): string | null {
    return this.#dupGroups[n] ?? null;
  }

  takenMs(n: number): number | null {
    return this.has(n) && this.#flags[n]! & HAS_TIME ? this.#taken[n]! : null;
  }

  mtimeOnly(n: number): boolean {
    return this.has(n) && (this.#flags[n]! & MTIME_ONLY) !== 0;
  }

  /** Whether photo `n` has a GPS position, without making its facts. */
  located(n: number): boolean {
    return this.has(n) && (this.#flags[n]! & HAS_LAT) !== 0;
  }

  /** Photo `n`'s latitude, or NaN without a GPS position; with `lon`, read without making its facts. */
  lat(n: number): number {
    return this.located(n) ? this.#lat[n]! : NaN;
  }

  lon(n: number): number {
    return this.located(n) ? this.#lon[n]! : NaN;
  }

  hasKind(n: number, kind: KindFlag): boolean {
    return this.has(n) && (this.#kinds[n]! & KIND_BITS[kind]) !== 0;
  }

  /** The kinds any photo has, as `KIND_BITS` flags: one pass over a byte per photo. */
  kindsPresent(): number {
    let mask = 0;
    for (let n = 0; n < this.#slots; n++) if (this.#flags[n]! & PRESENT) mask |= this.#kinds[n]!;
    return mask;
  }

  /** One shared set per combination of kinds. */
  kindsOf(mask: number): ReadonlySet<KindFlag> {
    let shared = this.#kindSets.get(mask);
    if (!shared) this.#kindSets.set(mask, (shared = new Set(KIND_ORDER.filter((_, bit) => mask & (1 << bit)))));
    return shared;
  }

  /** Everything, copied out as blocks: a removed photo's strings are saved as null. */
  save(): SavedFacts {
    const cut = <A extends Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer>>(column: A) => column.slice(0, this.#slots) as A;
    const strings = (column: Array<string | null | undefined>) => compact(Array.from({ length: this.#slots }, (_, n) => column[n] ?? null));
    return {
      slots: this.#slots,
      ids: this.#ids.save(this.#slots),
      paths: this.#paths.save(this.#slots),
      eventIds: strings(this.#eventIds),
      dupGroups: strings(this.#dupGroups),
      numbers: { flags: cut(this.#flags), kinds: cut(this.#kinds), taken: cut(this.#taken), lat: cut(this.#lat), lon: cut(this.#lon), faces: cut(this.#faces), bodies: cut(this.#bodies), places: cut(this.#places), people: cut(this.#people), country: cut(this.#country), region: cut(this.#region) },
      lists: this.#lists,
      codes: this.#codes,
    };
  }

  /** Columns as `save` left them; throws when they do not agree in length (a damaged snapshot). */
  static restore(saved: SavedFacts): FactColumns {
    const columns = new FactColumns();
    const { slots, numbers } = saved;
    const strings = [saved.eventIds, saved.dupGroups].map(expand) as Array<Array<string | null>>;
    const typed = Object.values(numbers);
    if (!Number.isInteger(slots) || ![saved.ids, saved.paths].every((c) => lengthOf(c) === slots) || !strings.every((c) => c.length === slots) || !typed.every((c) => ArrayBuffer.isView(c) && c.length === slots)) throw new Error("the saved facts do not agree in length");
    columns.#slots = slots;
    columns.#ids = new TextColumn(saved.ids, slots);
    columns.#paths = new TextColumn(saved.paths, slots);
    [columns.#eventIds, columns.#dupGroups] = strings as [Array<string | null>, Array<string | null>];
    columns.#flags = numbers.flags;
    columns.#kinds = numbers.kinds;
    columns.#taken = numbers.taken;
    columns.#lat = numbers.lat;
    columns.#lon = numbers.lon;
    columns.#faces = numbers.faces;
    columns.#bodies = numbers.bodies;
    columns.#places = numbers.places;
    columns.#people = numbers.people;
    columns.#country = numbers.country;
    columns.#region = numbers.region;
    for (const list of saved.lists) columns.#list(Object.freeze(list) as string[]);
    for (const code of saved.codes) columns.#code(code);
    for (const k of [numbers.places, numbers.people]) for (let n = 0; n < slots; n++) if (k[n]! < 0 || k[n]! >= saved.lists.length) throw new Error("a saved photo's list is not among the lists");
    return columns;
  }

  /** The shared lists of places and people, for the index to share again after a restore. */
  get lists(): readonly string[][] {
    return this.#lists;
  }

  #list(list: string[]): number {
    let k = this.#listNumbers.get(list);
    if (k === undefined) {
      this.#listNumbers.set(list, (k = this.#lists.length));
      this.#lists.push(list);
    }
    return k;
  }

  #code(code: string | null): number {
    if (code === null) return -1;
    let k = this.#codeNumbers.get(code);
    if (k === undefined) {
      this.#codeNumbers.set(code, (k = this.#codes.length));
      this.#codes.push(code);
    }
    return k;
  }

  #grow(needed: number): void {
    const size = Math.max(needed, this.#flags.length * 2);
    const grown = <A extends Uint8Array | Uint16Array | Int32Array | Float64Array>(old: A, make: new (n: number) => A): A => {
      const next = new make(size);
      next.set(old);
      return next;
    };
    this.#flags = grown(this.#flags, Uint8Array);
    this.#kinds = grown(this.#kinds, Uint16Array);
    this.#taken = grown(this.#taken, Float64Array);
    this.#lat = grown(this.#lat, Float64Array);
    this.#lon = grown(this.#lon, Float64Array);
    this.#faces = grown(this.#faces, Int32Array);
    this.#bodies = grown(this.#bodies, Int32Array);
    this.#places = grown(this.#places, Int32Array);
    this.#people = grown(this.#people, Int32Array);
    this.#country = grown(this.#country, Int32Array);
    this.#region = grown(this.#region, Int32Array);
  }
}
