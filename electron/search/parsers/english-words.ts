/**
 * @file The English words the parser gives a role of their own: the words of a request ("can you
 * find", "pics"), media kinds, relations, negation cues, words that say "only them", trip and
 * event nouns, and order words. Pure data, kept apart from the grammar that reads them.
 */
import { eng as STOPWORDS } from "stopword";
import type { MediaKind } from "../../query/plan";
import { wordTable } from "../../domain/word-table";
import { fold } from "../../words/terms";

/** Words that ask for photos rather than say what is in them. */
/** Verbs of a request ("show me", "find"), filler only as verbs: "the live show", "a look at", "a find". */
export const REQUEST_VERBS = new Set(["show", "find", "look", "search", "help", "kind"]);

export const FILLER = new Set([
  ..."a an the of from in on at during since taken shot shots photo photos picture pictures pic pics image images snap snaps snapshot snapshots photograph photographs show me find get give all any some my our i we with and or that those these this was were is are be to for which where when please one ones only just also".split(" "),
  // How people say they remember a photo, not what is in it: "the chair I saw at IKEA".
  ..."saw seen see took take taken liked loved bought went had got remember remembered looked look visited kept made says said saying reads written".split(" "),
  // The words of a request: "can you find…", "I'm looking for…", "where's that pic of…".
  ..."can could would will you your find finding show showing looking look search searching want wanted need needed help pull bring dig up please thanks thank hey hi ok okay us everything anything something stuff things thing whatever kind sort bunch lot lots few couple maybe think probably somewhere sometime there here it them they their its his her him he she me myself ourselves do does did have has having got get been being am 's s ’s let lets time times away back together when while else word words text saying says written writing happen happened happening".split(" "),
  // Asking after a photo half remembered: "remind me what that guitar looked like", "any idea where the taqueria pic went".
  ..."remind reminds recall recalls wonder wondering idea clue know knows".split(" "),
  // The same, as typed on a phone: "can u find the pics pls".
  ..."u ur ya pls plz thx ty im ive idk gimme lemme wanna pix".split(" "),
  // What a voice hesitates or leans on as it speaks, as dictation writes it: "um so like the beach ones", "uhh the cabin".
  ..."um umm uh uhh hm hmm erm ah so like yeah yep yup basically actually literally honestly anyway anyways".split(" "),
  // A hedge said apart from what it hedges: "2020 ish", "summer 2019 or so ish" (glued or hyphened, `HEDGE` in english.ts).
  "ish",
  // What a chat message laughs or sighs with, which says nothing of the photo: "pix of rex lol".
  ..."lol lmao lmfao rofl haha hahaha hehe omg omfg btw tho rn ngl tbh smh xd".split(" "),
  // The photos as files: "png files", "the raw files", "files from 2025" (the format says itself).
  ..."file files".split(" "),
  ...STOPWORDS,
]);

/**
 * Function words in Scots and northern spelling, or clipped in a chat, which no dictionary has, as
 * the words they spell: "pics fae arran", "snaps frae 2018 wi the cousins", "tae the beach", "oor
 * hoose", "yer maw". A closed class, like the words of a request above.
 */
export const FUNCTION_SPELLINGS: Readonly<Record<string, string>> = wordTable({
  fae: "from", frae: "from", fra: "from", frm: "from", fm: "from", wi: "with", wiv: "with", wif: "with", tae: "to", oor: "our", yer: "your", ye: "you", wiz: "was", oot: "out", aboot: "about",
});

/**
 * Words that judge a photo or a thing in it rather than say what it shows: "any good shots from
 * Sydney", "an old photo of the harbour", "the best ones". Nothing a photo holds can confirm them,
 * so they are filler, with the words that strengthen them ("really nice"); capitalised inside a query
 * they may be names ("Nice", "Great Barrier Reef").
 */
export const EVALUATIVE = new Set(
  "really super quite extremely truly totally absolutely good nice great best better lovely beautiful gorgeous pretty prettiest nicest cool awesome amazing fantastic wonderful stunning brilliant perfect decent favourite favorite fave fav cute cutest epic incredible old older new newer random memorable special".split(" "),
);

/** Who a "the X I liked" clause is said by: the user, alone or with others. */
export const SPEAKER = new Set(["i", "we"]);

