/**
 * @file Words as typed in chat, each to the word it clips: "Lucy's bday", "my sis", "vacay pics",
 * "BBQ at home". A closed class of clippings with no other meaning (WordNet has the older ones
 * itself: "kitty", "pup", "hubby"). Read the same way on both sides: a query's word is the full
 * word (`query-tokens.ts`), and a photo's text or a memory that writes the clipping has the full
 * word too (`otherSpellings` in `terms.ts`), so "birthday" finds "bday" and "bday" "birthday".
 *
 * Pure; runs in the engine, wherever words are read.
 */
import { wordTable } from "../domain/word-table";

export const CHAT_WORDS: Readonly<Record<string, string>> = wordTable({
  bday: "birthday", bdays: "birthdays", vacay: "vacation", vacays: "vacations", fam: "family", sis: "sister", bro: "brother",
  gf: "girlfriend", bf: "boyfriend", wifey: "wife", bestie: "friend", besties: "friends", bbq: "barbecue", brekkie: "breakfast",
  vid: "video", vids: "videos", pressie: "present", pressies: "presents", prezzie: "present", prezzies: "presents", doggo: "dog", doggos: "dogs", grandad: "grandfather",
});
