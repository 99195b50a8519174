/**
 * @file People named in the photos' own metadata (MWG and Microsoft face regions, Google Takeout),
 * made into people of the People view beside the face clusters, so that they can be renamed, given
 * a relation and merged with the faces found.
 *
 * Runs in the engine. Each name the metadata uses is linked to one person row (created for it the
 * first time it is seen, with no faces); the link is kept by that name, so renaming the person or
 * merging them into a face cluster keeps the photos the metadata named them in.
 */
import { randomUUID } from "node:crypto";
import type * as lancedb from "@lancedb/lancedb";
import { Schema } from "../../store/arrow";
import { deleteMatching, inList, inSlices, text, type PhotoStore } from "../../store/store";
import type { Container } from "../../../native/sniff";
import type { AnalysisStore, FaceRow, PersonRow } from "./analysis-store";

export const LINKS = new Schema([text("key"), text("name"), text("person_id")]);

/** One way of writing a name: "leo", for "Leo" and "LEO". */
const keyOf = (name: string) => name.trim().toLocaleLowerCase();

/** How many of a person's photos are read for a region around a detected face, at most. */
const PHOTOS_TRIED = 8;

export interface NamedInMetadata {
  /** The name as the metadata writes it. */
  name: string;
  personId: string;
  photos: string[];
}

export class MetadataPeople {
  private constructor(
    private readonly store: PhotoStore,
    private readonly analysis: AnalysisStore,
    readonly links: lancedb.Table,
  ) {}

  static async open(store: PhotoStore, analysis: AnalysisStore): Promise<MetadataPeople> {
    return new MetadataPeople(store, analysis, await store.table("people_from_metadata", LINKS));
  }

  /**
   * The names already linked to a person, with their photos; writes nothing, so reading the search
   * index never changes a table under it. (A name gets its person when People is opened, which is
   * also the only place it can be renamed or merged.)
   */
  async linked(): Promise<NamedInMetadata[]> {
    const linked = new Map((await this.links.query().toArray()).map((r) => [r.key as string, r.person_id as string]));
    if (linked.size === 0) return [];
    return [...(await this.named())].flatMap(([key, entry]) => (linked.has(key) ? [{ name: entry.name, personId: linked.get(key)!, photos: entry.photos }] : []));
  }

  private async named(): Promise<Map<string, { name: string; photos: string[] }>> {
    const photos = new Map<string, { name: string; photos: string[] }>();
    for (const row of await this.store.photos.query().where("people <> ''").select(["id", "people"]).toArray()) {
      for (const name of (row.people as string).split("\n").map((n) => n.trim()).filter(Boolean)) {
        const entry = photos.get(keyOf(name)) ?? { name, photos: [] };
        entry.photos.push(row.id as string);
        photos.set(keyOf(name), entry);
      }
    }
    return photos;
  }

  /** Each name the metadata uses, with its person (made now for a name seen the first time) and photos. */
  async sync(): Promise<NamedInMetadata[]> {
    const photos = await this.named();
    const linked = new Map((await this.links.query().toArray()).map((r) => [r.key as string, r.person_id as string]));
    const people = new Map((await this.analysis.listPeople()).map((p) => [p.id, p]));
    const created: PersonRow[] = [];
    const links: Array<{ key: string; name: string; person_id: string }> = [];
    for (const [key, entry] of photos) {
      const current = linked.get(key);
      if (current && people.has(current)) continue;
      // A person the user already named this way (from a face) takes the metadata's photos too.
      const same = [...people.values()].find((p) => p.name && keyOf(p.name) === key);
      const person = same ?? { id: randomUUID(), name: entry.name, relation: null, centroid: new Array<number>(128).fill(0), faces: 0, updated_at: new Date().toISOString() };
      if (!same) {
        created.push(person);
        people.set(person.id, person);
      }
      links.push({ key, name: entry.name, person_id: person.id });
      linked.set(key, person.id);
    }
    if (created.length) await this.analysis.savePeople(created);
    if (links.length) await this.links.mergeInsert("key").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(links);
    return [...photos].map(([key, entry]) => ({ name: entry.name, personId: linked.get(key)!, photos: entry.photos }));
  }

  /**
   * For each person named in metadata, the detected face their named region covers (the first of
   * their photos, by id, with one), for their avatar; people without such a face are left out.
   */
  async namedFaces(named: NamedInMetadata[]): Promise<Map<string, FaceRow>> {
    const found = new Map<string, FaceRow>();
    const tried = new Map(named.map((n) => [n, [...n.photos].sort().slice(0, PHOTOS_TRIED)]));
    const ids = [...new Set([...tried.values()].flat())];
    if (ids.length === 0) return found;
    const faces = new Map<string, FaceRow[]>();
    for (const face of await this.analysis.listFaces(inList("photo_id", ids))) faces.set(face.photo_id, [...(faces.get(face.photo_id) ?? []), face]);
    if (faces.size === 0) return found;
    const rows = await this.store.photos.query().where(inList("id", [...faces.keys()])).select(["id", "path", "format", "orientation"]).toArray();
    const photos = new Map(rows.map((r) => [r.id as string, r]));
    // Imported here, with the metadata readers it reads regions with: search reads this module's
    // links at every start, and a search never needs them.
    const { namedFace, regionsOf } = await import("./region-face");
    for (const [entry, photoIds] of tried) {
      for (const id of photoIds) {
        const row = photos.get(id);
        if (found.has(entry.personId) || !row) continue;
        const regions = await regionsOf(row.path as string, row.format as Container);
        const face = namedFace(regions, entry.name, faces.get(id)!, row.orientation as number);
        if (face) found.set(entry.personId, face);
      }
    }
    return found;
  }

  /** The names of people merged away now belong to the person they were merged into. */
  async move(from: string[], into: string): Promise<void> {
    const rows = await this.links.query().where(inList("person_id", from)).toArray();
    if (rows.length) await this.links.mergeInsert("key").whenMatchedUpdateAll().execute(rows.map((r) => ({ key: r.key, name: r.name, person_id: into })));
  }

  /** Forgets links to people that are gone. */
  async forgetPeople(ids: string[]): Promise<void> {
    await inSlices(ids, (slice) => deleteMatching(this.links, inList("person_id", slice)));
  }
}
