/**
 * @file Removes the properties that say where a photo was taken from an XMP packet, and nothing
 * else: coordinates (exif:GPS*, DJI's drone-dji:Gps*), place names (photoshop:City, State,
 * Country; Iptc4xmpCore:Location, CountryCode) and the IPTC Extension's LocationShown and
 * LocationCreated structures. Titles, keywords, face regions and the rest stay as they were written.
 *
 * Pure, over the packet's text. Namespaces are matched by URI, not by the prefix a writer chose,
 * and a property is removed in both of XMP's spellings: an element, with everything inside it,
 * or an attribute of its rdf:Description. The scanner knows just enough XML for that (tags,
 * quoted attributes, comments, CDATA, processing instructions) and walks the text once, with a
 * bounded element depth; anything it cannot read is an XmpSyntaxError, and the caller then
 * drops the packet if it may hold a location.
 */

export class XmpSyntaxError extends Error {}

const EXIF = "http://ns.adobe.com/exif/1.0/";
const PHOTOSHOP = "http://ns.adobe.com/photoshop/1.0/";
const IPTC_CORE = "http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/";
const IPTC_EXT = "http://iptc.org/std/Iptc4xmpExt/2008-02-29/";
const DJI = "http://www.dji.com/drone-dji/1.0/";
/** Where the main packet names its extension; dropped with an extension that held a location. */
export const XMP_NOTE = "http://ns.adobe.com/xmp/note/";

/** Whether a property (namespace URI, local name) records where the photo was taken. */
export function isLocationProperty(uri: string, local: string): boolean {
  switch (uri) {
    case EXIF:
      return local.startsWith("GPS");
    case DJI:
      return /^gps/i.test(local);
    case PHOTOSHOP:
      return local === "City" || local === "State" || local === "Country";
    case IPTC_CORE:
      return local === "Location" || local === "CountryCode";
    case IPTC_EXT:
      return local === "LocationShown" || local === "LocationCreated";
    default:
      return false;
  }
}

/**
 * Words whose presence anywhere in a packet means it may hold a location: what decides, when a
 * packet cannot be read, whether it must go. Generous on purpose; a false alarm costs a packet
 * that was unreadable anyway.
 */
export const LOCATION_WORDS = /GPS|Gps|City|State|Country|Location/;

/**
 * Names of XMP location properties, as writers spell them, to find in a file of any format whose
 * XMP is not parsed here (PNG, TIFF, HEIF, WebP, RAW). Long enough never to occur by chance in
 * image data.
 */
const XMP_LOCATION_NAMES = [
  "exif:GPSLatitude", "exif:GPSLongitude", "GpsLatitude", "GpsLongitude", "GpsLongtitude",
  "photoshop:City", "photoshop:State", "photoshop:Country", "Iptc4xmpCore:Location", "Iptc4xmpCore:CountryCode",
  "Iptc4xmpExt:LocationShown", "Iptc4xmpExt:LocationCreated",
].map((name) => Buffer.from(name, "latin1"));

/** Whether a file's bytes carry an XMP property that names where it was taken. */
export function mentionsXmpLocation(file: Buffer): boolean {
  return XMP_LOCATION_NAMES.some((name) => file.includes(name));
}

const MAX_DEPTH = 64;

type Property = (uri: string, local: string) => boolean;

interface Frame {
  name: string;
  namespaces: Map<string, string> | null;
  /** Where the cut removing this element starts, when it is a removed property. */
  cutFrom: number | null;
}

/**
 * The packet without its location properties (and any others `alsoRemove` names), or the same
 * string when it has none.
 */
