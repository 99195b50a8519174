/**
 * @file Words written of a photo in the two places a library keeps them, a memory the user told
 * and text read in the photo, and the photos a query finds by them through the index alone (no
 * full-text index): for the tests of how words of other languages are read. Runs under vitest only.
 */
import { LibraryIndex } from "../index/library-index";
import { parseQuery } from "../search/query-parser";
import { retrieve } from "../search/retrieve";
import { library } from "./memory-library";

type Library = ReturnType<typeof library>;

/** Where a test writes words of a photo, by how its cases name the place. */
export const WRITTEN = {
  "a memory": (lib: Library, id: string, written: string) => lib.memories.push({ photo_id: id, text: written }),
  "text read in the photo": (lib: Library, id: string, written: string) => lib.read(id, written),
} as const;

/** The photos that pass `query` over the library on `now`. */
async function passingBy(lib: Library, query: string, now: Date) {
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  return (await retrieve(parseQuery(query, now, index.parseContext()), { index, fullText: async () => [] })).passing;
}

/**
 * The photos `asked` finds on `now` in a library of two: "written", whose words `written` says in
 * `where`, and "english", whose say `other` there.
 */
export async function foundBy(where: keyof typeof WRITTEN, written: string, asked: string, now: Date, other = "OPEN DAILY"): Promise<string[]> {
  const lib = library();
  lib.add("written", {});
  lib.add("english", {});
  WRITTEN[where](lib, "written", written);
  WRITTEN[where](lib, "english", other);
  return (await passingBy(lib, asked, now)).map((c) => c.id);
}