/** Ways of saying a thing was liked that name nothing in the photo: "that lamp that caught my eye". */
export const STANCE_IDIOMS: string[][] = [
  ["that", "caught", "my", "eye"], ["which", "caught", "my", "eye"], ["caught", "my", "eye"], ["that", "took", "my", "fancy"], ["took", "my", "fancy"],
  ["that", "i", "had", "my", "eye", "on"], ["i", "had", "my", "eye", "on"], ["i", "had", "my", "eyes", "on"], ["i", "had", "an", "eye", "on"],
];

/** Parts of speech that never carry what a photo shows (the tagger's Universal POS tags). */
export const FUNCTION_POS = new Set(["DET", "PRON", "ADP", "AUX", "CCONJ", "SCONJ", "PART", "PUNCT", "SYM", "INTJ", "SPACE"]);

export const KINDS: Record<string, MediaKind> = {
  screenshot: "screenshot", screenshots: "screenshot", "screen-shot": "screenshot", screengrab: "screenshot", screengrabs: "screenshot", screencap: "screenshot",
  selfie: "selfie", selfies: "selfie",
  document: "document", documents: "document", doc: "document", docs: "document", scan: "document", scans: "document", scanned: "document",
  receipt: "receipt", receipts: "receipt", invoice: "receipt", invoices: "receipt", bill: "receipt", bills: "receipt",
  // Said only where the library has one (`reader.ts`): otherwise the word, as a sign may print it.
  menu: "menu", menus: "menu", ticket: "ticket", tickets: "ticket",
  chat: "chat", chats: "chat", conversation: "chat", conversations: "chat", messages: "chat", whatsapp: "chat", imessage: "chat",
  video: "video", videos: "video", clip: "video", clips: "video", movie: "video", movies: "video", footage: "video",
  // WordNet's duplicate.n.01 ("duplicate", "duplication") and the words people shorten it to; a
  // single "copy" is more often a document's ("a copy of my passport").
  duplicate: "copy", duplicates: "copy", duplicated: "copy", duplication: "copy", duplications: "copy", dupe: "copy", dupes: "copy", dup: "copy", dups: "copy", copies: "copy",
};

/** Kinds said in two words, each of which alone is something else ("pass", "list"). */
export const KIND_PHRASES: Record<string, MediaKind> = {
  "boarding pass": "boarding", "boarding passes": "boarding", "plane ticket": "boarding", "plane tickets": "boarding", "flight ticket": "boarding", "flight tickets": "boarding", "airline ticket": "boarding", "airline tickets": "boarding", "wine list": "menu", "wine lists": "menu", "price list": "menu", "price lists": "menu",
  "text messages": "chat", "screen shot": "screenshot", "screen shots": "screenshot",
};

/** What people call a relation → how it may be written on a person, or be the person's name ("Mom"). */
export const RELATIONS: Record<string, string[]> = {
  mother: ["mom", "mum", "mommy", "mummy", "mama", "mother", "ma", "mam", "mamma", "old lady"],
  father: ["dad", "daddy", "papa", "father", "pa", "pop", "pops", "old man"],
  son: ["son", "boy"], daughter: ["daughter", "girl"],
  wife: ["wife", "wifey", "missus", "missis"], husband: ["husband", "hubby"], partner: ["partner", "spouse", "other half", "better half", "significant other"],
  girlfriend: ["girlfriend", "gf"], boyfriend: ["boyfriend", "bf"],
  brother: ["brother", "bro"], sister: ["sister", "sis"],
  grandmother: ["grandma", "grandmother", "granny", "nana", "gran", "nan", "grandmom"],
  grandfather: ["grandpa", "grandfather", "granddad", "grandad", "gramps"],
  baby: ["baby"], friend: ["friend", "buddy", "pal", "mate"], colleague: ["colleague", "coworker", "co-worker"],
  uncle: ["uncle"], aunt: ["aunt", "auntie", "aunty"], cousin: ["cousin"], niece: ["niece"], nephew: ["nephew"],
};
export const RELATION_WORDS = new Set(Object.values(RELATIONS).flat());
const RELATION_OF_WORD = new Map<string, string>();
for (const [relation, words] of Object.entries(RELATIONS)) for (const word of words) if (!RELATION_OF_WORD.has(word)) RELATION_OF_WORD.set(word, relation);
/** The sex a relation is said of (a closed class); the others (a cousin, a friend) are said of either. */
export const SEX_OF_RELATION: Readonly<Record<string, "male" | "female">> = {
  mother: "female", father: "male", grandmother: "female", grandfather: "male", brother: "male", sister: "female", son: "male", daughter: "female",
  wife: "female", husband: "male", girlfriend: "female", boyfriend: "male", aunt: "female", uncle: "male", niece: "female", nephew: "male",
};
/** The relation a word says ("mum" → mother, "hubby" → husband), or undefined. */
export const relationOf = (word: string): string | undefined => RELATION_OF_WORD.get(word);
/** The word someone was told as, folded, without its "my" or "our" ("My Da" → "da"); "" for none. */
export const toldWord = (relation: string | null | undefined): string => (relation ? fold(relation).replace(/^(my|our)\s+/, "") : "");
/** The relation someone was told as, however written ("My Mum" → mother), or undefined. */
export const toldRelation = (relation: string | null | undefined): string | undefined => (relation ? relationOf(toldWord(relation)) : undefined);
/** Plurals and groups of relations ("my kids", "my parents"). */
export const GROUPS: Record<string, string[]> = {
  kids: ["son", "daughter"], children: ["son", "daughter"], sons: ["son"], daughters: ["daughter"], parents: ["mother", "father"],
  grandparents: ["grandmother", "grandfather"], brothers: ["brother"], sisters: ["sister"], siblings: ["brother", "sister"], friends: ["friend"],
};

