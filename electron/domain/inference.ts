/**
 * @file Where the user asked models to run: automatically, on the CPU, or on one accelerator.
 *
 * Pure data and types, importable from every process. Below the contract (`api/contract.ts`), which
 * reports it, and below the settings file (`library/settings-file.ts`), which keeps it.
 *
 * Each schema is `z.lazy`, as the contract's are: [Note: The contract's schemas are built when
 * first used] in `api/contract.ts`.
 */
import { z } from "zod";

export const ProviderPreference = z.lazy(() => z.enum(["auto", "cpu", "cuda", "dml", "coreml"]));
export type ProviderPreference = z.infer<typeof ProviderPreference>;
