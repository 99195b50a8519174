/**
 * @file Layer 2 of the MSTS index: the personal semantic graph (GAMER).
 *
 * Entity nodes — people, places, events, folders, keywords, and the terms of memories, captions
 * and text read in photos — link to the photos they describe; photos link to their event, so a
 * memory told about one photo of a trip reaches the trip. A query word activates the entities
 * whose words are similar enough (≥ δ, `words/terms.ts`), and a bounded traversal (entity → photo, then
 * photo → event → photo) gathers candidates with graph scores. Pure and in memory; the library
 * index keeps it in step with the store.
 */
import { boundedCache } from "../../domain/bounded-cache";
import { Postings } from "./postings";
import { isSlipOf } from "./spelling";
import { bigrams, fold, foldWord, similarity, stem, terms, words as wordsOf } from "../../words/terms";

export type EntityKind = "person" | "place" | "event" | "folder" | "tag" | "memory" | "caption" | "text" | "looks" | "object" | "made";

/** Entities a query word's meanings never reach: an object carries its own sense's words; names are names, not words. */
const NOT_BY_MEANING = new Set<EntityKind>(["object", "person", "place"]);

/** Whether a stem is an object's own name ("teddy" of "teddy bear", "wineglass"), not a kind it is ("instrument" of a clock). */
function namesObject(label: string, key: string): boolean {
  return stem(label.replace(/ /g, "")) === key || label.split(" ").some((word) => stem(word) === key);
}

/** How much a link of each kind says about a photo: what the user said counts most. */
const KIND_WEIGHT: Record<EntityKind, number> = { memory: 1, person: 1, tag: 0.95, caption: 0.9, place: 0.9, text: 0.85, folder: 0.8, event: 0.8, object: 0.8, looks: 0.6, made: 0.8 };

/** Entities whose text is split into terms; the others are names, matched by their words. */
const TERM_KINDS = new Set<EntityKind>(["memory", "caption", "text", "looks"]);

/** How strongly a misspelt word activates the word it is a slip of (`spelling.ts`): above the default δ, below a near spelling. */
const SLIP = 0.8;
/** The most letters of a short word: its near spellings are one letter from it, and never text read in a photo. */
const SHORT_WORD = 4;
/** How near a search looks for the slips of a word (retrieval's δ), when asked whether the library has one. */
const SLIP_SEARCH = 0.7;

/** Most terms a text gives one photo: long OCR text says little per word. */
const MAX_TERMS = 40;

export interface PhotoEntities {
  /** The event the photo belongs to, if any: the traversal's second hop. */
  event?: string | null;
  /** What describes the photo: a name ("Maria Santos") or a text to split into terms. */
  links: Link[];
}

export interface Link {
  kind: EntityKind;
  text: string;
  /**
   * The words that reach a name, when not its own: an object "dining table" is reached by
   * "table" and "furniture", not by "dining".
   */
  words?: string;
  /** How strongly it describes the photo, when not its kind's usual weight (two models agreeing on an object). */
  weight?: number;
  /**
   * Reached by its words and their synonyms only, not by a looser meaning: what a sign abroad
   * says in English ("library") is a translation, and a broad sense of another word ("boarding"
   * → a room → a library) is not a reason to show it.
   */
  strict?: boolean;
}

interface Entity {
  kind: EntityKind;
  label: string;
  photos: Postings;
  strict?: boolean;
}

/** How close a meaning must be to reach a strict entity: a synonym of a first sense (0.95, `meanings.ts`), not a narrower word (0.92 at most) nor a broader one. */
const STRICT_SIMILARITY = 0.94;
/** How close a meaning must be to reach a word read in a photo, unless a definition gave it: a synonym or a kind one step under (0.92, `meanings.ts`). */
const KIND_RIGHT_UNDER = 0.92;

/** A word a query word means, and how surely; `definedBy`: read from a dictionary's definition (`search/definitions.ts`), not WordNet's kinds. */
export interface Meant {
  word: string;
  similarity: number;
  definedBy?: boolean;
  /**
   * The name of the one thing two query words make together ("hotdog" of "hot dog", "wineglass"
   * of "wine glass"): it reaches the objects seen as well, being the very sense the words name.
   */
  named?: boolean;
  /** Reaches only the objects it names: one word of a thing named in two, which alone names something else ("teddy"). */
  objectsOnly?: boolean;
}

