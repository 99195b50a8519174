#!/usr/bin/env node
// `recollect` is bin/recollect.cjs (see why there); this name runs it for the scripts, tests and
// older checkouts' benches that name this file.
import "./recollect.cjs";
