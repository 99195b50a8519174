import { describe, expect, it } from "vitest";
import { library } from "../testing/memory-library";
import { parseQuery } from "../search/query-parser";
import { retrieve } from "../search/retrieve";
import { foreignGlosses } from "./graph/foreign-words";
import { LibraryIndex } from "./library-index";
import { paperKinds, type PaperKind } from "./paper-kinds";

// Monday 30 November 2026, noon.
const NOW = new Date(2026, 10, 30, 12);

const kindsOf = (text: string, screenshot = false) => paperKinds({ text, screenshot, glosses: foreignGlosses(text) }).sort();

/** Dishes and their prices as menus and tills print them, in several currencies and scripts. */
const PRICE_LISTS: Array<{ name: string; lines: [string, number][]; money: (n: number) => string }> = [
  { name: "pesos", lines: [["Empanada de carne", 1200], ["Milanesa napolitana", 6500], ["Flan casero", 2300]], money: (n) => `$ ${n.toLocaleString("de-DE")}` },
  { name: "euros", lines: [["Wiener Schnitzel", 18.9], ["Apfelstrudel", 6.5], ["Melange", 4.8]], money: (n) => `${n.toFixed(2).replace(".", ",")} €` },
  { name: "yen", lines: [["たこ焼き", 600], ["お好み焼き", 950], ["生ビール", 500]], money: (n) => `￥${n}` },
  { name: "reais", lines: [["Água de coco", 8], ["Pastel de queijo", 12], ["Caipirinha", 25]], money: (n) => `R$ ${n}` },
  { name: "zloty", lines: [["Żurek w chlebie", 24], ["Pierogi ruskie", 28], ["Kompot", 9]], money: (n) => `${n} zł` },
  { name: "forint", lines: [["Gulyásleves", 1800], ["Lángos", 1200], ["Túrós csusza", 1900]], money: (n) => `${n} Ft` },
];
/** How a line sets a price beside its dish. */
const LAYOUTS: Array<(dish: string, price: string) => string> = [(d, p) => `${d} ...... ${p}`, (d, p) => `${d}  ${p}`, (d, p) => `${d}.........${p}`];
/** A till's last line in words that are no English, or none: the lines add up either way. */
const TOTALS = ["RAZEM", "SUMME", "合計", "TOTAL", "ΣΥΝΟΛΟ", ""];

const priceLines = (list: (typeof PRICE_LISTS)[number], layout: (typeof LAYOUTS)[number], n: number) => list.lines.slice(0, n).map(([dish, price]) => layout(dish, list.money(price)));

