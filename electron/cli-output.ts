/**
 * @file What the CLI prints for the commands a running engine can answer — `search`, `status`,
 * `history`, `learning` — and how an error reads: the whole of each command's output, as text, from
 * the contract calls it is given.
 *
 * Runs in the CLI's process, behind both of its doors: `cli.ts` (commander, in the full bundle) and
 * `cli-fast.ts` (answered through a running engine before the bundle loads; see [Note: The CLI's
 * fast path] there). Printing through the same functions is what keeps the two byte for byte the
 * same. It is bundled into the fast path's small file, so it imports nothing heavy.
 */
import type { InferenceStatus, Method, Output } from "./api/contract";
import { RecollectError } from "./api/errors";
import { READ_ONLY_NOTE } from "./library/read-only";
import { formatTaken } from "./search/format-taken";

/** A contract call, whichever engine answers it (this process's own, or one over its socket). */
export type Call = <M extends Method>(method: M, input: unknown) => Promise<Output<M>>;

export interface SearchOptions {
  query: string;
  limit: number;
  json?: boolean;
}

export async function searchOutput(call: Call, { query, limit, json }: SearchOptions): Promise<string> {
  const answer = await call("search", { query, limit });
  if (json) return `${JSON.stringify(answer)}\n`;
  const chips = answer.interpretation.chips.map((c) => `[${c.kind}: ${c.label}]`).join(" ");
  let out = `${chips ? `Understood: ${chips}\n` : ""}${answer.message}\n`;
  if (answer.visualOff) out += "Visual search is off: it needs the CLIP model (recollect models download).\n";
  for (const r of answer.results) {
    out += `\n  ${r.path}\n    ${r.takenAt ? formatTaken(r.takenAt) : "date unknown"} · score ${r.score}${r.reasons.length ? ` · ${r.reasons.join("; ")}` : ""}\n`;
  }
  if (answer.more > 0) out += `\n… and ${answer.more} more; show them all with --limit ${answer.total}.\n`;
  if (answer.misses.length) out += `\nNearest misses:\n`;
  for (const r of answer.misses) out += `  ${r.path}\n    ${r.missed.join("; ")}${r.reasons.length ? ` · but ${r.reasons.join("; ")}` : ""}\n`;
  if (answer.readOnly) out += "\nThis library is read-only: this search is not kept, and cannot be corrected.\n";
  else if (!answer.remembered) out += `\nTo correct this answer: recollect feedback ${answer.queryId} <photo> good|bad\n`;
  return out;
}

export interface StatusOptions {
  /** List every unreadable file with its reason. */
  errors?: boolean;
  json?: boolean;
}

export async function statusOutput(call: Call, { errors, json }: StatusOptions): Promise<string> {
  // Asked at once: through a socket each call is a round trip to an engine that may be busy.
  const [status, inference, models] = await Promise.all([call("indexStatus", {}), json ? null : call("inferenceStatus", {}), json ? null : call("models", {})]);
  if (json || !inference || !models) return `${JSON.stringify(status)}\n`;
  const lines = [`Library: ${status.library}${status.readOnly ? ` (read-only)\n  ${READ_ONLY_NOTE}` : ""}`, `Photos: ${status.photos}`, `Folders:${status.folders.length === 0 ? " none yet (add one with `recollect index <dir>`)" : ""}`];
  for (const f of status.folders) lines.push(`  ${f.path}  ${f.photos} photos${f.problems ? `, ${f.problems} unreadable` : ""}${f.exists ? "" : "  (missing!)"}`);
  lines.push(`Unreadable files: ${status.problems.length}${status.problems.length && !errors ? " (see --errors)" : ""}`);
  if (errors) for (const p of status.problems) lines.push(`  ${p.path}\n    ${p.reason}`);
  lines.push(`Unsupported files skipped: ${status.unsupported}`);
  if (status.repaired) lines.push(`Repaired ${new Date(status.repaired.at).toLocaleString()}: ${status.repaired.message}`);
  if (status.progress.rebuilding) lines.push("Rebuilding: trips, copies and the text index are being put back together; until then searches may miss some of them.");
  if (status.progress.state !== "idle" && status.progress.folder !== null) lines.push(`Indexing now: ${status.progress.done} of ${status.progress.total} files in ${status.progress.folder}`);
  const clip = models.find((m) => m.kind === "clip" && m.name === inference.clipModel) ?? models.find((m) => m.kind === "clip");
  lines.push(`Models run on: ${describeProvider(inference)}`);
  lines.push(clip?.state === "installed" ? `Visual search: ${clip.title}` : "Visual search: off — it needs the CLIP model (`recollect models download`)");
  return `${lines.join("\n")}\n`;
}

