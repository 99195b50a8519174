import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import { SemanticGraph } from "./semantic-graph";

describe("what a query word means, matched in the graph", () => {
  const graph = new SemanticGraph();
  graph.setPhoto(0, { links: [{ kind: "memory", text: "Leo at his graduation" }] });
  graph.setPhoto(1, { links: [{ kind: "caption", text: "boats in the harbour" }] });
  graph.setPhoto(2, { links: [{ kind: "memory", text: "the churches of Lisbon" }] });
  const reached = (meaning: string) => [...graph.gather(["x"], { delta: 0.7, maxEventSize: 0, meanings: [[{ word: meaning, similarity: 0.9 }]] }).keys()];

  it("reaches the same word in another form: plural, -es, -ing", () => {
    expect(reached("boat")).toEqual([1]);
    expect(reached("church")).toEqual([2]);
  });

  it("does not reach a different word that only shares its stem: a graduate (a measuring flask) is not a graduation", () => {
    expect(reached("graduate")).toEqual([]);
    expect(reached("graduation")).toEqual([0]);
  });
});

describe("near spellings", () => {
  const graph = new SemanticGraph();
  graph.setPhoto(0, { links: [{ kind: "text", text: "HOSTEL" }] });
  graph.setPhoto(1, { links: [{ kind: "caption", text: "View from the hotel" }] });
  const reached = (word: string) => [...graph.gather([word], { delta: 0.7, maxEventSize: 0 }).keys()].sort();

  it("reach a word the library has in another spelling only when it does not have the word as written", () => {
    // "hostel" is read on a sign: the caption's "hotel" is another word, not a slip of it.
    expect(reached("hostel")).toEqual([0]);
    expect(reached("hotel")).toEqual([1]);
    // Not written as the library has it: a slip, and near spellings count.
    expect(reached("hostal")).toContain(0);
    expect(reached("hotell")).toContain(1);
  });

  it("tell a word the library has another spelling of from one it has as written, or not at all", () => {
    expect(graph.knowsSlipOf("hostal")).toBe(true);
    expect(graph.knowsSlipOf("hostel")).toBe(false);
    expect(graph.knowsSlipOf("harbour")).toBe(false);
  });

  it("are only slips of a letter or two for a dictionary word", () => {
    const friends = new SemanticGraph();
    friends.setPhoto(0, { links: [{ kind: "caption", text: "Dinner with friends" }] });
    const reach = (word: string, spelling: "near" | "slips") => [...friends.gather([word], { delta: 0.7, maxEventSize: 0, spelling: [spelling] }).keys()];
    expect(reach("boyfriend", "near")).toEqual([0]);
    expect(reach("boyfriend", "slips")).toEqual([]);
    expect(reach("freinds", "slips")).toEqual([0]);
  });

  it("are not asked for a word wanted as written", () => {
    expect([...graph.gather(["hostal"], { delta: 0.7, maxEventSize: 0, spelling: ["literal"] }).keys()]).toEqual([]);
  });
});

describe("reasons", () => {
  it("say the word as the library wrote it, not its stem", () => {
    const graph = new SemanticGraph();
    graph.setPhoto(0, { links: [{ kind: "memory", text: "the bicycle I liked" }] });
    expect(graph.gather(["bicycles"], { delta: 0.7, maxEventSize: 0 }).get(0)!.why[0]!.label).toBe("bicycle");
  });
});

describe("an object two models agree on", () => {
  it("reaches its photo more strongly than one the detector alone found", () => {
    const graph = new SemanticGraph();
    graph.setPhoto(0, { links: [{ kind: "object", text: "cat", words: "cat feline animal" }] });
    graph.setPhoto(1, { links: [{ kind: "object", text: "cat", words: "cat feline animal", weight: 1 }] });
    const hits = graph.gather(["cat"], { delta: 0.7, maxEventSize: 0 });
    expect(hits.get(1)!.direct[0]).toBeGreaterThan(hits.get(0)!.direct[0]!);
    expect(hits.get(0)!.direct[0]).toBeCloseTo(0.8, 5);
  });
});

