/**
 * @file Benchmark: are copies copies? Indexes a generated set of near-identical-but-different
 * receipts, screenshots and invoices, with true copies of some of them and of real photos, and
 * prints as JSON how many pairs of different pictures were folded (target 0), how many true copy
 * pairs were folded (target all), and how many pairs the perceptual hashes (the difference hash and
 * its calm twin) alone would have nominated for the second look.
 *
 * Run with `npm run bench:copies` (`-- --pictures N` for N of each document kind; default 20).
 */
import path from "node:path";
import { openService } from "../electron/api/service";
import { informative, nearCopyCandidates } from "../electron/library/grouping/duplicates";
import { PhotoStore } from "../electron/store/store";
import { tempDir } from "../electron/testing/fixtures";
import { writeNearCopies } from "../electron/testing/near-copies";

const at = process.argv.indexOf("--pictures");
const pictures = at > 0 ? Number(process.argv[at + 1]) : 20;
const photos = tempDir("copies-set");
const library = tempDir("copies-library");
const set = await writeNearCopies(photos, { pictures });

const service = await openService({ libraryDir: library, shell: "cli" });
const started = performance.now();
await service.handlers.addFolder({ path: photos });
await service.idle();
const indexMs = performance.now() - started;
await service.close();

const store = await PhotoStore.open(path.join(library, "db"));
const rows = await store.groupingRows();
store.close();
const picture = new Map(set.map((f) => [path.join(photos, f.file), f.picture]));
const byPath = new Map(rows.map((r) => [r.path, r]));
const hashPairs = new Set(nearCopyCandidates(rows).map(([a, b]) => `${a.id}|${b.id}`));
let [differentPairs, differentFolded, differentByHash, copyPairs, copiesFolded, copiesByHash] = [0, 0, 0, 0, 0, 0];
const wrongFolds: string[] = [];
const missedCopies: string[] = [];
for (let i = 0; i < set.length; i++) {
  for (let j = i + 1; j < set.length; j++) {
    const [a, b] = [byPath.get(path.join(photos, set[i]!.file)), byPath.get(path.join(photos, set[j]!.file))];
    if (!a || !b) continue;
    const folded = a.dup_group !== null && a.dup_group === b.dup_group;
    const nominated = hashPairs.has(a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`);
    if (picture.get(a.path) === picture.get(b.path)) {
      copyPairs++;
      if (nominated || (a.content_hash !== null && a.content_hash === b.content_hash)) copiesByHash++;
      if (folded) copiesFolded++;
      else missedCopies.push(`${set[i]!.file} ~ ${set[j]!.file}`);
    } else {
      differentPairs++;
      if (nominated) differentByHash++;
      if (folded) {
        differentFolded++;
        wrongFolds.push(`${set[i]!.file} ~ ${set[j]!.file}`);
      }
    }
  }
}
console.log(JSON.stringify({
  files: set.length,
  indexed: rows.length,
  informativeHashes: rows.filter((r) => r.phash && informative(r.phash)).length,
  differentPairs,
  differentPairsTheHashAloneNominates: differentByHash,
  differentPairsFolded: differentFolded,
  falseFoldRate: differentPairs ? +(differentFolded / differentPairs).toFixed(5) : 0,
  copyPairs,
  copyPairsTheHashAloneFolds: copiesByHash,
  copyPairsFolded: copiesFolded,
  copyRecall: copyPairs ? +(copiesFolded / copyPairs).toFixed(3) : 1,
  wrongFolds: wrongFolds.slice(0, 20),
  missedCopies: missedCopies.slice(0, 20),
  indexMs: Math.round(indexMs),
}, null, 1));
