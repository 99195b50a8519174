/**
 * @file How a photo was made, as graph links: the camera that took it (its name, so that a model
 * said in part, "EOS 5D" or "mark iv", reaches "Canon EOS 5D Mark IV", and a phone's name as sold,
 * so that "Galaxy S21" reaches "samsung SM-G991B"), whether that camera is a
 * phone's or a camera of its own, and the file's format ("pngs", "heic", "raw files").
 *
 * Runs in the engine's process, inside `LibraryIndex`, from facts the store already keeps (the
 * camera and lens EXIF names and the file's path), so an existing library gains these links when
 * its index is next built, without reading its photos again. Pure.
 *
 * The words come from data: a format's names are mime-db's extensions of its media type (a JPEG is
 * also a "jpg" and a "jpe"); a file Recollect decodes whose extension no image type of mime-db
 * names is a camera's raw format; the kinds of camera are WordNet's senses, whose synonyms reach
 * them (a phone is also a "cellphone", a "mobile phone", a "telephone"); which camera is a phone's
 * is also the device tables' (`phone-models.ts`), since most phones write a maker's code.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { IMAGE_EXTENSIONS } from "../library/scan";
import { senses, synset } from "../words/wordnet";
import { isPhoneModel, phoneModel } from "./phone-models";
import type { Link } from "./graph/semantic-graph";

let formatNames: Map<string, string[]> | null = null;
/**
 * Extension → the names of its media type: every extension mime-db gives that type, and the type's
 * own name. Made on the first file whose format is asked, with mime-db required then: a process that
 * reads a saved index (a one-shot search) never builds links, and never reads mime-db's 2,000 types.
 */
function formatNamesOf(): Map<string, string[]> {
  if (formatNames) return formatNames;
  const mimeDb = createRequire(import.meta.url)("mime-db") as typeof import("mime-db").default;
  const out = new Map<string, string[]>();
  for (const [type, entry] of Object.entries(mimeDb)) {
    const [top, sub] = type.split("/") as [string, string];
    if ((top !== "image" && top !== "video") || !entry.extensions?.length) continue;
    // "image/jpeg": jpeg, jpg, jpe; "video/quicktime": quicktime, qt, mov. A vendor's or an x- type's name is no word people say.
    const own = /^[a-z0-9]+$/.test(sub) ? [sub] : [];
    for (const ext of entry.extensions) if (!out.has(ext)) out.set(ext, [...new Set([...entry.extensions, ...own])]);
  }
  return (formatNames = out);
}

/** The words of a WordNet noun sense and of the senses just below it, lowercased: "cellular telephone" → cellphone, mobile phone, … */
function senseWords(lemma: string, which = 0): string[] {
  const key = senses(lemma, "noun")[which];
  if (!key) return [];
  const own = synset(key);
  return [...new Set([own, ...own.narrower.map(synset)].flatMap((s) => s.words).map((w) => w.replace(/_/g, " ").toLowerCase()))];
}

let kinds: { phone: string[]; camera: string[]; phoneNames: string[] } | null = null;
/**
 * The words of a phone (WordNet's "cellular telephone" and "telephone") and of a camera of its own
 * ("digital camera", "camera"), made once; `phoneNames`: the phone words a camera's name can end a
 * word with ("iPhone").
 */
function kindWords() {
  if (kinds) return kinds;
  const phone = [...new Set([...senseWords("cellphone"), ...senseWords("telephone")])];
  const camera = [...new Set([...senseWords("digital_camera"), ...synset(senses("camera", "noun")[0]!).words.map((w) => w.replace(/_/g, " ").toLowerCase())])];
  return (kinds = { phone, camera, phoneNames: phone.filter((w) => !w.includes(" ") && w.length >= 5) });
}

/**
 * Whether a camera is a phone's: the lens is one of the body's own cameras, said by which side it
 * faces ("iPhone 12 back dual wide camera 4.2mm f/1.6", "Pixel 7 front camera"), the camera's
 * name is a phone's by a word of WordNet's phones ("iPhone"), or the device tables know the model
 * as a phone ("samsung SM-G991B": `phone-models.ts`).
 */
export function isPhoneCamera(camera: string | null, lens: string | null): boolean {
  if (lens && /\b(?:front|back|rear)\b.*\bcamera\b/i.test(lens)) return true;
  if (!camera) return false;
  const phones = kindWords().phoneNames;
  return camera.toLowerCase().split(/[^a-z0-9]+/).some((token) => phones.some((p) => token.endsWith(p))) || isPhoneModel(camera);
}

/**
 * Whether a folder's name names the device its photos came off ("Dave iPhone", "Mum's phone",
 * "Camera Roll", "SM-G991B"): a word of WordNet's phones or cameras, or a phone the device tables
 * know. Such a folder says how and by whose device the photos
 * were made, not who or what is in them (`library-index.ts` links it as made, not as a folder).
 */
