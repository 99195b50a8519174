/**
 * @file The contract's `feedback` and `undoFeedback`: a result marked right, wrong or better than
 * others, kept for that search with the evidence the photo had, and the search answered again with
 * it (or without it, once taken back).
 *
 * Runs in the engine's process. A correction is for the search as it was asked (`AskedPlans`), even
 * one from an earlier run, and History keeps what the corrected answer found.
 */
import type { LibraryIndex } from "../../index/library-index";
import type { Learning } from "../../learn/learning";
import type { Candidate } from "../../search/retrieve";
import type { PhotoStore } from "../../store/store";
import type { Handlers } from "../dispatch";
import { RecollectError } from "../errors";
import { msSince, type AskedPlans } from "./asked-plans";
import type { Answers } from "./answers";

export interface CorrectionParts {
  store: Pick<PhotoStore, "takenIds">;
  index: LibraryIndex;
  answers: Pick<Answers, "answer">;
  plans: AskedPlans;
  feedback: Learning["feedback"];
}

export function correctionHandlers({ store, index, answers, plans, feedback }: CorrectionParts): Pick<Handlers, "feedback" | "undoFeedback"> {
  return {
    async feedback({ queryId, photoId, verdict, over }) {
      const started = performance.now();
      const asked = await plans.find(queryId);
      if (!asked) throw new RecollectError("not_found", "That answer is no longer remembered.", "Search again, then mark the result.");
      const photos = [photoId, ...(over ?? [])];
      const known = await store.takenIds(photos.filter((id) => index.number(id) === undefined));
      const missing = photos.find((id) => index.number(id) === undefined && !known.has(id));
      if (missing) throw new RecollectError("not_found", `No photo with id ${missing} in this library.`, "It may have been deleted or its folder removed; search again.");
      let feedbackId: string;
      if (verdict === "better") {
        const others = [...new Set(over ?? [])].filter((id) => id !== photoId);
        if (!others.length) throw new RecollectError("invalid_input", "Say which results this photo is better than.", "Pass the other photos' ids in `over`.");
        feedbackId = (await feedback.addBetter(asked.key, asked.plan.query, photoId, others))[0]!.id;
      } else {
        // The evidence the photo had, before this correction: a sample for learning the fusion weights.
        const n = index.number(photoId);
        let evidence: Candidate["evidence"] | null = null;
        if (n !== undefined && asked.plan.words.length) await answers.answer(asked, (c) => void (c.n === n && (evidence = { ...c.evidence, feedback: 0 })));
        feedbackId = (await feedback.add(asked.key, asked.plan.query, photoId, verdict, { evidence })).id;
      }
      const corrected = await answers.answer(asked);
      plans.keepOutcome(queryId, corrected);
      return { feedbackId, answer: { ...corrected, queryId, tookMs: msSince(started) } };
    },

    async undoFeedback({ feedbackId, queryId }) {
      const started = performance.now();
      if (!(await feedback.undo(feedbackId))) throw new RecollectError("not_found", "There is no such correction, or it was taken back already.");
      const asked = queryId ? await plans.find(queryId) : undefined;
      if (!asked || !queryId) return { answer: null };
      const restored = await answers.answer(asked);
      plans.keepOutcome(queryId, restored);
      return { answer: { ...restored, queryId, tookMs: msSince(started) } };
    },
  };
}
