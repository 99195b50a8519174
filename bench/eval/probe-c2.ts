/**
 * @file Probe suite C2: queries typed the way a newcomer types them, written from the album's
 * facts by someone who never read the query parser, its tests, nor the other held-out suites.
 * Families: request and photo words around a name, concrete things never photographed asked in
 * places and times the album has, other forms of the words signs, receipts and memories say
 * (case, accent, hyphen, compound, slips), the same things in other words or languages, order and
 * counts, anchors relative to trips, negation by scope, regions, unions, islands and ranges,
 * "City, ST" forms, times as people say them, people and relations, home, and mixed constraints,
 * each with no-answer variants. Every right answer is computed here from the album's facts; a
 * phrasing that can be read several ways is asked only where every reading gives the same answer.
 * Benchmark only.
 */
import type { Album, PhotoFacts } from "./album";
import { LAKE_HOUSE, OBJECTS, random, SIGNS, THINGS } from "./album";
import { AlbumFacts, FEMALE, MONTHS, partOfMonth, timeOfDay, type TimeOfDay } from "./album-facts";
import { misspell } from "./misspell";
import { ABSENT_CITIES, placeOf } from "./places";
import { agree, D, dayOf } from "./probe-kit";
import { draws, SuiteBuilder, type SuiteQuery } from "./suite";

const LAKE = LAKE_HOUSE.name;

/**
 * Areas people name: the album cities surely inside, and those only some readings put there.
 * Unions and groupings by membership in the album's years (2021–2025), islands and lowlands by
 * geography, mountain ranges and islands the album never went to as plain no-answers.
 */
const AREAS: Array<{ text: string; in: string[]; maybe: string[]; whole?: true }> = [
  { text: "the eurozone", in: ["Lisbon", "Rome", LAKE], maybe: [] },
  { text: "the Schengen area", in: ["Lisbon", "Rome", LAKE], maybe: [] },
  { text: "the EU", in: ["Lisbon", "Rome", LAKE], maybe: [] },
  { text: "Commonwealth countries", in: ["Edinburgh", "Toronto", "Sydney", "Cape Town"], maybe: [] },
  { text: "North America", in: ["Seattle", "Toronto", "Mexico City"], maybe: [] },
  { text: "Asia", in: ["Kyoto"], maybe: ["Istanbul"] },
  { text: "Africa", in: ["Cape Town"], maybe: [] },
  { text: "sub-Saharan Africa", in: ["Cape Town"], maybe: [] },
  { text: "anywhere south of the equator", in: ["Sydney", "Cape Town"], maybe: [], whole: true },
  { text: "Australasia", in: ["Sydney"], maybe: [] },
  { text: "Mesoamerica", in: ["Mexico City"], maybe: [] },
  { text: "Honshu", in: ["Kyoto"], maybe: [] },
  { text: "Kyoto Prefecture", in: ["Kyoto"], maybe: [] },
  { text: "the Great Lakes region", in: ["Toronto"], maybe: [] },
  { text: "the Scottish Lowlands", in: ["Edinburgh"], maybe: [] },
  { text: "Northern Europe", in: [LAKE], maybe: ["Edinburgh"] },
  { text: "the Mediterranean", in: ["Rome"], maybe: ["Istanbul", "Lisbon"] },
  { text: "Washington State", in: ["Seattle"], maybe: [] },
  { text: "the Cape Peninsula", in: ["Cape Town"], maybe: [] },
  { text: "Lapland", in: [], maybe: [] },
  { text: "the Andes", in: [], maybe: [] },
  { text: "the Himalayas", in: [], maybe: [] },
  { text: "the Pyrenees", in: [], maybe: [] },
  { text: "the Dolomites", in: [], maybe: [] },
  { text: "the Rockies", in: [], maybe: [] },
  { text: "Sicily", in: [], maybe: [] },
  { text: "Hawaii", in: [], maybe: [] },
  { text: "Bali", in: [], maybe: [] },
  { text: "Tasmania", in: [], maybe: [] },
  { text: "the Canary Islands", in: [], maybe: [] },
  { text: "Patagonia", in: [], maybe: [] },
  { text: "the Baltic states", in: [], maybe: [] },
  { text: "British Columbia", in: [], maybe: [] },
  { text: "the Amalfi Coast", in: [], maybe: [] },
  { text: "the Yucatan", in: [], maybe: [] },
];

/** How people write an album city with its state, province, country or prefecture. */
const WRITTEN: Record<string, string[]> = {
  Seattle: ["Seattle, Wash.", "Seattle WA USA"],
  Toronto: ["Toronto, Ont.", "Toronto ON Canada"],
  Sydney: ["Sydney, N.S.W.", "Sydney (Australia)"],
  Kyoto: ["Kyoto-shi", "Kyoto/Japan"],
  Rome: ["Rome, Lazio", "Roma, IT"],
  Lisbon: ["Lisbon (PT)", "Lisboa"],
  Edinburgh: ["Edinburgh, Scotland, UK", "Edinburgh GB"],
  "Cape Town": ["Cape Town, W Cape", "Kaapstad"],
  "Mexico City": ["Mexico City, Mexico", "Ciudad de México"],
  Istanbul: ["Istanbul, Türkiye", "Istanbul/TR"],
};
/** Cities written the same way that no album went to (Rome, Georgia is not Rome). */
const WRITTEN_ABSENT = ["Boston, MA", "Phoenix, AZ", "Vancouver, BC", "Melbourne, VIC", "Rome, GA", "Bergen, Norway", "Nice, France"];

/** Misspellings of album cities people really type (places.ts), minus those that name another place. */
const CITY_SLIPS: Record<string, string> = {
  Lisbon: "Lisbin", Kyoto: "Kioto", Seattle: "Seattel", Edinburgh: "Edinborough", "Cape Town": "Cape Toun",
  "Mexico City": "Mexiko City", Sydney: "Sydeny", Toronto: "Torronto", Rome: "Roem", Istanbul: "Istambul",
};

