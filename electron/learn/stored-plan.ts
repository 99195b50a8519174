/**
 * @file The zod schema of a query plan as it is stored and imported: every field of `QueryPlan`,
 * checked, so a plan read from a file cannot carry a value the search code will trip on.
 *
 * Pure. A learning file whose plan had `aliased: 5` or `relationWords: 7`, imported with only
 * `query`, `words` and `chips` checked, would make every search fail with "This is a bug in
 * Recollect" until the user reset all they had taught. The
 * schema is tied to the type below, so a field added to `QueryPlan` without one here fails to
 * compile rather than slipping through.
 */
import { z } from "zod";
import type { AreaRef, CameraModelRef, ChipKind, CollectionRef, MediaKind, NegationReading, PersonRef, PlaceKind, PlaceKindRef, PlaceRef, PlanChip, QueryPlan, TimeConstraint } from "../query/plan";

// Built when first parsed, as the contract's are (see [Note: The contract's schemas are built when first used] in api/contract.ts).
const Text = z.lazy(() => z.string().max(1000));
const Words = z.lazy(() => z.array(Text).max(1000));
const Span = z.lazy(() => z.tuple([z.number().int().min(0), z.number().int().min(0)]));
const Finite = z.lazy(() => z.number().finite());

const Kind = z.lazy(() => z.enum(["screenshot", "video", "selfie", "document", "receipt", "menu", "ticket", "boarding", "chat", "copy"]) satisfies z.ZodType<MediaKind>);
const ChipKindSchema = z.lazy(() => z.enum(["time", "place", "person", "words", "kind", "not", "count", "event", "unused", "album", "camera"]) satisfies z.ZodType<ChipKind>);
const PlaceKindSchema = z.lazy(() => z.enum(["city", "state", "country", "continent", "region"]) satisfies z.ZodType<PlaceKind>);
const Codes = z.lazy(() => z.array(z.string().max(16)).max(300));

const Place = z.lazy(() => z.object({
  label: Text,
  source: z.enum(["library", "gazetteer"]),
  lat: z.number().finite().min(-90).max(90).optional(),
  lon: z.number().finite().min(-180).max(180).optional(),
  radiusDeg: z.number().finite().min(0).max(180).optional(),
  town: z.boolean().optional(),
  kind: PlaceKindSchema.optional(),
  countries: Codes.optional(),
  divisions: Codes.optional(),
  shape: Text.optional(),
  within: Codes.optional(),
  demonym: z.boolean().optional(),
  viaAlias: z.boolean().optional(),
  part: z.object({
    side: z.enum(["north", "south", "east", "west", "north-east", "north-west", "south-east", "south-west"]),
    coast: z.array(Text).max(40).optional(),
  }).optional(),
}) satisfies z.ZodType<PlaceRef>);

const Setting = z.lazy(() => z.object({ label: Text, word: Text, kinds: z.array(Text).max(40) }) satisfies z.ZodType<PlaceKindRef>);

const Person = z.lazy(() => z.object({ label: Text, names: Words, viaAlias: z.boolean().optional() }) satisfies z.ZodType<PersonRef>);

const Time = z.lazy(() => z.object({
  ranges: z.array(z.tuple([Finite, Finite])).max(1000).nullable(),
  hours: z.tuple([z.number().int().min(0).max(24), z.number().int().min(0).max(24)]).nullable(),
  dark: z.enum(["night", "after"]).optional(),
  weekend: z.boolean().nullable(),
  days: z.array(z.number().int().min(0).max(6)).max(7).nullable().optional(),
  label: Text,
  spans: z.array(Span).max(100),
  anyYear: z.array(z.tuple([Finite, Finite])).max(5000).optional(),
  anyLabel: z.string().max(200).optional(),
  ofStay: z.object({ edge: z.enum(["first", "last"]), unit: z.enum(["day", "week", "weekend", "fortnight", "month"]), days: z.number().int().min(1).max(366), said: Text, dayPart: Text.optional() }).optional(),
  besideWords: z.object({ unit: z.enum(["day", "week", "weekend", "morning", "afternoon", "evening", "night"]), after: z.boolean(), words: z.array(Text).max(20), said: Text }).optional(),
}) satisfies z.ZodType<TimeConstraint>);

