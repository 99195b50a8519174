/**
 * @file What the models found in each photo, kept beside the photos in the same LanceDB folder:
 * per-photo analysis state and text, CLIP vectors (one table per model), faces and people.
 *
 * Runs in the engine. Everything is keyed by photo id, which survives renames and moves, so a
 * moved photo keeps its vectors, text and faces. Each row records the quick hash of the bytes it
 * was computed from: when a photo's content changes, its analysis is stale and is done again.
 * These tables are separate from `photos` so an ingestion re-run never clobbers them.
 */
import type * as lancedb from "@lancedb/lancedb";
import { Field, FixedSizeList, Float32, Schema } from "../../store/arrow";
import { compactTable, deleteMatching, float, inList, inSlices, sql, text, type PhotoStore } from "../../store/store";

export interface AnalysisRow {
  id: string;
  /** quick_hash of the photo these results were computed from. */
  hash: string;
  /** The CLIP model whose vector and tags this photo has, or null. */
  clip_model: string | null;
  /** Visual tags as JSON: [["beach", 0.42], …], best first. */
  tags: string;
  /**
   * The engine that read the photo, "tesseract" or "paddle"; "read": Tesseract, before each photo
   * had its engine chosen (`isLegacyRead`); "skipped": judged unlikely to hold text; "": not yet.
   */
  ocr: string;
  ocr_text: string;
  /** Faces found, or null when face detection has not run. */
  faces: number | null;
  /**
   * Things the object detector found, as JSON (`StoredObject[]`, best first), or null when it has
   * not run: libraries analysed before objects existed get them in a later pass.
   */
  objects: string | null;
  /**
   * [Note: Which looks found the things] The detector, and how it looked, whose detections
   * `objects` holds (`OBJECTS_MODEL` in `native/closer-look.ts`); null for detections stored before
   * the name was kept. Detections of another name are looked for again, so a library analysed
   * before the closer look was taken gets the people and cars it finds.
   */
  objects_model: string | null;
  /**
   * Per face, as JSON, how surely it smiles and how wide it is (a fraction of the photo):
   * `[{"smile":0.98,"width":0.31}]`; null when faces were found before expressions were read.
   */
  expressions: string | null;
  /**
   * [Note: Which look found the faces] How the face detector looked for the faces stored
   * (`FACES_MODEL` in `native/closer-faces.ts`); null for faces found before the name was kept.
   * Faces found another way are looked for again, so a library analysed before the closer look
   * at faces gets the small faces of its groups and crowds.
   */
  faces_model: string | null;
  /**
   * The photo's colours as JSON (`PhotoColours` of `native/colours.ts`: black and white or not,
   * and a grid of colour names), or null before they were read: libraries analysed before colours
   * were read get them in a later pass.
   */
  colours: string | null;
  /** Why analysis of this photo stopped (a worker crash); it is skipped until its content changes. */
  failed: string | null;
  /** The photo row version (its `indexed_at`) whose search text includes `text`. */
  applied_to: string;
  /** What this analysis adds to the photo's searchable text. */
  text: string;
}

export interface FaceRow {
  id: string;
  photo_id: string;
  hash: string;
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  descriptor: number[];
  person_id: string | null;
}

export interface PersonRow {
  id: string;
  name: string | null;
  /** How the user is related to them, in their words: "my son", "Mom". */
  relation: string | null;
  centroid: number[];
  faces: number;
  updated_at: string;
}

const vector = (name: string, dimensions: number) => new Field(name, new FixedSizeList(dimensions, new Field("item", new Float32(), true)), false);

const ANALYSIS = new Schema([
  text("id"), text("hash"), text("clip_model", true), text("tags"), text("ocr"), text("ocr_text"), float("faces", true), text("failed", true),
  text("applied_to"), text("text"), text("objects", true), text("expressions", true),
  text("objects_model", true), text("faces_model", true), text("colours", true),
]);
export const FACES = new Schema([
  text("id"), text("photo_id"), text("hash"), float("x"), float("y"), float("width"), float("height"), float("score"), vector("descriptor", 128),
  text("person_id", true),
]);
export const PEOPLE = new Schema([text("id"), text("name", true), text("relation", true), vector("centroid", 128), float("faces"), text("updated_at")]);

/** Whether OCR read the photo, with any engine. */
export function wasRead(ocr: string): boolean {
  return ocr === "read" || ocr === "tesseract" || ocr === "paddle";
}

/**
 * A photo read by Tesseract before camera photos went to PaddleOCR ([Note: Two OCR engines] in
 * `native/ocr-engine.ts`): a camera photo is read again, once, by the engine chosen now.
 */
export function isLegacyRead(row: { ocr: string }, photo: { kind: string }): boolean {
  return row.ocr === "read" && photo.kind !== "screenshot";
}

export const EMPTY_ANALYSIS: Omit<AnalysisRow, "id" | "hash"> = { clip_model: null, tags: "[]", ocr: "", ocr_text: "", faces: null, failed: null, applied_to: "", text: "", objects: null, objects_model: null, expressions: null, faces_model: null, colours: null };

