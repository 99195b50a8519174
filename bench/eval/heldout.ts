/**
 * @file Two held-out phrasing sets for issue 16: they verify that search understands meanings,
 * not the main suite's sentences, so whoever tunes the query parser must not read this file.
 * Set A is terse keyword searches ("lisbon 2023 maria"); set B is long conversational requests.
 * Both use sentence shapes, paraphrase words, relation words and misspellings of their own, none
 * of them the main suite's (`phrasings.ts`), with right answers computed from the album's facts.
 * Benchmark only.
 */
import type { Album, PhotoFacts } from "./album";
import { random, SIGNS, THINGS } from "./album";
import { AlbumFacts, MONTHS, NOW, partOfMonth, timeOfDay, type TimeOfDay } from "./album-facts";
import { misspell } from "./misspell";
import { ABSENT_CITIES, ABSENT_COUNTRIES, placeOf } from "./places";
import { draws, SuiteBuilder, type SuiteQuery } from "./suite";

/** Set A's words for what memories say: terse, often a broader or related word. */
const TERSE_WORDS: Record<string, string> = {
  airport: "flights", zoo: "animals", wedding: "bride", concert: "band", marathon: "runners", aquarium: "fish",
  graduation: "cap and gown", picnic: "alfresco lunch", carnival: "floats", regatta: "sailboats",
  chair: "furniture", lamp: "lighting", bicycle: "cycling", guitar: "music", kayak: "paddling", telescope: "stargazing",
};

/** Set B's words for the same. */
const SPOKEN_WORDS: Record<string, string> = {
  airport: "airfield", zoo: "zoological garden", wedding: "marriage", concert: "performance", marathon: "foot race",
  aquarium: "oceanarium", graduation: "degree ceremony", picnic: "packed lunch in the park", carnival: "festivities", regatta: "rowing race",
  chair: "recliner", lamp: "floor light", bicycle: "road bike", guitar: "acoustic", kayak: "paddle boat", telescope: "refractor",
};

/** How a country is typed in a hurry, where that is not simply its name. */
const TERSE_COUNTRY: Record<string, string> = { "the United States": "usa", "the United Kingdom": "uk" };

const SHORT_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const lower = (s: string) => s.toLowerCase();

interface Context {
  facts: AlbumFacts;
  album: Album;
  suite: SuiteBuilder;
  files: (match: (p: PhotoFacts) => boolean) => Set<string>;
  trips: ReturnType<AlbumFacts["trips"]>;
  years: number[];
  signs: string[];
  receiptCities: string[];
}

function context(album: Album): Context {
  const facts = new AlbumFacts(album);
  return {
    facts,
    album,
    suite: new SuiteBuilder(),
    files: (match) => facts.files(match),
    trips: facts.trips(),
    years: [...new Set(album.photos.map((p) => facts.year(p)).filter((y): y is number => y !== null))].sort(),
    signs: [...new Set(album.photos.filter((p) => p.sign).map((p) => p.sign!))],
    receiptCities: [...new Set(album.photos.filter((p) => p.receipt).map((p) => p.city))],
  };
}