/**
 * Cues that what follows is excluded, longest first so "other than" wins over "other". Each is a
 * sequence of lower-case words; "n't" is the tagger's token of "don't", "aren't".
 */
/**
 * Idioms said as an order to leave something out ("never mind the evening ones", "drop the
 * receipts"): a cue before a thing or a time. The verbs of leaving out themselves ("skip", "omit",
 * "weed out") come from WordNet (`exclusion-verbs.ts`).
 */
export const LEAVE_OUT_ORDERS: string[][] = [
  ["never", "mind"], ["forget", "about"], ["forget"], ["drop", "the"], ["lose", "the"], ["take", "out"], ["cut", "out"],
];

export const NEGATION_CUES: string[][] = [
  // "I don't want anything from Istanbul": not wanting is leaving out ("I can't find…" stays a request).
  ["do", "n't", "want"], ["do", "not", "want"], ["do", "n't", "need"], ["does", "n't", "want"],
  ["that", "do", "n't", "have"], ["that", "does", "n't", "have"], ["that", "do", "n't", "include"], ["do", "n't", "have"], ["does", "n't", "have"],
  ["do", "n't", "include"], ["does", "n't", "include"], ["do", "n't", "show"], ["with", "no"], ["but", "not"], ["and", "not"], ["other", "than"],
  ["apart", "from"], ["except", "for"], ["aside", "from"], ["not", "including"], ["none", "of"], ["no", "more"],
  ["are", "n't"], ["is", "n't"], ["was", "n't"], ["were", "n't"], ["do", "n't"], ["does", "n't"], ["did", "n't"], ["has", "n't"], ["have", "n't"],
  // The participles English uses as prepositions of leaving out (a closed class): "Rome excluding the selfies" is never a scene.
  ["excluding"], ["excepting"], ["barring"],
  ...LEAVE_OUT_ORDERS, ["excl", "."], ["excl"], ["exc", "."], ["except"], ["without"], ["minus"], ["not"], ["no"], ["none"], ["nothing"], ["never"], ["neither"], ["nor"], ["sans"], ["but"],
];

/** After a negation cue, words that lead to what is excluded ("without any of the ones with Leo"). */
export const NEGATION_LEAD = new Set(["any", "the", "a", "an", "of", "in", "at", "from", "with", "those", "these", "ones", "one", "photos", "pictures", "pics", "shots", "anything", "where", "which", "that", "are", "is", "be", "taken", "show", "showing", "shows", "feature", "featuring", "contain", "containing", "include", "including", "have", "has", "there", "them", "it", "in", "even", "single", "other"]);