describe("a question about some photos only", () => {
  it("makes no hit for a photo outside them, directly or through its event", () => {
    const graph = new SemanticGraph();
    graph.setPhoto(0, { links: [{ kind: "folder", text: "Lisbon trip" }] });
    graph.setPhoto(1, { links: [{ kind: "folder", text: "Lisbon trip" }] });
    graph.setPhoto(2, { links: [{ kind: "caption", text: "tram in Lisbon" }] });
    expect([...graph.gather(["lisbon"], { delta: 0.9, maxEventSize: 0 }).keys()].sort()).toEqual([0, 1, 2]);
    expect([...graph.gather(["lisbon"], { delta: 0.9, maxEventSize: 0, only: (n) => n !== 1 }).keys()].sort()).toEqual([0, 2]);
  });
});

describe("a saved graph", () => {
  /** Everything a search asks of a graph, as plain data, for words that reach by spelling, meaning, label and event. */
  const asked = (graph: SemanticGraph) => ({
    hits: [...graph.gather(["tram", "hostal", "lisbon", "x", "cat"], {
      delta: 0.7,
      meanings: [[], [], [], [{ word: "church", similarity: 0.9 }, { word: "drugstore", similarity: 0.9 }], []],
      related: [[], [], [], [], [{ label: "cat", similarity: 0.8 }]],
    })],
    reach: ["tram", "lisbon", "leo"].map((w) => graph.reach(w, 0.8)),
    knows: ["tram", "trams", "hostel", "nothing"].map((w) => graph.knows(w)),
    slips: ["hostal", "tramm"].map((w) => graph.knowsSlipOf(w)),
    vocabulary: graph.vocabulary(new Set(["person", "place", "tag", "caption", "text", "object", "memory"])),
    labels: [0, 1, 2, 3, 4, 5].map((photo) => graph.labelsOf(photo, "person")),
    event: graph.photosOfEvent("e1"),
    entities: graph.entityCount,
  });
  const built = () => {
    const graph = new SemanticGraph();
    graph.setPhoto(0, { event: "e1", links: [{ kind: "person", text: "Leo" }, { kind: "place", text: "Lisbon" }, { kind: "caption", text: "Tram 28 up the hill" }] });
    graph.setPhoto(1, { event: "e1", links: [{ kind: "memory", text: "the churches of Lisbon" }, { kind: "text", text: "HOSTEL" }] });
    graph.setPhoto(2, { links: [{ kind: "object", text: "cat", words: "cat feline animal", weight: 1 }, { kind: "tag", text: "cat" }] });
    graph.setPhoto(4, { links: [{ kind: "text", text: "FARMACIA (pharmacy)", words: "pharmacy drugstore", strict: true }, { kind: "person", text: "Ana" }] });
    graph.setPhoto(5, { links: [{ kind: "caption", text: "gone soon" }] });
    graph.removePhoto(5);
    return graph;
  };
  const restored = (graph: SemanticGraph) => {
    const copy = new SemanticGraph();
    // Through v8's serializer, as the index's file keeps it.
    expect(copy.restore(v8.deserialize(v8.serialize(graph.save())))).toBe(true);
    return copy;
  };

  it("answers as the graph it was saved from, and goes on changing as it would", () => {
    const graph = built();
    const copy = restored(graph);
    expect(asked(copy)).toEqual(asked(graph));
    for (const g of [graph, copy]) {
      g.setPhoto(1, { event: "e1", links: [{ kind: "caption", text: "a tram at night" }] });
      g.removePhoto(0);
      g.addLink(3, { kind: "memory", text: "Leo's cat" });
    }
    expect(asked(copy)).toEqual(asked(graph));
    expect(asked(restored(copy))).toEqual(asked(graph));
  });

  it("keeps each word's photos apart when lists read back side by side are compacted and grown", () => {
    // A restored graph's lists are views of one array each: one list's compaction or growth must not touch its neighbours'.
    const many = () => {
      const graph = new SemanticGraph();
      for (let photo = 0; photo < 40; photo++) graph.setPhoto(photo, { links: [{ kind: "caption", text: photo % 2 ? "tram stop" : "tram" }, { kind: "tag", text: "bus" }] });
      return graph;
    };
    const photosOf = (graph: SemanticGraph) => ["tram", "stop", "bus"].map((word) => [...graph.gather([word], { delta: 0.95, maxEventSize: 0 }).keys()].sort((a, b) => a - b));
    const graph = many();
    const copy = restored(graph);
    for (const g of [graph, copy]) {
      for (let photo = 0; photo < 30; photo++) g.removePhoto(photo);
      for (let photo = 40; photo < 45; photo++) g.setPhoto(photo, { links: [{ kind: "tag", text: "bus" }, { kind: "caption", text: "stop" }] });
    }
    expect(photosOf(copy)).toEqual(photosOf(graph));
    expect(photosOf(copy)[2]).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44]);
    expect(asked(restored(copy))).toEqual(asked(restored(graph)));
  });

  it("saves again what it read back, before any photo's links were asked for", () => {
    const saved = built().save();
    const copy = new SemanticGraph();
    expect(copy.restore(v8.deserialize(v8.serialize(saved)))).toBe(true);
    expect(copy.save()).toEqual(saved);
  });

  it("is refused whole when its parts do not fit together", () => {
    const saved = built().save();
    for (const broken of [{ ...saved, labels: saved.labels.slice(1) }, { ...saved, kinds: Uint8Array.from(saved.kinds, () => 99) }, { ...saved, photoLinks: { ...saved.photoLinks, values: saved.photoLinks.values.map(() => 1e6) } }]) {
      const graph = new SemanticGraph();
      expect(graph.restore(broken)).toBe(false);
      expect(graph.entityCount).toBe(0);
      expect(graph.knows("tram")).toBe(false);
    }
  });
});

