import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A receiving HTTP server on loopback (port 0) for webhook and xAPI tests (issue 23): records every
 * request (method, path, headers, raw body) and answers with what `answer` says for each, in order.
 */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The status code answered (null: hung up, or not answered yet). */
  answered: number | null;
}

export type Answer =
  | { status: number; headers?: Record<string, string>; body?: string }
  /** Answer after this many milliseconds (a slow receiver). */
  | { status: number; delayMs: number }
  /** Drop the connection without answering. */
  | { hangUp: true };

export interface HttpReceiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** What to answer next; the last one repeats. Set it per test. */
  answers: Answer[];
  /** Waits until `count` requests have arrived (no fixed sleep). */
  received(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startHttpReceiver(
  handler?: (request: ReceivedRequest) => Answer | undefined,
): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const receiver: Partial<HttpReceiver> & { answers: Answer[] } = { answers: [{ status: 200 }] };
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request: ReceivedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        answered: null,
      };
      requests.push(request);
      for (const waiter of [...waiters])
        if (requests.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      const answer =
        handler?.(request) ??
        (receiver.answers.length > 1 ? (receiver.answers.shift() as Answer) : receiver.answers[0]);
      if ("hangUp" in answer) {
        req.socket.destroy();
        return;
      }
      const send = () => {
        request.answered = answer.status;
        res.writeHead(answer.status, "headers" in answer ? answer.headers : undefined);
        res.end("body" in answer ? answer.body : "");
      };
      if ("delayMs" in answer) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) send();
        }, answer.delayMs);
        timers.add(timer);
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    received(count: number, timeoutMs = 15_000) {
      if (requests.length >= count) return Promise.resolve(requests.slice());
      return new Promise<ReceivedRequest[]>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} requests, received ${requests.length}`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(requests.slice());
          },
        });
      });
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as HttpReceiver;
}
