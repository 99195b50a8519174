/**
 * @file How an answer says what it found, in grammatical English: the noun counted ("1 receipt",
 * "3 photos") and the preposition a time takes ("taken in July 2024", "taken on 3 May 2024",
 * "taken after dark", "from Christmas 2023"). Pure; `search.ts` builds its sentences with these.
 */
import { placeIn, placeName, tripLabel, type MediaKind, type QueryPlan, type TripAnchor, type TripOrder } from "../query/plan";

const MONTH = "January|February|March|April|May|June|July|August|September|October|November|December";
/** Labels that read as a span one is *in*: years, months, seasons, decades, parts of them. */
const IN = new RegExp(`^(?:\\d{4}|the |early |mid |late |spring|summer|autumn|fall|winter|${MONTH})`, "i");
/** Labels that are already an adverb of time: "after dark", "last night", "earlier this month". */
const BARE = /^(?:around|after|before|since|up to|last|earlier|this|yesterday|today|tonight)\b/i;
/** An age: "2 to 3 years ago". */
const AGO = /\bago$/i;
/** A day, or a weekend: "3 May 2024", "the weekend of 4 May 2024", "the day after Christmas 2019". */
const ON = /^(?:\d{1,2} |the weekend\b|the day (?:before|after)\b)/i;

/** "taken in July 2024", "taken on 3 May 2024", "taken after dark", "from Christmas 2023". */
export function whenPhrase(label: string): string {
  // People take photos "at night", not "in the night".
  if (/^the night$/i.test(label)) return "taken at night";
  if (BARE.test(label) || AGO.test(label)) return `taken ${label}`;
  if (ON.test(label)) return `taken on ${label}`;
  if (IN.test(label)) return `taken in ${label}`;
  // A named day or event (a holiday): photos are *from* it.
  return `from ${label}`;
}

const NOUN: Record<MediaKind | "photo", [string, string]> = {
  photo: ["photo", "photos"],
  screenshot: ["screenshot", "screenshots"],
  video: ["video", "videos"],
  selfie: ["selfie", "selfies"],
  document: ["document", "documents"],
  receipt: ["receipt", "receipts"],
  menu: ["menu", "menus"],
  ticket: ["ticket", "tickets"],
  boarding: ["boarding pass", "boarding passes"],
  chat: ["chat", "chats"],
  copy: ["duplicate", "duplicates"],
};

/** How a kind is named in a chip: "screenshots", "duplicates". */
export const kindPlural = (kind: MediaKind): string => NOUN[kind][1];
/** One of a kind, as a photo's reason says it: "boarding pass", "screenshot". */
export const kindSingular = (kind: MediaKind): string => NOUN[kind][0];

/** What was counted, agreeing with its number: "1 receipt", "3 screenshots or receipts". */
export function countNoun(n: number, kinds: readonly MediaKind[], together = false): string {
  const which = n === 1 ? 0 : 1;
  // Being held twice is said of the others: "2 duplicate screenshots".
  const others = kinds.filter((k) => k !== "copy");
  if (others.length < kinds.length && others.length) return `duplicate ${countNoun(n, others, together)}`;
  // Kinds said together are one noun, the last in number: "3 chat screenshots".
  if (together && kinds.length > 1) return [...kinds.slice(0, -1).map((k) => NOUN[k][0]), NOUN[kinds.at(-1)!][which]].join(" ");
  const nouns = kinds.length ? kinds.map((k) => NOUN[k][which]) : [NOUN.photo[which]];
  return nouns.join(" or ");
}

/**
 * " taken in July 2024 in Paris with Leo": the hard constraints, in words. `kinds`: whether to say
 * the media kinds too, where no noun already says them ("none taken in 2024 that are receipts").
 */