export interface GraphHit {
  /** Best activation × link weight reaching the photo directly, per query word (0 when none). */
  direct: number[];
  /** Best score reaching it through its event from another photo, per word. */
  viaEvent: number[];
  /** What reached it, for the reasons: "a memory mentions 'airport'". Read-only: the graph's own entity. */
  why: Array<Readonly<{ kind: EntityKind; label: string; means?: string }> | null>;
}

/** An entity a query word reached, how strongly, and through which word it means, if not itself. */
interface Activation {
  id: number;
  similarity: number;
  means?: string;
  /** Reaches only these photos: a word said as part of a thing named in two words (`together`). */
  within?: ReadonlySet<number>;
}

export interface GatherOptions {
  /** Activation threshold δ on word similarity. */
  delta: number;
  /** Events larger than this are not traversed (a "trip" of thousands is no evidence for one photo). */
  maxEventSize?: number;
  /** Words whose activation reaches more photos than this are treated as stopwords. */
  maxPostings?: number;
  /** Only entities of these kinds (all when absent). */
  kinds?: ReadonlySet<EntityKind>;
  /**
   * Per word, concepts its embedding is close to (≥ the embedding threshold): they activate the
   * photos tagged with them, at that similarity, as if the word had been written.
   */
  related?: Array<Array<{ label: string; similarity: number }>>;
  /**
   * Per word, words it means (synonyms, narrower and broader words: `search/meanings.ts`): each
   * activates every entity with that word, at its similarity, as if it had been written.
   */
  meanings?: Array<ReadonlyArray<Meant>>;
  /**
   * Words said as part of one thing they do not name alone ("hot" and "dog" of "hot dog"), each
   * with the other word of the thing: by its own word, it reaches only the photos the other
   * reaches by its own word too (a memory of a sea lion); what the two mean together ("hotdog",
   * the object) comes through `meanings`.
   */
  together?: ReadonlyArray<readonly [held: number, partner: number]>;
  /**
   * Stems that memories write only as someone's name ("Rose", `search/memory-names.ts`): a
   * meaning never reaches a memory's word of these, as it never reaches a person.
   */
  namesInMemories?: ReadonlySet<string>;
  /**
   * Folded names of the places the library's photos were taken in: a word of another language read
   * in a photo that is one of them ("PALMA" on a boarding pass) names the place, and is never what
   * its dictionary English says ("palm", and so "tree").
   */
  placeNames?: ReadonlySet<string>;
  /**
   * For a word, whether it is one of the words of the name of the place a photo was taken in: MARE
   * read on a sign in Weston-super-Mare is the town's name, which no meaning ("horse") reaches.
   */
  namesWhereTaken?: (word: string) => (photo: number) => boolean;
  /**
   * Per word, which other spellings reach what it reaches: "near" ones (a typo: "carnval"), only
   * "slips" of a letter or two (a dictionary word: "boyfriend" is not a caption's "friend"), or
   * none, "literal" (a name, "the word hostel": not the caption's "hotel"). Near when absent.
   */
  spelling?: Spelling[];
  /**
   * Whether a library word is a dictionary word of its own: a "slips" word never reaches one by
   * its spelling, since both are words meant as written ("lake" is not the receipt's "cake").
   */
  isWord?: (word: string) => boolean;
  /**
   * Only these photos (every one when absent): asked which photos without GPS name a country's
   * cities, a million-photo library need not make a hit for each of the thousands with GPS.
   */
  only?: (photo: number) => boolean;
}

export type Spelling = "near" | "slips" | "literal";

const KINDS: readonly EntityKind[] = ["person", "place", "event", "folder", "tag", "memory", "caption", "text", "looks", "object", "made"];

/** Lists of numbers laid end to end: list i is `values[offsets[i]]` up to `values[offsets[i + 1]]`. */
interface Packed<T extends Int32Array | Uint32Array> {
  offsets: Uint32Array;
  values: T;
}

/**
 * A graph as plain arrays, for the index's saved state (`index/index-snapshot.ts`): what a start
 * reads back instead of linking every photo's words again. Entities in id order; each stem with
 * its word as first written and its entities; each bigram with its stems (indices into `stems`);
 * each photo's entities and event (-1: none). Sets keep their order, so a restored graph answers
 * in the order the built one did.
 */
