/**
 * @file The layer rules of `.dependency-cruiser.cjs`, made from `layers.cjs` and run over the real
 * code by `npm run check:layers`, do what docs/ARCHITECTURE.md says: every import from one layer
 * into another is refused unless the table lets it through, tests may import anything, and the
 * engine may not import its test helpers.
 *
 * Runs under vitest in plain Node, cruising a tree of one-line modules written to a temporary folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { cruise, type ICruiseResult, type IForbiddenRuleType, type IViolation } from "dependency-cruiser";

const require = createRequire(import.meta.url);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const { LAYERS } = require("./layers.cjs") as { LAYERS: Array<[name: string, files: string, mayImport: string[]]> };
const { forbidden } = require("../.dependency-cruiser.cjs") as { forbidden: IForbiddenRuleType[] };

/** A module's path in a layer: the doors are files at the top of electron/, native is its own folder. */
function fileIn(layer: string, name: string): string {
  if (layer === "native") return `native/${name}.ts`;
  if (layer === "doors") return `electron/${name}.ts`;
  return `electron/${layer}/${name}.ts`;
}

const tree = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-layers-"));
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), text);
}

function importOf(from: string, to: string): string {
  const spec = path.relative(path.dirname(from), to).replace(/\.ts$/, "");
  return `import { value } from "${spec.startsWith(".") ? spec : `./${spec}`}";\nexport const copy = value;\n`;
}

async function violations(): Promise<IViolation[]> {
  const result = await cruise(["electron", "native"], {
    baseDir: tree,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  });
  return (result.output as ICruiseResult).summary.violations;
}

describe("the layer rules", () => {
  it("refuse every import from one layer into a layer it may not import, and only those", async () => {
    const expected: string[] = [];
    for (const [name] of LAYERS) write(fileIn(name, `${name}-target`), "export const value = 1;\n");
    for (const [from, , mayImport] of LAYERS) {
      for (const [to] of LAYERS) {
        if (from === to) continue;
        const file = fileIn(from, `${from}-imports-${to}`);
        write(file, importOf(file, fileIn(to, `${to}-target`)));
        if (!mayImport.includes(to)) expected.push(`${file} -> ${fileIn(to, `${to}-target`)} (layer-${from})`);
      }
    }
    // A test drives the engine from any height; the engine never imports a test helper.
    write("electron/library/drives-the-service.test.ts", importOf("electron/library/drives-the-service.test.ts", fileIn("api", "api-target")));
    write("electron/testing/helper.ts", "export const value = 1;\n");
    write("electron/search/uses-a-helper.ts", importOf("electron/search/uses-a-helper.ts", "electron/testing/helper.ts"));
    expected.push("electron/search/uses-a-helper.ts -> electron/testing/helper.ts (layer-search)");

    const found = (await violations()).map((v) => `${v.from} -> ${v.to} (${v.rule.name})`);
    expect(LAYERS.length * (LAYERS.length - 1)).toBeGreaterThanOrEqual(50);
    expect(found.sort()).toEqual(expected.sort());
  });

  it("are the table of docs/ARCHITECTURE.md", () => {
    const doc = fs.readFileSync(path.join(root, "docs/ARCHITECTURE.md"), "utf8");
    const rows = new Map<string, string[]>();
    for (const line of doc.split("\n")) {
      const cells = line.split("|").map((cell) => cell.trim());
      const name = cells[1];
      if (!name || !LAYERS.some(([layer]) => layer === name)) continue;
      const may = cells.at(-2)!;
      rows.set(name, may === "—" ? [] : may.split(",").map((layer) => layer.trim()));
    }
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(LAYERS.map(([name, , mayImport]) => [name, mayImport])));
  });
});
