import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Requests before bulk work (issue 44 item 2, decision 408). A bulk job (a list of invitations, a
 * compliance fan-out, a member sync) works in small transactions and calls `yieldToRequests()` between
 * them. That lets the event loop run first (`setImmediate`: requests that arrived meanwhile are read
 * and start their queries), then waits while any request of this process is still being answered, up
 * to `maxWaitMs`, so the job's next transaction queues behind their follow-up queries rather than in
 * front of them. On PGlite, which answers one statement at a time on the server's own thread, that is
 * what keeps one organisation's import from stalling everyone; on PostgreSQL it keeps the job's own
 * JavaScript (rendering e-mails, building statements) from sitting between a request and its answer.
 * The wait is bounded, so the job still moves under constant traffic.
 */

let answering = 0;
const counted = new WeakSet<FastifyRequest>();
let idleWaiters: (() => void)[] = [];

/** How long a job's next step waits at most for the requests being answered. */
export const DEFAULT_MAX_WAIT_MS = 100;

function requestEnded(request: FastifyRequest) {
  if (!counted.has(request)) return;
  counted.delete(request);
  answering--;
  if (answering === 0) for (const wake of idleWaiters.splice(0)) wake();
}

/** Counts this app's requests while they are answered (app.ts registers it once per app). */
export function registerRequestCounting(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    counted.add(request);
    answering++;
  });
  app.addHook("onResponse", async (request) => requestEnded(request));
  app.addHook("onRequestAbort", async (request) => requestEnded(request));
}

/** Requests of this process being answered now. */
export const requestsBeingAnswered = () => answering;

/** Gives the event loop and the requests being answered their turn before a job's next step. */
export async function yieldToRequests(maxWaitMs = DEFAULT_MAX_WAIT_MS): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (answering === 0) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      idleWaiters = idleWaiters.filter((wake) => wake !== done);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    idleWaiters.push(done);
  });
}
