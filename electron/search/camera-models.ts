/**
 * @file Which photos a camera's model said by its number was taken with ("iphone 8", "canon 5d",
 * "galaxy s21"), read from the library's own camera names: the graph's made-links
 * (`index/made-links.ts`), whose label is the camera's EXIF name and, for a phone that writes a
 * maker's code, the name it is sold under ("samsung SM-G991B (Samsung Galaxy S21 5G)"). No list
 * of models: a name is split into its parts and the number is looked for among them. Pure over
 * the in-memory index; the parser reads the number (`parsers/model-numbers.ts`), this finds it.
 */
import { namesACamera } from "../index/made-links";
import type { LibraryIndex } from "../index/library-index";
import type { TypedFastBitSet } from "typedfastbitset";
import type { CameraModelRef } from "../query/plan";
import { fold } from "../words/terms";

/**
 * A camera's name or a model said, in the parts it is compared by: words and runs of digits, each
 * on its own, lower case ("Canon EOS 5D Mark IV" → canon eos 5 d mark iv; "SM-G991B" → sm g 991 b),
 * so "5D" said glued and "5 d" spaced are one model, and "8" is never the "8" of "18".
 */
export function modelParts(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((word) => word.split(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u))
    .filter(Boolean);
}

/** Whether `parts` has `run` as consecutive parts of its own. */
function holdsRun(parts: readonly string[], run: readonly string[]): boolean {
  for (let at = 0; at + run.length <= parts.length; at++) if (run.every((part, k) => parts[at + k] === part)) return true;
  return false;
}

/**
 * The library's cameras a model's words name ("iphone": Apple iPhone 8, Apple iPhone 13 Pro, …):
 * a camera's own name (not "a phone" or a file's format) that every word of it reaches, as a word
 * of the name or of its maker's line ("lumix"). Each with its photos.
 */
export function camerasNamed(model: Pick<CameraModelRef, "name">, index: LibraryIndex): Array<{ label: string; photos(): number[] }> {
  const [first, ...rest] = model.name.map((word) => new Map(index.graph.namedBy(word, "made").filter((c) => namesACamera(c.label)).map((c) => [c.label, c])));
  if (!first) return [];
  return [...first.values()].filter((camera) => rest.every((named) => named.has(camera.label)));
}

/** The photos taken with a camera of the model: one its words name whose name has the model's number as parts of their own. */
export function modelPhotos(model: CameraModelRef, index: LibraryIndex): TypedFastBitSet {
  const out = index.bitmap();
  for (const camera of camerasNamed(model, index)) if (holdsRun(modelParts(camera.label), model.code)) for (const n of camera.photos()) out.add(n);
  return out;
}

/**
 * A camera's name as shown: its EXIF name, with the name it is sold under where that says more
 * ("samsung SM-G991B (Samsung Galaxy S21 5G)"), not where the EXIF name says it all ("Apple iPhone
 * 8 Plus", which the device tables sell as an iPhone 8).
 */
export function shownCamera(label: string): string {
  const sold = /^(.*) \(([^)]+)\)$/.exec(label);
  if (!sold) return label;
  const own = new Set(modelParts(sold[1]!));
  return modelParts(sold[2]!).every((part) => own.has(part)) ? sold[1]! : label;
}

/** Camera names in the order people count models: "iPhone 8" before "iPhone 11". */
export function byModel(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });
}
