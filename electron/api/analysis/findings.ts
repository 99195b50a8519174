/**
 * @file What the rest of the engine reads of the models' findings: the search index's share of
 * them (tags, text, faces, objects, named people), CLIP's vectors table, one photo's findings for
 * its details, and the tables whose versions say they changed.
 *
 * Runs in the engine's process, on the analysis tables; it starts no worker.
 */
import type * as lancedb from "@lancedb/lancedb";
import type { ClipFiles } from "../../../native/clip/clip-model";
import { conceptsOf, type IndexSource } from "../../index/library-index";
import { wasRead, type AnalysisRow, type AnalysisStore } from "../../library/analysis/analysis-store";
import type { MetadataPeople } from "../../library/analysis/metadata-people";
import { taggedDetections } from "../../library/analysis/objects";
import { isReadOnlyError } from "../../library/read-only";
import { inList, plainRows, sql } from "../../store/store";
import type { PhotoDetails } from "../contract";
import { boxOf } from "./people-handlers";

/** The columns of a photo's findings the search index keeps, and those its version is made of. */
const INDEXED_COLUMNS: Array<keyof AnalysisRow> = ["id", "tags", "ocr_text", "faces", "objects", "expressions", "hash", "clip_model", "ocr", "failed", "objects_model", "faces_model", "colours"];

export class AnalysisFindings {
  constructor(
    private readonly analysis: AnalysisStore,
    private readonly metadataPeople: MetadataPeople,
  ) {}

  /** What the search index reads of the models' findings. */
  readonly indexSource: Pick<IndexSource, "analysis" | "namedFaces" | "people"> = {
    analysis: async () => {
      // Read column by column: Arrow's row proxies find each field by its name, for every row, at
      // every opening, and the index reads every photo's findings to tell whether its saved state is current.
      const rows = await plainRows<AnalysisRow>(this.analysis.analysis.query(), INDEXED_COLUMNS);
      // One a photo, the last read, as `AnalysisStore.rows` keeps them.
      const byId = new Map(rows.map((r) => [r.id, r]));
      return [...byId.values()].map((r) => ({ id: r.id, tags: r.tags, ocr_text: r.ocr_text, faces: r.faces, objects: r.objects, expressions: r.expressions, colours: r.colours, version: `${r.hash}:${r.clip_model}:${r.ocr}:${r.faces}:${r.failed}:${r.objects?.length ?? "-"}:${r.objects_model}:${r.expressions?.length ?? "-"}:${r.faces_model}:${r.colours?.length ?? "-"}` }));
    },
    namedFaces: async () => {
      const named = new Map((await this.analysis.listPeople()).filter((p) => p.name).map((p) => [p.id, p.name!]));
      if (named.size === 0) return [];
      const faces = (await this.analysis.listFaces(inList("person_id", [...named.keys()]))).map((f) => ({ photo_id: f.photo_id, name: named.get(f.person_id!)! }));
      // A person renamed, or merged into another, is still found in the photos the metadata names them in.
      const renamed = (await this.metadataPeople.linked()).flatMap((m) => {
        const name = named.get(m.personId);
        return name && name !== m.name ? m.photos.map((photo_id) => ({ photo_id, name })) : [];
      });
      return [...faces, ...renamed];
    },
    people: async () => (await this.analysis.listPeople()).filter((p) => p.name).map((p) => ({ name: p.name!, relation: p.relation })),
  };

  /** Tables whose versions change when the models' findings or the people do. */
  tables(): lancedb.Table[] {
    return [this.analysis.analysis, this.analysis.faces, this.analysis.people, this.metadataPeople.links];
  }

  /** The vectors of a CLIP model, or null without one. */
  async clipVectors(clip: ClipFiles | null): Promise<{ model: string; dimensions: number; table: lancedb.Table } | null> {
    if (!clip) return null;
    // A library that cannot be written, never analysed with this model, has no vectors to search and cannot make their table.
    const table = await this.analysis.vectors(clip.name, clip.dimensions).catch((error: unknown) => {
      if (isReadOnlyError(error)) return null;
      throw error;
    });
    return table && { model: clip.name, dimensions: clip.dimensions, table };
  }

  /** What the models found in one photo, for its details. */
  async details(id: string): Promise<PhotoDetails["analysis"]> {
    const row = (await this.analysis.rows([id])).get(id);
    if (!row) return null;
    const faces = row.faces ? await this.analysis.listFaces(`photo_id = ${sql(id)}`) : [];
    const names = new Map(faces.some((f) => f.person_id) ? (await this.analysis.listPeople()).map((p) => [p.id, p.name]) : []);
    return {
      faceBoxes: faces.map((f) => ({ box: boxOf(f), personId: f.person_id, name: (f.person_id && names.get(f.person_id)) || null })),
      clipModel: row.clip_model,
      tags: (JSON.parse(row.tags) as Array<[string, number]>).map(([concept, score]) => ({ concept, score })),
      text: wasRead(row.ocr) ? row.ocr_text : null,
      faces: row.faces === null ? null : Math.round(row.faces),
      objects: row.objects === null ? null : taggedDetections(row.objects, conceptsOf(row.tags)).map(({ label, score, box: [x, y, width, height] }) => ({ label, score, box: { x, y, width, height } })),
      problem: row.failed,
    };
  }
}
