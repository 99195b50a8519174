/**
 * @file The queries of an evaluation album, each with its PhotoBench source type and its right
 * answer computed from the album's facts: metadata (M: time, place), people (F), text in photos
 * (T), memories (Mem), their combinations, and zero-ground-truth queries whose honest answer is
 * "no such photo". Visual-only queries are listed apart: judging them needs the real CLIP model.
 */
import type { Album, PhotoFacts } from "./album";
import { random, SIGNS, THINGS } from "./album";

export interface EvalQuery {
  text: string;
  /** "M", "F", "T", "Mem", or a combination such as "M+F"; "zero:…" for zero-ground-truth. */
  type: string;
  truth: Set<string>;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** One letter dropped from the middle of a word, as a hurried typist does. */
function typo(word: string, next: () => number): string {
  const at = 2 + Math.floor(next() * Math.max(1, word.length - 4));
  return word.slice(0, at) + word.slice(at + 1);
}

export function albumQueries(album: Album): { judged: EvalQuery[]; personal: PersonalQuery[]; visual: string[] } {
  const next = random(album.seed * 7 + 3);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const files = (match: (p: PhotoFacts) => boolean) => new Set(album.photos.filter(match).map((p) => p.file));
  const memoryOf = (p: PhotoFacts) => album.memories.filter((m) => m.files.includes(p.file));
  const hasPerson = (p: PhotoFacts, person: string) => p.people.includes(person) || memoryOf(p).some((m) => m.person === person);
  const inMonth = (p: PhotoFacts, label: string) => p.taken !== null && `${MONTHS[p.taken.getUTCMonth()]} ${p.taken.getUTCFullYear()}` === label;
  const year = (p: PhotoFacts) => p.taken?.getUTCFullYear() ?? null;
  const queries: EvalQuery[] = [];
  const add = (text: string, type: string, truth: Set<string>) => {
    // A combination that happens to have no photo is a zero-ground-truth query of that type.
    queries.push({ text, type: truth.size === 0 && !type.startsWith("zero:") ? `zero:${type}` : type, truth });
  };

  for (const month of album.months.slice(0, 3)) add(`photos from ${month}`, "M", files((p) => inMonth(p, month)));
  for (const city of album.cities.slice(0, 4)) add(`photos in ${city}`, "M", files((p) => p.city === city));
  for (const person of album.people) add(`photos of ${person}`, "F", files((p) => hasPerson(p, person)));
  const signs = [...new Set(album.photos.map((p) => p.sign).filter((s): s is string => s !== null))];
  for (const sign of signs.slice(0, 5)) add(`the ${sign.toLowerCase()} sign`, "T", files((p) => p.sign === sign));
  add("receipts", "T", files((p) => p.receipt));
  for (const memory of album.memories) {
    if (memory.thing && memory.person) {
      const truth = files((p) => memoryOf(p).some((m) => m.thing === memory.thing) && hasPerson(p, memory.person!));
      add(`${memory.person} at the ${memory.thing}`, "Mem+F", truth);
      // People mistype: the graph's activation threshold δ decides whether "aquarim" still finds the aquarium.
      add(`${memory.person} at the ${typo(memory.thing, next)}`, "Mem+F typo", truth);
    }
    if (memory.object) add(`the ${memory.object[0]} I saw at ${memory.object[1]}`, "Mem", files((p) => memoryOf(p).some((m) => m.object?.[0] === memory.object![0])));
  }
  for (let i = 0; i < 4; i++) {
    const person = pick(album.people);
    const city = pick(album.cities);
    add(`${person} in ${city}`, "M+F", files((p) => hasPerson(p, person) && p.city === city));
  }
  for (const sign of signs.slice(0, 3)) {
    const photo = album.photos.find((p) => p.sign === sign)!;
    add(`the ${sign.toLowerCase()} sign in ${photo.city}`, "M+T", files((p) => p.sign === sign && p.city === photo.city));
  }
  for (const memory of album.memories.filter((m) => m.thing).slice(0, 3)) {
    const photo = album.photos.find((p) => p.file === memory.files[0])!;
    if (year(photo) !== null) add(`${memory.person} at the ${memory.thing} in ${year(photo)}`, "M+Mem+F", files((p) => memoryOf(p).some((m) => m.thing === memory.thing) && year(p) === year(photo)));
  }
  for (let i = 0; i < 3; i++) {
    const [a, b] = [album.people[i]!, album.people[i + 1]!];
    add(`${a} and ${b}`, "F+F", files((p) => hasPerson(p, a) && hasPerson(p, b)));
  }

  // Zero ground truth: what the user only thinks they photographed.
  for (const city of album.unusedCities.slice(0, 2)) add(`photos in ${city}`, "zero:M", new Set());
  add("photos from March 2019", "zero:M", new Set());
  for (const person of album.people.slice(0, 2)) add(`${person} in ${album.unusedCities[2]}`, "zero:M+F", new Set());
  const unusedSigns = SIGNS.filter((s) => !signs.includes(s));
  for (const sign of unusedSigns.slice(0, 2)) add(`the ${sign.toLowerCase()} sign`, "zero:T", new Set());
  const unusedThings = THINGS.filter((t) => !album.memories.some((m) => m.thing === t));
  for (const thing of unusedThings.slice(0, 2)) add(`${pick(album.people)} at the ${thing}`, "zero:Mem+F", new Set());
  add(`${album.unusedPeople[0]} at the beach`, "zero:F", new Set());
  add("the sofa I saw at IKEA", "zero:Mem", new Set());

  return { judged: queries, personal: personalQueries(album), visual: ["a red car at night", "dog on the beach", "sunset over mountains", "birthday cake with candles"] };
}

export interface PersonalQuery extends EvalQuery {
  /** "my son", "our lake house", "the flea market rug": the personal knowledge it needs. */
  family: string;
  /** The protocol corrects the training half and measures the held-out half. */
  half: "train" | "test";
}

/**
 * Queries that need what only the user knows (`album.personal`): who "my son" is, where "our lake
 * house" is, which photos are "the rug I saw at the flea market". The training half teaches it
 * through corrections; the held-out half asks in other words or with other constraints.
 */
export function personalQueries(album: Album): PersonalQuery[] {
  const { son, lakeFiles, rugFiles } = album.personal;
  const bySon = album.photos.filter((p) => p.people.includes(son) || album.memories.some((m) => m.person === son && m.files.includes(p.file)));
  const files = (photos: PhotoFacts[]) => new Set(photos.map((p) => p.file));
  const cities = [...new Set(bySon.map((p) => p.city))];
  const years = [...new Set(bySon.map((p) => p.taken?.getUTCFullYear()).filter((y): y is number => y !== undefined))].sort();
  const friend = album.people.find((person) => person !== son && bySon.some((p) => p.people.includes(person)));
  const lake = album.photos.filter((p) => lakeFiles.includes(p.file));
  const lakeYear = (year: number) => lake.filter((p) => p.taken?.getUTCFullYear() === year);
  const lakeFriend = lake.flatMap((p) => p.people).find((person) => person !== son) ?? album.people[1]!;
  const rug = album.photos.filter((p) => rugFiles.includes(p.file));
  const out: PersonalQuery[] = [];
  const add = (family: string, half: "train" | "test", text: string, truth: PhotoFacts[]) => {
    if (truth.length) out.push({ family, half, text, type: `personal:${family}`, truth: files(truth) });
  };
  add("my son", "train", "photos of my son", bySon);
  add("my son", "train", `my son in ${cities[0]}`, bySon.filter((p) => p.city === cities[0]));
  for (const city of cities.slice(1, 3)) add("my son", "test", `my son in ${city}`, bySon.filter((p) => p.city === city));
  if (years.length > 1) add("my son", "test", `my son in ${years.at(-1)}`, bySon.filter((p) => p.taken?.getUTCFullYear() === years.at(-1)));
  if (friend) add("my son", "test", `my son and ${friend}`, bySon.filter((p) => p.people.includes(friend)));
  add("our lake house", "train", "our lake house", lake);
  add("our lake house", "train", "the lake house in 2022", lakeYear(2022));
  add("our lake house", "test", "the lake house in 2024", lakeYear(2024));
  add("our lake house", "test", `${lakeFriend} at our lake house`, lake.filter((p) => p.people.includes(lakeFriend)));
  add("our lake house", "test", "summer 2023 at the lake house", lakeYear(2023));
  add("flea market rug", "train", "the rug I saw at the flea market", rug);
  add("flea market rug", "test", "that flea market rug", rug);
  add("flea market rug", "test", "the rug from the flea market in 2024", rug);
  return out;
}
