/**
 * spec 1 §7–8: every request carries the session cookie; a JSON body and content type only when a
 * payload is given; any non-OK answer raises Error("<status>: <body text or status text>").
 * The API is on the page's own origin, so "same-origin" sends the cookie; it is also what a
 * `<link rel="preload" as="fetch" crossorigin>` asks for, and the browser hands a preloaded answer
 * only to a request with the same credentials mode (server/plugins/page-preload.ts).
 */
export async function apiRequest<T = unknown>(method: string, url: string, payload?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: payload !== undefined ? { "Content-Type": "application/json" } : undefined,
    body: payload !== undefined ? JSON.stringify(payload) : undefined,
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
}

/** spec 1 §8: an error that starts with 401 and contains Unauthorized means signed out. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The `{ message }` of an API error, for showing to people instead of raw JSON. */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message || fallback;
  try {
    const body = JSON.parse(match[1]) as { message?: string };
    return body.message ?? fallback;
  } catch {
    return match[1] || fallback;
  }
}

/** Field messages from a 400 answer, keyed by field path. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {};
  const match = /^400: ([\s\S]*)$/.exec(error.message);
  if (!match) return {};
  try {
    const body = JSON.parse(match[1]) as { issues?: { path: string; message: string }[] };
    return Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
  } catch {
    return {};
  }
}

/** A GET that parses JSON, the default read (spec 1 §7). */
export const getJson = <T>(url: string) => apiRequest<T>("GET", url);
