/**
 * @file `window.recollect` for a plain browser: the contract over `recollect serve`'s HTTP.
 *
 * Same shape as the Electron preload's bridge, so no component knows which one it got. The
 * access token arrives once in the page URL; it is kept for this tab and removed from the
 * address bar so it is not bookmarked or shared by accident.
 */
import type { Envelope, IndexProgress, RecollectBridge } from "../../../electron/api/contract";

const TOKEN_KEY = "recollect.token";

function takeToken(): string {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get("token");
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete("token");
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? "";
}

export function createHttpBridge(): RecollectBridge {
  const token = takeToken();
  const post = async (method: string, input: unknown): Promise<Envelope<unknown>> => {
    try {
      const response = await fetch(`./api/${encodeURIComponent(method)}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(input ?? {}),
      });
      return (await response.json()) as Envelope<unknown>;
    } catch (error) {
      return { ok: false, error: { code: "internal", message: `Recollect is not answering (${String(error)}).`, hint: "Is `recollect serve` still running?" } };
    }
  };
  const onIndexProgress = (listener: (progress: IndexProgress) => void) => {
    const source = new EventSource("./api/events");
    source.onmessage = (event: MessageEvent<string>) => listener(JSON.parse(event.data) as IndexProgress);
    return () => source.close();
  };
  // Menus and the tray belong to the desktop app: a browser tab gets no commands.
  const onCommand = () => () => undefined;
  return new Proxy({ onIndexProgress, onCommand } as unknown as RecollectBridge, {
    get: (target, name) => (name in target ? target[name as keyof RecollectBridge] : typeof name === "string" ? (input?: unknown) => post(name, input) : undefined),
  });
}
