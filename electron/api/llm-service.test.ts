import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call } from "./dispatch";
import { localEndpoint } from "./llm-service";
import { openService } from "./service";
import { llmEndpoint } from "../search/llm-refine";
import { closeAndDelete, NO_MODELS, tempDir } from "../testing/fixtures";

const open = (libraryDir: string, llm?: ReturnType<typeof llmEndpoint>) => openService({ libraryDir, shell: "cli", analysis: { modelsDir: NO_MODELS }, llm });

describe("the optional query-reading LLM", () => {
  it("accepts only servers on this computer or a private network", () => {
    expect(localEndpoint("http://127.0.0.1:8080/v1/")).toBe("http://127.0.0.1:8080/v1");
    expect(localEndpoint("http://localhost:11434/v1")).toBe("http://localhost:11434/v1");
    expect(localEndpoint("http://[::1]:8080/v1")).toBe("http://[::1]:8080/v1");
    expect(localEndpoint("http://192.168.1.20:1234/v1")).toBe("http://192.168.1.20:1234/v1");
    expect(() => localEndpoint("https://api.openai.com/v1")).toThrow("api.openai.com is not on this computer or your own network.");
    expect(() => localEndpoint("http://8.8.8.8/v1")).toThrow("8.8.8.8 is not on this computer or your own network.");
    expect(() => localEndpoint("ftp://127.0.0.1/")).toThrow("ftp: is not a web address.");
    // Link-local is not "your own network": cloud metadata services answer there.
    for (const host of ["169.254.169.254", "[fe80::1]", "[fd00:ec2::254]", "[::ffff:169.254.169.254]"]) {
      expect(() => localEndpoint(`http://${host}/v1`), host).toThrow(/is a link-local address/);
    }
    expect(() => localEndpoint("llama")).toThrow("“llama” is not a web address.");
  });

  it("is off by default, turned on and off from the contract, kept with the library beside the other settings", async () => {
    const server = http.createServer((req, res) => void res.writeHead(req.url === "/v1/models" ? 200 : 404, { "content-type": "application/json" }).end("{}"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    const library = tempDir("llm");
    try {
      let service = await open(library);
      expect(await call(service.handlers, "llmStatus", {})).toEqual({ endpoint: null, source: null, reachable: null });
      await call(service.handlers, "setProvider", { provider: "cpu" });
      expect(await call(service.handlers, "setLlm", { endpoint: `${url}/` })).toEqual({ endpoint: url, source: "setting", reachable: true });
      await expect(call(service.handlers, "setLlm", { endpoint: "https://api.openai.com/v1" })).rejects.toMatchObject({ code: "invalid_input" });
      await service.close();

      service = await open(library);
      expect(await call(service.handlers, "llmStatus", {})).toEqual({ endpoint: url, source: "setting", reachable: null });
      expect((await call(service.handlers, "inferenceStatus", {})).preference).toBe("cpu");
      expect(await call(service.handlers, "setLlm", { endpoint: null })).toEqual({ endpoint: null, source: null, reachable: null });
      // A server that is down is kept (it may be started later) and said to be unreachable.
      server.close();
      expect(await call(service.handlers, "setLlm", { endpoint: url })).toMatchObject({ endpoint: url, reachable: false });
      await service.close();

      // --llm for one run wins over the setting, and says so.
      service = await open(library, llmEndpoint({ url: "http://127.0.0.1:9/v1" }));
      expect(await call(service.handlers, "llmStatus", {})).toEqual({ endpoint: "http://127.0.0.1:9/v1", source: "command-line", reachable: null });
      await service.close();

      // A damaged settings file is read as the defaults, not fatal.
      fs.writeFileSync(path.join(library, "settings.json"), "{ not json");
      service = await open(library);
      expect(await call(service.handlers, "llmStatus", {})).toMatchObject({ endpoint: null });
      await closeAndDelete(service);
    } finally {
      server.close();
      fs.rmSync(library, { recursive: true, force: true });
    }
  });
});
