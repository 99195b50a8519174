/**
 * @file The steps that read what a photo lacks or where the person lives before the token stream:
 * shorthands rewritten in place ("w/o", "no one", "photos form Lisbon"), photos without a date or a
 * position ("undated", "no GPS"), and home ("at home", "away from home"). They come after the times
 * (a date said is no "undated") and before the recognisers, because each is a phrase whose words
 * would otherwise read as a negation and a word ("no" + "date"). Pure.
 */
import { HOME_CHIP, NOT_TRIPS_CHIP, UNDATED_CHIP, UNLOCATED_CHIP } from "../../query/plan";
import { EXCLUSION_ORDER_FORMS } from "./exclusion-verbs";
import { blank, type SentenceState } from "./parse-state";

/** Said of photos the camera gave no time: "undated", "with no date", "without dates", "the date unknown". */
const UNDATED = /\b(?:un-?dated|(?:with\s+)?no\s+(?:date|time(?:stamp)?)s?(?:\s+on\s+them|\s+taken)?|without\s+(?:an?\s+|any\s+)?(?:date|time(?:stamp)?)s?|(?:with\s+)?(?:the\s+|a\s+)?(?:date|time(?:stamp)?)s?\s+(?:missing|unknown)|missing\s+(?:the\s+|their\s+)?(?:date|time(?:stamp)?)s?)\b/i;

/** No GPS position said: "photos without GPS", "no location", "not geotagged", "missing their location". */
const UNLOCATED = /\b(?:(?:with\s+)?no\s+(?:gps|location|geo-?tags?|geo-?data|coordinates|position)(?:\s+(?:data|info))?|without\s+(?:a\s+|any\s+)?(?:gps|location|geo-?tags?|geo-?data|coordinates|position)(?:\s+(?:data|info))?|(?:not\s+|un-?)geo-?tagged|(?:gps|location)\s+(?:missing|unknown)|missing\s+(?:the\s+|their\s+|a\s+)?(?:gps|location))\b/i;

/** Where the person lives, as said after a preposition: "at home", "at our place", "around the house", "back in my hometown". */
const AT_HOME = String.raw`(?:^\s*home(?=\s+(?:in|from|during|on|at|over|last|this|photos?|pics?|pictures?|shots?|snaps?|videos?)\b|\s*$)|home(?=\s+(?:photos?|pics?|pictures?|shots?|snaps?|videos?)\b)|(?:at|in|from)\s+(?:our|my)\s+(?:own\s+)?(?:place|house|home|flat|apartment)|(?:at|from|of)\s+home|(?:a?round|about)\s+(?:the|our|my)\s+(?:house|home|flat|apartment|place)|back\s+home|(?:back\s+)?in\s+(?:my|our)\s+home[\s-]?town)`;
/** Home said, or left out: "photos at home", "not at our place", "away from home". */
const HOME = new RegExp(String.raw`\b(?:(?:(away\s+from|outside(?:\s+of)?)\s+(?:the\s+|our\s+|my\s+)?home)|(?:(not|never|except|excluding|but\s+not|(?:were|was|are|is)n['’]t|(?:were|was|are|is)\s+not)\s+(?:taken\s+|the\s+ones\s+|any\s+)?)?${AT_HOME})\b`, "i");

/** What says any trip at all, not one of them: "a trip", "travelling", or a stay away, "our holidays", "vacation". */
const ANY_TRIP = String.raw`(?:(?:on|from|during|while|in|of)\s+)?(?:(?:a|an|any|(?<definite>our|my|the))\s+)?(?:(?<stay>(?<!the\s+)holidays|holiday|vacations?|getaways?|hols)|trips?|journeys?|travels|travel(?:l)?ing)`;
/**
 * "not on a trip", "except on holiday", "no vacation photos", "outside of trips", "skip the trips":
 * a negation, or a verb of leaving out (WordNet's, `exclusion-verbs.ts`), before any trip. Not a
 * trip said with what picks it ("except the trip to Rome", "not our holiday with Ana"), which is
 * one of them, left to the trip anchor.
 */
const NOT_TRIPS = new RegExp(
  String.raw`\b(?:not|never|no|except|excluding|without|outside(?:\s+of)?|other\s+than|apart\s+from|(?:were|was|are|is)n['’]t|${EXCLUSION_ORDER_FORMS.map((words) => words.join(String.raw`\s+`)).join("|")})\s+(?:(?:taken|ones|the\s+ones|photos|pictures|any)\s+)?${ANY_TRIP}(?:\s+(?:photos?|pictures?|pics|shots|snaps|ones))?\b(?!\s+(?:to|with|we|i|that|called|named)\b)`,
  "iu",
);
/** A word every trip `ANY_TRIP` reads has in it. */
const TRIP_WORD = /trip|holiday|vacation|getaway|journey|hols|travel/iu;
/** A name right after the trip's noun says which trip: "except the trips Rome", "no holiday-Paris". */
const NAME_AFTER = /^[-\s]+\p{Lu}/u;
/** After "the trip", "our holiday", what picks one: "except the trip in Rome", "not our holiday at the lake". */
const PICKED_AFTER = /^\s+(?:in|at|of|from|for|through|around|across|last|this|before|after)\s+\S/iu;

/**
 * "abroad", "overseas", "out of the country": in a country that is not home's. A closed class: the
 * two adverbs WordNet has for it (abroad.r.01) and the phrases that say it in several words.
 */
const ABROAD = /\b(?:abroad|overseas|out\s+of\s+the\s+country|(?:in|from|to)\s+(?:a\s+)?foreign\s+countr(?:y|ies))\b/i;

