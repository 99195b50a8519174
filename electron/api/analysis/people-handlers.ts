/**
 * @file The contract's people calls: the people the faces were grouped into and those named in the
 * photos' metadata, each with a cover face and their photos; naming, merging and splitting them.
 *
 * Runs in the engine's process, on the analysis tables (`library/analysis/analysis-store.ts`);
 * the grouping itself is `library/analysis/people.ts`.
 */
import { inList, sql } from "../../store/store";
import type { AnalysisStore, FaceRow, PersonRow } from "../../library/analysis/analysis-store";
import type { MetadataPeople } from "../../library/analysis/metadata-people";
import { mergePeople, splitPerson } from "../../library/analysis/people";
import type { Face, Person } from "../contract";
import type { Handlers } from "../dispatch";
import { RecollectError } from "../errors";

export type PeopleMethods = "people" | "personFaces" | "namePerson" | "mergePeople" | "splitPerson";

export function peopleHandlers(analysis: AnalysisStore, metadataPeople: MetadataPeople, thumbnailUrl: (id: string) => string): Pick<Handlers, PeopleMethods> {
  /**
   * People as the contract shows them, each with their most confident face as the cover (or, for
   * someone known only from metadata, the face their named region covers, else a photo the
   * metadata names them in), and their photos: those
   * with their faces and those their names are written in.
   */
  const toPeople = async (rows: PersonRow[]): Promise<Person[]> => {
    if (rows.length === 0) return [];
    const covers = new Map<string, FaceRow>();
    const photos = new Map<string, Set<string>>(rows.map((r) => [r.id, new Set<string>()]));
    for (const face of await analysis.listFaces(inList("person_id", rows.map((r) => r.id)))) {
      photos.get(face.person_id!)?.add(face.photo_id);
      const best = covers.get(face.person_id!);
      if (!best || face.score > best.score) covers.set(face.person_id!, face);
    }
    const named = await metadataPeople.sync();
    for (const entry of named) for (const photo of entry.photos) photos.get(entry.personId)?.add(photo);
    // Someone with no face of their own shows the face their named region covers, where one does.
    for (const [person, face] of await metadataPeople.namedFaces(named.filter((n) => photos.has(n.personId) && !covers.has(n.personId)))) covers.set(person, face);
    return rows.map((row) => {
      const face = covers.get(row.id);
      const theirs = photos.get(row.id)!;
      const first = [...theirs].sort()[0];
      return {
        id: row.id,
        name: row.name,
        relation: row.relation,
        faces: row.faces,
        photos: theirs.size,
        cover: face
          ? { photoId: face.photo_id, thumbnailUrl: thumbnailUrl(face.photo_id), box: boxOf(face) }
          : first
            ? { photoId: first, thumbnailUrl: thumbnailUrl(first), box: { x: 0, y: 0, width: 1, height: 1 } }
            : null,
      };
    });
  };
  const toPerson = async (row: PersonRow): Promise<Person> => (await toPeople([row]))[0]!;
  const toFace = (face: FaceRow): Face => ({ id: face.id, photoId: face.photo_id, personId: face.person_id, thumbnailUrl: thumbnailUrl(face.photo_id), box: boxOf(face), score: face.score });

  const requirePerson = async (id: string): Promise<PersonRow> => {
    const person = (await analysis.listPeople()).find((p) => p.id === id);
    if (!person) throw new RecollectError("not_found", `No person with id ${id} in this library.`, "The list of people may have changed; open People again.");
    return person;
  };

  return {
    async people() {
      await metadataPeople.sync();
      const people = (await analysis.listPeople()).filter((p) => p.faces > 0 || p.name);
      const shown = await toPeople(people);
      return shown.sort((a, b) => Number(!a.name) - Number(!b.name) || b.photos - a.photos || (a.name ?? "").localeCompare(b.name ?? ""));
    },

    async personFaces({ id }) {
      await requirePerson(id);
      return (await analysis.listFaces(`person_id = ${sql(id)}`)).map(toFace);
    },

    async namePerson({ id, name, relation }) {
      const person = await requirePerson(id);
      const named = { ...person, name: name || null, relation: relation === undefined ? person.relation : relation || null, updated_at: new Date().toISOString() };
      await analysis.savePeople([named]);
      return toPerson(named);
    },

    async mergePeople({ into, from }) {
      const target = await requirePerson(into);
      const others = await Promise.all(from.filter((id) => id !== into).map(requirePerson));
      const faces = await analysis.listFaces(inList("person_id", [into, ...others.map((p) => p.id)]));
      const merged = mergePeople(target, others, faces);
      await analysis.assignFaces(merged.faces.map((f) => ({ id: f.id, person_id: f.person_id })));
      await analysis.savePeople([merged.person], others.map((p) => p.id));
      await metadataPeople.move(others.map((p) => p.id), merged.person.id);
      return toPerson(merged.person);
    },

    async splitPerson({ id, faceIds }) {
      const person = await requirePerson(id);
      const faces = await analysis.listFaces(`person_id = ${sql(id)}`);
      const theirs = new Set(faces.map((f) => f.id));
      const unknown = faceIds.filter((f) => !theirs.has(f));
      if (unknown.length) throw new RecollectError("invalid_input", `${unknown.length} of those faces are not this person's.`, "Choose faces from this person's list.");
      if (faceIds.length === faces.length) throw new RecollectError("invalid_input", "Those are all of this person's faces.", "Leave at least one face, or rename the person instead.");
      const split = splitPerson(person, faceIds, faces);
      await analysis.savePeople([split.kept, split.created]);
      await analysis.assignFaces(split.faces.map((f) => ({ id: f.id, person_id: f.person_id })));
      return { kept: await toPerson(split.kept), created: await toPerson(split.created) };
    },
  };
}

/** A face's box, as the contract shows it. */
export function boxOf(face: FaceRow) {
  return { x: face.x, y: face.y, width: face.width, height: face.height };
}
