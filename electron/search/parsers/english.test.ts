import { describe, expect, it } from "vitest";
import { parseQuery } from "../query-parser";
import { PEOPLE_COUNT_CHIP, dropChips, refinePlan } from "../../query/plan";
import { shiftTime, withinDayParts } from "../time-constraint";
import { floatingIso } from "../time-phrases";
import { lookUpPlace } from "../../library/places/gazetteer";

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);
const CONTEXT = {
  years: [2019, 2026] as [number, number],
  people: [
    { name: "Leo", relation: "son" },
    { name: "Maria Santos", relation: "my mum" },
    { name: "Eileen", relation: null },
  ],
  places: ["Paris", "Île-de-France", "France", "Lisbon", "Portugal"],
  gazetteer: (name: string) => (name.toLowerCase() === "tokyo" ? { label: "Tokyo", lat: 35.69, lon: 139.69 } : null),
  birthday: { month: 3, day: 14 },
};
const read = (query: string) => parseQuery(query, NOW, CONTEXT);
const days = (query: string) => read(query).time!.ranges!.map(([a, b]) => `${floatingIso(a).slice(0, 16)}…${floatingIso(b).slice(0, 16)}`);

describe("reading what a personal query asks for", () => {
  it("reads holidays, with a year, the last one, or every year", () => {
    expect(days("Christmas 2023")).toEqual(["2023-12-24T00:00…2023-12-27T00:00"]);
    expect(read("Christmas 2023").time!.label).toBe("Christmas 2023");
    expect(days("last Easter")).toEqual(["2026-04-03T00:00…2026-04-07T00:00"]);
    expect(days("new year's eve 2024")).toEqual(["2024-12-31T00:00…2025-01-01T06:00"]);
    const everyXmas = days("the tree at christmas");
    expect(everyXmas).toHaveLength(9);
    expect(everyXmas.at(-1)).toBe("2026-12-24T00:00…2026-12-27T00:00");
    expect(read("the tree at christmas").words).toEqual(["tree"]);
  });

  it("leaves out words that judge a photo rather than say what it shows", () => {
    expect(read("any good shots from Lisbon?").words).toEqual([]);
    expect(read("an old photo of the harbour").words).toEqual(["harbour"]);
    expect(read("the best pics of the beach").words).toEqual(["beach"]);
    expect(read("some really nice sunsets").words).toEqual(["sunsets"]);
    expect(read("cute dog pics").words).toEqual(["dog"]);
    // Capitalised inside a query, the same word may be a name.
    expect(read("beach in Nice").words).toContain("nice");
  });

  it("reads 'outside' a country as anywhere but there, and outside a city as near it", () => {
    const gazetteer = (name: string) => (/^france$/i.test(name) ? { label: "France", lat: 46, lon: 2, kind: "country" as const, countries: ["FR"] } : /^paris$/i.test(name) ? { label: "Paris", lat: 48.86, lon: 2.35, kind: "city" as const } : null);
    const plan = (query: string) => parseQuery(query, NOW, { ...CONTEXT, gazetteer });
    expect(plan("Leo outside France").notPlaces.map((p) => p.label)).toEqual(["France"]);
    expect(plan("photos outside of France").notPlaces.map((p) => p.label)).toEqual(["France"]);
    expect(plan("outside Paris").places.map((p) => p.label)).toEqual(["Paris"]);
    expect(read("photos of Leo not taken at night").notTime?.hours).toEqual([21, 5]);
  });

  it("reads a state named like an English word as the word, unless said as a place", () => {
    const falcon = { label: "Falcón", lat: 11, lon: -69.8, kind: "state" as const, divisions: ["VE-I"] };
    const georgia = { label: "Georgia", lat: 42.3, lon: 43.4, kind: "country" as const, countries: ["GE"] };
    const gazetteer = (name: string) => (/^falc[oó]n$/i.test(name) ? falcon : /^georgia$/i.test(name) ? georgia : null);
    const plan = (query: string) => parseQuery(query, NOW, { ...CONTEXT, gazetteer });
    expect(plan("the Falcon launch").places).toEqual([]);
    expect(plan("the Falcon launch").words).toEqual(["falcon", "launch"]);
    expect(plan("beaches in Falcon").places.map((p) => p.label)).toEqual(["Falcón"]);
    expect(plan("Georgia churches").places.map((p) => p.label)).toEqual(["Georgia"]);
  });

  it("reads 'between March and May 2025' as one span, which chrono misreads", () => {
    expect(days("between March and May 2025")).toEqual(["2025-03-01T00:00…2025-06-01T00:00"]);
    expect(days("beach between June 2023 and August 2023")).toEqual(["2023-06-01T00:00…2023-09-01T00:00"]);
  });

  it("reads parts of day and weekends, alone or with a date", () => {
    const plan = read("yesterday evening");
    expect(plan.time!.hours).toEqual([17, 21]);
    expect(days("yesterday evening")).toEqual(["2026-11-21T00:00…2026-11-22T00:00"]);
    expect(read("coffee in the morning").time).toMatchObject({ ranges: null, hours: [5, 12] });
    expect(read("coffee in the morning").words).toEqual(["coffee"]);
    expect(read("hiking on weekends in July 2024").time).toMatchObject({ weekend: true, label: "weekends in July 2024" });
    expect(read("the morning of my birthday").time).toMatchObject({ hours: [5, 12], label: "the morning of my birthday" });
    expect(days("my birthday 2025")).toEqual(["2025-03-14T00:00…2025-03-15T00:00"]);
  });

  it("reads a season said without a year as that season of every year, but keeps 'summer dress' a word", () => {
    expect(days("beach in summer")).toHaveLength(9);
    expect(read("beach in summer").time!.label).toBe("any summer");
    expect(read("summer dress").time).toBeNull();
    // Said alone, or before a word for photos, a preposition or a trip: that season of every year.
    for (const query of ["autumn", "autumn pics", "photos from the summer", "winter, with Leo", "summer vacation"]) expect(read(query).time?.label, query).toMatch(/^any (autumn|summer|winter)$/);
    for (const query of ["spring onions", "a hot spring", "winter coat"]) expect(read(query).time, query).toBeNull();
    expect(read("summer dress").words).toEqual(["summer", "dress"]);
    // "Fall" only before a word for photos or for autumn's look; "springtime" is spring.
    for (const query of ["fall pics", "fall colours", "springtime", "summertime in Kyoto", "the winter Kyoto trip"]) expect(read(query).time?.label, query).toMatch(/^any (autumn|spring|summer|winter)$/);
    for (const query of ["the fall", "Leo fall off the bike", "waterfall photos"]) expect(read(query).time, query).toBeNull();
  });

  it("finds places the library knows first, then world cities after a preposition", () => {
    expect(read("cat in Paris").places).toEqual([{ label: "Paris", source: "library" }]);
    expect(read("cat in Paris").words).toEqual(["cat"]);
    expect(read("ile-de-france").places[0]!.label).toBe("Île-de-France");
    expect(read("sushi in Tokyo").places).toEqual([{ label: "Tokyo", source: "gazetteer", lat: 35.69, lon: 139.69 }]);
    expect(read("tokyo drift").places).toEqual([]);
  });

  it("does not read a word of the sentence as a place the library happens to be called ('in' for India's code IN)", () => {
    const withCodes = { ...CONTEXT, places: [...CONTEXT.places, "IN", "AT"] };
    const plan = parseQuery("cat in Paris at night", NOW, withCodes);
    expect(plan.places.map((p) => p.label)).toEqual(["Paris"]);
    expect(parseQuery("photos from IN", NOW, withCodes).places.map((p) => p.label)).toEqual(["IN"]);
  });

  it("finds people by name, first name and relation", () => {
    expect(read("Leo at the airport").people).toEqual([{ label: "Leo", names: ["Leo"] }]);
    expect(read("Leo at the airport").words).toEqual(["airport"]);
    // A relation that names one person reads as that person, and the chip says how: "my son → Leo".
    expect(read("my son at the beach").people).toEqual([{ label: "Leo", names: ["Leo"] }]);
    expect(read("my son at the beach").chips[0]!.label).toBe("my son → Leo");
    expect(read("Mom in Lisbon").people).toEqual([{ label: "Maria Santos", names: ["Maria Santos"] }]);
    expect(read("maria and eileen").people.map((p) => p.label)).toEqual(["Maria Santos", "Eileen"]);
    expect(read("my kids").people).toEqual([{ label: "my kids", names: ["Leo"] }]);
  });

  it("reads media kinds and negation", () => {
    const plan = read("receipts from IKEA not screenshots");
    expect(plan.kinds).toEqual(["receipt"]);
    expect(plan.notKinds).toEqual(["screenshot"]);
    expect(plan.words).toEqual(["ikea"]);
    expect(read("beach without people").withoutPeople).toBe(true);
    expect(read("selfies in Paris not with Leo").notPeople.map((p) => p.label)).toEqual(["Leo"]);
    expect(read("flowers but not roses").notWords).toEqual(["roses"]);
    expect(read("videos of Leo").kinds).toEqual(["video"]);
  });

  it("reads order and count", () => {
    expect(read("the first photo of Leo").order).toEqual({ direction: "asc", count: 1 });
    expect(read("the last 3 screenshots").order).toEqual({ direction: "desc", count: 3 });
    expect(read("latest photos from Paris").order).toEqual({ direction: "desc", count: null });
    expect(read("last summer").order).toBeNull();
  });

  it("shows its reading as chips that point at the words they came from", () => {
    const query = "Leo in Paris last summer not screenshots";
    const plan = read(query);
    expect(plan.chips.map((c) => [c.id, c.kind, c.label, query.slice(...c.span!)])).toEqual([
      ["time", "time", "summer 2026", "last summer"],
      ["person:leo", "person", "Leo", "Leo"],
      ["place:paris", "place", "Paris", "Paris"],
      ["not:kind:screenshot", "not", "not screenshots", "screenshots"],
    ]);
  });

  it("drops a removed chip and nothing else", () => {
    const plan = dropChips(read("Leo in Paris last summer"), ["place:paris"]);
    expect(plan.places).toEqual([]);
    expect(plan.people).toHaveLength(1);
    expect(plan.time).not.toBeNull();
    expect(plan.chips.map((c) => c.id)).toEqual(["time", "person:leo"]);
  });

  it("refines the previous turn with a follow-up", () => {
    const first = read("beach photos last summer");
    const narrowed = refinePlan(first, read("only the ones in Lisbon"));
    expect(narrowed.words).toEqual(["beach"]);
    expect(narrowed.places.map((p) => p.label)).toEqual(["Lisbon"]);
    expect(narrowed.time!.label).toBe("summer 2026");
    const withoutLeo = refinePlan(narrowed, read("without Leo"));
    expect(withoutLeo.notPeople.map((p) => p.label)).toEqual(["Leo"]);
    expect(withoutLeo.places).toHaveLength(1);
    const earlier = shiftTime(read("July 2024").time!, -1)!;
    expect(earlier.label).toBe("June 2024");
  });

  it("checks hours that wrap past midnight", () => {
    const night = read("at night").time!;
    expect(withinDayParts(night, Date.UTC(2024, 0, 1, 23))).toBe(true);
    expect(withinDayParts(night, Date.UTC(2024, 0, 1, 3))).toBe(true);
    expect(withinDayParts(night, Date.UTC(2024, 0, 1, 12))).toBe(false);
  });

  describe("as people actually ask", () => {
    const FAMILY = {
      ...CONTEXT,
      people: [...CONTEXT.people, { name: "Mom", relation: null }, { name: "Mia", relation: null }, { name: "Aiko", relation: null }],
      places: [...CONTEXT.places, "Kyoto", "Nara", "Rome", "Wedding", "Berlin"],
      knowsWord: (word: string) => ["tram", "beach"].includes(word),
    };
    const ask = (query: string) => parseQuery(query, NOW, FAMILY);

    it("keeps only content words: the words of a request are not things to find", () => {
      expect(ask("can you find the photos from when we were in Rome?").words).toEqual([]);
      expect(ask("can you find the photos from when we were in Rome?").places.map((p) => p.label)).toEqual(["Rome"]);
      expect(ask("where's that pic of Leo at the beach").words).toEqual(["beach"]);
      expect(ask("I'm looking for the pictures of the tram").words).toEqual(["tram"]);
      expect(ask("I can't find the photo of Leo at the beach").notPeople).toEqual([]);
    });

    it("reads trip words as the trip, shown as a chip and never needed", () => {
      const plan = ask("holiday pictures from Rome");
      expect([plan.words, plan.eventWords, plan.places.map((p) => p.label)]).toEqual([[], ["holiday"], ["Rome"]]);
      expect(plan.chips.map((c) => c.kind)).toEqual(["event", "place"]);
      expect(ask("our weekend away in Kyoto").time).toBeNull();
      expect(ask("our weekend away in Kyoto").eventWords).toEqual(["weekend"]);
      // Not said as a trip, a weekend before a place is its Saturdays and Sundays.
      for (const query of ["on the weekend in Kyoto", "weekend in Kyoto"]) expect(ask(query).time?.weekend, query).toBe(true);
      expect(ask("our weekend in Kyoto").time).toBeNull();
      // With nothing else said, the trip word is any trip; another outing's word is all there is to match.
      expect([ask("vacation photos").words, ask("vacation photos").tripAnchor?.label]).toEqual([[], "your trips"]);
      expect(ask("the excursion").words).toEqual(["excursion"]);
    });

    it("reads negation in its everyday forms, each reaching only what it is said of", () => {
      expect(ask("photos that don't have Leo in them").notPeople.map((p) => p.label)).toEqual(["Leo"]);
      expect(ask("Kyoto other than Leo").notPeople.map((p) => p.label)).toEqual(["Leo"]);
      expect(ask("Kyoto apart from the selfies").notKinds).toEqual(["selfie"]);
      expect(ask("everything from 2024 except for receipts").notKinds).toEqual(["receipt"]);
      expect(ask("Kyoto minus screenshots").notKinds).toEqual(["screenshot"]);
      expect(ask("beach -screenshots").notKinds).toEqual(["screenshot"]);
      expect(ask("Rome but not the ones with Leo").notPeople.map((p) => p.label)).toEqual(["Leo"]);
      expect(ask("pics w/o Leo").notPeople.map((p) => p.label)).toEqual(["Leo"]);
      // The noun a left-out word qualifies is the kind of thing left out, not a word to find.
      expect(ask("Lisbon without the gelato sign")).toMatchObject({ notWords: ["gelato"], words: [] });
      expect(ask("Kyoto with no people").withoutPeople).toBe(true);
      const both = ask("Leo at the beach, not Mia or Aiko");
      expect([both.people.map((p) => p.label), both.notPeople.map((p) => p.label)]).toEqual([["Leo"], ["Mia", "Aiko"]]);
      // The negation ends with what it was said of: Leo is still wanted.
      expect(ask("no screenshots of Leo").people.map((p) => p.label)).toEqual(["Leo"]);
      // Said as what to leave out of the answer.
      expect(ask("Kyoto, hide screenshots").notKinds).toEqual(["screenshot"]);
      expect(ask("Kyoto photos ignoring screenshots").kinds).toEqual([]);
      const neither = ask("Kyoto with neither Leo nor Aiko");
      expect([neither.people, neither.notPeople.map((p) => p.label)]).toEqual([[], ["Leo", "Aiko"]]);
      // Said around what it leaves out.
      expect(ask("Rome in the evenings, leave Aiko out")).toMatchObject({ people: [], notPeople: [expect.objectContaining({ label: "Aiko" })] });
      expect(ask("Kyoto, keep the screenshots out").notKinds).toEqual(["screenshot"]);
      expect(ask("the day we leave Kyoto").notPlaces).toEqual([]);
      // A verb joined to another is not a cue: "hide and seek" is a game.
      expect(ask("hide and seek with Leo").notWords).toEqual([]);
      // Not wanting is leaving out; a question that opens with "wasn't there" asks for the thing.
      expect(ask("I don't want anything from Kyoto")).toMatchObject({ places: [], notPlaces: [expect.objectContaining({ label: "Kyoto" })] });
      expect(ask("I don't need the receipts").notKinds).toEqual(["receipt"]);
      expect(ask("Kyoto, cut out the receipts").notKinds).toEqual(["receipt"]);
      expect(ask("Kyoto, drop the receipts").notKinds).toEqual(["receipt"]);
      expect(ask("cough drops").notKinds).toEqual([]);
      expect(ask("wasn't there a photo of the tram somewhere?")).toMatchObject({ words: ["tram"], notWords: [] });
      expect(ask("isn't there a picture of Leo in Kyoto?")).toMatchObject({ notPeople: [], people: [expect.objectContaining({ label: "Leo" })] });
      expect([ask("anything that isn't from 2024").notTime?.label, ask("photos that weren't taken in 2023").notTime?.label]).toEqual(["2024", "2023"]);
      // Orders to leave out, before a kind, a person or a time of day.
      expect(ask("forget the receipts")).toMatchObject({ notKinds: ["receipt"], words: [] });
      expect(ask("Kyoto, never mind the screenshots").notKinds).toEqual(["screenshot"]);
      expect(ask("Kyoto but remove Leo").notPeople.map((p) => p.label)).toEqual(["Leo"]);
      for (const said of ["Kyoto but never mind the evening ones", "Kyoto, leave out the evening ones", "Kyoto, skip the evening shots"]) {
        const plan = ask(said);
        expect([plan.time, plan.notTime?.label, plan.words], said).toEqual([null, "the evening", []]);
      }
    });

    it("reads a chatty question as what it asks after, and 'solo' as nobody else", () => {
      expect(ask("remind me what that guitar looked like").words).toEqual(["guitar"]);
      expect(ask("any idea where the taqueria pic went").words).toEqual(["taqueria"]);
      expect(ask("solo shots of Leo")).toMatchObject({ onlyPeople: true, words: [], people: [expect.objectContaining({ label: "Leo" })] });
      // "only photos of Leo" is every photo of Leo.
      expect(ask("only photos of Leo").onlyPeople).toBeFalsy();
    });

    it("reads a negation said after the person, before a time, or as 'nobody', without turning it into the opposite", () => {
      expect(ask("Kyoto photos where Leo isn't in them").notPeople.map((p) => p.label)).toEqual(["Leo"]);
      expect(ask("Kyoto photos where Leo isn't in them").people).toEqual([]);
      expect(ask("Paris, but only the ones Leo isn't in").notPeople.map((p) => p.label)).toEqual(["Leo"]);
      expect(ask("Paris, but only the ones Leo isn't in").people).toEqual([]);
      expect(ask("Rome, Aiko not in them").notPeople.map((p) => p.label)).toEqual(["Aiko"]);
      for (const query of ["Kyoto photos where Leo doesn't appear", "Kyoto when Leo wasn't there", "Kyoto pics Leo wasn't in", "Kyoto, Leo didn't show up"]) {
        expect([ask(query).people, ask(query).notPeople.map((p) => p.label)]).toEqual([[], ["Leo"]]);
      }
      // Said that they are in the photo, a person asks for no more: no word is left to find.
      for (const cue of ["appears", "appeared", "shows up", "features", "is in them", "was there", "pops up"]) {
        for (const frame of ["photos where {p} {c}", "any pics {p} {c} in", "Kyoto shots {p} {c} in"]) {
          const plan = ask(frame.replace("{p}", "Aiko").replace("{c}", cue));
          expect([plan.people.map((p) => p.label), plan.notPeople, plan.words], `${frame} ${cue}`).toEqual([["Aiko"], [], []]);
        }
      }
      // "the Aiko photo collection", "a picture set": the photos themselves.
      for (const whole of ["photo collection", "picture set", "pics collection", "photo batch"]) expect([ask(`the Aiko ${whole}`).people.map((p) => p.label), ask(`the Aiko ${whole}`).words], whole).toEqual([["Aiko"], []]);
      // A place after "not in" is where they were not: Leo is still asked for.
      expect(ask("Leo not in Rome").people.map((p) => p.label)).toEqual(["Leo"]);
      expect(ask("Kyoto excl. screenshots").notKinds).toEqual(["screenshot"]);
      expect(ask("Kyoto excl. screenshots").words).toEqual([]);
      const notThen = ask("Rome, not 2024");
      expect([notThen.time, notThen.notTime?.label, notThen.chips.map((c) => c.label)]).toEqual([null, "2024", ["not 2024", "Rome"]]);
      expect(ask("Kyoto outside of summer 2023").notTime?.label).toBe("summer 2023");
      expect(ask("Kyoto in 2024").notTime).toBeUndefined();
      // A second time after its cue is left out of the first, never read into it nor kept as a word.
      const twice = (query: string) => {
        const plan = ask(query);
        return [plan.time?.label, plan.notTime?.label, plan.words, plan.notWords, plan.chips.find((c) => c.id === "not:time")?.span];
      };
      expect(twice("Edinburgh in summer, not 2021")).toEqual(["any summer", "2021", ["edinburgh"], [], [21, 29]]);
      expect(twice("2024 but not July")).toEqual(["2024", "July 2024", [], [], [5, 17]]);
      expect(twice("Paris in 2023, not in March")).toEqual(["2023", "March 2023", [], [], [15, 27]]);
      expect(twice("summer photos but not 2021")).toEqual(["any summer", "2021", [], [], [14, 26]]);
      expect(twice("2025 apart from the summer")).toEqual(["2025", "summer 2025", [], [], [5, 26]]);
      expect(twice("mornings in 2024, not 2023").slice(0, 2)).toEqual(["the morning of 2024", "2023"]);
      expect(ask("Kyoto with nobody in them").withoutPeople).toBe(true);
      expect(ask("photos with no one in them").withoutPeople).toBe(true);
      // "none" and "nothing" leave out what follows, a person or a time.
      expect(ask("Kyoto, none with Aiko").notPeople.map((p) => p.label)).toEqual(["Aiko"]);
      expect([ask("nothing taken at night").time, ask("nothing taken at night").notTime?.hours]).toEqual([null, [21, 5]]);
      expect(ask("Kyoto, but none from November").notTime?.label).toBe("November, any year");
      expect(ask("everything but summer").notTime?.label).toBe("any summer");
      expect(ask("Kyoto without any evening pictures").notTime?.label).toBe("the evening");
      // Whatever the cue names before the time ("anything", "the ones that were", "the stuff") leaves the time out, never asks for it.
      for (const cue of ["skipping", "but not", "except", "leaving out", "without"]) {
        for (const thing of ["anything", "everything", "the ones that were taken", "the stuff", "any shots"]) {
          for (const [when, label] of [["March", "March, any year"], ["2021", "2021"], ["the summer", "any summer"]] as const) {
            const plan = ask(`screenshots, ${cue} ${thing} ${/^\d/.test(when) ? "in" : "from"} ${when}`);
            expect([plan.time, plan.notTime?.label, plan.words, plan.kinds], `${cue} ${thing} ${when}`).toEqual([null, label, [], ["screenshot"]]);
          }
        }
      }
      // A postal code in an address is neither a year nor a word: five digits or a dashed code beside a name or a code
      // in capitals, four after a state's code before a comma, British and Canadian codes as written.
      const CODES = ["00186", "98101", "600-8001", "1100-148", "EH1 1YZ", "M5V 2T6"];
      for (const code of CODES) {
        for (const frame of ["Kyoto {c}", "{c} Kyoto", "Kyoto, {c}", "pics Kyoto {c}", "Leo in Kyoto {c}"]) {
          const query = frame.replace("{c}", code);
          const plan = ask(query);
          expect([plan.time, plan.words, plan.places.map((p) => p.label), plan.query], query).toEqual([null, [], ["Kyoto"], query]);
        }
      }
      expect([ask("Kyoto NSW 2000, Nara").time, ask("Kyoto 2023").time?.label, ask("Kyoto NSW 2023").time?.label, ask("receipt 48213").words]).toEqual([null, "2023", "2023", ["48213"]]);
      // A month left out is the month, though "march" is also a verb.
      expect([ask("Kyoto, not march").notTime?.label, ask("Kyoto, not march").notWords]).toEqual(["March, any year", []]);
      expect(ask("Kyoto but not the march trip").notTime?.label).toBe("March, any year");
      // Two times left out are one left out: neither year is wanted.
      expect([ask("Rome, not 2022 and not 2025").time, ask("Rome, not 2022 and not 2025").notTime?.label]).toEqual([null, "2022 or 2025"]);
      // Two parts of the day left out: a photo of either is left out, one of the afternoon kept.
      for (const query of ["Rome, no mornings and no evenings", "Rome, not mornings, not evenings", "Rome minus the mornings and the evenings"]) {
        const plan = ask(query);
        const hours = [8, 14, 18].map((hour) => withinDayParts(plan.notTime!, Date.UTC(2024, 0, 1, hour)));
        expect([plan.time, plan.notTime?.label, hours, plan.words, plan.notWords], query).toEqual([null, "the morning or the evening", [true, false, true], [], []]);
      }
      // A cue of a time left out reaches no further: Aiko is wanted.
      expect(ask("Rome, not 2022 and not 2025 with Aiko").people.map((p) => p.label)).toEqual(["Aiko"]);
      // Lists: each of the days, months or people said, and "never" as a cue.
      expect([ask("mondays and wednesdays").time?.days, ask("Kyoto, not on sunday or tuesday").notTime?.label]).toEqual([[1, 3], "Sundays or Tuesdays"]);
      expect([ask("february or april").time?.label, ask("february or april").words, ask("may and july 2024").time?.ranges?.length]).toEqual(["February or April", [], 2]);
      expect(ask("Kyoto in 2024, march and april").time?.label).toBe("March and April 2024");
      expect(ask("Leo, Aiko or Mia").people.map((p) => p.names)).toEqual([["Leo", "Aiko", "Mia"]]);
      expect(ask("Leo, Aiko and Mia").people).toHaveLength(3);
      expect([ask("Kyoto, never at night").time, ask("Kyoto, never at night").notTime?.label]).toEqual([null, "the night"]);
      expect(ask("springtime 2021").time?.label).toBe("spring 2021");
      // A season or a part of the day mistyped, by a letter dropped, swapped or doubled, or spelt as people do;
      // the chip still covers what was typed, and what follows keeps its place.
      for (const [query, label] of [["sumer 2023", "summer 2023"], ["autum 2022", "autumn 2022"], ["spirng 2022", "spring 2022"], ["summmer 2022", "summer 2022"], ["evning", "the evening"], ["afternon", "the afternoon"], ["at nigth", "the night"], ["nite", "the night"]]) {
        expect([ask(query!).time?.label, ask(query!).words], query).toEqual([label, []]);
      }
      const typed = "photos from sumer 2023 with Leo";
      const spans = ask(typed).chips.map((c) => typed.slice(c.span![0], c.span![1]));
      expect(spans).toEqual(["sumer 2023", "Leo"]);
      // A name WordNet has for a land, or a person's, is not a slip: "sumner" is someone.
      expect(ask("sumner 2023").time?.label).toBe("2023");
      expect([ask("in the middle of the afternoon").time?.hours, ask("in the middle of the afternoon").words]).toEqual([[14, 16], []]);
      expect(ask("Mia ran a marathon").doing).toEqual(["ran"]);
      // Alone, said with the verb between: "where Aiko is by herself".
      for (const query of ["photos where Aiko is by herself", "shots where Mia is on her own"]) expect([ask(query).onlyPeople, ask(query).words], query).toEqual([true, []]);
      // A count said exactly, or a number that counts nothing the library can count, is no word to find.
      expect([ask("exactly two people").peopleCount, ask("exactly two people").words]).toEqual([2, []]);
      expect(ask("the two Kyoto trips in 2024").words).toEqual([]);
      // What kind of trip it was is said of the trip: shown with it, never a word a photo must hold.
      for (const [query, kind] of [["city break in Rome", "city"], ["our road trip in 2024", "road"], ["the business trip to Kyoto", "business"]]) {
        expect([ask(query!).words, ask(query!).eventWords?.[0]], query).toEqual([[], kind]);
      }
      // An ordinary word said of a trip is a word to find in its photos; a name would pick the trip (`trip-anchor.ts`).
      const knowsSki = parseQuery("ski trip in 2024", NOW, { ...CONTEXT, knowsWord: (word: string) => word === "ski" });
      expect([ask("ski trip in 2024").words, knowsSki.words, knowsSki.tripAnchor]).toEqual([["ski"], ["ski"], undefined]);
      expect([ask("pictures with a single person").peopleCount, ask("pictures with a single person").words]).toEqual([1, []]);
      // Of two trips, "the more recent" is the later and "the older" the earlier.
      expect([ask("the more recent Kyoto trip").trip, ask("the older Rome trip").trip]).toEqual([{ nth: 1, from: "last" }, { nth: 1, from: "first" }]);
      // Which trip is something to go on: "trip" is no word a photo must hold.
      for (const query of ["our last trip", "the most recent holiday", "the first holiday"]) expect([ask(query).trip?.nth, ask(query).words], query).toEqual([1, []]);
      const mixed = ask("Leo on the Rome holiday, only the morning ones, Mia excluded");
      expect([mixed.people.map((p) => p.label), mixed.notPeople.map((p) => p.label), mixed.onlyPeople ?? false, mixed.time?.label]).toEqual([["Leo"], ["Mia"], false, "the morning"]);
      expect(ask("Kyoto, Aiko left out").notPeople.map((p) => p.label)).toEqual(["Aiko"]);
      for (const alone of ["only Mia, nobody else", "Mia, nobody else", "Mia and nobody else"]) expect([ask(alone).onlyPeople, ask(alone).withoutPeople]).toEqual([true, false]);
      const onlyMia = ask("nobody but Mia");
      expect([onlyMia.people.map((p) => p.label), onlyMia.onlyPeople, onlyMia.withoutPeople]).toEqual([["Mia"], true, false]);
    });

    it("reads people as people name them: or, only, relations and names together, possessives, typos", () => {
      expect(ask("Leo or Aiko").people).toEqual([{ label: "Leo or Aiko", names: ["Leo", "Aiko"] }]);
      // Either of them, one not known yet: still the known one's photos, never none.
      for (const [query, label] of [["Leo or Priya", "Leo or Priya"], ["Priya or Leo", "Priya or Leo"]]) {
        expect([ask(query!).people, ask(query!).words]).toEqual([[{ label, names: label!.split(" or ") }], []]);
      }
      expect(ask("Priya or Tomas").people).toEqual([]);
      // "my old man" is my dad, whether the library has him as "dad" or a correction taught it.
      const omarRef = { label: "Omar", names: ["Omar"] };
      expect(parseQuery("my old man in 2024", NOW, { people: [{ name: "Omar", relation: "dad" }] }).people.map((p) => p.names)).toEqual([["Omar"]]);
      expect(parseQuery("my old man in 2024", NOW, { aliases: [{ words: ["dad"], person: omarRef }] }).people).toMatchObject([{ label: "Omar" }]);
      // The possessive typed without its apostrophe, and "on his own" after a relation a correction taught.
      expect(parseQuery("dads pics", NOW, { people: [{ name: "Omar", relation: "dad" }] }).people.map((p) => p.names)).toEqual([["Omar"]]);
      expect(parseQuery("dads pics", NOW, { aliases: [{ words: ["dad"], person: omarRef }] }).people).toMatchObject([{ label: "Omar" }]);
      const taught = parseQuery("my dad on his own", NOW, { aliases: [{ words: ["dad"], person: omarRef }] });
      expect([taught.onlyPeople, taught.words]).toEqual([true, []]);
      const without = parseQuery("the wedding without my dad", NOW, { aliases: [{ words: ["dad"], person: omarRef }] });
      expect([without.notPeople.map((p) => p.label), without.notWords, without.words]).toEqual([["Omar"], [], ["wedding"]]);
      expect(ask("Aiko with nobody else").onlyPeople).toBe(true);
      // A cue for "nobody else" said last, with an alias taught: read, not thrown on.
      for (const said of ["Leo solo", "Maria only", "pics of Aiko, just", "solo", "dad only"]) {
        expect(parseQuery(said, NOW, { ...FAMILY, aliases: [{ words: ["dad"], person: omarRef }] }).query, said).toBe(said);
      }
      expect(parseQuery("Leo solo", NOW, { ...FAMILY, aliases: [{ words: ["dad"], person: omarRef }] }).onlyPeople).toBe(true);
      // "without anyone" after a person is that person alone, not a contradiction; said alone it is no people.
      expect(ask("Leo without anyone")).toMatchObject({ onlyPeople: true, withoutPeople: false, people: [expect.objectContaining({ label: "Leo" })] });
      expect(ask("Leo with nobody").onlyPeople).toBe(true);
      expect(ask("photos without anyone").withoutPeople).toBe(true);
      // "me": the person given the relation "me", wherever a request is not for them; unknown, only where no one else is asked for.
      const withMe = { people: [{ name: "Leo", relation: null }, { name: "Sam", relation: "me" }] };
      expect(parseQuery("me at the beach", NOW, withMe)).toMatchObject({ people: [{ label: "Sam" }], words: ["beach"] });
      expect(parseQuery("Leo and me", NOW, withMe).people.map((p) => p.label)).toEqual(["Leo", "Sam"]);
      expect(parseQuery("show me the beach", NOW, withMe)).toMatchObject({ people: [], words: ["beach"] });
      expect(parseQuery("just me", NOW, withMe).onlyPeople).toBe(true);
      expect(ask("photos of me in 2024")).toMatchObject({ people: [], words: ["me"], relationWords: ["me"] });
      // "The ones I'm in" is photos of the user, said the other way round; "I'm in Paris" is not.
      expect(parseQuery("the ones I'm in from 2024", NOW, withMe)).toMatchObject({ people: [{ label: "Sam" }], words: [] });
      expect(ask("photos that I am in")).toMatchObject({ words: ["me"], relationWords: ["me"] });
      expect(parseQuery("I am in Paris", NOW, withMe).people).toEqual([]);
      expect(ask("Leo and me")).toMatchObject({ people: [{ label: "Leo" }], words: [], selfUnknown: true });
      // Left out, but said so: a greyed chip, which can be removed like any other.
      for (const said of ["me and Leo", "Leo and I in Paris", "me with Leo"]) {
        const plan = ask(said);
        expect([plan.selfUnknown, plan.people.map((p) => p.label), plan.chips.find((c) => c.id === "self")?.kind], said).toEqual([true, ["Leo"], "unused"]);
        expect(dropChips(plan, ["self"]).selfUnknown, said).toBeFalsy();
      }
      expect(ask("show me Leo").selfUnknown).toBeUndefined();
      expect(parseQuery("Leo and me", NOW, withMe).selfUnknown).toBeUndefined();
      expect(ask("find me the beach").words).toEqual(["beach"]);
      expect(parseQuery("me and my dad", NOW, { aliases: [{ words: ["dad"], person: omarRef }] })).toMatchObject({ people: [{ label: "Omar" }], words: [] });
      // "only my dad" after a taught alias, "photos w/ dad", a given name typed in lower case, a slip of a known name.
      expect(parseQuery("only my dad", NOW, { aliases: [{ words: ["dad"], person: omarRef }] }).onlyPeople).toBe(true);
      expect(parseQuery("photos w/ dad", NOW, { aliases: [{ words: ["dad"], person: omarRef }] })).toMatchObject({ people: [{ label: "Omar" }], words: [] });
      expect(ask("kyoto with ines").names).toEqual(["ines"]);
      expect(ask("priya's trip to Tokyo").names).toEqual(["priya"]);
      // "maria": a given name whose only common sense is another word's (the plural of mare) is the name.
      expect(parseQuery("maria 2024", NOW, {}).names).toEqual(["maria"]);
      expect(parseQuery("the marsh 2024", NOW, {}).names).toBeUndefined();
      expect(parseQuery("thomas", NOW, { people: [{ name: "Tomas", relation: null }] }).people.map((p) => p.label)).toEqual(["Tomas"]);
      // A given name of its own is someone else when it is a man's name a letter from a woman's;
      // "marina" written small is the English word; "Maia" is Maria with a letter dropped.
      for (const other of ["mario", "Mario", "marina"]) expect(parseQuery(other, NOW, { people: [{ name: "Maria", relation: null }] }).people, other).toEqual([]);
      expect(parseQuery("Maia", NOW, { people: [{ name: "Maria", relation: null }] }).people.map((p) => p.label)).toEqual(["Maria"]);
      // A name no English list has, typed small, is someone asked for, never a word to do without.
      expect(parseQuery("priya 2024", NOW, {}).names).toEqual(["priya"]);
      expect(parseQuery("kwame toronto", NOW, {}).names).toEqual(["kwame"]);
      expect(parseQuery("tomas or kwame", NOW, { people: [{ name: "Tomas", relation: null }] }).people).toEqual([{ label: "Tomas or Kwame", names: ["Tomas", "Kwame"] }]);
      // Someone else in it too: one more person than those named.
      for (const query of ["Leo with someone", "Leo with somebody else", "Leo with others", "Leo not alone", "Aiko and Leo with other people"]) {
        const plan = ask(query);
        expect([plan.peopleAtLeast, plan.onlyPeople ?? false, plan.words], query).toEqual([plan.people.length + 1, false, []]);
      }
      expect(dropChips(ask("Leo with someone"), [PEOPLE_COUNT_CHIP]).peopleAtLeast).toBeUndefined();
      // "maria" is a name however rare a plural of mare is; "not with anyone" is alone.
      expect(parseQuery("maria or leo", NOW, { people: [{ name: "Leo", relation: null }] }).people.map((p) => p.label)).toEqual(["Maria or Leo"]);
      expect([ask("Leo not with anyone").onlyPeople, ask("Leo not with anyone").withoutPeople]).toEqual([true, false]);
      expect(ask("what happened in april?").words).toEqual([]);
      // Three letters: a known four-letter name with one left out, and only then.
      const omar = (query: string) => parseQuery(query, NOW, { people: [{ name: "Omar", relation: null }, { name: "Ines", relation: null }, { name: "Inez", relation: null }] });
      expect(omar("Omr at the circus").people.map((p) => p.label)).toEqual(["Omar"]);
      expect(omar("Ins at the beach").people).toEqual([]);
      expect(omar("omr at the beach").people).toEqual([]);
      expect(ask("Leo and Aiko").people.map((p) => p.label)).toEqual(["Leo", "Aiko"]);
      expect(ask("just Aiko").onlyPeople).toBe(true);
      expect(ask("Aiko by herself").onlyPeople).toBe(true);
      expect(ask("Aiko at the beach").onlyPeople).toBeFalsy();
      expect(ask("my mother").people).toEqual([{ label: "Maria Santos", names: ["Maria Santos"] }]);
      expect(ask("my daughter Mia").people.map((p) => p.label)).toEqual(["Mia"]);
      expect(ask("my daughter Mia").words).toEqual([]);
      expect(ask("my son Leo").people.map((p) => p.label)).toEqual(["Leo"]);
      expect(ask("Leo's birthday cake").people.map((p) => p.label)).toEqual(["Leo"]);
      expect(ask("Aiok at the beach").people.map((p) => p.label)).toEqual(["Aiko"]);
      // A person named by what they are called is who the relation means when nobody else has it.
      expect(parseQuery("my mother", NOW, { ...FAMILY, people: [{ name: "Mom", relation: null }] }).people).toEqual([{ label: "Mom", names: ["Mom"] }]);
    });

    it("orders only where an order is asked for", () => {
      expect(ask("the first time Leo swam").order).toBeNull();
      expect(ask("the first time Leo swam").words).toEqual(["swam"]);
      expect(ask("my latest selfie").order).toEqual({ direction: "desc", count: 1 });
      expect(ask("the oldest pictures of Leo").order).toEqual({ direction: "asc", count: null });
    });

    it("forgives typos in kinds and places, and splits glued words", () => {
      expect(ask("reciepts from Kioto").kinds).toEqual(["receipt"]);
      expect(ask("reciepts from Kioto").places.map((p) => p.label)).toEqual(["Kyoto"]);
      // Typed as on a phone.
      expect(ask("can u find the pics from Kyoto pls")).toMatchObject({ words: [], places: [expect.objectContaining({ label: "Kyoto" })] });
      // "together" is both in one photo, not only them: a group photo with both counts.
      const together = ask("Leo and Aiko together");
      expect([together.onlyPeople ?? false, together.people.map((p) => p.label)]).toEqual([false, ["Leo", "Aiko"]]);
      // Slips of the words around what is asked for are not words to find.
      expect(ask("photos form Kyoto")).toMatchObject({ words: [], places: [expect.objectContaining({ label: "Kyoto" })] });
      expect(ask("pictrues of Leo")).toMatchObject({ words: [], people: [expect.objectContaining({ label: "Leo" })] });
      expect(ask("tax form 1040").words).toContain("form");
      expect(ask("Pairs at night").places.map((p) => p.label)).toEqual(["Paris"]);
      // A given name the library has not met is that person, not a slip of a place it has.
      expect(parseQuery("Rose in the garden", NOW, { ...CONTEXT, places: ["Rome"] })).toMatchObject({ places: [], words: ["rose", "garden"] });
      // …unless it sounds the same: "Sidney" is Sydney misspelt.
      expect(parseQuery("Sidney", NOW, { ...CONTEXT, places: ["Sydney"] }).places.map((p) => p.label)).toEqual(["Sydney"]);
      // "to" before a verb is no way to a place: a town called Buy is not what was wanted.
      expect(parseQuery("things I wanted to buy", NOW, { ...CONTEXT, places: ["Buy"] }).places).toEqual([]);
      expect(parseQuery("our trip to Buy", NOW, { ...CONTEXT, places: ["Buy"] }).tripAnchor?.places.map((p) => p.label)).toEqual(["Buy"]);
      expect(ask("boardingpass").words).toEqual(["boarding", "pass"]);
      // Alone, where nothing in the library says it, "carnaval" is the carnival of the languages that write it so (not "car" and "naval").
      expect(ask("carnaval").words).toEqual(["carnival"]);
      // Nor is a slip of a word the library has: "carnaval" is its carnival, not a car and "naval".
      expect(parseQuery("carnaval", NOW, { knowsSlipOf: (w) => w === "carnaval" }).words).toEqual(["carnaval"]);
      // A rare word is one word, not two glued: "procession" is not "process" and "ion".
      expect(ask("the procession with Leo").words).toEqual(["procession"]);
      expect(ask("their convocation").words).toEqual(["convocation"]);
    });

    it("reads demonyms of countries within countries, 'American' as the United States, and nicknames of two words said alone", () => {
      const world = { gazetteer: (name: string) => lookUpPlace(name) };
      // A place said of a trip ("itallian trip") picks the trip: a place all the same.
      const where = (query: string) => {
        const plan = parseQuery(query, NOW, world);
        return [...plan.places, ...(plan.tripAnchor?.places ?? [])].map((p) => p.label);
      };
      expect(where("american photos")).toEqual(["United States"]);
      expect(where("scottish photos")).toEqual(["Scotland"]);
      expect(where("welsh pics")).toEqual(["Wales"]);
      // A slip of a country's people, as it sounds; a word of its own ("germane") is no slip.
      expect([where("portugese holiday"), where("itallian trip"), where("germane")]).toEqual([["Portugal"], ["Italy"], []]);
      expect(where("the emerald city")).toEqual(["Seattle"]);
      expect(where("auld reekie")).toEqual(["Edinburgh"]);
      expect(where("big apple photos")).toEqual(["New York"]);
      // "the us" is the country however written; "us" alone is a word of the request.
      expect([where("canada or the us"), where("photos of us")]).toEqual([["Canada", "United States"], []]);
    });

    it("reads places with 'or', and a lowercase common word as a word unless said as a place", () => {
      expect(ask("kyoto or nara").places.map((p) => p.label)).toEqual(["Kyoto", "Nara"]);
      expect(ask("wedding photos").places).toEqual([]);
      expect(ask("wedding photos").words).toEqual(["wedding"]);
      expect(ask("photos in Wedding").places.map((p) => p.label)).toEqual(["Wedding"]);
      // A name beside "and" is someone not yet known, not a town of that name; after "in" it is the town.
      const towns = { ...FAMILY, gazetteer: (name: string) => (name.toLowerCase() === "leon" ? { label: "León", lat: 21.1, lon: -101.7, kind: "city" as const } : null) };
      expect(parseQuery("Maria and Leon", NOW, towns).places).toEqual([]);
      expect(parseQuery("Maria in Leon", NOW, towns).places.map((p) => p.label)).toEqual(["León"]);
      // A name of several words is a name even first, its connecting words written small.
      const cdmx = { ...FAMILY, knowsWord: (w: string) => w === "mexico", gazetteer: (name: string) => (/^ciudad de m[eé]xico$/i.test(name) ? { label: "Mexico City", lat: 19.4, lon: -99.1, kind: "city" as const } : null) };
      expect(parseQuery("Ciudad de México pics", NOW, cdmx).places.map((p) => p.label)).toEqual(["Mexico City"]);
      // "the van": one word of a name is no name of several, and a word the tagger learned is a word, however rarely WordNet saw it.
      const van = { ...FAMILY, gazetteer: (name: string) => (/^(the )?van$/i.test(name) ? { label: "Van", lat: 38.5, lon: 43.4, kind: "city" as const } : null) };
      expect(parseQuery("the van in kyoto", NOW, van)).toMatchObject({ places: [{ label: "Kyoto" }], words: ["van"] });
      expect(parseQuery("the van in kyoto", NOW, van).names).toBeUndefined();
      expect(parseQuery("van", NOW, van).names).toBeUndefined();
      // "kaapstad": a city the library has photos of, by a name that is no English word, however written.
      const capeTown = { ...FAMILY, places: [...FAMILY.places, "Cape Town"], gazetteer: (name: string) => (/^kaapstad$/i.test(name) ? { label: "Cape Town", lat: -33.9, lon: 18.4, kind: "city" as const } : null) };
      expect(parseQuery("kaapstad 2024", NOW, capeTown).places.map((p) => p.label)).toEqual(["Cape Town"]);
      // "new york": two words WordNet knows together as one place's name are that place, in lower case too.
      const newYork = { gazetteer: (name: string) => (/^new york$/i.test(name) ? { label: "New York", lat: 40.7, lon: -74, kind: "city" as const } : null) };
      expect(parseQuery("photos from new york 2023", NOW, newYork)).toMatchObject({ places: [{ label: "New York" }], words: [] });
      // Regions of two words are the region in lower case too, from the real gazetteer: "pacific northwest", "north american photos".
      const world = { gazetteer: (name: string) => lookUpPlace(name) };
      expect(parseQuery("pacific northwest", NOW, world)).toMatchObject({ places: [{ label: "the Pacific Northwest" }], words: [] });
      expect(parseQuery("the west coast 2024", NOW, world)).toMatchObject({ places: [{ label: "the West Coast" }], words: [] });
      expect(parseQuery("north american photos", NOW, world)).toMatchObject({ places: [{ label: "North America" }], words: [] });
      expect(parseQuery("aussie pics", NOW, world)).toMatchObject({ places: [{ label: "Australia" }], words: [] });
      // "movie theater", "video game": a kind said before another noun names a thing of its own.
      expect(ask("movie theater")).toMatchObject({ kinds: [], words: ["movie", "theater"] });
      expect(ask("video game").kinds).toEqual([]);
      expect(ask("movies from Kyoto").kinds).toEqual(["video"]);
      // Where the library has no video, "movie" is the word (a cinema's sign); "videos" is still the kind, said.
      const noVideos = { ...FAMILY, hasKind: (kind: string) => kind !== "video" };
      expect(parseQuery("movie", NOW, noVideos)).toMatchObject({ kinds: [], words: ["movie"] });
      expect(parseQuery("videos from Kyoto", NOW, noVideos).kinds).toEqual(["video"]);
      expect(parseQuery("receipts", NOW, noVideos).kinds).toEqual(["receipt"]);
      expect(ask("a video of Leo").kinds).toEqual(["video"]);
      // A noun the dictionary does not join to it leaves the kind: "receipt paper", "video store".
      expect(ask("receipt paper")).toMatchObject({ kinds: ["receipt"], words: ["paper"] });
      expect(ask("a document scan").kinds).toEqual(["document"]);
    });

    it("reads words asked for as written: after 'the word' or 'says', or quoted", () => {
      expect(ask("photo with the word hostel on it")).toMatchObject({ words: ["hostel"], literal: ["hostel"] });
      expect(ask("the sign that says BAKERY")).toMatchObject({ words: ["sign", "bakery"], literal: ["bakery"] });
      expect(ask("pics with “gelato” on them").literal).toEqual(["gelato"]);
      expect(ask("the 'ramen' sign").literal).toEqual(["ramen"]);
      expect(ask("Leo's bike").literal).toBeUndefined();
      // Writing as what is in the photo, not a lead to the words asked for.
      expect(ask("photos with writing on them").words).toEqual(["writing"]);
      expect(ask("pictures with text").words).toEqual(["text"]);
      expect(ask("the sign with the text BAKERY")).toMatchObject({ words: ["sign", "bakery"] });
    });

    it("reads a given name nobody in the library has as that person, not the town called like them", () => {
      const burkina = { ...CONTEXT, people: [], gazetteer: (name: string) => (/^l[eé]o$/i.test(name) ? { label: "Léo", lat: 11.1, lon: -2.1, kind: "city" as const } : null) };
      const plan = parseQuery("pictures where Leo isn't in them from Lisbon", NOW, burkina);
      expect(plan.places.map((p) => p.label)).toEqual(["Lisbon"]);
      expect(plan.notPlaces).toEqual([]);
      expect(plan.notWords).toEqual(["leo"]);
      expect(plan.chips.find((c) => c.kind === "not")!.label).toBe("not Leo");
      expect(parseQuery("Leo at the beach", NOW, burkina)).toMatchObject({ places: [], names: ["leo"] });
      // A given name that is also a word is the person when the tagger reads it as a name.
      expect(parseQuery("Jack in Lisbon", NOW, burkina).names).toEqual(["jack"]);
      expect(parseQuery("photos of Grace at the beach", NOW, burkina).names).toEqual(["grace"]);
      expect(parseQuery("Crystal glasses", NOW, burkina).names).toBeUndefined();
      // Said as a place, it is the place.
      expect(parseQuery("photos from Leo", NOW, burkina).places.map((p) => p.label)).toEqual(["Léo"]);
    });
  });
});