export function constraintText(plan: QueryPlan, kinds = true): string {
  const parts: string[] = [];
  if (plan.undated) parts.push("with no date");
  if (plan.unlocated) parts.push("with no location");
  // "from the trip in March 2025": the time is said by the trip it picked.
  if (plan.time && !plan.tripAnchor?.byTime) parts.push(whenPhrase(plan.time.label));
  const places = plan.places.map((p) => placeName(p)).join(" or ");
  // "from the second trip to Seattle": a trip counted among those to a place says the place once.
  // "near Seattle": said as near, shown as near; "on the north coast of Spain" as a coast is; the others as in.
  if (plan.places.length && !plan.trip) parts.push(plan.places.every((p) => p.near) ? `near ${places}` : plan.places.some((p) => p.part?.coast) ? plan.places.map((p) => placeIn(p)).join(" or ") : `in ${places}`);
  // "by a lake", "in the mountains": a kind of place says its own preposition.
  for (const kind of plan.placeKinds ?? []) parts.push(kind.label);
  // "Away from home" is said by its chip, with the other things left out.
  if (plan.home === "at") parts.push("at home");
  if (plan.home === "abroad") parts.push("abroad");
  if (plan.area) parts.push(`taken in ${plan.area.label}`);
  if (plan.models?.length) parts.push(`shot on ${plan.models.map((m) => `“${m.label}”`).join(" or ")}`);
  if (plan.people.length) parts.push(`with ${plan.people.map((p) => asTheAppSays(p.label)).join(" and ")}`);
  else if (plan.withPeople) parts.push("with people in them");
  if (plan.group) parts.push("of 3 people or more");
  if (plan.peopleCount) parts.push(plan.peopleCount === 1 ? "with 1 person in them" : `with ${plan.peopleCount} people in them`);
  if (plan.peopleAtLeast) parts.push(`with ${plan.peopleAtLeast} people or more in them`);
  if (plan.trip) parts.push(orderedTripPhrase(plan.trip, plan.places.length ? places : null));
  if (plan.tripAnchor) parts.push(tripAnchorPhrase(plan.tripAnchor));
  if (kinds && plan.kinds.length) parts.push(`that are ${countNoun(2, plan.kinds, plan.kindsTogether)}`);
  for (const chip of plan.chips.filter((c) => c.kind === "not")) parts.push(chip.label);
  return parts.length ? ` ${parts.join(", ")}` : "";
}

/** "from the latest trip", "from the second trip to Seattle": photos are *from* a trip counted among the trips (to a place). */
export function orderedTripPhrase(trip: TripOrder, to: string | null = null): string {
  const label = tripLabel(trip);
  if (!to) return `from the ${label}`;
  // "the trip before the latest" takes its place after the noun: "the trip to Seattle before the latest".
  return label.startsWith("trip ") ? `from the trip to ${to}${label.slice(4)}` : `from the ${label} to ${to}`;
}

/** Words that already give a trip its article or owner. */
const DETERMINER = /^(?:the|our|my|a|an|that|this|his|her|their|your)\s/i;

/**
 * A trip anchor in words: "from the trip before Rome", "from our Seattle trip" for photos in a
 * trip; the anchor as said for photos before or after one ("since the Rome trip").
 */
export function tripAnchorPhrase(anchor: TripAnchor): string {
  if (anchor.relation !== "in" && anchor.relation !== "trip-next") return anchor.label;
  // "from the trip to Lisbon": a trip said without its article ("trip to Lisbon") is given one; "day 2 of
  // the Lisbon trip" is a day said by its number, which takes none.
  return `from ${DETERMINER.test(anchor.label) || /^day\s+\w+\s/i.test(anchor.label) ? anchor.label : `the ${anchor.label}`}`;
}

/** "Leo is in it", "Leo or Ana are in it"; the user, named "me" by their memories, "you are in it". */
export function personIn(names: readonly string[], not = false): string {
  const who = names.length === 1 ? asTheAppSays(names[0]!) : names.join(" or ");
  return `${who} ${who === "you" || names.length > 1 ? "are" : "is"}${not ? " not" : ""} in it`;
}

/** A person as the app names them: the user, whom their memories call "me", is "you" ("2 photos with you"). */
function asTheAppSays(label: string): string {
  return label.toLowerCase() === "me" ? "you" : label;
}
