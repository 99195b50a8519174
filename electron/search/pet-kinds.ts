/**
 * @file Which names in the user's memories are their pets', and what animal each is: "Mochi
 * asleep on the sofa" under a photo the detector saw a cat in, "our dog Biscuit", "Pepper the
 * spaniel". A pet has no face to name, so its name reached only the photos a memory names it in;
 * the family's other photos of their cat are photos of Mochi too, and "mochi in the garden" asks
 * for them.
 *
 * Runs in the engine's process, in the search layer, when a query is retrieved; read from the
 * memories and the detector's classes once per library generation. The animals are the
 * detector's own (`object-words.json`, the classes WordNet files under animal); what a memory
 * calls one ("beagle", "kitten", "pup") is that class where WordNet says so.
 */
import type { LibraryIndex } from "../index/library-index";
import objectWords from "../library/analysis/object-words.json" with { type: "json" };
import { isGivenName } from "../words/first-names";
import { fold } from "../words/terms";
import { englishHas } from "../words/english-word";
import { isKindOf, senses } from "../words/wordnet";
import { isTimeWord } from "./alias-words";
import { inDictionary, isEnglishWord, singularForms } from "./meanings";
import { firstNamesOf, wordsAsWritten, type WrittenWord } from "./memory-names";

/** The detector's classes of animals, each with the words it is said by. */
const ANIMALS: ReadonlyArray<[label: string, words: ReadonlySet<string>]> = Object.entries(objectWords as Record<string, string[]>)
  .filter(([, words]) => words.includes("animal"))
  .map(([label, words]) => [label, new Set(words)]);

/** The words that may stand between a name and the animal it is: "Biscuit, our old beagle", "the dog, Max". */
const BETWEEN = new Set(["the", "our", "my", "his", "her", "their", "a", "new", "old", "little", "big", "family", "baby"]);
/** How many words at most a name and its animal lie apart. */
const NEAR = 3;
/**
 * How many photos a name must be under, each showing the one animal, where no memory says what it
 * is: once for a name written as one that no person is given ("Jake and Mochi", "Mochi asleep");
 * twice for a person's given name ("Rose" of "lunch with Rose" under one photo with a dog is no
 * dog's name), a word WordNet has but its tagged corpus never saw ("Luna", "Pickles"), or a name
 * written small ("mochi on the sofa again"); three times for a word in use written small where a
 * name stands, first or after "and" ("pepper asleep", "emma and pepper"); never for a word in use
 * at a sentence's start ("Beach day") or written small elsewhere ("dog biscuit").
 */
function photosNeeded(word: WrittenWord, whereANameStands: boolean): number {
  // An ordinary word ("beach", "soaked", "the"), a rare one WordNet has ("luna", "coco"), or none ("mochi").
  const ordinary = englishHas(word.folded) && (isEnglishWord(word.folded) || !inDictionary(word.folded));
  const rare = isGivenName(word.folded) || (!ordinary && englishHas(word.folded));
  if (word.as === "name") return rare ? 2 : 1;
  if (word.as === "word") return !ordinary ? 2 : whereANameStands && senses(word.folded, "noun").length ? SEEN_ONLY : NEVER;
  return ordinary ? SAID_ONLY : rare ? 2 : 1;
}
/** A name a memory must say the animal of, beside it ("Biscuit the beagle"). */
const SAID_ONLY = Infinity;
/** A word in use written small: a name only by the photos, as what stands beside it ("walk the dog") is no animal it is called. */
const SEEN_ONLY = 3;
/** No name at all. */
const NEVER = -1;
/** The words after which a name is said in a list of who was there: "emma and pepper", "walk with biscuit". */
const LISTED_AFTER = new Set(["and", "with", "&", "n"]);

/** The detector's class an animal word is: "puppy" a dog, "beagle" a dog, "kitten" a cat; none for "pet", said of both. */
export function animalOf(word: string): string | null {
  for (const form of [word, ...singularForms(word)]) {
    const listed = ANIMALS.filter(([, words]) => words.has(form));
    if (listed.length === 1) return listed[0]![0];
    if (listed.length > 1) return null;
    const first = senses(form, "noun")[0];
    if (first === undefined) continue;
    const kinds = ANIMALS.filter(([label]) => isKindOf(first, new Set(senses(label, "noun").slice(0, 1))));
    if (kinds.length === 1) return kinds[0]![0];
  }
  return null;
}