/** Set A: what people type into a search box when they are in a hurry. */
export function heldOutA(album: Album): SuiteQuery[] {
  const { pick, shuffled, next } = draws(random(album.seed * 131 + 29));
  const { facts, suite, files, trips, years, signs, receiptCities } = context(album);
  const people = album.people;
  const relative = facts.relative;

  for (const trip of shuffled(trips).slice(0, 5)) {
    const [city, y, m] = [trip.city, trip.start.getUTCFullYear(), trip.start.getUTCMonth()];
    suite.add("place", pick([`${lower(city)} ${y}`, `${y} ${lower(city)}`]), files((p) => p.city === city && facts.year(p) === y));
    suite.add("date", `${SHORT_MONTHS[m]} ${y}`, files((p) => facts.inMonth(p, m, y)));
    const person = pick(people);
    suite.add("people", `${lower(city)} ${lower(person)}`, files((p) => p.city === city && facts.has(p, person)));
  }
  for (const city of shuffled(album.cities).slice(0, 3)) {
    const country = placeOf(city).country;
    suite.add("place", TERSE_COUNTRY[country[0]] ?? lower(country[0]), files((p) => facts.inCountry(p, country[0])));
  }
  for (const year of shuffled(years).slice(0, 2)) {
    const season = pick(["summer", "spring", "autumn"] as const);
    suite.add("date", `${season} ${year}`, files((p) => facts.inSeason(p, season, year)));
  }
  suite.add("date", "xmas 2023", files((p) => facts.between(p, new Date(Date.UTC(2023, 11, 20)), new Date(Date.UTC(2024, 0, 2)))));
  suite.add("date", `${NOW.getFullYear() - 3}`, files((p) => facts.year(p) === NOW.getFullYear() - 3));
  for (let i = 0; i < 3; i++) {
    const [a, b] = shuffled(people);
    suite.add("people", `${lower(a!)} ${lower(b!)}`, files((p) => facts.has(p, a!) && facts.has(p, b!)));
  }
  {
    const city = pick(album.cities.filter((c) => album.photos.some((p) => facts.has(p, relative.person) && p.city === c)));
    suite.add("people", `${relative.relation === "mom" ? "mama" : "pa"} ${lower(city)}`, files((p) => facts.has(p, relative.person) && p.city === city));
  }
  for (const sign of shuffled(signs).slice(0, 3)) {
    const photo = album.photos.find((p) => p.sign === sign)!;
    suite.add("text", `${lower(sign)} ${lower(photo.city)}`, files((p) => p.sign === sign && p.city === photo.city));
  }
  for (const city of receiptCities.slice(0, 2)) suite.add("text", `receipt ${lower(city)}`, files((p) => p.receipt && p.city === city));
  for (const memory of album.memories) {
    if (memory.thing && memory.person) suite.add("memory", `${lower(memory.person)} ${TERSE_WORDS[memory.thing]}`, files((p) => facts.memoriesOf(p).some((m) => m.thing === memory.thing) && facts.has(p, memory.person!)));
    if (memory.object) suite.add("memory", `${TERSE_WORDS[memory.object[0]]} ${lower(memory.object[1])}`, files((p) => facts.memoriesOf(p).some((m) => m.object?.[0] === memory.object![0])));
  }
  for (const city of shuffled(album.cities).slice(0, 2)) suite.add("typo", lower(misspell(city, "drop", next)), files((p) => p.city === city));
  // A dropped letter leaves a short name unrecognisable ("Ines" → "ies"): short names get two letters swapped.
  for (const person of shuffled(people).slice(0, 2)) suite.add("typo", lower(misspell(person, person.length < 5 ? "swap" : "drop", next)), files((p) => facts.has(p, person)));
  suite.add("typo", "recepts", files((p) => p.receipt));
  for (let i = 0; i < 4; i++) {
    const city = pick(album.cities);
    const shape = pick(["people", "person", "receipts", "signs"] as const);
    if (shape === "people") suite.add("negation", `${lower(city)} no people`, files((p) => p.city === city && facts.peopleIn(p).size === 0));
    if (shape === "person") { const person = pick(people); suite.add("negation", `${lower(city)} -${lower(person)}`, files((p) => p.city === city && !facts.has(p, person))); }
    if (shape === "receipts") { const year = pick(years); suite.add("negation", `${year} -receipts`, files((p) => facts.year(p) === year && !p.receipt)); }
    if (shape === "signs") suite.add("negation", `${lower(city)} no signs`, files((p) => p.city === city && !p.sign));
  }
  for (const trip of shuffled(trips).slice(0, 4)) {
    const photo = trip.photos.find((p) => facts.peopleIn(p).size && timeOfDay(p));
    if (!photo) continue;
    const a = pick([...facts.peopleIn(photo)]);
    const b = pick(people.filter((p) => p !== a));
    const tod = timeOfDay(photo)!;
    suite.add("mixed", `${lower(a)} ${lower(trip.city)} ${tod} -${lower(b)}`, files((p) => p.city === trip.city && facts.has(p, a) && timeOfDay(p) === tod && !facts.has(p, b)));
    suite.none("mixed", `${lower(a)} ${lower(trip.city)} night -${lower(b)}`, files((p) => p.city === trip.city && facts.has(p, a) && timeOfDay(p) === "night" && !facts.has(p, b)));
  }
  const [c1, c2] = shuffled(ABSENT_CITIES);
  // Questions with no answer, each in the shape of its category, so rejection is measured per category.
  suite.none("place", `${lower(c1!)} ${pick(years)}`);
  suite.none("place", lower(c2!));
  suite.none("place", lower(ABSENT_COUNTRIES[album.seed % ABSENT_COUNTRIES.length]!.name));
  suite.none("people", `${lower(album.unusedPeople[0]!)} ${lower(pick(album.cities))}`);
  for (const [m, y] of shuffled(facts.emptyMonths()).slice(0, 2)) suite.none("date", `${SHORT_MONTHS[m]} ${y}`, files((p) => facts.inMonth(p, m, y)));
  suite.none("text", `${lower(pick(SIGNS.filter((s) => !signs.includes(s))))} sign`);
  suite.none("memory", `${lower(pick(people))} ${pick(THINGS.filter((t) => !album.memories.some((m) => m.thing === t)))}`);
  suite.none("typo", lower(misspell(pick(ABSENT_CITIES.filter((c) => c !== c1 && c !== c2)), "drop", next)));
  for (const city of shuffled(album.cities)) {
    const only = album.photos.filter((p) => p.city === city && p.sign);
    if (only.length === 1) { suite.none("negation", `${lower(city)} signs -${lower(only[0]!.sign!)}`, files((p) => p.city === city && p.sign !== null && p.sign !== only[0]!.sign)); break; }
  }
  for (const trip of shuffled(trips).slice(0, 3)) {
    const [m, y] = [trip.start.getUTCMonth(), trip.start.getUTCFullYear()];
    const elsewhere = album.cities.find((c) => !album.photos.some((p) => p.city === c && facts.inMonth(p, m, y)));
    if (elsewhere) suite.none("no-answer", `${lower(elsewhere)} ${SHORT_MONTHS[m]} ${y}`, files((p) => p.city === elsewhere && facts.inMonth(p, m, y)));
  }
  for (const person of people) {
    const never = album.cities.find((c) => !album.photos.some((p) => p.city === c && facts.has(p, person)));
    if (never) { suite.none("no-answer", `${lower(never)} ${lower(person)}`, files((p) => p.city === never && facts.has(p, person))); break; }
  }
  return suite.queries;
}