describe("near spellings of a word of a few letters", () => {
  // Words a few letters longer than a short query word begin with it: a name, a folder, text read in a photo.
  const LONGER: Array<{ asked: string; longer: string; slip: string }> = [
    { asked: "ama", longer: "amaia", slip: "amma" },
    { asked: "aita", longer: "aitana", slip: "aitta" },
    { asked: "bob", longer: "bobby", slip: "bobb" },
    { asked: "tom", longer: "tomas", slip: "toom" },
    { asked: "sun", longer: "sunny", slip: "sunn" },
    { asked: "ana", longer: "anabel", slip: "anna" },
  ];
  const KINDS = ["memory", "folder", "caption", "tag"] as const;

  it("are one letter from it, never a word two letters longer (asked × kind × spelling)", () => {
    const wrong: string[] = [];
    for (const { asked, longer, slip } of LONGER) {
      for (const kind of KINDS) {
        const graph = new SemanticGraph();
        graph.setPhoto(0, { links: [{ kind, text: `${longer} by the river` }] });
        graph.setPhoto(1, { links: [{ kind, text: `${slip} by the river` }] });
        const reached = [...graph.gather([asked], { delta: 0.7, maxEventSize: 0 }).keys()].sort();
        if (reached.includes(0)) wrong.push(`${asked} reached ${kind} "${longer}"`);
        if (!reached.includes(1)) wrong.push(`${asked} missed ${kind} "${slip}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("never reach text read in a photo, which is found by the word itself (asked × text)", () => {
    const wrong: string[] = [];
    for (const { asked, slip } of LONGER) {
      const graph = new SemanticGraph();
      graph.setPhoto(0, { links: [{ kind: "text", text: slip.toUpperCase() }] });
      graph.setPhoto(1, { links: [{ kind: "text", text: `OPEN ${asked.toUpperCase()} DAILY` }] });
      const reached = [...graph.gather([asked], { delta: 0.7, maxEventSize: 0 }).keys()].sort();
      if (reached.join() !== "1") wrong.push(`${asked} → ${reached.join()}`);
    }
    expect(wrong).toEqual([]);
  });
});
