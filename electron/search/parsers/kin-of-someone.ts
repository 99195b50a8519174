/**
 * @file "Dave's dad", "Alfie's grandpa", "Poppy's brother", "Keith's wife": a relation said of one
 * of the library's people, not of the user, is who that is to the user: their husband's father is
 * their father-in-law, their son's grandpa their father or father-in-law, their daughter's brother
 * their son. Without it "Dave's dad" was Dave and the user's own dad, both to be in the photo.
 *
 * Runs in the parser (`english.ts`, once the sentence is read), over the people as the user told
 * them (`ParseContext.people`). Pure. Kinship is a closed class: the table below is it.
 */
import { fold } from "../../words/terms";
import { key, type PersonRef, type PlanChip, type QueryPlan } from "../../query/plan";
import { GROUPS, relationOf, SEX_OF_RELATION, toldWord } from "./english-words";
import type { ParseContext } from "./parser";
import { isPartnerRelation } from "../partner-words";

type Kin = string;
/** In `THROUGH`, whoever is told as the user's partner, of any word for one (`partner-words.ts`). */
const PARTNER = "a partner";

/** Who someone's relation is to the user, by who they are to the user: [their relation][what was said] → the user's relations, nearest first. */
const THROUGH: Record<string, Record<string, Kin[]>> = {
  spouse: { mother: ["mother-in-law"], father: ["father-in-law"], brother: ["brother-in-law"], sister: ["sister-in-law"], son: ["son"], daughter: ["daughter"], parents: ["mother-in-law", "father-in-law"] },
  child: { mother: [PARTNER, "me"], father: [PARTNER, "me"], grandmother: ["mother", "mother-in-law"], grandfather: ["father", "father-in-law"], brother: ["son"], sister: ["daughter"], aunt: ["sister", "sister-in-law"], uncle: ["brother", "brother-in-law"], cousin: ["niece", "nephew"], grandparents: ["mother", "father", "mother-in-law", "father-in-law"], parents: [PARTNER, "me"] },
  parent: { wife: ["mother"], husband: ["father"], partner: ["mother", "father"], son: ["brother"], daughter: ["sister"], mother: ["grandmother"], father: ["grandfather"], sister: ["aunt"], brother: ["uncle"] },
  sibling: { wife: ["sister-in-law"], husband: ["brother-in-law"], partner: ["sister-in-law", "brother-in-law"], son: ["nephew"], daughter: ["niece"], mother: ["mother"], father: ["father"], brother: ["brother"], sister: ["sister"] },
  "parent-in-law": { wife: ["mother-in-law"], husband: ["father-in-law"], son: [PARTNER, "brother-in-law"], daughter: [PARTNER, "sister-in-law"] },
  grandparent: { wife: ["grandmother"], husband: ["grandfather"], son: ["father", "uncle"], daughter: ["mother", "aunt"] },
};
const GROUP_OF: Record<string, string> = {
  son: "child", daughter: "child", mother: "parent", father: "parent", brother: "sibling", sister: "sibling",
  "mother-in-law": "parent-in-law", "father-in-law": "parent-in-law", grandmother: "grandparent", grandfather: "grandparent",
};
/** What each relation the user may be told as says of sex, beyond `SEX_OF_RELATION`. */
const SEX: Record<string, "male" | "female"> = { ...SEX_OF_RELATION, "mother-in-law": "female", "father-in-law": "male", "brother-in-law": "male", "sister-in-law": "female", fiance: "male", fiancee: "female" };