/** Sign words as they are typed: case, accent, hyphen, compound and possessive forms. */
const SIGN_WRITTEN: Record<string, [string, string]> = {
  BAKERY: ["BAKERY", "the bakery's sign"],
  MERCADO: ["MERCADO", "the mercado's sign"],
  FARMACIA: ["Farmàcia", "FARMACIA sign"],
  STATION: ["STATION", "the station's sign"],
  BIBLIOTECA: ["BIBLIOTECA", "biblioteca signage"],
  HARBOUR: ["HARBOR", "the harbour's sign"],
  GELATO: ["GELATO", "Gelato-shop sign"],
  CINEMA: ["Cinéma", "CINEMA"],
  TAQUERIA: ["TAQUERÍA", "taqueria signage"],
  RAMEN: ["RAMEN", "ramen-shop sign"],
  BOOKSHOP: ["BookShop", "BOOK-SHOP"],
  FLORIST: ["FLORIST", "the florist's"],
  PIZZERIA: ["pizzería", "PIZZERIA"],
  HOSTEL: ["HOSTEL", "the hostel's sign"],
};
/** The same places in other words or in English: what the sign stands for, not what it says. */
const SIGN_MEANT: Record<string, string> = {
  BAKERY: "a bread shop", MERCADO: "the market sign", FARMACIA: "the pharmacy", STATION: "the train station sign",
  BIBLIOTECA: "the library", HARBOUR: "the port sign", GELATO: "the ice cream place", CINEMA: "the movie theater",
  TAQUERIA: "the taco shop", RAMEN: "the noodle bar", BOOKSHOP: "the bookstore", FLORIST: "the flower shop",
  PIZZERIA: "the pizza place", HOSTEL: "the youth hostel",
};
/** Memory events as they are typed, and the same events in other words. */
const THING_WRITTEN: Record<string, [string, string]> = {
  airport: ["Air-port", "the airport terminal"], zoo: ["ZOO", "the zoological garden"], wedding: ["weding", "the wedding ceremony"],
  concert: ["Konzert", "the gig"], marathon: ["MARATHON", "the marathon race"], aquarium: ["aquaria", "the aquarium visit"],
  graduation: ["GRADUATION", "the graduation ceremony"], picnic: ["pic nic", "picnicking"], carnival: ["Karneval", "the funfair"],
  regatta: ["Regata", "the boat race"],
};
/** Brand names as typed, and object words in other words. */
const BRAND_WRITTEN: Record<string, string> = { IKEA: "ikea", Muji: "MUJI", Decathlon: "DECATHLON", Yamaha: "YAMAHA", Zeiss: "Zeiß" };
const OBJECT_MEANT: Record<string, string> = { chair: "seat", lamp: "light", bicycle: "bike", guitar: "guitar", kayak: "kayak", telescope: "telescope" };
const NAME_WRITTEN: Record<string, string> = { Maria: "María", Leo: "Léo", Aiko: "AIKO", Omar: "OMAR", Priya: "priya", Tomas: "Tomás", Ines: "Inés", Kwame: "kwame" };

/** Concrete things no generated photo shows or says, in words no caption, sign, receipt or memory uses. */
const NEVER = ["a tram", "a parrot", "a volcano", "an elephant", "a windmill", "a bonfire", "a pumpkin", "a tractor", "a cable car", "a double-decker bus", "a sandcastle", "a ferris wheel", "a hammock", "a kite", "a snowboard", "a cactus"];

