/**
 * spec 1 §7–8: every request carries the session cookie; a JSON body and content type only when a
 * payload is given; any non-OK answer raises an ApiError whose message is "<status>: <body text or
 * status text>" (spec 1 §8's format), with the status, the server's message and its field issues
 * read once here (issue 23 item 1) instead of parsed back out of the text by every caller.
 * The API is on the page's own origin, so "same-origin" sends the cookie; it is also what a
 * `<link rel="preload" as="fetch" crossorigin>` asks for, and the browser hands a preloaded answer
 * only to a request with the same credentials mode (server/plugins/page-preload.ts).
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const isForm = typeof FormData !== "undefined" && payload instanceof FormData;
  const headers = {
    ...(payload !== undefined && !isForm ? { "Content-Type": "application/json" } : {}),
    ...options.headers,
  };
  const response = await fetch(url, {
    method,
    credentials: options.credentials ?? "same-origin",
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: payload === undefined ? undefined : isForm ? payload : JSON.stringify(payload),
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * What a call that is not the session's own adds (issue 24: the LMS player sends its player key as
 * `Authorization: Bearer` and no cookie).
 */
export interface RequestOptions {
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** A non-OK answer of the API: spec 1 §8's "<status>: <text>" message, with its parts typed. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `{ message }`, or the answer's text when it is not JSON. */
  readonly serverMessage: string;
  /** The server's field messages of a 400 (`{ issues: [{ path, message }] }`). */
  readonly issues: readonly FieldIssue[];
  /** The parsed JSON answer, when it was JSON (some refusals carry more than a message). */
  readonly body: unknown;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    this.body = body;
    const json = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; issues?: unknown };
    // A JSON answer without a message has nothing to show people; the caller's fallback says it.
    this.serverMessage = typeof json.message === "string" ? json.message : body === undefined ? text : "";
    this.issues = Array.isArray(json.issues) ? (json.issues as FieldIssue[]) : [];
  }
}

export async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
}

/** The API error's status, or undefined for any other failure (offline, a bug). */
export const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

/** spec 1 §8: an error that starts with 401 and contains Unauthorized means signed out. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The `{ message }` of an API error, for showing to people instead of raw JSON. */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (!(error instanceof Error)) return fallback;
  return error.message || fallback;
}

/** Field messages from a 400 answer, keyed by field path. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message]));
}

/** A GET that parses JSON, the default read (spec 1 §7). */
export const getJson = <T>(url: string) => apiRequest<T>("GET", url);
