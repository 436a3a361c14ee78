import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";

/**
 * What every API benchmark shares: the yardstick server, the parent's wait for a child's message, and
 * one measured autocannon run after a short warm-up.
 */

/** The yardstick: a bare Fastify server answering {"hello":"world"}, in its own process like the app. */
export async function serveHelloWorld(port: number) {
  const { default: Fastify } = await import("fastify");
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  await app.listen({ port, host: "127.0.0.1" });
  process.on("message", (message: string) => {
    if (message === "stop") void app.close().then(() => process.exit(0));
  });
  process.send?.("ready");
}

/** The first message from the child that `accept` takes; rejects if the child exits first. */
export function once(child: ChildProcess, accept: (message: unknown) => boolean): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!accept(message)) return;
      child.off("message", onMessage);
      resolve(message);
    };
    child.on("message", onMessage);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export interface DriveOptions {
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  method?: "GET" | "POST" | "PUT";
  body?: string;
  /** Session cookies handed to the connections in turn: each connection speaks for one person. */
  cookies?: readonly string[];
}

/** A 2 s warm-up, then the measured run, printed on one line. */
export async function drive(title: string, url: string, options: DriveOptions) {
  const { connections, durationS, headers = {}, method = "GET", body, cookies } = options;
  let nextClient = 0;
  const setupClient = cookies?.length
    ? (client: autocannon.Client) => {
        client.setHeaders({ ...headers, cookie: cookies[nextClient++ % cookies.length] });
      }
    : undefined;
  const request = { url, connections, headers, method, body, setupClient };
  await autocannon({ ...request, duration: 2 });
  nextClient = 0;
  const result = await autocannon({ ...request, duration: durationS });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(40)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${Math.round(result.requests.average)} req/s  (${errors} errors)`,
  );
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}