export interface HistoryOptions {
  limit: number;
  json?: boolean;
}

export async function historyOutput(call: Call, { limit, json }: HistoryOptions): Promise<string> {
  const history = await call("history", { offset: 0, limit: Math.min(limit, 200) });
  if (json) return `${JSON.stringify(history)}\n`;
  let out = history.total ? "" : "No searches yet.\n";
  for (const s of history.searches) {
    const found = s.found === null ? "" : s.found.total === 0 ? "  — found nothing" : `  — ${s.found.total} photo${s.found.total === 1 ? "" : "s"}`;
    const asked = s.asked > 1 ? `, asked ${s.asked} times` : "";
    out += `${whenAsked().format(new Date(s.at))}  ${s.query}${found}  (${s.queryId}${asked})\n`;
    for (const c of s.corrections) out += `    ${c.undone ? "(undone) " : ""}${c.verdict}${c.over ? ` than ${c.over}` : ""}: ${c.photoId}  [${c.feedbackId}]\n`;
  }
  if (history.total > history.searches.length) out += `… and ${history.total - history.searches.length} older.\n`;
  return out;
}

/**
 * What `Date.prototype.toLocaleString()` writes (the user's locale, every field numeric), from one
 * formatter made on first use: `toLocaleString` makes ICU's formatter again for every date.
 */
let askedAtFormat: Intl.DateTimeFormat | null = null;
const whenAsked = () => (askedAtFormat ??= new Intl.DateTimeFormat(undefined, { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }));

/** `recollect learning` (`learning show`). */
export async function learningOutput(call: Call): Promise<string> {
  const status = await call("learning", {});
  let out = `${plural(status.searches, "search")} and ${plural(status.corrections, "correction")} kept. Personalization from similar searches is ${status.personalize ? "on" : "off"}; fusion weights ${status.weightsLearned ? "learned from your corrections" : "at their defaults"}.\n`;
  for (const a of status.aliases) out += `  “${a.phrase}” means ${a.meaning} (${a.kind}; learned from “${a.learnedFrom}”, ${plural(a.confirmed, "photo")})\n`;
  for (const r of status.refusedAliases) out += `  “${r.phrase}” was not taught to mean ${r.meaning} (from “${r.learnedFrom}”): ${r.reason}.\n`;
  return out;
}

const DOOR_NAMES: Record<string, string> = { electron: "the Recollect app", browser: "recollect serve", cli: "recollect index" };

/** Which Recollect `door` is, in words: "the Recollect app", "recollect serve", … */
export function doorName(door: string): string | undefined {
  return DOOR_NAMES[door];
}

/** Said on stderr when a running engine answers a command given settings only a fresh engine would use. */
export function ownSettingsNote(door: string): string {
  return `recollect: ${doorName(door) ?? "another Recollect"} has this library open and answers with its own settings (--llm, --provider and --models apply to a library no one has open).\n`;
}

/** How an error that ends a command reads on stderr. */
export function errorText(error: unknown): string {
  if (error instanceof RecollectError) return `recollect: ${error.message}\n${error.hint ? `  ${error.hint}\n` : ""}`;
  // The user's own doing (a typo, no network): the message says it all, a stack would only scare.
  if (error instanceof Error && (error.name === "UnknownModelError" || error.name === "DownloadError")) return `recollect: ${error.message}\n`;
  return `recollect: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
}

/** A `--limit`'s value, as the CLI takes it: a whole number from 1 to 1000; null otherwise. */
export function limitOf(value: string): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : null;
}

export function describeProvider(status: InferenceStatus): string {
  if (status.providerLabel) return `${status.providerLabel}${status.threads ? `, ${status.threads} threads` : ""}${status.fallbackReason ? ` (${status.fallbackReason})` : ""}`;
  const asked = status.preference === "auto" ? "" : ` (asked for: ${status.preference})`;
  return `${status.candidates.join(", else ")}${asked}; chosen when a model first runs`;
}

export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : /(s|sh|ch|x)$/.test(noun) ? "es" : "s"}`;
}
