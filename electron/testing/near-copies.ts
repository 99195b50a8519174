/**
 * @file A generated set of near-identical-but-different pictures (receipts, screenshots and
 * invoices that share a layout), with true copies (re-saves and resizes) of some of them and of
 * real photos, each file labelled with the picture it shows. Test and benchmark only.
 *
 * Receipts differ in shop name, items and totals, some only in the total; screenshots in their
 * title and rows, some only in a clock time; invoices only in their number, or in their body
 * text; plain colour fields only in their hue. These are what a 64-bit perceptual hash cannot tell apart.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { PHOTOS } from "./fixtures";

export interface NearCopyFile {
  /** Relative to the set's folder. */
  file: string;
  /** Files with the same picture are copies of each other; different pictures must never fold. */
  picture: string;
}

const SHOPS = ["STARBUCKS", "REWE", "ALDI SUED", "LIDL", "CAFE CENTRAL", "IKEA", "TESCO", "SPAR", "MIGROS", "EDEKA"];
const ITEMS = ["COFFEE", "CAKE", "WATER", "BREAD", "MILK", "APPLES", "CHEESE", "PASTA"];
const WORDS = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et".split(" ");
/** Real photos re-saved and resized; IMG_0003 is `large_coffee.jpg` downscaled, so the two are one picture. */
const REAL = [["IMG_0001.jpg", "astronaut"], ["IMG_0002.jpg", "cat"], ["IMG_0003.jpg", "coffee"], ["large_coffee.jpg", "coffee"], ["IMG_0004.jpg", "launch"], ["hubble.jpg", "hubble"], ["IMG_0100.jpg", "ikea receipt"], ["IMG_0101.jpg", "wifi note"]] as const;

const text = (x: number, y: number, size: number, body: string, family = "DejaVu Sans Mono", weight = "normal") =>
  `<text x="${x}" y="${y}" font-family="${family}" font-weight="${weight}" font-size="${size}" fill="#111111">${body}</text>`;

export function receipt(shop: string, lines: Array<[string, number]>, total: number): string {
  const rows = lines.map(([item, price], k) => text(60, 200 + k * 64, 34, `${item.padEnd(12, " ")}${price.toFixed(2).padStart(6, " ")}`)).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="800"><rect width="480" height="800" fill="#ffffff"/>${text(60, 110, 40, shop, "DejaVu Sans", "bold")}${rows}${text(60, 200 + lines.length * 64 + 40, 38, `TOTAL ${total.toFixed(2).padStart(8, " ")}`, "DejaVu Sans Mono", "bold")}</svg>`;
}

function screenshot(title: string, rows: string[], clock: string): string {
  const body = rows.map((row, k) => `${text(60, 420 + k * 160, 52, row, "DejaVu Sans")}<rect x="60" y="${460 + k * 160}" width="1050" height="2" fill="#dddddd"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1170" height="2532"><rect width="1170" height="2532" fill="#ffffff"/><rect width="1170" height="300" fill="#f2f2f7"/>${text(60, 90, 44, clock, "DejaVu Sans", "bold")}${text(60, 250, 80, title, "DejaVu Sans", "bold")}${body}</svg>`;
}

