/**
 * @file `build/why-comments.mjs` finds comments that tell history, carry measurements or cite
 * issues, and only those: each rule is tried on comments it must catch and on comments of the same
 * shape that say what holds now, in each kind of comment and beside code that looks like one. Then
 * the repository's own comments are held to it.
 *
 * Runs under vitest in plain Node, on texts written here and on the repository's sources.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkRepository, offencesIn } from "./why-comments.mjs";

/** The kinds found in `comment`, written as a line comment, a block comment and a doc comment. */
function kindsIn(comment: string): string[][] {
  return [`// ${comment}\nconst a = 1;\n`, `/* ${comment} */\nconst a = 1;\n`, `/**\n * ${comment}\n */\nexport const a = 1;\n`].map((text) =>
    offencesIn(text, "example.ts").map((offence) => offence.kind),
  );
}

const BAD: Array<[comment: string, kind: string]> = [
  ["It used to loop until the heap was full.", "history"],
  ["The tagger no longer loads at start.", "history"],
  ["Faces are no longer sent on their own.", "history"],
  ["Previously this read the whole file.", "history"],
  ["The same sort as before the person gate.", "history"],
  ["Tried and reverted: it did not pay.", "history"],
  ["The first answer went from 340 to 12 ms.", "history"],
  ["Making every candidate was most of a query's time.", "history"],
  ["The graph question for a continent's cities took a second.", "history"],
  ["Loading the model takes ~150 ms.", "measurement"],
  ["The rules are ≈ 100 ms of a cold CLI search.", "measurement"],
  ["Sorting was about 2 s at a million photos.", "measurement"],
  ["190–380 ms on this 2-core machine.", "measurement"],
  ["A 300-MB Takeout JSON took 3.8 GB to store.", "measurement"],
  ["Two thirds of a full-text search (35 ms of 50).", "measurement"],
  ["Most of the answer's 340 ms went to sorting.", "measurement"],
  ["120 ms of CPU on a photo with a face.", "measurement"],
  ["The packed model loads 3x faster.", "measurement"],
  ["Asked for by issue 18, point 4.", "issue"],
  ["See #35 for the timings.", "issue"],
  ["Checked on seeds 4–6; see the closing note of the search issue.", "issue"],
  ["Measured in this cache's place (eea66c0).", "issue"],
];

const GOOD: string[] = [
  "The model is used to tag photos; it is not used to rank them.",
  "An id no longer in the library may still be listed.",
  "JPEGs no longer than `longSide` on their long side.",
  "The quick hash reads at most 192 KiB.",
  "Default 10 minutes.",
  "Time without a write after which the table is compacted, in ms. Default 30 s.",
  "One call may not read more than 2 GiB.",
  "A socket's path must fit in sun_path: 108 bytes on Linux, 104 on macOS.",
  "A 12-MP decode takes longer than this.",
  "Formatters are costly to build and a library has few zones: one per zone, kept.",
  "A crash leaves the old version or the new one, never half of either.",
  "LanceDB holds the thread while waiting on work queued behind it (lancedb#3568).",
  "The colour #ffcc00 marks a selection; 1,200 photos fit a page.",
  "The photo was taken where it says; a watcher's delete waits a few seconds.",
  "The issue with a pipe is that open() blocks.",
  "Making every candidate would be most of a query's time; the question takes about a second.",
  'In "for 2 hours on 14 July 2024" the parser\'s "for 2 hours" is the first result.',
];

describe("why-comments", () => {
  it.each(BAD)("finds %j (%s) in every kind of comment", (comment, kind) => {
    for (const kinds of kindsIn(comment)) expect(kinds).toContain(kind);
  });

  it.each(GOOD)("leaves %j alone", (comment) => {
    for (const kinds of kindsIn(comment)) expect(kinds).toEqual([]);
  });

  it("reads comments only: strings, templates and regular expressions that look like one are code", () => {
    const text = [
      'const a = "// it used to take ~140 ms";',
      "const b = `${a} /* issue 18 */ ${`// ~3 MB`}`;",
      "const c = /\\/\\/ previously ~6 ms/.test(a) ? 1 / 2 / 3 : 0;",
      "const d = <T,>(x: T) => x; // the identity",
      "// Loading takes ~150 ms.",
    ].join("\n");
    expect(offencesIn(text, "example.ts")).toEqual([expect.objectContaining({ line: 5, kind: "measurement" })]);
  });

  it("says on which line of a block comment the offence is", () => {
    const text = "/**\n * @file What runs here.\n *\n * It used to run elsewhere.\n */\nexport {};\n";
    expect(offencesIn(text, "example.ts")).toEqual([
      { line: 4, kind: "history", text: "* It used to run elsewhere.", why: expect.any(String) },
    ]);
  });
});

describe("the allowed lines", () => {
  it("let a line through only in its file, and fail when they match nothing", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "recollect-why-comments-"));
    try {
      fs.mkdirSync(path.join(root, "native"));
      fs.writeFileSync(path.join(root, "native/a.ts"), "// A decode takes ~80 ms here.\nexport const a = 1;\n");
      fs.writeFileSync(path.join(root, "native/b.ts"), "// A decode takes ~80 ms here.\nexport const b = 1;\n");
      const allowed: Array<[string, string, string]> = [
        ["native/a.ts", "takes ~80 ms", "the reason for a constant"],
        ["native/c.ts", "gone", "a file that no longer exists"],
      ];
      const { offences, stale } = checkRepository(root, allowed);
      expect(offences.map((o) => `${o.file}:${o.line}`)).toEqual(["native/b.ts:1"]);
      expect(stale).toEqual([allowed[1]]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the repository's comments", () => {
  it("say what holds now and why: no history, measurements or issue numbers outside the allowed lines", () => {
    const { offences, stale } = checkRepository(path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
    expect(offences.map((o) => `${o.file}:${o.line}: ${o.kind}: ${o.text} (${o.why})`)).toEqual([]);
    expect(stale).toEqual([]);
  });
});
