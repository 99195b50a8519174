import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SearchLog } from "../../learn/search-log";
import { EMPTY_PLAN, type QueryPlan } from "../../query/plan";
import { PhotoStore } from "../../store/store";
import { tempDir } from "../../testing/fixtures";
import { AskedPlans, outcomeOf, searchKey, type Asked } from "./asked-plans";

const planOf = (query: string): QueryPlan => ({ ...structuredClone(EMPTY_PLAN), query, language: "en" });
const askedOf = (query: string): Asked => ({ plan: planOf(query), key: searchKey(query, undefined), limit: 50, refines: null, refinedByLlm: true });

describe("the plans of recent answers", () => {
  const dir = tempDir("recollect-asked-plans-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  /** A library's store with its search history, as a fresh process opens them. */
  const history = async (name: string) => {
    const store = await PhotoStore.open(path.join(dir, name));
    return { store, log: await SearchLog.open(store) };
  };

  it("answers a follow-up from memory, and a later page or correction of an earlier run's search from the history", async () => {
    const { store, log } = await history("db");
    const plans = new AskedPlans(log);
    plans.keep("now", askedOf("the lake house"));
    expect(plans.recentPlan("now")?.query).toBe("the lake house");
    expect((await plans.find("now"))?.refinedByLlm).toBe(true);

    // Asked by another process: in the history, not in this one's memory.
    const earlier = planOf("Leo at the airport");
    log.add({ id: "before", query: earlier.query, key: searchKey(earlier.query, undefined), plan: earlier, limit: 20, at: new Date(2026, 0, 2).toISOString() });
    await log.flushed();
    const other = new AskedPlans(await SearchLog.open(store));
    expect(other.recentPlan("before")).toBeUndefined();
    expect(await other.find("before")).toEqual({ plan: earlier, key: searchKey("Leo at the airport", undefined), limit: 20, refines: null, refinedByLlm: false });
    expect(await other.find("never-asked")).toBeUndefined();
    store.close();
  });

  it("forgets the oldest answers past a hundred, which the history still has", async () => {
    const { store, log } = await history("db-many");
    const plans = new AskedPlans(log);
    for (let i = 0; i < 130; i++) {
      const asked = askedOf(`beach ${i}`);
      plans.keep(`q${i}`, asked);
      log.add({ id: `q${i}`, query: asked.plan.query, key: asked.key, plan: asked.plan, limit: asked.limit, at: new Date(2026, 0, 1, 0, 0, i).toISOString() });
    }
    expect(plans.recentPlan("q0")).toBeUndefined();
    expect(plans.recentPlan("q129")?.query).toBe("beach 129");
    expect((await plans.find("q0"))?.plan.query).toBe("beach 0");
    await log.flushed();
    store.close();
  });

  it("keeps what a corrected answer found for History", async () => {
    const { store, log } = await history("db-outcome");
    const plans = new AskedPlans(log);
    const asked = askedOf("sunset");
    log.add({ id: "s", query: "sunset", key: asked.key, plan: asked.plan, limit: 50, at: new Date(2026, 0, 3).toISOString(), found: { total: 0, photoIds: [] } });
    const results = Array.from({ length: 30 }, (_, i) => ({ id: `p${i}` }));
    plans.keepOutcome("s", { total: 30, results });
    expect((await log.get("s"))?.found).toEqual(outcomeOf({ total: 30, results }));
    expect(outcomeOf({ total: 30, results }).photoIds.length).toBeLessThan(30);
    await log.flushed();
    store.close();
  });
});

describe("which searches are the same one for corrections", () => {
  it("are the same words however the removed chips are ordered, and differ by any chip removed", () => {
    expect(searchKey("the lake house", ["time", "place:lisbon"])).toBe(searchKey("the lake house", ["place:lisbon", "time"]));
    expect(searchKey("the lake house", undefined)).toBe(searchKey("the lake house", []));
    expect(searchKey("the lake house", ["time"])).not.toBe(searchKey("the lake house", undefined));
    expect(searchKey("the lake house", undefined)).not.toBe(searchKey("the lake", undefined));
  });
});
