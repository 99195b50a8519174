import path from "node:path";
import { Field, Schema, Utf8 } from "apache-arrow";
import { describe, expect, it } from "vitest";
import { PhotoStore } from "./store";
import { tempDir } from "../testing/fixtures";

const NOTES = new Schema([new Field("id", new Utf8(), false), new Field("text", new Utf8(), true)]);

describe("a library's other tables", () => {
  it("are made when missing, opened with their rows when there, and made again empty after a drop", async () => {
    const db = path.join(tempDir("store-tables"), "db");
    const first = await PhotoStore.open(db);
    const made = await first.table("notes", NOTES);
    await made.add([{ id: "a", text: "kept" }]);
    // Asked again in the same engine: the same rows, not a second table.
    expect(await (await first.table("notes", NOTES)).countRows()).toBe(1);
    first.close();

    const again = await PhotoStore.open(db);
    const opened = await again.table("notes", NOTES);
    expect((await opened.query().toArray()).map((r) => ({ id: r.id, text: r.text }))).toEqual([{ id: "a", text: "kept" }]);
    await again.dropTable("notes");
    expect(await (await again.table("notes", NOTES)).countRows()).toBe(0);
    // A table added with columns it lacks goes through the same list of what is there.
    const wider = new Schema([...NOTES.fields, new Field("lang", new Utf8(), true)]);
    await (await again.table("notes", NOTES)).add([{ id: "b", text: "new" }]);
    const added = await again.tableAdding("notes", wider);
    expect((await added.schema()).fields.map((f) => f.name)).toEqual(["id", "text", "lang"]);
    expect(await added.countRows()).toBe(1);
    again.close();
  });
});
