/**
 * @file `npm run bench:eval`: search quality on generated albums, as PhotoBench measures it.
 *
 * For each seed: generate an album (`album.ts`), index it with OCR on (no CLIP: its weights cannot
 * be had here, so visual-only queries are listed apart, unjudged), tell it the album's memories
 * through the contract, then ask every query (`queries.ts`) and score the answers. Prints JSON,
 * then a table. `--calibrate` fits the fusion weights and picks δ and the threshold on the
 * training seeds, and reports the held-out seeds with them.
 *
 *   npm run bench:eval -- --seeds 1,2,3,4,5,6 [--train 1,2,3 --calibrate] [--learn-added 10] [--keep]
 *
 * `--suite phrasings` asks the phrasing suite instead (`phrasings.ts`; the probe suites
 * `probe-c1` to `probe-c4` the same way), and `--suite
 * heldout-a` / `heldout-b` its two held-out sets (`heldout.ts`), on seeds 1,2,3 unless told; before
 * asking, the user says who their mom or dad is (`tellRelative`). They print JSON, then a table
 * per category (`category-report.ts`).
 *
 *   npm run bench:eval -- --suite phrasings [--seeds 1,2,3] [--keep]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openService, type RecollectService } from "../../electron/api/service";
import { DEFAULT_FUSION, fitFusion, type Evidence, type FusionWeights } from "../../electron/query/fuse";
import { parseQuery } from "../../electron/search/query-parser";
import { DEFAULT_DELTA } from "../../electron/search/retrieve";
import { runSearch } from "../../electron/search/search";
import { generateAlbum, type Album } from "./album";
import { ndcgAt, percentile, recallAt, rejectionScores, setScores } from "./metrics";
import { AlbumFacts } from "./album-facts";
import { categoryReport, categoryTable, type ScoredOutcome } from "./category-report";
import { heldOutA, heldOutB } from "./heldout";
import { phrasingQueries } from "./phrasings";
import { probeC1 } from "./probe-c1";
import { probeC2 } from "./probe-c2";
import { probeC3 } from "./probe-c3";
import { probeC4 } from "./probe-c4";
import { albumQueries, type EvalQuery, type PersonalQuery } from "./queries";
import { asEvalQuery, type SuiteQuery } from "./suite";

const { values } = parseArgs({
  options: {
    suite: { type: "string", default: "default" },
    seeds: { type: "string" },
    train: { type: "string", default: "1,2,3" },
    calibrate: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    dir: { type: "string", default: path.join(os.tmpdir(), "recollect-eval") },
    /** A file to write every query's answer to (seed, query, files in order), to compare two checkouts answer by answer. */
    answers: { type: "string" },
    /** How many right photos an answer missed the simulated user adds per training query. */
    "learn-added": { type: "string", default: "10" },
  },
});
const SUITES: Record<string, ((album: Album) => SuiteQuery[]) | null> = { default: null, phrasings: phrasingQueries, "heldout-a": heldOutA, "heldout-b": heldOutB, "probe-c1": probeC1, "probe-c2": probeC2, "probe-c3": probeC3, "probe-c4": probeC4 };
if (!(values.suite in SUITES)) throw new Error(`--suite must be one of ${Object.keys(SUITES).join(", ")}`);
const suite = SUITES[values.suite] ?? null;
const seeds = (values.seeds ?? (suite ? "1,2,3" : "1,2,3,4,5,6")).split(",").map(Number);
const trainSeeds = new Set(values.train.split(",").map(Number));
const NOW = new Date(2026, 10, 22, 12);

interface Library {
  album: Album;
  service: RecollectService;
  queries: EvalQuery[];
  personal: PersonalQuery[];
  visual: string[];
  idOf: Map<string, string>;
  fileOf: Map<string, string>;
}

