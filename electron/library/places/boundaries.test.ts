import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const caches = () => fs.readdirSync(os.tmpdir()).filter((name) => /^recollect-admin1-.*\.v8$/.test(name)).map((name) => path.join(os.tmpdir(), name));

describe("the boundaries' cache", () => {
  it("is ignored and rewritten when damaged: places are still named by their boundaries", async () => {
    const first = await import("./boundaries");
    expect(first.divisionAt(39.09, -120.04)?.code).toBe("US-CA");
    // This checkout's own cache: other checkouts on the machine keep theirs beside it.
    const written = first.cacheFile();
    expect(caches()).toContain(written);
    fs.writeFileSync(written, "not what the engine wrote");

    vi.resetModules();
    const fresh = await import("./boundaries");
    expect(fresh.divisionAt(39.09, -120.04)?.code).toBe("US-CA");
    expect(fresh.divisionAt(39.5296, -119.8138)?.code).toBe("US-NV");
    expect(fs.statSync(written).size).toBeGreaterThan(1_000_000);
  }, 60_000);
});
