// Vitest's global setup: the tests that spawn the `recollect` bin (bin/recollect.cjs) run the CLI's bundle, built
// here from the current sources rather than whatever `npm run build` left.
import { bundleCli } from "./bundle-cli.mjs";

export default async function setup() {
  await bundleCli();
}
