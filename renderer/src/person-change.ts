/**
 * @file What a change to a person's name or relation says once it is made. A name is searched
 * across every photo of the person, so a change is said with how many photos it reaches and can
 * be taken back (People's "Undo"), as a correction to an answer can.
 *
 * Runs in the renderer; pure, tested under Node.
 */
import { countOf } from "./format";

/** A person's name and relation, before or after a change. */
export interface Naming {
  name: string | null;
  relation: string | null;
}

/** One change to a person, kept so that it can be taken back. */
export interface PersonChange {
  personId: string;
  before: Naming;
  after: Naming;
  photos: number;
}

/** What the change did, in a sentence or two; the photos it reaches are counted. */
export function changeText({ before, after, photos }: PersonChange): string {
  const on = `on ${countOf(photos, "photo")}`;
  const said: string[] = [];
  if (before.name !== after.name) {
    if (!before.name) said.push(`Named them “${after.name}” ${on}.`);
    else if (!after.name) said.push(`Took the name “${before.name}” off ${countOf(photos, "photo")}.`);
    else said.push(`Renamed “${before.name}” to “${after.name}” ${on}.`);
  }
  if (before.relation !== after.relation) {
    const who = after.name ? `“${after.name}”` : "They";
    const where = said.length > 0 ? "" : ` ${on}`;
    if (!after.relation) said.push(`${who} ${after.name ? "is" : "are"} no longer “${before.relation}”${where}.`);
    else said.push(`${who} ${after.name ? "is" : "are"} “${after.relation}” to you${where}.`);
  }
  return said.join(" ");
}

/**
 * What taking a change back says: what is true again, in plain words, with the photos it reaches
 * ("Undone: the name is “Ana” again on 23 photos, not “Anna”.").
 */
export function undoneText({ before, after, photos }: PersonChange): string {
  const on = `on ${countOf(photos, "photo")}`;
  const said: string[] = [];
  if (before.name !== after.name) {
    if (!before.name) said.push(`took the name “${after.name}” off ${countOf(photos, "photo")} again`);
    else if (!after.name) said.push(`“${before.name}” is back ${on}`);
    else said.push(`the name is “${before.name}” again ${on}, not “${after.name}”`);
  }
  if (before.relation !== after.relation) {
    const who = before.name ? `“${before.name}”` : said.length > 0 ? "They" : "they";
    const are = before.name ? "is" : "are";
    const where = said.length > 0 ? "" : ` ${on}`;
    if (!before.relation) said.push(`${who} ${are} no longer “${after.relation}” to you${where}`);
    else said.push(`${who} ${are} “${before.relation}” to you again${where}`);
  }
  return `Undone: ${said.join(". ")}.`;
}

/**
 * What a person's name form saves, from what is typed in it: null when nothing changed. Enter or
 * Save sends what is typed, an empty name included (the name is taken off, with Undo). Leaving the
 * form (Tab, a click elsewhere, another view) saves too, but never by accident takes a name off:
 * a name field left empty keeps the name it had.
 */
export function namingToSave(before: Naming, typed: { name: string; relation: string }, how: "submit" | "leave"): Naming | null {
  const name = typed.name.trim() || (how === "leave" ? before.name : null);
  const relation = typed.relation.trim() || null;
  return name === before.name && relation === before.relation ? null : { name, relation };
}
