// Types for why-comments.mjs, which its test imports.

/** A comment line a rule finds: where, which kind of rule, the line, and what is wrong with it. */
export interface Offence {
  line: number;
  kind: "history" | "measurement" | "issue";
  text: string;
  why: string;
}

export const CHECKED: string[];
export const ALLOWED: Array<[file: string, piece: string, why: string]>;
export function commentLines(text: string, fileName?: string): Array<[line: number, text: string]>;
export function offencesIn(text: string, fileName?: string): Offence[];
export function checkedFiles(root: string): string[];
export function checkRepository(
  root: string,
  allowed?: Array<[file: string, piece: string, why: string]>,
): { offences: Array<Offence & { file: string }>; stale: Array<[file: string, piece: string, why: string]> };
