import { IDEMPOTENCY_KEY_HEADER } from "../../contracts/idempotency";
import { ApiError } from "./api-request";

/**
 * Issue 44 item 5 (decision 407): each logical write carries a fresh `Idempotency-Key`, and the same
 * key when it is sent again, so a write the server stored but whose answer was lost counts once.
 */

/** A random key (128 bits, hex); crypto.getRandomValues works on pages served without TLS too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const idempotencyHeaders = (key: string): Record<string, string> => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/**
 * Whether a failed write may have been stored: no answer at all (the network), or a server error. A
 * refusal (4xx) stored nothing, so the write is not sent again with its key.
 */
export const mayHaveBeenStored = (error: unknown): boolean => !(error instanceof ApiError) || error.status >= 500;
