import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { safeRequest } from "./safe-request";

/**
 * The time limit of a request to an organisation's address counts the receiver's silence, not this
 * process's: an answer that arrived while the event loop was blocked is read, not timed out.
 * The receiver runs in a worker thread, so it answers while this thread is blocked.
 */
const RECEIVER = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const flags = new Int32Array(workerData);
const server = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    Atomics.store(flags, 0, 1);
    setTimeout(() => { res.writeHead(204); res.end(() => Atomics.store(flags, 1, 1)); }, Number(req.headers["x-delay"] ?? 0));
  });
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
parentPort.on("message", () => server.close(() => process.exit(0)));
`;

let worker: Worker | undefined;
afterEach(async () => {
  worker?.postMessage("close");
  await worker?.terminate();
  worker = undefined;
});

async function startReceiver(): Promise<{ url: string; flags: Int32Array }> {
  const shared = new SharedArrayBuffer(8);
  worker = new Worker(RECEIVER, { eval: true, workerData: shared });
  const port = await new Promise<number>((resolve) => worker?.once("message", resolve));
  return { url: `http://127.0.0.1:${port}/hooks`, flags: new Int32Array(shared) };
}

/** Blocks this thread (as a slow query on the embedded database does) until `done` and at least `ms`. */
function blockUntil(done: () => boolean, ms: number) {
  const since = Date.now();
  while (!(done() && Date.now() - since >= ms)) {
    if (Date.now() - since > 30_000) throw new Error("the receiver never answered");
  }
}

async function whenSet(flags: Int32Array, index: number) {
  while (Atomics.load(flags, index) === 0) await new Promise((resolve) => setImmediate(resolve));
}

describe("safeRequest's time limit", () => {
  it("reads an answer that came in time while this process was blocked past the limit", async () => {
    const receiver = await startReceiver();
    const request = safeRequest(
      receiver.url,
      { method: "POST", headers: { "x-delay": "50" }, body: "{}" },
      { publicOnly: false, timeoutMs: 300 },
    );
    await whenSet(receiver.flags, 0);
    // The receiver answers 50 ms later, while this thread is stuck past the 300 ms limit.
    blockUntil(() => Atomics.load(receiver.flags, 1) === 1, 600);
    await expect(request).resolves.toMatchObject({ status: 204 });
  });

  it("still times out a receiver that stays silent", async () => {
    const receiver = await startReceiver();
    const started = Date.now();
    await expect(
      safeRequest(
        receiver.url,
        { method: "POST", headers: { "x-delay": "5000" }, body: "{}" },
        { publicOnly: false, timeoutMs: 200 },
      ),
    ).rejects.toThrow("No answer within 0.2 s (timed out)");
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
