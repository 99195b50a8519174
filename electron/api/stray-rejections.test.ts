import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, tempDir } from "../testing/fixtures";

/**
 * Runs a script in a child Node (the handler under test is process-wide, and the test runner
 * reports any rejection it sees as a failure of its own).
 */
function runChild(body: string): { status: number | null; stdout: string; stderr: string } {
  const dir = tempDir("strays");
  const script = path.join(dir, "child.mts");
  fs.writeFileSync(
    script,
    `import { openService } from ${JSON.stringify(path.join(ROOT, "electron/api/service.ts"))};
const library = ${JSON.stringify(path.join(dir, "library"))};
${body}`,
  );
  const run = spawnSync(process.execPath, ["--import", "tsx", script], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("a failure nobody awaited", () => {
  it("is logged by an engine that stays open, which goes on answering", async () => {
    const run = runChild(`
const service = await openService({ libraryDir: library, shell: "cli" });
void Promise.reject(new Error("a background read failed"));
await new Promise((resolve) => setTimeout(resolve, 200));
const status = await service.handlers.indexStatus({});
console.log("still answering:", status.photos);
await service.close();
`);
    expect(run.stderr).toContain("a background task failed and was set aside: Error: a background read failed");
    expect(run.stdout).toContain("still answering: 0");
    expect(run.status).toBe(0);
  });

  it("still ends a one-shot command, which has nobody to keep answering", async () => {
    const run = runChild(`
const service = await openService({ libraryDir: library, shell: "cli", staysOpen: false });
void Promise.reject(new Error("a background read failed"));
await new Promise((resolve) => setTimeout(resolve, 200));
console.log("went on");
await service.close();
`);
    expect(run.stdout).not.toContain("went on");
    expect(run.status).not.toBe(0);
  });
});
