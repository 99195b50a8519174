/**
 * @file Whether a camera's EXIF name is a phone's, from Matomo's device tables (through
 * node-device-detector): most phones write a maker's code, not a word that says phone
 * ("SM-G991B" is a Galaxy S21, "M2007J3SG" a Xiaomi Mi 10T Pro, "ONEPLUS A6003" a OnePlus 6,
 * "Pixel 7" a Google phone), and the tables know thousands of them by the same codes.
 *
 * Runs in the engine's process, for `made-links.ts`, once per camera name (a library has few):
 * the tables are loaded on the first name asked about, and only the makers a word of the name
 * names are tried. The tables read a browser's user agent, so the name is set in one, as an
 * Android browser would write its device. A match only through a
 * maker's catch-all pattern (any word after "Sony") says nothing: Sony, Samsung and Panasonic
 * also make cameras ("Sony ILCE-7M3", "SAMSUNG NX300"), so a phone is one the tables name by a
 * pattern of its own.
 */
import { createRequire } from "node:module";

/** A maker's entry in the tables: its pattern, its devices' kind, and its models' patterns (each may say its own kind). */
interface Maker {
  regex: string;
  device?: string;
  model?: string;
  models?: Array<{ regex: string; model: string; device?: string }>;
}

/** The kinds of device in the tables that are phones ("phablet": a large one). */
const PHONE_TYPES = new Set(["smartphone", "phablet", "feature phone"]);

/** A model pattern that captures whatever follows the maker's name ("Sony[ -]?([^/;]*) Build"): a catch-all, not a model of its own. */
const CATCH_ALL = /\((?:\[\^[^\]]*\]|\[[a-z0-9 _.-]+\]|\.)[*+]\??\)/i;

let tables: { makers: Array<[string, Maker]>; pattern: (regex: string) => RegExp } | null = null;
const known = new Map<string, { maker: string; model: string } | null>();

function deviceTables() {
  if (tables) return tables;
  const require = createRequire(import.meta.url);
  const makers = require("node-device-detector/regexes/device/mobiles") as Record<string, Maker>;
  // The library's own reading of a pattern (a word's edge before it, its escapes), so a model matches as it does in a user agent.
  const { getBaseRegExp } = require("node-device-detector/parser/helper") as { getBaseRegExp(regex: string): RegExp };
  return (tables = { makers: Object.entries(makers), pattern: getBaseRegExp });
}

/** The maker's model that `agent` names by a pattern of its own, with its kind and name; null when none does or only a catch-all. */
function modelOf(maker: Maker, agent: string, pattern: (regex: string) => RegExp): { type: string; name: string } | null {
  const found = pattern(maker.regex).exec(agent);
  if (!found) return null;
  if (!maker.models) return maker.model && maker.device && !CATCH_ALL.test(maker.regex) ? { type: maker.device, name: named(maker.model, found) } : null;
  for (const model of maker.models) {
    const match = pattern(model.regex).exec(agent);
    if (!match) continue;
    const type = model.device ?? maker.device;
    return type && !CATCH_ALL.test(model.regex) ? { type, name: named(model.model, match) } : null;
  }
  return null;
}

/** A model's name from its template and what its pattern caught ("Galaxy S$1" → "Galaxy S21"). */
function named(template: string, match: RegExpExecArray): string {
  return template.replace(/\$(\d)/g, (_, k: string) => (match[Number(k)] ?? "").trim()).replace(/_/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * The phone Matomo's tables name `camera` (an EXIF make and model, "samsung SM-G991B") by a
 * pattern of its own: its maker and model as sold ("Samsung", "Galaxy S21 5G"), or null. Only the
 * makers a word of the name names are tried ("samsung", "Nokia" in "HMD Global Nokia 7.2", "LG"
 * in "LG-H870"): trying all two thousand takes seconds.
 */
export function phoneModel(camera: string): { maker: string; model: string } | null {
  const key = camera.trim().toLowerCase();
  let phone = known.get(key);
  if (phone === undefined) {
    const { makers, pattern } = deviceTables();
    const words = new Set(key.split(/[^a-z0-9]+/));
    const agent = `Mozilla/5.0 (Linux; Android 13; ${camera.trim()} Build/TQ3A)`;
    phone = null;
    for (const [name, maker] of makers) {
      if (!words.has(name.toLowerCase())) continue;
      const model = modelOf(maker, agent, pattern);
      if (model && PHONE_TYPES.has(model.type)) {
        phone = { maker: name, model: model.name };
        break;
      }
    }
    known.set(key, phone);
  }
  return phone;
}

/** Whether Matomo's tables name `camera` as a phone by a pattern of its own (`phoneModel`). */
export function isPhoneModel(camera: string): boolean {
  return phoneModel(camera) !== null;
}
