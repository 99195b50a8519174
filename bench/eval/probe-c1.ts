/**
 * @file Probe suite C1: queries written the way a newcomer types them, by someone who never read
 * the query parser nor the other suites. Families: request and filler words, concrete things the
 * album never photographed in places and times it does have, spelling and form variants of what
 * the signs and memories say, order and count ("the 3 oldest photos of …"), negation, regions and
 * "City, ST" forms, times as people say them, people and relations, and mixed constraints, each
 * with no-answer variants. Every right answer is computed from the album's facts; a phrasing
 * whose meaning is ambiguous is asked only when all of its readings give the same answer.
 * Benchmark only.
 */
import type { Album, PhotoFacts } from "./album";
import { LAKE_HOUSE, OBJECTS, random, THINGS } from "./album";
import { AlbumFacts, FEMALE, MONTHS, season, timeOfDay } from "./album-facts";
import { misspell } from "./misspell";
import { ABSENT_CITIES, placeOf } from "./places";
import { agree, D, dayOf } from "./probe-kit";
import { draws, SuiteBuilder, type SuiteQuery } from "./suite";

const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/** Regions people name, with the album cities surely in them and those only some would put there. */
const REGIONS: Array<{ text: string; in: string[]; maybe: string[] }> = [
  { text: "Iberia", in: ["Lisbon"], maybe: [] },
  { text: "the Iberian peninsula", in: ["Lisbon"], maybe: [] },
  { text: "southern Europe", in: ["Lisbon", "Rome"], maybe: ["Istanbul"] },
  { text: "the Med", in: ["Rome"], maybe: ["Istanbul", "Lisbon"] },
  { text: "the Nordics", in: [LAKE_HOUSE.name], maybe: [] },
  { text: "the British Isles", in: ["Edinburgh"], maybe: [] },
  { text: "Great Britain", in: ["Edinburgh"], maybe: [] },
  { text: "the Pacific Northwest", in: ["Seattle"], maybe: [] },
  { text: "the PNW", in: ["Seattle"], maybe: [] },
  { text: "the West Coast", in: ["Seattle"], maybe: [] },
  { text: "East Asia", in: ["Kyoto"], maybe: [] },
  { text: "the Far East", in: ["Kyoto"], maybe: [] },
  { text: "Kansai", in: ["Kyoto"], maybe: [] },
  { text: "Down Under", in: ["Sydney"], maybe: [] },
  { text: "Oceania", in: ["Sydney"], maybe: [] },
  { text: "New South Wales", in: ["Sydney"], maybe: [] },
  { text: "the southern hemisphere", in: ["Sydney", "Cape Town"], maybe: [] },
  { text: "southern Africa", in: ["Cape Town"], maybe: [] },
  { text: "the Western Cape", in: ["Cape Town"], maybe: [] },
  { text: "Latin America", in: ["Mexico City"], maybe: [] },
  { text: "Central America", in: [], maybe: ["Mexico City"] },
  { text: "Ontario", in: ["Toronto"], maybe: [] },
  { text: "Lazio", in: ["Rome"], maybe: [] },
  { text: "the Bosphorus", in: ["Istanbul"], maybe: [] },
  { text: "the Americas", in: ["Seattle", "Toronto", "Mexico City"], maybe: [] },
  { text: "Europe", in: ["Lisbon", "Edinburgh", "Rome", LAKE_HOUSE.name], maybe: ["Istanbul"] },
  { text: "the Balkans", in: [], maybe: ["Istanbul"] },
  { text: "the Middle East", in: [], maybe: ["Istanbul"] },
  // Nowhere the album went, and plainly so.
  { text: "the Alps", in: [], maybe: [] },
  { text: "Benelux", in: [], maybe: [] },
  { text: "New England", in: [], maybe: [] },
  { text: "NorCal", in: [], maybe: [] },
  { text: "Bavaria", in: [], maybe: [] },
  { text: "South America", in: [], maybe: [] },
  { text: "the Caribbean", in: [], maybe: [] },
  { text: "Southeast Asia", in: [], maybe: [] },
  { text: "Tuscany", in: [], maybe: [] },
  { text: "Hokkaido", in: [], maybe: [] },
  { text: "the Scottish Highlands", in: [], maybe: [] },
  { text: "the Algarve", in: [], maybe: [] },
  { text: "Quebec", in: [], maybe: [] },
  { text: "Queensland", in: [], maybe: [] },
  { text: "the Midwest", in: [], maybe: [] },
];