const Collection = z.lazy(() => z.object({ key: Text, label: Text }) satisfies z.ZodType<CollectionRef>);
const CameraModel = z.lazy(() => z.object({ label: Text, name: z.array(Text).min(1).max(10), code: z.array(Text).min(1).max(10) }) satisfies z.ZodType<CameraModelRef>);

const Area = z.lazy(() => z.object({ label: Text, south: Finite, west: Finite, north: Finite, east: Finite }) satisfies z.ZodType<AreaRef>);

const TripOrderSchema = z.lazy(() => z.object({ nth: z.number().int().min(1).max(100), from: z.enum(["first", "last"]) }));

const Chip = z.lazy(() => z.object({ id: Text, kind: ChipKindSchema, label: Text, span: Span.nullable(), note: Text.optional() }) satisfies z.ZodType<PlanChip>);

const Reading = z.lazy(() => z.object({
  id: Text,
  kind: z.enum(["list", "attached", "verb"]),
  span: Span,
  flipped: z.boolean(),
  chosen: z.array(Text).max(50),
  other: z.array(Text).max(50),
}) satisfies z.ZodType<NegationReading>);

export const StoredPlan = z.lazy(() => z.object({
  query: z.string().max(5000),
  language: z.string().max(20),
  time: Time.nullable(),
  notTime: Time.nullable().optional(),
  places: z.array(Place).max(100),
  people: z.array(Person).max(100),
  kinds: z.array(Kind).max(10),
  kindsTogether: z.boolean().optional(),
  notKinds: z.array(Kind).max(10),
  notPeople: z.array(Person).max(100),
  notPlaces: z.array(Place).max(100),
  placeKinds: z.array(Setting).max(20).optional(),
  notPlaceKinds: z.array(Setting).max(20).optional(),
  home: z.enum(["at", "away", "abroad"]).optional(),
  notTrips: z.enum(["any", "overnight"]).optional(),
  withoutPeople: z.boolean(),
  withPeople: z.boolean().optional(),
  peopleCount: z.number().int().min(1).max(1000).optional(),
  peopleAtLeast: z.number().int().min(1).max(1000).optional(),
  group: z.boolean().optional(),
  undated: z.boolean().optional(),
  unlocated: z.boolean().optional(),
  words: Words,
  notWords: Words,
  expansion: Words.optional(),
  relationWords: Words.optional(),
  aliased: Words.optional(),
  eventWords: Words.optional(),
  onlyPeople: z.boolean().optional(),
  selfUnknown: z.boolean().optional(),
  names: Words.optional(),
  literal: Words.optional(),
  doing: Words.optional(),
  moment: Words.optional(),
  modifiers: z.array(z.union([z.tuple([Text, Text]), z.tuple([Text, Text, z.literal("noun")])])).max(100).optional(),
  choices: z.array(Words).max(50).optional(),
  collections: z.array(Collection).max(50).optional(),
  models: z.array(CameraModel).max(20).optional(),
  notModels: z.array(CameraModel).max(20).optional(),
  area: Area.optional(),
  order: z.object({ direction: z.enum(["asc", "desc"]), count: z.number().int().min(1).nullable(), occasion: z.boolean().optional() }).nullable(),
  trip: TripOrderSchema.optional(),
  tripAnchor: z
    .object({
      relation: z.enum(["in", "after", "before", "trip-next"]),
      which: z.enum(["previous", "next"]).optional(),
      places: z.array(Place).max(50),
      words: Words.optional(),
      trip: TripOrderSchema.optional(),
      day: TripOrderSchema.optional(),
      dayOffset: z.number().int().min(0).max(366).optional(),
      part: Text.optional(),
      byTime: z.boolean().optional(),
      dayTrip: z.boolean().optional(),
      overnight: z.boolean().optional(),
      sameDay: z.boolean().optional(),
      with: z.array(Person).max(20).optional(),
      during: z.array(Place).max(50).optional(),
      label: Text,
    })
    .optional(),
  readings: z.array(Reading).max(20).optional(),
  chips: z.array(Chip).max(200),
}) satisfies z.ZodType<QueryPlan>);

// The other direction: a field added to QueryPlan without a line above fails to compile here.
type Missing = Exclude<keyof QueryPlan, keyof z.infer<typeof StoredPlan>>;
const complete: Missing extends never ? true : Missing = true;
void complete;