async function open(seed: number): Promise<Library> {
  const root = path.join(values.dir, String(seed));
  const album = await generateAlbum(seed, path.join(root, "photos"));
  fs.rmSync(path.join(root, "library"), { recursive: true, force: true });
  const service = await openService({
    libraryDir: path.join(root, "library"),
    shell: "cli",
    now: () => NOW,
    analysis: { modelsDir: path.join(root, "no-models"), enabled: true, ocr: true, faces: false },
  });
  await service.handlers.addFolder({ path: album.dir });
  await service.idle();
  const all = await service.handlers.search({ query: "", limit: 1000, showDuplicates: true });
  const idOf = new Map(all.results.map((r) => [path.relative(album.dir, r.path), r.id]));
  for (const memory of album.memories) await service.handlers.addMemory({ photoIds: memory.files.map((f) => idOf.get(f)!), text: memory.text });
  await service.refreshSearch();
  const { judged, personal, visual } = albumQueries(album);
  if (suite) await tellRelative(service, album, idOf);
  return { album, service, queries: suite ? suite(album).map(asEvalQuery) : judged, personal, visual, idOf, fileOf: new Map([...idOf].map(([f, id]) => [id, f])) };
}

/**
 * Says who "my mom" (or "my dad") is, the one way the contract lets a library without face
 * clusters learn it: a search for them, each shown photo marked right or wrong, and up to ten of
 * their photos the answer missed added. (`namePerson` would set the relation, but it needs a face
 * cluster, and the generated photos have no faces.) The phrasing suites then ask for them in
 * other words ("my mother", "mum").
 */
async function tellRelative(service: RecollectService, album: Album, idOf: Map<string, string>): Promise<void> {
  const facts = new AlbumFacts(album);
  const { person, relation } = facts.relative;
  const theirs = new Set(album.photos.filter((p) => p.people.includes(person)).map((p) => idOf.get(p.file)!));
  const answer = await service.handlers.search({ query: `photos of my ${relation}`, limit: 50 });
  const shown = answer.results.slice(0, 10);
  for (const result of shown) await service.handlers.feedback({ queryId: answer.queryId, photoId: result.id, verdict: theirs.has(result.id) ? "good" : "bad" });
  const seen = new Set(shown.map((r) => r.id));
  for (const id of [...theirs].filter((id) => !seen.has(id)).slice(0, 10)) await service.handlers.feedback({ queryId: answer.queryId, photoId: id, verdict: "good" });
}

/** The answers that were not exactly right, with how far off they were, to see what failed. */
function imperfect(outcomes: Outcome[]): string[] {
  return outcomes
    .filter((o) => !o.zero && o.answer.length && setScores(o.answer, o.truth).f1 < 1)
    .map((o) => `${o.seed}: ${o.query} — F1 ${setScores(o.answer, o.truth).f1.toFixed(2)} (${o.answer.filter((f) => o.truth.has(f)).length} right of ${o.answer.length} returned, ${o.truth.size} wanted)`);
}

interface Outcome extends ScoredOutcome {
  ms: number;
}

/** Asks every query, through the contract, or through runSearch when trying other settings. */
async function ask(library: Library, settings?: { fusion: FusionWeights; delta: number }, queries: EvalQuery[] = library.queries): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const query of queries) {
    const started = performance.now();
    let ids: string[];
    if (!settings) {
      ids = (await library.service.handlers.search({ query: query.text, limit: 1000, showDuplicates: true })).results.map((r) => r.id);
    } else {
      const { deps, context } = library.service.search.retrieval();
      const plan = parseQuery(query.text, NOW, context);
      const answer = await runSearch(library.service.store, plan, { limit: 1000, showDuplicates: true, thumbnailUrl: (id) => id, visualAvailable: false, retrieval: { ...deps, ...settings } });
      ids = answer.results.map((r) => r.id);
    }
    out.push({ seed: library.album.seed, query: query.text, type: query.type, zero: query.type.startsWith("zero:"), answer: ids.map((id) => library.fileOf.get(id)!), truth: query.truth, ms: performance.now() - started });
  }
  answered.push(...out);
  return out;
}

