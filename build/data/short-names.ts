/**
 * @file Builds `electron/search/parsers/short-names.json`: given names of many languages and the
 * short and pet forms Wiktionary says they are called by ("małgorzata" → "gosia", "wojciech" →
 * "wojtek", "jakub" → "kuba", "dolores" → "lola"), where the clipped start of the name that
 * `pet-names.ts` also tries does not reach: a pet form often shares two letters with its name, or none.
 *
 * Runs at development time only: `node --import tsx build/data/short-names.ts <namor_data>/data`,
 * where namor_data is https://github.com/DLu/namor_data (BSD-3-Clause, its data taken from
 * Wiktionary's given-name entries, CC BY-SA; `short-names.LICENSE.md` says which version). Each
 * entry's `is_short_for` pairs are the data, both names folded (`fold`); a short form of under
 * three letters, or one that is its own name, is left out.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "js-yaml";
import { fold } from "../../electron/words/terms";

interface Entry {
  is_short_for?: string[];
}

export function shortNames(dataDir: string): Record<string, string[]> {
  const forms = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(dataDir).filter((f) => f.endsWith(".yaml")).sort()) {
    const entries = load(fs.readFileSync(path.join(dataDir, file), "utf8")) as Record<string, Entry | null>;
    for (const [short, entry] of Object.entries(entries ?? {})) {
      const said = fold(short);
      if (!/^\p{L}{3,}$/u.test(said)) continue;
      for (const full of entry?.is_short_for ?? []) {
        const name = fold(full);
        if (name === said || !/^\p{L}+$/u.test(name)) continue;
        forms.set(name, (forms.get(name) ?? new Set()).add(said));
      }
    }
  }
  return Object.fromEntries([...forms].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, set]) => [name, [...set].sort()]));
}

export const SHORT_NAMES_FILE = fileURLToPath(new URL("../../electron/search/parsers/short-names.json", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: node --import tsx build/data/short-names.ts <namor_data>/data");
  fs.writeFileSync(SHORT_NAMES_FILE, `${JSON.stringify(shortNames(dir))}\n`);
}
