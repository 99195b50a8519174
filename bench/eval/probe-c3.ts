/**
 * @file Probe suite C3: a second independent set of newcomer queries, written from the album's
 * facts by someone who never read the query parser, its tests, nor the other held-out suites, in
 * other words than C2 for the same classes: request and photo words, concrete things never
 * photographed asked in places and times the album has, other forms of what signs, receipts and
 * memories say, the same things in other words, order and counts, anchors relative to trips,
 * negation by scope, areas, unions, islands and ranges, written addresses, times as people say
 * them, people and relations, home, and mixed constraints, each with no-answer variants. Every
 * right answer is computed here from the album's facts; a phrasing that can be read several ways
 * is asked only where every reading gives the same answer. Benchmark only.
 */
import type { Album, PhotoFacts } from "./album";
import { LAKE_HOUSE, OBJECTS, random, SIGNS, THINGS } from "./album";
import { AlbumFacts, FEMALE, MONTHS, timeOfDay, type TimeOfDay } from "./album-facts";
import { misspell } from "./misspell";
import { ABSENT_CITIES, placeOf } from "./places";
import { agree, D, dayOf } from "./probe-kit";
import { draws, SuiteBuilder, type SuiteQuery } from "./suite";

const LAKE = LAKE_HOUSE.name;

/** Areas, groupings, peninsulas, islands and ranges: album cities surely inside, and those only some readings put there. */
const AREAS: Array<{ text: string; in: string[]; maybe: string[] }> = [
  { text: "the European Union", in: ["Lisbon", "Rome", LAKE], maybe: [] },
  { text: "the euro area", in: ["Lisbon", "Rome", LAKE], maybe: [] },
  { text: "the G7 countries", in: ["Seattle", "Toronto", "Edinburgh", "Rome", "Kyoto"], maybe: [] },
  { text: "the Anglosphere", in: ["Seattle", "Edinburgh", "Toronto", "Sydney"], maybe: ["Cape Town"] },
  { text: "continental Europe", in: ["Lisbon", "Rome", LAKE], maybe: ["Istanbul"] },
  { text: "the Italian peninsula", in: ["Rome"], maybe: [] },
  { text: "central Italy", in: ["Rome"], maybe: [] },
  { text: "the Lothians", in: ["Edinburgh"], maybe: [] },
  { text: "Cascadia", in: ["Seattle"], maybe: [] },
  { text: "southern Ontario", in: ["Toronto"], maybe: [] },
  { text: "the Finnish Lakeland", in: [LAKE], maybe: [] },
  { text: "the Japanese islands", in: ["Kyoto"], maybe: [] },
  { text: "the African continent", in: ["Cape Town"], maybe: [] },
  { text: "the Australian continent", in: ["Sydney"], maybe: [] },
  { text: "the North American continent", in: ["Seattle", "Toronto", "Mexico City"], maybe: [] },
  { text: "Latin American countries", in: ["Mexico City"], maybe: [] },
  { text: "the Urals", in: [], maybe: [] },
  { text: "the Appalachians", in: [], maybe: [] },
  { text: "the Atlas Mountains", in: [], maybe: [] },
  { text: "the Carpathians", in: [], maybe: [] },
  { text: "Mallorca", in: [], maybe: [] },
  { text: "Corsica", in: [], maybe: [] },
  { text: "the Greek islands", in: [], maybe: [] },
  { text: "the Hebrides", in: [], maybe: [] },
  { text: "Vancouver Island", in: [], maybe: [] },
  { text: "Okinawa", in: [], maybe: [] },
  { text: "the Outback", in: [], maybe: [] },
  { text: "Provence", in: [], maybe: [] },
  { text: "Andalusia", in: [], maybe: [] },
  { text: "the Cotswolds", in: [], maybe: [] },
  { text: "Scandinavia's fjords", in: [], maybe: [] },
];

const WRITTEN: Record<string, string[]> = {
  Seattle: ["Seattle, WA, USA", "Seattle Washington"],
  Toronto: ["Toronto, Ontario", "Toronto (Canada)"],
  Sydney: ["Sydney NSW", "Sydney, AU"],
  Kyoto: ["Kyoto Japan", "Kyoto, Kansai"],
  Rome: ["Rome (Italy)", "Roma Italia"],
  Lisbon: ["Lisbon - Portugal", "Lisboa PT"],
  Edinburgh: ["Edinburgh, Lothian", "Edinburgh (Scotland)"],
  "Cape Town": ["Cape Town, RSA", "Cape Town SA"],
  "Mexico City": ["Mexico City (CDMX)", "CDMX, Mexico"],
  Istanbul: ["Istanbul TR", "Istanbul (Turkey)"],
};
/** Written the same way, none an album city: near ones (Osaka is not Kyoto, Glasgow not Edinburgh) included. */
const WRITTEN_ABSENT = ["Dallas, TX", "Miami, FL", "Quebec City, QC", "Kingston, ON", "Florence, IT", "Porto, Portugal", "Osaka, Japan", "Glasgow, Scotland"];