function invoice(number: number, seed: number): string {
  const lines = Array.from({ length: 18 }, (_, k) => Array.from({ length: 7 }, (_, w) => WORDS[(seed * 5 + k * 3 + w * 7 + k * w) % WORDS.length]).join(" "));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="1240" height="1754" fill="#ffffff"/>${text(100, 160, 56, `Invoice ${number}`, "DejaVu Sans", "bold")}${lines.map((l, k) => text(100, 300 + k * 66, 36, l, "DejaVu Serif")).join("")}</svg>`;
}

/** Writes the set into `dir` (emptied first) and returns what each file shows. */
export async function writeNearCopies(dir: string, options: { pictures?: number } = {}): Promise<NearCopyFile[]> {
  const count = options.pictures ?? 20;
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  const files: NearCopyFile[] = [];
  const write = async (image: Sharp, file: string, picture: string) => {
    await image.toFile(path.join(dir, file));
    files.push({ file, picture });
  };
  const svg = (markup: string) => sharp(Buffer.from(markup));
  for (let i = 0; i < count; i++) {
    const items = Array.from({ length: 4 }, (_, k): [string, number] => [ITEMS[(i + k) % ITEMS.length]!, 1 + ((i * 37 + k * 11) % 50) / 10]);
    const total = items.reduce((sum, [, price]) => sum + price, 0);
    await write(svg(receipt(SHOPS[i % SHOPS.length]!, items, total)).jpeg({ quality: 85 }), `receipt-${i}.jpg`, `receipt-${i}`);
    // The same shop and items, another total: a second visit.
    await write(svg(receipt(SHOPS[i % SHOPS.length]!, items, total + 1)).jpeg({ quality: 85 }), `receipt-${i}-next-visit.jpg`, `receipt-${i}-next-visit`);
    const rows = Array.from({ length: 8 }, (_, k) => `${["Alice", "Bob", "Carol", "Dan", "Eve"][(i + k) % 5]} · ${ITEMS[(i * 3 + k) % ITEMS.length]!.toLowerCase()}`);
    const title = ["Inbox", "Settings", "Boarding pass", "Weather", "Calendar", "Notes", "Bank", "Messages"][i % 8]!;
    await write(svg(screenshot(title, rows, `10:0${i % 10}`)).png(), `screenshot-${i}.png`, `screenshot-${i}`);
    // The same screen a few minutes later: only the clock differs.
    await write(svg(screenshot(title, rows, `10:${10 + (i % 50)}`)).png(), `screenshot-${i}-later.png`, `screenshot-${i}-later`);
    await write(svg(invoice(1000 + i, i % 3)).jpeg({ quality: 85 }), `invoice-${1000 + i}.jpg`, `invoice-${1000 + i}`);
  }
  // Plain walls and skies: colour fields that look alike in grey.
  for (const [k, hue] of [0, 40, 120, 200, 240, 300].entries()) {
    await write(svg(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="hsl(${hue},55%,50%)"/></svg>`).jpeg({ quality: 85 }), `plain-${k}.jpg`, `plain-${k}`);
  }
  // True copies of some documents: a re-save, a resize, a re-encode as another format.
  for (let i = 0; i < Math.min(count, 4); i++) {
    await write(sharp(path.join(dir, `receipt-${i}.jpg`)).resize(240).jpeg({ quality: 60 }), `receipt-${i} (small).jpg`, `receipt-${i}`);
    await write(sharp(path.join(dir, `screenshot-${i}.png`)).resize(585).jpeg({ quality: 80 }), `screenshot-${i} (shared).jpg`, `screenshot-${i}`);
    await write(sharp(path.join(dir, `invoice-${1000 + i}.jpg`)).jpeg({ quality: 50 }), `invoice-${1000 + i} (re-saved).jpg`, `invoice-${1000 + i}`);
  }
  // Real photos, as they are and re-saved and resized the ways copies come about.
  for (const [name, picture] of REAL) {
    const source = path.join(PHOTOS, name);
    const stem = path.parse(name).name;
    const { width = 0 } = await sharp(source).rotate().metadata();
    await write(sharp(source).rotate().jpeg({ quality: 92 }), `${stem}.jpg`, picture);
    await write(sharp(source).rotate().resize(Math.round(width / 2)).jpeg({ quality: 70 }), `${stem} (half).jpg`, picture);
    await write(sharp(source).rotate().jpeg({ quality: 45 }), `${stem} (q45).jpg`, picture);
    await write(sharp(source).rotate().resize(Math.min(800, width)).webp({ quality: 80 }), `${stem} (web).webp`, picture);
    await write(sharp(source).rotate().modulate({ brightness: 1.08 }).jpeg({ quality: 85 }), `${stem} (brighter).jpg`, picture);
  }
  return files;
}
