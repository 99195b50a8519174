import { describe, expect, it } from "vitest";
import type { MediaKind } from "../query/plan";
import { kindPlural, kindSingular } from "./wording";

const KINDS: MediaKind[] = ["screenshot", "video", "selfie", "document", "receipt", "menu", "ticket", "boarding", "chat", "copy"];

describe("a kind of picture is named whole, one or many", () => {
  it.each(KINDS)("%s", (kind) => {
    // "boarding pass" / "boarding passes": never the flag's own word ("a boarding").
    expect(kindPlural(kind).startsWith(kindSingular(kind))).toBe(true);
    expect(kindSingular(kind).split(" ").length).toBe(kindPlural(kind).split(" ").length);
  });
});