describe("what a text is printed on, from its shape, in any language", () => {
  const menus = PRICE_LISTS.flatMap((list) => LAYOUTS.map((layout, l) => [`${list.name} #${l}`, ["CARTA", ...priceLines(list, layout, 3)].join("\n")] as const));
  const receipts = PRICE_LISTS.flatMap((list) =>
    TOTALS.map((total) => {
      const lines = list.lines.slice(0, 2);
      const sum = lines[0]![1] + lines[1]![1];
      return [`${list.name} ${total || "(no word)"}`, ["KASA 3", ...priceLines(list, LAYOUTS[0]!, 2), `${total} ${list.money(Math.round(sum * 100) / 100)}`.trim()].join("\n")] as const;
    }),
  );
  it("covers at least 50 price lists", () => expect(menus.length + receipts.length).toBeGreaterThanOrEqual(50));

  it.each(menus)("a price list that adds up to nothing, undated, is a menu (%s)", (_, text) => {
    expect(kindsOf(text)).toEqual(["menu"]);
  });

  it.each(receipts)("the same prices with a line that adds them up are a receipt (%s)", (_, text) => {
    expect(kindsOf(text)).toEqual(["receipt"]);
  });

  /** What a ticket prints, in the languages a trip meets; with a date or an hour, each is a ticket. */
  const TICKET_LINES = [
    ["PKP Intercity bilet", "Wagon 7, miejsce 45"],
    ["BUQUEBUS Buenos Aires -> Colonia", "Asiento 12C Salida"],
    ["BOARDING PASS QR 806", "SEAT 38K GATE C24"],
    ["DB Fahrkarte Berlin -> Hamburg", "2. Klasse"],
    ["Trenitalia biglietto", "Carrozza 5 Posto 12A"],
    ["Opera House", "Row K Seat 22"],
    ["MUSEU NACIONAL bilhete", "Adulto"],
  ];
  const WHEN = ["30/09/2017", "22.04.2017 10:30", "01 APR 2023", "09:12", "2025-07-12 10:00"];
  const tickets = TICKET_LINES.flatMap((lines) => WHEN.map((when) => [lines[0]!, [...lines, when].join("\n")] as const));
  it.each(tickets)("a ticket's words beside a date or an hour are a ticket (%s)", (_, text) => {
    expect(kindsOf(text)).toContain("ticket");
    expect(kindsOf(text)).not.toContain("menu");
  });

  /**
   * Boarding passes as airlines print them, in their languages or with only a flight's number, and
   * tickets of every other kind with the same dates: only the first are boarding passes.
   */
  const PASSES = [
    ["BOARDING PASS", "LH 2034 MUC-LIS", "SEAT 14C GATE G12"], ["Karta pokładowa", "LO 281 WAW-KRK", "Miejsce 12A"],
    ["Tarjeta de embarque", "IB 3170 MAD-BCN", "Asiento 21F Puerta K4"], ["Carte d'embarquement", "AF 1234 CDG-NCE", "Siège 3A Porte F22"],
    ["Bordkarte", "Flug EW 9042", "Sitzplatz 7D"], ["TK 1981 IST-LHR", "Passenger YILMAZ/EMRE", "Seat 23A Gate B8"],
    ["Aegean", "A3 112 ATH-SKG", "Seat 2C Boarding 06:40"],
  ];
  const OTHER_TICKETS = [
    ["PKP Intercity bilet", "Wagon 7, miejsce 45"], ["DB Fahrkarte Berlin -> Hamburg", "2. Klasse"], ["Trenitalia biglietto", "Carrozza 5 Posto 12A"],
    ["Opera House", "Row K Seat 22"], ["BUQUEBUS Buenos Aires -> Colonia", "Asiento 12C Salida"], ["Renfe Billete", "Coche 3 Plaza 12A"],
    ["MUSEU NACIONAL bilhete", "Adulto"],
    // A train's number reads as a flight's ("IC" InterCity, "EC" EuroCity): the carriage says it is a train.
    ["PKP bilet IC 3520 Kraków -> Tarnów", "Wagon 7, miejsce 45"], ["EC 175 Praha -> Wien", "Coach 257 Seat 45"],
  ];
  const boarding = [...PASSES.map((lines) => [true, lines] as const), ...OTHER_TICKETS.map((lines) => [false, lines] as const)].flatMap(([pass, lines]) => WHEN.map((when) => [pass, lines[0]!, [...lines, when].join("\n")] as const));
  it("a boarding pass is a ticket that says boarding or prints a flight's number; no other ticket is one (16 tickets × 5 dates)", () => {
    expect(boarding.length).toBeGreaterThanOrEqual(50);
    const wrong = boarding.filter(([pass, , text]) => kindsOf(text).includes("boarding") !== pass || !kindsOf(text).includes("ticket")).map(([pass, name]) => `${name}: ${pass ? "missed" : "taken for a boarding pass"}`);
    expect(wrong).toEqual([]);
  });

  /** A text that names itself a ticket, with no date or hour: a price board at a gate, a fare ticket in Japanese. */
  it.each(["PARCO ARCHEOLOGICO DEL COLOSSEO\nBiglietto intero: 16\nRidotto: 2", "乗車券・特急券\n京都 → 東京\n7号車12番A", "MOLO W SOPOCIE\nBilet wstępu: 10 zł", "Renfe Billete\nValencia Nord Requena\nCoche 3 Plaza 12A"])("a text that names itself a ticket is one (%s)", (text) => {
    expect(kindsOf(text)).toContain("ticket");
  });

  /** Signs that print a fee or opening hours: never tickets, menus or chats. */
  const SIGNS = [
    "BIBLIOTECA CIVICA\nOrario 9:00-19:00\nSilenzio, per favore",
    "STAROMĚSTSKÝ ORLOJ\nProhlídka věže: 250 Kč\nOtevřeno denně 9:00-21:00",
    "MUSEUM\nEntrance free\nOpen 10:00 - 18:00",
    "Stage 4 restrictions - Melbourne\nCurfew 8pm - 5am\nStay within 5km of home",
    "Koronawirus: ważne zasady\nOd 16 kwietnia obowiązek\nzakrywania ust i nosa",
    "MERCADO CENTRAL\nHigos frescos\n$ 120 el kilo",
  ];
  it.each(SIGNS.map((sign) => [sign.split("\n")[0]!, sign] as const))("a sign is none of them (%s)", (_, text) => {
    expect(kindsOf(text, true).filter((k) => k !== "receipt")).toEqual([]);
  });

  /** Chats as screenshots read them: whom it is with, then what was said; sometimes who said it. */
  const CONTACTS = ["Mama", "Marta Silva", "Tom"];
  const MESSAGES = [
    ["Kochanie, przyjedziesz w sobotę?", "Ja: Tak, będę z Bartkiem"],
    ["¿Venís el domingo a comer?", "Yo: Dale, llevo helado"],
    ["Jantar no domingo às 20h?", "Leva a sobremesa!"],
    ["are you coming tonight?", "Me: on my way, 10 min"],
  ];
  const chats = CONTACTS.flatMap((contact) => MESSAGES.map((said) => [contact, [contact, ...said].join("\n")] as const));
  it.each(chats)("a screenshot of a chat with %s is a chat, a photo of the same words is not", (_, text) => {
    expect(kindsOf(text, true)).toEqual(["chat"]);
    expect(kindsOf(text, false)).toEqual([]);
  });

  /** What a chat says of a journey: a flight's number, a seat, a gate, a platform, an hour. */
  const JOURNEYS = [
    ["landing at 10:40, flight LH 2034", "Me: see you at arrivals"],
    ["Me: boarding now, seat 14C", "safe flight!"],
    ["my train leaves from platform 4 at 18:05", "Me: ok, coach 7?"],
    ["Ja: lot LO 281 o 9:15, miejsce 12A", "Dobrej podróży!"],
    ["Yo: salgo en el AVE de las 09:45, coche 5 plaza 12A", "¡Buen viaje!"],
    ["gate B12 closes at 07:30, where are you?", "Me: security queue :("],
  ];
  const travelChats = CONTACTS.flatMap((contact) => JOURNEYS.map((said) => [contact, [contact, ...said, "10:41"].join("\n")] as const));
  it("a screenshot of a chat about a journey is a chat, not a ticket nor a boarding pass (contact × message)", () => {
    expect(travelChats.length).toBeGreaterThanOrEqual(18);
    const wrong = travelChats.filter(([, text]) => kindsOf(text, true).join() !== "chat").map(([contact, text]) => `${contact}: ${text.split("\n")[1]} → ${kindsOf(text, true).join(", ")}`);
    expect(wrong).toEqual([]);
    // A screenshot of a boarding pass or a ticket that calls itself one is still one.
    expect(kindsOf("SAS\nBOARDING PASS\nSK 1421 ARN-CPH\nSeat 14C Gate 12\n02/10/2024 09:45", true)).toContain("boarding");
    expect(kindsOf("Renfe\nBillete: Madrid - Sevilla\nCoche 5 Plaza 12A\n14/03/2025 09:45\n¡Buen viaje!", true)).toContain("ticket");
  });
});

