/**
 * @file Tables looked up by the words people type: "nite" → "night", "NYC" → "New York City". A
 * plain object answers "constructor" or "toString" with what every object has, a function, and
 * code that reads the answer as a string fails on it; a word table has only its own entries.
 *
 * Pure; runs wherever words are read.
 */

/** `entries` as a table with no inherited keys, frozen. */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