/** Every candidate's evidence and whether it is right, for fitting the fusion weights. */
async function samples(library: Library, delta: number): Promise<Array<{ evidence: Evidence; relevant: boolean }>> {
  const out: Array<{ evidence: Evidence; relevant: boolean }> = [];
  for (const query of library.queries) {
    const { deps, context } = library.service.search.retrieval();
    const plan = parseQuery(query.text, NOW, context);
    if (plan.words.length === 0) continue;
    await runSearch(library.service.store, plan, {
      limit: 10, thumbnailUrl: (id) => id, visualAvailable: false,
      retrieval: { ...deps, delta, onCandidate: (c) => out.push({ evidence: { ...c.evidence }, relevant: query.truth.has(library.fileOf.get(c.id)!) }) },
    });
  }
  return out;
}

function report(outcomes: Outcome[]) {
  const types = [...new Set(outcomes.filter((o) => !o.zero).map((o) => o.type))].sort();
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const byType = Object.fromEntries(
    types.map((type) => {
      const of = outcomes.filter((o) => o.type === type);
      const sets = of.map((o) => setScores(o.answer, o.truth));
      return [type, {
        queries: of.length,
        recall1: mean(of.map((o) => recallAt(1, o.answer, o.truth))),
        recall5: mean(of.map((o) => recallAt(5, o.answer, o.truth))),
        recall10: mean(of.map((o) => recallAt(10, o.answer, o.truth))),
        ndcg10: mean(of.map((o) => ndcgAt(10, o.answer, o.truth))),
        setP: mean(sets.map((s) => s.precision)),
        setR: mean(sets.map((s) => s.recall)),
        setF1: mean(sets.map((s) => s.f1)),
      }];
    }),
  );
  const zeroTypes = [...new Set(outcomes.filter((o) => o.zero).map((o) => o.type))].sort();
  const rejection = rejectionScores(outcomes.map((o) => ({ zero: o.zero, empty: o.answer.length === 0 })));
  const rejectionByType = Object.fromEntries(zeroTypes.map((type) => [type, { queries: outcomes.filter((o) => o.type === type).length, rejected: outcomes.filter((o) => o.type === type && o.answer.length === 0).length }]));
  const ms = outcomes.map((o) => o.ms);
  return { byType, rejection, rejectionByType, latencyMs: { p50: percentile(ms, 50), p95: percentile(ms, 95) }, missedRejections: outcomes.filter((o) => o.zero && o.answer.length).map((o) => `${o.seed}: ${o.query} → ${o.answer.length}`), falseRejections: outcomes.filter((o) => !o.zero && !o.answer.length).map((o) => `${o.seed}: ${o.query}`) };
}

function table(result: ReturnType<typeof report>): string {
  const f = (x: number) => x.toFixed(2).padStart(5);
  const lines = ["type          n   R@1   R@5  R@10 NDCG10  setP  setR setF1"];
  for (const [type, m] of Object.entries(result.byType)) lines.push(`${type.padEnd(12)} ${String(m.queries).padStart(2)} ${f(m.recall1)} ${f(m.recall5)} ${f(m.recall10)}  ${f(m.ndcg10)} ${f(m.setP)} ${f(m.setR)} ${f(m.setF1)}`);
  const r = result.rejection;
  lines.push(`rejection: P ${r.precision.toFixed(2)} R ${r.recall.toFixed(2)} F1 ${r.f1.toFixed(2)} (A ${r.a}, B ${r.b}, C ${r.c}); latency p50 ${result.latencyMs.p50.toFixed(1)} ms, p95 ${result.latencyMs.p95.toFixed(1)} ms`);
  return lines.join("\n");
}

/**
 * The continuous-learning protocol: for each personal family, the training half's queries are
 * asked and corrected as a user would — each of the first ten results marked right or wrong, and
 * up to ten (`--learn-added`) right photos the answer missed added from the library — then the held-out half, and
 * every other query, are asked again. Before and after, side by side.
 */