/** The animal a memory says a name is, right beside it: "our dog Biscuit", "Pepper the spaniel", "Luna (our cat)". */
function animalSaidBeside(words: readonly WrittenWord[], at: number): string | null {
  const look = (step: 1 | -1) => {
    for (let i = at + step, seen = 0; i >= 0 && i < words.length && seen < NEAR; i += step, seen++) {
      const word = words[i]!;
      if (word.as === "name") return null;
      const animal = animalOf(word.folded);
      if (animal) return animal;
      if (!BETWEEN.has(word.folded)) return null;
    }
    return null;
  };
  return look(-1) ?? look(1);
}

/** What is known of one name across the memories. */
interface NameSeen {
  /** The animals memories say it is. */
  said: Map<string, number>;
  /** The photos a memory names it under, and the animals the detector saw in each. */
  photos: Map<number, readonly string[]>;
  /** The fewest photos showing one animal that make it that animal's name, as best it is written (`photosNeeded`). */
  needed: number;
}

/**
 * The user's pets, from the memories: each name's animal, where a memory says it beside the name
 * or the photos a memory names it under all show that one animal (`photosNeeded`). A person of the
 * library is never a pet, nor a place it was taken in or a time; two pets of one kind leave that kind unlent, as
 * which of them an unnamed photo shows no one has said, unless one is said far more often.
 */
export function petsOf(index: LibraryIndex): ReadonlyMap<string, string> {
  const context = index.parseContext();
  const known = firstNamesOf(context.people.map((p) => p.name));
  // A place the library was taken in is no pet ("Walk in Madrid"); a town named like one elsewhere may be ("Luna", "Cookie").
  const places = new Set(context.places.map((place) => fold(place)));
  const names = new Map<string, NameSeen>();
  for (const id of index.photosWithMemories()) {
    const n = index.number(id);
    if (n === undefined) continue;
    const seen = index.graph.labelsOf(n, "object").filter((label) => ANIMALS.some(([animal]) => animal === label));
    for (const memory of index.memoriesOf(id)) {
      const words = wordsAsWritten(memory, known);
      words.forEach((word, at) => {
        const previous = words[at - 1];
        const first = !previous || /[.!?,;:]/.test(memory.slice(previous.at + previous.word.length, word.at));
        const needed = photosNeeded(word, first || LISTED_AFTER.has(previous?.folded ?? ""));
        if (needed === NEVER || known.has(word.folded) || BETWEEN.has(word.folded) || isTimeWord(word.folded) || places.has(word.folded)) return;
        let name = names.get(word.folded);
        if (!name) names.set(word.folded, (name = { said: new Map(), photos: new Map(), needed }));
        name.needed = Math.min(name.needed, needed);
        const animal = needed === SEEN_ONLY ? null : animalSaidBeside(words, at);
        if (animal) name.said.set(animal, (name.said.get(animal) ?? 0) + 1);
        name.photos.set(n, seen);
      });
    }
  }
  const found: Array<{ name: string; animal: string; evidence: number }> = [];
  for (const [name, { said, photos, needed }] of names) {
    const animal = mostSaid(said) ?? seenInEvery(photos, needed);
    if (animal) found.push({ name, animal, evidence: photos.size + [...said.values()].reduce((a, b) => a + b, 0) });
  }
  const pets = new Map<string, string>();
  for (const { name, animal, evidence } of found) {
    // A name said far more often than any other of its animal is the family's pet; a stray one ("lol" under two photos of the cat) is not a second.
    const others = found.filter((pet) => pet.animal === animal && pet.name !== name);
    if (others.every((other) => evidence >= OUTNUMBERS * other.evidence)) pets.set(name, animal);
  }
  return pets;
}

/** How many times more often one pet's name must be said than another's of the same animal to be taken as that animal's. */
const OUTNUMBERS = 3;

function mostSaid(said: ReadonlyMap<string, number>): string | null {
  const sorted = [...said].sort((a, b) => b[1] - a[1]);
  return sorted.length && (sorted.length === 1 || sorted[0]![1] > sorted[1]![1]) ? sorted[0]![0] : null;
}

/** The one animal every photo shows, where there are at least `fewest` photos. */
function seenInEvery(photos: ReadonlyMap<number, readonly string[]>, fewest: number): string | null {
  if (photos.size < fewest) return null;
  const [first, ...rest] = [...photos.values()];
  const shared = (first ?? []).filter((animal) => rest.every((seen) => seen.includes(animal)));
  return shared.length === 1 ? shared[0]! : null;
}

const cached = new WeakMap<LibraryIndex, { generation: number; pets: ReadonlyMap<string, string> }>();

/** `petsOf` the library, kept until the library changes. */
export function petsInLibrary(index: LibraryIndex): ReadonlyMap<string, string> {
  const hit = cached.get(index);
  if (hit?.generation === index.generation) return hit.pets;
  const pets = petsOf(index);
  cached.set(index, { generation: index.generation, pets });
  return pets;
}