export function withoutXmpLocation(xml: string, alsoRemove?: Property): string {
  const remove: Property = (uri, local) => isLocationProperty(uri, local) || (alsoRemove?.(uri, local) ?? false);
  const cuts: Array<[number, number]> = [];
  const stack: Frame[] = [];
  let cutting = 0;
  let at = 0;
  for (;;) {
    const lt = xml.indexOf("<", at);
    if (lt < 0) break;
    const skipped = skipNonElement(xml, lt);
    if (skipped !== null) {
      at = skipped;
      continue;
    }
    const tag = readTag(xml, lt);
    at = tag.end;
    if (tag.closing) {
      const open = stack.pop();
      if (!open || open.name !== tag.name) throw new XmpSyntaxError(`</${tag.name}> closes nothing open`);
      if (open.cutFrom !== null) {
        cuts.push([open.cutFrom, tag.end]);
        cutting--;
      }
      continue;
    }
    const frame: Frame = { name: tag.name, namespaces: null, cutFrom: null };
    for (const attr of tag.attrs) {
      if (attr.name === "xmlns" || attr.name.startsWith("xmlns:")) (frame.namespaces ??= new Map()).set(attr.name.slice(6), attr.value);
    }
    if (cutting === 0) {
      const resolve = (qname: string, element: boolean): [string, string] | null => {
        const colon = qname.indexOf(":");
        // An attribute without a prefix is in no namespace; an element without one is in the default.
        if (colon < 0 && !element) return null;
        const prefix = colon < 0 ? "" : qname.slice(0, colon);
        const uri = frame.namespaces?.get(prefix) ?? findNamespace(stack, prefix);
        return uri === undefined ? null : [uri, qname.slice(colon + 1)];
      };
      const property = resolve(tag.name, true);
      if (property && remove(...property)) {
        const from = leadingSpace(xml, lt);
        if (tag.selfClosing) cuts.push([from, tag.end]);
        else {
          frame.cutFrom = from;
          cutting++;
        }
      } else {
        for (const attr of tag.attrs) {
          if (attr.name.startsWith("xmlns")) continue;
          const named = resolve(attr.name, false);
          if (named && remove(...named)) cuts.push([attr.start, attr.end]);
        }
      }
    }
    if (!tag.selfClosing) {
      if (stack.length >= MAX_DEPTH) throw new XmpSyntaxError("nested too deep");
      stack.push(frame);
    }
  }
  if (stack.length > 0) throw new XmpSyntaxError(`<${stack.at(-1)!.name}> is never closed`);
  if (cuts.length === 0) return xml;
  cuts.sort((a, b) => a[0] - b[0]);
  let out = "";
  let kept = 0;
  for (const [from, to] of cuts) {
    out += xml.slice(kept, from);
    kept = to;
  }
  return out + xml.slice(kept);
}

function findNamespace(stack: readonly Frame[], prefix: string): string | undefined {
  for (let i = stack.length - 1; i >= 0; i--) {
    const uri = stack[i]!.namespaces?.get(prefix);
    if (uri !== undefined) return uri;
  }
  return undefined;
}

/** The whitespace before a removed element goes with it, so no blank line is left behind. */
function leadingSpace(xml: string, at: number): number {
  let from = at;
  while (from > 0 && /[ \t\r\n]/.test(xml[from - 1]!)) from--;
  return from;
}

/** Past a comment, CDATA section, processing instruction or declaration at `lt`; null for a tag. */
function skipNonElement(xml: string, lt: number): number | null {
  const past = (close: string) => {
    const end = xml.indexOf(close, lt + 2);
    if (end < 0) throw new XmpSyntaxError("unterminated markup");
    return end + close.length;
  };
  if (xml.startsWith("<!--", lt)) return past("-->");
  if (xml.startsWith("<![CDATA[", lt)) return past("]]>");
  if (xml.startsWith("<?", lt)) return past("?>");
  if (xml.startsWith("<!", lt)) return past(">");
  return null;
}

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  /** Just past the tag's ">". */
  end: number;
  /** Each attribute with the whitespace before it, so that cutting [start, end) leaves a tidy tag. */
  attrs: Array<{ name: string; value: string; start: number; end: number }>;
}

// XML's own whitespace only: the caller hands over UTF-8 bytes read as Latin-1, so that writing the
// text back restores every byte, and a UTF-8 continuation byte read as U+00A0 is no space.
const NAME = /[^ \t\r\n/>=]+/y;
const SPACE = /[ \t\r\n]*/y;

function readTag(xml: string, lt: number): Tag {
  let at = lt + 1;
  const closing = xml[at] === "/";
  if (closing) at++;
  const name = match(NAME, xml, at);
  if (!name) throw new XmpSyntaxError(`no element name at ${lt}`);
  at += name.length;
  const attrs: Tag["attrs"] = [];
  for (;;) {
    const start = at;
    at += match(SPACE, xml, at)!.length;
    if (xml[at] === ">") return { name, closing, selfClosing: false, end: at + 1, attrs };
    if (!closing && xml.startsWith("/>", at)) return { name, closing, selfClosing: true, end: at + 2, attrs };
    if (closing || at === start) throw new XmpSyntaxError(`malformed tag <${name}>`);
    const attr = match(NAME, xml, at);
    if (!attr) throw new XmpSyntaxError(`malformed attribute in <${name}>`);
    at += attr.length;
    at += match(SPACE, xml, at)!.length;
    if (xml[at] !== "=") throw new XmpSyntaxError(`attribute ${attr} has no value`);
    at += 1;
    at += match(SPACE, xml, at)!.length;
    const quote = xml[at];
    if (quote !== '"' && quote !== "'") throw new XmpSyntaxError(`attribute ${attr} is not quoted`);
    const close = xml.indexOf(quote, at + 1);
    if (close < 0) throw new XmpSyntaxError(`attribute ${attr} never ends`);
    attrs.push({ name: attr, value: xml.slice(at + 1, close), start, end: close + 1 });
    at = close + 1;
  }
}

function match(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? null;
}
