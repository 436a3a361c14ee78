import { z } from "zod";

/**
 * Issue 44 item 5 (decision 407): a learner's progress and knowledge-check writes take an
 * `Idempotency-Key` request header (the IETF httpapi draft "The Idempotency-Key HTTP Header Field"):
 * the client sends a fresh key for each write and the same key when it sends that write again. The same
 * key from the same person for the same write answers the first answer and changes nothing; the same key
 * with a different body is refused (422). The server keeps a key for IDEMPOTENCY_KEY_HOURS.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_HOURS = 24;

/** 1 to 255 visible ASCII characters; the draft's quoted form (`"…"`) is read as the text inside. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_KEY_INVALID =
  "The Idempotency-Key header must be 1 to 255 visible characters (letters, digits and punctuation, no spaces)";
export const IDEMPOTENCY_KEY_REUSED =
  "This Idempotency-Key was already used with a different request. Send a new key for a new write, and the same key only to repeat the same write.";

/** The request headers of a keyed write, for the endpoint's declaration (names in lower case, as HTTP/2 sends them). */
export const idempotencyHeadersSchema = z.object({
  "idempotency-key": z
    .string()
    .describe(
      `Optional. A fresh key for each write (a UUID will do), the same key when the same write is sent again: a repeat answers the first answer and changes nothing; the key with another body is a 422. Keys are kept for ${IDEMPOTENCY_KEY_HOURS} hours.`,
    )
    .optional(),
});