export function probeC2(album: Album): SuiteQuery[] {
  const facts = new AlbumFacts(album);
  const b = new SuiteBuilder();
  const d = draws(random(album.seed * 613 + 89));
  const photos = facts.photos;
  const F = (match: (p: PhotoFacts) => boolean) => facts.files(match);
  const put = (category: string, text: string, truth: Set<string> | null) => b.answer(category, text, truth);
  const slip = (word: string) => misspell(word, d.pick(["swap", "drop", "double"] as const), d.next);

  const cast = album.people.filter((p) => photos.some((ph) => facts.has(ph, p)));
  const absentPeople = album.unusedPeople;
  const cities = album.cities;
  const absentCities = [...album.unusedCities, ...ABSENT_CITIES];
  const isDated = (p: PhotoFacts) => p.taken !== null;
  const yearOf = (p: PhotoFacts) => facts.year(p);
  const years = [...new Set(photos.flatMap((p) => (p.taken ? [p.taken.getUTCFullYear()] : [])))].sort();
  const emptyYears = [2019, 2020, 2021, 2022, 2023, 2024, 2025].filter((y) => !years.includes(y));
  const personFiles = (person: string) => F((p) => facts.has(p, person));
  const cityFiles = (city: string) => F((p) => p.city === city);
  const byTime = (list: PhotoFacts[]) => list.filter(isDated).sort((x, y) => x.taken!.getTime() - y.taken!.getTime());
  const filesOf = (list: PhotoFacts[]) => new Set(list.map((p) => p.file));
  const citiesOf = (person: string) => [...new Set(photos.filter((p) => facts.has(p, person)).map((p) => p.city))].filter((c) => c !== LAKE);
  const thingMemories = album.memories.filter((m) => m.thing);
  const objectMemories = album.memories.filter((m) => m.object);
  const cityOfFile = (file: string) => photos.find((p) => p.file === file)!.city;
  const signs = [...new Set(photos.flatMap((p) => (p.sign ? [p.sign] : [])))];
  const unusedSigns = SIGNS.filter((s) => !signs.includes(s));
  const usedThings = new Set(thingMemories.map((m) => m.thing!));
  const unusedThings = THINGS.filter((t) => !usedThings.has(t));
  const usedObjects = new Set(objectMemories.map((m) => m.object![0]));
  const pair = (x: string, y: string) => F((p) => facts.has(p, x) && facts.has(p, y));
  const pairs = cast.flatMap((x, i) => cast.slice(i + 1).map((y) => [x, y] as const));
  const together = d.shuffled(pairs.filter(([x, y]) => pair(x, y).size > 0));
  const apart = d.shuffled(pairs.filter(([x, y]) => pair(x, y).size === 0));
  const rel = facts.relative;
  const pronoun = (p: string) => (FEMALE.has(p) ? "her" : "his");
  /** Undated photos are neither inside nor outside a time: asked only where that changes nothing. */
  const notIn = (keep: (p: PhotoFacts) => boolean, drop: (p: PhotoFacts) => boolean) => agree(F((p) => keep(p) && !(isDated(p) && drop(p))), F((p) => keep(p) && isDated(p) && !drop(p)));
  const between = (from: number, to: number) => F((p) => isDated(p) && dayOf(p)! >= from && dayOf(p)! <= to);

  // Trips, read four ways: the days out in cities; with the lake-house summers; with the
  // flea-market morning; with both. A question about trips is asked only where all four agree.
  interface Trip { event: number; city: string; start: number; end: number; first: number; last: number; members: PhotoFacts[] }
  const tripOf = (event: number): Trip => {
    const members = facts.event(event);
    const dated = members.filter(isDated);
    return { event, city: members[0]!.city, start: Math.min(...dated.map((p) => dayOf(p)!)), end: Math.max(...dated.map((p) => dayOf(p)!)), first: Math.min(...dated.map((p) => p.taken!.getTime())), last: Math.max(...dated.map((p) => p.taken!.getTime())), members };
  };
  const allEvents = [...new Set(photos.map((p) => p.event))].map(tripOf).sort((x, y) => x.first - y.first);
  const readings: Trip[][] = [
    allEvents.filter((t) => t.event < 100),
    allEvents.filter((t) => t.event < 200),
    allEvents.filter((t) => t.event < 100 || t.event === 200),
    allEvents,
  ];
  const cityTrips = readings[0]!;
  /** "The Kyoto trip" only where the album went to Kyoto once, on days no other outing touches. */
  const oneTrip = cities.filter((c) => allEvents.filter((t) => t.city === c).length === 1).map((c) => cityTrips.find((t) => t.city === c)!)
    .filter((t) => allEvents.every((o) => o === t || o.end < t.start || o.start > t.end));

  // —— request, filler and photo words around what is asked ——
  {
    const cat = "request-words";
    const personT = ["gimme snaps of {p}", "pics featuring {p}", "any shots w/ {p}?", "photographs that include {p}", "where are the pictures with {p} in them", "could you dig up my {p} photos", "{p} pics pls", "all the images where {p} shows up", "I wanna see {p}", "fotos of {p}", "show every picture tagged {p}", "my snapshots of {p}"];
    personT.forEach((t, i) => {
      const person = i % 4 === 3 ? absentPeople[i % absentPeople.length]! : cast[i % cast.length]!;
      put(cat, t.replace("{p}", person), personFiles(person));
    });
    const cityT = ["snaps from {c}", "any pics from our time in {c}?", "photos I shot while in {c}", "dig out the {c} pictures", "{c} images please", "can I see what we took in {c}", "the photo set from {c}", "all my {c} stuff", "a gallery of {c}", "browse {c} shots"];
    cityT.forEach((t, i) => {
      const city = i % 4 === 3 ? absentCities[i % absentCities.length]! : cities[i % cities.length]!;
      put(cat, t.replace("{c}", city), cityFiles(city));
    });
    for (const [i, m] of thingMemories.slice(0, 2).entries()) put(cat, i ? `pictures labelled ${m.thing}` : `snaps labelled ${m.thing}`, F((p) => thingMemories.some((n) => n.thing === m.thing && n.files.includes(p.file))));
    if (unusedThings.length) put(cat, `snaps labelled ${unusedThings[0]}`, new Set());
    if (objectMemories.length) {
      const brand = objectMemories[0]!.object![1];
      put(cat, `photos mentioning ${brand}`, F((p) => objectMemories.some((m) => m.object![1] === brand && m.files.includes(p.file))));
    }
    put(cat, "any receipt pics?", F((p) => p.receipt));
    const y = d.pick(years);
    put(cat, `whatever I shot in ${y}`, F((p) => yearOf(p) === y));
    put(cat, "stuff I took back in 2019", new Set());
    const p1 = d.pick(cast);
    const c1 = d.pick(citiesOf(p1));
    if (c1) put(cat, `find me shots featuring ${p1} in ${c1}`, F((p) => facts.has(p, p1) && p.city === c1));
    put(cat, `find me shots featuring ${p1} in ${d.pick(absentCities)}`, new Set());
  }

  // —— concrete things never photographed, asked in places and times the album has ——
  {
    const cat = "never-there";
    const forms = ["{t} in {c}", "did I ever photograph {t} in {c}?", "pics of {t} from {y}", "{t} during the {c} trip", "{p} next to {t}", "{t} in {c} in {y}"];
    d.shuffled(NEVER).slice(0, 9).forEach((thing, i) => {
      const city = cities[i % cities.length]!;
      const text = forms[i % forms.length]!.replace("{t}", thing).replace("{c}", city).replace("{y}", String(d.pick(years))).replace("{p}", d.pick(cast));
      put(cat, text, new Set());
    });
    for (const thing of unusedThings.slice(0, 2)) put(cat, `pictures from the ${thing} in ${d.pick(cities)}`, new Set());
    if (unusedThings.length) put(cat, `${d.pick(cast)} at the ${unusedThings.at(-1)} last summer`, new Set());
    for (const [object, brand] of OBJECTS.filter(([o]) => !usedObjects.has(o)).slice(0, 2)) put(cat, `that ${object} I was eyeing at ${brand}`, new Set());
    // Things the memories name, at the place they happened and at one where they did not.
    for (const m of thingMemories.slice(0, 3)) {
      const at = cityOfFile(m.files[0]!);
      const truth = F((p) => m.files.includes(p.file));
      put(cat, `the ${m.thing} we went to in ${at}`, truth);
      const elsewhere = d.pick(cities.filter((c) => c !== at));
      put(cat, `the ${m.thing} we went to in ${elsewhere}`, F((p) => m.files.includes(p.file) && p.city === elsewhere));
      const when = photos.find((p) => p.file === m.files[0])!;
      if (when.taken) {
        const other = d.pick([2021, 2022, 2023, 2024, 2025].filter((z) => z !== when.taken!.getUTCFullYear()));
        put(cat, `the ${m.thing} in ${other}`, F((p) => m.files.includes(p.file) && yearOf(p) === other));
      }
    }
    for (const sign of d.shuffled(signs).slice(0, 2)) {
      const there = photos.find((p) => p.sign === sign)!.city;
      put(cat, `the ${sign.toLowerCase()} sign we saw in ${there}`, F((p) => p.sign === sign && p.city === there));
      const missing = cities.find((c) => !photos.some((p) => p.sign === sign && p.city === c));
      if (missing) put(cat, `the ${sign.toLowerCase()} sign we saw in ${missing}`, new Set());
    }
  }

  // —— the words the photos and memories say, typed in other forms ——
  {
    const cat = "word-forms";
    const signTruth = (sign: string) => F((p) => p.sign === sign);
    for (const sign of signs) {
      const [first, second] = SIGN_WRITTEN[sign]!;
      put(cat, d.next() < 0.5 ? first : second, signTruth(sign));
    }
    for (const sign of d.shuffled(signs).slice(0, 3)) put(cat, `${slip(sign.toLowerCase())} sign`, signTruth(sign));
    for (const sign of unusedSigns.slice(0, 2)) put(cat, SIGN_WRITTEN[sign]![1], new Set());
    const receipts = F((p) => p.receipt);
    put(cat, "CAFÉ CENTRAL", receipts);
    put(cat, "the cafécentral bill", receipts);
    put(cat, "café central receipt", receipts);
    for (const m of thingMemories) put(cat, THING_WRITTEN[m.thing!]![0], F((p) => thingMemories.some((n) => n.thing === m.thing && n.files.includes(p.file))));
    for (const thing of unusedThings.slice(0, 1)) put(cat, THING_WRITTEN[thing]![0], new Set());
    for (const m of objectMemories.slice(0, 2)) {
      const [object, brand] = m.object!;
      put(cat, `${BRAND_WRITTEN[brand]} ${object}`, F((p) => objectMemories.some((n) => n.object![0] === object && n.files.includes(p.file))));
    }
    for (const city of cities) put(cat, d.next() < 0.5 ? CITY_SLIPS[city]! : `pics in ${city.toLowerCase()}`, cityFiles(city));
    for (const person of cast) put(cat, `photos with ${NAME_WRITTEN[person]}`, personFiles(person));
    for (const person of absentPeople.slice(0, 1)) put(cat, `photos with ${NAME_WRITTEN[person]}`, new Set());
    const typo = d.pick(cast.filter((p) => p.length >= 4));
    if (typo) put(cat, `${slip(typo)} pictures`, personFiles(typo));
  }

  // —— the same things in other words or another language ——
  {
    const cat = "other-words";
    for (const sign of signs) put(cat, SIGN_MEANT[sign]!, F((p) => p.sign === sign));
    for (const sign of unusedSigns.slice(0, 3)) put(cat, SIGN_MEANT[sign]!, new Set());
    const receipts = F((p) => p.receipt);
    put(cat, "my coffee and cake bill", receipts);
    put(cat, "the check that came to 9.70", receipts);
    put(cat, "the 9,70 receipt", receipts);
    for (const m of thingMemories.slice(0, 3)) put(cat, THING_WRITTEN[m.thing!]![1], F((p) => thingMemories.some((n) => n.thing === m.thing && n.files.includes(p.file))));
    for (const thing of unusedThings.slice(1, 2)) put(cat, THING_WRITTEN[thing]![1], new Set());
    for (const m of objectMemories.slice(0, 2)) {
      const [object, brand] = m.object!;
      put(cat, `the ${OBJECT_MEANT[object]} I fancied at ${brand}`, F((p) => objectMemories.some((n) => n.object![0] === object && n.files.includes(p.file))));
    }
  }

  // —— order and counts ——
  {
    const cat = "order";
    for (const [i, person] of cast.slice(0, 3).entries()) {
      const theirs = byTime(photos.filter((p) => facts.has(p, person)));
      if (i === 0 && theirs.length >= 3) put(cat, `the two earliest shots of ${person}`, filesOf(theirs.slice(0, 2)));
      if (i === 1 && theirs.length >= 5) put(cat, `the 4 most recent pics of ${person}`, filesOf(theirs.slice(-4)));
      if (i === 2 && theirs.length >= 2) put(cat, `newest photo of ${person}`, filesOf(theirs.slice(-1)));
    }
    const all = byTime(photos);
    put(cat, "my very first photo", filesOf(all.slice(0, 1)));
    put(cat, "my last 3 photos", filesOf(all.slice(-3)));
    put(cat, "the five newest pictures", filesOf(all.slice(-5)));
    for (const [i, city] of d.shuffled(cities).slice(0, 2).entries()) {
      const there = byTime(photos.filter((p) => p.city === city));
      put(cat, i ? `the latest 2 pics from ${city}` : `the oldest snap from ${city}`, filesOf(i ? there.slice(-2) : there.slice(0, 1)));
    }
    const y = d.pick(years);
    const ofYear = byTime(photos.filter((p) => yearOf(p) === y));
    put(cat, `the final picture of ${y}`, filesOf(ofYear.slice(-1)));
    const fy = d.pick(years);
    put(cat, `first pic of ${fy}`, filesOf(byTime(photos.filter((p) => yearOf(p) === fy)).slice(0, 1)));
    const person = d.pick(cast);
    const city = d.pick(citiesOf(person));
    if (city) put(cat, `oldest photo of ${person} in ${city}`, filesOf(byTime(photos.filter((p) => facts.has(p, person) && p.city === city)).slice(0, 1)));
    const signed = byTime(photos.filter((p) => p.sign));
    put(cat, "the two oldest photos of signs", filesOf(signed.slice(0, 2)));
    put(cat, `the oldest picture of ${d.pick(absentPeople)}`, new Set());
    put(cat, `newest snap from ${d.pick(absentCities)}`, new Set());
    put(cat, "the last photo from 2020", new Set());
    if (emptyYears.filter((z) => z > 2020).length) put(cat, `the first photo taken in ${emptyYears.filter((z) => z > 2020)[0]}`, new Set());
  }

  // —— anchors relative to trips ——
  {
    const cat = "trip-anchors";
    const before = (city: string) => agree(...readings.map((r) => {
      const i = r.findIndex((t) => t.city === city && t.event < 100);
      return i > 0 ? filesOf(r[i - 1]!.members) : new Set<string>();
    }));
    const after = (city: string) => agree(...readings.map((r) => {
      const i = r.findIndex((t) => t.city === city && t.event < 100);
      return i >= 0 && i < r.length - 1 ? filesOf(r[i + 1]!.members) : new Set<string>();
    }));
    for (const [i, trip] of oneTrip.entries()) {
      const city = trip.city;
      put(cat, i % 2 ? `the trip right before ${city}` : `the trip before the ${city} one`, before(city));
      put(cat, i % 2 ? `our next trip after ${city}` : `the trip after ${city}`, after(city));
      put(cat, `after we got back from ${city}`, agree(F((p) => isDated(p) && dayOf(p)! > trip.end), F((p) => isDated(p) && p.taken!.getTime() > trip.last)));
      put(cat, `pics from before we went to ${city}`, agree(F((p) => isDated(p) && dayOf(p)! < trip.start), F((p) => isDated(p) && p.taken!.getTime() < trip.first)));
      put(cat, `the day we arrived in ${city}`, F((p) => p.event === trip.event && dayOf(p) === trip.start));
      if (trip.end > trip.start) {
        const lastEvening = F((p) => p.event === trip.event && dayOf(p) === trip.end && timeOfDay(p) === "evening");
        if (lastEvening.size) put(cat, `the final evening of our ${city} trip`, lastEvening);
        const photoDays = [...new Set(trip.members.filter(isDated).map((p) => dayOf(p)!))].sort((x, y) => x - y);
        put(cat, `day 2 of the ${city} trip`, agree(F((p) => p.event === trip.event && dayOf(p) === trip.start + 86_400_000), F((p) => p.event === trip.event && dayOf(p) === photoDays[1])));
      }
    }
    put(cat, "my most recent trip", agree(...readings.map((r) => filesOf(r.at(-1)!.members))));
    put(cat, "the very first trip I took", agree(...readings.map((r) => filesOf(r[0]!.members))));
    const lastCity = cityTrips.at(-1)!;
    if (oneTrip.includes(lastCity)) put(cat, `the trip after ${lastCity.city}`, after(lastCity.city));
    put(cat, `the day we arrived in ${d.pick(absentCities)}`, new Set());
    put(cat, `after we got back from ${d.pick(absentCities)}`, new Set());
  }

  // —— negation by scope ——
  {
    const cat = "negation";
    const combos = d.shuffled(cities.flatMap((c) => cast.filter((p) => citiesOf(p).includes(c)).map((p) => [c, p] as const)));
    const cityPerson = ["{c}, leave out {p}", "{c} pics, filter out {p}", "{c} but omit anything with {p}", "{c} photos where {p} isn't in them", "{c} and no {p} please", "{c} except for the ones with {p}", "{c}, without {p} in the frame"];
    cityPerson.forEach((t, i) => {
      if (!combos.length) return;
      const [city, person] = combos[i % combos.length]!;
      put(cat, t.replace("{c}", city).replace("{p}", person), F((p) => p.city === city && !facts.has(p, person)));
    });
    for (const [i, person] of d.shuffled(cast).slice(0, 3).entries()) {
      const city = d.pick(citiesOf(person));
      if (!city) continue;
      const text = [`all of ${person} apart from ${city}`, `${person} anywhere but ${city}`, `${person}, hide the ${city} ones`][i]!;
      put(cat, text, F((p) => facts.has(p, person) && p.city !== city));
    }
    for (const [x, y] of together.slice(0, 2)) put(cat, `${x} minus the ones with ${y}`, F((p) => facts.has(p, x) && !facts.has(p, y)));
    if (together.length) {
      const [x, y] = together.at(-1)!;
      put(cat, `${y} without ${x} in the picture`, F((p) => facts.has(p, y) && !facts.has(p, x)));
    }
    const signCity = d.pick(cities.filter((c) => photos.some((p) => p.city === c && p.sign)));
    if (signCity) put(cat, `${signCity} minus the signs`, F((p) => p.city === signCity && !p.sign));
    const peopleless = d.pick(cities);
    put(cat, `${peopleless} but none with people`, F((p) => p.city === peopleless && facts.peopleIn(p).size === 0));
    const morningCity = d.pick(cities);
    put(cat, `${morningCity}, skip the morning ones`, notIn((p) => p.city === morningCity, (p) => timeOfDay(p) === "morning"));
    const y = d.pick(years);
    const cy = d.pick(cities.filter((c) => photos.some((p) => p.city === c && yearOf(p) === y)));
    if (cy) put(cat, `${y} without the ${cy} trip`, F((p) => yearOf(p) === y && p.city !== cy));
    const someone = d.pick(cast);
    put(cat, `people shots that don't have ${someone}`, F((p) => facts.peopleIn(p).size > 0 && !facts.has(p, someone)));
    // No-answer: what is left when the exclusion takes everything, or nothing was there.
    put(cat, "receipts, minus the Cafe Central ones", new Set());
    const lone = signs.find((s) => new Set(photos.filter((p) => p.sign === s).map((p) => p.city)).size === 1);
    if (lone) put(cat, `${lone.toLowerCase()} signs other than the one in ${photos.find((p) => p.sign === lone)!.city}`, new Set());
    put(cat, `${d.pick(absentCities)}, leave out ${d.pick(cast)}`, new Set());
    // Someone seen in one city only: leaving that city out leaves nothing (or only the lake house).
    const oneCity = cast.find((person) => citiesOf(person).length === 1);
    if (oneCity) {
      const city = citiesOf(oneCity)[0]!;
      put(cat, `${oneCity} but leave out the ${city} photos`, F((p) => facts.has(p, oneCity) && p.city !== city));
    }
    const kept = d.pick(cast);
    put(cat, `${kept} without ${d.pick(absentPeople)}`, personFiles(kept));
  }

  // —— areas, unions, islands, ranges ——
  {
    const cat = "areas";
    const lead = ["pics from", "anything in", "photos taken in", "shots around"];
    for (const [i, area] of AREAS.entries()) {
      const sure = F((p) => area.in.includes(p.city));
      const wide = F((p) => area.in.includes(p.city) || area.maybe.includes(p.city));
      put(cat, area.whole ? area.text : `${lead[i % lead.length]} ${area.text}`, agree(sure, wide));
    }
  }
  {
    const cat = "city-written";
    for (const city of cities) for (const form of WRITTEN[city] ?? []) put(cat, form, cityFiles(city));
    for (const form of WRITTEN_ABSENT) put(cat, `photos in ${form}`, new Set());
    for (const city of album.unusedCities.slice(0, 2)) put(cat, WRITTEN[city]![0]!, new Set());
  }

  // —— times as people say them (the album's now is 22 November 2026) ——
  {
    const cat = "times";
    const beforeDay = (day: number) => agree(F((p) => isDated(p) && dayOf(p)! < day), F((p) => isDated(p) && dayOf(p)! <= day));
    const sinceDay = (day: number) => agree(F((p) => isDated(p) && dayOf(p)! > day), F((p) => isDated(p) && dayOf(p)! >= day));
    put(cat, "photos over 2 years old", beforeDay(D(2024, 10, 22)));
    put(cat, "pictures older than 4 years", beforeDay(D(2022, 10, 22)));
    put(cat, "shots from within the last 3 years", sinceDay(D(2023, 10, 22)));
    put(cat, "pics less than two years old", sinceDay(D(2024, 10, 22)));
    put(cat, "between 2 and 3 years ago", agree(between(D(2023, 10, 22), D(2024, 10, 22)), between(D(2023, 10, 23), D(2024, 10, 21))));
    put(cat, "the summer before last", F((p) => facts.inSeason(p, "summer", 2025)));
    put(cat, "the spring before last", F((p) => facts.inSeason(p, "spring", 2025)));
    put(cat, "around this time two years ago", agree(F((p) => facts.inMonth(p, 10, 2024)), between(D(2024, 10, 8), D(2024, 11, 6)), between(D(2024, 9, 22), D(2024, 11, 22))));
    put(cat, "this month three years ago", F((p) => facts.inMonth(p, 10, 2023)));
    put(cat, "Thanksgiving 2023", agree(between(D(2023, 10, 23), D(2023, 10, 23)), between(D(2023, 10, 23), D(2023, 10, 26)), between(D(2023, 9, 9), D(2023, 9, 9)), between(D(2023, 9, 7), D(2023, 9, 9))));
    put(cat, "Easter 2024", agree(between(D(2024, 2, 31), D(2024, 2, 31)), between(D(2024, 2, 29), D(2024, 3, 1))));
    put(cat, "easter weekend 2022", agree(between(D(2022, 3, 16), D(2022, 3, 17)), between(D(2022, 3, 15), D(2022, 3, 18))));
    put(cat, "Halloween 2023", between(D(2023, 9, 31), D(2023, 9, 31)));
    put(cat, "New Year's Eve 2024", between(D(2024, 11, 31), D(2024, 11, 31)));
    put(cat, "over the holidays in 2022", agree(between(D(2022, 11, 24), D(2022, 11, 26)), between(D(2022, 11, 20), D(2023, 0, 1)), between(D(2022, 11, 24), D(2023, 0, 6))));
    put(cat, "Christmas week 2023", agree(between(D(2023, 11, 24), D(2023, 11, 31)), between(D(2023, 11, 22), D(2023, 11, 28)), between(D(2023, 11, 25), D(2023, 11, 31))));
    put(cat, "the 2021 holiday season", agree(between(D(2021, 10, 25), D(2022, 0, 1)), between(D(2021, 11, 1), D(2021, 11, 31)), between(D(2021, 11, 20), D(2022, 0, 1))));
    put(cat, "Valentine's Day 2025", between(D(2025, 1, 14), D(2025, 1, 14)));
    put(cat, "before 2020", new Set());
    put(cat, "sometime in 2020", new Set());
    put(cat, "pics from the 2010s", new Set());
    // Month and year written as numbers, abbreviations or ISO.
    const labels = d.shuffled(album.months);
    const monthYear = (label: string) => {
      const [name, y] = label.split(" ");
      return [MONTHS.indexOf(name!), Number(y)] as const;
    };
    for (const [i, label] of labels.slice(0, 3).entries()) {
      const [m, y] = monthYear(label);
      const text = [`${MONTHS[m]!.slice(0, 3)}. ${y}`, `${m + 1}/${y}`, `${y}-${String(m + 1).padStart(2, "0")}`][i]!;
      put(cat, text, F((p) => facts.inMonth(p, m, y)));
    }
    for (const [i, [m, y]] of d.shuffled(facts.emptyMonths()).slice(0, 2).entries()) put(cat, i ? `during ${MONTHS[m]} ${y}` : `${m + 1}/${y}`, F((p) => facts.inMonth(p, m, y)));
    for (const [i, label] of labels.slice(3, 5).entries()) {
      const [m, y] = monthYear(label);
      const part = i ? "late" : "mid";
      const text = i ? `the end of ${MONTHS[m]} ${y}` : `mid-${MONTHS[m]} ${y}`;
      const exact = F((p) => facts.partOfMonth(p, part, m, y));
      put(cat, text, i ? agree(exact, F((p) => facts.inMonth(p, m, y) && p.taken!.getUTCDate() >= 21), F((p) => facts.inMonth(p, m, y) && p.taken!.getUTCDate() >= 24)) : agree(exact, F((p) => facts.inMonth(p, m, y) && p.taken!.getUTCDate() >= 10 && p.taken!.getUTCDate() <= 20)));
    }
    const [fm, fy] = monthYear(labels[5] ?? labels[0]!);
    put(cat, `the first week of ${MONTHS[fm]} ${fy}`, F((p) => facts.inMonth(p, fm, fy) && p.taken!.getUTCDate() <= 7));
    const wy = d.pick(years);
    put(cat, `weekday mornings in ${wy}`, F((p) => yearOf(p) === wy && ![0, 6].includes(p.taken!.getUTCDay()) && timeOfDay(p) === "morning"));
    const sy = d.pick(years);
    put(cat, `Saturdays in ${sy}`, F((p) => yearOf(p) === sy && p.taken!.getUTCDay() === 6));
    const ac = d.pick(cities);
    put(cat, `afternoons in ${ac}`, F((p) => p.city === ac && timeOfDay(p) === "afternoon"));
    const hour = (p: PhotoFacts) => p.taken?.getUTCHours() ?? -1;
    put(cat, "in the small hours", agree(F((p) => hour(p) >= 0 && hour(p) < 4), F((p) => hour(p) >= 0 && hour(p) < 5), F((p) => hour(p) >= 1 && hour(p) < 4)));
    const seasonYear = d.pick(years);
    put(cat, `spring of ${seasonYear}`, F((p) => facts.inSeason(p, "spring", seasonYear)));
  }

  // —— people and relations ——
  {
    const cat = "people";
    const aloneForms = ["{p} on {his} own", "solo shots of {p}", "only {p}", "{p} alone"];
    cast.forEach((person, i) => put(cat, aloneForms[i % aloneForms.length]!.replace("{p}", person).replace("{his}", pronoun(person)), F((p) => facts.alone(p, person))));
    const pairForms = ["{a} & {b}", "both {a} and {b}", "{a} + {b}"];
    together.slice(0, 3).forEach(([x, y], i) => put(cat, pairForms[i]!.replace("{a}", x).replace("{b}", y), pair(x, y)));
    for (const [x, y] of apart.slice(0, 2)) put(cat, `both ${x} and ${y}`, new Set());
    if (cast.length >= 2) {
      const [x, y] = d.shuffled(cast);
      put(cat, `either ${x} or ${y}`, F((p) => facts.has(p, x!) || facts.has(p, y!)));
    }
    put(cat, `pictures of ${absentPeople[0]}`, new Set());
    put(cat, `${d.pick(cast)} & ${absentPeople[1]}`, new Set());
    put(cat, "photos of 3 people", F((p) => facts.peopleIn(p).size === 3));
    put(cat, "group photos with more than two people", F((p) => facts.peopleIn(p).size > 2));
    put(cat, "pictures of a single person", F((p) => facts.peopleIn(p).size === 1));
    put(cat, "people-free photos", F((p) => facts.peopleIn(p).size === 0));
    const relFiles = personFiles(rel.person);
    put(cat, `photos with ${rel.variants[1]} in them`, relFiles);
    put(cat, `my ${rel.relation} on ${pronoun(rel.person)} own`, F((p) => facts.alone(p, rel.person)));
    put(cat, `every photo of ${rel.variants[2]}`, relFiles);
    const withRel = together.find(([x, y]) => x === rel.person || y === rel.person);
    if (withRel) {
      const friend = withRel[0] === rel.person ? withRel[1] : withRel[0];
      put(cat, `my ${rel.variants[0]} & ${friend}`, pair(rel.person, friend));
    }
    put(cat, "my grandma", new Set());
  }

  // —— home ——
  {
    // Home is where the owner lives; no photo was taken there, but the lake house could be read as
    // one: asked only where both readings give the same answer.
    const cat = "home";
    const lake = (p: PhotoFacts) => p.city === LAKE;
    const lakeYears = new Set(photos.filter(lake).flatMap((p) => (p.taken ? [p.taken.getUTCFullYear()] : [])));
    const homeIn = (extra: (p: PhotoFacts) => boolean) => agree(new Set(), F((p) => lake(p) && extra(p)));
    const noLakeYear = [2021, 2025, 2023].find((y) => !lakeYears.has(y)) ?? 2021;
    put(cat, `photos at home in ${noLakeYear}`, homeIn((p) => yearOf(p) === noLakeYear));
    put(cat, "around the house last Christmas", homeIn((p) => facts.inMonth(p, 11, 2025)));
    put(cat, "pics around the house in the winter", homeIn((p) => isDated(p) && [11, 0, 1].includes(p.taken!.getUTCMonth())));
    put(cat, "back in my hometown in 2021", homeIn((p) => yearOf(p) === 2021));
    for (const person of cast) {
      const t = homeIn((p) => facts.has(p, person));
      if (t) { put(cat, `${person} at home`, t); break; }
    }
    for (const city of d.shuffled(cities).slice(0, 2)) put(cat, d.next() < 0.5 ? `${city}, not at home` : `holiday snaps in ${city}, away from home`, agree(cityFiles(city), F((p) => p.city === city && !lake(p))));
    const awayYear = years.find((y) => !lakeYears.has(y));
    if (awayYear) put(cat, `away from home in ${awayYear}`, agree(F((p) => yearOf(p) === awayYear), F((p) => yearOf(p) === awayYear && !lake(p))));
    for (const person of d.shuffled(cast)) {
      const t = agree(personFiles(person), F((p) => facts.has(p, person) && !lake(p)));
      if (t) { put(cat, `${person} away from home`, t); break; }
    }
  }

  // —— mixed constraints ——
  {
    const cat = "mixed";
    const seen = d.shuffled(photos.filter((p) => isDated(p) && p.city !== LAKE && facts.peopleIn(p).size));
    for (const photo of seen.slice(0, 3)) {
      const person = d.pick([...facts.peopleIn(photo)]);
      const y = yearOf(photo)!;
      put(cat, `${person} in ${photo.city} back in ${y}`, F((p) => facts.has(p, person) && p.city === photo.city && yearOf(p) === y));
      const missing = [2021, 2022, 2023, 2024, 2025].find((z) => !photos.some((p) => facts.has(p, person) && p.city === photo.city && yearOf(p) === z));
      if (missing) put(cat, `${person} in ${photo.city} back in ${missing}`, new Set());
    }
    for (const photo of seen.slice(3, 5)) {
      const person = d.pick([...facts.peopleIn(photo)]);
      const tod = timeOfDay(photo) as TimeOfDay;
      const country = placeOf(photo.city).country[0];
      put(cat, `${tod} pics of ${person} in ${country}`, F((p) => facts.has(p, person) && facts.inCountry(p, country) && timeOfDay(p) === tod));
    }
    for (const [x, y] of together.slice(0, 2)) {
      const where = [...new Set(photos.filter((p) => facts.has(p, x) && facts.has(p, y)).map((p) => placeOf(p.city).country[0]))];
      const country = d.pick(where);
      put(cat, `${x} and ${y} in ${country}`, F((p) => facts.has(p, x) && facts.has(p, y) && facts.inCountry(p, country)));
    }
    for (const m of thingMemories.slice(0, 2)) {
      const at = cityOfFile(m.files[0]!);
      put(cat, `${m.person} at the ${m.thing} in ${at}`, F((p) => m.files.includes(p.file) && facts.has(p, m.person!)));
      const stranger = cast.find((x) => !m.files.some((f) => facts.has(photos.find((p) => p.file === f)!, x)));
      if (stranger) put(cat, `${stranger} at the ${m.thing} in ${at}`, new Set());
    }
    const relCity = d.pick(citiesOf(rel.person));
    if (relCity) put(cat, `my ${rel.variants[0]} in ${placeOf(relCity).country[0]}`, F((p) => facts.has(p, rel.person) && facts.inCountry(p, placeOf(relCity).country[0])));
    const lakePerson = cast.find((x) => photos.some((p) => p.city === LAKE && facts.has(p, x)));
    if (lakePerson) {
      const ly = d.pick([...new Set(photos.filter((p) => p.city === LAKE && facts.has(p, lakePerson)).map((p) => yearOf(p)!))]);
      put(cat, `${lakePerson} in Finland in July ${ly}`, F((p) => facts.has(p, lakePerson) && p.city === LAKE && facts.inMonth(p, 6, ly)));
      put(cat, `${lakePerson} in Finland in January ${ly}`, F((p) => facts.has(p, lakePerson) && facts.inCountry(p, "Finland") && facts.inMonth(p, 0, ly)));
    }
    const signPhoto = d.pick(photos.filter((p) => p.sign && p.taken));
    if (signPhoto) {
      const y = yearOf(signPhoto)!;
      put(cat, `the ${signPhoto.sign!.toLowerCase()} sign in ${signPhoto.city} in ${y}`, F((p) => p.sign === signPhoto.sign && p.city === signPhoto.city && yearOf(p) === y));
      const wrong = [2021, 2022, 2023, 2024, 2025].find((z) => !photos.some((p) => p.sign === signPhoto.sign && yearOf(p) === z));
      if (wrong) put(cat, `the ${signPhoto.sign!.toLowerCase()} sign in ${signPhoto.city} in ${wrong}`, new Set());
    }
    put(cat, `${d.pick(absentPeople)} in ${d.pick(cities)} last spring`, new Set());
    put(cat, `${d.pick(cast)} in ${d.pick(absentCities)} in ${d.pick(years)}`, new Set());
    // Someone who was not on a trip, asked at its city and year.
    const trip = d.pick(cityTrips);
    const nobody = cast.find((x) => !trip.members.some((p) => facts.has(p, x)));
    const tripYear = new Date(trip.first).getUTCFullYear();
    if (nobody) put(cat, `${nobody} in ${trip.city} in ${tripYear}`, F((p) => facts.has(p, nobody) && p.city === trip.city && yearOf(p) === tripYear));
  }

  return b.queries;
}
