import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecollectService } from "../api/service";
import { dispatch } from "../api/dispatch";
import fs from "node:fs";
import path from "node:path";
import { closeAndDelete, copyOfPhotos, indexedLibrary } from "../testing/fixtures";

/** The fixture photos, with Eileen named on the astronaut's face region in a Lightroom-style sidecar. */
function photosWithEileen(): string {
  const dir = copyOfPhotos();
  fs.writeFileSync(
    path.join(dir, "IMG_0001.xmp"),
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/"><mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag><rdf:li rdf:parseType="Resource"><mwg-rs:Name>Eileen</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type></rdf:li></rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions></rdf:Description></rdf:RDF></x:xmpmeta>`,
  );
  return dir;
}
import { llmEndpoint } from "./llm-refine";

describe("a personal query over the fixture library", () => {
  let service: RecollectService;
  let photos: string;
  beforeAll(async () => {
    photos = photosWithEileen();
    service = await indexedLibrary([photos]);
  });
  afterAll(() => closeAndDelete(service, path.dirname(photos)));

  const search = (query: string, more: Record<string, unknown> = {}) => service.handlers.search({ query, limit: 50, ...more });
  const names = async (query: string, more: Record<string, unknown> = {}) => (await search(query, more)).results.map((r) => r.name).sort();
  const idOf = async (name: string) => (await search("", { showDuplicates: true })).results.find((r) => r.name === name)!.id;

  it("reads a name from the photos' face regions as a person, and says who is in the photo", async () => {
    const answer = await search("Eileen");
    expect(answer.interpretation.chips.map((c) => c.id)).toEqual(["person:eileen"]);
    expect(answer.results.map((r) => [r.name, r.reasons])).toEqual([["IMG_0001.jpg", ["Eileen is in it"]]]);
  });

  it("answers time, place and people together, and says 'no such photo' when they never meet", async () => {
    expect(await names("Eileen in Florida in July 2024")).toEqual(["IMG_0001.jpg"]);
    const none = await search("Eileen in Paris");
    expect(none.results).toEqual([]);
    expect(none.rejected).toBe(true);
    expect(none.message).toMatch(/^No such photo: none in Paris, with Eileen\./);
    // Apart from the (empty) answer: the photo of Eileen elsewhere, and the photos in Paris without her.
    const misses = Object.fromEntries(none.misses.map((m) => [m.name, m.missed]));
    expect(misses["IMG_0001.jpg"]).toEqual(["not in Paris"]);
    expect(Object.values(misses)).toContainEqual(["Eileen is not in it"]);
  });

  it("finds a place the library has no photo of in the gazetteer, and answers honestly that none is there", async () => {
    const answer = await search("photos in Tokyo");
    expect(answer.interpretation.chips).toEqual([{ id: "place:tokyo", kind: "place", label: "Tokyo", span: [10, 15] }]);
    expect(answer.results).toEqual([]);
    expect(answer.message).toMatch(/^No such photo: none in Tokyo\./);
  });

  it("leaves out what a query negates", async () => {
    const march = await names("photos from March 2025");
    expect(march).toContain("Screenshot 2025-03-01 at 10.02.11.png");
    expect(await names("photos from March 2025 not screenshots")).toEqual(march.filter((n) => !n.startsWith("Screenshot")));
    expect(await names("photos from March 2025 without Eileen")).toEqual(march);
  });

  it("refines the previous answer with a follow-up, and goes back in time with 'earlier'", async () => {
    const first = await search("photos from July 2024");
    expect(first.results.map((r) => r.name).sort()).toEqual(["IMG_0001.jpg", "IMG_0004.jpg"]);
    const narrowed = await search("only the ones with Eileen", { refine: first.queryId });
    expect(narrowed.refines).toBe(first.queryId);
    expect(narrowed.results.map((r) => r.name)).toEqual(["IMG_0001.jpg"]);
    expect(narrowed.interpretation.chips.map((c) => [c.id, c.span])).toEqual([["time", null], ["person:eileen", [19, 25]]]);
    const earlier = await search("earlier", { refine: first.queryId });
    expect(earlier.interpretation.time?.label).toBe("June 2024");
    expect(earlier.results).toEqual([]);
    await expect(search("earlier", { refine: "no-such-answer" })).rejects.toThrow(/no longer remembered/);
  });

  it("runs a query again without the chips the user removed", async () => {
    expect(await names("Eileen in Paris")).toEqual([]);
    expect(await names("Eileen in Paris", { drop: ["place:paris"] })).toEqual(["IMG_0001.jpg"]);
  });

  it("keeps the order and count asked for", async () => {
    const first = await search("the first photo from 2024");
    expect(first.results.map((r) => r.name)).toEqual(["IMG_0001.jpg"]);
    expect(first.message).toBe("The first photo taken in 2024.");
  });

  it("makes a memory searchable at once, shows it with the photo, and forgets it when removed", async () => {
    const id = await idOf("IMG_0003.jpg");
    expect(await names("Leo at the airport")).toEqual([]);
    const [memory] = await service.handlers.addMemory({ photoIds: [id], text: "this is Leo at the airport before our Seattle trip" });
    const found = await search("Leo at the airport");
    expect(found.results.map((r) => [r.name, r.reasons])).toEqual([["IMG_0003.jpg", ["a memory you added mentions 'leo'", "a memory you added mentions 'airport'"]]]);
    expect((await service.handlers.photo({ id })).memories.map((m) => [m.source, m.text])).toEqual([["note", "this is Leo at the airport before our Seattle trip"]]);
    // A near spelling still finds it: "airprt" is within δ of "airport".
    expect(await names("Leo at the airprt")).toEqual(["IMG_0003.jpg"]);
    expect(await service.handlers.removeMemory({ id: memory!.id })).toEqual({ removed: true });
    expect(await names("Leo at the airport")).toEqual([]);
  });

  it("remembers what the user says in the chat about the selected photo", async () => {
    const id = await idOf("IMG_0004.jpg");
    const asked = await search("remember that this is the Falcon launch we watched with grandpa");
    expect(asked.remembered).toBeNull();
    expect(asked.message).toMatch(/^Select the photo/);
    const told = await search("Remember that this is the Falcon launch we watched with grandpa.", { selection: [id] });
    expect(told.remembered).toEqual({ photoIds: [id], text: "this is the Falcon launch we watched with grandpa" });
    expect(told.message).toMatch(/^Remembered for this photo/);
    expect(await names("falcon launch with grandpa")).toEqual(["IMG_0004.jpg"]);
    // Recalling a photo is a search, not a note to keep: "remember when …", "remember the …?".
    for (const query of ["remember when grandpa saw the falcon launch", "remember the falcon launch?", "do you remember the falcon launch"]) {
      const recalled = await search(query);
      expect(recalled.remembered).toBeNull();
      expect(recalled.results[0]?.name, `${query}: ${recalled.message}`).toBe("IMG_0004.jpg");
    }
  });

  it("turns away memories for photos it does not have, or with nothing to remember", async () => {
    const handlers = service.handlers as never;
    expect(await dispatch(handlers, "addMemory", { photoIds: ["0123456789abcdef"], text: "hello" })).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await dispatch(handlers, "addMemory", { photoIds: [await idOf("IMG_0003.jpg")], text: "   " })).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(await dispatch(handlers, "addMemory", { photoIds: [], text: "x" })).toMatchObject({ ok: false, error: { code: "invalid_input", message: expect.stringMatching(/at least one photo/) } });
  });
});

