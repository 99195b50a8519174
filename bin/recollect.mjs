#!/usr/bin/env node
// The engine is TypeScript run in place (no build step between `npm ci` and `npx recollect`).
import { register } from "tsx/esm/api";

register();
await import("../electron/cli.ts");
