/**
 * @file Whether the user speaks of their own children in their memories ("with the kids", "our
 * son's first day"): a parent says their family as the children call it, "nan" for the user's
 * mother and "grandad" for their father (`parsers/people-index.ts`), though no child has a face
 * the library was told the name of.
 *
 * Runs in the engine's process, in the search layer, when a query's parse context is made; read
 * from the memories once per library generation.
 */
import type { LibraryIndex } from "../index/library-index";
import { GROUPS, RELATIONS } from "./parsers/english-words";

/** The words a parent says their children by: "kids", "children", "sons", a son's and a daughter's ("boy", "girl"). */
const CHILD_WORDS = [...Object.entries(GROUPS).filter(([, kin]) => kin.every((k) => k === "son" || k === "daughter")).map(([word]) => word), ...RELATIONS.son!, ...RELATIONS.daughter!];
/** Said as one's own: "my son", "our kids"; the children alone as "the kids", which in a family's own memories are theirs. */
const OWN_CHILDREN = new RegExp(`\\b(?:(?:my|our)\\s+(?:${[...CHILD_WORDS, "boys", "girls", "little ones"].join("|")})|the\\s+(?:kids|children))\\b`, "iu");

const cached = new WeakMap<LibraryIndex, { generation: number; has: boolean }>();

/** Whether a memory of the library says the user's children (`OWN_CHILDREN`); kept until the library changes. */
export function speaksOfOwnChildren(index: LibraryIndex): boolean {
  const hit = cached.get(index);
  if (hit?.generation === index.generation) return hit.has;
  const has = index.photosWithMemories().some((id) => index.memoriesOf(id).some((memory) => OWN_CHILDREN.test(memory)));
  cached.set(index, { generation: index.generation, has });
  return has;
}