/** Whether a person said reads as someone's: "Dave's", "daves" (the apostrophe left out). */
function possessive(said: string, ref: PersonRef | undefined): boolean {
  const folded = fold(said);
  return /['’]s?$/.test(said) || Boolean(ref && folded.endsWith("s") && ref.names.some((name) => `${fold(name).split(" ")[0]}s` === folded));
}

/** A relation as told ("my father-in-law", "Mum") in the words of `THROUGH`. */
function canonical(relation: string): string {
  const said = toldWord(relation).replace(/é/g, "e");
  if (/^(me|myself|self|i)$/.test(said)) return "me";
  return relationOf(said) ?? said;
}

/**
 * Where a person chip is followed by "'s" and a relation the user was read as having ("Dave's" +
 * "dad → Keith"), the relation is Dave's: both give way to who that is to the user, when the
 * people as told say who. Otherwise the plan stays as read.
 */
export function kinOfSomeone(plan: QueryPlan, chips: PlanChip[], query: string, context: ParseContext): void {
  const people = context.people ?? [];
  if (people.length < 2) return;
  const refOf = (chip: PlanChip) => plan.people.find((p) => chip.label === p.label || chip.label.endsWith(`→ ${p.label}`));
  for (const owner of [...chips]) {
    // A chip an earlier reading took ("Dave's dad's car": "dad" read with Dave) is no owner of its own.
    if (owner.kind !== "person" || !owner.span || !chips.includes(owner)) continue;
    const ownerRef = refOf(owner);
    const said = chips.find(
      (c) => (c.kind === "person" || c.kind === "words") && c.span && c.span[0] > owner.span![1] && /^(?:['’]s?)?\s*$/.test(query.slice(owner.span![1], c.span[0])) && (possessive(query.slice(owner.span![0], owner.span![1]), ownerRef) || /['’]/.test(query.slice(owner.span![1], c.span[0]))),
    );
    if (!said?.span || !ownerRef) continue;
    // The relation word as said ("dad", "grandpa"), in the table's words; a name said after "'s" is someone else's name.
    const typed = query.slice(said.span[0], said.span[1]).replace(/^(?:my|our|the)\s+/i, "").replace(/\s*['’]s?$/, "");
    const word = canonical(typed);
    if (!SEX[word] && !Object.values(THROUGH).some((row) => row[word]) && !relationOf(fold(typed)) && !relationOf(fold(typed).replace(/s$/, "")) && !GROUPS[fold(typed)]) continue;
    const saidRef = said.kind === "person" ? refOf(said) : undefined;
    const told = ownerRef.names.length === 1 ? people.find((p) => p.name === ownerRef.names[0]) : undefined;
    const group = told?.relation ? (isPartnerRelation(canonical(told.relation)) ? "spouse" : GROUP_OF[canonical(told.relation)]) : undefined;
    const wanted = (group && THROUGH[group]?.[word]) || [];
    const sex = SEX[word];
    const isTold = (relation: string, as: string) => (relation === PARTNER ? isPartnerRelation(as) : as === relation);
    const whose = wanted.flatMap((relation) => people.filter((p) => p.relation && isTold(relation, canonical(p.relation)) && p.name !== told!.name && !(sex && SEX[canonical(p.relation)] && SEX[canonical(p.relation)] !== sex)));
    // "Alfie's mum" is the user where no partner of hers is told: the user is the parent left.
    const names = [...new Set((whose.some((p) => canonical(p.relation!) !== "me") ? whose.filter((p) => canonical(p.relation!) !== "me") : whose).map((p) => p.name))];
    const span: [number, number] = [owner.span[0], said.span[1]];
    if (names.length) {
      const ref: PersonRef = { label: names.join(" or "), names };
      plan.people = [...plan.people.filter((p) => p !== ownerRef && p !== saidRef), ref];
      plan.words = plan.words.filter((w) => said.kind !== "words" || w !== said.label);
      chips.splice(chips.indexOf(owner), 1);
      chips.splice(chips.indexOf(said), 1, { id: `person:${key(ref.label)}`, kind: "person", label: `${query.slice(span[0], span[1])} → ${ref.label}`, span });
    } else if (saidRef) {
      // "Shaz's husband", "Dave's mum" where no one is told as who that is: not the user's own husband or mum, but a relation no one has.
      plan.people = plan.people.filter((p) => p !== saidRef);
      const relation = fold(typed);
      if (!plan.words.includes(relation)) plan.words.push(relation);
      plan.relationWords = [...new Set([...(plan.relationWords ?? []), relation])];
      chips.splice(chips.indexOf(said), 1, { id: `word:${relation}`, kind: "words", label: relation, span: said.span });
    }
  }
}
