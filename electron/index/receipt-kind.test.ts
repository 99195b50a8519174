import { describe, expect, it } from "vitest";
import { library } from "../testing/memory-library";
import { parseQuery } from "../search/query-parser";
import { retrieve } from "../search/retrieve";
import { LibraryIndex } from "./library-index";
import { moneyAmounts } from "./graph/code-words";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

/**
 * Receipts as OCR reads them abroad: no English word, prices without cents, signs in full width
 * ("￥"), a currency written after its amount. The word that totals each is its own language's.
 */
const RECEIPTS: Record<string, string> = {
  japanese: "ブルーボトルコーヒー 清澄白河\nドリップコーヒー ￥650\nカフェラテ ￥720\n合計 ￥1，370",
  chinese: "星巴克\n拿铁 ¥32\n美式 ¥28\n合计 ¥60",
  korean: "스타벅스\n아메리카노 ₩4,500\n라떼 ₩5,000\n합계 ₩9,500",
  thai: "ร้านกาแฟ\nกาแฟเย็น ฿60\nขนมปัง ฿45\nรวม ฿105",
  russian: "КОФЕЙНЯ\nКапучино 250 ₽\nКруассан 180 ₽\nИТОГО 430 ₽",
  hindi: "चाय ₹20\nसमोसा ₹30\nकुल ₹50",
  vietnamese: "CỘNG CÀ PHÊ - HÀ NỘI\nCà phê sữa đá ..... 45.000đ\nCà phê trứng ...... 55.000đ\nTổng cộng: 100.000đ",
  indonesian: "KOPI KINTAMANI - UBUD\nKopi susu ...... Rp 25.000\nPisang goreng .. Rp 20.000\nJUMLAH Rp 45.000",
  turkish: "KAHVECİ\nÇay 15,00 ₺\nSimit 10,00 ₺\nTOPLAM 25,00 ₺",
  swiss: "BÄCKEREI\nGipfeli CHF 2\nKaffee CHF 4\nTOTAL CHF 6",
  // Money marked the way it is printed where it is spent, on one line.
  polish: "PIEKARNIA Chleb 4,50 zł Masło 7,99 zł",
  swedish: "Kaffe 45 kr, Bulle 30 kr",
  czech: "Pivo 45 Kč, Knedlíky 120 Kč",
  hungarian: "Lángos 1200 Ft, Kávé 650 Ft",
  brazilian: "Café R$ 6,00 Pão de queijo R$ 8,50",
};

/** Text with a number or a price that is no receipt: a market sign, a shrine's, a boarding pass, a notice. */
const OTHERS: Record<string, string> = {
  "market-sign": "SALAMANCA MARKET\nTassie figs $6 / punnet\nSaturdays 8:30 - 3",
  shrine: "伏見稲荷大社\nFUSHIMI INARI TAISHA\n千本鳥居  Senbon Torii →",
  "boarding-pass": "VIETNAM AIRLINES  BOARDING PASS\nVN 780  MELBOURNE MEL -> HANOI HAN\n20 SEP 2025  SEAT 31C  GATE 12",
  "fair-sign": "LUNA PARK MELBOURNE\nEst. 1912\nRides close at 11 pm",
  notice: "Stage 4 restrictions - Melbourne\nCurfew 8pm - 5am\nStay within 5km of home\n1 hour of exercise per day",
  "road-sign": "LOW BRIDGE 12 FT\nEXIT 3 KM",
  "price-tag": "Café R$ 6,00",
};

const FRAMES = ["receipts", "the receipt", "show me my receipts", "any receipts", "all the receipts please"];

describe("a receipt in any language and script is a receipt: prices in thousands, amounts marked as money, by sign, code or local mark", async () => {
  const lib = library();
  const all = { ...RECEIPTS, ...OTHERS };
  for (const id of Object.keys(all)) lib.add(id, { taken_ms: Date.UTC(2025, 2, 1, 12) });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, analysis: async () => Object.entries(all).map(([id, text]) => ({ id, tags: "[]", ocr_text: text, objects: "[]", faces: 0, version: "1" })) });
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id);

  const grid = Object.keys(RECEIPTS).flatMap((id) => FRAMES.map((frame) => [frame, id] as const));
  it("covers at least 50 combinations of receipt and phrasing", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it.each(grid)("'%s' finds the %s receipt, and no sign, pass or notice", async (query, id) => {
    const ids = await found(query);
    expect(ids).toContain(id);
    expect(ids.filter((other) => other in OTHERS)).toEqual([]);
  });

  it("reaches a receipt in yen, won, baht or rubles by the currency's name", async () => {
    expect(await found("receipts in yen")).toEqual(expect.arrayContaining(["japanese"]));
    expect(await found("the bill in baht")).toEqual(["thai"]);
    expect(await found("receipt in rubles")).toEqual(["russian"]);
    expect(await found("receipts in zloty")).toEqual(["polish"]);
    expect(await found("the bill in forint")).toEqual(["hungarian"]);
  });

  it("counts amounts marked as money in full width too", () => {
    expect(moneyAmounts("合計￥1，370")).toBe(1);
    expect(moneyAmounts("ドリップコーヒー ￥650 カフェラテ ￥720")).toBe(2);
    expect(moneyAmounts("GATE 12 SEAT 31C")).toBe(0);
  });
});
