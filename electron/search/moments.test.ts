import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { fullTextOf, library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 10, 22, 12);
const T0 = Date.UTC(2025, 6, 12, 18, 0);
const MINUTE = 60_000;
const SPOT = { lat: 43.26, lon: -2.93, place: "Bilbao" };
/** About this many degrees of latitude are a metre. */
const METRE = 1 / 111_320;

/** Memories on one shot of a moment, and the word a search asks them by. */
const MEMORIES: Array<{ memory: string; asked: string }> = [
  { memory: "the lanterns at the harbour festival", asked: "lanterns" },
  { memory: "Leo found a crab under the rocks", asked: "crab" },
  { memory: "first time we tried pintxos", asked: "pintxos" },
];

/** Six shots of one moment `gap` minutes apart, a few metres apart, the memory on shot `noted`; and photos of no moment of theirs. */
async function momentLibrary(memory: string, noted: number, gap: number) {
  const lib = library();
  for (let k = 0; k < 6; k++) lib.add(`shot${k}`, { ...SPOT, lat: SPOT.lat + k * 3 * METRE, taken_ms: T0 + k * gap * MINUTE });
  // The same spot after a long pause, the same minutes 300 m away, no GPS, and only a file's date.
  lib.add("later", { ...SPOT, taken_ms: T0 + 5 * gap * MINUTE + 40 * MINUTE });
  lib.add("across", { ...SPOT, lat: SPOT.lat + 300 * METRE, taken_ms: T0 + 2 * gap * MINUTE });
  lib.add("unplaced", { taken_ms: T0 + gap * MINUTE });
  lib.add("saved", { ...SPOT, taken_ms: T0 + gap * MINUTE, taken_source: "mtime" });
  lib.memories.push({ photo_id: `shot${noted}`, text: memory });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  return { lib, index };
}