export interface SavedGraph {
  kinds: Uint8Array;
  labels: string[];
  keys: string[];
  strict: Uint8Array;
  postings: Packed<Int32Array> & { weights: Float32Array };
  stems: string[];
  surfaces: string[];
  stemEntities: Packed<Uint32Array>;
  bigrams: string[];
  bigramStems: Packed<Uint32Array>;
  /** 1 for a photo whose links were set (even to none), 0 for one never linked or removed. */
  linked: Uint8Array;
  photoLinks: Packed<Uint32Array>;
  photoEvent: Int32Array;
}

export class SemanticGraph {
  readonly #entities: Entity[] = [];
  readonly #byKey = new Map<string, number>();
  /** Stem → entities with that word in their label or text. */
  readonly #byStem = new Map<string, Set<number>>();
  /** Bigram → stems, to find near spellings; and each stem's word as first written. */
  readonly #stemsByBigram = new Map<string, Set<string>>();
  readonly #surface = new Map<string, string>();
  /** `#nearStems` answers, dropped whenever a new word joins the library. */
  readonly #nearCache = boundedCache<string, Array<[string, number]>>(2000);
  /** Per photo: the entities it links to, one entry per posting; its event; its links' version. */
  readonly #photoLinks: Array<number[] | undefined> = [];
  readonly #photoEvent: Array<number | undefined> = [];
  /**
   * The photos' lists as a restore found them, each made an array of `#photoLinks` when first
   * asked for (`#linksOf`): a start restores every photo's list and asks for few.
   */
  #restored: { linked: Uint8Array; lists: Packed<Uint32Array> } | null = null;
  #versions = new Uint32Array(1024);

