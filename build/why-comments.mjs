/**
 * @file The project's rule for comments, a comment says what holds now and why, as a check a
 * machine runs. It finds comment lines that tell how the code once was, that carry a timing or a
 * memory figure from a measurement, or that cite one of the project's issues or a commit: those
 * belong in commit messages, bench/ output and docs/MEASUREMENTS.md. A number stays where it is a
 * limit or a default ("at most 192 KiB", "Default 10 minutes"); a measurement that is the reason
 * for a constant is said as the reason ("a 12-MP decode takes longer than this"), without the
 * figure.
 *
 * Runs in plain Node at build time: `node build/why-comments.mjs` lists what it finds and exits 1
 * when anything is found; `build/why-comments.test.ts` runs it over the repository in the unit
 * suite. Comments are found with TypeScript's scanner, so text in strings, templates and regular
 * expressions is never taken for one. `ALLOWED` holds the few lines the rules misread, each with why.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const ts = require("typescript");

/** The folders whose sources are checked, from the repository's root. */
export const CHECKED = ["electron", "native", "renderer", "bin", "build", "e2e", "bench"];

/**
 * Files the check leaves alone. The held-out and probe suites measure phrasings nobody tuned to:
 * they are not opened by whoever edits search, this check's fixes included.
 */
const SKIPPED = /^bench\/eval\/(heldout|phrasings|probe-[^/]*)\.ts$/;

/** Text in double quotes, straight or curly. */
const QUOTED = /"[^"]*"|“[^”]*”/g;

const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;

const DURATION = String.raw`(?:ns|µs|us|ms|s|secs?|seconds?|min|minutes?|h|hours?)`;
const SIZE = String.raw`(?:[kKMGT]i?B|bytes)`;
const NUMBER = String.raw`\d[\d,._]*(?:\.\d+)?`;
/** A figure with a unit of time or memory: "140 ms", "3.8 GB", "1.9-GB", "0.5 s". */
const FIGURE = String.raw`${NUMBER}\s*-?\s*(?:${DURATION}|${SIZE})\b`;
/** A figure given as a bound ("target ≤ 1 GB", "at most 192 KiB"): a limit the code or a bench holds to, not a measurement. */
const BOUND = new RegExp(String.raw`(?:≤|<|≥|>|\bat most|\bat least|\bup to|\bno more than|\bbelow|\babove)\s*${FIGURE}`, "gi");

/** [kind, pattern, what is wrong], checked on each comment line. */
const RULES = [
  ["history", /(?<!\b(?:is|are|be|been|being|was|were|get|gets|got|not|also|often|only|commonly|mostly)\s+)\bused to\b/i,
    "says how the code used to be: say what holds now and why"],
  ["history", /\bno longer (?:does|do|did|needs?|runs?|loads?|pays?|waits?|blocks?|loops?|costs?|breaks?|crash(?:es)?|hangs?|leaks?|goes|calls?|sends?|sent|needed|loaded|called|has to|have to)\b/i,
    "says what the code stopped doing: say what it does and why"],
  ["history", /\b(?:previously|formerly|anymore|until now|in the past|the old (?:code|implementation)|(?:before|after|since) (?:this|the) (?:change|commit|fix|patch|rewrite)|this (?:commit|patch|PR)\b)/i,
    "tells the code's history: that goes in the commit message"],
  ["history", /\bas before\b|\breverted\b|\bdid not pay\b/i,
    "tells the code's history: that goes in the commit message"],
  ["history", /\b(?:was|were|took)\s+(?:most|half|a third|a tenth|a quarter|two thirds|seconds|a second|minutes|a minute)\b/i,
    "says what something cost before: say what it costs or would cost, and why"],
  ["history", /\b(?:down|up) from \d|\bwent from \d|\d\s*(?:->|→)\s*\d[\d,._]*\s*(?:ms|s|[KMG]i?B)\b/i,
    "compares with an earlier version: that goes in the commit message"],
  ["measurement", new RegExp(String.raw`(?:~|≈|\babout\b|\baround\b|\broughly\b|\bnearly\b|\balmost\b)\s*${FIGURE}`, "i"),
    "carries a measurement: it goes in bench/ output or docs/MEASUREMENTS.md; say the reason instead"],
  ["measurement", new RegExp(String.raw`${NUMBER}\s*(?:–|-|to)\s*${FIGURE}`, "i"),
    "carries a measured range: it goes in bench/ output or docs/MEASUREMENTS.md; say the reason instead"],
  ["measurement", new RegExp(String.raw`\b(?:took|takes|take|cost|costs|spent|spends|paid|pays|saves?|saved|measured|peak|grew|reached|hit)\b[^.;:]*?${FIGURE}|${FIGURE}[^.;:]*?\b(?:of CPU|of every|of each|of a cold|of the first|at (?:its|the) peak|measured|saved)\b`, "i"),
    "carries a measurement: it goes in bench/ output or docs/MEASUREMENTS.md; say the reason instead"],
  ["measurement", new RegExp(String.raw`${FIGURE}\s+(?:of|against|for|on|per|a|an|each)\s+(?:\d+|the|a|an|one|every|each|its|their|CPU|photo|query|search|start|line|table|word|call)\b|\b(?:most|half|a third|a tenth|a quarter|part) of [^.;]{0,40}?${FIGURE}`, "i"),
    "carries a measurement: it goes in bench/ output or docs/MEASUREMENTS.md; say the reason instead"],
  ["measurement", /\b\d[\d.]*\s*(?:x|×|times|%)\s+(?:faster|slower|less|more|smaller|larger|quicker)\b/i,
    "carries a speed-up: it goes in the commit message or docs/MEASUREMENTS.md"],
  ["issue", /\bissues?\s+#?\d+|(?<![\w/-])#\d+\b|\b(?:this|the search|the red-team) issue\b|\bthe issue's\b/i,
    "cites an issue: the commit message does; the comment says why"],
  ["issue", /\b(?=[\da-f]{7,40}\b)(?:[\da-f]*\d[\da-f]*[a-f]|[\da-f]*[a-f][\da-f]*\d)[\da-f]*\b/,
    "cites a commit: the commit message does; the comment says why"],
];

