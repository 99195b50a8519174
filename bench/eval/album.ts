/**
 * @file Generates an evaluation album from a seed: days out in several cities over five years,
 * people named in XMP face regions and Takeout JSON, signs and receipts that OCR can read,
 * captions, memories the user tells, photos without GPS or date, and folders named like a
 * person's. Every fact is recorded, so each query's right answer is known. Benchmark only.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { exifSegment, withExif } from "../../electron/testing/exif-segment";

export function random(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

export const CITIES = [
  { name: "Lisbon", lat: 38.7223, lon: -9.1393 }, { name: "Kyoto", lat: 35.0116, lon: 135.7681 }, { name: "Seattle", lat: 47.6062, lon: -122.3321 },
  { name: "Edinburgh", lat: 55.9533, lon: -3.1883 }, { name: "Cape Town", lat: -33.9249, lon: 18.4241 }, { name: "Mexico City", lat: 19.4326, lon: -99.1332 },
  { name: "Sydney", lat: -33.8688, lon: 151.2093 }, { name: "Toronto", lat: 43.6532, lon: -79.3832 }, { name: "Rome", lat: 41.9028, lon: 12.4964 },
  { name: "Istanbul", lat: 41.0082, lon: 28.9784 },
];
export const PEOPLE = ["Maria", "Leo", "Aiko", "Omar", "Priya", "Tomas", "Ines", "Kwame"];
export const THINGS = ["airport", "zoo", "wedding", "concert", "marathon", "aquarium", "graduation", "picnic", "carnival", "regatta"];
export const OBJECTS = [["chair", "IKEA"], ["lamp", "Muji"], ["bicycle", "Decathlon"], ["guitar", "Yamaha"], ["kayak", "Decathlon"], ["telescope", "Zeiss"]] as const;
export const SIGNS = ["BAKERY", "MERCADO", "FARMACIA", "STATION", "BIBLIOTECA", "HARBOUR", "GELATO", "CINEMA", "TAQUERIA", "RAMEN", "BOOKSHOP", "FLORIST", "PIZZERIA", "HOSTEL"];
const CAPTIONS = ["Sunset over the water", "Dinner with friends", "Street food", "Morning walk", "Old town", "View from the hotel", "Lunch break", "Night out"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export interface PhotoFacts {
  file: string;
  city: string;
  /** Wall-clock capture time, or null when the photo carries no date. */
  taken: Date | null;
  gps: boolean;
  people: string[];
  sign: string | null;
  receipt: boolean;
  event: number;
}

export interface MemoryFact {
  files: string[];
  text: string;
  /** Who the memory says is in the photo. */
  person: string | null;
  thing: string | null;
  object: readonly [string, string] | null;
}

/**
 * What only the user knows, for the continuous-learning protocol: who "my son" is, where "our
 * lake house" is (a Finnish lake no other photo is near), and which photos are "the rug I saw at
 * the flea market" (nothing in them or about them says so). Made with a random stream of its own,
 * so the rest of the album is the same as without it.
 */
export interface PersonalFacts {
  son: string;
  lakeFiles: string[];
  rugFiles: string[];
}

export const LAKE_HOUSE = { name: "Hauho", lat: 61.2, lon: 24.5 };

export interface Album {
  seed: number;
  dir: string;
  cities: string[];
  unusedCities: string[];
  people: string[];
  unusedPeople: string[];
  photos: PhotoFacts[];
  memories: MemoryFact[];
  months: string[];
  personal: PersonalFacts;
}

