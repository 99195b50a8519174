/**
 * @file The contract's `search` and `moreResults`: a question read into a plan (a follow-up
 * refining the answer before it, the LLM refining it when one is on), answered, and kept in the
 * history; and what a sentence typed into the search box asks for besides a search.
 *
 * Runs in the engine's process. The reading of a sentence (`chatNote`, `followUpDirection`) is pure,
 * so that its patterns are tested alone.
 */
import { randomUUID } from "node:crypto";
import type { SearchLog } from "../../learn/search-log";
import { dropChips, refinePlan, type QueryPlan } from "../../query/plan";
import { areaKey, withArea } from "../../search/area";
import type { LlmRefiner } from "../../search/llm-refine";
import { withPlaceKinds } from "../../search/query-parser";
import { shiftTime } from "../../search/time-constraint";
import type { Handlers } from "../dispatch";
import { RecollectError } from "../errors";
import { msSince, outcomeOf, searchKey, type Asked, type AskedPlans } from "./asked-plans";
import type { Answer, Answers } from "./answers";
import type { FreshIndex } from "./fresh-index";

export interface AskingParts {
  fresh: Pick<FreshIndex, "fresh">;
  answers: Answers;
  plans: AskedPlans;
  log: Pick<SearchLog, "add">;
  now: () => Date;
  /** The LLM that refines plans now, if one is on. */
  llm?: () => LlmRefiner | null;
  /** "remember that …" said in the search box: kept as a note with the photos chosen. */
  noteFromChat: (text: string, selection: string[], previous: QueryPlan | undefined) => Promise<Answer>;
}

/**
 * The note in a sentence that asks Recollect to remember something ("remember that Leo caught his
 * first trout"), or null for a search. Recalling a photo ("remember when we went to Rome", "do you
 * remember the concert?", any question) is a search.
 */
export function chatNote(query: string): string | null {
  const recalling = /^\s*(?:do\s+you\s+)?remember\s+(?:when|the|our|my|that\s+(?:time|day|trip|night|weekend|holiday))\b|\?\s*$/i.test(query);
  const memory = recalling ? null : /^\s*(?:please\s+)?remember\s+(?:that\s+)?(.+)$/is.exec(query);
  return memory ? memory[1]! : null;
}

/** Which way a follow-up alone moves the answer before it in time: "earlier" -1, "after that" 1, anything else 0. */
export function followUpDirection(query: string): -1 | 0 | 1 {
  return /^\s*(earlier|before that|before)\s*[.?!]*$/i.test(query) ? -1 : /^\s*(later|after that|after)\s*[.?!]*$/i.test(query) ? 1 : 0;
}

export function askingHandlers(parts: AskingParts): Pick<Handlers, "search" | "moreResults"> {
  const { fresh, answers, plans } = parts;
  return {
    async search({ query, limit, showDuplicates, refine, drop, readings, selection, area }) {
      const started = performance.now();
      await fresh.fresh();
      const queryId = randomUUID();
      const took = () => msSince(started);
      const previous = refine ? plans.recentPlan(refine) : undefined;
      if (refine && !previous) throw new RecollectError("not_found", "That earlier answer is no longer remembered.", "Ask the whole question again.");

      const note = chatNote(query);
      if (note !== null) return { ...(await parts.noteFromChat(note, selection ?? [], previous)), queryId, tookMs: took() };

      const context = { ...answers.parseContext(drop), flipped: readings ?? [] };
      let plan = answers.readPlan(query, context);
      if (previous) {
        const direction = followUpDirection(query);
        const shifted = direction && previous.time ? shiftTime(previous.time, direction) : null;
        plan = shifted ? { ...previous, query: `${previous.query} → ${query}`, time: shifted, chips: previous.chips.map((c) => (c.id === "time" ? { ...c, label: shifted.label, span: null } : c)) } : refinePlan(previous, plan);
      }
      if (area) plan = withArea(plan, area);
      plan = dropChips(plan, drop ?? []);
      let refinedByLlm = false;
      const llm = parts.llm?.();
      if (llm) {
        const refined = await llm.refine(plan, context);
        // Places the model named are read as the parser's are: a country by its boundary, a city by its photos.
        if (refined) [plan, refinedByLlm] = [withPlaceKinds(refined, context.gazetteer), true];
      }
      // A reading flipped is another question: its corrections are its own.
      const asked: Asked = { plan, key: searchKey(`${plan.query} ${areaKey(plan.area)}`.trim(), [...(drop ?? []), ...(readings ?? []).map((id) => `reading:${id}`)]), limit, showDuplicates, refines: refine ?? null, refinedByLlm };
      plans.keep(queryId, asked);
      // "Show me everything" (an empty box) is browsing, not a search worth keeping.
      const found = await answers.answer(asked);
      // What it found is kept with it: History shows the count and the first photos, and completions leave out what found nothing.
      const outcome = outcomeOf(found);
      // A rectangle drawn on the map alone is browsing the map, not a search to keep in History.
      if ((plan.words.length || plan.chips.length) && (plan.query.trim() || !plan.area)) parts.log.add({ id: queryId, query: plan.query, key: asked.key, plan, limit, at: parts.now().toISOString(), found: outcome });
      return { ...found, queryId, tookMs: took() };
    },

    async moreResults({ queryId, offset, limit }) {
      const asked = await plans.find(queryId);
      if (!asked) throw new RecollectError("not_found", "That answer is no longer remembered.", "Search again to see its results.");
      await fresh.fresh();
      // The plan is answered again, corrections and all: a later page follows the order the user now sees.
      const page = await answers.answer({ ...asked, limit }, undefined, offset);
      return { results: page.results, total: page.total };
    },
  };
}