/** "City, ST" and how people write a city or its country otherwise. */
const CITY_FORMS: Record<string, string[]> = {
  Seattle: ["Seattle, WA", "Seattle, Washington", "the Emerald City"],
  Toronto: ["Toronto, ON", "Toronto, Canada", "the Great White North"],
  Sydney: ["Sydney, NSW", "Sydney, Australia", "the Harbour City"],
  Kyoto: ["Kyoto, JP", "Kyoto, Japan", "the Land of the Rising Sun"],
  Rome: ["Rome, IT", "Rome, Italy", "the Eternal City"],
  Lisbon: ["Lisbon, PT", "Lisbon, Portugal", "Lisboa, Portugal"],
  Edinburgh: ["Edinburgh, UK", "Edinburgh, Scotland", "Auld Reekie", "Blighty"],
  "Cape Town": ["Cape Town, ZA", "Cape Town, South Africa", "the Mother City", "the Rainbow Nation"],
  "Mexico City": ["Mexico City, MX", "CDMX", "Ciudad de Mexico"],
  Istanbul: ["Istanbul, TR", "Istanbul, Turkey", "Constantinople"],
};
const ABSENT_FORMS = ["Portland, OR", "Austin, TX", "Perth, WA", "Halifax, NS", "Denver, CO", "the Big Apple", "the Windy City", "the City of Light"];

/** Sign words and the other forms people type them in (plural, accent, spacing, spelling). */
const SIGN_FORMS: Record<string, string[]> = {
  BAKERY: ["bakeries", "Bakery"],
  MERCADO: ["mercados", "Mercado"],
  FARMACIA: ["farmacias", "farmácia"],
  STATION: ["stations", "Station"],
  BIBLIOTECA: ["bibliotecas", "Biblioteca"],
  HARBOUR: ["harbours", "harbor"],
  GELATO: ["gelatos", "Gelato"],
  CINEMA: ["cinemas", "Cinema"],
  TAQUERIA: ["taquerias", "taquería"],
  RAMEN: ["ramen", "Ramen"],
  BOOKSHOP: ["bookshops", "book shop", "book-shop"],
  FLORIST: ["florists", "Florist"],
  PIZZERIA: ["pizzerias", "Pizzeria"],
  HOSTEL: ["hostels", "Hostel"],
};
const THING_FORMS: Record<string, string[]> = {
  airport: ["airports", "air port"], zoo: ["zoos", "the Zoo"], wedding: ["weddings", "Wedding"], concert: ["concerts", "Concert"],
  marathon: ["marathons", "Marathon"], aquarium: ["aquariums", "Aquarium"], graduation: ["graduations", "Graduation"], picnic: ["picnics", "pic-nic"],
  carnival: ["carnaval", "carnivals"], regatta: ["regattas", "Regatta"],
};
const OBJECT_FORMS: Record<string, string[]> = {
  chair: ["chairs"], lamp: ["lamps"], bicycle: ["bicycles", "bi-cycle"], guitar: ["guitars"], kayak: ["kayaks"], telescope: ["telescopes"],
  IKEA: ["Ikea", "ikea"], Muji: ["MUJI", "muji"], Decathlon: ["DECATHLON", "decathlon"], Yamaha: ["YAMAHA", "yamaha"], Zeiss: ["ZEISS", "zeiss"],
};
const PLACE_FORMS: Record<string, string[]> = {
  Lisbon: ["LISBON", "lisbon"], Kyoto: ["Kyōto", "KYOTO"], Seattle: ["SEATTLE", "seattle"], Edinburgh: ["edinburgh", "EDINBURGH"],
  "Cape Town": ["Capetown", "Cape-Town", "cape town"], "Mexico City": ["México City", "Mexico-City", "mexico city"], Sydney: ["SYDNEY", "sydney"],
  Toronto: ["TORONTO", "toronto"], Rome: ["ROME", "rome"], Istanbul: ["İstanbul", "ISTANBUL"],
};
const NAME_FORMS: Record<string, string[]> = {
  Maria: ["MARIA", "María"], Leo: ["LEO", "leo"], Aiko: ["AIKO", "aiko"], Omar: ["OMAR", "omar"], Priya: ["PRIYA", "priya"],
  Tomas: ["Tomás", "TOMAS"], Ines: ["Inés", "INES"], Kwame: ["KWAME", "kwame"],
};

/** Concrete things no generated photo shows or says, in words no caption, sign or receipt uses. */
const NEVER = ["a giraffe", "a snowman", "fireworks", "a christmas tree", "a surfboard", "a horse", "a lighthouse", "a hot air balloon", "a camel", "skiing", "the Eiffel Tower", "a tennis match"];

