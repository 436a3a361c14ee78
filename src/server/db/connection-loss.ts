/**
 * Issue 44 item 5 (decision 407): whether a statement failed because its connection did, not because of
 * the statement. Such a failure says nothing of whether the statement committed, so only a write that is
 * safe to repeat (idempotent by nature, or carrying an idempotency key) is tried again, once, on a fresh
 * connection: node-postgres drops a client whose connection failed, so the pool's next query opens another.
 */

/** SQLSTATEs of a connection the server ended or lost: class 08, and 57P01–57P03 (shutdown, crash, starting). */
const CONNECTION_STATES = /^(08...|57P0[123])$/;
/** Socket errors of a connection that broke under the query. */
const SOCKET_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "ENOTCONN"]);
/** node-postgres's own wording when the socket ends during a query (it sets no code). */
const LOST_MESSAGES = [/Connection terminated/i, /Client has encountered a connection error/i];

export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (CONNECTION_STATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === "string" && LOST_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/**
 * Runs `work`, and once more if its connection (not its statement) failed. Only for work that may be
 * repeated: an idempotent write, or one whose idempotency key makes a second run answer the first's result.
 */
export async function retryOnLostConnection<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    return work();
  }
}
