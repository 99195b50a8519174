/**
 * @file How the user is named: the relations that make a person the user ("me", "myself"), and a
 * memory that says the user is in its photo ("Priya and me at the lake"). For the index, which
 * reads memories, and the query parser, which reads "me". Pure; below the layers that use it.
 */

/** A person given one of these relations in People is the user. */
export const SELF_RELATIONS: ReadonlySet<string> = new Set(["me", "myself", "self", "i", "you"]);

/**
 * "Priya and me on Sulphur Mountain", "a photo of myself at the gate": the user as someone in the
 * scene. "I" is left out: it is as often the one behind the camera ("I took this from the bridge"),
 * and so is "me" after a verb of telling or sending ("Danny sent me this").
 */
const SELF_IN_SCENE = /(?<!\b(?:remind|reminded|reminds|send|sent|tell|told|let|give|gave|show|showed|shows|texted|emailed)\s+)\b(?:me|myself)\b/i;

/** Whether a memory says the user is in its photo. */
export function saysUserIsIn(memory: string): boolean {
  return SELF_IN_SCENE.test(memory);
}
