// `prepare`: builds the app after `npm ci`/`npm install` in a checkout, and not when `npx recollect`
// runs it. npm 11's npx links a checkout into its cache to run the package's own bin and runs
// `prepare` on the way (a full rebuild, on the first `npx recollect`); the `npm ci` that
// installed the dependencies has built dist/ already, and without it bin/ runs the sources.
import { execSync } from "node:child_process";

if (process.env.npm_command === "exec") process.exit(0);
// CI runs `npm test`, which builds first: a second build here would only repeat it.
if (process.env.RECOLLECT_BUILD_IN_TEST === "1") process.exit(0);
execSync("npm run build", { stdio: "inherit" });
