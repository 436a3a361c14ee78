import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in OpenAI-compatible provider for tests: a chat completions endpoint on loopback whose
 * answer's content each test decides. `env` points an app at it (createTestApp's env).
 */

/** A request as the app sent it: its path, and its JSON body read as `Body` (the fields a test looks at). */
export interface AiProviderRequest<Body> {
  path: string;
  body: Body;
}

/** The assistant message's content for a request, or null to fail it with a 500. */
export type AiProviderAnswer<Body> = (request: AiProviderRequest<Body>) => string | null | Promise<string | null>;

export interface AiProvider {
  env: { AI_BASE_URL: string; AI_API_KEY: string; AI_MODEL: string };
  close(): Promise<void>;
}

export async function startAiProvider<Body>(answer: AiProviderAnswer<Body>): Promise<AiProvider> {
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", async () => {
      const content = await answer({ path: req.url ?? "", body: JSON.parse(raw) as Body });
      if (content === null) {
        res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "boom" } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-stub",
          object: "chat.completion",
          created: 1_760_000_000,
          model: "stub-model",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: "test-key", AI_MODEL: "stub-model" },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