const SPOKEN_TIME: Record<TimeOfDay, string> = { morning: "in the mornings", afternoon: "after lunch", evening: "in the evenings", night: "late at night" };

/** Set B: the whole request, as someone would say it to a friend who keeps their photos. */
export function heldOutB(album: Album): SuiteQuery[] {
  const { pick, shuffled, next } = draws(random(album.seed * 151 + 41));
  const { facts, suite, files, trips, years, signs, receiptCities } = context(album);
  const people = album.people;
  const relative = facts.relative;
  const ma = relative.relation === "mom" ? pick(["mama", "ma"]) : pick(["pa", "pop"]);

  for (const trip of shuffled(trips).slice(0, 4)) {
    const [city, y] = [trip.city, trip.start.getUTCFullYear()];
    const place = placeOf(city);
    suite.add("place", `I'm trying to find the photos we took on that trip to ${place.country[0]} back in ${y}, could you help?`, files((p) => facts.inCountry(p, place.country[0]) && facts.year(p) === y));
  }
  for (const city of shuffled(album.cities).slice(0, 2)) {
    suite.add("event", `I'd love to look back at the long weekend we spent in ${city} a while ago`, files((p) => p.city === city));
  }
  for (const trip of shuffled(trips).slice(0, 4)) {
    const [m, y] = [trip.start.getUTCMonth(), trip.start.getUTCFullYear()];
    const day = trip.start.getUTCDate();
    const part = partOfMonth(day);
    const said = part === "early" ? `the beginning of ${MONTHS[m]} ${y}` : part === "mid" ? `halfway through ${MONTHS[m]} ${y}` : `the last days of ${MONTHS[m]} ${y}`;
    suite.add("date", `could you show me what I photographed around ${said}?`, files((p) => facts.partOfMonth(p, part, m, y)));
  }
  {
    const m = pick(trips.filter((t) => t.start.getUTCFullYear() === NOW.getFullYear() - 2).map((t) => t.start.getUTCMonth()).concat([6]));
    suite.add("date", `I want to see the pictures from ${MONTHS[m]} the year before last`, files((p) => facts.inMonth(p, m, NOW.getFullYear() - 2)));
  }
  for (let i = 0; i < 3; i++) {
    const [a, b] = shuffled(people);
    suite.add("people", `I remember ${a} and ${b} were both in some of the shots, can you show me those?`, files((p) => facts.has(p, a!) && facts.has(p, b!)));
  }
  for (const person of shuffled(people).slice(0, 2)) suite.add("people", `are there any photos where ${person} is the only one in the picture?`, files((p) => facts.alone(p, person)));
  {
    const city = pick(album.cities.filter((c) => album.photos.some((p) => facts.has(p, relative.person) && p.city === c)));
    suite.add("people", `I'm looking for the pictures of my ${ma} from our time in ${city}`, files((p) => facts.has(p, relative.person) && p.city === city));
  }
  for (const sign of shuffled(signs).slice(0, 2)) {
    const photo = album.photos.find((p) => p.sign === sign)!;
    suite.add("text", `there was a sign that said ${lower(sign)} somewhere in ${photo.city}, I'd love to see that picture again`, files((p) => p.sign === sign && p.city === photo.city));
  }
  for (const city of receiptCities.slice(0, 2)) suite.add("text", `I kept a receipt from a café when we were in ${city}; can you dig it up for me?`, files((p) => p.receipt && p.city === city));
  for (const memory of album.memories) {
    if (memory.thing && memory.person) suite.add("memory", `I think ${memory.person} came along to the ${SPOKEN_WORDS[memory.thing]} with us, find me those pictures`, files((p) => facts.memoriesOf(p).some((m) => m.thing === memory.thing) && facts.has(p, memory.person!)));
    if (memory.object) suite.add("memory", `I took a picture of a new ${SPOKEN_WORDS[memory.object[0]]} I was thinking of buying at ${memory.object[1]}, where is it?`, files((p) => facts.memoriesOf(p).some((m) => m.object?.[0] === memory.object![0])));
  }
  for (const city of shuffled(album.cities).slice(0, 2)) suite.add("typo", `could you find the pictures I took in ${misspell(city, "double", next)} please`, files((p) => p.city === city));
  if (receiptCities.length) {
    const city = pick(receiptCities);
    suite.add("typo", `where did I put my ${pick(["recipts", "reciepts"])} from ${city}`, files((p) => p.receipt && p.city === city));
  }
  for (let i = 0; i < 4; i++) {
    const shape = pick(["year", "person", "empty"] as const);
    if (shape === "year") { const year = pick(years); const city = pick(album.cities); suite.add("negation", `can you show me everything from ${year}, but leave out anything from ${city}?`, files((p) => facts.year(p) === year && p.city !== city)); }
    if (shape === "person") { const [a, b] = shuffled(people); suite.add("negation", `I want the photos with ${a} in them, but none that have ${b} too`, files((p) => facts.has(p, a!) && !facts.has(p, b!))); }
    if (shape === "empty") { const city = pick(album.cities); suite.add("negation", `I only want the shots of ${city} itself, with nobody in the frame`, files((p) => p.city === city && facts.peopleIn(p).size === 0)); }
  }
  for (const trip of shuffled(trips).slice(0, 4)) {
    const photo = trip.photos.find((p) => facts.peopleIn(p).size && timeOfDay(p));
    if (!photo) continue;
    const a = pick([...facts.peopleIn(photo)]);
    const b = pick(people.filter((p) => p !== a));
    const tod = timeOfDay(photo)!;
    suite.add("mixed", `from when we went to ${trip.city}, I'd like the ones of ${a} ${SPOKEN_TIME[tod]}, but not any where ${b} shows up`, files((p) => p.city === trip.city && facts.has(p, a) && timeOfDay(p) === tod && !facts.has(p, b)));
    suite.none("mixed", `from when we went to ${trip.city}, I'd like the ones of ${a} ${SPOKEN_TIME.night}, but not any where ${b} shows up`, files((p) => p.city === trip.city && facts.has(p, a) && timeOfDay(p) === "night" && !facts.has(p, b)));
  }
  const [c1, c2] = shuffled(ABSENT_CITIES);
  // Questions with no answer, each in the shape of its category, so rejection is measured per category.
  suite.none("event", `I'm pretty sure we had a day out in ${c1} at some point, are there any pictures of it?`);
  suite.none("people", `could you find the photos ${album.unusedPeople[1]} is in?`);
  suite.none("place", `show me the pictures from our holiday in ${ABSENT_COUNTRIES[(album.seed + 2) % ABSENT_COUNTRIES.length]!.name}`);
  suite.none("no-answer", `I'm after the photos of ${pick(people)} in ${c2}`);
  for (const [m, y] of shuffled(facts.emptyMonths()).slice(0, 2)) suite.none("date", `what did I take pictures of in ${MONTHS[m]} ${y}?`, files((p) => facts.inMonth(p, m, y)));
  suite.none("text", `there was a ${lower(pick(SIGNS.filter((s) => !signs.includes(s))))} sign I took a photo of, can you find it?`);
  suite.none("memory", `do you have the pictures of ${pick(people)} at the ${pick(THINGS.filter((t) => !album.memories.some((m) => m.thing === t)))}?`);
  suite.none("typo", `could you find the pictures I took in ${misspell(pick(ABSENT_CITIES.filter((c) => c !== c1 && c !== c2)), "double", next)} please`);
  for (const city of shuffled(album.cities)) {
    const only = album.photos.filter((p) => p.city === city && p.sign);
    if (only.length === 1) { suite.none("negation", `can you show me the signs I photographed in ${city}, but leave out the ${lower(only[0]!.sign!)} one?`, files((p) => p.city === city && p.sign !== null && p.sign !== only[0]!.sign)); break; }
  }
  for (const person of shuffled(people)) {
    const never = album.cities.find((c) => !album.photos.some((p) => p.city === c && facts.has(p, person)));
    if (never) { suite.none("no-answer", `I'd like to see ${person} in ${never}, if we have any`, files((p) => p.city === never && facts.has(p, person))); break; }
  }
  return suite.queries;
}
