/**
 * @file What a query finds in a library held in arrays (`memory-library.ts`): the ids of the
 * photos that pass, sorted, as tests of retrieval ask. Runs under vitest only.
 */
import { LibraryIndex } from "../index/library-index";
import type { ParseContext } from "../search/parsers/parser";
import { parseQuery } from "../search/query-parser";
import { retrieve } from "../search/retrieve";
import { fullTextOf, library } from "./memory-library";

/** The ids of the photos `query` finds, on `now`, in the library `build` fills (nobody in People), with `context` beside the library's own. */
export async function idsFound(query: string, now: Date, build: (lib: ReturnType<typeof library>) => void, context: Partial<ParseContext> = {}): Promise<string[]> {
  const lib = library();
  build(lib);
  const index = new LibraryIndex();
  await index.refresh({ ...lib.source, people: async () => [] });
  const plan = parseQuery(query, now, { ...index.parseContext(), ...context });
  return (await retrieve(plan, { index, fullText: fullTextOf(lib, index) })).passing.map((c) => c.id).sort();
}