  /** The graph as plain arrays: only the photos linked now, each posting at its weight. */
  save(): SavedGraph {
    const entities = this.#entities;
    const photoOffsets = new Uint32Array(entities.length + 1);
    // Into arrays of the right length at once: at 100,000 photos there are some 900,000 postings.
    const total = entities.reduce((sum, entity) => sum + entity.photos.size, 0);
    const photos = new Int32Array(total);
    const weights = new Float32Array(total);
    let at = 0;
    entities.forEach((entity, id) => {
      entity.photos.forEach(this.#versions, (photo, weight) => {
        photos[at] = photo;
        weights[at++] = weight;
      });
      photoOffsets[id + 1] = at;
    });
    const stems = [...this.#byStem.keys()];
    const stemAt = new Map(stems.map((stem, i) => [stem, i]));
    const bigramList = [...this.#stemsByBigram.keys()];
    const keys: string[] = new Array(entities.length);
    for (const [key, id] of this.#byKey) keys[id] = key;
    const restored = this.#restored;
    const listOf = (photo: number): ArrayLike<number> | undefined => (restored?.linked[photo] ? listAt(restored.lists, photo) : this.#photoLinks[photo]);
    const lists = Array.from({ length: this.#photoLinks.length }, (_, photo) => listOf(photo));
    const linked = Uint8Array.from(lists, (list) => (list ? 1 : 0));
    return {
      kinds: Uint8Array.from(entities, (e) => KINDS.indexOf(e.kind)),
      labels: entities.map((e) => e.label),
      keys,
      strict: Uint8Array.from(entities, (e) => (e.strict ? 1 : 0)),
      postings: { offsets: photoOffsets, values: photos, weights },
      stems,
      surfaces: stems.map((stem) => this.#surface.get(stem) ?? stem),
      stemEntities: pack(stems.map((stem) => [...this.#byStem.get(stem)!]), Uint32Array),
      bigrams: bigramList,
      bigramStems: pack(bigramList.map((gram) => [...this.#stemsByBigram.get(gram)!].map((stem) => stemAt.get(stem)!)), Uint32Array),
      linked,
      photoLinks: pack(lists.map((list) => list ?? []), Uint32Array),
      photoEvent: Int32Array.from(this.#photoEvent, (event) => event ?? -1),
    };
  }

  /** Whether nothing was linked yet (what `restore` starts from). */
  get isEmpty(): boolean {
    return this.#entities.length === 0 && this.#photoLinks.length === 0;
  }

  /**
   * Takes a saved graph into this empty one. False, with this graph left empty, when the arrays do
   * not fit together (a damaged or foreign file): the caller then links the photos again.
   */
  restore(saved: SavedGraph): boolean {
    if (!this.isEmpty) throw new Error("a graph is restored into an empty one");
    const n = saved.labels.length;
    const fits = (packed: Packed<Int32Array | Uint32Array>, lists: number) => packed.offsets.length === lists + 1 && packed.offsets[lists] === packed.values.length;
    if (saved.kinds.length !== n || saved.keys.length !== n || saved.strict.length !== n || !fits(saved.postings, n) || saved.postings.weights.length !== saved.postings.values.length) return false;
    if (saved.surfaces.length !== saved.stems.length || !fits(saved.stemEntities, saved.stems.length) || !fits(saved.bigramStems, saved.bigrams.length)) return false;
    if (!fits(saved.photoLinks, saved.linked.length) || saved.photoEvent.length > saved.linked.length) return false;
    if (saved.stemEntities.values.some((id) => id >= n) || saved.photoLinks.values.some((id) => id >= n) || saved.bigramStems.values.some((i) => i >= saved.stems.length)) return false;
    const { offsets, values, weights } = saved.postings;
    const zeros = new Uint32Array(values.length);
    for (let id = 0; id < n; id++) {
      const kind = KINDS[saved.kinds[id]!];
      if (!kind) return this.#clear();
      const [from, to] = [offsets[id]!, offsets[id + 1]!];
      const photos = Postings.of(values.subarray(from, to), weights.subarray(from, to), zeros.subarray(from, to));
      this.#entities.push({ kind, label: saved.labels[id]!, photos, ...(saved.strict[id] ? { strict: true } : {}) });
      this.#byKey.set(saved.keys[id]!, id);
    }
    saved.stems.forEach((stem, i) => {
      this.#byStem.set(stem, new Set(listAt(saved.stemEntities, i)));
      this.#surface.set(stem, saved.surfaces[i]!);
    });
    saved.bigrams.forEach((gram, i) => this.#stemsByBigram.set(gram, new Set(Array.from(listAt(saved.bigramStems, i), (s) => saved.stems[s]!))));
    this.#versions = new Uint32Array(Math.max(1024, saved.linked.length));
    // A copy: `#linksOf` clears a photo's flag as it takes its list.
    this.#restored = { linked: Uint8Array.from(saved.linked), lists: saved.photoLinks };
    // Filled in order, one entry per photo: an array given its length at once, or with holes,
    // is kept by V8 as a dictionary, and every query's look-up in it is slower.
    for (let photo = 0; photo < saved.linked.length; photo++) this.#photoLinks.push(undefined);
    saved.photoEvent.forEach((event, photo) => this.#photoEvent.push(event >= 0 && saved.linked[photo] ? event : undefined));
    return true;
  }

  #clear(): false {
    this.#entities.length = 0;
    this.#photoLinks.length = 0;
    this.#photoEvent.length = 0;
    this.#restored = null;
    for (const map of [this.#byKey, this.#byStem, this.#stemsByBigram, this.#surface, this.#nearCache]) map.clear();
    return false;
  }

  get entityCount(): number {
    return this.#byKey.size;
  }

  /** Replaces what links to a photo. */
  setPhoto(photo: number, entities: PhotoEntities): void {
    this.removePhoto(photo);
    const linked: number[] = [];
    this.#photoLinks[photo] = linked;
    for (const link of entities.links) this.addLink(photo, link);
    if (entities.event) {
      const id = this.#entity("event", entities.event, []);
      this.#link(photo, id, KIND_WEIGHT.event);
      this.#photoEvent[photo] = id;
    }
  }

  /** Adds one link to a photo, keeping the rest: a memory told about it. */
  addLink(photo: number, { kind, text, words, weight, strict }: Link): void {
    if (!text.trim()) return;
    const link = (label: string, words: Array<[string, string]>) => this.#link(photo, this.#entity(kind, label, words, strict), weight ?? KIND_WEIGHT[kind]);
    // A text's words are each its own entity; given `words`, the text is one, reached by them ("FARMACIA" by "pharmacy").
    if (TERM_KINDS.has(kind) && !words) for (const pair of wordsOf(text, MAX_TERMS)) link(pair[0], [pair]);
    else link(text.trim(), wordsOf(words ?? text));
  }

  removePhoto(photo: number): void {
    const linked = this.#linksOf(photo);
    if (!linked) return;
    this.#versions[photo]!++;
    for (const id of linked) this.#entities[id]!.photos.dropped(this.#versions);
    this.#photoLinks[photo] = undefined;
    this.#photoEvent[photo] = undefined;
  }

  /** The entities linked to a photo, taken from the restored lists the first time. */
  #linksOf(photo: number): number[] | undefined {
    const restored = this.#restored;
    if (restored?.linked[photo]) {
      restored.linked[photo] = 0;
      this.#photoLinks[photo] = Array.from(listAt(restored.lists, photo));
    }
    return this.#photoLinks[photo];
  }

  /** One posting per entity and photo: a word said twice of a photo links it once. */
  #link(photo: number, id: number, weight: number): void {
    if (photo >= this.#versions.length) {
      const grown = new Uint32Array(Math.max(photo + 1, this.#versions.length * 2));
      grown.set(this.#versions);
      this.#versions = grown;
    }
    let linked = this.#linksOf(photo);
    if (!linked) this.#photoLinks[photo] = linked = [];
    if (linked.includes(id)) return;
    this.#entities[id]!.photos.add(photo, weight, this.#versions[photo]!);
    linked.push(id);
  }

  /**
   * Entities a word activates, with its similarity to the closest word of each (≥ δ): compared as
   * stems and as written, since a typo also throws the stemmer off ("weding" stems to "wede").
   */
  activate(word: string, delta: number, spelling: Spelling = "near", isWord?: (word: string) => boolean): Array<{ id: number; similarity: number }> {
    const found = new Map<number, number>();
    const written = foldWord(word);
    const slip = (candidate: string, score: number) => {
      const surface = this.#surface.get(candidate) ?? candidate;
      return (score === SLIP || isSlipOf(written, surface)) && !isWord?.(surface);
    };
    const near = spelling === "literal" ? this.#nearStems(word, 1) : this.#nearStems(word, delta).filter(([candidate, score], i) => i === 0 || spelling === "near" || slip(candidate, score));
    // A word of a few letters is found in text read in a photo only as itself: OCR's fragments are
    // near every short word ("sun" in SUNN, "two" in TWO0).
    const short = written.length <= SHORT_WORD;
    for (const [candidate, score] of near) {
      for (const id of this.#byStem.get(candidate) ?? []) {
        const entity = this.#entities[id]!;
        if (short && score < 1 && entity.kind === "text") continue;
        if ((found.get(id) ?? 0) < score && entity.photos.size > 0) found.set(id, score);
      }
    }
    return [...found].map(([id, similarity]) => ({ id, similarity }));
  }

  /**
   * The library's words within δ of a query word's spelling, with how near. They change only
   * when the library gains a word, and a query asks them twice (its reach, then its photos), so
   * they are kept until then.
   */
  #nearStems(word: string, delta: number): Array<[string, number]> {
    const key = `${delta}|${word}`;
    const cached = this.#nearCache.get(key);
    if (cached) return cached;
    const target = stem(word);
    const written = foldWord(word);
    const out: Array<[string, number]> = [[target, 1]];
    // A word the library has as written is the word meant: "hostel" read on a sign is not a caption's "hotel".
    const itself = [...(this.#byStem.get(target) ?? [])].some((id) => this.#entities[id]!.photos.size > 0);
    if (delta < 1 && !itself) {
      const seen = new Set<string>([target]);
      for (const gram of new Set([...bigrams(target), ...bigrams(written)])) {
        for (const candidate of this.#stemsByBigram.get(gram) ?? []) {
          if (seen.has(candidate)) continue;
          seen.add(candidate);
          const surface = this.#surface.get(candidate) ?? candidate;
          if (Math.abs(candidate.length - target.length) > 2 && Math.abs(surface.length - written.length) > 2) continue;
          // A slip of a word of a few letters is one letter: "ama" is no slip of Amaia, nor "aita" of Aitana.
          if (written.length <= SHORT_WORD && Math.abs(surface.length - written.length) > 1) continue;
          const score = Math.max(similarity(target, candidate), similarity(written, surface));
          if (score >= delta) out.push([candidate, score]);
          // A swapped or doubled letter can leave few bigrams in common ("reciepts"): a slip within the word's bound still counts.
          else if (SLIP > delta && isSlipOf(written, surface)) out.push([candidate, SLIP]);
        }
      }
    }
    this.#nearCache.set(key, out);
    return out;
  }

  /** The photos the words reach, and how strongly, word by word. */
  gather(words: string[], options: GatherOptions): Map<number, GraphHit> {
    const hits = new Map<number, GraphHit>();
    const only = options.only;
    const hit = (photo: number) => {
      let h = hits.get(photo);
      if (!h) hits.set(photo, (h = { direct: words.map(() => 0), viaEvent: words.map(() => 0), why: words.map(() => null) }));
      return h;
    };
    const own = (w: number) => this.activate(words[w]!, options.delta, options.spelling?.[w], options.isWord);
    // The photos the other word of a thing named in two words reaches by itself.
    const partners = new Map<number, Set<number>>();
    const reachedBy = (w: number) => {
      const photos = new Set<number>();
      for (const { id } of own(w)) this.#entities[id]!.photos.forEach(this.#versions, (photo) => void photos.add(photo));
      return photos;
    };
    for (const [held, partner] of options.together ?? []) partners.set(held, reachedBy(partner));
    words.forEach((word, w) => {
      const within = partners.get(w);
      const itself = within ? own(w).map((a) => ({ ...a, within })) : own(w);
      const activated: Activation[] = [...itself, ...this.#byLabel(options.related?.[w] ?? []), ...this.#byMeaning(options.meanings?.[w] ?? [], options.delta, options.namesInMemories)].filter(
        (a) => (!options.kinds || options.kinds.has(this.#entities[a.id]!.kind)) && !this.#glossOfAPlace(a.id, options.placeNames),
      );
      const reach = activated.reduce((sum, a) => sum + this.#entities[a.id]!.photos.size, 0);
      if (options.maxPostings && reach > options.maxPostings) return;
      // Reached photos and their scores side by side, not as a pair each: a common word reaches
      // thousands of photos on every query.
      const reached: number[] = [];
      const scores: number[] = [];
      for (const { id, similarity: s, means, within } of activated) {
        const entity = this.#entities[id]!;
        // A term entity is keyed by its stem: the reason says the word as first written ("bicycle", not "bicycl").
        const label = this.#shown(entity);
        const why = means ? { kind: entity.kind, label, means } : { kind: entity.kind, label };
        // Words read in a photo and an event's title made of where it was ("Weston-super-Mare, 28 Aug 2023").
        const placeWord = means !== undefined && (entity.kind === "text" || entity.kind === "event") ? options.namesWhereTaken?.(means) : undefined;
        entity.photos.forEach(this.#versions, (photo, weight) => {
          if ((only && !only(photo)) || (within && !within.has(photo)) || placeWord?.(photo)) return;
          const h = hit(photo);
          if (s * weight > h.direct[w]!) {
            h.direct[w] = s * weight;
            h.why[w] = why;
            reached.push(photo);
            scores.push(s * weight);
          }
        });
      }
      // Second hop: the rest of each reached photo's event, at half the strength.
      const maxEvent = options.maxEventSize ?? 400;
      if (maxEvent === 0) return;
      const events = new Map<number, number>();
      reached.forEach((photo, i) => {
        const event = this.#photoEvent[photo];
        if (event !== undefined && (events.get(event) ?? 0) < scores[i]!) events.set(event, scores[i]!);
      });
      for (const [event, score] of events) {
        const members = this.#entities[event]!.photos;
        if (members.size > maxEvent) continue;
        members.forEach(this.#versions, (photo) => {
          if (only && !only(photo)) return;
          const h = hit(photo);
          h.viaEvent[w] = Math.max(h.viaEvent[w]!, score * 0.5);
        });
      }
    });
    return hits;
  }

  /** Whether an entity is a translation (`strict`, "PALMA (palm)") of a word that is one of `places`. */
  #glossOfAPlace(id: number, places: ReadonlySet<string> | undefined): boolean {
    const entity = this.#entities[id]!;
    if (!places || !entity.strict || entity.kind !== "text") return false;
    const said = /^(\S+) \(/u.exec(entity.label)?.[1];
    return said !== undefined && places.has(fold(said));
  }

  /** Entities with a word the query word means; each says which word it was, for the reasons. */
  #byMeaning(meanings: ReadonlyArray<Meant>, delta: number, names?: ReadonlySet<string>): Activation[] {
    const out: Activation[] = [];
    for (const { word, similarity: s, definedBy, named, objectsOnly } of meanings) {
      if (s < delta) continue;
      const key = stem(word);
      const surface = this.#surface.get(key);
      // Stems are the index's key, but a meaning is a word: "graduate" (a measuring flask) is not "graduation".
      if (!surface || !sameWordForm(surface.toLowerCase(), word)) continue;
      for (const id of this.#byStem.get(key) ?? []) {
        // An object already carries the words of its one sense (`object-words.json`); a query
        // word's other senses would reach it wrongly ("vehicles" → cat, the Caterpillar tractor).
        const entity = this.#entities[id]!;
        // Nor a person's or place's name: "lions" means Leo only as a star sign, never the Leo in the photos.
        // [Note: Words read in a photo and what a query means] A word read in a photo answers a
        // query that says it, a synonym or a kind right under it (ZINNIAS on a seed packet for
        // "flowers"), or what a dictionary says the word is for (FLORIST for "flowers"), not a
        // kind further down: "animals" must not find a volleyball whose print says WORLD
        // (humankind, eight kinds under animal).
        const floor = entity.strict ? STRICT_SIMILARITY : entity.kind === "text" && !definedBy ? KIND_RIGHT_UNDER : 0;
        // A memory's word that is only ever someone's name there ("lunch with Rose") is a name too.
        if (entity.kind === "memory" && names?.has(key)) continue;
        const namesIt = named === true && entity.kind === "object" && namesObject(entity.label, key);
        const barred = objectsOnly ? !namesIt : NOT_BY_MEANING.has(entity.kind) && !namesIt;
        if (entity.photos.size > 0 && !barred && s >= floor) out.push({ id, similarity: s, means: surface });
      }
    }
    return out;
  }

  /** The tag and "looks like" entities of concepts found by embedding similarity. */
  #byLabel(related: Array<{ label: string; similarity: number }>): Array<{ id: number; similarity: number }> {
    const out: Array<{ id: number; similarity: number }> = [];
    for (const { label, similarity: s } of related) {
      for (const key of [`tag:${fold(label)}`, ...terms(label).map((t) => `looks:${t}`)]) {
        const id = this.#byKey.get(key);
        if (id !== undefined && this.#entities[id]!.photos.size > 0) out.push({ id, similarity: s });
      }
    }
    return out;
  }

  /**
   * Every entity of these kinds that still links to a photo, as the user would write it, with how
   * many photos it reaches: what the search box can complete to.
   */
  vocabulary(kinds: ReadonlySet<EntityKind>): Array<{ label: string; kind: EntityKind; photos: number }> {
    const out: Array<{ label: string; kind: EntityKind; photos: number }> = [];
    for (const entity of this.#entities) {
      if (!kinds.has(entity.kind) || entity.photos.size === 0) continue;
      // A term entity is labelled by its stem ("airport" → "airport", "weddings" → "wed"): shown as first written.
      out.push({ label: this.#shown(entity), kind: entity.kind, photos: entity.photos.size });
    }
    return out;
  }

  /** How many photo links a word's own activation reaches (before any meaning or event hop): how common it is here. */
  reach(word: string, delta: number): number {
    return this.activate(word, delta).reduce((sum, a) => sum + this.#entities[a.id]!.photos.size, 0);
  }

  /** The photos of an event (a day out), by its id. */
  photosOfEvent(event: string): number[] {
    const id = this.#byKey.get(`event:${fold(event)}`);
    const out: number[] = [];
    if (id !== undefined) this.#entities[id]!.photos.forEach(this.#versions, (photo) => out.push(photo));
    return out;
  }

  /** Whether any photo's text, memory, tag, folder, place or name has this word (by stem). */
  knows(word: string): boolean {
    for (const id of this.#byStem.get(stem(word)) ?? []) if (this.#entities[id]!.photos.size > 0) return true;
    return false;
  }

  /** Whether a link of a kind other than these has this word (by stem) in a photo `where` accepts: "bath" said or read, not only the name of Bath where photos were taken. */
  knowsBesides(word: string, kinds: ReadonlySet<EntityKind>, where: (photo: number) => boolean): boolean {
    for (const id of this.#byStem.get(stem(word)) ?? []) {
      const entity = this.#entities[id]!;
      if (kinds.has(entity.kind)) continue;
      let found = false;
      entity.photos.forEach(this.#versions, (photo) => void (found ||= where(photo)));
      if (found) return true;
    }
    return false;
  }

  /** Whether a link of this kind has this word (by stem): "olympus" as a camera's name ("made"). */
  knowsAs(word: string, kind: EntityKind): boolean {
    for (const id of this.#byStem.get(stem(word)) ?? []) if (this.#entities[id]!.kind === kind && this.#entities[id]!.photos.size > 0) return true;
    return false;
  }

  /**
   * The entities of this kind that have this word (by stem) and still link to a photo, each with
   * its label and, when asked, its photos: the cameras "iphone" names, whose names a model number
   * is looked for in.
   */
  namedBy(word: string, kind: EntityKind): Array<{ label: string; photos(): number[] }> {
    const out: Array<{ label: string; photos(): number[] }> = [];
    for (const id of this.#byStem.get(stem(word)) ?? []) {
      const entity = this.#entities[id]!;
      if (entity.kind !== kind || entity.photos.size === 0) continue;
      out.push({
        label: entity.label,
        photos: () => {
          const photos: number[] = [];
          entity.photos.forEach(this.#versions, (photo) => photos.push(photo));
          return photos;
        },
      });
    }
    return out;
  }

  /** Whether the library has a word this one is a slip of ("carnaval" of a memory's "carnival"), not the word itself. */
  knowsSlipOf(word: string): boolean {
    const target = stem(word);
    const written = foldWord(word);
    return this.#nearStems(word, SLIP_SEARCH).some(([candidate, score]) => candidate !== target && (score === SLIP || isSlipOf(written, this.#surface.get(candidate) ?? candidate)));
  }

  /** Labels of the entities of one kind linked to a photo ("person" → its people). */
  labelsOf(photo: number, kind: EntityKind): string[] {
    return (this.#linksOf(photo) ?? []).map((id) => this.#entities[id]!).filter((e) => e.kind === kind).map((e) => e.label);
  }

  /** An entity's label as people wrote it: a term entity is keyed by its stem ("weddings" → "wed"). */
  #shown(entity: Entity): string {
    return TERM_KINDS.has(entity.kind) ? (this.#surface.get(entity.label) ?? entity.label) : entity.label;
  }

  #entity(kind: EntityKind, label: string, words: Array<[string, string]>, strict?: boolean): number {
    const key = `${kind}:${fold(label)}`;
    let id = this.#byKey.get(key);
    if (id !== undefined) return id;
    id = this.#entities.length;
    this.#entities.push({ kind, label, photos: new Postings(), ...(strict ? { strict } : {}) });
    this.#byKey.set(key, id);
    for (const [word, surface] of words) {
      let set = this.#byStem.get(word);
      if (!set) {
        this.#nearCache.clear();
        this.#byStem.set(word, (set = new Set()));
        this.#surface.set(word, surface);
        for (const gram of new Set([...bigrams(word), ...bigrams(surface)])) {
          let stems = this.#stemsByBigram.get(gram);
          if (!stems) this.#stemsByBigram.set(gram, (stems = new Set()));
          stems.add(word);
        }
      }
      set.add(id);
    }
    return id;
  }
}

function pack<T extends Int32Array | Uint32Array>(lists: ReadonlyArray<ArrayLike<number>>, Values: new (length: number) => T): Packed<T> {
  const offsets = new Uint32Array(lists.length + 1);
  lists.forEach((list, i) => (offsets[i + 1] = offsets[i]! + list.length));
  const values = new Values(offsets[lists.length]!);
  lists.forEach((list, i) => values.set(list, offsets[i]!));
  return { offsets, values };
}

function listAt<T extends Int32Array | Uint32Array>(packed: Packed<T>, i: number): T {
  return packed.values.subarray(packed.offsets[i]!, packed.offsets[i + 1]!) as T;
}

/** Two spellings of one word, as plural and inflected forms are ("boat", "boats"; "church", "churches"; "race", "racing"). */
function sameWordForm(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const base = short.replace(/(e|y)$/, "");
  return long.startsWith(base) && INFLECTION.test(short.slice(base.length) + "|" + long.slice(base.length));
}
/** What may follow the shared part of two forms of a word: "" | "s", "e" | "es", "y" | "ies", "e" | "ing"… */
const INFLECTION = /^(e|y)?\|(e|y|s|es|ies|ed|d|ied|ing)?$/;
