import { describe, expect, it } from "vitest";
import { LibraryIndex } from "../index/library-index";
import { library } from "../testing/memory-library";
import { parseQuery } from "./query-parser";
import { retrieve } from "./retrieve";

const NOW = new Date(2026, 11, 2, 12);
const NAMES = ["Leo", "Dave", "Maya", "Priya", "Tom"];

/** Folders of the phone or camera the photos came off, named for whose it is. */
const DEVICE = ["{} iPhone", "{}'s phone", "{} phone", "iPhone {}", "{} camera", "{}s cellphone"];
/** Folders named for who is in them. */
const SUBJECT = ["{}", "{}'s first year", "{} birthday"];
/** Where the folder sits: itself, or above a year's folder. */
const DEPTHS: Array<(folder: string) => string> = [(f) => f, (f) => `${f}/2024`];

/** Whether "photos of <name>" finds a photo with no face in it, filed in `folder`, beside a beach photo elsewhere. */
async function found(name: string, folder: string): Promise<boolean> {
  const lib = library();
  lib.add("filed", { path: `/home/me/Pictures/${folder}/IMG_0042.jpg` }, { rel_dir: folder });
  lib.add("beach", { path: "/home/me/Pictures/Holiday/IMG_0043.jpg" }, { keywords: "beach", rel_dir: "Holiday" });
  lib.source.people = async () => [{ name, relation: "friend" }, { name: "Sam", relation: "me" }];
  const index = new LibraryIndex();
  await index.refresh(lib.source);
  const answer = await retrieve(parseQuery(`photos of ${name.toLowerCase()}`, NOW, index.parseContext()), { index, fullText: async () => [] });
  return (answer.photos?.map((n) => index.facts(n)!.id) ?? answer.passing.map((c) => c.id)).includes("filed");
}

describe("a folder named for the device photos came off says whose device, not who is in them", () => {
  const device = NAMES.flatMap((name) => DEVICE.flatMap((form) => DEPTHS.map((depth) => ({ name, folder: depth(form.replace("{}", name)) }))));
  const subject = NAMES.flatMap((name) => SUBJECT.flatMap((form) => DEPTHS.map((depth) => ({ name, folder: depth(form.replace("{}", name)) }))));
  it("covers at least 50 folders", () => expect(device.length + subject.length).toBeGreaterThanOrEqual(50));

  it.each(device)("'photos of $name' leaves out the photo in $folder", async ({ name, folder }) => {
    expect(await found(name, folder)).toBe(false);
  });

  it.each(subject)("'photos of $name' finds the photo in $folder", async ({ name, folder }) => {
    expect(await found(name, folder)).toBe(true);
  });
});
