/**
 * @file The phrasing suite (issue 16, point 9): queries as people type them, in eleven
 * categories, each written by several sentence shapes filled from one album's facts, with right
 * answers computed from those facts (`album-facts.ts`), never from the engine. Written by asking
 * "what would a person type?", not from the query parser's grammar. Every category but
 * "no-answer" also has a few questions of its own shape whose honest answer is "no such photo",
 * so rejection is measured per category. Benchmark only.
 */
import type { Album, PhotoFacts } from "./album";
import { random, SIGNS, THINGS } from "./album";
import { AlbumFacts, FEMALE, MONTHS, NOW, partOfMonth, season, timeOfDay } from "./album-facts";
import { misspell } from "./misspell";
import { ABSENT_CITIES, ABSENT_COUNTRIES, placeOf } from "./places";
import { draws, SuiteBuilder, type SuiteQuery } from "./suite";

export const CATEGORIES = ["place", "date", "event", "people", "text", "memory", "typo", "chatty", "negation", "no-answer", "mixed"] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Words people use for what a memory says, by hand from ordinary English: synonyms, a broader
 * word, a narrower one. The held-out sets use other words (heldout.ts).
 */
export const SAID_INSTEAD: Record<string, string[]> = {
  airport: ["terminal", "departures hall"], zoo: ["animal park", "wildlife park"], wedding: ["marriage ceremony", "nuptials"],
  concert: ["gig", "live show"], marathon: ["road race", "running race"], aquarium: ["sea life centre", "fish tanks"],
  graduation: ["commencement", "convocation"], picnic: ["outdoor lunch", "lunch on the grass"], carnival: ["parade", "street festival"],
  regatta: ["boat race", "sailing race"], chair: ["armchair", "seat"], lamp: ["light", "desk light"], bicycle: ["bike", "cycle"],
  guitar: ["instrument", "six-string"], kayak: ["canoe", "boat"], telescope: ["scope", "spyglass"],
};

/** Things no album's memory mentions, said the way a person would. */
const ABSENT_THINGS = ["circus", "ballet", "rodeo", "museum opening", "bowling alley"];
const ABSENT_OBJECTS = [["couch", "IKEA"], ["rug", "Muji"], ["skateboard", "Decathlon"]] as const;

const yy = (year: number) => `'${String(year).slice(2)}`;
const self = (person: string) => (FEMALE.has(person) ? "herself" : "himself");
const their = (person: string) => (FEMALE.has(person) ? "her" : "his");
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five"];

