import { describe, expect, it, vi } from "vitest";
import { tempDir } from "../testing/fixtures";

// A watch the system already dropped: unsubscribing fails, as inotify's does for a removed watch.
vi.mock("@parcel/watcher", () => ({
  default: {
    subscribe: async () => ({ unsubscribe: async () => Promise.reject(new Error("Unable to remove watcher: Invalid argument")) }),
  },
}));

describe("closing the folder watcher", () => {
  it("ends though a watch fails to unsubscribe, so stopping the app never waits on it", async () => {
    const { createFolderWatcher } = await import("./watcher");
    const watcher = createFolderWatcher({ onChanges: () => undefined });
    await watcher.watch(tempDir("watch-close"));
    await expect(watcher.close()).resolves.toBeUndefined();
  });
});