/** "photos form Lisbon", "pics form last summer": after a word for photos, before a name, a year or a time word. */
function isSlipOfFrom(text: string, at: number): boolean {
  const before = /(?:^|\s)(photos?|pictures?|pics?|images?|shots|snaps|selfies|videos|screenshots|ones|everything|anything|stuff)\s+$/i.test(text.slice(0, at));
  const after = /^\s+(?:\p{Lu}|\d|(?:last|this)\b|the\s+(?:\p{Lu}|\d|(?:summer|winter|spring|autumn|fall|trip|weekend)\b))/u.test(text.slice(at + 4));
  return before && after;
}

/**
 * Shorthands said in place of words, same length, so the chips' spans still point into the query:
 * "w/o", "w/ dad" (with, which says no more than the person after it), "no one", "the ones I'm in"
 * (of the user, said the other way round), and "photos form Lisbon", the slip of "from" that a
 * spell checker passes, after a word for photos and before a name, a year or a time word ("tax
 * form 1040" stays a form).
 */
export function rewriteShorthands(s: SentenceState): void {
  s.rest = s.rest
    .replace(/\bw\/o\b/gi, "no ")
    .replace(/\bw\/(?=\s)/gi, "  ")
    .replace(/\bno[\s-]one\b/gi, "nobody")
    // Not "I'm in Paris": only at the end, or before a word that says when or where the photos were.
    .replace(/\b(?:that\s+)?i(?:'m|’m|\s+am)\s+in\b(?!\s+(?!(?:from|during|taken|on|at|with|since|before|after|last|this|in|and)\b)\w)/gi, (said) => `of me${" ".repeat(said.length - 5)}`)
    .replace(/\bform\b/gi, (word, at: number, text: string) => (isSlipOfFrom(text, at) ? "from" : word));
}

/** "photos with no date", "undated ones in Kyoto": the camera gave no time, which no time read can say ("no" would otherwise leave out a word "date"). */
export function undated(s: SentenceState): void {
  // Every way UNDATED says it has "dat" or "time" (its flags): a query without either does not compile it.
  const undated = /dat|time/i.test(s.rest) ? UNDATED.exec(s.rest) : null;
  if (undated && !s.plan.time) {
    s.plan.undated = true;
    s.chips.push({ id: UNDATED_CHIP, kind: "time", label: "no date", span: [undated.index, undated.index + undated[0].length] });
    s.rest = blank(s.rest, [undated.index, undated.index + undated[0].length], false);
  }
}

/** "photos without GPS", "not geotagged": no position, which no place read can say ("no" would leave out a word "gps"). */
export function unlocated(s: SentenceState): void {
  // Every way UNLOCATED says it names the position's kind (its flags): a query without one does not compile it.
  const unlocated = /gps|location|geo|coordinates|position/i.test(s.rest) ? UNLOCATED.exec(s.rest) : null;
  if (unlocated) {
    s.plan.unlocated = true;
    s.chips.push({ id: UNLOCATED_CHIP, kind: "place", label: "no location", span: [unlocated.index, unlocated.index + unlocated[0].length] });
    s.rest = blank(s.rest, [unlocated.index, unlocated.index + unlocated[0].length], false);
  }
}

/** "photos at home in 2021", "away from home": where the person lives (`../home.ts`), not a word "home". */
export function home(s: SentenceState): void {
  const { plan } = s;
  const abroad = ABROAD.exec(s.rest);
  if (abroad) {
    plan.home = "abroad";
    s.chips.push({ id: HOME_CHIP, kind: "place", label: "abroad", span: [abroad.index, abroad.index + abroad[0].length] });
    s.rest = blank(s.rest, [abroad.index, abroad.index + abroad[0].length], false);
    return;
  }
  // Every way HOME says it names a home (its flags): a query without one does not compile it.
  const home = /home|place|house|flat|apartment/i.test(s.rest) ? HOME.exec(s.rest) : null;
  if (home) {
    plan.home = home[1] || home[2] ? "away" : "at";
    s.chips.push({ id: HOME_CHIP, kind: plan.home === "at" ? "place" : "not", label: plan.home === "at" ? "at home" : "away from home", span: [home.index, home.index + home[0].length] });
    s.rest = blank(s.rest, [home.index, home.index + home[0].length], false);
  }
}

/** Whether a query may say a trip left out ("not on a trip in Lisbon"), for the reader of trip anchors: most say none. */
export function mayLeaveOutTrips(query: string): boolean {
  return TRIP_WORD.test(query) && NOT_TRIPS.test(query);
}

/**
 * "not on a trip", "beach but not on holiday", "no vacation photos": taken on none of the trips.
 * After the times are blanked, so that a time said after it ("not on holiday in 2023") is no word
 * of a trip that picks one.
 */
export function notOnTrips(s: SentenceState): void {
  // Most queries say no trip at all: the long pattern of every verb of leaving out is not run for them.
  if (!TRIP_WORD.test(s.rest)) return;
  const said = NOT_TRIPS.exec(s.rest);
  const after = said ? s.rest.slice(said.index + said[0].length) : "";
  if (!said || NAME_AFTER.test(after) || (said.groups?.definite && PICKED_AFTER.test(after))) return;
  // A holiday is a stay away, a night or more; a trip may be a day's ("the day trip to Sintra").
  s.plan.notTrips = said.groups?.stay ? "overnight" : "any";
  s.chips.push({ id: NOT_TRIPS_CHIP, kind: "not", label: said.groups?.stay ? "not on holiday" : "not on a trip", span: [said.index, said.index + said[0].length] });
  s.rest = blank(s.rest, [said.index, said.index + said[0].length], false);
}