const SIGN_WRITTEN: Record<string, string> = {
  BAKERY: "bakery signs", MERCADO: "Mercado sign", FARMACIA: "farmácias", STATION: "Station-sign", BIBLIOTECA: "Biblioteca",
  HARBOUR: "Harbour", GELATO: "gelati", CINEMA: "cinema's sign", TAQUERIA: "Taqueria", RAMEN: "ramen sign",
  BOOKSHOP: "book shop sign", FLORIST: "Florist sign", PIZZERIA: "Pizzería sign", HOSTEL: "hostel sign",
};
const SIGN_MEANT: Record<string, string> = {
  BAKERY: "the baker's", MERCADO: "the marketplace", FARMACIA: "the chemist's", STATION: "the railway station",
  BIBLIOTECA: "the public library", HARBOUR: "the seaport", GELATO: "the ice-cream shop", CINEMA: "the movies",
  TAQUERIA: "the taco stand", RAMEN: "the noodle shop", BOOKSHOP: "the book store", FLORIST: "the flower seller",
  PIZZERIA: "the pizza joint", HOSTEL: "the hostel we stayed at",
};
const THING_MEANT: Record<string, string> = {
  airport: "the terminal", zoo: "the animal park", wedding: "the marriage ceremony", concert: "the music show",
  marathon: "the marathon run", aquarium: "the fish tanks", graduation: "commencement", picnic: "eating outdoors",
  carnival: "the festival", regatta: "the yacht race",
};
const NAME_WRITTEN: Record<string, string> = { Maria: "MARÍA", Leo: "Leó", Aiko: "Aiko-chan", Omar: "omar", Priya: "PRIYA", Tomas: "tomás", Ines: "INÉS", Kwame: "KWAME" };
const CITY_SLIPS: Record<string, string> = {
  Lisbon: "Lisbonne", Kyoto: "Kyouto", Seattle: "Seatle", Edinburgh: "Edinbrugh", "Cape Town": "Kape Town",
  "Mexico City": "Mexico Citty", Sydney: "Sidney", Toronto: "Toranto", Rome: "Rohm", Istanbul: "Instanbul",
};

const NEVER = ["a motorbike", "a sheep", "an igloo", "a trampoline", "a scarecrow", "a hot tub", "a penguin", "a cowboy hat", "a lawn mower", "a rollercoaster", "a moose", "a drone", "a helicopter", "a swing set", "an owl", "a totem pole"];