async function continuousLearning(held: Library[], before: ReturnType<typeof report>) {
  const personalBefore = (await Promise.all(held.map((l) => ask(l, undefined, l.personal.filter((q) => q.half === "test"))))).flat();
  let corrections = 0;
  for (const library of held) {
    const { handlers } = library.service;
    for (const query of library.personal.filter((q) => q.half === "train")) {
      const answer = await handlers.search({ query: query.text, limit: 50 });
      const top = answer.results.slice(0, 10);
      for (const result of top) {
        await handlers.feedback({ queryId: answer.queryId, photoId: result.id, verdict: query.truth.has(library.fileOf.get(result.id)!) ? "good" : "bad" });
        corrections++;
      }
      const shown = new Set(top.map((r) => library.fileOf.get(r.id)));
      for (const file of [...query.truth].filter((f) => !shown.has(f)).slice(0, Number(values["learn-added"]))) {
        await handlers.feedback({ queryId: answer.queryId, photoId: library.idOf.get(file)!, verdict: "good" });
        corrections++;
      }
    }
  }
  const personalAfter = (await Promise.all(held.map((l) => ask(l, undefined, l.personal.filter((q) => q.half === "test"))))).flat();
  const after = report((await Promise.all(held.map((l) => ask(l)))).flat());
  const families = [...new Set(personalBefore.map((o) => o.type))].sort();
  const recall10 = (of: Outcome[]) => of.reduce((sum, o) => sum + recallAt(10, o.answer, o.truth), 0) / Math.max(1, of.length);
  const f1 = (of: Outcome[]) => of.reduce((sum, o) => sum + setScores(o.answer, o.truth).f1, 0) / Math.max(1, of.length);
  const personal = Object.fromEntries(
    [...families, "all personal"].map((type) => {
      const pick = (o: Outcome) => type === "all personal" || o.type === type;
      const [b, a] = [personalBefore.filter(pick), personalAfter.filter(pick)];
      return [type, { queries: b.length, recall10Before: recall10(b), recall10After: recall10(a), setF1Before: f1(b), setF1After: f1(a) }];
    }),
  );
  const others = Object.fromEntries(Object.entries(before.byType).map(([type, m]) => [type, { recall10Before: m.recall10, recall10After: after.byType[type]!.recall10, setF1Before: m.setF1, setF1After: after.byType[type]!.setF1 }]));
  const json = { corrections, personal, others, rejectionF1Before: before.rejection.f1, rejectionF1After: after.rejection.f1, missedRejectionsAfter: after.missedRejections };
  const f = (x: number) => x.toFixed(2).padStart(5);
  const lines = ["continuous learning (held-out half)   n  R@10 before → after   setF1 before → after"];
  for (const [type, m] of Object.entries(personal)) lines.push(`${type.padEnd(34)} ${String(m.queries).padStart(3)}   ${f(m.recall10Before)} → ${f(m.recall10After)}        ${f(m.setF1Before)} → ${f(m.setF1After)}`);
  lines.push("other query types                       R@10 before → after   setF1 before → after");
  for (const [type, m] of Object.entries(others)) lines.push(`${type.padEnd(34)}       ${f(m.recall10Before)} → ${f(m.recall10After)}        ${f(m.setF1Before)} → ${f(m.setF1After)}`);
  lines.push(`rejection F1 ${before.rejection.f1.toFixed(2)} → ${after.rejection.f1.toFixed(2)}; ${corrections} corrections given`);
  return { json, table: lines.join("\n") };
}

/** Every answer given, in the order asked, for `--answers`. */
const answered: Outcome[] = [];