describe("a screenshot read with the phone's status bar above it", () => {
  /** The bar as OCR reads it: the hour, the network, the battery. */
  const BARS = ["19:45 4G 82%", "9:41 LTE 100%", "07:12 5G 54%", "12:15 82%", "23:02 4G"];
  /** What was on the screen, and what it is. */
  const SCREENS: Array<[string, string, PaperKind[]]> = [
    ["a group chat", "Parata Whanau\nMum\nKai at ours at 1pm on\nChristmas Day, can you bring ice\nAna\nwill bring the pav and the ham\nMatiu\nI'll bring a box of beers", ["chat"]],
    ["a family chat", "Family\nDad\nwho is picking up nana tomorrow\nAroha\nme, after my shift at work", ["chat"]],
    ["a chat", "Kate\nCan you grab the ham from the\nbutcher before lunch\nYep. Need anything from the\ndairy?\nMilk and a bag of ice", ["chat"]],
    ["a chat with a speaker", "Tom\nare you coming tonight?\nMe: on my way, 10 min", ["chat"]],
    ["a concert ticket", "Ticketek\nSIX60\nSaturday 8 March 2025, 7:00pm\nSky Stadium, Wellington\nGeneral Admission Field\n2 tickets: PARATA", ["ticket"]],
    ["a boarding pass", "Air New Zealand\nBoarding pass\nNZ 619 WLG - ZQN\n16 Aug 2024 Seat 12F", ["boarding", "ticket"]],
    ["the weather", "MetService\nWellington\nWednesday 18 June\n11° Rain\nStrong wind watch\nCook Strait ferries cancelled", []],
    ["a route", "Maps\nKinloch\nvia State Highway 1\n12 min (372 km)\nStop: Bulls toilets and a pie\nStart", []],
    ["a timetable", "Metlink\nStop 7010\nThe Parade at Island Bay\n1 Johnsonville West 8:22\n29 Wellington Station 8:31\nUpdated 08:15", []],
    ["a battery screen", "Battery\nScreen 2 h 41 min\nMaps 48 min\nPhotos 12 min", []],
  ];
  const grid = BARS.flatMap((bar) => SCREENS.map(([what, text, kinds]) => ({ bar, what, text: `${bar}\n${text}`, kinds })));

  it("covers at least 50 bars and screens", () => expect(grid.length).toBeGreaterThanOrEqual(50));

  it("reads what the screen shows, not the bar: a 4G is no seat, its hour no ticket's (bar x screen)", () => {
    const wrong = grid.filter(({ text, kinds }) => kindsOf(text, true).join() !== [...kinds].sort().join()).map(({ bar, what, text }) => `${what} under "${bar}": ${kindsOf(text, true).join(", ")}`);
    expect(wrong).toEqual([]);
    // A photo of paper has no bar: its first line is what was printed.
    expect(kindsOf("12:15 4G 82%\nTicket\nSeat 4G\n16 Aug 2024", false)).toContain("ticket");
  });
});

