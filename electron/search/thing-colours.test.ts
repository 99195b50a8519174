import { describe, expect, it } from "vitest";
import { COLOUR_NAMES, GRID, type ColourName } from "../../native/colour-grid";
import { idsFound } from "../testing/ids-found";

const NOW = new Date(2026, 10, 30, 12);
const BOX = [0.2, 0.2, 0.6, 0.6] as const;
const letter = (name: ColourName) => String.fromCharCode(97 + COLOUR_NAMES.indexOf(name));

/** Stored detections of `label` in the middle of the photo, and the photo's colours: `colour` there, grey around it. */
function seen(label: string, colour: ColourName): [string, string] {
  let grid = "";
  for (let row = 0; row < GRID; row++) for (let col = 0; col < GRID; col++) grid += row >= 4 && row < 12 && col >= 4 && col < 12 ? letter(colour) : letter(colour === "grey" ? "black" : "grey");
  return [JSON.stringify([{ label, score: 0.9, box: BOX }]), JSON.stringify({ mono: false, grid })];
}

const search = (query: string, build: Parameters<typeof idsFound>[2]) => idsFound(query, NOW, build);

const THINGS = ["car", "dog", "cat", "boat", "bus"];
const COLOURS: ColourName[] = ["red", "orange", "yellow", "green", "blue", "purple", "pink", "brown", "white", "black", "grey"];

describe("a thing asked for by its colour", () => {
  it("is the thing of that colour, not the same thing in another colour nor another thing of that colour (11 colours × 5 things)", async () => {
    const wrong: string[] = [];
    for (const colour of COLOURS) {
      const other = colour === "blue" ? "red" : "blue";
      for (const thing of THINGS) {
        const elsewhere = THINGS.find((t) => t !== thing)!;
        const found = await search(`the ${colour} ${thing}`, (lib) => {
          for (const id of ["it", "other colour", "other thing"]) lib.add(id, {});
          lib.looked("it", ...seen(thing, colour));
          lib.looked("other colour", ...seen(thing, other));
          lib.looked("other thing", ...seen(elsewhere, colour));
        });
        if (JSON.stringify(found) !== JSON.stringify(["it"])) wrong.push(`${colour} ${thing} → ${found.join(", ") || "nothing"}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is still the thing where no photo has it in that colour: the colour is left out, not the answer emptied", async () => {
    const found = await search("the yellow car", (lib) => {
      lib.add("blue car", {});
      lib.looked("blue car", ...seen("car", "blue"));
      lib.add("yellow dog", {});
      lib.looked("yellow dog", ...seen("dog", "yellow"));
    });
    expect(found).toEqual(["blue car"]);
    // A name with a colour in it: the memory's mosque, though a car elsewhere is blue.
    const mosque = await search("the blue mosque", (lib) => {
      lib.add("mosque", {});
      lib.memories.push({ photo_id: "mosque", text: "the mosque at sunset" });
      lib.add("blue car", {});
      lib.looked("blue car", ...seen("car", "blue"));
    });
    expect(mosque).toEqual(["mosque"]);
  });

  it("is found where a memory or a sign says the colour with it", async () => {
    const found = await search("the red bike", (lib) => {
      lib.add("told", {});
      lib.memories.push({ photo_id: "told", text: "my new red bike" });
      lib.add("seen", {});
      lib.looked("seen", ...seen("bicycle", "red"));
      lib.add("blue", {});
      lib.looked("blue", ...seen("bicycle", "blue"));
    });
    expect(found).toEqual(["seen", "told"]);
  });
});