/** Table names are letters, digits and underscores: a model name maps onto one. */
export function vectorTableName(model: string): string {
  return `clip_${model.replace(/[^a-zA-Z0-9]/g, "_")}`;
}

export class AnalysisStore {
  readonly #vectors = new Map<string, Promise<lancedb.Table>>();

  private constructor(
    readonly store: PhotoStore,
    readonly analysis: lancedb.Table,
    readonly faces: lancedb.Table,
    readonly people: lancedb.Table,
  ) {}

  static async open(store: PhotoStore): Promise<AnalysisStore> {
    // Libraries analysed before object tags existed keep what was found; objects come in the next pass.
    // Opened at once, as the store's own tables are (store.ts).
    const [analysis, faces, people] = await Promise.all([store.tableAdding("analysis", ANALYSIS), store.table("faces", FACES), store.table("people", PEOPLE)]);
    return new AnalysisStore(store, analysis, faces, people);
  }

  async rows(ids?: string[]): Promise<Map<string, AnalysisRow>> {
    const found = new Map<string, AnalysisRow>();
    if (!ids) {
      for (const row of (await this.analysis.query().toArray()) as AnalysisRow[]) found.set(row.id, row);
      return found;
    }
    await inSlices(ids, async (slice) => {
      for (const row of (await this.analysis.query().where(inList("id", slice)).toArray()) as AnalysisRow[]) found.set(row.id, row);
    });
    return found;
  }

  async save(rows: AnalysisRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.analysis.mergeInsert("id").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows as unknown as Record<string, unknown>[]);
  }

  /** The vectors of one CLIP model, in a table of their own so a new model fills in beside the old. */
  vectors(model: string, dimensions: number): Promise<lancedb.Table> {
    let table = this.#vectors.get(model);
    if (!table) {
      table = this.store.table(vectorTableName(model), new Schema([text("id"), vector("vector", dimensions)]));
      this.#vectors.set(model, table);
    }
    return table;
  }

  async saveVectors(model: string, dimensions: number, rows: Array<{ id: string; vector: Float32Array }>): Promise<void> {
    if (rows.length === 0) return;
    const table = await this.vectors(model, dimensions);
    const data = rows.map((r) => ({ id: r.id, vector: Array.from(r.vector) }));
    await table.mergeInsert("id").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(data);
  }

  async vectorOf(model: string, dimensions: number, id: string): Promise<Float32Array | null> {
    const rows = await (await this.vectors(model, dimensions)).query().where(`id = ${sql(id)}`).limit(1).toArray();
    return rows.length ? Float32Array.from(rows[0]!.vector as Iterable<number>) : null;
  }

  /** Replaces the faces of some photos. */
  async replaceFaces(photoIds: string[], faces: FaceRow[]): Promise<void> {
    await inSlices(photoIds, (slice) => deleteMatching(this.faces, inList("photo_id", slice)));
    if (faces.length) await this.faces.add(faces as unknown as Record<string, unknown>[]);
  }

  async listFaces(filter?: string): Promise<FaceRow[]> {
    const query = this.faces.query();
    return ((await (filter ? query.where(filter) : query).toArray()) as Array<Record<string, unknown>>).map(toFace);
  }

  async listPeople(): Promise<PersonRow[]> {
    return ((await this.people.query().toArray()) as Array<Record<string, unknown>>).map(toPerson);
  }

  async savePeople(people: PersonRow[], removed: string[] = []): Promise<void> {
    if (removed.length) await inSlices(removed, (slice) => deleteMatching(this.people, inList("id", slice)));
    if (people.length) await this.people.mergeInsert("id").whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(people as unknown as Record<string, unknown>[]);
  }

  async assignFaces(assignments: Array<{ id: string; person_id: string | null }>): Promise<void> {
    // An update per person, not a merge: a merge of some columns would ask LanceDB to fill the
    // descriptor column, which it takes for an embedding it has no function for.
    const byPerson = new Map<string | null, string[]>();
    for (const a of assignments) {
      const ids = byPerson.get(a.person_id);
      if (ids) ids.push(a.id);
      else byPerson.set(a.person_id, [a.id]);
    }
    for (const [person, ids] of byPerson) {
      await inSlices(ids, (slice) => this.faces.update({ where: inList("id", slice), values: { person_id: person } }).then(() => undefined));
    }
  }

  /** Drops everything known about photos that are gone from the library. */
  async forget(ids: string[]): Promise<void> {
    await inSlices(ids, async (slice) => {
      await deleteMatching(this.analysis, inList("id", slice));
      await deleteMatching(this.faces, inList("photo_id", slice));
      for (const table of this.#vectors.values()) await deleteMatching(await table, inList("id", slice));
    });
  }

  async compact(): Promise<void> {
    const tables = [this.analysis, this.faces, this.people, ...(await Promise.all(this.#vectors.values()))];
    for (const table of tables) await compactTable(table);
  }
}

function toFace(row: Record<string, unknown>): FaceRow {
  return { ...(row as unknown as FaceRow), descriptor: Array.from(row.descriptor as Iterable<number>) };
}

function toPerson(row: Record<string, unknown>): PersonRow {
  return { ...(row as unknown as PersonRow), centroid: Array.from(row.centroid as Iterable<number>) };
}