export function probeC1(album: Album): SuiteQuery[] {
  const facts = new AlbumFacts(album);
  const b = new SuiteBuilder();
  const d = draws(random(album.seed * 977 + 313));
  const photos = facts.photos;
  const F = (match: (p: PhotoFacts) => boolean) => facts.files(match);
  const put = (category: string, text: string, truth: Set<string> | null) => b.answer(category, text, truth);
  const slip = (word: string) => misspell(word, d.pick(["swap", "drop", "double"] as const), d.next);

  const cast = album.people.filter((p) => photos.some((ph) => facts.has(ph, p)));
  const absentPeople = album.unusedPeople;
  const cities = album.cities;
  const absentCities = [...album.unusedCities, ...ABSENT_CITIES];
  const pronoun = (p: string) => (FEMALE.has(p) ? "herself" : "himself");
  const isDated = (p: PhotoFacts) => p.taken !== null;
  const yearOf = (p: PhotoFacts) => facts.year(p);
  const years = [...new Set(photos.flatMap((p) => (p.taken ? [p.taken.getUTCFullYear()] : [])))].sort();
  const emptyYears = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025].filter((y) => !years.includes(y));
  const personFiles = (person: string) => F((p) => facts.has(p, person));
  const cityFiles = (city: string) => F((p) => p.city === city);
  const byTime = (list: PhotoFacts[]) => list.filter(isDated).sort((a, b2) => a.taken!.getTime() - b2.taken!.getTime());
  const filesOf = (list: PhotoFacts[]) => new Set(list.map((p) => p.file));
  const citiesOf = (person: string) => [...new Set(photos.filter((p) => facts.has(p, person)).map((p) => p.city))].filter((c) => c !== LAKE_HOUSE.name);
  const other = <T>(items: readonly T[], not: T) => d.pick(items.filter((x) => x !== not));
  const thingMemories = album.memories.filter((m) => m.thing);
  const objectMemories = album.memories.filter((m) => m.object);
  const memoryCity = (files: string[]) => photos.find((p) => p.file === files[0])!.city;
  const signs = [...new Set(photos.flatMap((p) => (p.sign ? [p.sign] : [])))];
  const usedThings = new Set(thingMemories.map((m) => m.thing!));
  const usedObjects = new Set(objectMemories.map((m) => m.object![0]));
  const pair = (a: string, c: string) => F((p) => facts.has(p, a) && facts.has(p, c));
  const pairs = cast.flatMap((a, i) => cast.slice(i + 1).map((c) => [a, c] as const));
  const together = pairs.filter(([a, c]) => pair(a, c).size > 0);
  const apart = pairs.filter(([a, c]) => pair(a, c).size === 0);
  // Visits: every day out and the flea-market morning, by city, in order.
  const visits = [...new Set(photos.filter((p) => p.event < 100 || p.event === 200).map((p) => p.event))]
    .map((event) => {
      const members = facts.event(event);
      return { event, city: members[0]!.city, start: Math.min(...members.filter(isDated).map((p) => dayOf(p)!)), end: Math.max(...members.filter(isDated).map((p) => dayOf(p)!)), members };
    })
    .sort((a, c) => a.start - c.start);
  const visitsTo = (city: string) => visits.filter((v) => v.city === city);
  // "The Rome trip" only where the album went to that city once.
  const oneTrip = cities.filter((c) => visitsTo(c).length === 1 && visitsTo(c)[0]!.event < 100);
  const rel = facts.relative;

  // —— request and filler words that should not change the answer ——
  {
    const cat = "meta-words";
    const personT = ["snaps of {p}", "shots featuring {p}", "got any photos of {p}?", "can you find {p} for me", "I'm looking for pictures of {p}", "any pics w/ {p}", "pics with {p} in them pls", "show me everything with {p}"];
    personT.forEach((t, i) => {
      const person = i % 4 === 3 ? absentPeople[i % absentPeople.length]! : cast[i % cast.length]!;
      put(cat, t.replace("{p}", person), personFiles(person));
    });
    const cityT = ["stuff from {c}", "I'm looking for the {c} photos", "do I have anything from {c}?", "pull up all my {c} pics", "images showing {c}", "need the pictures I took in {c}", "can you find my {c} snaps", "everything we shot in {c}"];
    cityT.forEach((t, i) => {
      const city = i % 4 === 2 ? absentCities[i % absentCities.length]! : cities[i % cities.length]!;
      put(cat, t.replace("{c}", city), cityFiles(city));
    });
    for (const [i, sign] of d.shuffled(signs).slice(0, 2).entries()) {
      put(cat, i ? `photos of the ${sign.toLowerCase()} sign` : `images showing the ${sign} sign`, F((p) => p.sign === sign));
    }
    for (const [i, m] of thingMemories.slice(0, 2).entries()) {
      put(cat, i ? `anything tagged ${m.thing}` : `photos labelled ${m.thing}`, new Set(m.files));
    }
    const [p1, c1] = [d.pick(cast), d.pick(cities)];
    put(cat, `any pics w/ ${p1} in ${c1}`, F((p) => facts.has(p, p1) && p.city === c1));
    const c2 = d.pick(absentCities);
    put(cat, `any pics w/ ${p1} in ${c2}`, new Set());
    const y = d.pick(years);
    put(cat, `can you show me what I took in ${y}`, F((p) => yearOf(p) === y));
    if (emptyYears.length) put(cat, `I'm looking for stuff from ${emptyYears.at(-1)}`, new Set());
    const typoCity = d.pick(cities);
    put(cat, `pics from ${slip(typoCity)} please`, cityFiles(typoCity));
  }

  // —— concrete things never photographed, in places and times the album has ——
  {
    const cat = "absent-thing";
    for (const [i, thing] of d.shuffled(NEVER).slice(0, 6).entries()) {
      const city = cities[i % cities.length]!;
      put(cat, i % 2 ? `${thing} in ${city}` : `photos of ${thing} in ${city} in ${d.pick(years)}`, new Set());
    }
    // Things of this album's memories, asked in a city where they did not happen.
    for (const m of thingMemories.slice(0, 3)) {
      const city = other(cities, memoryCity(m.files));
      put(cat, `the ${m.thing} in ${city}`, F((p) => m.files.includes(p.file) && p.city === city));
      put(cat, `${m.thing} in ${memoryCity(m.files)}`, F((p) => m.files.includes(p.file)));
    }
    for (const thing of THINGS.filter((t) => !usedThings.has(t)).slice(0, 3)) put(cat, `the ${thing} in ${d.pick(cities)}`, new Set());
    for (const [object, brand] of OBJECTS.filter(([o]) => !usedObjects.has(o)).slice(0, 2)) put(cat, `the ${object} from ${brand}`, new Set());
    const person = d.pick(cast);
    put(cat, `${person} with ${d.pick(NEVER)}`, new Set());
    put(cat, `${person} at the ${THINGS.filter((t) => !usedThings.has(t))[0]}`, new Set());
    // A sign's word in a city it was not seen in.
    const sign = d.pick(signs);
    const notThere = cities.find((c) => !photos.some((p) => p.sign === sign && p.city === c));
    if (notThere) put(cat, `the ${sign.toLowerCase()} in ${notThere}`, new Set());
  }

  // —— spelling and form variants of what signs, memories, places and names say ——
  {
    const cat = "spelling";
    for (const sign of signs) {
      const forms = SIGN_FORMS[sign] ?? [];
      put(cat, forms[0]!, F((p) => p.sign === sign));
      if (forms[1]) put(cat, `the ${forms[1]} sign`, F((p) => p.sign === sign));
      if (forms[2]) put(cat, forms[2], F((p) => p.sign === sign));
    }
    put(cat, "Café Central receipts", F((p) => p.receipt));
    put(cat, "cafe-central", F((p) => p.receipt));
    for (const m of thingMemories) for (const form of THING_FORMS[m.thing!] ?? []) put(cat, form, F((p) => thingMemories.some((n) => n.thing === m.thing && n.files.includes(p.file))));
    for (const m of objectMemories.slice(0, 1)) {
      const [object, brand] = m.object!;
      const files = F((p) => objectMemories.some((n) => n.files.includes(p.file)));
      for (const form of OBJECT_FORMS[object] ?? []) put(cat, form, files);
      for (const form of OBJECT_FORMS[brand] ?? []) put(cat, `the ${object} from ${form}`, files);
    }
    for (const city of cities) for (const form of (PLACE_FORMS[city] ?? []).slice(0, 1)) put(cat, form, cityFiles(city));
    for (const person of cast.slice(0, 2)) put(cat, NAME_FORMS[person]![0]!, personFiles(person));
    for (const person of cast.slice(2)) put(cat, `photos of ${NAME_FORMS[person]![1]}`, personFiles(person));
  }

  // —— order, count and anchors ——
  {
    const cat = "order";
    for (const person of cast.slice(0, 3)) {
      const theirs = byTime(photos.filter((p) => facts.has(p, person)));
      if (theirs.length >= 4) put(cat, `the 3 oldest photos of ${person}`, filesOf(theirs.slice(0, 3)));
      if (theirs.length) put(cat, `the most recent picture of ${person}`, filesOf(theirs.slice(-1)));
    }
    for (const city of d.shuffled(cities).slice(0, 3)) {
      const there = byTime(photos.filter((p) => p.city === city));
      put(cat, `my latest photo in ${city}`, filesOf(there.slice(-1)));
      put(cat, `the first picture I took in ${city}`, filesOf(there.slice(0, 1)));
    }
    for (const city of oneTrip) {
      const trip = visitsTo(city)[0]!;
      if (trip.end > trip.start) {
        put(cat, `the last day of the ${city} trip`, F((p) => p.event === trip.event && dayOf(p) === trip.end));
        put(cat, `first day of our ${city} trip`, F((p) => p.event === trip.event && dayOf(p) === trip.start));
      }
      put(cat, `everything after the ${city} trip`, F((p) => isDated(p) && dayOf(p)! > trip.end));
      put(cat, `photos from before the ${city} trip`, F((p) => isDated(p) && dayOf(p)! < trip.start));
    }
    for (const city of cities.filter((c) => visitsTo(c).length >= 2)) {
      const [first, second] = visitsTo(city);
      if (first!.event < 100) put(cat, `my first trip to ${city}`, filesOf(first!.members));
      put(cat, `the second time I went to ${city}`, filesOf(second!.members));
      put(cat, `the last time I was in ${city}`, filesOf(visitsTo(city).at(-1)!.members));
    }
    for (const y of d.shuffled(years).slice(0, 2)) {
      const of = byTime(photos.filter((p) => yearOf(p) === y));
      put(cat, `the first photo from ${y}`, filesOf(of.slice(0, 1)));
      put(cat, `the last photo I took in ${y}`, filesOf(of.slice(-1)));
    }
    if (together.length) {
      const [a, c] = d.pick(together);
      const both = byTime(photos.filter((p) => facts.has(p, a) && facts.has(p, c)));
      put(cat, `the earliest photo of ${a} and ${c} together`, filesOf(both.slice(0, 1)));
    }
    const person = d.pick(cast);
    const city = d.pick(citiesOf(person)) ?? "";
    const pc = byTime(photos.filter((p) => facts.has(p, person) && p.city === city));
    if (pc.length >= 3) put(cat, `the 2 newest pictures of ${person} in ${city}`, filesOf(pc.slice(-2)));
    if (emptyYears.length) put(cat, `the first photo from ${emptyYears[0]}`, new Set());
    put(cat, `my latest photo in ${d.pick(absentCities)}`, new Set());
  }

  // —— negation, said many ways ——
  {
    const cat = "negation";
    // Undated photos are neither in nor outside a month or the night: ask only where that does not matter.
    const notIn = (keep: (p: PhotoFacts) => boolean, drop: (p: PhotoFacts) => boolean) => agree(F((p) => keep(p) && !(isDated(p) && drop(p))), F((p) => keep(p) && isDated(p) && !drop(p)));
    const combos = d.shuffled(cities.flatMap((c) => cast.filter((p) => citiesOf(p).includes(c)).map((p) => [c, p] as const)));
    const forms = ["{c}, minus {p}", "{c} photos without {p} in them", "{c} but skip the ones with {p}", "{c} excluding {p}", "everything in {c} except {p}"];
    forms.forEach((t, i) => {
      const [city, person] = combos[i % combos.length]!;
      put(cat, t.replace("{c}", city).replace("{p}", person), F((p) => p.city === city && !facts.has(p, person)));
    });
    for (const [i, person] of cast.slice(0, 2).entries()) {
      const city = d.pick(citiesOf(person));
      if (city) put(cat, i ? `${person} but not in ${city}` : `${person}, not the ones from ${city}`, F((p) => facts.has(p, person) && p.city !== city));
    }
    const bare = d.pick(cities);
    put(cat, `${bare} without any people`, F((p) => p.city === bare && facts.peopleIn(p).size === 0));
    for (const [a, c] of together.slice(0, 2)) put(cat, `${a} but not ${c}`, F((p) => facts.has(p, a) && !facts.has(p, c)));
    if (together.length) {
      const [a, c] = together.at(-1)!;
      put(cat, `${c} without ${a}`, F((p) => facts.has(p, c) && !facts.has(p, a)));
    }
    const monthly = d.shuffled(cast).flatMap((person) => {
      const month = d.pick(photos.filter((p) => facts.has(p, person) && isDated(p)));
      if (!month) return [];
      const [m, y] = [month.taken!.getUTCMonth(), month.taken!.getUTCFullYear()];
      const truth = notIn((p) => facts.has(p, person), (p) => facts.inMonth(p, m, y));
      return truth ? [[`${person} photos excluding ${MONTHS[m]} ${y}`, truth] as const] : [];
    });
    for (const [text, truth] of monthly.slice(0, 2)) put(cat, text, truth);
    const nightCity = cities.find((c) => notIn((p) => p.city === c, (p) => timeOfDay(p) === "night"));
    if (nightCity) put(cat, `${nightCity}, not at night`, notIn((p) => p.city === nightCity, (p) => timeOfDay(p) === "night"));
    const nightPerson = cast.find((x) => notIn((p) => facts.has(p, x), (p) => timeOfDay(p) === "night"));
    if (nightPerson) put(cat, `${nightPerson} but not at night`, notIn((p) => facts.has(p, nightPerson), (p) => timeOfDay(p) === "night"));
    const y = d.pick(years);
    const cy = d.pick(cities.filter((c) => photos.some((p) => p.city === c && yearOf(p) === y)));
    put(cat, `everything from ${y} except ${cy}`, F((p) => yearOf(p) === y && p.city !== cy));
    if (thingMemories.length) {
      const m = thingMemories[0]!;
      put(cat, `the ${m.thing} but skip the ones with ${m.person}`, F((p) => m.files.includes(p.file) && !facts.has(p, m.person!)));
    }
    const repeated = signs.find((s) => new Set(photos.filter((p) => p.sign === s).map((p) => p.city)).size >= 2);
    if (repeated) {
      const one = photos.find((p) => p.sign === repeated)!.city;
      put(cat, `${repeated.toLowerCase()} signs, but not the one in ${one}`, F((p) => p.sign === repeated && p.city !== one));
    }
    const lone = d.pick(cast);
    put(cat, `${lone} without ${d.pick(absentPeople)}`, personFiles(lone));
  }

  // —— places as people write them ——
  {
    const cat = "regions";
    for (const region of REGIONS) {
      const sure = F((p) => region.in.includes(p.city));
      const wide = F((p) => region.in.includes(p.city) || region.maybe.includes(p.city));
      put(cat, `${d.pick(["photos from", "anything from", "shots from"])} ${region.text}`, agree(sure, wide));
    }
    // A misspelt region or two, as people type them.
    const typo = d.pick(REGIONS.filter((r) => !r.maybe.length && !r.text.includes(" ") && r.text.length >= 6 && photos.some((p) => r.in.includes(p.city))));
    if (typo) put(cat, `pics from ${slip(typo.text)}`, F((p) => typo.in.includes(p.city)));
  }
  {
    const cat = "city-forms";
    for (const city of cities) {
      const forms = CITY_FORMS[city] ?? [];
      for (const form of forms.slice(0, 3)) put(cat, form, cityFiles(city));
      // A country nickname means the country; only one album city per country here.
      for (const form of forms.slice(3)) put(cat, `pictures from ${form}`, cityFiles(city));
    }
    for (const form of ABSENT_FORMS) put(cat, form, new Set());
    for (const city of album.unusedCities.slice(0, 2)) put(cat, (CITY_FORMS[city] ?? [city])[0]!, new Set());
  }

  // —— times as people say them (the album's now is 22 November 2026) ——
  {
    const cat = "rel-time";
    const between = (from: number, to: number) => F((p) => isDated(p) && dayOf(p)! >= from && dayOf(p)! <= to);
    const before = (day: number, inclusive: boolean) => F((p) => isDated(p) && (inclusive ? dayOf(p)! <= day : dayOf(p)! < day));
    const since = (day: number, inclusive: boolean) => F((p) => isDated(p) && (inclusive ? dayOf(p)! >= day : dayOf(p)! > day));
    put(cat, "photos from over 3 years ago", agree(before(D(2023, 10, 22), false), before(D(2023, 10, 22), true)));
    put(cat, "more than four years back", agree(before(D(2022, 10, 22), false), before(D(2022, 10, 22), true)));
    put(cat, "everything from the past two years", agree(since(D(2024, 10, 22), false), since(D(2024, 10, 22), true)));
    put(cat, "pics from the last 18 months", agree(since(D(2025, 4, 22), false), since(D(2025, 4, 22), true)));
    put(cat, "last year", F((p) => yearOf(p) === 2025));
    put(cat, "the year before last", F((p) => yearOf(p) === 2024));
    put(cat, "the autumn before last", agree(F((p) => facts.inSeason(p, "autumn", 2024)), F((p) => facts.inSeason(p, "autumn", 2025))));
    put(cat, "this time last year", agree(F((p) => facts.inMonth(p, 10, 2025)), between(D(2025, 10, 8), D(2025, 11, 6)), between(D(2025, 9, 22), D(2025, 11, 22))));
    put(cat, "the spring of '22", F((p) => facts.inSeason(p, "spring", 2022)));
    put(cat, "summer '23", F((p) => facts.inSeason(p, "summer", 2023)));
    put(cat, "fall 2021", F((p) => facts.inSeason(p, "autumn", 2021)));
    put(cat, "autumn of 2024", F((p) => facts.inSeason(p, "autumn", 2024)));
    for (const y of [2021, 2022, 2023, 2024]) {
      const phrase = y % 2 ? `over Christmas ${y}` : `Christmas ${y}`;
      put(cat, phrase, agree(between(D(y, 11, 24), D(y, 11, 26)), between(D(y, 11, 20), D(y + 1, 0, 1))));
    }
    put(cat, "New Year's 2022", agree(between(D(2021, 11, 31), D(2022, 0, 1)), between(D(2022, 0, 1), D(2022, 0, 1))));
    put(cat, "the winter of 2021-22", agree(between(D(2021, 11, 1), D(2022, 1, 28)), between(D(2021, 11, 21), D(2022, 2, 20))));
    put(cat, "early 2024", agree(between(D(2024, 0, 1), D(2024, 1, 29)), between(D(2024, 0, 1), D(2024, 2, 31)), between(D(2024, 0, 1), D(2024, 3, 30))));
    put(cat, "late 2022", agree(between(D(2022, 10, 1), D(2022, 11, 31)), between(D(2022, 9, 1), D(2022, 11, 31)), between(D(2022, 8, 1), D(2022, 11, 31))));
    put(cat, "the first half of 2023", between(D(2023, 0, 1), D(2023, 5, 30)));
    put(cat, "second half of 2024", between(D(2024, 6, 1), D(2024, 11, 31)));
    for (const y of emptyYears.slice(-2)) put(cat, `back in ${y}`, new Set());
    put(cat, "photos from 2019", new Set());
    for (const label of d.shuffled(album.months).slice(0, 2)) {
      const [name, y] = label.split(" ");
      const m = MONTHS.indexOf(name!);
      put(cat, `${SHORT_MONTHS[m]} '${y!.slice(2)}`, F((p) => facts.inMonth(p, m, Number(y))));
    }
    const [em, ey] = d.pick(facts.emptyMonths());
    put(cat, `${MONTHS[em]} of ${ey}`, F((p) => facts.inMonth(p, em, ey)));
    const wy = d.pick(years);
    put(cat, `weekends in ${wy}`, F((p) => yearOf(p) === wy && [0, 6].includes(p.taken!.getUTCDay())));
    put(cat, "late at night", F((p) => timeOfDay(p) === "night"));
    const nightCity = d.pick(cities);
    put(cat, `${nightCity} at night`, F((p) => p.city === nightCity && timeOfDay(p) === "night"));
    const eveCity = d.pick(cities);
    put(cat, `evenings in ${eveCity}`, F((p) => p.city === eveCity && timeOfDay(p) === "evening"));
    put(cat, "photos with no date", F((p) => !isDated(p)));
    const seasonOf = (p: PhotoFacts) => (p.taken ? season(p.taken.getUTCMonth()) : null);
    const summerPerson = d.pick(cast);
    put(cat, `${summerPerson} in the summertime`, F((p) => facts.has(p, summerPerson) && seasonOf(p) === "summer"));
  }

  // —— people and relations ——
  {
    const cat = "people";
    for (const person of cast) {
      const alone = F((p) => facts.alone(p, person));
      put(cat, d.next() < 0.5 ? `${person} by ${pronoun(person)}` : `just ${person}, nobody else`, alone);
    }
    for (const [a, c] of together.slice(0, 3)) put(cat, d.next() < 0.5 ? `${a} and ${c}` : `${a} together with ${c}`, pair(a, c));
    for (const [a, c] of apart.slice(0, 2)) put(cat, `${a} and ${c} together`, new Set());
    if (cast.length >= 2) {
      const [a, c] = d.shuffled(cast);
      put(cat, `photos of ${a} or ${c}`, F((p) => facts.has(p, a!) || facts.has(p, c!)));
    }
    put(cat, `my ${rel.relation}`, personFiles(rel.person));
    for (const variant of rel.variants.slice(0, 2)) put(cat, `pictures of my ${variant}`, personFiles(rel.person));
    put(cat, `my ${rel.variants[0]} by ${pronoun(rel.person)}`, F((p) => facts.alone(p, rel.person)));
    const withRel = together.find(([a, c]) => a === rel.person || c === rel.person);
    if (withRel) {
      const friend = withRel[0] === rel.person ? withRel[1] : withRel[0];
      put(cat, `${rel.variants[1]} and ${friend}`, pair(rel.person, friend));
    }
    for (const person of absentPeople.slice(0, 2)) put(cat, `photos of ${person}`, new Set());
    put(cat, `${d.pick(cast)} with ${absentPeople[2]}`, new Set());
    put(cat, "photos with exactly two people", F((p) => facts.peopleIn(p).size === 2));
    put(cat, "pictures with nobody in them", F((p) => facts.peopleIn(p).size === 0));
    const typo = d.pick(cast.filter((p) => p.length >= 4));
    if (typo) put(cat, `photos of ${slip(typo)}`, personFiles(typo));
    if (cast.length >= 3) {
      const [a, c, e] = d.shuffled(cast);
      put(cat, `${a} and ${c} but not ${e}`, F((p) => facts.has(p, a!) && facts.has(p, c!) && !facts.has(p, e!)));
    }
  }

  // —— mixed constraints: person, place and time together ——
  {
    const cat = "mixed";
    const seen = d.shuffled(photos.filter((p) => isDated(p) && p.city !== LAKE_HOUSE.name && facts.peopleIn(p).size));
    for (const photo of seen.slice(0, 4)) {
      const person = d.pick([...facts.peopleIn(photo)]);
      const y = yearOf(photo)!;
      put(cat, `${person} in ${photo.city} in ${y}`, F((p) => facts.has(p, person) && p.city === photo.city && yearOf(p) === y));
      const missing = [2021, 2022, 2023, 2024, 2025].find((z) => !photos.some((p) => facts.has(p, person) && p.city === photo.city && yearOf(p) === z));
      if (missing) put(cat, `${person} in ${photo.city} in ${missing}`, new Set());
    }
    for (const photo of seen.slice(4, 6)) {
      const person = d.pick([...facts.peopleIn(photo)]);
      const [m, y] = [photo.taken!.getUTCMonth(), photo.taken!.getUTCFullYear()];
      const country = placeOf(photo.city).country[0];
      put(cat, `${person} in ${country} during ${MONTHS[m]} ${y}`, F((p) => facts.has(p, person) && facts.inCountry(p, country) && facts.inMonth(p, m, y)));
    }
    for (const [a, c] of together.slice(0, 2)) {
      const city = d.pick([...new Set(photos.filter((p) => facts.has(p, a) && facts.has(p, c)).map((p) => p.city))].filter((x) => x !== LAKE_HOUSE.name));
      if (city) put(cat, `${a} and ${c} in ${city}`, F((p) => facts.has(p, a) && facts.has(p, c) && p.city === city));
    }
    const relCity = d.pick(citiesOf(rel.person));
    if (relCity) put(cat, `my ${rel.variants[1]} in ${relCity}`, F((p) => facts.has(p, rel.person) && p.city === relCity));
    for (const m of thingMemories.slice(0, 2)) {
      put(cat, `${m.person} at the ${m.thing}`, F((p) => m.files.includes(p.file) && facts.has(p, m.person!)));
      const stranger = cast.find((x) => !m.files.some((f) => facts.has(photos.find((p) => p.file === f)!, x)));
      if (stranger) put(cat, `${stranger} at the ${m.thing}`, new Set());
    }
    const person = d.pick(cast);
    put(cat, `${person} in ${d.pick(absentCities)} last year`, new Set());
    put(cat, `${d.pick(absentPeople)} in ${d.pick(cities)} in ${d.pick(years)}`, new Set());
    const personCity = d.pick(citiesOf(person));
    if (emptyYears.length && personCity) put(cat, `${person} in ${personCity} in ${emptyYears[0]}`, new Set());
    const typo = d.pick(seen.slice(6, 20));
    if (typo) {
      const who = d.pick([...facts.peopleIn(typo)]);
      put(cat, `${slip(who)} in ${slip(typo.city)}`, F((p) => facts.has(p, who) && p.city === typo.city));
    }
    const summerPerson = d.pick(cast);
    const summerYear = d.pick(years);
    put(cat, `${summerPerson} in Finland, summer ${summerYear}`, F((p) => facts.has(p, summerPerson) && p.city === LAKE_HOUSE.name && facts.inSeason(p, "summer", summerYear)));
  }

  return b.queries;
}