export function phrasingQueries(album: Album): SuiteQuery[] {
  const { next, pick, shuffled } = draws(random(album.seed * 101 + 17));
  const facts = new AlbumFacts(album);
  const files = (match: (p: PhotoFacts) => boolean) => facts.files(match);
  const suite = new SuiteBuilder();
  const trips = facts.trips();
  const cities = album.cities;
  const people = album.people;
  const signs = album.photos.filter((p) => p.sign).map((p) => p.sign!);
  const years = [...new Set(album.photos.map((p) => facts.year(p)).filter((y): y is number => y !== null))].sort();
  const receiptCities = [...new Set(album.photos.filter((p) => p.receipt).map((p) => p.city))];
  const inCity = (city: string) => (p: PhotoFacts) => p.city === city;

  // Paraphrased places: the country, its other names, the demonym, a region, the local name, extra words.
  {
    const add = (text: string, match: (p: PhotoFacts) => boolean) => suite.add("place", text, files(match));
    for (const city of cities) {
      const place = placeOf(city);
      const country = place.country[0];
      const inCountry = (p: PhotoFacts) => facts.inCountry(p, country);
      const shapes = [
        () => add(`photos from ${pick(place.country)}`, inCountry),
        () => add(`pictures taken in ${pick(place.country)}`, inCountry),
        () => add(`everything we shot in ${pick(place.country)}`, inCountry),
        () => add(`our ${place.demonym} photos`, inCountry),
        () => add(`${city}, ${country}`, inCity(city)),
        () => add(`downtown ${city}`, inCity(city)),
        () => add(`in and around ${city}`, inCity(city)),
        () => (place.localName ? add(`${place.localName} pics`, inCity(city)) : add(`${city} city pics`, inCity(city))),
        () => (place.region ? add(`photos in ${place.region}`, inCity(city)) : add(`the ${city} area`, inCity(city))),
      ];
      for (const shape of shuffled(shapes).slice(0, 2)) shape();
    }
    add(`photos from ${pick(placeOf("Hauho").country)}`, (p) => facts.inCountry(p, "Finland"));
    // Istanbul is on two continents: where an album has it, Europe and Asia have no one right answer.
    const continents = [...new Set(cities.map((c) => placeOf(c).continent).filter((c): c is string => c !== null))];
    for (const continent of continents.filter((c) => !(cities.includes("Istanbul") && (c === "Europe" || c === "Asia"))).slice(0, 2)) {
      add(pick([`photos from ${continent}`, `our trips in ${continent}`]), (p) => facts.inContinent(p, continent));
    }
    const absent = shuffled(ABSENT_COUNTRIES);
    suite.none("place", `photos from ${absent[0]!.name}`);
    suite.none("place", `our ${absent[1]!.demonym} pictures`);
  }

  // Fuzzy dates: part of a month, seasons, years said relative to now, Christmas.
  {
    const add = (text: string, match: (p: PhotoFacts) => boolean) => suite.add("date", text, files(match));
    for (const trip of shuffled(trips).slice(0, 6)) {
      const [month, year, day] = [trip.start.getUTCMonth(), trip.start.getUTCFullYear(), trip.start.getUTCDate()];
      const part = partOfMonth(day);
      const seasonOf = season(month);
      const shapes = [
        () => add(`${part} ${MONTHS[month]} ${year}`, (p) => facts.partOfMonth(p, part, month, year)),
        () => add(`${part === "mid" ? "the middle of" : `the ${part === "early" ? "start" : "end"} of`} ${MONTHS[month]} ${year}`, (p) => facts.partOfMonth(p, part, month, year)),
        () => add(`${MONTHS[month]} ${yy(year)}`, (p) => facts.inMonth(p, month, year)),
        () => add(`sometime in ${MONTHS[month]} ${year}`, (p) => facts.inMonth(p, month, year)),
        () => (seasonOf ? add(`the ${seasonOf === "autumn" ? pick(["autumn", "fall"]) : seasonOf} of ${year}`, (p) => facts.inSeason(p, seasonOf, year)) : add(`back in ${year}`, (p) => facts.year(p) === year)),
        () => (day <= 7 ? add(`the first week of ${MONTHS[month]} ${year}`, (p) => facts.between(p, new Date(Date.UTC(year, month, 1)), new Date(Date.UTC(year, month, 7)))) : add(`photos from ${MONTHS[month]} ${year}, ${part === "early" ? "early in the month" : part === "mid" ? "mid-month" : "towards the end"}`, (p) => facts.partOfMonth(p, part, month, year))),
      ];
      pick(shapes)();
    }
    const thisYear = NOW.getFullYear();
    add("last year", (p) => facts.year(p) === thisYear - 1);
    add("the year before last", (p) => facts.year(p) === thisYear - 2);
    add("the summer before last", (p) => facts.inSeason(p, "summer", thisYear - 1));
    // "A couple of years ago" alone has no one right answer (that year, or a window around that
    // day?); tied to a season it has: the summer two summers back.
    add("a couple of summers ago", (p) => facts.inSeason(p, "summer", thisYear - 2));
    const month = pick(trips).start.getUTCMonth();
    for (const back of [2, 3, 4]) add(`${MONTHS[month]} ${NUMBER_WORDS[back]} years ago`, (p) => facts.inMonth(p, month, thisYear - back));
    for (const year of years) add(`around Christmas ${year}`, (p) => facts.between(p, new Date(Date.UTC(year, 11, 20)), new Date(Date.UTC(year + 1, 0, 2))));
    suite.none("date", "last summer", files((p) => facts.inSeason(p, "summer", thisYear)));
    const empty = facts.emptyMonths();
    for (const [m, y] of shuffled(empty).slice(0, 2)) suite.none("date", `${pick(["early", "late"])} ${MONTHS[m]} ${y}`, files((p) => facts.inMonth(p, m, y)));
  }

  // Filler and event words around a place: "holiday", "weekend away", "visit", "trip".
  {
    for (const trip of shuffled(trips).slice(0, 8)) {
      const city = trip.city;
      const year = trip.start.getUTCFullYear();
      const month = trip.start.getUTCMonth();
      const shapes: Array<[string, (p: PhotoFacts) => boolean]> = [
        [`holiday pictures from ${city}`, inCity(city)],
        [`our weekend away in ${city}`, inCity(city)],
        [`everything from the ${city} visit`, inCity(city)],
        [`my ${city} vacation photos`, inCity(city)],
        [`the day out in ${city}`, inCity(city)],
        [`${city} getaway`, inCity(city)],
        [`pics from our trip to ${city} in ${year}`, (p) => p.city === city && facts.year(p) === year],
        [`that ${MONTHS[month]} ${year} trip to ${city}`, (p) => p.city === city && facts.inMonth(p, month, year)],
      ];
      const [text, match] = pick(shapes);
      suite.add("event", text, files(match));
    }
    const [a, b] = shuffled(ABSENT_CITIES);
    suite.none("event", `our weekend away in ${a}`);
    suite.none("event", `holiday snaps from the ${b} trip`);
  }

  // People phrasing: or, only/alone, together, "and me", and the relation the user gave.
  {
    const add = (text: string, match: (p: PhotoFacts) => boolean) => suite.add("people", text, files(match));
    for (const person of people) {
      const other = pick(people.filter((p) => p !== person));
      const shapes = [
        () => add(`${person} or ${other}`, (p) => facts.has(p, person) || facts.has(p, other)),
        () => add(`just ${person}`, (p) => facts.alone(p, person)),
        () => add(`${person} by ${self(person)}`, (p) => facts.alone(p, person)),
        () => add(`only ${person}, nobody else`, (p) => facts.alone(p, person)),
        () => add(`${person} on ${their(person)} own`, (p) => facts.alone(p, person)),
        () => add(`${person} with ${other}`, (p) => facts.has(p, person) && facts.has(p, other)),
        () => add(`${person} and ${other} together`, (p) => facts.has(p, person) && facts.has(p, other)),
        () => add(`pictures with ${person} in them`, (p) => facts.has(p, person)),
        () => add(`${person} and me`, (p) => facts.has(p, person)),
      ];
      for (const shape of shuffled(shapes).slice(0, 3)) shape();
    }
    const { person, relation, variants } = facts.relative;
    const has = (p: PhotoFacts) => facts.has(p, person);
    add(`my ${variants[0]}`, has);
    add(`pictures of my ${variants[1]}`, has);
    const other = pick(people.filter((p) => p !== person));
    add(`my ${relation} and ${other}`, (p) => has(p) && facts.has(p, other));
    const city = pick(cities.filter((c) => album.photos.some((p) => has(p) && p.city === c)));
    add(`${pick(variants)} in ${city}`, (p) => has(p) && p.city === city);
    const [x, y] = album.unusedPeople;
    suite.none("people", `just ${x}`);
    suite.none("people", `${x} or ${y}`);
    suite.none("people", `my ${relation === "mom" ? "grandpa" : "grandma"}`);
  }

  // Loose text lookups: a sign's word in lowercase, "the one that says …", receipts said loosely.
  {
    for (const sign of shuffled([...new Set(signs)]).slice(0, 5)) {
      const word = sign.toLowerCase();
      const text = pick([word, `the sign that says ${word}`, `photo with the word ${word} on it`, `something with ${word} written on it`, `that ${word} place`]);
      suite.add("text", text, files((p) => p.sign === sign));
    }
    for (const city of receiptCities) {
      const trip = trips.find((t) => t.city === city)!;
      const text = pick([`that receipt from ${city}`, `the receipt from our ${city} trip`, `the coffee receipt from ${city}`, `the bill from Cafe Central in ${city}`]);
      suite.add("text", text, files((p) => p.receipt && p.city === city));
      if (trip) suite.add("text", `receipts from ${trip.start.getUTCFullYear()}`, files((p) => p.receipt && facts.year(p) === trip.start.getUTCFullYear()));
    }
    suite.add("text", pick(["the cafe receipts", "all my receipts", "that Cafe Central bill"]), files((p) => p.receipt));
    const unusedSign = pick(SIGNS.filter((s) => !signs.includes(s)));
    suite.none("text", `the sign that says ${unusedSign.toLowerCase()}`);
    const noReceipt = cities.filter((c) => !receiptCities.includes(c));
    if (noReceipt.length) suite.none("text", `that receipt from ${pick(noReceipt)}`);
  }

  // Paraphrased memories: the words a person would use instead of the memory's own.
  {
    for (const memory of album.memories) {
      if (memory.thing && memory.person) {
        const said = pick(SAID_INSTEAD[memory.thing]!);
        const person = memory.person;
        const text = pick([`${person} at the ${said}`, `when ${person} went to the ${said}`, `the ${said} with ${person}`]);
        suite.add("memory", text, files((p) => facts.memoriesOf(p).some((m) => m.thing === memory.thing) && facts.has(p, person)));
      }
      if (memory.object) {
        const [object, shop] = memory.object;
        const said = pick(SAID_INSTEAD[object]!);
        const text = pick([`the ${said} I wanted from ${shop}`, `that ${said} that caught my eye at ${shop}`, `the ${said} I fancied at ${shop}`]);
        suite.add("memory", text, files((p) => facts.memoriesOf(p).some((m) => m.object?.[0] === object)));
      }
    }
    const thing = pick(ABSENT_THINGS);
    suite.none("memory", `${pick(people)} at the ${thing}`);
    const [object, shop] = pick(ABSENT_OBJECTS);
    suite.none("memory", `the ${object} I liked at ${shop}`);
  }

  // Typos: places, names, kind words, memory words, signs.
  {
    const add = (text: string, match: (p: PhotoFacts) => boolean) => suite.add("typo", text, files(match));
    for (const city of shuffled(cities).slice(0, 4)) {
      const place = placeOf(city);
      const wrong = next() < 0.5 && place.misspellings.length ? pick(place.misspellings) : misspell(city, pick(["swap", "drop", "double"] as const), next);
      add(pick([`photos in ${wrong}`, `${wrong} trip`, `${wrong} pictures`]), inCity(city));
    }
    for (const person of shuffled(people).slice(0, 3)) add(pick([`photos of ${misspell(person, pick(["swap", "double"] as const), next)}`, `${misspell(person, "double", next)} pics`]), (p) => facts.has(p, person));
    add(pick(["reciepts", "recipts", "receits"]), (p) => p.receipt);
    for (const memory of album.memories.filter((m) => m.thing && m.person).slice(0, 2)) {
      add(`${memory.person} at the ${misspell(memory.thing!, pick(["swap", "double"] as const), next)}`, (p) => facts.memoriesOf(p).some((m) => m.thing === memory.thing) && facts.has(p, memory.person!));
    }
    const sign = pick([...new Set(signs)]);
    add(`the ${misspell(sign.toLowerCase(), "swap", next)} sign`, (p) => p.sign === sign);
    suite.none("typo", `photos in ${misspell(pick(ABSENT_CITIES), "swap", next)}`);
    suite.none("typo", `photos of ${misspell(album.unusedPeople[2]!, "double", next)}`);
  }

  // Chatty questions: the whole request, politeness and all.
  {
    const memory = album.memories.find((m) => m.thing && m.person);
    const shapes: Array<() => void> = [
      () => { const city = pick(cities); suite.add("chatty", `can you find the photos from when we were in ${city}?`, files(inCity(city))); },
      () => { const city = pick(cities); suite.add("chatty", `do I have any pictures from ${city}?`, files(inCity(city))); },
      () => { const person = pick(people); suite.add("chatty", `show me everything with ${person} in it please`, files((p) => facts.has(p, person))); },
      () => { if (memory) suite.add("chatty", `where's that pic of ${memory.person} at the ${memory.thing}`, files((p) => facts.memoriesOf(p).some((m) => m.thing === memory.thing) && facts.has(p, memory.person!))); },
      () => { if (receiptCities.length) { const city = pick(receiptCities); suite.add("chatty", `I need the receipt from ${city}, where is it?`, files((p) => p.receipt && p.city === city)); } },
      () => { const trip = pick(trips); const [m, y] = [trip.start.getUTCMonth(), trip.start.getUTCFullYear()]; suite.add("chatty", `what did we get up to in ${MONTHS[m]} ${y}?`, files((p) => facts.inMonth(p, m, y))); },
      () => { const [a, b] = shuffled(people); suite.add("chatty", `got any shots of ${a} and ${b} together?`, files((p) => facts.has(p, a!) && facts.has(p, b!))); },
      () => { const trip = pick(trips); const person = pick(people); suite.add("chatty", `hey, could you pull up ${person}'s photos from ${trip.city}?`, files((p) => facts.has(p, person) && p.city === trip.city)); },
    ];
    for (let i = 0; i < 12; i++) pick(shapes)();
    suite.none("chatty", `do I have any pictures from ${pick(ABSENT_CITIES)}?`);
    if (memory) suite.none("chatty", `where's that pic of ${album.unusedPeople[1]} at the ${memory.thing}`);
  }

  // Negation in everyday forms, and the scope it takes.
  {
    const add = (text: string, match: (p: PhotoFacts) => boolean) => suite.add("negation", text, files(match));
    const shapes: Array<() => void> = [
      () => { const city = pick(cities); const person = pick(people); add(`${city} but not the ones with ${person}`, (p) => p.city === city && !facts.has(p, person)); },
      () => { const city = pick(cities); add(`${city} photos without any people`, (p) => p.city === city && facts.peopleIn(p).size === 0); },
      () => { const year = pick(years); add(`everything from ${year} except receipts`, (p) => facts.year(p) === year && !p.receipt); },
      () => { const city = pick(cities); add(`${city} minus screenshots`, inCity(city)); },
      () => { const [a, b] = shuffled(people); add(`${a} without ${b}`, (p) => facts.has(p, a!) && !facts.has(p, b!)); },
      () => { const [a, b] = shuffled(people); add(`photos of ${a} that don't have ${b} in them`, (p) => facts.has(p, a!) && !facts.has(p, b!)); },
      () => { const city = pick(cities); add(`${city} apart from the signs`, (p) => p.city === city && !p.sign); },
      () => { const year = pick(years); const city = pick(cities); add(`${year} other than ${city}`, (p) => facts.year(p) === year && p.city !== city); },
      () => { const city = pick(cities); const person = pick(people); add(`everything in ${city} except for ${person}`, (p) => p.city === city && !facts.has(p, person)); },
      () => { const person = pick(people); const city = pick(cities); add(`${person} but not in ${city}`, (p) => facts.has(p, person) && p.city !== city); },
      () => { const city = pick(cities); add(`${city}, hide the screenshots`, inCity(city)); },
      () => { const city = pick(cities); const [a, b] = shuffled(people); add(`${city} with neither ${a} nor ${b}`, (p) => p.city === city && !facts.has(p, a!) && !facts.has(p, b!)); },
      () => { const city = pick(cities); const person = pick(people); add(`${city} photos where ${person} doesn't appear`, (p) => p.city === city && !facts.has(p, person)); },
      () => { const city = pick(cities); const person = pick(people); add(`${city} when ${person} wasn't there`, (p) => p.city === city && !facts.has(p, person)); },
    ];
    for (let i = 0; i < 14; i++) pick(shapes)();
    // Negations that leave nothing: the only sign of a city, excluded.
    for (const city of shuffled(cities)) {
      const citySigns = album.photos.filter((p) => p.city === city && p.sign);
      if (citySigns.length === 1) {
        suite.none("negation", `the signs in ${city} except the ${citySigns[0]!.sign!.toLowerCase()} one`, files((p) => p.city === city && p.sign !== null && p.sign !== citySigns[0]!.sign));
        break;
      }
    }
    const person = pick(people);
    const solo = cities.find((c) => !album.photos.some((p) => p.city === c && facts.has(p, person)));
    if (solo) suite.none("negation", `${person} in ${solo}, not the group shots`, files((p) => p.city === solo && facts.has(p, person)));
  }

  // Plausible questions with no answer: a real city, person, thing or month the album lacks.
  {
    const none = (text: string, truth?: Set<string>) => suite.none("no-answer", text, truth);
    const [c1, c2] = shuffled(ABSENT_CITIES);
    none(`photos from ${c1}`);
    none(`${c2} ${pick(years)}`);
    none(`pictures of ${album.unusedPeople[3]}`);
    none(`${pick(people)} in ${pick(album.unusedCities)}`);
    none(`the ${pick(SIGNS.filter((s) => !signs.includes(s))).toLowerCase()} sign`);
    for (const [m, y] of shuffled(facts.emptyMonths()).slice(0, 2)) none(`photos from ${MONTHS[m]} ${y}`, files((p) => facts.inMonth(p, m, y)));
    none(`${pick(people)} at the ${pick(THINGS.filter((t) => !album.memories.some((m) => m.thing === t)))}`);
    // A real city and a real month, never together.
    for (const trip of shuffled(trips).slice(0, 3)) {
      const [m, y] = [trip.start.getUTCMonth(), trip.start.getUTCFullYear()];
      const elsewhere = cities.find((c) => !album.photos.some((p) => p.city === c && facts.inMonth(p, m, y)));
      if (elsewhere) none(`${elsewhere} in ${MONTHS[m]} ${y}`, files((p) => p.city === elsewhere && facts.inMonth(p, m, y)));
    }
    // A real person in a real city they never went to.
    for (const person of people) {
      const never = cities.find((c) => !album.photos.some((p) => p.city === c && facts.has(p, person)));
      if (never) none(`${person} in ${never}`, files((p) => p.city === never && facts.has(p, person)));
    }
  }

  // Mixed: a person, a trip, a time of day and a negation in one request.
  {
    const phrase = { morning: "in the morning", afternoon: "in the afternoon", evening: "in the evening", night: "at night" } as const;
    const plural = { morning: "mornings", afternoon: "afternoons", evening: "evenings", night: "nights" } as const;
    for (const trip of shuffled(trips)) {
      const withPeople = trip.photos.filter((p) => facts.peopleIn(p).size && timeOfDay(p));
      if (!withPeople.length) continue;
      const photo = pick(withPeople);
      const a = pick([...facts.peopleIn(photo)]);
      const b = pick(people.filter((p) => p !== a));
      const tod = timeOfDay(photo)!;
      const [m, y] = [trip.start.getUTCMonth(), trip.start.getUTCFullYear()];
      const base = (p: PhotoFacts) => p.city === trip.city && facts.has(p, a) && timeOfDay(p) === tod && !facts.has(p, b);
      const shapes: Array<[string, (p: PhotoFacts) => boolean]> = [
        [`${a} in ${trip.city} ${phrase[tod]} but not with ${b}`, base],
        [`${tod} shots of ${a} on the ${trip.city} trip without ${b}`, base],
        [`${a} on our ${trip.city} holiday, ${plural[tod]} only, no ${b}`, base],
        [`pictures of ${a} from the ${MONTHS[m]} ${y} ${trip.city} trip taken ${phrase[tod]}, leave out ${b}`, (p) => base(p) && facts.inMonth(p, m, y)],
      ];
      const [text, match] = pick(shapes);
      suite.add("mixed", text, files(match));
      // The same request at a time of day the album has nothing for.
      const empty = (["morning", "afternoon", "evening", "night"] as const).find((t) => !trip.photos.some((p) => p.city === trip.city && facts.has(p, a) && timeOfDay(p) === t));
      if (empty && next() < 0.4) suite.none("mixed", `${a} in ${trip.city} ${phrase[empty]} but not with ${b}`, files((p) => p.city === trip.city && facts.has(p, a) && timeOfDay(p) === empty && !facts.has(p, b)));
    }
  }
  return suite.queries;
}

