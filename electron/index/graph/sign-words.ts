/**
 * @file What signs abroad say, in English: the shop, food and public-building words of the
 * languages travellers most often photograph (Spanish, Italian, Portuguese, French, German,
 * Dutch, Catalan, and Japanese as written in Latin letters), for the text read in photos.
 *
 * Runs in the engine's process, when a photo's links are made (`library-index.ts`). WordNet is
 * English only, and no maintained npm package carries a bilingual dictionary that works offline
 * (the translation packages call web services); so this list is short on purpose: words written
 * on shop fronts, stations and public buildings, each to the English word a person would search
 * for. Its English words go through WordNet as any word does, so "drugstore" and "chemist" reach
 * FARMACIA through "pharmacy". Keys are folded (no accents, lower case), as the graph's terms are.
 */
import { fold } from "../../words/terms";
import { wordsOf } from "../../words/split-words";

const SAID_ON_SIGNS: Readonly<Record<string, string>> = {
  // Markets and shops.
  mercado: "market", mercato: "market", marche: "market", markt: "market", mercat: "market", feira: "market", mercadillo: "market", ichiba: "market",
  supermercado: "supermarket", supermercato: "supermarket", supermarche: "supermarket",
  tienda: "shop", negozio: "shop", loja: "shop", boutique: "shop", magasin: "shop", geschaft: "shop", winkel: "shop",
  farmacia: "pharmacy", farmacie: "pharmacy", pharmacie: "pharmacy", apotheke: "pharmacy", apotheek: "pharmacy", drogueria: "pharmacy",
  panaderia: "bakery, bread", panetteria: "bakery, bread", panificio: "bakery, bread", forno: "bakery, bread", padaria: "bakery, bread", boulangerie: "bakery, bread", backerei: "bakery, bread", bakkerij: "bakery, bread", forn: "bakery, bread", "pan-ya": "bakery, bread",
  pasteleria: "pastry shop, cake shop", pasticceria: "pastry shop, cake shop", pastelaria: "pastry shop, cake shop", patisserie: "pastry shop, cake shop", konditorei: "pastry shop, cake shop", banketbakkerij: "pastry shop, cake shop",
  libreria: "bookshop, books", livraria: "bookshop, books", librairie: "bookshop, books", buchhandlung: "bookshop, books", boekhandel: "bookshop, books", llibreria: "bookshop, books",
  carniceria: "butcher, meat", macelleria: "butcher, meat", talho: "butcher, meat", boucherie: "butcher, meat", metzgerei: "butcher, meat", slagerij: "butcher, meat",
  pescaderia: "fishmonger, fish", pescheria: "fishmonger, fish", peixaria: "fishmonger, fish", poissonnerie: "fishmonger, fish",
  floristeria: "florist, flowers", fioraio: "florist, flowers", fiorista: "florist, flowers", floricultura: "florist, flowers", fleuriste: "florist, flowers", blumen: "florist, flowers", bloemen: "florist, flowers",
  zapateria: "shoe shop, shoes", calzature: "shoe shop, shoes", sapataria: "shoe shop, shoes", chaussures: "shoe shop, shoes", schuhe: "shoe shop, shoes",
  joyeria: "jeweller, jewellery", gioielleria: "jeweller, jewellery", joalharia: "jeweller, jewellery", bijouterie: "jeweller, jewellery", juwelier: "jeweller, jewellery",
  lavanderia: "laundry", laverie: "laundry", wascherei: "laundry", wasserette: "laundry",
  peluqueria: "hairdresser", parrucchiere: "hairdresser", cabeleireiro: "hairdresser", coiffeur: "hairdresser", friseur: "hairdresser", kapper: "hairdresser",
  ferreteria: "hardware shop", ferramenta: "hardware shop", quincaillerie: "hardware shop",
  // Food and drink.
  gelato: "ice cream", gelateria: "ice cream shop, ice cream", helado: "ice cream", helados: "ice cream", heladeria: "ice cream shop, ice cream", sorvete: "ice cream", sorveteria: "ice cream shop, ice cream", glace: "ice cream", glaces: "ice cream", eiscafe: "ice cream shop, ice cream", eis: "ice cream", ijs: "ice cream",
  taqueria: "tacos, taco shop", tacos: "tacos", ramen: "noodles, noodle soup, noodle shop, noodle bar", udon: "noodles, noodle shop", soba: "noodles, noodle shop", izakaya: "pub, bar", sushi: "sushi",
  restaurante: "restaurant", ristorante: "restaurant", trattoria: "restaurant", osteria: "restaurant", taverna: "restaurant, tavern", gasthaus: "restaurant, inn", gaststatte: "restaurant", eetcafe: "restaurant, cafe", bistro: "restaurant",
  cafeteria: "cafe, coffee", caffe: "cafe, coffee", cafe: "cafe, coffee", pastelito: "pastry", confiteria: "sweets, cafe", kaffee: "cafe, coffee", kissaten: "cafe, coffee",
  cerveceria: "brewery, beer", birreria: "brewery, beer", cervejaria: "brewery, beer", brasserie: "brewery, beer, restaurant", brauerei: "brewery, beer", bierhaus: "beer", brouwerij: "brewery, beer",
  enoteca: "wine bar, wine", vinoteca: "wine bar, wine", bodega: "wine cellar, wine", weinstube: "wine bar, wine",
  pizzeria: "pizza, restaurant",
  // Lodging.
  hostal: "hostel, hotel", ostello: "hostel", albergue: "hostel", auberge: "inn, hostel", jugendherberge: "hostel", herberg: "hostel",
  albergo: "hotel", pensione: "guesthouse, hotel", posada: "inn", pousada: "inn", ryokan: "inn",
  // Travel.
  estacion: "station", stazione: "station", estacao: "station", gare: "station", bahnhof: "station", hauptbahnhof: "station", eki: "station", estacio: "station",
  aeropuerto: "airport", aeroporto: "airport", aeroport: "airport", flughafen: "airport", luchthaven: "airport", kuko: "airport",
  puerto: "harbour, port", porto: "harbour, port", hafen: "harbour, port", haven: "harbour, port", port: "harbour, port",
  salida: "exit", uscita: "exit", saida: "exit", sortie: "exit", ausgang: "exit", uitgang: "exit", deguchi: "exit",
  entrada: "entrance", ingresso: "entrance", eingang: "entrance", ingang: "entrance", iriguchi: "entrance",
  // Public buildings and places.
  biblioteca: "library", bibliotheque: "library", bibliothek: "library", bibliotheek: "library", toshokan: "library",
  museo: "museum", musee: "museum", museu: "museum", hakubutsukan: "museum", bijutsukan: "art museum",
  iglesia: "church", chiesa: "church", igreja: "church", eglise: "church", kirche: "church", kerk: "church", esglesia: "church", catedral: "cathedral", cattedrale: "cathedral", duomo: "cathedral",
  jinja: "shrine", "jinja-mae": "shrine", otera: "temple",
  playa: "beach", spiaggia: "beach", praia: "beach", plage: "beach", strand: "beach", platja: "beach",
  parque: "park", parco: "park", parc: "park", koen: "park",
  jardin: "garden", giardino: "garden", jardim: "garden", garten: "garden", tuin: "garden", teien: "garden",
  hospital: "hospital", ospedale: "hospital", hopital: "hospital", krankenhaus: "hospital", ziekenhuis: "hospital", byoin: "hospital",
  ayuntamiento: "town hall", municipio: "town hall", mairie: "town hall", rathaus: "town hall", stadhuis: "town hall",
  correos: "post office", poste: "post office", correios: "post office",
  policia: "police", polizia: "police", polizei: "police", politie: "police", koban: "police",
  cine: "cinema", kino: "cinema", bioscoop: "cinema", eigakan: "cinema",
  teatro: "theatre", theatre: "theatre", theater: "theatre", schouwburg: "theatre",
  onsen: "hot spring bath", sento: "bath house",
  banco: "bank", banca: "bank", banque: "bank",
  escuela: "school", scuola: "school", escola: "school", ecole: "school", schule: "school", school: "school", gakko: "school",
  universidad: "university", universita: "university", universidade: "university", universite: "university", universitat: "university",
  mirador: "viewpoint, lookout", belvedere: "viewpoint, lookout", miradouro: "viewpoint, lookout", aussichtspunkt: "viewpoint, lookout",
  castillo: "castle", castello: "castle", castelo: "castle", chateau: "castle", schloss: "castle", burg: "castle", kasteel: "castle", shiro: "castle",
};