export async function generateAlbum(seed: number, dir: string): Promise<Album> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const shuffled = <T>(items: readonly T[]) => [...items].map((item) => [next(), item] as const).sort((a, b) => a[0] - b[0]).map(([, item]) => item);
  const cities = shuffled(CITIES);
  const used = cities.slice(0, 6);
  const people = shuffled(PEOPLE);
  const cast = people.slice(0, 4);
  const photos: PhotoFacts[] = [];
  const memories: MemoryFact[] = [];
  await fs.rm(dir, { recursive: true, force: true });

  const signs = shuffled(SIGNS).slice(0, 10);
  const things = shuffled(THINGS).slice(0, 7);
  const objects = shuffled(OBJECTS).slice(0, 3);
  let signIndex = 0;
  for (let event = 0; event < 10; event++) {
    const city = used[event % used.length]!;
    const start = new Date(Date.UTC(2021 + Math.floor(next() * 5), Math.floor(next() * 12), 1 + Math.floor(next() * 25), 8));
    const days = 1 + Math.floor(next() * 3);
    const count = 12 + Math.floor(next() * 10);
    const party = shuffled(cast).slice(0, 1 + Math.floor(next() * 2));
    const named = next() < 0.6;
    const folder = named ? path.join(String(start.getUTCFullYear()), `${city.name} trip`) : path.join("DCIM", `${100 + event}CANON`);
    const members: PhotoFacts[] = [];
    for (let i = 0; i < count; i++) {
      const taken = new Date(start.getTime() + Math.floor(next() * days) * 86_400_000 + Math.floor(next() * 12 * 3600) * 1000);
      const inPhoto = party.filter(() => next() < 0.5);
      const sign = i === 0 || (i === 1 && next() < 0.4) ? signs[signIndex++ % signs.length]! : null;
      const receipt = !sign && i === 2 && next() < 0.4;
      const facts: PhotoFacts = {
        file: path.join(folder, `IMG_${String(event * 100 + i).padStart(4, "0")}.jpg`),
        city: city.name,
        taken: next() < 0.05 ? null : taken,
        gps: next() >= 0.2,
        people: sign || receipt ? [] : inPhoto,
        sign,
        receipt,
        event,
      };
      members.push(facts);
      photos.push(facts);
      await writePhoto(dir, facts, city, next, pick(CAPTIONS));
    }
    // One or two memories about a moment of this day out.
    if (event < 7) {
      const person = pick(party);
      const at = members.filter((m) => !m.sign && !m.receipt).slice(0, 1 + Math.floor(next() * 2));
      if (event % 3 === 2) {
        const object = objects[event % objects.length]!;
        memories.push({ files: at.map((m) => m.file), person: null, thing: null, object, text: `the ${object[0]} I liked at ${object[1]}` });
      } else {
        const thing = things[event]!;
        memories.push({ files: at.map((m) => m.file), person, thing, object: null, text: `this is ${person} at the ${thing} before our ${city.name} trip` });
      }
    }
  }
  const months = [...new Set(photos.filter((p) => p.taken).map((p) => `${MONTHS[p.taken!.getUTCMonth()]} ${p.taken!.getUTCFullYear()}`))];
  const personal = await personalPhotos(seed, dir, cast, used, photos);
  return { seed, dir, cities: used.map((c) => c.name), unusedCities: cities.slice(6).map((c) => c.name), people: cast, unusedPeople: people.slice(4), photos, memories, months, personal };
}

/** Three summers at the lake house, with the family, and a morning at a flea market with a rug. */
async function personalPhotos(seed: number, dir: string, cast: string[], cities: typeof CITIES, photos: PhotoFacts[]): Promise<PersonalFacts> {
  const next = random(seed * 31 + 7);
  const son = cast[0]!;
  const lakeFiles: string[] = [];
  for (let visit = 0; visit < 3; visit++) {
    const start = Date.UTC(2022 + visit, 6, 3 + Math.floor(next() * 20), 9);
    for (let i = 0; i < 8; i++) {
      const inPhoto = [son, cast[1 + visit]!].filter(() => next() < 0.5);
      const facts: PhotoFacts = { file: path.join("Phone", `PXL_${2022 + visit}07${String(i).padStart(2, "0")}.jpg`), city: LAKE_HOUSE.name, taken: new Date(start + Math.floor(next() * 5 * 86_400_000)), gps: true, people: inPhoto, sign: null, receipt: false, event: 100 + visit };
      photos.push(facts);
      lakeFiles.push(facts.file);
      await writePhoto(dir, facts, { lat: LAKE_HOUSE.lat, lon: LAKE_HOUSE.lon }, next, "");
    }
  }
  const market = cities[Math.floor(next() * cities.length)]!;
  const day = Date.UTC(2024, 3, 6 + Math.floor(next() * 20), 10);
  const rugFiles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const facts: PhotoFacts = { file: path.join("Phone", `PXL_20240406_1${i}.jpg`), city: market.name, taken: new Date(day + i * 600_000), gps: true, people: [], sign: null, receipt: false, event: 200 };
    photos.push(facts);
    rugFiles.push(facts.file);
    await writePhoto(dir, facts, market, next, "");
  }
  return { son, lakeFiles, rugFiles };
}

