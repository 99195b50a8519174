/**
 * @file Probe suite C4 (`--suite probe-c4`): about 280 searches per album as a newcomer types them
 * into a photo app, in the phrasings of someone who never read the parser: lower case, typos,
 * fragments, chatty requests, British and American words, numbers said in words. About 40% ask for
 * what the album lacks, in every family, where the honest answer is "no such photo". Every right
 * answer is computed from the album's facts (album.ts, album-facts.ts, places.ts), never written by
 * hand; a phrasing that can be read more than one way is asked only where all its readings give
 * the same photos (probe-kit.ts `agree`). Readings kept apart throughout: a photo without a date
 * has none, or has its file's date (January 2026, what the app falls back to); seasons by the
 * owner's northern hemisphere or the place's own, by months or by solstices; a holiday as its day
 * or as its country's public holiday. Benchmark only.
 */
import type { Album, PhotoFacts } from "./album";
import { OBJECTS, PEOPLE, random, SIGNS, THINGS } from "./album";
import { AlbumFacts, FEMALE, MONTHS, NOW } from "./album-facts";
import { misspell } from "./misspell";
import { ABSENT_CITIES, ABSENT_COUNTRIES, placeOf } from "./places";
import { agree, D, dayOf } from "./probe-kit";
import { SuiteBuilder, draws, type SuiteQuery } from "./suite";

/** The families, as run.ts reports them (a no-answer query of one is "zero:<family>"). */
export const C4_FAMILIES = [
  "people", "relations", "cities", "areas", "addresses", "near", "when", "dates", "seasons", "holidays", "ages", "ranges",
  "trip-anchors", "trips", "things", "text", "negation", "order", "home", "mixed",
] as const;
type Family = (typeof C4_FAMILIES)[number];

/** The file date the app falls back to for a photo the camera gave no time (album.ts sets it). */
const FILE_DATE = new Date(Date.UTC(2026, 0, 5, 12));
const DAY = 86_400_000;
const MON = ["jan", "feb", "march", "april", "may", "june", "july", "aug", "sept", "oct", "nov", "dec"];
const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const SOUTH = new Set(["Sydney", "Cape Town"]);
/** Where the owner's own calendar has no such public holiday: Christmas and Easter are no holiday there. */
const NO_CHRISTIAN_HOLIDAY = new Set(["Kyoto", "Istanbul"]);

/** "twenty twenty-three", as people say a year out loud. */
function yearInWords(year: number): string {
  const tail = year % 100;
  const ones = tail % 10;
  const tens = ["", "", "twenty", "thirty"][Math.floor(tail / 10)]!;
  const rest = tail < 13 ? WORDS[tail]! : tail < 20 ? ["thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"][tail - 13]! : ones ? `${tens}-${WORDS[ones]}` : tens;
  return `twenty ${rest}`;
}

/** Written like an address or a form field, city-level only (a street would be a reading of its own). */
const ADDRESSES: Record<string, string[]> = {
  Lisbon: ["1100-148 lisboa, portugal", "Lisbon, PT"],
  Kyoto: ["kyoto-shi, kyoto, japan", "Kyoto 600-8001 JP"],
  Seattle: ["Seattle, WA 98101", "seattle washington usa"],
  Edinburgh: ["Edinburgh EH1 1YZ", "edinburgh, scotland, uk"],
  "Cape Town": ["Cape Town, 8001, South Africa", "cape town ZA"],
  "Mexico City": ["CDMX, Mexico", "ciudad de mexico, MX"],
  Sydney: ["Sydney NSW 2000, Australia", "sydney au"],
  Toronto: ["Toronto, ON M5H 2N2", "toronto ontario canada"],
  Rome: ["00186 Roma RM, Italia", "rome, italy"],
  Istanbul: ["Istanbul, Türkiye", "istanbul 34110 TR"],
  Hauho: ["hauho, finland"],
};
const ABSENT_ADDRESSES = ["0150 Oslo, Norway", "1010 Wien, Österreich", "buenos aires, argentina", "Nairobi, Kenya", "hanoi vietnam", "101 Reykjavík, Iceland", "Montréal, QC H2X 1Y4", "lima, peru", "sydney, nova scotia", "rome, new york"];
/** Far from every album city, so no reading of "near" reaches one. */
const FAR_CITIES = ["Prague", "Marrakech", "Bangkok", "Dubai", "Cairo", "Seoul", "Havana", "Chicago"];
const ABSENT_REGIONS = ["tuscany", "Bavaria", "california", "Quebec", "queensland", "Hokkaido", "andalusia", "Patagonia", "provence", "Texas"];
/** Regions people name for an album city, beyond places.ts. */
const MORE_REGIONS: Record<string, string> = { Kyoto: "the kansai region", Seattle: "the pacific northwest", Lisbon: "the iberian peninsula", Edinburgh: "the british isles", "Mexico City": "latin america", Sydney: "down under" };
const STRANGERS = ["Sven", "Fatima", "Hiroshi", "Charlotte", "Dmitri", "Lucia"];
/** What a sign's word is called in the words of someone looking for the place. */
const SIGN_PLACES: Record<string, string[]> = {
  BAKERY: ["a bakery", "bakeries", "bread shop"],
  MERCADO: ["the market", "market stalls"],
  FARMACIA: ["the pharmacy", "a chemist's"],
  STATION: ["the train station", "railway station"],
  BIBLIOTECA: ["the library", "a public library"],
  HARBOUR: ["the harbor", "the port"],
  GELATO: ["ice cream shop", "the gelateria"],
  CINEMA: ["the movie theater", "movie theatre", "the cinema"],
  TAQUERIA: ["the taco place", "taco shop"],
  RAMEN: ["noodle bar", "the ramen place"],
  BOOKSHOP: ["the bookstore", "book store"],
  FLORIST: ["the flower shop", "florists"],
  PIZZERIA: ["a pizza place", "pizza restaurant"],
  HOSTEL: ["the youth hostel", "backpackers hostel"],
};
/** The memory's object, then other words for it: a synonym, a kind it is, a plural. */
const OBJECT_WORDS: Record<string, string[]> = {
  chair: ["chairs", "a seat", "furniture"],
  lamp: ["lamps", "a light fitting", "lighting"],
  bicycle: ["bikes", "a bike", "a push bike"],
  guitar: ["guitars", "a musical instrument", "instruments"],
  kayak: ["kayaks", "a boat", "boats"],
  telescope: ["telescopes", "a scope", "stargazing gear"],
};
/** The memory's thing (an event of the day), then other words for the same occasion. */
const THING_WORDS: Record<string, string[]> = {
  airport: ["at the airport", "airport pics", "in the departure lounge"],
  zoo: ["at the zoo", "zoo trip", "the zoological garden"],
  wedding: ["the wedding", "wedding photos", "at the wedding reception"],
  concert: ["the concert", "the gig", "live music show"],
  marathon: ["the marathon", "marathon day", "running the marathon"],
  aquarium: ["the aquarium", "aquarium visit", "the sea life aquarium"],
  graduation: ["the graduation", "graduation ceremony", "grad day"],
  picnic: ["the picnic", "picnic pics", "having a picnic"],
  carnival: ["the carnival", "the funfair", "carnival parade"],
  regatta: ["the regatta", "the boat race", "sailing regatta"],
};
/** Kinds of things that gather some of THINGS: a hypernym reads as all of them. */
const THING_KINDS: Array<[string, string[]]> = [["sporting events", ["marathon", "regatta"]], ["ceremonies", ["wedding", "graduation"]]];
/** Nothing in any album is these; none is a word of a caption, a receipt, a sign or a memory. */
const NEVER_THINGS = ["a tractor", "surfboards", "a fire engine", "a snowman", "a tennis racket", "a sewing machine", "a lighthouse", "hot air balloons", "a wheelbarrow", "jewellery"];
const NEVER_TEXT = ["screenshots", "screen grab of a text message", "my boarding pass", "a parking ticket", "the restaurant menu", "whiteboard notes", "a handwritten note", "sign that says EXIT", "photos of my passport", "the wifi password"];