const libraries: Library[] = [];
try {
  const started = performance.now();
  for (const seed of seeds) libraries.push(await open(seed));
  if (suite) {
    const outcomes = (await Promise.all(libraries.map((l) => ask(l)))).flat();
    const scored = categoryReport(outcomes);
    // The held-out sets verify the work without being read: their report names no query.
    const heldOut = values.suite.startsWith("heldout");
    const result = heldOut ? { ...scored, falseRejections: scored.falseRejections.length, missedRejections: scored.missedRejections.length } : { ...scored, imperfect: imperfect(outcomes) };
    const learned = await Promise.all(libraries.map(async (l) => ({ seed: l.album.seed, relative: new AlbumFacts(l.album).relative, aliases: (await l.service.handlers.learning({})).aliases.map((a) => `${a.phrase} → ${a.meaning}`) })));
    const ms = outcomes.map((o) => o.ms);
    const json = { suite: values.suite, seeds, photos: libraries.map((l) => l.album.photos.length), told: learned, ...result, latencyMs: { p50: percentile(ms, 50), p95: percentile(ms, 95) }, seconds: Math.round((performance.now() - started) / 1000) };
    console.log(JSON.stringify(json, null, 2));
    console.log(categoryTable(scored));
    console.log(`${outcomes.length} queries on seeds ${seeds.join(",")}; ${json.seconds} s including indexing; latency p50 ${json.latencyMs.p50.toFixed(1)} ms, p95 ${json.latencyMs.p95.toFixed(1)} ms`);
  } else {
    let settings: { fusion: FusionWeights; delta: number } | undefined;
    const calibration: Record<string, unknown> = {};
    if (values.calibrate) {
      const train = libraries.filter((l) => trainSeeds.has(l.album.seed));
      let best: { score: number; fusion: FusionWeights; delta: number; closeness: number } | null = null;
      for (const delta of [0.7, 0.8, 0.9, 1]) {
        const data = (await Promise.all(train.map((l) => samples(l, delta)))).flat();
        const fitted = fitFusion(data);
        for (const threshold of [0.3, 0.4, 0.5, 0.6, 0.7]) {
          const fusion = { ...fitted, threshold };
          const outcomes = (await Promise.all(train.map((l) => ask(l, { fusion, delta })))).flat();
          const r = report(outcomes);
          const f1s = Object.values(r.byType).map((m) => m.setF1);
          // Every type must do well, and so must rejection: the worst of them is what counts.
          const score = Math.min(...f1s, r.rejection.f1) + 0.1 * (f1s.reduce((a, b) => a + b, 0) / f1s.length);
          calibration[`delta ${delta} threshold ${threshold}`] = Number(score.toFixed(3));
          // Ties go to GAMER's δ = 0.8 and to the threshold in the middle.
          const closeness = -Math.abs(delta - 0.8) - Math.abs(threshold - 0.5);
          if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && closeness > best.closeness)) best = { score, fusion, delta, closeness };
        }
      }
      settings = { fusion: best!.fusion, delta: best!.delta };
      calibration.chosen = { delta: best!.delta, bias: Number(best!.fusion.bias.toFixed(2)), weights: Object.fromEntries(Object.entries(best!.fusion.weights).map(([k, v]) => [k, Number(v.toFixed(2))])), threshold: best!.fusion.threshold };
    }
    const held = values.calibrate ? libraries.filter((l) => !trainSeeds.has(l.album.seed)) : libraries;
    const outcomes = (await Promise.all(held.map((l) => ask(l, settings)))).flat();
    const result = report(outcomes);
    const learning = values.calibrate ? null : await continuousLearning(held, result);
    const json = {
      seeds: held.map((l) => l.album.seed),
      photos: held.map((l) => l.album.photos.length),
      settings: settings ? "calibrated on training seeds" : { delta: DEFAULT_DELTA, fusion: DEFAULT_FUSION },
      ...(values.calibrate ? { calibration } : {}),
      ...result,
      visualOnly: { queries: libraries[0]?.visual ?? [], judged: false, why: "visual-only queries need the real CLIP model, whose weights cannot be downloaded here" },
    };
    console.log(JSON.stringify({ ...json, ...(learning ? { learning: learning.json } : {}) }, null, 2));
    console.log(table(result));
    if (learning) console.log(`\n${learning.table}`);
  }
  if (values.answers) fs.writeFileSync(values.answers, answered.map((o) => JSON.stringify({ seed: o.seed, query: o.query, answer: o.answer })).join("\n") + "\n");
} finally {
  for (const library of libraries) await library.service.close();
  if (!values.keep) fs.rmSync(values.dir, { recursive: true, force: true });
}