const GLOSSES: ReadonlyMap<string, string[]> = new Map(Object.entries(SAID_ON_SIGNS).map(([word, english]) => [fold(word), english.split(", ")]));

/**
 * The English of each sign word in a photo's text ("FARMACIA" → pharmacy), as the word as read
 * and its English words, the first what it is called; a word that is English already ("station",
 * "cafe") says itself and is left out.
 */
export function signGlosses(text: string): Array<{ said: string; english: string[] }> {
  const out: Array<{ said: string; english: string[] }> = [];
  for (const said of wordsOf(text, { joined: true, lettersOnly: true })) {
    const english = GLOSSES.get(fold(said));
    if (english && english[0] !== fold(said) && !out.some((gloss) => gloss.said === said)) out.push({ said, english });
  }
  return out;
}

/** Each English gloss → the sign words that say it. */
const SAYING: ReadonlyMap<string, string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [word, english] of GLOSSES) for (const gloss of english) out.set(gloss, [...(out.get(gloss) ?? []), word]);
  return out;
})();

/**
 * What a sign word asked for means, for a query: its English words (of one word) and the words of
 * other languages that say the same ("gelateria" → ice cream's "gelato", "helado"). Empty for a
 * word no sign list has.
 */
export function signSynonyms(word: string): string[] {
  const english = GLOSSES.get(fold(word));
  if (!english) return [];
  const same = english.flatMap((gloss) => SAYING.get(gloss) ?? []);
  return [...new Set([...english.filter((gloss) => !gloss.includes(" ")), ...same])].filter((w) => w !== fold(word));
}
