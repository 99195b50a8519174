import { describe, expect, it } from "vitest";
import { SemanticGraph } from "./semantic-graph";
import { Postings } from "./postings";

describe("an entity's postings", () => {
  it("drops a photo's old links by version, compacts them away, and takes the photo back", () => {
    const versions = new Uint32Array(200);
    const postings = new Postings();
    for (let photo = 0; photo < 200; photo++) postings.add(photo, photo / 200, versions[photo]!);
    // Drop every photo but the multiples of 3: more than half, so the list compacts.
    for (let photo = 0; photo < 200; photo++) {
      if (photo % 3 === 0) continue;
      versions[photo]!++;
      postings.dropped(versions);
    }
    postings.add(7, 0.9, versions[7]!);
    const seen: Array<[number, number]> = [];
    postings.forEach(versions, (photo, weight) => seen.push([photo, weight]));
    const expected = Array.from({ length: 200 }, (_, p) => p).filter((p) => p % 3 === 0);
    expect(seen.map(([p]) => p).sort((a, b) => a - b)).toEqual([...expected, 7].sort((a, b) => a - b));
    expect(seen.find(([p]) => p === 7)![1]).toBeCloseTo(0.9);
    expect(postings.size).toBe(expected.length + 1);
  });

  it("keeps the graph's answers through relinking: a photo's old words stop reaching it, its new ones do", () => {
    const graph = new SemanticGraph();
    for (let n = 0; n < 50; n++) graph.setPhoto(n, { event: "e1", links: [{ kind: "caption", text: "harbour boats" }] });
    for (let n = 0; n < 40; n++) graph.setPhoto(n, { event: "e2", links: [{ kind: "caption", text: "mountain hut" }] });
    graph.addLink(3, { kind: "memory", text: "harbour with Leo" });
    const harbour = graph.gather(["harbour"], { delta: 1, maxEventSize: 0 });
    expect([...harbour.keys()].sort((a, b) => a - b)).toEqual([3, ...Array.from({ length: 10 }, (_, i) => 40 + i)]);
    expect(harbour.get(3)!.why[0]).toMatchObject({ kind: "memory", label: "harbour" });
    expect(graph.gather(["hut"], { delta: 1, maxEventSize: 0 }).size).toBe(40);
    // Event hops follow the photos' current events only.
    const viaEvent = graph.gather(["hut"], { delta: 1 });
    expect(viaEvent.size).toBe(40);
  });
});
