import { useCallback, useEffect, useState } from "react";
import type { AppInfo, IndexStatus } from "../../electron/api/contract";
import type { Client } from "./client";
import { ChatPane } from "./components/ChatPane";
import { LibraryPanel } from "./components/LibraryPanel";

export function App({ client }: { client: Client }) {
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [status, setStatus] = useState<IndexStatus | null>(null);

  const refresh = useCallback(() => {
    client.indexStatus().then(setStatus, () => undefined);
  }, [client]);

  useEffect(() => {
    client.appInfo().then(setInfo, () => undefined);
    refresh();
    let wasBusy = false;
    return client.onIndexProgress((progress) => {
      setStatus((s) => (s ? { ...s, progress } : s));
      // Counts and the problem list change as a run goes; refresh them at its end and now and then during it.
      const busy = progress.state !== "idle";
      if (!busy && wasBusy) refresh();
      wasBusy = busy;
    });
  }, [client, refresh]);

  useEffect(() => {
    if (!status || status.progress.state === "idle") return;
    const timer = setInterval(refresh, 2000);
    return () => clearInterval(timer);
  }, [status?.progress.state, refresh]);

  return (
    <div className="app">
      <LibraryPanel client={client} info={info} status={status} onChange={refresh} />
      <ChatPane client={client} photoCount={status?.photos ?? null} indexing={status ? status.progress.state !== "idle" : false} />
    </div>
  );
}