/**
 * Lines the rules misread, as [file, a piece of the line, why it stands]. A piece that matches no
 * line any more fails the check, so the list cannot go stale.
 */
export const ALLOWED = [];

/** Every comment of a source file, as [line number (1-based), text of that line] per line it spans. */
export function commentLines(text, fileName = "file.ts") {
  const jsx = /\.(tsx|jsx)$/.test(fileName);
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineOf = (pos) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const lines = [];
  // What each open brace closes: a block or object ("{"), or a template's `${` (then the scanner
  // must read on as template text).
  const braces = [];
  let previous = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      const first = lineOf(scanner.getTokenStart());
      scanner.getTokenText().split("\n").forEach((line, i) => lines.push([first + i, line]));
      continue;
    }
    if (kind === ts.SyntaxKind.WhitespaceTrivia || kind === ts.SyntaxKind.NewLineTrivia) continue;
    if (kind === ts.SyntaxKind.TemplateHead) braces.push("${");
    else if (kind === ts.SyntaxKind.OpenBraceToken) braces.push("{");
    else if (kind === ts.SyntaxKind.CloseBraceToken && braces.pop() === "${") {
      kind = scanner.reScanTemplateToken(false);
      if (kind === ts.SyntaxKind.TemplateMiddle) braces.push("${");
    } else if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && startsExpression(previous)) {
      kind = scanner.reScanSlashToken();
    }
    previous = kind;
  }
  return lines;
}

/** Whether a `/` after this token begins a regular expression rather than dividing. */
function startsExpression(kind) {
  const k = ts.SyntaxKind;
  if (kind === k.Unknown) return true;
  if (kind === k.CloseParenToken || kind === k.CloseBracketToken || kind === k.CloseBraceToken) return false;
  if (kind === k.Identifier || kind === k.PrivateIdentifier || kind === k.NumericLiteral || kind === k.BigIntLiteral) return false;
  if (kind === k.StringLiteral || kind === k.RegularExpressionLiteral || kind === k.NoSubstitutionTemplateLiteral || kind === k.TemplateTail) return false;
  if (kind === k.ThisKeyword || kind === k.SuperKeyword || kind === k.TrueKeyword || kind === k.FalseKeyword || kind === k.NullKeyword) return false;
  if (kind === k.PlusPlusToken || kind === k.MinusMinusToken) return false;
  return true;
}

/** What the rules find in one file's comments: { line, kind, text, why } per line and rule kind. */
export function offencesIn(text, fileName = "file.ts") {
  const found = [];
  for (const [line, comment] of commentLines(text, fileName)) {
    const kinds = new Set();
    // A quoted phrase is an example of what people type ("for 2 hours on 14 July"), not a figure.
    const unbounded = comment.replace(QUOTED, '""').replace(BOUND, "");
    for (const [kind, pattern, why] of RULES) {
      if (kinds.has(kind) || !pattern.test(kind === "measurement" ? unbounded : comment)) continue;
      kinds.add(kind);
      found.push({ line, kind, text: comment.trim(), why });
    }
  }
  return found;
}

/** The source files checked under `root`, as paths relative to it with forward slashes. */
export function checkedFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(rel);
      } else if (SOURCE.test(entry.name) && !SKIPPED.test(rel)) files.push(rel);
    }
  };
  for (const dir of CHECKED) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files.sort();
}

/**
 * The check over the repository at `root`: what the rules find outside `allowed`, and the entries
 * of `allowed` that matched nothing.
 */
export function checkRepository(root, allowed = ALLOWED) {
  const used = new Set();
  const offences = [];
  for (const file of checkedFiles(root)) {
    for (const offence of offencesIn(fs.readFileSync(path.join(root, file), "utf8"), file)) {
      const entry = allowed.find(([where, piece]) => where === file && offence.text.includes(piece));
      if (entry) used.add(entry);
      else offences.push({ file, ...offence });
    }
  }
  return { offences, stale: allowed.filter((entry) => !used.has(entry)) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
  const { offences, stale } = checkRepository(root);
  for (const o of offences) console.log(`${o.file}:${o.line}: ${o.kind}: ${o.text}`);
  for (const [file, piece] of stale) console.log(`${file}: allowed but not found: ${piece}`);
  const counts = {};
  for (const o of offences) counts[o.kind] = (counts[o.kind] ?? 0) + 1;
  const lines = new Set(offences.map((o) => `${o.file}:${o.line}`)).size;
  console.log(`${lines} comment lines: ${Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(", ") || "none"}`);
  if (offences.length || stale.length) process.exitCode = 1;
}
