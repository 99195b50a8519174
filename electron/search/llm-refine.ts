/**
 * @file Optional LLM refinement of a query plan (GAMER's query refinement, PBR's pseudo
 * memories), off by default. It talks to an OpenAI-compatible chat endpoint on the user's machine
 * (llama.cpp's server, Ollama, LM Studio) with a JSON schema for the answer, checks the answer
 * with zod, and keeps only what it can verify: places and people the library or the gazetteer
 * knows, a date range that parses. When the endpoint is missing, slow (past the timeout) or
 * answers nonsense, the deterministic plan stands and search goes on.
 *
 * Runs in the engine's process; its only network traffic is to the URL the user configured.
 */
import { z } from "zod";
import type { ParseContext } from "./parsers/parser";
import type { PlanChip, QueryPlan } from "../query/plan";

export interface LlmRefiner {
  /** Where it sends queries, when it is a server. */
  readonly endpoint?: string;
  /** A better plan, or null when the model is unavailable, slow, or has nothing to add. */
  refine(plan: QueryPlan, context: ParseContext): Promise<QueryPlan | null>;
}

export interface LlmEndpointOptions {
  /** Base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1. */
  url: string;
  model?: string;
  /** Past this, search proceeds without the LLM. Default 1500 ms. */
  timeoutMs?: number;
}

/** The shape of the model's answer; built on the first request, as its JSON schema is (see [Note: The contract's schemas are built when first used] in api/contract.ts). */
const LlmPlan = z.lazy(() =>
  z.object({
    start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().optional(),
    end: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().optional(),
    places: z.array(z.string().max(100)).max(5).optional(),
    people: z.array(z.string().max(100)).max(5).optional(),
    words: z.array(z.string().max(50)).max(12).optional(),
    pseudoMemories: z.array(z.string().max(300)).max(5).optional(),
  }),
);
type LlmPlan = z.infer<typeof LlmPlan>;

/** The plan's JSON schema, which the server's output is held to; made on the first request, not at every start. */
let schema: unknown;

export function llmEndpoint(options: LlmEndpointOptions): LlmRefiner {
  const timeoutMs = options.timeoutMs ?? 1500;
  return {
    endpoint: options.url,
    async refine(plan, context) {
      const system =
        "You turn a person's search for one of their own photos into a search plan. " +
        `Today is ${context.now.toISOString().slice(0, 10)}. Known people: ${(context.people ?? []).map((p) => `${p.name}${p.relation ? ` (${p.relation})` : ""}`).join(", ") || "none"}. ` +
        `Known places: ${(context.places ?? []).slice(0, 200).join(", ") || "none"}. ` +
        "Answer with JSON only: start and end dates (end exclusive) when the query implies a time, places and people it names, " +
        "the words describing what is in the photo, and up to 3 short pseudoMemories: how the user might have described such a photo.";
      try {
        const response = await fetch(`${options.url.replace(/\/$/, "")}/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
          body: JSON.stringify({
            model: options.model ?? "local",
            temperature: 0,
            messages: [{ role: "system", content: system }, { role: "user", content: plan.query }],
            response_format: { type: "json_schema", json_schema: { name: "plan", schema: (schema ??= z.toJSONSchema(LlmPlan)), strict: true } },
          }),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
        const parsed = LlmPlan.safeParse(JSON.parse(body.choices?.[0]?.message?.content ?? "null"));
        return parsed.success ? merge(plan, parsed.data, context) : null;
      } catch {
        // Unreachable, slow or malformed: the deterministic plan stands.
        return null;
      }
    },
  };
}

/** What the model said, kept only where it can be checked against the library. */
export function merge(plan: QueryPlan, llm: LlmPlan, context: ParseContext): QueryPlan | null {
  const next: QueryPlan = { ...plan, chips: [...plan.chips] };
  const chip = (c: PlanChip) => next.chips.push(c);
  let changed = false;
  if (!plan.time && llm.start && llm.end) {
    const start = Date.parse(`${llm.start}T00:00:00Z`);
    const end = Date.parse(`${llm.end}T00:00:00Z`);
    if (Number.isFinite(start) && Number.isFinite(end) && end > start) {
      const label = `${llm.start} – ${llm.end}`;
      next.time = { ranges: [[start, end]], hours: null, weekend: null, label, spans: [] };
      chip({ id: "time", kind: "time", label, span: null });
      changed = true;
    }
  }
  const known = new Map((context.places ?? []).map((p) => [p.toLowerCase(), p]));
  for (const name of llm.places ?? []) {
    const label = known.get(name.toLowerCase());
    const city = label ? null : context.gazetteer?.(name);
    if (!label && !city) continue;
    if (next.places.some((p) => p.label.toLowerCase() === name.toLowerCase())) continue;
    next.places = [...next.places, label ? { label, source: "library" } : { label: city!.label, source: "gazetteer", lat: city!.lat, lon: city!.lon, radiusDeg: city!.radiusDeg }];
    chip({ id: `place:${name.toLowerCase()}`, kind: "place", label: label ?? city!.label, span: null });
    changed = true;
  }
  for (const name of llm.people ?? []) {
    const person = (context.people ?? []).find((p) => p.name.toLowerCase() === name.toLowerCase());
    if (!person || next.people.some((p) => p.names.includes(person.name))) continue;
    next.people = [...next.people, { label: person.name, names: [person.name] }];
    chip({ id: `person:${person.name.toLowerCase()}`, kind: "person", label: person.name, span: null });
    changed = true;
  }
  // Words the model kept or added that name a place or person just taken as a constraint drop out of the words.
  const taken = new Set([...next.places.map((p) => p.label.toLowerCase()), ...next.people.flatMap((p) => p.names.map((n) => n.toLowerCase()))]);
  const words = plan.words.filter((w) => !taken.has(w));
  if (words.length !== plan.words.length) {
    next.words = words;
    next.chips = next.chips.filter((c) => c.kind !== "words" || words.includes(c.label));
    changed = true;
  }
  const memories = (llm.pseudoMemories ?? []).map((m) => m.trim()).filter(Boolean);
  if (memories.length) {
    next.expansion = memories;
    changed = true;
  }
  return changed ? next : null;
}