export function probeC3(album: Album): SuiteQuery[] {
  const facts = new AlbumFacts(album);
  const b = new SuiteBuilder();
  const d = draws(random(album.seed * 4409 + 271));
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
  const thingFiles = (thing: string) => F((p) => thingMemories.some((m) => m.thing === thing && m.files.includes(p.file)));
  const pair = (x: string, y: string) => F((p) => facts.has(p, x) && facts.has(p, y));
  const pairs = cast.flatMap((x, i) => cast.slice(i + 1).map((y) => [x, y] as const));
  const together = d.shuffled(pairs.filter(([x, y]) => pair(x, y).size > 0));
  const apart = d.shuffled(pairs.filter(([x, y]) => pair(x, y).size === 0));
  const rel = facts.relative;
  const self = (p: string) => (FEMALE.has(p) ? "herself" : "himself");
  const notIn = (keep: (p: PhotoFacts) => boolean, drop: (p: PhotoFacts) => boolean) => agree(F((p) => keep(p) && !(isDated(p) && drop(p))), F((p) => keep(p) && isDated(p) && !drop(p)));
  const between = (from: number, to: number) => F((p) => isDated(p) && dayOf(p)! >= from && dayOf(p)! <= to);

  interface Trip { event: number; city: string; start: number; end: number; first: number; last: number; members: PhotoFacts[] }
  const tripOf = (event: number): Trip => {
    const members = facts.event(event);
    const dated = members.filter(isDated);
    return { event, city: members[0]!.city, start: Math.min(...dated.map((p) => dayOf(p)!)), end: Math.max(...dated.map((p) => dayOf(p)!)), first: Math.min(...dated.map((p) => p.taken!.getTime())), last: Math.max(...dated.map((p) => p.taken!.getTime())), members };
  };
  const allEvents = [...new Set(photos.map((p) => p.event))].map(tripOf).sort((x, y) => x.first - y.first);
  const readings: Trip[][] = [allEvents.filter((t) => t.event < 100), allEvents.filter((t) => t.event < 200), allEvents.filter((t) => t.event < 100 || t.event === 200), allEvents];
  const cityTrips = readings[0]!;
  const oneTrip = cities.filter((c) => allEvents.filter((t) => t.city === c).length === 1).map((c) => cityTrips.find((t) => t.city === c)!)
    .filter((t) => allEvents.every((o) => o === t || o.end < t.start || o.start > t.end));

  // —— request, filler and photo words ——
  {
    const cat = "request-words";
    const personT = ["can u show {p}", "pull up {p}", "photos w/ {p}", "{p} snapshots", "any photographs where {p} appears", "{p} in the picture", "need {p} pics asap", "every image with {p}", "looking for shots of {p} pls", "get me all pics including {p}", "images containing {p}", "{p} photo collection"];
    personT.forEach((t, i) => {
      const person = i % 4 === 1 ? absentPeople[i % absentPeople.length]! : cast[i % cast.length]!;
      put(cat, t.replace("{p}", person), personFiles(person));
    });
    const cityT = ["pics we took in {c}", "photos taken at {c}", "my {c} album", "show {c}", "{c} please", "the {c} ones", "memories from {c}", "{c} photos and videos", "my {c} camera roll", "everything I have from {c}"];
    cityT.forEach((t, i) => {
      const city = i % 4 === 1 ? absentCities[i % absentCities.length]! : cities[i % cities.length]!;
      put(cat, t.replace("{c}", city), cityFiles(city));
    });
    for (const [i, m] of thingMemories.slice(0, 2).entries()) put(cat, i ? `anything with the note ${m.thing}` : `tagged as ${m.thing}`, thingFiles(m.thing!));
    if (unusedThings.length) put(cat, `tagged as ${unusedThings[0]}`, new Set());
    put(cat, "pictures of receipts please", F((p) => p.receipt));
    const y = d.pick(years);
    put(cat, `everything shot during ${y}`, F((p) => yearOf(p) === y));
    put(cat, "pics dating from 2018", new Set());
    const who = d.pick(cast);
    const where = d.pick(citiesOf(who));
    if (where) put(cat, `can u show ${who} in ${where}`, F((p) => facts.has(p, who) && p.city === where));
    put(cat, `can u show ${who} in ${d.pick(absentCities)}`, new Set());
  }

  // —— concrete things never photographed ——
  {
    const cat = "never-there";
    const forms = ["any photo of {t} in {c}?", "{t} at {c}", "{t} from my {y} photos", "the shot of {p} with {t}", "{t} on the {c} trip", "{t}, {c}, {y}"];
    d.shuffled(NEVER).slice(0, 9).forEach((thing, i) => {
      const text = forms[i % forms.length]!.replace("{t}", thing).replace("{c}", cities[i % cities.length]!).replace("{y}", String(d.pick(years))).replace("{p}", d.pick(cast));
      put(cat, text, new Set());
    });
    for (const thing of unusedThings.slice(0, 2)) put(cat, `the ${thing} snaps from ${d.pick(cities)}`, new Set());
    for (const [object, brand] of OBJECTS.filter(([o]) => !usedObjects.has(o)).slice(0, 2)) put(cat, `${brand} ${object} I liked`, new Set());
    for (const m of thingMemories.slice(0, 3)) {
      const at = cityOfFile(m.files[0]!);
      put(cat, `${m.thing} pics from ${at}`, F((p) => m.files.includes(p.file)));
      const elsewhere = d.pick(cities.filter((c) => c !== at));
      put(cat, `${m.thing} pics from ${elsewhere}`, F((p) => m.files.includes(p.file) && p.city === elsewhere));
      const when = photos.find((p) => p.file === m.files[0])!;
      if (when.taken) {
        const other = d.pick([2021, 2022, 2023, 2024, 2025].filter((z) => z !== when.taken!.getUTCFullYear()));
        put(cat, `the ${m.thing} back in ${other}`, F((p) => m.files.includes(p.file) && yearOf(p) === other));
      }
    }
    for (const sign of d.shuffled(signs).slice(0, 2)) {
      const there = photos.find((p) => p.sign === sign)!.city;
      put(cat, `${sign.toLowerCase()} sign, ${there}`, F((p) => p.sign === sign && p.city === there));
      const missing = cities.find((c) => !photos.some((p) => p.sign === sign && p.city === c));
      if (missing) put(cat, `${sign.toLowerCase()} sign, ${missing}`, new Set());
    }
  }

  // —— written forms ——
  {
    const cat = "word-forms";
    for (const sign of signs) put(cat, SIGN_WRITTEN[sign]!, F((p) => p.sign === sign));
    for (const sign of d.shuffled(signs).slice(0, 3)) put(cat, `the ${slip(sign.toLowerCase())}`, F((p) => p.sign === sign));
    for (const sign of unusedSigns.slice(0, 2)) put(cat, SIGN_WRITTEN[sign]!, new Set());
    const receipts = F((p) => p.receipt);
    put(cat, "Cafe Central", receipts);
    put(cat, "CAFE-CENTRAL", receipts);
    put(cat, "café-central receipt", receipts);
    for (const m of thingMemories) put(cat, d.next() < 0.5 ? `from the ${m.thing![0]!.toUpperCase()}${m.thing!.slice(1)}` : `at the ${slip(m.thing!)}`, thingFiles(m.thing!));
    for (const thing of unusedThings.slice(0, 1)) put(cat, `at the ${thing.toUpperCase()}`, new Set());
    for (const m of objectMemories.slice(0, 2)) {
      const [object, brand] = m.object!;
      put(cat, `${brand.toLowerCase()} ${object}`, F((p) => objectMemories.some((n) => n.object![0] === object && n.files.includes(p.file))));
    }
    for (const city of cities) put(cat, d.next() < 0.5 ? CITY_SLIPS[city]! : `${city.toUpperCase()} pics`, cityFiles(city));
    for (const person of cast) put(cat, `${NAME_WRITTEN[person]} photos`, personFiles(person));
    for (const person of absentPeople.slice(1, 2)) put(cat, `${NAME_WRITTEN[person]} photos`, new Set());
    const typo = d.pick(cast.filter((p) => p.length >= 4));
    if (typo) put(cat, `snaps of ${slip(typo.toLowerCase())}`, personFiles(typo));
  }

  // —— other words ——
  {
    const cat = "other-words";
    for (const sign of signs) put(cat, SIGN_MEANT[sign]!, F((p) => p.sign === sign));
    for (const sign of unusedSigns.slice(1, 4)) put(cat, SIGN_MEANT[sign]!, new Set());
    const receipts = F((p) => p.receipt);
    put(cat, "the café bill", receipts);
    put(cat, "the receipt for coffee", receipts);
    put(cat, "the till receipt", receipts);
    const races = thingMemories.filter((m) => m.thing === "marathon" || m.thing === "regatta");
    for (const m of thingMemories.slice(0, 4)) if (!(races.length > 1 && races.includes(m))) put(cat, THING_MEANT[m.thing!]!, thingFiles(m.thing!));
    for (const thing of unusedThings.slice(1, 3)) put(cat, THING_MEANT[thing]!, new Set());
    for (const [i, m] of objectMemories.slice(0, 2).entries()) {
      const [object, brand] = m.object!;
      put(cat, i ? `the ${object} I was keen on at ${brand}` : `the ${object} I adored at ${brand}`, F((p) => objectMemories.some((n) => n.object![0] === object && n.files.includes(p.file))));
    }
  }

  // —— order and counts ——
  {
    const cat = "order";
    for (const [i, person] of cast.slice(0, 3).entries()) {
      const theirs = byTime(photos.filter((p) => facts.has(p, person)));
      if (i === 0 && theirs.length >= 4) put(cat, `earliest 3 photos of ${person}`, filesOf(theirs.slice(0, 3)));
      if (i === 1 && theirs.length >= 2) put(cat, `latest snapshot with ${person}`, filesOf(theirs.slice(-1)));
      if (i === 2 && theirs.length >= 3) put(cat, `first 2 shots of ${person}`, filesOf(theirs.slice(0, 2)));
    }
    const all = byTime(photos);
    put(cat, "the most recent photo I have", filesOf(all.slice(-1)));
    put(cat, "my 4 oldest pictures", filesOf(all.slice(0, 4)));
    put(cat, "the newest 3 shots", filesOf(all.slice(-3)));
    for (const [i, city] of d.shuffled(cities).slice(0, 2).entries()) {
      const there = byTime(photos.filter((p) => p.city === city));
      put(cat, i ? `last 3 pics from ${city}` : `earliest photo from ${city}`, filesOf(i ? there.slice(-3) : there.slice(0, 1)));
    }
    const y = d.pick(years);
    put(cat, `the last shot of ${y}`, filesOf(byTime(photos.filter((p) => yearOf(p) === y)).slice(-1)));
    const fy = d.pick(years);
    put(cat, `the first photo I took in ${fy}`, filesOf(byTime(photos.filter((p) => yearOf(p) === fy)).slice(0, 1)));
    put(cat, "the newest receipt", filesOf(byTime(photos.filter((p) => p.receipt)).slice(-1)));
    const person = d.pick(cast);
    const city = d.pick(citiesOf(person));
    if (city) put(cat, `most recent pic of ${person} in ${city}`, filesOf(byTime(photos.filter((p) => facts.has(p, person) && p.city === city)).slice(-1)));
    put(cat, `latest picture of ${d.pick(absentPeople)}`, new Set());
    put(cat, `oldest shot in ${d.pick(absentCities)}`, new Set());
    put(cat, "first photo of 2019", new Set());
  }

  // —— anchors relative to trips ——
  {
    const cat = "trip-anchors";
    const neighbour = (city: string, step: 1 | -1) => agree(...readings.map((r) => {
      const i = r.findIndex((t) => t.city === city && t.event < 100);
      const j = i + step;
      return i >= 0 && j >= 0 && j < r.length ? filesOf(r[j]!.members) : new Set<string>();
    }));
    for (const [i, trip] of oneTrip.entries()) {
      const city = trip.city;
      put(cat, i % 2 ? `the trip that came before ${city}` : `the trip preceding ${city}`, neighbour(city, -1));
      put(cat, i % 2 ? `the trip following ${city}` : `whichever trip came after ${city}`, neighbour(city, 1));
      put(cat, `since coming home from ${city}`, agree(F((p) => isDated(p) && dayOf(p)! > trip.end), F((p) => isDated(p) && p.taken!.getTime() > trip.last)));
      put(cat, `everything prior to the ${city} trip`, agree(F((p) => isDated(p) && dayOf(p)! < trip.start), F((p) => isDated(p) && p.taken!.getTime() < trip.first)));
      put(cat, `our first day in ${city}`, F((p) => p.event === trip.event && dayOf(p) === trip.start));
      if (trip.end > trip.start) {
        put(cat, `our last day in ${city}`, F((p) => p.event === trip.event && dayOf(p) === trip.end));
        const leaving = F((p) => p.event === trip.event && dayOf(p) === trip.end && timeOfDay(p) === "morning");
        if (leaving.size) put(cat, `the morning we left ${city}`, leaving);
      }
    }
    put(cat, "my latest trip", agree(...readings.map((r) => filesOf(r.at(-1)!.members))));
    put(cat, "our earliest trip", agree(...readings.map((r) => filesOf(r[0]!.members))));
    put(cat, `our first day in ${d.pick(absentCities)}`, new Set());
    put(cat, `since coming home from ${d.pick(absentCities)}`, new Set());
  }

  // —— negation by scope ——
  {
    const cat = "negation";
    const combos = d.shuffled(cities.flatMap((c) => cast.filter((p) => citiesOf(p).includes(c)).map((p) => [c, p] as const)));
    const cityPerson = ["{c}, but drop {p}", "{c} w/o {p}", "{c} minus any shots of {p}", "{c} pics that lack {p}", "{c} excluding photos with {p}", "{c} - no {p}", "{c}, but not the ones {p} is in"];
    cityPerson.forEach((t, i) => {
      if (!combos.length) return;
      const [city, person] = combos[i % combos.length]!;
      put(cat, t.replace("{c}", city).replace("{p}", person), F((p) => p.city === city && !facts.has(p, person)));
    });
    for (const [i, person] of d.shuffled(cast).slice(0, 3).entries()) {
      const city = d.pick(citiesOf(person));
      if (!city) continue;
      put(cat, [`${person}, leave ${city} out`, `${person} except ${city}`, `${person} but not from ${city}`][i]!, F((p) => facts.has(p, person) && p.city !== city));
    }
    for (const [x, y] of together.slice(0, 2)) put(cat, `${x} sans ${y}`, F((p) => facts.has(p, x) && !facts.has(p, y)));
    if (together.length) {
      const [x, y] = together.at(-1)!;
      put(cat, `${y} without ${x} please`, F((p) => facts.has(p, y) && !facts.has(p, x)));
    }
    const receiptCity = d.pick(cities);
    put(cat, `${receiptCity} minus the receipts`, F((p) => p.city === receiptCity && !p.receipt));
    const bare = d.pick(cities);
    put(cat, `${bare} no people`, F((p) => p.city === bare && facts.peopleIn(p).size === 0));
    const noonCity = d.pick(cities);
    put(cat, `${noonCity}, not in the afternoon`, notIn((p) => p.city === noonCity, (p) => timeOfDay(p) === "afternoon"));
    const y = d.pick(years);
    const cy = d.pick(cities.filter((c) => photos.some((p) => p.city === c && yearOf(p) === y)));
    if (cy) put(cat, `${y} apart from ${cy}`, F((p) => yearOf(p) === y && p.city !== cy));
    const someone = d.pick(cast);
    put(cat, `shots of people, exclude ${someone}`, F((p) => facts.peopleIn(p).size > 0 && !facts.has(p, someone)));
    put(cat, "the receipts except Cafe Central", new Set());
    const lone = signs.find((s) => new Set(photos.filter((p) => p.sign === s).map((p) => p.city)).size === 1);
    if (lone) put(cat, `the ${lone.toLowerCase()} sign but not in ${photos.find((p) => p.sign === lone)!.city}`, new Set());
    put(cat, `${d.pick(absentCities)} minus ${d.pick(cast)}`, new Set());
    const oneCity = cast.find((person) => citiesOf(person).length === 1);
    if (oneCity) {
      const city = citiesOf(oneCity)[0]!;
      put(cat, `${oneCity}, just not in ${city}`, F((p) => facts.has(p, oneCity) && p.city !== city));
    }
  }

  // —— areas ——
  {
    const cat = "areas";
    const lead = ["pictures from", "our time in", "photos in", "anything from"];
    for (const [i, area] of AREAS.entries()) {
      const sure = F((p) => area.in.includes(p.city));
      const wide = F((p) => area.in.includes(p.city) || area.maybe.includes(p.city));
      put(cat, `${lead[i % lead.length]} ${area.text}`, agree(sure, wide));
    }
  }
  {
    const cat = "city-written";
    for (const city of cities) for (const form of WRITTEN[city] ?? []) put(cat, form, cityFiles(city));
    for (const form of WRITTEN_ABSENT) put(cat, `pictures from ${form}`, new Set());
    for (const city of album.unusedCities.slice(0, 2)) put(cat, WRITTEN[city]![1]!, new Set());
  }

  // —— times (the album's now is 22 November 2026) ——
  {
    const cat = "times";
    const beforeDay = (day: number) => agree(F((p) => isDated(p) && dayOf(p)! < day), F((p) => isDated(p) && dayOf(p)! <= day));
    const sinceDay = (day: number) => agree(F((p) => isDated(p) && dayOf(p)! > day), F((p) => isDated(p) && dayOf(p)! >= day));
    put(cat, "pics at least 3 years old", beforeDay(D(2023, 10, 22)));
    put(cat, "anything older than 18 months", beforeDay(D(2025, 4, 22)));
    put(cat, "from the past 4 years", sinceDay(D(2022, 10, 22)));
    put(cat, "taken within the last year", sinceDay(D(2025, 10, 22)));
    put(cat, "the winter before last", agree(between(D(2024, 11, 1), D(2025, 1, 28)), between(D(2024, 11, 21), D(2025, 2, 20))));
    put(cat, "the fall of '23", F((p) => facts.inSeason(p, "autumn", 2023)));
    put(cat, "a year ago this month", F((p) => facts.inMonth(p, 10, 2025)));
    put(cat, "Christmas Day 2022", between(D(2022, 11, 25), D(2022, 11, 25)));
    put(cat, "Christmas Eve 2021", between(D(2021, 11, 24), D(2021, 11, 24)));
    put(cat, "New Year's Day 2023", between(D(2023, 0, 1), D(2023, 0, 1)));
    put(cat, "Boxing Day 2024", between(D(2024, 11, 26), D(2024, 11, 26)));
    put(cat, "Halloween 2021", between(D(2021, 9, 31), D(2021, 9, 31)));
    put(cat, "Easter Sunday 2023", between(D(2023, 3, 9), D(2023, 3, 9)));
    put(cat, "Thanksgiving weekend 2022", agree(between(D(2022, 10, 24), D(2022, 10, 27)), between(D(2022, 9, 8), D(2022, 9, 10))));
    put(cat, "the festive season 2023", agree(between(D(2023, 11, 24), D(2023, 11, 26)), between(D(2023, 11, 20), D(2024, 0, 1)), between(D(2023, 10, 23), D(2024, 0, 6))));
    put(cat, "Diwali 2023", between(D(2023, 10, 12), D(2023, 10, 12)));
    put(cat, "Lunar New Year 2024", agree(between(D(2024, 1, 10), D(2024, 1, 10)), between(D(2024, 1, 10), D(2024, 1, 24))));
    put(cat, "Golden Week 2023", between(D(2023, 3, 29), D(2023, 4, 7)));
    put(cat, "the 90s", new Set());
    put(cat, "during 2020", new Set());
    put(cat, "shots from 2015", new Set());
    const labels = d.shuffled(album.months);
    const monthYear = (label: string) => {
      const [name, y] = label.split(" ");
      return [MONTHS.indexOf(name!), Number(y)] as const;
    };
    for (const [i, label] of labels.slice(0, 3).entries()) {
      const [m, y] = monthYear(label);
      const text = [`${String(m + 1).padStart(2, "0")}.${y}`, `${y}/${String(m + 1).padStart(2, "0")}`, `the month of ${MONTHS[m]} ${y}`][i]!;
      put(cat, text, F((p) => facts.inMonth(p, m, y)));
    }
    for (const [i, [m, y]] of d.shuffled(facts.emptyMonths()).slice(0, 2).entries()) put(cat, i ? `the month of ${MONTHS[m]} ${y}` : `${y}/${String(m + 1).padStart(2, "0")}`, F((p) => facts.inMonth(p, m, y)));
    for (const [i, label] of labels.slice(3, 6).entries()) {
      const [m, y] = monthYear(label);
      const dayIs = (test: (day: number) => boolean) => F((p) => facts.inMonth(p, m, y) && test(p.taken!.getUTCDate()));
      if (i === 0) put(cat, `the start of ${MONTHS[m]} ${y}`, agree(dayIs((x) => x <= 10), dayIs((x) => x <= 7)));
      if (i === 1) put(cat, `the middle of ${MONTHS[m]} ${y}`, agree(dayIs((x) => x >= 11 && x <= 20), dayIs((x) => x >= 10 && x <= 20)));
      if (i === 2) put(cat, `the second half of ${MONTHS[m]} ${y}`, agree(dayIs((x) => x >= 16), dayIs((x) => x >= 15)));
    }
    const wc = d.pick(cities);
    put(cat, `on weekends in ${wc}`, F((p) => p.city === wc && isDated(p) && [0, 6].includes(p.taken!.getUTCDay())));
    put(cat, "Sunday mornings", F((p) => isDated(p) && p.taken!.getUTCDay() === 0 && timeOfDay(p) === "morning"));
    const ey = d.pick(years);
    put(cat, `evenings in ${ey}`, F((p) => yearOf(p) === ey && timeOfDay(p) === "evening"));
  }

  // —— people and relations ——
  {
    const cat = "people";
    const aloneForms = ["just {p}", "{p} solo", "nobody but {p}", "{p} with no one else", "{p} by {self}"];
    cast.forEach((person, i) => put(cat, aloneForms[i % aloneForms.length]!.replace("{p}", person).replace("{self}", self(person)), F((p) => facts.alone(p, person))));
    const pairForms = ["{a} and {b} together", "{a} with {b}", "{a} alongside {b}"];
    together.slice(0, 3).forEach(([x, y], i) => put(cat, pairForms[i]!.replace("{a}", x).replace("{b}", y), pair(x, y)));
    for (const [x, y] of apart.slice(0, 2)) put(cat, `${x} with ${y}`, new Set());
    if (cast.length >= 2) {
      const [x, y] = d.shuffled(cast);
      put(cat, `${x} and/or ${y}`, F((p) => facts.has(p, x!) || facts.has(p, y!)));
    }
    put(cat, `shots of ${absentPeople[1]}`, new Set());
    put(cat, `${d.pick(cast)} alongside ${absentPeople[2]}`, new Set());
    put(cat, "photos with two people", F((p) => facts.peopleIn(p).size === 2));
    put(cat, "pictures with at least one person", F((p) => facts.peopleIn(p).size > 0));
    put(cat, "shots of three or more people", F((p) => facts.peopleIn(p).size >= 3));
    put(cat, "a photo of four people", F((p) => facts.peopleIn(p).size === 4));
    put(cat, `just my ${rel.variants[0]}`, F((p) => facts.alone(p, rel.person)));
    put(cat, `${rel.variants[1]} photos`, personFiles(rel.person));
    const withRel = together.find(([x, y]) => x === rel.person || y === rel.person);
    if (withRel) {
      const friend = withRel[0] === rel.person ? withRel[1] : withRel[0];
      put(cat, `my ${rel.relation} and ${friend} together`, pair(rel.person, friend));
    }
    put(cat, "my grandpa", new Set());
    put(cat, "pictures of my sister", new Set());
  }

  // —— home ——
  {
    const cat = "home";
    const lake = (p: PhotoFacts) => p.city === LAKE;
    const lakeYears = new Set(photos.filter(lake).flatMap((p) => (p.taken ? [p.taken.getUTCFullYear()] : [])));
    const homeIn = (extra: (p: PhotoFacts) => boolean) => agree(new Set(), F((p) => lake(p) && extra(p)));
    const noLakeYear = [2025, 2021, 2023].find((y) => !lakeYears.has(y)) ?? 2025;
    put(cat, `photos taken at home in ${noLakeYear}`, homeIn((p) => yearOf(p) === noLakeYear));
    put(cat, "at our place in 2021", homeIn((p) => yearOf(p) === 2021));
    put(cat, "back home on New Year's Day 2024", homeIn((p) => dayOf(p) === D(2024, 0, 1)));
    put(cat, "indoors at home in December", homeIn((p) => isDated(p) && p.taken!.getUTCMonth() === 11));
    for (const person of d.shuffled(cast)) {
      const t = homeIn((p) => facts.has(p, person));
      if (t) { put(cat, `${person} at our house`, t); break; }
    }
    for (const city of d.shuffled(cities).slice(0, 2)) put(cat, d.next() < 0.5 ? `${city} — away from home` : `travel pics from ${city}, not home`, agree(cityFiles(city), F((p) => p.city === city && !lake(p))));
    for (const person of d.shuffled(cast)) {
      const t = agree(personFiles(person), F((p) => facts.has(p, person) && !lake(p)));
      if (t) { put(cat, `away from home, ${person}`, t); break; }
    }
  }

  // —— mixed constraints ——
  {
    const cat = "mixed";
    const seen = d.shuffled(photos.filter((p) => isDated(p) && p.city !== LAKE && facts.peopleIn(p).size));
    for (const photo of seen.slice(0, 3)) {
      const person = d.pick([...facts.peopleIn(photo)]);
      const y = yearOf(photo)!;
      const country = placeOf(photo.city).country[0];
      put(cat, `${person} in ${country} in ${y}`, F((p) => facts.has(p, person) && facts.inCountry(p, country) && yearOf(p) === y));
      const missing = [2021, 2022, 2023, 2024, 2025].find((z) => !photos.some((p) => facts.has(p, person) && facts.inCountry(p, country) && yearOf(p) === z));
      if (missing) put(cat, `${person} in ${country} in ${missing}`, new Set());
    }
    for (const photo of seen.slice(3, 5)) {
      const person = d.pick([...facts.peopleIn(photo)]);
      const weekend = [0, 6].includes(photo.taken!.getUTCDay());
      put(cat, `${person} in ${photo.city} on a ${weekend ? "weekend" : "weekday"}`, F((p) => facts.has(p, person) && p.city === photo.city && isDated(p) && [0, 6].includes(p.taken!.getUTCDay()) === weekend));
    }
    for (const photo of seen.slice(5, 7)) {
      const person = d.pick([...facts.peopleIn(photo)]);
      const tod = timeOfDay(photo) as TimeOfDay;
      put(cat, `${person} in ${photo.city} in the ${tod}`, F((p) => facts.has(p, person) && p.city === photo.city && timeOfDay(p) === tod));
    }
    for (const m of thingMemories.slice(0, 2)) {
      const when = photos.find((p) => p.file === m.files[0])!;
      if (!when.taken) continue;
      const y = when.taken.getUTCFullYear();
      put(cat, `${m.person} at the ${m.thing}, ${y}`, F((p) => m.files.includes(p.file) && facts.has(p, m.person!) && yearOf(p) === y));
      put(cat, `${m.person} at the ${m.thing}, ${y === 2025 ? 2021 : y + 1}`, new Set());
    }
    const relCity = d.pick(citiesOf(rel.person));
    if (relCity) {
      const y = d.pick([...new Set(photos.filter((p) => facts.has(p, rel.person) && p.city === relCity && isDated(p)).map((p) => yearOf(p)!))]);
      if (y) put(cat, `my ${rel.relation} in ${relCity} ${y}`, F((p) => facts.has(p, rel.person) && p.city === relCity && yearOf(p) === y));
    }
    const lakePair = together.find(([x, y]) => photos.some((p) => p.city === LAKE && facts.has(p, x) && facts.has(p, y)));
    if (lakePair) put(cat, `${lakePair[0]} and ${lakePair[1]} in Finland in summer`, F((p) => facts.has(p, lakePair[0]) && facts.has(p, lakePair[1]) && facts.inCountry(p, "Finland") && isDated(p) && [5, 6, 7].includes(p.taken!.getUTCMonth())));
    const signPhoto = d.pick(photos.filter((p) => p.sign && p.taken));
    if (signPhoto) {
      const country = placeOf(signPhoto.city).country[0];
      put(cat, `${signPhoto.sign!.toLowerCase()} sign in ${country}`, F((p) => p.sign === signPhoto.sign && facts.inCountry(p, country)));
      const other = cities.find((c) => placeOf(c).country[0] !== country && !photos.some((p) => p.sign === signPhoto.sign && p.city === c));
      if (other) put(cat, `${signPhoto.sign!.toLowerCase()} sign in ${placeOf(other).country[0]}`, new Set());
    }
    put(cat, `${d.pick(absentPeople)} in ${d.pick(cities)} at night`, new Set());
    put(cat, `${d.pick(cast)} in ${d.pick(absentCities)} during ${d.pick(years)}`, new Set());
  }

  return b.queries;
}