describe("menus, tickets and chats answer their own names", async () => {
  const TEXTS: Record<string, { text: string; screenshot?: boolean; kind: PaperKind; boarding?: true }> = {
    kiosk: { text: "QUIOSQUE POSTO 5\nÁgua de coco ....... R$ 8\nCaipirinha .......... R$ 25\nPastel de queijo .... R$ 12", kind: "menu" },
    taverna: { text: "ΤΑΒΕΡΝΑ\nΜουσακάς ...... 12\nΧωριάτικη ...... 9\nΤζατζίκι ....... 5", kind: "menu" },
    karczma: { text: "KARCZMA\nŻurek w chlebie ....24 zł\nPierogi ruskie ...... 28 zł\nRAZEM 52 zł", kind: "receipt" },
    train: { text: "TREN A LAS NUBES\n14/08/2021 Salida 07:00\nBoleto adulto $ 19.500", kind: "ticket" },
    pass: { text: "QATAR AIRWAYS BOARDING PASS\n01 APR 2023 SEAT 38K GATE C24", screenshot: true, kind: "ticket", boarding: true },
    // "Tarjeta" is a card, a map, then a menu: a ticket's seat and gate say which.
    tarjeta: { text: "VUELING Tarjeta de embarque\nVLC Valencia DUB Dublin\nVY 8752 05 JUL 2019 07:10\nAsiento 14C Puerta B12", screenshot: true, kind: "ticket", boarding: true },
    medina: { text: "CAFE DES EPICES\nTajine de poulet .. 90 DH\nCouscous aux sept légumes .. 85 DH\nJus d'orange frais ..... 15 DH", kind: "menu" },
    chat: { text: "Mama\nKochanie, przyjedziesz na Wszystkich Świętych?\nJa: Tak, będę w sobotę", screenshot: true, kind: "chat" },
  };
  const lib = library();
  for (const [id, { screenshot }] of Object.entries(TEXTS)) lib.add(id, { taken_ms: Date.UTC(2025, 2, 1, 12), kind: screenshot ? "screenshot" : "photo" });
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, analysis: async () => Object.entries(TEXTS).map(([id, { text }]) => ({ id, tags: "[]", ocr_text: text, objects: "[]", faces: 0, version: "1" })) });
  const found = async (query: string) => (await retrieve(parseQuery(query, NOW, index.parseContext()), { index, fullText: async () => [] })).passing.map((c) => c.id).sort();
  // A boarding pass is a ticket too: "tickets" finds it, "boarding passes" finds only them.
  const expected = (kind: PaperKind) => Object.keys(TEXTS).filter((id) => (kind === "boarding" ? TEXTS[id]!.boarding : TEXTS[id]!.kind === kind)).sort();

  it.each([
    ["menus", "menu"], ["the menu", "menu"], ["any menus?", "menu"],
    ["tickets", "ticket"], ["my tickets", "ticket"], ["all the tickets please", "ticket"],
    ["chats", "chat"], ["the chat", "chat"], ["conversations", "chat"],
    ["receipts", "receipt"],
    ["boarding passes", "boarding"], ["plane tickets", "boarding"], ["the wine list", "menu"], ["text messages", "chat"],
  ] as const)("'%s' finds every %s and nothing else", async (query, kind) => {
    expect(await found(query)).toEqual(expected(kind));
  });
});
