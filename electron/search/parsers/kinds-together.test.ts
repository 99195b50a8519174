import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../../index/library-index";
import { library } from "../../testing/memory-library";
import { parseQuery } from "../query-parser";
import { retrieve } from "../retrieve";

const NOW = new Date(2026, 10, 30, 12);
const context = { hasKind: () => true };
/** Two kinds said as one noun, and the kinds they are. */
const PAIRS = [
  ["chat screenshots", ["chat", "screenshot"]], ["chat screenshot", ["chat", "screenshot"]], ["whatsapp screenshots", ["chat", "screenshot"]],
  ["selfie videos", ["selfie", "video"]], ["ticket screenshots", ["ticket", "screenshot"]], ["receipt scans", ["receipt", "document"]],
  ["menu screenshots", ["menu", "screenshot"]], ["screenshot receipts", ["screenshot", "receipt"]], ["selfie video", ["selfie", "video"]],
] as const;
const SLOTS: Array<(said: string) => string> = [(s) => s, (s) => `my ${s} from 2023`, (s) => `the ${s} please`, (s) => `all ${s}`, (s) => `show me ${s}`, (s) => `${s} of last summer`];

describe("two kinds said as one noun", () => {
  it("are both of the same photos, not either (9 pairs × 6 slots)", () => {
    const wrong: string[] = [];
    for (const [said, kinds] of PAIRS) {
      for (const slot of SLOTS) {
        const plan = parseQuery(slot(said), NOW, context);
        if (!plan.kindsTogether || JSON.stringify(plan.kinds) !== JSON.stringify(kinds)) wrong.push(`${slot(said)} → ${JSON.stringify(plan.kinds)} ${plan.kindsTogether}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("are either where a list joins them: 'screenshots and chats', 'receipts or tickets', 'receipts, screenshots'", () => {
    for (const query of ["screenshots and chats", "receipts or tickets", "receipts, screenshots", "videos & selfies"]) {
      const plan = parseQuery(query, NOW, context);
      expect(plan.kinds, query).toHaveLength(2);
      expect(plan.kindsTogether, query).toBeFalsy();
    }
  });

  it("answer with the photos of both kinds only, and say so", async () => {
    const lib = library();
    lib.add("chat", { kind: "screenshot" });
    lib.read("chat", "Mama\nAre you coming on Sunday?\nMe: yes, with the kids");
    lib.add("settings", { kind: "screenshot" });
    lib.read("settings", "Settings\nWi-Fi\nBluetooth");
    lib.add("photo of a chat", { kind: "photo" });
    lib.read("photo of a chat", "Mama\nAre you coming on Sunday?\nMe: yes, with the kids");
    const index = new LibraryIndex();
    await index.refresh({ ...lib.source, people: async () => [] });
    const plan = parseQuery("chat screenshots", NOW, index.parseContext());
    expect((await retrieve(plan, { index, fullText: async () => [] })).passing.map((c) => c.id)).toEqual(["chat"]);
  });
});