export function namesADevice(folder: string): boolean {
  const words = folder.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const { phone, camera } = kindWords();
  return words.some((word) => phone.includes(word) || camera.includes(word) || /^(?:i|smart|cell|mobile)phone$/.test(word)) || isPhoneModel(folder);
}

/**
 * A format's names as people say them: each also in the plural, which the stemmer leaves alone
 * when the name has no vowel ("pngs", "mp4s"), and the word "file" of them all ("png files").
 */
function said(names: string[]): string[] {
  return [...names.flatMap((name) => [name, `${name}s`]), "file"];
}

/** The file's format by its extension: the names people say it by, or null when nothing names it. */
export function formatOf(file: string): { label: string; words: string[] } | null {
  const ext = path.extname(file).slice(1).toLowerCase();
  if (!ext) return null;
  const names = formatNamesOf().get(ext);
  if (names) return { label: `${ext.toUpperCase()} file`, words: said(names) };
  // Decoded as a photo, yet no image type has it: a camera's raw format (CR2, NEF, ARW, DNG…).
  if (IMAGE_EXTENSIONS.has(`.${ext}`)) return { label: `raw file (${ext.toUpperCase()})`, words: said([ext, "raw"]) };
  return null;
}

/**
 * A maker's names for its lines of cameras, which no EXIF field writes ("Panasonic DC-GH5" is a
 * Lumix, "DJI FC3582" a drone), by the camera's name as EXIF gives it (maker, then model): a
 * maker's trade names, said by people and in its own manuals, not a list of phrasings.
 */
const CAMERA_LINES: Array<{ camera: RegExp; words: string[]; kind?: string }> = [
  { camera: /^panasonic\b/i, words: ["lumix"] },
  { camera: /^fujifilm\b/i, words: ["fuji"] },
  { camera: /^sony\s+(?:ilce|nex|slt|dslr)-/i, words: ["alpha"] },
  { camera: /^sony\s+dsc-/i, words: ["cyber-shot", "cybershot"] },
  { camera: /^dji\b/i, words: ["drone", "quadcopter", "aerial"], kind: "a drone" },
  { camera: /^gopro\b/i, words: ["action camera", "action cam"], kind: "an action camera" },
];

/** The camera's lines and the kind of camera a line is, where a maker names them. */
export function cameraLines(camera: string): { words: string[]; kind: string | null } {
  const lines = CAMERA_LINES.filter((line) => line.camera.test(camera));
  return { words: lines.flatMap((line) => line.words), kind: lines.find((line) => line.kind)?.kind ?? null };
}

/** Whether a made-link's text is a camera's own name ("Google Pixel 7"), not its kind ("a phone") or the file's format ("JPG file"). */
export function namesACamera(text: string): boolean {
  return !/^an? /.test(text) && !/\bfile\b/.test(text);
}

/**
 * The links that say how a photo was made: its camera, that camera's kind, and its file's format.
 * Each is strict (`Link.strict`): reached by its own words and their synonyms, never by a broader
 * word's meaning ("furniture" reaches a file cabinet, not every "file"; "equipment" no camera).
 */
export function madeLinks(row: { path: string; camera: string | null; lens: string | null }): Link[] {
  const links: Link[] = [];
  if (row.camera) {
    // The query's words part a model's letters from its digits ("5D" is read as "d"): its name is linked both ways.
    // A phone that writes its maker's code is also linked by the name it is sold under ("SM-G991B": Galaxy S21 5G).
    const sold = phoneModel(row.camera);
    const names = [row.camera, ...(sold ? [`${sold.maker} ${sold.model}`] : [])].join(" ");
    const parted = names.replace(/(\d)(?=\p{L})|(\p{L})(?=\d)/gu, "$1$2 ");
    // And a model its maker spaces ("NIKON Z 6", "Canon EOS R 8") as people type it: "Z6", "R8".
    const joined = names.replace(/(?<=(?:^|\s)\p{L})\s+(?=\d)/gu, "");
    const lines = cameraLines(row.camera);
    const words = [...new Set([names, parted, joined, ...lines.words])].join(" ");
    links.push({ kind: "made", text: sold ? `${row.camera} (${sold.maker} ${sold.model})` : row.camera, ...(words !== row.camera ? { words } : {}) });
    const phone = isPhoneCamera(row.camera, row.lens);
    const { phone: phoneWords, camera: cameraWords } = kindWords();
    links.push(phone
      ? { kind: "made", text: "a phone", words: phoneWords.join(" ") }
      : { kind: "made", text: lines.kind ?? "a camera", words: [...cameraWords, ...(lines.kind ? lines.words : [])].join(" ") });
  } else if (row.lens && isPhoneCamera(null, row.lens)) {
    links.push({ kind: "made", text: "a phone", words: kindWords().phone.join(" ") });
  }
  const format = formatOf(row.path);
  if (format) links.push({ kind: "made", text: format.label, words: format.words.join(" ") });
  return links.map((link) => ({ ...link, strict: true }));
}