/** Words that say the people named are the only ones in it: "just Aiko", "Omar by himself". */
export const ALONE_BEFORE = new Set(["just", "only", "solely", "solo"]);
/** The possessives and reflexives of English's personal pronouns (a closed class): "on my own", "by themselves". */
const POSSESSIVES = ["my", "his", "her", "their", "our", "your"];
const REFLEXIVES = ["myself", "himself", "herself", "themselves", "themself", "ourselves", "yourself", "yourselves"];
/** "on her own", "by myself": each of the pronouns, alone. */
const BY_ONESELF: string[][] = [...POSSESSIVES.map((p) => ["on", p, "own"]), ...REFLEXIVES.map((r) => ["by", r])];
/** Said right after a person: someone else is in the photo too ("Omar with someone", "Aiko not alone"). */
export const WITH_OTHERS_AFTER: string[][] = [
  ["with", "someone", "else"], ["with", "somebody", "else"], ["with", "anyone", "else"], ["with", "anybody", "else"], ["with", "other", "people"], ["with", "others"],
  ["with", "someone"], ["with", "somebody"], ["with", "company"], ["with", "other", "folks"], ["not", "alone"], ["never", "alone"], ...BY_ONESELF.map((alone) => ["not", ...alone]),
];
export const ALONE_AFTER: string[][] = [["not", "with", "anyone", "else"], ["not", "with", "anybody", "else"], ["not", "with", "anyone"], ["not", "with", "anybody"], ["without", "anyone", "else"], ["without", "anybody", "else"], ["without", "anyone"], ["without", "anybody"], ["with", "nobody"], ["nobody", "else"], ["no", "one", "else"], ["no", "others"], ["and", "nobody", "else"], ["with", "nobody", "else"], ["with", "no", "one", "else"], ["with", "no", "others"], ["alone"], ...BY_ONESELF, ["solo"], ["only"]];

/**
 * A holiday away as people write it, for a pattern: "holiday", "holidays", the British clippings
 * "hol" and "hols", "vacation", "vacay". One list, so each reader of trips and seasons reads them all.
 */
export const HOLIDAY_NOUN = String.raw`holidays?|hols?|vacations?|vacays?`;

/** Nouns of trips and outings: they mean the photos of that time and place, not a word to find in them. */
export const EVENT_NOUNS = new Set([
  "trip", "trips", "vacation", "vacations", "vacay", "vacays", "holiday", "holidays", "hol", "hols", "getaway", "getaways", "visit", "visits", "journey", "journeys", "tour", "tours",
  "excursion", "excursions", "outing", "outings", "travel", "travels", "travelling", "traveling", "stay", "break", "weekend", "weekends", "days", "day",
  "adventure", "adventures", "stopover", "layover", "roadtrip",
]);

export const PLACE_PREPOSITIONS = new Set(["in", "at", "from", "near", "around", "to", "visiting", "across", "through", "outside", "inside", "within"]);
export const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20, a: 1, couple: 2, few: 3 };
/** Words that say which of several trips: counted from the first or from the last. */
export const TRIP_ORDINALS: Record<string, { nth: number; from: "first" | "last" }> = wordTable({
  first: { nth: 1, from: "first" }, earliest: { nth: 1, from: "first" }, earlier: { nth: 1, from: "first" }, "1st": { nth: 1, from: "first" },
  second: { nth: 2, from: "first" }, "2nd": { nth: 2, from: "first" }, third: { nth: 3, from: "first" }, "3rd": { nth: 3, from: "first" },
  fourth: { nth: 4, from: "first" }, "4th": { nth: 4, from: "first" }, fifth: { nth: 5, from: "first" }, "5th": { nth: 5, from: "first" },
  last: { nth: 1, from: "last" }, latest: { nth: 1, from: "last" }, later: { nth: 1, from: "last" }, previous: { nth: 1, from: "last" }, "most-recent": { nth: 1, from: "last" }, recent: { nth: 1, from: "last" }, newer: { nth: 1, from: "last" }, older: { nth: 1, from: "first" },
  penultimate: { nth: 2, from: "last" },
});
/** What an ordinal counts when it counts trips: "our second trip", "the last time we were there" (not a day of one). */
export const TRIP_NOUNS = /^(trip|trips|vacation|vacations|holiday|holidays|hols|getaway|getaways|visit|visits|journey|journeys|tour|stay|time|excursion|outing|roadtrip|roadtrips|daytrip|daytrips|break)$/;
export const FIRST = /^(first|earliest|oldest)$/;
export const LAST = /^(last|latest|newest|recent|most-recent|final)$/;
/** What an order word must be followed by to order: "the first photo", "the last 3", "my latest selfie". */
export const ORDERED_NOUN = /^(photo|photos|picture|pictures|pic|pics|image|images|shot|shots|one|ones|video|videos|selfie|selfies|screenshot|screenshots|snap|snaps)$/;
