/**
 * @file The text of LanceDB's SQL filters: quoted literals, `IN` lists and path prefixes, and the
 * slicing that keeps a filter over many values a reasonable length.
 *
 * Runs in the engine's process. Pure functions, below the photo store (`store.ts`) and the repairs
 * it runs when a library opens (`repair-duplicates.ts`), which both build filters.
 */
import path from "node:path";

/** A string literal for LanceDB's SQL filters. */
export function sql(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A filter for the rows whose path lies inside `dir`. */
export function pathUnder(dir: string): string {
  return `starts_with(path, ${sql(dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`)})`;
}

export const inList = (column: string, values: string[]) => `${column} IN (${values.map(sql).join(", ")})`;

/** Runs `work` over `items` in slices, so SQL filters stay a reasonable length. */
export async function inSlices<T>(items: T[], work: (slice: T[]) => Promise<void>, size = 500): Promise<void> {
  for (let i = 0; i < items.length; i += size) await work(items.slice(i, i + size));
}