async function answer(query: string, { lib, index }: Awaited<ReturnType<typeof momentLibrary>>) {
  return (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing;
}

describe("what a person said of one shot of a moment", () => {
  it("finds the moment's other shots too, after it, and no photo of another moment (memory × noted shot × gap)", async () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const { memory, asked: query } of MEMORIES) {
      for (let noted = 0; noted < 6; noted++) {
        for (const gap of [1, 4, 9]) {
          const passing = await answer(query, await momentLibrary(memory, noted, gap));
          const ids = passing.map((c) => c.id);
          const moment = Array.from({ length: 6 }, (_, k) => `shot${k}`);
          if (ids[0] !== `shot${noted}` || ids.length !== 6 || !moment.every((id) => ids.includes(id))) wrong.push(`${query}, noted shot ${noted}, ${gap} min apart → ${ids.join(", ")}`);
          const lent = passing.find((c) => c.id !== `shot${noted}`);
          if (lent && lent.found[0]?.source !== "moment") wrong.push(`${query}: a lent shot found by ${lent.found[0]?.source}`);
          asked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("is of that shot alone where the shots run on past a moment (an afternoon at one spot)", async () => {
    const lib = library();
    for (let k = 0; k < 60; k++) lib.add(`shot${k}`, { ...SPOT, taken_ms: T0 + k * 5 * MINUTE });
    lib.memories.push({ photo_id: "shot30", text: "the lanterns at the harbour festival" });
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, people: async () => [] });
    expect((await answer("lanterns", { lib, index })).map((c) => c.id)).toEqual(["shot30"]);
  });

  it("lends nothing from a photo without GPS or a camera's time", async () => {
    const lib = library();
    lib.add("screenshot", { taken_ms: T0 });
    lib.add("beside", { taken_ms: T0 + MINUTE });
    lib.add("saved", { ...SPOT, taken_ms: T0, taken_source: "mtime" });
    lib.add("near", { ...SPOT, taken_ms: T0 + MINUTE });
    lib.memories.push({ photo_id: "screenshot", text: "ferry timetable" }, { photo_id: "saved", text: "ferry timetable" });
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, people: async () => [] });
    expect((await answer("timetable", { lib, index })).map((c) => c.id).sort()).toEqual(["saved", "screenshot"]);
  });
  it("lends a thing the detector found to the shots of its burst, seconds apart, and not to a moment's minutes (thing × found shot × spacing)", async () => {
    const wrong: string[] = [];
    for (const [label, asked] of [["dog", "dog"], ["horse", "horses"], ["boat", "boat"]] as const) {
      for (let found = 0; found < 5; found++) {
        for (const seconds of [5, 40, 300]) {
          const lib = library();
          for (let k = 0; k < 5; k++) {
            lib.add(`shot${k}`, { ...SPOT, taken_ms: T0 + k * seconds * 1000 });
            lib.looked(`shot${k}`, k === found ? JSON.stringify([{ label, score: 0.9, box: [0.2, 0.2, 0.6, 0.6] }]) : "[]");
          }
          const index = new LibraryIndex();
          await index.refresh({ ...lib.source, people: async () => [] });
          const ids = (await answer(asked, { lib, index })).map((c) => c.id);
          const burst = seconds < 120;
          if (ids[0] !== `shot${found}` || ids.length !== (burst ? 5 : 1)) wrong.push(`${asked} found in shot ${found}, ${seconds} s apart → ${ids.join(", ")}`);
          const lent = (await answer(asked, { lib, index })).find((c) => c.id !== `shot${found}`);
          if (lent && lent.found[0]?.source !== "burst") wrong.push(`${asked}: a lent shot found by ${lent.found[0]?.source}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
  it("lends a name to a burst, where they are, and not to a moment's minutes (memory naming someone × noted shot × gap)", async () => {
    const wrong: string[] = [];
    for (const [memory, asked] of [["Petra laughing at the party", "petra"], ["Kwame blowing out the candles", "Kwame"], ["Txiki and Beltza by the door", "Txiki"]] as const) {
      for (let noted = 0; noted < 6; noted++) {
        for (const gap of [1, 4]) {
          const ids = (await answer(asked, await momentLibrary(memory, noted, gap))).map((c) => c.id);
          const want = gap === 1 ? 6 : 1;
          if (ids[0] !== `shot${noted}` || ids.length !== want) wrong.push(`${asked}, noted shot ${noted}, ${gap} min apart → ${ids.join(", ")}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("shots seconds apart whose GPS wandered", () => {
  /** How far a phone's fix wandered between two shots, and how many seconds apart they were. */
  const WANDERS = [60, 80, 100];
  const SECONDS = [2, 6, 20];
  const SAID = [
    { memory: "landed in a snowstorm, pilot did well", asked: "landed" },
    { memory: "Kahu giving me the puppy eyes", asked: "kahu" },
    { memory: "the lanterns at the harbour festival", asked: "lanterns" },
  ];
  const FRAMES = ["{w}", "photos of {w}"];

  it("are one scene: what was said of one is said of the other, after it (wander x seconds x memory x frame)", async () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const metres of WANDERS) {
      for (const seconds of SECONDS) {
        for (const { memory, asked: word } of SAID) {
          const lib = library();
          lib.add("noted", { ...SPOT, taken_ms: T0 });
          lib.add("next", { ...SPOT, lat: SPOT.lat + metres * METRE, taken_ms: T0 + seconds * 1000 });
          // As far the other way, minutes later: somewhere else.
          lib.add("walked", { ...SPOT, lat: SPOT.lat - metres * METRE, taken_ms: T0 + 5 * MINUTE });
          lib.memories.push({ photo_id: "noted", text: memory });
          const index = new LibraryIndex();
          await index.refresh({ ...lib.source, people: async () => [] });
          for (const frame of FRAMES) {
            const query = frame.replace("{w}", word);
            const ids = (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id);
            if (ids.join() !== "noted,next") wrong.push(`${query} (${metres} m, ${seconds} s): ${JSON.stringify(ids)}`);
            asked++;
          }
        }
      }
    }
    expect(asked).toBeGreaterThanOrEqual(50);
    expect(wrong).toEqual([]);
  });
});

describe("a word for an occasion said of one photo ([Note: An occasion's hours])", () => {
  const OCCASIONS: Array<{ memory: string; asked: string }> = [
    { memory: "Aoife's christening at St Mary's", asked: "christening" },
    { memory: "Ciara's hen party, what a night", asked: "party" },
    { memory: "the folk festival in the park", asked: "festival" },
    { memory: "the wedding of Tom and Ana", asked: "wedding" },
    { memory: "Granny turned 90!", asked: "birthday" },
    { memory: "Niamh's graduation, so proud", asked: "graduation" },
    { memory: "concert in the garden", asked: "concert" },
    { memory: "after the funeral, tea at the house", asked: "funeral" },
  ];
  const FRAMES = ["{w}", "photos from the {w}"];

  /** The noted photo, three more at the venue over nearly three hours, one after a lull, one across town at the same time, one without GPS. */
  async function occasionLibrary(memory: string, readOnIt = false) {
    const lib = library();
    const at = [0, 25, 90, 170];
    at.forEach((minutes, k) => lib.add(`venue${k}`, { ...SPOT, lat: SPOT.lat + k * 20 * METRE, taken_ms: T0 + minutes * MINUTE }));
    lib.add("afterLull", { ...SPOT, taken_ms: T0 + (170 + 190) * MINUTE });
    lib.add("acrossTown", { ...SPOT, lat: SPOT.lat + 2000 * METRE, taken_ms: T0 + 25 * MINUTE });
    lib.add("unplaced", { taken_ms: T0 + 25 * MINUTE });
    if (readOnIt) lib.read("venue0", memory);
    else lib.memories.push({ photo_id: "venue0", text: memory });
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, people: async () => [] });
    return { lib, index };
  }

  it("finds the occasion's photos at its venue over its hours, and none after a lull, elsewhere or unplaced (8 occasions x 2 frames x 7 photos)", async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { memory, asked } of OCCASIONS) {
      const lib = await occasionLibrary(memory);
      for (const frame of FRAMES) {
        const query = frame.replace("{w}", asked);
        const ids = (await answer(query, lib)).map((c) => c.id);
        const want = ["venue0", "venue1", "venue2", "venue3"];
        if (ids[0] !== "venue0" || [...ids].sort().join() !== want.join()) wrong.push(`${query} (${memory}) -> ${ids.join(", ")}`);
        const lent = (await answer(query, lib)).find((c) => c.id === "venue3");
        if (lent && lent.found.find(Boolean)?.source !== "occasion") wrong.push(`${query}: the last photo found by ${lent.found.find(Boolean)?.source}`);
        checked += 7;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("finds the occasion's photos where a banner or a card read in one says it (7 banners x 2 frames x 7 photos)", async () => {
    const BANNERS: Array<{ read: string; asked: string }> = [
      { read: "HAPPY BIRTHDAY EMMA", asked: "birthday" },
      { read: "HAPPY 11TH", asked: "birthday" },
      { read: "THE WEDDING OF TOM & ANA", asked: "wedding" },
      { read: "CLASS OF 2024 GRADUATION", asked: "graduation" },
      { read: "AOIFE'S CHRISTENING", asked: "christening" },
      { read: "FOLK FESTIVAL 2024", asked: "festival" },
      { read: "RETIREMENT PARTY", asked: "party" },
    ];
    const wrong: string[] = [];
    let checked = 0;
    for (const { read, asked } of BANNERS) {
      const lib = await occasionLibrary(read, true);
      for (const frame of FRAMES) {
        const query = frame.replace("{w}", asked);
        const ids = (await answer(query, lib)).map((c) => c.id);
        if (ids[0] !== "venue0" || [...ids].sort().join() !== "venue0,venue1,venue2,venue3") wrong.push(`${query} (${read}) -> ${ids.join(", ")}`);
        checked += 7;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("lends whose the occasion is with it, where the query says so, and not alone (owner x occasion x frame)", async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const owner of ["Oisín", "Niamh", "Kwame", "Aiko"]) {
      for (const [occasion, memory] of [["birthday", `${owner}'s 7th birthday, loved the football`], ["wedding", `${owner}'s wedding, the afters`], ["christening", `${owner}'s christening at St Mary's`]] as const) {
        const lib = await occasionLibrary(memory);
        for (const query of [`${owner}'s ${occasion}`, `photos from ${owner.toLowerCase()}'s ${occasion}`]) {
          const ids = (await answer(query, lib)).map((c) => c.id).sort();
          if (ids.join() !== "venue0,venue1,venue2,venue3") wrong.push(`${query} (${memory}) -> ${ids.join(", ")}`);
          checked++;
        }
        // The name alone, or a word the memory says of its own shot, stays with that shot.
        for (const query of [owner, "football"]) {
          const ids = (await answer(query, lib)).map((c) => c.id);
          if (ids.some((id) => id === "venue2" || id === "venue3")) wrong.push(`${query} (${memory}) lent to the occasion: ${ids.join(", ")}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(24);
  });

  it("lends someone a memory says was at the occasion with it, where the query asks for them at it, and not alone (name x memory x occasion x frame)", async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const name of ["Marco", "Priya", "Tessa", "Kwame"]) {
      for (const [occasion, memory] of [["christening", `${name} came to the christening after all`], ["wedding", `dancing with ${name} at the wedding`], ["party", `${name} and me at the party`], ["festival", `the festival, ${name} loved it`]] as const) {
        const lib = await occasionLibrary(memory);
        for (const query of [`${name.toLowerCase()} at the ${occasion}`, `pics of ${name} at the ${occasion}`, `${occasion} with ${name.toLowerCase()}`]) {
          const found = await answer(query, lib);
          const ids = found.map((c) => c.id);
          if (ids[0] !== "venue0" || [...ids].sort().join() !== "venue0,venue1,venue2,venue3") wrong.push(`${query} (${memory}) -> ${ids.join(", ")}`);
          checked++;
        }
        // The name alone stays with the shot the memory is of.
        const alone = (await answer(name, lib)).map((c) => c.id);
        if (alone.some((id) => id === "venue2" || id === "venue3")) wrong.push(`${name} (${memory}) lent to the occasion: ${alone.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(48);
  });

  it("lends an occasion only where a memory says it, not where it only means it (memory x word)", async () => {
    const wrong: string[] = [];
    for (const [memory, asked] of [["a walk on the beach, before we got married", "wedding"], ["we baptised the new boat", "christening"]] as const) {
      const lib = await occasionLibrary(memory);
      const ids = (await answer(asked, lib)).map((c) => c.id);
      if (ids.some((id) => id === "venue2" || id === "venue3")) wrong.push(`${asked} (${memory}) -> ${ids.join(", ")}`);
    }
    expect(wrong).toEqual([]);
  });

  it("finds the occasion's photos anywhere at its venue, 150 m from the photo it was said of, and not a walk away from it (occasion x frame x side)", async () => {
    const SIDES = [
      { name: "north", lat: 1, lon: 0 },
      { name: "east", lat: 0, lon: 1 },
      { name: "south", lat: -1, lon: 0 },
      { name: "west", lat: 0, lon: -1 },
    ];
    const wrong: string[] = [];
    let checked = 0;
    for (const { memory, asked } of OCCASIONS) {
      const lib = library();
      lib.add("said", { ...SPOT, taken_ms: T0 });
      // A venue's lawn, terrace and shore: 130 m from where the occasion was said, 180-260 m from each other.
      const lonMetre = METRE / Math.cos((SPOT.lat * Math.PI) / 180);
      SIDES.forEach(({ name, lat, lon }, k) => lib.add(name, { ...SPOT, lat: SPOT.lat + lat * 130 * METRE, lon: SPOT.lon + lon * 130 * lonMetre, taken_ms: T0 + (30 + 30 * k) * MINUTE }));
      // A walk away down the street, 120 m a shot (further than an outing's steps): only the first is at the venue.
      [120, 240, 360].forEach((metres, k) => lib.add(`walk${metres}`, { ...SPOT, lat: SPOT.lat - metres * METRE * 0.7, lon: SPOT.lon + metres * lonMetre * 0.7, taken_ms: T0 + (20 + 10 * k) * MINUTE }));
      lib.memories.push({ photo_id: "said", text: memory });
      const index = new LibraryIndex();
      await index.refresh({ ...lib.source, people: async () => [] });
      for (const frame of FRAMES) {
        const query = frame.replace("{w}", asked);
        const ids = new Set((await answer(query, { lib, index })).map((c) => c.id));
        for (const { name } of SIDES) {
          if (!ids.has(name)) wrong.push(`${query} (${memory}): the ${name} of the venue missed`);
          checked++;
        }
        if (!ids.has("walk120")) wrong.push(`${query} (${memory}): 120 m away missed`);
        if (ids.has("walk240") || ids.has("walk360")) wrong.push(`${query} (${memory}): walked away with it`);
        checked += 2;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("lends a word for no occasion only to its moment's minutes", async () => {
    const lib = await occasionLibrary("the lanterns at the harbour");
    expect((await answer("lanterns", lib)).map((c) => c.id)).toEqual(["venue0"]);
  });
});

describe("what was done or went on, said of one photo of an outing ([Note: An outing's doings])", () => {
  const DOINGS: Array<{ memory: string; asked: string }> = [
    { memory: "the sunrise ride up the hill, totally worth it", asked: "ride" },
    { memory: "the long walk along the pier with Divya", asked: "walk" },
    { memory: "boating on the lake with Divya", asked: "boating" },
    { memory: "first snow of the year!", asked: "snow" },
    { memory: "a swim in the bay before breakfast", asked: "swim" },
    { memory: "hike to the waterfall", asked: "hike" },
  ];
  const THINGS: Array<{ memory: string; asked: string }> = [
    { memory: "the lanterns at the harbour", asked: "lanterns" },
    { memory: "Leo found a crab under the rocks", asked: "crab" },
    { memory: "plum cake from the bakery", asked: "cake" },
    { memory: "my new bike, finally", asked: "bike" },
    { memory: "the sunrise ride up the hill, totally worth it", asked: "sunrise" },
  ];

  /** Five shots `gap` minutes apart at one venue, the memory on shot `noted`; the same spot after an hour's lull and the next day, the same minutes 5 km away (farther than a walk goes), and no GPS. */
  async function outingLibrary(memory: string, noted: number, gap: number) {
    const lib = library();
    for (let k = 0; k < 5; k++) lib.add(`venue${k}`, { ...SPOT, lat: SPOT.lat + k * 15 * METRE, taken_ms: T0 + k * gap * MINUTE });
    lib.add("afterLull", { ...SPOT, taken_ms: T0 + 4 * gap * MINUTE + 75 * MINUTE });
    lib.add("nextDay", { ...SPOT, taken_ms: T0 + 24 * 60 * MINUTE });
    lib.add("acrossTown", { ...SPOT, lat: SPOT.lat + 5000 * METRE, taken_ms: T0 + gap * MINUTE });
    lib.add("unplaced", { taken_ms: T0 + gap * MINUTE });
    lib.memories.push({ photo_id: `venue${noted}`, text: memory });
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, people: async () => [] });
    return { lib, index };
  }

  it("finds the outing's photos at its venue, each within an hour of the one before, after the noted one, and none after a lull, elsewhere or unplaced (doing × noted shot × gap)", async () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const { memory, asked: query } of DOINGS) {
      for (let noted = 0; noted < 5; noted++) {
        for (const gap of [15, 30, 50]) {
          const passing = await answer(query, await outingLibrary(memory, noted, gap));
          const ids = passing.map((c) => c.id);
          const outing = Array.from({ length: 5 }, (_, k) => `venue${k}`);
          if (ids[0] !== `venue${noted}` || [...ids].sort().join() !== outing.join()) wrong.push(`${query} (${memory}), noted shot ${noted}, ${gap} min apart → ${ids.join(", ")}`);
          const lent = passing.find((c) => c.id !== `venue${noted}`);
          if (lent && lent.found.find(Boolean)?.source !== "outing") wrong.push(`${query}: a lent shot found by ${lent.found.find(Boolean)?.source}`);
          asked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThanOrEqual(50);
  });

  it("keeps a thing seen with its own shot when the outing's others are minutes away (thing × gap)", async () => {
    const wrong: string[] = [];
    for (const { memory, asked } of THINGS) {
      for (const gap of [15, 30, 50]) {
        const ids = (await answer(asked, await outingLibrary(memory, 2, gap))).map((c) => c.id);
        if (ids.join() !== "venue2") wrong.push(`${asked} (${memory}), ${gap} min apart → ${ids.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("follows an outing that moves (a hike, a ride, a walk) along its way, at a walk's pace, and not one that stays (doing × spacing × noted shot)", async () => {
    const wrong: string[] = [];
    let cases = 0;
    /** Four shots `gap` minutes apart, each `step` metres on from the one before; the memory on shot `noted`. */
    const trail = async (memory: string, noted: number, gap: number, step: number) => {
      const lib = library();
      for (let k = 0; k < 4; k++) lib.add(`trail${k}`, { ...SPOT, lat: SPOT.lat + k * step * METRE, taken_ms: T0 + k * gap * MINUTE });
      // As far on again, but far faster than anyone walks: another place the same hour.
      lib.add("driven", { ...SPOT, lat: SPOT.lat + 3 * step * METRE + 5000 * METRE, taken_ms: T0 + 3 * gap * MINUTE + 10 * MINUTE });
      lib.memories.push({ photo_id: `trail${noted}`, text: memory });
      const index = new LibraryIndex();
      await index.refresh({ ...lib.source, people: async () => [] });
      return { lib, index };
    };
    for (const [memory, asked, moves] of [["hike to the waterfall", "hike", true], ["the long walk along the river", "walk", true], ["a ride out to the lighthouse", "ride", true], ["first snow of the year!", "snow", false], ["the ceremony by the old mill", "ceremony", false]] as const) {
      for (const [gap, step] of [[15, 300], [30, 900], [20, 200]] as const) {
        for (const noted of [0, 1, 2, 3]) {
          const ids = (await answer(asked, await trail(memory, noted, gap, step))).map((c) => c.id).sort();
          const want = moves ? ["trail0", "trail1", "trail2", "trail3"] : [`trail${noted}`];
          if (ids.join() !== want.join()) wrong.push(`${asked} (${memory}), ${step} m every ${gap} min, noted ${noted} → ${ids.join(", ")}`);
          cases++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(50);
  });
});