async function writePhoto(dir: string, facts: PhotoFacts, city: { lat: number; lon: number }, next: () => number, caption: string): Promise<void> {
  const file = path.join(dir, facts.file);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const hue = Math.floor(next() * 360);
  const shapes = Array.from({ length: 5 }, () => {
    const [x, y, w, h] = [next() * 560, next() * 400, 40 + next() * 200, 40 + next() * 160].map(Math.round);
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="30" fill="hsl(${Math.floor(next() * 360)},45%,${40 + Math.floor(next() * 30)}%)"/>`;
  }).join("");
  let body = `<rect width="640" height="480" fill="hsl(${hue},35%,55%)"/>${shapes}`;
  if (facts.sign) body = `<rect width="640" height="480" fill="#f4efe6"/><rect x="40" y="150" width="560" height="180" fill="#1d3557"/><text x="320" y="268" font-family="DejaVu Sans" font-weight="bold" font-size="76" fill="#ffffff" text-anchor="middle">${facts.sign}</text>`;
  if (facts.receipt) {
    const lines = ["CAFE CENTRAL", "COFFEE 3.50", "CAKE 4.20", "WATER 2.00", "TOTAL 9.70"];
    body = `<rect width="640" height="480" fill="#ffffff"/>${lines.map((l, i) => `<text x="120" y="${90 + i * 70}" font-family="DejaVu Sans Mono" font-size="40" fill="#111111">${l}</text>`).join("")}`;
  }
  const jpeg = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">${body}</svg>`)).jpeg({ quality: 80 }).toBuffer();
  const t = facts.taken;
  const stamp = t ? `${t.getUTCFullYear()}:${pad(t.getUTCMonth() + 1)}:${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}` : null;
  const gps = facts.gps ? { lat: city.lat + (next() - 0.5) * 0.04, lon: city.lon + (next() - 0.5) * 0.04 } : {};
  await fs.writeFile(file, stamp ? withExif(jpeg, exifSegment({ make: "Canon", model: "EOS R6", taken: stamp, ...gps })) : jpeg);
  if (!t) await fs.utimes(file, new Date(Date.UTC(2026, 0, 5)), new Date(Date.UTC(2026, 0, 5)));
  // People: half in XMP face regions (Lightroom, digiKam), half in Takeout JSON; some captions.
  const takeout = next() < 0.5;
  const withCaption = !facts.sign && !facts.receipt && next() < 0.3;
  if (facts.people.length && !takeout) await fs.writeFile(file.replace(/\.jpg$/, ".xmp"), xmp(facts.people));
  if ((facts.people.length && takeout) || withCaption) {
    const json = { title: path.basename(file), ...(withCaption ? { description: caption } : {}), ...(takeout ? { people: facts.people.map((name) => ({ name })) } : {}) };
    await fs.writeFile(`${file}.json`, JSON.stringify(json));
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

function xmp(people: string[]): string {
  const regions = people.map((name) => `<rdf:li rdf:parseType="Resource"><mwg-rs:Name>${name}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type></rdf:li>`).join("");
  return `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>${regions}</rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;
}
