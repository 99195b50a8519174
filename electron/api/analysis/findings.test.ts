import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { AnalysisStore, type AnalysisRow } from "../../library/analysis/analysis-store";
import { MetadataPeople } from "../../library/analysis/metadata-people";
import { PhotoStore } from "../../store/store";
import { tempDir } from "../../testing/fixtures";
import { AnalysisFindings } from "./findings";

/** A photo's findings as every kind of row the analysis pass leaves: each nullable field null or not, text plain or not, empty or not. */
function row(i: number): AnalysisRow {
  const texts = ["", "IKEA receipt", "Café São João · 12,00 €", "東京タワー 🗼", "line one\nline two"];
  const maybe = <T>(k: number, value: T): T | null => (k % 3 === 0 ? null : value);
  return {
    id: `p${String(i).padStart(3, "0")}`,
    hash: `h${i}`,
    clip_model: maybe(i, "clip-vit-b32"),
    tags: i % 4 === 0 ? "[]" : JSON.stringify([["beach", 0.42], ["café", 0.1 * (i % 7)]]),
    ocr: ["", "tesseract", "paddle", "skipped", "read"][i % 5]!,
    ocr_text: texts[i % texts.length]!,
    faces: i % 6 === 0 ? null : (i % 4) + (i % 2 ? 0.5 : 0),
    failed: i % 11 === 0 ? "worker crashed" : null,
    applied_to: "2026-01-01T00:00:00Z",
    text: texts[(i + 2) % texts.length]!,
    objects: maybe(i + 1, JSON.stringify([{ label: "dog", score: 0.9 }]).repeat(1 + (i % 2))),
    expressions: maybe(i + 2, '[{"smile":0.98,"width":0.31}]'),
    objects_model: maybe(i, "yolo-closer"),
    faces_model: maybe(i + 1, "tiny-closer"),
    colours: maybe(i + 2, JSON.stringify({ mono: i % 2 === 0, grid: "a".repeat(256) })),
  };
}

describe("the findings the search index reads", () => {
  it("are every photo's findings and their version, read column by column as they were row by row (60 rows of every kind, one photo written twice)", async () => {
    const dir = tempDir("findings");
    const store = await PhotoStore.open(path.join(dir, "db"));
    try {
      const analysis = await AnalysisStore.open(store);
      const rows = Array.from({ length: 60 }, (_, i) => row(i));
      await analysis.save(rows);
      // Saved again with new findings: the photo keeps one row, the last.
      await analysis.save([{ ...rows[7]!, ocr_text: "read again", faces: 3 }]);
      const findings = new AnalysisFindings(analysis, await MetadataPeople.open(store, analysis));
      // Not through the row proxies of `rows()`, which find each field by name.
      const rowByRow = vi.spyOn(analysis, "rows");
      const read = await findings.indexSource.analysis();
      expect(rowByRow).not.toHaveBeenCalled();
      rowByRow.mockRestore();
      const byRow = [...(await analysis.rows()).values()].map((r) => ({ id: r.id, tags: r.tags, ocr_text: r.ocr_text, faces: r.faces, objects: r.objects, expressions: r.expressions, colours: r.colours, version: `${r.hash}:${r.clip_model}:${r.ocr}:${r.faces}:${r.failed}:${r.objects?.length ?? "-"}:${r.objects_model}:${r.expressions?.length ?? "-"}:${r.faces_model}:${r.colours?.length ?? "-"}` }));
      expect(read.length).toBe(60);
      expect(read).toEqual(byRow);
      expect(read.find((r) => r.id === "p007")).toMatchObject({ ocr_text: "read again", faces: 3 });
      expect(new Set(read.map((r) => r.version)).size).toBeGreaterThan(50);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