interface Trip {
  event: number;
  city: string;
  photos: PhotoFacts[];
  first: number;
  last: number;
}

export function probeC4(album: Album): SuiteQuery[] {
  const f = new AlbumFacts(album);
  const b = new SuiteBuilder();
  const { pick, shuffled, next } = draws(random(album.seed * 409 + 23));
  const photos = f.photos;
  const files = (match: (p: PhotoFacts) => boolean) => f.files(match);
  const all = () => true;
  const lc = (s: string) => s.toLowerCase();
  const add = (family: Family, text: string, truth: Set<string>) => b.add(family, text, truth);
  const none = (family: Family, text: string, truth: Set<string> = new Set()) => b.none(family, text, truth);
  const answer = (family: Family, text: string, truth: Set<string> | null) => b.answer(family, text, truth);
  const typo = (word: string) => misspell(word, pick(["swap", "drop", "double"] as const), next);

  // ——— Time, read both ways for a photo without a date ———
  /** Photos of `base` whose time passes: agreed between "no date, never" and "its file's date". */
  const when = (pass: (t: Date, p: PhotoFacts) => boolean, base: (p: PhotoFacts) => boolean = all) =>
    agree(files((p) => base(p) && p.taken !== null && pass(p.taken, p)), files((p) => base(p) && pass(p.taken ?? FILE_DATE, p)));
  /** The answer when every reading is defined and all agree. */
  const agreeAll = (...readings: Array<Set<string> | null>) => (readings.every((r) => r) ? agree(...(readings as Set<string>[])) : null);
  /** Photos of `base` whose time fails: a photo without a date counted in, left out, or at its file's date. */
  const whenNot = (pass: (t: Date) => boolean, base: (p: PhotoFacts) => boolean = all) =>
    agree(files((p) => base(p) && !(p.taken !== null && pass(p.taken))), files((p) => base(p) && p.taken !== null && !pass(p.taken)), files((p) => base(p) && !pass(p.taken ?? FILE_DATE)));
  const dayMs = (t: Date) => D(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
  const inYear = (y: number) => (t: Date) => t.getUTCFullYear() === y;
  const inMonth = (m: number, y: number | null) => (t: Date) => t.getUTCMonth() === m && (y === null || t.getUTCFullYear() === y);
  const onDays = (from: number, to: number) => (t: Date) => dayMs(t) >= from && dayMs(t) <= to;
  /** The order of `base` oldest first, agreed with undated photos left out or at their file's date; null when a tie sits at the cut. */
  const ordered = (base: (p: PhotoFacts) => boolean, count: number, newest: boolean): Set<string> | null => {
    const by = (withUndated: boolean) => {
      const list = photos.filter((p) => base(p) && (withUndated || p.taken)).map((p) => ({ p, t: (p.taken ?? FILE_DATE).getTime() }));
      list.sort((x, y) => (newest ? y.t - x.t : x.t - y.t));
      if (list.length > count && list[count - 1]!.t === list[count]!.t) return null;
      return new Set(list.slice(0, count).map((x) => x.p.file));
    };
    const [a, c] = [by(false), by(true)];
    return a && c ? agree(a, c) : null;
  };

  // ——— What the album holds ———
  const cast = album.people;
  const rel = f.relative;
  const her = (person: string) => (FEMALE.has(person) ? "her" : "his");
  const self = (person: string) => (FEMALE.has(person) ? "herself" : "himself");
  const cities = album.cities;
  const inCity = (city: string) => (p: PhotoFacts) => p.city === city;
  const signs = [...new Set(photos.map((p) => p.sign).filter((s): s is string => s !== null))];
  const absentSigns = SIGNS.filter((s) => !signs.includes(s));
  const memThings = [...new Set(album.memories.map((m) => m.thing).filter((t): t is string => t !== null))];
  const absentThings = THINGS.filter((t) => !memThings.includes(t));
  const memObject = album.memories.find((m) => m.object)?.object ?? null;
  const absentObjects = OBJECTS.filter(([o]) => o !== memObject?.[0]);
  const hasThing = (thing: string) => (p: PhotoFacts) => f.memoriesOf(p).some((m) => m.thing === thing);
  const years = [...new Set(photos.filter((p) => p.taken).map((p) => p.taken!.getUTCFullYear()))].sort();
  const datedMonths = shuffled([...new Set(photos.filter((p) => p.taken).map((p) => `${p.taken!.getUTCMonth()}-${p.taken!.getUTCFullYear()}`))]).map((k) => k.split("-").map(Number) as [number, number]);
  const empty = shuffled(f.emptyMonths());
  const rugFiles = new Set(album.personal.rugFiles);
  const rugDay = photos.filter((p) => rugFiles.has(p.file));
  const rugCity = rugDay[0]!.city;

  // Trips: the days out, and (one reading) the morning at the market too; the lake summers are at home.
  const asTrip = (event: number, of: PhotoFacts[]): Trip => {
    const days = of.filter((p) => p.taken).map((p) => dayOf(p)!);
    return { event, city: of[0]!.city, photos: of, first: Math.min(...days), last: Math.max(...days) };
  };
  const trips = f.trips().map((t) => asTrip(t.event, t.photos)).sort((x, y) => x.first - y.first);
  const withMarket = [...trips, asTrip(200, rugDay)].sort((x, y) => x.first - y.first);
  const tripsTo = (city: string) => trips.filter((t) => t.city === city);
  const tripFiles = (t: Trip) => new Set(t.photos.map((p) => p.file));
  /** A memory says "before our X trip" of photos taken on it: "before the X trip" has that reading too. */
  const toldBefore = (city: string) => album.memories.some((m) => m.text.includes(`before our ${city} trip`));

  // Home: the place with photos on the most days, when it leads clearly.
  const daysAt = new Map<string, Set<number>>();
  for (const p of photos) if (p.taken) daysAt.set(p.city, (daysAt.get(p.city) ?? new Set()).add(dayOf(p)!));
  const ranked = [...daysAt].sort((x, y) => y[1].size - x[1].size);
  const home = ranked[0] && (!ranked[1] || ranked[0][1].size - ranked[1][1].size >= 3) ? ranked[0][0] : null;

  // ——— people ———
  const nameTypo = (name: string) => misspell(name, pick(["swap", "double"] as const), next);
  const personForms = (p: string) => [`pics of ${lc(p)}`, `${lc(p)}`, `can you find photos with ${p} in them`, `shots of ${lc(p)} pls`, `show me every photo ${lc(p)} is in`, `${nameTypo(lc(p))} photos`];
  for (const [i, person] of cast.entries()) {
    const forms = personForms(person);
    add("people", forms[i % forms.length]!, files((p) => f.has(p, person)));
    if (i % 2) add("people", pick(forms.slice(4)), files((p) => f.has(p, person)));
  }
  if (cast.includes("Ines")) add("people", "photos of inés", files((p) => f.has(p, "Ines")));
  if (cast.includes("Tomas")) add("people", "tomás pics", files((p) => f.has(p, "Tomas")));
  for (let i = 0; i < 3; i++) {
    const [a, c] = [cast[i]!, cast[i + 1]!];
    const both = files((p) => f.has(p, a) && f.has(p, c));
    answer("people", pick([`${lc(a)} and ${lc(c)} together`, `${a} with ${c}`, `photos where ${lc(a)} and ${lc(c)} are both in it`]), both);
  }
  const [o1, o2] = shuffled(cast);
  add("people", `either ${lc(o1!)} or ${lc(o2!)}`, files((p) => f.has(p, o1!) || f.has(p, o2!)));
  for (const person of shuffled(cast).slice(0, 2)) answer("people", pick([`${lc(person)} on ${her(person)} own`, `just ${lc(person)} by ${self(person)}`, `solo shots of ${lc(person)}`]), files((p) => f.alone(p, person)));
  answer("people", "pics with exactly two people in them", files((p) => f.peopleIn(p).size === 2));
  none("people", "group photos with three or more people", files((p) => f.peopleIn(p).size >= 3));
  for (const [i, u] of album.unusedPeople.entries()) none("people", [`photos of ${lc(u)}`, `any pics of ${u}?`, `${u} and ${cast[0]} together`, `${lc(u)} by ${self(u)}`][i]!, files((p) => f.has(p, u)));
  for (const [i, s] of shuffled(STRANGERS).slice(0, 2).entries()) none("people", [`photos of ${s}`, `can you find ${s} for me`, `${lc(s)} pics`][(i + album.seed) % 3]!);

  // ——— relations (run.ts tells the app who "my mom" or "my dad" is) ———
  const relWords = rel.relation === "mom" ? ["my mum", "mama", "my mother", "mom"] : ["my dad", "papa", "my father", "pops"];
  const ofRel = (p: PhotoFacts) => f.has(p, rel.person);
  add("relations", `pics of ${relWords[0]}`, files(ofRel));
  add("relations", `${relWords[1]}`, files(ofRel));
  add("relations", `photos with ${relWords[2]} in them`, files(ofRel));
  answer("relations", `${relWords[3]} by ${self(rel.person)}`, files((p) => f.alone(p, rel.person)));
  const relCity = pick([...new Set(photos.filter(ofRel).map((p) => p.city))]);
  add("relations", `${relWords[0]} in ${lc(relCity)}`, files((p) => ofRel(p) && p.city === relCity));
  const relYear = pick([...new Set(photos.filter((p) => ofRel(p) && p.taken).map((p) => p.taken!.getUTCFullYear()))]);
  answer("relations", `${relWords[2]} in ${relYear}`, when(inYear(relYear), ofRel));
  const friend = cast.find((c) => c !== rel.person && photos.some((p) => ofRel(p) && f.has(p, c)));
  if (friend) add("relations", `${relWords[1]} and ${lc(friend)}`, files((p) => ofRel(p) && f.has(p, friend)));
  none("relations", `${relWords[0]} in ${lc(album.unusedCities[0]!)}`);
  const relMissing = [2021, 2022, 2023, 2024, 2025].filter((y) => !photos.some((p) => ofRel(p) && p.taken?.getUTCFullYear() === y));
  if (relMissing.length) answer("relations", `photos of ${relWords[2]} from ${relMissing[0]}`, when(inYear(relMissing[0]!), ofRel));
  none("relations", rel.relation === "mom" ? "my dad" : "my mum");
  none("relations", pick(["my grandma", "photos of my grandmother", "nana"]));
  none("relations", pick(["my little brother", "pics of my sister"]));

  // ——— cities ———
  const cityForms = (c: string) => {
    const place = placeOf(c);
    return [`${lc(c)}`, `photos in ${c}`, `${lc(c)} pics`, `can you show me ${lc(c)}`, `when we were in ${lc(c)}`, `${c} shots`, ...(place.localName ? [`anything from ${place.localName}`] : []), ...place.misspellings.map(lc), typo(lc(c))];
  };
  for (const [i, city] of cities.entries()) {
    const forms = cityForms(city);
    add("cities", forms[Math.floor(next() * 6)]!, files(inCity(city)));
    if (i < 3) add("cities", pick(forms.slice(6)), files(inCity(city)));
  }
  const [c1, c2, c3] = shuffled(cities);
  add("cities", `${lc(c1!)} or ${lc(c2!)}`, files((p) => p.city === c1 || p.city === c2));
  add("cities", `pics from ${c1}, ${c2} and ${c3}`, files((p) => p.city === c1 || p.city === c2 || p.city === c3));
  add("cities", "hauho", files(inCity("Hauho")));
  answer("cities", "photos without gps", files((p) => !p.gps));
  for (const [i, city] of album.unusedCities.entries()) none("cities", [`photos in ${city}`, `${lc(city)}`, `${lc(placeOf(city).misspellings[0]!)} pics`, `when we went to ${city}`][i]!, files(inCity(city)));
  for (const [i, city] of shuffled(ABSENT_CITIES).slice(0, 2).entries()) none("cities", [`${lc(city)}`, `pics from ${city}`, `our time in ${lc(city)}`][(i + album.seed) % 3]!);
  none("cities", `${lc(pick(FAR_CITIES))} photos`);

  // ——— areas: countries, demonyms, regions, continents, groups ———
  for (const city of cities) {
    const place = placeOf(city);
    const country = place.country.length > 1 && next() < 0.5 ? pick(place.country.slice(1)) : place.country[0];
    add("areas", pick([`photos from ${country}`, `${lc(country)}`, `taken in ${country}`, `${lc(country)} pics`]), files(inCity(city)));
    if (next() < 0.35) add("areas", pick([`${lc(place.demonym)} photos`, `${place.demonym} pics`]), files(inCity(city)));
    const region = MORE_REGIONS[city] ?? place.region;
    if (region && next() < 0.45) add("areas", pick([`${lc(region)}`, `pictures from ${region}`]), files(inCity(city)));
  }
  const continent = (name: string, withIstanbul: boolean) => files((p) => placeOf(p.city).continent === name || (withIstanbul && p.city === "Istanbul"));
  answer("areas", "europe", agree(continent("Europe", false), continent("Europe", true)));
  answer("areas", "pics from asia", agree(continent("Asia", false), continent("Asia", true)));
  answer("areas", "north america", continent("North America", false));
  answer("areas", "africa", continent("Africa", false));
  add("areas", "pics from finland", files((p) => placeOf(p.city).country[0] === "Finland"));
  answer("areas", "oceania", continent("Australia", false));
  answer("areas", "the nordic countries", files((p) => placeOf(p.city).country[0] === "Finland"));
  answer("areas", "photos taken in the EU", files((p) => ["Portugal", "Italy", "Finland"].includes(placeOf(p.city).country[0])));
  none("areas", "south america");
  for (const country of shuffled(ABSENT_COUNTRIES).slice(0, 1)) none("areas", pick([`${lc(country.name)}`, `our ${lc(country.demonym)} trip`, `photos from ${country.name}`]));
  for (const city of album.unusedCities.slice(0, 2)) {
    const place = placeOf(city);
    none("areas", pick([`photos from ${place.country[0]}`, `${place.demonym} photos`]), files(inCity(city)));
  }
  for (const region of shuffled(ABSENT_REGIONS).slice(0, 2)) none("areas", pick([`${region}`, `pics from ${region}`, `our ${region} trip`]));
  none("areas", "southeast asia");

  // ——— addresses ———
  for (const city of [...cities, "Hauho"]) if (next() < 0.75) add("addresses", pick(ADDRESSES[city]!), files(inCity(city)));
  for (const city of album.unusedCities.slice(0, 2)) none("addresses", pick(ADDRESSES[city]!), files(inCity(city)));
  for (const address of shuffled(ABSENT_ADDRESSES).slice(0, 4)) none("addresses", address);

  // ——— near ———
  for (const city of shuffled(cities).slice(0, 4)) add("near", pick([`near ${lc(city)}`, `around ${city}`, `photos close to ${city}`, `in or near ${lc(city)}`, `the ${lc(city)} area`, `within 50 km of ${city}`]), files(inCity(city)));
  for (const city of shuffled([...FAR_CITIES, album.unusedCities[3]!]).slice(0, 4)) none("near", pick([`near ${lc(city)}`, `around ${city}`, `the ${lc(city)} area`, `close to ${city}`]));

  // ——— when: years, months, days, relative times, clock hours ———
  for (const year of shuffled(years).slice(0, 3)) answer("when", pick([`photos from ${year}`, `${year}`, `pics from '${String(year).slice(2)}`, `stuff from ${yearInWords(year)}`]), when(inYear(year)));
  {
    const y = pick(years);
    answer("when", `everything from ${yearInWords(y)}`, when(inYear(y)));
  }
  answer("when", "the year before last", when(inYear(NOW.getFullYear() - 2)));
  for (const [m, y] of datedMonths.slice(0, 3)) answer("when", pick([`${MON[m]} ${y}`, `photos from ${lc(MONTHS[m]!)} ${y}`, `${String(m + 1).padStart(2, "0")}/${y}`, `${MONTHS[m]} of ${y}`, `${lc(MONTHS[m]!)} '${String(y).slice(2)}`]), when(inMonth(m, y)));
  {
    const p = pick(photos.filter((x) => x.taken && x.taken.getUTCDate() > 12));
    const t = p.taken!;
    const [d, m, y] = [t.getUTCDate(), t.getUTCMonth(), t.getUTCFullYear()];
    const day = onDays(dayMs(t), dayMs(t));
    const th = d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th";
    const forms = shuffled([`${d} ${MONTHS[m]} ${y}`, `pics from ${lc(MONTHS[m]!)} ${d}${th}, ${y}`, `${y}-${String(m + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`, `${m + 1}/${d}/${y}`]);
    for (const form of forms.slice(0, 3)) answer("dates", form, when(day));
    answer("dates", `the ${d}${th} of ${lc(MONTHS[m]!)}`, when((x) => x.getUTCMonth() === m && x.getUTCDate() === d));
  }
  {
    const q = pick(photos.filter((x) => x.taken && x.taken.getUTCDate() > 12));
    const t = q.taken!;
    answer("dates", `${t.getUTCDate()}.${t.getUTCMonth() + 1}.${t.getUTCFullYear()}`, when(onDays(dayMs(t), dayMs(t))));
  }
  for (const [m, y] of empty.slice(0, 3)) answer("dates", pick([`photos from ${lc(MONTHS[m]!)} ${y}`, `${MON[m]} ${y} pics`, `${MONTHS[m]} ${y}`]), when(inMonth(m, y)));
  answer("dates", "the 30th of february", when((x) => x.getUTCMonth() === 1 && x.getUTCDate() === 30));
  const weekday = (n: number) => (x: Date) => x.getUTCDay() === n;
  {
    const y = pick(years);
    answer("when", `weekend pics from ${y}`, when((x) => x.getUTCFullYear() === y && (x.getUTCDay() === 0 || x.getUTCDay() === 6)));
    const n = Math.floor(next() * 5) + 1;
    const name = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"][n]!;
    answer("when", `photos taken on ${name}s`, when(weekday(n)));
  }
  answer("when", "shots taken between 2 and 4 pm", when((x) => x.getUTCHours() >= 14 && x.getUTCHours() < 16));
  answer("when", "photos taken before 9am", when((x) => x.getUTCHours() < 9));
  answer("when", "anything shot after 7 in the evening", agreeAll(when((x) => x.getUTCHours() >= 19), when((x) => x.getUTCHours() >= 19 || x.getUTCHours() < 5)));
  answer("when", "pics with no date", files((p) => !p.taken));
  answer("when", pick(["photos from 2019", "pics from twenty nineteen"]), when(inYear(2019)));
  none("when", "pics from the 90s");
  answer("when", "yesterday", when(onDays(D(2026, 10, 21), D(2026, 10, 21))));
  answer("when", "last week", when(onDays(D(2026, 10, 9), D(2026, 10, 21))));
  answer("when", "photos from the past six months", when(onDays(D(2026, 4, 22), D(2026, 10, 22))));
  answer("when", "december 2026", when(inMonth(11, 2026)));

  // ——— seasons ———
  const SEASON_MONTHS: Record<string, number[]> = { spring: [2, 3, 4], summer: [5, 6, 7], autumn: [8, 9, 10], winter: [11, 0, 1] };
  const FLIP: Record<string, string> = { spring: "autumn", summer: "winter", autumn: "spring", winter: "summer" };
  /** Solstice and equinox dates, (month, day) of the season's start, the next one's start ends it. */
  const ASTRO: Record<string, [number, number, number, number]> = { spring: [2, 20, 5, 21], summer: [5, 21, 8, 22], autumn: [8, 22, 11, 21], winter: [11, 21, 2, 20] };
  /** Every reading of "<season> <year>": by months or solstices, the owner's hemisphere or the place's, a winter counted with its December or its January. */
  const seasonReadings = (name: string, year: number | null, base: (p: PhotoFacts) => boolean = all): Array<Set<string> | null> => {
    const byMonths = (season: string, t: Date, y: number | null, decFirst: boolean) => {
      const m = t.getUTCMonth();
      if (!SEASON_MONTHS[season]!.includes(m)) return false;
      if (y === null) return true;
      const seasonYear = season === "winter" && (decFirst ? m === 11 : m !== 11) ? (decFirst ? t.getUTCFullYear() + 1 : t.getUTCFullYear() - 1) : t.getUTCFullYear();
      return seasonYear === y;
    };
    const byAstro = (season: string, t: Date, y: number | null, decFirst: boolean) => {
      const [sm, sd, em, ed] = ASTRO[season]!;
      const key = t.getUTCMonth() * 100 + t.getUTCDate();
      const [start, end] = [sm * 100 + sd, em * 100 + ed];
      const inside = start < end ? key >= start && key < end : key >= start || key < end;
      if (!inside || y === null) return inside;
      const late = key >= start && start > end; // December part of a winter
      const seasonYear = start > end && (decFirst ? late : !late) ? (decFirst ? t.getUTCFullYear() + 1 : t.getUTCFullYear() - 1) : t.getUTCFullYear();
      return seasonYear === y;
    };
    const out: Array<Set<string> | null> = [];
    for (const rule of [byMonths, byAstro])
      for (const local of [false, true])
        for (const decFirst of name === "winter" || local ? [false, true] : [false])
          out.push(when((t, p) => rule(local && SOUTH.has(p.city) ? FLIP[name]! : name, t, year, decFirst), base));
    return out;
  };
  const seasonAnswer = (name: string, year: number | null, base?: (p: PhotoFacts) => boolean) => agreeAll(...seasonReadings(name, year, base));
  const seasonWord = (s: string) => (s === "autumn" ? pick(["autumn", "fall"]) : s);
  for (const y of shuffled(years)) for (const s of shuffled(["spring", "summer", "autumn"])) {
    answer("seasons", pick([`${seasonWord(s)} ${y}`, `${seasonWord(s)} of '${String(y).slice(2)}`, `pics from the ${seasonWord(s)} of ${y}`, `${typo(s)} ${y}`]), seasonAnswer(s, y));
  }
  answer("seasons", "winter 2023", seasonAnswer("winter", 2023));
  answer("seasons", "photos from winter 2021", seasonAnswer("winter", 2021));
  answer("seasons", "every summer", seasonAnswer("summer", null));
  answer("seasons", "summer 2020", seasonAnswer("summer", 2020));
  answer("seasons", "this autumn", seasonAnswer("autumn", 2026));
  answer("seasons", "last summer", agreeAll(seasonAnswer("summer", 2026), seasonAnswer("summer", 2025)));
  for (const city of shuffled(cities).slice(0, 3)) {
    const s = pick(["spring", "summer", "autumn", "winter"]);
    answer("seasons", `${lc(city)} in the ${seasonWord(s)}`, seasonAnswer(s, null, inCity(city)));
  }

  // ——— holidays ———
  const easter = (y: number) => {
    const a = y % 19, bb = Math.floor(y / 100), c = y % 100, d = Math.floor(bb / 4), e = bb % 4, g = Math.floor((8 * bb + 13) / 25);
    const h = (19 * a + bb - d - g + 15) % 30, i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
    const month = Math.floor((h + l - 7 * m + 114) / 31) - 1, day = ((h + l - 7 * m + 114) % 31) + 1;
    return D(y, month, day);
  };
  const nthWeekday = (y: number, month: number, weekdayN: number, n: number) => {
    const first = new Date(D(y, month, 1)).getUTCDay();
    return D(y, month, 1 + ((weekdayN - first + 7) % 7) + (n - 1) * 7);
  };
  /** Readings of a holiday: its day(s) anywhere, or only where it is kept (`keptIn`). */
  const holiday = (spans: Array<[number, number]>, keptIn: (city: string) => boolean = () => true) => {
    const on = (t: Date) => spans.some(([a, z]) => dayMs(t) >= a && dayMs(t) <= z);
    return agreeAll(when(on), when(on, (p) => keptIn(p.city)));
  };
  const christian = (city: string) => !NO_CHRISTIAN_HOLIDAY.has(city);
  const ALL_YEARS = [2021, 2022, 2023, 2024, 2025];
  const one = (day: number): Array<[number, number]> => [[day, day]];
  /** A holiday: words without a year and with one, and each reading's days in a year, kept where `kept` says. */
  const HOLIDAYS: Array<{ words: string[]; withYear: (y: number) => string[]; readings: Array<(y: number) => Array<[number, number]>>; kept: (city: string) => boolean }> = [
    { words: ["christmas pics", "xmas"], withYear: (y) => [`christmas ${y}`, `xmas ${y}`, `christmas day ${y}`], readings: [(y) => one(D(y, 11, 25)), (y) => [[D(y, 11, 24), D(y, 11, 26)]]], kept: christian },
    { words: ["new year's eve", "nye"], withYear: (y) => [`new years eve ${y}`], readings: [(y) => one(D(y, 11, 31))], kept: () => true },
    { words: ["new year's day"], withYear: (y) => [`new year's day ${y}`], readings: [(y) => one(D(y, 0, 1))], kept: () => true },
    { words: ["easter", "easter weekend"], withYear: (y) => [`easter ${y}`, `the easter weekend ${y}`], readings: [(y) => one(easter(y)), (y) => [[easter(y) - 2 * DAY, easter(y) + DAY]], (y) => [[easter(y) - DAY, easter(y)]]], kept: christian },
    { words: ["halloween pics", "halloween"], withYear: (y) => [`halloween ${y}`], readings: [(y) => one(D(y, 9, 31))], kept: () => true },
    { words: ["valentines day", "valentine's"], withYear: (y) => [`valentine's day ${y}`], readings: [(y) => one(D(y, 1, 14))], kept: () => true },
    { words: ["st patrick's day", "paddy's day"], withYear: (y) => [`st patricks day ${y}`], readings: [(y) => one(D(y, 2, 17))], kept: () => true },
    { words: ["4th of july", "independence day in the states"], withYear: (y) => [`july 4th ${y}`, `fourth of july ${y}`], readings: [(y) => one(D(y, 6, 4))], kept: (c) => c === "Seattle" },
    { words: ["canada day"], withYear: (y) => [`canada day ${y}`], readings: [(y) => one(D(y, 6, 1))], kept: (c) => c === "Toronto" },
    { words: ["bonfire night", "guy fawkes night"], withYear: (y) => [`bonfire night ${y}`], readings: [(y) => one(D(y, 10, 5))], kept: (c) => c === "Edinburgh" },
    { words: ["hogmanay"], withYear: (y) => [`hogmanay ${y}`], readings: [(y) => one(D(y, 11, 31))], kept: (c) => c === "Edinburgh" },
    { words: ["australia day"], withYear: (y) => [`australia day ${y}`], readings: [(y) => one(D(y, 0, 26))], kept: (c) => c === "Sydney" },
    { words: ["golden week"], withYear: (y) => [`golden week ${y}`], readings: [(y) => [[D(y, 3, 29), D(y, 4, 5)]]], kept: (c) => c === "Kyoto" },
    { words: ["day of the dead", "dia de muertos"], withYear: (y) => [`day of the dead ${y}`], readings: [(y) => [[D(y, 10, 1), D(y, 10, 2)]], (y) => one(D(y, 10, 2))], kept: (c) => c === "Mexico City" },
    { words: ["boxing day"], withYear: (y) => [`boxing day ${y}`], readings: [(y) => one(D(y, 11, 26))], kept: (c) => ["Edinburgh", "Toronto", "Sydney", "Cape Town"].includes(c) },
    { words: ["thanksgiving"], withYear: (y) => [`thanksgiving ${y}`], readings: [(y) => one(nthWeekday(y, 10, 4, 4)), (y) => one(nthWeekday(y, 9, 1, 2))], kept: () => true },
  ];
  /** Every reading's photos of a holiday in the given years, agreed. */
  const holidayAnswer = (h: (typeof HOLIDAYS)[number], ys: number[]) => agreeAll(...h.readings.map((r) => holiday(ys.flatMap(r), h.kept)));
  const holidayQueries: Array<{ holiday: number; text: string; truth: Set<string> | null }> = [];
  for (const [i, h] of shuffled(HOLIDAYS).entries()) {
    holidayQueries.push({ holiday: i, text: pick(h.words), truth: holidayAnswer(h, ALL_YEARS) });
    for (const y of ALL_YEARS) holidayQueries.push({ holiday: i, text: pick(h.withYear(y)), truth: holidayAnswer(h, [y]) });
  }
  // Every holiday the album has photos of (the album promises none), then one way each of asking for holidays it has none of, to eight in all.
  const holidayHits = holidayQueries.filter((q) => q.truth?.size).slice(0, 3);
  for (const q of holidayHits) answer("holidays", q.text, q.truth);
  const asked = new Set(holidayHits.map((q) => q.holiday));
  for (const q of shuffled(holidayQueries.filter((q) => q.truth && q.truth.size === 0))) {
    if (asked.size >= 7 || asked.has(q.holiday)) continue;
    asked.add(q.holiday);
    answer("holidays", q.text, q.truth);
  }
  answer("holidays", "last christmas", agreeAll(holiday(one(D(2025, 11, 25)), christian), holiday([[D(2025, 11, 24), D(2025, 11, 26)]], christian)));

  // ——— ages ———
  const today = D(NOW.getFullYear(), NOW.getMonth(), NOW.getDate());
  const ago = (years: number) => D(NOW.getFullYear() - years, NOW.getMonth(), NOW.getDate());
  const olderThan = (since: number) => agreeAll(when((t) => dayMs(t) < since), when((t) => dayMs(t) <= since));
  const youngerThan = (since: number) => agreeAll(when((t) => dayMs(t) > since), when((t) => dayMs(t) >= since));
  for (const n of shuffled([2, 3, 4]).slice(0, 2)) answer("ages", pick([`photos over ${n} years old`, `pics older than ${WORDS[n]} years`, `at least ${n} years old`]), olderThan(ago(n)));
  answer("ages", "more than five years old", olderThan(ago(5)));
  answer("ages", pick(["photos that are 10+ years old", "older than a decade"]), olderThan(ago(10)));
  answer("ages", "pics less than a month old", youngerThan(D(NOW.getFullYear(), NOW.getMonth() - 1, NOW.getDate())));
  answer("ages", "brand new photos from the last week", youngerThan(today - 7 * DAY));
  answer("ages", "under two years old", youngerThan(ago(2)));
  {
    const n = pick([2, 3]);
    const inside = (t: Date) => dayMs(t) > ago(n + 1) && dayMs(t) < ago(n);
    answer("ages", `photos between ${n} and ${n + 1} years old`, agreeAll(when(inside), when((t) => dayMs(t) >= ago(n + 1) && dayMs(t) <= ago(n))));
    const person = pick(cast);
    answer("ages", `${lc(person)} more than ${WORDS[n]} years ago`, agreeAll(when((t) => dayMs(t) < ago(n), (p) => f.has(p, person)), when((t) => dayMs(t) <= ago(n), (p) => f.has(p, person))));
  }

  // ——— ranges ———
  {
    const y = pick(years);
    const [m1, m2] = [Math.floor(next() * 5), 6 + Math.floor(next() * 5)];
    answer("ranges", `from ${lc(MONTHS[m1]!)} to ${lc(MONTHS[m2]!)} ${y}`, when((t) => t.getUTCFullYear() === y && t.getUTCMonth() >= m1 && t.getUTCMonth() <= m2));
    const y2 = pick(years.filter((x) => x < 2025));
    answer("ranges", pick([`between ${y2} and ${y2 + 1}`, `${y2}-${y2 + 1}`, `${y2} through ${y2 + 1}`]), when((t) => t.getUTCFullYear() >= y2 && t.getUTCFullYear() <= y2 + 1));
    const y3 = pick(years);
    answer("ranges", `the first half of ${y3}`, when((t) => t.getUTCFullYear() === y3 && t.getUTCMonth() < 6));
    const y4 = pick(years);
    answer("ranges", `second half of ${y4}`, when((t) => t.getUTCFullYear() === y4 && t.getUTCMonth() >= 6));
    const y5 = pick(years);
    answer("ranges", `early ${y5}`, agreeAll(when((t) => t.getUTCFullYear() === y5 && t.getUTCMonth() < 3), when((t) => t.getUTCFullYear() === y5 && t.getUTCMonth() < 4)));
    const y6 = pick(years);
    answer("ranges", `late ${y6}`, agreeAll(when((t) => t.getUTCFullYear() === y6 && t.getUTCMonth() >= 9), when((t) => t.getUTCFullYear() === y6 && t.getUTCMonth() >= 8)));
    const y7 = pick([2022, 2023, 2024]);
    answer("ranges", `before ${y7}`, when((t) => t.getUTCFullYear() < y7));
    answer("ranges", `${y7} or earlier`, when((t) => t.getUTCFullYear() <= y7));
    const y8 = pick([2023, 2024, 2025]);
    answer("ranges", `everything since ${y8}`, when((t) => t.getUTCFullYear() >= y8));
    const p = pick(photos.filter((x) => x.taken));
    const [m, yy] = [p.taken!.getUTCMonth(), p.taken!.getUTCFullYear()];
    answer("ranges", `between the 10th and 20th of ${lc(MONTHS[m]!)} ${yy}`, when(onDays(D(yy, m, 10), D(yy, m, 20))));
    answer("ranges", `${MON[m]} ${yy} to ${MON[(m + 2) % 12]} ${m + 2 > 11 ? yy + 1 : yy}`, when(onDays(D(yy, m, 1), D(m + 2 > 11 ? yy + 1 : yy, (m + 2) % 12 + 1, 0))));
  }
  answer("ranges", "2010 to 2015", when((t) => t.getUTCFullYear() >= 2010 && t.getUTCFullYear() <= 2015));
  none("ranges", "between 1999 and 2003");
  {
    const run = empty.map(([m, y]) => [m, y] as const).find(([m, y]) => m < 11 && empty.some(([m2, y2]) => m2 === m + 1 && y2 === y));
    if (run) answer("ranges", `${lc(MONTHS[run[0]]!)} to ${lc(MONTHS[run[0] + 1]!)} ${run[1]}`, when((t) => t.getUTCFullYear() === run[1] && (t.getUTCMonth() === run[0] || t.getUTCMonth() === run[0] + 1)));
  }

  // ——— trip anchors: before or after a trip ———
  /** The one trip meant by "the X trip": the only one there, or null. The market morning is a trip to its city in one reading. */
  const onlyTrip = (city: string) => (tripsTo(city).length === 1 && city !== rugCity ? tripsTo(city)[0]! : null);
  for (const city of shuffled(cities)) {
    const trip = onlyTrip(city);
    if (!trip) continue;
    if (!toldBefore(city)) answer("trip-anchors", pick([`photos before we went to ${lc(city)}`, `everything before the ${city} trip`, `pics from before our trip to ${lc(city)}`]), when((t) => dayMs(t) < trip.first));
    answer("trip-anchors", pick([`after we got back from ${lc(city)}`, `photos after the ${lc(city)} trip`]), when((t) => dayMs(t) > trip.last));
    const i = trips.indexOf(trip);
    const j = withMarket.indexOf(trip);
    const prev = agree(...[trips[i - 1], withMarket[j - 1]].map((t) => (t ? tripFiles(t) : new Set<string>())));
    const nextTrip = agree(...[trips[i + 1], withMarket[j + 1]].map((t) => (t ? tripFiles(t) : new Set<string>())));
    answer("trip-anchors", `the trip before ${lc(city)}`, prev);
    answer("trip-anchors", `the trip right after ${city}`, nextTrip);
  }
  {
    // Between two trips, each the only one to its city.
    const singles = trips.filter((t) => onlyTrip(t.city) === t);
    if (singles.length >= 2) {
      const [a, z] = [singles[0]!, singles.at(-1)!];
      answer("trip-anchors", `between the ${lc(a.city)} and ${lc(z.city)} trips`, when((t) => dayMs(t) > a.last && dayMs(t) < z.first));
    }
  }
  for (const city of album.unusedCities.slice(0, 2)) none("trip-anchors", pick([`photos before our trip to ${lc(city)}`, `after we got back from ${city}`]));
  {
    const first = trips[0]!;
    if (onlyTrip(first.city) === first) answer("trip-anchors", `photos before the ${lc(first.city)} trip`, toldBefore(first.city) ? null : when((t) => dayMs(t) < first.first));
  }

  // ——— trips and days out ———
  for (const city of shuffled(cities)) {
    const to = tripsTo(city);
    if (to.length === 1 && city !== rugCity) add("trips", pick([`our ${lc(city)} trip`, `the trip to ${city}`, `${lc(city)} vacation`, `our holiday in ${lc(city)}`]), tripFiles(to[0]!));
    if (to.length === 2 && to[1]!.first - to[0]!.last > 7 * DAY) {
      // With the market morning as a visit, the first or the last visit can be that morning.
      const visits = withMarket.filter((t) => t.city === city);
      if (next() < 0.5) answer("trips", pick([`the first time we went to ${lc(city)}`, `our first ${lc(city)} trip`]), agree(tripFiles(to[0]!), tripFiles(visits[0]!)));
      else answer("trips", pick([`the second ${city} trip`, `the last time we were in ${lc(city)}`]), agree(tripFiles(to[1]!), tripFiles(visits.at(-1)!)));
      if (city !== rugCity && next() < 0.5) add("trips", `both ${lc(city)} trips`, new Set([...tripFiles(to[0]!), ...tripFiles(to[1]!)]));
      else if (city !== rugCity) none("trips", `our third trip to ${lc(city)}`);
    }
  }
  {
    const last = agree(tripFiles(trips.at(-1)!), tripFiles(withMarket.at(-1)!));
    answer("trips", "our most recent trip", last);
    const firstTrip = agree(tripFiles(trips[0]!), tripFiles(withMarket[0]!));
    answer("trips", "the very first trip", firstTrip);
    const t = pick(trips);
    const start = new Date(t.first);
    const inThatMonth = trips.filter((x) => new Date(x.first).getUTCMonth() === start.getUTCMonth() && new Date(x.first).getUTCFullYear() === start.getUTCFullYear());
    const marketToo = withMarket.filter((x) => new Date(x.first).getUTCMonth() === start.getUTCMonth() && new Date(x.first).getUTCFullYear() === start.getUTCFullYear());
    if (inThatMonth.length === 1 && marketToo.length === 1) add("trips", `the trip in ${lc(MONTHS[start.getUTCMonth()]!)} ${start.getUTCFullYear()}`, tripFiles(t));
  }
  for (const thing of memThings) {
    const words = THING_WORDS[thing]!;
    add("trips", pick(words), files(hasThing(thing)));
  }
  for (const [kind, of] of THING_KINDS) {
    const truth = files((p) => of.some((t) => hasThing(t)(p)));
    answer("trips", kind, truth);
  }
  for (const thing of shuffled(absentThings).slice(0, 2)) none("trips", pick(THING_WORDS[thing]!));
  none("trips", pick(["our ski trip", "the cruise", "camping trip"]));
  none("trips", `our trip to ${lc(pick(ABSENT_CITIES))}`);
  {
    const [m, y] = empty[4] ?? empty[0]!;
    none("trips", `the trip in ${lc(MONTHS[m]!)} ${y}`, files((p) => p.taken !== null && p.taken.getUTCMonth() === m && p.taken.getUTCFullYear() === y));
  }

  // ——— things: objects, shops and scenes, said as synonyms, kinds, plurals, compounds ———
  if (memObject) {
    const [object, brand] = memObject;
    const truth = files((p) => f.memoriesOf(p).some((m) => m.object?.[0] === object));
    const words = OBJECT_WORDS[object]!;
    add("things", `the ${object} i liked`, truth);
    add("things", `${lc(brand)} ${words[0]!.replace(/^an? /, "")}`, truth);
    add("things", `the ${object} from ${brand}`, truth);
    add("things", `stuff i wanted from ${lc(brand)}`, truth);
    answer("things", words[2]!, truth);
    answer("things", words[1]!, truth);
  }
  for (const [object, brand] of shuffled(absentObjects).slice(0, 2)) {
    none("things", pick([`the ${object} I liked at ${brand}`, `${lc(brand)} ${object}`, `${object}s`]));
  }
  for (const sign of shuffled(signs).slice(0, 5)) add("things", pick(SIGN_PLACES[sign]!), files((p) => p.sign === sign));
  for (const sign of shuffled(absentSigns).slice(0, 2)) none("things", pick(SIGN_PLACES[sign]!));
  add("things", pick(["coffee", "the café", "cafe"]), files((p) => p.receipt));
  if (signs.includes("PIZZERIA")) add("things", "pizza", files((p) => p.sign === "PIZZERIA"));
  if (signs.includes("RAMEN")) add("things", "ramen", files((p) => p.sign === "RAMEN"));
  if (signs.includes("TAQUERIA")) add("things", "tacos", files((p) => p.sign === "TAQUERIA"));
  for (const [i, thing] of shuffled(NEVER_THINGS).slice(0, 4).entries()) none("things", [thing, `photos of ${thing}`, `any pics of ${thing}?`, `can you find ${thing}`][(i + album.seed) % 4]!);
  {
    const shops = signs.includes("BOOKSHOP") ? files((p) => p.sign === "BOOKSHOP") : new Set<string>();
    const withLibrary = files((p) => p.sign === "BOOKSHOP" || p.sign === "BIBLIOTECA");
    answer("things", "books", agree(shops, withLibrary));
  }

  // ——— text in photos ———
  for (const sign of shuffled(signs).slice(0, 5)) {
    const w = lc(sign);
    add("text", pick([`sign that says ${w}`, `photos with the word ${w} on them`, `${sign} written on a sign`, `a sign saying ${w}`, `text: ${w}`, `${typo(w)} sign`]), files((p) => p.sign === sign));
  }
  add("text", pick(["photos of signs", "all the signs"]), files((p) => p.sign !== null));
  add("text", "receipts", files((p) => p.receipt));
  add("text", pick(["that receipt from the cafe", "reciept", "the café central receipt", "receipt with 9.70 on it", "the bill from cafe central"]), files((p) => p.receipt));
  add("text", "total 9.70", files((p) => p.receipt));
  answer("text", "photos with writing in them", files((p) => p.sign !== null || p.receipt));
  for (const sign of shuffled(absentSigns).slice(0, 2)) none("text", pick([`the ${lc(sign)} sign`, `sign that says ${sign}`, `the word ${lc(sign)}`]));
  for (const t of shuffled(NEVER_TEXT).slice(0, 3)) none("text", t);
  none("text", "receipt for 24.99");

  // ——— negation and exclusion ———
  {
    const [a, c] = shuffled(cast);
    answer("negation", pick([`${lc(a!)} without ${lc(c!)}`, `${a} but not ${c}`, `${lc(a!)} w/o ${lc(c!)}`, `photos of ${a} that don't have ${c} in them`]), files((p) => f.has(p, a!) && !f.has(p, c!)));
    const city = pick(cities);
    answer("negation", pick([`everything except ${lc(city)}`, `all photos but not ${city}`, `everywhere apart from ${lc(city)}`]), files((p) => p.city !== city));
    const person = pick(cast);
    const pc = pick([...new Set(photos.filter((p) => f.has(p, person)).map((p) => p.city))]);
    answer("negation", `${lc(person)} not in ${lc(pc)}`, files((p) => f.has(p, person) && p.city !== pc));
    answer("negation", pick(["photos without any people", "pics with nobody in them", "no people"]), files((p) => f.peopleIn(p).size === 0));
    const y = pick(years);
    const cy = pick(cities);
    answer("negation", `${lc(cy)} but not ${y}`, whenNot(inYear(y), inCity(cy)));
    answer("negation", `${y} excluding ${lc(cy)}`, when(inYear(y), (p) => p.city !== cy));
    const sign = pick(signs);
    answer("negation", `all the signs apart from ${lc(sign)}`, files((p) => p.sign !== null && p.sign !== sign));
    answer("negation", pick(["everything except receipts", "no receipts", "photos that aren't receipts"]), files((p) => !p.receipt));
    const person2 = pick(cast);
    answer("negation", `${lc(person2)}, but not on ${her(person2)} own`, files((p) => f.has(p, person2) && !f.alone(p, person2)));
    answer("negation", "not in europe", agree(files((p) => placeOf(p.city).continent !== "Europe"), files((p) => placeOf(p.city).continent !== "Europe" && p.city !== "Istanbul")));
    const thing = pick(memThings);
    const tc = photos.find(hasThing(thing))!.city;
    answer("negation", `${lc(tc)} photos that aren't from the ${thing}`, files((p) => p.city === tc && !hasThing(thing)(p)));
    const y2 = pick(years);
    const person3 = pick(cast);
    answer("negation", `${lc(person3)} minus ${y2}`, whenNot(inYear(y2), (p) => f.has(p, person3)));
    answer("negation", `photos of people other than ${rel.relation === "mom" ? "mum" : "dad"}`, agree(files((p) => [...f.peopleIn(p)].some((x) => x !== rel.person)), files((p) => f.peopleIn(p).size > 0 && !ofRel(p))));
  }
  // Exclusions that leave nothing.
  for (const city of shuffled(cities).slice(0, 2)) none("negation", `${lc(city)} but not in ${placeOf(city).country[0]}`);
  {
    const sign = pick(signs);
    const its = [...new Set(photos.filter((p) => p.sign === sign).map((p) => p.city))];
    answer("negation", `the ${lc(sign)} sign not in ${its.map(lc).join(" or ")}`, files((p) => p.sign === sign && !its.includes(p.city)));
    const city = pick(cities.filter((c) => tripsTo(c).length === 2));
    const ys = [...new Set(photos.filter((p) => p.city === city && p.taken).map((p) => p.taken!.getUTCFullYear()))];
    answer("negation", `${lc(city)} but not in ${ys.join(" or ")}`, whenNot((t) => ys.includes(t.getUTCFullYear()), inCity(city)));
    none("negation", `${lc(album.unusedPeople[0]!)} without ${lc(cast[0]!)}`);
    none("negation", `${lc(pick(FAR_CITIES))} without receipts`);
    const person = pick(cast);
    none("negation", `${lc(person)} without anyone else, in ${lc(album.unusedCities[1]!)}`);
  }

  // ——— order and counts ———
  answer("order", pick(["the very first photo", "my oldest pic"]), ordered(all, 1, false));
  answer("order", `the ${pick(["three", "3"])} oldest pictures`, ordered(all, 3, false));
  answer("order", `latest ${pick(["five", "5"])} shots`, ordered(all, 5, true));
  for (const person of shuffled(cast).slice(0, 2)) {
    answer("order", pick([`first photo of ${lc(person)}`, `the earliest pic of ${person}`]), ordered((p) => f.has(p, person), 1, false));
    answer("order", pick([`most recent photo of ${lc(person)}`, `last pic of ${person}`, `newest shot of ${lc(person)}`]), ordered((p) => f.has(p, person), 1, true));
  }
  for (const [i, city] of shuffled(cities).slice(0, 2).entries()) answer("order", [`the first ${WORDS[2]} pics from ${lc(city)}`, `oldest 2 photos in ${city}`][i]!, ordered(inCity(city), 2, false));
  {
    const city = pick(cities);
    answer("order", `the 4 most recent ${lc(city)} photos`, ordered(inCity(city), 4, true));
    const y = pick(years);
    answer("order", pick([`the last photo i took in ${y}`, `final pic of ${y}`]), ordered((p) => p.taken?.getUTCFullYear() === y, 1, true));
    const y2 = pick(years);
    answer("order", `first photo of ${yearInWords(y2)}`, ordered((p) => p.taken?.getUTCFullYear() === y2, 1, false));
    answer("order", "the earliest receipt", ordered((p) => p.receipt, 1, false));
    const t = pick(trips);
    const fromTrip = (p: PhotoFacts) => p.event === t.event;
    if (onlyTrip(t.city) === t) answer("order", `last ${pick(["three", "3"])} photos of the ${lc(t.city)} trip`, ordered(fromTrip, 3, true));
    const y3 = pick(years);
    answer("order", `the first dozen photos from ${y3}`, ordered((p) => p.taken?.getUTCFullYear() === y3, 12, false));
  }
  none("order", `first photo of ${lc(album.unusedPeople[1]!)}`);
  none("order", `latest 3 from ${lc(pick(ABSENT_CITIES))}`);
  none("order", "the oldest picture from 2019");
  none("order", `the newest screenshot`);
  none("order", `first ${pick(absentObjects)[0]} pic`);

  // ——— home ———
  if (home) {
    const atHome = inCity(home);
    add("home", pick(["photos at home", "pics taken at home"]), files(atHome));
    add("home", "away from home", files((p) => !atHome(p)));
    const yh = pick([...new Set(photos.filter((p) => atHome(p) && p.taken).map((p) => p.taken!.getUTCFullYear()))]);
    answer("home", `home in ${yh}`, when(inYear(yh), atHome));
    const person = pick(cast.filter((c) => photos.some((p) => atHome(p) && f.has(p, c))));
    add("home", `${lc(person)} at home`, files((p) => atHome(p) && f.has(p, person)));
    const away = pick(cast);
    answer("home", `${lc(away)} when we weren't at home`, files((p) => !atHome(p) && f.has(p, away)));
    answer("home", "at home last christmas", holiday([[D(2025, 11, 24), D(2025, 11, 26)]], (c) => c === home));
    answer("home", pick(["home photos from 2021", "at home in 2025"]), when(inYear(pick([2021, 2025])), atHome));
    answer("home", "home photos from the winter", seasonAnswer("winter", null, atHome));
    answer("home", pick([`receipts from home`, `signs at home`]), files((p) => atHome(p) && (p.receipt || p.sign !== null)));
    const stranger = album.unusedPeople[2]!;
    none("home", `${lc(stranger)} at our place`, files((p) => atHome(p) && f.has(p, stranger)));
  }

  // ——— mixed constraints ———
  for (let i = 0; i < 4; i++) {
    const person = pick(cast);
    const city = pick([...new Set(photos.filter((p) => f.has(p, person)).map((p) => p.city))]);
    add("mixed", [`${lc(person)} in ${lc(city)}`, `can you find the pics of ${lc(person)} from when we were in ${city}`, `${person} ${city}`, `${lc(person)} + ${lc(city)}`][(i + album.seed) % 4]!, files((p) => f.has(p, person) && p.city === city));
  }
  for (let i = 0; i < 3; i++) {
    const person = pick(cast);
    const y = pick(years);
    answer("mixed", pick([`${lc(person)} ${y}`, `photos of ${person} from ${y}`, `${lc(person)} in ${yearInWords(y)}`]), when(inYear(y), (p) => f.has(p, person)));
  }
  {
    const person = pick(cast);
    const s = pick(["spring", "summer", "autumn"]);
    const y = pick(years);
    answer("mixed", `${lc(person)} ${seasonWord(s)} ${y}`, seasonAnswer(s, y, (p) => f.has(p, person)));
    const sign = pick(signs);
    const city = pick([...new Set(photos.filter((p) => p.sign === sign).map((p) => p.city))]);
    add("mixed", `${lc(sign)} sign in ${lc(city)}`, files((p) => p.sign === sign && p.city === city));
    const wrong = pick(cities.filter((c) => !photos.some((p) => p.sign === sign && p.city === c)));
    none("mixed", `the ${lc(sign)} sign in ${wrong}`, files((p) => p.sign === sign && p.city === wrong));
    const memory = pick(album.memories.filter((m) => m.thing));
    const mp = photos.find((p) => p.file === memory.files[0])!;
    if (mp.taken) answer("mixed", pick([`${lc(memory.person!)} at the ${memory.thing} in ${mp.taken.getUTCFullYear()}`, `${memory.person} ${memory.thing} ${mp.taken.getUTCFullYear()}`]), when(inYear(mp.taken.getUTCFullYear()), (p) => hasThing(memory.thing!)(p) && f.has(p, memory.person!)));
    const [a, c] = shuffled(cast);
    const pair = (p: PhotoFacts) => f.has(p, a!) && f.has(p, c!);
    const pairCountry = photos.find(pair);
    if (pairCountry) add("mixed", `${lc(a!)} and ${lc(c!)} together in ${placeOf(pairCountry.city).country[0].replace(/^the /, "")}`, files((p) => pair(p) && placeOf(p.city).country[0] === placeOf(pairCountry.city).country[0]));
    const rc = pick(cities);
    answer("mixed", `receipts from ${lc(rc)}`, files((p) => p.receipt && p.city === rc));
    const relC = pick(cities);
    const ry = pick(years);
    answer("mixed", `${relWords[2]} in ${lc(relC)} in ${ry}`, when(inYear(ry), (p) => ofRel(p) && p.city === relC));
    const wy = pick(years);
    const wc = pick(cities);
    answer("mixed", `weekend pics in ${lc(wc)} from ${wy}`, when((t) => t.getUTCFullYear() === wy && (t.getUTCDay() === 0 || t.getUTCDay() === 6), inCity(wc)));
    const sp = pick(cast);
    const ac = pick(cities);
    answer("mixed", `${lc(sp)} by ${self(sp)} in ${lc(ac)}`, files((p) => f.alone(p, sp) && p.city === ac));
  }
  for (let i = 0; i < 2; i++) {
    const person = pick(cast);
    const city = album.unusedCities[i]!;
    none("mixed", pick([`${lc(person)} in ${city}`, `pics of ${person} in ${lc(city)}`]), files((p) => f.has(p, person) && p.city === city));
  }
  {
    const person = pick(cast);
    const missing = ALL_YEARS.filter((y) => !photos.some((p) => f.has(p, person) && p.taken?.getUTCFullYear() === y));
    for (const y of missing.slice(0, 1)) answer("mixed", `photos of ${lc(person)} from ${y}`, when(inYear(y), (p) => f.has(p, person)));
    const thing = pick(memThings);
    const elsewhere = pick(cities.filter((c) => !photos.some((p) => hasThing(thing)(p) && p.city === c)));
    none("mixed", `the ${thing} in ${lc(elsewhere)}`, files((p) => hasThing(thing)(p) && p.city === elsewhere));
    none("mixed", `${lc(album.unusedPeople[3]!)} at the ${pick(memThings)}`);
  }
  return b.queries;
}