describe("the optional LLM refinement", () => {
  let server: http.Server;
  let url: string;
  let reply: () => unknown = () => ({});
  let delayMs = 0;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const asked = JSON.parse(body) as { response_format: { type: string } };
        setTimeout(() => {
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(reply()) } }], format: asked.response_format.type }));
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("adds what the model says when it checks out, and goes on without it when it is slow or talks nonsense", async () => {
    const photos = photosWithEileen();
    const service = await indexedLibrary([photos], { llm: llmEndpoint({ url, timeoutMs: 2000 }) });
    try {
      // The first ask builds what every later one reuses (the reply's schema, the connection): on a
      // loaded machine that alone can outlast the budget, and this test is about the model's replies.
      reply = () => ({});
      await service.handlers.search({ query: "photos from 2024", limit: 10 });
      reply = () => ({ places: ["Florida", "Narnia"], people: ["Eileen", "Nobody"], start: "2024-07-01", end: "2024-08-01" });
      const refined = await service.handlers.search({ query: "the astronaut on her big day", limit: 10 });
      expect(refined.interpretation.refinedByLlm).toBe(true);
      // Narnia and Nobody are in neither the library nor the gazetteer: they are dropped.
      expect(refined.interpretation.chips.filter((c) => c.span === null).map((c) => c.id)).toEqual(["time", "place:florida", "person:eileen"]);

      reply = () => ({ start: "yesterday" });
      const nonsense = await service.handlers.search({ query: "July 2024", limit: 10 });
      expect(nonsense.interpretation.refinedByLlm).toBe(false);
      expect(nonsense.results).toHaveLength(2);

      // Four times the budget late: the search must not wait for it (a loaded machine still answers a local reply within the budget).
      delayMs = 8000;
      const started = Date.now();
      const slow = await service.handlers.search({ query: "July 2024", limit: 10 });
      expect(slow.interpretation.refinedByLlm).toBe(false);
      expect(slow.results).toHaveLength(2);
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      delayMs = 0;
      await closeAndDelete(service, path.dirname(photos));
    }
  });
});
