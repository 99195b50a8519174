import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { closeAndDelete, copyOfPhotos, indexedLibrary } from "../testing/fixtures";

/** A face-region sidecar naming these people, as Lightroom writes it. */
function regions(...names: string[]): string {
  const items = names.map((name) => `<rdf:li rdf:parseType="Resource"><mwg-rs:Name>${name}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type></rdf:li>`).join("");
  return `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>${items}</rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`;
}

describe("searching the way people type", () => {
  let service: RecollectService;
  let photos: string;
  beforeAll(async () => {
    photos = copyOfPhotos();
    // Eileen alone at the launch site; Eileen and Tom at the rocket launch two days later.
    fs.writeFileSync(path.join(photos, "IMG_0001.xmp"), regions("Eileen"));
    fs.writeFileSync(path.join(photos, "IMG_0004.xmp"), regions("Eileen", "Tom"));
    service = await indexedLibrary([photos]);
    const all = await service.handlers.search({ query: "", limit: 50, showDuplicates: true });
    const id = (name: string) => all.results.find((r) => r.name === name)!.id;
    await service.handlers.addMemory({ photoIds: [id("IMG_0003.jpg")], text: "coffee after the tram ride downtown" });
    await service.handlers.addMemory({ photoIds: [id("IMG_0002.jpg")], text: "our kimono evening with Chelsea" });
    await service.handlers.addMemory({ photoIds: [id("IMG_0004.jpg")], text: "the guitar I liked at the flea market" });
  });
  afterAll(() => closeAndDelete(service, path.dirname(photos)));

  const search = (query: string) => service.handlers.search({ query, limit: 50 });
  const names = async (query: string) => (await search(query)).results.map((r) => r.name).sort();

  it("does not let a word nothing explains empty an answer whose time and place match, and says which word it left out", async () => {
    const answer = await search("Seattle zebra in March 2025");
    expect(answer.results.map((r) => r.name)).toEqual(["IMG_0003.jpg"]);
    expect(answer.interpretation.unused).toEqual(["zebra"]);
    expect(answer.interpretation.chips.find((c) => c.id === "word:zebra")).toMatchObject({ kind: "unused", label: "zebra" });
    expect(answer.message).toContain("Nothing in your library mentions “zebra”, so it was not used.");
  });

  it("reads a trip word as the time and place it was, not as a word to find", async () => {
    // The trip is its days away: the coffee in Seattle and the next day's receipt from Renton, a suburb.
    const answer = await search("our Seattle trip in March 2025");
    expect(answer.results.map((r) => r.name).sort()).toEqual(["IMG_0003.jpg", "IMG_0100.jpg"]);
    expect(answer.interpretation.chips.map((c) => [c.kind, c.label])).toContainEqual(["event", "our Seattle trip"]);
    expect(await names("holiday pictures from Paris")).toEqual(["IMG_0002.jpg"]);
    // The trip's March, not this year's: and the answer says so.
    const march = await search("our Seattle trip in March");
    expect(march.results.map((r) => r.name).sort()).toEqual(["IMG_0003.jpg", "IMG_0100.jpg"]);
    expect(march.interpretation.chips[0]).toMatchObject({ id: "time", label: "March, any year" });
    expect(march.message).toMatch(/^2 photos taken in March, any year, from our Seattle trip\./);
  });

  it("stays honest: nothing but unexplained words, or constraints that match nothing, is still 'no such photo'", async () => {
    const zebra = await search("a zebra wearing sunglasses");
    expect(zebra.results).toEqual([]);
    expect(zebra.rejected).toBe(true);
    expect(zebra.interpretation.unused).toContain("zebra");
    const tokyo = await search("zebra in Seattle in 2019");
    expect(tokyo.results).toEqual([]);
    expect(tokyo.rejected).toBe(true);
    // A word the library has, but not with the constraints, is not dropped: coffee was never in Paris.
    expect((await search("coffee in Paris")).results).toEqual([]);
    // Someone the library has never met is asked for, not left out for the place's sake, though
    // their name is also a word ("a jack", "grace").
    for (const query of ["Jack in Seattle", "photos of Grace in Paris"]) {
      const answer = await search(query);
      expect(answer.results).toEqual([]);
      expect(answer.rejected).toBe(true);
    }
    // A person alone names no occasion: "Eileen at the regatta" is not every photo of Eileen.
    const regatta = await search("Eileen at the regatta");
    expect(regatta.results).toEqual([]);
    expect(regatta.message).toMatch(/^No such photo: nothing with Eileen matches “regatta”\. .*Nothing in your library mentions “regatta”\./);
  });

  it("says what was left out after the words, not as 'nothing not …': the fixtures' coffee is on the Seattle trip", async () => {
    const coffee = await search("coffee not on a trip");
    expect(coffee.results).toEqual([]);
    expect(coffee.message).toMatch(/^No such photo: nothing matches “coffee”, not on a trip\. /);
    expect((await search("Eileen not on a trip")).message).toBe("2 photos with Eileen, not on a trip.");
  });

  it("finds a memory by what its words mean: a streetcar is a tram, a robe covers a kimono", async () => {
    const streetcar = await search("streetcar");
    expect(streetcar.results.map((r) => r.name)).toEqual(["IMG_0003.jpg"]);
    expect(streetcar.results[0]!.reasons.join(" ")).toContain("tram");
    expect(await names("the robe photo")).toEqual(["IMG_0002.jpg"]);
    // A noun before a noun often names a kind of its own ("the florist sign", "a cable car"): it stays needed.
    expect((await search("the cable tram")).results).toEqual([]);
    // An adjective only qualifies: nothing can say the streetcar was not old, so the tram's photo answers, and says so.
    const yellow = await search("the yellow streetcar");
    expect(yellow.results.map((r) => r.name)).toEqual(["IMG_0003.jpg"]);
    expect(yellow.interpretation.chips.find((c) => c.id === "word:yellow")).toMatchObject({ kind: "unused" });
    expect(yellow.message).toContain("Nothing in your library mentions “yellow”, so it was not used.");
    // A word that judges rather than describes is not a word to find at all.
    const old = await search("the old streetcar");
    expect(old.results.map((r) => r.name)).toEqual(["IMG_0003.jpg"]);
    expect(old.interpretation.chips.some((c) => c.id === "word:old")).toBe(false);
  });

  it("finds a memory by what the dictionary says it is, not by a thing of the same kind", async () => {
    // A guitar is "a stringed instrument usually having six strings".
    const sixString = await search("the six-string I fancied at the flea market");
    expect(sixString.results.map((r) => r.name)).toEqual(["IMG_0004.jpg"]);
    expect(sixString.results[0]!.reasons.join(" ")).toContain("guitar");
    expect(await names("that instrument that caught my eye")).toEqual(["IMG_0004.jpg"]);
    // A banjo is a stringed instrument too, but it is not a guitar; nor does a word the definition
    // only mentions ("strumming") say what the thing is.
    expect((await search("the banjo I liked")).results).toEqual([]);
    expect((await search("strumming")).results).toEqual([]);
  });

  it("finds a memory by what the thing holds or is for, and by what the word asked is defined with", async () => {
    // A guitar is "a stringed instrument usually having six strings"; coffee "an infusion of ground coffee beans".
    expect(await names("the strings")).toEqual(["IMG_0004.jpg"]);
    expect(await names("beans")).toEqual(["IMG_0003.jpg"]);
    // Espresso is "strong black coffee brewed by forcing steam…": the memory says coffee.
    const espresso = await search("an espresso downtown");
    expect(espresso.results.map((r) => r.name)).toEqual(["IMG_0003.jpg"]);
    expect(espresso.results[0]!.reasons.join(" ")).toContain("coffee");
    // A bass guitar is a guitar; a cable tram is no kind WordNet knows, so "cable" stays needed.
    expect(await names("the bass guitar")).toEqual(["IMG_0004.jpg"]);
    expect((await search("the cable tram")).results).toEqual([]);
    // Only what people wrote is read so loosely: the EXIF caption "sunset" is "when the sun begins
    // to fall below the horizon", yet no photo is the horizon's.
    expect((await search("the horizon")).results).toEqual([]);
  });

  it("says a word to leave out changed nothing when nothing mentions it", async () => {
    const answer = await search("Eileen but not at the zoo");
    expect(answer.results.map((r) => r.name).sort()).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
    expect(answer.interpretation.chips.find((c) => c.id === "not:word:zoo")).toMatchObject({ kind: "unused" });
    expect(answer.message).toBe("2 photos with Eileen. Nothing in your library mentions “zoo”, so leaving it out changed nothing.");
  });

  it("reads people as people say them: or, only, by herself, and without in its everyday forms", async () => {
    expect(await names("Eileen")).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
    expect(await names("just Eileen")).toEqual(["IMG_0001.jpg"]);
    expect(await names("Eileen by herself")).toEqual(["IMG_0001.jpg"]);
    expect(await names("Tom or Eileen")).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
    expect(await names("Eileen and Tom")).toEqual(["IMG_0004.jpg"]);
    expect(await names("Eileen, but not the ones with Tom")).toEqual(["IMG_0001.jpg"]);
    // A relation no one has yet: no photo, and how to teach it.
    const son = await search("my son at the launch");
    expect(son.results.map((r) => [r.name, r.reasons])).toEqual([]);
    expect(son.message).toContain("Recollect does not know who your son is yet");
    // The user, asked for with no one else: not every photo, and how to say who they are.
    const me = await search("pictures of me");
    expect(me.results).toEqual([]);
    expect(me.message).toContain("Recollect does not know which person is you yet");
    // The user beside someone else, with no one the user yet: that person's photos, and "me" said to be left out.
    const withMe = await search("me and Eileen");
    expect(withMe.results.map((r) => r.name).sort()).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
    expect(withMe.message).toBe("2 photos with Eileen. Recollect does not know which person is you yet, so “me” was left out: give yourself the relation “me” in People.");
    expect(withMe.interpretation.chips.find((c) => c.id === "self")).toMatchObject({ kind: "unused", label: "me" });
    expect(await names("show me Eileen")).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
    expect(await names("photos of Eileen that don't have Tom in them")).toEqual(["IMG_0001.jpg"]);
    expect(await names("Eileen other than Tom")).toEqual(["IMG_0001.jpg"]);
    expect(await names("Eileen minus Tom")).toEqual(["IMG_0001.jpg"]);
  });

  it("forgives typos in kinds, places and names", async () => {
    expect((await search("screenshtos")).results.map((r) => r.kind)).toEqual(["screenshot"]);
    expect(await names("Eilen in Florda")).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
    expect(await names("Sattle")).toEqual(["IMG_0003.jpg"]);
  });
});
